//! `kiela play` driven through a pipe with scripted input: the commands, saves, records, bad
//! bytes, the end of a game and the layout's width.

mod common;

use std::fs;

use common::*;
use serde_json::{json, Value};

/// A beginner game that South wins with its 69th move, i4 (north is then left without a move).
const BEGINNER_GAME: &str = "o4 o10 i9 i9 o8 i8 i7 i7 o1 o9 i5 i3 i10 i5 i9 i4 i8 o10 i7 o4 i3 i2 \
    o10 i3 i2 i2 i8 i1 o3 o3 i6 o1 o8 o2 o9 o8 i7 o9 i2 o5 i9 o8 i1 o4 o7 o10 o3 i5 o7 i4 i2 i9 \
    i6 i8 i9 o5 i2 o6 i4 o7 i2 o8 o8 o9 o6 o10 i8 i10 i4";

fn beginner_moves() -> Vec<&'static str> {
    BEGINNER_GAME.split_whitespace().collect()
}

/// A shared game record of the beginner game's first `moves` moves.
fn record(moves: usize) -> String {
    let start: Value = serde_json::from_str(&success(&kiela(&["new", "--variant", "beginner"], ""))).unwrap();
    json!({
        "format": "kiela-game-record",
        "version": 1,
        "expert_opening": false,
        "start": start,
        "moves": beginner_moves()[..moves],
    })
    .to_string()
}

/// The last board drawn in `screen`: the nine lines before the last status line.
fn last_board(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let end = lines
        .iter()
        .rposition(|l| l.starts_with("          --"))
        .expect("a board");
    lines[end - 4..=end + 4].iter().map(|l| l.to_string()).collect()
}

#[test]
fn redo_history_and_new_with_their_short_forms() {
    let screen = play(&[], "o10\no1\nu\nr\nhi\nn\ny\nhistory\n");
    assert!(screen.contains("Took back o1."), "{screen}");
    assert!(screen.contains("Played again o1."), "{screen}");
    assert!(
        screen.contains("Moves so far:\n   1. south: o10\n   2. north: o1\n"),
        "{screen}"
    );
    assert!(
        screen
            .replace("\n  ", " ")
            .contains("The game is not over and not saved. Start a new game anyway?"),
        "{screen}"
    );
    assert!(screen.contains("A new game, with the same settings."), "{screen}");
    assert!(screen.contains("No move has been played yet."), "{screen}");
    assert!(play(&[], "redo\n").contains("Nothing to play again"));
    let help = play(&[], "help\n");
    for command in [
        "redo (r)",
        "history (hi)",
        "new (n)",
        "save [FILE]",
        "stats",
        "quit (q)",
    ] {
        assert!(help.contains(command), "{command}: {help}");
    }
}

#[test]
fn a_saved_game_loads_with_the_same_board() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("game.json");
    let file = file.to_str().unwrap();
    let output = kiela_bytes(
        &["play", "--ai", "easy", "--seed", "4"],
        format!("o10\nsave {file}\n").as_bytes(),
        data.path(),
    );
    let saved = success(&output);
    assert!(
        saved.replace("\n  ", " ").contains(&format!("Saved to {file}.")),
        "{saved}"
    );
    let loaded = success(&kiela_bytes(&["play", "--load", file], b"", data.path()));
    assert_eq!(last_board(&loaded), last_board(&saved), "{loaded}");
    // The computer's seat came back with the game.
    assert!(loaded.contains("north (computer, easy) played "), "{loaded}");

    // `save` alone writes into the data folder; quitting a game in progress asks, and `s` saves.
    let output = kiela_bytes(&["play"], b"o10\nq\ns\n", data.path());
    let screen = success(&output);
    let unwrapped = screen.replace("\n  ", " ");
    assert!(
        unwrapped.contains("Quit anyway? y = yes, s = save it first, n = no."),
        "{screen}"
    );
    assert!(data.path().join("kiela/saved-game.json").exists(), "{screen}");
    assert!(screen.trim_end().ends_with("Bye."), "{screen}");
}

#[test]
fn quitting_asks_once_and_no_goes_on() {
    let screen = play(&[], "o10\nq\nn\nmoves\nq\ny\no1\n");
    assert!(screen.contains("The game goes on."), "{screen}");
    assert!(screen.contains("Legal moves: "), "{screen}");
    assert!(!screen.contains("north played"), "{screen}");
    // Before the first move, and at the end of the input, nothing is asked.
    assert!(!play(&[], "q\n").contains("Quit anyway?"));
    assert!(play(&[], "o10\n").trim_end().ends_with("Bye."));
}

