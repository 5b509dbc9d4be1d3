//! Every puzzle in data/puzzles.json proven again: the capture puzzles' answer takes strictly
//! more than any other move (by kiela_ai::puzzles and by playing every move here), the wins'
//! answer is the one first move that forces the win in the stated number of moves, and in no
//! fewer.

use std::collections::{BTreeMap, HashSet};

use kiela_ai::puzzles::{forced_win_moves, most_in_one, MostInOne};
use kiela_core::exchange::position_from_value;
use kiela_core::{House, Position};
use serde_json::Value;

fn puzzles() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/puzzles.json");
    let text = std::fs::read_to_string(path).expect("data/puzzles.json is there");
    let file: Value = serde_json::from_str(&text).expect("data/puzzles.json is JSON");
    assert_eq!(file["format"], "kiela-puzzles");
    assert_eq!(file["version"], 1);
    file["puzzles"].as_array().expect("a list of puzzles").clone()
}

fn text<'a>(puzzle: &'a Value, key: &str) -> &'a str {
    puzzle[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} is text in {puzzle}"))
}

fn number(puzzle: &Value, key: &str) -> u32 {
    let value = puzzle[key]
        .as_u64()
        .unwrap_or_else(|| panic!("{key} is a number in {puzzle}"));
    u32::try_from(value).expect("a small number")
}

fn position(puzzle: &Value) -> Position {
    position_from_value(&puzzle["position"], "position").unwrap_or_else(|e| panic!("{e} in {puzzle}"))
}

fn answer(puzzle: &Value) -> House {
    text(puzzle, "answer").parse().expect("a house")
}

#[test]
fn the_file_holds_enough_puzzles_with_unique_ids_grades_and_no_counters() {
    let puzzles = puzzles();
    // A year of daily puzzles without a repeat (src/daily.rs).
    assert!(puzzles.len() >= 365, "{} puzzles", puzzles.len());
    let mut ids = HashSet::new();
    for puzzle in &puzzles {
        assert!(ids.insert(text(puzzle, "id")), "{} twice", text(puzzle, "id"));
        assert!(!text(puzzle, "grade").is_empty(), "{puzzle}");
        assert!(["easy", "medium", "hard"].contains(&text(puzzle, "grade")), "{puzzle}");
        assert_eq!(position(puzzle).quiet_moves(), 0, "{puzzle}");
        assert_eq!(puzzle["position"]["quiet_moves"], 0, "{puzzle}");
        assert!(position(puzzle).legal_moves().contains(answer(puzzle)), "{puzzle}");
    }
    let kinds: HashSet<&str> = puzzles.iter().map(|p| text(p, "kind")).collect();
    assert_eq!(kinds, HashSet::from(["most_in_one", "win_in"]));
}

#[test]
fn each_grade_holds_capture_puzzles_and_wins_of_its_length_numbered_by_kind() {
    let mut counts: BTreeMap<(String, String), usize> = BTreeMap::new();
    for puzzle in puzzles() {
        let (grade, id) = (text(&puzzle, "grade"), text(&puzzle, "id"));
        let kind = match text(&puzzle, "kind") {
            "win_in" => {
                let moves = number(&puzzle, "moves");
                // A win in 1 is easy, in 2 medium, in 3 hard: the plies to read.
                assert_eq!(grade, ["easy", "medium", "hard"][moves as usize - 1], "{puzzle}");
                format!("win{moves}")
            }
            _ => "most".to_owned(),
        };
        let (prefix, number) = id.split_once('-').unwrap_or_else(|| panic!("{id}"));
        assert_eq!(prefix, kind, "{id}");
        assert!(number.len() == 3 && number.parse::<u32>().is_ok(), "{id}");
        *counts.entry((grade.to_owned(), kind)).or_default() += 1;
    }
    // Each grade has enough of each of its kinds to make a list worth working through.
    assert_eq!(counts.len(), 6, "{counts:?}");
    assert!(counts.values().all(|&n| n >= 40), "{counts:?}");
}

#[test]
fn every_capture_puzzle_takes_strictly_the_most() {
    let mut count = 0;
    for puzzle in puzzles().iter().filter(|p| text(p, "kind") == "most_in_one") {
        count += 1;
        let position = position(puzzle);
        let (answer, stones, next_best) = (answer(puzzle), number(puzzle, "stones"), number(puzzle, "next_best"));
        assert_eq!(
            most_in_one(&position),
            Some(MostInOne {
                answer,
                stones,
                next_best
            }),
            "{puzzle}"
        );
        // Every legal move by hand, on a copy.
        let mut others = Vec::new();
        for house in position.legal_moves().iter() {
            let mut after = position;
            let taken = u32::from(after.play(house).expect("a legal move").captured);
            if house == answer {
                assert_eq!(taken, stones, "{puzzle}");
            } else {
                others.push(taken);
            }
        }
        assert!(stones > 0, "{puzzle}");
        assert!(others.iter().all(|&taken| taken < stones), "{puzzle}");
        assert_eq!(others.iter().copied().max().unwrap_or(0), next_best, "{puzzle}");
    }
    assert!(count > 0);
}

#[test]
fn every_win_is_forced_by_the_answer_alone_and_in_no_fewer_moves() {
    let mut count = 0;
    for puzzle in puzzles().iter().filter(|p| text(p, "kind") == "win_in") {
        count += 1;
        let position = position(puzzle);
        let moves = u8::try_from(number(puzzle, "moves")).expect("a few moves");
        assert!((1..=3).contains(&moves), "{puzzle}");
        let answer = answer(puzzle);
        assert_eq!(forced_win_moves(&position, moves), vec![answer], "{puzzle}");
        assert_eq!(forced_win_moves(&position, moves - 1), Vec::<House>::new(), "{puzzle}");
        let mut after = position;
        let taken = u32::from(after.play(answer).expect("a legal move").captured);
        assert_eq!(taken, number(puzzle, "stones"), "{puzzle}");
    }
    assert!(count >= 20, "{count} wins");
}
