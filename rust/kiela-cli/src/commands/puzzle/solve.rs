//! Puzzles played in a row in the terminal: each as the apps play it (`PuzzleGame`), the person
//! South at the bottom, the engine defending North. After a puzzle ends the person tries it
//! again, goes on to the next one, or leaves; a solved puzzle is recorded at once.

use std::io::{self, Write};

use kiela_ai::puzzles::forced_win_moves;
use kiela_core::{House, Player, Position};
use kiela_session::{puzzles, AnimationSpeed, MoveOutcome, Puzzle, PuzzleGame, PuzzleKind, PuzzleState, Spot, Turn};

use super::super::play::board::{self, Layout, View};
use super::super::play::describe::{refusal, wrap};
use super::super::play::lines::{Line, Lines};
use super::super::play::marks::Marks;
use super::super::play::paint::{Ink, Paint};
use super::messages::{self, HELP};
use super::miss::missed;
use super::progress::Progress;
use super::request::{Command, Request};
use crate::legal::legal_moves;

/// How the terminal is drawn on.
pub struct Screen {
    pub paint: Paint,
    pub layout: Layout,
    /// Columns for messages.
    pub width: usize,
}

pub struct Solve<W> {
    progress: Progress,
    lines: Box<dyn Lines>,
    out: W,
    screen: Screen,
    /// The puzzles played: the shipped ones, or exercises (`kiela puzzle --exercises`).
    set: Set,
    /// The puzzle's place in the set.
    index: usize,
    game: PuzzleGame,
    /// The position on the board, South to move while the puzzle is played.
    position: Position,
    /// The person's moves in this try.
    moves: u8,
    /// Hints asked since the last move: the second names the move.
    hints: u8,
}

/// What is played in a row.
pub enum Set {
    /// The shipped puzzles, the person's progress kept.
    Shipped,
    /// Exercises made of a game's mistakes, played in turn; kept nowhere.
    Exercises(Vec<Puzzle>),
}

impl Set {
    fn puzzles(&self) -> &[Puzzle] {
        match self {
            Set::Shipped => puzzles(),
            Set::Exercises(exercises) => exercises,
        }
    }
}

impl<W: Write> Solve<W> {
    pub fn new(progress: Progress, set: Set, index: usize, lines: Box<dyn Lines>, out: W, screen: Screen) -> Self {
        let puzzle = &set.puzzles()[index];
        Solve {
            game: PuzzleGame::new(puzzle, AnimationSpeed::Instant),
            position: puzzle.position(),
            progress,
            lines,
            out,
            screen,
            set,
            index,
            moves: 0,
            hints: 0,
        }
    }

    /// Runs puzzle after puzzle until `q` or the end of the input.
    pub fn run(&mut self) -> io::Result<()> {
        self.introduce()?;
        loop {
            let playing = self.game.state() == PuzzleState::Playing;
            let prompt = if playing { "south> " } else { "again/next/q> " };
            let Some(line) = self.lines.read(prompt, &mut self.out)? else {
                return Ok(());
            };
            let request = match line {
                Line::Text(text) => Request::parse(&text),
                Line::NotText => Request::Unknown(
                    "That line is not UTF-8 text, so it is not a house. Type one such as o3.".to_owned(),
                ),
            };
            let command = match request {
                Request::Blank => continue,
                Request::Unknown(why) => {
                    self.refuse(&why)?;
                    continue;
                }
                Request::Sow(house) if playing => {
                    self.sow(house)?;
                    continue;
                }
                Request::Sow(_) => None,
                Request::Command(command) => Some(command),
            };
            match command {
                Some(Command::Quit) => return Ok(()),
                Some(Command::Help) => self.say(HELP)?,
                Some(Command::Again) => self.start(self.index)?,
                Some(Command::Next) => self.start(self.next())?,
                Some(Command::Moves) if playing => self.list_moves()?,
                Some(Command::Hint) if playing => self.hint()?,
                _ => self
                    .refuse("This puzzle is over: type again to try it again, next for the next one, or q to leave.")?,
            }
        }
    }

    /// The puzzle after this one: the next not solved yet, or the next exercise (round to the
    /// first).
    fn next(&self) -> usize {
        match &self.set {
            Set::Shipped => self.progress.next_after(self.index),
            Set::Exercises(exercises) => (self.index + 1) % exercises.len().max(1),
        }
    }

