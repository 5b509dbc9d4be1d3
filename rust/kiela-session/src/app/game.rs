//! The game's turns: taps, changes, the bookkeeping after each, and the computer's worker with
//! its revision checks.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::app::driver::{Inner, Queued, State};
use crate::app::events::GuideAnswer;
use crate::app::preferences::Preferences;
use crate::app::store::AppFile;
use crate::choice::NewGameChoice;
use crate::computer::Hint;
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::outcome::{MoveOutcome, Tapped};
use crate::shared::SharedSession;
use crate::snapshot::Snapshot;
use crate::timeline::{beat_after, thinking_cap};
use crate::view::{NoticeKind, Refusal, TapAction};

/// What the worker thinks about.
#[derive(Clone, Copy)]
pub(super) enum Search {
    ComputerMove,
    Hint,
}

/// When the computer began thinking about its move, and how long the turns queued before it
/// take to show: it may think that long, and then through its beat, before its move is late.
#[derive(Clone, Copy)]
pub(super) struct Thinking {
    started: Instant,
    ahead: Duration,
}

pub(super) enum Answer {
    Move(Box<MoveOutcome>),
    Hint(Hint),
}

impl Inner {
    /// A tap, while the board shows the game as it is: refused as its taps say without asking
    /// the session, else the session's tap.
    pub(super) fn tap(self: &Arc<Self>, state: &mut State, index: AppInt) {
        if !state.animations.is_empty() {
            return;
        }
        let action = index.to_usize().and_then(|i| state.snapshot.taps.get(i));
        match action {
            Some(TapAction::Refused { reason }) => state.tell(NoticeKind::Refused { reason: *reason }),
            None => state.tell(NoticeKind::Refused { reason: Refusal::Other }),
            Some(_) => match self.attempt(state, |session| session.tap(index)) {
                Some(Tapped::Played { outcome }) => self.played(state, outcome),
                Some(Tapped::Changed { snapshot }) => self.changed(state, snapshot),
                None => {}
            },
        }
    }

    pub(super) fn new_game(self: &Arc<Self>, state: &mut State, choice: NewGameChoice, guided: bool) {
        state.guide_offer = false;
        self.count_abandoned_game(state);
        self.set_preferences(state, |preferences| {
            preferences.choice = choice;
            preferences.guided = guided;
        });
        let seed = next_seed(&mut state.seed);
        let snapshot = self.session.new_game(choice.settings(), seed);
        self.changed(state, snapshot);
    }

    /// The game left for another counts as a loss when the screen's question said so.
    fn count_abandoned_game(&self, state: &mut State) {
        let mut statistics = state.statistics.clone();
        if self.session.count_abandoned_game(&mut statistics) {
            self.store.write(AppFile::Statistics, statistics.to_json());
            state.statistics = statistics;
        }
    }

    pub(super) fn answer_guide_offer(self: &Arc<Self>, state: &mut State, answer: GuideAnswer) {
        state.guide_offer = false;
        self.set_preferences(state, |preferences| match answer {
            GuideAnswer::Start | GuideAnswer::Later => preferences.guide_offered = true,
            GuideAnswer::Never => preferences.guide_declined = true,
        });
        if answer == GuideAnswer::Start {
            self.new_game(state, NewGameChoice::guided(), true);
        }
    }

    pub(super) fn set_preferences(&self, state: &mut State, change: impl FnOnce(&mut Preferences)) {
        change(&mut state.preferences);
        self.store.write(AppFile::Preferences, state.preferences.to_json());
    }

    /// A change that is not a turn (undo, redo, a setup edit): nothing is left to animate.
    pub(super) fn change(
        self: &Arc<Self>,
        state: &mut State,
        change: impl FnOnce(&SharedSession) -> Result<Snapshot, KielaError>,
    ) {
        if let Some(snapshot) = self.attempt(state, change) {
            self.changed(state, snapshot);
        }
    }

    pub(super) fn changed(self: &Arc<Self>, state: &mut State, snapshot: Snapshot) {
        state.animations.clear();
        self.after(state, snapshot);
    }

    /// A turn, the person's or the computer's, queued to animate from the game as it was.
    pub(super) fn played(self: &Arc<Self>, state: &mut State, outcome: MoveOutcome) {
        let snapshot = outcome.snapshot.clone();
        let before = std::mem::replace(&mut state.snapshot, snapshot.clone());
        state.animations.push_back(Queued { outcome, before });
        self.after(state, snapshot);
    }

    /// The game is at `snapshot`: its bookkeeping written, the computer started on its turn.
    pub(super) fn after(self: &Arc<Self>, state: &mut State, snapshot: Snapshot) {
        state.thinking_for = None;
        state.computer_failures = 0;
        state.computer_stuck = false;
        state.hint = None;
        state.snapshot = snapshot;
        // The result card's exercises are this game's, once it is over.
        state.finished = state.snapshot.result.is_some().then(|| self.session.record_text());
        state.settings = self.session.settings();
        state.abandonment = self.session.abandonment();
        let kept = self.session.bookkeeping(&state.statistics);
        self.store.write(AppFile::Game, kept.save);
        if let Some(statistics) = kept.statistics {
            self.store.write(AppFile::Statistics, statistics.to_json());
            state.statistics = statistics;
        }
        self.start_computer_if_its_turn(state);
    }

