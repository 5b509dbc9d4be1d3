//! The whole session as versioned JSON, for the apps to persist and restore.
//!
//! ```json
//! { "format": "kiela-session", "version": 1,
//!   "south": { "seat": "person" }, "north": { "seat": "computer", "level": "medium" },
//!   "seed": 7, "game": { …the game record… }, "redo": ["o3"] }
//! ```
//! The game is read by replaying its record, so a save that holds an illegal move is refused.

use kiela_core::exchange::{record_from_value, record_value};
use kiela_core::{Game, Move};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::KielaError;
use crate::settings::{GameSettings, Seat};

pub(crate) const SAVE_FORMAT: &str = "kiela-session";
pub(crate) const SAVE_VERSION: u64 = 1;

/// A session's state: what is saved and restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Saved {
    pub settings: GameSettings,
    pub game: Game,
    /// Turns taken back, the next to redo last.
    pub redo: Vec<Move>,
    pub seed: u64,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u64,
    south: Seat,
    north: Seat,
    seed: u64,
    game: Value,
    redo: Vec<String>,
}

pub(crate) fn save_json(saved: &Saved) -> String {
    let file = SaveFile {
        format: SAVE_FORMAT.to_owned(),
        version: SAVE_VERSION,
        south: saved.settings.south,
        north: saved.settings.north,
        seed: saved.seed,
        game: record_value(&saved.game),
        redo: saved.redo.iter().map(Move::to_string).collect(),
    };
    serde_json::to_string_pretty(&file).expect("a save always serializes")
}

pub(crate) fn restore_json(text: &str) -> Result<Saved, KielaError> {
    let corrupt = |reason: String| KielaError::CorruptSave { reason };
    let value: Value = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
    // Format and version first: a newer save may hold fields this version does not know.
    match value.get("format").and_then(Value::as_str) {
        Some(SAVE_FORMAT) => {}
        _ => return Err(corrupt(format!("format: not a '{SAVE_FORMAT}' save"))),
    }
    let version = value
        .get("version")
        .and_then(Value::as_u64)
        .ok_or_else(|| corrupt("version: missing".into()))?;
    if version > SAVE_VERSION {
        return Err(KielaError::FutureSave {
            found: version,
            supported: SAVE_VERSION,
        });
    }
    let file: SaveFile = serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))?;
    let game = record_from_value(&file.game).map_err(|e| corrupt(format!("game: {e}")))?;
    let settings =
        GameSettings::of_game(&game, file.south, file.north).map_err(|reason| corrupt(format!("game: {reason}")))?;
    let redo = file
        .redo
        .iter()
        .enumerate()
        .map(|(i, notation)| notation.parse().map_err(|e| corrupt(format!("redo[{i}]: {e}"))))
        .collect::<Result<Vec<Move>, _>>()?;
    check_redo(&game, &redo).map_err(corrupt)?;
    Ok(Saved {
        settings,
        game,
        redo,
        seed: file.seed,
    })
}

/// The turns to redo must be playable from where the game stands.
fn check_redo(game: &Game, redo: &[Move]) -> Result<(), String> {
    let mut replay = game.clone();
    for (i, turn) in redo.iter().rev().enumerate() {
        replay
            .play(*turn)
            .map_err(|e| format!("redo: turn {} cannot be replayed: {e}", i + 1))?;
    }
    Ok(())
}
