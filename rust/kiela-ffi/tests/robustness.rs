//! Random sequences of API calls, valid and not, alone and racing the computer: never a panic,
//! never a deadlock, and every snapshot consistent.

use std::sync::mpsc;
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use kiela_ffi::*;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Call {
    Play(u32),
    Setup(Vec<u32>),
    Computer,
    Undo,
    Redo,
    Hint,
    NewGame(GameSettings),
    SaveAndRestore,
    RestoreCorrupted { at: usize, byte: u8 },
    ShareAndReload,
}

fn seat() -> impl Strategy<Value = Seat> {
    prop_oneof![
        Just(Seat::Person),
        Just(Seat::Computer { level: Level::Beginner }),
        Just(Seat::Computer { level: Level::Easy }),
    ]
}

fn settings() -> impl Strategy<Value = GameSettings> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        seat(),
        seat(),
        any::<bool>(),
    )
        .prop_map(
            |(beginner, from_lap_start, expert_opening, south, north, north_first)| GameSettings {
                variant: if beginner {
                    Variant::Beginner
                } else {
                    Variant::Traditional
                },
                capture_sowing: if from_lap_start {
                    CaptureSowing::FromLapStart
                } else {
                    CaptureSowing::AfterCapturingHouse
                },
                expert_opening,
                south,
                north,
                first: if north_first { Side::North } else { Side::South },
            },
        )
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        // Mostly houses on the board, either side's; sometimes past its end.
        6 => prop_oneof![9 => 0u32..40, 1 => any::<u32>()].prop_map(Call::Play),
        1 => prop::collection::vec(0u32..30, 18..22).prop_map(Call::Setup),
        3 => Just(Call::Computer),
        2 => Just(Call::Undo),
        1 => Just(Call::Redo),
        1 => Just(Call::Hint),
        1 => settings().prop_map(Call::NewGame),
        1 => Just(Call::SaveAndRestore),
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Call::RestoreCorrupted { at, byte }),
        1 => Just(Call::ShareAndReload),
    ]
}

/// Everything a snapshot promises about itself and its session's settings.
fn check(snapshot: &Snapshot, settings: &GameSettings) {
    let total: u32 = if settings.variant == Variant::Beginner { 28 } else { 56 };
    assert_eq!(snapshot.board.len(), 40);
    assert_eq!(snapshot.board.iter().map(|&n| u32::from(n)).sum::<u32>(), total);
    assert_eq!(snapshot.south.stones + snapshot.north.stones, total);
    for index in 0..40u32 {
        let spot = spot_at(index).unwrap();
        let side = if spot.side == Side::South {
            &snapshot.south
        } else {
            &snapshot.north
        };
        let name = format!("{:?}", spot.house);
        let number: usize = name[1..].parse().unwrap();
        let row = if name.starts_with('O') {
            &side.outer
        } else {
            &side.inner
        };
        assert_eq!(row[number - 1], snapshot.board[index as usize], "{spot:?}");
    }
    for house in &snapshot.legal_houses {
        assert_eq!(house.side, snapshot.to_move);
        assert!(snapshot.board[house.index as usize] >= 1);
    }
    let playing = snapshot.status == GameStatus::Playing;
    assert_eq!(
        playing,
        !snapshot.legal_houses.is_empty() || snapshot.setup_allowed,
        "{snapshot:?}"
    );
    let seat = if snapshot.to_move == Side::South {
        settings.south
    } else {
        settings.north
    };
    assert_eq!(snapshot.computer_to_move, playing && seat != Seat::Person);
}

fn apply(session: GameSession, call: Call) -> GameSession {
    let before = session.snapshot();
    let refused = match call {
        Call::Play(house) => session.play(house).err(),
        Call::Setup(counts) => session.play_setup(counts).err(),
        Call::Computer => session.computer_move().err(),
        Call::Undo => session.undo().err(),
        Call::Redo => session.redo().err(),
        Call::Hint => {
            let hint = session.hint();
            if let Ok(hint) = &hint {
                assert!(before.legal_houses.contains(&hint.house));
            }
            assert_eq!(session.snapshot(), before, "a hint changes nothing");
            None
        }
        Call::NewGame(settings) => {
            session.new_game(settings);
            None
        }
        Call::SaveAndRestore => {
            let restored = GameSession::restore(session.save()).expect("a save restores");
            assert_eq!(restored.snapshot(), before);
            return restored;
        }
        Call::RestoreCorrupted { at, byte } => {
            let mut bytes = session.save().into_bytes();
            let at = at % bytes.len();
            bytes[at] = byte;
            if let Ok(text) = String::from_utf8(bytes) {
                if let Ok(restored) = GameSession::restore(text) {
                    check(&restored.snapshot(), &restored.settings());
                }
            }
            None
        }
        Call::ShareAndReload => {
            let settings = session.settings();
            let copy = GameSession::from_record_text(session.record_text(), settings.south, settings.north)
                .expect("a shared record reloads");
            let mut expected = before.clone();
            expected.can_redo = false;
            assert_eq!(copy.snapshot(), expected);
            None
        }
    };
    if refused.is_some() {
        assert_eq!(
            session.snapshot(),
            before,
            "a refused call changed the game: {refused:?}"
        );
    }
    check(&session.snapshot(), &session.settings());
    session
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_sequence_of_calls_keeps_the_session_consistent(
        start in settings(),
        seed in any::<u64>(),
        calls in prop::collection::vec(call(), 1..60),
    ) {
        let mut session = GameSession::with_seed(start, seed);
        check(&session.snapshot(), &start);
        for call in calls {
            session = apply(session, call);
        }
    }
}

#[test]
fn the_computer_racing_undo_and_new_game_never_corrupts_or_deadlocks() {
    let computers = GameSettings {
        south: Seat::Computer { level: Level::Easy },
        north: Seat::Computer { level: Level::Medium },
        ..default_settings()
    };
    let session = Arc::new(GameSession::with_seed(computers, 11));
    let (done, finished) = mpsc::channel();

    let player = {
        let session = Arc::clone(&session);
        let done = done.clone();
        thread::spawn(move || {
            for _ in 0..150 {
                match session.computer_move() {
                    Ok(outcome) => check(&outcome.snapshot, &session.settings()),
                    Err(KielaError::StaleComputerMove | KielaError::Cancelled | KielaError::GameOver) => {}
                    Err(other) => panic!("unexpected error {other:?}"),
                }
                if session.snapshot().status != GameStatus::Playing {
                    session.new_game(computers);
                }
            }
            done.send("player").unwrap();
        })
    };
    let meddler = {
        let session = Arc::clone(&session);
        thread::spawn(move || {
            for round in 0..300u32 {
                match round % 7 {
                    0 => drop(session.new_game(computers)),
                    1 | 4 => drop(session.undo()),
                    2 => drop(session.redo()),
                    3 => session.cancel_thinking(),
                    5 => session.move_now(),
                    _ => drop(GameSession::restore(session.save()).unwrap()),
                }
                check(&session.snapshot(), &computers);
                thread::sleep(Duration::from_micros(300));
            }
            done.send("meddler").unwrap();
        })
    };
    for _ in 0..2 {
        finished
            .recv_timeout(Duration::from_secs(120))
            .expect("a thread is stuck: deadlock");
    }
    player.join().unwrap();
    meddler.join().unwrap();
    check(&session.snapshot(), &computers);
}
