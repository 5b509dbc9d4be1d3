//! The game record as plain text to share: a few header lines, then one numbered turn a line.
//!
//! ```text
//! Kiela game record
//! Variant: traditional
//! Capture sowing: after_capturing_house
//! Expert opening: off
//! First: south
//! Result: north wins (no legal move)
//!
//! 1. south o10
//! 2. north i3
//! ```
//!
//! A game that did not begin at the standard start carries a `Start:` line with the position
//! JSON. Reading replays every turn, so a shared record is checked move by move.

use std::fmt::Write as _;

use super::position::{parse_position, position_json};
use super::ExchangeError;
use crate::{CaptureSowing, Game, Move, Player, Position, Rules, Status, Variant};

const TITLE: &str = "Kiela game record";

/// A game as shareable text.
pub fn record_text(game: &Game) -> String {
    let start = game.start();
    let rules = start.rules();
    let mut text = String::new();
    let _ = writeln!(text, "{TITLE}");
    let _ = writeln!(text, "Variant: {}", rules.variant);
    let _ = writeln!(text, "Capture sowing: {}", rules.capture_sowing);
    let _ = writeln!(
        text,
        "Expert opening: {}",
        if game.expert_opening() { "on" } else { "off" }
    );
    let _ = writeln!(text, "First: {}", start.to_move());
    if *start != Position::start(rules, start.to_move()) {
        let _ = writeln!(text, "Start: {}", position_json(start));
    }
    let _ = writeln!(text, "Result: {}", describe(game.status()));
    text.push('\n');
    let mut mover = start.to_move();
    for (number, turn) in game.moves().iter().enumerate() {
        let _ = writeln!(text, "{}. {mover} {turn}", number + 1);
        mover = mover.opponent();
    }
    text
}

/// A game status in words: "playing", "south wins (repetition)", "drawn (no capture)".
pub fn describe(status: Status) -> String {
    let reason = |r: crate::EndReason| r.name().replace('_', " ");
    match status {
        Status::Playing => "playing".to_owned(),
        Status::Won { winner, reason: r } => format!("{winner} wins ({})", reason(r)),
        Status::Drawn { reason: r } => format!("drawn ({})", reason(r)),
    }
}

/// Reads shared text back into a game, replaying every turn.
pub fn parse_record_text(text: &str) -> Result<Game, ExchangeError> {
    let mut lines = text
        .lines()
        .map(str::trim)
        .enumerate()
        .skip_while(|(_, l)| l.is_empty());
    match lines.next() {
        Some((_, TITLE)) => {}
        _ => return Err(ExchangeError::field("text", format!("does not begin with '{TITLE}'"))),
    }
    let mut header = Header::default();
    for (_, line) in lines.by_ref() {
        if line.is_empty() {
            break;
        }
        header.read(line)?;
    }
    let mut game = Game::new(header.start()?, header.expert_opening);
    for (line_index, line) in lines.filter(|(_, l)| !l.is_empty()) {
        read_turn(&mut game, line, line_index + 1)?;
    }
    Ok(game)
}

#[derive(Default)]
struct Header {
    variant: Variant,
    capture_sowing: CaptureSowing,
    expert_opening: bool,
    first: Option<Player>,
    start: Option<Position>,
}

impl Header {
    fn read(&mut self, line: &str) -> Result<(), ExchangeError> {
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| ExchangeError::field("header", format!("'{line}' is not 'Name: value'")))?;
        let value = value.trim();
        let bad = |e: &dyn std::fmt::Display| ExchangeError::field(key, e.to_string());
        match key {
            "Variant" => self.variant = value.parse().map_err(|e| bad(&e))?,
            "Capture sowing" => self.capture_sowing = value.parse().map_err(|e| bad(&e))?,
            "Expert opening" => {
                self.expert_opening = match value {
                    "on" => true,
                    "off" => false,
                    _ => return Err(bad(&format!("'{value}' is neither on nor off"))),
                }
            }
            "First" => self.first = Some(value.parse().map_err(|e| bad(&e))?),
            "Start" => self.start = Some(parse_position(value).map_err(|e| bad(&e))?),
            // The result is written for people; replaying the turns decides it again.
            "Result" => {}
            _ => return Err(ExchangeError::field(key, "unknown header line")),
        }
        Ok(())
    }

    fn start(&self) -> Result<Position, ExchangeError> {
        let rules = Rules::new(self.variant, self.capture_sowing);
        let first = self.first.unwrap_or(Player::South);
        match self.start {
            Some(start) if start.rules() != rules || start.to_move() != first => Err(ExchangeError::field(
                "Start",
                "does not agree with the Variant, Capture sowing or First line",
            )),
            Some(start) => Ok(start),
            None => Ok(Position::start(rules, first)),
        }
    }
}

/// Plays one line `N. side move`.
fn read_turn(game: &mut Game, line: &str, line_number: usize) -> Result<(), ExchangeError> {
    let index = game.moves().len();
    let illegal = |reason: String| ExchangeError::IllegalMove {
        index,
        notation: line.to_owned(),
        reason,
    };
    let rest = line.strip_prefix(&format!("{}.", index + 1)).ok_or_else(|| {
        illegal(format!(
            "line {line_number} should begin with the turn number {}.",
            index + 1
        ))
    })?;
    let (side, notation) = rest
        .trim()
        .split_once(' ')
        .ok_or_else(|| illegal(format!("line {line_number} names no move")))?;
    let side: Player = side
        .parse()
        .map_err(|e: crate::ParsePlayerError| illegal(e.to_string()))?;
    let mover = game.position().to_move();
    if side != mover {
        return Err(illegal(format!("it is {mover}'s turn, not {side}'s")));
    }
    let turn: Move = notation
        .trim()
        .parse()
        .map_err(|e: crate::ParseMoveError| illegal(e.to_string()))?;
    game.play(turn).map_err(|e| illegal(e.to_string()))?;
    Ok(())
}
