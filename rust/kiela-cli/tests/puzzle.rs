//! `kiela puzzle`: the shipped puzzles listed (and the capture puzzles proven again from the
//! listing alone), and played through a pipe: solved by the answer, missed by another move,
//! puzzles in a row with their commands, progress kept across runs, hostile input.

mod common;

use std::collections::HashSet;

use common::*;
use kiela_core::exchange::parse_position;
use kiela_core::{House, Player};
use serde_json::Value;

fn listed() -> Vec<Value> {
    json_of(&kiela(&["puzzle", "--list", "--json"], ""))["puzzles"]
        .as_array()
        .expect("a list of puzzles")
        .clone()
}

/// Every legal move of the puzzle's position and the stones it takes.
fn captures(puzzle: &Value) -> Vec<(House, u8)> {
    let position = parse_position(&puzzle["position"].to_string()).expect("a position");
    position
        .legal_moves()
        .iter()
        .map(|house| {
            let mut after = position;
            (house, after.play(house).expect("a legal move plays").captured)
        })
        .collect()
}

fn find<'a>(puzzles: &'a [Value], kind: &str) -> &'a Value {
    puzzles
        .iter()
        .find(|p| p["kind"] == kind)
        .unwrap_or_else(|| panic!("a {kind} puzzle"))
}

#[test]
fn the_list_holds_at_least_100_puzzles_and_each_capture_puzzle_is_right() {
    let puzzles = listed();
    assert!(puzzles.len() >= 100, "{} puzzles", puzzles.len());
    let ids: HashSet<&str> = puzzles.iter().map(|p| p["id"].as_str().expect("an id")).collect();
    assert_eq!(ids.len(), puzzles.len(), "the ids are unique");
    for puzzle in &puzzles {
        let id = &puzzle["id"];
        assert!(
            ["easy", "medium", "hard"].contains(&puzzle["grade"].as_str().unwrap()),
            "{id}"
        );
        assert_eq!(puzzle["position"]["to_move"], "south", "{id}");
        let answer: House = puzzle["answer"]
            .as_str()
            .unwrap()
            .parse()
            .expect("the answer is a house");
        let stones = puzzle["stones"].as_u64().expect("stones") as u8;
        let moves = captures(puzzle);
        let taken = moves
            .iter()
            .find(|(house, _)| *house == answer)
            .unwrap_or_else(|| panic!("{id}: the answer is legal"))
            .1;
        assert_eq!(taken, stones, "{id}: the answer takes `stones`");
        match puzzle["kind"].as_str() {
            Some("most_in_one") => {
                assert!(puzzle.get("moves").is_none(), "{id}");
                let others = moves.iter().filter(|(house, _)| *house != answer).map(|(_, n)| *n);
                let next_best = others.max().unwrap_or(0);
                assert!(stones > next_best, "{id}: the answer takes strictly the most");
                assert_eq!(
                    puzzle["next_best"], next_best,
                    "{id}: next_best is the most of the others"
                );
            }
            Some("win_in") => {
                assert!((1..=3).contains(&puzzle["moves"].as_u64().expect("moves")), "{id}");
                assert!(puzzle.get("next_best").is_none(), "{id}");
            }
            other => panic!("{id}: an unknown kind {other:?}"),
        }
    }
}

#[test]
fn the_plain_list_has_a_line_a_puzzle_then_the_progress() {
    let puzzles = listed();
    let text = success(&kiela(&["puzzle", "--list"], ""));
    let lines: Vec<&str> = text.lines().collect();
    // Then a blank line, the day's puzzle, the streak and the table by grade (tests/daily.rs).
    assert_eq!(lines.len(), puzzles.len() + 4 + 7, "{text}");
    assert_eq!(lines[puzzles.len()], "");
    assert_eq!(lines[puzzles.len() + 1], format!("Solved 0 of {}.", puzzles.len()));
    assert!(lines[puzzles.len() + 2].starts_with("  by grade: easy 0 of "), "{text}");
    assert!(
        lines[puzzles.len() + 3].starts_with("  by kind: take the most in one move 0 of "),
        "{text}"
    );
    assert!(puzzles.iter().all(|p| p["solved"] == false));
    for (line, puzzle) in lines.iter().zip(&puzzles) {
        assert!(!line.contains("solved"), "{line}");
        assert!(line.starts_with(puzzle["id"].as_str().unwrap()), "{line}");
        assert!(line.contains(puzzle["grade"].as_str().unwrap()), "{line}");
        assert!(line.contains("take the most") || line.contains("win in"), "{line}");
    }
}

