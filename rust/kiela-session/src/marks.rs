//! The marks the last move leaves on the board until the next one.

use kiela_core::{Event, Position, Trace};

use crate::board::board_index;
use crate::numbers::SmallInt;

/// What the last move did at a house.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MarkKind {
    /// The move was lifted from here.
    Lifted,
    /// A sowing ended here on an occupied house and went on with its stones.
    Relay,
    /// A sowing ended here and captured the houses it faces.
    Captor,
    /// The opponent's house was captured; it held `stones`.
    TakenFrom { stones: SmallInt },
    /// The move's last stone came to rest here.
    LastStone,
}

/// One mark of the last move on one house (a board index); a house may carry several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HouseMark {
    pub house: SmallInt,
    pub kind: MarkKind,
}

/// The marks of a sowing played from `before` with this trace. Houses taken from name the
/// stones they held before the move: a move sows only its mover's houses, so the opponent's
/// counts stay as they were until captured, and each is captured at most once.
pub fn marks(before: &Position, trace: &Trace) -> Vec<HouseMark> {
    let mover = trace.mover;
    let opponent = mover.opponent();
    let mark = |player, house, kind| HouseMark {
        house: board_index(player, house).into(),
        kind,
    };
    let mut marks: Vec<HouseMark> = Vec::new();
    for event in &trace.events {
        match *event {
            Event::Lift { house, .. } => add(&mut marks, mark(mover, house, MarkKind::Lifted)),
            Event::Relay { house, .. } => add(&mut marks, mark(mover, house, MarkKind::Relay)),
            Event::Capture {
                captor, inner, outer, ..
            } => {
                add(&mut marks, mark(mover, captor, MarkKind::Captor));
                for taken in [inner, outer] {
                    let stones = before.stones(opponent, taken).into();
                    add(&mut marks, mark(opponent, taken, MarkKind::TakenFrom { stones }));
                }
            }
            Event::End { house } => add(&mut marks, mark(mover, house, MarkKind::LastStone)),
            Event::Drop { .. } | Event::CapturedSowing { .. } => {}
        }
    }
    marks
}

/// Adds `mark` once: a sowing can end on the same house twice, and one mark says it.
fn add(marks: &mut Vec<HouseMark>, mark: HouseMark) {
    if !marks.contains(&mark) {
        marks.push(mark);
    }
}
