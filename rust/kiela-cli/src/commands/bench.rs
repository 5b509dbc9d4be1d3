//! `kiela bench`: how fast the move generator and the search run on this machine.

use std::io::Write;
use std::time::Duration;

use clap::Args;
use kiela_ai::bench::{perft_speed, sample_positions, search_speed, SearchSpeed, Speed};
use kiela_ai::{EngineSettings, Level, SearchLimits};
use kiela_core::{Player, Position, Rules};
use serde_json::json;

use super::perft::human_rate;
use super::print_json;
use crate::error::CliError;

/// Seed of the sample of positions searched, fixed so that runs compare.
const SAMPLE_SEED: u64 = 7;

#[derive(Debug, Args)]
#[command(after_help = "\
Two figures: perft (every sequence of legal moves to a depth from the traditional start,
counted: the speed of the rules engine) in moves/s, and the search in nodes/s over a fixed
sample of opening and middle-game positions, each searched with a level's node budget as in a
game. The full run takes a few seconds; --quick takes a fraction of one and is less precise.")]
pub struct BenchArgs {
    /// A short run: perft 5 and 5 positions at Hard's budget instead of perft 6 and 40 at Expert's.
    #[arg(long)]
    quick: bool,
    /// Print {"perft":{…},"search":{…}} instead of text.
    #[arg(long)]
    json: bool,
}

/// What a run measures.
struct Plan {
    perft_depth: u32,
    positions: usize,
    level: Level,
}

impl Plan {
    fn of(args: &BenchArgs) -> Plan {
        if args.quick {
            Plan {
                perft_depth: 5,
                positions: 5,
                level: Level::Hard,
            }
        } else {
            Plan {
                perft_depth: 6,
                positions: 40,
                level: Level::Expert,
            }
        }
    }

    /// The level's search, without its noise or any clock.
    fn limits(&self) -> SearchLimits {
        let config = self.level.config();
        SearchLimits {
            max_depth: config.max_depth,
            nodes: config.nodes,
            time_cap: None,
            margin: 0,
        }
    }
}

pub fn run(args: &BenchArgs, out: &mut impl Write) -> Result<(), CliError> {
    let plan = Plan::of(args);
    let start = Position::start(Rules::default(), Player::South);
    let perft = perft_speed(&start, plan.perft_depth);
    if !args.json {
        // Shown before the longer search starts.
        writeln!(out, "{}", perft_text(&plan, &perft))?;
        out.flush()?;
    }
    let positions = sample_positions(Rules::default(), plan.positions, SAMPLE_SEED);
    let search = search_speed(&positions, &plan.limits(), EngineSettings::default());
    if args.json {
        let report = json!({
            "perft": {
                "depth": plan.perft_depth,
                "moves": perft.nodes,
                "seconds": seconds(perft.elapsed),
                "moves_per_second": perft.per_second().round() as u64,
            },
            "search": {
                "level": plan.level.name(),
                "node_budget": plan.level.config().nodes,
                "positions": search.searches,
                "nodes": search.total.nodes,
                "seconds": seconds(search.total.elapsed),
                "nodes_per_second": search.total.per_second().round() as u64,
                "mean_ms": milliseconds(search.mean()),
                "slowest_ms": milliseconds(search.slowest),
            },
        });
        print_json(out, &report)
    } else {
        writeln!(out, "{}", search_text(&plan, &search))?;
        Ok(())
    }
}

fn perft_text(plan: &Plan, perft: &Speed) -> String {
    format!(
        "perft {} from the traditional start: {} moves in {:.3} s, {} moves/s",
        plan.perft_depth,
        perft.nodes,
        perft.elapsed.as_secs_f64(),
        human_rate(perft.per_second())
    )
}

fn search_text(plan: &Plan, search: &SearchSpeed) -> String {
    format!(
        "search at {}'s budget ({} nodes a move) over {} sample positions: {} nodes in {:.3} s, {} nodes/s \
         (mean {:.1} ms a move, slowest {:.1} ms)",
        plan.level,
        plan.level.config().nodes,
        search.searches,
        search.total.nodes,
        search.total.elapsed.as_secs_f64(),
        human_rate(search.total.per_second()),
        milliseconds(search.mean()),
        milliseconds(search.slowest),
    )
}

/// Seconds to the millisecond.
fn seconds(time: Duration) -> f64 {
    (time.as_secs_f64() * 1e3).round() / 1e3
}

/// Milliseconds to a tenth.
fn milliseconds(time: Duration) -> f64 {
    (time.as_secs_f64() * 1e4).round() / 10.0
}
