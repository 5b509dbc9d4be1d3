//! The game loop: the computer plays its turns, a person's lines are read and answered, and
//! the board is drawn again after every change. The game itself is a `kiela_session::Session`.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use kiela_core::Move;
use kiela_session::{Computer, GameSettings, KielaError, Session, Side, Snapshot};

use super::board::{self, Layout, View};
use super::describe::{self, wrap};
use super::echo::trimmed;
use super::files::{self, StatisticsFile};
use super::lines::{Input, Line, Lines};
use super::marks::Marks;
use super::paint::{Ink, Paint};
use super::paths::{self, quoted, shown_path};
use super::request::Request;
use super::results::statistics_text;
use crate::legal::legal_moves;

/// Moves the cursor home and clears the screen, to draw the board in place.
const CLEAR: &str = "\x1b[H\x1b[2J";

/// How the terminal is drawn on.
#[derive(Clone, Copy)]
pub struct Screen {
    pub paint: Paint,
    pub layout: Layout,
    /// Clear the screen before each board (stdout is a terminal).
    pub redraw: bool,
    /// Columns for text: the terminal's, at most the board's 60.
    pub width: usize,
}

/// Room left for the longest prompt (`south's turn> `): where input is not echoed (a pipe),
/// the first line of an answer follows the prompt on its line.
const PROMPT_ROOM: usize = 14;

impl Screen {
    /// The width of messages, which may follow a prompt on its line.
    fn message_width(&self) -> usize {
        self.width.saturating_sub(PROMPT_ROOM).max(20)
    }
}

/// What the person chose when asked before leaving a game in progress.
enum Leave {
    Yes,
    SaveFirst,
    No,
    /// The input ended while asking: the game is kept for them.
    Ended,
}

/// Where this game was last saved (or loaded from), and the save as written then: the game is
/// at stake only when it differs from that.
struct SavedCopy {
    path: PathBuf,
    text: String,
}

pub struct Play<W> {
    pub session: Session,
    pub computer: Computer,
    pub statistics: StatisticsFile,
    pub lines: Box<dyn Lines>,
    pub out: W,
    pub screen: Screen,
    /// The seed of the next new game.
    pub next_seed: Box<dyn FnMut() -> u64>,
    /// Set by Ctrl-C outside the line editor (while the computer thinks, or in a pipe).
    pub interrupted: Arc<AtomicBool>,
    saved: Option<SavedCopy>,
    /// Moves told since the last board, and how many of them are already printed.
    told: Vec<String>,
    printed: usize,
}

impl<W: Write> Play<W> {
    pub fn new(session: Session, lines: Box<dyn Lines>, out: W, screen: Screen) -> Self {
        Play {
            session,
            computer: Computer::default(),
            statistics: StatisticsFile::load(&mut |warning| eprintln!("kiela: {warning}")),
            lines,
            out,
            screen,
            next_seed: Box::new(super::fresh_seed),
            interrupted: Arc::new(AtomicBool::new(false)),
            saved: None,
            told: Vec::new(),
            printed: 0,
        }
    }

    /// The game was loaded from `path`: it is saved there as it stands.
    pub fn loaded_from(&mut self, path: &Path) {
        self.saved = Some(SavedCopy {
            path: std::path::absolute(path).unwrap_or_else(|_| path.to_owned()),
            text: self.session.save(),
        });
    }

    /// Runs until `q` or the end of the input. Ctrl-C asks as `q` does; the end of the input
    /// asks again on a terminal, and elsewhere saves a game in progress and says where.
    pub fn run(mut self) -> io::Result<()> {
        self.told
            .push("Kiela: type a house (o3) to sow it, or help.".to_owned());
        if let Some(me) = self.session.settings().lone_person() {
            let computer = describe::label(&self.session.settings(), me.opponent());
            self.told.push(format!(
                "You play {}, the two bottom rows, against {computer}.",
                kiela_core::Player::from(me)
            ));
        }
        if !self.session.game().moves().is_empty() {
            self.tell_last()?;
        }
        self.show()?;
        loop {
            if self.interrupted.swap(false, Ordering::SeqCst) && !self.answer(Request::Quit)? {
                return writeln!(self.out, "Bye.");
            }
            if self.session.snapshot().computer_to_move {
                self.session
                    .computer_move(&self.computer)
                    .map_err(|error| io::Error::other(format!("the computer could not move: {error}")))?;
                self.after_turn()?;
                continue;
            }
            let request = match self.read_line()? {
                Input::Line(Line::Text(text)) => Request::parse(&text),
                Input::Line(Line::NotText) => {
                    Request::Unknown("That line is not UTF-8 text, so it is not a move".to_owned())
                }
                Input::Interrupted => Request::Quit,
                Input::End if self.lines.interactive() => Request::Quit,
                Input::End => {
                    self.keep_at_end()?;
                    return writeln!(self.out, "Bye.");
                }
            };
            if !self.answer(request)? {
                return writeln!(self.out, "Bye.");
            }
        }
    }

