//! The game loop: ask the seat to move for a turn, play it, draw the board again.

use std::io::{self, BufRead, Write};

use kiela_core::{Game, Move, Trace};

use super::board;
use super::describe;
use super::marks::{Marks, LEGEND};
use super::request::Request;
use super::seat::{Seat, Seats};
use crate::legal::legal_moves;

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
    input: R,
    out: W,
}

impl<R: BufRead, W: Write> Session<R, W> {
    pub fn new(game: Game, seats: Seats, input: R, out: W) -> Self {
        Session {
            game,
            seats,
            played: Vec::new(),
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
            match self.next_request()? {
                Request::Play(turn) => self.play(turn)?,
                Request::Undo => self.undo()?,
                Request::Moves => self.list_moves()?,
                Request::Board => self.show()?,
                Request::Help => writeln!(self.out, "{}", describe::help(self.game.position()))?,
                Request::Unknown(reason) => writeln!(self.out, "{reason}. Type help for the commands.")?,
                Request::Nothing => {}
                Request::Quit => return writeln!(self.out, "Bye."),
            }
        }
    }

    /// The computer's move when it is a computer's turn; otherwise a line typed at the prompt.
    /// The end of the input quits.
    fn next_request(&mut self) -> io::Result<Request> {
        let mover = self.game.position().to_move();
        if let Seat::Computer { choose, .. } = self.seats.seat_mut(mover) {
            if !self.game.status().is_over() {
                return Ok(Request::Play(choose(&self.game)));
            }
        }
        write!(self.out, "{mover}> ")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            // Leave the prompt's line before saying goodbye.
            writeln!(self.out)?;
            return Ok(Request::Quit);
        }
        Ok(Request::parse(&line))
    }

    fn play(&mut self, turn: Move) -> io::Result<()> {
        let mover = self.game.position().to_move();
        let mut trace = Trace::new(mover);
        match self.game.play_observed(turn, &mut trace) {
            Ok(_) => {
                self.played.push(Played { turn, trace });
                self.show()
            }
            Err(error) if self.seats.is_human(mover) => {
                writeln!(self.out, "Illegal move {turn}: {error}. Nothing changed.")
            }
            // A computer that insists on an illegal move would be asked again forever.
            Err(error) => Err(io::Error::other(format!(
                "the computer playing {mover} chose {turn}: {error}"
            ))),
        }
    }

    /// Takes back the last move; against a computer, its reply too, so a person moves next.
    fn undo(&mut self) -> io::Result<()> {
        let mut taken_back = Vec::new();
        while let Some(turn) = self.take_back() {
            taken_back.push(turn.to_string());
            if self.seats.is_human(self.game.position().to_move()) {
                break;
            }
        }
        if taken_back.is_empty() {
            return writeln!(self.out, "Nothing to take back: no move has been played.");
        }
        writeln!(self.out, "Took back {}.", taken_back.join(" and "))?;
        self.show()
    }

    fn take_back(&mut self) -> Option<Move> {
        self.played.pop();
        self.game.undo()
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

    /// The last move, the board from the mover's seat, and the state of the game.
    fn show(&mut self) -> io::Result<()> {
        let position = self.game.position();
        writeln!(self.out)?;
        let marks = match self.played.last() {
            Some(last) => {
                writeln!(self.out, "{}", describe::last_move(&last.turn, &last.trace))?;
                Marks::of(&last.trace)
            }
            None => Marks::default(),
        };
        write!(self.out, "{}", board::draw(position, &marks))?;
        if self.played.last().is_some_and(|last| !last.trace.events.is_empty()) {
            writeln!(self.out, "{:12}{LEGEND}", "")?;
        }
        match describe::outcome(self.game.status(), position) {
            Some(end) => writeln!(self.out, "{end}\nType undo to take back the last move, or q to quit."),
            None => writeln!(self.out, "{}", describe::turn(&self.game)),
        }
    }
}
