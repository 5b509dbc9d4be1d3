//! The app driver: one object per app that owns the game as a person plays it — the session,
//! the computer's worker and its revision checks, the queue of turns to animate, the
//! statistics, the preferences and the files — takes the shell's events and hands it a
//! [`GameScreen`] after every change. The shells draw; this decides.

use std::collections::VecDeque;
use std::io;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::AtomicU32;
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use crate::app::events::{AppEvent, ScreenListener};
use crate::app::exercise_desk;
use crate::app::game::{next_seed, Search};
use crate::app::preferences::Preferences;
use crate::app::puzzle_desk::PuzzleDesk;
use crate::app::review_desk::ReviewJob;
use crate::app::screen::{AbandonQuestion, Controls, GameScreen, Notice};
use crate::app::seats::seat_cards;
use crate::app::sentences::{game_words, Facts};
use crate::app::store::{AppFile, Reading, Refused, Store, StoreFaults};
use crate::choice::NewGameChoice;
use crate::computer::Hint;
use crate::numbers::AppInt;
use crate::outcome::MoveOutcome;
use crate::session::Session;
use crate::settings::GameSettings;
use crate::shared::SharedSession;
use crate::snapshot::Snapshot;
use crate::statistics::{Abandonment, Statistics};
use crate::timeline::AnimationSpeed;
use crate::view::NoticeKind;
use crate::words::abandon_phrase;

/// The app's driver. Made on a background thread (it reads the data folder); then every event
/// may come from any thread.
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct AppDriver {
    inner: Arc<Inner>,
}

/// Faults injected by the apps' fault tests and the core's own, never in a person's app (the
/// apps make their driver with `AppDriver::new`): each stands for something that must not crash
/// the app — a bug in the core's reader, a full disk, a computer that fails to move.
/// docs/robustness.md lists what the person sees for each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TestFaults {
    /// Reading the saved game panics in the core.
    pub panic_reading_save: bool,
    /// Reading the statistics panics in the core.
    pub panic_reading_statistics: bool,
    /// This many writes fail, from the first on, as on a full disk.
    pub failing_writes: AppInt,
    /// This many of the computer's searches for a move panic, from the first on.
    pub failing_computer_moves: AppInt,
    /// Opening the driver panics, and again on the fresh start after the files are set aside:
    /// the apps' calls get `KielaError::Failed` and say the game could not start.
    pub failing_open: bool,
}

pub(super) struct Inner {
    pub(super) session: SharedSession,
    pub(super) store: Store,
    /// The computer's searches still to fail (`TestFaults`).
    pub(super) failing_computer_moves: AtomicU32,
    pub(super) listener: Arc<dyn ScreenListener>,
    pub(super) state: Mutex<State>,
}

/// A turn played and not yet animated, and the game as it was before it.
pub(super) struct Queued {
    pub(super) outcome: MoveOutcome,
    pub(super) before: Snapshot,
}

pub(super) struct State {
    pub(super) open: bool,
    pub(super) snapshot: Snapshot,
    pub(super) settings: GameSettings,
    pub(super) speed: AnimationSpeed,
    pub(super) animations: VecDeque<Queued>,
    /// The revision the worker is thinking about.
    pub(super) thinking_for: Option<i64>,
    pub(super) hint: Option<Hint>,
    pub(super) notice: Option<Notice>,
    pub(super) notices: i64,
    pub(super) statistics: Statistics,
    pub(super) preferences: Preferences,
    pub(super) guide_offer: bool,
    /// What leaving the game for another would do.
    pub(super) abandonment: Option<Abandonment>,
    /// The next game's seed: counted on from a fixed one (tests), else from the clock.
    pub(super) seed: Option<u64>,
    pub(super) review: Option<ReviewJob>,
    pub(super) puzzle: Option<PuzzleDesk>,
    /// Counts reviews and puzzles opened, so a worker's answer for one left is dropped.
    pub(super) jobs: u64,
    /// The computer's failed searches for a move in this position (one is tried again at once).
    pub(super) computer_failures: u32,
    /// The computer could not move in this position: it waits for `MoveNow` or another game.
    pub(super) computer_stuck: bool,
    /// A write failed and none has landed since (told once).
    pub(super) unsaved: bool,
    /// The row of exercises being worked through, if one was opened.
    pub(super) exercises: Option<exercise_desk::Row>,
    /// The record of the game shown, once it is over (its exercises are the result card's).
    pub(super) finished: Option<String>,
    /// The date taken as today (`SetToday`, for tests); none: the local clock's.
    pub(super) today: Option<chrono::NaiveDate>,
    /// The computer ponders on the person's turn (not in seeded games: tests).
    pub(super) ponders: bool,
    /// The app is seen (between `Foreground` and `Background`).
    pub(super) foreground: bool,
    /// The revision a ponder was started for, until an event stops it.
    pub(super) pondered_for: Option<i64>,
}

