//! Houses, named as their owner names them from their own seat.

use std::fmt;
use std::str::FromStr;

/// Number of houses each player owns.
pub const HOUSES_PER_PLAYER: usize = 20;

/// Which of a player's two rows a house is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Row {
    /// The row at the board's edge.
    Outer,
    /// The row in the middle of the board, facing the opponent.
    Inner,
}

/// One of a player's 20 houses (`o1`…`o10`, `i1`…`i10`), named from the owner's seat.
///
/// Stored as its place on the owner's counterclockwise sowing loop
/// `o1 → … → o10 → i10 → … → i1 → o1`, so sowing is a step of +1 modulo 20:
/// loop index 0..=9 is `o1`..=`o10`, 10..=19 is `i10`..=`i1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct House(u8);

impl House {
    /// The house at `index` on its owner's sowing loop (0..20).
    #[inline]
    pub const fn from_loop_index(index: usize) -> Option<House> {
        if index < HOUSES_PER_PLAYER {
            Some(House(index as u8))
        } else {
            None
        }
    }

    /// The house at `index` reduced modulo 20: a pure step the compiler drops when unused.
    #[inline]
    pub(crate) const fn wrapping(index: usize) -> House {
        House((index % HOUSES_PER_PLAYER) as u8)
    }

    /// Outer house `o{number}` (1..=10).
    pub const fn outer(number: u8) -> Option<House> {
        if number >= 1 && number <= 10 {
            Some(House(number - 1))
        } else {
            None
        }
    }

    /// Inner house `i{number}` (1..=10).
    pub const fn inner(number: u8) -> Option<House> {
        if number >= 1 && number <= 10 {
            Some(House(20 - number))
        } else {
            None
        }
    }

    /// This house's place on its owner's sowing loop.
    #[inline]
    pub const fn loop_index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn row(self) -> Row {
        if self.0 < 10 {
            Row::Outer
        } else {
            Row::Inner
        }
    }

    /// The number in the house's name: 3 for `o3` and for `i3`.
    pub const fn number(self) -> u8 {
        match self.row() {
            Row::Outer => self.0 + 1,
            Row::Inner => 20 - self.0,
        }
    }

    /// The next house on the owner's counterclockwise loop.
    #[inline]
    pub const fn next(self) -> House {
        House((self.0 + 1) % HOUSES_PER_PLAYER as u8)
    }

    /// For an inner house `iC`: the opponent's inner house it faces, `i(11-C)`, and the
    /// opponent's outer house behind it, `o(11-C)`, in the opponent's names.
    #[inline]
    pub const fn facing(self) -> Option<(House, House)> {
        match self.row() {
            Row::Outer => None,
            Row::Inner => Some((House(29 - self.0), House(self.0 - 10))),
        }
    }

    /// All 20 houses in loop order, starting at `o1`.
    pub fn all() -> impl DoubleEndedIterator<Item = House> + ExactSizeIterator + Clone {
        (0..HOUSES_PER_PLAYER as u8).map(House)
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = match self.row() {
            Row::Outer => 'o',
            Row::Inner => 'i',
        };
        write!(f, "{row}{}", self.number())
    }
}

/// Text that names no house.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a house (expected o1…o10 or i1…i10)")]
pub struct ParseHouseError(pub String);

impl FromStr for House {
    type Err = ParseHouseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let error = || ParseHouseError(s.to_owned());
        let (row, digits) = s.split_at_checked(1).ok_or_else(error)?;
        if digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(error());
        }
        let number: u8 = digits.parse().map_err(|_| error())?;
        match row {
            "o" | "O" => House::outer(number),
            "i" | "I" => House::inner(number),
            _ => None,
        }
        .ok_or_else(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_for_every_house() {
        for house in House::all() {
            assert_eq!(house.to_string().parse::<House>(), Ok(house));
        }
    }

    #[test]
    fn loop_runs_along_the_outer_row_then_back_along_the_inner_row() {
        let names: Vec<String> = House::all().map(|h| h.to_string()).collect();
        assert_eq!(names[..3], ["o1", "o2", "o3"]);
        assert_eq!(names[9..12], ["o10", "i10", "i9"]);
        assert_eq!(names[19], "i1");
        assert_eq!(House::inner(1).unwrap().next(), House::outer(1).unwrap());
    }

    #[test]
    fn inner_houses_face_the_mirrored_opponent_column() {
        let i3 = House::inner(3).unwrap();
        assert_eq!(i3.facing(), Some((House::inner(8).unwrap(), House::outer(8).unwrap())));
        let i10 = House::inner(10).unwrap();
        assert_eq!(i10.facing(), Some((House::inner(1).unwrap(), House::outer(1).unwrap())));
        assert_eq!(House::outer(4).unwrap().facing(), None);
    }

    #[test]
    fn rejects_names_that_are_not_houses() {
        for bad in ["", "o", "o0", "o11", "x3", "i", "i01x", "o+1", "3", "o100", "o01"] {
            assert!(bad.parse::<House>().is_err(), "{bad} parsed");
        }
    }
}
