//! What the apps show and say, decided here once: the viewer and the headlines from each seat,
//! what a tap on each house does (and that a tap does just that), each turn's announcement,
//! the beat and the cross-fade, and the one bookkeeping call after a change.

mod common;

use common::*;
use kiela_session::{
    Abandonment, AppInt, CaptureNews, Computer, CueKind, Headline, KielaError, Level, MoveOutcome, PersonOutcome,
    Refusal, Row, Seat, Session, Side, SmallInt, Spot, Statistics, StepKind, TapAction, Tapped, Turn, COMPUTER_BEAT_MS,
    CROSS_FADE_MS,
};

fn played(tapped: Tapped) -> MoveOutcome {
    match tapped {
        Tapped::Played { outcome } => outcome,
        Tapped::Changed { .. } => panic!("the tap should have sown"),
    }
}

fn changed(tapped: Tapped) -> kiela_session::Snapshot {
    match tapped {
        Tapped::Changed { snapshot } => snapshot,
        Tapped::Played { .. } => panic!("the tap should have changed the draft"),
    }
}

#[test]
fn the_viewer_is_the_person_facing_the_computer_and_south_otherwise() {
    let north_person = kiela_session::GameSettings {
        south: Seat::Computer { level: Level::Easy },
        north: Seat::Person,
        ..people()
    };
    let cases = [
        (against(Level::Easy), Side::South, false),
        (north_person, Side::North, false),
        (people(), Side::South, true),
        (computers(Level::Easy, Level::Easy), Side::South, false),
    ];
    for (settings, viewer, two_people) in cases {
        let snapshot = Session::new(settings, 1).snapshot();
        assert_eq!(
            (snapshot.viewer, snapshot.two_people),
            (viewer, two_people),
            "{settings:?}"
        );
        assert_eq!(
            snapshot.top_headline.is_some(),
            two_people,
            "a top line only with two people"
        );
    }
}

#[test]
fn each_seat_reads_its_own_headline() {
    let mut session = Session::new(people(), 1);
    let snapshot = session.snapshot();
    assert_eq!(
        (snapshot.headline, snapshot.top_headline),
        (Headline::YourTurn, Some(Headline::TheirTurn))
    );
    session.play(south(house(Row::Outer, 10))).unwrap();
    let snapshot = session.snapshot();
    assert_eq!(
        (snapshot.headline, snapshot.top_headline),
        (Headline::TheirTurn, Some(Headline::YourTurn))
    );

    // Against the computer: its turn is its thinking, whoever looks.
    let mut session = Session::new(against(Level::Easy), 1);
    assert_eq!(session.snapshot().headline, Headline::YourTurn);
    session.play(south(house(Row::Outer, 10))).unwrap();
    assert_eq!(session.snapshot().headline, Headline::ComputerThinking);

    // The expert opening's first turn offers the rearrangement to the player to move only.
    let session = Session::new(expert(people()), 1);
    let snapshot = session.snapshot();
    assert_eq!(
        (snapshot.headline, snapshot.top_headline),
        (Headline::RearrangeOrSow, Some(Headline::TheirTurn))
    );
}

#[test]
fn a_finished_game_tells_each_seat_how_it_went() {
    let computer = Computer::default();
    let mut session = Session::new(people(), 3);
    play_out(&mut session, &computer);
    let snapshot = session.snapshot();
    let result = snapshot.result.expect("the game is over");
    let (bottom, top) = match result.winner {
        None => (PersonOutcome::Drawn, PersonOutcome::Drawn),
        Some(Side::South) => (PersonOutcome::Won, PersonOutcome::Lost),
        Some(Side::North) => (PersonOutcome::Lost, PersonOutcome::Won),
    };
    assert_eq!(snapshot.headline, Headline::GameOver { outcome: bottom });
    assert_eq!(snapshot.top_headline, Some(Headline::GameOver { outcome: top }));
    assert!(snapshot.taps.iter().all(|tap| *tap
        == TapAction::Refused {
            reason: Refusal::GameOver
        }));
}

