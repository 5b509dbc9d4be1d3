//! The app's brain, shared by the Android and iOS shells: an [`AppDriver`] made with the app's
//! data folder takes [`AppEvent`]s and hands a [`ScreenListener`] one [`GameScreen`] per change.

mod driver;
mod events;
mod exercise_desk;
mod game;
mod pondering;
mod preferences;
mod puzzle_desk;
mod review_desk;
mod screen;
mod seats;
mod sentences;
mod store;
mod study;

pub use driver::{AppDriver, TestFaults};
pub use events::{AppEvent, GuideAnswer, ScreenListener};
pub use preferences::Preferences;
pub use screen::{AbandonQuestion, Controls, GameScreen, Notice};
pub use seats::SeatCard;
pub use sentences::{GameWords, ResultWords, SeatWords};
pub use study::{ExerciseRow, PuzzleScreen, ReviewPhase, ReviewScreen};
