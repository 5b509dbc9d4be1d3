//! A game reviewed, as data: each sowing with its scores and verdict, and what a screen shows
//! of them: who sat where, each turn's evaluations from the viewer's side scaled for the graph,
//! each side's verdicts counted, and the turn the review opens at. Both apps draw these
//! numbers; none of them is worked out in an app. The search that scores the turns is
//! [`crate::review`]'s.

use kiela_ai::search::{WIN, WIN_BOUND};

use crate::board::{Side, Spot};
use crate::numbers::{AppInt, StoneCounts};

/// How good a played move was, by the stones it gave away against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    /// The move the search finds best.
    Best,
    /// At most one stone worse than the best.
    Good,
    /// More than one and at most three stones worse.
    Inaccuracy,
    /// More than three and at most eight stones worse.
    Mistake,
    /// More than eight stones worse, or a won game given away.
    Blunder,
}

impl Verdict {
    /// The verdict's name in JSON: `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The verdict of a move that is not the best, losing `loss` hundredths of a stone.
    /// Thresholds: good ≤ 100, inaccuracy ≤ 300, mistake ≤ 800, blunder above (which takes in
    /// every proven result thrown away, those scores being thousands of stones apart).
    pub fn of_loss(loss: i32) -> Verdict {
        match loss {
            ..=100 => Verdict::Good,
            101..=300 => Verdict::Inaccuracy,
            301..=800 => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }
}

/// One sowing of the game, reviewed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReviewedTurn {
    /// The turn's number in the game, from 1 (a rearrangement counts as a turn too).
    pub turn: AppInt,
    pub mover: Side,
    pub played: Spot,
    /// The best move found; the played one when it scores as well as any.
    pub best: Spot,
    /// The position's value for the mover after the played move, in hundredths of a stone (as
    /// `kiela think` scores: ±(30 000 − plies) for a proven result).
    pub evaluation: AppInt,
    /// The same after the best move; never below `evaluation`.
    pub best_evaluation: AppInt,
    pub verdict: Verdict,
    /// `evaluation` as the review says it: stones, or a result the search proved.
    pub value: ReviewValue,
    /// `best_evaluation` as the review says it.
    pub best_value: ReviewValue,
    /// What the move cost against the best one, as the review says it.
    pub cost: MoveCost,
    /// The 40 counts in board order before the turn, to show it on the board.
    pub board_before: StoneCounts,
}

impl ReviewedTurn {
    /// The turn numbered `turn`, in which `mover` played `played` where the search found `best`,
    /// each move's score for the mover given (`best_evaluation` never below `evaluation`).
    pub(crate) fn new(
        turn: AppInt,
        mover: Side,
        played: Spot,
        best: Spot,
        evaluation: i32,
        best_evaluation: i32,
        board_before: StoneCounts,
    ) -> ReviewedTurn {
        let verdict = if best == played {
            Verdict::Best
        } else {
            Verdict::of_loss(best_evaluation - evaluation)
        };
        ReviewedTurn {
            turn,
            mover,
            played,
            best,
            evaluation: AppInt(evaluation),
            best_evaluation: AppInt(best_evaluation),
            verdict,
            value: ReviewValue::of_score(evaluation),
            best_value: ReviewValue::of_score(best_evaluation),
            cost: MoveCost::of(verdict, evaluation, best_evaluation),
            board_before,
        }
    }
}

/// A position's value for the mover, as a review says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReviewValue {
    /// Ahead by this many hundredths of a stone (behind, below zero).
    Stones { hundredths: AppInt },
    /// A win the search proved, `plies` single moves from the end.
    Win { plies: AppInt },
    /// A loss the search proved, `plies` single moves from the end.
    Loss { plies: AppInt },
}

impl ReviewValue {
    /// A score as the engine gives it: hundredths of a stone, or ±(30 000 − plies) for a proven
    /// result.
    pub fn of_score(score: i32) -> ReviewValue {
        if score > WIN_BOUND {
            ReviewValue::Win {
                plies: AppInt(WIN - score),
            }
        } else if score < -WIN_BOUND {
            ReviewValue::Loss {
                plies: AppInt(WIN + score),
            }
        } else {
            ReviewValue::Stones {
                hundredths: AppInt(score),
            }
        }
    }
}

