//! `kiela`: play Kiela in the terminal, list the legal moves of a position, ask the computer
//! for a move, run matches between computer players, count perft and measure speed, review a
//! finished game and solve puzzles.
//!
//! This file only parses the command line and dispatches; each command lives in its own module
//! under `commands/`.

mod args;
mod cli;
mod commands;
mod error;
mod input;
mod legal;
mod progress;
mod words;

use std::io;
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};
use error::CliError;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return error::usage(error),
    };
    match dispatch(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => error.report(),
    }
}

fn dispatch(command: Command) -> Result<(), CliError> {
    let stdout = &mut io::stdout().lock();
    match command {
        Command::New(args) => commands::new::run(&args, stdout),
        Command::Moves(args) => commands::moves::run(&args, &mut io::stdin().lock(), stdout),
        Command::Perft(args) => commands::perft::run(&args, &mut io::stdin().lock(), stdout),
        Command::Play(args) => commands::play::run(&args, io::stdin().lock(), stdout),
        Command::Think(args) => commands::think::run(&args, &mut io::stdin().lock(), stdout),
        Command::Arena(args) => commands::arena::run(&args, stdout),
        Command::Bench(args) => commands::bench::run(&args, stdout),
        Command::Review(args) => commands::review::run(&args, &mut io::stdin().lock(), stdout),
        Command::Puzzle(args) => commands::puzzle::run(&args, io::stdin().lock(), stdout),
        Command::Stats(args) => commands::stats::run(&args, stdout),
    }
}
