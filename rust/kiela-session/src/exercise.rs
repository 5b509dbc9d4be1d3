//! The person's own mistakes as puzzles: once a game is reviewed, each of the person's sowings
//! the review called a mistake or a blunder becomes a "find a better move" exercise from the
//! position they played it in. It is a [`Puzzle`] of kind [`PuzzleKind::BetterMove`], played by
//! the puzzle machinery ([`crate::PuzzleGame`]): the solver at the bottom (the board turned
//! round when the person was North), solved by a move the engine grades at most an inaccuracy
//! away from the best the review found.

use kiela_ai::puzzles::captures_of_every_move;
use kiela_ai::zobrist;
use kiela_core::{Game, House as CoreHouse, Move, Player, Position};
use serde::{Deserialize, Serialize};

use crate::board::{board_counts, Side, Spot};
use crate::numbers::AppInt;
use crate::puzzle::{south_to_move, Puzzle, PuzzleGrade, PuzzleKind};
use crate::reviewed::{GameReview, ReviewSeats, Verdict};

/// A mistake of the person's, to be found better: the puzzle, where it came from, and whether
/// it has been solved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Exercise {
    /// The position with the person to move at the bottom (South); its kind is `BetterMove`
    /// (the move played and its verdict), its `answer` the best move the review found.
    pub puzzle: Puzzle,
    /// The turn of the game the mistake was made on, from 1 (as the review numbers them).
    pub turn: AppInt,
    /// The side the person played in the game (the puzzle shows it at the bottom either way).
    pub mover: Side,
    /// Solved once (kept with the game in the statistics).
    pub solved: bool,
}

/// A reviewed sowing as an exercise is made from it, each house in its mover's names.
pub(crate) struct MissedMove<'a> {
    pub(crate) turn: AppInt,
    /// The position the mover played in (the mover to move).
    pub(crate) before: &'a Position,
    pub(crate) played: CoreHouse,
    pub(crate) best: CoreHouse,
    /// The best move's score for the mover, as the review searched it.
    pub(crate) best_evaluation: i32,
    pub(crate) verdict: Verdict,
}

/// The exercises of `game` reviewed as `review`: the mistakes and blunders of the sides people
/// played ([`wanted`]), in turn order.
pub fn exercises_of(game: &Game, review: &GameReview) -> Vec<Exercise> {
    let Ok(befores) = befores(game) else {
        return Vec::new();
    };
    review
        .turns
        .iter()
        .filter(|turn| wanted(review.seats, turn.mover, turn.verdict))
        .filter_map(|turn| {
            let before = befores.get(usize::try_from(turn.turn.0 - 1).ok()?)?;
            Some(Exercise::of(&MissedMove {
                turn: turn.turn,
                before,
                played: turn.played.house.into(),
                best: turn.best.house.into(),
                best_evaluation: turn.best_evaluation.0,
                verdict: turn.verdict,
            }))
        })
        .collect()
}

/// The position before each turn of `game`, replayed.
fn befores(game: &Game) -> Result<Vec<Position>, String> {
    let mut replay = Game::new(*game.start(), game.expert_opening());
    let mut befores = Vec::with_capacity(game.moves().len());
    for &turn in game.moves() {
        befores.push(*replay.position());
        replay.play(turn).map_err(|e| e.to_string())?;
    }
    Ok(befores)
}

/// Whether the review makes an exercise of a move of `mover`'s graded `verdict` in a game with
/// `seats`: the mistakes and blunders of the sides people played — against the computer the
/// person's, otherwise (two people, or not known) both sides'.
pub(crate) fn wanted(seats: ReviewSeats, mover: Side, verdict: Verdict) -> bool {
    let persons = match seats {
        ReviewSeats::AgainstComputer { person } => person == mover,
        ReviewSeats::TwoPeople | ReviewSeats::BySide => true,
    };
    persons && matches!(verdict, Verdict::Mistake | Verdict::Blunder)
}

