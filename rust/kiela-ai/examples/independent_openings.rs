//! Makes the independent opening set (`src/openings/independent.txt`, see `src/openings.rs`):
//! one to three uniformly random moves from the traditional start, kept when a deep search on
//! stones alone scores them within four stones of even, until `count` are kept. A short search
//! drops first those it scores more than ten stones from even.
//! `cargo run -p kiela-ai --release --example independent_openings -- [count] [stream] > FILE`
//! (default 160 openings from stream 0; progress on stderr). Streams draw from different seeds,
//! so two machines (or cores) can each make part of a set.

use std::collections::HashSet;

use kiela_ai::arena::random_opening;
use kiela_ai::openings::{JUDGE_MARGIN, JUDGE_NODES, JUDGE_WEIGHTS};
use kiela_ai::search::game_result_plies;
use kiela_ai::{zobrist, Engine, EngineSettings, Rng, SearchLimits, StopHandle};
use kiela_core::Rules;

/// The short search's budget, and the score beyond which it drops an opening (ten stones).
const SCREEN_NODES: u64 = 200_000;
const SCREEN_MARGIN: i32 = 1_000;

/// Not a seed any match or level uses.
const SEED: u64 = 0x001D_E9E4_DE47_0BE4;

fn main() {
    let count: usize = std::env::args().nth(1).map_or(160, |c| c.parse().expect("count"));
    let stream: u64 = std::env::args().nth(2).map_or(0, |s| s.parse().expect("stream"));
    let mut judge = Engine::new(EngineSettings {
        tt_megabytes: 64,
        weights: JUDGE_WEIGHTS,
    });
    let stop = StopHandle::new();
    let mut rng = Rng::new(SEED ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let (mut seen, mut kept, mut drawn) = (HashSet::new(), 0, 0);
    println!("# The independent opening set (issue 36): {count} openings of one to three random moves from");
    println!("# the traditional start, each kept when a search of {JUDGE_NODES} positions on stones alone");
    println!("# scored it within {} stones for the side to move.", JUDGE_MARGIN / 100);
    println!(
        "# Made by examples/independent_openings.rs (stream {stream}). Moves<TAB>score in stones<TAB>depth reached."
    );
    while kept < count {
        let plies = 1 + rng.below(3) as u32;
        let game = random_opening(Rules::default(), plies, rng.next_u64());
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        if !seen.insert(moves.clone()) {
            continue;
        }
        drawn += 1;
        let history = zobrist::game_history(&game);
        // Most random openings leave one side many stones up: a short search drops those first.
        let glance = judge.search(game.position(), &history, &SearchLimits::nodes(SCREEN_NODES), &stop);
        if glance.score.abs() > SCREEN_MARGIN {
            eprintln!(
                "{} {:+.2} at a glance, dropped",
                moves.join(" "),
                f64::from(glance.score) / 100.0
            );
            continue;
        }
        let report = judge.search(game.position(), &history, &SearchLimits::nodes(JUDGE_NODES), &stop);
        let even = report.score.abs() <= JUDGE_MARGIN && game_result_plies(report.score).is_none();
        eprintln!(
            "{} {:+.2} depth {} {}",
            moves.join(" "),
            f64::from(report.score) / 100.0,
            report.depth,
            if even { "kept" } else { "dropped" }
        );
        if even {
            kept += 1;
            println!(
                "{}\t{:+.2}\t{}",
                moves.join(" "),
                f64::from(report.score) / 100.0,
                report.depth
            );
        }
    }
    eprintln!("kept {kept} of {drawn} drawn");
}