#[test]
fn the_answer_solves_a_capture_puzzle() {
    let puzzles = listed();
    let puzzle = find(&puzzles, "most_in_one");
    let id = puzzle["id"].as_str().unwrap();
    let answer = puzzle["answer"].as_str().unwrap();
    // A line that is not a house is refused and asked again.
    let screen = play_puzzle(id, &format!("o11\n{answer}\n"));
    assert!(
        screen.contains("South to move: take the most stones in one move."),
        "{screen}"
    );
    assert!(screen.contains("'o11' is not a house"), "{screen}");
    assert!(
        screen.contains(&format!("south played {answer}:")),
        "the move is told: {screen}"
    );
    assert!(screen.contains("Solved!"), "{screen}");
    assert!(!screen.contains("Missed"), "{screen}");
}

#[test]
fn another_move_misses_and_names_the_answer() {
    let puzzles = listed();
    let puzzle = find(&puzzles, "most_in_one");
    let id = puzzle["id"].as_str().unwrap();
    let answer = puzzle["answer"].as_str().unwrap();
    let (other, took) = captures(puzzle)
        .into_iter()
        .find(|(house, _)| house.to_string() != answer)
        .expect("another legal move");
    let screen = play_puzzle(id, &format!("{other}\n"));
    assert!(!screen.contains("Solved"), "{screen}");
    let miss = one_paragraph(&screen, "Missed");
    let took = match took {
        0 => "nothing".to_owned(),
        1 => "1 stone".to_owned(),
        n => format!("{n} stones"),
    };
    assert!(miss.contains(&format!("{other} took {took}")), "{miss}");
    assert!(miss.contains(&format!("The answer is {answer}")), "{miss}");
}

#[test]
fn a_win_in_one_is_solved_by_its_answer() {
    let puzzles = listed();
    let puzzle = puzzles
        .iter()
        .find(|p| p["kind"] == "win_in" && p["moves"] == 1)
        .expect("a win in 1");
    let screen = play_puzzle(
        puzzle["id"].as_str().unwrap(),
        &format!("{}\n", puzzle["answer"].as_str().unwrap()),
    );
    assert!(screen.contains("South to move: win in 1."), "{screen}");
    assert!(
        one_paragraph(&screen, "Solved!").contains("north has no legal move left"),
        "{screen}"
    );
}

#[test]
fn a_win_in_two_is_defended_by_the_engine() {
    let puzzles = listed();
    let puzzle = puzzles
        .iter()
        .find(|p| p["kind"] == "win_in" && p["moves"] == 2)
        .expect("a win in 2");
    // The answer, then every house in turn until the puzzle ends.
    let mut script = format!("{}\n", puzzle["answer"].as_str().unwrap());
    for house in House::all() {
        script += &format!("{house}\n");
    }
    let screen = play_puzzle(puzzle["id"].as_str().unwrap(), &script);
    assert!(screen.contains("South to move: win in 2."), "{screen}");
    assert!(screen.contains("north played "), "the engine answers: {screen}");
    assert!(screen.contains("The win is still forced"), "{screen}");
    assert!(
        screen.contains("Solved! north has no legal move left: you won in 2 moves.") || screen.contains("Missed: "),
        "{screen}"
    );
}

#[test]
fn the_first_puzzle_is_the_default_and_the_end_of_the_input_leaves_quietly() {
    let puzzles = listed();
    let output = kiela(&["puzzle"], "");
    let screen = success(&output);
    assert!(
        screen.starts_with(&format!("Puzzle {} (", puzzles[0]["id"].as_str().unwrap())),
        "{screen}"
    );
    assert!(output.stderr.is_empty(), "{}", stderr(&output));
    assert!(screen.lines().all(|line| line.chars().count() <= 60), "{screen}");
    // An empty house is refused and the puzzle goes on.
    let position = parse_position(&puzzles[0]["position"].to_string()).unwrap();
    let empty = House::all()
        .find(|&house| position.stones(Player::South, house) == 0)
        .expect("an empty house");
    let screen = play_puzzle(puzzles[0]["id"].as_str().unwrap(), &format!("{empty}\nq\n"));
    assert!(
        screen.contains(&format!("Illegal move {empty}: {empty} is empty")),
        "{screen}"
    );
}

#[test]
fn an_unknown_puzzle_is_refused() {
    assert_bad_input(&kiela(&["puzzle", "no-such-puzzle"], ""), "no puzzle 'no-such-puzzle'");
    let output = kiela(&["puzzle", "x\x1b[2Jy"], "");
    assert_bad_input(&output, r"no puzzle 'x\u{1b}[2Jy'");
    assert_eq!(
        kiela(&["puzzle", "--json"], "").status.code(),
        Some(2),
        "--json needs --list"
    );
}