/// What a move cost against the best one, as a review says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveCost {
    /// Nothing: it is the best move.
    Nothing,
    /// Close to the best: a good move.
    Close,
    /// About `stones` stones (at least one).
    Stones { stones: AppInt },
    /// A win the search proved, thrown away.
    WinThrownAway,
    /// Into a loss the search proved, which the best move kept off.
    IntoLoss,
}

impl MoveCost {
    /// The cost of a move of `verdict` scoring `evaluation` where the best scores `best_evaluation`.
    fn of(verdict: Verdict, evaluation: i32, best_evaluation: i32) -> MoveCost {
        let won = |score: i32| score > WIN_BOUND;
        let lost = |score: i32| score < -WIN_BOUND;
        match verdict {
            Verdict::Best => MoveCost::Nothing,
            Verdict::Good => MoveCost::Close,
            _ if won(best_evaluation) && !won(evaluation) => MoveCost::WinThrownAway,
            _ if lost(evaluation) && !lost(best_evaluation) => MoveCost::IntoLoss,
            _ => MoveCost::Stones {
                // Rounded to the nearest stone: the loss is over one stone, so never under one.
                stones: AppInt(((best_evaluation - evaluation + 50) / 100).max(1)),
            },
        }
    }
}

/// A whole game reviewed: its sowings in order (rearrangements are not scored), and what a
/// screen shows of them from the seats given.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub turns: Vec<ReviewedTurn>,
    /// The 40 counts in board order when the game ended.
    pub final_board: StoneCounts,
    /// Who sat where.
    pub seats: ReviewSeats,
    /// The side the graph, the board and the counts are seen from: the person's, else South's.
    pub viewer: Side,
    /// Each turn's point on the evaluation graph, in the order of `turns`.
    pub graph: Vec<GraphPoint>,
    pub south: VerdictCounts,
    pub north: VerdictCounts,
    /// The index in `turns` the review opens at: the viewer's first mistake or blunder, else
    /// anyone's, else 0.
    pub opening: AppInt,
}

impl GameReview {
    /// The review of `turns` seen from `seats`.
    pub(crate) fn new(turns: Vec<ReviewedTurn>, final_board: StoneCounts, seats: ReviewSeats) -> GameReview {
        let viewer = seats.viewer();
        GameReview {
            graph: graph(&turns, viewer),
            south: VerdictCounts::of(&turns, Side::South),
            north: VerdictCounts::of(&turns, Side::North),
            opening: opening_turn(&turns, viewer).into(),
            viewer,
            turns,
            final_board,
            seats,
        }
    }
}

/// The lead the evaluation graph draws halfway from its middle line to its edge.
pub const GRAPH_HALF_STONES: f64 = 12.0;

/// Who sat where in a reviewed game, for its words and the side its graph is seen from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReviewSeats {
    /// A person against the computer, on `person`'s side.
    AgainstComputer { person: Side },
    /// Two people on one phone, South at the bottom.
    TwoPeople,
    /// Whose seat was whose is not known (a game kept before the seats were): told by side.
    BySide,
}

impl ReviewSeats {
    /// The side the review is seen from: the person's, else South's.
    pub fn viewer(self) -> Side {
        match self {
            ReviewSeats::AgainstComputer { person } => person,
            ReviewSeats::TwoPeople | ReviewSeats::BySide => Side::South,
        }
    }
}

/// A turn's place on the evaluation graph: after the move played and after the best move, from
/// the viewer's side, as heights between -1 (the bottom edge) and 1 (the top edge). A lead of
/// `s` stones is drawn at s / (|s| + [`GRAPH_HALF_STONES`]): a small lead clearly, a big one
/// still rising and falling as it grows, a proven result at the edge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GraphPoint {
    pub played: f64,
    pub best: f64,
}

/// How many of one side's sowings got each verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct VerdictCounts {
    pub best: AppInt,
    pub good: AppInt,
    pub inaccuracy: AppInt,
    pub mistake: AppInt,
    pub blunder: AppInt,
}

