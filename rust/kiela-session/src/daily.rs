//! The puzzle of the day, the daily streak as shown, and the progress through the puzzles by
//! grade and kind: decided here once for both apps and the terminal.
//!
//! **The day's puzzle.** Days are numbered from 1970-01-01 (the person's local calendar date,
//! [`today`]); the shipped puzzles are put in one fixed order, a shuffle seeded by
//! [`DAILY_SEED`], and day `n` gets the puzzle at `n` modulo their number in that order. So
//! everyone gets the same puzzle on the same date, offline, and no puzzle comes twice in any
//! run of as many days as there are puzzles (at least 365: a year does not repeat).

use std::sync::OnceLock;

use chrono::NaiveDate;
use kiela_ai::Rng;

use crate::calendar::date_text;
use crate::numbers::AppInt;
use crate::puzzle::{puzzles, Puzzle, PuzzleGrade, PuzzleKind};
use crate::statistics::Statistics;

/// The seed of the daily order. Changing it (or the puzzles) changes every day's puzzle.
pub const DAILY_SEED: u64 = 0x6b69_656c_615f_6461; // "kiela_da"

/// The puzzle of `date`.
pub fn daily_puzzle(date: NaiveDate) -> &'static Puzzle {
    let order = daily_order();
    let day = date.signed_duration_since(NaiveDate::default()).num_days();
    let place = usize::try_from(day.rem_euclid(order.len() as i64)).expect("a remainder is below the count");
    &puzzles()[order[place]]
}

/// Counts the day's puzzle solved on `date`: the puzzle itself, and the daily streak (once a
/// day). Whether anything changed.
pub fn solve_daily(statistics: &mut Statistics, date: NaiveDate) -> bool {
    let id = &daily_puzzle(date).id;
    let new = !statistics.solved(id);
    statistics.solve_puzzle(id);
    statistics.daily.solve_on(date) || new
}

/// The shipped puzzles' indices in the daily order: a Fisher–Yates shuffle by [`DAILY_SEED`].
fn daily_order() -> &'static [usize] {
    static ORDER: OnceLock<Vec<usize>> = OnceLock::new();
    ORDER.get_or_init(|| {
        let mut order: Vec<usize> = (0..puzzles().len()).collect();
        let mut rng = Rng::new(DAILY_SEED);
        for last in (1..order.len()).rev() {
            let pick = rng.below(last as u64 + 1) as usize;
            order.swap(last, pick);
        }
        order
    })
}

/// The puzzles screen's summary: today's puzzle, the streak, and the progress.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzlesOverview {
    pub daily: DailyPuzzle,
    /// Days in a row the daily puzzle was solved, up to today or yesterday (0 once a day was
    /// missed: it is still kept in the statistics until the next daily solve starts anew).
    pub streak: AppInt,
    /// The longest run of days ever.
    pub best_streak: AppInt,
    /// Shipped puzzles solved, of all of them.
    pub solved: AppInt,
    pub total: AppInt,
    /// Easy, medium, hard.
    pub grades: Vec<GradeProgress>,
    /// The person's own mistakes still to solve as exercises: what "your mistakes" offers
    /// (`AppEvent::OpenExercises` without a record opens them).
    pub exercises_left: AppInt,
}

/// Today's puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DailyPuzzle {
    /// The local date it is the puzzle of, `YYYY-MM-DD`.
    pub date: String,
    pub puzzle: Puzzle,
    /// Solved today as the daily puzzle (what keeps the streak).
    pub solved_today: bool,
}

/// The puzzles of a grade solved, in all and by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GradeProgress {
    pub grade: PuzzleGrade,
    pub solved: AppInt,
    pub total: AppInt,
    /// The kinds shipped in this grade, capture puzzles first, then wins by length.
    pub kinds: Vec<KindProgress>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct KindProgress {
    pub kind: PuzzleKind,
    pub solved: AppInt,
    pub total: AppInt,
}

/// The summary for `statistics` on `today`.
pub fn puzzles_overview(statistics: &Statistics, today: NaiveDate) -> PuzzlesOverview {
    let all = puzzles();
    let solved = |of: &mut dyn Iterator<Item = &Puzzle>| {
        let (mut solved, mut total) = (0usize, 0usize);
        for puzzle in of {
            total += 1;
            solved += usize::from(statistics.solved(&puzzle.id));
        }
        (AppInt::from(solved), AppInt::from(total))
    };
    let grades = [PuzzleGrade::Easy, PuzzleGrade::Medium, PuzzleGrade::Hard]
        .into_iter()
        .filter_map(|grade| {
            let mut kinds: Vec<PuzzleKind> = Vec::new();
            for puzzle in all.iter().filter(|p| p.grade == grade) {
                if !kinds.contains(&puzzle.kind) {
                    kinds.push(puzzle.kind);
                }
            }
            // Capture puzzles first, then wins by length.
            kinds.sort_by_key(|kind| match kind {
                PuzzleKind::WinIn { moves } => 1 + moves.to_usize(),
                _ => 0,
            });
            let (grade_solved, grade_total) = solved(&mut all.iter().filter(|p| p.grade == grade));
            (grade_total > AppInt::from(0usize)).then(|| GradeProgress {
                grade,
                solved: grade_solved,
                total: grade_total,
                kinds: kinds
                    .into_iter()
                    .map(|kind| {
                        let (solved, total) = solved(&mut all.iter().filter(|p| p.grade == grade && p.kind == kind));
                        KindProgress { kind, solved, total }
                    })
                    .collect(),
            })
        })
        .collect();
    let (solved, total) = solved(&mut all.iter());
    PuzzlesOverview {
        daily: DailyPuzzle {
            date: date_text(today),
            puzzle: daily_puzzle(today).clone(),
            solved_today: statistics.daily.solved_on(today),
        },
        streak: statistics.daily.streak_on(today),
        best_streak: statistics.daily.best,
        solved,
        total,
        grades,
        exercises_left: AppInt::from(statistics.exercises_to_do(None).len()),
    }
}

#[cfg(test)]
mod tests;
