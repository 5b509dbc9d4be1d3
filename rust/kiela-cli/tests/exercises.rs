//! `kiela review` makes exercises of a game's mistakes (`exercises` in `--json`, listed in the
//! text), and `kiela puzzle --exercises` plays them: solved by the review's best move, missed
//! by the move played in the game.

mod common;

use std::fs;

use common::*;
use kiela_core::exchange::{parse_position, record_text};
use kiela_core::{Game, Player};
use serde_json::Value;

/// The game's record in a file, and `kiela review --json` of it with `extra` arguments.
fn reviewed(game: &Game, extra: &[&str]) -> (tempfile::TempDir, Value) {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("game.txt");
    fs::write(&path, record_text(game)).unwrap();
    let mut args = vec!["review", "--json", path.to_str().unwrap()];
    args.extend(extra);
    let review = json_of(&kiela(&args, ""));
    (folder, review)
}

#[test]
fn the_review_makes_an_exercise_of_each_mistake_and_blunder_of_the_side_asked() {
    let game = random_game(5, 30);
    let (_folder, review) = reviewed(&game, &["--side", "south"]);
    let turns = review["turns"].as_array().unwrap();
    let exercises = review["exercises"].as_array().expect("a list of exercises");
    let poor: Vec<&Value> = turns
        .iter()
        .filter(|turn| turn["mover"] == "south" && (turn["verdict"] == "mistake" || turn["verdict"] == "blunder"))
        .collect();
    assert!(!poor.is_empty(), "random play makes mistakes");
    assert_eq!(exercises.len(), poor.len());
    for (exercise, turn) in exercises.iter().zip(&poor) {
        assert_eq!(exercise["kind"], "better_move");
        assert_eq!(exercise["turn"], turn["turn"]);
        assert_eq!(exercise["mover"], "south");
        assert_eq!(exercise["played"], turn["played"]);
        assert_eq!(exercise["answer"], turn["best"]);
        assert_eq!(exercise["verdict"], turn["verdict"]);
        assert_eq!(exercise["best_evaluation"], turn["best_evaluation"]);
        let position = parse_position(&exercise["position"].to_string()).expect("a position");
        assert_eq!(position.to_move(), Player::South, "the person plays from the bottom");
    }
    // Without --side: both sides' mistakes.
    let (_folder, both) = reviewed(&game, &[]);
    let all = turns
        .iter()
        .filter(|turn| turn["verdict"] == "mistake" || turn["verdict"] == "blunder")
        .count();
    assert_eq!(both["exercises"].as_array().unwrap().len(), all);
    assert!(all > poor.len());
}

#[test]
fn the_text_lists_the_exercises() {
    let game = random_game(5, 30);
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("game.txt");
    fs::write(&path, record_text(&game)).unwrap();
    let text = success(&kiela(&["review", path.to_str().unwrap(), "--side", "north"], ""));
    let (_folder, review) = reviewed(&game, &["--side", "north"]);
    let exercises = review["exercises"].as_array().unwrap();
    let header = format!(
        "{} {}: find a better move (kiela puzzle --exercises plays them)",
        exercises.len(),
        if exercises.len() == 1 { "exercise" } else { "exercises" }
    );
    assert!(text.contains(&header), "{text}");
    assert!(text.lines().all(|line| line.chars().count() <= 80), "{text}");
    for exercise in exercises {
        let line = format!(
            "  turn {:>3}  north  played {:<3}  {:<8}  best {}",
            exercise["turn"].as_i64().unwrap(),
            exercise["played"].as_str().unwrap(),
            exercise["verdict"].as_str().unwrap(),
            exercise["answer"].as_str().unwrap()
        );
        assert!(text.contains(&line), "{line}\n{text}");
    }
}

#[test]
fn the_exercises_are_played_solved_by_the_best_move_and_missed_by_the_move_played() {
    let game = random_game(5, 30);
    let (folder, review) = reviewed(&game, &["--side", "south"]);
    let file = folder.path().join("review.json");
    fs::write(&file, review.to_string()).unwrap();
    let exercises = review["exercises"].as_array().unwrap();
    let first = &exercises[0];
    let (answer, played) = (first["answer"].as_str().unwrap(), first["played"].as_str().unwrap());
    let script = format!("{answer}\nagain\n{played}\nnext\nq\n");
    let data = tempfile::tempdir().unwrap();
    let output = kiela_bytes(
        &["puzzle", "--exercises", file.to_str().unwrap(), "--no-color"],
        script.as_bytes(),
        data.path(),
    );
    // The messages are wrapped to the terminal's width: compared word by word.
    let text = success(&output).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains(&format!("Exercise 1 of {}: a mistake from your game", exercises.len())),
        "{text}"
    );
    assert!(text.contains("in your game you played"), "{text}");
    assert!(
        text.contains(&format!("Solved! The review's best move here is {answer}.")),
        "{text}"
    );
    let verdict = first["verdict"].as_str().unwrap();
    assert!(
        text.contains(&format!(
            "Not better: the engine grades {played} a {verdict} too. The review's best move here is {answer}."
        )),
        "{text}"
    );
    if exercises.len() > 1 {
        assert!(text.contains(&format!("Exercise 2 of {}", exercises.len())), "{text}");
    }
    // Exercises are not the shipped puzzles' progress.
    assert!(!data.path().join("kiela/statistics.json").exists());
}

#[test]
fn a_file_without_exercises_is_refused() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("review.json");
    fs::write(&file, r#"{"turns": []}"#).unwrap();
    let output = kiela(&["puzzle", "--exercises", file.to_str().unwrap()], "");
    assert!(!output.status.success());
    assert!(stderr(&output).contains("holds no exercises"), "{}", stderr(&output));
    fs::write(&file, r#"{"turns": [], "exercises": []}"#).unwrap();
    let output = kiela(&["puzzle", "--exercises", file.to_str().unwrap()], "");
    assert!(!output.status.success());
    assert!(stderr(&output).contains("no mistake"), "{}", stderr(&output));
}
