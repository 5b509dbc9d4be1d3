//! Runs the built `kiela` binary as a user or a script would.

mod common;

use common::*;
use serde_json::{json, Value};

fn moves_of(position: &str, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["moves"];
    all.extend_from_slice(args);
    json_of(&kiela(&all, position))["moves"]
        .as_array()
        .expect("a list of moves")
        .clone()
}

fn find_move<'a>(moves: &'a [Value], house: &str) -> &'a Value {
    moves
        .iter()
        .find(|m| m["house"] == house)
        .unwrap_or_else(|| panic!("no move {house}"))
}

/// A traditional position with the given rows, South to move.
fn position(south: Value, north: Value, quiet_moves: u32) -> String {
    json!({ "variant": "traditional", "to_move": "south", "quiet_moves": quiet_moves, "south": south, "north": north })
        .to_string()
}

#[test]
fn new_prints_the_start_position() {
    let start = json_of(&kiela(&["new"], ""));
    assert_eq!(start["variant"], "traditional");
    assert_eq!(start["to_move"], "south");
    assert_eq!(start["south"]["outer"], json!([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]));
    assert_eq!(start["north"]["inner"], json!([0, 0, 0, 0, 0, 0, 2, 2, 2, 2]));
    // A row per line, as the README shows it.
    let text = start_position();
    assert_eq!(text.lines().count(), 8, "{text}");
    assert!(
        text.contains(r#"  "south": { "outer": [2,2,2,2,2,2,2,2,2,2], "inner": [0,0,0,0,0,0,2,2,2,2] },"#),
        "{text}"
    );

    let other = json_of(&kiela(
        &[
            "new",
            "--variant",
            "beginner",
            "--first",
            "north",
            "--capture-sowing",
            "from_lap_start",
        ],
        "",
    ));
    assert_eq!(other["variant"], "beginner");
    assert_eq!(other["to_move"], "north");
    assert_eq!(other["capture_sowing"], "from_lap_start");
    assert_eq!(other["south"]["inner"], json!([0, 0, 0, 0, 0, 0, 1, 1, 1, 1]));
}

#[test]
fn the_start_has_14_moves_in_reading_order_each_with_its_position() {
    let moves = moves_of(&start_position(), &[]);
    let houses: Vec<&str> = moves.iter().map(|m| m["house"].as_str().unwrap()).collect();
    assert_eq!(
        houses,
        ["o1", "o2", "o3", "o4", "o5", "o6", "o7", "o8", "o9", "o10", "i7", "i8", "i9", "i10"]
    );
    for m in &moves {
        assert_eq!(m["captured"], 0);
        assert_eq!(m["position"]["to_move"], "north");
        assert!(m.get("events").is_none());
    }
}

#[test]
fn the_worked_example_o10_relays_at_i9_and_ends_in_i6() {
    let moves = moves_of(&start_position(), &[]);
    let after = &find_move(&moves, "o10")["position"];
    // RULES.md §6: i10 2→3, i9 2→3 and relayed (→0), then i8 3, i7 3, i6 0→1.
    assert_eq!(after["south"]["outer"], json!([2, 2, 2, 2, 2, 2, 2, 2, 2, 0]));
    assert_eq!(after["south"]["inner"], json!([0, 0, 0, 0, 0, 1, 3, 3, 0, 3]));
    assert_eq!(
        after["north"],
        json!({ "outer": [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], "inner": [0, 0, 0, 0, 0, 0, 2, 2, 2, 2] })
    );
    assert_eq!(after["quiet_moves"], 1);
}

#[test]
fn a_position_from_moves_can_be_fed_back_to_moves() {
    let moves = moves_of(&start_position(), &[]);
    let after = find_move(&moves, "o10")["position"].to_string();
    let replies = moves_of(&after, &[]);
    assert!(!replies.is_empty());
    assert!(replies.iter().all(|m| m["position"]["to_move"] == "south"));
}

#[test]
fn trace_adds_each_moves_events() {
    let moves = moves_of(&start_position(), &["--trace"]);
    let events = find_move(&moves, "o10")["events"].as_array().expect("events").clone();
    let kinds: Vec<&str> = events.iter().map(|e| e["event"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["lift", "drop", "drop", "relay", "drop", "drop", "drop", "end"]);
    assert_eq!(events[0], json!({ "event": "lift", "house": "o10", "stones": 2 }));
    assert_eq!(events[3], json!({ "event": "relay", "house": "i9", "stones": 3 }));
    assert_eq!(events[7], json!({ "event": "end", "house": "i6" }));
    assert!(moves.iter().all(|m| m["events"].is_array()));
}

#[test]
fn timeline_adds_each_moves_keyframes_at_a_speed() {
    let moves = moves_of(&start_position(), &["--timeline", "normal"]);
    let o10 = find_move(&moves, "o10");
    let steps = o10["timeline"].as_array().expect("a timeline");
    let kinds: Vec<&str> = steps.iter().map(|s| s["step"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["lift", "drop", "drop", "relay", "drop", "drop", "drop", "end"]);
    // South's o10 is board index 39; its two stones go up into i10 (index 29) and i9 (28).
    assert_eq!(
        (steps[0]["house"].as_i64(), steps[0]["in_hand"].as_i64()),
        (Some(39), Some(2))
    );
    assert_eq!(steps[0]["board"][39], 0);
    assert_eq!(steps[1]["house"], 29);
    let last = steps.last().unwrap();
    assert_eq!(last["in_hand"], 0);
    let end = last["start_ms"].as_i64().unwrap() + last["duration_ms"].as_i64().unwrap();
    assert_eq!(o10["duration_ms"].as_i64(), Some(end));
    assert!(end <= 4000);

    let instant = moves_of(&start_position(), &["--timeline", "instant"]);
    assert_eq!(find_move(&instant, "o10")["timeline"], json!([]));
    assert_eq!(find_move(&instant, "o10")["duration_ms"], 0);
    assert_bad_input(&kiela(&["moves", "--timeline", "warp"], &start_position()), "warp");
}

#[test]
fn a_mover_without_legal_moves_gets_no_moves_and_loses() {
    // South holds only single stones, which the traditional game does not sow.
    let south = json!({ "outer": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], "inner": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] });
    let north = json!({ "outer": [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], "inner": [0, 0, 0, 0, 0, 0, 0, 0, 8, 8] });
    let listing = json_of(&kiela(&["moves"], &position(south, north, 0)));
    assert_eq!(
        listing,
        json!({ "moves": [], "outcome": { "status": "won", "winner": "north", "reason": "no_legal_move" } })
    );
}

#[test]
fn a_position_after_100_quiet_moves_is_adjudicated_on_stones() {
    let start = json_of(&kiela(&["new"], ""));
    let listing = json_of(&kiela(
        &["moves"],
        &position(start["south"].clone(), start["north"].clone(), 100),
    ));
    assert_eq!(
        listing,
        json!({ "moves": [], "outcome": { "status": "drawn", "reason": "no_capture" } })
    );
}

#[test]
fn bad_json_is_refused_in_one_line() {
    assert_bad_input(&kiela(&["moves"], "{ \"variant\": "), "not valid JSON");
    assert_bad_input(&kiela(&["moves"], ""), "not valid JSON");
}

#[test]
fn a_wrong_stone_total_is_refused_naming_the_problem() {
    let mut position: Value = serde_json::from_str(&start_position()).unwrap();
    position["south"]["outer"][0] = json!(3);
    assert_bad_input(
        &kiela(&["moves"], &position.to_string()),
        "the board holds 57 stones; a traditional game always has 56",
    );
}

#[test]
fn a_wrong_field_is_refused_naming_the_field() {
    let mut position: Value = serde_json::from_str(&start_position()).unwrap();
    position["to_move"] = json!("west");
    assert_bad_input(&kiela(&["moves"], &position.to_string()), "to_move");
}

#[test]
fn perft_3_counts_2112() {
    let output = kiela(&["perft", "3"], "");
    assert!(output.status.success());
    let line = stdout(&output);
    assert!(line.starts_with("perft 3: 2112 moves in "), "{line}");
    assert!(line.trim_end().ends_with("moves/s)"), "{line}");
    assert_eq!(line.lines().count(), 1);
}

#[test]
fn perft_reads_a_position_and_reports_json() {
    let report = json_of(&kiela(&["perft", "3", "--stdin", "--json"], &start_position()));
    assert_eq!(report["depth"], 3);
    assert_eq!(report["moves"], 2112);
    assert!(report["seconds"].is_number() && report["moves_per_second"].is_number());
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    assert_bad_input(&kiela(&["perft", "three"], ""), "three");
    assert_bad_input(&kiela(&["perft", "-1"], ""), "-1");
    assert_bad_input(&kiela(&["new", "--variant", "expert"], ""), "expert");
    assert_bad_input(&kiela(&["dance"], ""), "dance");
    assert_eq!(kiela(&[], "").status.code(), Some(2));
    assert_eq!(kiela(&["--help"], "").status.code(), Some(0));
}

#[test]
fn a_scripted_game_plays_refuses_undoes_and_ends_at_eof() {
    let screen = play(&[], "o10\ni6\no1\nundo\nhelp\nmoves\n");
    // The first board is drawn from South's seat, the next from North's.
    assert!(screen.contains("Move 1: south to move."), "{screen}");
    assert!(
        screen
            .replace("\n  ", " ")
            .contains("south played o10: relay at i9, last stone in i6."),
        "{screen}"
    );
    assert!(screen.contains("Move 2: north to move."), "{screen}");
    // North's i6 is empty: refused with the engine's reason, and the game stays at move 2.
    assert!(
        screen.contains("Illegal move i6: i6 is empty. Nothing changed."),
        "{screen}"
    );
    assert!(screen.contains("north played o1: relay at o3"), "{screen}");
    assert!(screen.contains("Took back o1."), "{screen}");
    assert_eq!(screen.matches("Move 2: north to move.").count(), 2, "{screen}");
    assert!(screen.contains("Commands (short forms in brackets):"), "{screen}");
    assert!(screen.contains("Legal moves: o1, o2, o3"), "{screen}");
    assert!(screen.trim_end().ends_with("Bye."), "{screen}");
}

#[test]
fn the_board_puts_the_mover_at_the_bottom_with_the_last_move_marked() {
    let screen = play(&[], "o10\nq\n");
    let board: Vec<&str> = screen
        .split("relay at i9, last stone in i6.\n")
        .nth(1)
        .expect("the move is described")
        .lines()
        .take(9)
        .collect();
    let expected = [
        "          o10   o9   o8   o7   o6   o5   o4   o3   o2   o1",
        "south       0^   2    2    2    2    2    2    2    2    2",
        "28 stones   3    0+   3    3    1*   0    0    0    0    0",
        "          i10   i9   i8   i7   i6   i5   i4   i3   i2   i1",
        "          --------------------------------------------------",
        "           i1   i2   i3   i4   i5   i6   i7   i8   i9  i10",
        "north       0    0    0    0    0    0    2    2    2    2",
        "28 stones   2    2    2    2    2    2    2    2    2    2",
        "           o1   o2   o3   o4   o5   o6   o7   o8   o9  o10",
    ];
    assert_eq!(board, expected, "{screen}");
}

#[test]
fn play_refuses_junk_and_quits_on_q() {
    let screen = play(&["--variant", "beginner", "--first", "north"], "hello\nundo\nq\no1\n");
    assert!(screen.contains("Move 1: north to move."), "{screen}");
    assert!(screen.contains("'hello' is not a house"), "{screen}");
    assert!(screen.contains("Nothing to take back"), "{screen}");
    assert!(screen.trim_end().ends_with("Bye."), "{screen}");
    assert!(!screen.contains("north played"), "q must stop before o1: {screen}");
}

#[test]
fn the_expert_opening_offers_a_rearrangement_on_the_first_turn() {
    let screen = play(
        &["--expert-opening"],
        "setup 28 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
    );
    assert!(screen.contains("south may instead rearrange all 28 stones"), "{screen}");
    assert!(screen.contains("south rearranged their stones."), "{screen}");
    assert!(play(&[], "setup 28 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n").contains("Illegal move setup"));
}

#[test]
fn a_game_that_ends_is_announced_with_its_reason() {
    // A beginner game to its end, found by playing captures where there were any.
    let script = "o4 o10 i9 i9 o8 i8 i7 i7 o1 o9 i5 i3 i10 i5 i9 i4 i8 o10 i7 o4 i3 i2 o10 i3 i2 i2 i8 i1 \
                  o3 o3 i6 o1 o8 o2 o9 o8 i7 o9 i2 o5 i9 o8 i1 o4 o7 o10 o3 i5 o7 i4 i2 i9 i6 i8 i9 o5 i2 \
                  o6 i4 o7 i2 o8 o8 o9 o6 o10 i8 i10 i4"
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("\n");
    let screen = play(&["--variant", "beginner"], &(script + "\nmoves\n"));
    // Long descriptions are wrapped, their continuation lines indented.
    let unwrapped = screen.replace("\n  ", " ");
    assert!(unwrapped.contains("i2 took 1 stone from north's i9 and o9"), "{screen}");
    // Taken houses are bracketed with the stones they held: north's i9 held 1; o9 held none,
    // so nothing was taken from it and it is not marked.
    assert!(screen.contains("[1]") && !screen.contains("[0]"), "{screen}");
    assert!(
        screen.contains("Game over: south wins, north has no legal move."),
        "{screen}"
    );
    assert!(screen.contains("No moves: the game is over."), "{screen}");
}
