//! `kiela play`: a game in the terminal for two people, or a person against the computer
//! (`--ai LEVEL [--ai-plays south|north]`), drawn from the seat of the person at the keyboard.

mod board;
mod describe;
mod marks;
mod request;
mod seat;
mod session;

use std::io::{BufRead, Write};
use std::time::{SystemTime, UNIX_EPOCH};

use clap::Args;
use kiela_ai::Level;
use kiela_core::{Game, Player};

use crate::args::{level_parser, one_of, StartArgs};
use crate::error::CliError;
use seat::Seats;
use session::Session;

#[derive(Debug, Args)]
#[command(after_help = "\
At the prompt type a house (o3, i10) to sow it, or: moves (the legal moves), hint (the move the
strongest level would play, where its last stone lands and why), undo (take back your last move
and, against the computer, its reply), board, help, q. The end of the input quits too.

Against the computer (--ai) the board is drawn from your seat, and each of its moves is told
and drawn with its marks.")]
pub struct PlayArgs {
    #[command(flatten)]
    start: StartArgs,
    /// Each player may rearrange all their stones on their first turn instead of sowing.
    #[arg(long)]
    expert_opening: bool,
    /// Play against the computer at this level.
    #[arg(long, value_name = "LEVEL", value_parser = level_parser())]
    ai: Option<Level>,
    /// The side the computer plays; you play the other.
    #[arg(
        long,
        value_name = "SIDE",
        requires = "ai",
        default_value_t = Player::North,
        value_parser = one_of::<Player>(Player::BOTH.map(Player::name)),
    )]
    ai_plays: Player,
    /// Seed of the computer's choices among near-best moves (default: a new one every game).
    #[arg(long, value_name = "S", requires = "ai")]
    seed: Option<u64>,
}

pub fn run(args: &PlayArgs, input: impl BufRead, out: impl Write) -> Result<(), CliError> {
    let game = Game::new(args.start.position(), args.expert_opening);
    let seats = match args.ai {
        Some(level) => Seats::against_level(args.ai_plays, level, args.seed.unwrap_or_else(fresh_seed)),
        None => Seats::people(),
    };
    Session::new(game, seats, input, out).run()?;
    Ok(())
}

/// A seed that differs from game to game.
fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |time| time.as_nanos() as u64)
}
