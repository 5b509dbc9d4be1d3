//! The words of the person's own mistakes as puzzles ([`crate::Exercise`]): the task, the
//! verdict on a try, the title and the offer. A verdict is never a word inside a sentence here
//! (one key per verdict), so each language words it in its own case and gender.

use super::game::house_short_phrase;
use super::phrase::{Phrase, PhraseArg};
use crate::board::Spot;
use crate::numbers::AppInt;
use crate::reviewed::Verdict;

/// The task over the board: "You played inner house 3 here: a blunder. Find a better move."
pub(super) fn better_move_task_phrase(played: Spot, verdict: Verdict) -> Phrase {
    let key = match verdict {
        Verdict::Blunder => "puzzle_task_better_blunder",
        _ => "puzzle_task_better_mistake",
    };
    Phrase::with(key, [house_short_phrase(played).into()])
}

/// Solved: "Better! The review's best move here is inner house 3."
pub(super) fn better_move_solved_phrase(best: Spot) -> Phrase {
    Phrase::with("puzzle_solved_better", [house_short_phrase(best).into()])
}

/// A try graded `verdict` (a mistake or a blunder): "Still a mistake: inner house 3 is better."
pub(super) fn better_move_missed_phrase(verdict: Verdict, best: Spot) -> Phrase {
    let key = match verdict {
        Verdict::Blunder => "puzzle_missed_better_blunder",
        _ => "puzzle_missed_better_mistake",
    };
    Phrase::with(key, [house_short_phrase(best).into()])
}

/// The exercise screen's title: "Your move on turn 12".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn exercise_title_phrase(turn: AppInt) -> Phrase {
    Phrase::with("exercise_title", [PhraseArg::number(turn)])
}

/// Where the exercise open is in the row: "2 of 5".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn exercise_place_phrase(place: AppInt, count: AppInt) -> Phrase {
    Phrase::with("exercise_place", [PhraseArg::number(place), PhraseArg::number(count)])
}

/// The offer on the result card and the puzzles screen: "Learn from your 3 mistakes", a
/// plural by `count`.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn exercises_offer_phrase(count: AppInt) -> Phrase {
    Phrase::count("exercises_offer", count)
}
