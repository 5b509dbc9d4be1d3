use std::collections::HashSet;

use chrono::{Days, NaiveDate};

use super::*;
use crate::calendar::parse_date;
use crate::error::KielaError;
use crate::streak::DailyStreak;

fn date(text: &str) -> NaiveDate {
    parse_date(text).unwrap()
}

#[test]
fn a_year_of_days_has_no_puzzle_twice_from_any_start() {
    assert!(
        puzzles().len() >= 365,
        "{} puzzles: a year would repeat",
        puzzles().len()
    );
    for start in ["2026-01-01", "2026-12-04", "2027-02-28", "2031-07-15", "1999-12-31"] {
        let start = date(start);
        let ids: HashSet<&str> = (0..365)
            .map(|n| daily_puzzle(start.checked_add_days(Days::new(n)).unwrap()).id.as_str())
            .collect();
        assert_eq!(ids.len(), 365, "from {start}");
    }
}

#[test]
fn every_shipped_puzzle_comes_once_in_a_full_round() {
    let start = date("2026-12-04");
    let round = puzzles().len() as u64;
    let ids: HashSet<&str> = (0..round)
        .map(|n| daily_puzzle(start.checked_add_days(Days::new(n)).unwrap()).id.as_str())
        .collect();
    assert_eq!(ids.len(), puzzles().len());
    // Then it starts over in the same order.
    let after = start.checked_add_days(Days::new(round)).unwrap();
    assert_eq!(daily_puzzle(after).id, daily_puzzle(start).id);
}

#[test]
fn the_same_date_gives_the_same_puzzle_and_the_next_day_another() {
    let day = date("2026-12-04");
    assert_eq!(daily_puzzle(day).id, daily_puzzle(date("2026-12-04")).id);
    assert_ne!(daily_puzzle(day).id, daily_puzzle(date("2026-12-05")).id);
    // The order is a shuffle, not the file's order.
    let file_order = (0..10).filter(|&n| {
        let a = daily_puzzle(day.checked_add_days(Days::new(n)).unwrap());
        let b = daily_puzzle(day.checked_add_days(Days::new(n + 1)).unwrap());
        let place = |p: &Puzzle| puzzles().iter().position(|q| q.id == p.id).unwrap();
        place(b) == place(a) + 1
    });
    assert!(file_order.count() < 3);
}

#[test]
fn dates_are_read_as_written_and_others_refused() {
    assert_eq!(date_text(date("2026-03-09")), "2026-03-09");
    for bad in ["2026-02-30", "09-03-2026", "today", "", "2026-3-9x"] {
        assert!(matches!(parse_date(bad), Err(KielaError::BadDate { .. })), "{bad}");
    }
}

#[test]
fn the_streak_counts_days_in_a_row_once_each() {
    let mut streak = DailyStreak::default();
    assert_eq!(streak.streak_on(date("2026-12-04")).0, 0);
    assert!(streak.solve_on(date("2026-12-04")));
    assert!(!streak.solve_on(date("2026-12-04")), "a day counts once");
    assert!(streak.solve_on(date("2026-12-05")));
    // Over the month's end.
    assert!(streak.solve_on(date("2026-12-06")));
    assert_eq!((streak.current.0, streak.best.0), (3, 3));
    assert!(streak.solved_on(date("2026-12-06")));
    assert!(!streak.solved_on(date("2026-12-05")));
    assert_eq!(streak.streak_on(date("2026-12-06")).0, 3);
    assert_eq!(streak.streak_on(date("2026-12-07")).0, 3, "still alive the next day");
    assert_eq!(streak.streak_on(date("2026-12-08")).0, 0, "a missed day ends it");
    // A date before the last one counts nothing.
    assert!(!streak.solve_on(date("2026-12-01")));
    assert_eq!(streak.last_day.as_deref(), Some("2026-12-06"));
    // After a gap it starts again; the best stays.
    assert!(streak.solve_on(date("2026-12-09")));
    assert_eq!((streak.current.0, streak.best.0), (1, 3));
    let mut year_end = DailyStreak::default();
    year_end.solve_on(date("2026-12-31"));
    year_end.solve_on(date("2027-01-01"));
    assert_eq!(year_end.current.0, 2);
}

