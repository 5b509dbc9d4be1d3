//! `kiela moves`: every legal move of a position read on stdin, with the position after it.

use std::io::{Read, Write};

use clap::Args;
use kiela_core::exchange::{event_json, outcome_json, position_json};
use kiela_core::{Game, Position};
use serde_json::{json, Value};

use super::print_json;
use crate::error::CliError;
use crate::input::read_position;
use crate::legal::{legal_moves, LegalMove};

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Add each move's steps (lift, drops, relays, captures, end) as "events".
    #[arg(long)]
    trace: bool,
}

pub fn run(args: &MovesArgs, input: &mut impl Read, out: &mut impl Write) -> Result<(), CliError> {
    let position = read_position(input)?;
    print_json(out, &moves_json(&position, args.trace))
}

/// `{"moves":[…]}`, or, when the game is already over in `position`, `{"moves":[],"outcome":…}`.
fn moves_json(position: &Position, with_trace: bool) -> Value {
    // A game from this position alone applies the end rules a single position can decide:
    // no legal move, and a quiet-move counter that has reached the limit.
    let status = Game::new(*position, false).status();
    if status.is_over() {
        return json!({ "moves": [], "outcome": outcome_json(status) });
    }
    let moves: Vec<Value> = legal_moves(position).iter().map(|m| move_json(m, with_trace)).collect();
    json!({ "moves": moves })
}

fn move_json(legal: &LegalMove, with_trace: bool) -> Value {
    let mut value = json!({
        "house": legal.house.to_string(),
        "captured": legal.captured,
        "position": position_json(&legal.after),
    });
    if with_trace {
        value["events"] = legal.trace.events.iter().map(event_json).collect();
    }
    value
}
