//! `kiela review`: a game of random legal moves reviewed turn by turn, the same every time and
//! whatever form the record comes in; records that cannot be read or replayed refused.

mod common;

use std::fs;
use std::sync::OnceLock;

use common::*;
use kiela_ai::arena::game_between;
use kiela_ai::search::WIN_BOUND;
use kiela_ai::Level;
use kiela_core::exchange::{record_json, record_text};
use kiela_core::{Game, Player, Position, Rules};
use serde_json::Value;

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
                "chance",
                "best_chance",
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
        let (chance, best_chance) = (turn["chance"].as_f64().unwrap(), turn["best_chance"].as_f64().unwrap());
        assert!((0.0..=best_chance).contains(&chance) && best_chance <= 1.0, "{turn}");
        assert_eq!(
            chance == 1.0,
            evaluation > i64::from(WIN_BOUND),
            "only a proven win is certain: {turn}"
        );
        assert_eq!(chance == 0.0, evaluation < -i64::from(WIN_BOUND), "{turn}");
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
    assert!(poor > 0, "random moves give winning chances away");
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
        assert_value_cells(&cells[4..], row);
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

/// A row's values after its houses: a winning chance, `57 %`, or a proven result, `win in 7`,
/// once or twice, then the verdict; never stones.
fn assert_value_cells(cells: &[&str], row: &str) {
    let mut rest = cells;
    let mut values = 0;
    loop {
        match rest {
            [percent, "%", more @ ..] => {
                let percent: u32 = percent.parse().unwrap_or_else(|_| panic!("a chance: {row}"));
                assert!((1..=99).contains(&percent), "{row}");
                rest = more;
            }
            ["win" | "loss", "in", plies, more @ ..] => {
                assert!(plies.parse::<u32>().is_ok_and(|n| n > 0), "{row}");
                rest = more;
            }
            [verdict] => {
                assert!(
                    ["best", "good", "inaccuracy", "mistake", "blunder"].contains(verdict),
                    "{row}"
                );
                break;
            }
            _ => panic!("a chance or a proven result, then the verdict: {row}"),
        }
        values += 1;
    }
    assert!((1..=2).contains(&values), "{row}");
}

#[test]
fn a_side_that_keeps_a_forced_win_is_never_told_it_erred_and_every_value_is_a_chance_or_a_result() {
    // North (Expert) proves its win long before the end against South (Beginner).
    let game = game_between(Level::Beginner, Level::Expert, 9);
    let review = review_file(&record_json(&game));
    let turns = review["turns"].as_array().unwrap();
    let mut kept = 0;
    for turn in turns {
        if turn["chance"] == 1.0 {
            kept += 1;
            assert!(["best", "good"].contains(&turn["verdict"].as_str().unwrap()), "{turn}");
        }
    }
    assert!(kept >= 3, "North kept its proven win for {kept} moves");
    let text = success(&kiela(&["review", "-"], &record_json(&game)));
    let rows: Vec<&str> = text.lines().skip(1).take(turns.len()).collect();
    for row in rows {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_value_cells(&cells[4..], row);
    }
    assert!(
        text.contains("(chance: the mover's chance of winning after the move, a draw counting half)\n(win in N"),
        "{text}"
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
