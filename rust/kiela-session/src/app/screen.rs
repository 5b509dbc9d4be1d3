//! What the game screen shows, as one value the driver hands the shell after every change: the
//! game as it is and as the board shows it, the turn to animate, what each control may do, and
//! what to tell the person once.

use crate::app::preferences::Preferences;
use crate::app::seats::SeatCard;
use crate::app::sentences::GameWords;
use crate::computer::Hint;
use crate::daily::PuzzlesOverview;
use crate::exercise::Exercise;
use crate::numbers::AppInt;
use crate::outcome::MoveOutcome;
use crate::settings::GameSettings;
use crate::snapshot::Snapshot;
use crate::sounds::GameSound;
use crate::statistics::Statistics;
use crate::timeline::AnimationSpeed;
use crate::view::NoticeKind;
use crate::words::Phrase;

/// The game screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameScreen {
    /// The game as it is now, after every turn still to animate.
    pub snapshot: Snapshot,
    /// The game as the board shows it: as it was before `animation`, else `snapshot`.
    pub shown: Snapshot,
    /// The turn to animate now, oldest first; the shell says `AnimationDone` with its revision
    /// when it has played (or been skipped to its end), and the next one comes.
    pub animation: Option<MoveOutcome>,
    /// Turns played and waiting behind `animation`.
    pub queued: AppInt,
    pub settings: GameSettings,
    /// The speed the following turns are timed at (kept in the session's save).
    pub speed: AnimationSpeed,
    /// The computer, or a hint, is thinking.
    pub thinking: bool,
    /// The best move for the person, shown until the next change.
    pub hint: Option<Hint>,
    /// Something to tell the person once; the shell says `NoticeShown` with its id.
    pub notice: Option<Notice>,
    pub statistics: Statistics,
    /// The result card's exercises: once the game shown is over and its review done, its
    /// mistakes and blunders as "find a better move" puzzles (solved ones marked; empty when it
    /// had none). None while the game is on, before its review, or for a game not kept.
    pub exercises: Option<Vec<Exercise>>,
    /// The puzzles screen's summary: today's puzzle (by the local date), the daily streak,
    /// the progress by grade and kind.
    pub puzzles: PuzzlesOverview,
    pub controls: Controls,
    /// The two seats' cards for the game as shown, the near seat (the viewer's) first.
    pub seats: Vec<SeatCard>,
    /// Every sentence the screen says.
    pub words: GameWords,
    pub preferences: Preferences,
    /// The first start's offer of a guided game is up.
    pub guide_offer: bool,
    /// Starting another game (`NewGame`, `GuidedGame`, the guide offer's `Start`) would throw
    /// this one away: the shell asks this first, and sends the event only when the person
    /// agrees. `None`: nothing would be lost.
    pub abandon: Option<AbandonQuestion>,
}

/// The question asked before a game in progress is left for another.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AbandonQuestion {
    /// Leaving counts as the person's loss against the computer (both sides have moved).
    pub counts_as_loss: bool,
    /// "Leave this game for a new one?", saying so when it counts as a loss.
    pub question: Phrase,
}

/// What each control does now: enabled or not, decided once here for both apps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Controls {
    /// A tap on the board is the person's: nothing animating, their turn, the game on. (Which
    /// house does what is the shown snapshot's `taps`.)
    pub board: bool,
    /// Undo takes back the last turn of the game as it is (the one animating, too).
    pub undo: bool,
    pub redo: bool,
    pub hint: bool,
    /// The computer is thinking about its move: it may be told to play now.
    pub move_now: bool,
    /// The expert opening may be rearranged now.
    pub rearrange: bool,
}

/// Something said once, until the shell says it was shown. `id` tells two alike apart.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Notice {
    pub id: i64,
    pub kind: NoticeKind,
    /// What to play as it is shown, when the person wants sounds: a refused tap's soft tick.
    pub sound: Option<GameSound>,
}

impl Notice {
    pub(super) fn new(id: i64, kind: NoticeKind) -> Notice {
        let sound = matches!(kind, NoticeKind::Refused { .. }).then_some(GameSound::Refused);
        Notice { id, kind, sound }
    }
}
