//! What the person typed, made safe to print back and to read: control characters, escape
//! sequences, bells and NULs are shown escaped (never sent raw to the terminal), long input is
//! cut, and invisible characters around a line (a byte-order mark, zero-width spaces) are not
//! part of what was meant.

/// The most characters of typed input echoed back.
pub const ECHO_LIMIT: usize = 40;

/// Characters that show nothing yet are not whitespace to `str::trim`: the byte-order mark
/// (a file saved by some editors starts with one), zero-width spaces and joiners.
fn invisible(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{feff}' | '\u{200b}' | '\u{200c}' | '\u{200d}' | '\u{2060}')
}

/// `line` without whitespace nor invisible characters at either end.
pub fn trimmed(line: &str) -> &str {
    line.trim_matches(invisible)
}

/// `text` with every character a terminal would act on or not show escaped as Rust writes it
/// (`\u{1b}`, `\0`, `\t`); quotes and backslashes stay as they are.
pub fn escaped(text: &str) -> String {
    text.chars().map(escape).collect()
}

/// `text` escaped and cut to [`ECHO_LIMIT`] characters, with `…` where it was cut.
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    let mut length = 0;
    for c in text.chars() {
        let piece = escape(c);
        let width = piece.chars().count();
        if length + width > ECHO_LIMIT {
            out.push('…');
            return out;
        }
        out.push_str(&piece);
        length += width;
    }
    out
}

fn escape(c: char) -> String {
    match c {
        '\'' | '"' | '\\' => c.to_string(),
        c if c.is_control() || invisible(c) && c != ' ' || bidi_control(c) => c.escape_unicode().to_string(),
        c => c.escape_debug().to_string(),
    }
}

/// The characters that reorder text on screen (right-to-left overrides and isolates).
fn bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_a_terminal_acts_on_is_echoed_raw() {
        let hostile = "o3\x1b[2J\x07\0\r\u{202e}x";
        let echo = shown(hostile);
        assert_eq!(echo, r"o3\u{1b}[2J\u{7}\u{0}\u{d}\u{202e}x");
        assert!(echo.chars().all(|c| !c.is_control()), "{echo}");
        assert_eq!(escaped("it's \"a\\b\""), "it's \"a\\b\"");
        assert_eq!(escaped("é ok"), "é ok");
    }

    #[test]
    fn long_input_is_cut() {
        let long = "x".repeat(6000);
        let echo = shown(&long);
        assert_eq!(echo.chars().count(), ECHO_LIMIT + 1);
        assert!(echo.ends_with('…'));
        assert_eq!(shown(&"x".repeat(ECHO_LIMIT)), "x".repeat(ECHO_LIMIT));
        // An escape is never cut in half.
        let bells = shown(&"\x07".repeat(100));
        assert!(bells.trim_end_matches('…').ends_with(r"\u{7}"), "{bells}");
    }

    #[test]
    fn invisible_characters_around_a_line_are_trimmed() {
        assert_eq!(trimmed("\u{feff}o3"), "o3");
        assert_eq!(trimmed(" \u{200b}o3\u{2060}\t"), "o3");
        assert_eq!(trimmed("o\u{feff}3"), "o\u{feff}3");
    }
}
