//! The Kiela game API for the Android and iOS apps, exported with UniFFI: the only crate that
//! knows UniFFI. The game itself is kiela-session's; this crate declares its types for the
//! bindings and delegates. No panic crosses this boundary: every refusal is a `KielaError`
//! and leaves the game unchanged.

uniffi::setup_scaffolding!("kiela");

mod session;
mod types;

pub use kiela_session::{
    AnimationSpeed, AnimationStep, AppInt, CaptureSowing, EndReason, GameResult, GameSettings, Hint, HintReason, House,
    HouseMark, KielaError, Level, MarkKind, MoveOutcome, Opponent, OpponentStatistics, PersonOutcome, Row, RuleFacts,
    Seat, SetupDraft, Side, Snapshot, Spot, Statistics, StepKind, StoneCounts, Tally, Turn, Variant,
};

pub use session::GameSession;

/// The spot at `index` in board order (0…39), for an app that works from a tapped cell.
#[uniffi::export]
pub fn spot_at(index: AppInt) -> Option<Spot> {
    Spot::at(index)
}

/// The spot of `side`'s house `house`.
#[uniffi::export]
pub fn spot_of(side: Side, house: House) -> Spot {
    Spot::of(side, house)
}

/// A person (South) against the computer at Medium, standard rules, South first.
#[uniffi::export]
pub fn default_settings() -> GameSettings {
    GameSettings::default()
}

/// The numbers of the rules of `variant` an app shows.
#[uniffi::export]
pub fn rule_facts(variant: Variant) -> RuleFacts {
    RuleFacts::of(variant)
}

/// The computer's levels, weakest first, for a picker.
#[uniffi::export]
pub fn levels() -> Vec<Level> {
    Level::ALL.to_vec()
}

/// The animation speeds, slowest first, for a picker.
#[uniffi::export]
pub fn animation_speeds() -> Vec<AnimationSpeed> {
    AnimationSpeed::ALL.to_vec()
}

/// The error in English, for logs and as a fallback; apps word errors from their fields.
#[uniffi::export]
pub fn error_message(error: KielaError) -> String {
    error.to_string()
}

/// No games yet: the statistics of a first launch, or of a fresh start after a bad file.
#[uniffi::export]
pub fn empty_statistics() -> Statistics {
    Statistics::new()
}

/// Statistics saved with `statisticsJson`; a corrupt file or one from a newer app is refused.
#[uniffi::export]
pub fn statistics_from_json(json: String) -> Result<Statistics, KielaError> {
    Ok(Statistics::from_json(&json)?)
}

/// The statistics as versioned JSON, for the app to store.
#[uniffi::export]
pub fn statistics_json(statistics: Statistics) -> String {
    statistics.to_json()
}
