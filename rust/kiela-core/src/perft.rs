//! Counting move paths: the move generator's correctness and speed check.

use crate::position::Loop;
use crate::rules::Rules;
use crate::sowing::play_move;
use crate::{ends_within_a_lap, HouseSet, Position};

/// The number of distinct sequences of `depth` legal sowings from `position`.
///
/// Like perft in chess it counts moves only: expert rearrangements and the no-progress rules
/// (repetition, quiet moves), which need a game's history, play no part. A position whose mover
/// has no legal move has no continuations.
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mover = position.to_move();
    perft_loops(
        position.side(mover),
        position.side(mover.opponent()),
        position.rules(),
        depth,
    )
}

/// Perft on the mover's and the opponent's loops, copy-make: each move is sown on copies of the
/// two loops (the move [`Position::play`] plays, without its bookkeeping), and the child's mover
/// is the opponent, so the copies swap places.
///
/// Two things put it ahead of the plain loop of `benches/plain.rs`, whose sowing it shares
/// instruction for instruction: the candidates come as a [`HouseSet`] instead of 20 tests on
/// branches the processor cannot predict, and on the last ply a move that ends within its
/// first lap is counted without being sown (only its legality matters there).
fn perft_loops(mine: &Loop, theirs: &Loop, rules: Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut count = 0;
    for start in HouseSet::holding_at_least(mine, rules.variant.min_sow()) {
        // A last ply needs only to know the move is legal, which a first lap ending in an
        // empty house settles without sowing.
        if depth == 1 && ends_within_a_lap(mine, start.loop_index()) {
            count += 1;
            continue;
        }
        let (mut m, mut t) = (*mine, *theirs);
        if play_move(&mut m, &mut t, start.loop_index(), rules.capture_sowing, &mut ()).is_ok() {
            count += if depth == 1 {
                1
            } else {
                perft_loops(&t, &m, rules, depth - 1)
            };
        }
    }
    count
}
