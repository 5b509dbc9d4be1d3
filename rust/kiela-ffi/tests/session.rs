//! The session API as the apps use it, from Rust.

use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use kiela_ffi::*;

fn people() -> GameSettings {
    GameSettings {
        south: Seat::Person,
        north: Seat::Person,
        ..default_settings()
    }
}

fn against(level: Level) -> GameSettings {
    GameSettings {
        south: Seat::Person,
        north: Seat::Computer { level },
        ..default_settings()
    }
}

/// The board index of one of South's houses, as a tap on it gives.
fn south(house: House) -> u32 {
    spot_of(Side::South, house).index
}

/// The board index of one of North's houses.
fn north(house: House) -> u32 {
    spot_of(Side::North, house).index
}

fn wait_until_thinking(session: &GameSession) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !session.is_thinking() {
        assert!(Instant::now() < deadline, "the computer never started thinking");
        thread::sleep(Duration::from_millis(1));
    }
}

/// Starts the computer on another thread and returns once it is thinking.
fn think_in_background(session: &Arc<GameSession>) -> thread::JoinHandle<Result<MoveOutcome, KielaError>> {
    let worker = Arc::clone(session);
    let handle = thread::spawn(move || worker.computer_move());
    wait_until_thinking(session);
    handle
}

#[test]
fn a_new_game_shows_the_start() {
    let snapshot = GameSession::with_seed(people(), 1).snapshot();
    assert_eq!(snapshot.board.iter().map(|&n| u32::from(n)).sum::<u32>(), 56);
    assert_eq!((snapshot.south.stones, snapshot.north.stones), (28, 28));
    assert_eq!(snapshot.south.outer.0, vec![2; 10]);
    assert_eq!(snapshot.south.inner.0, vec![0, 0, 0, 0, 0, 0, 2, 2, 2, 2]);
    assert_eq!(snapshot.legal_houses.len(), 14);
    assert_eq!(snapshot.to_move, Side::South);
    assert_eq!(snapshot.status, GameStatus::Playing);
    assert!(!snapshot.can_undo && !snapshot.can_redo && !snapshot.computer_to_move);
}

#[test]
fn a_move_reports_its_events_and_the_new_board() {
    let session = GameSession::with_seed(people(), 1);
    let outcome = session.play(south(House::O10)).unwrap();
    assert_eq!(
        (outcome.mover, outcome.turn.as_str(), outcome.captured),
        (Side::South, "o10", 0)
    );
    let first = &outcome.events[0];
    assert!(matches!(first, MoveEvent::Lift { house, stones: 2 } if *house == south(House::O10) && *house == 39));
    assert!(matches!(outcome.events.last(), Some(MoveEvent::End { house }) if *house == south(House::I6)));
    assert_eq!(outcome.snapshot.south.inner.0, vec![0, 0, 0, 0, 0, 1, 3, 3, 0, 3]);
    assert_eq!(outcome.snapshot.to_move, Side::North);
    assert_eq!(outcome.snapshot.last_turn.as_deref(), Some("o10"));
}

#[test]
fn refused_turns_leave_the_game_unchanged() {
    let session = GameSession::with_seed(people(), 1);
    session.play(south(House::O10)).unwrap();
    let before = session.snapshot();
    assert_eq!(session.play(40).unwrap_err(), KielaError::NotOnBoard { index: 40 });
    assert_eq!(
        session.play(south(House::O1)).unwrap_err(),
        KielaError::NotYourHouse {
            house: "south's o1".into()
        }
    );
    assert!(matches!(session.play(north(House::I1)), Err(KielaError::EmptyHouse { house }) if house == "i1"));
    assert_eq!(session.play_setup(vec![1; 3]), Err(KielaError::SetupNotAllowed));
    assert_eq!(session.play_setup(vec![1; 20]), Err(KielaError::SetupNotAllowed));
    assert_eq!(session.computer_move().unwrap_err(), KielaError::PersonToMove);
    assert_eq!(session.redo().unwrap_err(), KielaError::NothingToRedo);
    assert_eq!(session.snapshot(), before);
}

#[test]
fn a_person_cannot_play_the_computers_turn() {
    let session = GameSession::with_seed(against(Level::Beginner), 1);
    session.play(south(House::O10)).unwrap();
    let before = session.snapshot();
    assert!(before.computer_to_move);
    assert_eq!(session.play(north(House::O1)).unwrap_err(), KielaError::ComputerToMove);
    assert_eq!(session.snapshot(), before);
}

