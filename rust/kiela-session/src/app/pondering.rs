//! Pondering: while the person thinks against a level that ponders (Expert), the computer
//! searches their position on a worker, so that its table is warm with their likely replies
//! and its answers when they move. It stops at once when the person does anything that may
//! change the game or leave it, never runs while the app is in the background, a review runs
//! or a puzzle is open, and ends by itself when its budget is spent
//! (`kiela_ai::levels::EXPERT_PONDER_NODES` a position, however often it is stopped and started
//! again there), so a person who thinks on, or who leaves the app and comes back, does not keep a
//! core busy. The driver's own seeded games (tests) do not ponder: their computer moves must follow
//! from the seed alone.

use std::sync::Arc;
use std::thread;

use crate::app::driver::{Inner, State};
use crate::app::events::AppEvent;
use crate::app::study::ReviewPhase;

impl AppEvent {
    /// Whether the event may change the game or take the person away from it: a ponder
    /// running then stops (and starts again after it, if still due).
    pub(super) fn stops_pondering(&self) -> bool {
        !matches!(
            self,
            AppEvent::AnimationDone { .. }
                | AppEvent::NoticeShown { .. }
                | AppEvent::Hint
                | AppEvent::SetSpeed { .. }
                | AppEvent::SetHaptics { .. }
                | AppEvent::SetSound { .. }
                | AppEvent::SetHouseNames { .. }
                | AppEvent::Foreground
        )
    }
}

impl State {
    /// Whether a ponder should run now for the game shown.
    fn ponder_due(&self) -> bool {
        let review_running = self
            .review
            .as_ref()
            .is_some_and(|job| matches!(job.phase, ReviewPhase::Running { .. }));
        self.ponders
            && self.open
            && self.foreground
            && self.thinking_for.is_none()
            && !self.snapshot.computer_to_move
            && self.snapshot.result.is_none()
            && self.puzzle.is_none()
            && !review_running
            && self.pondered_for != Some(self.snapshot.revision)
    }
}

impl Inner {
    /// Stops a running ponder; what it found stays in the computer's table.
    pub(super) fn stop_pondering(&self, state: &mut State) {
        if state.pondered_for.take().is_some() {
            self.session.stop_pondering();
        }
    }

    /// Starts a ponder on a worker when one is due (once per position while nothing stops it).
    pub(super) fn ponder_if_due(self: &Arc<Self>, state: &mut State) {
        if !state.ponder_due() {
            return;
        }
        let revision = state.snapshot.revision;
        state.pondered_for = Some(revision);
        let inner = Arc::clone(self);
        // A ponder that cannot start costs nothing but the head start it would have given.
        let _ = thread::Builder::new()
            .name("kiela-ponder".into())
            .spawn(move || inner.session.ponder(Some(revision)));
    }
}
