//! The app driver: one object per app that owns the game as a person plays it — the session,
//! the computer's worker and its revision checks, the queue of turns to animate, the
//! statistics, the preferences and the files — takes the shell's events and hands it a
//! [`GameScreen`] after every change. The shells draw; this decides.

use std::collections::VecDeque;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::app::preferences::Preferences;
use crate::app::screen::{Controls, GameScreen, Notice, NoticeKind};
use crate::app::store::{AppFile, Reading, Refused, Store};
use crate::choice::NewGameChoice;
use crate::computer::Hint;
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::outcome::{MoveOutcome, Tapped};
use crate::session::Session;
use crate::settings::GameSettings;
use crate::shared::SharedSession;
use crate::snapshot::Snapshot;
use crate::statistics::Statistics;
use crate::timeline::AnimationSpeed;
use crate::view::{Refusal, TapAction};

/// Where the driver's screens go: the shell's UI.
pub trait ScreenListener: Send + Sync {
    /// The screen after a change. Called on the thread that made it (the shell's own, or the
    /// computer's worker) while the driver holds its lock, so screens arrive in order: hand it
    /// to the UI thread and return; never call the driver from inside.
    fn screen_changed(&self, screen: GameScreen);
}

/// What the person (or the shell) did.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The computer plays the best move it has found so far.
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
        id: u64,
    },
    SetSpeed {
        speed: AnimationSpeed,
    },
    SetHaptics {
        on: bool,
    },
    /// A puzzle solved, counted once in the statistics.
    PuzzleSolved {
        id: String,
    },
    /// The app goes to the background: the save is written now.
    Background,
}

/// What the person answered to the offer of a guided game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuideAnswer {
    Start,
    Later,
    Never,
}

/// The app's driver. Made on a background thread (it reads the data folder); then every event
/// may come from any thread.
pub struct AppDriver {
    inner: Arc<Inner>,
}

struct Inner {
    session: SharedSession,
    store: Store,
    listener: Arc<dyn ScreenListener>,
    state: Mutex<State>,
}

/// A turn played and not yet animated, and the game as it was before it.
struct Queued {
    outcome: MoveOutcome,
    before: Snapshot,
}

struct State {
    open: bool,
    snapshot: Snapshot,
    settings: GameSettings,
    speed: AnimationSpeed,
    animations: VecDeque<Queued>,
    /// The revision the worker is thinking about.
    thinking_for: Option<i64>,
    hint: Option<Hint>,
    notice: Option<Notice>,
    notices: u64,
    statistics: Statistics,
    preferences: Preferences,
    guide_offer: bool,
    /// The next game's seed: counted on from a fixed one (tests), else from the clock.
    seed: Option<u64>,
}

/// What the worker thinks about.
#[derive(Clone, Copy)]
enum Search {
    ComputerMove,
    Hint,
}

enum Answer {
    Move(Box<MoveOutcome>),
    Hint(Hint),
}

impl AppDriver {
    /// The app's driver over the files in `folder` (the app's private data folder): the saved
    /// game, else a new one as the remembered choice sets it up; the statistics; the
    /// preferences. What cannot be read is settled by the one policy and told once.
    pub fn new(folder: &str, listener: Arc<dyn ScreenListener>) -> AppDriver {
        AppDriver::open(folder, listener, None)
    }

    /// The same, with computer moves that follow from `seed` (for tests).
    pub fn with_seed(folder: &str, listener: Arc<dyn ScreenListener>, seed: u64) -> AppDriver {
        AppDriver::open(folder, listener, Some(seed))
    }

    fn open(folder: &str, listener: Arc<dyn ScreenListener>, seed: Option<u64>) -> AppDriver {
        let store = Store::new(folder);
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
            notice: notice.map(|kind| Notice { id: 1, kind }),
            notices: 1,
            statistics,
            preferences,
            guide_offer,
            seed: seeds,
        };
        let inner = Arc::new(Inner {
            session,
            store,
            listener,
            state: Mutex::new(state),
        });
        {
            let mut state = inner.lock();
            inner.start_computer_if_its_turn(&mut state);
        }
        AppDriver { inner }
    }

    /// The screen as it is now (the first one, before any change).
    pub fn screen(&self) -> GameScreen {
        self.inner.lock().screen()
    }

    /// Handles one event and hands the listener the screen after it. An event the screen did
    /// not offer (a control disabled, a tap while a turn animates) changes nothing.
    pub fn handle(&self, event: AppEvent) {
        let inner = &self.inner;
        let mut state = inner.lock();
        if !state.open {
            return;
        }
        inner.apply(&mut state, event);
        inner.listener.screen_changed(state.screen());
    }

    /// The game as text to share.
    pub fn record_text(&self) -> String {
        self.inner.session.record_text()
    }

    /// The app goes away: the computer stops, the save is written, and every write has landed
    /// when this returns. Events after it change nothing.
    pub fn close(&self) {
        let mut state = self.inner.lock();
        if !state.open {
            return;
        }
        state.open = false;
        state.thinking_for = None;
        self.inner.session.cancel_thinking();
        self.inner.store.write(AppFile::Game, self.inner.session.save());
        drop(state);
        self.inner.store.finish();
    }
}

