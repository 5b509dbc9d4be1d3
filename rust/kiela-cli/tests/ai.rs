//! The computer-player commands run as a user or a script would: think, arena, bench and
//! play --ai.

mod common;

use common::*;
use serde_json::Value;

/// A middle-game position: the start after a few moves, North to move.
fn later_position() -> String {
    let mut position = start_position();
    for house in ["o10", "o1", "o7"] {
        let moves = json_of(&kiela(&["moves"], &position));
        let after = moves["moves"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["house"] == house)
            .unwrap_or_else(|| panic!("{house} is legal"))["position"]
            .clone();
        position = after.to_string();
    }
    position
}

/// The houses `kiela moves` lists for `position`.
fn legal_houses(position: &str) -> Vec<String> {
    json_of(&kiela(&["moves"], position))["moves"]
        .as_array()
        .expect("a list of moves")
        .iter()
        .map(|m| m["house"].as_str().unwrap().to_owned())
        .collect()
}

fn think(position: &str, args: &[&str]) -> Value {
    let mut all = vec!["think"];
    all.extend_from_slice(args);
    let output = kiela(&all, position);
    let text = success(&output);
    assert_eq!(text.lines().count(), 1, "not one line: {text}");
    serde_json::from_str(&text).expect("one line of JSON")
}

#[test]
fn think_plays_a_legal_move_and_tells_its_search() {
    for position in [start_position(), later_position()] {
        let legal = legal_houses(&position);
        for level in ["beginner", "medium", "expert"] {
            let answer = think(&position, &["--level", level]);
            let keys: Vec<&str> = answer.as_object().unwrap().keys().map(String::as_str).collect();
            assert_eq!(keys, ["house", "score", "chance", "depth", "nodes", "ms"], "{answer}");
            let house = answer["house"].as_str().expect("a house");
            assert!(legal.iter().any(|h| h == house), "{house} is not in {legal:?}");
            assert!(answer["score"].is_i64());
            let chance = answer["chance"].as_f64().unwrap();
            assert_eq!(
                chance,
                kiela_ai::win_chance(answer["score"].as_i64().unwrap() as i32),
                "{answer}"
            );
            assert!(answer["depth"].as_u64().unwrap() >= 1);
            assert!(answer["nodes"].as_u64().unwrap() >= 1);
            assert!(answer["ms"].as_f64().unwrap() >= 0.0);
        }
    }
}

#[test]
fn think_is_reproducible_and_takes_a_budget() {
    let position = later_position();
    for level in ["beginner", "easy", "hard"] {
        for seed in ["1", "77"] {
            let args = ["--level", level, "--seed", seed];
            let first = think(&position, &args);
            let second = think(&position, &args);
            for key in ["house", "score", "depth", "nodes"] {
                assert_eq!(first[key], second[key], "{level} seed {seed}: {first} vs {second}");
            }
        }
    }
    let small = think(&position, &["--level", "expert", "--nodes", "2000"]);
    assert!(small["nodes"].as_u64().unwrap() <= 2000, "{small}");
    let capped = think(&position, &["--level", "expert", "--ms", "20"]);
    assert!(capped["house"].is_string(), "{capped}");
}

#[test]
fn think_has_no_move_when_the_game_is_over() {
    // South has no stones left: North has won.
    let position = r#"{"variant":"traditional","to_move":"south",
        "south":{"outer":[0,0,0,0,0,0,0,0,0,0],"inner":[0,0,0,0,0,0,0,0,0,0]},
        "north":{"outer":[5,5,5,5,5,5,5,5,5,5],"inner":[1,1,1,1,1,1,0,0,0,0]}}"#;
    let answer = think(position, &["--level", "easy"]);
    assert_eq!(answer["house"], Value::Null);
    assert_eq!(answer["outcome"]["status"], "won");
    assert_eq!(answer["outcome"]["winner"], "north");
    assert_eq!(answer["outcome"]["reason"], "no_legal_move");
}

#[test]
fn think_refuses_bad_input_in_one_line() {
    let start = start_position();
    assert_bad_input(&kiela(&["think", "--level", "grandmaster"], &start), "grandmaster");
    assert_bad_input(&kiela(&["think"], &start), "--level");
    assert_bad_input(&kiela(&["think", "--level", "easy", "--nodes", "0"], &start), "--nodes");
    assert_bad_input(&kiela(&["think", "--level", "easy"], "{"), "position on stdin");
}

