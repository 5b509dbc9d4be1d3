//! Every refusal, as data: spots and numbers an app words in its person's language. The
//! `Display` text is an English fallback for logs. A refusal leaves the session as it was.

use kiela_core::{GameError, MoveError, Player};

use crate::board::Spot;
use crate::numbers::AppInt;

/// Every refusal; each leaves the game as it was. `errorMessage` gives an English fallback.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Error))]
pub enum KielaError {
    #[error("there is no house at {index}: the board's houses are 0…39")]
    NotOnBoard { index: AppInt },
    #[error("{spot} is not yours: sow a house on your own side")]
    NotYourHouse { spot: Spot },
    #[error("{spot} is empty")]
    EmptyHouse { spot: Spot },
    #[error("{spot} holds {stones} stone; a house needs at least {min} to be sown")]
    TooFewStones { spot: Spot, stones: AppInt, min: AppInt },
    #[error("{spot} starts an endless move (it would need more than 1000 sowing runs)")]
    EndlessMove { spot: Spot },
    #[error("it is the computer's turn")]
    ComputerToMove,
    #[error("it is a person's turn, not the computer's")]
    PersonToMove,
    #[error("the game is over")]
    GameOver,
    #[error("a rearrangement is allowed only on a player's first turn with the expert opening")]
    SetupNotAllowed,
    #[error("no rearrangement is being drafted")]
    NoSetupDraft,
    #[error("a rearrangement must place all {expected} of your stones, not {found}")]
    SetupTotal { expected: AppInt, found: AppInt },
    #[error("a house cannot hold {count} stones")]
    NegativeCount { count: AppInt },
    #[error("{spot} has no stone to move")]
    SetupEmptyHouse { spot: Spot },
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("there is nothing to redo")]
    NothingToRedo,
    #[error("the computer's thinking was cancelled")]
    Cancelled,
    #[error("the game changed while the computer was thinking; its answer was dropped")]
    StaleComputerMove,
    #[error("the saved game cannot be read: {reason}")]
    CorruptSave { reason: String },
    #[error("the saved game is version {found}, newer than the version {supported} this app reads")]
    FutureSave { found: AppInt, supported: AppInt },
    #[error("the game record cannot be read: {reason}")]
    BadRecord { reason: String },
    #[error("the statistics cannot be read: {reason}")]
    CorruptStatistics { reason: String },
    #[error("the statistics are version {found}, newer than the version {supported} this app reads")]
    FutureStatistics { found: AppInt, supported: AppInt },
    #[error("there is no puzzle '{id}'")]
    UnknownPuzzle { id: String },
    #[error("'{text}' is not a date written YYYY-MM-DD")]
    BadDate { text: String },
    #[error("the unreadable file {path} could not be set aside: {reason}")]
    /// An unreadable file could not be moved aside (the file system refused): it is where it was.
    SetAsideFailed { path: String, reason: String },
    #[error("the core failed: {reason}")]
    /// The core failed where it should not (a bug), caught before it reached the app: the app
    /// tells the person and goes on.
    Failed { reason: String },
}

impl KielaError {
    /// The core's refusal of `player`'s move, with the house as a spot.
    pub(crate) fn of_move(player: Player, error: MoveError) -> KielaError {
        match error {
            MoveError::Empty { house } => KielaError::EmptyHouse {
                spot: Spot::new(player, house),
            },
            MoveError::TooFew { house, stones, min } => KielaError::TooFewStones {
                spot: Spot::new(player, house),
                stones: stones.into(),
                min: min.into(),
            },
            MoveError::Endless { house } => KielaError::EndlessMove {
                spot: Spot::new(player, house),
            },
        }
    }

    pub(crate) fn of_game(player: Player, error: GameError) -> KielaError {
        match error {
            GameError::GameOver => KielaError::GameOver,
            GameError::Move(error) => KielaError::of_move(player, error),
            GameError::SetupNotAllowed => KielaError::SetupNotAllowed,
            GameError::SetupTotal { expected, found } => KielaError::SetupTotal {
                expected: expected.into(),
                found: found.into(),
            },
        }
    }

    /// A version number as the error carries it (saturating: a file may claim any number).
    pub(crate) fn version(found: u64) -> AppInt {
        AppInt(i32::try_from(found).unwrap_or(i32::MAX))
    }
}
