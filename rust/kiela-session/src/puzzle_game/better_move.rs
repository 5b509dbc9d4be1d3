//! How an exercise's try is judged ([`crate::Exercise`], a puzzle of kind `BetterMove`): by a
//! review's search, against the best move the review found.

use kiela_ai::{SearchLimits, StopHandle};
use kiela_core::{House as CoreHouse, Position};

use crate::board::Spot;
use crate::puzzle::{Puzzle, PuzzleKind, PuzzleMiss, PuzzleState};
use crate::review::{review_engine, review_limits, REVIEW_NODES};
use crate::reviewed::Verdict;

/// What the engine made of an exercise's try.
pub(super) struct Judged {
    pub(super) state: PuzzleState,
    /// The try's verdict against the review's best move.
    pub(super) verdict: Verdict,
    /// The engine's answer, once solved and the game goes on.
    pub(super) reply: Option<CoreHouse>,
}

/// The try `tried` in the exercise `puzzle`, from `before` (the solver to move): the review's
/// best move is best and the move played in the game keeps its verdict; any other is scored
/// exactly by a review's search and graded against the best move's score the review found.
/// Solved at most an inaccuracy away; then the engine answers.
pub(super) fn judge(puzzle: &Puzzle, before: &Position, tried: Spot) -> Judged {
    let PuzzleKind::BetterMove {
        played,
        verdict: played_verdict,
        best_evaluation,
    } = puzzle.kind
    else {
        unreachable!("only an exercise is judged here");
    };
    let house = CoreHouse::from(tried.house);
    let mut engine = review_engine();
    let stop = StopHandle::new();
    let verdict = if tried == puzzle.answer {
        Verdict::Best
    } else if tried == played {
        played_verdict
    } else {
        let report = engine.search_scoring(before, &[], &review_limits(), &stop, house);
        let score = report
            .root
            .iter()
            .find(|root| root.house == house)
            .map_or(report.score, |root| root.score);
        Verdict::grade(score, best_evaluation.0)
    };
    if verdict > Verdict::Inaccuracy {
        return Judged {
            state: PuzzleState::Missed {
                miss: PuzzleMiss::NotBetter {
                    verdict,
                    answer: puzzle.answer,
                },
            },
            verdict,
            reply: None,
        };
    }
    let mut after = *before;
    let reply = after
        .play(house)
        .ok()
        .filter(|_| after.has_legal_move())
        .and_then(|_| engine.search(&after, &[], &reply_limits(), &stop).best);
    Judged {
        state: PuzzleState::Solved,
        verdict,
        reply,
    }
}

/// The engine's answer to a solved exercise: a quarter of a review's search, as it is only shown.
fn reply_limits() -> SearchLimits {
    SearchLimits {
        nodes: REVIEW_NODES / 4,
        ..review_limits()
    }
}