#[test]
fn arena_prints_the_score_and_the_elo_difference() {
    let output = kiela(&["arena", "beginner", "random", "--games", "2", "--seed", "3"], "");
    let text = success(&output);
    // Not a terminal: no progress bar.
    assert_eq!(stderr(&output), "");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with("beginner vs random: 2 games (traditional"),
        "{text}"
    );
    assert!(lines[1].starts_with("beginner: "), "{text}");
    assert!(lines[1].contains("as south") && lines[1].contains("as north"), "{text}");
    assert!(
        lines[2].starts_with("win rate ") && lines[2].contains("95% interval"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("Elo difference ") && lines[3].contains("95% interval"),
        "{text}"
    );
    // The same match again gives the same games.
    assert_eq!(
        success(&kiela(
            &["arena", "beginner", "random", "--games", "2", "--seed", "3"],
            ""
        )),
        text
    );
}

#[test]
fn arena_speaks_json_and_takes_baselines_and_rules() {
    let result = json_of(&kiela(
        &[
            "arena",
            "greedy",
            "mcts:50",
            "--games",
            "2",
            "--variant",
            "beginner",
            "--json",
        ],
        "",
    ));
    assert_eq!(result["a"], "greedy");
    assert_eq!(result["b"], "mcts:50");
    assert_eq!(result["variant"], "beginner");
    assert_eq!(result["games"], 2);
    let count = |key: &str| result[key].as_u64().unwrap();
    assert_eq!(count("wins") + count("draws") + count("losses"), 2);
    let score = result["score"].as_f64().unwrap();
    let interval = result["interval95"].as_array().unwrap();
    assert!(interval[0].as_f64().unwrap() <= score && score <= interval[1].as_f64().unwrap());
    // An unbounded Elo (every game won or lost) and its open end are null.
    let elo_interval = result["elo_interval95"].as_array().unwrap();
    let (low, high) = (elo_interval[0].as_f64(), elo_interval[1].as_f64());
    match result["elo"].as_f64() {
        Some(elo) => assert!(low.unwrap() <= elo && elo <= high.unwrap(), "{result}"),
        None => assert!(score == 0.0 || score == 1.0, "{result}"),
    }
    assert_eq!(low.is_none(), score == 0.0, "{result}");
    assert_eq!(high.is_none(), score == 1.0, "{result}");
    // Expert's search with another budget, against the plain alpha-beta.
    let budget = json_of(&kiela(
        &["arena", "expert:2000", "alphabeta:2", "--games", "2", "--json"],
        "",
    ));
    assert_eq!(
        (&budget["a"], &budget["b"]),
        (&"expert:2000".into(), &"alphabeta:2".into())
    );
    assert_eq!(budget["games"], 2);
}

#[test]
fn arena_plays_the_expert_opening() {
    let args = ["arena", "medium", "medium:sow", "--games", "2", "--expert-opening"];
    let result = json_of(&kiela(&[&args[..], &["--json"]].concat(), ""));
    assert_eq!(result["expert_opening"], true);
    assert_eq!(result["b"], "medium:sow");
    assert_eq!(result["games"], 2);
    assert_eq!(result["b_rearranged"], 0);
    assert!(result["a_rearranged"].as_u64().unwrap() <= 2);
    let text = success(&kiela(&args, ""));
    let last = text.lines().last().unwrap();
    assert!(
        last.starts_with("expert opening: medium rearranged in ") && last.ends_with("medium:sow in 0"),
        "{text}"
    );
    // Without the option the JSON says so and counts no rearrangements.
    let plain = json_of(&kiela(&["arena", "greedy", "random", "--games", "2", "--json"], ""));
    assert_eq!(plain["expert_opening"], false);
    assert!(plain.get("a_rearranged").is_none());
}

#[test]
fn arena_refuses_unknown_players_and_no_games() {
    assert_bad_input(&kiela(&["arena", "expert", "god"], ""), "unknown player 'god'");
    assert_bad_input(&kiela(&["arena", "expert", "mcts:0"], ""), "mcts:0");
    assert_bad_input(&kiela(&["arena", "expert:0", "greedy"], ""), "expert:0");
    assert_bad_input(&kiela(&["arena", "easy", "random", "--games", "0"], ""), "--games");
    assert_bad_input(&kiela(&["arena", "easy"], ""), "<B>");
}

#[test]
fn bench_prints_perft_and_search_speeds() {
    let text = success(&kiela(&["bench", "--quick"], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].starts_with("perft 5 from the traditional start: 205070 moves"),
        "{text}"
    );
    assert!(lines[0].contains("moves/s; a plain copy-make loop"), "{text}");
    assert!(lines[0].contains("x its speed"), "{text}");
    assert!(lines[1].starts_with("search at hard's budget"), "{text}");
    assert!(lines[1].contains("nodes/s"), "{text}");

    let report = json_of(&kiela(&["bench", "--quick", "--json"], ""));
    assert_eq!(report["perft"]["moves"], 205_070);
    assert!(report["perft"]["moves_per_second"].as_u64().unwrap() > 0);
    assert!(report["perft"]["plain_loop_moves_per_second"].as_u64().unwrap() > 0);
    assert!(report["perft"]["engine_to_plain_loop"].as_f64().unwrap() > 0.0);
    assert!(report["search"]["nodes"].as_u64().unwrap() > 0);
    assert!(report["search"]["nodes_per_second"].as_u64().unwrap() > 0);
}

