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
    /// `min` is the variant's least handful. Branch-free; the compiler vectorises it.
    #[inline]
    pub fn holding_at_least(side: &Loop, min: u8) -> HouseSet {
        let mut bits = 0;
        for (index, &stones) in side.iter().enumerate() {
            bits |= u32::from(stones >= min) << index;
        }
        HouseSet(bits)
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
        /// and its length, membership and size hint agree with that list.
        #[test]
        fn holds_the_houses_with_enough_stones_in_loop_order(
            side in prop::array::uniform20(0u8..=6),
            min in 1u8..=3,
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
