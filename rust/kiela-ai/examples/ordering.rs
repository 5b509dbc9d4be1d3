//! What each move-ordering rule is worth: nodes to finish fixed-depth searches over sample
//! positions with one rule switched off at a time (fewer is better; node counts do not depend
//! on the machine's load).
//! `cargo run -p kiela-ai --release --example ordering -- [depth] [positions]`

use kiela_ai::bench::sample_positions;
use kiela_ai::search::Tweaks;
use kiela_ai::{Engine, EngineSettings, SearchLimits, StopHandle};
use kiela_core::Rules;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u8 = args.first().map_or(8, |a| a.parse().expect("depth"));
    let count: usize = args.get(1).map_or(30, |a| a.parse().expect("positions"));
    let positions = sample_positions(Rules::default(), count, 3);
    let all = Tweaks::default();
    let variants = [
        ("all rules", all),
        ("no TT move", Tweaks { tt_move: false, ..all }),
        ("no captures first", Tweaks { captures: false, ..all }),
        ("no killers", Tweaks { killers: false, ..all }),
        ("no history", Tweaks { history: false, ..all }),
        (
            "no killers, no history",
            Tweaks {
                killers: false,
                history: false,
                ..all
            },
        ),
    ];
    for (name, tweaks) in variants {
        let mut engine = Engine::new(EngineSettings::default());
        engine.set_tweaks(tweaks);
        let nodes: u64 = positions
            .iter()
            .map(|p| {
                engine
                    .search(p, &[], &SearchLimits::depth(depth), &StopHandle::new())
                    .nodes
            })
            .sum();
        println!("{name:>24}: {nodes:>10} nodes");
    }
}
