//! The engine against a plain second implementation of RULES.md §3 (tests/common/reference.rs):
//! the same legality, resulting position, captured stones and laps for every candidate house of
//! thousands of random positions, and the same perft counts.

mod common;

use common::reference::{self, Grid, Refusal};
use common::{all_rules, h, mirrored, pos, random_position, Rng, Rows, LOOP, TRADITIONAL};
use kiela_core::{perft, CaptureSowing, House, MoveError, Player, Position, Rules, Variant};

/// Positions per combination of rules and player to move (8 combinations).
const POSITIONS: usize = if cfg!(debug_assertions) { 400 } else { 2500 };

/// Plays every candidate house of `position` with both implementations and compares them.
fn compare_every_house(position: &Position) -> usize {
    let grid = Grid::from_position(position);
    let mover = position.to_move();
    let legal = position.legal_moves();
    let mut compared = 0;
    for house in House::all() {
        let mut engine = *position;
        let result = engine.play(house);
        let expected = reference::play(&grid, reference::spot_of(mover, house), position.rules());
        match (result, expected) {
            (Ok(summary), Ok(played)) => {
                assert_eq!(Grid::from_position(&engine), played.grid, "{house} from {position:?}");
                assert_eq!(
                    u32::from(summary.captured),
                    played.captured,
                    "{house} from {position:?}"
                );
                assert_eq!(u32::from(summary.laps), played.laps, "{house} from {position:?}");
                assert!(legal.contains(house));
                compared += 1;
            }
            (Err(error), Err(refusal)) => {
                let same_reason = matches!(
                    (error, refusal),
                    (MoveError::Empty { .. } | MoveError::TooFew { .. }, Refusal::TooFew)
                        | (MoveError::Endless { .. }, Refusal::Endless)
                );
                assert!(
                    same_reason,
                    "{house}: engine {error:?}, reference {refusal:?}, from {position:?}"
                );
                assert_eq!(engine, *position, "a refused move changed the position");
                assert!(!legal.contains(house));
            }
            (result, expected) => panic!("{house}: engine {result:?}, reference {expected:?}, from {position:?}"),
        }
    }
    compared
}

#[test]
fn engine_and_reference_agree_on_every_house_of_random_positions() {
    for (k, rules) in all_rules().into_iter().enumerate() {
        for mover in Player::BOTH {
            let mut rng = Rng::new(0x5EED_0000 + 2 * k as u64 + mover.index() as u64);
            let mut legal_moves = 0;
            for _ in 0..POSITIONS {
                let position = random_position(&mut rng, rules, mover);
                legal_moves += compare_every_house(&position);
            }
            // The comparison must have exercised real moves, not only refusals.
            assert!(
                legal_moves > POSITIONS,
                "{rules:?} {mover:?}: only {legal_moves} legal moves"
            );
        }
    }
}

#[test]
fn engine_and_reference_agree_along_random_games() {
    for (k, rules) in all_rules().into_iter().enumerate() {
        let mut rng = Rng::new(0x6A3E + k as u64);
        for _ in 0..if cfg!(debug_assertions) { 20 } else { 100 } {
            let mut position = Position::start(rules, Player::BOTH[rng.below(2)]);
            for _ in 0..200 {
                compare_every_house(&position);
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let house = moves.iter().nth(rng.below(moves.len())).unwrap();
                position.play(house).unwrap();
            }
        }
    }
}

#[test]
fn reference_geometry_follows_the_loop_and_facing_clauses() {
    // RULES.md §1, checked on the reference's own geometry before trusting it.
    for player in Player::BOTH {
        for (k, name) in LOOP.iter().enumerate() {
            let here = reference::spot_of(player, h(name));
            let following = reference::spot_of(player, h(LOOP[(k + 1) % 20]));
            assert_eq!(reference::next(here), following, "{player}: after {name}");
        }
        for c in 1..=10u8 {
            let mine = reference::spot(player, false, c);
            let theirs = reference::spot(player.opponent(), false, 11 - c);
            let behind = reference::spot(player.opponent(), true, 11 - c);
            assert_eq!((mine.col, theirs.col, behind.col), (mine.col, mine.col, mine.col));
            assert_eq!(mine.row.abs_diff(theirs.row), 1, "inner houses face each other");
            assert_eq!(theirs.row.abs_diff(behind.row), 1, "the outer house lies behind");
        }
    }
    // South's o1 is at the bottom left of the screen; North's o1 at the top right.
    assert_eq!(
        reference::spot(Player::South, true, 1),
        reference::Spot { row: 3, col: 0 }
    );
    assert_eq!(
        reference::spot(Player::North, true, 1),
        reference::Spot { row: 0, col: 9 }
    );
}

