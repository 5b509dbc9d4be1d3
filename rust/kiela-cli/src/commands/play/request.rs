//! What a person can type at the prompt.

use kiela_core::Move;

#[derive(Debug, PartialEq, Eq)]
pub enum Request {
    /// Sow a house (`o3`) or rearrange (`setup …`).
    Play(Move),
    Undo,
    Moves,
    Hint,
    Board,
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
        match line.to_ascii_lowercase().as_str() {
            "" => Request::Nothing,
            "q" | "quit" | "exit" => Request::Quit,
            "u" | "undo" => Request::Undo,
            "m" | "moves" => Request::Moves,
            "hint" => Request::Hint,
            "b" | "board" => Request::Board,
            "h" | "help" | "?" => Request::Help,
            lower => match lower.parse() {
                Ok(turn) => Request::Play(turn),
                Err(error) => Request::Unknown(error.to_string()),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_commands_and_moves() {
        assert_eq!(Request::parse(" Q\n"), Request::Quit);
        assert_eq!(Request::parse("undo"), Request::Undo);
        assert_eq!(Request::parse(""), Request::Nothing);
        assert_eq!(Request::parse("Hint\n"), Request::Hint);
        assert_eq!(Request::parse("O3\n"), Request::Play("o3".parse().unwrap()));
        assert!(matches!(Request::parse("setup 1 2"), Request::Unknown(_)));
        assert!(matches!(Request::parse("o11"), Request::Unknown(m) if m.contains("not a house")));
    }
}