#[test]
fn the_taps_say_what_playing_each_house_would_do() {
    let mut session = Session::new(people(), 1);
    let snapshot = session.snapshot();
    assert_eq!(snapshot.taps.len(), 40);
    for (index, tap) in snapshot.taps.iter().enumerate() {
        let legal = snapshot.legal_houses.contains(&SmallInt::from(index));
        let mut trial = session.clone();
        match (tap, trial.play(AppInt::from(index))) {
            (TapAction::Sow, Ok(_)) => assert!(legal),
            (TapAction::Refused { reason }, Err(error)) => {
                assert!(!legal);
                assert_eq!(*reason, error.refusal(), "house {index}");
            }
            (tap, found) => panic!("house {index}: the snapshot says {tap:?}, playing it gives {found:?}"),
        }
    }
    // The start: North's houses are not South's to sow; South's inner houses beyond the stones
    // are empty.
    assert_eq!(
        snapshot.taps[0],
        TapAction::Refused {
            reason: Refusal::NotYourHouse
        }
    );
    assert_eq!(
        snapshot.taps[south(house(Row::Inner, 1)).to_usize().unwrap()],
        TapAction::Refused {
            reason: Refusal::EmptyHouse
        }
    );
    // A tap sows as `play` does.
    let index = south(house(Row::Outer, 10));
    let by_tap = played(session.clone().tap(index).unwrap());
    let by_play = session.play(index).unwrap();
    assert_eq!(
        unrevised_outcome(&by_tap).snapshot,
        unrevised_outcome(&by_play).snapshot
    );

    // On the computer's turn no tap does anything, and a tap is refused without a change.
    let mut session = Session::new(against(Level::Easy), 1);
    session.play(south(house(Row::Outer, 10))).unwrap();
    let snapshot = session.snapshot();
    assert!(snapshot.taps.iter().all(|tap| *tap
        == TapAction::Refused {
            reason: Refusal::ComputerToMove
        }));
    assert_eq!(
        session.tap(south(house(Row::Outer, 9))),
        Err(KielaError::ComputerToMove)
    );
    assert_eq!(session.snapshot(), snapshot);
}

#[test]
fn taps_take_a_stone_up_and_put_it_down_in_the_rearrangement() {
    let mut session = Session::new(expert(people()), 1);
    session.begin_setup().unwrap();
    let o1 = south(house(Row::Outer, 1));
    let o2 = south(house(Row::Outer, 2));
    let i1 = south(house(Row::Inner, 1));
    let snapshot = session.snapshot();
    let tap = |snapshot: &kiela_session::Snapshot, index: AppInt| snapshot.taps[index.to_usize().unwrap()];
    assert_eq!(tap(&snapshot, o1), TapAction::PickUp);
    assert_eq!(
        tap(&snapshot, i1),
        TapAction::Refused {
            reason: Refusal::EmptyHouse
        }
    );
    assert_eq!(
        tap(&snapshot, north(house(Row::Outer, 1))),
        TapAction::Refused {
            reason: Refusal::NotYourHouse
        }
    );

    // An empty house has no stone to take: refused, nothing changes.
    let before = session.snapshot();
    assert!(matches!(session.tap(i1), Err(KielaError::SetupEmptyHouse { .. })));
    assert_eq!(session.snapshot(), before);

    // Picked up from o1, then every house of the mover takes it, the empty ones too.
    let picked = changed(session.tap(o1).unwrap());
    let draft = picked.setup_draft.clone().unwrap();
    assert_eq!(draft.picked_up, Some(SmallInt::from(o1.to_usize().unwrap())));
    assert_eq!(
        draft.board,
        before.setup_draft.clone().unwrap().board,
        "picked, not yet moved"
    );
    assert_eq!(tap(&picked, i1), TapAction::PutDown);
    assert_eq!(tap(&picked, o1), TapAction::PutDown);

    // Put down on o1 itself: back where it was.
    let back = changed(session.tap(o1).unwrap());
    assert_eq!(back.setup_draft.clone().unwrap(), before.setup_draft.clone().unwrap());

    // Picked from o1 and put down on o2: one stone moved.
    session.tap(o1).unwrap();
    let moved = changed(session.tap(o2).unwrap()).setup_draft.unwrap();
    let count = |board: &kiela_session::StoneCounts, index: AppInt| board[index.to_usize().unwrap()];
    assert_eq!(count(&moved.board, o1), 1);
    assert_eq!(count(&moved.board, o2), 3);
    assert_eq!(moved.picked_up, None);

    // A stone picked up is kept through a save and restore, and dropped with the draft.
    session.tap(o2).unwrap();
    let restored = Session::restore(&session.save()).unwrap();
    assert_eq!(
        restored.snapshot().setup_draft.unwrap().picked_up,
        Some(SmallInt::from(o2.to_usize().unwrap()))
    );
    session.cancel_setup().unwrap();
    assert_eq!(tap(&session.snapshot(), o2), TapAction::Sow);
}

