//! `kiela play` through a pipe with hostile and everyday input: file names as a shell user
//! types them, saves that never replace another game unasked, the end of the input that never
//! loses a game, and typed bytes that are never echoed raw. HOME is a new folder every test.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::*;

/// Runs `kiela args…` in `home` (HOME and the current folder; the data folder is
/// `home/.local/share/kiela`) with `stdin` typed in.
fn run_in(home: &Path, args: &[&str], stdin: &[u8]) -> Output {
    let mut command = kiela_command(args, &home.join(".local/share"));
    run(command.current_dir(home).env("HOME", home), stdin)
}

/// What `kiela play args…` printed in `home`, with the wrapped lines joined again.
fn play_in(home: &Path, args: &[&str], script: &str) -> String {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    let output = run_in(home, &all, script.as_bytes());
    success(&output).replace("\n  ", " ")
}

fn default_save(home: &Path) -> PathBuf {
    home.join(".local/share/kiela/saved-game.json")
}

/// The file a `--load` suggestion names, unquoted as the shell would.
fn suggested_load(screen: &str) -> String {
    let (_, after) = screen.rsplit_once("kiela play --load ").expect("a --load suggestion");
    let line = after.lines().next().unwrap();
    let words = shell_words(line);
    assert_eq!(words.len(), 1, "{line}");
    words.into_iter().next().unwrap()
}

/// Splits `line` as a POSIX shell does, by asking one.
fn shell_words(line: &str) -> Vec<String> {
    let output = Command::new("sh")
        .args(["-c", &format!("for word in {line}; do printf '%s\\n' \"$word\"; done")])
        .output()
        .unwrap();
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn file_names_are_read_as_a_shell_does_and_told_back_absolute() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let cases = [
        ("save ~/tilde.json", home.join("tilde.json")),
        ("save \"with space.json\"", home.join("with space.json")),
        ("save 'single quoted.json'", home.join("single quoted.json")),
        ("save back\\ slash.json", home.join("back slash.json")),
        ("save relative.json", home.join("relative.json")),
    ];
    for (line, expected) in cases {
        let screen = play_in(home, &[], &format!("o10\n{line}\nq\n"));
        assert!(
            screen.contains(&format!("Saved to {}.", expected.display())),
            "{line}: {screen}"
        );
        assert!(expected.is_file(), "{line}: {screen}");
        // The suggestion holds the file, and it loads.
        assert_eq!(PathBuf::from(suggested_load(&screen)), expected, "{line}");
        let loaded = play_in(home, &["--load", expected.to_str().unwrap()], "history\n");
        assert!(loaded.contains("1. south: o10"), "{loaded}");
        // Quit right after a save does not ask again.
        assert!(!screen.contains("Quit anyway?"), "{screen}");
    }
    let names: Vec<_> = fs::read_dir(home).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(!names.iter().any(|name| name == "~" || name == "\""), "{names:?}");

    // `--load` expands ~ where the shell does not (`--load=~/x`).
    let loaded = play_in(home, &["--load=~/tilde.json"], "history\n");
    assert!(loaded.contains("1. south: o10"), "{loaded}");
}

#[test]
fn bad_file_names_are_refused_with_the_reason_and_nothing_is_made() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let missing = home.join("no/such/dir/x.json");
    let script = format!(
        "o10\nsave {}\nsave \"unclosed.json\nsave two words.json\nsave {}\nsave ~bob/x.json\nsave \x1b[31mred.json\n",
        missing.display(),
        home.display()
    );
    let screen = play_in(home, &[], &script);
    assert!(
        screen.contains(&format!(
            "Not saved: the folder {} does not exist",
            home.join("no/such/dir").display()
        )),
        "{screen}"
    );
    assert!(!home.join("no").exists(), "a folder was made");
    assert!(
        screen.contains("Not saved: the file name has a quote that is never closed."),
        "{screen}"
    );
    assert!(
        screen.contains("Not saved: give one file name; quote a name with spaces"),
        "{screen}"
    );
    assert!(
        screen.contains(&format!("Not saved: {} is a folder", home.display())),
        "{screen}"
    );
    assert!(
        screen.contains("Not saved: ~bob/x.json: only ~ and ~/… are understood"),
        "{screen}"
    );
    assert!(
        screen.contains(r"\u{1b}[31mred.json: a file name with control characters is refused"),
        "{screen}"
    );
    assert!(!screen.contains('\x1b'), "{screen}");
}

