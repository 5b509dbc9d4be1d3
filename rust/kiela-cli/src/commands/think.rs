//! `kiela think`: the move a computer level plays in a position read on stdin.

use std::io::{Read, Write};
use std::time::Duration;

use clap::Args;
use kiela_ai::{win_chance, Engine, Level, StopHandle};
use kiela_core::exchange::outcome_json;
use kiela_core::{EndReason, Game, Position, Status};
use serde_json::{json, Value};

use crate::args::level_parser;
use crate::error::CliError;
use crate::input::read_position;

#[derive(Debug, Args)]
#[command(after_help = "\
Output, one line of JSON:
  {\"house\":\"o3\",\"score\":120,\"chance\":0.66,\"depth\":9,\"nodes\":400000,\"ms\":181.4}
house is the move, in the mover's names. score is the search's value of the position for the
player to move, in hundredths of a stone of its evaluation; a proven result is ±(30000 − plies
to the end). chance is that player's chance of winning, 0.0 to 1.0 (a draw counts half; 1.0
and 0.0 only for proven results), as the review and the hints give it.
depth is the deepest iteration the search finished, nodes the positions it visited, ms the
time it took.

When the game is already over in the position (the player to move has no legal move, or the
no-capture counter has reached 100) there is no move: the output is
  {\"house\":null,\"outcome\":{\"status\":\"won\",\"winner\":\"north\",\"reason\":\"no_legal_move\"}}
and the exit code is still 0, as for `kiela moves`.

The position alone is searched: the repetition rule cannot see a game's earlier positions.
Without --ms the same position, level, --nodes and --seed always give the same move.")]
pub struct ThinkArgs {
    /// The computer's strength.
    #[arg(long, value_parser = level_parser())]
    level: Level,
    /// Search at most N nodes instead of the level's own budget.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Stop after T milliseconds at most; the move may then depend on the machine's speed.
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u64).range(1..))]
    ms: Option<u64>,
    /// Seed of the lower levels' choice among near-best moves.
    #[arg(long, value_name = "S", default_value_t = 0)]
    seed: u64,
}

pub fn run(args: &ThinkArgs, input: &mut impl Read, out: &mut impl Write) -> Result<(), CliError> {
    let position = read_position(input)?;
    let answer = think(&position, args);
    writeln!(out, "{answer}")?;
    Ok(())
}

fn think(position: &Position, args: &ThinkArgs) -> Value {
    // The end rules a single position can decide: no legal move, a full no-capture counter.
    let status = Game::new(*position, false).status();
    if status.is_over() {
        return no_move(status);
    }
    let mut config = args.level.config();
    if let Some(nodes) = args.nodes {
        config.nodes = nodes;
    }
    config.time_cap = args.ms.map(Duration::from_millis);
    let mut engine = Engine::default();
    let choice = engine.choose_with(position, &[], &config, args.seed, &StopHandle::new());
    let Some(house) = choice.house else {
        // The engine finds no move only where the rules say the mover has lost.
        return no_move(Status::Won {
            winner: position.to_move().opponent(),
            reason: EndReason::NoLegalMove,
        });
    };
    let report = choice.report;
    json!({
        "house": house.to_string(),
        "score": report.score,
        "chance": win_chance(report.score),
        "depth": report.depth,
        "nodes": report.nodes,
        "ms": milliseconds(report.elapsed),
    })
}

fn no_move(status: Status) -> Value {
    json!({ "house": null, "outcome": outcome_json(status) })
}

/// Milliseconds to a tenth.
fn milliseconds(elapsed: Duration) -> f64 {
    (elapsed.as_secs_f64() * 10_000.0).round() / 10.0
}
