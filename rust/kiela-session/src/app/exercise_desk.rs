//! The person's mistakes as puzzles in the app: kept with their game once its review is done,
//! offered on the result card, and worked through in a row on the puzzle screen (the puzzle
//! desk plays them; here is which one is open and which comes next).

use std::sync::{Arc, Mutex};

use crate::app::driver::{Changed, Inner, State};
use crate::app::puzzle_desk::PuzzleDesk;
use crate::app::store::AppFile;
use crate::app::study::{ExerciseRow, ReviewPhase};
use crate::exercise::{exercises_of, Exercise};
use crate::numbers::AppInt;
use crate::puzzle::PuzzleKind;
use crate::puzzle_game::PuzzleGame;
use crate::record::read_game;

/// The exercises being worked through: their ids in order, and the place of the one open.
pub(super) struct Row {
    ids: Vec<String>,
    place: usize,
}

impl Inner {
    /// The review of `record` is done: its exercises are kept with that game among the recent
    /// games (when it is one of them, and only the first time), and the game screen, whose
    /// result card offers them, is told.
    pub(super) fn keep_exercises(&self, state: &mut State, record: &str) {
        let Some(job) = state.review.as_mut() else {
            return;
        };
        let (ReviewPhase::Reviewed { review }, Ok(game)) = (&job.phase, read_game(record)) else {
            return;
        };
        job.exercises = exercises_of(&game, review);
        let exercises = job.exercises.clone();
        if state.statistics.keep_exercises(record, &exercises) {
            self.store.write(AppFile::Statistics, state.statistics.to_json());
            self.publish(state, Changed::GAME);
        }
    }
}

impl State {
    /// Opens a row of exercises: the game `record`'s (the result card's offer), else every
    /// recent game's not yet solved, newest game first. The first one not solved is opened
    /// (else the first); with none, nothing is.
    pub(super) fn open_exercises(&mut self, record: Option<&str>) {
        let exercises = self.statistics.exercises_to_do(record);
        let place = exercises.iter().position(|exercise| !exercise.solved).unwrap_or(0);
        let ids: Vec<String> = exercises.iter().map(|exercise| exercise.puzzle.id.clone()).collect();
        if ids.is_empty() {
            return;
        }
        self.exercises = Some(Row { ids, place });
        self.open_exercise_at_place();
    }

    /// The next exercise of the row, if there is one.
    pub(super) fn next_exercise(&mut self) {
        if let Some(row) = self.exercises.as_mut().filter(|row| row.place + 1 < row.ids.len()) {
            row.place += 1;
            self.open_exercise_at_place();
        }
    }

    /// Opens the row's exercise at its place on the puzzle desk.
    fn open_exercise_at_place(&mut self) {
        let Some(exercise) = self.row_exercise().cloned() else {
            self.exercises = None;
            return;
        };
        self.jobs += 1;
        let game = PuzzleGame::new(&exercise.puzzle, self.speed);
        let snapshot = game.snapshot();
        self.puzzle = Some(PuzzleDesk::at(
            self.jobs,
            exercise.puzzle,
            Arc::new(Mutex::new(game)),
            snapshot,
        ));
    }

    /// The exercise at the row's place, as the statistics have it now.
    fn row_exercise(&self) -> Option<&Exercise> {
        let row = self.exercises.as_ref()?;
        self.statistics.exercise(row.ids.get(row.place)?)
    }

    /// The row, for the puzzle screen, while one of its exercises is open.
    pub(super) fn exercise_row(&self) -> Option<ExerciseRow> {
        let row = self.exercises.as_ref()?;
        let exercise = self.row_exercise()?;
        let open = self.puzzle.as_ref()?;
        (open.puzzle.id == exercise.puzzle.id).then(|| ExerciseRow {
            exercise: exercise.clone(),
            place: AppInt::from(row.place + 1),
            count: AppInt::from(row.ids.len()),
            next: row.place + 1 < row.ids.len(),
        })
    }

    /// The result card's exercises: the finished game's, once reviewed.
    pub(super) fn finished_exercises(&self) -> Option<Vec<Exercise>> {
        let record = self.finished.as_deref()?;
        let game = self.statistics.recent_games.iter().find(|game| game.record == record)?;
        game.exercises.clone()
    }
}

/// Whether the puzzle open is an exercise (solved ones count in its game, not as puzzles).
pub(super) fn is_exercise(kind: PuzzleKind) -> bool {
    matches!(kind, PuzzleKind::BetterMove { .. })
}
