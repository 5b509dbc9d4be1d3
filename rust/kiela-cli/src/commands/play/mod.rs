//! `kiela play`: a game in the terminal, drawn from the seat of the player to move.
//!
//! Both seats are people for now. A computer player plugs in as a [`seat::Seat::Computer`] with a
//! function that picks its move (the future `--ai LEVEL --ai-plays south|north`).

mod board;
mod describe;
mod marks;
mod request;
mod seat;
mod session;

use std::io::{BufRead, Write};

use clap::Args;
use kiela_core::Game;

use crate::cli::StartArgs;
use crate::error::CliError;
use seat::Seats;
use session::Session;

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    start: StartArgs,
    /// Each player may rearrange all their stones on their first turn instead of sowing.
    #[arg(long)]
    expert_opening: bool,
}

pub fn run(args: &PlayArgs, input: impl BufRead, out: impl Write) -> Result<(), CliError> {
    let game = Game::new(args.start.position(), args.expert_opening);
    Session::new(game, Seats::people(), input, out).run()?;
    Ok(())
}
