//! The game session: the one object the apps hold. Turns, the computer's turn, undo and redo,
//! hints, records and saves all live here, so the apps only draw, animate and forward taps.
//!
//! Every method takes `&self` and is safe from any thread. The computer thinks without
//! holding the game: a person may undo or start a new game meanwhile. Any such change stops the
//! search and makes its result stale, and a stale result is refused, never played.

use std::sync::{Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

use kiela_core::exchange::{parse_record_text, record_text};
use kiela_core::{Game, Move, Player, Trace, HOUSES_PER_PLAYER};

use crate::board::{house_at, Side};
use crate::computer::{self, Hint, Thinker};
use crate::error::KielaError;
use crate::events::{move_events, MoveEvent};
use crate::save::{restore_json, save_json, Saved};
use crate::settings::{GameSettings, Seat};
use crate::snapshot::{snapshot, SessionFlags, Snapshot};

/// What a turn did: the events to animate and the game afterwards.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveOutcome {
    pub mover: Side,
    /// The turn in notation: `o3`, or `setup …` for a rearrangement.
    pub turn: String,
    /// The sowing step by step (empty for a rearrangement); see `animation_timeline`.
    pub events: Vec<MoveEvent>,
    /// Stones taken from the opponent.
    pub captured: u32,
    pub snapshot: Snapshot,
}

#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
    thinker: Thinker,
}

struct State {
    saved: Saved,
    /// Bumped by every change to the game, so a computer move worked out for an earlier
    /// game can be recognised and refused.
    generation: u64,
}

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
        GameSession::from_saved(Saved {
            settings,
            game: Game::new(settings.start(), settings.expert_opening),
            redo: Vec::new(),
            seed,
        })
    }

    /// Restores a session saved with [`GameSession::save`].
    #[uniffi::constructor]
    pub fn restore(json: String) -> Result<GameSession, KielaError> {
        restore_json(&json).map(GameSession::from_saved)
    }

    /// A session that continues a shared game record, with the given seats.
    #[uniffi::constructor]
    pub fn from_record_text(text: String, south: Seat, north: Seat) -> Result<GameSession, KielaError> {
        let game = parse_record_text(&text).map_err(|e| KielaError::BadRecord { reason: e.to_string() })?;
        let settings = GameSettings::of_game(&game, south, north)
            .map_err(|reason| KielaError::BadRecord { reason: reason.into() })?;
        Ok(GameSession::from_saved(Saved {
            settings,
            game,
            redo: Vec::new(),
            seed: fresh_seed(),
        }))
    }

    pub fn settings(&self) -> GameSettings {
        self.lock().saved.settings
    }

    pub fn snapshot(&self) -> Snapshot {
        self.lock().snapshot()
    }

    /// A person sows the house at `index` in board order (see `Spot`): the index of a tapped
    /// house, or of one of the snapshot's legal houses. A number rather than a name, so the
    /// call needs no buffer for its argument.
    pub fn play(&self, index: u32) -> Result<MoveOutcome, KielaError> {
        let (owner, house) = house_at(index as usize).ok_or(KielaError::NotOnBoard { index })?;
        let mut state = self.lock();
        state.require_person_to_move()?;
        if owner != state.saved.game.position().to_move() {
            return Err(KielaError::NotYourHouse {
                house: format!("{owner}'s {house}"),
            });
        }
        state.play(Move::Sow(house))
    }

    /// A person rearranges their stones (expert opening, first turn): 20 counts in loop order
    /// `o1`…`o10`, `i10`…`i1`.
    pub fn play_setup(&self, counts: Vec<u32>) -> Result<MoveOutcome, KielaError> {
        let mut state = self.lock();
        state.require_person_to_move()?;
        let side = state.setup_side(&counts)?;
        state.play(Move::Setup(side))
    }

    /// The computer plays its turn. Blocks while it thinks: call it on a background thread.
    ///
    /// Fails with `Cancelled` after [`GameSession::cancel_thinking`], with `StaleComputerMove`
    /// when the game changed meanwhile (undo, new game, restore), and with `PersonToMove` when
    /// the side to move is not the computer's.
    pub fn computer_move(&self) -> Result<MoveOutcome, KielaError> {
        let (request, generation) = {
            let state = self.lock();
            let level = match state.seat_to_move() {
                _ if state.saved.game.status().is_over() => return Err(KielaError::GameOver),
                Seat::Computer { level } => level,
                Seat::Person => return Err(KielaError::PersonToMove),
            };
            let request = computer::Request::new(&state.saved.game, level, state.saved.seed, &self.thinker);
            (request, state.generation)
        };
        let thought = self.thinker.think(request);
        let mut state = self.lock();
        if state.generation != generation {
            return Err(KielaError::StaleComputerMove);
        }
        state.play(thought?)
    }

    /// Whether the computer is thinking about a move right now.
    pub fn is_thinking(&self) -> bool {
        self.thinker.is_thinking()
    }

    /// Makes the computer play the best move it has found so far; a call that comes just before
    /// its search starts still counts.
    pub fn move_now(&self) {
        self.thinker.hurry();
    }

    /// Stops the computer's thinking without a move: `computer_move` returns `Cancelled`.
    pub fn cancel_thinking(&self) {
        self.thinker.cancel();
    }

    /// Takes back the last turn; against the computer, back to the person's previous turn.
    pub fn undo(&self) -> Result<Snapshot, KielaError> {
        let mut state = self.lock();
        let count = state.undo_count().ok_or(KielaError::NothingToUndo)?;
        self.thinker.stop();
        for _ in 0..count {
            let turn = state.saved.game.undo().expect("undo_count counts played turns");
            state.saved.redo.push(turn);
        }
        state.changed();
        Ok(state.snapshot())
    }

    /// Plays again what the last undo took back.
    pub fn redo(&self) -> Result<Snapshot, KielaError> {
        let mut state = self.lock();
        let first = state.saved.redo.pop().ok_or(KielaError::NothingToRedo)?;
        self.thinker.stop();
        state
            .saved
            .game
            .play(first)
            .expect("redo holds turns that were played from here");
        while state.seat_to_move() != Seat::Person && !state.saved.game.status().is_over() {
            let Some(turn) = state.saved.redo.pop() else { break };
            state
                .saved
                .game
                .play(turn)
                .expect("redo holds turns that were played from here");
        }
        state.changed();
        Ok(state.snapshot())
    }

    /// The best move for the side to move, where its last stone lands, and why.
    pub fn hint(&self) -> Result<Hint, KielaError> {
        let game = self.lock().saved.game.clone();
        if game.status().is_over() {
            return Err(KielaError::GameOver);
        }
        computer::hint(&game)
    }

    /// Starts a new game in this session; a computer still thinking about the old one is
    /// stopped and its move refused.
    pub fn new_game(&self, settings: GameSettings) -> Snapshot {
        self.thinker.stop();
        let mut state = self.lock();
        state.saved = Saved {
            settings,
            game: Game::new(settings.start(), settings.expert_opening),
            redo: Vec::new(),
            seed: fresh_seed(),
        };
        state.changed();
        state.snapshot()
    }

    /// The game as plain text to share.
    pub fn record_text(&self) -> String {
        record_text(&self.lock().saved.game)
    }

    /// The whole session as versioned JSON, for [`GameSession::restore`].
    pub fn save(&self) -> String {
        save_json(&self.lock().saved)
    }
}