#[test]
fn a_save_never_replaces_another_game_unasked() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    let first = play_in(home, &[], "o10\nsave\nq\n");
    assert!(
        first.contains(&format!("Saved to {}.", default_save(home).display())),
        "{first}"
    );
    assert!(!first.contains("Quit anyway?"), "quit after a save asks again: {first}");
    let kept = fs::read_to_string(default_save(home)).unwrap();

    // Another game: `save` asks, and no (or the end of the input) keeps the file.
    let refused = play_in(home, &[], "o9\nsave\nn\nsave\n");
    assert_eq!(
        refused
            .matches("already holds another game or file. Replace it?")
            .count(),
        2,
        "{refused}"
    );
    assert!(refused.contains("Not saved: "), "{refused}");
    assert_eq!(fs::read_to_string(default_save(home)).unwrap(), kept);
    // ... and then the end of the input kept the game beside it.
    let beside = home.join(".local/share/kiela/saved-game-2.json");
    assert!(
        refused.contains(&format!("Saved to {}.", beside.display())),
        "{refused}"
    );

    // Yes replaces it; saving the same game again asks nothing.
    let replaced = play_in(home, &[], "o8\nsave\ny\no1\nsave\nq\n");
    assert_eq!(replaced.matches("Replace it?").count(), 1, "{replaced}");
    let loaded = play_in(home, &["--load", default_save(home).to_str().unwrap()], "history\n");
    assert!(loaded.contains("1. south: o8"), "{loaded}");

    // A file that is not a save at all is asked about too.
    let notes = home.join("notes.txt");
    fs::write(&notes, "my notes").unwrap();
    let screen = play_in(home, &[], &format!("o10\nsave {}\nno\nq\ny\n", notes.display()));
    assert!(screen.contains("Replace it?"), "{screen}");
    assert_eq!(fs::read_to_string(&notes).unwrap(), "my notes");
}

#[test]
fn the_end_of_the_input_never_loses_a_game() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    // Mid-game, at the prompt: saved to the default save, and said where.
    let screen = play_in(home, &[], "o10\no1\n");
    assert!(screen.contains("The input ended, so the game is saved."), "{screen}");
    assert!(
        screen.contains(&format!("Saved to {}.", default_save(home).display())),
        "{screen}"
    );
    assert!(screen.trim_end().ends_with("Bye."), "{screen}");
    let loaded = play_in(home, &["--load", default_save(home).to_str().unwrap()], "history\n");
    assert!(loaded.contains("2. north: o1"), "{loaded}");

    // At the quit question: the same, beside the save of the other game.
    let screen = play_in(home, &[], "o9\nq\n");
    let beside = home.join(".local/share/kiela/saved-game-2.json");
    assert!(screen.contains("Quit anyway?"), "{screen}");
    assert!(screen.contains(&format!("Saved to {}.", beside.display())), "{screen}");

    // A game saved to a file of its own goes on being kept there.
    let own = home.join("own.json");
    let screen = play_in(home, &[], &format!("o10\nsave {}\no1\n", own.display()));
    assert_eq!(
        screen.matches(&format!("Saved to {}.", own.display())).count(),
        2,
        "{screen}"
    );
    assert!(!home.join(".local/share/kiela/saved-game-3.json").exists());

    // Nothing to keep: no move, a finished game, or nothing changed since the save.
    for script in ["", "q\n"] {
        let screen = play_in(home, &[], script);
        assert!(!screen.contains("saved"), "{screen}");
    }
}

#[test]
fn typed_bytes_are_never_echoed_raw_and_invisible_ones_are_trimmed() {
    let home = tempfile::tempdir().unwrap();
    let long = "x".repeat(6000);
    let mut script = Vec::new();
    script.extend_from_slice(b"\x1b]0;title\x07\x1b[2J\n");
    script.extend_from_slice(b"o3\0\n");
    script.extend_from_slice(b"\x07\x07\x07\n");
    script.extend_from_slice(long.as_bytes());
    script.extend_from_slice(
        b"\n\xef\xbb\xbfo10\n\xe2\x80\x8bmoves\xe2\x80\x8b\nsetup 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 \x1b[A\n",
    );
    let output = run_in(home.path(), &["play"], &script);
    let printed = success(&output);
    // Every line fits 60 columns, but the command to go on, which is never wrapped.
    for line in printed.lines().filter(|line| !line.starts_with("  kiela play --load ")) {
        assert!(line.chars().count() <= 60, "{} columns: {line:?}", line.chars().count());
    }
    let screen = printed.replace("\n  ", " ");
    for raw in ['\x1b', '\x07', '\0'] {
        assert!(!screen.contains(raw), "{raw:?} echoed raw: {screen:?}");
    }
    // Echoed as read: in lower case.
    assert!(
        screen.contains(r"'\u{1b}]0;title\u{7}\u{1b}[2j' is not a house"),
        "{screen}"
    );
    assert!(screen.contains(r"'o3\u{0}' is not a house"), "{screen}");
    assert!(
        screen.contains(&format!("'{}…' is not a house", "x".repeat(40))),
        "{screen}"
    );
    assert!(!screen.contains(&"x".repeat(41)), "a long line came back whole");
    assert!(screen.contains(r"setup count '\u{1b}[a' is not a number"), "{screen}");
    // The byte-order mark and the zero-width spaces were not part of what was meant.
    assert!(screen.contains("south played o10"), "{screen}");
    assert!(screen.contains("Legal moves: "), "{screen}");
}

