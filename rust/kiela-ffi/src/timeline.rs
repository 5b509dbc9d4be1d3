//! The animation timeline: a move's events as timed steps, so both apps animate alike and only
//! draw. Times are milliseconds from the start of the move; apps may scale them to the
//! system's animation setting.

use crate::events::MoveEvent;

/// How fast moves are animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum AnimationSpeed {
    Slow,
    Normal,
    Fast,
    /// Every step at once: the board jumps to the result.
    Instant,
}

/// What is drawn during one step. Houses are board indices, as in `MoveEvent`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum StepKind {
    /// The hand lifts all `stones` of `house`; it shows empty.
    Lift { house: u32, stones: u32 },
    /// A stone falls into `house`, which then shows `stones_after`.
    Drop { house: u32, stones_after: u32 },
    /// A pause on an occupied house before its `stones` are lifted and sown on.
    Relay { house: u32, stones: u32 },
    /// The two captured opponent houses flash; they show empty afterwards.
    CaptureFlash {
        captor: u32,
        inner: u32,
        outer: u32,
        stones: u32,
    },
    /// The captured stones fly from the two opponent houses to the first house they are sown in.
    CaptureFlight {
        from_inner: u32,
        from_outer: u32,
        to: u32,
        stones: u32,
    },
    /// The last stone came to rest in the empty `house`.
    End { house: u32 },
}

/// One timed step of a move's animation.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct AnimationStep {
    pub start_ms: u32,
    pub duration_ms: u32,
    pub kind: StepKind,
}

/// Durations at normal speed, in milliseconds.
const LIFT_MS: u32 = 250;
const DROP_MS: u32 = 160;
const RELAY_MS: u32 = 300;
const FLASH_MS: u32 = 600;
const FLIGHT_MS: u32 = 450;
const END_MS: u32 = 250;

/// Drops beyond this many in one move are quickened so that a move of many relays still plays
/// in a few seconds: the whole sowing then lasts as long as this many drops would.
const DROPS_AT_FULL_PACE: u32 = 40;
/// No drop is shorter than this (unless the speed is instant): each stays visible.
const SHORTEST_DROP_MS: u32 = 12;

/// Turns a move's events into timed steps, one after the other, at `speed`.
#[uniffi::export]
pub fn animation_timeline(events: Vec<MoveEvent>, speed: AnimationSpeed) -> Vec<AnimationStep> {
    let percent = match speed {
        AnimationSpeed::Slow => 160,
        AnimationSpeed::Normal => 100,
        AnimationSpeed::Fast => 50,
        AnimationSpeed::Instant => 0,
    };
    let scaled = |ms: u32| ms * percent / 100;
    let drops = events.iter().filter(|e| matches!(e, MoveEvent::Drop { .. })).count() as u32;
    let drop_ms = if drops > DROPS_AT_FULL_PACE {
        (scaled(DROP_MS) * DROPS_AT_FULL_PACE / drops).max(SHORTEST_DROP_MS.min(scaled(DROP_MS)))
    } else {
        scaled(DROP_MS)
    };

    let mut steps = Vec::with_capacity(events.len() + 1);
    let mut clock = 0u32;
    let mut push = |kind: StepKind, duration_ms: u32| {
        steps.push(AnimationStep {
            start_ms: clock,
            duration_ms,
            kind,
        });
        clock += duration_ms;
    };
    let mut pending_flight: Option<(u32, u32)> = None;
    for event in events {
        match event {
            MoveEvent::Lift { house, stones } => push(StepKind::Lift { house, stones }, scaled(LIFT_MS)),
            MoveEvent::Drop { house, stones_after } => push(StepKind::Drop { house, stones_after }, drop_ms),
            MoveEvent::Relay { house, stones } => push(StepKind::Relay { house, stones }, scaled(RELAY_MS)),
            MoveEvent::Capture {
                captor,
                inner,
                outer,
                stones,
            } => {
                pending_flight = Some((inner, outer));
                push(
                    StepKind::CaptureFlash {
                        captor,
                        inner,
                        outer,
                        stones,
                    },
                    scaled(FLASH_MS),
                );
            }
            MoveEvent::CapturedSowing { first, stones } => {
                // A capture is always followed by the sowing of its stones.
                if let Some((from_inner, from_outer)) = pending_flight.take() {
                    push(
                        StepKind::CaptureFlight {
                            from_inner,
                            from_outer,
                            to: first,
                            stones,
                        },
                        scaled(FLIGHT_MS),
                    );
                }
            }
            MoveEvent::End { house } => push(StepKind::End { house }, scaled(END_MS)),
        }
    }
    steps
}

/// How long a timeline lasts, in milliseconds.
#[uniffi::export]
pub fn timeline_duration_ms(steps: Vec<AnimationStep>) -> u32 {
    steps.last().map_or(0, |s| s.start_ms + s.duration_ms)
}
