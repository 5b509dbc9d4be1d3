//! The moments of a turn's motion at which an app acts — say the move, play a sound, a haptic
//! as a capture flashes, the guided game's next note, the result, the end — timed once here, so
//! both apps play them alike. Times are the timeline's milliseconds from the start of the motion, after
//! the outcome's beat; an app stretching the motion stretches them alike.

use crate::events::StepKind;
use crate::guide::GuideCue;
use crate::numbers::AppInt;
use crate::sounds::{motion_sounds, GameSound};
use crate::timeline::AnimationStep;

/// One moment of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TurnCue {
    /// Timeline milliseconds from the start of the motion.
    pub at_ms: AppInt,
    pub kind: CueKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum CueKind {
    /// The outcome's announcement is said: as the motion begins for the other side's turn, as
    /// it ends for the viewer's own (its relays and captures).
    Announce,
    /// A sound, when the person wants them (none of these with motion removed: the outcome's
    /// `summarySound` instead).
    Sound { sound: GameSound },
    /// A capture flash begins: a haptic, when the person wants them.
    Capture,
    /// The guided game: the outcome's `guide[index]` is what happens now.
    Guide { index: AppInt },
    /// The turn ended the game: its result is said.
    Result,
    /// The motion is over.
    End,
}

/// How a turn is told: whether it has an announcement and whose turn it was, and the sound of
/// the game's end when it ended the game.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Telling {
    pub announced: bool,
    pub viewers_own: bool,
    pub ending: Option<GameSound>,
}

/// The cues of a motion in time order: at one moment the announcement first, a sound before
/// the haptic, a capture's haptic before its note, the result and the end last.
pub(crate) fn turn_cues(
    timeline: &[AnimationStep],
    duration_ms: AppInt,
    telling: Telling,
    guide: &[GuideCue],
) -> Vec<TurnCue> {
    let end = AppInt(duration_ms.0.max(0));
    let mut cues = Vec::with_capacity(2 * timeline.len() + guide.len() + 3);
    if telling.announced {
        cues.push(TurnCue {
            at_ms: if telling.viewers_own { end } else { AppInt(0) },
            kind: CueKind::Announce,
        });
    }
    cues.extend(
        motion_sounds(timeline, duration_ms, telling.ending)
            .into_iter()
            .map(|(at_ms, sound)| TurnCue {
                at_ms,
                kind: CueKind::Sound { sound },
            }),
    );
    cues.extend(
        timeline
            .iter()
            .filter(|step| matches!(step.kind, StepKind::CaptureFlash { .. }))
            .map(|step| TurnCue {
                at_ms: step.start_ms,
                kind: CueKind::Capture,
            }),
    );
    cues.extend(guide.iter().enumerate().map(|(index, cue)| TurnCue {
        at_ms: AppInt(cue.at_ms.0.clamp(0, duration_ms.0.max(0))),
        kind: CueKind::Guide {
            index: AppInt::from(index),
        },
    }));
    // A stable sort keeps the order above among cues at the same moment.
    cues.sort_by_key(|cue| cue.at_ms);
    if telling.ending.is_some() {
        cues.push(TurnCue {
            at_ms: end,
            kind: CueKind::Result,
        });
    }
    cues.push(TurnCue {
        at_ms: end,
        kind: CueKind::End,
    });
    cues
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;
    use crate::settings::GameSettings;

    #[test]
    fn cues_are_in_time_order_and_end_with_the_motion() {
        let mut session = Session::new(GameSettings::default(), 1);
        let house = session.snapshot().legal_houses[0];
        let outcome = session.play(AppInt::from(house)).unwrap();
        let cues = &outcome.cues;
        assert!(cues.windows(2).all(|pair| pair[0].at_ms <= pair[1].at_ms));
        assert_eq!(
            cues.last(),
            Some(&TurnCue {
                at_ms: outcome.duration_ms,
                kind: CueKind::End
            })
        );
        let flashes = outcome
            .timeline
            .iter()
            .filter(|step| matches!(step.kind, StepKind::CaptureFlash { .. }))
            .count();
        assert_eq!(cues.iter().filter(|cue| cue.kind == CueKind::Capture).count(), flashes);
        assert_eq!(
            cues.iter()
                .filter(|cue| matches!(cue.kind, CueKind::Guide { .. }))
                .count(),
            outcome.guide.len()
        );
    }
}
