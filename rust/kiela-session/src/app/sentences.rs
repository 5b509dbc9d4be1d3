//! Every sentence of the game screen, as phrases the shells word with their own strings.

use crate::board::Side;
use crate::computer::Hint;
use crate::numbers::SmallInt;
use crate::outcome::MoveOutcome;
use crate::settings::GameSettings;
use crate::snapshot::Snapshot;
use crate::view::{Headline, NoticeKind, SeatPlayer};
use crate::words::{
    announcement_phrase, final_stones_phrase, guide_notes_phrases, headline_phrase, hint_phrase, house_label_phrase,
    notice_phrase, result_reason_phrase, result_title_phrase, seat_about_phrase, seat_name_phrase, stones_unit_phrase,
    Phrase,
};

/// What the game screen says.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameWords {
    /// Each house of the shown board in board order, for a screen reader: "Your inner house 7,
    /// 3 stones, can be sown" (in the rearrangement, the draft's, the stone picked up hinted).
    pub houses: Vec<Phrase>,
    pub hint: Option<Phrase>,
    pub notice: Option<Phrase>,
    /// The finished game, as the board shows it.
    pub result: Option<ResultWords>,
    /// The turn animating: what is said of it (the other side's move as its motion begins, the
    /// viewer's own relays and captures as it ends).
    pub announcement: Option<Phrase>,
    /// The turn animating ended the game: what is said at its `Result` cue, before the board
    /// shows the end (its title and why: "You won! No legal move for the computer.").
    pub ending: Option<Phrase>,
    /// The turn animating, in the guided game: a note for each of its `guide` cues.
    pub guide: Vec<Phrase>,
}

/// A finished game's card.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ResultWords {
    /// "You won", or by seat with two people.
    pub title: Phrase,
    /// Why it ended.
    pub reason: Phrase,
    /// "Final stones: You 30, Computer 26".
    pub final_stones: Phrase,
}

/// What a seat's card says.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatWords {
    /// "You", "Computer · Easy", "Top player".
    pub name: Phrase,
    /// The line under the name: how the computer plays, the friend's way, the person's side.
    pub about: Option<Phrase>,
    /// The seat's headline, when it has one.
    pub headline: Option<Phrase>,
    /// The word under the stones' number.
    pub stones_unit: Phrase,
}

pub(crate) struct Facts<'a> {
    pub shown: &'a Snapshot,
    pub settings: &'a GameSettings,
    pub animation: Option<&'a MoveOutcome>,
    pub hint: Option<&'a Hint>,
    pub notice: Option<&'a NoticeKind>,
    pub board: bool,
    pub guided: bool,
}

pub(crate) fn game_words(facts: &Facts<'_>) -> GameWords {
    let shown = facts.shown;
    // In the rearrangement, the draft's stones, the one picked up marked as a hint is.
    let (board, hinted, sowing) = match &shown.setup_draft {
        Some(draft) => (&draft.board, draft.picked_up, false),
        None => (&shown.board, facts.hint.map(|hint| hint.house.index), facts.board),
    };
    GameWords {
        houses: board
            .0
            .iter()
            .enumerate()
            .map(|(index, &stones)| {
                let sown = sowing && shown.legal_houses.iter().any(|house| house.to_usize() == index);
                let hinted = hinted.is_some_and(|house| house.to_usize() == index);
                house_label_phrase(index.into(), stones.into(), shown.viewer, sown, hinted)
            })
            .collect(),
        hint: facts.hint.map(hint_phrase),
        notice: facts.notice.map(notice_phrase),
        result: shown.result.as_ref().map(|result| ResultWords {
            title: result_title_phrase(result, shown.viewer),
            reason: result_reason_phrase(result, facts.settings.variant),
            final_stones: final_stones_phrase(result, shown, facts.settings),
        }),
        ending: facts.animation.and_then(|turn| {
            let result = turn.snapshot.result.as_ref()?;
            let title = result_title_phrase(result, turn.snapshot.viewer);
            Some(Phrase::joined(
                [title, result_reason_phrase(result, facts.settings.variant)],
                " ",
            ))
        }),
        announcement: facts
            .animation
            .and_then(|turn| turn.announcement.as_ref())
            .map(announcement_phrase),
        guide: match facts.animation {
            Some(turn) if facts.guided => guide_notes_phrases(turn, shown.viewer),
            _ => Vec::new(),
        },
    }
}

pub(crate) fn seat_words(player: SeatPlayer, side: Side, headline: Option<Headline>, stones: SmallInt) -> SeatWords {
    SeatWords {
        name: seat_name_phrase(player),
        about: seat_about_phrase(player, side),
        headline: headline.map(headline_phrase),
        stones_unit: stones_unit_phrase(stones.into()),
    }
}