#[test]
fn a_bad_save_is_refused_naming_the_problem() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("bad.json");
    fs::write(&file, "{\"format\":\"kiela-session\",\"version\":2}").unwrap();
    let output = kiela_bytes(&["play", "--load", file.to_str().unwrap()], b"", data.path());
    assert_bad_input(&output, "bad.json: the saved game cannot be read");
    let output = kiela_bytes(&["play", "--load", "/nonexistent/save.json"], b"", data.path());
    assert_bad_input(&output, "cannot read /nonexistent/save.json");
    assert_bad_input(&kiela(&["play", "--load", "x", "--ai", "easy"], ""), "--ai");
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_game_goes_on() {
    let data = tempfile::tempdir().unwrap();
    let output = kiela_bytes(&["play"], b"\xff\no1\xe9\no10\n", data.path());
    let screen = success(&output);
    assert_eq!(screen.matches("That line is not UTF-8 text").count(), 2, "{screen}");
    assert!(screen.contains("south played o10"), "{screen}");
    assert!(output.stderr.is_empty());
}

#[test]
fn a_shared_record_goes_on_and_the_end_is_told_for_the_person() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("record.json");
    fs::write(&file, record(68)).unwrap();
    let file = file.to_str().unwrap();
    let won = success(&kiela_bytes(
        &["play", "--record", file, "--ai", "easy"],
        b"i4\nstats\n",
        data.path(),
    ));
    assert!(won.contains("Move 69: you (south) to move."), "{won}");
    assert!(won.contains("Game over: you win, north has no legal move."), "{won}");
    assert!(won.contains("Final stones: south 28, north 0."), "{won}");
    assert!(won.contains("Type new for another game"), "{won}");
    assert!(
        won.contains("against computer, easy:\n    alone: 1 played, 1 won"),
        "{won}"
    );

    fs::write(data.path().join("record.json"), record(69)).unwrap();
    let lost = success(&kiela_bytes(
        &["play", "--record", file, "--ai", "easy", "--ai-plays", "south"],
        b"",
        data.path(),
    ));
    assert!(lost.contains("Game over: you lose, north has no legal move."), "{lost}");

    let two = success(&kiela_bytes(&["play", "--record", file], b"", data.path()));
    assert!(two.contains("Game over: south wins, north has no legal move."), "{two}");
    fs::write(data.path().join("record.json"), "not a record").unwrap();
    assert_bad_input(
        &kiela_bytes(&["play", "--record", file], b"", data.path()),
        "the game record cannot be read",
    );
}

#[test]
fn statistics_are_kept_and_each_damaged_file_is_set_aside_under_its_own_name() {
    let data = tempfile::tempdir().unwrap();
    let folder = data.path().join("kiela");
    fs::create_dir_all(&folder).unwrap();
    let script = beginner_moves().join("\n") + "\nstats\n";
    for (round, damage) in ["garbage", "{\"format\": \"kiela-statistics\"}"].iter().enumerate() {
        fs::write(folder.join("statistics.json"), damage).unwrap();
        let output = kiela_bytes(&["play", "--variant", "beginner"], script.as_bytes(), data.path());
        let screen = success(&output);
        let aside = folder.join(format!("statistics.unreadable-{}.json", round + 1));
        let warning = stderr(&output);
        assert!(warning.contains(&format!("kept as {}", aside.display())), "{warning}");
        assert!(screen.contains("against a friend"), "{screen}");
        let kept = fs::read_to_string(folder.join("statistics.json")).unwrap();
        assert!(kept.contains("kiela-statistics"), "{kept}");
    }
    // Both damaged files are still there, each as it was.
    assert_eq!(
        fs::read_to_string(folder.join("statistics.unreadable-1.json")).unwrap(),
        "garbage"
    );
    assert!(fs::read_to_string(folder.join("statistics.unreadable-2.json"))
        .unwrap()
        .contains("kiela-statistics"));
    // The next session reads the fresh statistics back.
    let next = success(&kiela_bytes(&["play"], b"stats\n", data.path()));
    assert!(next.contains("alone: 1 played, 1 won"), "{next}");
    assert!(play(&[], "stats\n").contains("No finished game has been counted yet."));
}

#[test]
fn statistics_from_a_newer_version_are_left_untouched_twice() {
    let data = tempfile::tempdir().unwrap();
    let folder = data.path().join("kiela");
    fs::create_dir_all(&folder).unwrap();
    let newer = r#"{"format": "kiela-statistics", "version": 999, "opponents": [], "new_things": 1}"#;
    fs::write(folder.join("statistics.json"), newer).unwrap();
    let script = beginner_moves().join("\n") + "\nstats\n";
    for _ in 0..2 {
        let output = kiela_bytes(&["play", "--variant", "beginner"], script.as_bytes(), data.path());
        let screen = success(&output);
        let warning = stderr(&output);
        assert!(
            warning.contains("newer Kiela") && warning.contains("update kiela"),
            "{warning}"
        );
        assert!(screen.contains("Game over: south wins"), "{screen}");
        let unwrapped = screen.replace("\n  ", " ");
        assert!(unwrapped.contains("These are not kept: "), "{screen}");
        assert_eq!(fs::read_to_string(folder.join("statistics.json")).unwrap(), newer);
    }
    let files: Vec<_> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(files, ["statistics.json"], "nothing set aside");
}

