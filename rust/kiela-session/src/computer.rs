//! The computer behind a session: one engine for its moves (its table allocated once), one for
//! hints, and a search that other threads can hurry or cancel.
//!
//! A request is taken from the session under its lock and answered without it, so a person may
//! undo or start a new game meanwhile; the answer carries the revision it was asked for, and
//! the session refuses it once the game has moved on.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use kiela_ai::{zobrist, Engine, EngineSettings, StopHandle};
use kiela_core::{Game, Move, Player, Position};

use crate::board::Spot;
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::reviewed::ReviewValue;
use crate::settings::Level;

/// The level whose search gives hints: the strongest, so a hint is the best move the app knows.
pub(crate) const HINT_LEVEL: Level = Level::Expert;
/// Hints use a small table of their own, so they never disturb the computer's moves (the same
/// seed and turns give the same computer moves, hints or not).
const HINT_TABLE_MEGABYTES: usize = 2;

/// Why a hinted move is good, with its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum HintReason {
    /// After the move the opponent has no legal move: the game is won.
    WinsNow,
    /// The move ends the game by a no-progress rule with the mover ahead on stones.
    WinsOnStones,
    /// The search sees a forced win within `moves` of the mover's own moves.
    ForcesWin { moves: AppInt },
    /// The move captures `stones` stones (all its chained captures together).
    Captures { stones: AppInt },
    /// The opponent's best capture shrinks by `stones`.
    SavesFromCapture { stones: AppInt },
    /// Afterwards the mover threatens to capture `stones` stones with its next move.
    ThreatensCapture { stones: AppInt },
    /// Nothing immediate: the move that keeps the best position.
    BestPosition,
}

impl From<kiela_ai::HintReason> for HintReason {
    fn from(reason: kiela_ai::HintReason) -> HintReason {
        use kiela_ai::HintReason as Ai;
        match reason {
            Ai::WinsNow => HintReason::WinsNow,
            Ai::WinsOnStones => HintReason::WinsOnStones,
            Ai::ForcesWin { moves } => HintReason::ForcesWin { moves: moves.into() },
            Ai::Captures { stones } => HintReason::Captures { stones: stones.into() },
            Ai::SavesFromCapture { stones } => HintReason::SavesFromCapture { stones: stones.into() },
            Ai::ThreatensCapture { stones } => HintReason::ThreatensCapture { stones: stones.into() },
            Ai::Positional => HintReason::BestPosition,
        }
    }
}

/// A suggested move, where its last stone lands, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Hint {
    pub house: Spot,
    /// Where the move's last stone comes to rest, after every relay and capture.
    pub lands_in: Spot,
    pub reason: HintReason,
    /// The position after the move, for the mover: the winning chance, or a proven result;
    /// none where the reason already tells the result (a win now, on stones, or forced).
    pub value: Option<ReviewValue>,
}

/// What a search is asked, taken from the session under its lock.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    pub(crate) position: Position,
    pub(crate) history: Vec<u64>,
    /// The computer's level, or [`HINT_LEVEL`] for a hint.
    pub(crate) level: Level,
    pub(crate) seed: u64,
    /// The expert opening's first turn: the computer may rearrange instead of sowing.
    pub(crate) setup_allowed: bool,
    pub(crate) revision: i64,
    /// A clock on the search, for slow phones ([`SearchRequest::with_time_cap`]).
    time_cap: Option<Duration>,
    cancels_seen: u64,
    hurries_seen: u64,
    ponder_stops_seen: u64,
}

impl SearchRequest {
    /// The same request with a wall-clock cap: the search stops by then even where the node
    /// budget would take longer (a slow phone), and its move then depends on the device.
    pub fn with_time_cap(self, cap: Duration) -> SearchRequest {
        SearchRequest {
            time_cap: Some(cap),
            ..self
        }
    }
}

/// The computer's answer to a request for its move, for [`crate::Session::play_computer`].
#[derive(Clone, Debug)]
pub struct ComputerAnswer {
    pub(crate) revision: i64,
    pub(crate) turn: Result<Move, KielaError>,
}

