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

/// One bucket, aligned to its size so that it never straddles two cache lines: a probe costs
/// one memory access, not two. (A plain `Vec<Entry>` of 16 MB comes 16 bytes past a page
/// boundary from the allocator, which put every other bucket across a line.)
#[derive(Clone, Copy, Default)]
#[repr(C, align(32))]
struct Bucket([Entry; BUCKET]);

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    pub best: Option<House>,
}

pub(crate) struct Tt {
    buckets: Vec<Bucket>,
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
        let fit = (bytes / size_of::<Bucket>()).max(256);
        let buckets = 1usize << fit.ilog2();
        Tt {
            buckets: vec![Bucket::default(); buckets],
            mask: buckets - 1,
            generation: 1,
        }
    }

    /// Forgets every entry (in O(1) but for a real wipe every 65 535 searches).
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.buckets.fill(Bucket::default());
            self.generation = 1;
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // The high bits pick the bucket; the full key is kept for verification.
        (key >> 32) as usize & self.mask
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        self.buckets[self.bucket(key)]
            .0
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
        let index = self.bucket(key);
        let generation = self.generation;
        let bucket = &mut self.buckets[index].0;
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
        assert_eq!(size_of::<Bucket>(), BUCKET * size_of::<Entry>());
        assert_eq!(Tt::new(16).buckets.len() * size_of::<Bucket>(), 16 << 20);
        assert_eq!(Tt::new(1).buckets.len() * size_of::<Bucket>(), 1 << 20);
    }
}
