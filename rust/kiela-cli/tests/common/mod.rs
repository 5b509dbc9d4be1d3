//! Running the built `kiela` binary as a user or a script would, shared by the test files.
#![allow(dead_code)] // each test file uses its own share of these

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs `kiela args…` with `stdin` as its input, its data folder (statistics, saves) a new
/// empty one.
pub fn kiela(args: &[&str], stdin: &str) -> Output {
    let data = tempfile::tempdir().expect("a temporary folder");
    kiela_bytes(args, stdin.as_bytes(), data.path())
}

/// Runs `kiela args…` with the bytes `stdin` as its input and `data` as `$XDG_DATA_HOME`.
pub fn kiela_bytes(args: &[&str], stdin: &[u8], data: &Path) -> Output {
    run(&mut kiela_command(args, data), stdin)
}

/// `kiela args…` with `data` as `$XDG_DATA_HOME`, no colour asked for and no width set.
pub fn kiela_command(args: &[&str], data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kiela"));
    command
        .args(args)
        .env("XDG_DATA_HOME", data)
        .env_remove("NO_COLOR")
        .env_remove("COLUMNS");
    command
}

/// Runs `command` with the bytes `stdin` as its input.
pub fn run(command: &mut Command, stdin: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kiela starts");
    // A command that does not read stdin may exit before we finish writing: that is fine.
    let _ = child.stdin.take().expect("stdin is piped").write_all(stdin);
    child.wait_with_output().expect("kiela runs")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// What a successful command printed.
pub fn success(output: &Output) -> String {
    assert!(output.status.success(), "kiela failed: {}", stderr(output));
    stdout(output)
}

/// The JSON a successful command printed.
pub fn json_of(output: &Output) -> Value {
    serde_json::from_str(&success(output)).expect("stdout is JSON")
}

/// Checks the command failed as bad input: exit code 2 and one `kiela: …` line on stderr
/// that contains `expected`.
pub fn assert_bad_input(output: &Output, expected: &str) {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(2), "stderr: {message}");
    assert_eq!(message.lines().count(), 1, "not one line: {message}");
    assert!(message.starts_with("kiela: "), "{message}");
    assert!(message.contains(expected), "{message:?} does not mention {expected:?}");
    assert!(output.stdout.is_empty());
}

pub fn start_position() -> String {
    success(&kiela(&["new"], ""))
}

/// Plays `kiela play args…` with `script` typed in; what it printed (nothing on stderr).
pub fn play(args: &[&str], script: &str) -> String {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    let output = kiela(&all, script);
    let printed = success(&output);
    assert!(output.stderr.is_empty(), "stderr: {}", stderr(&output));
    printed
}

/// A game of random legal sowings from the start (random play makes mistakes to review):
/// `turns` of them, or fewer if it ends first.
pub fn random_game(seed: u64, turns: usize) -> kiela_core::Game {
    use kiela_core::{Game, Move, Player, Position, Rules};
    let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
    let mut rng = kiela_ai::Rng::new(seed);
    while game.moves().len() < turns && !game.status().is_over() {
        let legal = game.position().legal_moves();
        let pick = rng.below(legal.len() as u64) as usize;
        let house = legal.iter().nth(pick).expect("a legal move");
        game.play(Move::Sow(house)).expect("a legal move plays");
    }
    game
}
