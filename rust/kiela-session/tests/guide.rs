//! The guided game's notes: one per event of the sowing, at its step, with the rules' reasons
//! true on the board at that moment.

use kiela_session::{AnimationSpeed, GuideNote, Row, Session, StepKind};

mod common;
use common::{people, play_out};

#[test]
fn every_turn_is_explained_in_order_with_the_reasons_true_on_the_board() {
    let computer = kiela_session::Computer::default();
    let mut checked_relays = (0, 0);
    let mut captures = 0;
    for seed in 0..6 {
        let mut session = Session::new(
            common::computers(kiela_session::Level::Beginner, kiela_session::Level::Easy),
            seed,
        );
        for outcome in play_out(&mut session, &computer) {
            let guide = &outcome.guide;
            let Some(first) = guide.first() else {
                assert!(outcome.timeline.is_empty() && matches!(outcome.played, kiela_session::Turn::Setup { .. }));
                continue;
            };
            assert!(
                matches!(first.note, GuideNote::Sowing { .. }),
                "a turn starts with its sowing"
            );
            assert!(
                matches!(guide.last().unwrap().note, GuideNote::TurnEnds { captured, .. } if captured == outcome.captured)
            );
            for (cue, next) in guide.iter().zip(guide.iter().skip(1)) {
                assert!(cue.step < next.step, "in the order they happen");
                if matches!(cue.note, GuideNote::Capture { .. }) {
                    assert!(
                        matches!(next.note, GuideNote::JoinArmy { .. }),
                        "captured stones join the army at once"
                    );
                }
            }
            for cue in guide {
                let step = &outcome.timeline[cue.step.to_usize().expect("a step index")];
                assert_eq!(cue.at_ms, step.start_ms);
                match (cue.note, step.kind) {
                    (GuideNote::Sowing { house, stones }, StepKind::Lift { house: h, stones: s }) => {
                        assert_eq!((house.index, stones), (h, s));
                        assert_eq!(house.side, outcome.mover);
                    }
                    (GuideNote::Relay { house, stones, facing }, StepKind::Relay { house: h, stones: s }) => {
                        assert_eq!((house.index, stones), (h, s));
                        match house.row {
                            Row::Outer => {
                                assert_eq!(facing, None);
                                checked_relays.0 += 1;
                            }
                            Row::Inner => {
                                let facing = facing.expect("an inner house faces one");
                                assert_ne!(facing.side, house.side);
                                assert_eq!(facing.row, Row::Inner);
                                assert_eq!(facing.index.0 % 10, house.index.0 % 10, "across the board");
                                assert_eq!(
                                    step.board.0[facing.board_index()],
                                    0,
                                    "it relays because that house is empty"
                                );
                                checked_relays.1 += 1;
                            }
                        }
                    }
                    (
                        GuideNote::Capture {
                            captor,
                            inner,
                            outer,
                            stones,
                        },
                        StepKind::CaptureFlash {
                            captor: c,
                            inner: i,
                            outer: o,
                            stones: s,
                        },
                    ) => {
                        assert_eq!((captor.index, inner.index, outer.index, stones), (c, i, o, s));
                        assert_eq!(captor.row, Row::Inner);
                        assert_ne!(inner.side, outcome.mover);
                        captures += 1;
                    }
                    (GuideNote::JoinArmy { first, stones }, StepKind::CaptureFlight { to, stones: s, .. }) => {
                        assert_eq!((first.index, stones), (to, s));
                        assert_eq!(first.side, outcome.mover, "they join the captor's rows");
                    }
                    (GuideNote::TurnEnds { house, .. }, StepKind::End { house: h }) => assert_eq!(house.index, h),
                    (note, kind) => panic!("{note:?} at a {kind:?} step"),
                }
            }
            let noted = outcome
                .timeline
                .iter()
                .filter(|s| !matches!(s.kind, StepKind::Drop { .. }))
                .count();
            assert_eq!(guide.len(), noted, "every event but the drops is noted");
        }
    }
    assert!(
        checked_relays.0 > 0 && checked_relays.1 > 0 && captures > 0,
        "{checked_relays:?} {captures}"
    );
}

#[test]
fn at_instant_speed_the_notes_are_all_there_at_the_start() {
    let mut session = Session::new(people(), 1);
    session.set_speed(AnimationSpeed::Instant);
    let outcome = session.play(common::south(kiela_session::House::O10)).unwrap();
    assert!(outcome.timeline.is_empty());
    assert!(outcome.guide.len() >= 2);
    assert!(outcome.guide.iter().all(|cue| cue.at_ms.0 == 0));
}
