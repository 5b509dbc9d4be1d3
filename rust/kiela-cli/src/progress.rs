//! A one-line progress bar on stderr, redrawn in place with `\r`; silent when stderr is not a
//! terminal, so scripts and logs get only the result.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// Width of the bar between its brackets.
const WIDTH: usize = 24;

pub struct Progress {
    shown: bool,
    started: Instant,
    /// Length of the last line drawn, to blank it out when the next is shorter.
    drawn: usize,
}

impl Progress {
    /// A bar that is drawn only when stderr is a terminal.
    pub fn on_stderr() -> Progress {
        Progress {
            shown: io::stderr().is_terminal(),
            started: Instant::now(),
            drawn: 0,
        }
    }

    /// Redraws the bar at `done` of `total`, followed by `note`.
    pub fn update(&mut self, done: u32, total: u32, note: &str) {
        if !self.shown {
            return;
        }
        let line = bar_line(done, total, note, self.started.elapsed());
        let blank = self.drawn.saturating_sub(line.chars().count());
        self.drawn = line.chars().count();
        // A progress bar that cannot be drawn is no reason to stop the work.
        let _ = write!(io::stderr(), "\r{line}{:blank$}", "");
        let _ = io::stderr().flush();
    }

    /// Removes the bar, leaving the cursor at the start of an empty line.
    pub fn finish(&mut self) {
        if self.shown && self.drawn > 0 {
            let _ = write!(io::stderr(), "\r{:width$}\r", "", width = self.drawn);
            let _ = io::stderr().flush();
            self.drawn = 0;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// `[##########--------------]  10/24  +6 =1 -3  0:12, about 0:17 left`
fn bar_line(done: u32, total: u32, note: &str, elapsed: Duration) -> String {
    let total = total.max(1);
    let done = done.min(total);
    let filled = (WIDTH as u64 * u64::from(done) / u64::from(total)) as usize;
    let mut line = format!(
        "[{}{}] {done:>width$}/{total}  ",
        "#".repeat(filled),
        "-".repeat(WIDTH - filled),
        width = total.to_string().len()
    );
    if !note.is_empty() {
        line += &format!("{note}  ");
    }
    line += &clock(elapsed);
    if done > 0 && done < total {
        let left = elapsed.mul_f64(f64::from(total - done) / f64::from(done));
        line += &format!(", about {} left", clock(left));
    }
    line
}

/// `0:07`, `12:30`, `1:02:03`.
fn clock(time: Duration) -> String {
    let seconds = time.as_secs();
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills_and_estimates_the_time_left() {
        assert_eq!(
            bar_line(6, 24, "+6 =0 -0", Duration::from_secs(12)),
            "[######------------------]  6/24  +6 =0 -0  0:12, about 0:36 left"
        );
        assert_eq!(
            bar_line(2, 2, "+1 =0 -1", Duration::from_secs(3725)),
            "[########################] 2/2  +1 =0 -1  1:02:05"
        );
        assert_eq!(
            bar_line(0, 10, "", Duration::ZERO),
            "[------------------------]  0/10  0:00"
        );
    }
}
