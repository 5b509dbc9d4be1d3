//! The transposition table: search results by position hash, allocated once.
//!
//! Buckets of two 16-byte entries: one kept for the deepest result, one always replaced. Every
//! search bumps a generation number and entries of older generations count as empty, so a new
//! search starts from a clean table in O(1) — which keeps a search's result independent of
//! earlier searches (the levels promise the same move for the same seed).

use kiela_core::House;

/// Whether a stored score is exact or a bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true score is at least the stored one (a beta cutoff).
    Lower,
    /// The true score is at most the stored one (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    generation: u16,
    score: i16,
    depth: u8,
    bound: u8,
    /// Loop index of the best move, or `NO_MOVE`.
    best: u8,
    _pad: u8,
}

const NO_MOVE: u8 = u8::MAX;
const BUCKET: usize = 2;

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    pub best: Option<House>,
}

pub(crate) struct Tt {
    entries: Vec<Entry>,
    /// Bucket count minus one; the bucket count is a power of two.
    mask: usize,
    generation: u16,
}

/// The default size, small enough for phones.
pub const DEFAULT_TT_MEGABYTES: usize = 16;

impl Tt {
    /// A table of at most `megabytes` (at least a few kilobytes).
    pub fn new(megabytes: usize) -> Tt {
        let bytes = megabytes.max(1) << 20;
        // The largest power of two that fits, so a bucket is picked by masking.
        let fit = (bytes / (BUCKET * size_of::<Entry>())).max(256);
        let buckets = 1usize << fit.ilog2();
        Tt {
            entries: vec![Entry::default(); buckets * BUCKET],
            mask: buckets - 1,
            generation: 1,
        }
    }

    /// Forgets every entry (in O(1) but for a real wipe every 65 535 searches).
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.entries.fill(Entry::default());
            self.generation = 1;
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // The high bits pick the bucket; the full key is kept for verification.
        ((key >> 32) as usize & self.mask) * BUCKET
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let start = self.bucket(key);
        self.entries[start..start + BUCKET]
            .iter()
            .find(|e| e.key == key && e.generation == self.generation)
            .map(|e| Hit {
                score: i32::from(e.score),
                depth: e.depth,
                bound: match e.bound {
                    0 => Bound::Exact,
                    1 => Bound::Lower,
                    _ => Bound::Upper,
                },
                best: House::from_loop_index(usize::from(e.best)),
            })
    }

    #[inline]
    pub fn store(&mut self, key: u64, score: i32, depth: u8, bound: Bound, best: Option<House>) {
        let start = self.bucket(key);
        let generation = self.generation;
        let bucket = &mut self.entries[start..start + BUCKET];
        // Slot 0 keeps the deepest result of this search; anything else goes to slot 1.
        let deep = &bucket[0];
        let slot = if deep.generation != generation || deep.key == key || depth >= deep.depth {
            0
        } else {
            1
        };
        let old_best = if bucket[slot].key == key && bucket[slot].generation == generation {
            bucket[slot].best
        } else {
            NO_MOVE
        };
        bucket[slot] = Entry {
            key,
            generation,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth,
            bound: match bound {
                Bound::Exact => 0,
                Bound::Lower => 1,
                Bound::Upper => 2,
            },
            // An upper bound has no best move: keep the one an earlier search found.
            best: best.map_or(old_best, |h| h.loop_index() as u8),
            _pad: 0,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_and_forgets_on_new_search() {
        let mut tt = Tt::new(1);
        let house = House::inner(3);
        tt.store(0xDEAD_BEEF_1234_5678, -42, 5, Bound::Lower, house);
        let hit = tt.probe(0xDEAD_BEEF_1234_5678).unwrap();
        assert_eq!(
            (hit.score, hit.depth, hit.bound, hit.best),
            (-42, 5, Bound::Lower, house)
        );
        assert!(tt.probe(0xDEAD_BEEF_1234_5679).is_none());
        tt.new_search();
        assert!(tt.probe(0xDEAD_BEEF_1234_5678).is_none());
    }

    #[test]
    fn size_follows_the_setting() {
        assert_eq!(Tt::new(16).entries.len() * size_of::<Entry>(), 16 << 20);
        assert_eq!(Tt::new(1).entries.len() * size_of::<Entry>(), 1 << 20);
    }
}