impl GameSession {
    fn from_saved(saved: Saved) -> GameSession {
        GameSession {
            state: Mutex::new(State { saved, generation: 0 }),
            thinker: Thinker::default(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Nothing here leaves the state half-changed, so a panic elsewhere does not spoil it.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl State {
    fn seat_to_move(&self) -> Seat {
        self.saved.settings.seat(self.saved.game.position().to_move())
    }

    fn require_person_to_move(&self) -> Result<(), KielaError> {
        if self.saved.game.status().is_over() {
            return Err(KielaError::GameOver);
        }
        match self.seat_to_move() {
            Seat::Person => Ok(()),
            Seat::Computer { .. } => Err(KielaError::ComputerToMove),
        }
    }

    /// The 20 counts of a rearrangement, as the core takes them.
    fn setup_side(&self, counts: &[u32]) -> Result<[u8; HOUSES_PER_PLAYER], KielaError> {
        if !self.saved.game.setup_allowed() {
            return Err(KielaError::SetupNotAllowed);
        }
        if counts.len() != HOUSES_PER_PLAYER {
            return Err(KielaError::SetupLength {
                found: counts.len() as u32,
            });
        }
        let position = self.saved.game.position();
        let expected = position.stones_of(position.to_move());
        let found = counts.iter().fold(0u32, |sum, &c| sum.saturating_add(c));
        match counts.iter().map(|&c| u8::try_from(c)).collect::<Result<Vec<u8>, _>>() {
            Ok(side) if found == expected => Ok(side.try_into().expect("20 counts checked above")),
            _ => Err(KielaError::SetupTotal { expected, found }),
        }
    }

    fn play(&mut self, turn: Move) -> Result<MoveOutcome, KielaError> {
        let before = *self.saved.game.position();
        let mover = before.to_move();
        let mut trace = Trace::new(mover);
        let summary = self.saved.game.play_observed(turn, &mut trace)?;
        self.saved.redo.clear();
        self.changed();
        Ok(MoveOutcome {
            mover: mover.into(),
            turn: turn.to_string(),
            events: move_events(&before, &trace),
            captured: summary.map_or(0, |s| s.captured.into()),
            snapshot: self.snapshot(),
        })
    }

    fn changed(&mut self) {
        self.generation += 1;
    }

    /// How many turns an undo takes back: back to before the last turn a person played, or the
    /// last turn when the computer plays both sides. `None` when there is nothing to undo.
    fn undo_count(&self) -> Option<usize> {
        let game = &self.saved.game;
        let turns = game.moves().len();
        let first = game.start().to_move();
        let mover_of = |turn: usize| {
            if turn.is_multiple_of(2) {
                first
            } else {
                first.opponent()
            }
        };
        let is_person = |player: Player| self.saved.settings.seat(player) == Seat::Person;
        if !Player::BOTH.into_iter().any(is_person) {
            return (turns > 0).then_some(1);
        }
        (0..turns)
            .rev()
            .find(|&turn| is_person(mover_of(turn)))
            .map(|turn| turns - turn)
    }

    fn snapshot(&self) -> Snapshot {
        let game = &self.saved.game;
        let flags = SessionFlags {
            computer_to_move: !game.status().is_over() && self.seat_to_move() != Seat::Person,
            can_undo: self.undo_count().is_some(),
            can_redo: !self.saved.redo.is_empty(),
        };
        snapshot(game, flags)
    }
}

/// A seed that differs from game to game, so the computer does not repeat itself.
fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
