//! The guided game's words: each note worded for its mover, and the prompt before the person's
//! move.

use super::game::house_short_phrase;
use super::phrase::{Phrase, PhraseArg};
use crate::board::{Side, Spot};
use crate::guide::GuideNote;
use crate::outcome::MoveOutcome;
use crate::settings::{RuleFacts, Variant};

/// Each of the turn's guide notes worded for its mover, in the order of its cues.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn guide_notes_phrases(outcome: &MoveOutcome, person: Side) -> Vec<Phrase> {
    outcome
        .guide
        .iter()
        .map(|cue| guide_note_phrase(cue.note, person))
        .collect()
}

/// A guide note worded for its mover, the person or the computer: "You lifted 4 stones from
/// your outer house 3 and sow them one by one, counterclockwise."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn guide_note_phrase(note: GuideNote, person: Side) -> Phrase {
    // `guide_sowing` becomes `guide_sowing_you` or `guide_sowing_computer` by whose house moves.
    let key = |name: &str, mover: Spot| {
        let whose = if mover.side == person { "you" } else { "computer" };
        format!("{name}_{whose}")
    };
    let house = |spot: Spot| PhraseArg::from(house_short_phrase(spot));
    match note {
        GuideNote::Sowing { house: lifted, stones } => {
            Phrase::with(&key("guide_sowing", lifted), [PhraseArg::number(stones), house(lifted)])
        }
        GuideNote::Relay {
            house: relayed,
            stones,
            facing: Some(facing),
        } => Phrase::with(
            &key("guide_relay_inner", relayed),
            [PhraseArg::number(stones), house(relayed), house(facing)],
        ),
        GuideNote::Relay {
            house: relayed,
            stones,
            facing: None,
        } => Phrase::with(
            &key("guide_relay_outer", relayed),
            [PhraseArg::number(stones), house(relayed)],
        ),
        // The count first, as every plural's (the string has it last, as %4$d).
        GuideNote::Capture {
            captor,
            inner,
            outer,
            stones,
        } => Phrase::with(
            &key("guide_capture", captor),
            [PhraseArg::number(stones), house(captor), house(inner), house(outer)],
        ),
        GuideNote::JoinArmy { first, stones } => {
            Phrase::with(&key("guide_army", first), [PhraseArg::number(stones), house(first)])
        }
        GuideNote::TurnEnds { house: last, captured } if captured.0 == 0 => {
            Phrase::with(&key("guide_end", last), [house(last)])
        }
        GuideNote::TurnEnds { house: last, captured } => Phrase::with(
            &(key("guide_end", last) + "_taken"),
            [PhraseArg::number(captured), house(last)],
        ),
    }
}

/// Before the person's move, the fewest stones a house needs: "Your move: tap a house of yours
/// with at least 2 stones."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn guide_prompt_phrase(variant: Variant) -> Phrase {
    Phrase::count("guide_prompt", RuleFacts::of(variant).min_stones_to_sow)
}
