//! What a person can type at the prompt.

use std::path::PathBuf;

use kiela_core::{Move, ParseHouseError, ParseMoveError};

use super::echo::{shown, trimmed};
use super::paths::typed_file;

#[derive(Debug, PartialEq, Eq)]
pub enum Request {
    /// Sow a house (`o3`) or rearrange (`setup …`).
    Play(Move),
    Undo,
    Redo,
    Moves,
    Hint,
    History,
    Board,
    /// A new game with the same settings.
    New,
    /// Save the game, to this file (`~` expanded) or the default one.
    Save(Option<PathBuf>),
    /// `save` with a file name that cannot be one; the reason why.
    BadSave(String),
    Stats,
    Help,
    Quit,
    /// An empty line.
    Nothing,
    /// Not a command nor a move; the reason why.
    Unknown(String),
}

impl Request {
    pub fn parse(line: &str) -> Request {
        let line = trimmed(line);
        if let Some(request) = save(line) {
            return request;
        }
        match line.to_ascii_lowercase().as_str() {
            "" => Request::Nothing,
            "q" | "quit" | "exit" => Request::Quit,
            "u" | "undo" => Request::Undo,
            "r" | "redo" => Request::Redo,
            "m" | "moves" => Request::Moves,
            "hint" => Request::Hint,
            "hi" | "history" => Request::History,
            "b" | "board" => Request::Board,
            "n" | "new" => Request::New,
            "stats" | "statistics" => Request::Stats,
            "h" | "help" | "?" => Request::Help,
            lower => match lower.parse() {
                Ok(turn) => Request::Play(turn),
                Err(error) => Request::Unknown(echoed(error)),
            },
        }
    }
}

/// `save` alone, `save FILE` (words as the shell reads them), or `None` when not a save.
fn save(line: &str) -> Option<Request> {
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    if !word.eq_ignore_ascii_case("save") {
        return None;
    }
    Some(match typed_file(rest) {
        Ok(file) => Request::Save(file),
        Err(error) => Request::BadSave(error.to_string()),
    })
}

/// The notation's refusal with the typed text in it escaped and cut.
fn echoed(error: ParseMoveError) -> String {
    match error {
        ParseMoveError::House(ParseHouseError(typed)) => ParseHouseError(shown(&typed)).to_string(),
        ParseMoveError::SetupCount(typed) => ParseMoveError::SetupCount(shown(&typed)).to_string(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_commands_and_moves() {
        assert_eq!(Request::parse(" Q\n"), Request::Quit);
        assert_eq!(Request::parse("undo"), Request::Undo);
        assert_eq!(Request::parse("r"), Request::Redo);
        assert_eq!(Request::parse(""), Request::Nothing);
        assert_eq!(Request::parse("Hint\n"), Request::Hint);
        assert_eq!(Request::parse("hi"), Request::History);
        assert_eq!(Request::parse("save"), Request::Save(None));
        assert_eq!(
            Request::parse("save  'my game.json'\n"),
            Request::Save(Some("my game.json".into()))
        );
        assert!(matches!(Request::parse("save my game.json"), Request::BadSave(m) if m.contains("one file name")));
        assert_eq!(Request::parse("\u{feff}o3"), Request::Play("o3".parse().unwrap()));
        assert_eq!(Request::parse("O3\n"), Request::Play("o3".parse().unwrap()));
        assert!(matches!(Request::parse("saved"), Request::Unknown(_)));
        assert!(matches!(Request::parse("setup 1 2"), Request::Unknown(_)));
        assert!(matches!(Request::parse("o11"), Request::Unknown(m) if m.contains("not a house")));
        let Request::Unknown(refusal) = Request::parse(&format!("\x1b[31m\x07\0{}", "x".repeat(6000))) else {
            panic!("not refused");
        };
        assert!(refusal.chars().all(|c| !c.is_control()), "{refusal}");
        assert!(
            refusal.starts_with(r"'\u{1b}[31m\u{7}\u{0}xxx") && refusal.contains("…'"),
            "{refusal}"
        );
        assert!(refusal.chars().count() < 120, "{refusal}");
        let Request::Unknown(refusal) = Request::parse(&format!("setup {}1\x07", "1 ".repeat(19))) else {
            panic!("not refused");
        };
        assert!(refusal.contains(r"'1\u{7}'"), "{refusal}");
    }
}