    /// Answers one request; `false` to quit.
    fn answer(&mut self, request: Request) -> io::Result<bool> {
        match request {
            Request::Play(turn) => self.play(turn)?,
            Request::Undo => self.undo()?,
            Request::Redo => self.redo()?,
            Request::Moves => self.list_moves()?,
            Request::Hint => self.hint()?,
            Request::History => self.history()?,
            Request::Board => self.show()?,
            Request::New => self.new_game()?,
            Request::Save(file) => {
                self.save(file)?;
            }
            Request::BadSave(reason) => self.refuse(&format!("Not saved: {reason}."))?,
            Request::Stats => {
                let mut text = statistics_text(&self.statistics.statistics);
                if let Some(why) = self.statistics.not_kept() {
                    text += &format!("\nThese are not kept: {why}.");
                }
                self.say(&text)?;
            }
            Request::Help => {
                let text = describe::help(self.session.settings().rules(), self.screen.message_width());
                writeln!(self.out, "{text}")?;
            }
            Request::Unknown(reason) => self.refuse(&format!("{reason}. Type help for the commands."))?,
            Request::Nothing => {}
            Request::Quit => return Ok(!self.may_leave("Quit")?),
        }
        Ok(true)
    }

    /// The prompt, `you (south)> ` against the computer or `south's turn> `, and what was
    /// typed after it.
    fn read_line(&mut self) -> io::Result<Input> {
        let prompt = match self.session.settings().lone_person() {
            Some(_) => format!("you ({})> ", self.person()),
            None => format!("{}'s turn> ", self.person()),
        };
        self.lines.next(&prompt, &mut self.out)
    }

    /// The side of the person at the keyboard: the one playing the computer, or else the
    /// player to move.
    fn person(&self) -> kiela_core::Player {
        let snapshot = self.session.snapshot();
        self.session.settings().lone_person().unwrap_or(snapshot.to_move).into()
    }

    fn play(&mut self, turn: Move) -> io::Result<()> {
        match self.session.play_notation(turn) {
            Ok(_) => self.after_turn(),
            Err(error) => {
                let why = describe::refusal(&error);
                self.refuse(&format!("Illegal move {turn}: {why}. Nothing changed."))
            }
        }
    }

    /// Tells the turn just played, counts a finished game, and draws the board unless the
    /// computer replies first.
    fn after_turn(&mut self) -> io::Result<()> {
        self.tell_last()?;
        if self.session.count_finished_game(&mut self.statistics.statistics) {
            if let Err(why) = self.statistics.store() {
                eprintln!("kiela: {why}");
            }
        }
        if self.session.snapshot().computer_to_move {
            // Told now, while the computer thinks; the board comes with its reply.
            self.print_told()
        } else {
            self.show()
        }
    }

    /// Adds the last turn's description to what the next board shows.
    fn tell_last(&mut self) -> io::Result<()> {
        if let Some((turn, trace)) = describe::last_turn(self.session.game()) {
            let who = describe::label(&self.session.settings(), trace.mover.into());
            self.told.push(describe::last_move(&who, &turn, &trace));
        }
        Ok(())
    }

    fn print_told(&mut self) -> io::Result<()> {
        if self.printed == 0 {
            writeln!(self.out)?;
        }
        // Told on lines of their own, after a blank line: the whole width is theirs.
        for text in &self.told[self.printed..] {
            writeln!(self.out, "{}", wrap(text, self.screen.width))?;
        }
        self.printed = self.told.len();
        Ok(())
    }

    fn undo(&mut self) -> io::Result<()> {
        let before = self.session.game().moves().to_vec();
        match self.session.undo() {
            Ok(_) => {
                let kept = self.session.game().moves().len();
                let taken: Vec<String> = before[kept..].iter().rev().map(Move::to_string).collect();
                self.told.clear();
                self.printed = 0;
                self.tell_last()?;
                self.told.push(format!("Took back {}.", taken.join(" and ")));
                self.show()
            }
            Err(KielaError::NothingToUndo) => {
                let why = match before.is_empty() {
                    true => "no move has been played",
                    false => "you have not moved yet",
                };
                self.refuse(&format!("Nothing to take back: {why}."))
            }
            Err(error) => self.refuse(&format!("Nothing to take back: {error}.")),
        }
    }

