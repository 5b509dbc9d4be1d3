//! Places on the board as the apps draw it, and the conversions to the core's types.
//!
//! Board order, the one house order the apps see: four rows of ten as South sees the board,
//! top to bottom (North's outer row, North's inner row, South's inner row, South's outer row),
//! each left to right. Loop order stays inside the core and the notation.

use kiela_core::{House as CoreHouse, Player, Position, Row as CoreRow};

use crate::numbers::{AppInt, SmallInt, StoneCounts};

/// Number of houses on the board.
pub const BOARD_HOUSES: usize = 40;

/// A player. South sits at the bottom of the board as it is drawn for South.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Side {
    South,
    North,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
}

impl From<Player> for Side {
    fn from(player: Player) -> Side {
        match player {
            Player::South => Side::South,
            Player::North => Side::North,
        }
    }
}

impl From<Side> for Player {
    fn from(side: Side) -> Player {
        match side {
            Side::South => Player::South,
            Side::North => Player::North,
        }
    }
}

/// A player's two rows: the outer one at the board's edge, the inner one in the middle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Row {
    Outer,
    Inner,
}

/// A house by its owner's name: `O1`…`O10` outside, `I1`…`I10` inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum House {
    O1,
    O2,
    O3,
    O4,
    O5,
    O6,
    O7,
    O8,
    O9,
    O10,
    I1,
    I2,
    I3,
    I4,
    I5,
    I6,
    I7,
    I8,
    I9,
    I10,
}

impl House {
    /// Outer row first, each row from house 1: the order of the variants.
    const ALL: [House; 20] = [
        House::O1,
        House::O2,
        House::O3,
        House::O4,
        House::O5,
        House::O6,
        House::O7,
        House::O8,
        House::O9,
        House::O10,
        House::I1,
        House::I2,
        House::I3,
        House::I4,
        House::I5,
        House::I6,
        House::I7,
        House::I8,
        House::I9,
        House::I10,
    ];

    /// The house `number` (1…10) of `row`; `None` for another number.
    pub fn of(row: Row, number: u8) -> Option<House> {
        let row_start = match row {
            Row::Outer => 0,
            Row::Inner => 10,
        };
        (1..=10)
            .contains(&number)
            .then(|| House::ALL[row_start + usize::from(number) - 1])
    }

    pub fn row(self) -> Row {
        match (self as u8) < 10 {
            true => Row::Outer,
            false => Row::Inner,
        }
    }

    /// 1…10 along the row, as the owner counts from their left.
    pub fn number(self) -> u8 {
        self as u8 % 10 + 1
    }
}

impl From<CoreHouse> for House {
    fn from(house: CoreHouse) -> House {
        let row = match house.row() {
            CoreRow::Outer => Row::Outer,
            CoreRow::Inner => Row::Inner,
        };
        House::of(row, house.number()).expect("a core house is numbered 1..=10")
    }
}

impl From<House> for CoreHouse {
    fn from(house: House) -> CoreHouse {
        let named = match house.row() {
            Row::Outer => CoreHouse::outer(house.number()),
            Row::Inner => CoreHouse::inner(house.number()),
        };
        named.expect("each variant names one of houses 1..=10")
    }
}

impl std::fmt::Display for House {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        CoreHouse::from(*self).fmt(f)
    }
}

/// One house: whose, its name, row and number (1…10 from its owner's left), and its `index`
/// in board order (four rows of ten as South sees the board, top to bottom, each left to
/// right: North's outer row, North's inner row, South's inner row, South's outer row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Spot {
    pub side: Side,
    pub house: House,
    pub row: Row,
    /// 1…10 along the row, from its owner's left.
    pub number: SmallInt,
    pub index: SmallInt,
}

impl Spot {
    pub fn new(player: Player, house: CoreHouse) -> Spot {
        let named = House::from(house);
        Spot {
            side: player.into(),
            house: named,
            row: named.row(),
            number: house.number().into(),
            index: board_index(player, house).into(),
        }
    }

    /// The spot at `index` in board order, `None` off the board.
    pub fn at(index: AppInt) -> Option<Spot> {
        house_at(index.to_usize()?).map(|(player, house)| Spot::new(player, house))
    }

    /// The spot of `side`'s house `house`.
    pub fn of(side: Side, house: House) -> Spot {
        Spot::new(side.into(), house.into())
    }

