//! The board as a player sees it from their seat: their own rows at the bottom (inner row in
//! the middle of the board, outer row at the edge), the opponent's at the top, facing houses in
//! the same column. Two layouts: the full one fits 60 columns, the compact one 32.

use kiela_core::Player;
use kiela_session::{house_at, Side, Snapshot};

use super::marks::{HouseSigns, Marks, LEGEND};
use super::paint::{Ink, Paint};

/// The narrowest terminal the full board fits.
pub const FULL_WIDTH: usize = 60;
/// Width of the full board's left margin, which holds the owners' names and stone totals.
const MARGIN: usize = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Names and totals in a margin, house names over and under every row: 60 columns.
    Full,
    /// Row letters and house numbers only: 32 columns.
    Compact,
}

impl Layout {
    /// The layout that fits a terminal `width` columns wide.
    pub fn for_width(width: usize) -> Layout {
        if width >= FULL_WIDTH {
            Layout::Full
        } else {
            Layout::Compact
        }
    }
}

/// What the board is drawn with.
pub struct View<'a> {
    pub snapshot: &'a Snapshot,
    /// The seat it is drawn from.
    pub me: Side,
    pub marks: &'a Marks,
    pub layout: Layout,
    pub paint: Paint,
}

/// The board index of the house at screen row `row` (0 at the top) and column `column` (0 at
/// the left): board order is South's view, and North's is the same turned round.
fn index_at(me: Side, row: usize, column: usize) -> usize {
    let south_view = row * 10 + column;
    match me {
        Side::South => south_view,
        Side::North => 39 - south_view,
    }
}

/// The board, every line ending in a newline; the legend follows when the last move left marks.
pub fn draw(view: &View) -> String {
    let lines = match view.layout {
        Layout::Full => full(view),
        Layout::Compact => compact(view),
    };
    let mut text: String = lines.iter().map(|line| line.trim_end().to_owned() + "\n").collect();
    if !view.marks.is_empty() {
        let legend: Vec<&str> = match view.layout {
            Layout::Full => LEGEND.to_vec(),
            Layout::Compact => vec!["^ lifted + relay x captor", "* last stone [n] taken, held n"],
        };
        for line in legend {
            text += &view.paint.ink(Ink::Dim, line);
            text += "\n";
        }
    }
    text
}

fn full(view: &View) -> Vec<String> {
    let them = view.me.opponent();
    let labels = |row| {
        let cells: String = (0..10)
            .map(|c| format!("{:>3}  ", name(index_at(view.me, row, c))))
            .collect();
        format!("{:MARGIN$}{}", "", view.paint.ink(Ink::Dim, &cells))
    };
    let counts = |margin: String, row| {
        let cells: String = (0..10).map(|c| full_cell(view, index_at(view.me, row, c))).collect();
        format!("{margin}{cells}")
    };
    let divider = format!("{:MARGIN$}{}", "", view.paint.ink(Ink::Dim, &"-".repeat(50)));
    vec![
        labels(0),
        counts(owner(view, them, MARGIN), 0),
        counts(format!("{:<MARGIN$}", stones(view.snapshot, them)), 1),
        labels(1),
        divider,
        labels(2),
        counts(owner(view, view.me, MARGIN), 2),
        counts(format!("{:<MARGIN$}", stones(view.snapshot, view.me)), 3),
        labels(3),
    ]
}

fn compact(view: &View) -> Vec<String> {
    let them = view.me.opponent();
    // Each side's houses are numbered from its own left: the far side's run 10…1.
    let numbers = |far: bool| {
        let cells: String = (1..=10)
            .map(|n| format!("{:>2} ", if far { 11 - n } else { n }))
            .collect();
        format!("  {}", view.paint.ink(Ink::Dim, &cells))
    };
    let counts = |letter: &str, row| {
        let cells: String = (0..10).map(|c| compact_cell(view, index_at(view.me, row, c))).collect();
        format!("{} {cells}", view.paint.ink(Ink::Dim, letter))
    };
    let title = |side| format!("{} {}", owner(view, side, 0), stones(view.snapshot, side));
    vec![
        title(them),
        numbers(true),
        counts("o", 0),
        counts("i", 1),
        format!("  {}", view.paint.ink(Ink::Dim, &"-".repeat(29))),
        counts("i", 2),
        counts("o", 3),
        numbers(false),
        title(view.me),
    ]
}

