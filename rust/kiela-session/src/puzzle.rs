//! Puzzles made and proven offline by the engine (`kiela-ai`'s `make_puzzles` example), shipped
//! as data, and a puzzle played as a small game: the person tries, sees the sowing, is told
//! why, and for a win in several moves the engine defends as long as it can.

use std::sync::OnceLock;

use kiela_ai::puzzles::{best_defence, forced_win_moves};
use kiela_core::exchange::position_from_value;
use kiela_core::{House as CoreHouse, Move, Player, Position};
use serde_json::Value;

use crate::board::{board_counts, Side, Spot};
use crate::error::KielaError;
use crate::numbers::{AppInt, SmallInt, StoneCounts};
use crate::outcome::MoveOutcome;
use crate::session::Session;
use crate::settings::{CaptureSowing, GameSettings, Level, Seat, Variant};
use crate::snapshot::Snapshot;
use crate::timeline::AnimationSpeed;

/// The shipped puzzles, as the generator wrote them.
const PUZZLES_JSON: &str = include_str!("../data/puzzles.json");

/// What a puzzle asks: the most stones in one move, or a forced win in `moves` of your moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleKind {
    /// Take the most stones in one move: one move takes strictly more than any other.
    MostInOne,
    /// Win within `moves` of your own moves, whatever the opponent answers (they are left with
    /// no legal move); no fewer moves would do.
    WinIn { moves: SmallInt },
}

/// How hard a puzzle is, as the generator graded it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleGrade {
    Easy,
    Medium,
    Hard,
}

/// A puzzle made and proven by the engine. The solver plays South, at the bottom.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Puzzle {
    pub id: String,
    pub kind: PuzzleKind,
    pub grade: PuzzleGrade,
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
    /// The 40 counts in board order.
    pub board: StoneCounts,
    /// The move that solves it (for a win, the only first move that forces it).
    pub answer: Spot,
    /// The stones the answer takes in that one move.
    pub stones: SmallInt,
    /// For "take the most": the most any other move takes.
    pub next_best: Option<SmallInt>,
}

/// Where a puzzle being played stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleState {
    Playing,
    Solved,
    /// Not solved: `miss` says why. The puzzle can be tried again.
    Missed {
        miss: PuzzleMiss,
    },
}

/// Why a try missed: fewer stones than `answer` takes, or a win the opponent escapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleMiss {
    /// The move took `took` stones; `answer` would have taken `most`.
    TookFewer {
        took: SmallInt,
        most: SmallInt,
        answer: Spot,
    },
    /// After this move the opponent can escape the forced win (their answer is played).
    WinEscaped { answer: Spot },
}

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
}

/// Every shipped puzzle, easy first.
pub fn puzzles() -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();
    PUZZLES.get_or_init(|| read_puzzles(PUZZLES_JSON).expect("the shipped puzzles are checked by the tests"))
}

/// The puzzle with `id`.
pub fn puzzle(id: &str) -> Result<&'static Puzzle, KielaError> {
    puzzles()
        .iter()
        .find(|puzzle| puzzle.id == id)
        .ok_or_else(|| KielaError::UnknownPuzzle { id: id.to_owned() })
}

impl Puzzle {
    /// The position to solve, South to move.
    pub fn position(&self) -> Position {
        let rules = kiela_core::Rules::new(self.variant.into(), self.capture_sowing.into());
        let mut houses = [[0u8; 20]; 2];
        for (index, &count) in self.board.0.iter().enumerate() {
            if let Some((player, house)) = crate::board::house_at(index) {
                houses[player.index()][house.loop_index()] = count;
            }
        }
        Position::from_parts(houses, Player::South, rules, 0)
    }
}

/// Reads the puzzles file; `Err` with the reason for anything malformed.
pub fn read_puzzles(json: &str) -> Result<Vec<Puzzle>, String> {
    let file: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let list = file["puzzles"].as_array().ok_or("no \"puzzles\" list")?;
    list.iter().map(read_puzzle).collect()
}

fn read_puzzle(value: &Value) -> Result<Puzzle, String> {
    let id = value["id"].as_str().ok_or("a puzzle without an id")?.to_owned();
    let bad = |what: &str| format!("puzzle {id}: {what}");
    let number = |key: &str| value[key].as_u64().and_then(|n| u8::try_from(n).ok());
    let kind = match value["kind"].as_str() {
        Some("most_in_one") => PuzzleKind::MostInOne,
        Some("win_in") => PuzzleKind::WinIn {
            moves: number("moves").ok_or_else(|| bad("no moves"))?.into(),
        },
        _ => return Err(bad("an unknown kind")),
    };
    let grade = match value["grade"].as_str() {
        Some("easy") => PuzzleGrade::Easy,
        Some("medium") => PuzzleGrade::Medium,
        Some("hard") => PuzzleGrade::Hard,
        _ => return Err(bad("an unknown grade")),
    };
    let position = south_to_move(position_from_value(&value["position"], "position").map_err(|e| bad(&e.to_string()))?);
    let answer: CoreHouse = value["answer"]
        .as_str()
        .and_then(|name| name.parse().ok())
        .ok_or_else(|| bad("no answer"))?;
    let rules = position.rules();
    Ok(Puzzle {
        id: id.clone(),
        kind,
        grade,
        variant: rules.variant.into(),
        capture_sowing: rules.capture_sowing.into(),
        board: board_counts(&position),
        answer: Spot::new(Player::South, answer),
        stones: number("stones").ok_or_else(|| bad("no stones"))?.into(),
        next_best: match kind {
            PuzzleKind::MostInOne => Some(number("next_best").ok_or_else(|| bad("no next_best"))?.into()),
            PuzzleKind::WinIn { .. } => None,
        },
    })
}

/// The same position with the sides swapped when North is to move: the rules are the same for
/// both, and the person always solves from the bottom of the board.
fn south_to_move(position: Position) -> Position {
    match position.to_move() {
        Player::South => position,
        Player::North => Position::from_parts(
            [*position.side(Player::North), *position.side(Player::South)],
            Player::South,
            position.rules(),
            position.quiet_moves(),
        ),
    }
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
        let (state, reply) = match self.puzzle.kind {
            PuzzleKind::MostInOne => (self.judge_take(&outcome), None),
            PuzzleKind::WinIn { moves } => self.defend(&before, &after, moves.0)?,
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
