//! `kiela perft`: counts the sequences of DEPTH legal moves and times the move generator.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use clap::Args;
use kiela_core::{perft, Player, Position};
use serde_json::json;

use super::print_json;
use crate::args::RulesArgs;
use crate::error::CliError;
use crate::input::read_position;
use crate::words::{counted, duration, rate};

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// How many moves deep to count.
    depth: u32,
    #[command(flatten)]
    rules: RulesArgs,
    /// Count from a position read on stdin (JSON) instead of the start position.
    #[arg(long, conflicts_with_all = ["variant", "capture_sowing"])]
    stdin: bool,
    /// Print {"depth","moves","seconds","moves_per_second"} instead of a line of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &PerftArgs, input: &mut impl Read, out: &mut impl Write) -> Result<(), CliError> {
    let position = if args.stdin {
        read_position(input)?
    } else {
        // Perft counts are the same whoever starts, so the start needs no --first.
        Position::start(args.rules.rules(), Player::South)
    };
    let clock = Instant::now();
    let moves = perft(&position, args.depth);
    let elapsed = clock.elapsed();
    let seconds = elapsed.as_secs_f64();
    // A run too short for the clock to see counts as one nanosecond rather than dividing by zero.
    let per_second = moves as f64 / seconds.max(1e-9);
    if args.json {
        let report = json!({ "depth": args.depth, "moves": moves, "seconds": seconds, "moves_per_second": per_second.round() as u64 });
        print_json(out, &report)
    } else {
        writeln!(out, "{}", perft_text(args.depth, moves, elapsed))?;
        Ok(())
    }
}

/// `perft 3: 2112 moves in 41.3 µs (51.1 M moves/s)`. Depth 0 counts the position itself and
/// times nothing worth a rate.
fn perft_text(depth: u32, moves: u64, elapsed: Duration) -> String {
    if depth == 0 {
        return format!(
            "perft 0: {} (depth 0 plays no move)",
            counted(moves, "position", "positions")
        );
    }
    let per_second = moves as f64 / elapsed.as_secs_f64().max(1e-9);
    format!(
        "perft {depth}: {} in {} ({} moves/s)",
        counted(moves, "move", "moves"),
        duration(elapsed),
        rate(per_second)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_zero_and_one_are_worded_as_counts() {
        let cases = [
            (0, 1, 80, "perft 0: 1 position (depth 0 plays no move)"),
            (1, 1, 2_000, "perft 1: 1 move in 2.0 µs (500.0 k moves/s)"),
            (1, 0, 2_000, "perft 1: 0 moves in 2.0 µs (0 moves/s)"),
            (3, 2112, 40_000, "perft 3: 2112 moves in 40.0 µs (52.8 M moves/s)"),
        ];
        for (depth, moves, nanos, text) in cases {
            assert_eq!(perft_text(depth, moves, Duration::from_nanos(nanos)), text);
        }
    }
}
