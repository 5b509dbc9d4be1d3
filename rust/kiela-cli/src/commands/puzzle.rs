//! `kiela puzzle`: the shipped puzzles (`kiela_session::puzzles`), listed, or one played in the
//! terminal as the apps play it (`kiela_session::PuzzleGame`): the person is South, at the
//! bottom; for a win in several moves the engine defends North as long as it can.

use std::io::{self, BufRead, IsTerminal, Write};

use clap::Args;
use kiela_core::exchange::position_json;
use kiela_core::{House, Player};
use kiela_session::{
    puzzle, puzzles, AnimationSpeed, GuideNote, MoveOutcome, Puzzle, PuzzleGame, PuzzleGrade, PuzzleKind, PuzzleMiss,
    PuzzleState, Side, Spot,
};
use serde_json::{json, Value};

use super::play::board::{self, Layout, View, FULL_WIDTH};
use super::play::describe::{refusal, stone_count, wrap, MESSAGE_WIDTH, WIDTH};
use super::play::lines::{Editor, Line, Lines, Plain};
use super::play::marks::Marks;
use super::play::paint::{Ink, Paint};
use super::print_json_list;
use crate::error::CliError;

#[derive(Debug, Args)]
#[command(after_help = "\
Two kinds of puzzle, each proven by the engine when it was made: take the most stones in one
move (one move takes strictly more than any other), and win in N (leave North without a legal
move within N of your moves, whatever it answers; no fewer moves would do). You always play
South, at the bottom of the board.

Type a house (o3, i10) to sow it; q or the end of the input leaves. Each move is told with what
it took, and for a win in several moves the engine's answer follows. The puzzle ends solved or
missed, with the answer and why.

