//! A whole game put into words through the crate's API, as an app says it: each turn told to
//! the person who did not make it, each guide note, the board's houses and the result.

use kiela_session::{
    announcement_phrase, final_stones_phrase, guide_notes_phrases, headline_phrase, house_label_phrase,
    result_reason_phrase, result_title_phrase, Computer, Level, Phrase, PhraseArg, Session, Side,
};

mod common;
use common::{against, play_out};

/// The key of a phrase said by one string.
fn key(phrase: &Phrase) -> &str {
    match phrase {
        Phrase::Key { key, .. } => key,
        Phrase::Joined { .. } => panic!("{phrase:?} is joined"),
    }
}

#[test]
fn a_game_against_the_computer_is_told_turn_by_turn_and_at_its_end() {
    let settings = against(Level::Beginner);
    let mut session = Session::new(settings, 3);
    let outcomes = play_out(&mut session, &Computer::default());
    assert!(outcomes.len() > 10, "a whole game");
    for outcome in &outcomes {
        let notes = guide_notes_phrases(outcome, Side::South);
        assert_eq!(notes.len(), outcome.guide.len());
        let yours = outcome.mover == Side::South;
        for note in &notes {
            assert_eq!(key(note).contains("_you"), yours, "{note:?}");
        }
        // The computer's turns are told to the person, its move first; the person's own only
        // when it relayed or captured, and only what followed.
        match (&outcome.announcement, yours) {
            (None, true) => {}
            (Some(said), true) => {
                assert!(said.by_viewer && (said.relays.0 > 0 || said.captured.0 > 0));
                let Phrase::Joined { parts, .. } = announcement_phrase(said) else {
                    panic!("an announcement is its sentences joined");
                };
                assert!(parts.iter().all(|part| !key(part).contains("sowed")));
            }
            (Some(said), false) => {
                let Phrase::Joined { parts, separator } = announcement_phrase(said) else {
                    panic!("an announcement is its sentences joined");
                };
                assert_eq!(separator, " ");
                assert!(key(&parts[0]).starts_with("announce_computer_"));
                let relays = parts.iter().any(|part| key(part) == "announce_relays");
                assert_eq!(relays, said.relays.0 > 0);
            }
            (None, false) => panic!("the computer's turn is told"),
        }
    }
    let game = session.snapshot();
    assert_eq!(key(&headline_phrase(game.headline)), "game_over");
    let result = game.result.expect("the game is over");
    let title = key(&result_title_phrase(&result, game.viewer)).to_owned();
    assert!(["result_you_won", "result_you_lost", "result_draw"].contains(&title.as_str()));
    assert!(key(&result_reason_phrase(&result, settings.variant)).starts_with("reason_"));
    let Phrase::Key { args, .. } = final_stones_phrase(&result, &game, &settings) else {
        panic!("the final stones are one sentence");
    };
    assert_eq!(args[1], PhraseArg::number(result.south_stones));
    assert_eq!(args[3], PhraseArg::number(result.north_stones));
    for (index, &stones) in game.board.iter().enumerate() {
        let label = house_label_phrase(index.into(), stones.into(), game.viewer, false, false);
        assert!(matches!(label, Phrase::Joined { parts, .. } if parts.len() == 2));
    }
}