    fn redo(&mut self) -> io::Result<()> {
        let before = self.session.game().moves().len();
        match self.session.redo() {
            Ok(_) => {
                let again: Vec<String> = self.session.game().moves()[before..]
                    .iter()
                    .map(Move::to_string)
                    .collect();
                self.tell_last()?;
                self.told.push(format!("Played again {}.", again.join(" and ")));
                if self.session.count_finished_game(&mut self.statistics.statistics) {
                    if let Err(why) = self.statistics.store() {
                        eprintln!("kiela: {why}");
                    }
                }
                self.show()
            }
            Err(_) => self.refuse("Nothing to play again: undo has taken nothing back."),
        }
    }

    fn list_moves(&mut self) -> io::Result<()> {
        let moves = legal_moves(self.session.game().position());
        if self.session.snapshot().result.is_some() || moves.is_empty() {
            return self.say("No moves: the game is over.");
        }
        let list: Vec<String> = moves
            .iter()
            .map(|m| match m.captured {
                0 => m.house.to_string(),
                taken => format!("{} (takes {taken})", m.house),
            })
            .collect();
        self.say(&format!("Legal moves: {}", list.join(", ")))
    }

    fn hint(&mut self) -> io::Result<()> {
        match self.session.hint(&self.computer) {
            Ok(hint) => self.say(&describe::hint(&hint)),
            Err(KielaError::GameOver) => self.say("No hint: the game is over."),
            Err(error) => self.say(&format!("No hint: {error}.")),
        }
    }

    fn history(&mut self) -> io::Result<()> {
        let game = self.session.game();
        if game.moves().is_empty() {
            return self.say("No move has been played yet.");
        }
        let mut mover = game.start().to_move();
        let mut lines = vec!["Moves so far:".to_owned()];
        for (number, turn) in game.moves().iter().enumerate() {
            lines.push(format!("{:>4}. {mover}: {turn}", number + 1));
            mover = mover.opponent();
        }
        let text = lines.join("\n");
        self.say(&text)
    }

    fn new_game(&mut self) -> io::Result<()> {
        if !self.may_leave("Start a new game")? {
            return Ok(());
        }
        let settings: GameSettings = self.session.settings();
        let seed = (self.next_seed)();
        self.session.new_game(settings, seed);
        self.saved = None;
        self.told.clear();
        self.printed = 0;
        self.told.push("A new game, with the same settings.".to_owned());
        self.show()
    }

    /// Saves to `file`, or the default save; whether it was saved. A file that holds
    /// anything but this game is replaced only when the person says so.
    fn save(&mut self, file: Option<PathBuf>) -> io::Result<bool> {
        let path = match file {
            Some(path) => path,
            None => match files::make_data_dir() {
                Ok(()) => files::default_save(),
                Err(error) => {
                    self.refuse(&format!("Not saved: the data folder cannot be made: {error}."))?;
                    return Ok(false);
                }
            },
        };
        let path = match paths::writable(&path) {
            Ok(path) => path,
            Err(error) => {
                self.refuse(&format!("Not saved: {error}."))?;
                return Ok(false);
            }
        };
        if path.exists() && !self.holds_this_game(&path) && !self.may_replace(&path)? {
            return Ok(false);
        }
        self.write_save(&path)
    }

    /// Writes the save to `path` and tells where; whether it was written.
    fn write_save(&mut self, path: &Path) -> io::Result<bool> {
        match files::save_game(&self.session, path) {
            Ok(text) => {
                self.saved = Some(SavedCopy {
                    path: path.to_owned(),
                    text,
                });
                self.say(&format!("Saved to {}. Go on with it later with:", shown_path(path)))?;
                // The command on a line of its own, never wrapped, to be copied whole.
                writeln!(self.out, "  kiela play --load {}", quoted(path))?;
                Ok(true)
            }
            Err(error) => {
                self.refuse(&format!("Cannot save to {}: {error}.", shown_path(path)))?;
                Ok(false)
            }
        }
    }

    /// Whether `path` is where this game was saved or loaded, or holds it as it stands.
    fn holds_this_game(&self, path: &Path) -> bool {
        let text = self.session.save();
        self.saved.as_ref().is_some_and(|saved| saved.path == path)
            || std::fs::read_to_string(path).is_ok_and(|there| there == text)
    }

