//! Tunes the evaluation weights by self-play: a coordinate search where every step is a match.
//!
//! For each weight in turn (mobility, threat_for, threat_against, exposure, inner_stones,
//! empty_inner; material stays 100 = one stone) the harness plays the weights with that one nudged up, then down, against
//! the current best, and keeps a nudge that scores at least `ACCEPT`. Steps halve after a pass
//! with no change. Matches use balanced openings with colours swapped.
//!
//! Tried first and dropped: SPSA (one game pair per step: near-equal players from one opening
//! almost always split the pair by seat, so steps carried no signal) and logistic regression on
//! game results (fitted well, played worse: -42 Elo).
//!
//! `cargo run -p kiela-ai --release --example tune -- [games] [nodes] [passes] [w1 … w6]`
//! `cargo run -p kiela-ai --release --example tune -- verify <nodes> <games> <seed> w1 … w6 [v1 … v6]`
//! plays candidate weights against `Weights::TUNED` (or against v).

use kiela_ai::agent::LevelAgent;
use kiela_ai::arena::{play_match, ArenaConfig};
use kiela_ai::{EngineSettings, LevelConfig, StopHandle, Style, Weights};

/// A nudge is kept if it scores at least this against the current weights.
const ACCEPT: f64 = 0.54;
/// The weights tuned: all but material.
const TUNED: usize = 6;
type Tuned = [i32; TUNED];

fn player(name: &str, w: Tuned, nodes: u64) -> LevelAgent {
    let config = LevelConfig {
        style: Style::Search,
        rearranges: false,
        max_depth: 100,
        nodes,
        time_cap: None,
        noise: 0,
        variety: kiela_ai::Variety::NONE,
        whole_budget: false,
        ponder_nodes: 0,
    };
    let settings = EngineSettings {
        tt_megabytes: 4,
        weights: Weights::from_array([100, w[0], w[1], w[2], w[3], w[4], w[5]]),
    };
    LevelAgent::with_config(name.into(), config, settings)
}

fn current() -> Tuned {
    let w = Weights::TUNED.to_array();
    std::array::from_fn(|i| w[i + 1])
}

fn parse_weights(args: &[String]) -> Option<Tuned> {
    let w: Vec<i32> = args.iter().take(TUNED).map(|a| a.parse().expect("weight")).collect();
    w.try_into().ok()
}

/// The score of `a` against `b`.
fn score(a: Tuned, b: Tuned, nodes: u64, games: u32, seed: u64) -> f64 {
    let mut pa = player(&format!("{a:?}"), a, nodes);
    let mut pb = player(&format!("{b:?}"), b, nodes);
    let config = ArenaConfig {
        games,
        seed,
        ..ArenaConfig::default()
    };
    let result = play_match(&mut pa, &mut pb, &config, &StopHandle::new(), &mut |_| {});
    println!("  {result}");
    result.score()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "verify") {
        let nodes = args[1].parse().expect("nodes");
        let games = args[2].parse().expect("games");
        let seed = args[3].parse().expect("seed");
        let candidate = parse_weights(&args[4..]).expect("six weights");
        let baseline = parse_weights(args.get(4 + TUNED..).unwrap_or(&[])).unwrap_or_else(current);
        score(candidate, baseline, nodes, games, seed);
        return;
    }
    let games: u32 = args.first().map_or(200, |a| a.parse().expect("games"));
    let nodes: u64 = args.get(1).map_or(3000, |a| a.parse().expect("nodes"));
    let passes: u32 = args.get(2).map_or(3, |a| a.parse().expect("passes"));
    let mut best = parse_weights(args.get(3..).unwrap_or(&[])).unwrap_or_else(current);
    let mut steps = [16, 24, 24, 16, 24, 32];
    let mut seed = 100;
    for pass in 0..passes {
        let mut changed = false;
        for i in 0..TUNED {
            for sign in [1, -1] {
                let mut candidate = best;
                candidate[i] += sign * steps[i];
                seed += 1;
                println!("pass {pass}, weight {i}: {candidate:?} vs {best:?}");
                if score(candidate, best, nodes, games, seed) >= ACCEPT {
                    best = candidate;
                    changed = true;
                    break;
                }
            }
        }
        println!("after pass {pass}: {best:?}");
        if !changed {
            steps = steps.map(|s| (s / 2).max(2));
        }
    }
    println!("final: {best:?}");
}