#[test]
fn the_overview_counts_by_grade_and_kind() {
    let day = date("2026-12-04");
    let mut statistics = Statistics::new();
    let empty = puzzles_overview(&statistics, day);
    assert_eq!(empty.total, AppInt::from(puzzles().len()));
    assert_eq!(empty.solved.0, 0);
    assert_eq!(empty.grades.len(), 3);
    let grades_total: i32 = empty.grades.iter().map(|g| g.total.0).sum();
    assert_eq!(grades_total, empty.total.0);
    for grade in &empty.grades {
        assert_eq!(grade.kinds.first().map(|k| k.kind), Some(PuzzleKind::MostInOne));
        assert_eq!(grade.kinds.iter().map(|k| k.total.0).sum::<i32>(), grade.total.0);
    }
    assert_eq!(empty.daily.puzzle.id, daily_puzzle(day).id);
    assert_eq!(empty.daily.date, "2026-12-04");
    assert!(!empty.daily.solved_today);

    // One easy puzzle solved from the list, and the day's.
    let easy = puzzles()
        .iter()
        .find(|p| p.grade == PuzzleGrade::Easy && p.id != empty.daily.puzzle.id)
        .unwrap();
    statistics.solve_puzzle(&easy.id);
    assert!(solve_daily(&mut statistics, day));
    assert!(!solve_daily(&mut statistics, day), "once a day");
    let overview = puzzles_overview(&statistics, day);
    assert_eq!(overview.solved.0, 2);
    assert!(overview.daily.solved_today);
    assert_eq!((overview.streak.0, overview.best_streak.0), (1, 1));
    let easy_row = &overview.grades[0];
    assert_eq!(easy_row.grade, PuzzleGrade::Easy);
    let daily_is_easy = daily_puzzle(day).grade == PuzzleGrade::Easy;
    assert_eq!(easy_row.solved.0, 1 + i32::from(daily_is_easy));
    let kind_row = easy_row.kinds.iter().find(|k| k.kind == easy.kind).unwrap();
    assert!(kind_row.solved.0 >= 1);
    // Two days later the streak shows 0, and the best 1.
    let later = puzzles_overview(&statistics, date("2026-12-06"));
    assert_eq!((later.streak.0, later.best_streak.0), (0, 1));
    assert!(!later.daily.solved_today);
}

#[test]
fn the_streak_is_kept_in_the_statistics_file_and_checked_on_reading() {
    let mut statistics = Statistics::new();
    solve_daily(&mut statistics, date("2026-12-04"));
    solve_daily(&mut statistics, date("2026-12-05"));
    let text = statistics.to_json();
    assert!(text.contains("\"last_day\": \"2026-12-05\""), "{text}");
    let read = Statistics::from_json(&text).unwrap();
    assert_eq!(read.daily, statistics.daily);
    assert_eq!(read.solved_puzzles, statistics.solved_puzzles);
    assert!(read.set_aside.is_none());
    // No streak yet: nothing written, as before.
    assert!(!Statistics::new().to_json().contains("daily"));
    // A streak that does not add up costs the puzzle progress, not the games.
    for bad in [
        r#"{"current": 3, "best": 2, "last_day": "2026-12-05"}"#,
        r#"{"current": 1, "best": 2}"#,
        r#"{"current": 1, "best": 2, "last_day": "yesterday"}"#,
        r#"{"current": 0, "best": 2, "last_day": "2026-12-05"}"#,
    ] {
        let damaged = text.replace(
            r#""daily": {
      "current": 2,
      "best": 2,
      "last_day": "2026-12-05"
    }"#,
            &format!("\"daily\": {bad}"),
        );
        assert_ne!(damaged, text);
        let read = Statistics::from_json(&damaged).unwrap();
        assert!(read.set_aside.is_some(), "{bad}");
        assert_eq!(read.daily, DailyStreak::default());
        assert!(read.solved_puzzles.is_empty());
    }
}

/// The order is part of the shipped data: an app of another version must give the same puzzle
/// on the same date. Changing the seed, the shuffle or the puzzles changes these.
#[test]
fn the_daily_order_is_pinned() {
    for (day, id) in [
        ("1970-01-01", "most-284"),
        ("2026-12-04", "win3-040"),
        ("2026-12-05", "win1-030"),
        ("2027-01-01", "most-015"),
    ] {
        assert_eq!(daily_puzzle(date(day)).id, id, "{day}");
    }
}