impl Drop for AppDriver {
    fn drop(&mut self) {
        self.close();
    }
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, State> {
        // No change leaves the state half-made, so a panic elsewhere does not spoil it.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn apply(self: &Arc<Self>, state: &mut State, event: AppEvent) {
        let controls = state.controls();
        match event {
            AppEvent::Tap { index } => self.tap(state, index),
            AppEvent::Undo if controls.undo => self.change(state, |session| session.undo()),
            AppEvent::Redo if controls.redo => self.change(state, |session| session.redo()),
            AppEvent::Hint if controls.hint => self.think(state, Search::Hint),
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
            AppEvent::PuzzleSolved { id } => {
                if !state.statistics.solved(&id) {
                    state.statistics.solve_puzzle(&id);
                    self.store.write(AppFile::Statistics, state.statistics.to_json());
                }
            }
            AppEvent::Background => self.store.write(AppFile::Game, self.session.save()),
            // A control the screen did not offer: nothing to do.
            AppEvent::Undo
            | AppEvent::Redo
            | AppEvent::Hint
            | AppEvent::MoveNow
            | AppEvent::BeginSetup
            | AppEvent::CancelSetup
            | AppEvent::CommitSetup => {}
        }
    }

    /// A tap, while the board shows the game as it is: refused as its taps say without asking
    /// the session, else the session's tap.
    fn tap(self: &Arc<Self>, state: &mut State, index: AppInt) {
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

    fn new_game(self: &Arc<Self>, state: &mut State, choice: NewGameChoice, guided: bool) {
        state.guide_offer = false;
        self.set_preferences(state, |preferences| {
            preferences.choice = choice;
            preferences.guided = guided;
        });
        let seed = next_seed(&mut state.seed);
        let snapshot = self.session.new_game(choice.settings(), seed);
        self.changed(state, snapshot);
    }

    fn answer_guide_offer(self: &Arc<Self>, state: &mut State, answer: GuideAnswer) {
        state.guide_offer = false;
        self.set_preferences(state, |preferences| match answer {
            GuideAnswer::Start | GuideAnswer::Later => preferences.guide_offered = true,
            GuideAnswer::Never => preferences.guide_declined = true,
        });
        if answer == GuideAnswer::Start {
            self.new_game(state, NewGameChoice::guided(), true);
        }
    }

    fn set_preferences(&self, state: &mut State, change: impl FnOnce(&mut Preferences)) {
        change(&mut state.preferences);
        self.store.write(AppFile::Preferences, state.preferences.to_json());
    }

    /// A change that is not a turn (undo, redo, a setup edit): nothing is left to animate.
    fn change(
        self: &Arc<Self>,
        state: &mut State,
        change: impl FnOnce(&SharedSession) -> Result<Snapshot, KielaError>,
    ) {
        if let Some(snapshot) = self.attempt(state, change) {
            self.changed(state, snapshot);
        }
    }

    fn changed(self: &Arc<Self>, state: &mut State, snapshot: Snapshot) {
        state.animations.clear();
        self.after(state, snapshot);
    }

    /// A turn, the person's or the computer's, queued to animate from the game as it was.
    fn played(self: &Arc<Self>, state: &mut State, outcome: MoveOutcome) {
        let snapshot = outcome.snapshot.clone();
        let before = std::mem::replace(&mut state.snapshot, snapshot.clone());
        state.animations.push_back(Queued { outcome, before });
        self.after(state, snapshot);
    }

    /// The game is at `snapshot`: its bookkeeping written, the computer started on its turn.
    fn after(self: &Arc<Self>, state: &mut State, snapshot: Snapshot) {
        state.thinking_for = None;
        state.hint = None;
        state.snapshot = snapshot;
        state.settings = self.session.settings();
        let kept = self.session.bookkeeping(&state.statistics);
        self.store.write(AppFile::Game, kept.save);
        if let Some(statistics) = kept.statistics {
            self.store.write(AppFile::Statistics, statistics.to_json());
            state.statistics = statistics;
        }
        self.start_computer_if_its_turn(state);
    }

    fn start_computer_if_its_turn(self: &Arc<Self>, state: &mut State) {
        let snapshot = &state.snapshot;
        if snapshot.computer_to_move && snapshot.result.is_none() && state.thinking_for != Some(snapshot.revision) {
            self.think(state, Search::ComputerMove);
        }
    }

    /// Runs `search` for the game at this revision on a worker; its answer is taken only if the
    /// game is still there when it comes (an undo, a new game, a close drop it).
    fn think(self: &Arc<Self>, state: &mut State, search: Search) {
        let revision = state.snapshot.revision;
        state.thinking_for = Some(revision);
        let inner = Arc::clone(self);
        let worker = thread::Builder::new()
            .name("kiela-computer".into())
            .spawn(move || inner.thought(search, revision));
        if let Err(why) = worker {
            state.thinking_for = None;
            state.tell(NoticeKind::Failed {
                message: format!("the computer could not start thinking: {why}"),
            });
        }
    }

    /// On the worker: the search, then its answer into the game if it is still wanted.
    fn thought(self: Arc<Self>, search: Search, revision: i64) {
        // The session refuses a search for a revision the game has left, so the computer
        // never plays unseen in the position after an undo.
        let answer = catch_unwind(AssertUnwindSafe(|| match search {
            Search::ComputerMove => self
                .session
                .computer_move(Some(revision))
                .map(|outcome| Answer::Move(Box::new(outcome))),
            Search::Hint => self.session.hint(Some(revision)).map(Answer::Hint),
        }));
        let mut state = self.lock();
        if !state.open || state.thinking_for != Some(revision) || state.snapshot.revision != revision {
            return;
        }
        state.thinking_for = None;
        match answer {
            Ok(Ok(Answer::Move(outcome))) => self.played(&mut state, *outcome),
            Ok(Ok(Answer::Hint(hint))) => state.hint = Some(hint),
            Ok(Err(KielaError::Cancelled | KielaError::StaleComputerMove)) => {}
            Ok(Err(error)) => state.tell(NoticeKind::Refused {
                reason: error.refusal(),
            }),
            Err(_) => state.tell(NoticeKind::Failed {
                message: "the computer failed while thinking".into(),
            }),
        }
        self.listener.screen_changed(state.screen());
    }

    /// Calls the session; a refusal is told, the game unchanged.
    fn attempt<T>(&self, state: &mut State, call: impl FnOnce(&SharedSession) -> Result<T, KielaError>) -> Option<T> {
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

impl State {
    /// The game as the board shows it: before the turn animating, else as it is.
    fn shown(&self) -> &Snapshot {
        self.animations.front().map_or(&self.snapshot, |head| &head.before)
    }

    /// The person may act: nothing animating, their turn, the game on.
    fn awaiting_tap(&self) -> bool {
        self.animations.is_empty() && !self.snapshot.computer_to_move && self.snapshot.result.is_none()
    }

    fn drafting(&self) -> bool {
        self.awaiting_tap() && self.snapshot.setup_draft.is_some()
    }

    fn controls(&self) -> Controls {
        let awaiting = self.awaiting_tap();
        let thinking = self.thinking_for.is_some();
        let drafting = self.snapshot.setup_draft.is_some();
        Controls {
            board: awaiting,
            undo: self.snapshot.can_undo,
            redo: self.snapshot.can_redo && !thinking,
            hint: awaiting && !thinking && !drafting && self.hint.is_none(),
            move_now: thinking && self.snapshot.computer_to_move,
            rearrange: awaiting && !drafting && self.snapshot.setup_allowed,
        }
    }

    fn tell(&mut self, kind: NoticeKind) {
        self.notices += 1;
        self.notice = Some(Notice { id: self.notices, kind });
    }

    fn screen(&self) -> GameScreen {
        GameScreen {
            snapshot: self.snapshot.clone(),
            shown: self.shown().clone(),
            animation: self.animations.front().map(|head| head.outcome.clone()),
            queued: self.animations.len().saturating_sub(1) as u32,
            settings: self.settings,
            speed: self.speed,
            thinking: self.thinking_for.is_some(),
            hint: self.hint,
            notice: self.notice.clone(),
            statistics: self.statistics.clone(),
            controls: self.controls(),
            preferences: self.preferences.clone(),
            guide_offer: self.guide_offer,
        }
    }
}

/// A seed for the next game: counted on from a fixed one, else one that differs from game to
/// game, so the computer does not repeat itself.
fn next_seed(seed: &mut Option<u64>) -> u64 {
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
