//! A deliberately plain second implementation of the move rules of RULES.md §3, written from
//! the board's geometry rather than from the engine's loop indices: a 4 × 10 grid as South sees
//! it, stones dropped one at a time, and the loop found by walking counterclockwise around the
//! mover's half of the board. It is slow and simple on purpose; the tests compare the engine
//! with it.

use kiela_core::{CaptureSowing, House, Player, Position, Rules, MAX_LAPS};

/// Rows of the grid, top of the screen first (South sits at the bottom).
pub const NORTH_OUTER: usize = 0;
pub const NORTH_INNER: usize = 1;
pub const SOUTH_INNER: usize = 2;
pub const SOUTH_OUTER: usize = 3;

/// A place on the grid: row (see the constants) and column, 0 = left edge as South sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    pub row: usize,
    pub col: usize,
}

/// The whole board as South sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub cells: [[u8; 10]; 4],
    pub to_move: Player,
}

fn outer_row(player: Player) -> usize {
    match player {
        Player::South => SOUTH_OUTER,
        Player::North => NORTH_OUTER,
    }
}

fn inner_row(player: Player) -> usize {
    match player {
        Player::South => SOUTH_INNER,
        Player::North => NORTH_INNER,
    }
}

/// Where `player`'s house `o{number}` / `i{number}` is. Each player counts from their own
/// left: South's left is the screen's left; North sits facing South, so North's left is the
/// screen's right.
pub fn spot(player: Player, outer: bool, number: u8) -> Spot {
    assert!((1..=10).contains(&number));
    let row = if outer { outer_row(player) } else { inner_row(player) };
    let col = match player {
        Player::South => usize::from(number) - 1,
        Player::North => 10 - usize::from(number),
    };
    Spot { row, col }
}

/// The spot of an engine house of `player`, by its name.
pub fn spot_of(player: Player, house: House) -> Spot {
    let name = house.to_string();
    let number: u8 = name[1..].parse().unwrap();
    spot(player, name.starts_with('o'), number)
}

/// The engine house at a spot, by its name.
pub fn house_at(s: Spot) -> House {
    let number = match owner(s) {
        Player::South => s.col + 1,
        Player::North => 10 - s.col,
    };
    let row = if s.row == outer_row(owner(s)) { 'o' } else { 'i' };
    format!("{row}{number}").parse().unwrap()
}

/// The owner of a spot.
pub fn owner(s: Spot) -> Player {
    if s.row <= NORTH_INNER {
        Player::North
    } else {
        Player::South
    }
}

/// The next house counterclockwise around the owner's half of the board, as seen on the
/// screen (a rotation by half a turn keeps the sense, so this is counterclockwise for North
/// too): rightwards along the half's lower row, up at the right edge, leftwards along the
/// upper row, down at the left edge.
pub fn next(s: Spot) -> Spot {
    let (upper, lower) = match owner(s) {
        Player::North => (NORTH_OUTER, NORTH_INNER),
        Player::South => (SOUTH_INNER, SOUTH_OUTER),
    };
    if s.row == lower {
        if s.col < 9 {
            Spot {
                row: lower,
                col: s.col + 1,
            }
        } else {
            Spot { row: upper, col: 9 }
        }
    } else if s.col > 0 {
        Spot {
            row: upper,
            col: s.col - 1,
        }
    } else {
        Spot { row: lower, col: 0 }
    }
}

impl Grid {
    pub fn from_position(position: &Position) -> Grid {
        let mut cells = [[0; 10]; 4];
        for player in Player::BOTH {
            for number in 1..=10 {
                let o = spot(player, true, number);
                cells[o.row][o.col] = position.stones(player, House::outer(number).unwrap());
                let i = spot(player, false, number);
                cells[i.row][i.col] = position.stones(player, House::inner(number).unwrap());
            }
        }
        Grid {
            cells,
            to_move: position.to_move(),
        }
    }

