//! The guided first game: a turn's events as notes, each at the step of the animation where it
//! happens, so an app can explain the sowing, a relay and why, a capture and how the captured
//! stones join the captor's army, as the player watches them. The apps word the notes.

use crate::board::{Row, Spot};
use crate::events::StepKind;
use crate::numbers::{AppInt, SmallInt};
use crate::timeline::AnimationStep;

/// One event of a sowing, for the guided game to explain as it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GuideNote {
    /// The mover lifted all `stones` of `house` and sows them one by one into the next houses
    /// of their own two rows, counterclockwise.
    Sowing { house: Spot, stones: SmallInt },
    /// The last stone fell into the occupied `house`: its `stones` are sown on. An inner house
    /// relays because `facing`, the opponent's inner house across, is empty; an outer one always.
    Relay {
        house: Spot,
        stones: SmallInt,
        facing: Option<Spot>,
    },
    /// The last stone fell into the occupied inner house `captor`, facing the opponent's
    /// occupied inner house `inner`: that house and the outer house behind it, `outer`, are
    /// taken, `stones` in all.
    Capture {
        captor: Spot,
        inner: Spot,
        outer: Spot,
        stones: SmallInt,
    },
    /// The captured `stones` join the mover's army: they are sown on into the mover's rows,
    /// the first into `first`.
    JoinArmy { first: Spot, stones: SmallInt },
    /// The last stone came to rest in the empty `house`: the turn is over, `captured` stones
    /// taken in all.
    TurnEnds { house: Spot, captured: SmallInt },
}

/// A guide note at `step` of the move's timeline, `atMs` into its motion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GuideCue {
    pub step: AppInt,
    pub at_ms: AppInt,
    pub note: GuideNote,
}

/// The notes of a sowing's `steps`, timed by its `timeline` (one step each; empty when there is
/// no motion). Drops are not noted: the sowing's note tells them.
pub fn guide_cues(steps: &[StepKind], timeline: &[AnimationStep]) -> Vec<GuideCue> {
    let mut captured: u32 = 0;
    steps
        .iter()
        .enumerate()
        .filter_map(|(index, step)| {
            let note = match *step {
                StepKind::Lift { house, stones } => GuideNote::Sowing {
                    house: spot(house),
                    stones,
                },
                StepKind::Relay { house, stones } => {
                    let house = spot(house);
                    GuideNote::Relay {
                        house,
                        stones,
                        facing: facing(house),
                    }
                }
                StepKind::CaptureFlash {
                    captor,
                    inner,
                    outer,
                    stones,
                } => {
                    captured += u32::from(stones.0);
                    GuideNote::Capture {
                        captor: spot(captor),
                        inner: spot(inner),
                        outer: spot(outer),
                        stones,
                    }
                }
                StepKind::CaptureFlight { to, stones, .. } => GuideNote::JoinArmy {
                    first: spot(to),
                    stones,
                },
                StepKind::End { house } => GuideNote::TurnEnds {
                    house: spot(house),
                    captured: captured.into(),
                },
                StepKind::Drop { .. } => return None,
            };
            Some(GuideCue {
                step: index.into(),
                at_ms: timeline.get(index).map_or(AppInt(0), |keyframe| keyframe.start_ms),
                note,
            })
        })
        .collect()
}

fn spot(index: SmallInt) -> Spot {
    Spot::at(index.into()).expect("a step's houses are on the board")
}

/// The opponent's inner house across from an inner house; `None` for an outer house.
fn facing(house: Spot) -> Option<Spot> {
    // In board order the inner rows are 10…19 (North's) and 20…29 (South's), column by column.
    let index = house.board_index();
    match house.row {
        Row::Outer => None,
        Row::Inner if index < 20 => Spot::at(AppInt::from(index + 10)),
        Row::Inner => Spot::at(AppInt::from(index - 10)),
    }
}
