//! What a puzzle says after a miss. A missed win is told from the board as it stands after the
//! engine's answer, counting only the moves the person has left: after the last allowed move
//! the point is that north still had a legal move (its answer may even leave it stuck, which a
//! further move would exploit, but there is none); before that, that north's answer escapes
//! the moves left, or leaves the person without a move.

use kiela_core::{House, Player, Position};
use kiela_session::{Puzzle, PuzzleMiss};

use super::messages::a_verdict;

use super::super::play::describe::stone_count;
use crate::words::counted;

/// Why a win in `allowed` moves was missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinMissed {
    /// The person's last allowed move left north a legal move.
    NoMoveLeft { allowed: u8 },
    /// After north's answer no move of the person forces the win within the `left` moves left.
    Escaped { left: u8 },
    /// After north's answer the person has no legal move: north wins.
    Stuck,
}

/// Why the win was missed, from the moves the person `made` of `allowed` and the position
/// `now`, after north's answer.
pub fn win_missed(allowed: u8, made: u8, now: &Position) -> WinMissed {
    if made >= allowed {
        WinMissed::NoMoveLeft { allowed }
    } else if now.to_move() == Player::South && !now.has_legal_move() {
        WinMissed::Stuck
    } else {
        WinMissed::Escaped { left: allowed - made }
    }
}

/// The sentence after a miss: why, and the move that would have done. `played` is the move
/// that missed, the person's `made`-th; `now` the position after north's answer.
pub fn missed(puzzle: &Puzzle, played: &str, made: u8, miss: PuzzleMiss, now: &Position) -> String {
    match miss {
        PuzzleMiss::TookFewer { took, most, answer } => {
            let others = puzzle
                .next_best
                .map_or(String::new(), |n| format!(" (no other move takes more than {})", n.0));
            let took = match took.0 {
                0 => "nothing".to_owned(),
                n => stone_count(n.into()),
            };
            format!(
                "Missed: {played} took {took}. The answer is {}, which takes {}{others}.",
                answer.house,
                stone_count(most.0.into())
            )
        }
        PuzzleMiss::WinEscaped { answer } => {
            let allowed = match puzzle.kind {
                kiela_session::PuzzleKind::WinIn { moves } => moves.0,
                kiela_session::PuzzleKind::MostInOne | kiela_session::PuzzleKind::BetterMove { .. } => made,
            };
            win_missed_text(played, made, win_missed(allowed, made, now), answer.house.into())
        }
        PuzzleMiss::NotBetter { verdict, answer } => format!(
            "Not better: the engine grades {played} {} too. The review's best move here is {}.",
            a_verdict(verdict),
            answer.house
        ),
    }
}

fn win_missed_text(played: &str, made: u8, why: WinMissed, answer: House) -> String {
    let why_text = match why {
        WinMissed::NoMoveLeft { allowed: 1 } => format!("Missed: after {played} north still has a legal move."),
        WinMissed::NoMoveLeft { allowed } => {
            format!("Missed: {played} was the last of your {allowed} moves, and north still had a legal move after it.")
        }
        WinMissed::Escaped { left } => format!(
            "Missed: after {played} and north's answer, north can no longer be forced out of legal moves \
within your {}.",
            counted(left, "remaining move", "remaining moves")
        ),
        WinMissed::Stuck => format!("Missed: after {played} and north's answer you have no legal move, so north wins."),
    };
    let answer_text = match (why, made) {
        (WinMissed::NoMoveLeft { allowed: 1 }, _) => {
            format!("The answer is {answer}, the only move that leaves north without one.")
        }
        (WinMissed::NoMoveLeft { .. }, _) => format!("{answer} would have left north without one."),
        (_, 1) => format!("The answer is {answer}, the only first move that forces the win."),
        _ => format!("{answer} would have kept the win forced."),
    };
    format!("{why_text} {answer_text}")
}

#[cfg(test)]
mod tests {
    use kiela_ai::puzzles::forced_win_moves;
    use kiela_session::{puzzles, AnimationSpeed, PuzzleGame, PuzzleKind, PuzzleState, Spot, Turn};

    use super::*;

