//! Everything the apps draw after each change, in one value.

use kiela_core::{EndReason as CoreEndReason, Game, House, Player, Status};

use crate::board::{board_index, Side, Spot, BOARD_HOUSES};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum EndReason {
    /// The player to move had no legal move.
    NoLegalMove,
    /// The same position came round a third time: decided on stones.
    Repetition,
    /// A hundred moves in a row captured nothing: decided on stones.
    NoCapture,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameStatus {
    Playing,
    Won { winner: Side, reason: EndReason },
    Drawn { reason: EndReason },
}

/// Stone counts, one a house, in the order the field that holds them gives.
///
/// Crosses the FFI as bytes, copied at once, where a list of numbers would be read one by one
/// (a house never holds more than the board's 255 stones). The bindings hand it over as
/// Kotlin `List<Int>` and Swift `[Int]` (see `uniffi.toml`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct StoneCounts(pub Vec<u8>);

uniffi::custom_newtype!(StoneCounts, Vec<u8>);

impl std::ops::Deref for StoneCounts {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.0
    }
}

/// One player's houses, each row listed as the owner names it (house 1 first).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SideCounts {
    pub outer: StoneCounts,
    pub inner: StoneCounts,
    /// All stones on this player's side.
    pub stones: u32,
}

/// The game as the apps draw it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Snapshot {
    /// The 40 counts in board order (see `Spot`).
    pub board: StoneCounts,
    pub south: SideCounts,
    pub north: SideCounts,
    pub to_move: Side,
    /// The houses the player to move may sow; empty when the game is over.
    pub legal_houses: Vec<Spot>,
    pub status: GameStatus,
    /// The player to move may rearrange instead of sowing (expert opening, first turn).
    pub setup_allowed: bool,
    /// The side to move is played by the computer and the game is on.
    pub computer_to_move: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    /// Turns played so far.
    pub turns: u32,
    /// Moves in a row without a capture (the game ends on stones at 100).
    pub quiet_moves: u32,
    /// The last turn in notation (`o3`, `setup …`), if any.
    pub last_turn: Option<String>,
}

/// What a session knows beyond the game itself.
pub(crate) struct SessionFlags {
    pub computer_to_move: bool,
    pub can_undo: bool,
    pub can_redo: bool,
}

pub(crate) fn snapshot(game: &Game, flags: SessionFlags) -> Snapshot {
    let position = game.position();
    let mut board = vec![0; BOARD_HOUSES];
    for player in Player::BOTH {
        for house in House::all() {
            board[board_index(player, house)] = position.stones(player, house);
        }
    }
    let side = |player: Player| {
        let row = |house: fn(u8) -> Option<House>| {
            StoneCounts(
                (1..=10)
                    .map(|n| position.stones(player, house(n).expect("1..=10 is a house number")))
                    .collect(),
            )
        };
        SideCounts {
            outer: row(House::outer),
            inner: row(House::inner),
            stones: position.stones_of(player),
        }
    };
    let status = status(game.status());
    let legal_houses = if status == GameStatus::Playing {
        position
            .legal_moves()
            .iter()
            .map(|house| Spot::new(position.to_move(), house))
            .collect()
    } else {
        Vec::new()
    };
    Snapshot {
        board: StoneCounts(board),
        south: side(Player::South),
        north: side(Player::North),
        to_move: position.to_move().into(),
        legal_houses,
        status,
        setup_allowed: game.setup_allowed(),
        computer_to_move: flags.computer_to_move,
        can_undo: flags.can_undo,
        can_redo: flags.can_redo,
        turns: game.moves().len() as u32,
        quiet_moves: u32::from(position.quiet_moves()),
        last_turn: game.moves().last().map(|turn| turn.to_string()),
    }
}

pub(crate) fn status(status: Status) -> GameStatus {
    let reason = |reason| match reason {
        CoreEndReason::NoLegalMove => EndReason::NoLegalMove,
        CoreEndReason::Repetition => EndReason::Repetition,
        CoreEndReason::NoCapture => EndReason::NoCapture,
    };
    match status {
        Status::Playing => GameStatus::Playing,
        Status::Won { winner, reason: r } => GameStatus::Won {
            winner: winner.into(),
            reason: reason(r),
        },
        Status::Drawn { reason: r } => GameStatus::Drawn { reason: reason(r) },
    }
}
