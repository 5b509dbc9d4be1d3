//! Where a sowing's first lap ends, by arithmetic alone: what perft, evaluation and capture
//! search can know about a move without playing it.

use crate::house::HOUSES_PER_PLAYER;
use crate::Loop;

/// Sowing all stones of `side[start]` (loop indices, as [`crate::Position::side`] orders the
/// houses): the house the last stone of the first lap falls into, and the stones that house
/// held just before it. 0 means the move ends there, after one lap.
#[inline]
pub fn first_lap(side: &Loop, start: usize) -> (usize, u8) {
    let n = usize::from(side[start]);
    if n < HOUSES_PER_PLAYER {
        // Less than a lap never reaches the start house again.
        let last = short_run_end(start, n);
        (last, side[last])
    } else {
        around(side, start, n)
    }
}

/// [`first_lap`] for a run of 20 stones or more: rare, so kept out of the common path.
#[cold]
fn around(side: &Loop, start: usize, n: usize) -> (usize, u8) {
    // Whole laps drop a stone in every house, the emptied start house too.
    let laps = (n / HOUSES_PER_PLAYER) as u8;
    let last = (start + n) % HOUSES_PER_PLAYER;
    (last, if last == start { laps - 1 } else { side[last] + laps })
}

/// Whether sowing all stones of `side[start]` ends before it has gone round the loop: fewer
/// than 20 stones, the last into an empty house. The generators' cheap test, one branch where
/// [`first_lap`] needs two; a run of 20 or more is left to `first_lap` or to playing it.
#[inline]
pub fn ends_within_a_lap(side: &Loop, start: usize) -> bool {
    let n = usize::from(side[start]);
    // Computed before the test, not inside it: so both tests fold into one branch, which perft
    // measures 5-7% faster.
    let last = short_run_end(start, n);
    n < HOUSES_PER_PLAYER && side[last] == 0
}

/// Where the last of `n` stones sown after `start` falls, if they are fewer than 20 (the run
/// wraps round the end of the loop at most once); for more, the answer is no house.
#[inline]
fn short_run_end(start: usize, n: usize) -> usize {
    let last = start + n;
    if last >= HOUSES_PER_PLAYER {
        last - HOUSES_PER_PLAYER
    } else {
        last
    }
}