#[test]
fn the_flags_name_each_other_and_the_level_is_read_in_any_case() {
    let home = tempfile::tempdir().unwrap();
    let home = home.path();
    play_in(home, &[], "o10\no1\nsave ~/game.json\nq\n");
    let record = home.join("record.txt");
    fs::write(&record, "Kiela game record\nVariant: traditional\n").unwrap();
    let output = run_in(home, &["play", "--load", record.to_str().unwrap()], b"");
    assert_bad_input(
        &output,
        "is a shared game record, not a saved game: go on with it with --record",
    );
    let save = home.join("game.json");
    let output = run_in(home, &["play", "--record", save.to_str().unwrap()], b"");
    assert_bad_input(&output, "is a saved game, not a game record: go on with it with --load");

    for level in ["Medium", "MEDIUM", "medium"] {
        let screen = play_in(home, &["--ai", level, "--seed", "1"], "");
        assert!(
            screen.contains("against north (computer, medium)."),
            "{level}: {screen}"
        );
    }
}

#[test]
fn against_the_computer_the_side_is_said_and_the_prompt_names_the_person() {
    let home = tempfile::tempdir().unwrap();
    let screen = play_in(home.path(), &["--ai", "easy", "--seed", "3"], "o10\n");
    assert!(
        screen.contains("You play south, the two bottom rows, against north (computer, easy)."),
        "{screen}"
    );
    assert!(screen.contains("you (south)> "), "{screen}");
    assert!(screen.contains("Move 1: you (south) to move."), "{screen}");
    let screen = play_in(home.path(), &["--ai", "easy", "--ai-plays", "south", "--seed", "3"], "");
    assert!(
        screen.contains("You play north, the two bottom rows, against south (computer, easy)."),
        "{screen}"
    );
    let two = play_in(home.path(), &[], "");
    assert!(two.contains("south's turn> "), "{two}");
}

#[test]
fn help_is_wrapped_to_the_terminal_without_breaking_words() {
    let home = tempfile::tempdir().unwrap();
    // Off a terminal COLUMNS gives the width, as a terminal's size does on one.
    let mut command = kiela_command(&["play"], home.path());
    let screen = success(&run(command.env("COLUMNS", "50"), b"help\n"));
    for line in screen.lines() {
        assert!(line.chars().count() <= 50, "{} columns: {line:?}", line.chars().count());
    }
    let help = &screen[screen.find("Kiela (traditional)").expect("the help")..];
    let words: Vec<&str> = help.split_whitespace().collect();
    for word in ["rearrange", "suggested", "(expert", "occupied", "behind", "computer's"] {
        assert!(words.contains(&word), "{word} broken: {help}");
    }
}

#[test]
fn an_interrupt_signal_asks_before_the_game_is_lost() {
    use std::io::Write;
    use std::time::Duration;
    let home = tempfile::tempdir().unwrap();
    let mut command = kiela_command(
        &["play", "--ai", "easy", "--seed", "1"],
        &home.path().join(".local/share"),
    );
    let mut child = command
        .env("HOME", home.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"o10\n").unwrap();
    stdin.flush().unwrap();
    // Ctrl-C as a terminal sends it, once the computer has replied and kiela waits for a line.
    std::thread::sleep(Duration::from_millis(1500));
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    std::thread::sleep(Duration::from_millis(300));
    stdin.write_all(b"moves\ns\n").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let screen = success(&output).replace("\n  ", " ");
    assert!(screen.contains("Legal moves: "), "{screen}");
    assert!(
        screen.contains("Quit anyway? y = yes, s = save it first, n = no."),
        "{screen}"
    );
    assert!(screen.contains("Saved to "), "{screen}");
    assert!(default_save(home.path()).is_file());
}
