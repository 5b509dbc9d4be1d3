//! Colour for the terminal, with anstyle: on only when stdout is a terminal, `NO_COLOR` is not
//! set and `--no-color` was not given.

use anstyle::{AnsiColor, Style};

/// What a piece of text is, for its colour.
#[derive(Clone, Copy)]
pub enum Ink {
    /// House names and the board's lines.
    Dim,
    /// The last move's signs.
    Mark,
    /// Houses captured by the last move.
    Taken,
    /// The player's names.
    Name,
    /// A game's end.
    Result,
    /// A refusal.
    Refusal,
}

#[derive(Clone, Copy)]
pub struct Paint {
    pub enabled: bool,
}

impl Paint {
    /// Colour when `terminal` and neither `NO_COLOR` (any non-empty value) nor `no_color`.
    pub fn choose(terminal: bool, no_color: bool) -> Paint {
        let env_off = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
        Paint {
            enabled: terminal && !no_color && !env_off,
        }
    }

    /// `text` in `ink`'s style, or as it is without colour.
    pub fn ink(self, ink: Ink, text: &str) -> String {
        if !self.enabled || text.is_empty() {
            return text.to_owned();
        }
        let style = match ink {
            Ink::Dim => Style::new().dimmed(),
            Ink::Mark => Style::new().fg_color(Some(AnsiColor::Yellow.into())).bold(),
            Ink::Taken => Style::new().fg_color(Some(AnsiColor::Red.into())).bold(),
            Ink::Name => Style::new().bold(),
            Ink::Result => Style::new().fg_color(Some(AnsiColor::Green.into())).bold(),
            Ink::Refusal => Style::new().fg_color(Some(AnsiColor::Red.into())),
        };
        format!("{style}{text}{style:#}")
    }
}
