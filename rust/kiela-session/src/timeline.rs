//! The animation timeline: a move as timed keyframes, so both apps animate alike and only draw.

use crate::events::MoveEvent;
use crate::numbers::{Int, StoneCounts};

/// How fast moves are animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnimationSpeed {
    Slow,
    Normal,
    Fast,
    /// No motion at all: the board shows the result at once.
    Instant,
}

impl AnimationSpeed {
    /// Every speed, slowest first: the order of a picker.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Instant,
    ];
}

/// What is drawn during one step. Houses are board indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The hand lifts all `stones` of `house`; it shows empty.
    Lift { house: Int, stones: Int },
    /// A stone falls into `house`, which then shows `stones_after`.
    Drop { house: Int, stones_after: Int },
    /// A pause on an occupied house before its `stones` are lifted and sown on.
    Relay { house: Int, stones: Int },
    /// The two captured opponent houses flash; they show empty afterwards.
    CaptureFlash {
        captor: Int,
        inner: Int,
        outer: Int,
        stones: Int,
    },
    /// The captured stones fly from the two opponent houses to the first house they are sown in.
    CaptureFlight {
        from_inner: Int,
        from_outer: Int,
        to: Int,
        stones: Int,
    },
    /// The last stone came to rest in the empty `house`.
    End { house: Int },
}

/// One timed keyframe of a move's animation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnimationStep {
    /// Milliseconds from the start of the move.
    pub start_ms: Int,
    pub duration_ms: Int,
    pub kind: StepKind,
    /// The 40 counts in board order once this step is done.
    pub board: StoneCounts,
    /// The stones in the sowing hand once this step is done.
    pub in_hand: Int,
}

/// A move's whole animation.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Timeline {
    pub steps: Vec<AnimationStep>,
    /// When the last step ends.
    pub duration_ms: Int,
}

/// The move whose `events` were played from `board_before` (40 counts in board order), as
/// keyframes at `speed`.
pub fn timeline(board_before: &StoneCounts, events: &[MoveEvent], speed: AnimationSpeed) -> Timeline {
    let _ = (board_before, events, speed);
    Timeline::default()
}