#[test]
fn every_line_fits_60_columns_and_narrow_terminals_get_a_compact_board() {
    let script = beginner_moves().join("\n") + "\nhelp\nhistory\nmoves\nstats\nhint\n";
    let screen = play(&["--variant", "beginner"], &script);
    for line in screen.lines() {
        assert!(line.chars().count() <= 60, "{} columns: {line:?}", line.chars().count());
    }
    assert!(screen.contains("[n] captured: it held n stones"), "{screen}");
    assert!(screen.contains("x captured with"), "{screen}");
    // A capture that finds the outer house empty takes nothing from it: no `[0]`.
    assert!(screen.contains("[2]") && !screen.contains("[0]"), "{screen}");
    assert!(!screen.contains('\x1b'), "no colour in a pipe");

    let data = tempfile::tempdir().unwrap();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_kiela"));
    let output = command
        .args(["play"])
        .env("XDG_DATA_HOME", data.path())
        .env("COLUMNS", "40")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let compact = success(&output);
    let top = compact
        .lines()
        .position(|line| line.starts_with("north "))
        .expect("a board");
    let board: Vec<&str> = compact.lines().skip(top).take(9).collect();
    assert_eq!(board[0], "north 28 stones", "{compact}");
    assert!(board.iter().all(|line| line.chars().count() <= 32), "{compact}");
}

#[test]
fn stats_shows_the_rating_after_games_against_different_levels() {
    let data = tempfile::tempdir().unwrap();
    let stats = || json_of(&kiela_bytes(&["stats", "--json"], b"", data.path()));
    let fresh = stats();
    assert_eq!(fresh["rating"]["rating"], json!(1500.0));
    assert_eq!(fresh["rating"]["deviation"], json!(350.0));
    assert_eq!(fresh["rating"]["games"], json!(0));
    assert_eq!(fresh["rating"]["your_level"], json!("beginner"));
    let ladder: Vec<f64> = ["beginner", "easy", "medium", "hard", "expert"]
        .iter()
        .map(|level| fresh["level_ratings"][level].as_f64().expect("a rating"))
        .collect();
    assert!(ladder.windows(2).all(|pair| pair[0] < pair[1]), "{ladder:?}");

    // Wins against Hard and Medium: the end of a game from its record, then a loss against
    // Beginner, every house tried in turn and the first legal one played.
    let file = data.path().join("record.json");
    fs::write(&file, record(68)).unwrap();
    let file = file.to_str().unwrap();
    for level in ["hard", "medium"] {
        success(&kiela_bytes(
            &["play", "--record", file, "--ai", level],
            b"i4\n",
            data.path(),
        ));
    }
    let houses: String = (0..100)
        .flat_map(|_| (1..=10).flat_map(|n| [format!("o{n}\n"), format!("i{n}\n")]))
        .collect();
    let lost = success(&kiela_bytes(
        &["play", "--ai", "beginner", "--seed", "3"],
        houses.as_bytes(),
        data.path(),
    ));
    assert!(lost.contains("Game over: you lose"), "{lost}");
    // With a hint the win against Expert is counted as assisted and moves no rating.
    success(&kiela_bytes(
        &["play", "--record", file, "--ai", "expert"],
        b"hint\ni4\n",
        data.path(),
    ));

    let after = stats();
    let rating = &after["rating"];
    assert_eq!(rating["games"], json!(3), "{after}");
    let history = rating["history"].as_array().expect("a history");
    let field = |name: &str| history.iter().map(|point| point[name].clone()).collect::<Vec<_>>();
    assert_eq!(field("level"), [json!("hard"), json!("medium"), json!("beginner")]);
    assert_eq!(field("outcome"), [json!("won"), json!("won"), json!("lost")]);
    let ratings: Vec<f64> = field("rating").iter().filter_map(Value::as_f64).collect();
    assert!(
        ratings[0] > 1500.0 && ratings[1] > ratings[0] && ratings[2] < ratings[1],
        "{ratings:?}"
    );
    let deviations: Vec<f64> = field("deviation").iter().filter_map(Value::as_f64).collect();
    assert!(
        deviations.windows(2).all(|pair| pair[1] < pair[0]) && deviations[0] < 350.0,
        "{deviations:?}"
    );
    assert_eq!(rating["rating"].as_f64(), ratings.last().copied());
    let expert = after["opponents"]
        .as_array()
        .and_then(|all| all.iter().find(|entry| entry["opponent"]["level"] == json!("expert")))
        .expect("the assisted game is counted");
    assert_eq!(expert["assisted"]["won"], json!(1));

    let text = success(&kiela_bytes(&["stats"], b"", data.path()));
    let shown = format!("Your rating: {:.0} ± {:.0},", ratings[2], deviations[2]);
    assert!(text.contains(&shown), "{text}");
    assert!(text.contains("after 3 unaided games against the computer"), "{text}");
}