impl VerdictCounts {
    /// `side`'s verdicts among `turns`.
    pub fn of(turns: &[ReviewedTurn], side: Side) -> VerdictCounts {
        let mut counts = VerdictCounts::default();
        for turn in turns.iter().filter(|turn| turn.mover == side) {
            let count = match turn.verdict {
                Verdict::Best => &mut counts.best,
                Verdict::Good => &mut counts.good,
                Verdict::Inaccuracy => &mut counts.inaccuracy,
                Verdict::Mistake => &mut counts.mistake,
                Verdict::Blunder => &mut counts.blunder,
            };
            count.0 += 1;
        }
        counts
    }

    /// The count of one verdict.
    pub fn get(&self, verdict: Verdict) -> AppInt {
        match verdict {
            Verdict::Best => self.best,
            Verdict::Good => self.good,
            Verdict::Inaccuracy => self.inaccuracy,
            Verdict::Mistake => self.mistake,
            Verdict::Blunder => self.blunder,
        }
    }
}

/// Each turn's point on the graph, seen from `viewer`.
pub fn graph(turns: &[ReviewedTurn], viewer: Side) -> Vec<GraphPoint> {
    turns
        .iter()
        .map(|turn| {
            let sign = if turn.mover == viewer { 1.0 } else { -1.0 };
            GraphPoint {
                played: sign * graph_height(turn.evaluation.0),
                best: sign * graph_height(turn.best_evaluation.0),
            }
        })
        .collect()
}

/// A score in hundredths of a stone as the graph draws it: a height within ±1, a proven
/// result at the edge.
fn graph_height(score: i32) -> f64 {
    if score.abs() > WIN_BOUND {
        return 1f64.copysign(f64::from(score));
    }
    let stones = f64::from(score) / 100.0;
    stones / (stones.abs() + GRAPH_HALF_STONES)
}

