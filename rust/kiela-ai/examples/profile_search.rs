//! A fixed search workload for profilers: Expert's budget on sample positions of a variant.
//! `cargo run -p kiela-ai --release --example profile_search -- [traditional|beginner] [positions]`

use kiela_ai::bench::{sample_positions, search_speed};
use kiela_ai::{EngineSettings, Level, SearchLimits};
use kiela_core::{Rules, Variant};

fn main() {
    let variant: Variant = std::env::args()
        .nth(1)
        .map_or(Variant::Traditional, |v| v.parse().expect("variant"));
    let count = std::env::args().nth(2).map_or(20, |c| c.parse().expect("positions"));
    let positions = sample_positions(Rules::new(variant, Default::default()), count, 7);
    let limits = SearchLimits::nodes(Level::Expert.config().nodes);
    let speed = search_speed(&positions, &limits, EngineSettings::default());
    println!(
        "{variant}: {} nodes, {:.2} M nodes/s, mean {:.1} ms",
        speed.total.nodes,
        speed.total.per_second() / 1e6,
        speed.mean().as_secs_f64() * 1e3
    );
}
