//! Numbers as the apps hold them.

use serde::{Deserialize, Serialize};

/// A whole number as the apps' languages hold it: Kotlin `Int`, Swift `Int`. Board indices,
/// stone counts and milliseconds cross the FFI as this (an `i32` underneath), so an app never
/// casts an unsigned or fixed-width number before it uses one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AppInt(pub i32);

// Milliseconds, turns, tallies and numbers a person types arrive as the languages' own Int
// (see uniffi.toml).
#[cfg(feature = "uniffi")]
uniffi::custom_type!(AppInt, i32, {
    lower: |n| n.0,
    try_lift: |n| Ok(AppInt(n)),
});

impl AppInt {
    /// The number as an index or a count, `None` when it is negative.
    pub fn to_usize(self) -> Option<usize> {
        usize::try_from(self.0).ok()
    }
}

macro_rules! int_from {
    ($($t:ty),*) => {$(
        impl From<$t> for AppInt {
            fn from(n: $t) -> AppInt {
                AppInt(i32::from(n))
            }
        }
    )*};
}
int_from!(u8, u16, i32);

impl From<usize> for AppInt {
    /// Counts on the board and times of a move are far below `i32::MAX`; beyond it saturates.
    fn from(n: usize) -> AppInt {
        AppInt(i32::try_from(n).unwrap_or(i32::MAX))
    }
}

impl From<u32> for AppInt {
    fn from(n: u32) -> AppInt {
        AppInt(i32::try_from(n).unwrap_or(i32::MAX))
    }
}

impl std::fmt::Display for AppInt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// A whole number below 256 — a board index, a house number, a count of stones — as the apps'
/// languages hold it (Kotlin `Int`, Swift `Int`). It crosses the FFI as one byte: the bindings
/// read a byte far faster than a wider number, and a move's keyframes are full of these.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SmallInt(pub u8);

// Board indices, house numbers and stone counts cross as one byte each, and arrive as Int too.
#[cfg(feature = "uniffi")]
uniffi::custom_type!(SmallInt, u8, {
    lower: |n| n.0,
    try_lift: |n| Ok(SmallInt(n)),
});

impl SmallInt {
    pub fn to_usize(self) -> usize {
        usize::from(self.0)
    }
}

impl From<u8> for SmallInt {
    fn from(n: u8) -> SmallInt {
        SmallInt(n)
    }
}

impl From<usize> for SmallInt {
    /// Indices and counts on the board are below 256; beyond it saturates.
    fn from(n: usize) -> SmallInt {
        SmallInt(u8::try_from(n).unwrap_or(u8::MAX))
    }
}

impl From<u32> for SmallInt {
    fn from(n: u32) -> SmallInt {
        SmallInt(u8::try_from(n).unwrap_or(u8::MAX))
    }
}

impl From<u16> for SmallInt {
    fn from(n: u16) -> SmallInt {
        SmallInt(u8::try_from(n).unwrap_or(u8::MAX))
    }
}

impl From<SmallInt> for AppInt {
    fn from(n: SmallInt) -> AppInt {
        AppInt(i32::from(n.0))
    }
}

impl std::fmt::Display for SmallInt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Stone counts, one a house, in the order the field that holds them gives.
///
/// Crosses the FFI as bytes, copied at once, where a list of numbers would be read one by one
/// (a house never holds more than the board's 56 stones). The bindings hand it over as Kotlin
/// `List<AppInt>` and Swift `[AppInt]`.
#[derive(Clone, Debug, PartialEq, Eq, Default, Hash)]
pub struct StoneCounts(pub Vec<u8>);

// Stone counts cross as bytes, copied at once, and arrive as List<Int> / [Int] (see uniffi.toml).
#[cfg(feature = "uniffi")]
uniffi::custom_type!(StoneCounts, Vec<u8>, {
    lower: |counts| counts.0,
    try_lift: |bytes| Ok(StoneCounts(bytes)),
});

impl std::ops::Deref for StoneCounts {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.0
    }
}
