//! Properties of every move, on random positions and along random games (proptest).

mod common;

use common::{board, mirrored, total, Rows};
use kiela_core::{
    ends_within_a_lap, first_lap, CaptureSowing, Event, House, Loop, Player, Position, Rules, Trace, Variant,
};
use proptest::prelude::*;

fn rules() -> impl Strategy<Value = Rules> {
    (
        prop::sample::select(Variant::ALL.to_vec()),
        prop::sample::select(CaptureSowing::ALL.to_vec()),
    )
        .prop_map(|(variant, capture_sowing)| Rules::new(variant, capture_sowing))
}

/// A position with the variant's full stone total, each stone in one of the 40 houses
/// (0..20 South's loop, 20..40 North's). With `one_sided`, the opponent's inner stones are
/// moved to their outer row: nothing can be captured, which favours long relay chains.
fn position() -> impl Strategy<Value = Position> {
    (
        rules(),
        prop::sample::select(Player::BOTH.to_vec()),
        any::<bool>(),
        0u16..100,
    )
        .prop_flat_map(|(rules, to_move, one_sided, quiet)| {
            let stones = usize::from(rules.variant.total_stones());
            // Some positions crowd the stones into a few houses: big houses and laps of 20+.
            let spread = prop_oneof![Just(40usize), 2usize..12];
            (spread, 0usize..40, prop::collection::vec(any::<u16>(), stones)).prop_map(
                move |(spread, offset, slots)| {
                    let mut houses = [[0u8; 20]; 2];
                    for slot in slots {
                        let slot = (usize::from(slot) % spread * (40 / spread) + offset) % 40;
                        houses[slot / 20][slot % 20] += 1;
                    }
                    if one_sided {
                        let theirs = &mut houses[to_move.opponent().index()];
                        for k in 10..20 {
                            theirs[k - 10] += std::mem::take(&mut theirs[k]);
                        }
                    }
                    Position::from_parts(houses, to_move, rules, quiet)
                },
            )
        })
}

/// Replays a trace on the board as it was before the move, checking each step against the
/// board as it goes, and returns the board at the end.
fn replay(before: &Position, trace: &Trace) -> [Rows; 2] {
    let mover = trace.mover.index();
    let mut houses = [*before.side(Player::South), *before.side(Player::North)];
    let mut hand = 0u32;
    // Where the first stone of a sowing of captured stones must fall.
    let mut first_drop: Option<House> = None;
    for event in &trace.events {
        if let Some(first) = first_drop.take() {
            assert_eq!(*event, Event::Drop { house: first }, "the first captured stone");
        }
        match *event {
            Event::Lift { house, stones } | Event::Relay { house, stones } => {
                assert_eq!(hand, 0, "{event:?}: every stone in hand was sown");
                assert_eq!(houses[mover][house.loop_index()], stones, "{event:?}");
                houses[mover][house.loop_index()] = 0;
                hand = u32::from(stones);
            }
            Event::Drop { house } => {
                assert!(hand > 0, "{event:?}: a stone to drop");
                houses[mover][house.loop_index()] += 1;
                hand -= 1;
            }
            Event::Capture {
                captor,
                inner,
                outer,
                stones,
            } => {
                assert_eq!(hand, 0, "{event:?}");
                assert_eq!(captor.facing(), Some((inner, outer)), "{event:?}");
                let theirs = &mut houses[1 - mover];
                assert!(
                    theirs[inner.loop_index()] > 0,
                    "{event:?}: the facing house holds stones"
                );
                assert_eq!(
                    theirs[inner.loop_index()] + theirs[outer.loop_index()],
                    stones,
                    "{event:?}"
                );
                theirs[inner.loop_index()] = 0;
                theirs[outer.loop_index()] = 0;
                hand = u32::from(stones);
            }
            Event::CapturedSowing { first, stones } => {
                assert_eq!(hand, u32::from(stones), "{event:?}");
                first_drop = Some(first);
            }
            Event::End { house } => {
                assert_eq!(hand, 0, "{event:?}");
                assert_eq!(houses[mover][house.loop_index()], 1, "{event:?}: the house was empty");
            }
        }
    }
    let position = Position::from_parts(houses, before.to_move(), before.rules(), 0);
    board(&position)
}

