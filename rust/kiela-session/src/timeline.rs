//! The animation timeline: a move as timed keyframes, so both apps animate alike and only draw.

use std::time::Duration;

use crate::events::StepKind;
use crate::numbers::{AppInt, SmallInt, StoneCounts};

/// How fast moves are animated; instant has no motion at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
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

    /// The speed's name in saves and on the command line: `slow`, `normal`, `fast`, `instant`.
    pub const fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
            AnimationSpeed::Instant => "instant",
        }
    }
}

/// A name that is not a speed's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not an animation speed (slow, normal, fast or instant)")]
pub struct ParseSpeedError(pub String);

impl std::str::FromStr for AnimationSpeed {
    type Err = ParseSpeedError;

    fn from_str(name: &str) -> Result<AnimationSpeed, ParseSpeedError> {
        AnimationSpeed::ALL
            .into_iter()
            .find(|speed| speed.name() == name)
            .ok_or_else(|| ParseSpeedError(name.to_owned()))
    }
}

/// One keyframe: when it runs, what moves, and the board (40 counts) and stones in hand once
/// it is done. At time t an app draws the board of the last step ended by t (`boardBefore`
/// before the first) and the motion of the steps under way.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnimationStep {
    /// Milliseconds from the start of the move.
    pub start_ms: AppInt,
    pub duration_ms: AppInt,
    pub kind: StepKind,
    /// The 40 counts in board order once this step is done.
    pub board: StoneCounts,
    /// The stones in the sowing hand once this step is done.
    pub in_hand: SmallInt,
    /// The house the hand is over as the step begins (a dropping stone falls from there);
    /// `null`/`nil` before the first lift.
    pub hand_from: Option<SmallInt>,
}

/// A move's whole animation.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Timeline {
    pub steps: Vec<AnimationStep>,
    /// When the last step ends.
    pub duration_ms: AppInt,
}

/// The computer takes a visible beat before its move plays, even when it answered at once.
pub const COMPUTER_BEAT_MS: u32 = 500;

/// The beat left after the computer thought for `thought`, starting when the turns before its
/// own (lasting `ahead`) began to show: the thinking that runs past them is taken from the
/// beat, so its move shows when the beat would have ended had it answered at once.
pub fn beat_after(thought: Duration, ahead: Duration) -> u32 {
    let past_ahead = thought.saturating_sub(ahead).as_millis();
    COMPUTER_BEAT_MS.saturating_sub(u32::try_from(past_ahead).unwrap_or(u32::MAX))
}

/// The clock on the computer's search in the app: the turns ahead, the beat, and a beat more.
/// Expert's node budget ends far sooner here; on a phone several times slower the clock ends
/// it, and its move still shows about as soon as before it used the beat.
pub fn thinking_cap(ahead: Duration) -> Duration {
    ahead + 2 * Duration::from_millis(u64::from(COMPUTER_BEAT_MS))
}
/// When the system removes motion, a turn is a cross-fade this long from the board before it
/// to the board after it, nothing moving on the way.
pub const CROSS_FADE_MS: u32 = 250;

/// Durations at normal speed, in milliseconds, when a move fits its cap.
const LIFT_MS: u32 = 250;
const DROP_MS: u32 = 160;
const RELAY_MS: u32 = 300;
/// The capture is the moment of the game: the longest step.
const FLASH_MS: u32 = 600;
const FLIGHT_MS: u32 = 450;
const END_MS: u32 = 250;