#[test]
fn undo_against_the_computer_returns_to_the_persons_turn_and_redo_replays_both() {
    let session = GameSession::with_seed(against(Level::Easy), 7);
    session.play(south(House::O10)).unwrap();
    let reply = session.computer_move().unwrap();
    assert_eq!(reply.mover, Side::North);
    let after_reply = session.snapshot();

    let undone = session.undo().unwrap();
    assert_eq!(undone.turns, 0);
    assert_eq!(undone.to_move, Side::South);
    assert!(undone.can_redo && !undone.can_undo);
    assert_eq!(session.undo().unwrap_err(), KielaError::NothingToUndo);

    assert_eq!(session.redo().unwrap(), after_reply);
}

#[test]
fn the_same_seed_gives_the_same_computer_moves() {
    let play = |seed| {
        let session = GameSession::with_seed(against(Level::Medium), seed);
        session.play(south(House::O10)).unwrap();
        session.computer_move().unwrap().turn
    };
    assert_eq!(play(42), play(42));
}

#[test]
fn setup_is_a_first_turn_rearrangement_with_the_expert_opening() {
    let session = GameSession::with_seed(
        GameSettings {
            expert_opening: true,
            ..people()
        },
        1,
    );
    assert!(session.snapshot().setup_allowed);
    assert_eq!(session.play_setup(vec![28]), Err(KielaError::SetupLength { found: 1 }));
    let mut counts = vec![0u32; 20];
    counts[0] = 28;
    assert_eq!(
        session.play_setup(vec![1; 20]),
        Err(KielaError::SetupTotal {
            expected: 28,
            found: 20
        })
    );
    let outcome = session.play_setup(counts).unwrap();
    assert!(outcome.events.is_empty());
    assert_eq!(outcome.snapshot.south.outer[0], 28);
    assert!(outcome.snapshot.setup_allowed, "North's first turn may rearrange too");
}

#[test]
fn cancelling_the_computer_plays_nothing() {
    let session = Arc::new(GameSession::with_seed(
        GameSettings {
            south: Seat::Computer { level: Level::Expert },
            ..people()
        },
        3,
    ));
    let before = session.snapshot();
    let thinking = think_in_background(&session);
    session.cancel_thinking();
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::Cancelled);
    assert_eq!(session.snapshot(), before);
    assert!(!session.is_thinking());
}

#[test]
fn move_now_plays_the_best_move_found_so_far() {
    let session = Arc::new(GameSession::with_seed(
        GameSettings {
            south: Seat::Computer { level: Level::Expert },
            ..people()
        },
        3,
    ));
    let thinking = think_in_background(&session);
    session.move_now();
    let outcome = thinking.join().unwrap().unwrap();
    assert_eq!(outcome.mover, Side::South);
    assert_eq!(session.snapshot().turns, 1);
}

#[test]
fn an_undo_while_the_computer_thinks_makes_its_move_stale() {
    let session = Arc::new(GameSession::with_seed(against(Level::Expert), 5));
    session.play(south(House::O10)).unwrap();
    let thinking = think_in_background(&session);
    let undone = session.undo().unwrap();
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::StaleComputerMove);
    assert_eq!(session.snapshot(), undone);
    assert_eq!(undone.turns, 0);
}

#[test]
fn a_new_game_while_the_computer_thinks_makes_its_move_stale() {
    let session = Arc::new(GameSession::with_seed(against(Level::Expert), 5));
    session.play(south(House::O10)).unwrap();
    let thinking = think_in_background(&session);
    let fresh = session.new_game(people());
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::StaleComputerMove);
    assert_eq!(session.snapshot(), fresh);
    assert_eq!(fresh.turns, 0);
}

#[test]
fn a_hint_names_a_legal_house_and_where_it_lands() {
    let session = GameSession::with_seed(people(), 1);
    let hint = session.hint().unwrap();
    let snapshot = session.snapshot();
    assert!(snapshot.legal_houses.contains(&hint.house), "{hint:?}");
    assert!(!hint.reason.is_empty());
    let outcome = session.play(hint.house.index).unwrap();
    assert!(matches!(outcome.events.last(), Some(MoveEvent::End { house }) if *house == hint.lands_in.index));
}

#[test]
fn saves_round_trip_with_the_redo_stack_and_seats() {
    let session = GameSession::with_seed(against(Level::Hard), 9);
    session.play(south(House::O10)).unwrap();
    session.computer_move().unwrap();
    session.play(session.snapshot().legal_houses[0].index).unwrap();
    session.computer_move().unwrap();
    session.undo().unwrap();
    let restored = GameSession::restore(session.save()).unwrap();
    assert_eq!(restored.snapshot(), session.snapshot());
    assert_eq!(restored.settings(), session.settings());
    assert_eq!(restored.save(), session.save());
    assert_eq!(restored.redo().unwrap(), session.redo().unwrap());
}