/// Plays puzzle `id` with `script` typed in; what it printed (nothing on stderr).
fn play_puzzle(id: &str, script: &str) -> String {
    let output = kiela(&["puzzle", id], script);
    let screen = success(&output);
    assert!(output.stderr.is_empty(), "stderr: {}", stderr(&output));
    screen
}

/// The wrapped paragraph of `screen` that starts with `start`, joined on one line.
fn one_paragraph(screen: &str, start: &str) -> String {
    let at = screen.find(start).unwrap_or_else(|| panic!("no {start:?} in {screen}"));
    let mut joined = String::new();
    for (index, line) in screen[at..].lines().enumerate() {
        if index > 0 && !line.starts_with("  ") {
            break;
        }
        joined.push_str(line.trim());
        joined.push(' ');
    }
    joined.trim_end().to_owned()
}

#[test]
fn puzzles_are_played_in_a_row_with_help_moves_hints_again_and_next() {
    let puzzles = listed();
    let first = &puzzles[0];
    let answer = first["answer"].as_str().unwrap();
    let (other, _) = captures(first)
        .into_iter()
        .find(|(house, _)| house.to_string() != answer)
        .expect("another legal move");
    let script = format!("help\nmoves\nhint\nhint\n{other}\ni4\nhint\nagain\n{answer}\nnext\nq\n");
    let screen = play_puzzle(first["id"].as_str().unwrap(), &script);
    // help, moves and hint are commands, not houses.
    assert!(!screen.contains("is not a house"), "{screen}");
    assert!(screen.contains("  again (a)      start this puzzle again"), "{screen}");
    let legal: Vec<String> = captures(first).iter().map(|(house, _)| house.to_string()).collect();
    let listed_moves = one_paragraph(&screen, "Your legal moves: ");
    for house in &legal {
        assert!(listed_moves.contains(house.as_str()), "{house}: {listed_moves}");
    }
    let clue = one_paragraph(&screen, "Hint: the best move takes ");
    assert!(clue.ends_with("Type hint again for the house."), "{clue}");
    assert!(screen.contains(&format!("Hint: sow {answer}: it takes")), "{screen}");
    // The miss, then a house and a hint are refused until again or next.
    assert!(screen.contains("Missed: "), "{screen}");
    assert_eq!(screen.matches("This puzzle is over").count(), 2, "{screen}");
    // Again: the same puzzle from its start, then solved.
    let intro = format!("Puzzle {} (", first["id"].as_str().unwrap());
    assert_eq!(screen.matches(&intro).count(), 2, "{screen}");
    assert!(screen.contains("Solved!"), "{screen}");
    // Next: the next puzzle, and the program is still there to leave with q.
    assert!(
        screen.contains(&format!("Puzzle {} (", puzzles[1]["id"].as_str().unwrap())),
        "{screen}"
    );
    assert!(screen.trim_end().ends_with("south>"), "{screen}");
}

#[test]
fn solved_puzzles_are_kept_across_runs_and_listed() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let puzzles = listed();
    let first = puzzles[0]["id"].as_str().unwrap();
    let second = puzzles[1]["id"].as_str().unwrap();
    let answer = puzzles[0]["answer"].as_str().unwrap();
    let run = |args: &[&str], script: &str| {
        let output = kiela_bytes(args, script.as_bytes(), data.path());
        assert!(output.stderr.is_empty(), "{}", stderr(&output));
        success(&output)
    };
    let screen = run(&["puzzle"], &format!("{answer}\nq\n"));
    assert!(screen.starts_with(&format!("Puzzle {first} (easy), 1 of ")), "{screen}");
    assert!(screen.contains("Solved!"), "{screen}");
    // The statistics the terminal game keeps hold it, in the apps' format.
    let file = std::fs::read_to_string(data.path().join("kiela/statistics.json")).expect("statistics kept");
    let statistics: Value = serde_json::from_str(&file).expect("JSON");
    assert_eq!(statistics["puzzles"]["solved"], serde_json::json!([first]), "{file}");
    // The next run starts at the first puzzle not solved, and counts the one solved.
    let screen = run(&["puzzle"], "q\n");
    assert!(
        screen.starts_with(&format!("Puzzle {second} (easy), 2 of ")),
        "{screen}"
    );
    assert!(screen.contains("; 1 solved.\n"), "{screen}");
    let screen = run(&["puzzle", first], "");
    assert!(
        screen.starts_with(&format!("Puzzle {first} (easy, solved before), 1 of ")),
        "{screen}"
    );
    let list = run(&["puzzle", "--list"], "");
    assert!(list.lines().next().unwrap().ends_with("  solved"), "{list}");
    assert!(!list.lines().nth(1).unwrap().contains("solved"), "{list}");
    assert!(
        list.contains(&format!("\nSolved 1 of {}.\n  by grade: easy 1 of ", puzzles.len())),
        "{list}"
    );
    let json: Value = serde_json::from_str(&run(&["puzzle", "--list", "--json"], "")).expect("JSON");
    let solved: Vec<bool> = json["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["solved"].as_bool().expect("solved is true or false"))
        .collect();
    assert!(solved[0] && solved[1..].iter().all(|s| !s), "{solved:?}");
}