    /// The engine position for this board (no quiet moves so far).
    pub fn to_position(self, rules: Rules) -> Position {
        let rows = |player: Player| {
            let mut rows = [[0; 10]; 2];
            for number in 1..=10u8 {
                rows[0][usize::from(number) - 1] = self.at(spot(player, true, number));
                rows[1][usize::from(number) - 1] = self.at(spot(player, false, number));
            }
            rows
        };
        super::pos(rules, self.to_move, rows(Player::South), rows(Player::North))
    }

    pub fn at(&self, s: Spot) -> u8 {
        self.cells[s.row][s.col]
    }

    fn at_mut(&mut self, s: Spot) -> &mut u8 {
        &mut self.cells[s.row][s.col]
    }

    pub fn stones(&self) -> u32 {
        self.cells.iter().flatten().map(|&s| u32::from(s)).sum()
    }
}

/// Why the reference refuses a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The house holds fewer stones than the variant's minimum (none at all included).
    TooFew,
    /// The move needs more laps than the limit.
    Endless,
}

/// What a finished move did, in the reference's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub grid: Grid,
    pub captured: u32,
    pub laps: u32,
}

/// Plays the mover's house at `start` under `rules`, allowing at most `max_laps` laps.
pub fn play_with_limit(grid: &Grid, start: Spot, rules: Rules, max_laps: u32) -> Result<Played, Refusal> {
    play_recording(grid, start, rules, max_laps, None)
}

/// As [`play_with_limit`], and pushes onto `relays` the board just before each relay lift,
/// with the relay house: the rest of the move is the move that house would start there.
pub fn play_recording(
    grid: &Grid,
    start: Spot,
    rules: Rules,
    max_laps: u32,
    mut relays: Option<&mut Vec<(Grid, Spot)>>,
) -> Result<Played, Refusal> {
    let mover = grid.to_move;
    let opponent = mover.opponent();
    assert_eq!(owner(start), mover, "the mover sows their own house");
    let mut g = *grid;
    let mut hand = g.at(start);
    if hand < rules.variant.min_sow() {
        return Err(Refusal::TooFew);
    }
    *g.at_mut(start) = 0;
    // `at` is the house the next stone goes after; `origin` where the current run was lifted.
    let mut at = start;
    let mut origin = start;
    let mut captured = 0u32;
    let mut laps = 0u32;
    loop {
        laps += 1;
        if laps > max_laps {
            return Err(Refusal::Endless);
        }
        let mut was_empty = false;
        while hand > 0 {
            at = next(at);
            was_empty = g.at(at) == 0;
            *g.at_mut(at) += 1;
            hand -= 1;
        }
        if was_empty {
            g.to_move = opponent;
            return Ok(Played {
                grid: g,
                captured,
                laps,
            });
        }
        let facing = Spot {
            row: inner_row(opponent),
            col: at.col,
        };
        let behind = Spot {
            row: outer_row(opponent),
            col: at.col,
        };
        if at.row == inner_row(mover) && g.at(facing) > 0 {
            hand = g.at(facing) + g.at(behind);
            *g.at_mut(facing) = 0;
            *g.at_mut(behind) = 0;
            captured += u32::from(hand);
            if rules.capture_sowing == CaptureSowing::FromLapStart {
                at = origin;
            }
        } else {
            if let Some(relays) = relays.as_mut() {
                relays.push((g, at));
            }
            hand = g.at(at);
            *g.at_mut(at) = 0;
            origin = at;
        }
    }
}

/// Plays under the rules' lap limit.
pub fn play(grid: &Grid, start: Spot, rules: Rules) -> Result<Played, Refusal> {
    play_with_limit(grid, start, rules, u32::from(MAX_LAPS))
}

/// Every house of the mover, o1…o10 then i1…i10 (the order does not matter for counting).
pub fn mover_spots(player: Player) -> impl Iterator<Item = Spot> {
    [true, false]
        .into_iter()
        .flat_map(move |outer| (1..=10).map(move |n| spot(player, outer, n)))
}

/// Perft computed with the reference alone.
pub fn perft(grid: &Grid, rules: Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    mover_spots(grid.to_move)
        .filter_map(|s| play(grid, s, rules).ok())
        .map(|played| perft(&played.grid, rules, depth - 1))
        .sum()
}
