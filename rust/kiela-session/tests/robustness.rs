//! Random sequences of API calls, valid and not, alone and racing the computer: never a panic,
//! never a deadlock, every snapshot consistent, every refusal a change of nothing, every change
//! a new revision, and each finished game counted once.

mod common;

use std::sync::mpsc;
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use common::*;
use kiela_core::Move;
use kiela_session::{
    AnimationSpeed, AppInt, CaptureSowing, Computer, GameSettings, KielaError, Level, MoveOutcome, Seat, Session,
    SharedSession, Side, SmallInt, Snapshot, Spot, Statistics, TapAction, Tapped, Turn, Variant,
};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Call {
    Play(i32),
    /// A tap on a house, whatever the game is doing: sows, or edits the rearrangement.
    Tap(i32),
    /// One of the legal houses, whichever they are.
    PlayLegal(usize),
    /// The rest of the game: the computer's turns and a person's greedy house.
    PlayOut,
    /// A rearrangement in notation: these counts, or every stone in one house.
    SetupNotation {
        counts: Vec<u8>,
        all_in: Option<usize>,
    },
    Computer,
    Undo,
    Redo,
    /// A hint hurried (so that it is quick), or cancelled before it starts.
    Hint {
        cancel: bool,
    },
    NewGame(GameSettings, u64),
    BeginSetup,
    SetupMoveStone(i32, i32),
    SetupSetCount(i32, i32),
    CancelSetup,
    CommitSetup,
    SetSpeed(AnimationSpeed),
    CountFinished,
    LastMove,
    SaveAndRestore,
    RestoreCorrupted {
        at: usize,
        byte: u8,
    },
    ShareAndReload,
}

fn seat() -> impl Strategy<Value = Seat> {
    prop_oneof![
        2 => Just(Seat::Person),
        1 => Just(Seat::Computer { level: Level::Beginner }),
        1 => Just(Seat::Computer { level: Level::Easy }),
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

/// Mostly houses on the board, either side's; sometimes anywhere.
fn index() -> impl Strategy<Value = i32> {
    prop_oneof![9 => 0i32..40, 1 => any::<i32>()]
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        4 => index().prop_map(Call::Play),
        4 => index().prop_map(Call::Tap),
        6 => any::<usize>().prop_map(Call::PlayLegal),
        1 => Just(Call::PlayOut),
        1 => (prop::collection::vec(0u8..6, 20), prop::option::of(0usize..20))
            .prop_map(|(counts, all_in)| Call::SetupNotation { counts, all_in }),
        4 => Just(Call::Computer),
        2 => Just(Call::Undo),
        1 => Just(Call::Redo),
        1 => any::<bool>().prop_map(|cancel| Call::Hint { cancel }),
        1 => (settings(), any::<u64>()).prop_map(|(settings, seed)| Call::NewGame(settings, seed)),
        3 => Just(Call::BeginSetup),
        3 => (index(), index()).prop_map(|(from, to)| Call::SetupMoveStone(from, to)),
        2 => (index(), prop_oneof![4 => 0i32..8, 1 => any::<i32>()])
            .prop_map(|(at, count)| Call::SetupSetCount(at, count)),
        1 => Just(Call::CancelSetup),
        3 => Just(Call::CommitSetup),
        1 => prop::sample::select(AnimationSpeed::ALL.to_vec()).prop_map(Call::SetSpeed),
        2 => Just(Call::CountFinished),
        1 => Just(Call::LastMove),
        1 => Just(Call::SaveAndRestore),
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Call::RestoreCorrupted { at, byte }),
        1 => Just(Call::ShareAndReload),
    ]
}

/// The session under test, with what the test knows of it.
struct Driver {
    session: Session,
    computer: Computer,
    statistics: Statistics,
    /// Games counted so far, by the test's own reckoning.
    counted_games: i32,
    /// The session's game has been counted (kept across undo, saves and restores).
    counted: bool,
}

