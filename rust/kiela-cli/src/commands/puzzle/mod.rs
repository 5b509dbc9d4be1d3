//! `kiela puzzle`: the shipped puzzles (`kiela_session::puzzles`), listed with the person's
//! progress, or played in a row in the terminal as the apps play them
//! (`kiela_session::PuzzleGame`): the person is South, at the bottom; for a win in several moves
//! the engine defends North as long as it can. Solved puzzles are kept in the statistics file
//! `kiela play` keeps, the same record as the apps'.

mod daily;
mod list;
mod messages;
mod miss;
mod progress;
mod request;
mod solve;

use std::fs;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::Args;
use kiela_session::{puzzles, read_puzzles, Puzzle};
use serde_json::{json, Value};

use super::play::board::{Layout, FULL_WIDTH};
use super::play::describe::{MESSAGE_WIDTH, WIDTH};
use super::play::lines::{Editor, Lines, Plain};
use super::play::paint::Paint;
use super::print_json_list;
use crate::error::CliError;
pub use list::puzzle_json;
use progress::Progress;
use solve::{Screen, Set, Solve};

#[derive(Debug, Args)]
#[command(after_help = "\
Two kinds of puzzle, each proven by the engine when it was made: take the most stones in one
move (one move takes strictly more than any other), and win in N (leave North without a legal
move within N of your moves, whatever it answers; no fewer moves would do). You always play
South, at the bottom of the board.

Type a house (o3, i10) to sow it, or moves, hint (twice names the move), again, next, help, q;
the end of the input leaves too. Each move is told with what it took, and for a win in several
moves the engine's answer follows. A puzzle ends solved or missed, with the answer and why;
then type again, next (the next puzzle not solved yet) or q. Solved puzzles are kept in
$XDG_DATA_HOME/kiela/statistics.json (or ~/.local/share/kiela/), with kiela play's games.

--list marks the solved puzzles and counts them by grade and kind. With --list --json:
  {\"puzzles\": [{\"id\": \"most-001\", \"kind\": \"most_in_one\", \"grade\": \"easy\",
    \"position\": {…}, \"answer\": \"i9\", \"stones\": 4, \"next_best\": 1, \"solved\": false}, …]}
kind is most_in_one or win_in (with \"moves\": N); position is the puzzle's, South to move, in
the position JSON of `kiela moves`; answer is the solving move, stones what it takes,
next_best (most_in_one only) the most any other move takes, and solved whether you solved it.

--exercises REVIEW plays the exercises in REVIEW, the JSON of `kiela review --json`: each is a
mistake or blunder from the game, at the position it was played in (from the mover's side, as
south), to be found better: solved by a move the engine grades at most an inaccuracy away from
the review's best move (the review's own search scores it); then the engine answers.")]
pub struct PuzzleArgs {
    /// The puzzle to start with, by its id (default: the first one not solved yet).
    #[arg(value_name = "ID", conflicts_with = "list")]
    id: Option<String>,
    /// List the puzzles, one a line with your progress, instead of playing.
    #[arg(long)]
    list: bool,
    /// With --list: print them as JSON, each with its position, answer and whether it is solved.
    #[arg(long, requires = "list")]
    json: bool,
    /// Play the exercises of a review written by `kiela review --json` (the mistakes of a game,
    /// each to be found better), one after another.
    #[arg(long, value_name = "REVIEW", conflicts_with_all = ["id", "list"])]
    exercises: Option<PathBuf>,
    /// Play the puzzle of the day: the same for everyone on a date, another the next day
    /// (chosen from the local date). Solved today, it counts your daily streak.
    #[arg(long, conflicts_with_all = ["id", "list"])]
    daily: bool,
    /// With --daily or --list: the day, YYYY-MM-DD, instead of today (another day's puzzle is
    /// practice: it does not count the streak).
    #[arg(long, value_name = "YYYY-MM-DD")]
    date: Option<String>,
    /// No colour, even on a terminal (NO_COLOR is respected too).
    #[arg(long)]
    no_color: bool,
}

pub fn run(args: &PuzzleArgs, input: impl BufRead + 'static, out: impl Write) -> Result<(), CliError> {
    let mut out = out;
    let mut progress = Progress::load();
    let date = daily::date(args.date.as_deref())?;
    if args.date.is_some() && !args.daily && !args.list {
        return Err(CliError::input("--date goes with --daily or --list"));
    }
    if args.list {
        return match args.json {
            true => print_json_list(&mut out, "puzzles", &list::json(&progress)),
            false => {
                write!(
                    out,
                    "{}{}",
                    list::text(&progress),
                    daily::summary(&progress.overview(date))
                )?;
                Ok(())
            }
        };
    }
    let (set, start) = match &args.exercises {
        Some(path) => (Set::Exercises(read_exercises(path)?), 0),
        None if args.daily => (Set::Shipped, daily::start(date, &mut progress, &mut out)?),
        None => (Set::Shipped, shipped_start(args, &progress, &mut out)?),
    };
    let terminal_out = io::stdout().is_terminal();
    let lines: Box<dyn Lines> = if io::stdin().is_terminal() && terminal_out {
        Box::new(Editor::new()?)
    } else {
        Box::new(Plain(input))
    };
    let columns = super::play::width(terminal_out);
    let screen = Screen {
        paint: Paint::choose(terminal_out, args.no_color),
        layout: Layout::for_width(columns),
        width: columns.min(FULL_WIDTH).saturating_sub(WIDTH - MESSAGE_WIDTH).max(20),
    };
    Solve::new(progress, set, start, lines, out, screen).run()?;
    Ok(())
}

/// The exercises of a review's JSON (`kiela review --json`); refused when there are none.
fn read_exercises(path: &Path) -> Result<Vec<Puzzle>, CliError> {
    let name = path.display();
    let text = fs::read_to_string(path).map_err(|error| CliError::input(format!("cannot read {name}: {error}")))?;
    let review: Value =
        serde_json::from_str(&text).map_err(|error| CliError::input(format!("{name} is not JSON: {error}")))?;
    let Some(exercises) = review.get("exercises") else {
        return Err(CliError::input(format!(
            "{name} holds no exercises: write it with kiela review --json"
        )));
    };
    let exercises = read_puzzles(&json!({ "puzzles": exercises }).to_string())
        .map_err(|error| CliError::input(format!("{name}: {error}")))?;
    if exercises.is_empty() {
        return Err(CliError::input(format!(
            "{name}: the game had no mistake to make an exercise of"
        )));
    }
    Ok(exercises)
}

/// Where the shipped puzzles start: the one asked for, else the first not solved yet.
fn shipped_start(args: &PuzzleArgs, progress: &Progress, out: &mut impl Write) -> Result<usize, CliError> {
    let all = puzzles();
    if all.is_empty() {
        return Err(CliError::input("no puzzles are shipped"));
    }
    Ok(match &args.id {
        Some(id) => all.iter().position(|p| p.id == *id).ok_or_else(|| {
            let id = super::play::echo::shown(id);
            CliError::input(format!("no puzzle '{id}' (kiela puzzle --list lists them)"))
        })?,
        None => match progress.first_unsolved() {
            Some(index) => index,
            None => {
                writeln!(out, "Every puzzle is solved: here is the first one again.")?;
                0
            }
        },
    })
}