    pub(super) fn start_computer_if_its_turn(self: &Arc<Self>, state: &mut State) {
        let snapshot = &state.snapshot;
        if snapshot.computer_to_move && snapshot.result.is_none() && state.thinking_for != Some(snapshot.revision) {
            self.think(state, Search::ComputerMove);
        }
    }

    /// Runs `search` for the game at this revision on a worker; its answer is taken only if the
    /// game is still there when it comes (an undo, a new game, a close drop it).
    pub(super) fn think(self: &Arc<Self>, state: &mut State, search: Search) {
        let revision = state.snapshot.revision;
        state.thinking_for = Some(revision);
        let ahead_ms: u64 = state
            .animations
            .iter()
            .map(|queued| queued.outcome.duration_ms.to_usize().unwrap_or(0) as u64)
            .sum();
        let thinking = Thinking {
            started: Instant::now(),
            ahead: Duration::from_millis(ahead_ms),
        };
        let inner = Arc::clone(self);
        let worker = thread::Builder::new()
            .name("kiela-computer".into())
            .spawn(move || inner.thought(search, revision, thinking));
        if let Err(why) = worker {
            state.thinking_for = None;
            match search {
                Search::ComputerMove => {
                    state.computer_stuck = true;
                    state.tell(NoticeKind::ComputerCouldNotMove);
                }
                Search::Hint => state.tell(NoticeKind::Failed {
                    message: format!("the computer could not start thinking: {why}"),
                }),
            }
        }
    }

    /// On the worker: the search, then its answer into the game if it is still wanted.
    pub(super) fn thought(self: Arc<Self>, search: Search, revision: i64, thinking: Thinking) {
        // The session refuses a search for a revision the game has left, so the computer
        // never plays unseen in the position after an undo.
        let answer = catch_unwind(AssertUnwindSafe(|| match search {
            Search::ComputerMove => {
                let injected = self
                    .failing_computer_moves
                    .fetch_update(Ordering::AcqRel, Ordering::Acquire, |left| left.checked_sub(1))
                    .is_ok();
                if injected {
                    panic!("the computer's search failed (injected)");
                }
                let cap = thinking_cap(thinking.ahead);
                self.session
                    .computer_move_within(Some(revision), cap)
                    .map(|mut outcome| {
                        // It thought from when the person's move was played: into its beat, if need be.
                        let beat = beat_after(thinking.started.elapsed(), thinking.ahead);
                        outcome.beat_ms = outcome.beat_ms.min(beat.into());
                        Answer::Move(Box::new(outcome))
                    })
            }
            Search::Hint => self.session.hint(Some(revision)).map(Answer::Hint),
        }));
        let mut state = self.lock();
        if !state.open || state.thinking_for != Some(revision) || state.snapshot.revision != revision {
            return;
        }
        state.thinking_for = None;
        match (search, answer) {
            (_, Ok(Ok(Answer::Move(outcome)))) => {
                self.played(&mut state, *outcome);
                self.ponder_if_due(&mut state);
            }
            (_, Ok(Ok(Answer::Hint(hint)))) => state.hint = Some(hint),
            (_, Ok(Err(KielaError::Cancelled | KielaError::StaleComputerMove))) => {}
            // The computer could not move: tried again once at once, then its turn waits for
            // the person to ask again (`MoveNow`) or start another game, and they are told so.
            (Search::ComputerMove, Ok(Err(_)) | Err(_)) => {
                state.computer_failures += 1;
                if state.computer_failures < 2 {
                    self.think(&mut state, Search::ComputerMove);
                } else {
                    state.computer_stuck = true;
                    state.tell(NoticeKind::ComputerCouldNotMove);
                }
            }
            (Search::Hint, Ok(Err(error))) => state.tell(NoticeKind::Refused {
                reason: error.refusal(),
            }),
            (Search::Hint, Err(_)) => state.tell(NoticeKind::Failed {
                message: "the computer failed while thinking".into(),
            }),
        }
        self.listener.screen_changed(state.screen());
    }

    /// Calls the session; a refusal is told, the game unchanged.
    pub(super) fn attempt<T>(
        &self,
        state: &mut State,
        call: impl FnOnce(&SharedSession) -> Result<T, KielaError>,
    ) -> Option<T> {
        match call(&self.session) {
            Ok(value) => Some(value),
            Err(error) => {
                state.tell(NoticeKind::Refused {
                    reason: error.refusal(),
                });
                None
            }
        }
    }
}

/// A seed for the next game: counted on from a fixed one, else one that differs from game to
/// game, so the computer does not repeat itself.
pub(super) fn next_seed(seed: &mut Option<u64>) -> u64 {
    match seed {
        Some(next) => {
            *next = next.wrapping_add(1);
            *next
        }
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos() as u64),
    }
}
