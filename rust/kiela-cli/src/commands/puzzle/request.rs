//! What a person can type inside a puzzle.

use kiela_core::House;

use super::super::play::echo::{shown, trimmed};

/// A line typed inside a puzzle.
#[derive(Debug, PartialEq, Eq)]
pub enum Request {
    Sow(House),
    Command(Command),
    /// A blank line, which asks for nothing.
    Blank,
    /// Neither a house nor a command: the refusal, with the line made safe to print.
    Unknown(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Moves,
    Hint,
    Again,
    Next,
    Help,
    Quit,
}

/// The words for each command, as `help` lists them.
const WORDS: [(Command, &[&str]); 6] = [
    (Command::Moves, &["m", "moves"]),
    (Command::Hint, &["hint"]),
    (Command::Again, &["a", "again", "retry"]),
    (Command::Next, &["n", "next"]),
    (Command::Help, &["h", "help", "?"]),
    (Command::Quit, &["q", "quit", "exit"]),
];

impl Request {
    /// Reads a typed line; a byte-order mark or invisible spaces around it are not part of it.
    pub fn parse(line: &str) -> Request {
        let line = trimmed(line);
        if line.is_empty() {
            return Request::Blank;
        }
        let lower = line.to_ascii_lowercase();
        if let Some((command, _)) = WORDS.iter().find(|(_, words)| words.contains(&lower.as_str())) {
            return Request::Command(*command);
        }
        match lower.parse() {
            Ok(house) => Request::Sow(house),
            Err(_) => Request::Unknown(format!(
                "'{}' is not a house (o1…o10, i1…i10) nor a command. Type help for them.",
                shown(line)
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_houses_and_commands() {
        assert_eq!(Request::parse(" I9\n"), Request::Sow("i9".parse().unwrap()));
        assert_eq!(Request::parse("\u{feff}o3"), Request::Sow("o3".parse().unwrap()));
        let command = |line| match Request::parse(line) {
            Request::Command(command) => command,
            other => panic!("{line:?} is not a command: {other:?}"),
        };
        assert_eq!(command("Hint"), Command::Hint);
        assert_eq!(command("m"), Command::Moves);
        assert_eq!(command("again"), Command::Again);
        assert_eq!(command("n"), Command::Next);
        assert_eq!(command("?"), Command::Help);
        assert_eq!(command("exit"), Command::Quit);
        assert_eq!(Request::parse("  "), Request::Blank);
    }

    #[test]
    fn what_is_not_understood_is_echoed_safe_and_short() {
        let Request::Unknown(refusal) = Request::parse("o3\x1b[2J\x07\0") else {
            panic!("not refused");
        };
        assert!(
            refusal.starts_with(r"'o3\u{1b}[2J\u{7}\u{0}' is not a house"),
            "{refusal}"
        );
        let Request::Unknown(refusal) = Request::parse(&"x".repeat(6000)) else {
            panic!("not refused");
        };
        assert!(refusal.chars().count() < 150, "{refusal}");
    }
}