/// Which screens an event changed.
#[derive(Clone, Copy, Default)]
pub(super) struct Changed {
    pub(super) game: bool,
    pub(super) review: bool,
    pub(super) puzzle: bool,
}

impl Changed {
    pub(super) const GAME: Changed = Changed {
        game: true,
        review: false,
        puzzle: false,
    };
    pub(super) const REVIEW: Changed = Changed {
        game: false,
        review: true,
        puzzle: false,
    };
    pub(super) const PUZZLE: Changed = Changed {
        game: false,
        review: false,
        puzzle: true,
    };
}

impl AppDriver {
    /// The app's driver over the files in `folder` (the app's private data folder): the saved
    /// game, else a new one as the remembered choice sets it up; the statistics; the
    /// preferences. What cannot be read is settled by the one policy and told once.
    pub fn new(folder: &str, listener: Arc<dyn ScreenListener>) -> AppDriver {
        AppDriver::open(folder, listener, None, TestFaults::default())
    }

    /// The same, with computer moves that follow from `seed` (for tests).
    pub fn with_seed(folder: &str, listener: Arc<dyn ScreenListener>, seed: u64) -> AppDriver {
        AppDriver::open(folder, listener, Some(seed), TestFaults::default())
    }

    /// The same, with `faults` injected (the fault tests only).
    pub fn with_test_faults(
        folder: &str,
        listener: Arc<dyn ScreenListener>,
        seed: u64,
        faults: TestFaults,
    ) -> AppDriver {
        AppDriver::open(folder, listener, Some(seed), faults)
    }

    /// The screen as it is now (the first one, before any change).
    pub fn screen(&self) -> GameScreen {
        self.inner.lock().screen()
    }

    /// Handles one event and hands the listener the screen after it. An event the screen did
    /// not offer (a control disabled, a tap while a turn animates) changes nothing. A failure
    /// in the core while handling it is told (`NoticeKind::Failed`), never thrown.
    pub fn handle(&self, event: AppEvent) {
        let inner = &self.inner;
        let mut state = inner.lock();
        if !state.open {
            return;
        }
        if event.stops_pondering() {
            inner.stop_pondering(&mut state);
        }
        let changed = catch_unwind(AssertUnwindSafe(|| inner.apply(&mut state, event))).unwrap_or_else(|_| {
            state.tell(NoticeKind::Failed {
                message: "the core failed handling an event".into(),
            });
            Changed::GAME
        });
        inner.ponder_if_due(&mut state);
        inner.publish(&state, changed);
    }

    /// Whether the computer is pondering on the person's turn.
    pub fn is_pondering(&self) -> bool {
        self.inner.session.is_pondering()
    }

    /// The game as text to share.
    pub fn record_text(&self) -> String {
        self.inner.session.record_text()
    }

    /// The app goes away: the computer stops, the save is written, and every write has landed
    /// when this returns. Events after it change nothing.
    pub fn shut_down(&self) {
        let mut state = self.inner.lock();
        if !state.open {
            return;
        }
        state.open = false;
        state.thinking_for = None;
        self.inner.session.cancel_thinking();
        self.inner.stop_pondering(&mut state);
        if let Some(review) = state.review.take() {
            review.reviewer.cancel();
        }
        state.puzzle = None;
        self.inner.store.write(AppFile::Game, self.inner.session.save());
        drop(state);
        self.inner.store.finish();
    }
}

impl AppDriver {
    /// Opens the driver; should the core fail while doing so (past what each read catches), the
    /// saved game and the statistics are set aside and it starts afresh, saying so once.
    fn open(folder: &str, listener: Arc<dyn ScreenListener>, seed: Option<u64>, faults: TestFaults) -> AppDriver {
        let opened = catch_unwind(AssertUnwindSafe(|| {
            AppDriver::open_once(folder, Arc::clone(&listener), seed, faults)
        }));
        opened.unwrap_or_else(|_| {
            for file in [AppFile::Game, AppFile::Statistics] {
                let path = std::path::Path::new(folder).join(file.name());
                if path.exists() {
                    let _ = crate::set_aside::set_aside(&path);
                }
            }
            let fresh = TestFaults {
                panic_reading_save: false,
                panic_reading_statistics: false,
                ..faults
            };
            let driver = AppDriver::open_once(folder, listener, seed, fresh);
            driver.inner.lock().tell(NoticeKind::SaveUnreadable);
            driver
        })
    }

