//! The search's results on `kiela bench`'s sample positions at Expert's budget, pinned: the
//! best move, its score, the deepest iteration and the nodes searched. Work that only makes the
//! search faster (issue 21) must leave every one unchanged; a change that means to play
//! differently updates them, with a match that says it helps.
//! (`cargo run --release -p kiela-ai --example fingerprint` prints them.)

use kiela_ai::bench::{sample_positions, search_limits};
use kiela_ai::{Engine, EngineSettings, Level, StopHandle};
use kiela_core::Rules;

/// Position index, best move, score, depth, nodes.
const PINNED: [(usize, &str, i32, u8, u64); 40] = [
    (0, "o5", 658, 11, 300000),
    (1, "i10", 698, 13, 300000),
    (2, "o7", -29992, 8, 3131),
    (3, "i6", -29990, 10, 47587),
    (4, "o5", -29988, 12, 88408),
    (5, "o8", 77, 15, 300000),
    (6, "i9", 29999, 1, 12),
    (7, "o5", 2215, 13, 300000),
    (8, "o10", 1642, 14, 300000),
    (9, "o6", 29989, 11, 51968),
    (10, "o3", 1608, 13, 300000),
    (11, "i6", 2605, 14, 300000),
    (12, "i9", 29997, 3, 57),
    (13, "i5", 29997, 3, 78),
    (14, "i9", 29993, 7, 6315),
    (15, "i2", -3608, 12, 300000),
    (16, "i4", 29997, 3, 63),
    (17, "i10", 373, 10, 300000),
    (18, "i8", 3698, 13, 300000),
    (19, "i3", -4246, 10, 300000),
    (20, "o4", -29996, 4, 88),
    (21, "o6", 4482, 11, 300000),
    (22, "o8", 2198, 13, 300000),
    (23, "o7", -29992, 8, 9853),
    (24, "i9", 226, 14, 300000),
    (25, "o3", 115, 14, 300000),
    (26, "i10", 3712, 13, 300000),
    (27, "o1", 1306, 16, 300000),
    (28, "i10", 29997, 3, 55),
    (29, "i5", 29995, 5, 626),
    (30, "i3", 29989, 11, 51585),
    (31, "o6", 1030, 12, 300000),
    (32, "i6", -2976, 10, 300000),
    (33, "i3", -4048, 12, 300000),
    (34, "i10", 675, 13, 300000),
    (35, "i10", -3538, 13, 300000),
    (36, "i1", -4820, 10, 300000),
    (37, "i6", 29993, 7, 6659),
    (38, "o10", -4642, 12, 300000),
    (39, "i10", -2360, 12, 300000),
];

#[test]
fn the_bench_positions_are_searched_as_pinned() {
    let limits = search_limits(Level::Expert);
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
