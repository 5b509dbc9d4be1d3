//! A turn as it is told to the person who did not play it: who moved, the house, the relays and
//! the captures, in the order they happened, so both apps speak the same events.

use crate::board::{Side, Spot};
use crate::events::{StepKind, Turn};
use crate::numbers::{AppInt, SmallInt};
use crate::settings::{GameSettings, Seat};
use crate::view::viewer;

/// One capture of a turn: the opponent's two houses emptied and the stones they held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CaptureNews {
    pub inner: Spot,
    pub outer: Spot,
    pub stones: SmallInt,
}

/// What is said to the viewer (the bottom player, whom the line under the board faces) of a turn:
/// the other side's as it starts to play; their own, only when it relayed or captured, as it
/// ends (they saw which house they sowed).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Announcement {
    pub mover: Side,
    /// The computer played it; else a person at the phone.
    pub by_computer: bool,
    /// The viewer played it.
    pub by_viewer: bool,
    pub played: Turn,
    /// How many times the sowing went on from an occupied house.
    pub relays: SmallInt,
    /// Every capture, in order.
    pub captures: Vec<CaptureNews>,
    /// The stones taken in all.
    pub captured: SmallInt,
}

/// The announcement of `mover`'s turn, told to the viewer (the player at the bottom, whom the
/// line under the board faces); `None` for a quiet turn the viewer made (the one person playing
/// the computer, or with two people the bottom player), who saw it made.
pub(crate) fn announcement(
    settings: &GameSettings,
    mover: Side,
    played: &Turn,
    steps: &[StepKind],
) -> Option<Announcement> {
    let spot = |index: SmallInt| Spot::at(AppInt::from(index)).expect("a step's houses are on the board");
    let captures: Vec<CaptureNews> = steps
        .iter()
        .filter_map(|step| match *step {
            StepKind::CaptureFlash {
                inner, outer, stones, ..
            } => Some(CaptureNews {
                inner: spot(inner),
                outer: spot(outer),
                stones,
            }),
            _ => None,
        })
        .collect();
    let relays = steps
        .iter()
        .filter(|step| matches!(step, StepKind::Relay { .. }))
        .count();
    let by_viewer = mover == viewer(settings) && settings.seat(mover) == Seat::Person;
    if by_viewer && relays == 0 && captures.is_empty() {
        return None;
    }
    Some(Announcement {
        mover,
        by_viewer,
        by_computer: settings.seat(mover) != Seat::Person,
        played: played.clone(),
        relays: relays.into(),
        captured: captures
            .iter()
            .map(|capture| u32::from(capture.stones.0))
            .sum::<u32>()
            .into(),
        captures,
    })
}