    /// A try of a puzzle: the game, the position beside it, and the moves made.
    #[derive(Clone)]
    struct Try {
        game: PuzzleGame,
        position: Position,
        made: u8,
        line: Vec<String>,
    }

    /// Every try of every win-in puzzle (each first move, and after a kept win each next move):
    /// each miss's sentence is checked against the positions, and so is the move it names.
    #[test]
    fn a_missed_win_says_what_the_board_shows() {
        let mut seen = Vec::new();
        let wins = puzzles().iter().filter(|p| matches!(p.kind, PuzzleKind::WinIn { .. }));
        for puzzle in wins {
            let start = Try {
                game: PuzzleGame::new(puzzle, AnimationSpeed::Instant),
                position: puzzle.position(),
                made: 0,
                line: Vec::new(),
            };
            every_try(puzzle, start, &mut seen);
        }
        // The cases the old sentence got wrong are among them.
        assert!(seen.contains(&"no move left") && seen.contains(&"escaped"), "{seen:?}");
    }

    fn every_try(puzzle: &Puzzle, at: Try, seen: &mut Vec<&'static str>) {
        for house in at.position.legal_moves().iter() {
            let mut next = at.clone();
            let step = next
                .game
                .play(Spot::new(Player::South, house).index.into())
                .expect("a legal move");
            next.made += 1;
            next.line.push(house.to_string());
            let before = next.position;
            next.position.play(house).expect("legal");
            let after_mine = next.position;
            if let Some(reply) = &step.reply {
                let Turn::Sow { house } = reply.played else {
                    panic!("a sowing")
                };
                next.line.push(house.to_string());
                next.position
                    .play(house.house.into())
                    .expect("the engine plays legally");
            }
            match step.state {
                PuzzleState::Playing => every_try(puzzle, next, seen),
                PuzzleState::Solved => {}
                PuzzleState::Missed { miss } => {
                    let why = check(puzzle, &next, &before, &after_mine, miss, &step.outcome.notation);
                    seen.push(why);
                }
            }
        }
    }

    /// Checks what the sentence after a miss says against the positions: `before` and
    /// `after_mine` the person's last move, `at.position` after north's answer.
    fn check(
        puzzle: &Puzzle,
        at: &Try,
        before: &Position,
        after_mine: &Position,
        miss: PuzzleMiss,
        played: &str,
    ) -> &'static str {
        let PuzzleMiss::WinEscaped { answer } = miss else {
            panic!("a win is missed as a win")
        };
        let PuzzleKind::WinIn { moves } = puzzle.kind else {
            panic!("a win")
        };
        let allowed = moves.0;
        let answer: House = answer.house.into();
        let text = missed(puzzle, played, at.made, miss, &at.position);
        let context = format!("{}: {}: {text}", puzzle.id, at.line.join(" "));
        let mut answered = *before;
        answered.play(answer).expect("the answer is legal");
        match win_missed(allowed, at.made, &at.position) {
            WinMissed::NoMoveLeft { .. } => {
                assert_eq!(at.made, allowed, "{context}");
                assert!(after_mine.has_legal_move(), "north had a move: {context}");
                let still = if allowed == 1 {
                    "north still has a legal move."
                } else {
                    "north still had a legal move after it."
                };
                assert!(text.contains(still), "{context}");
                assert!(!answered.has_legal_move(), "the answer leaves north stuck: {context}");
                "no move left"
            }
            WinMissed::Escaped { left } => {
                assert_eq!(left, allowed - at.made, "{context}");
                assert!(at.position.has_legal_move(), "{context}");
                assert!(forced_win_moves(&at.position, left).is_empty(), "{context}");
                assert!(
                    text.contains(&format!("within your {left} remaining move")),
                    "{context}"
                );
                assert!(forced_win_moves(before, left + 1).contains(&answer), "{context}");
                "escaped"
            }
            WinMissed::Stuck => {
                assert!(
                    !at.position.has_legal_move() && at.position.to_move() == Player::South,
                    "{context}"
                );
                assert!(
                    forced_win_moves(before, allowed - at.made + 1).contains(&answer),
                    "{context}"
                );
                "stuck"
            }
        }
    }
}
