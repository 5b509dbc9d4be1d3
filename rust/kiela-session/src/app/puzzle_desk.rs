//! The puzzle open: tries played on a worker against the engine's defence, queued to animate,
//! a solved puzzle counted.

use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex};
use std::thread;

use crate::app::driver::{lock, Changed, Inner, Queued, State};
use crate::app::exercise_desk::is_exercise;
use crate::app::store::AppFile;
use crate::app::study::PuzzleScreen;
use crate::daily::{daily_puzzle, solve_daily};
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::puzzle::{puzzle, Puzzle, PuzzleState};
use crate::puzzle_game::{PuzzleGame, PuzzleStep};
use crate::snapshot::Snapshot;
use crate::view::{Refusal, TapAction};

/// The puzzle open.
pub(super) struct PuzzleDesk {
    pub(super) job: u64,
    /// The puzzle, kept here so the screen never waits for a try being played.
    pub(super) puzzle: Puzzle,
    pub(super) game: Arc<Mutex<PuzzleGame>>,
    pub(super) snapshot: Snapshot,
    pub(super) animations: VecDeque<Queued>,
    pub(super) last: Option<PuzzleStep>,
    pub(super) state: PuzzleState,
    pub(super) playing: bool,
    pub(super) refusal: Option<Refusal>,
}

impl Inner {
    pub(super) fn open_puzzle(&self, state: &mut State, id: &str) {
        if state.puzzle.as_ref().is_some_and(|desk| desk.puzzle.id == id) {
            return;
        }
        state.jobs += 1;
        let job = state.jobs;
        state.puzzle = puzzle(id).ok().map(|puzzle| {
            let game = PuzzleGame::new(puzzle, state.speed);
            let snapshot = game.snapshot();
            PuzzleDesk::at(job, puzzle.clone(), Arc::new(Mutex::new(game)), snapshot)
        });
    }

    /// A tap on the puzzle: refused as its taps say, else played on a worker.
    pub(super) fn puzzle_tap(self: &Arc<Self>, state: &mut State, index: AppInt) {
        let Some(desk) = state.puzzle.as_mut().filter(|desk| desk.awaiting_tap()) else {
            return;
        };
        match index.to_usize().and_then(|i| desk.snapshot.taps.get(i)) {
            Some(TapAction::Refused { reason }) => desk.refusal = Some(*reason),
            None => desk.refusal = Some(Refusal::Other),
            Some(_) => {
                desk.playing = true;
                desk.refusal = None;
                let (job, game, inner) = (desk.job, Arc::clone(&desk.game), Arc::clone(self));
                let worker = thread::Builder::new().name("kiela-puzzle".into()).spawn(move || {
                    let step = catch_unwind(AssertUnwindSafe(|| lock(&game).play(index)));
                    inner.puzzle_played(job, step.unwrap_or(Err(KielaError::Cancelled)));
                });
                if worker.is_err() {
                    desk.playing = false;
                    desk.refusal = Some(Refusal::Other);
                }
            }
        }
    }

    /// On the puzzle's worker: the try and the opponent's answer, queued to animate; a solved
    /// puzzle counted once in the statistics.
    pub(super) fn puzzle_played(&self, job: u64, step: Result<PuzzleStep, KielaError>) {
        let mut guard = self.lock();
        let state = &mut *guard;
        let Some(desk) = state.puzzle.as_mut().filter(|desk| desk.job == job) else {
            return;
        };
        desk.playing = false;
        let mut changed = Changed::PUZZLE;
        match step {
            Ok(step) if is_exercise(desk.puzzle.kind) => {
                let solved = (step.state == PuzzleState::Solved).then(|| desk.puzzle.id.clone());
                desk.queue(step);
                if solved.is_some_and(|id| state.statistics.solve_exercise(&id)) {
                    self.store.write(AppFile::Statistics, state.statistics.to_json());
                    changed.game = true;
                }
            }
            Ok(step) => {
                let solved = (step.state == PuzzleState::Solved).then(|| desk.puzzle.id.clone());
                desk.queue(step);
                if let Some(id) = solved {
                    // Today's puzzle counts for the streak too (by the date it is solved on).
                    let today = state.today();
                    let counted = if daily_puzzle(today).id == id {
                        solve_daily(&mut state.statistics, today)
                    } else {
                        let new = !state.statistics.solved(&id);
                        state.statistics.solve_puzzle(&id);
                        new
                    };
                    if counted {
                        self.store.write(AppFile::Statistics, state.statistics.to_json());
                        changed.game = true;
                    }
                }
            }
            Err(error) => desk.refusal = Some(error.refusal()),
        }
        self.publish(state, changed);
    }
}

impl State {
    /// The local date, or the one set for a test.
    pub(super) fn today(&self) -> chrono::NaiveDate {
        self.today.unwrap_or_else(crate::calendar::today)
    }

    pub(super) fn puzzle_animation_done(&mut self, revision: i64) {
        if let Some(desk) = self.puzzle.as_mut() {
            if desk
                .animations
                .front()
                .is_some_and(|head| head.outcome.revision == revision)
            {
                desk.animations.pop_front();
            }
        }
    }

    /// Back to the puzzle's position, unless a try is on its way (it would land after).
    pub(super) fn restart_puzzle(&mut self) {
        self.jobs += 1;
        let job = self.jobs;
        if let Some(desk) = self.puzzle.as_mut().filter(|desk| !desk.playing) {
            let snapshot = lock(&desk.game).restart();
            *desk = PuzzleDesk::at(job, desk.puzzle.clone(), Arc::clone(&desk.game), snapshot);
        }
    }

    pub(super) fn puzzle_screen(&self) -> Option<PuzzleScreen> {
        self.puzzle.as_ref().map(|desk| {
            let settled = desk.animations.is_empty() && !desk.playing;
            PuzzleScreen {
                puzzle: desk.puzzle.clone(),
                snapshot: desk.snapshot.clone(),
                shown: desk
                    .animations
                    .front()
                    .map_or(&desk.snapshot, |head| &head.before)
                    .clone(),
                animation: desk.animations.front().map(|head| head.outcome.clone()),
                last: desk.last.clone(),
                state: desk.state,
                board: desk.awaiting_tap(),
                playing: desk.playing,
                verdict: (settled && desk.state != PuzzleState::Playing).then_some(desk.state),
                refusal: desk.refusal,
                exercise: self.exercise_row(),
            }
        })
    }
}

impl PuzzleDesk {
    pub(super) fn at(job: u64, puzzle: Puzzle, game: Arc<Mutex<PuzzleGame>>, snapshot: Snapshot) -> PuzzleDesk {
        PuzzleDesk {
            job,
            puzzle,
            game,
            snapshot,
            animations: VecDeque::new(),
            last: None,
            state: PuzzleState::Playing,
            playing: false,
            refusal: None,
        }
    }

    pub(super) fn awaiting_tap(&self) -> bool {
        self.animations.is_empty() && !self.playing && self.state == PuzzleState::Playing
    }

    /// The try, then the opponent's answer (after its beat), queued to animate.
    pub(super) fn queue(&mut self, step: PuzzleStep) {
        let before = std::mem::replace(&mut self.snapshot, step.outcome.snapshot.clone());
        self.animations.push_back(Queued {
            outcome: step.outcome.clone(),
            before,
        });
        if let Some(reply) = &step.reply {
            let before = std::mem::replace(&mut self.snapshot, reply.snapshot.clone());
            self.animations.push_back(Queued {
                outcome: reply.clone(),
                before,
            });
        }
        self.state = step.state;
        self.last = Some(step);
    }
}
