//! What a turn did: everything an app needs to animate it and draw what follows.

use crate::board::{Side, Spot};
use crate::numbers::{AppInt, SmallInt, StoneCounts};
use crate::snapshot::Snapshot;
use crate::timeline::AnimationStep;

/// A turn as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The house sown.
    Sow { house: Spot },
    /// An expert-opening rearrangement: the 40 counts in board order afterwards.
    Setup { board: StoneCounts },
}

/// A played turn, timed for the animation at the session's speed.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The keyframes, empty at instant speed and for a rearrangement.
    pub timeline: Vec<AnimationStep>,
    pub duration_ms: AppInt,
    /// The game after the turn.
    pub snapshot: Snapshot,
}