#[test]
fn an_announcement_tells_the_other_player_the_move_in_order() {
    // Two people: the top player's moves are told to the bottom player.
    let computer = Computer::default();
    let mut session = Session::new(people(), 1);
    let mut told_a_capture = false;
    for _ in 0..60 {
        if session.snapshot().result.is_some() {
            break;
        }
        let outcome = take_turn(&mut session, &computer);
        // The line under the board faces the bottom player: they are told the top player's
        // moves, and of their own only the relays and captures, which they did not choose.
        if outcome.mover == Side::South {
            let relayed_or_captured = outcome.captured.0 > 0
                || outcome
                    .timeline
                    .iter()
                    .any(|step| matches!(step.kind, StepKind::Relay { .. }));
            assert_eq!(
                outcome.announcement.as_ref().map(|said| said.by_viewer),
                relayed_or_captured.then_some(true)
            );
            continue;
        }
        let told = outcome
            .announcement
            .clone()
            .expect("the bottom player hears the top player's move");
        assert_eq!((told.mover, told.by_computer), (outcome.mover, false));
        assert_eq!(told.played, outcome.played);
        assert_eq!(told.captured, outcome.captured);
        let flashes: Vec<CaptureNews> = outcome
            .timeline
            .iter()
            .filter_map(|step| match step.kind {
                StepKind::CaptureFlash {
                    inner, outer, stones, ..
                } => Some(CaptureNews {
                    inner: Spot::at(inner.into()).unwrap(),
                    outer: Spot::at(outer.into()).unwrap(),
                    stones,
                }),
                _ => None,
            })
            .collect();
        assert_eq!(told.captures, flashes, "the captures as the animation shows them");
        let relays = outcome
            .timeline
            .iter()
            .filter(|step| matches!(step.kind, StepKind::Relay { .. }));
        assert_eq!(usize::from(told.relays.0), relays.count());
        told_a_capture |= !told.captures.is_empty();
        assert_eq!(outcome.beat_ms, AppInt(0), "a person's move has no beat");
    }
    assert!(told_a_capture);

    // Against the computer: the person is told only what followed their own move (here a
    // relay), as its motion ends; the computer's move comes after its beat. Leaving the game
    // is asked about from the first move, and counts as a loss once both sides moved.
    let mut session = Session::new(against(Level::Easy), 1);
    assert_eq!(session.abandonment(), None, "nothing played yet");
    let mine = session.play(south(house(Row::Outer, 10))).unwrap();
    let own = mine.announcement.clone().expect("the person's relay is told");
    assert!(own.by_viewer && own.relays.0 == 1 && mine.beat_ms == AppInt(0));
    let told_at = mine
        .cues
        .iter()
        .find(|cue| cue.kind == CueKind::Announce)
        .map(|cue| cue.at_ms);
    assert_eq!(told_at, Some(mine.duration_ms), "told as the motion ends");
    assert_eq!(session.abandonment(), Some(Abandonment { counts_as_loss: false }));
    let theirs = session.computer_move(&computer).unwrap();
    assert_eq!(session.abandonment(), Some(Abandonment { counts_as_loss: true }));
    let told = theirs.announcement.expect("the computer's move is told");
    assert!(told.by_computer);
    assert!(matches!(told.played, Turn::Sow { house } if house.side == Side::North));
    assert_eq!(theirs.beat_ms, AppInt(COMPUTER_BEAT_MS as i32));
    assert_eq!(theirs.cross_fade_ms, AppInt(CROSS_FADE_MS as i32));
}

#[test]
fn one_bookkeeping_call_saves_and_counts_a_finished_game_once() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Beginner), 5);
    let statistics = Statistics::new();
    session.play(south(house(Row::Outer, 10))).unwrap();
    let kept = session.bookkeeping(&statistics);
    assert_eq!(kept.save, session.save());
    assert_eq!(kept.statistics, None, "nothing to count while the game is on");
    play_out(&mut session, &computer);
    let kept = session.bookkeeping(&statistics);
    let counted = kept.statistics.expect("the finished game counts");
    assert_ne!(counted, statistics);
    assert_eq!(kept.save, session.save(), "the save knows the game was counted");
    assert_eq!(session.bookkeeping(&counted).statistics, None, "once only");
    let mut restored = Session::restore(&kept.save).unwrap();
    assert_eq!(
        restored.bookkeeping(&counted).statistics,
        None,
        "not again after a restore"
    );
}
