//! The board as a player (the one to move, or the person playing the computer) sees it from
//! their seat: their own rows at the bottom (inner row in the middle of the board, outer row at
//! the edge), the opponent's at the top.
//! Column C (1 = left) holds my `iC` and `oC`, and the opponent's facing houses `i(11-C)` and
//! `o(11-C)`, so facing houses share a column.

use kiela_core::{House, Player, Position, Row};

use super::describe::stone_count;
use super::marks::{Mark, Marks};

/// Width of the left margin that holds the owners' names and stone totals.
const MARGIN: usize = 12;
/// Width of one column: a count of up to two digits, its brackets and its sign, and a space.
const COLUMN: usize = 5;

/// The board drawn from the seat of the player to move, with the last move's `marks`.
#[cfg(test)]
pub fn draw(position: &Position, marks: &Marks) -> String {
    draw_for(position, position.to_move(), marks)
}

/// The board drawn from `me`'s seat, with the last move's `marks`.
pub fn draw_for(position: &Position, me: Player, marks: &Marks) -> String {
    let them = me.opponent();
    let far = |row| columns(row, Seat::Far);
    let near = |row| columns(row, Seat::Near);
    let divider = format!("{}{}", " ".repeat(MARGIN), "-".repeat(COLUMN * 10));
    [
        labels(&far(Row::Outer)),
        counts(them.name(), position, them, &far(Row::Outer), marks),
        counts(&stones(position, them), position, them, &far(Row::Inner), marks),
        labels(&far(Row::Inner)),
        divider,
        labels(&near(Row::Inner)),
        counts(me.name(), position, me, &near(Row::Inner), marks),
        counts(&stones(position, me), position, me, &near(Row::Outer), marks),
        labels(&near(Row::Outer)),
    ]
    .map(|line| line.trim_end().to_owned() + "\n")
    .concat()
}

/// Which side of the board a row is on, seen by the player to move.
#[derive(Clone, Copy)]
enum Seat {
    /// Mine: house numbers run 1…10 from left to right.
    Near,
    /// The opponent's: their numbers run 10…1, so that facing houses share a column.
    Far,
}

/// The houses of `row` in screen order, left to right.
fn columns(row: Row, seat: Seat) -> Vec<House> {
    let house = |number| match row {
        Row::Outer => House::outer(number),
        Row::Inner => House::inner(number),
    };
    let numbers: Vec<u8> = match seat {
        Seat::Near => (1..=10).collect(),
        Seat::Far => (1..=10).rev().collect(),
    };
    numbers
        .into_iter()
        .map(|n| house(n).expect("1..=10 is a house number"))
        .collect()
}

fn stones(position: &Position, owner: Player) -> String {
    stone_count(position.stones_of(owner))
}

/// The houses' names, each over its count.
fn labels(houses: &[House]) -> String {
    let cells: String = houses.iter().map(|h| format!("{:>4} ", h.to_string())).collect();
    format!("{:MARGIN$}{cells}", "")
}

/// The counts of `owner`'s `houses`, marked, after `margin` text.
fn counts(margin: &str, position: &Position, owner: Player, houses: &[House], marks: &Marks) -> String {
    let cells: String = houses
        .iter()
        .map(|&house| cell(position.stones(owner, house), marks.get(owner, house)))
        .collect();
    format!("  {margin:<width$}{cells}", width = MARGIN - 2)
}

/// One house: `   3 `, `   0^`, ` [0] `.
fn cell(stones: u8, mark: Option<Mark>) -> String {
    match mark {
        Some(Mark::Taken) => format!("{:>4} ", format!("[{stones}]")),
        Some(mark) => format!("{stones:>4}{}", mark.sign()),
        None => format!("{stones:>4} "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Rules, Trace};

    #[test]
    fn facing_houses_share_a_column() {
        let far = columns(Row::Inner, Seat::Far);
        let near = columns(Row::Inner, Seat::Near);
        for (mine, theirs) in near.iter().zip(&far) {
            assert_eq!(mine.facing().map(|(inner, _)| inner), Some(*theirs));
        }
    }

    #[test]
    fn the_mover_sits_at_the_bottom_with_the_last_move_marked() {
        let mut position = Position::start(Rules::default(), Player::South);
        let mut trace = Trace::new(Player::South);
        position.play_observed("o10".parse().unwrap(), &mut trace).unwrap();
        let board = draw(&position, &Marks::of(&trace));
        let lines: Vec<&str> = board.lines().collect();
        // North to move: South's rows on top, seen from North's seat (South's o10 at the left).
        assert!(lines[0].trim_start().starts_with("o10   o9"), "{board}");
        assert!(lines[1].starts_with("  south        0^   2    2"), "{board}");
        assert!(lines[2].contains("28 stones    3    0+   3    3    1*   0"), "{board}");
        assert!(lines[6].starts_with("  north"));
        assert!(lines[8].trim_start().starts_with("o1   o2"));
    }
}
