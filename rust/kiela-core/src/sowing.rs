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
#[inline]
pub(crate) fn play_move<O: Observer>(
    mine: &mut [u8; HOUSES_PER_PLAYER],
    theirs: &mut [u8; HOUSES_PER_PLAYER],
    start: usize,
    capture_sowing: CaptureSowing,
    observer: &mut O,
) -> Result<MoveSummary, Endless> {
    let mut stones = std::mem::take(&mut mine[start]);
    observer.lift(house(start), stones);
    let mut after = start;
    // The house the current run of stones was lifted from; captured stones keep it.
    let mut origin = start;
    let mut captured = 0u8;
    let mut laps = 0u16;
    loop {
        if laps == MAX_LAPS {
            return Err(Endless);
        }
        laps += 1;
        observer.sow(house(after), stones);
        let last = drop_stones(mine, after, stones);
        if mine[last] == 1 {
            observer.end(house(last));
            return Ok(MoveSummary {
                captured,
                laps,
                last: house(last),
            });
        }
        let facing = house(last).facing();
        match facing {
            Some((inner, outer)) if theirs[inner.loop_index()] != 0 => {
                stones =
                    std::mem::take(&mut theirs[inner.loop_index()]) + std::mem::take(&mut theirs[outer.loop_index()]);
                captured += stones;
                observer.capture(house(last), inner, outer, stones);
                after = match capture_sowing {
                    CaptureSowing::AfterCapturingHouse => last,
                    CaptureSowing::FromLapStart => origin,
                };
                observer.sow_captured(house(after), stones);
            }
            _ => {
                stones = std::mem::take(&mut mine[last]);
                observer.relay(house(last), stones);
                after = last;
                origin = last;
            }
        }
    }
}

#[inline]
fn house(index: usize) -> House {
    // Every index here is below 20 already; wrapping keeps this free of a panic path, so the
    // silent observer's unused houses cost nothing.
    House::wrapping(index)
}

/// Drops `stones` one by one into the houses after `after`; returns where the last one fell.
/// Whole laps are added at once: every house, the emptied one too, gets one stone per lap.
#[inline]
fn drop_stones(loop_: &mut [u8; HOUSES_PER_PLAYER], after: usize, stones: u8) -> usize {
    let stones = stones as usize;
    let whole_laps = (stones / HOUSES_PER_PLAYER) as u8;
    if whole_laps > 0 {
        loop_.iter_mut().for_each(|h| *h += whole_laps);
    }
    let first = after + 1;
    let end = first + stones % HOUSES_PER_PLAYER;
    if end <= HOUSES_PER_PLAYER {
        loop_[first.min(HOUSES_PER_PLAYER)..end]
            .iter_mut()
            .for_each(|h| *h += 1);
    } else {
        loop_[first..].iter_mut().for_each(|h| *h += 1);
        loop_[..end - HOUSES_PER_PLAYER].iter_mut().for_each(|h| *h += 1);
    }
    (after + stones) % HOUSES_PER_PLAYER
}