    /// Asks before `path`, which holds something else, is replaced; `true` to replace it.
    fn may_replace(&mut self, path: &Path) -> io::Result<bool> {
        let shown = shown_path(path);
        self.say(&format!(
            "{shown} already holds another game or file. Replace it? y = yes, n = no."
        ))?;
        let yes = match self.lines.next("y/n> ", &mut self.out)? {
            Input::Line(Line::Text(text)) => matches!(trimmed(&text).to_ascii_lowercase().as_str(), "y" | "yes"),
            _ => false,
        };
        if !yes {
            self.say(&format!(
                "Not saved: {shown} is kept as it was. Type save FILE to save elsewhere."
            ))?;
        }
        Ok(yes)
    }

    /// Whether leaving now would lose something: a game in progress, changed since it was
    /// last saved.
    fn at_stake(&self) -> bool {
        let snapshot = self.session.snapshot();
        snapshot.result.is_none()
            && snapshot.turns.0 > 0
            && self
                .saved
                .as_ref()
                .is_none_or(|saved| saved.text != self.session.save())
    }

    /// The input ended with a game at stake: it is saved where it was last saved, or else to
    /// the default save, or beside it when that holds another game, and the place is told.
    fn keep_at_end(&mut self) -> io::Result<()> {
        if !self.at_stake() {
            return Ok(());
        }
        let path = match &self.saved {
            Some(saved) => saved.path.clone(),
            None => {
                if let Err(error) = files::make_data_dir() {
                    return self.refuse(&format!(
                        "The input ended, and the game cannot be kept: the data folder cannot be made: {error}."
                    ));
                }
                let default = files::default_save();
                match self.holds_this_game(&default) {
                    true => default,
                    false => files::free_save(),
                }
            }
        };
        self.say("The input ended, so the game is saved.")?;
        self.write_save(&path).map(|_| ())
    }

    /// Before `action` leaves a game in progress that is not saved, asks once whether to, or
    /// to save it first; Ctrl-C there means no, and the end of the input keeps the game as
    /// `keep_at_end` does. `true` to go ahead.
    fn may_leave(&mut self, action: &str) -> io::Result<bool> {
        if !self.at_stake() {
            return Ok(true);
        }
        self.say(&format!(
            "The game is not over and not saved. {action} anyway? y = yes, s = save it first, n = no."
        ))?;
        let answer = match self.lines.next("y/s/n> ", &mut self.out)? {
            Input::End => Leave::Ended,
            Input::Interrupted | Input::Line(Line::NotText) => Leave::No,
            Input::Line(Line::Text(text)) => match trimmed(&text).to_ascii_lowercase().as_str() {
                "y" | "yes" | "q" | "quit" => Leave::Yes,
                "s" | "save" => Leave::SaveFirst,
                _ => Leave::No,
            },
        };
        let go = match answer {
            Leave::Yes => true,
            Leave::SaveFirst => self.save(None)?,
            Leave::Ended => {
                self.keep_at_end()?;
                true
            }
            Leave::No => false,
        };
        if !go {
            self.say("The game goes on.")?;
        }
        Ok(go)
    }

    /// The moves told, the board, and the state of the game. The board is drawn from the seat
    /// of the person playing the computer, or else of the player to move.
    fn show(&mut self) -> io::Result<()> {
        let snapshot = self.session.snapshot();
        if snapshot.computer_to_move && snapshot.turns.0 == 0 {
            // The computer opens the game: its move comes first.
            return Ok(());
        }
        if self.screen.redraw {
            write!(self.out, "{CLEAR}")?;
            self.printed = 0;
        }
        self.print_told()?;
        self.told.clear();
        self.printed = 0;
        let me: Side = self.person().into();
        let marks = Marks::of(&snapshot.last_move_marks);
        let view = View {
            snapshot: &snapshot,
            me,
            marks: &marks,
            layout: self.screen.layout,
            paint: self.screen.paint,
        };
        write!(self.out, "{}", board::draw(&view))?;
        self.status(&snapshot)
    }

    fn status(&mut self, snapshot: &Snapshot) -> io::Result<()> {
        match &snapshot.result {
            Some(result) => {
                let text = wrap(&describe::outcome(result), self.screen.width);
                writeln!(self.out, "{}", self.screen.paint.ink(Ink::Result, &text))
            }
            None => {
                let who = describe::label(&self.session.settings(), snapshot.to_move);
                let text = wrap(&describe::turn(snapshot, &who), self.screen.width);
                writeln!(self.out, "{text}")
            }
        }
    }

    /// A message, wrapped to the board's width.
    fn say(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{}", wrap(text, self.screen.message_width()))
    }

    /// A refusal: nothing changed.
    fn refuse(&mut self, text: &str) -> io::Result<()> {
        let text = wrap(text, self.screen.message_width());
        writeln!(self.out, "{}", self.screen.paint.ink(Ink::Refusal, &text))
    }
}