    /// Starts the puzzle at `index` afresh.
    fn start(&mut self, index: usize) -> io::Result<()> {
        let puzzle = &self.set.puzzles()[index];
        self.index = index;
        self.game = PuzzleGame::new(puzzle, AnimationSpeed::Instant);
        self.position = puzzle.position();
        self.moves = 0;
        self.hints = 0;
        self.introduce()
    }

    fn introduce(&mut self) -> io::Result<()> {
        let puzzle = self.game.puzzle().clone();
        let text = match &self.set {
            Set::Shipped => messages::introduction(
                &puzzle,
                self.index + 1,
                self.progress.solved(&puzzle),
                self.progress.solved_count(),
                puzzles().len(),
            ),
            Set::Exercises(exercises) => messages::exercise_introduction(self.index + 1, exercises.len()),
        };
        self.say(&text)?;
        self.show()?;
        self.say(&messages::task(puzzle.kind))?;
        self.say("Type a house such as o3, help, or q to leave.")
    }

    fn sow(&mut self, house: House) -> io::Result<()> {
        let index = Spot::new(Player::South, house).index;
        let step = match self.game.play(index.into()) {
            Ok(step) => step,
            Err(error) => {
                return self.refuse(&format!("Illegal move {house}: {}. Try another.", refusal(&error)));
            }
        };
        self.moves += 1;
        self.hints = 0;
        self.follow(&step.outcome);
        self.say(&messages::told("south", &step.outcome))?;
        if let Some(reply) = &step.reply {
            self.follow(reply);
            self.say(&messages::told("north", reply))?;
        }
        self.show()?;
        let puzzle = self.game.puzzle().clone();
        match step.state {
            PuzzleState::Playing => {
                let left = step.moves_left.map_or(0, |left| left.0);
                self.say(&messages::still_to_win(left))
            }
            PuzzleState::Solved => {
                if let Set::Shipped = self.set {
                    self.progress.record(&puzzle);
                }
                self.result(&messages::solved(&puzzle, self.moves))?;
                self.offer()
            }
            PuzzleState::Missed { miss } => {
                let text = missed(&puzzle, &step.outcome.notation, self.moves, miss, &self.position);
                self.result(&text)?;
                self.offer()
            }
        }
    }

    /// Plays a move told by the session on the position kept beside it.
    fn follow(&mut self, outcome: &MoveOutcome) {
        if let Turn::Sow { house } = outcome.played {
            // The session has played it already, by the same rules: it cannot be refused.
            let _ = self.position.play(house.house.into());
        }
    }

    fn offer(&mut self) -> io::Result<()> {
        self.say("Type again to try it again, next for the next puzzle, or q to leave.")
    }

    /// The houses that may be sown, without what they take: that is the puzzle.
    fn list_moves(&mut self) -> io::Result<()> {
        let houses: Vec<String> = legal_moves(&self.position)
            .iter()
            .map(|m| m.house.to_string())
            .collect();
        self.say(&format!("Your legal moves: {}.", houses.join(", ")))
    }

    fn hint(&mut self) -> io::Result<()> {
        let puzzle = self.game.puzzle().clone();
        let (winning, left) = match puzzle.kind {
            PuzzleKind::MostInOne | PuzzleKind::BetterMove { .. } => (vec![puzzle.answer.house.into()], 1),
            PuzzleKind::WinIn { moves } => {
                let left = moves.0.saturating_sub(self.moves);
                (forced_win_moves(&self.position, left), left)
            }
        };
        let text = messages::hint(&puzzle, &winning, left, self.hints > 0);
        self.hints = self.hints.saturating_add(1);
        self.say(&text)
    }

    /// The board as it stands, drawn from South's seat, the last move marked.
    fn show(&mut self) -> io::Result<()> {
        let snapshot = self.game.snapshot();
        let marks = Marks::of(&snapshot.last_move_marks);
        let view = View {
            snapshot: &snapshot,
            me: kiela_session::Side::South,
            marks: &marks,
            layout: self.screen.layout,
            paint: self.screen.paint,
        };
        write!(self.out, "{}", board::draw(&view))
    }

    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{}", wrap(text, self.screen.width))
    }

    fn refuse(&mut self, text: &str) -> io::Result<()> {
        let text = wrap(text, self.screen.width);
        writeln!(self.out, "{}", self.screen.paint.ink(Ink::Refusal, &text))
    }

    /// The puzzle's end, solved or missed.
    fn result(&mut self, text: &str) -> io::Result<()> {
        let text = wrap(text, self.screen.width);
        writeln!(self.out, "{}", self.screen.paint.ink(Ink::Result, &text))
    }
}