    /// The index as a `usize` (always 0…39).
    pub fn board_index(self) -> usize {
        self.index.to_usize()
    }
}

impl std::fmt::Display for Spot {
    /// "south's i7": the English fallback of error messages.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}'s {}", Player::from(self.side), self.house)
    }
}

/// A house's place in board order.
pub fn board_index(player: Player, house: CoreHouse) -> usize {
    let column_from_left = match player {
        Player::South => house.number() as usize - 1,
        Player::North => 10 - house.number() as usize,
    };
    let row = match (player, house.row()) {
        (Player::North, CoreRow::Outer) => 0,
        (Player::North, CoreRow::Inner) => 1,
        (Player::South, CoreRow::Inner) => 2,
        (Player::South, CoreRow::Outer) => 3,
    };
    row * 10 + column_from_left
}

/// The house at `index` in board order, with its owner.
pub fn house_at(index: usize) -> Option<(Player, CoreHouse)> {
    if index >= BOARD_HOUSES {
        return None;
    }
    let (row, column) = (index / 10, index % 10);
    let player = if row < 2 { Player::North } else { Player::South };
    let number = match player {
        Player::South => column + 1,
        Player::North => 10 - column,
    } as u8;
    let house = match row {
        0 | 3 => CoreHouse::outer(number),
        _ => CoreHouse::inner(number),
    };
    house.map(|house| (player, house))
}

/// The position's 40 counts in board order.
pub fn board_counts(position: &Position) -> StoneCounts {
    let mut board = vec![0; BOARD_HOUSES];
    for player in Player::BOTH {
        for house in CoreHouse::all() {
            board[board_index(player, house)] = position.stones(player, house);
        }
    }
    StoneCounts(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(index: i32) -> Option<(Side, House)> {
        Spot::at(AppInt(index)).map(|s| (s.side, s.house))
    }

    #[test]
    fn board_order_runs_top_to_bottom_left_to_right_as_south_sees_it() {
        assert_eq!(name(0), Some((Side::North, House::O10)));
        assert_eq!(name(9), Some((Side::North, House::O1)));
        assert_eq!(name(10), Some((Side::North, House::I10)));
        assert_eq!(name(20), Some((Side::South, House::I1)));
        assert_eq!(name(39), Some((Side::South, House::O10)));
        assert_eq!(name(40), None);
        assert_eq!(name(-1), None);
    }

    #[test]
    fn house_names_match_the_core_notation_both_ways() {
        for core in CoreHouse::all() {
            let named = House::from(core);
            assert_eq!(named.to_string(), core.to_string());
            assert_eq!(format!("{named:?}").to_lowercase(), core.to_string());
            assert_eq!(CoreHouse::from(named), core);
            assert_eq!(named.number(), core.number());
        }
    }

    #[test]
    fn spots_name_their_row_and_number() {
        let spot = Spot::of(Side::South, House::I7);
        assert_eq!(
            (spot.row, spot.number, spot.index),
            (Row::Inner, SmallInt(7), SmallInt(26))
        );
        let spot = Spot::of(Side::North, House::O3);
        assert_eq!(
            (spot.row, spot.number, spot.index),
            (Row::Outer, SmallInt(3), SmallInt(7))
        );
    }

    #[test]
    fn spot_of_and_spot_at_agree() {
        for index in 0..BOARD_HOUSES as i32 {
            let spot = Spot::at(AppInt(index)).unwrap();
            assert_eq!(Spot::of(spot.side, spot.house), spot);
            assert_eq!(AppInt::from(spot.index), AppInt(index));
        }
    }

    #[test]
    fn facing_houses_share_a_column() {
        for house in CoreHouse::all().filter(|h| h.facing().is_some()) {
            let (inner, outer) = house.facing().unwrap();
            let column = board_index(Player::South, house) % 10;
            assert_eq!(board_index(Player::North, inner) % 10, column);
            assert_eq!(board_index(Player::North, outer) % 10, column);
        }
    }

    #[test]
    fn every_index_is_one_house() {
        let mut seen = [false; BOARD_HOUSES];
        for player in Player::BOTH {
            for house in CoreHouse::all() {
                let index = board_index(player, house);
                assert!(!seen[index]);
                seen[index] = true;
                assert_eq!(house_at(index), Some((player, house)));
            }
        }
    }
}
