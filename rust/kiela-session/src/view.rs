//! What the game looks like from the seats at the phone: who views the board, the headline
//! over each seat, and what a tap on each house would do now. Both apps draw these as they come,
//! so they cannot tell the game differently.

use kiela_core::{Game, Status};

use crate::board::{house_at, Side, BOARD_HOUSES};
use crate::error::KielaError;
use crate::numbers::{AppInt, SmallInt};
use crate::settings::{GameSettings, Level, Seat};
use crate::setup::Draft;

/// How a finished game went for the person at the phone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PersonOutcome {
    Won,
    Drawn,
    Lost,
}

/// The line over a seat's side of the board, for the player sitting there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Headline {
    /// This seat's player is to sow.
    YourTurn,
    /// This seat's player has the expert opening's first turn: rearrange their stones, or sow.
    RearrangeOrSow,
    /// The other person at the phone is to move.
    TheirTurn,
    /// The computer is to move: it is thinking.
    ComputerThinking,
    /// The game is over; how it went for this seat's player.
    GameOver { outcome: PersonOutcome },
}

/// Why the game refuses something, as a person is told it (`refusalOf` gives an error's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Refusal {
    GameOver,
    ComputerToMove,
    /// The house is the opponent's.
    NotYourHouse,
    /// The house holds no stone (to sow, or to take in the rearrangement).
    EmptyHouse,
    /// The house holds fewer than `min` stones, the fewest that may be sown.
    TooFewStones {
        min: AppInt,
    },
    /// The sowing would never end (more sowing runs than the rules allow).
    EndlessMove,
    /// Anything else the game refused (nothing to undo, say): the game is as it was.
    Other,
}

impl KielaError {
    /// The refusal as a person is told it.
    pub fn refusal(&self) -> Refusal {
        match self {
            KielaError::GameOver => Refusal::GameOver,
            KielaError::ComputerToMove => Refusal::ComputerToMove,
            KielaError::NotYourHouse { .. } => Refusal::NotYourHouse,
            KielaError::EmptyHouse { .. } | KielaError::SetupEmptyHouse { .. } => Refusal::EmptyHouse,
            KielaError::TooFewStones { min, .. } => Refusal::TooFewStones { min: *min },
            KielaError::EndlessMove { .. } => Refusal::EndlessMove,
            _ => Refusal::Other,
        }
    }
}

/// What a tap on a house does now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TapAction {
    /// Sows the house: a turn.
    Sow,
    /// In the rearrangement: takes a stone from the house into the hand.
    PickUp,
    /// In the rearrangement: puts the stone in hand down in the house (back, on the house it
    /// came from).
    PutDown,
    /// Nothing: the game refuses the tap, for this reason.
    Refused { reason: Refusal },
}

/// The side drawn at the bottom: the one person's, South with two people (or none).
pub(crate) fn viewer(settings: &GameSettings) -> Side {
    settings.lone_person().unwrap_or(Side::South)
}

pub(crate) fn two_people(settings: &GameSettings) -> bool {
    settings.south == Seat::Person && settings.north == Seat::Person
}

/// The headline for the player at `seat`.
pub(crate) fn headline(game: &Game, settings: &GameSettings, seat: Side) -> Headline {
    let to_move = Side::from(game.position().to_move());
    let outcome = match game.status() {
        Status::Playing if settings.seat(to_move) != Seat::Person => return Headline::ComputerThinking,
        Status::Playing if to_move != seat => return Headline::TheirTurn,
        Status::Playing if game.setup_allowed() => return Headline::RearrangeOrSow,
        Status::Playing => return Headline::YourTurn,
        Status::Drawn { .. } => PersonOutcome::Drawn,
        Status::Won { winner, .. } if Side::from(winner) == seat => PersonOutcome::Won,
        Status::Won { .. } => PersonOutcome::Lost,
    };
    Headline::GameOver { outcome }
}

/// What a tap on each house, in board order, does now; `legal` are the houses the player to
/// move may sow (board indices), so only the others are played to find out why not.
pub(crate) fn taps(game: &Game, settings: &GameSettings, draft: Option<&Draft>, legal: &[SmallInt]) -> Vec<TapAction> {
    let refused = |error: KielaError| TapAction::Refused {
        reason: error.refusal(),
    };
    let position = game.position();
    let mover = position.to_move();
    let everywhere = |action| vec![action; BOARD_HOUSES];
    if game.status().is_over() {
        return everywhere(refused(KielaError::GameOver));
    }
    if settings.seat(mover.into()) != Seat::Person {
        return everywhere(refused(KielaError::ComputerToMove));
    }
    (0..BOARD_HOUSES)
        .map(|index| {
            let (owner, house) = house_at(index).expect("every board index is a house");
            if owner != mover {
                return TapAction::Refused {
                    reason: Refusal::NotYourHouse,
                };
            }
            match draft {
                Some(draft) if draft.picked.is_some() => TapAction::PutDown,
                Some(draft) if draft.houses[house.loop_index()] == 0 => TapAction::Refused {
                    reason: Refusal::EmptyHouse,
                },
                Some(_) => TapAction::PickUp,
                None if legal.contains(&SmallInt::from(index)) => TapAction::Sow,
                None => match { *position }.play(house) {
                    Ok(_) => TapAction::Sow,
                    Err(error) => refused(KielaError::of_move(mover, error)),
                },
            }
        })
        .collect()
}

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SeatPlayer {
    Computer {
        level: Level,
    },
    /// The one person against the computer.
    You,
    /// Two people on one phone: the near player, or the far one.
    NearPlayer,
    FarPlayer,
}

/// Something the app tells the person once.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum NoticeKind {
    /// A tap or a control the game refused, for `reason`; the game did not change.
    Refused { reason: Refusal },
    /// The core failed where it should not (a bug): the game is as it was.
    Failed { message: String },
    /// The saved game could not be read: a new game began, the bad file was kept aside.
    SaveUnreadable,
    /// The saved game is a newer version's: a new game began; the file is kept as it is and
    /// not written over this run.
    SaveFromNewerVersion,
    /// The statistics could not be read: they start again, the bad file was kept aside.
    StatisticsUnreadable,
    /// The statistics are a newer version's: they start again for this run; the file is kept.
    StatisticsFromNewerVersion,
    /// A part of the statistics (the puzzle progress or the recent games) was damaged: it
    /// starts again, the file read was kept aside, the games counted are kept.
    StatisticsPartSetAside,
    /// A file could not be written (a full disk, say): the game goes on in memory, and every
    /// later change writes it again. Told once until a write lands.
    NotSaved,
    /// The computer failed to move, twice: its turn waits, and `move_now` asks it again; a new
    /// game is the other way on.
    ComputerCouldNotMove,
}
