//! Where the typed lines come from: a line editor with history (rustyline) when stdin is a
//! terminal, plain lines otherwise, so that scripts and tests keep working. A line that is not
//! UTF-8 is handed on as such, to be refused like any other bad input; Ctrl-C and the end of
//! the input are told apart, so that neither loses a game.

use std::io::{self, BufRead, Write};

use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;

/// One line typed, without its line break.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// Bytes that are not UTF-8.
    NotText,
}

/// What reading gave: a line, Ctrl-C, or the end of the input (Ctrl-D, the end of a pipe).
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    Line(Line),
    Interrupted,
    End,
}

pub trait Lines {
    /// Shows `prompt` and reads a line, Ctrl-C or the end of the input.
    fn next(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input>;

    /// Whether a person types the lines and can be asked again after Ctrl-D.
    fn interactive(&self) -> bool {
        false
    }

    /// Shows `prompt` and reads a line; `None` at the end of the input or on Ctrl-C.
    fn read(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Option<Line>> {
        Ok(match self.next(prompt, out)? {
            Input::Line(line) => Some(line),
            Input::Interrupted | Input::End => None,
        })
    }
}

/// Lines from a pipe or a file.
pub struct Plain<R>(pub R);

impl<R: BufRead> Lines for Plain<R> {
    fn next(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input> {
        write!(out, "{prompt}")?;
        out.flush()?;
        let mut bytes = Vec::new();
        if self.0.read_until(b'\n', &mut bytes)? == 0 {
            // Leave the prompt's line before whatever comes next.
            writeln!(out)?;
            return Ok(Input::End);
        }
        while bytes.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            bytes.pop();
        }
        Ok(Input::Line(match String::from_utf8(bytes) {
            Ok(text) => Line::Text(text),
            Err(_) => Line::NotText,
        }))
    }
}

/// Lines from a terminal, with editing and history.
pub struct Editor(DefaultEditor);

impl Editor {
    pub fn new() -> io::Result<Editor> {
        DefaultEditor::new().map(Editor).map_err(io::Error::other)
    }
}

impl Lines for Editor {
    fn next(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input> {
        out.flush()?;
        match self.0.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    // A history that cannot grow is no reason to stop the game.
                    let _ = self.0.add_history_entry(line.as_str());
                }
                Ok(Input::Line(Line::Text(line)))
            }
            Err(ReadlineError::Eof) => Ok(Input::End),
            Err(ReadlineError::Interrupted) => Ok(Input::Interrupted),
            // Bytes that are not UTF-8 are refused as invalid data.
            Err(ReadlineError::Io(error)) if error.kind() == io::ErrorKind::InvalidData => {
                Ok(Input::Line(Line::NotText))
            }
            Err(ReadlineError::Io(error)) => Err(error),
            Err(other) => Err(io::Error::other(other)),
        }
    }

    fn interactive(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_lines_refuse_nothing_and_flag_bytes_that_are_not_utf8() {
        let mut lines = Plain(&b"o3\r\n\xff\xfe\nlast"[..]);
        let mut out = Vec::new();
        assert_eq!(lines.read("> ", &mut out).unwrap(), Some(Line::Text("o3".into())));
        assert_eq!(lines.read("> ", &mut out).unwrap(), Some(Line::NotText));
        assert_eq!(lines.read("> ", &mut out).unwrap(), Some(Line::Text("last".into())));
        assert_eq!(lines.read("> ", &mut out).unwrap(), None);
        assert_eq!(out, b"> > > > \n");
    }
}
