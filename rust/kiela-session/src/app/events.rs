//! What passes between a shell and the driver: the events the shell sends, and the listener
//! that gets the screens.

use crate::app::screen::GameScreen;
use crate::app::study::{PuzzleScreen, ReviewScreen};
use crate::choice::NewGameChoice;
use crate::numbers::AppInt;
use crate::reviewed::ReviewSeats;
use crate::timeline::AnimationSpeed;

/// Where the driver's screens go: the shell's UI.
#[cfg_attr(feature = "uniffi", uniffi::export(with_foreign))]
pub trait ScreenListener: Send + Sync {
    /// The screen after a change. Called on the thread that made it (the shell's own, or the
    /// computer's worker) while the driver holds its lock, so screens arrive in order: hand it
    /// to the UI thread and return; never call the driver from inside.
    fn screen_changed(&self, screen: GameScreen);

    /// The review after a change: none once it is left while running.
    fn review_changed(&self, review: Option<ReviewScreen>);

    /// The puzzle after a change: none once it is left.
    fn puzzle_changed(&self, puzzle: Option<PuzzleScreen>);
}

/// What the person (or the shell) did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum AppEvent {
    /// A tap on the house at `index` in board order: a sowing, or in the rearrangement a stone
    /// picked up or put down; refused as the shown snapshot's `taps` say.
    Tap {
        index: AppInt,
    },
    Undo,
    Redo,
    /// Asks for the best move for the person; it comes as the screen's `hint`.
    Hint,
    /// The computer plays the best move it has found so far; after it could not move
    /// (`ComputerCouldNotMove`), it is asked again.
    MoveNow,
    /// A new game as the new-game sheet chose it; the choice is remembered.
    NewGame {
        choice: NewGameChoice,
    },
    /// The guided game: the computer at Beginner, the person South and first, the guide on.
    GuidedGame,
    /// The answer to the first start's offer of a guided game.
    AnswerGuideOffer {
        answer: GuideAnswer,
    },
    /// The game goes on without the guide.
    StopGuide,
    BeginSetup,
    CancelSetup,
    CommitSetup,
    /// The turn with this revision has been animated (or skipped to its end).
    AnimationDone {
        revision: i64,
    },
    /// The notice with this id has been shown.
    NoticeShown {
        id: i64,
    },
    SetSpeed {
        speed: AnimationSpeed,
    },
    SetHaptics {
        on: bool,
    },
    SetSound {
        on: bool,
    },
    SetHouseNames {
        on: bool,
    },
    /// Reviews the game in `record` seen from `seats`, unless that review is running or done
    /// already; another review still running is cancelled.
    OpenReview {
        record: String,
        seats: ReviewSeats,
    },
    /// The review screen is gone for good: a review still running is cancelled (a finished
    /// one is kept, to open again at once).
    LeaveReview,
    /// Opens the puzzle `id` (the one open stays as it is).
    OpenPuzzle {
        id: String,
    },
    /// A tap on the puzzle's board, played on a worker (the engine's defence searches a few
    /// milliseconds); a solved puzzle is counted in the statistics.
    PuzzleTap {
        index: AppInt,
    },
    /// The puzzle's move with this revision has been animated.
    PuzzleAnimationDone {
        revision: i64,
    },
    /// Back to the puzzle's position (not while a try is on its way).
    RestartPuzzle,
    /// Opens a row of exercises (the person's mistakes as puzzles) on the puzzle screen: the
    /// game `record`'s (the result card's offer, a recent game's), else every recent game's not
    /// yet solved, newest game first. The first one not solved opens; none when there are none.
    OpenExercises {
        record: Option<String>,
    },
    /// The next exercise of the row open (the puzzle screen's `exercise.next`).
    NextExercise,
    LeavePuzzle,
    /// For tests and screenshots: `date` (`YYYY-MM-DD`) is taken as today, for the daily
    /// puzzle and its streak; none: the local clock's date again. A date that cannot be read
    /// changes nothing.
    SetToday {
        date: Option<String>,
    },
    /// The app goes to the background: the save is written now, and the computer stops
    /// pondering (it does not use a core while the app is not seen).
    Background,
    /// The app is seen again: the computer may ponder on the person's turn.
    Foreground,
}

/// What the person answered to the offer of a guided game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GuideAnswer {
    Start,
    Later,
    Never,
}
