//! The one object an app holds: a thin shell over kiela-session's shared session. Every method
//! delegates; the session does the locking, and every refusal is a typed error.

use std::time::{SystemTime, UNIX_EPOCH};

use crate::{
    AnimationSpeed, AppInt, Bookkeeping, GameSettings, Hint, KielaError, MoveOutcome, Seat, Session, SharedSession,
    Snapshot, Statistics, Tapped,
};

#[derive(uniffi::Object)]
pub struct GameSession(SharedSession);

#[uniffi::export]
impl GameSession {
    /// A new game.
    #[uniffi::constructor]
    pub fn new(settings: GameSettings) -> GameSession {
        GameSession::with_seed(settings, fresh_seed())
    }

    /// A new game whose computer moves follow from `seed`: the same seed and the same turns
    /// give the same computer moves.
    #[uniffi::constructor]
    pub fn with_seed(settings: GameSettings, seed: u64) -> GameSession {
        GameSession::of(Session::new(settings, seed))
    }

    /// A session saved with `save`; a corrupt save or one from a newer app is refused.
    #[uniffi::constructor]
    pub fn from_save(json: String) -> Result<GameSession, KielaError> {
        Session::restore(&json).map(GameSession::of)
    }

    /// A session that continues a shared game record, with the given seats.
    #[uniffi::constructor]
    pub fn from_record_text(text: String, south: Seat, north: Seat) -> Result<GameSession, KielaError> {
        Session::from_record_text(&text, south, north, fresh_seed()).map(GameSession::of)
    }

    pub fn settings(&self) -> GameSettings {
        self.0.settings()
    }

    pub fn snapshot(&self) -> Snapshot {
        self.0.snapshot()
    }

    /// A person sows the house at `index` in board order (a tap's house, or a legal house's
    /// `index`). Refused, changing nothing: off the board, game over, the computer's turn, the
    /// opponent's house, a house that cannot be sown.
    pub fn play(&self, index: AppInt) -> Result<MoveOutcome, KielaError> {
        self.0.play(index)
    }

    /// A person's tap on the house at `index`, as the snapshot's `taps` say: sows it, or in the
    /// rearrangement takes a stone from it or puts the stone down there. Refused, changing
    /// nothing, for the reason `taps` gives.
    pub fn tap(&self, index: AppInt) -> Result<Tapped, KielaError> {
        self.0.tap(index)
    }

    /// The computer plays its turn. Blocks while it thinks: call it off the main thread.
    /// `Cancelled` after `cancelThinking`, `StaleComputerMove` when the game changed meanwhile.
    /// Pass the snapshot's revision the turn was asked for as `at_revision`: if the game is no
    /// longer there when the worker gets to it, the answer is `StaleComputerMove` at once.
    #[uniffi::method(default(at_revision = None))]
    pub fn computer_move(&self, at_revision: Option<i64>) -> Result<MoveOutcome, KielaError> {
        self.0.computer_move(at_revision)
    }

    /// The best move for the person to move. Blocks while it thinks: call it off the main
    /// thread; `cancelThinking` stops it. Refused on the computer's turn. `at_revision` as for
    /// `computerMove`.
    #[uniffi::method(default(at_revision = None))]
    pub fn hint(&self, at_revision: Option<i64>) -> Result<Hint, KielaError> {
        self.0.hint(at_revision)
    }

    /// Whether the computer (or a hint) is thinking right now.
    pub fn is_thinking(&self) -> bool {
        self.0.is_thinking()
    }

    /// Makes the computer play the best move found so far; counts even just before it starts.
    pub fn move_now(&self) {
        self.0.move_now()
    }

    /// Stops the computer's thinking (or a hint's) without an answer: `Cancelled`. Counts even
    /// when it comes before the search has started.
    pub fn cancel_thinking(&self) {
        self.0.cancel_thinking()
    }

    /// Takes back the last turn; against the computer, back to the person's previous turn.
    pub fn undo(&self) -> Result<Snapshot, KielaError> {
        self.0.undo()
    }

    /// Plays again what the last undo took back.
    pub fn redo(&self) -> Result<Snapshot, KielaError> {
        self.0.redo()
    }

    /// A new game in this session; a search still running is stopped and its answer refused.
    pub fn new_game(&self, settings: GameSettings) -> Snapshot {
        self.0.new_game(settings, fresh_seed())
    }

    /// Replaces the game with a saved one (stopping any search); a corrupt save changes nothing.
    pub fn restore(&self, json: String) -> Result<Snapshot, KielaError> {
        self.0.restore(&json)
    }

    /// Starts drafting an expert-opening rearrangement (the first turn only).
    pub fn begin_setup(&self) -> Result<Snapshot, KielaError> {
        self.0.begin_setup()
    }

    /// Moves one drafted stone from the house at board index `from` to the one at `to`.
    pub fn setup_move_stone(&self, from: AppInt, to: AppInt) -> Result<Snapshot, KielaError> {
        self.0.setup_move_stone(from, to)
    }

    /// Sets the drafted count of the house at `index`; stones not placed stay in hand.
    pub fn setup_set_count(&self, index: AppInt, count: AppInt) -> Result<Snapshot, KielaError> {
        self.0.setup_set_count(index, count)
    }

    pub fn cancel_setup(&self) -> Result<Snapshot, KielaError> {
        self.0.cancel_setup()
    }

    /// Plays the draft as the rearrangement; every stone must be placed.
    pub fn commit_setup(&self) -> Result<MoveOutcome, KielaError> {
        self.0.commit_setup()
    }

    /// The last turn again, to replay or mark it after a restore.
    pub fn last_move(&self) -> Option<MoveOutcome> {
        self.0.last_move()
    }

    pub fn animation_speed(&self) -> AnimationSpeed {
        self.0.speed()
    }

    /// The speed the following turns' timelines are made at.
    pub fn set_animation_speed(&self, speed: AnimationSpeed) {
        self.0.set_speed(speed)
    }

    /// What to keep after a change, in one call: the save, and `statistics` updated when the
    /// change finished a game that counts (once: undo after the end, redo and restore never
    /// count a game twice).
    pub fn bookkeeping(&self, statistics: Statistics) -> Bookkeeping {
        self.0.bookkeeping(&statistics)
    }

    /// Counts the finished game in `statistics` and returns them updated, or `null`/`nil` when
    /// there is nothing to count: the game is on, has no person, or was counted already (undo
    /// after the end, redo and restore never count a game twice).
    pub fn count_finished_game(&self, statistics: Statistics) -> Option<Statistics> {
        let mut statistics = statistics;
        self.0.count_finished_game(&mut statistics).then_some(statistics)
    }

    /// The game as plain text to share.
    pub fn record_text(&self) -> String {
        self.0.record_text()
    }

    /// The whole session as versioned JSON, for `fromSave` or `restore`.
    pub fn save(&self) -> String {
        self.0.save()
    }
}

impl GameSession {
    fn of(session: Session) -> GameSession {
        GameSession(SharedSession::new(session))
    }
}

/// A seed that differs from game to game, so the computer does not repeat itself.
fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
