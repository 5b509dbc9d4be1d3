//! The puzzles' proofs on hand-built positions, and against a plain minimax on played ones.

mod common;

use common::{build, h, played};
use kiela_ai::puzzles::{best_defence, captures_of_every_move, forced_win_moves, most_in_one, win_in, MostInOne};
use kiela_ai::Rng;
use kiela_core::{House, Player, Position, Rules};

/// South's o10 (2 stones) ends in the occupied i9, facing North's i2: it takes North's i2 and
/// o2, 3 + 4 = 7 stones, sown on from i8 to i2, where the last one ends the move. i5 (2) ends
/// in the occupied i3, facing North's i8: 1 + 1 = 2 stones. o1 (2) ends in the empty o3.
fn one_move_takes_most() -> Position {
    build(
        Rules::default(),
        Player::South,
        &[("o1", 2), ("o10", 2), ("i9", 1), ("i5", 2), ("i3", 1)],
        &[("i2", 3), ("o2", 4), ("i8", 1), ("o8", 1)],
    )
}

#[test]
fn the_one_move_that_captures_most() {
    let position = one_move_takes_most();
    assert_eq!(
        captures_of_every_move(&position),
        vec![(h("o1"), 0), (h("o10"), 7), (h("i5"), 2)]
    );
    assert_eq!(
        most_in_one(&position),
        Some(MostInOne {
            answer: h("o10"),
            stones: 7,
            next_best: 2
        })
    );
}

#[test]
fn two_moves_taking_the_most_are_no_puzzle() {
    // As above with a single stone in North's i2 and o2: o10 and i5 both take 2.
    let position = build(
        Rules::default(),
        Player::South,
        &[("o1", 2), ("o10", 2), ("i9", 1), ("i5", 2), ("i3", 1)],
        &[("i2", 1), ("o2", 1), ("i8", 1), ("o8", 1)],
    );
    assert_eq!(
        captures_of_every_move(&position),
        vec![(h("o1"), 0), (h("o10"), 2), (h("i5"), 2)]
    );
    assert_eq!(most_in_one(&position), None);
}

#[test]
fn nothing_to_capture_is_no_puzzle() {
    let start = Position::start(Rules::default(), Player::South);
    assert!(captures_of_every_move(&start).iter().all(|&(_, stones)| stones == 0));
    assert_eq!(captures_of_every_move(&start).len(), start.legal_moves().len());
    assert_eq!(most_in_one(&start), None);
}

/// South's o10 takes all 7 of North's stones (i2 and o2): North cannot move. o1 and o3 take
/// nothing.
fn win_in_one() -> Position {
    build(
        Rules::default(),
        Player::South,
        &[("o1", 2), ("o3", 2), ("o10", 2), ("i9", 1)],
        &[("i2", 3), ("o2", 4)],
    )
}

#[test]
fn a_win_in_one() {
    let position = win_in_one();
    let mut after = position;
    assert_eq!(after.play(h("o10")).unwrap().captured, 7);
    assert!(!after.has_legal_move());
    assert_eq!(forced_win_moves(&position, 1), vec![h("o10")]);
    assert_eq!(win_in(&position, 1), Some(h("o10")));
    // Given two moves, South may as well play o1 or o3 first: whatever North answers, South
    // still wins next move. So a puzzle asks for the fewest moves, where the answer is unique.
    assert_eq!(forced_win_moves(&position, 2), vec![h("o1"), h("o3"), h("o10")]);
    assert_eq!(win_in(&position, 2), None);
    assert_eq!(forced_win_moves(&position, 0), Vec::<House>::new());
}

#[test]
fn a_capture_that_leaves_a_move_is_no_win() {
    // As the win in one, with two more North stones in o9, which o10 does not take: North
    // answers o9.
    let mut houses = [*win_in_one().side(Player::South), *win_in_one().side(Player::North)];
    houses[Player::North.index()][h("o9").loop_index()] = 2;
    let position = Position::from_parts(houses, Player::South, Rules::default(), 0);
    let mut after = position;
    assert_eq!(after.play(h("o10")).unwrap().captured, 7);
    assert!(after.has_legal_move());
    assert_eq!(forced_win_moves(&position, 1), Vec::<House>::new());
    assert_eq!(win_in(&position, 1), None);
}

