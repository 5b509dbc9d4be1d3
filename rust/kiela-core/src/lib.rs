//! The rules of Kiela, the four-row mancala of the Kimbundu people of Angola, as the
//! project's RULES.md states them: positions, moves with relays and chained captures, the lap
//! limit, the end rules, notation and the JSON exchange formats.

mod game;
mod house;
mod house_set;
mod lap;
mod notation;
mod observer;
mod perft;
mod player;
mod position;
mod rules;
mod sowing;
mod trace;

pub mod exchange;

pub use game::{adjudicate, EndReason, Game, GameError, Status};
pub use house::{House, ParseHouseError, Row, HOUSES_PER_PLAYER};
pub use house_set::HouseSet;
pub use lap::{ends_within_a_lap, first_lap};
pub use notation::{Move, ParseMoveError};
pub use observer::Observer;
pub use perft::perft;
pub use player::{ParsePlayerError, Player};
pub use position::{Loop, MoveError, MoveList, Position, Undo};
pub use rules::{
    CaptureSowing, ParseCaptureSowingError, ParseVariantError, Rules, Variant, MAX_LAPS, QUIET_MOVE_LIMIT,
    REPETITION_LIMIT,
};
pub use sowing::MoveSummary;
pub use trace::{Event, Trace};
