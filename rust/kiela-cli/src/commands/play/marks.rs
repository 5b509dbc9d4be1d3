//! The signs the last move leaves on the board, from the session's marks: a house may carry
//! several (the house lifted can also be where the last stone fell).

use kiela_session::{HouseMark, MarkKind, BOARD_HOUSES};

/// The signs of one house, in the order the move made them, and what a taken house held.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HouseSigns {
    /// `^` lifted, `+` relay, `x` captured with, `*` last stone.
    pub signs: String,
    /// The stones a captured house held before the move.
    pub taken: Option<i32>,
}

/// The signs of every house, in board order.
pub struct Marks(Vec<HouseSigns>);

impl Marks {
    pub fn of(marks: &[HouseMark]) -> Marks {
        let mut houses = vec![HouseSigns::default(); BOARD_HOUSES];
        for mark in marks {
            let Some(house) = houses.get_mut(mark.house.to_usize()) else {
                continue;
            };
            let sign = match mark.kind {
                MarkKind::Lifted => '^',
                MarkKind::Relay => '+',
                MarkKind::Captor => 'x',
                MarkKind::LastStone => '*',
                // An outer house that was already empty lost nothing: `[0]` would read as a
                // capture of nothing, so only the houses that held stones are marked.
                MarkKind::TakenFrom { stones } if stones.0 == 0 => continue,
                MarkKind::TakenFrom { stones } => {
                    house.taken = Some(stones.0.into());
                    continue;
                }
            };
            if !house.signs.contains(sign) {
                house.signs.push(sign);
            }
        }
        Marks(houses)
    }

    pub fn get(&self, index: usize) -> &HouseSigns {
        &self.0[index]
    }

    pub fn is_empty(&self) -> bool {
        self.0
            .iter()
            .all(|house| house.signs.is_empty() && house.taken.is_none())
    }
}

/// What each sign means, in lines that fit the board's width.
pub const LEGEND: [&str; 2] = [
    "^ lifted  + relay (sown on)  x captured with  * last stone",
    "[n] captured: it held n stones and is now empty",
];

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_session::SmallInt;

    #[test]
    fn a_house_keeps_every_sign_and_a_taken_house_its_stones() {
        let mark = |house, kind| HouseMark {
            house: SmallInt(house),
            kind,
        };
        let marks = Marks::of(&[
            mark(3, MarkKind::Lifted),
            mark(3, MarkKind::LastStone),
            mark(12, MarkKind::TakenFrom { stones: SmallInt(4) }),
            mark(2, MarkKind::TakenFrom { stones: SmallInt(0) }),
        ]);
        assert_eq!(marks.get(2), &HouseSigns::default());
        assert_eq!(marks.get(3).signs, "^*");
        assert_eq!(marks.get(12).taken, Some(4));
        assert!(!marks.is_empty());
        assert!(Marks::of(&[]).is_empty());
        assert!(LEGEND.iter().all(|line| line.chars().count() <= 60));
    }
}
