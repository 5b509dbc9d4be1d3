//! `kiela play` in a real terminal (a pseudo-terminal driven with rexpect): Ctrl-C and Ctrl-D
//! ask before a game is lost, the first screen keeps the person's side, and typed input comes
//! back safe. HOME is a new folder every test.

mod common;

use std::path::Path;
use std::process::Command;

use common::*;
use rexpect::session::{spawn_command, PtySession};

/// `kiela play args` in a terminal 80 columns wide, in `home`.
fn kiela_in_terminal(home: &Path, args: &str) -> PtySession {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("stty cols 80 rows 40; exec \"$KIELA\" play {args}"))
        .env("KIELA", env!("CARGO_BIN_EXE_kiela"))
        .env("HOME", home)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env_remove("XDG_DATA_HOME")
        .env_remove("COLUMNS")
        .current_dir(home);
    spawn_command(command, Some(15_000)).expect("kiela starts in a terminal")
}

/// The moves of the game saved in `file`, as `history` lists them.
fn saved_history(home: &Path, file: &Path) -> String {
    let mut command = kiela_command(&["play", "--load", file.to_str().unwrap()], &home.join(".local/share"));
    success(&run(command.env("HOME", home), b"history\n"))
}

#[test]
fn ctrl_c_asks_before_a_game_is_lost_and_s_saves_it() {
    let home = tempfile::tempdir().unwrap();
    let mut terminal = kiela_in_terminal(home.path(), "--ai easy --seed 2");
    terminal.exp_string("you (south)> ").unwrap();
    terminal.send_line("o10").unwrap();
    terminal.exp_string("north (computer, easy) played").unwrap();
    terminal.exp_string("you (south)> ").unwrap();

    // Ctrl-C asks; Ctrl-C again at the question is a no.
    terminal.send_control('c').unwrap();
    terminal.exp_string("The game is not over and not saved.").unwrap();
    terminal.exp_string("y/s/n> ").unwrap();
    terminal.send_control('c').unwrap();
    terminal.exp_string("The game goes on.").unwrap();
    terminal.exp_string("you (south)> ").unwrap();

    // Ctrl-C while the computer thinks (a signal) or just after (a key) asks the same, and
    // s saves.
    terminal.send_line("o9").unwrap();
    terminal.exp_string("you (south) played o9").unwrap();
    terminal.send_control('c').unwrap();
    terminal.exp_string("The game is not over and not saved.").unwrap();
    terminal.send_line("s").unwrap();
    terminal.exp_string("Saved to").unwrap();
    terminal.exp_string("Bye.").unwrap();
    terminal.exp_eof().unwrap();

    let file = home.path().join(".local/share/kiela/saved-game.json");
    let history = saved_history(home.path(), &file);
    assert!(
        history.contains("1. south: o10") && history.contains("3. south: o9"),
        "{history}"
    );
}

#[test]
fn ctrl_d_asks_on_a_terminal_and_a_second_one_keeps_the_game() {
    let home = tempfile::tempdir().unwrap();
    let mut terminal = kiela_in_terminal(home.path(), "");
    terminal.exp_string("south's turn> ").unwrap();
    terminal.send_line("o10").unwrap();
    terminal.exp_string("north's turn> ").unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_string("The game is not over and not saved.").unwrap();
    terminal.exp_string("y/s/n> ").unwrap();
    terminal.send_control('d').unwrap();
    terminal.exp_string("The input ended, so the game is saved.").unwrap();
    terminal.exp_string("Bye.").unwrap();
    terminal.exp_eof().unwrap();
    let file = home.path().join(".local/share/kiela/saved-game.json");
    assert!(saved_history(home.path(), &file).contains("1. south: o10"));

    // Nothing at stake: Ctrl-D and Ctrl-C leave at once.
    for key in ['d', 'c'] {
        let mut terminal = kiela_in_terminal(home.path(), "");
        terminal.exp_string("south's turn> ").unwrap();
        terminal.send_control(key).unwrap();
        terminal.exp_string("Bye.").unwrap();
        terminal.exp_eof().unwrap();
    }
}

#[test]
fn the_first_screen_keeps_the_side_and_typed_input_comes_back_safe() {
    let home = tempfile::tempdir().unwrap();
    let mut terminal = kiela_in_terminal(home.path(), "--ai easy --seed 2");
    let first = terminal.exp_string("you (south)> ").unwrap();
    // The screen is cleared before the board: the side is said after the last clearing.
    let after_clear = first.rsplit("\x1b[2J").next().unwrap();
    assert!(first.contains("\x1b[2J"), "{first:?}");
    assert!(
        after_clear.contains("You play south, the two bottom rows, against north"),
        "{first:?}"
    );

    let long = "x".repeat(300);
    terminal.send_line(&long).unwrap();
    let refusal = terminal.exp_string("not a house").unwrap();
    // Cut after 40 characters (rexpect shows the bytes of `…` one by one, from 0xe2).
    assert!(refusal.contains(&format!("'{}\u{e2}", "x".repeat(40))), "{refusal:?}");
    terminal.send_line("\u{feff}o10").unwrap();
    terminal.exp_string("you (south) played o10").unwrap();
    terminal.exp_string("you (south)> ").unwrap();
    terminal.send_line("q").unwrap();
    terminal.exp_string("y/s/n> ").unwrap();
    terminal.send_line("y").unwrap();
    terminal.exp_eof().unwrap();
}