With --list --json:
  {\"puzzles\": [{\"id\": \"most-001\", \"kind\": \"most_in_one\", \"grade\": \"easy\",
    \"position\": {…}, \"answer\": \"i9\", \"stones\": 4, \"next_best\": 1}, …]}
kind is most_in_one or win_in (with \"moves\": N); position is the puzzle's, South to move, in
the position JSON of `kiela moves`; answer is the solving move, stones what it takes, and
next_best (most_in_one only) the most any other move takes.")]
pub struct PuzzleArgs {
    /// The puzzle to play, by its id (default: the first one).
    #[arg(value_name = "ID", conflicts_with = "list")]
    id: Option<String>,
    /// List the puzzles, one a line, instead of playing one.
    #[arg(long)]
    list: bool,
    /// With --list: print them as JSON, each with its position and answer.
    #[arg(long, requires = "list")]
    json: bool,
    /// No colour, even on a terminal (NO_COLOR is respected too).
    #[arg(long)]
    no_color: bool,
}

pub fn run(args: &PuzzleArgs, input: impl BufRead + 'static, out: impl Write) -> Result<(), CliError> {
    let mut out = out;
    if args.list {
        return match args.json {
            true => print_json_list(&mut out, "puzzles", &list_json()),
            false => {
                write!(out, "{}", list_text())?;
                Ok(())
            }
        };
    }
    let chosen = match &args.id {
        Some(id) => puzzle(id).map_err(|error| CliError::input(format!("{error} (kiela puzzle --list lists them)")))?,
        None => puzzles()
            .first()
            .ok_or_else(|| CliError::input("no puzzles are shipped"))?,
    };
    let terminal_out = io::stdout().is_terminal();
    let lines: Box<dyn Lines> = if io::stdin().is_terminal() && terminal_out {
        Box::new(Editor::new()?)
    } else {
        Box::new(Plain(input))
    };
    let columns = super::play::width(terminal_out);
    let mut solve = Solve {
        game: PuzzleGame::new(chosen, AnimationSpeed::Instant),
        lines,
        out,
        paint: Paint::choose(terminal_out, args.no_color),
        layout: Layout::for_width(columns),
        width: columns.min(FULL_WIDTH).saturating_sub(WIDTH - MESSAGE_WIDTH).max(20),
        moves: 0,
    };
    solve.run()?;
    Ok(())
}

fn grade_name(grade: PuzzleGrade) -> &'static str {
    match grade {
        PuzzleGrade::Easy => "easy",
        PuzzleGrade::Medium => "medium",
        PuzzleGrade::Hard => "hard",
    }
}

/// What the puzzle asks, in a few words: `take the most in one move`, `win in 2`.
fn task_short(kind: PuzzleKind) -> String {
    match kind {
        PuzzleKind::MostInOne => "take the most in one move".to_owned(),
        PuzzleKind::WinIn { moves } => format!("win in {}", moves.0),
    }
}

/// `most-001    easy    take the most in one move`, a line a puzzle.
fn list_text() -> String {
    puzzles()
        .iter()
        .map(|p| format!("{:<10}  {:<6}  {}\n", p.id, grade_name(p.grade), task_short(p.kind)))
        .collect()
}

fn list_json() -> Vec<Value> {
    puzzles().iter().map(puzzle_json).collect()
}

fn puzzle_json(puzzle: &Puzzle) -> Value {
    let mut value = json!({ "id": puzzle.id });
    match puzzle.kind {
        PuzzleKind::MostInOne => value["kind"] = "most_in_one".into(),
        PuzzleKind::WinIn { moves } => {
            value["kind"] = "win_in".into();
            value["moves"] = moves.0.into();
        }
    }
    value["grade"] = grade_name(puzzle.grade).into();
    value["position"] = position_json(&puzzle.position());
    value["answer"] = puzzle.answer.house.to_string().into();
    value["stones"] = puzzle.stones.0.into();
    if let Some(next_best) = puzzle.next_best {
        value["next_best"] = next_best.0.into();
    }
    value
}

/// A puzzle being played in the terminal.
struct Solve<W> {
    game: PuzzleGame,
    lines: Box<dyn Lines>,
    out: W,
    paint: Paint,
    layout: Layout,
    /// Columns for messages: the terminal's, at most the board's 60, less room for the prompt
    /// a message may follow on its line (as `kiela play` does).
    width: usize,
    /// The person's moves so far.
    moves: u8,
}

impl<W: Write> Solve<W> {
    /// Runs until the puzzle is solved or missed, `q`, or the end of the input.
    fn run(&mut self) -> io::Result<()> {
        let puzzle = self.game.puzzle().clone();
        self.say(&format!(
            "Puzzle {} ({}). You play south, at the bottom.",
            puzzle.id,
            grade_name(puzzle.grade)
        ))?;
        self.show()?;
        self.say(&task(puzzle.kind))?;
        self.say("Type a house such as o3 to sow it, or q to leave.")?;
        loop {
            let Some(line) = self.lines.read("south> ", &mut self.out)? else {
                return Ok(());
            };
            let text = match line {
                Line::Text(text) => text,
                Line::NotText => {
                    self.refuse("That line is not UTF-8 text, so it is not a house. Type one such as o3.")?;
                    continue;
                }
            };
            let text = text.trim();
            match text.to_ascii_lowercase().as_str() {
                "" => continue,
                "q" | "quit" | "exit" => return Ok(()),
                _ => {}
            }
            let house: House = match text.parse() {
                Ok(house) => house,
                Err(error) => {
                    self.refuse(&format!("{error}. Type one of your houses, such as o3."))?;
                    continue;
                }
            };
            let index = Spot::new(Player::South, house).index;
            let step = match self.game.play(index.into()) {
                Ok(step) => step,
                Err(error) => {
                    self.refuse(&format!("Illegal move {house}: {}. Try another.", refusal(&error)))?;
                    continue;
                }
            };
            self.moves += 1;
            self.say(&told("south", &step.outcome))?;
            if let Some(reply) = &step.reply {
                self.say(&told("north", reply))?;
            }
            self.show()?;
            match step.state {
                PuzzleState::Playing => self.say(&self.still_to_win(&puzzle))?,
                PuzzleState::Solved => return self.result(&self.solved(&puzzle)),
                PuzzleState::Missed { miss } => {
                    return self.result(&self.missed(&puzzle, &step.outcome.notation, miss));
                }
            }
        }
    }

    /// The board as it stands, drawn from South's seat, the last move marked.
    fn show(&mut self) -> io::Result<()> {
        let snapshot = self.game.snapshot();
        let marks = Marks::of(&snapshot.last_move_marks);
        let view = View {
            snapshot: &snapshot,
            me: Side::South,
            marks: &marks,
            layout: self.layout,
            paint: self.paint,
        };
        write!(self.out, "{}", board::draw(&view))
    }

    fn still_to_win(&self, puzzle: &Puzzle) -> String {
        let PuzzleKind::WinIn { moves } = puzzle.kind else {
            return String::new();
        };
        let left = moves.0.saturating_sub(self.moves);
        format!(
            "The win is still forced: leave north without a legal move within {}.",
            plural(left, "more move")
        )
    }

    fn solved(&self, puzzle: &Puzzle) -> String {
        match (puzzle.kind, puzzle.next_best) {
            (PuzzleKind::MostInOne, next_best) => format!(
                "Solved! {} takes {}, the most: no other move takes more than {}.",
                puzzle.answer.house,
                stone_count(puzzle.stones.0.into()),
                next_best.map_or(0, |n| n.0)
            ),
            (PuzzleKind::WinIn { .. }, _) => format!(
                "Solved! north has no legal move left: you won in {}.",
                plural(self.moves, "move")
            ),
        }
    }

    fn missed(&self, puzzle: &Puzzle, played: &str, miss: PuzzleMiss) -> String {
        match miss {
            PuzzleMiss::TookFewer { took, most, answer } => {
                let others = puzzle
                    .next_best
                    .map_or(String::new(), |n| format!(" (no other move takes more than {})", n.0));
                let took = match took.0 {
                    0 => "nothing".to_owned(),
                    n => stone_count(n.into()),
                };
                format!(
                    "Missed: {played} took {took}. The answer is {}, which takes {}{others}.",
                    answer.house,
                    stone_count(most.0.into())
                )
            }
            PuzzleMiss::WinEscaped { answer } => {
                let PuzzleKind::WinIn { moves } = puzzle.kind else {
                    return format!("Missed: the answer is {}.", answer.house);
                };
                let left = moves.0.saturating_sub(self.moves - 1);
                let why = format!(
                    "Missed: after {played} north escapes: it cannot be left without a legal move \
within {}, whatever you play.",
                    plural(left, "more move")
                );
                if self.moves == 1 {
                    format!(
                        "{why} The answer is {}, the only first move that forces the win.",
                        answer.house
                    )
                } else {
                    format!("{why} {} would have kept the win forced.", answer.house)
                }
            }
        }
    }

    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{}", wrap(text, self.width))
    }

    fn refuse(&mut self, text: &str) -> io::Result<()> {
        let text = wrap(text, self.width);
        writeln!(self.out, "{}", self.paint.ink(Ink::Refusal, &text))
    }

    /// The puzzle's end, solved or missed.
    fn result(&mut self, text: &str) -> io::Result<()> {
        let text = wrap(text, self.width);
        writeln!(self.out, "{}", self.paint.ink(Ink::Result, &text))
    }
}