/// The first lap sown stone by stone: where its last stone falls, and what that house held
/// just before.
fn first_lap_by_hand(side: &Loop, start: usize) -> (usize, u8) {
    let mut side = *side;
    let mut at = start;
    for _ in 0..std::mem::take(&mut side[start]) {
        at = (at + 1) % side.len();
        side[at] += 1;
    }
    (at, side[at] - 1)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// `first_lap`'s arithmetic is the sowing's, laps of 20 or more included; a first lap that
    /// ends is a whole move of one lap; `ends_within_a_lap` says so exactly for runs under 20.
    #[test]
    fn the_first_lap_is_known_without_playing(position in position()) {
        let side = position.side(position.to_move());
        for start in (0..side.len()).filter(|&i| side[i] > 0) {
            let (last, before) = first_lap(side, start);
            prop_assert_eq!((last, before), first_lap_by_hand(side, start), "{}", start);
            let short = side[start] < 20;
            prop_assert_eq!(ends_within_a_lap(side, start), short && before == 0, "{}", start);
            let house = House::from_loop_index(start).unwrap();
            let summary = { position }.play(house);
            if before == 0 && position.candidate_houses().contains(house) {
                let summary = summary.unwrap();
                prop_assert_eq!((summary.laps, summary.captured), (1, 0));
                prop_assert_eq!(summary.last.loop_index(), last);
            }
        }
    }

    #[test]
    fn every_move_keeps_all_stones_on_the_board(position in position()) {
        let stones = u32::from(position.variant().total_stones());
        prop_assert_eq!(total(&position), stones);
        for house in House::all() {
            let mut after = position;
            if after.play(house).is_ok() {
                prop_assert_eq!(total(&after), stones, "{}", house);
            }
        }
    }

    #[test]
    fn stones_are_kept_along_random_games(
        rules in rules(),
        first in prop::sample::select(Player::BOTH.to_vec()),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 1..150),
    ) {
        let stones = u32::from(rules.variant.total_stones());
        let mut position = Position::start(rules, first);
        for choice in choices {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let house = moves.iter().nth(choice.index(moves.len())).unwrap();
            let mover = position.to_move();
            let summary = position.play(house).unwrap();
            prop_assert_eq!(total(&position), stones);
            prop_assert_eq!(position.to_move(), mover.opponent());
            prop_assert!(summary.laps >= 1);
        }
    }

    #[test]
    fn undo_restores_the_position_exactly(position in position()) {
        for house in position.legal_moves().iter() {
            let mut played = position;
            let (summary, undo) = played.apply(house).unwrap();
            let mut plain = position;
            prop_assert_eq!(plain.play(house), Ok(summary), "apply plays the move");
            prop_assert_eq!(played, plain);
            played.undo(undo);
            prop_assert_eq!(played, position, "{}", house);
        }
    }

    #[test]
    fn an_illegal_move_changes_nothing(position in position()) {
        let legal = position.legal_moves();
        for house in House::all() {
            let mut after = position;
            match after.play(house) {
                Ok(_) => prop_assert!(legal.contains(house)),
                Err(_) => {
                    prop_assert!(!legal.contains(house));
                    prop_assert_eq!(after, position, "{}", house);
                    let mut applied = position;
                    prop_assert!(applied.apply(house).is_err());
                    prop_assert_eq!(applied, position);
                }
            }
        }
    }

    #[test]
    fn the_trace_replayed_by_hand_gives_the_engines_position(position in position()) {
        for house in position.legal_moves().iter() {
            let mut after = position;
            let mut trace = Trace::new(position.to_move());
            let summary = after.play_observed(house, &mut trace).unwrap();
            prop_assert_eq!(replay(&position, &trace), board(&after), "{}", house);
            // The summary agrees with the trace.
            let laps = trace
                .events
                .iter()
                .filter(|e| matches!(e, Event::Lift { .. } | Event::Relay { .. } | Event::CapturedSowing { .. }))
                .count();
            prop_assert_eq!(laps, usize::from(summary.laps));
            let captured: u32 = trace
                .events
                .iter()
                .map(|e| match e {
                    Event::Capture { stones, .. } => u32::from(*stones),
                    _ => 0,
                })
                .sum();
            prop_assert_eq!(captured, u32::from(summary.captured));
            prop_assert_eq!(trace.events.first(), Some(&Event::Lift { house, stones: position.stones(position.to_move(), house) }));
            prop_assert_eq!(trace.events.last(), Some(&Event::End { house: summary.last }));
            // The untraced move is the same move.
            let mut plain = position;
            prop_assert_eq!(plain.play(house), Ok(summary));
            prop_assert_eq!(plain, after);
        }
    }

    #[test]
    fn the_mirrored_position_gives_the_mirrored_result(position in position()) {
        let mirror = mirrored(&position);
        prop_assert_eq!(mirror.legal_moves(), position.legal_moves());
        for house in House::all() {
            let (mut mine, mut theirs) = (position, mirror);
            prop_assert_eq!(mine.play(house), theirs.play(house), "{}", house);
            prop_assert_eq!(mirrored(&mine), theirs, "{}", house);
        }
    }
}
