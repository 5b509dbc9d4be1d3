//! The app's brain, shared by the Android and iOS shells: an [`AppDriver`] made with the app's
//! data folder takes [`AppEvent`]s and hands a [`ScreenListener`] one [`GameScreen`] per change.

mod driver;
mod preferences;
mod screen;
mod store;

pub use driver::{AppDriver, AppEvent, GuideAnswer, ScreenListener};
pub use preferences::Preferences;
pub use screen::{Controls, GameScreen, Notice, NoticeKind};
