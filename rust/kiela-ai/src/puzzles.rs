//! The proofs behind the puzzles: which move takes the most stones in one move, and which move
//! forces the win within a few of the mover's own moves.
//!
//! Every answer here is proven by playing every legal move, never judged by an evaluation: the
//! win is an exhaustive AND-OR search of every reply to depth `2 * moves - 1` plies. A win is
//! RULES.md §4.1: after one of the mover's moves the opponent must move and has no legal move.
//! The no-progress rules (§4.2) are ignored: every puzzle starts with `quiet_moves` at 0 and
//! lasts at most 3 moves a side, so the 100-move rule cannot end it, and a repetition is left
//! to the game that plays the puzzle.
//!
//! Positions are copied (a [`Position`] is small and `Copy`) and each move played on the copy;
//! nothing allocates but the lists the public functions return.
//!
//! ```
//! use kiela_ai::puzzles::{most_in_one, win_in};
//! use kiela_core::{Player, Position, Rules};
//!
//! // At the start nothing can be captured, and no one can win in one move.
//! let start = Position::start(Rules::default(), Player::South);
//! assert_eq!(most_in_one(&start), None);
//! assert_eq!(win_in(&start, 1), None);
//! ```

use kiela_core::{House, MoveSummary, Position};

/// A "most in one" puzzle's answer: the one move that captures strictly more than any other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MostInOne {
    /// The mover's house to sow.
    pub answer: House,
    /// The stones it captures, more than 0.
    pub stones: u32,
    /// The most any other legal move captures (0 when there is no other), less than `stones`.
    pub next_best: u32,
}

/// Every legal move of the player to move and the stones it captures, in loop order from `o1`.
pub fn captures_of_every_move(position: &Position) -> Vec<(House, u32)> {
    let mut moves = Vec::with_capacity(20);
    for_each_move(position, |house, summary, _| {
        moves.push((house, u32::from(summary.captured)));
        false
    });
    moves
}

/// The move that captures strictly more than every other legal move, when there is one and it
/// captures something; `None` when the most is taken by two moves or more, or nothing can be
/// taken.
pub fn most_in_one(position: &Position) -> Option<MostInOne> {
    let mut best: Option<(House, u32)> = None;
    let mut next_best = 0;
    // Whether another move takes as much as `best`.
    let mut tied = false;
    for_each_move(position, |house, summary, _| {
        let stones = u32::from(summary.captured);
        match best {
            Some((_, most)) if stones < most => next_best = next_best.max(stones),
            Some((_, most)) if stones == most => tied = true,
            _ => {
                if let Some((_, most)) = best {
                    next_best = next_best.max(most);
                }
                best = Some((house, stones));
                tied = false;
            }
        }
        false
    });
    match best {
        Some((answer, stones)) if stones > 0 && !tied => Some(MostInOne {
            answer,
            stones,
            next_best,
        }),
        _ => None,
    }
}

/// The one first move that forces the win within `moves` of the mover's own moves (that one
/// included), whatever the opponent answers; `None` when no move does or several do.
pub fn win_in(position: &Position, moves: u8) -> Option<House> {
    match forced_win_moves(position, moves).as_slice() {
        &[house] => Some(house),
        _ => None,
    }
}

/// Every first move that forces the win within `moves` of the mover's own moves, in loop order
/// from `o1`. Empty for `moves` 0.
pub fn forced_win_moves(position: &Position, moves: u8) -> Vec<House> {
    let mut winning = Vec::new();
    if moves == 0 {
        return winning;
    }
    for_each_move(position, |house, _, after| {
        if defender_lost(after, moves - 1) {
            winning.push(house);
        }
        false
    });
    winning
}

/// The reply of the player to move (the defender, whose opponent is trying to win) that puts
/// off the loss longest: the one after which the opponent needs the most of their own moves to
/// force the win, a reply after which no win is forced within `moves_left` counting as the
/// longest. Ties go to the first house in loop order from `o1`. `None` when the defender has no
/// legal move (they have lost).
///
/// `moves_left` is the number of moves the opponent still has for the win: in a win-in-N
/// puzzle, after the person's first move the defender answers with `best_defence(after, N - 1)`.
pub fn best_defence(position: &Position, moves_left: u8) -> Option<House> {
    // (house, the opponent's fewest moves to a forced win after it; moves_left + 1 for none).
    let mut best: Option<(House, u8)> = None;
    for_each_move(position, |house, _, after| {
        let resistance = (1..=moves_left)
            .find(|&n| attacker_wins(after, n))
            .unwrap_or(moves_left.saturating_add(1));
        if best.map_or(true, |(_, most)| resistance > most) {
            best = Some((house, resistance));
        }
        false
    });
    best.map(|(house, _)| house)
}

/// Whether the player to move can force the win within `moves` of their own moves.
fn attacker_wins(position: &Position, moves: u8) -> bool {
    moves > 0 && for_each_move(position, |_, _, after| defender_lost(after, moves - 1))
}

/// Whether the player to move (the defender) has lost: they have no legal move, or every legal
/// move leaves the opponent a forced win within `attacker_moves` of their own moves.
fn defender_lost(position: &Position, attacker_moves: u8) -> bool {
    // Some reply escapes: with no moves left for the opponent any legal reply does.
    !for_each_move(position, |_, _, after| !attacker_wins(after, attacker_moves))
}

/// Plays every legal move of `position` on a copy, in loop order from `o1`, and hands each to
/// `visit` with its summary and the position after it; stops at the first visit that returns
/// `true` and says whether one did.
#[inline]
fn for_each_move(position: &Position, mut visit: impl FnMut(House, MoveSummary, &Position) -> bool) -> bool {
    for house in position.candidate_houses() {
        let mut after = *position;
        // On Err (an endless move, not legal) the scratch copy is thrown away.
        if let Ok(summary) = after.play_on_scratch(house) {
            if visit(house, summary, &after) {
                return true;
            }
        }
    }
    false
}
