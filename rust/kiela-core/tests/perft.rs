//! Perft from the start position, pinned for both variants and both capture-sowing options.
//!
//! Every number here was computed with the engine and, independently, with the plain reference
//! implementation in tests/common/reference.rs (RULES.md §3 written from the board's geometry);
//! the two agree to depth 5, and the test below keeps checking that.

mod common;

use common::reference::{self, Grid};
use kiela_core::{perft, CaptureSowing, Player, Position, Rules, Variant};

/// Perft of the start position, depths 1 to 5. Who moves first does not matter: the start is
/// the same for both players.
const PINNED: [(Variant, CaptureSowing, [u64; 5]); 4] = [
    (
        Variant::Traditional,
        CaptureSowing::AfterCapturingHouse,
        [14, 196, 2112, 22450, 205070],
    ),
    (
        Variant::Traditional,
        CaptureSowing::FromLapStart,
        [14, 196, 2112, 22267, 203646],
    ),
    (
        Variant::Beginner,
        CaptureSowing::AfterCapturingHouse,
        [14, 196, 2156, 23214, 240787],
    ),
    (
        Variant::Beginner,
        CaptureSowing::FromLapStart,
        [14, 196, 2156, 23162, 238620],
    ),
];

fn start(variant: Variant, capture_sowing: CaptureSowing, first: Player) -> Position {
    Position::start(Rules::new(variant, capture_sowing), first)
}

#[test]
fn perft_is_pinned_to_depth_5() {
    for (variant, capture_sowing, counts) in PINNED {
        for first in Player::BOTH {
            let position = start(variant, capture_sowing, first);
            for (depth, &expected) in (1..).zip(&counts) {
                assert_eq!(
                    perft(&position, depth),
                    expected,
                    "{variant}/{capture_sowing}, {first} first, depth {depth}"
                );
            }
        }
    }
}

#[test]
fn pinned_numbers_match_the_reference_implementation() {
    for (variant, capture_sowing, counts) in PINNED {
        let rules = Rules::new(variant, capture_sowing);
        let grid = Grid::from_position(&Position::start(rules, Player::South));
        for depth in 1..=5 {
            assert_eq!(
                reference::perft(&grid, rules, depth),
                counts[depth as usize - 1],
                "{variant}/{capture_sowing}, depth {depth}"
            );
        }
    }
}

#[test]
fn perft_at_depth_0_is_the_position_itself_and_a_stuck_mover_has_no_continuations() {
    let position = start(Variant::Traditional, CaptureSowing::AfterCapturingHouse, Player::South);
    assert_eq!(perft(&position, 0), 1);
    // South holds only single stones: no move in the traditional variant.
    let stuck = common::pos(
        common::TRADITIONAL,
        Player::South,
        [[1, 1, 1, 1, 0, 0, 0, 0, 0, 0], [0; 10]],
        [[4; 10], [2, 2, 2, 2, 2, 2, 0, 0, 0, 0]],
    );
    assert_eq!(perft(&stuck, 1), 0);
    assert_eq!(perft(&stuck, 3), 0);
}

#[path = "../benches/plain.rs"]
mod plain;

/// The plain copy-make loop the bench measures the engine against counts the same, for every
/// variant and option, from the start and from positions of random games.
#[test]
fn the_benchmarks_plain_loop_counts_as_the_engine_does() {
    for rules in common::all_rules() {
        let from_lap_start = rules.capture_sowing == CaptureSowing::FromLapStart;
        let start = Position::start(rules, Player::South);
        let mut positions = vec![start];
        let mut rng = common::Rng::new(21);
        for _ in 0..8 {
            let mut position = start;
            for _ in 0..rng.below(30) {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let house = moves.iter().nth(rng.below(moves.len())).unwrap();
                position.play(house).unwrap();
            }
            positions.push(position);
        }
        // Crowded houses, whose runs go round the loop once or more: 20 and 25 stones.
        let stones = rules.variant.total_stones() / 2;
        for crowded in [20, 25].into_iter().filter(|&c| c < stones) {
            let mut side = [0; 20];
            (side[3], side[12], side[17]) = (crowded, stones - crowded - 1, 1);
            let mut other = side;
            other.rotate_left(7);
            positions.push(Position::from_parts([side, other], Player::South, rules, 0));
        }
        for position in positions {
            let mover = position.to_move();
            let (mine, theirs) = (position.side(mover), position.side(mover.opponent()));
            for depth in 0..=4 {
                assert_eq!(
                    plain::perft(mine, theirs, rules.variant.min_sow(), from_lap_start, depth),
                    perft(&position, depth),
                    "{rules:?} {position:?} depth {depth}"
                );
            }
        }
        assert_eq!(
            plain::perft(
                start.side(Player::South),
                start.side(Player::North),
                rules.variant.min_sow(),
                from_lap_start,
                5
            ),
            perft(&start, 5)
        );
    }
}
