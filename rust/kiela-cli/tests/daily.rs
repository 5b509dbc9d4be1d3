//! `kiela puzzle --daily`: the same puzzle all day and another the next, as kiela-session
//! chooses it; solved on its own day it counts the daily streak in the statistics the apps
//! keep; another day's is practice; `--list` ends with the day, the streak and the progress
//! by grade and kind.

mod common;

use common::*;
use kiela_ai::puzzles::{best_defence, forced_win_moves};
use kiela_session::{daily_puzzle, date_text, parse_date, today, Puzzle, PuzzleKind};
use serde_json::Value;

fn daily_screen(args: &[&str], data: &std::path::Path, script: &str) -> String {
    let mut all = vec!["puzzle", "--daily"];
    all.extend_from_slice(args);
    let output = kiela_bytes(&all, script.as_bytes(), data);
    assert!(output.stderr.is_empty(), "{}", stderr(&output));
    success(&output)
}

/// The moves that solve `puzzle` against the engine's defence (the one the terminal plays).
fn solving_line(puzzle: &Puzzle) -> String {
    let mut position = puzzle.position();
    let mut left = match puzzle.kind {
        PuzzleKind::WinIn { moves } => moves.0,
        _ => 1,
    };
    let mut house = position
        .legal_moves()
        .iter()
        .find(|house| house.to_string() == puzzle.answer.house.to_string())
        .expect("the answer is legal");
    let mut line = String::new();
    loop {
        line += &format!("{house}\n");
        position.play(house).expect("a legal move");
        left -= 1;
        if left == 0 {
            return line;
        }
        let reply = best_defence(&position, left).expect("north has a reply");
        position.play(reply).expect("a legal reply");
        house = forced_win_moves(&position, left)[0];
    }
}

#[test]
fn the_same_puzzle_all_day_and_another_the_next() {
    let data = tempfile::tempdir().unwrap();
    let first = daily_screen(&["--date", "2026-12-04"], data.path(), "q\n");
    let again = daily_screen(&["--date", "2026-12-04"], data.path(), "q\n");
    let next = daily_screen(&["--date", "2026-12-05"], data.path(), "q\n");
    assert!(
        first.starts_with("Puzzle of the day, 2026-12-04: win3-040 (hard, win in 3), not solved yet.\n"),
        "{first}"
    );
    assert!(first.contains("Daily streak: 0 days (best 0)."), "{first}");
    assert!(first.contains("Puzzle win3-040 (hard)"), "{first}");
    assert_eq!(first, again);
    assert!(next.starts_with("Puzzle of the day, 2026-12-05: win1-030 "), "{next}");
    // Without --date: today's, by the local date.
    let today_text = date_text(today());
    let plain = daily_screen(&[], data.path(), "q\n");
    let dated = daily_screen(&["--date", &today_text], data.path(), "q\n");
    assert_eq!(plain, dated);
    assert!(plain.starts_with(&format!(
        "Puzzle of the day, {today_text}: {} (",
        daily_puzzle(today()).id
    )));
}

#[test]
fn solved_today_it_counts_the_streak_once_and_another_day_is_practice() {
    let data = tempfile::tempdir().unwrap();
    let day = today();
    let puzzle = daily_puzzle(day);
    // Solved yesterday and the day before.
    let yesterday = date_text(day.pred_opt().unwrap());
    let folder = data.path().join("kiela");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("statistics.json"),
        format!(
            r#"{{"format": "kiela-statistics", "version": 2, "opponents": [],
               "puzzles": {{"solved": [], "daily": {{"current": 2, "best": 4, "last_day": "{yesterday}"}}}}}}"#
        ),
    )
    .unwrap();
    let before = daily_screen(&[], data.path(), "q\n");
    assert!(before.contains("Daily streak: 2 days (best 4)."), "{before}");
    let solved = daily_screen(&[], data.path(), &format!("{}q\n", solving_line(puzzle)));
    assert!(solved.contains("Solved!"), "{solved}");
    let statistics: Value =
        serde_json::from_str(&std::fs::read_to_string(folder.join("statistics.json")).unwrap()).unwrap();
    let daily = &statistics["puzzles"]["daily"];
    assert_eq!(daily["current"], 3, "{statistics}");
    assert_eq!(daily["best"], 4, "{statistics}");
    assert_eq!(daily["last_day"], date_text(day), "{statistics}");
    let after = daily_screen(&[], data.path(), "q\n");
    assert!(after.contains("solved.\nDaily streak: 3 days (best 4)."), "{after}");
    // Solved again today: still 3.
    daily_screen(&[], data.path(), &format!("{}q\n", solving_line(puzzle)));
    let again: Value = serde_json::from_str(&std::fs::read_to_string(folder.join("statistics.json")).unwrap()).unwrap();
    assert_eq!(again["puzzles"]["daily"]["current"], 3);

    // Tomorrow's puzzle, played today, is practice: solved, not a day of the streak.
    let tomorrow = day.succ_opt().unwrap();
    let practice = daily_puzzle(tomorrow);
    let screen = daily_screen(
        &["--date", &date_text(tomorrow)],
        data.path(),
        &format!("{}q\n", solving_line(practice)),
    );
    assert!(screen.contains("Solved!"), "{screen}");
    let later: Value = serde_json::from_str(&std::fs::read_to_string(folder.join("statistics.json")).unwrap()).unwrap();
    assert_eq!(later["puzzles"]["daily"]["last_day"], date_text(day));
    let solved_ids = later["puzzles"]["solved"].as_array().unwrap();
    assert!(solved_ids.iter().any(|id| id == practice.id.as_str()), "{later}");
}

#[test]
fn the_list_ends_with_the_day_the_streak_and_the_progress_by_grade_and_kind() {
    let output = kiela(&["puzzle", "--list", "--date", "2026-12-04"], "");
    let text = success(&output);
    let summary = text
        .split("\nPuzzle of the day")
        .nth(1)
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        summary.starts_with(", 2026-12-04: win3-040 (hard, win in 3), not solved yet."),
        "{text}"
    );
    assert!(
        summary.contains("Daily streak: 0 days (best 0).\nBy grade and kind:\n"),
        "{text}"
    );
    for line in [
        "  easy    0 of 135: take the most in one move 0 of 95, win in 1 0 of 40\n",
        "  medium  0 of 135: take the most in one move 0 of 95, win in 2 0 of 40\n",
        "  hard    0 of 135: take the most in one move 0 of 95, win in 3 0 of 40\n",
    ] {
        assert!(summary.contains(line), "{line:?} in {text}");
    }
}

#[test]
fn a_date_that_is_no_date_is_refused_and_goes_only_with_daily_or_list() {
    assert_bad_input(
        &kiela(&["puzzle", "--daily", "--date", "2026-02-30"], ""),
        "'2026-02-30' is not a date: write it YYYY-MM-DD",
    );
    assert_bad_input(
        &kiela(&["puzzle", "--date", "2026-02-03"], ""),
        "--date goes with --daily or --list",
    );
    assert_eq!(kiela(&["puzzle", "--daily", "most-001"], "").status.code(), Some(2));
    assert!(parse_date("2026-02-03").is_ok());
}
