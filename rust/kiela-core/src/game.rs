//! A game: its start, the moves played, and the end rules that need the whole history.

use crate::rules::{QUIET_MOVE_LIMIT, REPETITION_LIMIT};
use crate::sowing::MoveSummary;
use crate::{Move, MoveError, Observer, Player, Position};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The player to move had no legal move and lost.
    NoLegalMove,
    /// The same position occurred for the third time; decided on stones.
    Repetition,
    /// 100 moves in a row captured nothing; decided on stones.
    NoCapture,
}

impl EndReason {
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::NoLegalMove => "no_legal_move",
            EndReason::Repetition => "repetition",
            EndReason::NoCapture => "no_capture",
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Playing,
    Won { winner: Player, reason: EndReason },
    Drawn { reason: EndReason },
}

impl Status {
    pub fn is_over(self) -> bool {
        self != Status::Playing
    }
}

/// Why a turn was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("a rearrangement is allowed only on a player's first turn with the expert opening")]
    SetupNotAllowed,
    #[error("a rearrangement must place all {expected} of your stones, not {found}")]
    SetupTotal { expected: u32, found: u32 },
}

/// The decision on stones that the no-progress rules call for.
pub fn adjudicate(position: &Position, reason: EndReason) -> Status {
    let south = position.stones_of(Player::South);
    let north = position.stones_of(Player::North);
    match south.cmp(&north) {
        std::cmp::Ordering::Greater => Status::Won {
            winner: Player::South,
            reason,
        },
        std::cmp::Ordering::Less => Status::Won {
            winner: Player::North,
            reason,
        },
        std::cmp::Ordering::Equal => Status::Drawn { reason },
    }
}

/// A game from its start position: the moves so far, every position since the start
/// (for repetition and undo), and the status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    expert_opening: bool,
    moves: Vec<Move>,
    /// `positions[0]` is the start; `positions[k]` follows `moves[k-1]`.
    positions: Vec<Position>,
    status: Status,
}

impl Game {
    /// A game from `start`. With `expert_opening`, each player may rearrange on their first turn.
    pub fn new(start: Position, expert_opening: bool) -> Game {
        let mut game = Game {
            expert_opening,
            moves: Vec::new(),
            positions: vec![start],
            status: Status::Playing,
        };
        game.status = game.status_after_last_move();
        game
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn expert_opening(&self) -> bool {
        self.expert_opening
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether the player to move may rearrange instead of sowing: the expert opening is on and
    /// this is their first turn (turns alternate, so the first two turns are the first of each).
    pub fn setup_allowed(&self) -> bool {
        self.setup_allowed_ignoring_status() && !self.status.is_over()
    }

    /// Plays a turn for the player to move.
    pub fn play(&mut self, turn: Move) -> Result<Option<MoveSummary>, GameError> {
        self.play_observed(turn, &mut ())
    }

    /// Plays a turn, reporting a sowing's steps to `observer`. A refused turn changes nothing.
    pub fn play_observed<O: Observer>(
        &mut self,
        turn: Move,
        observer: &mut O,
    ) -> Result<Option<MoveSummary>, GameError> {
        if self.status.is_over() {
            return Err(GameError::GameOver);
        }
        let mut next = *self.position();
        let summary = match turn {
            Move::Sow(house) => Some(next.play_observed(house, observer)?),
            Move::Setup(side) => {
                if !self.setup_allowed() {
                    return Err(GameError::SetupNotAllowed);
                }
                let mover = next.to_move();
                let expected = next.stones_of(mover);
                let found = side.iter().map(|&s| u32::from(s)).sum();
                if found != expected {
                    return Err(GameError::SetupTotal { expected, found });
                }
                next.set_side(mover, side);
                next.end_turn_without_capture();
                None
            }
        };
        self.moves.push(turn);
        self.positions.push(next);
        self.status = self.status_after_last_move();
        Ok(summary)
    }

    /// Takes back the last turn; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let turn = self.moves.pop()?;
        self.positions.pop();
        self.status = self.status_after_last_move();
        Some(turn)
    }

    /// Times the current position (houses and player to move) has occurred in this game.
    pub fn occurrences(&self) -> usize {
        let now = self.position();
        self.positions.iter().filter(|p| same_placement(p, now)).count()
    }

    /// The end rules, in order: the no-progress rules end the game as soon as the move that
    /// triggers them is made, before the next player would have to move.
    fn status_after_last_move(&self) -> Status {
        let position = self.position();
        if self.occurrences() >= REPETITION_LIMIT {
            adjudicate(position, EndReason::Repetition)
        } else if position.quiet_moves() >= QUIET_MOVE_LIMIT {
            adjudicate(position, EndReason::NoCapture)
        } else if !self.setup_allowed_ignoring_status() && !position.has_legal_move() {
            Status::Won {
                winner: position.to_move().opponent(),
                reason: EndReason::NoLegalMove,
            }
        } else {
            Status::Playing
        }
    }

    fn setup_allowed_ignoring_status(&self) -> bool {
        self.expert_opening && self.moves.len() < 2
    }
}

/// Whether two positions have the same stones in every house and the same player to move:
/// what the repetition rule compares.
fn same_placement(a: &Position, b: &Position) -> bool {
    a.to_move() == b.to_move() && Player::BOTH.iter().all(|&p| a.side(p) == b.side(p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{House, Rules};

    /// RULES.md does not say which end rule wins when two apply after the same move. The
    /// no-progress rules end the game as soon as the move that triggers them is made, so they
    /// come first: here the 100th quiet move also leaves North without a legal move.
    #[test]
    fn the_hundredth_quiet_move_ends_the_game_before_the_next_player_is_stuck() {
        let mut south = [0; 20];
        south[House::outer(1).unwrap().loop_index()] = 2;
        for number in 1..=10 {
            south[House::inner(number).unwrap().loop_index()] = if number >= 9 { 6 } else { 4 };
        }
        let mut north = [0; 20];
        north[..10].fill(1);
        let position = Position::from_parts([south, north], Player::South, Rules::default(), QUIET_MOVE_LIMIT - 1);
        let mut game = Game::new(position, false);
        game.play(Move::Sow(House::outer(1).unwrap())).unwrap();
        assert!(!game.position().has_legal_move());
        assert_eq!(
            game.status(),
            Status::Won {
                winner: Player::South,
                reason: EndReason::NoCapture
            }
        );
    }

    /// A rearrangement captures nothing, so it counts towards the 100 quiet moves (a decision:
    /// RULES.md calls it the player's whole turn and counts moves without capture).
    #[test]
    fn an_expert_rearrangement_counts_as_a_quiet_move() {
        let mut game = Game::new(Position::start(Rules::default(), Player::South), true);
        let mut side = [0; 20];
        side[0] = 28;
        game.play(Move::Setup(side)).unwrap();
        assert_eq!(game.position().quiet_moves(), 1);
        assert_eq!(game.position().to_move(), Player::North);
    }
}
