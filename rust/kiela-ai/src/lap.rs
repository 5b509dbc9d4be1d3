//! Where a sowing's first lap ends, by arithmetic alone: what evaluation and capture search
//! can know about a move without playing it.

use kiela_core::{Loop, HOUSES_PER_PLAYER};

/// For a last stone in house `last`: the opponent's facing inner house, or for an outer house
/// index 20, a padding house that is always empty (so callers need no branch).
pub(crate) const FACING_INNER: [usize; HOUSES_PER_PLAYER] = facing_table(0);
/// The same for the opponent's outer house behind the facing one.
pub(crate) const FACING_OUTER: [usize; HOUSES_PER_PLAYER] = facing_table(1);

const fn facing_table(which: usize) -> [usize; HOUSES_PER_PLAYER] {
    let mut table = [HOUSES_PER_PLAYER; HOUSES_PER_PLAYER];
    let mut inner = 10;
    while inner < HOUSES_PER_PLAYER {
        table[inner] = if which == 0 { 29 - inner } else { inner - 10 };
        inner += 1;
    }
    table
}

/// Sowing all stones of `mine[start]`: the house the last stone of the first lap falls into,
/// and the stones that house held just before it. 0 means the move ends there.
#[inline]
pub(crate) fn first_lap(mine: &Loop, start: usize) -> (usize, u8) {
    let n = usize::from(mine[start]);
    if n < HOUSES_PER_PLAYER {
        // Less than a lap never reaches the start house again.
        let mut last = start + n;
        if last >= HOUSES_PER_PLAYER {
            last -= HOUSES_PER_PLAYER;
        }
        (last, mine[last])
    } else {
        // Whole laps drop a stone in every house, the emptied start house too.
        let laps = (n / HOUSES_PER_PLAYER) as u8;
        let last = (start + n) % HOUSES_PER_PLAYER;
        (last, if last == start { laps - 1 } else { mine[last] + laps })
    }
}
