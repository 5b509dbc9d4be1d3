//! A finished game handed over as text, whatever the form: a game record's JSON, its plain text
//! (as shared), or a session save.

use kiela_core::exchange::{parse_record, parse_record_text};
use kiela_core::Game;
use serde_json::Value;

use crate::error::KielaError;
use crate::save::{restore_json, SAVE_FORMAT};

/// The game in `text`, replayed; `BadRecord` with the reason when it cannot be read or a turn
/// of it cannot be played.
pub fn read_game(text: &str) -> Result<Game, KielaError> {
    let bad = |reason: String| KielaError::BadRecord { reason };
    if !text.trim_start().starts_with('{') {
        return parse_record_text(text).map_err(|e| bad(e.to_string()));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| bad(format!("not valid JSON: {e}")))?;
    if value.get("format").and_then(Value::as_str) == Some(SAVE_FORMAT) {
        return restore_json(text)
            .map(|state| state.game)
            .map_err(|e| bad(e.to_string()));
    }
    parse_record(text).map_err(|e| bad(e.to_string()))
}
