//! `kiela puzzle --daily [--date YYYY-MM-DD]`: the puzzle of the day, as kiela-session chooses
//! it from the date (the local one unless `--date` says another): the same for everyone on a
//! date, another the next. Solved on its own day it counts the daily streak, as in the apps;
//! the puzzle of another date is practice (it is counted solved, the streak is not touched).
//! And the summary `--list` ends with: the day's puzzle, the streak, the progress by grade and kind.

use chrono::NaiveDate;
use kiela_session::{parse_date, puzzles, today, PuzzlesOverview};

use std::io::Write;

use super::messages::{grade_name, task_short};
use super::progress::Progress;
use crate::error::CliError;
use crate::words::counted;

/// The date asked for, else today's (local).
pub fn date(asked: Option<&str>) -> Result<NaiveDate, CliError> {
    match asked {
        None => Ok(today()),
        Some(text) => parse_date(text).map_err(|_| {
            let text = super::super::play::echo::shown(text);
            CliError::input(format!("'{text}' is not a date: write it YYYY-MM-DD"))
        }),
    }
}

/// The day's puzzle, told with the streak, and where it is in the shipped list; played on its
/// own day, solving it counts the streak.
pub fn start(date: NaiveDate, progress: &mut Progress, out: &mut impl Write) -> Result<usize, CliError> {
    let overview = progress.overview(date);
    write!(out, "{}", header(&overview))?;
    if date == today() {
        progress.play_daily(date);
    }
    puzzles()
        .iter()
        .position(|puzzle| puzzle.id == overview.daily.puzzle.id)
        .ok_or_else(|| CliError::input("no puzzles are shipped"))
}

/// `Puzzle of the day, 2026-12-04: win3-040 (hard, win in 3), not solved yet.` and the streak.
pub fn header(overview: &PuzzlesOverview) -> String {
    let daily = &overview.daily;
    let state = if daily.solved_today { "solved" } else { "not solved yet" };
    format!(
        "Puzzle of the day, {}: {} ({}, {}), {state}.\n{}\n",
        daily.date,
        daily.puzzle.id,
        grade_name(daily.puzzle.grade),
        task_short(daily.puzzle.kind),
        streak(overview)
    )
}

/// `Daily streak: 3 days (best 5).`
fn streak(overview: &PuzzlesOverview) -> String {
    let days = u32::try_from(overview.streak.0).unwrap_or(0);
    format!(
        "Daily streak: {} (best {}).",
        counted(days, "day", "days"),
        overview.best_streak.0
    )
}

/// The day, the streak, and `  easy    3 of 135: take the most in one move 2 of 95, win in 1 1 of 40`.
pub fn summary(overview: &PuzzlesOverview) -> String {
    let mut text = format!("\n{}", header(overview));
    text += "By grade and kind:\n";
    for grade in &overview.grades {
        let kinds: Vec<String> = grade
            .kinds
            .iter()
            .map(|kind| format!("{} {} of {}", task_short(kind.kind), kind.solved.0, kind.total.0))
            .collect();
        text += &format!(
            "  {:<6}  {} of {}: {}\n",
            grade_name(grade.grade),
            grade.solved.0,
            grade.total.0,
            kinds.join(", ")
        );
    }
    text
}
