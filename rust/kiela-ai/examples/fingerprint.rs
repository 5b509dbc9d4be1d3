//! The search's results on `kiela bench`'s 40 sample positions at Expert's budget, one line
//! each (best move, score, depth, nodes): a speed change must leave every line unchanged.
//! `cargo run -p kiela-ai --release --example fingerprint`

use kiela_ai::bench::{sample_positions, search_limits};
use kiela_ai::{Engine, EngineSettings, Level, StopHandle};
use kiela_core::Rules;

fn main() {
    let limits = search_limits(Level::Expert);
    let mut engine = Engine::new(EngineSettings::default());
    for (i, position) in sample_positions(Rules::default(), 40, 7).iter().enumerate() {
        let r = engine.search(position, &[], &limits, &StopHandle::new());
        let best = r.best.map_or("-".to_owned(), |h| h.to_string());
        println!("{i:2} {best:>3} {:6} {:3} {:7}", r.score, r.depth, r.nodes);
    }
}
