//! A game reviewed, as data: each sowing with its scores, the mover's winning chances and a
//! verdict by the chance the move gave away, and what a screen shows of them: who sat where,
//! each turn's chances from the viewer's side for the graph, each side's verdicts counted, and
//! the turn the review opens at. Both apps draw these numbers; none of them is worked out in an
//! app. The search that scores the turns is [`crate::review`]'s; the chance is
//! [`kiela_ai::win_chance`], the one scale every screen speaks in.

use kiela_ai::search::{WIN, WIN_BOUND};
use kiela_ai::win_chance;

use crate::board::{Side, Spot};
use crate::numbers::{AppInt, StoneCounts};

/// How good a played move was, by the winning chance it gave away against the best move: good
/// at most 5 points, an inaccuracy at most 10, a mistake at most 20, a blunder more (or a proven
/// win given away); a move that keeps a proven win is good.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Verdict {
    /// The move the search finds best.
    Best,
    /// At most 5 % of winning chance given away, or a proven win kept.
    Good,
    /// More than 5 % and at most 10 %.
    Inaccuracy,
    /// More than 10 % and at most 20 %.
    Mistake,
    /// More than 20 % (so any likely win, 60 % or more, turned into a likely loss, 40 % or less),
    /// or a proven win given away.
    Blunder,
}

/// The most winning chance a good move gives away.
pub const GOOD_AT_MOST: f64 = 0.05;
/// The most an inaccuracy gives away.
pub const INACCURACY_AT_MOST: f64 = 0.10;
/// The most a mistake gives away; more is a blunder.
pub const MISTAKE_AT_MOST: f64 = 0.20;

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

    /// The verdict of a move that is not the best, scoring `played` where the best scores
    /// `best` (the search's scores for the mover; `best` never below `played`).
    ///
    /// By the winning chance given away: good up to [`GOOD_AT_MOST`], an inaccuracy up to
    /// [`INACCURACY_AT_MOST`], a mistake up to [`MISTAKE_AT_MOST`], a blunder beyond (which
    /// takes in every likely win, 60 % or more, turned into a likely loss, 40 % or less).
    /// Whatever the chance says: a move that keeps a proven win is good, and one that gives a
    /// proven win away is a blunder. On a board already won or lost the chance hardly moves
    /// with the score, so a move there is not graded harshly for the search's noise.
    pub fn grade(played: i32, best: i32) -> Verdict {
        let proven_win = |score: i32| score > WIN_BOUND;
        if proven_win(played) {
            return Verdict::Good;
        }
        if proven_win(best) {
            return Verdict::Blunder;
        }
        match win_chance(best) - win_chance(played) {
            lost if lost <= GOOD_AT_MOST => Verdict::Good,
            lost if lost <= INACCURACY_AT_MOST => Verdict::Inaccuracy,
            lost if lost <= MISTAKE_AT_MOST => Verdict::Mistake,
            _ => Verdict::Blunder,
        }
    }
}

/// One sowing of a game, reviewed. Evaluations are the search's scores for the mover, in
/// hundredths of a stone of its evaluation (±(30 000 − plies) for a proven result): for
/// analysis, never shown. `chance` and `bestChance` are the mover's chances of winning, 0 to
/// 1, from the core's one winning-chance function; `value` and `bestValue` say them. The best
/// values are never below the played ones, and `best` is the played house exactly when the
/// verdict is `Best`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewedTurn {
    /// The turn's number in the game, from 1 (a rearrangement counts as a turn too).
    pub turn: AppInt,
    pub mover: Side,
    pub played: Spot,
    /// The best move found; the played one when it scores as well as any.
    pub best: Spot,
    /// The search's score for the mover after the played move, in hundredths of a stone of its
    /// evaluation (±(30 000 − plies) for a proven result): the engine's own measure, for
    /// analysis. People are shown `value`.
    pub evaluation: AppInt,
    /// The same after the best move; never below `evaluation`.
    pub best_evaluation: AppInt,
    /// The mover's chance of winning after the played move, 0 to 1 (a draw counts half).
    pub chance: f64,
    /// The same after the best move; never below `chance`.
    pub best_chance: f64,
    pub verdict: Verdict,
    /// The position after the played move as the review says it: a chance or a proven result.
    pub value: ReviewValue,
    /// The same after the best move.
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
            Verdict::grade(evaluation, best_evaluation)
        };
        ReviewedTurn {
            turn,
            mover,
            played,
            best,
            evaluation: AppInt(evaluation),
            best_evaluation: AppInt(best_evaluation),
            chance: win_chance(evaluation),
            best_chance: win_chance(best_evaluation),
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
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ReviewValue {
    /// The mover wins with this chance, in whole percent from 1 to 99 (a draw counts half):
    /// only a proven result is certain.
    Chance { percent: AppInt },
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
            ReviewValue::Chance {
                percent: AppInt(percent(win_chance(score)).clamp(1, 99)),
            }
        }
    }
}

/// A chance from 0 to 1 in whole percent.
fn percent(chance: f64) -> i32 {
    (chance * 100.0).round() as i32
}

/// What a move cost against the best one, as a review says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MoveCost {
    /// Nothing: it is the best move.
    Nothing,
    /// Close to the best: a good move.
    Close,
    /// This much of the mover's winning chance, in percentage points (at least one).
    Chance { points: AppInt },
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
            _ => MoveCost::Chance {
                // Beyond a good move's 5 points, so never under one once rounded.
                points: AppInt(percent(win_chance(best_evaluation) - win_chance(evaluation)).max(1)),
            },
        }
    }
}

/// A game reviewed: its sowings in order (rearrangements are not scored), the final board, and
/// what the review screen draws of them from the seats it was asked for.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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

