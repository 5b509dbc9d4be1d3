//! `kiela perft`: counts the sequences of DEPTH legal moves and times the move generator.

use std::io::{Read, Write};
use std::time::Instant;

use clap::Args;
use kiela_core::{perft, Player, Position};
use serde_json::json;

use super::print_json;
use crate::args::RulesArgs;
use crate::error::CliError;
use crate::input::read_position;

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
    let seconds = clock.elapsed().as_secs_f64();
    // A run too short for the clock to see counts as one nanosecond rather than dividing by zero.
    let rate = moves as f64 / seconds.max(1e-9);
    if args.json {
        let report =
            json!({ "depth": args.depth, "moves": moves, "seconds": seconds, "moves_per_second": rate.round() as u64 });
        print_json(out, &report)
    } else {
        writeln!(
            out,
            "perft {}: {moves} moves in {seconds:.3} s ({} moves/s)",
            args.depth,
            human_rate(rate)
        )?;
        Ok(())
    }
}

/// `16.3 M`, `812.0 k`, `950`.
pub fn human_rate(per_second: f64) -> String {
    if per_second >= 1e6 {
        format!("{:.1} M", per_second / 1e6)
    } else if per_second >= 1e3 {
        format!("{:.1} k", per_second / 1e3)
    } else {
        format!("{per_second:.0}")
    }
}

#[cfg(test)]
mod tests {
    use super::human_rate;

    #[test]
    fn rates_are_scaled_to_a_readable_unit() {
        assert_eq!(human_rate(16_300_000.0), "16.3 M");
        assert_eq!(human_rate(812_000.0), "812.0 k");
        assert_eq!(human_rate(950.0), "950");
    }
}
