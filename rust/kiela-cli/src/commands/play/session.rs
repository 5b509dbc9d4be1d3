//! The game loop: ask the seat to move for a turn, play it, draw the board again.

use std::io::{self, BufRead, Write};

use kiela_ai::{zobrist, Engine, Level, StopHandle};
use kiela_core::{Game, Move, Player, Trace};

use super::board;
use super::describe;
use super::marks::{Marks, LEGEND};
use super::request::Request;
use super::seat::{Seat, Seats};
use crate::legal::legal_moves;

/// The level whose search gives the hints: the strongest.
const HINT_LEVEL: Level = Level::Expert;

/// A turn played, kept for marking the board and describing it.
struct Played {
    turn: Move,
    trace: Trace,
}

pub struct Session<R, W> {
    game: Game,
    seats: Seats,
    /// One entry per move of `game`, so undo takes both back together.
    played: Vec<Played>,
    /// Made on the first hint asked for.
    hint_engine: Option<Engine>,
    /// A person's move was told without the board: the computer's reply follows.
    reply_pending: bool,
    input: R,
    out: W,
}

impl<R: BufRead, W: Write> Session<R, W> {
    pub fn new(game: Game, seats: Seats, input: R, out: W) -> Self {
        Session {
            game,
            seats,
            played: Vec::new(),
            hint_engine: None,
            reply_pending: false,
            input,
            out,
        }
    }

    /// Runs until `q` or the end of the input. The game's end is announced, but the session
    /// goes on so that a move can still be taken back.
    pub fn run(mut self) -> io::Result<()> {
        writeln!(self.out, "Kiela: type a house such as o3 to sow it, or help.")?;
        self.show()?;
        loop {
            if let Some(turn) = self.computer_move()? {
                self.play(turn, true)?;
                continue;
            }
            match self.next_request()? {
                Request::Play(turn) => self.play(turn, false)?,
                Request::Undo => self.undo()?,
                Request::Moves => self.list_moves()?,
                Request::Hint => self.hint()?,
                Request::Board => self.show()?,
                Request::Help => writeln!(self.out, "{}", describe::help(self.game.position()))?,
                Request::Unknown(reason) => writeln!(self.out, "{reason}. Type help for the commands.")?,
                Request::Nothing => {}
                Request::Quit => return writeln!(self.out, "Bye."),
            }
        }
    }

    /// The computer's move when it is a computer's turn and the game goes on.
    fn computer_move(&mut self) -> io::Result<Option<Move>> {
        if self.game.status().is_over() {
            return Ok(None);
        }
        let mover = self.game.position().to_move();
        let Seat::Computer { choose, .. } = self.seats.seat_mut(mover) else {
            return Ok(None);
        };
        match choose(&self.game) {
            Some(turn) => Ok(Some(turn)),
            // The game is not over, so the mover has a legal move: the computer must find one.
            None => Err(io::Error::other(format!("the computer playing {mover} found no move"))),
        }
    }

    /// A line typed at the prompt; the end of the input quits.
    fn next_request(&mut self) -> io::Result<Request> {
        write!(self.out, "{}> ", self.person())?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            // Leave the prompt's line before saying goodbye.
            writeln!(self.out)?;
            return Ok(Request::Quit);
        }
        Ok(Request::parse(&line))
    }

    /// The person at the keyboard now: the one playing the computer, or else the player to move.
    fn person(&self) -> Player {
        self.seats
            .lone_person()
            .unwrap_or_else(|| self.game.position().to_move())
    }

    fn play(&mut self, turn: Move, by_computer: bool) -> io::Result<()> {
        let mover = self.game.position().to_move();
        let mut trace = Trace::new(mover);
        match self.game.play_observed(turn, &mut trace) {
            Ok(_) => {
                self.played.push(Played { turn, trace });
                self.show()
            }
            // A computer that insists on an illegal move would be asked again forever.
            Err(error) if by_computer => Err(io::Error::other(format!(
                "the computer playing {mover} chose {turn}: {error}"
            ))),
            Err(error) => writeln!(self.out, "Illegal move {turn}: {error}. Nothing changed."),
        }
    }

    /// Takes back the last move a person made, and against a computer the computer's replies
    /// after it, so that the person moves next.
    fn undo(&mut self) -> io::Result<()> {
        if !self.played.iter().any(|p| self.seats.is_human(p.trace.mover)) {
            let why = match self.played.is_empty() {
                true => "no move has been played",
                false => "you have not moved yet",
            };
            return writeln!(self.out, "Nothing to take back: {why}.");
        }
        let mut taken_back = Vec::new();
        while let Some(last) = self.played.pop() {
            self.game.undo();
            taken_back.push(last.turn.to_string());
            if self.seats.is_human(last.trace.mover) {
                break;
            }
        }
        writeln!(self.out, "Took back {}.", taken_back.join(" and "))?;
        self.show()
    }

    fn list_moves(&mut self) -> io::Result<()> {
        let moves = legal_moves(self.game.position());
        if self.game.status().is_over() || moves.is_empty() {
            return writeln!(self.out, "No moves: the game is over.");
        }
        let list: Vec<String> = moves
            .iter()
            .map(|m| match m.captured {
                0 => m.house.to_string(),
                taken => format!("{} (takes {taken})", m.house),
            })
            .collect();
        writeln!(self.out, "Legal moves: {}", list.join(", "))
    }

    /// The move the strongest level would play, where it ends and why.
    fn hint(&mut self) -> io::Result<()> {
        if self.game.status().is_over() {
            return writeln!(self.out, "No hint: the game is over.");
        }
        let history = zobrist::game_history(&self.game);
        let engine = self.hint_engine.get_or_insert_with(Engine::default);
        match engine.hint(self.game.position(), &history, HINT_LEVEL, &StopHandle::new()) {
            Some(hint) => writeln!(
                self.out,
                "Hint: {}, last stone in {}: {}.",
                hint.house, hint.last, hint.text
            ),
            None => writeln!(self.out, "No hint: there is no legal move."),
        }
    }

    /// The last move, the board, and the state of the game. The board is drawn from the seat of
    /// the person playing the computer, or else of the player to move. While the computer is
    /// about to reply, only the move is told: the board follows with the reply.
    fn show(&mut self) -> io::Result<()> {
        let position = *self.game.position();
        let status = self.game.status();
        let computer_next = !status.is_over() && !self.seats.is_human(position.to_move());
        if computer_next && self.played.is_empty() {
            // The computer opens the game: its move comes next.
            return Ok(());
        }
        // A move told just before, waiting for the computer's reply, stays with the reply.
        if !std::mem::take(&mut self.reply_pending) {
            writeln!(self.out)?;
        }
        let marks = match self.played.last() {
            Some(last) => {
                let who = self.seats.label(last.trace.mover);
                writeln!(self.out, "{}", describe::last_move(&who, &last.turn, &last.trace))?;
                Marks::of(&last.trace)
            }
            None => Marks::default(),
        };
        if computer_next {
            self.reply_pending = true;
            return Ok(());
        }
        write!(self.out, "{}", board::draw_for(&position, self.person(), &marks))?;
        if self.played.last().is_some_and(|last| !last.trace.events.is_empty()) {
            writeln!(self.out, "{:12}{LEGEND}", "")?;
        }
        match describe::outcome(status, &position) {
            Some(end) => writeln!(self.out, "{end}\nType undo to take back the last move, or q to quit."),
            None => writeln!(self.out, "{}", describe::turn(&self.game)),
        }
    }
}
