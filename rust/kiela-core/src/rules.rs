//! The game's settings and the numbers the rules fix.

use std::fmt;
use std::str::FromStr;

/// A move may have at most this many laps; one that would need more is endless and illegal.
pub const MAX_LAPS: u16 = 1000;

/// After this many moves in a row without a capture the game ends on stone count.
pub const QUIET_MOVE_LIMIT: u16 = 100;

/// The game ends on stone count when a position occurs for this many times.
pub const REPETITION_LIMIT: usize = 3;

/// Which game is played: the variants differ in stones and the smallest house that may be sown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// 28 stones each; a house needs 2 stones to be sown.
    #[default]
    Traditional,
    /// 14 stones each; a single stone may be sown.
    Beginner,
}

impl Variant {
    pub const ALL: [Variant; 2] = [Variant::Traditional, Variant::Beginner];

    /// The fewest stones a house must hold to be sown.
    #[inline]
    pub const fn min_sow(self) -> u8 {
        match self {
            Variant::Traditional => 2,
            Variant::Beginner => 1,
        }
    }

    /// Stones in each house at the start: outer row o1…o10, then i7…i10.
    pub const fn stones_per_start_house(self) -> u8 {
        match self {
            Variant::Traditional => 2,
            Variant::Beginner => 1,
        }
    }

    /// Stones each player starts with.
    pub const fn stones_per_player(self) -> u8 {
        14 * self.stones_per_start_house()
    }

    /// Stones on the whole board, which never changes: captured stones stay in play.
    pub const fn total_stones(self) -> u8 {
        2 * self.stones_per_player()
    }

    pub const fn name(self) -> &'static str {
        match self {
            Variant::Traditional => "traditional",
            Variant::Beginner => "beginner",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}' (expected traditional or beginner)")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| ParseVariantError(s.to_owned()))
    }
}

/// Where the stones of a capture start to be sown into the captor's loop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CaptureSowing {
    /// From the house after the capturing house (the default).
    #[default]
    AfterCapturingHouse,
    /// From the house after the origin of the sowing that made the capture (the Omweso custom).
    FromLapStart,
}

impl CaptureSowing {
    pub const ALL: [CaptureSowing; 2] = [CaptureSowing::AfterCapturingHouse, CaptureSowing::FromLapStart];

    pub const fn name(self) -> &'static str {
        match self {
            CaptureSowing::AfterCapturingHouse => "after_capturing_house",
            CaptureSowing::FromLapStart => "from_lap_start",
        }
    }
}

impl fmt::Display for CaptureSowing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no capture-sowing option.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown capture_sowing '{0}' (expected after_capturing_house or from_lap_start)")]
pub struct ParseCaptureSowingError(pub String);

impl FromStr for CaptureSowing {
    type Err = ParseCaptureSowingError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CaptureSowing::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or_else(|| ParseCaptureSowingError(s.to_owned()))
    }
}

/// The rules a position is played under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
}

impl Rules {
    pub const fn new(variant: Variant, capture_sowing: CaptureSowing) -> Rules {
        Rules {
            variant,
            capture_sowing,
        }
    }
}
