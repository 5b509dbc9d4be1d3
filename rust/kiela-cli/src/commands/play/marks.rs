//! Which houses the last move touched, for marking them on the board.

use std::collections::HashMap;

use kiela_core::{Event, House, Player, Trace};

/// What the last move did in a house. Where one house played several parts, the later in this
/// list is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// The move began here.
    Lifted,
    /// A last stone fell here and the stones were sown on.
    Relay,
    /// A last stone fell here and captured the facing houses.
    Captor,
    /// The move ended here.
    Last,
    /// The opponent's house emptied by a capture.
    Taken,
}

impl Mark {
    /// The one-character sign drawn after a house's count (`Taken` is drawn as brackets).
    pub fn sign(self) -> char {
        match self {
            Mark::Lifted => '^',
            Mark::Relay => '+',
            Mark::Captor => 'x',
            Mark::Last => '*',
            Mark::Taken => ' ',
        }
    }
}

/// One line telling what the signs mean.
pub const LEGEND: &str = "^ lifted   + relay   x captured from here   * last stone   [n] taken";

/// The marks of one move, by owner and house.
#[derive(Debug, Default)]
pub struct Marks(HashMap<(Player, House), Mark>);

impl Marks {
    pub fn of(trace: &Trace) -> Marks {
        let mover = trace.mover;
        let mut marks = Marks::default();
        for event in &trace.events {
            match *event {
                Event::Lift { house, .. } => marks.set(mover, house, Mark::Lifted),
                Event::Relay { house, .. } => marks.set(mover, house, Mark::Relay),
                Event::Capture {
                    captor, inner, outer, ..
                } => {
                    marks.set(mover, captor, Mark::Captor);
                    marks.set(mover.opponent(), inner, Mark::Taken);
                    marks.set(mover.opponent(), outer, Mark::Taken);
                }
                Event::End { house } => marks.set(mover, house, Mark::Last),
                Event::Drop { .. } | Event::CapturedSowing { .. } => {}
            }
        }
        marks
    }

    pub fn get(&self, owner: Player, house: House) -> Option<Mark> {
        self.0.get(&(owner, house)).copied()
    }

    fn set(&mut self, owner: Player, house: House, mark: Mark) {
        let slot = self.0.entry((owner, house)).or_insert(mark);
        *slot = (*slot).max(mark);
    }
}
