//! `kiela puzzle`: the shipped puzzles listed (and the capture puzzles proven again from the
//! listing alone), and one played through a pipe: solved by its answer, missed by another move.

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
fn the_plain_list_has_a_line_a_puzzle() {
    let puzzles = listed();
    let text = success(&kiela(&["puzzle", "--list"], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), puzzles.len());
    for (line, puzzle) in lines.iter().zip(&puzzles) {
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
        screen.contains("Solved! north has no legal move left: you won in 2 moves.")
            || screen.contains("Missed: after"),
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
