//! The command line: the subcommands, each with its own arguments (shared ones are in
//! `args`).

use clap::{Parser, Subcommand};

use crate::commands::{arena, bench, moves, new, perft, play, puzzle, review, stats, think};

#[derive(Debug, Parser)]
#[command(
    name = "kiela",
    version,
    about = "Kiela, the four-row mancala of Angola: play it (with a friend or the computer), list moves, ask the engine, run matches, count perft, review games, solve puzzles."
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
    /// Play a game in the terminal: two people, or a person against the computer (--ai).
    Play(play::PlayArgs),
    /// Read a position (JSON) on stdin; print the move the computer plays there.
    Think(think::ThinkArgs),
    /// Play a match between two computer players and print the score and Elo difference.
    Arena(arena::ArenaArgs),
    /// Measure the move generator (perft moves/s) and the search (nodes/s).
    Bench(bench::BenchArgs),
    /// Review a finished game: every sowing scored against the engine's best move.
    Review(review::ReviewArgs),
    /// Play the shipped puzzles in the terminal, one after another, or list them with your progress (--list).
    Puzzle(puzzle::PuzzleArgs),
    /// Show the games counted and your rating (± its deviation) from the terminal's statistics.
    Stats(stats::StatsArgs),
}
