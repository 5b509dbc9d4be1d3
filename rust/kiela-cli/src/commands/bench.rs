//! `kiela bench`: how fast the move generator and the search run on this machine.

use std::io::Write;
use std::time::{Duration, Instant};

use clap::Args;
use kiela_ai::bench::{perft_speed, sample_positions, search_limits, search_speed, SearchSpeed, Speed};
use kiela_ai::search::MAX_PLY;
use kiela_ai::{EngineSettings, Level};
use kiela_core::{CaptureSowing, Player, Position, Rules};
use serde_json::json;

use super::print_json;
use crate::error::CliError;
use crate::words::{counted, duration, rate};

/// The plain copy-make perft loop of kiela-core's benches, the engine's yardstick: one file, so
/// `cargo bench -p kiela-core` and this command measure the same loop.
#[path = "../../../kiela-core/benches/plain.rs"]
mod plain;

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
    /// Perft runs of each, the engine and the plain loop in turn; the medians are reported.
    perft_rounds: usize,
    positions: usize,
    level: Level,
}

impl Plan {
    fn of(args: &BenchArgs) -> Plan {
        if args.quick {
            Plan {
                perft_depth: 5,
                perft_rounds: 3,
                positions: 5,
                level: Level::Hard,
            }
        } else {
            Plan {
                perft_depth: 6,
                perft_rounds: 7,
                positions: 40,
                level: Level::Expert,
            }
        }
    }
}

pub fn run(args: &BenchArgs, out: &mut impl Write) -> Result<(), CliError> {
    let plan = Plan::of(args);
    let start = Position::start(Rules::default(), Player::South);
    let perft = perft_versus_plain(&start, plan.perft_depth, plan.perft_rounds);
    if !args.json {
        // Shown before the longer search starts.
        writeln!(out, "{}", perft_text(&plan, &perft))?;
        out.flush()?;
    }
    let positions = sample_positions(Rules::default(), plan.positions, SAMPLE_SEED);
    let search = search_speed(&positions, &search_limits(plan.level), EngineSettings::default());
    if args.json {
        let report = json!({
            "perft": {
                "depth": plan.perft_depth,
                "moves": perft.engine.nodes,
                "seconds": seconds(perft.engine.elapsed),
                "moves_per_second": perft.engine.per_second().round() as u64,
                "plain_loop_moves_per_second": perft.plain.per_second().round() as u64,
                "engine_to_plain_loop": (perft.ratio() * 100.0).round() / 100.0,
                "rounds": plan.perft_rounds,
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

/// The engine's perft and the plain loop's, each the median of its rounds.
struct PerftVersusPlain {
    engine: Speed,
    plain: Speed,
}

impl PerftVersusPlain {
    /// The engine's speed as a share of the plain loop's.
    fn ratio(&self) -> f64 {
        self.engine.per_second() / self.plain.per_second()
    }
}

/// Times the engine's perft and the plain loop in turn, `rounds` times each, so both see the
/// same load on a shared machine, and keeps each one's median run.
fn perft_versus_plain(start: &Position, depth: u32, rounds: usize) -> PerftVersusPlain {
    let mover = start.to_move();
    let (mine, theirs) = (start.side(mover), start.side(mover.opponent()));
    let rules = start.rules();
    let from_lap_start = rules.capture_sowing == CaptureSowing::FromLapStart;
    let (mut engine, mut plain) = (Vec::new(), Vec::new());
    for _ in 0..rounds.max(1) {
        engine.push(perft_speed(start, depth));
        let started = Instant::now();
        let nodes = plain::perft(mine, theirs, rules.variant.min_sow(), from_lap_start, depth);
        plain.push(Speed {
            nodes,
            elapsed: started.elapsed(),
        });
    }
    let median = |mut runs: Vec<Speed>| {
        runs.sort_by_key(|run| run.elapsed);
        runs[runs.len() / 2]
    };
    PerftVersusPlain {
        engine: median(engine),
        plain: median(plain),
    }
}

fn perft_text(plan: &Plan, perft: &PerftVersusPlain) -> String {
    format!(
        "perft {} from the traditional start: {} in {}, {} moves/s; a plain copy-make loop {} \
         moves/s, the engine at {:.2}x its speed (medians of {} rounds)",
        plan.perft_depth,
        counted(perft.engine.nodes, "move", "moves"),
        duration(perft.engine.elapsed),
        rate(perft.engine.per_second()),
        rate(perft.plain.per_second()),
        perft.ratio(),
        plan.perft_rounds,
    )
}

fn search_text(plan: &Plan, search: &SearchSpeed) -> String {
    format!(
        "search at {}'s budget ({}) over {}: {} in {}, {} nodes/s (mean {} a move, slowest {})",
        plan.level,
        budget_text(plan.level),
        counted(search.searches, "sample position", "sample positions"),
        counted(search.total.nodes, "node", "nodes"),
        duration(search.total.elapsed),
        rate(search.total.per_second()),
        duration(search.mean()),
        duration(search.slowest),
    )
}

/// A level's limits a move: `at most 15000 nodes, depth 1`; the depth only where it binds
/// before the node budget does (Hard searches one move deep, far below its budget).
fn budget_text(level: Level) -> String {
    let config = level.config();
    let depth = match usize::from(config.max_depth) {
        MAX_PLY => String::new(),
        depth => format!(", depth {depth}"),
    };
    format!("at most {} nodes a move{depth}", config.nodes)
}

/// Seconds to the microsecond, so that a short run does not read as 0.
fn seconds(time: Duration) -> f64 {
    (time.as_secs_f64() * 1e6).round() / 1e6
}

/// Milliseconds to the microsecond, so that a quick search does not read as 0.
fn milliseconds(time: Duration) -> f64 {
    (time.as_secs_f64() * 1e6).round() / 1e3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_names_the_depth_where_it_binds() {
        assert_eq!(budget_text(Level::Hard), "at most 15000 nodes a move, depth 1");
        assert_eq!(budget_text(Level::Expert), "at most 300000 nodes a move");
    }

    #[test]
    fn json_times_keep_microseconds() {
        assert_eq!(milliseconds(Duration::from_micros(40)), 0.04);
        assert_eq!(milliseconds(Duration::from_nanos(12_345_678)), 12.346);
        assert_eq!(seconds(Duration::from_micros(1_500)), 0.0015);
    }
}