    fn open_once(folder: &str, listener: Arc<dyn ScreenListener>, seed: Option<u64>, faults: TestFaults) -> AppDriver {
        if faults.failing_open {
            panic!("opening the driver failed (injected)");
        }
        let mut store_faults = StoreFaults::default();
        store_faults.panic_reading[AppFile::Game as usize] = faults.panic_reading_save;
        store_faults.panic_reading[AppFile::Statistics as usize] = faults.panic_reading_statistics;
        store_faults.failing_writes = AtomicU32::new(count(faults.failing_writes));
        let store = Store::with_faults(folder, store_faults);
        let mut notice = None;
        let mut tell = |kind: NoticeKind| {
            notice.get_or_insert(kind);
        };
        let preferences = match store.read(AppFile::Preferences, |text| Ok(Preferences::from_json(text))) {
            Reading::Read(preferences) => preferences,
            Reading::Missing | Reading::Refused(_) => Preferences::default(),
        };
        let mut seeds = seed;
        // Even a save that cannot be read means the app ran before: no first start's offer.
        let had_save = store.text(AppFile::Game).is_some();
        let session = match store.read(AppFile::Game, Session::restore) {
            Reading::Read(session) => Some(session),
            Reading::Missing => None,
            Reading::Refused(refused) => {
                tell(match refused {
                    Refused::Damaged => NoticeKind::SaveUnreadable,
                    Refused::Newer => NoticeKind::SaveFromNewerVersion,
                });
                None
            }
        };
        let session = session.unwrap_or_else(|| Session::new(preferences.choice.settings(), next_seed(&mut seeds)));
        let mut statistics = match store.read(AppFile::Statistics, |text| Ok(Statistics::from_json(text)?)) {
            Reading::Read(statistics) => statistics,
            Reading::Missing => Statistics::new(),
            Reading::Refused(refused) => {
                tell(match refused {
                    Refused::Damaged => NoticeKind::StatisticsUnreadable,
                    Refused::Newer => NoticeKind::StatisticsFromNewerVersion,
                });
                Statistics::new()
            }
        };
        // A damaged part (the puzzle progress or the recent games) was dropped: the file as it
        // was is kept aside, and what was kept is written back at once.
        if statistics.set_aside.take().is_some() {
            store.set_aside(AppFile::Statistics);
            store.write(AppFile::Statistics, statistics.to_json());
            tell(NoticeKind::StatisticsPartSetAside);
        }
        let guide_offer = !had_save && !preferences.guide_offered && !preferences.guide_declined;
        let session = SharedSession::new(session);
        let state = State {
            open: true,
            snapshot: session.snapshot(),
            settings: session.settings(),
            speed: session.speed(),
            animations: VecDeque::new(),
            thinking_for: None,
            hint: None,
            notice: notice.map(|kind| Notice::new(1, kind)),
            notices: 1,
            statistics,
            preferences,
            guide_offer,
            abandonment: session.abandonment(),
            seed: seeds,
            review: None,
            puzzle: None,
            jobs: 0,
            computer_failures: 0,
            computer_stuck: false,
            unsaved: false,
            exercises: None,
            finished: session.snapshot().result.is_some().then(|| session.record_text()),
            today: None,
            ponders: seeds.is_none(),
            foreground: true,
            pondered_for: None,
        };
        let inner = Arc::new(Inner {
            session,
            store,
            failing_computer_moves: AtomicU32::new(count(faults.failing_computer_moves)),
            listener,
            state: Mutex::new(state),
        });
        // Each write's fate comes back from the writer thread (a weak handle: the store is the
        // driver's own).
        let weak: Weak<Inner> = Arc::downgrade(&inner);
        inner.store.report_writes(Box::new(move |_, written| {
            if let Some(inner) = weak.upgrade() {
                inner.written(written);
            }
        }));
        {
            let mut state = inner.lock();
            inner.start_computer_if_its_turn(&mut state);
            inner.ponder_if_due(&mut state);
        }
        AppDriver { inner }
    }
}

fn count(n: AppInt) -> u32 {
    n.to_usize().map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX))
}

