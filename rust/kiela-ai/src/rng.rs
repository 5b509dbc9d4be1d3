//! A tiny seeded random generator (SplitMix64). Written here rather than taken from a crate so
//! that the same seed gives the same numbers on every platform and every release, which the
//! levels' "same seed, same move" promise and reproducible arena runs depend on.

/// SplitMix64: fast, statistically sound for games, and seedable from any `u64`.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number in `0..n` (`n > 0`), by the multiply-high method (no modulo bias worth noting).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The SplitMix64 finaliser: a good 64-bit mixer, also used to derive seeds from seeds.
pub const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed for the `index`-th use of `seed` (a game of a match, a ply of a game).
pub fn derive(seed: u64, index: u64) -> u64 {
    mix(seed ^ mix(index.wrapping_add(0x5851_F42D_4C95_7F2D)))
}
