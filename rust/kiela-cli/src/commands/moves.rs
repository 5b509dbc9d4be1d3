//! `kiela moves`: every legal move of a position read on stdin, with the position after it.

use std::io::{Read, Write};

use clap::Args;
use kiela_core::exchange::{event_json, outcome_json, position_json};
use kiela_core::{Game, Position};
use kiela_session::{board_counts, move_steps, timeline, AnimationSpeed, AnimationStep, StepKind};
use serde_json::{json, Value};

use super::print_json;
use crate::args::one_of;
use crate::error::CliError;
use crate::input::read_position;
use crate::legal::{legal_moves, LegalMove};

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// Add each move's steps (lift, drops, relays, captures, end) as "events".
    #[arg(long)]
    trace: bool,
    /// Add each move's animation as the apps play it at SPEED: its "timeline" of keyframes
    /// (houses as board indices, the 40 counts after each step) and its "duration_ms".
    #[arg(long, value_name = "SPEED", value_parser = one_of::<AnimationSpeed>(AnimationSpeed::ALL.map(AnimationSpeed::name)))]
    timeline: Option<AnimationSpeed>,
}

pub fn run(args: &MovesArgs, input: &mut impl Read, out: &mut impl Write) -> Result<(), CliError> {
    let position = read_position(input)?;
    print_json(out, &moves_json(&position, args))
}

/// `{"moves":[…]}`, or, when the game is already over in `position`, `{"moves":[],"outcome":…}`.
fn moves_json(position: &Position, args: &MovesArgs) -> Value {
    // A game from this position alone applies the end rules a single position can decide:
    // no legal move, and a quiet-move counter that has reached the limit.
    let status = Game::new(*position, false).status();
    if status.is_over() {
        return json!({ "moves": [], "outcome": outcome_json(status) });
    }
    let moves: Vec<Value> = legal_moves(position)
        .iter()
        .map(|m| move_json(position, m, args))
        .collect();
    json!({ "moves": moves })
}

fn move_json(before: &Position, legal: &LegalMove, args: &MovesArgs) -> Value {
    let mut value = json!({
        "house": legal.house.to_string(),
        "captured": legal.captured,
        "position": position_json(&legal.after),
    });
    if args.trace {
        value["events"] = legal.trace.events.iter().map(event_json).collect();
    }
    if let Some(speed) = args.timeline {
        let animation = timeline(&board_counts(before), &move_steps(before, &legal.trace), speed);
        value["timeline"] = animation.steps.iter().map(step_json).collect();
        value["duration_ms"] = animation.duration_ms.0.into();
    }
    value
}

/// One keyframe: `{"start_ms":0,"duration_ms":250,"step":"lift","house":39,"stones":2,
/// "board":[…40 counts…],"in_hand":2}`.
fn step_json(step: &AnimationStep) -> Value {
    let mut value = match step.kind {
        StepKind::Lift { house, stones } => json!({ "step": "lift", "house": house.0, "stones": stones.0 }),
        StepKind::Drop { house, stones_after } => {
            json!({ "step": "drop", "house": house.0, "stones_after": stones_after.0 })
        }
        StepKind::Relay { house, stones } => json!({ "step": "relay", "house": house.0, "stones": stones.0 }),
        StepKind::CaptureFlash {
            captor,
            inner,
            outer,
            stones,
        } => {
            json!({ "step": "capture_flash", "captor": captor.0, "inner": inner.0, "outer": outer.0, "stones": stones.0 })
        }
        StepKind::CaptureFlight {
            from_inner,
            from_outer,
            to,
            stones,
        } => json!({
            "step": "capture_flight", "from_inner": from_inner.0, "from_outer": from_outer.0, "to": to.0, "stones": stones.0
        }),
        StepKind::End { house } => json!({ "step": "end", "house": house.0 }),
    };
    value["start_ms"] = step.start_ms.0.into();
    value["duration_ms"] = step.duration_ms.0.into();
    value["board"] = step.board.iter().copied().collect();
    value["in_hand"] = step.in_hand.0.into();
    value
}