/// What the puzzle asks, in a sentence.
fn task(kind: PuzzleKind) -> String {
    match kind {
        PuzzleKind::MostInOne => "South to move: take the most stones in one move.".to_owned(),
        PuzzleKind::WinIn { moves } if moves.0 == 1 => {
            "South to move: win in 1. Leave north without a legal move with this one.".to_owned()
        }
        PuzzleKind::WinIn { moves } => format!(
            "South to move: win in {0}. Leave north without a legal move within {0} of your moves, \
whatever it answers.",
            moves.0
        ),
    }
}

/// `1 move`, `2 moves`.
fn plural(n: u8, word: &str) -> String {
    match n {
        1 => format!("1 {word}"),
        n => format!("{n} {word}s"),
    }
}

/// What a move did, from its guide notes: `south played o10: relay at i9, i3 took 4 stones
/// from north's i8 and o8, last stone in i6; 4 stones in all.`
fn told(who: &str, outcome: &MoveOutcome) -> String {
    let steps: Vec<String> = outcome
        .guide
        .iter()
        .filter_map(|cue| match cue.note {
            GuideNote::Relay { house, .. } => Some(format!("relay at {}", house.house)),
            GuideNote::Capture {
                captor,
                inner,
                outer,
                stones,
            } => Some(format!(
                "{} took {} from {}'s {} and {}",
                captor.house,
                stone_count(stones.0.into()),
                Player::from(inner.side),
                inner.house,
                outer.house
            )),
            GuideNote::TurnEnds { house, .. } => Some(format!("last stone in {}", house.house)),
            GuideNote::Sowing { .. } | GuideNote::JoinArmy { .. } => None,
        })
        .collect();
    let took = match outcome.captured.0 {
        0 => "it took nothing".to_owned(),
        n => format!("{} taken in all", stone_count(n.into())),
    };
    format!("{who} played {}: {}; {took}.", outcome.notation, steps.join(", "))
}
