//! The versioned game record: the start position, the expert-opening setting and the moves.
//! It is also what the apps save, so it is read back by replaying every move.

use serde_json::{json, Value};

use super::fields::{array, boolean, count, object, parse_json, required, string};
use super::position::{position_from_value, position_json};
use super::ExchangeError;
use crate::{Game, Move};

/// The `format` every record carries, so other JSON is not mistaken for one.
pub const RECORD_FORMAT: &str = "kiela-game-record";
/// The record version this code writes and the newest it reads.
pub const RECORD_VERSION: u64 = 1;

const RECORD_KEYS: &[&str] = &["format", "version", "expert_opening", "start", "moves"];

/// Reads a game record and replays it.
pub fn parse_record(text: &str) -> Result<Game, ExchangeError> {
    record_from_value(&parse_json(text)?)
}

/// Reads a game record from parsed JSON (embedded in an app's save, say) and replays it.
pub fn record_from_value(value: &Value) -> Result<Game, ExchangeError> {
    let map = object(value, "", RECORD_KEYS)?;
    let format = string(required(map, "", "format")?, "format")?;
    if format != RECORD_FORMAT {
        return Err(ExchangeError::NotARecord {
            found: format.to_owned(),
            expected: RECORD_FORMAT,
        });
    }
    let version = count(required(map, "", "version")?, "version", u64::MAX)?;
    if version > RECORD_VERSION {
        return Err(ExchangeError::UnsupportedVersion {
            found: version,
            supported: RECORD_VERSION,
        });
    }
    if version == 0 {
        return Err(ExchangeError::field("version", "0 is not a record version"));
    }
    let expert_opening = match map.get("expert_opening") {
        Some(value) => boolean(value, "expert_opening")?,
        None => false,
    };
    let start = position_from_value(required(map, "", "start")?, "start")?;
    let mut game = Game::new(start, expert_opening);
    for (index, value) in array(required(map, "", "moves")?, "moves")?.iter().enumerate() {
        let notation = string(value, &format!("moves[{index}]"))?;
        let illegal = |reason: String| ExchangeError::IllegalMove {
            index,
            notation: notation.to_owned(),
            reason,
        };
        let turn: Move = notation
            .parse()
            .map_err(|e: crate::ParseMoveError| illegal(e.to_string()))?;
        game.play(turn).map_err(|e| illegal(e.to_string()))?;
    }
    Ok(game)
}

/// A game as a record, pretty-printed.
pub fn record_json(game: &Game) -> String {
    serde_json::to_string_pretty(&record_value(game)).expect("a JSON value always serializes")
}

/// A game as a record, as JSON to embed.
pub fn record_value(game: &Game) -> Value {
    json!({
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "expert_opening": game.expert_opening(),
        "start": position_json(game.start()),
        "moves": game.moves().iter().map(|m| Value::String(m.to_string())).collect::<Vec<_>>(),
    })
}