fn perft_both_ways(rules: Rules, depth: u32) {
    for first in Player::BOTH {
        let start = Position::start(rules, first);
        assert_eq!(
            perft(&start, depth),
            reference::perft(&Grid::from_position(&start), rules, depth),
            "{rules:?}, {first} first, depth {depth}"
        );
    }
}

#[test]
fn perft_matches_the_reference_to_depth_4() {
    for rules in all_rules() {
        for depth in 1..=4 {
            perft_both_ways(rules, depth);
        }
    }
}

/// North holds only outer stones, so South's moves are relays only.
fn relays_only(south: Rows, north_outer: [u8; 10]) -> Position {
    pos(TRADITIONAL, Player::South, south, [north_outer, [0; 10]])
}

/// South's o2 starts a move that ends after 2951 laps (found by hill-climbing over relay-only
/// positions for long moves that end).
fn move_of_2951_laps() -> Position {
    relays_only(
        [[4, 3, 0, 1, 5, 1, 3, 2, 5, 2], [0, 1, 4, 1, 0, 1, 6, 1, 0, 3]],
        [2, 1, 1, 1, 1, 1, 1, 1, 2, 2],
    )
}

#[test]
fn engine_and_reference_agree_on_long_and_endless_moves() {
    let positions = [
        move_of_2951_laps(),
        // A relay cycle of 20 laps from o1 (see rules.rs).
        relays_only(
            [[3, 1, 0, 2, 1, 0, 2, 1, 0, 2], [1, 2, 0, 1, 2, 0, 1, 2, 0, 1]],
            [4, 4, 4, 4, 3, 3, 3, 3, 3, 3],
        ),
        // o1 relays round and round through the single stones.
        relays_only(
            [[3, 1, 0, 1, 0, 1, 0, 1, 0, 1], [1, 0, 1, 0, 1, 0, 1, 0, 1, 0]],
            [5, 5, 5, 5, 5, 4, 4, 4, 3, 3],
        ),
    ];
    for position in positions {
        for capture_sowing in CaptureSowing::ALL {
            let rules = Rules::new(Variant::Traditional, capture_sowing);
            let position = Position::from_parts(
                [*position.side(Player::South), *position.side(Player::North)],
                Player::South,
                rules,
                0,
            );
            compare_every_house(&position);
            compare_every_house(&mirrored(&position));
        }
    }
}

#[test]
fn the_lap_limit_cuts_a_long_move_exactly_after_lap_1000() {
    // Every relay of the 2951-lap move starts a move of its own: the rest of this one. The
    // engine must find those of up to 1000 laps legal, with the reference's result, and the
    // longer ones endless.
    let position = move_of_2951_laps();
    let grid = Grid::from_position(&position);
    let mut relays = Vec::new();
    let o2 = reference::spot_of(Player::South, h("o2"));
    let played = reference::play_recording(&grid, o2, TRADITIONAL, 5000, Some(&mut relays)).unwrap();
    assert_eq!(played.laps, 2951);
    assert_eq!(relays.len(), 2950);
    let mut legal = 0;
    for (k, (board, at)) in relays.into_iter().enumerate() {
        let remaining = 2950 - k;
        let house = reference::house_at(at);
        let mut engine = board.to_position(TRADITIONAL);
        match engine.play(house) {
            Ok(summary) => {
                assert!(remaining <= 1000, "a move of {remaining} laps was allowed");
                assert_eq!(usize::from(summary.laps), remaining);
                assert_eq!(Grid::from_position(&engine), played.grid);
                legal += 1;
            }
            Err(error) => {
                assert!(remaining > 1000, "a move of {remaining} laps was refused");
                assert_eq!(error, MoveError::Endless { house });
            }
        }
    }
    assert_eq!(legal, 1000);
}

#[test]
fn a_move_that_would_end_after_13210_laps_is_still_endless() {
    // RULES.md §3.5 expects moves that end to end within a few hundred laps; this one, found
    // by hill-climbing, ends after 13 210 laps. The rules cap it all the same.
    let position = relays_only(
        [[6, 3, 4, 5, 2, 3, 2, 1, 2, 1], [7, 2, 3, 2, 0, 3, 2, 2, 1, 4]],
        [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    );
    let grid = Grid::from_position(&position);
    let i8 = reference::spot_of(Player::South, h("i8"));
    assert_eq!(
        reference::play_with_limit(&grid, i8, TRADITIONAL, 20_000).map(|p| p.laps),
        Ok(13_210)
    );
    assert_eq!({ position }.play(h("i8")), Err(MoveError::Endless { house: h("i8") }));
}
