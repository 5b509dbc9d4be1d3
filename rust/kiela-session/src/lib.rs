//! One game of Kiela as a person plays it, in plain Rust: the brain behind the CLI's `kiela
//! play` and the Android and iOS apps (through `kiela-ffi`, the only crate that knows UniFFI).
//!
//! - [`Session`]: seats, turns, the computer's turn, undo back to the person's turn, redo, the
//!   expert setup drafted by tapping, hints, records and versioned saves.
//! - [`SharedSession`]: the same for several threads, with a [`Computer`] that thinks without
//!   holding the game and whose late answers are refused by revision.
//! - [`timeline`](mod@timeline): a move as timed keyframes, so both apps animate alike and only draw.
//! - [`Statistics`]: games per level, counted once per finished game.
//!
//! Everything an app shows is data (enums, numbers, [`Spot`]s); the apps word it.

mod board;
mod computer;
mod error;
mod events;
mod marks;
mod numbers;
mod outcome;
mod save;
mod session;
mod settings;
mod setup;
mod shared;
mod snapshot;
mod statistics;
pub mod timeline;

pub use board::{board_counts, board_index, house_at, House, Row, Side, Spot, BOARD_HOUSES};
pub use computer::{Computer, ComputerAnswer, Hint, HintAnswer, HintReason, SearchRequest};
pub use error::KielaError;
pub use events::{move_events, MoveEvent};
pub use marks::{marks, HouseMark, MarkKind};
pub use numbers::{AppInt, SmallInt, StoneCounts};
pub use outcome::{MoveOutcome, Turn};
pub use session::Session;
pub use settings::{CaptureSowing, GameSettings, Level, RuleFacts, Seat, Variant};
pub use setup::SetupDraft;
pub use shared::SharedSession;
pub use snapshot::{EndReason, GameResult, PersonOutcome, Snapshot};
pub use statistics::{
    FinishedGame, Opponent, OpponentStatistics, Statistics, StatisticsError, Tally, STATISTICS_FORMAT,
    STATISTICS_VERSION,
};
pub use timeline::{timeline, AnimationSpeed, AnimationStep, ParseSpeedError, StepKind, Timeline};
