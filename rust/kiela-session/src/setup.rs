//! The expert opening's rearrangement, drafted by tapping: stones moved one at a time or a
//! house's count set, in board order, checked as it goes and committed as one turn.

use kiela_core::{House as CoreHouse, Loop, Player, Position};

use crate::board::{board_counts, board_index, house_at, Side, Spot};
use crate::error::KielaError;
use crate::numbers::{AppInt, SmallInt, StoneCounts};

/// A rearrangement being drafted: its board (40 counts in board order) and the stones still
/// to place (it commits at 0).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SetupDraft {
    /// Who is rearranging.
    pub side: Side,
    /// The 40 counts in board order as drafted (the opponent's houses as they are).
    pub board: StoneCounts,
    /// Stones taken off the board and not yet placed; the draft commits at 0.
    pub in_hand: SmallInt,
    /// The house (board index) whose stone was picked up by a tap, to be put down by the next.
    pub picked_up: Option<SmallInt>,
}

/// The draft as the session keeps it: the mover's 20 houses in loop order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Draft {
    pub player: Player,
    pub houses: Loop,
    /// The house a tap took a stone from; it stays counted there until it is put down.
    pub picked: Option<CoreHouse>,
}

impl Draft {
    /// A draft that starts from the mover's houses as they stand.
    pub fn begin(position: &Position) -> Draft {
        let player = position.to_move();
        Draft {
            player,
            houses: *position.side(player),
            picked: None,
        }
    }

    /// The draft's houses, with the stones of the whole side as it stands in `position`.
    pub fn from_houses(position: &Position, houses: Loop) -> Result<Draft, String> {
        let player = position.to_move();
        let placed: u32 = houses.iter().map(|&c| u32::from(c)).sum();
        if placed > position.stones_of(player) {
            return Err(format!(
                "the draft holds {placed} stones, more than the {} of {player}",
                position.stones_of(player)
            ));
        }
        Ok(Draft {
            player,
            houses,
            picked: None,
        })
    }

    fn own_house(&self, index: AppInt) -> Result<CoreHouse, KielaError> {
        let (owner, house) = index
            .to_usize()
            .and_then(house_at)
            .ok_or(KielaError::NotOnBoard { index })?;
        if owner != self.player {
            return Err(KielaError::NotYourHouse {
                spot: Spot::new(owner, house),
            });
        }
        Ok(house)
    }

    /// Moves one stone from the house at `from` to the one at `to` (board indices).
    pub fn move_stone(&mut self, from: AppInt, to: AppInt) -> Result<(), KielaError> {
        let (from, to) = (self.own_house(from)?, self.own_house(to)?);
        if self.houses[from.loop_index()] == 0 {
            return Err(KielaError::SetupEmptyHouse {
                spot: Spot::new(self.player, from),
            });
        }
        self.houses[from.loop_index()] -= 1;
        self.houses[to.loop_index()] += 1;
        self.picked = None;
        Ok(())
    }

    /// A tap in the draft: takes a stone from the house at `index`, or puts the stone taken
    /// down there (on the house it came from, it is back where it was).
    pub fn tap(&mut self, index: AppInt) -> Result<(), KielaError> {
        let house = self.own_house(index)?;
        match self.picked.take() {
            Some(from) if from == house => Ok(()),
            Some(from) => {
                self.houses[from.loop_index()] -= 1;
                self.houses[house.loop_index()] += 1;
                Ok(())
            }
            None if self.houses[house.loop_index()] == 0 => Err(KielaError::SetupEmptyHouse {
                spot: Spot::new(self.player, house),
            }),
            None => {
                self.picked = Some(house);
                Ok(())
            }
        }
    }

    /// Sets the count of the house at `index`; the draft may hold fewer stones than the side
    /// owns (the rest are in hand), never more.
    pub fn set_count(&mut self, index: AppInt, count: AppInt, position: &Position) -> Result<(), KielaError> {
        let house = self.own_house(index)?;
        let count = u32::try_from(count.0).map_err(|_| KielaError::NegativeCount { count })?;
        let expected = position.stones_of(self.player);
        let others = self.placed() - u32::from(self.houses[house.loop_index()]);
        let total = others.saturating_add(count);
        if total > expected {
            return Err(KielaError::SetupTotal {
                expected: expected.into(),
                found: total.into(),
            });
        }
        // At most the side's stones, so it fits a house.
        self.houses[house.loop_index()] = count as u8;
        self.picked = None;
        Ok(())
    }

    fn placed(&self) -> u32 {
        self.houses.iter().map(|&c| u32::from(c)).sum()
    }

    /// The draft for an app.
    pub fn view(&self, position: &Position) -> SetupDraft {
        let mut houses = [*position.side(Player::South), *position.side(Player::North)];
        houses[self.player.index()] = self.houses;
        let drafted = Position::from_parts(houses, position.to_move(), position.rules(), position.quiet_moves());
        SetupDraft {
            side: self.player.into(),
            board: board_counts(&drafted),
            in_hand: SmallInt::from(position.stones_of(self.player).saturating_sub(self.placed())),
            picked_up: self.picked.map(|house| SmallInt::from(board_index(self.player, house))),
        }
    }
}
