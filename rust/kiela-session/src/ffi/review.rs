//! The post-game review for the apps: a thin shell over kiela-session's reviewer.

use crate::{read_game, GameReview, KielaError, ReviewProgress, ReviewSeats, Reviewer};

/// Reviews finished games move by move. One review at a time; progress and cancel may be called
/// from any thread while it runs.
#[derive(uniffi::Object, Default)]
pub struct GameReviewer(Reviewer);

#[uniffi::export]
impl GameReviewer {
    #[uniffi::constructor]
    pub fn new() -> GameReviewer {
        GameReviewer::default()
    }

    /// Reviews the game in `record` (a record's text or JSON, or a session save), seen from
    /// `seats`. Blocks for a few seconds: call it off the main thread. `BadRecord` when it
    /// cannot be read or replayed, `Cancelled` after `cancel`. The same record always gives the
    /// same review.
    pub fn review(&self, record: String, seats: ReviewSeats) -> Result<GameReview, KielaError> {
        self.0.review(&read_game(&record)?, seats)
    }

    /// How far the running review has come.
    pub fn progress(&self) -> ReviewProgress {
        self.0.progress()
    }

    /// Stops the running review, or the next one before it begins: a cancelled reviewer stays
    /// cancelled (make a new one for another game).
    pub fn cancel(&self) {
        self.0.cancel();
    }
}