/// The index of the turn a review opens at: the viewer's first mistake or blunder, else
/// anyone's, else the first turn.
pub fn opening_turn(turns: &[ReviewedTurn], viewer: Side) -> usize {
    let poor = |turn: &ReviewedTurn| matches!(turn.verdict, Verdict::Mistake | Verdict::Blunder);
    turns
        .iter()
        .position(|turn| turn.mover == viewer && poor(turn))
        .or_else(|| turns.iter().position(poor))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::House as CoreHouse;

    /// A turn of `mover`'s scoring `evaluation` against the best's `best_evaluation`: the best
    /// move itself when the two are equal.
    fn turn(number: i32, mover: Side, evaluation: i32, best_evaluation: i32) -> ReviewedTurn {
        let spot = |index| Spot::new(mover.into(), CoreHouse::from_loop_index(index).unwrap());
        let best = if evaluation == best_evaluation {
            spot(0)
        } else {
            spot(1)
        };
        ReviewedTurn::new(
            AppInt(number),
            mover,
            spot(0),
            best,
            evaluation,
            best_evaluation,
            StoneCounts::default(),
        )
    }

    fn turns() -> Vec<ReviewedTurn> {
        vec![
            turn(1, Side::South, 150, 150),
            turn(2, Side::North, -900, 100),
            turn(3, Side::South, 2_000, 2_000),
            turn(4, Side::North, -(WIN_BOUND + 5), -400),
            turn(5, Side::South, 50, 450),
        ]
    }

    #[test]
    fn a_turn_s_verdict_values_and_cost_are_its_scores_apart() {
        let verdicts: Vec<Verdict> = turns().iter().map(|turn| turn.verdict).collect();
        use Verdict::*;
        assert_eq!(verdicts, [Best, Blunder, Best, Blunder, Mistake]);
        let costs: Vec<MoveCost> = turns().iter().map(|turn| turn.cost).collect();
        let stones = |n| MoveCost::Stones { stones: AppInt(n) };
        assert_eq!(
            costs,
            [
                MoveCost::Nothing,
                stones(10),
                MoveCost::Nothing,
                MoveCost::IntoLoss,
                stones(4)
            ]
        );
        assert_eq!(turn(6, Side::South, 100, 160).cost, MoveCost::Close);
        assert_eq!(turn(6, Side::South, 100, 449).cost, stones(3), "3.49 stones, rounded");
        assert_eq!(turn(6, Side::South, 100, 450).cost, stones(4), "3.5 stones, rounded up");
        let thrown = turn(7, Side::South, 300, WIN - 7);
        assert_eq!((thrown.verdict, thrown.cost), (Blunder, MoveCost::WinThrownAway));
        assert_eq!(thrown.best_value, ReviewValue::Win { plies: AppInt(7) });
        assert_eq!(
            thrown.value,
            ReviewValue::Stones {
                hundredths: AppInt(300)
            }
        );
        let into_loss = turns().remove(3);
        assert_eq!(
            into_loss.value,
            ReviewValue::Loss {
                plies: AppInt(WIN - WIN_BOUND - 5)
            }
        );
        let both_lost = turn(8, Side::North, -(WIN - 3), -(WIN - 9));
        assert_eq!(
            (both_lost.verdict, both_lost.cost),
            (Good, MoveCost::Close),
            "a loss sooner than the best move's, not walked into"
        );
    }

    #[test]
    fn the_graph_is_seen_from_the_viewer_squashed_within_the_edges_with_proven_results_at_them() {
        let height = |stones: f64| stones / (stones.abs() + GRAPH_HALF_STONES);
        let south = GameReview::new(turns(), StoneCounts::default(), ReviewSeats::TwoPeople);
        let expected = [
            (height(1.5), height(1.5)),
            (height(9.0), height(-1.0)),
            (height(20.0), height(20.0)),
            (1.0, height(4.0)),
            (height(0.5), height(4.5)),
        ];
        for (point, (played, best)) in south.graph.iter().zip(expected) {
            assert!((point.played - played).abs() < 1e-12, "{point:?}");
            assert!((point.best - best).abs() < 1e-12, "{point:?}");
        }
        assert_eq!(
            height(GRAPH_HALF_STONES),
            0.5,
            "a lead of GRAPH_HALF_STONES is halfway up"
        );
        assert!(
            height(30.0) > height(20.0) && height(300.0) < 1.0,
            "a big lead still rises, within the edge"
        );
        let north = GameReview::new(
            turns(),
            StoneCounts::default(),
            ReviewSeats::AgainstComputer { person: Side::North },
        );
        for (a, b) in south.graph.iter().zip(&north.graph) {
            assert_eq!((a.played, a.best), (-b.played, -b.best));
        }
        assert_eq!((south.viewer, north.viewer), (Side::South, Side::North));
    }

    #[test]
    fn each_side_s_verdicts_are_counted() {
        let review = GameReview::new(turns(), StoneCounts::default(), ReviewSeats::BySide);
        let south = VerdictCounts {
            best: AppInt(2),
            mistake: AppInt(1),
            ..VerdictCounts::default()
        };
        assert_eq!(review.south, south);
        assert_eq!(
            review.north,
            VerdictCounts {
                blunder: AppInt(2),
                ..VerdictCounts::default()
            }
        );
        assert_eq!(review.north.get(Verdict::Blunder), AppInt(2));
        assert_eq!(review.south.get(Verdict::Good), AppInt(0));
    }

    #[test]
    fn a_review_opens_at_the_viewer_s_first_mistake_else_anyone_s_else_the_first_turn() {
        let opening = |seats| GameReview::new(turns(), StoneCounts::default(), seats).opening;
        assert_eq!(opening(ReviewSeats::AgainstComputer { person: Side::South }), AppInt(4));
        assert_eq!(opening(ReviewSeats::AgainstComputer { person: Side::North }), AppInt(1));
        let clean: Vec<ReviewedTurn> = turns()
            .into_iter()
            .filter(|turn| turn.mover == Side::South)
            .take(2)
            .collect();
        assert_eq!(
            GameReview::new(clean.clone(), StoneCounts::default(), ReviewSeats::TwoPeople).opening,
            AppInt(0)
        );
        let mut north_only = turns();
        north_only.remove(4);
        assert_eq!(
            GameReview::new(north_only, StoneCounts::default(), ReviewSeats::TwoPeople).opening,
            AppInt(1),
            "no mistake of South's: North's first"
        );
        assert_eq!(ReviewSeats::BySide.viewer(), Side::South);
        assert_eq!(ReviewSeats::TwoPeople.viewer(), Side::South);
    }
}