/// A falling stone shorter than this is not seen to fall.
const DROP_FLOOR_MS: u32 = 40;
/// Fast play is watched more closely, and its drops are half as long to begin with.
const DROP_FLOOR_FAST_MS: u32 = 30;
/// A lift, a relay's pause or the final rest need a little longer than a drop to be read.
const PAUSE_FLOOR_MS: u32 = 60;
const PAUSE_FLOOR_FAST_MS: u32 = 50;
/// Captured stones crossing the board: the longest way a stone travels.
const FLIGHT_FLOOR_MS: u32 = 100;
const FLIGHT_FLOOR_FAST_MS: u32 = 80;
/// A capture flash shorter than this is missed. Only a move with more captures than its cap
/// has room for at this length (six or more at fast; never at normal or slow) gets shorter
/// flashes, just short enough to fit.
const FLASH_FLOOR_MS: u32 = 250;
/// When flashes are shortened, this share of the cap (in percent) is still kept for the sowing
/// between them, so that its stones pour in a quick wave instead of landing all at once.
const SOWING_RESERVE_PERCENT: u32 = 10;

/// Time is kept in ticks of 1/65536 ms while the steps are laid out, so that the thousands of
/// tiny slots of a long move add up without rounding; steps get whole milliseconds at the end.
const TICKS_PER_MS: u64 = 1 << 16;

/// How one speed times a move.
#[derive(Clone, Copy, Debug)]
struct Timing {
    /// The normal durations scaled by this many percent.
    percent: u32,
    /// The longest any move lasts.
    cap_ms: u32,
    drop_floor_ms: u32,
    pause_floor_ms: u32,
    flight_floor_ms: u32,
}

impl Timing {
    /// `None` for instant: no motion, no steps.
    fn of(speed: AnimationSpeed) -> Option<Timing> {
        let (percent, cap_ms, drop_floor_ms, pause_floor_ms, flight_floor_ms) = match speed {
            AnimationSpeed::Slow => (160, 6500, DROP_FLOOR_MS, PAUSE_FLOOR_MS, FLIGHT_FLOOR_MS),
            AnimationSpeed::Normal => (100, 4000, DROP_FLOOR_MS, PAUSE_FLOOR_MS, FLIGHT_FLOOR_MS),
            AnimationSpeed::Fast => (50, 2000, DROP_FLOOR_FAST_MS, PAUSE_FLOOR_FAST_MS, FLIGHT_FLOOR_FAST_MS),
            AnimationSpeed::Instant => return None,
        };
        Some(Timing {
            percent,
            cap_ms,
            drop_floor_ms,
            pause_floor_ms,
            flight_floor_ms,
        })
    }

    /// The step's duration when the move fits its cap.
    fn base_ms(self, kind: &StepKind) -> u32 {
        let normal = match kind {
            StepKind::Lift { .. } => LIFT_MS,
            StepKind::Drop { .. } => DROP_MS,
            StepKind::Relay { .. } => RELAY_MS,
            StepKind::CaptureFlash { .. } => FLASH_MS,
            StepKind::CaptureFlight { .. } => FLIGHT_MS,
            StepKind::End { .. } => END_MS,
        };
        normal * self.percent / 100
    }

    /// The shortest the step may be; for a flash, `flash_floor_ms` (see [`Fit`]).
    fn floor_ms(self, kind: &StepKind, flash_floor_ms: u32) -> u32 {
        match kind {
            StepKind::Drop { .. } => self.drop_floor_ms,
            StepKind::Lift { .. } | StepKind::Relay { .. } | StepKind::End { .. } => self.pause_floor_ms,
            StepKind::CaptureFlight { .. } => self.flight_floor_ms,
            StepKind::CaptureFlash { .. } => flash_floor_ms,
        }
    }
}

/// How a move is squeezed into its cap: every step's slot on the clock is its base duration
/// times `pace` (in ticks per base millisecond, [`TICKS_PER_MS`] for no squeeze), and it lasts
/// its slot or its floor, whichever is longer. A step that lasts beyond its slot overlaps the
/// next ones, which start on the clock: stones poured in a wave. A flash is never squeezed
/// below `flash_floor_ms` and overlaps nothing, so the pause before it is taken from the pace.
#[derive(Clone, Copy, Debug)]
struct Fit {
    timing: Timing,
    pace: u64,
    flash_floor_ms: u32,
}

