//! Puzzles made and proven offline by the engine (`kiela-ai`'s `make_puzzles` example), shipped
//! as data, and the person's own mistakes made puzzles ([`crate::Exercise`]): what each asks and
//! how a try ends. A puzzle is played by [`crate::PuzzleGame`].

use std::sync::OnceLock;

use kiela_core::exchange::position_from_value;
use kiela_core::{House as CoreHouse, Player, Position};
use serde_json::Value;

use crate::board::{board_counts, Spot};
use crate::error::KielaError;
use crate::numbers::{AppInt, SmallInt, StoneCounts};
use crate::reviewed::Verdict;
use crate::settings::{CaptureSowing, Variant};

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
    /// An exercise made from the person's own game ([`crate::Exercise`]): they played `played`
    /// here, graded `verdict` (a mistake or a blunder); find a move at most an inaccuracy away
    /// from the best, which scores `best_evaluation` for the mover (the review's search).
    BetterMove {
        played: Spot,
        verdict: Verdict,
        best_evaluation: AppInt,
    },
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
    /// An exercise's try the engine grades `verdict` (a mistake or a blunder, the move played in
    /// the game among them); `answer` is the review's best move.
    NotBetter { verdict: Verdict, answer: Spot },
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
        // An exercise as `kiela review --json` writes it, to be played again.
        Some("better_move") => PuzzleKind::BetterMove {
            played: value["played"]
                .as_str()
                .and_then(|name| name.parse::<CoreHouse>().ok())
                .map(|house| Spot::new(Player::South, house))
                .ok_or_else(|| bad("no move played"))?,
            verdict: match value["verdict"].as_str() {
                Some("mistake") => Verdict::Mistake,
                Some("blunder") => Verdict::Blunder,
                _ => return Err(bad("the verdict is neither a mistake nor a blunder")),
            },
            best_evaluation: value["best_evaluation"]
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .map(AppInt)
                .ok_or_else(|| bad("no best_evaluation"))?,
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
    if matches!(kind, PuzzleKind::BetterMove { played, .. } if played.house == answer.into()) {
        return Err(bad("the answer is the move played"));
    }
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
            PuzzleKind::WinIn { .. } | PuzzleKind::BetterMove { .. } => None,
        },
    })
}

/// The same position with the sides swapped when North is to move: the rules are the same for
/// both, and the person always solves from the bottom of the board.
pub(crate) fn south_to_move(position: Position) -> Position {
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
