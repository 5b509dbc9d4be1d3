//! A position: the 40 houses, the player to move, the rules and the quiet-move counter.

use crate::house::HOUSES_PER_PLAYER;
use crate::rules::Rules;
use crate::sowing::{play_move, Endless, MoveSummary};
use crate::{House, HouseSet, Observer, Player, Variant};

/// Why a house cannot be sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("{house} is empty")]
    Empty { house: House },
    #[error("{house} holds {stones} stone; a house needs at least {min} to be sown")]
    TooFew { house: House, stones: u8, min: u8 },
    #[error("{house} starts an endless move (it would need more than 1000 laps)")]
    Endless { house: House },
}

/// The stones of one player's 20 houses in loop order (`o1`…`o10`, `i10`…`i1`).
pub type Loop = [u8; HOUSES_PER_PLAYER];

/// A position of the game. Small and `Copy`: search copies it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    houses: [Loop; 2],
    to_move: Player,
    rules: Rules,
    quiet_moves: u16,
}

/// What [`Position::undo`] needs to take a move back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    houses: [Loop; 2],
    quiet_moves: u16,
}

impl Position {
    /// The start of a game under `rules`, with `first` to move.
    pub fn start(rules: Rules, first: Player) -> Position {
        let mut side = [0; HOUSES_PER_PLAYER];
        let per_house = rules.variant.stones_per_start_house();
        side[..10].fill(per_house);
        for number in 7..=10 {
            side[House::inner(number).expect("7..=10 is a house number").loop_index()] = per_house;
        }
        Position {
            houses: [side; 2],
            to_move: first,
            rules,
            quiet_moves: 0,
        }
    }

    /// A position from raw parts. Checking them (stone total and so on) is the caller's job;
    /// [`crate::exchange`] does it for positions read from outside.
    pub fn from_parts(houses: [Loop; 2], to_move: Player, rules: Rules, quiet_moves: u16) -> Position {
        Position {
            houses,
            to_move,
            rules,
            quiet_moves,
        }
    }

    #[inline]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    #[inline]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    #[inline]
    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    /// Moves in a row, both players counted, that captured nothing.
    #[inline]
    pub fn quiet_moves(&self) -> u16 {
        self.quiet_moves
    }

    /// The stones in `player`'s `house`.
    #[inline]
    pub fn stones(&self, player: Player, house: House) -> u8 {
        self.houses[player.index()][house.loop_index()]
    }

    /// `player`'s 20 houses in loop order.
    #[inline]
    pub fn side(&self, player: Player) -> &Loop {
        &self.houses[player.index()]
    }

    /// All stones on `player`'s side of the board.
    pub fn stones_of(&self, player: Player) -> u32 {
        self.side(player).iter().map(|&s| u32::from(s)).sum()
    }

    /// Replaces `player`'s houses (an expert-opening rearrangement); the caller checks the total.
    pub(crate) fn set_side(&mut self, player: Player, side: Loop) {
        self.houses[player.index()] = side;
    }

    /// Passes the turn after a move that was not a sowing (an expert rearrangement).
    pub(crate) fn end_turn_without_capture(&mut self) {
        self.quiet_moves = self.quiet_moves.saturating_add(1);
        self.to_move = self.to_move.opponent();
    }

    /// The houses the mover may lift: those holding at least the variant's minimum.
    /// Whether the move ends within the lap limit is known only by playing it.
    #[inline]
    pub fn candidate_houses(&self) -> HouseSet {
        HouseSet::holding_at_least(&self.houses[self.to_move.index()], self.rules.variant.min_sow())
    }

    /// Every legal move of the player to move, in loop order from `o1`.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::default();
        for house in self.candidate_houses() {
            if { *self }.play(house).is_ok() {
                list.push(house);
            }
        }
        list
    }

    /// Whether the player to move has any legal sowing.
    pub fn has_legal_move(&self) -> bool {
        self.candidate_houses().any(|house| { *self }.play(house).is_ok())
    }

    /// Plays `house` for the player to move. An illegal move leaves the position unchanged.
    #[inline]
    pub fn play(&mut self, house: House) -> Result<MoveSummary, MoveError> {
        self.play_observed(house, &mut ())
    }

    /// Plays `house`, reporting each step to `observer`.
    #[inline]
    pub fn play_observed<O: Observer>(&mut self, house: House, observer: &mut O) -> Result<MoveSummary, MoveError> {
        self.check_sowable(house)?;
        // Sow on a copy so an endless move leaves nothing behind.
        let mut houses = self.houses;
        let [south, north] = &mut houses;
        let (mine, theirs) = if self.to_move.index() == 0 {
            (south, north)
        } else {
            (north, south)
        };
        let summary = play_move(mine, theirs, house.loop_index(), self.rules.capture_sowing, observer)
            .map_err(|Endless| MoveError::Endless { house })?;
        self.houses = houses;
        Ok(self.end_turn(summary))
    }

    /// Plays `house` in place, without the copy that keeps an endless move from leaving its
    /// traces: on `Err` the position may hold a half-played move and must be thrown away.
    /// For generators that play each move on a scratch copy anyway (the search's).
    #[doc(hidden)]
    #[inline]
    pub fn play_on_scratch(&mut self, house: House) -> Result<MoveSummary, MoveError> {
        self.check_sowable(house)?;
        let me = self.to_move.index();
        let [south, north] = &mut self.houses;
        let (mine, theirs) = if me == 0 { (south, north) } else { (north, south) };
        let summary = play_move(mine, theirs, house.loop_index(), self.rules.capture_sowing, &mut ())
            .map_err(|Endless| MoveError::Endless { house })?;
        Ok(self.end_turn(summary))
    }

    /// Whether the player to move may lift `house`: it holds the variant's least handful.
    #[inline]
    fn check_sowable(&self, house: House) -> Result<(), MoveError> {
        let stones = self.houses[self.to_move.index()][house.loop_index()];
        let min = self.rules.variant.min_sow();
        match stones {
            0 => Err(MoveError::Empty { house }),
            _ if stones < min => Err(MoveError::TooFew { house, stones, min }),
            _ => Ok(()),
        }
    }

    /// The bookkeeping after a sown move: the quiet-move count and the turn passing.
    #[inline]
    fn end_turn(&mut self, summary: MoveSummary) -> MoveSummary {
        self.quiet_moves = if summary.captured > 0 {
            0
        } else {
            self.quiet_moves.saturating_add(1)
        };
        self.to_move = self.to_move.opponent();
        summary
    }

    /// Plays `house` and returns what [`Position::undo`] needs to take it back.
    #[inline]
    pub fn apply(&mut self, house: House) -> Result<(MoveSummary, Undo), MoveError> {
        let undo = Undo {
            houses: self.houses,
            quiet_moves: self.quiet_moves,
        };
        self.play(house).map(|summary| (summary, undo))
    }

    /// Takes back the move that `undo` was returned for.
    #[inline]
    pub fn undo(&mut self, undo: Undo) {
        self.houses = undo.houses;
        self.quiet_moves = undo.quiet_moves;
        self.to_move = self.to_move.opponent();
    }
}

/// Up to 20 houses, kept inline so listing moves allocates nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    houses: [Option<House>; HOUSES_PER_PLAYER],
    len: u8,
}

impl MoveList {
    pub fn push(&mut self, house: House) {
        self.houses[self.len as usize] = Some(house);
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, house: House) -> bool {
        self.iter().any(|h| h == house)
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = House> + ExactSizeIterator + '_ {
        self.houses[..self.len()]
            .iter()
            .map(|h| h.expect("houses below len are set"))
    }
}
