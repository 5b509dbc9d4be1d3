//! The words of the person's rating ([`crate::PersonRating`]): its value with its uncertainty
//! and its history, rounded here once so both apps show the same whole numbers.

use super::phrase::{Phrase, PhraseArg};
use crate::rating::PersonRating;

/// A rating rounded to the whole number shown (ratings are always finite and within i32).
fn shown(value: f64) -> PhraseArg {
    PhraseArg::Number {
        value: value.round() as i32,
    }
}

/// "1540 ± 120": the rating and its deviation, both rounded.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn rating_value_phrase(rating: &PersonRating) -> Phrase {
    Phrase::with("rating_value", [shown(rating.rating), shown(rating.deviation)])
}

/// What the history graph shows, for a screen reader: "Rating over 7 games: from 1500 to
/// 1612", a plural by the games drawn; none before a game has moved the rating.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn rating_history_phrase(rating: &PersonRating) -> Option<Phrase> {
    let (first, last) = (rating.history.first()?, rating.history.last()?);
    Some(Phrase::with(
        "rating_history_description",
        [
            PhraseArg::number(rating.history.len()),
            shown(first.rating),
            shown(last.rating),
        ],
    ))
}
