//! A move's events with board places and counts: the core's trace as the animation reads it.

use kiela_core::{Event, House, Loop, Player, Position, Trace};

use crate::board::board_index;
use crate::numbers::SmallInt;

/// One event of a move, in the order it happens. Houses are board indices (see `Spot`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEvent {
    /// The move begins: all `stones` are lifted from `house`, which is left empty.
    Lift { house: SmallInt, stones: SmallInt },
    /// One stone falls into `house`, which then holds `stones_after`.
    Drop { house: SmallInt, stones_after: SmallInt },
    /// The last stone fell into an occupied house: its `stones` are lifted and sown on.
    Relay { house: SmallInt, stones: SmallInt },
    /// The last stone fell into the inner house `captor` facing an occupied house: the
    /// opponent's `inner` house and the `outer` house behind it are emptied, `stones` in all.
    Capture {
        captor: SmallInt,
        inner: SmallInt,
        outer: SmallInt,
        stones: SmallInt,
    },
    /// The captured `stones` join the mover: they are sown from `first` on.
    CapturedSowing { first: SmallInt, stones: SmallInt },
    /// The last stone fell into the empty `house`: the move is over.
    End { house: SmallInt },
}

/// Turns a sowing's trace, played from `before`, into events with board places and counts.
pub fn move_events(before: &Position, trace: &Trace) -> Vec<MoveEvent> {
    let mover = trace.mover;
    let opponent = mover.opponent();
    let mut counts = Counts([*before.side(Player::South), *before.side(Player::North)]);
    let index = |player, house| SmallInt::from(board_index(player, house));
    trace
        .events
        .iter()
        .map(|event| match *event {
            Event::Lift { house, stones } => {
                counts.empty(mover, house);
                MoveEvent::Lift {
                    house: index(mover, house),
                    stones: stones.into(),
                }
            }
            Event::Drop { house } => MoveEvent::Drop {
                house: index(mover, house),
                stones_after: counts.add_one(mover, house),
            },
            Event::Relay { house, stones } => {
                counts.empty(mover, house);
                MoveEvent::Relay {
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
                MoveEvent::Capture {
                    captor: index(mover, captor),
                    inner: index(opponent, inner),
                    outer: index(opponent, outer),
                    stones: stones.into(),
                }
            }
            Event::CapturedSowing { first, stones } => MoveEvent::CapturedSowing {
                first: index(mover, first),
                stones: stones.into(),
            },
            Event::End { house } => MoveEvent::End {
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