#[test]
fn corrupt_and_future_saves_are_refused_with_a_reason() {
    let save = GameSession::with_seed(people(), 1).save();
    for corrupt in [String::new(), "{".into(), save[..save.len() / 2].into(), "[1,2]".into()] {
        assert!(matches!(
            GameSession::restore(corrupt),
            Err(KielaError::CorruptSave { .. })
        ));
    }
    let future = save.replace("\"version\": 1", "\"version\": 7");
    assert_eq!(
        GameSession::restore(future).err(),
        Some(KielaError::FutureSave { found: 7, supported: 1 })
    );
    let illegal = save.replace("\"moves\": []", "\"moves\": [\"i1\"]");
    match GameSession::restore(illegal) {
        Err(KielaError::CorruptSave { reason }) => assert!(reason.contains("i1"), "{reason}"),
        other => panic!("expected a corrupt save, got {:?}", other.map(|s| s.snapshot())),
    }
    let odd_seat = save.replace("\"person\"", "\"robot\"");
    assert!(matches!(
        GameSession::restore(odd_seat),
        Err(KielaError::CorruptSave { .. })
    ));
}

#[test]
fn shared_records_continue_as_a_session() {
    let session = GameSession::with_seed(people(), 1);
    session.play(south(House::O10)).unwrap();
    session.play(north(House::O1)).unwrap();
    let text = session.record_text();
    let copy = GameSession::from_record_text(text, Seat::Person, Seat::Person).unwrap();
    assert_eq!(copy.snapshot(), session.snapshot());
    assert!(matches!(
        GameSession::from_record_text("not a record".into(), Seat::Person, Seat::Person),
        Err(KielaError::BadRecord { .. })
    ));
}

#[test]
fn the_timeline_plays_the_events_in_order_at_each_speed() {
    let session = GameSession::with_seed(people(), 1);
    let events = session.play(south(House::O10)).unwrap().events;
    let normal = animation_timeline(events.clone(), AnimationSpeed::Normal);
    assert_eq!(normal.len(), events.len(), "one step per event, no capture here");
    for pair in normal.windows(2) {
        assert_eq!(pair[0].start_ms + pair[0].duration_ms, pair[1].start_ms);
    }
    let slow = animation_timeline(events.clone(), AnimationSpeed::Slow);
    let fast = animation_timeline(events.clone(), AnimationSpeed::Fast);
    let instant = animation_timeline(events, AnimationSpeed::Instant);
    assert!(timeline_duration_ms(slow) > timeline_duration_ms(normal.clone()));
    assert!(timeline_duration_ms(fast) < timeline_duration_ms(normal));
    assert_eq!(timeline_duration_ms(instant.clone()), 0);
    assert!(matches!(instant[0].kind, StepKind::Lift { stones: 2, .. }));
}

#[test]
fn a_capture_flashes_then_flies_then_sows() {
    // Play until someone captures, then check the capture's steps.
    let session = GameSession::with_seed(people(), 1);
    let outcome = (0..200)
        .find_map(|_| {
            let snapshot = session.snapshot();
            let outcome = session.play(snapshot.legal_houses.last()?.index).ok()?;
            (outcome.captured > 0).then_some(outcome)
        })
        .expect("a capture within 200 turns");
    let steps = animation_timeline(outcome.events, AnimationSpeed::Normal);
    let flash = steps
        .iter()
        .position(|s| matches!(s.kind, StepKind::CaptureFlash { .. }))
        .unwrap();
    assert!(matches!(steps[flash + 1].kind, StepKind::CaptureFlight { .. }));
    assert!(matches!(steps[flash + 2].kind, StepKind::Drop { .. }));
    if let (
        StepKind::CaptureFlash { inner, outer, .. },
        StepKind::CaptureFlight {
            from_inner, from_outer, ..
        },
    ) = (&steps[flash].kind, &steps[flash + 1].kind)
    {
        assert_eq!((inner, outer), (from_inner, from_outer));
        assert_eq!(inner % 10, outer % 10, "the two flashed houses share a column");
    }
}

#[test]
fn errors_read_as_sentences_for_people() {
    let session = GameSession::with_seed(people(), 1);
    let error = session.play(south(House::I1)).unwrap_err();
    assert_eq!(error_message(error), "i1 is empty");
    assert_eq!(
        error_message(KielaError::FutureSave { found: 3, supported: 1 }),
        "the saved game is version 3, newer than the version 1 this app reads"
    );
}

#[test]
fn a_rearrangement_with_a_huge_count_is_refused_by_its_total() {
    let session = GameSession::with_seed(
        GameSettings {
            expert_opening: true,
            ..people()
        },
        1,
    );
    let mut counts = vec![0u32; 20];
    counts[0] = 28 + 256;
    counts[1] = u32::MAX;
    assert!(matches!(
        session.play_setup(counts),
        Err(KielaError::SetupTotal { expected: 28, .. })
    ));
}
