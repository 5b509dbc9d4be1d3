//! A plain copy-make perft, the yardstick for the engine's speed: two 20-house arrays, sown one
//! stone at a time with wrap-around, relays and captures by RULES.md §3's tests, the 1 000-lap
//! cap, no trace, no observer, no allocation. It shares no code with the engine, so it also
//! checks its counts (tests/perft.rs includes this file).

/// Perft from a position given as the mover's loop and the opponent's (loop order, as
/// `Position::side` gives them), `min` the fewest stones a house must hold to be sown.
pub fn perft(mine: &[u8; 20], theirs: &[u8; 20], min: u8, from_lap_start: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut count = 0;
    for start in 0..20 {
        if mine[start] < min {
            continue;
        }
        let (mut m, mut t) = (*mine, *theirs);
        if sow(&mut m, &mut t, start, from_lap_start) {
            count += if depth == 1 {
                1
            } else {
                perft(&t, &m, min, from_lap_start, depth - 1)
            };
        }
    }
    count
}

/// Plays the move from `start`; false if it would need more than 1 000 laps.
fn sow(mine: &mut [u8; 20], theirs: &mut [u8; 20], start: usize, from_lap_start: bool) -> bool {
    let mut stones = std::mem::take(&mut mine[start]);
    let mut at = start;
    let mut origin = start;
    for _ in 0..1000 {
        while stones > 0 {
            at = if at == 19 { 0 } else { at + 1 };
            mine[at] += 1;
            stones -= 1;
        }
        if mine[at] == 1 {
            return true;
        }
        if at >= 10 {
            // Inner house at loop index `at` faces the opponent's inner 29 - at, outer at - 10.
            let (inner, outer) = (29 - at, at - 10);
            if theirs[inner] != 0 {
                stones = std::mem::take(&mut theirs[inner]) + std::mem::take(&mut theirs[outer]);
                if from_lap_start {
                    at = origin;
                }
                continue;
            }
        }
        stones = std::mem::take(&mut mine[at]);
        origin = at;
    }
    false
}
