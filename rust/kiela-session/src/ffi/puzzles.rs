//! The engine's puzzles for the apps: the list, and a puzzle played, behind a lock.

use std::sync::{Mutex, MutexGuard};

use crate::{
    puzzle, puzzles, AnimationSpeed, AppInt, Exercise, KielaError, Puzzle, PuzzleGame, PuzzleState, PuzzleStep,
    PuzzlesOverview, Snapshot, Statistics,
};

/// Every shipped puzzle, easy first.
#[uniffi::export]
pub fn all_puzzles() -> Vec<Puzzle> {
    puzzles().to_vec()
}

/// `statistics` with the puzzle `id` counted as solved (once).
#[uniffi::export]
pub fn statistics_with_solved_puzzle(statistics: Statistics, id: String) -> Statistics {
    let mut statistics = statistics;
    statistics.solve_puzzle(&id);
    statistics
}

/// The puzzle of `date` (`YYYY-MM-DD`, a local calendar date): the same for everyone that day.
/// `BadDate` for a date that cannot be read.
#[uniffi::export]
pub fn daily_puzzle_on(date: String) -> Result<Puzzle, KielaError> {
    Ok(crate::daily_puzzle(crate::parse_date(&date)?).clone())
}

/// The local calendar date now, `YYYY-MM-DD`.
#[uniffi::export]
pub fn today_date() -> String {
    crate::date_text(crate::today())
}

/// The puzzles screen's summary for `statistics` on `date` (`YYYY-MM-DD`): today's puzzle,
/// the daily streak, the progress by grade and kind. (The driver's screen carries it too.)
#[uniffi::export]
pub fn puzzles_overview_on(statistics: Statistics, date: String) -> Result<PuzzlesOverview, KielaError> {
    Ok(crate::puzzles_overview(&statistics, crate::parse_date(&date)?))
}

/// One puzzle being played: the person South, the engine defending North.
#[derive(uniffi::Object)]
pub struct PuzzleSession(Mutex<PuzzleGame>);

#[uniffi::export]
impl PuzzleSession {
    /// The puzzle `id`, its sowings timed at `speed`; `UnknownPuzzle` for an id not shipped.
    #[uniffi::constructor]
    pub fn new(id: String, speed: AnimationSpeed) -> Result<PuzzleSession, KielaError> {
        Ok(PuzzleSession(Mutex::new(PuzzleGame::new(puzzle(&id)?, speed))))
    }

    /// The exercise `exercise` (a mistake of the person's as a puzzle), its sowings timed at
    /// `speed`. A try is scored by a review's search: a fraction of a second, off the main thread.
    #[uniffi::constructor]
    pub fn exercise(exercise: Exercise, speed: AnimationSpeed) -> PuzzleSession {
        PuzzleSession(Mutex::new(PuzzleGame::new(&exercise.puzzle, speed)))
    }

    pub fn puzzle(&self) -> Puzzle {
        self.game().puzzle().clone()
    }

    pub fn snapshot(&self) -> Snapshot {
        self.game().snapshot()
    }

    pub fn state(&self) -> PuzzleState {
        self.game().state()
    }

    /// The person sows the house at `index`; a win in several moves is answered by the engine's
    /// defence (searched at once: a few milliseconds). Refused, changing nothing, like a game's
    /// tap, and with `GameOver` once the puzzle is solved or missed.
    pub fn play(&self, index: AppInt) -> Result<PuzzleStep, KielaError> {
        self.game().play(index)
    }

    /// Back to the puzzle's position.
    pub fn restart(&self) -> Snapshot {
        self.game().restart()
    }
}

impl PuzzleSession {
    fn game(&self) -> MutexGuard<'_, PuzzleGame> {
        // A panic cannot happen while the game is held; a poisoned lock still holds a whole game.
        self.0.lock().unwrap_or_else(|poison| poison.into_inner())
    }
}
