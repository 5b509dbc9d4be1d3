//! The position JSON of RULES.md §5, trace events and outcomes.

use serde_json::{json, Value};

use super::fields::{count, join, named, object, parse_json, required};
use super::ExchangeError;
use crate::{Event, House, Loop, Player, Position, Rules, Status, HOUSES_PER_PLAYER, QUIET_MOVE_LIMIT};

const POSITION_KEYS: &[&str] = &["variant", "to_move", "south", "north", "capture_sowing", "quiet_moves"];
const SIDE_KEYS: &[&str] = &["outer", "inner"];

/// Reads a position from JSON text.
pub fn parse_position(text: &str) -> Result<Position, ExchangeError> {
    position_from_value(&parse_json(text)?, "")
}

/// Reads a position from parsed JSON found at `path` (empty for a document of its own).
pub fn position_from_value(value: &Value, path: &str) -> Result<Position, ExchangeError> {
    let map = object(value, path, POSITION_KEYS)?;
    let field = |key| join(path, key);
    let variant = named(required(map, path, "variant")?, &field("variant"), str::parse)?;
    let to_move = named(required(map, path, "to_move")?, &field("to_move"), str::parse::<Player>)?;
    let capture_sowing = match map.get("capture_sowing") {
        Some(value) => named(value, &field("capture_sowing"), str::parse)?,
        None => Default::default(),
    };
    let quiet_moves = match map.get("quiet_moves") {
        Some(value) => count(value, &field("quiet_moves"), u64::from(QUIET_MOVE_LIMIT))? as u16,
        None => 0,
    };
    let rules = Rules::new(variant, capture_sowing);
    let total = u64::from(variant.total_stones());
    let south = side_from_value(required(map, path, "south")?, &field("south"), total)?;
    let north = side_from_value(required(map, path, "north")?, &field("north"), total)?;

    let found: u32 = south.iter().chain(&north).map(|&s| u32::from(s)).sum();
    let expected = u32::from(variant.total_stones());
    if found != expected {
        return Err(ExchangeError::StoneTotal {
            variant,
            expected,
            found,
        });
    }
    Ok(Position::from_parts([south, north], to_move, rules, quiet_moves))
}

/// One player's rows, each listed as the owner names it, house 1 first.
fn side_from_value(value: &Value, path: &str, max: u64) -> Result<Loop, ExchangeError> {
    let map = object(value, path, SIDE_KEYS)?;
    let mut side = [0; HOUSES_PER_PLAYER];
    for (key, house) in [
        ("outer", House::outer as fn(u8) -> Option<House>),
        ("inner", House::inner),
    ] {
        let row_path = join(path, key);
        let row = super::fields::array(required(map, path, key)?, &row_path)?;
        if row.len() != 10 {
            return Err(ExchangeError::field(
                row_path,
                format!("expected 10 houses, found {}", row.len()),
            ));
        }
        for (number, stones) in (1..=10).zip(row) {
            let house = house(number).expect("1..=10 is a house number");
            let cell = format!("{row_path}[{}] ({house})", number - 1);
            side[house.loop_index()] = count(stones, &cell, max)? as u8;
        }
    }
    Ok(side)
}

/// A position as RULES.md §5 JSON, the optional keys included.
pub fn position_json(position: &Position) -> Value {
    let rules = position.rules();
    json!({
        "variant": rules.variant.name(),
        "capture_sowing": rules.capture_sowing.name(),
        "to_move": position.to_move().name(),
        "quiet_moves": position.quiet_moves(),
        "south": side_json(position, Player::South),
        "north": side_json(position, Player::North),
    })
}

fn side_json(position: &Position, player: Player) -> Value {
    let row = |house: fn(u8) -> Option<House>| -> Vec<u8> {
        (1..=10)
            .map(|n| position.stones(player, house(n).expect("1..=10 is a house number")))
            .collect()
    };
    json!({ "outer": row(House::outer), "inner": row(House::inner) })
}

/// One trace event. Houses are the mover's, except a capture's `inner` and `outer`: the
/// opponent's houses, in the opponent's names.
pub fn event_json(event: &Event) -> Value {
    let name = |house: &House| house.to_string();
    match event {
        Event::Lift { house, stones } => json!({ "event": "lift", "house": name(house), "stones": stones }),
        Event::Drop { house } => json!({ "event": "drop", "house": name(house) }),
        Event::Relay { house, stones } => json!({ "event": "relay", "house": name(house), "stones": stones }),
        Event::Capture {
            captor,
            inner,
            outer,
            stones,
        } => json!({
            "event": "capture", "captor": name(captor), "inner": name(inner), "outer": name(outer), "stones": stones,
        }),
        Event::CapturedSowing { first, stones } => {
            json!({ "event": "captured_sowing", "first": name(first), "stones": stones })
        }
        Event::End { house } => json!({ "event": "end", "house": name(house) }),
    }
}

/// A game's status: `{"status":"playing"}`, `{"status":"won","winner":…,"reason":…}` or
/// `{"status":"drawn","reason":…}`.
pub fn outcome_json(status: Status) -> Value {
    match status {
        Status::Playing => json!({ "status": "playing" }),
        Status::Won { winner, reason } => json!({ "status": "won", "winner": winner.name(), "reason": reason.name() }),
        Status::Drawn { reason } => json!({ "status": "drawn", "reason": reason.name() }),
    }
}