#[test]
fn the_computer_answers_and_undo_takes_both_moves_back() {
    let screen = play(&["--ai", "easy", "--seed", "5"], "o10\nundo\nmoves\n");
    assert!(
        screen
            .replace("\n  ", " ")
            .contains("you (south) played o10: relay at i9, last stone in i6.\n"),
        "{screen}"
    );
    let reply = screen
        .split("north (computer, easy) played ")
        .nth(1)
        .unwrap_or_else(|| panic!("no reply: {screen}"));
    let reply_house = reply.split(':').next().unwrap();
    assert!(
        screen.contains(&format!("Took back {reply_house} and o10.")),
        "{screen}"
    );
    // Back at the start, south to move, drawn from south's seat; the end of input quits.
    let after_undo = screen.split("Took back").nth(1).unwrap();
    assert!(after_undo.contains("Move 1: you (south) to move."), "{screen}");
    assert!(after_undo.contains("Legal moves: o1, o2"), "{screen}");
    assert!(screen.ends_with("Bye.\n"), "{screen}");
    // Every board is drawn from south's seat: north's rows on top, south's at the bottom.
    let owners: Vec<&str> = screen
        .lines()
        .filter(|l| {
            l.split_whitespace()
                .nth(1)
                .is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit()))
        })
        .filter_map(|l| l.split_whitespace().next())
        .filter(|word| ["north", "south"].contains(word))
        .collect();
    assert_eq!(owners.len(), 6, "three boards: {screen}");
    assert!(owners.chunks(2).all(|pair| pair == ["north", "south"]), "{owners:?}");
    assert!(screen.contains("\nyou (south)> "), "{screen}");
    assert!(!screen.contains("north)> "), "{screen}");
    // The same seed, the same reply.
    assert_eq!(play(&["--ai", "easy", "--seed", "5"], "o10\nundo\nmoves\n"), screen);
}

#[test]
fn the_computer_can_open_and_undo_keeps_its_first_move() {
    let screen = play(&["--ai", "beginner", "--ai-plays", "south", "--seed", "1"], "undo\n");
    let opening = screen
        .find("south (computer, beginner) played ")
        .expect("the computer opens");
    let prompt = screen.find("you (north)> ").expect("the person is asked");
    assert!(opening < prompt, "{screen}");
    assert!(
        screen.contains("Nothing to take back: you have not moved yet."),
        "{screen}"
    );
    assert!(screen.contains("Move 2: you (north) to move."), "{screen}");
}

#[test]
fn play_gives_hints() {
    let screen = play(&["--ai", "medium", "--seed", "2"], "hint\n");
    // A long hint is wrapped, its continuation indented.
    let hint = screen
        .split("you (south)> Hint: ")
        .nth(1)
        .and_then(|rest| rest.split("\nyou (south)> ").next())
        .unwrap_or_else(|| panic!("no hint: {screen}"))
        .replace("\n  ", " ");
    let hint = hint.as_str();
    // `o10, last stone in i6: keeps the best position (your chance of winning: 55 %).`
    let (house, rest) = hint.split_once(", last stone in ").expect("house and landing house");
    assert!(legal_houses(&start_position()).iter().any(|h| h == house), "{hint}");
    let (last, reason) = rest.split_once(": ").expect("a reason");
    assert!(last.parse::<kiela_core::House>().is_ok(), "{hint}");
    assert!(reason.ends_with('.') && reason.len() > 5, "{hint}");
    // From the start nothing is proven: the hint says the chance the move leaves, in percent.
    let chance = reason
        .split_once(" (your chance of winning: ")
        .and_then(|(_, chance)| chance.strip_suffix(" %).")?.parse::<u32>().ok())
        .unwrap_or_else(|| panic!("the chance after the move: {hint}"));
    assert!((1..=99).contains(&chance), "{hint}");
    // Two people may ask for hints too.
    assert!(play(&[], "o10\nhint\n").contains("north's turn> Hint: "));
}

#[test]
fn play_refuses_computer_options_without_a_computer() {
    assert_bad_input(&kiela(&["play", "--ai-plays", "south"], ""), "--ai <LEVEL>");
    assert_bad_input(&kiela(&["play", "--ai", "master"], ""), "master");
}
