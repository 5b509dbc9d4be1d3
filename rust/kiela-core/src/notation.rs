//! Moves as players write them: a house name (`o3`, `i10`) or an expert rearrangement
//! (`setup` and the 20 counts in loop order `o1`…`o10`, `i10`…`i1`).

use std::fmt;
use std::str::FromStr;

use crate::house::HOUSES_PER_PLAYER;
use crate::position::Loop;
use crate::House;

/// A turn: sowing one house, or (expert opening, first turn only) rearranging one's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Sow(House),
    /// The mover's new counts in loop order.
    Setup(Loop),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(house) => house.fmt(f),
            Move::Setup(counts) => {
                f.write_str("setup")?;
                counts.iter().try_for_each(|c| write!(f, " {c}"))
            }
        }
    }
}

/// Text that is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    #[error(transparent)]
    House(#[from] crate::house::ParseHouseError),
    #[error("setup needs 20 counts (o1…o10, i10…i1), found {found}")]
    SetupLength { found: usize },
    #[error("setup count '{0}' is not a number from 0 to 255")]
    SetupCount(String),
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut words = s.split_whitespace();
        match words.next() {
            Some("setup") => {
                let counts: Vec<&str> = words.collect();
                if counts.len() != HOUSES_PER_PLAYER {
                    return Err(ParseMoveError::SetupLength { found: counts.len() });
                }
                let mut side = [0; HOUSES_PER_PLAYER];
                for (slot, word) in side.iter_mut().zip(counts) {
                    *slot = word.parse().map_err(|_| ParseMoveError::SetupCount(word.to_owned()))?;
                }
                Ok(Move::Setup(side))
            }
            _ => Ok(Move::Sow(s.trim().parse()?)),
        }
    }
}
