//! Counting move paths: the move generator's correctness and speed check.

use crate::Position;

/// The number of distinct sequences of `depth` legal sowings from `position`.
///
/// Like perft in chess it counts moves only: expert rearrangements and the no-progress rules
/// (repetition, quiet moves), which need a game's history, play no part. A position whose mover
/// has no legal move has no continuations.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut count = 0;
    for house in position.candidate_houses() {
        let mut child = *position;
        if child.play(house).is_ok() {
            count += if depth == 1 { 1 } else { perft(&child, depth - 1) };
        }
    }
    count
}
