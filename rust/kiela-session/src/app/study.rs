//! What the review and puzzle screens show: a finished game reviewed on a worker with its
//! progress, and a puzzle played with the engine's defence.

use crate::exercise::Exercise;
use crate::numbers::AppInt;
use crate::outcome::MoveOutcome;
use crate::puzzle::{Puzzle, PuzzleState};
use crate::puzzle_game::PuzzleStep;
use crate::reviewed::{GameReview, ReviewSeats};
use crate::snapshot::Snapshot;
use crate::view::Refusal;

/// The review open: the game, who sat where, and how far it is.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewScreen {
    /// The game's record, as asked for.
    pub record: String,
    pub seats: ReviewSeats,
    pub phase: ReviewPhase,
    /// Once reviewed: the person's mistakes and blunders as "find a better move" exercises, in
    /// turn order (against the computer the person's; otherwise both sides'); empty before.
    pub exercises: Vec<Exercise>,
}

#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ReviewPhase {
    /// `done` of `total` sowings reviewed; `total` is 0 until they are counted.
    Running {
        done: AppInt,
        total: AppInt,
    },
    Reviewed {
        review: GameReview,
    },
    /// The record could not be read or replayed (or the review failed): `reason`, in English,
    /// for a log; the person is told the review could not be made.
    Failed {
        reason: String,
    },
}

/// The puzzle open, as its screen shows it.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleScreen {
    pub puzzle: Puzzle,
    /// The puzzle as it is, after every move still to animate.
    pub snapshot: Snapshot,
    /// As the board shows it: before `animation`, else `snapshot`.
    pub shown: Snapshot,
    /// The move to animate now: the try, then the opponent's answer. The shell says
    /// `PuzzleAnimationDone` with its revision when it has played.
    pub animation: Option<MoveOutcome>,
    /// The last try and what followed it; none before the first.
    pub last: Option<PuzzleStep>,
    pub state: PuzzleState,
    /// A tap plays now: nothing animating or on its way, the puzzle neither solved nor missed.
    pub board: bool,
    /// A try is on its way from the worker.
    pub playing: bool,
    /// The verdict, once the moves that led to it have played; none while playing.
    pub verdict: Option<PuzzleState>,
    /// Why the last tap was not played, said until the next.
    pub refusal: Option<Refusal>,
    /// When the puzzle is one of a row of exercises (`OpenExercises`): where it is in the row.
    pub exercise: Option<ExerciseRow>,
}

/// An exercise open in a row of them, for the puzzle screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ExerciseRow {
    /// The exercise open (its puzzle is the screen's `puzzle`), solved or not as kept now.
    pub exercise: Exercise,
    /// Its place in the row, from 1, and the row's length.
    pub place: AppInt,
    pub count: AppInt,
    /// `NextExercise` opens the next one.
    pub next: bool,
}
