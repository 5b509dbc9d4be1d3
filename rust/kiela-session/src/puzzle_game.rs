//! A puzzle played as a small game: the person tries, sees the sowing, is told why, and for a
//! win in several moves the engine defends as long as it can; an exercise's try is judged by a
//! review's search (`better_move`). Apart from the puzzles themselves ([`crate::puzzle`]), so
//! that what keeps puzzles (the statistics' exercises) does not reach the game that plays them.

mod better_move;

use kiela_ai::puzzles::{best_defence, forced_win_moves};
use kiela_core::{Move, Player, Position};

use crate::board::{Side, Spot};
use crate::error::KielaError;
use crate::numbers::{AppInt, SmallInt};
use crate::outcome::MoveOutcome;
use crate::puzzle::{Puzzle, PuzzleKind, PuzzleMiss, PuzzleState};
use crate::reviewed::Verdict;
use crate::session::Session;
use crate::settings::{GameSettings, Level, Seat};
use crate::snapshot::Snapshot;
use crate::timeline::AnimationSpeed;

/// A puzzle move, the engine's defence if the puzzle goes on, and where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleStep {
    pub outcome: MoveOutcome,
    /// The engine's defence, for a win in several moves.
    pub reply: Option<MoveOutcome>,
    pub state: PuzzleState,
    /// The puzzle as it was when this move was tried: where a miss shows its answer.
    pub tried: Snapshot,
    /// The house this move sowed.
    pub tried_house: Spot,
    /// In a win in several moves still being played after this step: the person's moves left
    /// to make it (at least one); null otherwise.
    pub moves_left: Option<SmallInt>,
    /// In an exercise (`BetterMove`): the engine's verdict on the move tried; null otherwise.
    pub verdict: Option<Verdict>,
}

/// A puzzle as it is played: the person South, the engine defending North.
#[derive(Clone, Debug)]
pub struct PuzzleGame {
    puzzle: Puzzle,
    session: Session,
    /// The person's moves so far.
    moves: u8,
    state: PuzzleState,
}

impl PuzzleGame {
    pub fn new(puzzle: &Puzzle, speed: AnimationSpeed) -> PuzzleGame {
        PuzzleGame {
            puzzle: puzzle.clone(),
            session: session_of(puzzle, speed),
            moves: 0,
            state: PuzzleState::Playing,
        }
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn state(&self) -> PuzzleState {
        self.state
    }

    pub fn snapshot(&self) -> Snapshot {
        self.session.snapshot()
    }

    /// The moves so far as a game record (from the puzzle's position).
    pub fn record_text(&self) -> String {
        self.session.record_text()
    }

    /// Back to the puzzle's position, to try again.
    pub fn restart(&mut self) -> Snapshot {
        self.session = session_of(&self.puzzle, self.session.speed());
        self.moves = 0;
        self.state = PuzzleState::Playing;
        self.session.snapshot()
    }

    /// The person sows the house at `index`; refused, changing nothing, as a game's tap is, and
    /// with `GameOver` once the puzzle is solved or missed.
    pub fn play(&mut self, index: AppInt) -> Result<PuzzleStep, KielaError> {
        if self.state != PuzzleState::Playing {
            return Err(KielaError::GameOver);
        }
        let tried_house = Spot::at(index).ok_or(KielaError::NotOnBoard { index })?;
        let before = *self.session.game().position();
        let tried = self.session.snapshot();
        let outcome = self.session.play(index)?;
        self.moves += 1;
        let after = *self.session.game().position();
        let mut verdict = None;
        let (state, reply) = match self.puzzle.kind {
            PuzzleKind::MostInOne => (self.judge_take(&outcome), None),
            PuzzleKind::WinIn { moves } => self.defend(&before, &after, moves.0)?,
            PuzzleKind::BetterMove { .. } => {
                let judged = better_move::judge(&self.puzzle, &before, tried_house);
                verdict = Some(judged.verdict);
                let reply = match judged.reply {
                    Some(reply) => Some(self.session.play_defence(Move::Sow(reply))?),
                    None => None,
                };
                (judged.state, reply)
            }
        };
        self.state = state;
        let moves_left = match (self.puzzle.kind, state) {
            (PuzzleKind::WinIn { moves }, PuzzleState::Playing) => Some(SmallInt(moves.0.saturating_sub(self.moves))),
            _ => None,
        };
        Ok(PuzzleStep {
            outcome,
            reply,
            state,
            tried,
            tried_house,
            moves_left,
            verdict,
        })
    }

    fn judge_take(&self, outcome: &MoveOutcome) -> PuzzleState {
        if outcome.captured == self.puzzle.stones {
            PuzzleState::Solved
        } else {
            PuzzleState::Missed {
                miss: PuzzleMiss::TookFewer {
                    took: outcome.captured,
                    most: self.puzzle.stones,
                    answer: self.puzzle.answer,
                },
            }
        }
    }

    /// After the person's move: solved when the opponent cannot move, else the engine answers
    /// with the defence that lasts longest, and the win must still be forced in the moves left.
    fn defend(
        &mut self,
        before: &Position,
        after: &Position,
        moves: u8,
    ) -> Result<(PuzzleState, Option<MoveOutcome>), KielaError> {
        if !after.has_legal_move() {
            return Ok((PuzzleState::Solved, None));
        }
        let left = moves.saturating_sub(self.moves);
        let escaped = PuzzleState::Missed {
            miss: PuzzleMiss::WinEscaped {
                answer: self.first_winning_move(before, left + 1),
            },
        };
        let Some(reply) = best_defence(after, left) else {
            return Ok((escaped, None));
        };
        let outcome = self.session.play_defence(Move::Sow(reply))?;
        let position = *self.session.game().position();
        let still_forced = left > 0 && !forced_win_moves(&position, left).is_empty();
        Ok((if still_forced { PuzzleState::Playing } else { escaped }, Some(outcome)))
    }

    /// The move that would have kept the win forced, from the position the person moved in.
    fn first_winning_move(&self, before: &Position, moves: u8) -> Spot {
        forced_win_moves(before, moves)
            .first()
            .map_or(self.puzzle.answer, |&house| Spot::new(Player::South, house))
    }
}

fn session_of(puzzle: &Puzzle, speed: AnimationSpeed) -> Session {
    let settings = GameSettings {
        variant: puzzle.variant,
        capture_sowing: puzzle.capture_sowing,
        expert_opening: false,
        south: Seat::Person,
        north: Seat::Computer { level: Level::Expert },
        first: Side::South,
    };
    Session::at_position(settings, puzzle.position(), speed)
}
