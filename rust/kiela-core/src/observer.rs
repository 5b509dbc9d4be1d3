//! What a move reports while it is played.
//!
//! The move engine is generic over an [`Observer`]; the AI and perft use `()`, whose empty
//! methods compile away, while the apps use [`crate::Trace`] to animate. One code path serves
//! both, and the untraced one allocates nothing.

use crate::House;

/// Receives the steps of a move as they happen. Houses are the mover's, in the mover's names,
/// except where a method says otherwise.
pub trait Observer {
    /// The move begins: all `stones` are lifted from `house`.
    #[inline]
    fn lift(&mut self, _house: House, _stones: u8) {}

    /// `stones` are dropped one by one into the houses after `after`, in loop order.
    #[inline]
    fn sow(&mut self, _after: House, _stones: u8) {}

    /// The last stone fell into the occupied `house`: its `stones` are lifted and sown on.
    #[inline]
    fn relay(&mut self, _house: House, _stones: u8) {}

    /// The last stone fell into the occupied inner house `captor`, facing an occupied house:
    /// the opponent's `inner` house and the `outer` house behind it (opponent's names) are
    /// emptied, `stones` in all.
    #[inline]
    fn capture(&mut self, _captor: House, _inner: House, _outer: House, _stones: u8) {}

    /// The captured `stones` are about to be sown into the mover's loop after `after`.
    #[inline]
    fn sow_captured(&mut self, _after: House, _stones: u8) {}

    /// The last stone fell into the empty `house`: the move is over.
    #[inline]
    fn end(&mut self, _house: House) {}
}

/// The silent observer, for search and perft.
impl Observer for () {}
