//! One game of Kiela as a person plays it, in plain Rust: the brain behind the CLI's `kiela
//! play` and the Android and iOS apps (through UniFFI, only with the `uniffi` feature: its types
//! derive the bindings' traits and the module `ffi` exports the apps' API; kiela-ffi is the
//! library the apps load).
//!
//! - [`Session`]: seats, turns, the computer's turn, undo back to the person's turn, redo, the
//!   expert setup drafted by tapping, hints, records and versioned saves.
//! - [`SharedSession`]: the same for several threads, with a [`Computer`] that thinks without
//!   holding the game and whose late answers are refused by revision.
//! - [`timeline`](mod@timeline): a move as timed keyframes, so both apps animate alike and only draw.
//! - [`Statistics`]: games per level, counted once per finished game; [`settle_unreadable`]:
//!   what becomes of a damaged file (set aside, never overwritten) or a newer one (kept).
//! - What both apps would otherwise each decide: the [`Snapshot`]'s view from the seats (the
//!   viewer, the [`Headline`]s, what a tap on each house does), each turn's [`Announcement`]
//!   and [`TurnCue`]s — its sounds ([`GameSound`]) among them, timed from its keyframes —, the
//!   [`StoneLayout`] and the [`NewGameChoice`].
//! - [`AppDriver`]: the app itself — events in, one [`GameScreen`] (or review, or puzzle
//!   screen) per change out to a [`ScreenListener`]; it owns the session, the computer's
//!   worker, the animation queue, the statistics, the preferences and the files.
//! - After the game: the [`Reviewer`]'s [`GameReview`] of every turn, the engine-made
//!   [`Puzzle`]s played as a [`PuzzleGame`], and the guided game's [`GuideNote`]s in every
//!   [`MoveOutcome`].
//!
//! Everything an app shows is data: enums, numbers, [`Spot`]s, and every sentence as a
//! [`Phrase`] (a string's key and its arguments) that each app words with its own strings.

mod announcement;
mod app;
mod board;
mod calendar;
mod choice;
mod computer;
mod cues;
mod daily;
mod error;
mod events;
mod exercise;
#[cfg(feature = "uniffi")]
mod ffi;
mod guide;
mod layout;
mod marks;
mod numbers;
mod outcome;
mod puzzle;
mod puzzle_game;
mod rating;
mod record;
mod review;
mod reviewed;
mod save;
mod session;
mod set_aside;
mod settings;
mod setup;
mod shared;
mod snapshot;
mod sounds;
mod statistics;
mod streak;
pub mod timeline;
mod view;
mod words;

pub use announcement::{Announcement, CaptureNews};
pub use app::{
    AbandonQuestion, AppDriver, AppEvent, Controls, ExerciseRow, GameScreen, GameWords, GuideAnswer, Notice,
    Preferences, PuzzleScreen, ResultWords, ReviewPhase, ReviewScreen, ScreenListener, SeatCard, SeatWords, TestFaults,
};
pub use board::{board_counts, board_index, house_at, House, Row, Side, Spot, BOARD_HOUSES};
pub use calendar::{date_text, parse_date, today};
pub use choice::NewGameChoice;
pub use computer::{Computer, ComputerAnswer, Hint, HintAnswer, HintReason, SearchRequest};
pub use cues::{CueKind, TurnCue};
pub use daily::{
    daily_puzzle, puzzles_overview, solve_daily, DailyPuzzle, GradeProgress, KindProgress, PuzzlesOverview, DAILY_SEED,
};
pub use error::KielaError;
pub use events::{move_steps, StepKind, Turn};
pub use exercise::{exercises_of, Exercise};
pub use guide::{guide_cues, GuideCue, GuideNote};
pub use layout::{StoneLayout, StonePlace, STONES_DRAWN, STONE_TONES};
pub use marks::{marks, HouseMark, MarkKind};
pub use numbers::{AppInt, SmallInt, StoneCounts};
pub use outcome::{Bookkeeping, MoveOutcome, Tapped};
pub use puzzle::{puzzle, puzzles, read_puzzles, Puzzle, PuzzleGrade, PuzzleKind, PuzzleMiss, PuzzleState};
pub use puzzle_game::{PuzzleGame, PuzzleStep};
pub use rating::{
    level_rating, nearest_level, LevelRating, PersonRating, RatingPoint, LEVEL_DEVIATION, RATING_HISTORY,
};
pub use record::read_game;
pub use review::{ReviewProgress, Reviewer, REVIEW_NODES};
pub use reviewed::{
    GameReview, GraphPoint, MoveCost, ReviewSeats, ReviewValue, ReviewedTurn, Verdict, VerdictCounts, GOOD_AT_MOST,
    INACCURACY_AT_MOST, MISTAKE_AT_MOST,
};
pub use session::Session;
pub use set_aside::{
    set_aside, set_aside_file, settle_unreadable, settle_unreadable_file, Settled, SettledFile, Unreadable,
};
pub use settings::{CaptureSowing, GameSettings, Level, RuleFacts, Seat, Variant};
pub use setup::SetupDraft;
pub use shared::SharedSession;
pub use snapshot::{EndReason, GameResult, Snapshot};
pub use sounds::{all_sounds, ending_sound, sound_name, GameSound, DROP_SOUND_GAP_MS, DROP_VARIATIONS};
pub use statistics::{
    Abandonment, FinishedGame, Opponent, OpponentStatistics, PastGame, Statistics, StatisticsError, Tally,
    RECENT_GAMES, STATISTICS_FORMAT, STATISTICS_VERSION,
};
pub use streak::DailyStreak;
pub use timeline::{
    timeline, AnimationSpeed, AnimationStep, ParseSpeedError, Timeline, COMPUTER_BEAT_MS, CROSS_FADE_MS,
};
pub use view::{Headline, NoticeKind, PersonOutcome, Refusal, SeatPlayer, TapAction};
pub use words::*;

// One UniFFI component for the whole API (derived types belong to their own crate's namespace):
// `app.kiela.core` in Kotlin, `KielaCore` in Swift (uniffi.toml).
#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!("kiela");

#[cfg(feature = "uniffi")]
pub use ffi::{
    all_puzzles, animation_speeds, default_new_game_choice, default_settings, empty_statistics, error_message,
    guided_game_choice, level_ratings, levels, new_game_choice_from_json, new_game_choice_json, new_game_choice_of,
    new_game_settings, refusal_of, rule_facts, spot_at, spot_of, statistics_from_json, statistics_json,
    statistics_with_solved_puzzle, stone_layout, GameReviewer, GameSession, PuzzleSession,
};
#[cfg(feature = "uniffi")]
pub use ffi::{daily_puzzle_on, puzzles_overview_on, today_date};
