//! `kiela review`: a game of random legal moves reviewed turn by turn, the same every time and
//! whatever form the record comes in; records that cannot be read or replayed refused.

mod common;

use std::fs;
use std::sync::OnceLock;

use common::*;
use kiela_ai::Rng;
use kiela_core::exchange::{record_json, record_text};
use kiela_core::{Game, Move, Player, Position, Rules};
use serde_json::Value;

/// A game of random legal sowings from the start: `turns` of them, or fewer if it ends first.
fn random_game(seed: u64, turns: usize) -> Game {
    let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
    let mut rng = Rng::new(seed);
    while game.moves().len() < turns && !game.status().is_over() {
        let legal = game.position().legal_moves();
        let pick = rng.below(legal.len() as u64) as usize;
        let house = legal.iter().nth(pick).expect("a legal move");
        game.play(Move::Sow(house)).expect("a legal move plays");
    }
    game
}

/// The 44-sowing game the JSON tests review, and its review of the record's JSON from a file.
fn reviewed() -> &'static (Game, Value) {
    static REVIEWED: OnceLock<(Game, Value)> = OnceLock::new();
    REVIEWED.get_or_init(|| {
        let game = random_game(20, 44);
        assert!(
            game.moves().len() >= 40,
            "the random game lasts: {}",
            game.moves().len()
        );
        let review = review_file(&record_json(&game));
        (game, review)
    })
}

/// `kiela review --json FILE` of `text` written to a file.
fn review_file(text: &str) -> Value {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("game.json");
    fs::write(&path, text).unwrap();
    json_of(&kiela(&["review", "--json", path.to_str().unwrap()], ""))
}

#[test]
fn every_sowing_is_scored_against_the_best_move() {
    let (game, review) = reviewed();
    let turns = review["turns"].as_array().expect("a list of turns");
    assert_eq!(turns.len(), game.moves().len());
    let mut replay = Game::new(*game.start(), false);
    for (number, (turn, played)) in turns.iter().zip(game.moves()).enumerate() {
        let keys: Vec<&str> = turn.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "turn",
                "mover",
                "played",
                "best",
                "evaluation",
                "best_evaluation",
                "verdict"
            ],
            "{turn}"
        );
        assert_eq!(turn["turn"], number + 1);
        assert_eq!(turn["mover"], replay.position().to_move().name());
        assert_eq!(turn["played"], played.to_string());
        let best: kiela_core::House = turn["best"].as_str().unwrap().parse().expect("best is a house");
        assert!(
            replay.position().legal_moves().iter().any(|h| h == best),
            "the best move is legal: {turn}"
        );
        let evaluation = turn["evaluation"].as_i64().unwrap();
        let best_evaluation = turn["best_evaluation"].as_i64().unwrap();
        assert!(best_evaluation >= evaluation, "{turn}");
        let verdict = turn["verdict"].as_str().unwrap();
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&verdict),
            "{turn}"
        );
        assert_eq!(verdict == "best", turn["played"] == turn["best"], "{turn}");
        replay.play(*played).unwrap();
    }
    let poor = turns
        .iter()
        .filter(|t| t["verdict"] == "mistake" || t["verdict"] == "blunder")
        .count();
    assert!(poor > 0, "random moves give stones away");
}

#[test]
fn the_same_game_gets_the_same_review_in_any_form() {
    let (game, review) = reviewed();
    assert_eq!(&review_file(&record_json(game)), review, "the same file again");
    // The record's text, on stdin.
    let from_text = json_of(&kiela(&["review", "--json", "-"], &record_text(game)));
    assert_eq!(&from_text, review, "the record's text");
}

#[test]
fn a_saved_game_is_reviewed_as_its_record() {
    let game = random_game(3, 4);
    let folder = tempfile::tempdir().unwrap();
    let save = folder.path().join("save.json");
    let mut script: String = game.moves().iter().map(|turn| format!("{turn}\n")).collect();
    script += &format!("save {}\n", save.display());
    let screen = play(&[], &script);
    assert!(screen.contains("Saved to"), "{screen}");
    let from_save = json_of(&kiela(&["review", "--json", save.to_str().unwrap()], ""));
    assert_eq!(from_save["turns"].as_array().map(Vec::len), Some(4));
    let from_record = json_of(&kiela(&["review", "--json", "-"], &record_json(&game)));
    assert_eq!(from_save, from_record);
}

#[test]
fn the_table_fits_80_columns_and_sums_up_each_side() {
    let game = random_game(5, 12);
    let output = kiela(&["review", "-"], &record_json(&game));
    let text = success(&output);
    assert!(text.lines().all(|line| line.chars().count() <= 80), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("turn  mover  played  best"), "{text}");
    let rows: Vec<&str> = lines[1..=12].to_vec();
    for (number, (row, played)) in rows.iter().zip(game.moves()).enumerate() {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells[0], (number + 1).to_string(), "{row}");
        assert_eq!(cells[2], played.to_string(), "{row}");
        let evaluation = cells[4];
        assert!(
            (evaluation.starts_with(['+', '-']) && evaluation.contains('.'))
                || evaluation == "win"
                || evaluation == "loss",
            "an evaluation in stones with its sign: {row}"
        );
    }
    let south = lines
        .iter()
        .find(|l| l.starts_with("south: "))
        .expect("south's summary");
    let north = lines
        .iter()
        .find(|l| l.starts_with("north: "))
        .expect("north's summary");
    for summary in [south, north] {
        for word in ["best", "good", "inaccurac", "mistake", "blunder"] {
            assert!(summary.contains(word), "{summary}");
        }
        let counted: u32 = summary
            .split([':', ','])
            .filter_map(|part| part.split_whitespace().next()?.parse::<u32>().ok())
            .sum();
        assert_eq!(counted, 6, "each side made 6 of the 12 sowings: {summary}");
    }
    let last = lines.last().unwrap();
    assert!(
        last.starts_with("reviewed 12 turns in ") && last.ends_with(" s"),
        "{text}"
    );
    assert!(
        output.stderr.is_empty(),
        "no progress bar off a terminal: {}",
        stderr(&output)
    );
}

#[test]
fn records_that_cannot_be_read_are_refused_in_one_line() {
    assert_bad_input(
        &kiela(&["review", "-"], "not a game at all"),
        "the game record cannot be read",
    );
    assert_bad_input(&kiela(&["review", "--json", "-"], "{\"format\": 3"), "not valid JSON");
    // South's o10, then north's i1, which is empty at the start.
    let start = Game::new(Position::start(Rules::default(), Player::South), false);
    let mut record: Value = serde_json::from_str(&record_json(&start)).unwrap();
    record["moves"] = serde_json::json!(["o10", "i1"]);
    let output = kiela(&["review", "--json", "-"], &record.to_string());
    assert_bad_input(&output, "'i1' cannot be played: i1 is empty");
    let folder = tempfile::tempdir().unwrap();
    let missing = folder.path().join("none.json");
    assert_bad_input(&kiela(&["review", missing.to_str().unwrap()], ""), "cannot read");
}
