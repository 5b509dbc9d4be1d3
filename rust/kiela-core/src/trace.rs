//! The full trace of a move, for the apps' animation and the CLI's `--trace`.

use crate::{House, Observer, Player};

/// One step of a move. Houses are the mover's own, in the mover's names, unless said otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The move begins: all `stones` are lifted from `house`.
    Lift { house: House, stones: u8 },
    /// One stone is dropped into `house`.
    Drop { house: House },
    /// The last stone fell into an occupied house: its `stones` are lifted and sown on.
    Relay { house: House, stones: u8 },
    /// The last stone fell into the occupied inner house `captor` facing an occupied house:
    /// the opponent's `inner` house and the `outer` house behind it (opponent's names), flash
    /// and are emptied, `stones` in all.
    Capture {
        captor: House,
        inner: House,
        outer: House,
        stones: u8,
    },
    /// The captured `stones` start to be sown; the first falls into `first`.
    CapturedSowing { first: House, stones: u8 },
    /// The last stone fell into the empty `house`: the move is over.
    End { house: House },
}

/// An [`Observer`] that records every [`Event`] of a move, one `Drop` per stone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    pub mover: Player,
    pub events: Vec<Event>,
}

impl Trace {
    pub fn new(mover: Player) -> Trace {
        Trace {
            mover,
            events: Vec::new(),
        }
    }

    fn drops(&mut self, after: House, stones: u8) {
        let start = after.loop_index() + 1;
        self.events
            .extend((start..start + stones as usize).map(|i| Event::Drop {
                house: House::wrapping(i),
            }));
    }
}

impl Observer for Trace {
    fn lift(&mut self, house: House, stones: u8) {
        self.events.push(Event::Lift { house, stones });
    }

    fn sow(&mut self, after: House, stones: u8) {
        self.drops(after, stones);
    }

    fn relay(&mut self, house: House, stones: u8) {
        self.events.push(Event::Relay { house, stones });
    }

    fn capture(&mut self, captor: House, inner: House, outer: House, stones: u8) {
        self.events.push(Event::Capture {
            captor,
            inner,
            outer,
            stones,
        });
    }

    fn sow_captured(&mut self, after: House, stones: u8) {
        self.events.push(Event::CapturedSowing {
            first: after.next(),
            stones,
        });
    }

    fn end(&mut self, house: House) {
        self.events.push(Event::End { house });
    }
}
