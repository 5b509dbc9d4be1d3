//! The houses a last stone faces, as tables: with [`kiela_core::first_lap`], what evaluation
//! can know about a capture without playing the move.

use kiela_core::HOUSES_PER_PLAYER;

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
