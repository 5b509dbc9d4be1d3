//! A sentence as data: a key of the apps' strings with its arguments, or sentences joined.

use crate::numbers::AppInt;

/// A sentence to say: the key of a string (Android's resource name, the iOS catalog's key) with
/// its arguments, or sentences joined. Each app turns one into text with its own strings.
///
/// The arguments fill the string's placeholders in order. A plural's count is its first
/// argument, a number (the iOS catalog's order: a plural whose count is not its first
/// placeholder, like `guide_capture_you`'s `%4$d`, has it moved to the front); a plural that
/// shows no number (`stones_unit`) still takes its count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Phrase {
    /// The string `key` with `args`: `turn_yours`, or `hint_captures` with 3.
    Key { key: String, args: Vec<PhraseArg> },
    /// The parts said one after the other, `separator` between them.
    Joined { parts: Vec<Phrase>, separator: String },
}

/// One argument of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PhraseArg {
    /// A number, written as the language writes its digits (a plural's count too).
    Number { value: i32 },
    /// A sentence said first and put in: "inner house 3" in "The computer sowed its inner house 3."
    Phrase { phrase: Phrase },
    /// Text said as it is in every language: a house in the records' notation ("o4").
    Text { text: String },
}

impl Phrase {
    /// The string `key` with no arguments: `Phrase::key("turn_yours")`.
    pub fn key(key: &str) -> Phrase {
        Phrase::with(key, [])
    }

    /// The string `key` with `args`: `Phrase::with("hint_captures", [PhraseArg::number(3)])`.
    pub fn with(key: &str, args: impl IntoIterator<Item = PhraseArg>) -> Phrase {
        Phrase::Key {
            key: key.to_owned(),
            args: args.into_iter().collect(),
        }
    }

    /// The string `key` with one number: `Phrase::count("stones_count", 3)`, "3 stones".
    pub fn count(key: &str, n: impl Into<AppInt>) -> Phrase {
        Phrase::with(key, [PhraseArg::number(n)])
    }

    /// `parts` said in order, `separator` between them.
    pub fn joined(parts: impl IntoIterator<Item = Phrase>, separator: &str) -> Phrase {
        Phrase::Joined {
            parts: parts.into_iter().collect(),
            separator: separator.to_owned(),
        }
    }
}

impl PhraseArg {
    pub fn number(n: impl Into<AppInt>) -> PhraseArg {
        PhraseArg::Number { value: n.into().0 }
    }

    pub fn phrase(phrase: Phrase) -> PhraseArg {
        PhraseArg::Phrase { phrase }
    }

    pub fn text(text: impl Into<String>) -> PhraseArg {
        PhraseArg::Text { text: text.into() }
    }
}

impl From<Phrase> for PhraseArg {
    fn from(phrase: Phrase) -> PhraseArg {
        PhraseArg::phrase(phrase)
    }
}