fn has_person(settings: &GameSettings) -> bool {
    settings.south == Seat::Person || settings.north == Seat::Person
}

/// What an outcome promises against the session it came from.
fn check_outcome(outcome: &MoveOutcome, session: &Session) {
    assert_eq!(outcome.snapshot, session.snapshot());
    assert_eq!(outcome.revision, session.revision());
    let total = total_stones(session.settings().variant);
    assert_eq!(board_sum(&outcome.board_before), total);
    match &outcome.played {
        Turn::Sow { house } => {
            assert_eq!(house.side, outcome.mover);
            match session.speed() {
                AnimationSpeed::Instant => assert!(outcome.timeline.is_empty()),
                _ => {
                    let last = outcome.timeline.last().expect("a sowing is animated");
                    assert_eq!(last.board, outcome.snapshot.board);
                    assert_eq!(last.start_ms.0 + last.duration_ms.0, outcome.duration_ms.0);
                }
            }
        }
        Turn::Setup { board } => {
            assert_eq!(*board, outcome.snapshot.board);
            assert!(outcome.timeline.is_empty() && outcome.snapshot.last_move_marks.is_empty());
        }
    }
    for step in &outcome.timeline {
        assert_eq!(board_sum(&step.board) + step.in_hand.0 as u32, total);
    }
}

/// Runs `call`: a refusal changes nothing, a change moves the revision on.
fn change<T>(session: &mut Session, call: impl FnOnce(&mut Session) -> Result<T, KielaError>) -> Option<T> {
    let (before, save) = (session.snapshot(), session.save());
    match call(session) {
        Ok(done) => {
            assert!(session.revision() > before.revision, "a change keeps its revision");
            Some(done)
        }
        Err(error) => {
            assert_eq!(session.snapshot(), before, "{error:?} changed the game");
            assert_eq!(session.save(), save, "{error:?} changed the save");
            None
        }
    }
}

impl Driver {
    fn new(settings: GameSettings, seed: u64) -> Driver {
        Driver {
            session: Session::new(settings, seed),
            computer: Computer::default(),
            statistics: Statistics::new(),
            counted_games: 0,
            counted: false,
        }
    }

    fn check(&self) {
        check(&self.session.snapshot(), &self.session.settings());
        let played: i32 = self
            .statistics
            .opponents
            .iter()
            .map(|e| e.unaided.played.0 + e.assisted.played.0)
            .sum();
        assert_eq!(played, self.counted_games);
    }

