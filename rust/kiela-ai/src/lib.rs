//! The computer opponent for Kiela.
//!
//! - [`Engine`]: alpha-beta search (PVS, iterative deepening, transposition table, capture
//!   quiescence) with exact end rules, a deterministic node budget, an optional clock and a
//!   [`StopHandle`] the UI can raise from another thread.
//! - [`Level`]: five playing strengths from Beginner to Expert; the same seed gives the same move.
//! - [`Engine::hint`]: the best move with the house its last stone lands in and a reason.
//! - [`baselines`]: random, greedy and MCTS players to measure the engine against.
//! - [`puzzles`]: the proofs behind the puzzles: the one move that takes the most, the forced win.
//! - [`Agent`] and [`arena`]: pit any two players; [`bench`](mod@bench): speed measurements.
//!
//! ```
//! use kiela_ai::{zobrist, Engine, Level, StopHandle};
//! use kiela_core::{Game, Move, Player, Position, Rules};
//!
//! let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
//! let mut engine = Engine::default(); // allocate once, reuse for the whole game
//! let history = zobrist::game_history(&game);
//! let stop = StopHandle::new(); // a clone can stop the search from the UI thread
//! let choice = engine.choose(game.position(), &history, Level::Easy, 42, &stop);
//! game.play(Move::Sow(choice.house.unwrap())).unwrap();
//!
//! let hint = engine.hint(game.position(), &zobrist::game_history(&game), Level::Easy, &stop).unwrap();
//! println!("play {} (ends in {}): {}", hint.house, hint.last, hint.text);
//! ```

mod children;
mod human;
mod lap;
mod repetition;
mod rng;
mod stop;
mod tt;

pub mod agent;
pub mod arena;
pub mod baselines;
pub mod bench;
pub mod chance;
pub mod eval;
pub mod hint;
pub mod levels;
pub mod openings;
pub mod puzzles;
pub mod search;
pub mod setup;
pub mod zobrist;

pub use agent::{Agent, AgentSpec, MoveRequest};
pub use chance::win_chance;
pub use eval::Weights;
pub use hint::{Hint, HintReason};
pub use human::Glance;
pub use levels::{Choice, Level, LevelConfig, Style, Variety};
pub use rng::Rng;
pub use search::{Engine, EngineSettings, RootMove, SearchLimits, SearchReport};
pub use stop::StopHandle;
pub use tt::DEFAULT_TT_MEGABYTES;