/// A hint's answer, for [`crate::Session::accept_hint`].
#[derive(Clone, Debug)]
pub struct HintAnswer {
    pub(crate) revision: i64,
    pub(crate) hint: Result<Hint, KielaError>,
}

/// The computer: thread-safe, one search at a time.
#[derive(Default)]
pub struct Computer {
    engine: Mutex<Engine>,
    /// Made on the first hint.
    hint_engine: Mutex<Option<Engine>>,
    /// The running search's number and stop flag, if one runs.
    current: Mutex<Option<(u64, StopHandle)>>,
    /// Numbers the searches, so one that ends clears only its own slot.
    searches: AtomicU64,
    /// Cancels and hurries are counted, so one that comes before the search starts still counts.
    cancels: AtomicU64,
    hurries: AtomicU64,
    /// The running ponder's stop flag, if one runs.
    pondering: Mutex<Option<StopHandle>>,
    /// Stops of pondering are counted, so one that comes before the ponder starts still counts.
    ponder_stops: AtomicU64,
    /// The revision pondered last and the positions searched at it so far: a ponder stopped and
    /// started again at the same position (the app went to the background and came back) goes
    /// on with what is left of its budget instead of a fresh one.
    pondered: Mutex<Option<(i64, u64)>>,
}

impl Computer {
    pub(crate) fn request(&self, game: &Game, level: Level, seed: u64, revision: i64) -> SearchRequest {
        SearchRequest {
            position: *game.position(),
            history: zobrist::game_history(game),
            level,
            // Each turn gets its own seed, fixed by the game's seed and the turn number.
            seed: seed ^ (game.moves().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            setup_allowed: game.setup_allowed(),
            revision,
            time_cap: None,
            cancels_seen: self.cancels.load(Ordering::SeqCst),
            hurries_seen: self.hurries.load(Ordering::SeqCst),
            ponder_stops_seen: self.ponder_stops.load(Ordering::SeqCst),
        }
    }

    /// Searches for the computer's turn: a sowing, or on its first turn with the expert
    /// opening a rearrangement when its level judges one better. Blocks while it thinks.
    pub fn think(&self, request: SearchRequest) -> ComputerAnswer {
        let level = kiela_ai::Level::from(request.level).config();
        let config = match request.time_cap {
            Some(cap) => level.with_time_cap(cap),
            None => level,
        };
        // The person moved: what the ponder has found so far is the move's head start.
        self.stop_pondering();
        let mut engine = lock(&self.engine);
        let turn = self.search(&request, |stop| {
            engine.choose_turn_with(
                &request.position,
                &request.history,
                &config,
                request.seed,
                stop,
                request.setup_allowed,
            )
        });
        ComputerAnswer {
            revision: request.revision,
            turn,
        }
    }

    /// Ponders on the person's time: searches the person's position for at most `nodes` in
    /// all, however often it is stopped and started again there, keeping the engine's table
    /// warm for the computer's next move. Blocks until the budget is spent or
    /// [`Computer::stop_pondering`] (which the computer's own search calls first); returns the
    /// positions this call searched.
    pub fn ponder(&self, request: &SearchRequest, nodes: u64) -> u64 {
        let stop = StopHandle::new();
        *lock(&self.pondering) = Some(stop.clone());
        if self.ponder_stops.load(Ordering::SeqCst) != request.ponder_stops_seen {
            stop.stop();
        }
        let spent_here = |pondered: &Option<(i64, u64)>| match *pondered {
            Some((revision, spent)) if revision == request.revision => spent,
            _ => 0,
        };
        let left = nodes.saturating_sub(spent_here(&lock(&self.pondered)));
        let mut searched = 0;
        // Never in the way of the computer's own search: if it holds the engine, no ponder.
        if let (false, true, Ok(mut engine)) = (stop.is_stopped(), left > 0, self.engine.try_lock()) {
            searched = engine.ponder(&request.position, &request.history, left, &stop).nodes;
            let mut pondered = lock(&self.pondered);
            *pondered = Some((request.revision, spent_here(&pondered) + searched));
        }
        let mut slot = lock(&self.pondering);
        if slot.as_ref().is_some_and(|running| running.same_as(&stop)) {
            *slot = None;
        }
        searched
    }

    /// Stops a ponder at once (its work stays in the table).
    pub fn stop_pondering(&self) {
        self.ponder_stops.fetch_add(1, Ordering::SeqCst);
        if let Some(stop) = lock(&self.pondering).as_ref() {
            stop.stop();
        }
    }

    pub fn is_pondering(&self) -> bool {
        lock(&self.pondering).is_some()
    }

    /// Searches for a hint. Blocks while it thinks; `cancel` stops it with `Cancelled`.
    pub fn hint(&self, request: SearchRequest) -> HintAnswer {
        let mut slot = lock(&self.hint_engine);
        let engine = slot.get_or_insert_with(|| {
            Engine::new(EngineSettings {
                tt_megabytes: HINT_TABLE_MEGABYTES,
                ..Default::default()
            })
        });
        let mover = request.position.to_move();
        let hint = self.search(&request, |stop| {
            engine
                .hint(&request.position, &request.history, request.level.into(), stop)
                .map(|hint| hint_of(mover, &hint))
        });
        HintAnswer {
            revision: request.revision,
            hint,
        }
    }

    /// Runs `search` with a stop flag other threads can raise; `Cancelled` when cancelled.
    fn search<T>(
        &self,
        request: &SearchRequest,
        search: impl FnOnce(&StopHandle) -> Option<T>,
    ) -> Result<T, KielaError> {
        let stop = StopHandle::new();
        let number = self.searches.fetch_add(1, Ordering::SeqCst);
        *lock(&self.current) = Some((number, stop.clone()));
        if self.cancelled_since(request) || self.hurries.load(Ordering::SeqCst) != request.hurries_seen {
            stop.stop();
        }
        let found = search(&stop);
        let mut current = lock(&self.current);
        if current.as_ref().is_some_and(|(running, _)| *running == number) {
            *current = None;
        }
        drop(current);
        if self.cancelled_since(request) {
            return Err(KielaError::Cancelled);
        }
        // Requests are made only while the game is on, and a game on has a legal move.
        found.ok_or(KielaError::GameOver)
    }

    fn cancelled_since(&self, request: &SearchRequest) -> bool {
        self.cancels.load(Ordering::SeqCst) != request.cancels_seen
    }

    pub fn is_thinking(&self) -> bool {
        lock(&self.current).is_some()
    }

    /// Stops the search: it answers with the best move found so far. A change to the game
    /// stops it this way, and the session then refuses the stale answer.
    pub fn stop(&self) {
        if let Some((_, stop)) = lock(&self.current).as_ref() {
            stop.stop();
        }
    }

    /// Asks for the best move found so far, now or as soon as the search starts.
    pub fn hurry(&self) {
        self.hurries.fetch_add(1, Ordering::SeqCst);
        self.stop();
    }

    /// Stops the search (the computer's move or a hint) without an answer: `Cancelled`.
    /// A cancel that comes after the request but before the search starts still counts.
    pub fn cancel(&self) {
        self.cancels.fetch_add(1, Ordering::SeqCst);
        self.stop();
    }
}

fn hint_of(mover: Player, hint: &kiela_ai::Hint) -> Hint {
    Hint {
        house: Spot::new(mover, hint.house),
        lands_in: Spot::new(mover, hint.last),
        reason: hint.reason.into(),
        value: match hint.reason {
            kiela_ai::HintReason::WinsNow
            | kiela_ai::HintReason::WinsOnStones
            | kiela_ai::HintReason::ForcesWin { .. } => None,
            _ => Some(ReviewValue::of_score(hint.score)),
        },
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A search that panicked leaves nothing half-changed behind these locks.
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
