//! The two players.

use std::fmt;
use std::str::FromStr;

/// A seat at the board. South sits at the bottom of the screen, North at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    South,
    North,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// 0 for South, 1 for North: the index of this player's half of the board.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// The lower-case name used in JSON and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown player '{0}' (expected south or north)")]
pub struct ParsePlayerError(pub String);

impl FromStr for Player {
    type Err = ParsePlayerError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "south" => Ok(Player::South),
            "north" => Ok(Player::North),
            _ => Err(ParsePlayerError(s.to_owned())),
        }
    }
}
