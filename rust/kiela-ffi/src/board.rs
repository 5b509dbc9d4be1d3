//! Places on the board as the apps draw it, and the conversions to the core's types.

use kiela_core::{House as CoreHouse, Player, Row};

/// A player. South sits at the bottom of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    South,
    North,
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

/// A house by the name its owner gives it: the outer row `O1`…`O10`, the inner row
/// `I1`…`I10` (notation writes them `o1`, `i10`). An enum rather than a string, so it crosses
/// the FFI as one number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
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
}

impl From<CoreHouse> for House {
    fn from(house: CoreHouse) -> House {
        let row_start = match house.row() {
            Row::Outer => 0,
            Row::Inner => 10,
        };
        House::ALL[row_start + usize::from(house.number()) - 1]
    }
}

impl From<House> for CoreHouse {
    fn from(house: House) -> CoreHouse {
        let position = house as u8;
        let named = if position < 10 {
            CoreHouse::outer(position + 1)
        } else {
            CoreHouse::inner(position - 9)
        };
        named.expect("each variant names one of houses 1..=10")
    }
}

/// Number of houses on the board.
pub const BOARD_HOUSES: usize = 40;

/// One house of the board.
///
/// `index` is its place in board order: four rows of ten as South sees the board, top to
/// bottom (North's outer row, North's inner row, South's inner row, South's outer row), each
/// left to right. `house` is its name as its owner says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Spot {
    pub side: Side,
    pub house: House,
    pub index: u32,
}

impl Spot {
    pub(crate) fn new(player: Player, house: CoreHouse) -> Spot {
        Spot {
            side: player.into(),
            house: house.into(),
            index: board_index(player, house) as u32,
        }
    }
}

/// A house's place in board order (see [`Spot`]).
pub(crate) fn board_index(player: Player, house: CoreHouse) -> usize {
    let column_from_left = match player {
        Player::South => house.number() as usize - 1,
        Player::North => 10 - house.number() as usize,
    };
    let row = match (player, house.row()) {
        (Player::North, Row::Outer) => 0,
        (Player::North, Row::Inner) => 1,
        (Player::South, Row::Inner) => 2,
        (Player::South, Row::Outer) => 3,
    };
    row * 10 + column_from_left
}

/// The house at `index` in board order, with its owner.
pub(crate) fn house_at(index: usize) -> Option<(Player, CoreHouse)> {
    Player::BOTH
        .into_iter()
        .flat_map(|player| CoreHouse::all().map(move |house| (player, house)))
        .find(|&(player, house)| board_index(player, house) == index)
}

/// The spot at `index` in board order (0..40), for apps that work from a tapped cell.
#[uniffi::export]
pub fn spot_at(index: u32) -> Option<Spot> {
    house_at(index as usize).map(|(player, house)| Spot::new(player, house))
}

/// The spot of `side`'s house `house`, for apps and tests that work from names.
#[uniffi::export]
pub fn spot_of(side: Side, house: House) -> Spot {
    Spot::new(side.into(), house.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_order_runs_top_to_bottom_left_to_right_as_south_sees_it() {
        let name = |i: u32| spot_at(i).map(|s| (s.side, s.house));
        assert_eq!(name(0), Some((Side::North, House::O10)));
        assert_eq!(name(9), Some((Side::North, House::O1)));
        assert_eq!(name(10), Some((Side::North, House::I10)));
        assert_eq!(name(20), Some((Side::South, House::I1)));
        assert_eq!(name(39), Some((Side::South, House::O10)));
        assert_eq!(name(40), None);
    }

    #[test]
    fn house_names_match_the_core_notation_both_ways() {
        for core in CoreHouse::all() {
            let named = House::from(core);
            assert_eq!(format!("{named:?}").to_lowercase(), core.to_string());
            assert_eq!(CoreHouse::from(named), core);
        }
    }

    #[test]
    fn spot_of_and_spot_at_agree() {
        for index in 0..BOARD_HOUSES as u32 {
            let spot = spot_at(index).unwrap();
            assert_eq!(spot_of(spot.side, spot.house), spot);
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
