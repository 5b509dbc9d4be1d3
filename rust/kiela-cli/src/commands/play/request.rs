//! What a person can type at the prompt.

use std::path::PathBuf;

use kiela_core::Move;

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
    /// Save the game, to this file or the default one.
    Save(Option<PathBuf>),
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
        let line = line.trim();
        if let Some(file) = save_file(line) {
            return Request::Save(file);
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
                Err(error) => Request::Unknown(error.to_string()),
            },
        }
    }
}

/// `save` alone (`Some(None)`), `save FILE` (`Some(Some(FILE))`), or not a save (`None`).
fn save_file(line: &str) -> Option<Option<PathBuf>> {
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    if !word.eq_ignore_ascii_case("save") {
        return None;
    }
    let rest = rest.trim();
    Some((!rest.is_empty()).then(|| PathBuf::from(rest)))
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
            Request::parse("save  my game.json\n"),
            Request::Save(Some("my game.json".into()))
        );
        assert_eq!(Request::parse("O3\n"), Request::Play("o3".parse().unwrap()));
        assert!(matches!(Request::parse("saved"), Request::Unknown(_)));
        assert!(matches!(Request::parse("setup 1 2"), Request::Unknown(_)));
        assert!(matches!(Request::parse("o11"), Request::Unknown(m) if m.contains("not a house")));
    }
}