impl Drop for AppDriver {
    fn drop(&mut self) {
        self.shut_down();
    }
}

impl Inner {
    pub(super) fn lock(&self) -> MutexGuard<'_, State> {
        // No change leaves the state half-made, so a panic elsewhere does not spoil it.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A write landed or failed: a failure is told once, until one lands; the game goes on in
    /// memory, and the store writes it again with the next change.
    fn written(&self, written: &io::Result<()>) {
        let mut state = self.lock();
        match written {
            Ok(()) => state.unsaved = false,
            Err(_) if state.unsaved => {}
            Err(_) => {
                state.unsaved = true;
                state.tell(NoticeKind::NotSaved);
                if state.open {
                    self.listener.screen_changed(state.screen());
                }
            }
        }
    }

    fn apply(self: &Arc<Self>, state: &mut State, event: AppEvent) -> Changed {
        match event {
            AppEvent::OpenReview { record, seats } => {
                self.open_review(state, record, seats);
                Changed::REVIEW
            }
            AppEvent::LeaveReview => {
                state.leave_review();
                Changed::REVIEW
            }
            AppEvent::OpenPuzzle { id } => {
                self.open_puzzle(state, &id);
                Changed::PUZZLE
            }
            AppEvent::PuzzleTap { index } => {
                self.puzzle_tap(state, index);
                Changed::PUZZLE
            }
            AppEvent::PuzzleAnimationDone { revision } => {
                state.puzzle_animation_done(revision);
                Changed::PUZZLE
            }
            AppEvent::RestartPuzzle => {
                state.restart_puzzle();
                Changed::PUZZLE
            }
            AppEvent::OpenExercises { record } => {
                state.open_exercises(record.as_deref());
                Changed::PUZZLE
            }
            AppEvent::NextExercise => {
                state.next_exercise();
                Changed::PUZZLE
            }
            AppEvent::LeavePuzzle => {
                state.puzzle = None;
                Changed::PUZZLE
            }
            AppEvent::SetToday { date } => {
                if let Ok(date) = date.as_deref().map(crate::calendar::parse_date).transpose() {
                    state.today = date;
                }
                Changed::GAME
            }
            event => {
                self.apply_to_game(state, event);
                Changed::GAME
            }
        }
    }

    fn apply_to_game(self: &Arc<Self>, state: &mut State, event: AppEvent) {
        let controls = state.controls();
        match event {
            AppEvent::Tap { index } => self.tap(state, index),
            AppEvent::Undo if controls.undo => self.change(state, |session| session.undo()),
            AppEvent::Redo if controls.redo => self.change(state, |session| session.redo()),
            AppEvent::Hint if controls.hint => self.think(state, Search::Hint),
            AppEvent::MoveNow if controls.move_now && state.computer_stuck => {
                state.computer_stuck = false;
                state.computer_failures = 0;
                self.think(state, Search::ComputerMove);
            }
            AppEvent::MoveNow if controls.move_now => self.session.move_now(),
            AppEvent::NewGame { choice } => self.new_game(state, choice, false),
            AppEvent::GuidedGame => self.new_game(state, NewGameChoice::guided(), true),
            AppEvent::AnswerGuideOffer { answer } => self.answer_guide_offer(state, answer),
            AppEvent::StopGuide => self.set_preferences(state, |preferences| preferences.guided = false),
            AppEvent::BeginSetup if controls.rearrange => self.change(state, |session| session.begin_setup()),
            AppEvent::CancelSetup if state.drafting() => self.change(state, |session| session.cancel_setup()),
            AppEvent::CommitSetup if state.drafting() => {
                if let Some(outcome) = self.attempt(state, |session| session.commit_setup()) {
                    self.played(state, outcome);
                }
            }
            AppEvent::AnimationDone { revision } => {
                if state
                    .animations
                    .front()
                    .is_some_and(|head| head.outcome.revision == revision)
                {
                    state.animations.pop_front();
                }
            }
            AppEvent::NoticeShown { id } => {
                if state.notice.as_ref().is_some_and(|notice| notice.id == id) {
                    state.notice = None;
                }
            }
            AppEvent::SetSpeed { speed } => {
                self.session.set_speed(speed);
                state.speed = self.session.speed();
                self.store.write(AppFile::Game, self.session.save());
            }
            AppEvent::SetHaptics { on } => self.set_preferences(state, |preferences| preferences.haptics = on),
            AppEvent::SetSound { on } => self.set_preferences(state, |preferences| preferences.sound = on),
            AppEvent::SetHouseNames { on } => self.set_preferences(state, |preferences| preferences.house_names = on),
            AppEvent::Background => {
                state.foreground = false;
                self.store.write(AppFile::Game, self.session.save());
            }
            AppEvent::Foreground => state.foreground = true,
            // A control the screen did not offer: nothing to do.
            AppEvent::Undo
            | AppEvent::Redo
            | AppEvent::Hint
            | AppEvent::MoveNow
            | AppEvent::BeginSetup
            | AppEvent::CancelSetup
            | AppEvent::CommitSetup => {}
            // Handled by `apply`.
            AppEvent::OpenReview { .. }
            | AppEvent::LeaveReview
            | AppEvent::OpenPuzzle { .. }
            | AppEvent::PuzzleTap { .. }
            | AppEvent::PuzzleAnimationDone { .. }
            | AppEvent::RestartPuzzle
            | AppEvent::OpenExercises { .. }
            | AppEvent::NextExercise
            | AppEvent::LeavePuzzle
            | AppEvent::SetToday { .. } => {}
        }
    }

