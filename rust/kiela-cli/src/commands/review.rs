//! `kiela review FILE`: a finished game looked at again, every sowing scored by a deep search
//! against the best move (`kiela_session::Reviewer`), with a verdict by the winning chance it
//! gave away.

use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use clap::Args;
use kiela_core::{Game, Move, Player};
use kiela_session::{
    exercises_of, read_game, Exercise, GameReview, KielaError, PuzzleKind, ReviewSeats, ReviewValue, ReviewedTurn,
    Reviewer, Side, Verdict,
};
use serde_json::{json, Value};

use super::puzzle::puzzle_json;
use crate::error::CliError;
use crate::progress::Progress;
use crate::words::{self, counted};

/// How often the progress bar is moved on while the review runs.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

const VERDICTS: [Verdict; 5] = [
    Verdict::Best,
    Verdict::Good,
    Verdict::Inaccuracy,
    Verdict::Mistake,
    Verdict::Blunder,
];

#[derive(Debug, Args)]
#[command(after_help = "\
The game is read from FILE (- for stdin): a game record's JSON, its text (as shared), or a
session save (kiela play's `save`). Each position is searched once (200000 nodes), from the
game's end backwards, so the same game always gets the same review; rearrangements are not
scored.

Each turn shows the mover's chance of winning after the move played and after the best move
found (a draw counts half), or a proven result: `win in N` and `loss in N`, N plies (single
moves) from the end. Verdicts, by the winning chance given away against the best move: best,
good (at most 5 points), inaccuracy (at most 10), mistake (at most 20), blunder (more, or a
proven win given away); a move that keeps a proven win is good.

With --json:
  {\"turns\": [{\"turn\": 1, \"mover\": \"south\", \"played\": \"o10\", \"best\": \"o3\",
    \"evaluation\": -40, \"best_evaluation\": 120, \"chance\": 0.45, \"best_chance\": 0.66,
    \"verdict\": \"mistake\"}, …]}
turn counts every turn of the game from 1 (rearrangements too), houses are in the mover's names,
chance and best_chance are the mover's, from 0.0 to 1.0 (1.0 and 0.0 only for proven results);
evaluation and best_evaluation are the search's scores behind them, in hundredths of its
evaluation's stones (a proven result is ±(30000 − plies to the end)).

Each mistake and blunder (of --side's player, else of both) becomes an exercise: find a better
move from the position it was played in. The text lists them; --json adds
  \"exercises\": [{\"id\": \"mistake-…\", \"kind\": \"better_move\", \"grade\": \"easy\",
    \"position\": {…}, \"answer\": \"o4\", \"stones\": 0, \"played\": \"i3\",
    \"verdict\": \"blunder\", \"best_evaluation\": 120, \"turn\": 12, \"mover\": \"south\"}, …]
each a puzzle as kiela puzzle --list --json writes one, the position turned so the mover plays
south; kiela puzzle --exercises REVIEW.json plays them.

A progress bar is drawn on stderr while the review runs, when stderr is a terminal.")]
pub struct ReviewArgs {
    /// The game: a record's JSON or text, or a session save; - reads stdin.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Print the review as JSON.
    #[arg(long)]
    json: bool,
    /// Whose mistakes become exercises: south's or north's (default: both sides').
    #[arg(long, value_name = "SIDE", value_parser = parse_side)]
    side: Option<Side>,
}

fn parse_side(text: &str) -> Result<Side, String> {
    text.parse::<Player>()
        .map(Side::from)
        .map_err(|_| format!("'{text}' is not a side: south or north"))
}

pub fn run(args: &ReviewArgs, input: &mut impl Read, out: &mut impl Write) -> Result<(), CliError> {
    let (name, text) = read_text(&args.file, input)?;
    let game = read_game(&text).map_err(|error| CliError::input(one_line(&format!("{name}: {error}"))))?;
    let started = Instant::now();
    let seats = match args.side {
        Some(person) => ReviewSeats::AgainstComputer { person },
        None => ReviewSeats::BySide,
    };
    let review = review_showing_progress(&game, seats)?;
    let took = started.elapsed();
    let exercises = exercises_of(&game, &review);
    if args.json {
        print_json_lists(
            out,
            &[
                ("turns", review_json(&review)),
                ("exercises", exercises.iter().map(exercise_json).collect()),
            ],
        )
    } else {
        write!(out, "{}", review_text(&review, &exercises, took))?;
        Ok(())
    }
}

/// The file's text and how to name it in a message; `-` is stdin.
fn read_text(path: &Path, input: &mut impl Read) -> Result<(String, String), CliError> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        input
            .read_to_string(&mut text)
            .map_err(|error| CliError::input(format!("cannot read a game on stdin: {error}")))?;
        return Ok(("stdin".to_owned(), text));
    }
    let name = path.display().to_string();
    let text = fs::read_to_string(path).map_err(|error| CliError::input(format!("cannot read {name}: {error}")))?;
    Ok((name, text))
}

/// Reviews on a worker thread while this one moves the bar on stderr.
fn review_showing_progress(game: &Game, seats: ReviewSeats) -> Result<GameReview, CliError> {
    let sowings = game.moves().iter().filter(|turn| matches!(turn, Move::Sow(_))).count();
    let reviewer = Reviewer::new();
    let bar = Progress::on_stderr(sowings as u32);
    let note = || "turns reviewed".to_owned();
    bar.update(0, note());
    let result = thread::scope(|scope| {
        let (done, finished) = mpsc::channel();
        let reviewer = &reviewer;
        scope.spawn(move || {
            // The receiver outlives the worker: the send cannot fail.
            let _ = done.send(reviewer.review(game, seats));
        });
        loop {
            match finished.recv_timeout(PROGRESS_EVERY) {
                Ok(result) => break result,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let progress = reviewer.progress();
                    bar.update(progress.done.0.max(0) as u32, note());
                }
                // The worker panicked: the scope passes the panic on.
                Err(mpsc::RecvTimeoutError::Disconnected) => break Err(KielaError::Cancelled),
            }
        }
    });
    bar.finish();
    result.map_err(|error| CliError::input(one_line(&format!("the review failed: {error}"))))
}

