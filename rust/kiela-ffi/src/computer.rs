//! The computer player behind the session: one engine (its table allocated once), a search
//! that other threads can hurry or cancel, and hints.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

use kiela_ai::{zobrist, Engine, EngineSettings, StopHandle};
use kiela_core::{Game, Move, Player, Position};

use crate::board::Spot;
use crate::error::KielaError;
use crate::settings::Level;

/// The level whose search hints use: strong, and quick enough to answer a tap.
const HINT_LEVEL: kiela_ai::Level = kiela_ai::Level::Hard;
/// Hints use a small table of their own, so a hint never waits for the computer's search.
const HINT_TABLE_MEGABYTES: usize = 2;

/// What the computer is asked to think about, taken from the game under the session's lock.
pub(crate) struct Request {
    position: Position,
    history: Vec<u64>,
    level: kiela_ai::Level,
    seed: u64,
    cancels_seen: u64,
    hurries_seen: u64,
}

impl Request {
    pub(crate) fn new(game: &Game, level: Level, game_seed: u64, thinker: &Thinker) -> Request {
        Request {
            position: *game.position(),
            history: zobrist::game_history(game),
            level: level.into(),
            // Each turn gets its own seed, fixed by the game's seed and the turn number.
            seed: game_seed ^ (game.moves().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            cancels_seen: thinker.cancels.load(Ordering::SeqCst),
            hurries_seen: thinker.hurries.load(Ordering::SeqCst),
        }
    }
}

#[derive(Default)]
pub(crate) struct Thinker {
    engine: Mutex<Engine>,
    /// The running search's stop flag, if one runs.
    current: Mutex<Option<StopHandle>>,
    /// Count cancels and hurries, so one that comes before the search starts still counts.
    cancels: AtomicU64,
    hurries: AtomicU64,
}

impl Thinker {
    /// Searches for the computer's turn. Searches run one at a time.
    pub(crate) fn think(&self, request: Request) -> Result<Move, KielaError> {
        let mut engine = lock(&self.engine);
        let stop = StopHandle::new();
        *lock(&self.current) = Some(stop.clone());
        if self.cancels.load(Ordering::SeqCst) != request.cancels_seen
            || self.hurries.load(Ordering::SeqCst) != request.hurries_seen
        {
            stop.stop();
        }
        let choice = engine.choose(&request.position, &request.history, request.level, request.seed, &stop);
        *lock(&self.current) = None;
        if self.cancels.load(Ordering::SeqCst) != request.cancels_seen {
            return Err(KielaError::Cancelled);
        }
        // The session asks only while the game is on, and a game on has a legal move.
        choice.house.map(Move::Sow).ok_or(KielaError::GameOver)
    }

    pub(crate) fn is_thinking(&self) -> bool {
        lock(&self.current).is_some()
    }

    /// Stops the search: it answers with the best move found so far. A change to the game
    /// that makes the answer stale stops it this way too; the session then refuses the answer.
    pub(crate) fn stop(&self) {
        if let Some(stop) = lock(&self.current).as_ref() {
            stop.stop();
        }
    }

    /// Asks for the best move found so far, now or as soon as the search starts.
    pub(crate) fn hurry(&self) {
        self.hurries.fetch_add(1, Ordering::SeqCst);
        self.stop();
    }

    /// Stops the search; it plays nothing.
    pub(crate) fn cancel(&self) {
        self.cancels.fetch_add(1, Ordering::SeqCst);
        self.stop();
    }
}

/// A suggested move for the player to move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Hint {
    pub house: Spot,
    /// Where the move's last stone comes to rest.
    pub lands_in: Spot,
    /// Why, in a few words: "captures 6 stones", "saves 8 stones from capture".
    pub reason: String,
}

pub(crate) fn hint(game: &Game) -> Result<Hint, KielaError> {
    let mut engine = Engine::new(EngineSettings {
        tt_megabytes: HINT_TABLE_MEGABYTES,
        ..Default::default()
    });
    let position = game.position();
    let mover: Player = position.to_move();
    let hint = engine
        .hint(position, &zobrist::game_history(game), HINT_LEVEL, &StopHandle::new())
        .ok_or(KielaError::GameOver)?;
    Ok(Hint {
        house: Spot::new(mover, hint.house),
        lands_in: Spot::new(mover, hint.last),
        reason: hint.text,
    })
}

impl From<Level> for kiela_ai::Level {
    fn from(level: Level) -> kiela_ai::Level {
        match level {
            Level::Beginner => kiela_ai::Level::Beginner,
            Level::Easy => kiela_ai::Level::Easy,
            Level::Medium => kiela_ai::Level::Medium,
            Level::Hard => kiela_ai::Level::Hard,
            Level::Expert => kiela_ai::Level::Expert,
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A search that panicked leaves nothing half-changed behind these locks.
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
