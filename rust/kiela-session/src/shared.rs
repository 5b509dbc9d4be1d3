//! A session shared between threads: the app's main thread taps and draws while a background
//! thread waits for the computer or a hint.
//!
//! Every method takes `&self`. The computer thinks without holding the game, so undo, redo,
//! a new game or a restore go ahead at once: each stops the search and changes the revision,
//! and the answer that arrives afterwards is refused as `StaleComputerMove`, never played.

use std::sync::{Mutex, MutexGuard};

use crate::computer::{Computer, Hint};
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::outcome::{Bookkeeping, MoveOutcome, Tapped};
use crate::session::Session;
use crate::settings::GameSettings;
use crate::snapshot::Snapshot;
use crate::statistics::{Abandonment, Statistics};
use crate::timeline::AnimationSpeed;

pub struct SharedSession {
    session: Mutex<Session>,
    computer: Computer,
}

impl SharedSession {
    pub fn new(session: Session) -> SharedSession {
        SharedSession {
            session: Mutex::new(session),
            computer: Computer::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Session> {
        // No method leaves the session half-changed, so a panic elsewhere does not spoil it.
        self.session.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Runs `read` on the session under its lock.
    pub fn with<T>(&self, read: impl FnOnce(&Session) -> T) -> T {
        read(&self.lock())
    }

    pub fn settings(&self) -> GameSettings {
        self.lock().settings()
    }

    pub fn snapshot(&self) -> Snapshot {
        self.lock().snapshot()
    }

    pub fn play(&self, index: AppInt) -> Result<MoveOutcome, KielaError> {
        self.change(|session| session.play(index))
    }

    pub fn tap(&self, index: AppInt) -> Result<Tapped, KielaError> {
        self.change(|session| session.tap(index))
    }

    /// The computer's turn. Blocks while it thinks: call it on a background thread.
    ///
    /// With `at_revision`, the turn is the one of the game at that revision: when the game has
    /// already moved on, the answer is `StaleComputerMove` at once, without a search. An app
    /// passes the revision it saw, so a search queued before an undo never plays in the game
    /// after it.
    pub fn computer_move(&self, at_revision: Option<i64>) -> Result<MoveOutcome, KielaError> {
        let request = self.request(at_revision, |session, computer| session.computer_request(computer))?;
        let answer = self.computer.think(request);
        self.lock().play_computer(answer)
    }

    /// A hint for the person to move. Blocks while it thinks; `cancel_thinking` stops it.
    /// `at_revision` as for [`SharedSession::computer_move`].
    pub fn hint(&self, at_revision: Option<i64>) -> Result<Hint, KielaError> {
        let request = self.request(at_revision, |session, computer| session.hint_request(computer))?;
        let answer = self.computer.hint(request);
        self.lock().accept_hint(answer)
    }

    /// A search's request, taken under the lock, for the game at `at_revision` if given.
    fn request<T>(
        &self,
        at_revision: Option<i64>,
        request: impl FnOnce(&Session, &Computer) -> Result<T, KielaError>,
    ) -> Result<T, KielaError> {
        let session = self.lock();
        if at_revision.is_some_and(|revision| revision != session.revision()) {
            return Err(KielaError::StaleComputerMove);
        }
        request(&session, &self.computer)
    }

    /// Ponders on the person's turn against a pondering level, at `at_revision` if given
    /// (blocks until its budget is spent or [`SharedSession::stop_pondering`]); the positions
    /// searched, or `None` when there is nothing to ponder.
    pub fn ponder(&self, at_revision: Option<i64>) -> Option<u64> {
        let request = self.request(at_revision, |session, computer| {
            session.ponder_request(computer).ok_or(KielaError::ComputerToMove)
        });
        let (request, nodes) = request.ok()?;
        Some(self.computer.ponder(&request, nodes))
    }

    pub fn stop_pondering(&self) {
        self.computer.stop_pondering();
    }

    pub fn is_pondering(&self) -> bool {
        self.computer.is_pondering()
    }

    /// The computer's move with a clock on its search (see [`crate::computer::SearchRequest::with_time_cap`]).
    pub fn computer_move_within(
        &self,
        at_revision: Option<i64>,
        cap: std::time::Duration,
    ) -> Result<MoveOutcome, KielaError> {
        let request = self.request(at_revision, |session, computer| session.computer_request(computer))?;
        let answer = self.computer.think(request.with_time_cap(cap));
        self.lock().play_computer(answer)
    }

    pub fn is_thinking(&self) -> bool {
        self.computer.is_thinking()
    }

    pub fn move_now(&self) {
        self.computer.hurry();
    }

    pub fn cancel_thinking(&self) {
        self.computer.cancel();
    }

    /// Runs a change that makes any search's answer stale. The search is stopped under the
    /// lock, so its answer cannot slip in before the change: it comes back stale.
    fn change<T>(&self, change: impl FnOnce(&mut Session) -> T) -> T {
        let mut session = self.lock();
        self.computer.stop();
        self.computer.stop_pondering();
        change(&mut session)
    }

    pub fn undo(&self) -> Result<Snapshot, KielaError> {
        self.change(Session::undo)
    }

    pub fn redo(&self) -> Result<Snapshot, KielaError> {
        self.change(Session::redo)
    }

    pub fn new_game(&self, settings: GameSettings, seed: u64) -> Snapshot {
        self.change(|session| session.new_game(settings, seed))
    }

    /// Replaces the game with a saved one; a corrupt save changes nothing.
    pub fn restore(&self, json: &str) -> Result<Snapshot, KielaError> {
        let restored = Session::restore(json)?;
        Ok(self.change(|session| {
            session.replace(restored);
            session.snapshot()
        }))
    }

    pub fn begin_setup(&self) -> Result<Snapshot, KielaError> {
        self.change(Session::begin_setup)
    }

    pub fn setup_move_stone(&self, from: AppInt, to: AppInt) -> Result<Snapshot, KielaError> {
        self.change(|session| session.setup_move_stone(from, to))
    }

    pub fn setup_set_count(&self, index: AppInt, count: AppInt) -> Result<Snapshot, KielaError> {
        self.change(|session| session.setup_set_count(index, count))
    }

    pub fn cancel_setup(&self) -> Result<Snapshot, KielaError> {
        self.change(Session::cancel_setup)
    }

    pub fn commit_setup(&self) -> Result<MoveOutcome, KielaError> {
        self.change(Session::commit_setup)
    }

    pub fn last_move(&self) -> Option<MoveOutcome> {
        self.lock().last_move()
    }

    pub fn speed(&self) -> AnimationSpeed {
        self.lock().speed()
    }

    pub fn set_speed(&self, speed: AnimationSpeed) {
        self.lock().set_speed(speed)
    }

    pub fn bookkeeping(&self, statistics: &Statistics) -> Bookkeeping {
        self.lock().bookkeeping(statistics)
    }

    pub fn abandonment(&self) -> Option<Abandonment> {
        self.lock().abandonment()
    }

    pub fn count_abandoned_game(&self, statistics: &mut Statistics) -> bool {
        self.lock().count_abandoned_game(statistics)
    }

    pub fn count_finished_game(&self, statistics: &mut Statistics) -> bool {
        self.lock().count_finished_game(statistics)
    }

    pub fn record_text(&self) -> String {
        self.lock().record_text()
    }

    pub fn save(&self) -> String {
        self.lock().save()
    }
}
