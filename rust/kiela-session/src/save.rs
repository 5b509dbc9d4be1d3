//! The whole session as versioned JSON, for the apps to persist and restore, and the state it
//! holds.
//!
//! ```json
//! { "format": "kiela-session", "version": 2,
//!   "south": { "seat": "person" }, "north": { "seat": "computer", "level": "medium" },
//!   "seed": 7, "speed": "normal", "game": { …the game record… }, "redo": ["o3"],
//!   "setup_draft": null, "setup_picked_up": null, "assisted": false, "counted": false }
//! ```
//! The game is read by replaying its record, so a save that holds an illegal move is refused.
//! Version 1 (without speed, draft, assisted and counted) is still read.

use kiela_core::exchange::{record_from_value, record_value};
use kiela_core::{Game, House, Move};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::board::{board_counts, board_index, house_at, BOARD_HOUSES};
use crate::error::KielaError;
use crate::settings::{GameSettings, Seat};
use crate::setup::Draft;
use crate::timeline::AnimationSpeed;

/// What a session saves: everything but its revision and caches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct State {
    pub settings: GameSettings,
    pub game: Game,
    /// Turns taken back, the next to redo last.
    pub redo: Vec<Move>,
    pub seed: u64,
    pub speed: AnimationSpeed,
    pub draft: Option<Draft>,
    /// An undo or a hint was used in this game.
    pub assisted: bool,
    /// The game's end has been counted in the statistics.
    pub counted: bool,
}

impl State {
    pub fn new(settings: GameSettings, seed: u64, speed: AnimationSpeed) -> State {
        State {
            settings,
            game: settings.new_game(),
            redo: Vec::new(),
            seed,
            speed,
            draft: None,
            assisted: false,
            counted: false,
        }
    }
}

pub(crate) const SAVE_FORMAT: &str = "kiela-session";
pub(crate) const SAVE_VERSION: u64 = 2;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u64,
    south: Seat,
    north: Seat,
    seed: u64,
    /// The animation speed by name; version 1 saves have none (normal).
    #[serde(default)]
    speed: Option<String>,
    game: Value,
    redo: Vec<String>,
    /// The rearrangement being drafted: 40 counts in board order.
    #[serde(default)]
    setup_draft: Option<Vec<u8>>,
    /// The draft's house (board index) a tap took a stone from, to be put down by the next.
    #[serde(default)]
    setup_picked_up: Option<u8>,
    #[serde(default)]
    assisted: bool,
    #[serde(default)]
    counted: bool,
}

pub(crate) fn save_json(state: &State) -> String {
    let file = SaveFile {
        format: SAVE_FORMAT.to_owned(),
        version: SAVE_VERSION,
        south: state.settings.south,
        north: state.settings.north,
        seed: state.seed,
        speed: Some(state.speed.name().to_owned()),
        game: record_value(&state.game),
        redo: state.redo.iter().map(Move::to_string).collect(),
        setup_draft: state.draft.map(|draft| draft_board(&state.game, draft)),
        setup_picked_up: state
            .draft
            .and_then(|draft| draft.picked.map(|house| board_index(draft.player, house) as u8)),
        assisted: state.assisted,
        counted: state.counted,
    };
    serde_json::to_string_pretty(&file).expect("a save always serializes")
}

pub(crate) fn restore_json(text: &str) -> Result<State, KielaError> {
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
    if version == 0 {
        return Err(corrupt("version: 0 is not a version".into()));
    }
    if version > SAVE_VERSION {
        return Err(KielaError::FutureSave {
            found: KielaError::version(version),
            supported: KielaError::version(SAVE_VERSION),
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
    let speed = match file.speed {
        Some(name) => name.parse().map_err(|e| corrupt(format!("speed: {e}")))?,
        None => AnimationSpeed::Normal,
    };
    let draft = match file.setup_draft {
        Some(board) => Some(
            read_draft(&game, &settings, &board, file.setup_picked_up)
                .map_err(|e| corrupt(format!("setup_draft: {e}")))?,
        ),
        None if file.setup_picked_up.is_some() => return Err(corrupt("setup_picked_up without a draft".into())),
        None => None,
    };
    Ok(State {
        settings,
        game,
        redo,
        seed: file.seed,
        speed,
        draft,
        assisted: file.assisted,
        counted: file.counted,
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

fn draft_board(game: &Game, draft: Draft) -> Vec<u8> {
    draft.view(game.position()).board.0
}

/// A saved draft: the mover's rearrangement in progress, the opponent's houses untouched.
fn read_draft(game: &Game, settings: &GameSettings, board: &[u8], picked_up: Option<u8>) -> Result<Draft, String> {
    let position = game.position();
    let mover = position.to_move();
    if !game.setup_allowed() || !settings.is_person(mover) {
        return Err("no rearrangement can be drafted now".into());
    }
    if board.len() != BOARD_HOUSES {
        return Err(format!("{} counts, not {BOARD_HOUSES}", board.len()));
    }
    let now = board_counts(position);
    let opponent = mover.opponent();
    if House::all().any(|house| board[board_index(opponent, house)] != now[board_index(opponent, house)]) {
        return Err(format!("{opponent}'s houses differ from the game"));
    }
    let mut houses = [0; 20];
    for house in House::all() {
        houses[house.loop_index()] = board[board_index(mover, house)];
    }
    let mut draft = Draft::from_houses(position, houses)?;
    if let Some(index) = picked_up {
        match house_at(usize::from(index)) {
            Some((owner, house)) if owner == mover && houses[house.loop_index()] > 0 => draft.picked = Some(house),
            _ => return Err(format!("house {index} holds no stone of {mover} to pick up")),
        }
    }
    Ok(draft)
}