impl Fit {
    /// The highest pace at which the move lasts at most the cap: the base durations, one step
    /// after the other, when the move fits as it is.
    fn find(timing: Timing, steps: &[StepKind]) -> Fit {
        let natural = Fit {
            timing,
            pace: TICKS_PER_MS,
            flash_floor_ms: FLASH_FLOOR_MS,
        };
        if natural.fits(steps) {
            return natural;
        }
        let fit = Fit {
            pace: 0,
            flash_floor_ms: natural.flash_floor_ms_to_fit(steps),
            ..natural
        };
        // The length only grows with the pace, and at pace 0 any move the rules allow fits
        // (at most ten captures): halve the gap between a pace that fits and one that does not
        // until they meet, 16 layouts of the move.
        let (mut fits, mut too_long) = (0, TICKS_PER_MS);
        while too_long - fits > 1 {
            let pace = fits + (too_long - fits) / 2;
            match (Fit { pace, ..fit }).fits(steps) {
                true => fits = pace,
                false => too_long = pace,
            }
        }
        Fit { pace: fits, ..fit }
    }

    fn fits(self, steps: &[StepKind]) -> bool {
        self.duration_ms(steps) <= self.timing.cap_ms
    }

    /// The move's length laid out at this fit.
    fn duration_ms(self, steps: &[StepKind]) -> u32 {
        let mut clock = Clock::default();
        steps.iter().for_each(|kind| {
            clock.place(self, kind);
        });
        clock.duration_ms()
    }

    /// At pace 0 every stretch between captures lasts as long as its longest floor and each flash
    /// its floor. The flash floor shrinks only when that and the sowing's reserve are more than
    /// the cap: to what is left of it for each flash.
    fn flash_floor_ms_to_fit(self, steps: &[StepKind]) -> u32 {
        let flashes = steps
            .iter()
            .filter(|kind| matches!(kind, StepKind::CaptureFlash { .. }))
            .count() as u32;
        let without_flashes = Fit {
            pace: 0,
            flash_floor_ms: 0,
            ..self
        };
        let reserve = self.timing.cap_ms * SOWING_RESERVE_PERCENT / 100;
        let room = (self.timing.cap_ms - reserve).saturating_sub(without_flashes.duration_ms(steps));
        FLASH_FLOOR_MS.min(room.checked_div(flashes).unwrap_or(FLASH_FLOOR_MS))
    }
}

/// Where the steps laid out so far leave the next one, in ticks.
#[derive(Clone, Copy, Debug, Default)]
struct Clock {
    /// The next step starts here, unless it must wait for all to end.
    next_start: u64,
    /// Every step so far has ended by here.
    all_ended: u64,
}

impl Clock {
    /// Lays out the next step: its start and end in whole milliseconds.
    ///
    /// Starts only move on, and so do ends: a step that would end before an earlier one lasts
    /// until it. A flash waits for every step before it to end, and the next starts after it.
    fn place(&mut self, fit: Fit, kind: &StepKind) -> (u32, u32) {
        let slot = u64::from(fit.timing.base_ms(kind)) * fit.pace;
        let floor = u64::from(fit.timing.floor_ms(kind, fit.flash_floor_ms)) * TICKS_PER_MS;
        let alone = matches!(kind, StepKind::CaptureFlash { .. });
        let start = match alone {
            true => self.next_start.max(self.all_ended),
            false => self.next_start,
        };
        let end = (start + slot.max(floor)).max(self.all_ended);
        self.next_start = if alone { end } else { start + slot };
        self.all_ended = end;
        (ms(start), ms(end))
    }

    fn duration_ms(self) -> u32 {
        ms(self.all_ended)
    }
}

/// Whole milliseconds, rounded down: a step of `n` whole ms in ticks keeps `n` after rounding.
fn ms(ticks: u64) -> u32 {
    u32::try_from(ticks / TICKS_PER_MS).unwrap_or(u32::MAX)
}

