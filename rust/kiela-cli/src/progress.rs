//! The arena's progress bar on stderr (indicatif), drawn only when stderr is a terminal, so
//! scripts and logs get only the result.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// `[##########--------------]  10/24  +6 =1 -3  0:12, about 0:17 left`
const TEMPLATE: &str = "[{bar:24}] {pos:>3}/{len}  {msg}  {elapsed}, about {eta} left";

pub struct Progress(ProgressBar);

impl Progress {
    /// A bar of `total` steps; indicatif draws nothing when stderr is not a terminal.
    pub fn on_stderr(total: u32) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(u64::from(total)), ProgressDrawTarget::stderr());
        let style = ProgressStyle::with_template(TEMPLATE)
            .expect("the template is valid")
            .progress_chars("#>-");
        bar.set_style(style);
        bar.enable_steady_tick(Duration::from_millis(500));
        Progress(bar)
    }

    /// Moves the bar to `done`, with `note` after the count.
    pub fn update(&self, done: u32, note: String) {
        self.0.set_position(u64::from(done));
        self.0.set_message(note);
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.0.finish_and_clear();
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}