impl Exercise {
    /// The exercise of `missed`, not yet solved.
    pub(crate) fn of(missed: &MissedMove) -> Exercise {
        let mover = Side::from(missed.before.to_move());
        let position = south_to_move(*missed.before);
        let stones = captures_of_every_move(&position)
            .into_iter()
            .find(|&(house, _)| house == missed.best)
            .map_or(0, |(_, stones)| stones);
        let rules = position.rules();
        Exercise {
            puzzle: Puzzle {
                // The position names it: the same mistake in two games is one exercise.
                id: format!("mistake-{:016x}", zobrist::hash(&position)),
                kind: PuzzleKind::BetterMove {
                    played: Spot::new(Player::South, missed.played),
                    verdict: missed.verdict,
                    best_evaluation: AppInt(missed.best_evaluation),
                },
                // A blunder gave much away: the better move stands out more than a mistake's.
                grade: if missed.verdict == Verdict::Blunder {
                    PuzzleGrade::Easy
                } else {
                    PuzzleGrade::Medium
                },
                variant: rules.variant.into(),
                capture_sowing: rules.capture_sowing.into(),
                board: board_counts(&position),
                answer: Spot::new(Player::South, missed.best),
                stones: u8::try_from(stones).unwrap_or(u8::MAX).into(),
                next_best: None,
            },
            turn: missed.turn,
            mover,
            solved: false,
        }
    }

    /// The house the person played in the game, in their own names.
    pub fn played(&self) -> Option<CoreHouse> {
        match self.puzzle.kind {
            PuzzleKind::BetterMove { played, .. } => Some(played.house.into()),
            _ => None,
        }
    }
}

/// An exercise as the statistics keep it, with its game: the rest is the game's record
/// replayed to the turn.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ExerciseFile {
    turn: i32,
    /// The review's best move, in the mover's names (`i3`).
    best: String,
    best_evaluation: i32,
    /// `mistake` or `blunder`: the move played.
    verdict: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    solved: bool,
}

impl From<&Exercise> for ExerciseFile {
    fn from(exercise: &Exercise) -> ExerciseFile {
        let (verdict, best_evaluation) = match exercise.puzzle.kind {
            PuzzleKind::BetterMove {
                verdict,
                best_evaluation,
                ..
            } => (verdict, best_evaluation.0),
            // Never made otherwise.
            _ => (Verdict::Mistake, 0),
        };
        ExerciseFile {
            turn: exercise.turn.0,
            best: exercise.puzzle.answer.house.to_string(),
            best_evaluation,
            verdict: verdict.name().to_owned(),
            solved: exercise.solved,
        }
    }
}

/// The exercises kept with `game`; `Err` with the reason when one does not fit it.
pub(crate) fn read_exercises(game: &Game, files: Vec<ExerciseFile>) -> Result<Vec<Exercise>, String> {
    let befores = befores(game)?;
    files
        .into_iter()
        .map(|file| {
            let bad = |what: &str| format!("the exercise of turn {}: {what}", file.turn);
            let index = usize::try_from(file.turn - 1).map_err(|_| bad("no such turn"))?;
            let (Some(&Move::Sow(played)), Some(before)) = (game.moves().get(index), befores.get(index)) else {
                return Err(bad("no sowing on that turn"));
            };
            let best: CoreHouse = file.best.parse().map_err(|_| bad("the best move is no house"))?;
            if best == played || !before.legal_moves().iter().any(|house| house == best) {
                return Err(bad("the best move is not another legal move"));
            }
            let verdict = match file.verdict.as_str() {
                "mistake" => Verdict::Mistake,
                "blunder" => Verdict::Blunder,
                _ => return Err(bad("the verdict is neither a mistake nor a blunder")),
            };
            let mut exercise = Exercise::of(&MissedMove {
                turn: AppInt(file.turn),
                before,
                played,
                best,
                best_evaluation: file.best_evaluation,
                verdict,
            });
            exercise.solved = file.solved;
            Ok(exercise)
        })
        .collect()
}
