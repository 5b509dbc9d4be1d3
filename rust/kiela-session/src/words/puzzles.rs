//! The puzzles' words: grades, what a puzzle asks, the progress and the verdict.

use super::exercises::{better_move_missed_phrase, better_move_solved_phrase, better_move_task_phrase};
use super::game::house_short_phrase;
use super::phrase::{Phrase, PhraseArg};
use crate::numbers::AppInt;
use crate::puzzle::{Puzzle, PuzzleGrade, PuzzleKind, PuzzleMiss, PuzzleState};

/// "Easy" (`puzzle_grade_easy`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_grade_phrase(grade: PuzzleGrade) -> Phrase {
    Phrase::key(match grade {
        PuzzleGrade::Easy => "puzzle_grade_easy",
        PuzzleGrade::Medium => "puzzle_grade_medium",
        PuzzleGrade::Hard => "puzzle_grade_hard",
    })
}

/// What a puzzle asks, short, for its row in the list: "Take the most", "Win in 2 moves".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_kind_phrase(kind: PuzzleKind) -> Phrase {
    match kind {
        PuzzleKind::MostInOne => Phrase::key("puzzle_kind_most"),
        PuzzleKind::WinIn { moves } => Phrase::count("puzzle_kind_win", moves),
        PuzzleKind::BetterMove { .. } => Phrase::key("puzzle_kind_better"),
    }
}

/// The task over the board: "Win in 2 moves: leave them no move."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_task_phrase(kind: PuzzleKind) -> Phrase {
    match kind {
        PuzzleKind::MostInOne => Phrase::key("puzzle_task_most"),
        PuzzleKind::WinIn { moves } => Phrase::count("puzzle_task_win", moves),
        PuzzleKind::BetterMove { played, verdict, .. } => better_move_task_phrase(played, verdict),
    }
}

/// "12 of 150 solved", agreeing with the total (so given first: a plural's count).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_progress_phrase(solved: AppInt, total: AppInt) -> Phrase {
    Phrase::with("puzzle_progress", [PhraseArg::number(total), PhraseArg::number(solved)])
}

/// "Puzzle 12", its row in the list.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_number_phrase(number: AppInt) -> Phrase {
    Phrase::count("puzzle_number", number)
}

/// After the defence in a win in several moves: "Your opponent answered. Win in 1 more move."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_keep_going_phrase(moves_left: AppInt) -> Phrase {
    Phrase::count("puzzle_keep_going", moves_left)
}

/// The puzzle screen's title: "Puzzle 12 · Easy".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_title_phrase(number: AppInt, grade: PuzzleGrade) -> Phrase {
    Phrase::with(
        "puzzle_title",
        [PhraseArg::number(number), puzzle_grade_phrase(grade).into()],
    )
}

/// Why it is solved: "Your inner house 3 takes 7 stones: no other move takes as many."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_solved_phrase(puzzle: &Puzzle) -> Phrase {
    match puzzle.kind {
        PuzzleKind::MostInOne => Phrase::with(
            "puzzle_solved_most",
            [
                PhraseArg::number(puzzle.stones),
                house_short_phrase(puzzle.answer).into(),
            ],
        ),
        PuzzleKind::WinIn { .. } => Phrase::key("puzzle_solved_win"),
        PuzzleKind::BetterMove { .. } => better_move_solved_phrase(puzzle.answer),
    }
}

/// Why it missed, with the answer: "That took 2 stones; your inner house 3 takes 7."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_miss_phrase(miss: PuzzleMiss) -> Phrase {
    match miss {
        PuzzleMiss::TookFewer { took, most, answer } if took.0 == 0 => Phrase::with(
            "puzzle_missed_took_none",
            [house_short_phrase(answer).into(), PhraseArg::number(most)],
        ),
        PuzzleMiss::TookFewer { took, most, answer } => Phrase::with(
            "puzzle_missed_took",
            [
                PhraseArg::number(took),
                house_short_phrase(answer).into(),
                PhraseArg::number(most),
            ],
        ),
        PuzzleMiss::WinEscaped { answer } => Phrase::with("puzzle_missed_escaped", [house_short_phrase(answer).into()]),
        PuzzleMiss::NotBetter { verdict, answer } => better_move_missed_phrase(verdict, answer),
    }
}

/// The verdict's headline once the puzzle is over: "Solved!", "Not quite"; none while playing.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_verdict_title_phrase(state: PuzzleState) -> Option<Phrase> {
    match state {
        PuzzleState::Playing => None,
        PuzzleState::Solved => Some(Phrase::key("puzzle_solved")),
        PuzzleState::Missed { .. } => Some(Phrase::key("puzzle_missed")),
    }
}

/// The verdict's reason once the puzzle is over: why it is solved, or why it missed and the
/// answer; none while playing.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn puzzle_verdict_why_phrase(state: PuzzleState, puzzle: &Puzzle) -> Option<Phrase> {
    match state {
        PuzzleState::Playing => None,
        PuzzleState::Solved => Some(puzzle_solved_phrase(puzzle)),
        PuzzleState::Missed { miss } => Some(puzzle_miss_phrase(miss)),
    }
}
