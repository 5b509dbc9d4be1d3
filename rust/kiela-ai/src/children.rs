//! The legal moves of a position played out: the one move generator every player here uses.
//!
//! Whether a move is legal (not endless) and what it captures are known only by playing it, so
//! listing moves and playing them are the same work: each legal move comes with its result.

use std::mem::MaybeUninit;

use kiela_core::{ends_within_a_lap, House, MoveSummary, Position, HOUSES_PER_PLAYER};

/// A legal move and the position it leads to.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Child {
    pub house: House,
    pub summary: MoveSummary,
    pub position: Position,
}

/// Up to 20 children on the stack: search recursion must not allocate.
pub(crate) struct Children {
    items: [MaybeUninit<Child>; HOUSES_PER_PLAYER],
    len: usize,
}

impl Children {
    /// Every legal move of `position` except `skip`, in loop order.
    #[inline]
    pub fn of_except(position: &Position, skip: Option<House>) -> Children {
        let mut children = Children::empty();
        children.fill_except(position, skip);
        children
    }

    /// [`Children::of_except`] into an empty list the caller holds: the search's way, so the
    /// list (1 kB) is built where it is used and never copied.
    #[inline(always)]
    pub fn fill_except(&mut self, position: &Position, skip: Option<House>) {
        debug_assert_eq!(self.len, 0);
        for house in position.candidate_houses() {
            if Some(house) != skip {
                self.push_played(position, house);
            }
        }
    }

    /// The legal moves of `position` that capture, in loop order, into an empty list the
    /// caller holds (as [`Children::fill_except`]). A move that ends within its first lap
    /// captures nothing and is not even played. Endless moves are left out like any
    /// other non-capture.
    #[inline(always)]
    pub fn fill_captures(&mut self, position: &Position) {
        debug_assert_eq!(self.len, 0);
        let mine = position.side(position.to_move());
        for house in position.candidate_houses() {
            if ends_within_a_lap(mine, house.loop_index()) {
                continue;
            }
            if self.push_played(position, house) && self.last_captured() == 0 {
                self.len -= 1;
            }
        }
    }

    /// An empty list, to fill.
    #[inline]
    pub fn empty() -> Children {
        Children {
            items: [const { MaybeUninit::uninit() }; HOUSES_PER_PLAYER],
            len: 0,
        }
    }

    /// Plays `house` into the next slot; keeps it (and returns true) if it is legal.
    #[inline]
    fn push_played(&mut self, position: &Position, house: House) -> bool {
        // Play in place in the slot: no second copy of the position.
        let slot = self.items[self.len].write(Child {
            house,
            summary: MoveSummary {
                captured: 0,
                laps: 0,
                last: house,
            },
            position: *position,
        });
        // A scratch slot: an endless move leaves it half-played, and it is not kept.
        let Ok(summary) = slot.position.play_on_scratch(house) else {
            return false;
        };
        slot.summary = summary;
        self.len += 1;
        true
    }

    fn last_captured(&self) -> u8 {
        self.as_slice().last().map_or(0, |c| c.summary.captured)
    }

    /// Every legal move of `position`, in loop order.
    #[inline]
    pub fn of(position: &Position) -> Children {
        Children::of_except(position, None)
    }

    #[inline]
    pub fn as_slice(&self) -> &[Child] {
        // SAFETY: the first `len` items were written by `of_except`, and `Child` is `Copy`
        // (no drop to run), so viewing them as initialised values is sound.
        unsafe { std::slice::from_raw_parts(self.items.as_ptr().cast::<Child>(), self.len) }
    }
}

/// One legal move of `position`, and what it does; `None` if `house` is not legal.
pub(crate) fn child(position: &Position, house: House) -> Option<Child> {
    let mut next = *position;
    next.play(house).ok().map(|summary| Child {
        house,
        summary,
        position: next,
    })
}

/// The most stones the player to move can capture with one move (0 if none, or no move).
pub(crate) fn best_capture(position: &Position) -> u8 {
    Children::of(position)
        .as_slice()
        .iter()
        .map(|c| c.summary.captured)
        .max()
        .unwrap_or(0)
}

/// The same houses with the other player to move: to ask "what could they do now".
pub(crate) fn with_turn_passed(position: &Position) -> Position {
    use kiela_core::Player;
    Position::from_parts(
        [*position.side(Player::South), *position.side(Player::North)],
        position.to_move().opponent(),
        position.rules(),
        position.quiet_moves(),
    )
}
