//! The review open: a finished game reviewed on a worker, its progress told as it moves.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use crate::app::driver::{Inner, State};
use crate::app::study::{ReviewPhase, ReviewScreen};
use crate::error::KielaError;
use crate::exercise::Exercise;
use crate::numbers::AppInt;
use crate::record::read_game;
use crate::review::Reviewer;
use crate::reviewed::ReviewSeats;

/// One review: its own reviewer, which a cancel stops for good.
pub(super) struct ReviewJob {
    pub(super) job: u64,
    pub(super) record: String,
    pub(super) seats: ReviewSeats,
    pub(super) reviewer: Arc<Reviewer>,
    pub(super) phase: ReviewPhase,
    /// Once reviewed: the person's mistakes as exercises.
    pub(super) exercises: Vec<Exercise>,
}

/// How often a running review's progress is told.
pub(super) const REVIEW_PROGRESS_EVERY: Duration = Duration::from_millis(100);

impl Inner {
    pub(super) fn open_review(self: &Arc<Self>, state: &mut State, record: String, seats: ReviewSeats) {
        let same = state.review.as_ref().is_some_and(|job| {
            job.record == record && job.seats == seats && !matches!(job.phase, ReviewPhase::Failed { .. })
        });
        if same {
            return;
        }
        if let Some(old) = state.review.take() {
            old.reviewer.cancel();
        }
        state.jobs += 1;
        let job = state.jobs;
        let reviewer = Arc::new(Reviewer::new());
        state.review = Some(ReviewJob {
            job,
            record: record.clone(),
            seats,
            reviewer: Arc::clone(&reviewer),
            phase: ReviewPhase::Running {
                done: AppInt(0),
                total: AppInt(0),
            },
            exercises: Vec::new(),
        });
        let inner = Arc::clone(self);
        let ticking = Arc::clone(self);
        let started = thread::Builder::new()
            .name("kiela-review".into())
            .spawn(move || inner.reviewed(job, &reviewer, &record, seats))
            .and_then(|_| {
                thread::Builder::new()
                    .name("kiela-review-progress".into())
                    .spawn(move || ticking.tell_review_progress(job))
            });
        if let Err(why) = started {
            if let Some(running) = state.review.as_mut() {
                running.phase = ReviewPhase::Failed {
                    reason: format!("the review could not start: {why}"),
                };
            }
        }
    }

    /// On the review's worker: the review, then its result, if it is still the one open.
    pub(super) fn reviewed(&self, job: u64, reviewer: &Reviewer, record: &str, seats: ReviewSeats) {
        let result = catch_unwind(AssertUnwindSafe(|| reviewer.review(&read_game(record)?, seats)));
        let mut state = self.lock();
        let Some(open) = state.review.as_mut().filter(|open| open.job == job) else {
            return;
        };
        open.phase = match result {
            Ok(Ok(review)) => ReviewPhase::Reviewed { review },
            Ok(Err(KielaError::Cancelled)) => return,
            Ok(Err(error)) => ReviewPhase::Failed {
                reason: error.to_string(),
            },
            Err(_) => ReviewPhase::Failed {
                reason: "the review failed".into(),
            },
        };
        self.keep_exercises(&mut state, record);
        self.listener.review_changed(state.review_screen());
    }

    /// On its own thread while the review `job` runs: its progress, as it moves.
    pub(super) fn tell_review_progress(&self, job: u64) {
        loop {
            thread::sleep(REVIEW_PROGRESS_EVERY);
            let mut state = self.lock();
            let Some(open) = state.review.as_mut().filter(|open| open.job == job) else {
                return;
            };
            let ReviewPhase::Running { done, total } = open.phase else {
                return;
            };
            let progress = open.reviewer.progress();
            if (progress.done, progress.total) != (done, total) {
                open.phase = ReviewPhase::Running {
                    done: progress.done,
                    total: progress.total,
                };
                self.listener.review_changed(state.review_screen());
            }
        }
    }
}

impl State {
    /// The review screen is gone for good: a review still running is cancelled; a finished
    /// one is kept, to open again at once.
    pub(super) fn leave_review(&mut self) {
        let running = self
            .review
            .as_ref()
            .is_some_and(|job| matches!(job.phase, ReviewPhase::Running { .. }));
        if let Some(job) = self.review.take_if(|_| running) {
            job.reviewer.cancel();
        }
    }

    pub(super) fn review_screen(&self) -> Option<ReviewScreen> {
        self.review.as_ref().map(|job| ReviewScreen {
            record: job.record.clone(),
            seats: job.seats,
            phase: job.phase.clone(),
            exercises: job.exercises.clone(),
        })
    }
}