/// Who sat where in a reviewed game, for its words and the side its graph is seen from (the
/// person's; South's with two people or when not known).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
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

/// A turn on the graph of winning chances: after the move played and after the best move, the
/// viewer's chance drawn as a height from -1 (the bottom edge: the viewer surely loses) to 1
/// (the top edge: surely wins), 2 × chance − 1, an even game on the middle line.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GraphPoint {
    pub played: f64,
    pub best: f64,
}

/// How many of one side's sowings got each verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
            // The viewer's chance is the mover's, or what the mover's leaves.
            let sign = if turn.mover == viewer { 1.0 } else { -1.0 };
            GraphPoint {
                played: sign * (2.0 * turn.chance - 1.0),
                best: sign * (2.0 * turn.best_chance - 1.0),
            }
        })
        .collect()
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
    use kiela_ai::chance::CHANCE_SCALE;
    use kiela_core::House as CoreHouse;

    /// The score at which the mover's chance is `chance`.
    fn score_at(chance: f64) -> i32 {
        (-CHANCE_SCALE * (1.0 / chance - 1.0).ln()).round() as i32
    }

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
            turn(1, Side::South, score_at(0.6), score_at(0.6)),
            turn(2, Side::North, score_at(0.1), score_at(0.55)),
            turn(3, Side::South, score_at(0.9), score_at(0.9)),
            turn(4, Side::North, -(WIN - 12), score_at(0.15)),
            turn(5, Side::South, score_at(0.45), score_at(0.6)),
        ]
    }

    #[test]
    fn verdicts_grade_the_winning_chance_given_away() {
        let grade = |played: f64, best: f64| Verdict::grade(score_at(played), score_at(best));
        use Verdict::*;
        assert_eq!(grade(0.46, 0.5), Good);
        assert_eq!(grade(0.41, 0.5), Inaccuracy);
        assert_eq!(grade(0.31, 0.5), Mistake);
        assert_eq!(grade(0.29, 0.5), Blunder);
        assert_eq!(grade(0.38, 0.62), Blunder, "a likely win turned into a likely loss");
        assert_eq!(grade(0.005, 0.04), Good, "on a lost board the chance hardly moves");
        assert_eq!(grade(0.95, 0.995), Good, "nor on a won one");
        assert_eq!(Verdict::grade(WIN - 15, WIN - 3), Good, "a proven win kept, if slower");
        assert_eq!(
            Verdict::grade(score_at(0.99), WIN - 9),
            Blunder,
            "a proven win given away"
        );
        assert_eq!(Verdict::grade(-(WIN - 3), -(WIN - 9)), Good, "a loss either way");
    }

    #[test]
    fn a_turn_s_verdict_values_and_cost_are_its_chances_apart() {
        let verdicts: Vec<Verdict> = turns().iter().map(|turn| turn.verdict).collect();
        use Verdict::*;
        assert_eq!(verdicts, [Best, Blunder, Best, Mistake, Mistake]);
        let costs: Vec<MoveCost> = turns().iter().map(|turn| turn.cost).collect();
        let points = |n| MoveCost::Chance { points: AppInt(n) };
        assert_eq!(
            costs,
            [
                MoveCost::Nothing,
                points(45),
                MoveCost::Nothing,
                MoveCost::IntoLoss,
                points(15)
            ]
        );
        let chance = |n| ReviewValue::Chance { percent: AppInt(n) };
        let values: Vec<(ReviewValue, ReviewValue)> = turns().iter().map(|t| (t.value, t.best_value)).collect();
        assert_eq!(values[0], (chance(60), chance(60)));
        assert_eq!(values[1], (chance(10), chance(55)));
        assert_eq!(values[3].0, ReviewValue::Loss { plies: AppInt(12) });
        let turn_two = &turns()[1];
        assert!((turn_two.chance - 0.1).abs() < 0.005 && (turn_two.best_chance - 0.55).abs() < 0.005);
        assert_eq!(
            turn(6, Side::South, score_at(0.5), score_at(0.53)).cost,
            MoveCost::Close
        );
        let thrown = turn(7, Side::South, score_at(0.97), WIN - 7);
        assert_eq!((thrown.verdict, thrown.cost), (Blunder, MoveCost::WinThrownAway));
        assert_eq!(thrown.best_value, ReviewValue::Win { plies: AppInt(7) });
        assert!(thrown.chance < 1.0 && thrown.best_chance == 1.0);
        assert_eq!(
            ReviewValue::of_score(score_at(0.999)),
            chance(99),
            "only a proven result is certain"
        );
        assert_eq!(ReviewValue::of_score(score_at(0.001)), chance(1));
        let both_lost = turn(8, Side::North, -(WIN - 3), -(WIN - 9));
        assert_eq!(
            (both_lost.verdict, both_lost.cost),
            (Good, MoveCost::Close),
            "a loss sooner than the best move's, not walked into"
        );
    }

    #[test]
    fn the_graph_draws_the_viewer_s_chance_with_proven_results_at_the_edges() {
        let south = GameReview::new(turns(), StoneCounts::default(), ReviewSeats::TwoPeople);
        let height = |chance: f64| 2.0 * chance - 1.0;
        let expected = [
            (height(0.6), height(0.6)),
            (height(0.9), height(0.45)),
            (height(0.9), height(0.9)),
            (1.0, height(0.85)),
            (height(0.45), height(0.6)),
        ];
        for (point, (played, best)) in south.graph.iter().zip(expected) {
            assert!((point.played - played).abs() < 0.01, "{point:?}");
            assert!((point.best - best).abs() < 0.01, "{point:?}");
        }
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
                blunder: AppInt(1),
                mistake: AppInt(1),
                ..VerdictCounts::default()
            }
        );
        assert_eq!(review.north.get(Verdict::Blunder), AppInt(1));
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
