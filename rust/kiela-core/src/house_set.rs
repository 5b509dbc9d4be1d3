//! Sets of one player's houses, one bit per loop index.

use std::iter::FusedIterator;

use crate::{House, Loop};

/// Some of one player's houses, as bits by loop index. Iterating yields them in loop order
/// from `o1`, one step per member: the move generator walks its candidates without testing
/// each of the 20 houses on a branch the processor cannot predict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HouseSet(u32);

impl HouseSet {
    /// The houses of `side` holding at least `min` stones: the ones its owner may lift when
    /// `min` is the variant's least handful. Eight houses at a time, without a branch.
    #[inline]
    pub fn holding_at_least(side: &Loop, min: u8) -> HouseSet {
        let word = |from: usize, len: usize| {
            let mut bytes = [0; 8];
            bytes[..len].copy_from_slice(&side[from..from + len]);
            u64::from_le_bytes(bytes)
        };
        // The tail word's four padding bytes hold 0, which is at least a `min` of 0.
        let tail = at_least(word(16, 4), min) & 0xf;
        HouseSet((at_least(word(0, 8), min) | at_least(word(8, 8), min) << 8 | tail << 16) as u32)
    }

    /// The set's bits: bit `i` for the house at loop index `i`.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    #[inline]
    pub const fn contains(self, house: House) -> bool {
        self.0 & 1 << house.loop_index() != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Each byte's top bit.
const TOP_BITS: u64 = 0x8080_8080_8080_8080;

/// Bit `i` set for each byte `i` of `word` holding at least `min`: the bytes compared all at
/// once in the word (no borrow crosses a byte), then their eight answers gathered by one
/// multiply, which moves byte i's lowest bit to bit 56 + i.
#[inline]
fn at_least(word: u64, min: u8) -> u64 {
    let mins = u64::from_le_bytes([min; 8]);
    // Per byte: top bit of `low` says the low seven bits of word ≥ those of min.
    let low = (word | TOP_BITS) - (mins & !TOP_BITS);
    // ≥ when the top bit is set in word and not in min, or equal in both and the rest ≥.
    let ge = ((word & !mins) | (!(word ^ mins) & low)) & TOP_BITS;
    ((ge >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
}

impl Iterator for HouseSet {
    type Item = House;

    #[inline]
    fn next(&mut self) -> Option<House> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        // Clears the lowest set bit.
        self.0 &= self.0 - 1;
        // Always a house: only loop indices are ever set. The check is a branch never taken,
        // cheaper than reducing the index modulo 20.
        House::from_loop_index(index)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for HouseSet {}

impl FusedIterator for HouseSet {}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::HouseSet;
    use crate::{House, HOUSES_PER_PLAYER};

    proptest! {
        /// The set holds exactly the houses a test of each house in turn finds, in loop order,
        /// and its length, membership and size hint agree with that list; for any counts and
        /// any least handful, counts of 128 and more included (the bytes' top bit).
        #[test]
        fn holds_the_houses_with_enough_stones_in_loop_order(
            side in prop::array::uniform20(prop_oneof![0u8..=6, any::<u8>()]),
            min in prop_oneof![1u8..=3, any::<u8>()],
        ) {
            let expected: Vec<House> = House::all().filter(|h| side[h.loop_index()] >= min).collect();
            let set = HouseSet::holding_at_least(&side, min);
            prop_assert_eq!(set.len(), expected.len());
            prop_assert_eq!(set.is_empty(), expected.is_empty());
            prop_assert_eq!(set.size_hint(), (expected.len(), Some(expected.len())));
            for house in House::all() {
                prop_assert_eq!(set.contains(house), expected.contains(&house));
            }
            prop_assert_eq!(set.collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn every_house_and_no_other_bit() {
        let full = HouseSet::holding_at_least(&[1; HOUSES_PER_PLAYER], 1);
        assert_eq!(full.bits(), (1 << HOUSES_PER_PLAYER) - 1);
        assert_eq!(full.last(), House::inner(1));
        let mut none = HouseSet::holding_at_least(&[1; HOUSES_PER_PLAYER], 2);
        assert!(none.is_empty());
        assert_eq!(none.next(), None);
    }
}