/// A message on one line, whatever a reason inside it held.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn side_name(side: Side) -> &'static str {
    Player::from(side).name()
}

fn review_json(review: &GameReview) -> Vec<Value> {
    review
        .turns
        .iter()
        .map(|turn| {
            json!({
                "turn": turn.turn.0,
                "mover": side_name(turn.mover),
                "played": turn.played.house.to_string(),
                "best": turn.best.house.to_string(),
                "evaluation": turn.evaluation.0,
                "best_evaluation": turn.best_evaluation.0,
                "chance": turn.chance,
                "best_chance": turn.best_chance,
                "verdict": turn.verdict.name(),
            })
        })
        .collect()
}

/// An exercise as JSON: its puzzle in the shipped puzzles' terms (`kiela puzzle --exercises`
/// plays it), with the turn it comes from and the side that played it.
fn exercise_json(exercise: &Exercise) -> Value {
    let mut value = puzzle_json(&exercise.puzzle);
    value["turn"] = exercise.turn.0.into();
    value["mover"] = side_name(exercise.mover).into();
    value
}

/// Each list under its key, one item a line, as `print_json_list` writes one.
fn print_json_lists(out: &mut impl Write, lists: &[(&str, Vec<Value>)]) -> Result<(), CliError> {
    writeln!(out, "{{")?;
    for (place, (key, items)) in lists.iter().enumerate() {
        let key = Value::from(*key);
        let after = if place + 1 < lists.len() { "," } else { "" };
        if items.is_empty() {
            writeln!(out, "{key}: []{after}")?;
            continue;
        }
        writeln!(out, "{key}: [")?;
        for (index, item) in items.iter().enumerate() {
            let comma = if index + 1 < items.len() { "," } else { "" };
            writeln!(out, "  {item}{comma}")?;
        }
        writeln!(out, "]{after}")?;
    }
    writeln!(out, "}}")?;
    Ok(())
}

