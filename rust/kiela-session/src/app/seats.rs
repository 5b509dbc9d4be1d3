//! The two seat cards around the board: who sits there, their stones, and the headline when it
//! is theirs to read — decided once here for both apps.

use crate::app::sentences::{seat_words, SeatWords};
use crate::board::Side;
use crate::numbers::SmallInt;
use crate::settings::{GameSettings, Seat};
use crate::snapshot::Snapshot;
use crate::view::{Headline, SeatPlayer};

/// One seat's card.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatCard {
    pub side: Side,
    pub player: SeatPlayer,
    pub stones: SmallInt,
    /// The seat's headline when it is theirs to read: each seat its own with two people;
    /// against the computer, its thinking and its turn on its card, the rest on the person's.
    pub headline: Option<Headline>,
    /// The computer is thinking on this seat's turn: a spinner beside the headline.
    pub thinking: bool,
    /// The far seat with two people on one phone: its card is turned to face them.
    pub turned: bool,
    pub words: SeatWords,
}

/// The cards of the game as shown, the near seat (the viewer's) first.
pub(crate) fn seat_cards(shown: &Snapshot, settings: &GameSettings, thinking: bool) -> Vec<SeatCard> {
    [false, true]
        .into_iter()
        .map(|far| {
            let side = if far { shown.viewer.opponent() } else { shown.viewer };
            let player = match settings.seat(side) {
                Seat::Computer { level } => SeatPlayer::Computer { level },
                Seat::Person if shown.two_people && far => SeatPlayer::FarPlayer,
                Seat::Person if shown.two_people => SeatPlayer::NearPlayer,
                Seat::Person => SeatPlayer::You,
            };
            let headline = headline_for(shown, far);
            let stones = if side == Side::South {
                shown.south_stones
            } else {
                shown.north_stones
            };
            SeatCard {
                side,
                player,
                stones,
                thinking: thinking && headline == Some(Headline::ComputerThinking),
                headline,
                turned: far && shown.two_people,
                words: seat_words(player, side, headline, stones),
            }
        })
        .collect()
}

fn headline_for(shown: &Snapshot, far: bool) -> Option<Headline> {
    if shown.two_people {
        return if far { shown.top_headline } else { Some(shown.headline) };
    }
    let theirs = matches!(shown.headline, Headline::ComputerThinking | Headline::TheirTurn);
    (theirs == far).then_some(shown.headline)
}
