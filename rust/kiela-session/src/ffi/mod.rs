//! The game API for the Android and iOS apps, exported with UniFFI (the `uniffi` feature): the
//! component `kiela`, which the bindings name `app.kiela.core` (Kotlin) and `KielaCore` (Swift),
//! see uniffi.toml. The session's own types derive their UniFFI traits where they are defined,
//! and the app driver and the phrase builders are exported where they are written; here are
//! the lower-level objects (a game session, a reviewer, a puzzle session, which the bindings'
//! tests exercise) and the free functions. Every method delegates to the session. No panic crosses this boundary: every refusal is a `KielaError` and leaves the game
//! unchanged. The library the apps load is kiela-ffi's, which links this crate.

// `settle_unreadable_file` and `set_aside_file` for the apps: exported only (the crate's own
// take a path and an error by reference).
mod driver;
mod files;
mod puzzles;
mod review;
mod session;

use crate::{
    level_rating, notation, AnimationSpeed, AppInt, GameSettings, House, KielaError, Level, LevelRating, NewGameChoice,
    Refusal, RuleFacts, Side, Spot, Statistics, StoneLayout, Variant, BOARD_HOUSES,
};

pub use puzzles::{
    all_puzzles, daily_puzzle_on, puzzles_overview_on, statistics_with_solved_puzzle, today_date, PuzzleSession,
};
pub use review::GameReviewer;
pub use session::GameSession;

/// The spot at `index` in board order (0…39), for an app that works from a tapped cell.
#[uniffi::export]
pub fn spot_at(index: AppInt) -> Option<Spot> {
    Spot::at(index)
}

/// Each house's name as the game's texts write it (`o1` … `i10`, by its owner's numbering), in
/// board order: the faint names on the board.
#[uniffi::export]
pub fn house_notations() -> Vec<String> {
    (0..BOARD_HOUSES)
        .filter_map(|index| Spot::at(AppInt::from(index)))
        .map(notation)
        .collect()
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

/// The new-game sheet's first choices: the computer at Easy, the person South and first, the
/// standard rules.
#[uniffi::export]
pub fn default_new_game_choice() -> NewGameChoice {
    NewGameChoice::default()
}

/// The guided first game's choices: the computer at Beginner, the person South and first, the
/// standard rules.
#[uniffi::export]
pub fn guided_game_choice() -> NewGameChoice {
    NewGameChoice::guided()
}

/// The game a new-game choice sets up (with a friend, the bottom player is South).
#[uniffi::export]
pub fn new_game_settings(choice: NewGameChoice) -> GameSettings {
    choice.settings()
}

/// The choice that sets up `settings`, for a game not begun from remembered choices.
#[uniffi::export]
pub fn new_game_choice_of(settings: GameSettings) -> NewGameChoice {
    NewGameChoice::of(&settings)
}

/// A choice as JSON, for the app to remember it by.
#[uniffi::export]
pub fn new_game_choice_json(choice: NewGameChoice) -> String {
    choice.to_json()
}

/// A choice remembered with `newGameChoiceJson`. Never fails: what cannot be read falls back
/// to the default, field by field.
#[uniffi::export]
pub fn new_game_choice_from_json(json: String) -> NewGameChoice {
    NewGameChoice::from_json(&json)
}

/// Where every pebble of every house is drawn, the same on every platform.
#[uniffi::export]
pub fn stone_layout() -> StoneLayout {
    StoneLayout::new()
}

/// How a refusal is told to the person.
#[uniffi::export]
pub fn refusal_of(error: KielaError) -> Refusal {
    error.refusal()
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

/// Every level's rating from the ladder of measured matches, weakest first (docs/ai.md).
#[uniffi::export]
pub fn level_ratings() -> Vec<LevelRating> {
    Level::ALL
        .into_iter()
        .map(|level| LevelRating {
            level,
            rating: level_rating(level),
        })
        .collect()
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