    pub(super) fn publish(&self, state: &State, changed: Changed) {
        if changed.game {
            self.listener.screen_changed(state.screen());
        }
        if changed.review {
            self.listener.review_changed(state.review_screen());
        }
        if changed.puzzle {
            self.listener.puzzle_changed(state.puzzle_screen());
        }
    }
}

impl State {
    /// The game as the board shows it: before the turn animating, else as it is.
    pub(super) fn shown(&self) -> &Snapshot {
        self.animations.front().map_or(&self.snapshot, |head| &head.before)
    }

    /// The person may act: nothing animating, their turn, the game on.
    pub(super) fn awaiting_tap(&self) -> bool {
        self.animations.is_empty() && !self.snapshot.computer_to_move && self.snapshot.result.is_none()
    }

    pub(super) fn drafting(&self) -> bool {
        self.awaiting_tap() && self.snapshot.setup_draft.is_some()
    }

    pub(super) fn controls(&self) -> Controls {
        let awaiting = self.awaiting_tap();
        let thinking = self.thinking_for.is_some();
        let drafting = self.snapshot.setup_draft.is_some();
        Controls {
            board: awaiting,
            undo: self.snapshot.can_undo,
            redo: self.snapshot.can_redo && !thinking,
            hint: awaiting && !thinking && !drafting && self.hint.is_none(),
            // Once the board shows the computer's turn: not while the person's own still plays.
            // After the computer could not move: to ask it again.
            move_now: (thinking || self.computer_stuck) && self.snapshot.computer_to_move && self.animations.is_empty(),
            rearrange: awaiting && !drafting && self.snapshot.setup_allowed,
        }
    }

    pub(super) fn tell(&mut self, kind: NoticeKind) {
        self.notices += 1;
        self.notice = Some(Notice::new(self.notices, kind));
    }

    pub(super) fn screen(&self) -> GameScreen {
        GameScreen {
            snapshot: self.snapshot.clone(),
            shown: self.shown().clone(),
            animation: self.animations.front().map(|head| head.outcome.clone()),
            queued: AppInt::from(self.animations.len().saturating_sub(1)),
            settings: self.settings,
            speed: self.speed,
            thinking: self.thinking_for.is_some(),
            hint: self.hint,
            notice: self.notice.clone(),
            statistics: self.statistics.clone(),
            exercises: self.finished_exercises(),
            puzzles: crate::daily::puzzles_overview(&self.statistics, self.today()),
            controls: self.controls(),
            seats: seat_cards(self.shown(), &self.settings, self.thinking_for.is_some()),
            words: game_words(&Facts {
                shown: self.shown(),
                settings: &self.settings,
                animation: self.animations.front().map(|head| &head.outcome),
                hint: self.hint.as_ref(),
                notice: self.notice.as_ref().map(|notice| &notice.kind),
                board: self.awaiting_tap() && self.snapshot.setup_draft.is_none(),
                guided: self.preferences.guided,
            }),
            preferences: self.preferences.clone(),
            guide_offer: self.guide_offer,
            abandon: self.abandonment.map(|abandonment| AbandonQuestion {
                counts_as_loss: abandonment.counts_as_loss,
                question: abandon_phrase(abandonment.counts_as_loss),
            }),
        }
    }
}

/// A lock that a panic elsewhere does not spoil: nothing panics while holding these, so a
/// poisoned lock still holds a whole value.
pub(super) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