/// The board and the hand once `step` is done. Houses off the board are ignored.
fn fold(board: &mut [u8], in_hand: &mut u8, step: &StepKind) {
    let mut set = |house: SmallInt, stones: u8| {
        if let Some(count) = board.get_mut(house.to_usize()) {
            *count = stones;
        }
    };
    match *step {
        StepKind::Lift { house, stones } => {
            set(house, 0);
            *in_hand = stones.0;
        }
        StepKind::Drop { house, stones_after } => {
            set(house, stones_after.0);
            *in_hand = in_hand.saturating_sub(1);
        }
        StepKind::Relay { house, stones } => {
            set(house, 0);
            *in_hand = in_hand.saturating_add(stones.0);
        }
        StepKind::CaptureFlash {
            inner, outer, stones, ..
        } => {
            set(inner, 0);
            set(outer, 0);
            *in_hand = in_hand.saturating_add(stones.0);
        }
        // The captured stones are in the hand already: the flight carries them.
        StepKind::CaptureFlight { .. } => {}
        StepKind::End { .. } => *in_hand = 0,
    }
}

/// The move whose `steps` were played from `board_before` (40 counts in board order), as
/// keyframes at `speed`.
///
/// A move that fits its speed's cap (4 s normal, 6.5 s slow, 2 s fast) plays at the base
/// durations, each step when the one before ends. A longer one is squeezed to the cap: every
/// step's share of the clock shrinks alike, and a step that reaches its floor keeps it and
/// overlaps the next ones (see [`Fit`]). Whatever the squeeze, steps come in event order,
/// starts and ends never go back (so the board at a time is the `board` of the last step
/// ended by then, or `board_before`), and a capture flash overlaps nothing. Instant has no
/// steps.
///
/// Allocates the steps and their boards only: the squeeze is found by laying the move out a
/// few times without keeping it.
pub fn timeline(board_before: &StoneCounts, steps: &[StepKind], speed: AnimationSpeed) -> Timeline {
    let Some(timing) = Timing::of(speed) else {
        return Timeline::default();
    };
    let fit = Fit::find(timing, steps);
    let mut clock = Clock::default();
    let mut in_hand = 0;
    let mut hand = None;
    let mut keyframes: Vec<AnimationStep> = Vec::with_capacity(steps.len());
    for &kind in steps {
        let mut board = keyframes.last().map_or(board_before, |step| &step.board).clone();
        fold(&mut board.0, &mut in_hand, &kind);
        let (start, end) = clock.place(fit, &kind);
        let hand_from = hand;
        hand = kind.hand_house().or(hand);
        keyframes.push(AnimationStep {
            start_ms: start.into(),
            duration_ms: (end - start).into(),
            kind,
            board,
            in_hand: SmallInt(in_hand),
            hand_from,
        });
    }
    Timeline {
        steps: keyframes,
        duration_ms: clock.duration_ms().into(),
    }
}

#[cfg(test)]
mod beat_tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn thinking_past_the_turns_ahead_is_taken_from_the_beat() {
        // Answered while the person's turn still showed: the whole beat.
        assert_eq!(beat_after(ms(200), ms(1_200)), COMPUTER_BEAT_MS);
        assert_eq!(beat_after(ms(1_200), ms(1_200)), COMPUTER_BEAT_MS);
        // Thought 150 ms past it: the move shows when the beat would have ended.
        assert_eq!(beat_after(ms(1_350), ms(1_200)), COMPUTER_BEAT_MS - 150);
        // Nothing ahead (the computer opens the game): the beat counts from the start.
        assert_eq!(beat_after(ms(230), Duration::ZERO), COMPUTER_BEAT_MS - 230);
        // Past the beat: shown at once, never a negative wait.
        assert_eq!(beat_after(ms(2_000), ms(100)), 0);
        // The clock ends a slow phone's search a beat after the beat would have ended.
        assert_eq!(thinking_cap(ms(1_200)), ms(1_200 + 2 * u64::from(COMPUTER_BEAT_MS)));
    }
}
