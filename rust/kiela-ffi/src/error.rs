//! The errors the apps see. Every refusal leaves the game as it was.

use kiela_core::{GameError, MoveError};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum KielaError {
    #[error("there is no house at {index}: the board's houses are 0…39")]
    NotOnBoard { index: u32 },
    #[error("{house} is not yours: sow a house on your own side")]
    NotYourHouse { house: String },
    #[error("{house} is empty")]
    EmptyHouse { house: String },
    #[error("{house} holds {stones} stone; a house needs at least {min} to be sown")]
    TooFewStones { house: String, stones: u32, min: u32 },
    #[error("{house} starts an endless move (it would need more than 1000 laps)")]
    EndlessMove { house: String },
    #[error("it is the computer's turn")]
    ComputerToMove,
    #[error("it is a person's turn, not the computer's")]
    PersonToMove,
    #[error("the game is over")]
    GameOver,
    #[error("a rearrangement is allowed only on a player's first turn with the expert opening")]
    SetupNotAllowed,
    #[error("a rearrangement must place all {expected} of your stones in 20 houses, not {found}")]
    SetupTotal { expected: u32, found: u32 },
    #[error("a rearrangement needs 20 counts, not {found}")]
    SetupLength { found: u32 },
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("there is nothing to redo")]
    NothingToRedo,
    #[error("the computer's move was cancelled")]
    Cancelled,
    #[error("the game changed while the computer was thinking; its move was dropped")]
    StaleComputerMove,
    #[error("the saved game cannot be read: {reason}")]
    CorruptSave { reason: String },
    #[error("the saved game is version {found}, newer than the version {supported} this app reads")]
    FutureSave { found: u64, supported: u64 },
    #[error("the game record cannot be read: {reason}")]
    BadRecord { reason: String },
}

/// The error as a sentence to show a person, e.g. "i1 is empty". (The generated bindings'
/// own descriptions are for developers.)
#[uniffi::export]
pub fn error_message(error: KielaError) -> String {
    error.to_string()
}

impl From<MoveError> for KielaError {
    fn from(error: MoveError) -> KielaError {
        match error {
            MoveError::Empty { house } => KielaError::EmptyHouse {
                house: house.to_string(),
            },
            MoveError::TooFew { house, stones, min } => KielaError::TooFewStones {
                house: house.to_string(),
                stones: stones.into(),
                min: min.into(),
            },
            MoveError::Endless { house } => KielaError::EndlessMove {
                house: house.to_string(),
            },
        }
    }
}

impl From<GameError> for KielaError {
    fn from(error: GameError) -> KielaError {
        match error {
            GameError::GameOver => KielaError::GameOver,
            GameError::Move(error) => error.into(),
            GameError::SetupNotAllowed => KielaError::SetupNotAllowed,
            GameError::SetupTotal { expected, found } => KielaError::SetupTotal { expected, found },
        }
    }
}