/// The exercises made of the mistakes, one a line, or that there are none.
fn exercises_text(exercises: &[Exercise]) -> String {
    if exercises.is_empty() {
        return "No mistake or blunder to make an exercise of.\n".to_owned();
    }
    let mut text = format!(
        "{}: find a better move (kiela puzzle --exercises plays them)\n",
        counted(exercises.len() as u64, "exercise", "exercises")
    );
    for exercise in exercises {
        let PuzzleKind::BetterMove { played, verdict, .. } = exercise.puzzle.kind else {
            continue;
        };
        text += &format!(
            "  turn {:>3}  {:<5}  played {:<3}  {:<8}  best {}\n",
            exercise.turn.0,
            side_name(exercise.mover),
            played.house.to_string(),
            verdict.name(),
            exercise.puzzle.answer.house
        );
    }
    text
}

/// The table of turns (61 columns), then each side's verdicts, the exercises made of the
/// mistakes, and the time taken.
fn review_text(review: &GameReview, exercises: &[Exercise], took: Duration) -> String {
    if review.turns.is_empty() {
        return "No sowing to review: the game has none.\n".to_owned();
    }
    let mut text = format!(
        "{:>4}  {:<5}  {:<6}  {:<4}  {:>10}  {:>10}  {}\n",
        "turn", "mover", "played", "best", "chance", "best's", "verdict"
    );
    for turn in &review.turns {
        text += &row(turn);
    }
    let proven = |value| !matches!(value, ReviewValue::Chance { .. });
    text += "(chance: the mover's chance of winning after the move, a draw counting half)\n";
    if review.turns.iter().any(|t| proven(t.value) || proven(t.best_value)) {
        text += "(win in N, loss in N: proven, N plies to the end)\n";
    }
    text += "\n";
    for (side, counted) in [(Side::South, review.south), (Side::North, review.north)] {
        let counts: Vec<String> = VERDICTS
            .iter()
            .map(|&verdict| verdict_count(verdict, counted.get(verdict).0.max(0) as usize))
            .collect();
        text += &format!("{}: {}\n", side_name(side), counts.join(", "));
    }
    text += &exercises_text(exercises);
    let sowings = review.turns.len();
    text += &format!(
        "reviewed {sowings} {} in {:.1} s\n",
        if sowings == 1 { "turn" } else { "turns" },
        took.as_secs_f64()
    );
    text
}

fn row(turn: &ReviewedTurn) -> String {
    // The best move's value is shown only where another move was better.
    let best_value = if turn.best == turn.played {
        String::new()
    } else {
        words::value(turn.best_value)
    };
    format!(
        "{:>4}  {:<5}  {:<6}  {:<4}  {:>10}  {:>10}  {}\n",
        turn.turn.0,
        side_name(turn.mover),
        turn.played.house.to_string(),
        turn.best.house.to_string(),
        words::value(turn.value),
        best_value,
        turn.verdict.name()
    )
}

/// `3 best`, `1 inaccuracy`, `2 mistakes`.
fn verdict_count(verdict: Verdict, count: usize) -> String {
    let word = match (verdict, count) {
        (Verdict::Best | Verdict::Good, _) => verdict.name().to_owned(),
        (Verdict::Inaccuracy, 1) => "inaccuracy".to_owned(),
        (Verdict::Inaccuracy, _) => "inaccuracies".to_owned(),
        (_, 1) => verdict.name().to_owned(),
        (_, _) => format!("{}s", verdict.name()),
    };
    format!("{count} {word}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_are_counted_in_words() {
        assert_eq!(verdict_count(Verdict::Best, 3), "3 best");
        assert_eq!(verdict_count(Verdict::Inaccuracy, 1), "1 inaccuracy");
        assert_eq!(verdict_count(Verdict::Inaccuracy, 0), "0 inaccuracies");
        assert_eq!(verdict_count(Verdict::Blunder, 2), "2 blunders");
    }
}