#[test]
fn hostile_input_is_echoed_safe_and_short_and_a_byte_order_mark_is_ignored() {
    let puzzles = listed();
    let answer = puzzles[0]["answer"].as_str().unwrap();
    let mut script = b"o3\x1b[2J\x07\n\0\0o1\n".to_vec();
    script.extend_from_slice("x".repeat(6000).as_bytes());
    script.extend_from_slice(b"\n\xff\xfe\n");
    script.extend_from_slice(format!("\u{feff}{answer}\nq\n").as_bytes());
    let data = tempfile::tempdir().expect("a temporary folder");
    let output = kiela_bytes(&["puzzle"], &script, data.path());
    let screen = success(&output);
    assert!(output.stderr.is_empty(), "{}", stderr(&output));
    assert!(
        !screen.contains(['\x1b', '\x07', '\0']),
        "raw control characters: {screen:?}"
    );
    assert!(screen.contains(r"'o3\u{1b}[2J\u{7}' is not a house"), "{screen}");
    assert!(screen.contains(r"'\u{0}\u{0}o1' is not a house"), "{screen}");
    assert!(screen.contains("not UTF-8"), "{screen}");
    assert!(screen.lines().all(|line| line.chars().count() <= 60), "{screen}");
    assert!(!screen.contains(&"x".repeat(100)), "the long line comes back whole");
    // The house after a byte-order mark is the answer.
    assert!(screen.contains("Solved!"), "{screen}");
}

#[test]
fn a_missed_win_in_two_says_what_the_board_shows() {
    // win2-001: the answer i2, north's best answer, then o2: north still has a move after it,
    // and its answer leaves it none, so one more move would win: but none is left.
    let screen = play_puzzle("win2-001", "i2\no2\n");
    let miss = one_paragraph(&screen, "Missed");
    assert!(
        miss.starts_with("Missed: o2 was the last of your 2 moves, and north still had a legal move after it."),
        "{miss}"
    );
    assert!(!miss.contains("escape") && !miss.contains("cannot be left"), "{miss}");
}

#[test]
fn damaged_or_newer_statistics_lose_nothing() {
    let puzzles = listed();
    let answer = puzzles[0]["answer"].as_str().unwrap();
    let script = format!("{answer}\nnext\nagain\n");
    // A damaged file is set aside, said once, and the solve is kept in a fresh one.
    let data = tempfile::tempdir().expect("a temporary folder");
    let folder = data.path().join("kiela");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("statistics.json"), "{ damaged").unwrap();
    let output = kiela_bytes(&["puzzle"], script.as_bytes(), data.path());
    let warning = stderr(&output);
    assert!(success(&output).contains("Solved!"));
    assert_eq!(warning.lines().count(), 1, "{warning}");
    assert!(warning.contains("statistics.unreadable-1.json"), "{warning}");
    assert_eq!(
        std::fs::read_to_string(folder.join("statistics.unreadable-1.json")).unwrap(),
        "{ damaged"
    );
    let kept: Value = serde_json::from_str(&std::fs::read_to_string(folder.join("statistics.json")).unwrap()).unwrap();
    assert_eq!(kept["puzzles"]["solved"][0], puzzles[0]["id"]);
    // A file from a newer version is left as it is, and said so once.
    let newer = r#"{"format": "kiela-statistics", "version": 999, "opponents": [], "new_things": 1}"#;
    std::fs::write(folder.join("statistics.json"), newer).unwrap();
    let output = kiela_bytes(&["puzzle"], script.as_bytes(), data.path());
    let warning = stderr(&output);
    assert!(success(&output).contains("Solved!"));
    assert_eq!(warning.lines().count(), 1, "{warning}");
    assert!(warning.contains("newer Kiela"), "{warning}");
    assert_eq!(std::fs::read_to_string(folder.join("statistics.json")).unwrap(), newer);
}
