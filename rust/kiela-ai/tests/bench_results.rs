//! The search's results on `kiela bench`'s sample positions at Expert's budget, pinned: the
//! best move, its score, the deepest iteration and the nodes searched. Work that only makes the
//! search faster (issue 21) must leave every one unchanged; a change that means to play
//! differently updates them, with a match that says it helps.
//! (`cargo run --release -p kiela-ai --example fingerprint` prints them.)

use kiela_ai::bench::sample_positions;
use kiela_ai::{Engine, EngineSettings, Level, SearchLimits, StopHandle};
use kiela_core::Rules;

/// Position index, best move, score, depth, nodes.
const PINNED: [(usize, &str, i32, u8, u64); 40] = [
    (0, "o5", 1066, 10, 194320),
    (1, "i10", 834, 12, 143764),
    (2, "o7", -29992, 8, 5956),
    (3, "i6", -29990, 10, 75887),
    (4, "o9", -29988, 11, 129589),
    (5, "o8", -90, 13, 140558),
    (6, "i9", 29999, 1, 12),
    (7, "o5", 2364, 11, 106053),
    (8, "o10", 1552, 12, 127038),
    (9, "o6", 29989, 11, 86287),
    (10, "o3", 2280, 11, 136303),
    (11, "i6", 3058, 13, 169284),
    (12, "i9", 29997, 3, 95),
    (13, "o6", 29997, 3, 142),
    (14, "i4", 29993, 7, 13716),
    (15, "i3", -3740, 11, 184360),
    (16, "i4", 29997, 3, 118),
    (17, "i10", 290, 8, 124607),
    (18, "i8", 3778, 11, 117693),
    (19, "i3", -3820, 10, 277098),
    (20, "o4", -29996, 4, 183),
    (21, "o9", 4840, 9, 300000),
    (22, "o8", 2900, 12, 159508),
    (23, "o7", -29992, 8, 18537),
    (24, "i9", 190, 11, 101598),
    (25, "i7", -110, 12, 146852),
    (26, "i10", 3908, 12, 237416),
    (27, "o1", 2040, 14, 144181),
    (28, "i10", 29997, 3, 113),
    (29, "o5", 29995, 5, 963),
    (30, "i3", 29989, 11, 85191),
    (31, "o9", 868, 10, 153596),
    (32, "i6", -3000, 10, 130742),
    (33, "i3", -4262, 11, 166914),
    (34, "i10", 454, 10, 153539),
    (35, "i10", -3882, 11, 248339),
    (36, "i1", -4480, 10, 225761),
    (37, "i6", 29993, 7, 10836),
    (38, "o10", -4620, 11, 161318),
    (39, "i10", -2700, 11, 180322),
];

#[test]
fn the_bench_positions_are_searched_as_pinned() {
    let limits = SearchLimits {
        time_cap: None,
        ..Level::Expert.config().limits()
    };
    let mut engine = Engine::new(EngineSettings::default());
    let positions = sample_positions(Rules::default(), PINNED.len(), 7);
    for (&(i, best, score, depth, nodes), position) in PINNED.iter().zip(&positions) {
        let report = engine.search(position, &[], &limits, &StopHandle::new());
        let found = (
            report.best.map(|h| h.to_string()),
            report.score,
            report.depth,
            report.nodes,
        );
        assert_eq!(found, (Some(best.to_owned()), score, depth, nodes), "position {i}");
    }
}
