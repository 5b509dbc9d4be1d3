//! A turn as it was played, and a sowing's steps with board places and counts: the core's trace
//! as the animation, the marks and the announcement read it.

use kiela_core::{Event, House, Loop, Player, Position, Trace};

use crate::board::{board_index, Spot};
use crate::numbers::{SmallInt, StoneCounts};

/// A turn as it was played: the house sown, or a rearrangement's board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Turn {
    /// The house sown.
    Sow { house: Spot },
    /// An expert-opening rearrangement: the 40 counts in board order afterwards.
    Setup { board: StoneCounts },
}

/// What one keyframe shows. Houses are board indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum StepKind {
    /// The move begins: the hand lifts all `stones` of `house`, which shows empty.
    Lift { house: SmallInt, stones: SmallInt },
    /// A stone falls into `house`, which then holds `stones_after`.
    Drop { house: SmallInt, stones_after: SmallInt },
    /// The last stone fell into the occupied `house`: a pause, then its `stones` are lifted
    /// and sown on.
    Relay { house: SmallInt, stones: SmallInt },
    /// The last stone fell into the inner house `captor` facing an occupied house: the
    /// opponent's `inner` house and the `outer` house behind it flash and are emptied,
    /// `stones` in all.
    CaptureFlash {
        captor: SmallInt,
        inner: SmallInt,
        outer: SmallInt,
        stones: SmallInt,
    },
    /// The captured `stones` fly from the two emptied houses to `to`, the first house they are
    /// sown in: they join the mover.
    CaptureFlight {
        from_inner: SmallInt,
        from_outer: SmallInt,
        to: SmallInt,
        stones: SmallInt,
    },
    /// The last stone came to rest in the empty `house`: the move is over.
    End { house: SmallInt },
}

impl StepKind {
    /// The house the hand is over once this step is done; `None` for a flash, which happens
    /// across the board while the hand waits.
    pub fn hand_house(&self) -> Option<SmallInt> {
        match *self {
            StepKind::Lift { house, .. }
            | StepKind::Drop { house, .. }
            | StepKind::Relay { house, .. }
            | StepKind::End { house } => Some(house),
            StepKind::CaptureFlight { to, .. } => Some(to),
            StepKind::CaptureFlash { .. } => None,
        }
    }
}

/// Turns a sowing's trace, played from `before`, into its steps with board places and counts.
pub fn move_steps(before: &Position, trace: &Trace) -> Vec<StepKind> {
    let mover = trace.mover;
    let opponent = mover.opponent();
    let mut counts = Counts([*before.side(Player::South), *before.side(Player::North)]);
    let index = |player, house| SmallInt::from(board_index(player, house));
    // The houses the last capture emptied: its flight starts there.
    let mut captured_from = (SmallInt(0), SmallInt(0));
    trace
        .events
        .iter()
        .map(|event| match *event {
            Event::Lift { house, stones } => {
                counts.empty(mover, house);
                StepKind::Lift {
                    house: index(mover, house),
                    stones: stones.into(),
                }
            }
            Event::Drop { house } => StepKind::Drop {
                house: index(mover, house),
                stones_after: counts.add_one(mover, house),
            },
            Event::Relay { house, stones } => {
                counts.empty(mover, house);
                StepKind::Relay {
                    house: index(mover, house),
                    stones: stones.into(),
                }
            }
            Event::Capture {
                captor,
                inner,
                outer,
                stones,
            } => {
                counts.empty(opponent, inner);
                counts.empty(opponent, outer);
                captured_from = (index(opponent, inner), index(opponent, outer));
                StepKind::CaptureFlash {
                    captor: index(mover, captor),
                    inner: captured_from.0,
                    outer: captured_from.1,
                    stones: stones.into(),
                }
            }
            // The core sows captured stones only right after their capture.
            Event::CapturedSowing { first, stones } => StepKind::CaptureFlight {
                from_inner: captured_from.0,
                from_outer: captured_from.1,
                to: index(mover, first),
                stones: stones.into(),
            },
            Event::End { house } => StepKind::End {
                house: index(mover, house),
            },
        })
        .collect()
}

/// The board's counts as the move goes on.
struct Counts([Loop; 2]);

impl Counts {
    fn empty(&mut self, player: Player, house: House) {
        self.0[player.index()][house.loop_index()] = 0;
    }

    fn add_one(&mut self, player: Player, house: House) -> SmallInt {
        let count = &mut self.0[player.index()][house.loop_index()];
        *count += 1;
        SmallInt::from(*count)
    }
}