/// One house of the full board, 5 columns: `  3  `, `  0^*`, ` [4] `.
fn full_cell(view: &View, index: usize) -> String {
    let count = view.snapshot.board[index];
    match view.marks.get(index) {
        HouseSigns { taken: Some(held), .. } => {
            let text = format!("[{held}]");
            let pad = 4usize.saturating_sub(text.len());
            format!("{}{} ", " ".repeat(pad), view.paint.ink(Ink::Taken, &text))
        }
        HouseSigns { signs, .. } => {
            // At most two signs fit; the later parts of the move are kept.
            let skip = signs.chars().count().saturating_sub(2);
            let shown: String = signs.chars().skip(skip).collect();
            format!(
                "{count:>3}{}{}",
                view.paint.ink(Ink::Mark, &shown),
                " ".repeat(2 - shown.chars().count())
            )
        }
    }
}

/// One house of the compact board, 3 columns: ` 3 `, ` 0*`, `[4]`.
fn compact_cell(view: &View, index: usize) -> String {
    let count = view.snapshot.board[index];
    match view.marks.get(index) {
        HouseSigns { taken: Some(held), .. } => {
            let text = format!("[{held}]");
            let pad = 3usize.saturating_sub(text.len());
            format!("{}{}", " ".repeat(pad), view.paint.ink(Ink::Taken, &text))
        }
        HouseSigns { signs, .. } => {
            let last: String = signs.chars().last().map(String::from).unwrap_or_default();
            let pad = if last.is_empty() { " " } else { "" };
            format!("{count:>2}{}{pad}", view.paint.ink(Ink::Mark, &last))
        }
    }
}

/// The house name at a board index: `o10`.
fn name(index: usize) -> String {
    house_at(index).map(|(_, house)| house.to_string()).unwrap_or_default()
}

/// `north`, padded to `width`, in bold when coloured.
fn owner(view: &View, side: Side, width: usize) -> String {
    let name = Player::from(side).name();
    let pad = width.saturating_sub(name.len());
    format!("{}{}", view.paint.ink(Ink::Name, name), " ".repeat(pad))
}

/// `28 stones`.
fn stones(snapshot: &Snapshot, side: Side) -> String {
    let count = match side {
        Side::South => snapshot.south_stones,
        Side::North => snapshot.north_stones,
    };
    match count.0 {
        1 => "1 stone".to_owned(),
        n => format!("{n} stones"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_session::{GameSettings, Seat, Session};

    fn after_o10() -> Snapshot {
        let settings = GameSettings {
            north: Seat::Person,
            ..GameSettings::default()
        };
        let mut session = Session::new(settings, 1);
        session.play_notation("o10".parse().unwrap()).unwrap();
        session.snapshot()
    }

    #[test]
    fn facing_houses_share_a_column_from_either_seat() {
        for me in [Side::South, Side::North] {
            for column in 0..10 {
                let (_, mine) = house_at(index_at(me, 2, column)).unwrap();
                let (_, theirs) = house_at(index_at(me, 1, column)).unwrap();
                assert_eq!(mine.facing().map(|(inner, _)| inner), Some(theirs));
            }
        }
    }

    #[test]
    fn both_layouts_fit_and_mark_the_last_move() {
        let snapshot = after_o10();
        let marks = Marks::of(&snapshot.last_move_marks);
        for (layout, width) in [(Layout::Full, 60), (Layout::Compact, 32)] {
            let view = View {
                snapshot: &snapshot,
                me: Side::North,
                marks: &marks,
                layout,
                paint: Paint { enabled: false },
            };
            let board = draw(&view);
            assert!(board.lines().all(|l| l.chars().count() <= width), "{board}");
            assert!(board.contains("0^") && board.contains("1*"), "{board}");
        }
    }
}
