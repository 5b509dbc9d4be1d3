//! The move engine: sowing, relays and captures until a last stone lands in an empty house.

use crate::house::HOUSES_PER_PLAYER;
use crate::rules::{CaptureSowing, MAX_LAPS};
use crate::{House, Observer};

/// What a finished move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveSummary {
    /// Stones taken from the opponent in all.
    pub captured: u8,
    /// Sowing runs: the first, each relay and each sowing of captured stones.
    pub laps: u16,
    /// Where the last stone landed.
    pub last: House,
}

/// The move would need more than [`MAX_LAPS`] laps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Endless;

/// Plays a move from `start` on the mover's loop `mine` against the opponent's loop `theirs`.
/// On `Err(Endless)` the loops hold an unfinished move: callers work on a copy.
///
/// With the silent observer `()` every report compiles away and this is the plain loop of
/// `benches/plain.rs` (one stone a house, wrap-around, the rules' tests): that bench measures
/// the two side by side. Always inlined: a call costs perft a sixth of its speed.
#[inline(always)]
pub(crate) fn play_move<O: Observer>(
    mine: &mut [u8; HOUSES_PER_PLAYER],
    theirs: &mut [u8; HOUSES_PER_PLAYER],
    start: usize,
    capture_sowing: CaptureSowing,
    observer: &mut O,
) -> Result<MoveSummary, Endless> {
    let mut stones = std::mem::take(&mut mine[start]);
    observer.lift(house(start), stones);
    let mut at = start;
    // The house the current run of stones was lifted from; captured stones keep it.
    let mut origin = start;
    let mut captured = 0u8;
    // A half-open range: `1..=MAX_LAPS` iterates measurably slower.
    for laps in 1..MAX_LAPS + 1 {
        observer.sow(house(at), stones);
        at = drop_stones(mine, at, stones);
        if mine[at] == 1 {
            observer.end(house(at));
            return Ok(MoveSummary {
                captured,
                laps,
                last: house(at),
            });
        }
        if at >= 10 {
            // Inner house `at` faces the opponent's inner house 29 - at and outer house at - 10
            // (House::facing).
            let (inner, outer) = (29 - at, at - 10);
            if theirs[inner] != 0 {
                stones = std::mem::take(&mut theirs[inner]) + std::mem::take(&mut theirs[outer]);
                captured += stones;
                observer.capture(house(at), house(inner), house(outer), stones);
                if capture_sowing == CaptureSowing::FromLapStart {
                    at = origin;
                }
                observer.sow_captured(house(at), stones);
                continue;
            }
        }
        stones = std::mem::take(&mut mine[at]);
        observer.relay(house(at), stones);
        origin = at;
    }
    Err(Endless)
}

#[inline]
fn house(index: usize) -> House {
    // Every index here is below 20 already; wrapping keeps this free of a panic path, so the
    // silent observer's unused houses cost nothing.
    House::wrapping(index)
}

/// Drops `stones` one by one into the houses after `after`; returns where the last one fell.
/// A lap of 20 or more stones goes round the whole loop, the emptied house too.
#[inline(always)]
fn drop_stones(loop_: &mut [u8; HOUSES_PER_PLAYER], after: usize, stones: u8) -> usize {
    let mut at = after;
    for _ in 0..stones {
        at = if at == HOUSES_PER_PLAYER - 1 { 0 } else { at + 1 };
        loop_[at] += 1;
    }
    at
}