#[test]
fn two_winning_moves_are_no_puzzle() {
    // o8 (4 stones) also ends in i9, by o9, o10 and i10: both take all North's stones.
    let position = build(
        Rules::default(),
        Player::South,
        &[("o1", 2), ("o8", 4), ("o10", 2), ("i9", 1)],
        &[("i2", 3), ("o2", 4)],
    );
    assert_eq!(forced_win_moves(&position, 1), vec![h("o8"), h("o10")]);
    assert_eq!(win_in(&position, 1), None);
}

/// North to move, South threatening o10 into i9 (taking North's i2 and o2). North's o2 sows
/// o3 and o4 and leaves i2's 2 stones to be taken: North is left with single stones and loses.
/// North's i2 sows i1 and o1, so o10's last stone finds i2 empty and relays from i9, and North
/// keeps o2's 2 stones.
fn defence() -> Position {
    build(
        Rules::default(),
        Player::North,
        &[("o10", 2), ("i9", 1)],
        &[("i2", 2), ("o2", 2)],
    )
}

#[test]
fn the_defence_that_lasts_longest() {
    let position = defence();
    let mut lost = position;
    lost.play(h("o2")).unwrap();
    assert_eq!(win_in(&lost, 1), Some(h("o10")));
    let mut held = position;
    held.play(h("i2")).unwrap();
    assert_eq!(forced_win_moves(&held, 1), Vec::<House>::new());
    // o2 comes first on North's loop, but i2 lasts longer.
    assert_eq!(best_defence(&position, 1), Some(h("i2")));
    assert_eq!(best_defence(&position, 2), Some(h("i2")));
}

#[test]
fn equal_defences_go_to_the_first_house_and_none_is_none() {
    // With no threat to count against, every reply lasts as long: the first in loop order.
    let position = defence();
    assert_eq!(best_defence(&position, 0), Some(h("o2")));
    // North stripped of its stones by the win in one has no reply at all.
    let mut after = win_in_one();
    after.play(h("o10")).unwrap();
    assert_eq!(best_defence(&after, 3), None);
}

/// The plain recursion the proof must agree with: can the player to move force the opponent
/// into a turn with no legal move within `moves` of their own moves?
fn minimax_wins(position: &Position, moves: u8) -> bool {
    moves > 0
        && position.legal_moves().iter().any(|house| {
            let mut reply = *position;
            reply.play(house).unwrap();
            reply.legal_moves().iter().all(|answer| {
                let mut next = reply;
                next.play(answer).unwrap();
                minimax_wins(&next, moves - 1)
            })
        })
}

#[test]
fn agrees_with_a_plain_minimax_on_played_positions() {
    let mut rng = Rng::new(20);
    let mut wins = [0; 3];
    for _ in 0..400 {
        let plies = 10 + rng.below(60) as u32;
        let position = played(Rules::default(), plies, &mut rng);
        for moves in 1..=2u8 {
            let expected: Vec<House> = position
                .legal_moves()
                .iter()
                .filter(|&house| {
                    let mut reply = position;
                    reply.play(house).unwrap();
                    reply.legal_moves().iter().all(|answer| {
                        let mut next = reply;
                        next.play(answer).unwrap();
                        minimax_wins(&next, moves - 1)
                    })
                })
                .collect();
            let found = forced_win_moves(&position, moves);
            assert_eq!(found, expected, "{position:?} in {moves}");
            if !found.is_empty() {
                wins[usize::from(moves)] += 1;
            }
            let unique = (found.len() == 1).then(|| found[0]);
            assert_eq!(win_in(&position, moves), unique);
        }
        let captures = captures_of_every_move(&position);
        let most = captures.iter().map(|c| c.1).max().unwrap_or(0);
        let best: Vec<_> = captures.iter().filter(|c| c.1 == most).collect();
        match most_in_one(&position) {
            Some(puzzle) => {
                assert_eq!(best.len(), 1);
                assert_eq!((puzzle.answer, puzzle.stones), *best[0]);
                let others = captures.iter().filter(|c| c.0 != puzzle.answer).map(|c| c.1);
                assert_eq!(puzzle.next_best, others.max().unwrap_or(0));
            }
            None => assert!(most == 0 || best.len() > 1),
        }
    }
    // The sample reaches some wins, or the comparison says little.
    assert!(wins[1] > 0 && wins[2] > 0, "{wins:?}");
}
