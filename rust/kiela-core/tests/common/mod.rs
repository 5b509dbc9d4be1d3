//! Helpers shared by the integration tests: positions written the way RULES.md §5 writes them,
//! a small seeded random generator, and a plain reference implementation of the move rules.
#![allow(dead_code)] // each test file uses a different part of this module

pub mod reference;

use kiela_core::{CaptureSowing, House, Loop, Player, Position, Rules, Variant};

/// One player's houses as the owner names them, house 1 first: `[outer, inner]`, i.e.
/// `[[o1, …, o10], [i1, …, i10]]` — the `"outer"` and `"inner"` arrays of RULES.md §5.
pub type Rows = [[u8; 10]; 2];

pub const TRADITIONAL: Rules = Rules::new(Variant::Traditional, CaptureSowing::AfterCapturingHouse);
pub const BEGINNER: Rules = Rules::new(Variant::Beginner, CaptureSowing::AfterCapturingHouse);

/// Every combination of variant and capture-sowing option.
pub fn all_rules() -> Vec<Rules> {
    Variant::ALL
        .into_iter()
        .flat_map(|v| CaptureSowing::ALL.into_iter().map(move |c| Rules::new(v, c)))
        .collect()
}

/// A player's houses in the order of their sowing loop (RULES.md §1).
pub const LOOP: [&str; 20] = [
    "o1", "o2", "o3", "o4", "o5", "o6", "o7", "o8", "o9", "o10", "i10", "i9", "i8", "i7", "i6", "i5", "i4", "i3", "i2",
    "i1",
];

/// A house from its name: `h("o3")`, `h("i10")`.
pub fn h(name: &str) -> House {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The 20 houses of one player in loop order (`o1`…`o10`, `i10`…`i1`) from their rows.
pub fn loop_of(rows: Rows) -> Loop {
    let mut side = [0; 20];
    for n in 1..=10u8 {
        side[House::outer(n).unwrap().loop_index()] = rows[0][usize::from(n - 1)];
        side[House::inner(n).unwrap().loop_index()] = rows[1][usize::from(n - 1)];
    }
    side
}

/// A position from both players' rows as they name them, with no quiet moves so far.
pub fn pos(rules: Rules, to_move: Player, south: Rows, north: Rows) -> Position {
    Position::from_parts([loop_of(south), loop_of(north)], to_move, rules, 0)
}

/// `player`'s rows as they name them.
pub fn rows(position: &Position, player: Player) -> Rows {
    let mut rows = [[0; 10]; 2];
    for n in 1..=10u8 {
        rows[0][usize::from(n - 1)] = position.stones(player, House::outer(n).unwrap());
        rows[1][usize::from(n - 1)] = position.stones(player, House::inner(n).unwrap());
    }
    rows
}

/// Both sides' rows, South first, for comparing whole boards in one assertion.
pub fn board(position: &Position) -> [Rows; 2] {
    [rows(position, Player::South), rows(position, Player::North)]
}

/// All stones on the board.
pub fn total(position: &Position) -> u32 {
    position.stones_of(Player::South) + position.stones_of(Player::North)
}

/// The same position with the two players' seats swapped: since each player names their own
/// houses, the mirrored position has the same rows under the other player's name.
pub fn mirrored(position: &Position) -> Position {
    Position::from_parts(
        [*position.side(Player::North), *position.side(Player::South)],
        position.to_move().opponent(),
        position.rules(),
        position.quiet_moves(),
    )
}

/// SplitMix64: a tiny seeded generator, so failures reproduce.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random position under `rules` holding the variant's full stone total, with `to_move`.
///
/// The positions vary on purpose: a random share of the stones on the mover's side, stones
/// only in a random subset of each side's houses (from spread out to a few big houses, so laps
/// of 20 stones or more and many empty houses occur), and now and then an opponent without
/// stones in their inner row, where long relay chains and endless moves happen.
pub fn random_position(rng: &mut Rng, rules: Rules, to_move: Player) -> Position {
    let mover = to_move.index();
    let mut active: [Vec<usize>; 2] = Default::default();
    for side in &mut active {
        let share = 1 + rng.below(20);
        *side = (0..20).filter(|_| rng.below(20) < share).collect();
        if side.is_empty() {
            side.push(rng.below(20));
        }
    }
    let mover_share = rng.below(101);
    let mut houses = [[0u8; 20]; 2];
    for _ in 0..rules.variant.total_stones() {
        let side = if rng.below(100) < mover_share { mover } else { 1 - mover };
        let house = active[side][rng.below(active[side].len())];
        houses[side][house] += 1;
    }
    if rng.below(4) == 0 {
        // Empty the opponent's inner row into their outer row: no capture is possible.
        let theirs = &mut houses[1 - mover];
        for k in 10..20 {
            theirs[k - 10] += std::mem::take(&mut theirs[k]);
        }
    }
    let quiet = rng.below(100) as u16;
    Position::from_parts(houses, to_move, rules, quiet)
}
