//! What a turn did: everything an app needs to animate it, tell it and draw what follows.

use crate::announcement::Announcement;
use crate::board::Side;
use crate::cues::TurnCue;
use crate::events::Turn;
use crate::guide::GuideCue;
use crate::numbers::{AppInt, SmallInt, StoneCounts};
use crate::snapshot::Snapshot;
use crate::sounds::GameSound;
use crate::statistics::Statistics;
use crate::timeline::AnimationStep;

/// A played turn, timed at the session's animation speed. Played in three parts: `beatMs` of
/// stillness (the computer's beat), then the timeline over `durationMs` — or, with motion
/// removed, a cross-fade of `crossFadeMs` to the snapshot's board — and the announcement, if
/// any, said as the motion begins.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveOutcome {
    /// The snapshot's revision after this turn.
    pub revision: i64,
    pub mover: Side,
    pub played: Turn,
    /// The turn in notation (`o3`, `setup 2 2 …`), for sharing and logs.
    pub notation: String,
    /// Stones taken from the opponent in all.
    pub captured: SmallInt,
    /// The 40 counts in board order before the turn: the animation's first frame.
    pub board_before: StoneCounts,
    /// Stillness before the motion: the computer's beat, 0 for a person's turn.
    pub beat_ms: AppInt,
    /// The keyframes, empty at instant speed and for a rearrangement.
    pub timeline: Vec<AnimationStep>,
    pub duration_ms: AppInt,
    /// How long the turn's cross-fade lasts when motion is removed; 0 when nothing moves.
    pub cross_fade_ms: AppInt,
    /// What to tell the viewer of the turn: the other side's turn as it starts to play; the
    /// viewer's own turn (the one person's against the computer; with two people, the bottom
    /// player's) as it ends, only when it relayed or captured.
    pub announcement: Option<Announcement>,
    /// The sowing's events as the guided game explains them, each at its step; empty for a
    /// rearrangement.
    pub guide: Vec<GuideCue>,
    /// When, in the motion, to say the announcement, play a sound, buzz for a capture, show a
    /// guide note, say the result and end: in time order.
    pub cues: Vec<TurnCue>,
    /// The one sound of the turn when it is shown without motion (reduced motion's cross-fade,
    /// instant speed): the game's end, else the capture, else a stone.
    pub summary_sound: GameSound,
    /// The game after the turn.
    pub snapshot: Snapshot,
}

/// What an app keeps after a change, from one call: the save to write, and the statistics to
/// write when this change finished a game that counts (each game counts once).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Bookkeeping {
    pub save: String,
    pub statistics: Option<Statistics>,
}

/// What a tap did: a turn to animate, or a change to the rearrangement.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
// Crosses the FFI by value, where a box cannot go; a tap is made once, never in a hot loop.
#[allow(clippy::large_enum_variant)]
pub enum Tapped {
    /// It sowed the house: a turn to animate.
    Played { outcome: MoveOutcome },
    /// It changed the rearrangement being drafted.
    Changed { snapshot: Snapshot },
}
