//! Places on the board as the apps draw it, and the conversions to the core's types.

use kiela_core::{House, Player};

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

/// Number of houses on the board.
pub const BOARD_HOUSES: usize = 40;

/// One house of the board.
///
/// `index` is its place in board order: four rows of ten as South sees the board, top to
/// bottom (North's outer row, North's inner row, South's inner row, South's outer row), each
/// left to right. `house` is its name as its owner says it (`o3`, `i10`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Spot {
    pub side: Side,
    pub house: String,
    pub index: u32,
}

impl Spot {
    pub(crate) fn new(player: Player, house: House) -> Spot {
        Spot {
            side: player.into(),
            house: house.to_string(),
            index: board_index(player, house) as u32,
        }
    }
}

/// A house's place in board order (see [`Spot`]).
pub(crate) fn board_index(player: Player, house: House) -> usize {
    let column_from_left = match player {
        Player::South => house.number() as usize - 1,
        Player::North => 10 - house.number() as usize,
    };
    let row = match (player, house.row()) {
        (Player::North, kiela_core::Row::Outer) => 0,
        (Player::North, kiela_core::Row::Inner) => 1,
        (Player::South, kiela_core::Row::Inner) => 2,
        (Player::South, kiela_core::Row::Outer) => 3,
    };
    row * 10 + column_from_left
}

/// The house at `index` in board order, with its owner.
pub(crate) fn house_at(index: usize) -> Option<(Player, House)> {
    Player::BOTH
        .into_iter()
        .flat_map(|player| House::all().map(move |house| (player, house)))
        .find(|&(player, house)| board_index(player, house) == index)
}

/// The spot at `index` in board order (0..40), for apps that work from a tapped cell.
#[uniffi::export]
pub fn spot_at(index: u32) -> Option<Spot> {
    house_at(index as usize).map(|(player, house)| Spot::new(player, house))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_order_runs_top_to_bottom_left_to_right_as_south_sees_it() {
        let name = |i: u32| spot_at(i).map(|s| (s.side, s.house));
        assert_eq!(name(0), Some((Side::North, "o10".into())));
        assert_eq!(name(9), Some((Side::North, "o1".into())));
        assert_eq!(name(10), Some((Side::North, "i10".into())));
        assert_eq!(name(20), Some((Side::South, "i1".into())));
        assert_eq!(name(39), Some((Side::South, "o10".into())));
        assert_eq!(name(40), None);
    }

    #[test]
    fn facing_houses_share_a_column() {
        for house in House::all().filter(|h| h.facing().is_some()) {
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
            for house in House::all() {
                let index = board_index(player, house);
                assert!(!seen[index]);
                seen[index] = true;
                assert_eq!(house_at(index), Some((player, house)));
            }
        }
    }
}