    fn apply(&mut self, call: Call) {
        let before = self.session.snapshot();
        match call {
            Call::Play(index) => {
                if let Some(outcome) = change(&mut self.session, |s| s.play(AppInt(index))) {
                    assert!(before
                        .legal_houses
                        .iter()
                        .any(|&house| AppInt::from(house) == AppInt(index)));
                    check_outcome(&outcome, &self.session);
                } else if !before.computer_to_move && before.result.is_none() {
                    assert!(!before
                        .legal_houses
                        .iter()
                        .any(|&house| AppInt::from(house) == AppInt(index)));
                }
            }
            Call::PlayLegal(pick) => match before.legal_houses.len() {
                0 => assert!(before.result.is_some()),
                legal => {
                    let house = AppInt::from(before.legal_houses[pick % legal]);
                    let played = change(&mut self.session, |s| s.play(house));
                    assert_eq!(played.is_some(), !before.computer_to_move);
                    if let Some(outcome) = played {
                        check_outcome(&outcome, &self.session);
                    }
                }
            },
            Call::Tap(index) => {
                // The tap does what the snapshot said it would.
                let said = usize::try_from(index).ok().and_then(|i| before.taps.get(i).copied());
                let tapped = self.session.clone().tap(AppInt(index));
                match (said, &tapped) {
                    (None, Err(KielaError::NotOnBoard { .. })) => {}
                    (Some(TapAction::Sow), Ok(Tapped::Played { .. })) => {}
                    (Some(TapAction::PickUp | TapAction::PutDown), Ok(Tapped::Changed { .. })) => {}
                    (Some(TapAction::Refused { reason }), Err(error)) => assert_eq!(error.refusal(), reason),
                    (said, found) => panic!("tap {index}: the snapshot said {said:?}, the tap gave {found:?}"),
                }
                match change(&mut self.session, |s| s.tap(AppInt(index))) {
                    Some(Tapped::Played { outcome }) => check_outcome(&outcome, &self.session),
                    Some(Tapped::Changed { snapshot }) => assert_eq!(snapshot, self.session.snapshot()),
                    None => {}
                }
            }
            Call::SetupNotation { counts, all_in } => {
                let mut side = [0u8; 20];
                side.copy_from_slice(&counts);
                if let Some(house) = all_in {
                    let mover = match before.to_move {
                        Side::South => before.south_stones,
                        Side::North => before.north_stones,
                    };
                    side = [0; 20];
                    side[house] = mover.0;
                }
                if let Some(outcome) = change(&mut self.session, |s| s.play_notation(Move::Setup(side))) {
                    assert!(before.setup_allowed && !before.computer_to_move);
                    check_outcome(&outcome, &self.session);
                }
            }
            Call::PlayOut => {
                for outcome in play_out(&mut self.session, &self.computer) {
                    check(&outcome.snapshot, &self.session.settings());
                }
                let end = self.session.snapshot();
                assert!(end.result.is_some() && end.revision >= before.revision);
            }
            Call::Computer => match change(&mut self.session, |s| s.computer_move(&self.computer)) {
                Some(outcome) => check_outcome(&outcome, &self.session),
                None => assert!(!before.computer_to_move),
            },
            Call::Undo => {
                let undone = change(&mut self.session, Session::undo);
                assert_eq!(undone.is_some(), before.can_undo);
            }
            Call::Redo => {
                let redone = change(&mut self.session, Session::redo);
                assert_eq!(redone.is_some(), before.can_redo);
            }
            Call::Hint { cancel } => {
                let save = self.session.save();
                if let Ok(request) = self.session.hint_request(&self.computer) {
                    assert!(!before.computer_to_move && before.result.is_none());
                    if cancel {
                        self.computer.cancel();
                    } else {
                        self.computer.hurry();
                    }
                    match self.session.accept_hint(self.computer.hint(request)) {
                        Ok(hint) => {
                            assert!(
                                before
                                    .legal_houses
                                    .iter()
                                    .any(|&i| Spot::at(AppInt::from(i)) == Some(hint.house)),
                                "{hint:?}"
                            );
                            assert_eq!(hint.lands_in.side, hint.house.side);
                        }
                        Err(error) => {
                            assert_eq!(error, KielaError::Cancelled);
                            assert_eq!(self.session.save(), save, "a cancelled hint is no help");
                        }
                    }
                }
                assert_eq!(self.session.snapshot(), before, "a hint changes nothing on the board");
            }
            Call::NewGame(settings, seed) => {
                let speed = self.session.speed();
                let fresh = change(&mut self.session, |s| Ok(s.new_game(settings, seed))).unwrap();
                assert_eq!(fresh.turns, AppInt(0));
                assert_eq!((self.session.settings(), self.session.speed()), (settings, speed));
                self.counted = false;
            }
            Call::BeginSetup => {
                if change(&mut self.session, Session::begin_setup).is_some() {
                    assert!(before.setup_allowed && !before.computer_to_move);
                }
            }
            Call::SetupMoveStone(from, to) => {
                let moved = change(&mut self.session, |s| s.setup_move_stone(AppInt(from), AppInt(to)));
                if let Some(snapshot) = moved {
                    let (was, now) = (before.setup_draft.unwrap(), snapshot.setup_draft.unwrap());
                    assert_eq!(was.in_hand, now.in_hand);
                    if from != to {
                        assert_eq!(now.board[from as usize] + 1, was.board[from as usize]);
                        assert_eq!(now.board[to as usize], was.board[to as usize] + 1);
                    }
                }
            }
            Call::SetupSetCount(at, count) => {
                if let Some(snapshot) = change(&mut self.session, |s| s.setup_set_count(AppInt(at), AppInt(count))) {
                    let draft = snapshot.setup_draft.unwrap();
                    assert_eq!(i32::from(draft.board[at as usize]), count);
                }
            }
            Call::CancelSetup => {
                if change(&mut self.session, Session::cancel_setup).is_some() {
                    assert!(before.setup_draft.is_some());
                    assert_eq!(self.session.snapshot().setup_draft, None);
                }
            }
            Call::CommitSetup => {
                if let Some(outcome) = change(&mut self.session, Session::commit_setup) {
                    let draft = before.setup_draft.unwrap();
                    assert_eq!(draft.in_hand, SmallInt(0));
                    assert_eq!(outcome.played, Turn::Setup { board: draft.board });
                    check_outcome(&outcome, &self.session);
                }
            }
            Call::SetSpeed(speed) => {
                self.session.set_speed(speed);
                assert_eq!(self.session.speed(), speed);
                assert_eq!(self.session.snapshot(), before);
            }
            Call::CountFinished => {
                let expected = before.result.is_some() && has_person(&self.session.settings()) && !self.counted;
                let counted = self.session.count_finished_game(&mut self.statistics);
                assert_eq!(counted, expected, "{before:?}");
                if counted {
                    self.counted = true;
                    self.counted_games += 1;
                }
                assert_eq!(self.session.snapshot(), before);
                assert_eq!(
                    Statistics::from_json(&self.statistics.to_json()).as_ref(),
                    Ok(&self.statistics)
                );
            }
            Call::LastMove => {
                match self.session.last_move() {
                    Some(outcome) => check_outcome(&outcome, &self.session),
                    None => assert!(before.last_move_marks.is_empty()),
                }
                assert_eq!(self.session.snapshot(), before);
            }
            Call::SaveAndRestore => {
                let save = self.session.save();
                let restored = Session::restore(&save).expect("a save restores");
                assert_eq!(unrevised(&restored.snapshot()), unrevised(&before));
                assert_eq!(restored.save(), save);
                assert_eq!(restored.speed(), self.session.speed());
                let last = |s: &Session| s.last_move().map(|o| unrevised_outcome(&o));
                assert_eq!(last(&restored), last(&self.session));
                self.session = restored;
            }
            Call::RestoreCorrupted { at, byte } => {
                let mut bytes = self.session.save().into_bytes();
                let at = at % bytes.len();
                bytes[at] = byte;
                let text = String::from_utf8_lossy(&bytes);
                match Session::restore(&text) {
                    Ok(restored) => {
                        check(&restored.snapshot(), &restored.settings());
                        let again = Session::restore(&restored.save()).expect("a restored save saves again");
                        assert_eq!(again.save(), restored.save());
                        assert_eq!(unrevised(&again.snapshot()), unrevised(&restored.snapshot()));
                    }
                    Err(error) => assert!(
                        matches!(error, KielaError::CorruptSave { .. } | KielaError::FutureSave { .. }),
                        "{error:?}"
                    ),
                }
                assert_eq!(self.session.snapshot(), before);
            }
            Call::ShareAndReload => {
                let settings = self.session.settings();
                let copy = Session::from_record_text(&self.session.record_text(), settings.south, settings.north, 1)
                    .expect("a shared record reloads");
                let copied = unrevised(&copy.snapshot());
                let expected = Snapshot {
                    can_redo: false,
                    setup_draft: None,
                    // A draft is not shared: the copy's taps sow, as the game's would without it.
                    taps: match before.setup_draft {
                        None => before.taps.clone(),
                        Some(_) => copied.taps.clone(),
                    },
                    ..unrevised(&before)
                };
                assert_eq!(copied, expected);
                assert_eq!(copy.settings(), settings);
            }
        }
        self.check();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn any_sequence_of_calls_keeps_the_session_consistent(
        start in settings(),
        seed in any::<u64>(),
        calls in prop::collection::vec(call(), 1..80),
    ) {
        let mut driver = Driver::new(start, seed);
        driver.check();
        for call in calls {
            driver.apply(call);
        }
    }
}

/// The same, with the computer playing whole games: sequences long enough to reach the end,
/// undo past it, and count.
#[test]
fn games_played_to_the_end_and_undone_count_once() {
    let computer = Computer::default();
    for seed in 0..12u64 {
        let settings = match seed % 3 {
            0 => against(Level::Beginner),
            1 => people(),
            _ => GameSettings {
                south: Seat::Computer { level: Level::Easy },
                north: Seat::Person,
                variant: Variant::Beginner,
                ..GameSettings::default()
            },
        };
        let mut driver = Driver::new(settings, seed);
        for round in 0..3 {
            play_out(&mut driver.session, &computer);
            driver.apply(Call::CountFinished);
            driver.apply(Call::CountFinished);
            driver.apply(Call::SaveAndRestore);
            driver.apply(Call::CountFinished);
            for _ in 0..=round {
                driver.apply(Call::Undo);
            }
            driver.apply(Call::CountFinished);
        }
        assert_eq!(driver.counted_games, 1, "one game, one count");
    }
}

#[test]
fn the_computer_racing_undo_and_new_game_never_corrupts_or_deadlocks() {
    let computers = computers(Level::Easy, Level::Medium);
    let session = Arc::new(SharedSession::new(Session::new(computers, 11)));
    let (done, finished) = mpsc::channel();

    let player = {
        let session = Arc::clone(&session);
        let done = done.clone();
        thread::spawn(move || {
            for turn in 0..150 {
                // Half the turns asked for the game as last seen, as the apps do.
                let at_revision = (turn % 2 == 0).then(|| session.snapshot().revision);
                match session.computer_move(at_revision) {
                    Ok(outcome) => check(&outcome.snapshot, &session.settings()),
                    Err(KielaError::StaleComputerMove | KielaError::Cancelled | KielaError::GameOver) => {}
                    Err(other) => panic!("unexpected error {other:?}"),
                }
                if session.snapshot().result.is_some() {
                    session.new_game(computers, 11);
                }
            }
            done.send("player").unwrap();
        })
    };
    let meddler = {
        let session = Arc::clone(&session);
        let done = done.clone();
        thread::spawn(move || {
            for round in 0..300u32 {
                match round % 8 {
                    0 => drop(session.new_game(computers, u64::from(round))),
                    1 | 4 => drop(session.undo()),
                    2 => drop(session.redo()),
                    3 => session.cancel_thinking(),
                    5 => session.move_now(),
                    6 => assert!(matches!(
                        session.hint(None),
                        Err(KielaError::ComputerToMove | KielaError::GameOver)
                    )),
                    _ => drop(session.restore(&session.save()).unwrap()),
                }
                check(&session.snapshot(), &computers);
                thread::sleep(Duration::from_micros(300));
            }
            done.send("meddler").unwrap();
        })
    };
    let reader = {
        let session = Arc::clone(&session);
        thread::spawn(move || {
            for _ in 0..300 {
                let snapshot = session.snapshot();
                check(&snapshot, &computers);
                if let Some(outcome) = session.last_move() {
                    assert!(outcome.revision >= snapshot.revision);
                }
                Session::restore(&session.save()).expect("a save taken mid-game restores");
                thread::sleep(Duration::from_micros(300));
            }
            done.send("reader").unwrap();
        })
    };
    for _ in 0..3 {
        finished
            .recv_timeout(Duration::from_secs(120))
            .expect("a thread is stuck: deadlock");
    }
    player.join().unwrap();
    meddler.join().unwrap();
    reader.join().unwrap();
    check(&session.snapshot(), &computers);
}
