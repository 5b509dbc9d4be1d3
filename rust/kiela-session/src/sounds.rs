//! The sounds of a turn, timed from the same keyframes the board animates, so a stone is heard
//! as it lands and the capture's clack comes with its flash, on both apps alike. The files are
//! made by `tools/sounds/make` into `sounds/`, one per [`GameSound`] by [`sound_name`].

use crate::events::StepKind;
use crate::numbers::AppInt;
use crate::snapshot::GameResult;
use crate::timeline::AnimationStep;
use crate::view::PersonOutcome;

/// One of the game's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GameSound {
    /// A stone lands in a house; `variation` (0 to 3) picks one of four, so that a long sowing
    /// is not heard as a machine gun.
    Drop {
        variation: AppInt,
    },
    /// The hand lifts a house's stones to begin the move.
    Lift,
    /// The last stone fell into an occupied house: its stones are lifted and sown on.
    Relay,
    /// The capture's flash.
    Capture,
    /// The captured stones land on the captor's side.
    Join,
    /// The game's end as the viewer hears it: the person won (or, with two people, someone won).
    Win,
    Loss,
    Draw,
    /// A tap the game refused: soft, not a warning.
    Refused,
}

/// How many drop sounds there are.
pub const DROP_VARIATIONS: i32 = 4;

/// Two drop sounds closer than this blur into a rattle: a drop this soon after the last one
/// heard is left silent. Nothing is thinned at slow or normal speed (drops 160 ms apart and
/// more); at fast speed (80 ms) every other drop is heard, and long moves squeezed into their
/// cap thin further.
pub const DROP_SOUND_GAP_MS: i32 = 90;

/// The file's name, without its `.wav`: `drop-1` … `drop-4`, `lift`, `relay`, `capture`,
/// `join`, `win`, `loss`, `draw`, `refused`.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn sound_name(sound: GameSound) -> String {
    match sound {
        GameSound::Drop { variation } => format!("drop-{}", variation.0.rem_euclid(DROP_VARIATIONS) + 1),
        GameSound::Lift => "lift".into(),
        GameSound::Relay => "relay".into(),
        GameSound::Capture => "capture".into(),
        GameSound::Join => "join".into(),
        GameSound::Win => "win".into(),
        GameSound::Loss => "loss".into(),
        GameSound::Draw => "draw".into(),
        GameSound::Refused => "refused".into(),
    }
}

/// Every sound the game plays, for an app to load once at start.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn all_sounds() -> Vec<GameSound> {
    let drops = (0..DROP_VARIATIONS).map(|variation| GameSound::Drop {
        variation: AppInt(variation),
    });
    drops
        .chain([
            GameSound::Lift,
            GameSound::Relay,
            GameSound::Capture,
            GameSound::Join,
            GameSound::Win,
            GameSound::Loss,
            GameSound::Draw,
            GameSound::Refused,
        ])
        .collect()
}

/// The sound of a game's end as the viewer hears it: against the computer the person's win,
/// loss or draw; with two people (or none) a win for either side.
pub fn ending_sound(result: &GameResult) -> GameSound {
    match (result.person, result.winner) {
        (Some(PersonOutcome::Won), _) => GameSound::Win,
        (Some(PersonOutcome::Lost), _) => GameSound::Loss,
        (Some(PersonOutcome::Drawn), _) | (None, None) => GameSound::Draw,
        (None, Some(_)) => GameSound::Win,
    }
}

/// The one sound of a turn shown without motion (reduced motion's cross-fade, instant speed):
/// the game's end if it ended, else the capture if it captured, else a stone.
pub(crate) fn summary_sound(captured: bool, ending: Option<GameSound>) -> GameSound {
    match (ending, captured) {
        (Some(ending), _) => ending,
        (None, true) => GameSound::Capture,
        (None, false) => GameSound::Drop { variation: AppInt(0) },
    }
}

/// The sounds of a motion as `(at_ms, sound)`, in the timeline's order: the lift as the hand
/// takes the stones, each drop as its stone lands (thinned by [`DROP_SOUND_GAP_MS`]), a relay as
/// its last stone lands (instead of that drop), the clack as a flash begins, the join as the flight lands, and `ending` as the
/// motion ends.
pub(crate) fn motion_sounds(
    timeline: &[AnimationStep],
    duration_ms: AppInt,
    ending: Option<GameSound>,
) -> Vec<(AppInt, GameSound)> {
    let mut sounds = Vec::with_capacity(timeline.len() + 1);
    let mut last_drop: Option<i32> = None;
    let mut variation = 0;
    for step in timeline {
        let start = step.start_ms.0;
        let end = start + step.duration_ms.0;
        match step.kind {
            StepKind::Lift { .. } => sounds.push((AppInt(start), GameSound::Lift)),
            StepKind::Drop { house, .. } => {
                if last_drop.is_some_and(|last| end - last < DROP_SOUND_GAP_MS) {
                    continue;
                }
                last_drop = Some(end);
                // Steps through the four by a stride the house picks, never the same twice running.
                variation = (variation + 1 + i32::from(house.0) % (DROP_VARIATIONS - 1)) % DROP_VARIATIONS;
                sounds.push((
                    AppInt(end),
                    GameSound::Drop {
                        variation: AppInt(variation),
                    },
                ));
            }
            StepKind::Relay { .. } => {
                // The relay's sound has the last stone's landing in it: it takes the drop's place.
                if sounds
                    .last()
                    .is_some_and(|&(at, sound)| at.0 == start && matches!(sound, GameSound::Drop { .. }))
                {
                    sounds.pop();
                }
                sounds.push((AppInt(start), GameSound::Relay));
            }
            StepKind::CaptureFlash { .. } => sounds.push((AppInt(start), GameSound::Capture)),
            StepKind::CaptureFlight { .. } => sounds.push((AppInt(end), GameSound::Join)),
            StepKind::End { .. } => {}
        }
    }
    if let Some(ending) = ending {
        sounds.push((AppInt(duration_ms.0.max(0)), ending));
    }
    sounds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_has_a_file_of_its_own() {
        let names: std::collections::BTreeSet<String> = all_sounds().into_iter().map(sound_name).collect();
        assert_eq!(names.len(), all_sounds().len());
        assert!(names.contains("drop-1") && names.contains("drop-4") && names.contains("refused"));
    }

    #[test]
    fn the_summary_is_the_end_then_the_capture_then_a_stone() {
        assert_eq!(summary_sound(true, Some(GameSound::Loss)), GameSound::Loss);
        assert_eq!(summary_sound(true, None), GameSound::Capture);
        assert!(matches!(summary_sound(false, None), GameSound::Drop { .. }));
    }
}
