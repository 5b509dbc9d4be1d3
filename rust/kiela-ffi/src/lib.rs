//! The Kiela game API for the Android and iOS apps, exported with UniFFI.
//!
//! The apps hold one [`GameSession`] and only draw, animate and forward taps: turns, the
//! computer's turn, undo and redo, hints, shareable records and saves all live here. No panic
//! crosses this boundary: every refusal is a [`KielaError`] and leaves the game unchanged.

uniffi::setup_scaffolding!("kiela");

mod board;
mod computer;
mod error;
mod events;
mod save;
mod session;
mod settings;
mod snapshot;
mod timeline;

pub use board::{spot_at, spot_of, House, Side, Spot};
pub use computer::Hint;
pub use error::{error_message, KielaError};
pub use events::MoveEvent;
pub use session::{GameSession, MoveOutcome};
pub use settings::{default_settings, CaptureSowing, GameSettings, Level, Seat, Variant};
pub use snapshot::{EndReason, GameStatus, SideCounts, Snapshot, StoneCounts};
pub use timeline::{animation_timeline, timeline_duration_ms, AnimationSpeed, AnimationStep, StepKind};
