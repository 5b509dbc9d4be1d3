//! The command line: the subcommands and the options they share.

use std::error::Error;
use std::str::FromStr;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use kiela_core::{CaptureSowing, Player, Position, Rules, Variant};

use crate::commands::{moves, new, perft, play};

#[derive(Debug, Parser)]
#[command(
    name = "kiela",
    version,
    about = "Kiela, the four-row mancala of Angola: play it, list moves, count perft."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the start position as JSON.
    New(new::NewArgs),
    /// Read a position (JSON) on stdin; print every legal move and the position after it.
    Moves(moves::MovesArgs),
    /// Count the sequences of DEPTH legal moves and time the move generator.
    Perft(perft::PerftArgs),
    /// Play a game for two people in the terminal.
    Play(play::PlayArgs),
}

/// The rules a new position is played under.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game: traditional (28 stones each) or beginner (14 each, single stones may be sown).
    #[arg(long, default_value_t = Variant::Traditional, value_parser = one_of::<Variant>(Variant::ALL.map(Variant::name)))]
    pub variant: Variant,
    /// Where captured stones start to be sown.
    #[arg(
        long,
        default_value_t = CaptureSowing::AfterCapturingHouse,
        value_parser = one_of::<CaptureSowing>(CaptureSowing::ALL.map(CaptureSowing::name)),
    )]
    pub capture_sowing: CaptureSowing,
}

impl RulesArgs {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant, self.capture_sowing)
    }
}

/// The rules and who moves first: everything a start position needs.
#[derive(Debug, Args)]
pub struct StartArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Who moves first.
    #[arg(long, default_value_t = Player::South, value_parser = one_of::<Player>(Player::BOTH.map(Player::name)))]
    pub first: Player,
}

impl StartArgs {
    pub fn position(&self) -> Position {
        Position::start(self.rules.rules(), self.first)
    }
}

/// A value from a closed set of `names`, listed in `--help` and in the error for a wrong one,
/// and parsed with the core type's own `FromStr`.
fn one_of<T>(names: impl IntoIterator<Item = &'static str>) -> impl TypedValueParser<Value = T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: Into<Box<dyn Error + Send + Sync>>,
{
    PossibleValuesParser::new(names).try_map(|name| name.parse::<T>())
}
