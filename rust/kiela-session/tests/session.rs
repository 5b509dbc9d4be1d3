//! The session as the apps use it, from Rust: turns and refusals, revisions, undo and redo,
//! the expert setup drafted by tapping, results, statistics counted once, hints, records,
//! saves, the timeline and the marks a move leaves.

mod common;

use std::collections::HashSet;

use common::*;
use kiela_core::{Move, Player, Position, Rules};
use kiela_session::{
    AnimationSpeed, AppInt, Computer, EndReason, FinishedGame, GameResult, GameSettings, Hint, HintReason, House,
    HouseMark, KielaError, Level, MarkKind, MoveOutcome, Opponent, PersonOutcome, ReviewValue, Row, Seat, Session,
    Side, SmallInt, Snapshot, Spot, Statistics, StepKind, Tally, Turn, COMPUTER_BEAT_MS,
};

/// Calls `call` and checks that it was refused without changing anything: the snapshot (and
/// so the revision), the save and the last move stay as they were.
fn refused<T: std::fmt::Debug>(
    session: &mut Session,
    call: impl FnOnce(&mut Session) -> Result<T, KielaError>,
) -> KielaError {
    let (snapshot, save, last) = (session.snapshot(), session.save(), session.last_move());
    let error = call(session).expect_err("the call should be refused");
    assert_eq!(session.snapshot(), snapshot, "{error:?} changed the snapshot");
    assert_eq!(session.revision(), snapshot.revision, "{error:?} changed the revision");
    assert_eq!(session.save(), save, "{error:?} changed the save");
    assert_eq!(session.last_move(), last, "{error:?} changed the last move");
    error
}

/// Calls `change` and checks that it moved the revision on, in the snapshot too.
fn changes<T>(session: &mut Session, change: impl FnOnce(&mut Session) -> T) -> T {
    let before = session.revision();
    let done = change(session);
    assert!(session.revision() > before, "the revision stayed at {before}");
    assert_eq!(session.snapshot().revision, session.revision());
    done
}

fn start_board() -> Vec<u8> {
    Session::new(people(), 1).snapshot().board.0
}

// A new game and its first turn.

#[test]
fn a_new_game_shows_the_start() {
    let session = Session::new(people(), 1);
    let snapshot = session.snapshot();
    assert_eq!(board_sum(&snapshot.board), 56);
    assert_eq!(
        (snapshot.south_stones, snapshot.north_stones),
        (SmallInt(28), SmallInt(28))
    );
    for number in 1..=10 {
        let (outer, inner) = (house(Row::Outer, number), house(Row::Inner, number));
        let inner_stones = if number >= 7 { 2 } else { 0 };
        for side in [Side::South, Side::North] {
            assert_eq!(
                snapshot.board[Spot::of(side, outer).board_index()],
                2,
                "{side:?} {outer:?}"
            );
            assert_eq!(
                snapshot.board[Spot::of(side, inner).board_index()],
                inner_stones,
                "{side:?} {inner:?}"
            );
        }
    }
    assert_eq!(snapshot.legal_houses.len(), 14);
    assert_eq!(snapshot.to_move, Side::South);
    assert_eq!(snapshot.result, None);
    assert_eq!((snapshot.turns, snapshot.quiet_moves), (AppInt(0), SmallInt(0)));
    assert!(!snapshot.can_undo && !snapshot.can_redo && !snapshot.computer_to_move);
    assert!(!snapshot.setup_allowed && snapshot.setup_draft.is_none());
    assert!(snapshot.last_move_marks.is_empty());
    assert_eq!(session.last_move(), None);
    check(&snapshot, &people());
}

#[test]
fn a_move_reports_its_turn_and_the_new_board() {
    let mut session = Session::new(people(), 1);
    let before = session.snapshot();
    let outcome = session.play(south(House::O10)).unwrap();
    assert_eq!(outcome.mover, Side::South);
    assert_eq!(
        outcome.played,
        Turn::Sow {
            house: Spot::of(Side::South, House::O10)
        }
    );
    assert_eq!((outcome.notation.as_str(), outcome.captured), ("o10", SmallInt(0)));
    assert_eq!(outcome.board_before, before.board);
    assert_eq!(south(House::O10), AppInt(39));
    assert!(matches!(
        outcome.timeline[0].kind,
        StepKind::Lift { house, stones: SmallInt(2) } if AppInt::from(house) == south(House::O10)
    ));
    assert!(matches!(
        outcome.timeline.last().unwrap().kind,
        StepKind::End { house } if AppInt::from(house) == south(House::I6)
    ));
    let inner: Vec<u8> = (1..=10)
        .map(|n| outcome.snapshot.board[Spot::of(Side::South, house(Row::Inner, n)).board_index()])
        .collect();
    assert_eq!(inner, vec![0, 0, 0, 0, 0, 1, 3, 3, 0, 3]);
    assert_eq!(outcome.snapshot.to_move, Side::North);
    assert_eq!(
        (outcome.snapshot.turns, outcome.snapshot.quiet_moves),
        (AppInt(1), SmallInt(1))
    );
    assert!(outcome.snapshot.can_undo);
    assert_eq!(outcome.snapshot, session.snapshot());
    assert_eq!(outcome.revision, session.revision());
    assert_eq!(session.last_move(), Some(outcome));
}

// Refusals and revisions.

#[test]
fn refused_turns_carry_the_spot_and_change_nothing() {
    let mut session = Session::new(people(), 1);
    for index in [40, -1, i32::MAX, i32::MIN] {
        assert_eq!(
            refused(&mut session, |s| s.play(AppInt(index))),
            KielaError::NotOnBoard { index: AppInt(index) }
        );
    }
    assert_eq!(
        refused(&mut session, |s| s.play(north(House::O1))),
        KielaError::NotYourHouse {
            spot: Spot::of(Side::North, House::O1)
        }
    );
    assert_eq!(
        refused(&mut session, |s| s.play(south(House::I1))),
        KielaError::EmptyHouse {
            spot: Spot::of(Side::South, House::I1)
        }
    );
    session.play(south(House::O10)).unwrap();
    assert_eq!(
        refused(&mut session, |s| s.play(south(House::O1))),
        KielaError::NotYourHouse {
            spot: Spot::of(Side::South, House::O1)
        }
    );
    assert_eq!(
        refused(&mut session, |s| s.play(north(House::I1))),
        KielaError::EmptyHouse {
            spot: Spot::of(Side::North, House::I1)
        }
    );
    assert_eq!(refused(&mut session, |s| s.redo()), KielaError::NothingToRedo);
    assert_eq!(
        refused(&mut session, |s| s.computer_request(&Computer::default())),
        KielaError::PersonToMove
    );
    assert_eq!(
        refused(&mut session, |s| s.computer_move(&Computer::default())),
        KielaError::PersonToMove
    );
    // Without the expert opening there is no rearrangement, drafted or in notation.
    assert_eq!(refused(&mut session, |s| s.begin_setup()), KielaError::SetupNotAllowed);
    assert_eq!(
        refused(&mut session, |s| s.play_notation(Move::Setup([1; 20]))),
        KielaError::SetupNotAllowed
    );
    assert_eq!(
        refused(&mut session, |s| s.setup_set_count(north(House::O1), AppInt(3))),
        KielaError::NoSetupDraft
    );
    assert_eq!(
        refused(&mut session, |s| s.setup_move_stone(north(House::O1), north(House::O2))),
        KielaError::NoSetupDraft
    );
    assert_eq!(refused(&mut session, |s| s.cancel_setup()), KielaError::NoSetupDraft);
    assert_eq!(refused(&mut session, |s| s.commit_setup()), KielaError::NoSetupDraft);

    // North's o1, then South's i6 holds the single stone South's o10 left there.
    session.play(north(House::O1)).unwrap();
    assert_eq!(session.snapshot().board[south(House::I6).0 as usize], 1);
    assert_eq!(
        refused(&mut session, |s| s.play(south(House::I6))),
        KielaError::TooFewStones {
            spot: Spot::of(Side::South, House::I6),
            stones: AppInt(1),
            min: AppInt(2)
        }
    );
}

#[test]
fn nothing_is_undone_at_the_start() {
    let mut session = Session::new(against(Level::Beginner), 1);
    assert_eq!(refused(&mut session, |s| s.undo()), KielaError::NothingToUndo);
    assert_eq!(refused(&mut session, |s| s.redo()), KielaError::NothingToRedo);
}

#[test]
fn a_person_cannot_play_the_computers_turn() {
    let mut session = Session::new(against(Level::Beginner), 1);
    session.play(south(House::O10)).unwrap();
    let snapshot = session.snapshot();
    assert!(snapshot.computer_to_move);
    assert_eq!(snapshot.to_move, Side::North);
    for index in [north(House::O1), south(House::O1)] {
        assert_eq!(refused(&mut session, |s| s.play(index)), KielaError::ComputerToMove);
    }
    assert_eq!(
        refused(&mut session, |s| s
            .play_notation(Move::Sow(kiela_core::House::outer(1).unwrap()))),
        KielaError::ComputerToMove
    );
    assert_eq!(
        refused(&mut session, |s| s.hint_request(&Computer::default())),
        KielaError::ComputerToMove
    );
    assert_eq!(
        refused(&mut session, |s| s.hint(&Computer::default())),
        KielaError::ComputerToMove
    );
    // Off the board is still off the board.
    assert_eq!(
        refused(&mut session, |s| s.play(AppInt(40))),
        KielaError::NotOnBoard { index: AppInt(40) }
    );
    let reply = session.computer_move(&Computer::default()).unwrap();
    assert_eq!(reply.mover, Side::North);
    assert!(!reply.snapshot.computer_to_move);
}

#[test]
fn a_finished_game_refuses_every_turn() {
    let mut session = finished_against_beginner(1);
    let snapshot = session.snapshot();
    assert!(snapshot.result.is_some());
    assert!(snapshot.legal_houses.is_empty() && !snapshot.computer_to_move);
    for index in 0..40 {
        assert_eq!(refused(&mut session, |s| s.play(AppInt(index))), KielaError::GameOver);
    }
    let computer = Computer::default();
    assert_eq!(
        refused(&mut session, |s| s.computer_request(&computer)),
        KielaError::GameOver
    );
    assert_eq!(
        refused(&mut session, |s| s.computer_move(&computer)),
        KielaError::GameOver
    );
    assert_eq!(
        refused(&mut session, |s| s.hint_request(&computer)),
        KielaError::GameOver
    );
    assert_eq!(refused(&mut session, |s| s.begin_setup()), KielaError::GameOver);
    assert_eq!(
        refused(&mut session, |s| s.play_notation(Move::Setup([0; 20]))),
        KielaError::GameOver
    );
    // Undo is what is left, and it makes the game playable again.
    let undone = changes(&mut session, |s| s.undo().unwrap());
    assert!(undone.result.is_none() && undone.can_redo);
}

#[test]
fn the_revision_moves_on_with_every_change() {
    let computer = Computer::default();
    let mut session = Session::new(expert(against(Level::Beginner)), 3);
    let mut seen = vec![session.revision()];
    let mut note = |session: &Session| {
        assert!(session.revision() > *seen.last().unwrap());
        seen.push(session.revision());
    };

    changes(&mut session, |s| s.begin_setup().unwrap());
    note(&session);
    changes(&mut session, |s| {
        s.setup_move_stone(south(House::O1), south(House::I1)).unwrap()
    });
    note(&session);
    changes(&mut session, |s| {
        s.setup_set_count(south(House::O2), AppInt(0)).unwrap()
    });
    note(&session);
    changes(&mut session, |s| s.cancel_setup().unwrap());
    note(&session);
    changes(&mut session, |s| s.begin_setup().unwrap());
    note(&session);
    let outcome = changes(&mut session, |s| s.commit_setup().unwrap());
    assert_eq!(outcome.revision, session.revision());
    note(&session);
    let outcome = changes(&mut session, |s| s.computer_move(&computer).unwrap());
    assert_eq!(
        (outcome.revision, outcome.snapshot.revision),
        (session.revision(), session.revision())
    );
    note(&session);
    let house = AppInt::from(session.snapshot().legal_houses[0]);
    let outcome = changes(&mut session, |s| s.play(house).unwrap());
    assert_eq!(outcome.revision, session.revision());
    note(&session);
    changes(&mut session, |s| s.computer_move(&computer).unwrap());
    note(&session);
    let undone = changes(&mut session, |s| s.undo().unwrap());
    assert_eq!(undone.revision, session.revision());
    note(&session);
    let redone = changes(&mut session, |s| s.redo().unwrap());
    assert_eq!(redone.revision, session.revision());
    note(&session);
    let restored = Session::restore(&session.save()).unwrap();
    changes(&mut session, |s| s.replace(restored));
    note(&session);
    let fresh = changes(&mut session, |s| s.new_game(people(), 4));
    assert_eq!(fresh.revision, session.revision());
    note(&session);
    let shared = kiela_core::exchange::record_text(session.game());
    changes(&mut session, |s| {
        s.replace(Session::from_record_text(&shared, Seat::Person, Seat::Person, 1).unwrap())
    });
    note(&session);

    // Reading changes nothing, and neither does a hint.
    let revision = session.revision();
    let snapshot = session.snapshot();
    let _ = (
        session.save(),
        session.record_text(),
        session.last_move(),
        session.settings(),
    );
    session.hint(&computer).unwrap();
    assert_eq!((session.revision(), session.snapshot()), (revision, snapshot));
}

// Undo and redo.

#[test]
fn undo_against_the_computer_returns_to_the_persons_turn_and_redo_replays_both() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Easy), 7);
    session.play(south(House::O10)).unwrap();
    let reply = session.computer_move(&computer).unwrap();
    assert_eq!(reply.mover, Side::North);
    let after_reply = session.snapshot();

    let undone = session.undo().unwrap();
    assert_eq!(undone.turns, AppInt(0));
    assert_eq!(undone.to_move, Side::South);
    assert!(undone.can_redo && !undone.can_undo && !undone.computer_to_move);
    assert_eq!(undone.board.0, start_board());
    assert_eq!(refused(&mut session, |s| s.undo()), KielaError::NothingToUndo);

    let redone = session.redo().unwrap();
    assert_eq!(unrevised(&redone), unrevised(&after_reply));
    assert!(redone.revision > after_reply.revision);
    assert!(!redone.can_redo);
    assert_eq!(
        session.last_move().map(|o| unrevised_outcome(&o)),
        Some(unrevised_outcome(&reply))
    );
}

#[test]
fn undo_takes_back_one_turn_between_people_and_between_computers() {
    let mut session = Session::new(people(), 1);
    session.play(south(House::O10)).unwrap();
    let after_first = session.snapshot();
    session.play(north(House::O1)).unwrap();
    let undone = session.undo().unwrap();
    assert_eq!(
        unrevised(&undone),
        Snapshot {
            can_redo: true,
            ..unrevised(&after_first)
        }
    );

    let computer = Computer::default();
    let mut session = Session::new(computers(Level::Beginner, Level::Beginner), 2);
    session.computer_move(&computer).unwrap();
    session.computer_move(&computer).unwrap();
    let undone = session.undo().unwrap();
    assert_eq!(undone.turns, AppInt(1));
    assert!(undone.computer_to_move);
}

#[test]
fn a_new_turn_after_undo_drops_the_redo() {
    let mut session = Session::new(people(), 1);
    session.play(south(House::O10)).unwrap();
    session.undo().unwrap();
    let outcome = session.play(south(House::O9)).unwrap();
    assert!(!outcome.snapshot.can_redo);
    assert_eq!(refused(&mut session, |s| s.redo()), KielaError::NothingToRedo);
}

#[test]
fn the_same_seed_gives_the_same_computer_moves_hints_or_not() {
    let play = |seed, hint: bool| {
        let computer = Computer::default();
        let mut session = Session::new(against(Level::Medium), seed);
        if hint {
            session.hint(&computer).unwrap();
        }
        session.play(south(House::O10)).unwrap();
        session.computer_move(&computer).unwrap().notation
    };
    assert_eq!(play(42, false), play(42, false));
    assert_eq!(play(42, false), play(42, true));
}

// The expert setup, drafted by tapping.

fn expert_people() -> Session {
    Session::new(expert(people()), 1)
}

fn draft_of(snapshot: &Snapshot) -> kiela_session::SetupDraft {
    snapshot.setup_draft.clone().expect("a draft")
}

#[test]
fn a_draft_begins_only_with_the_expert_opening_on_a_first_turn() {
    let mut plain = Session::new(people(), 1);
    assert!(!plain.snapshot().setup_allowed);
    assert_eq!(refused(&mut plain, |s| s.begin_setup()), KielaError::SetupNotAllowed);

    let mut session = expert_people();
    assert!(session.snapshot().setup_allowed);
    let snapshot = changes(&mut session, |s| s.begin_setup().unwrap());
    let draft = draft_of(&snapshot);
    assert_eq!((draft.side, draft.in_hand), (Side::South, SmallInt(0)));
    assert_eq!(
        draft.board, snapshot.board,
        "the draft starts from the board as it stands"
    );
    check(&snapshot, &expert(people()));

    // Both players' first turns may rearrange; the third turn may not.
    session.cancel_setup().unwrap();
    session.play(south(House::O10)).unwrap();
    assert!(session.snapshot().setup_allowed);
    assert_eq!(draft_of(&session.begin_setup().unwrap()).side, Side::North);
    session.play(north(House::O10)).unwrap();
    assert!(!session.snapshot().setup_allowed);
    assert_eq!(refused(&mut session, |s| s.begin_setup()), KielaError::SetupNotAllowed);

    // Not for the computer, and not on its turn.
    let mut session = Session::new(expert(against(Level::Beginner)), 1);
    session.play(south(House::O10)).unwrap();
    assert!(session.snapshot().setup_allowed && session.snapshot().computer_to_move);
    assert_eq!(refused(&mut session, |s| s.begin_setup()), KielaError::ComputerToMove);
}

#[test]
fn a_draft_is_edited_in_board_order_on_the_movers_houses_only() {
    let mut session = expert_people();
    session.begin_setup().unwrap();

    let moved = changes(&mut session, |s| {
        s.setup_move_stone(south(House::O1), south(House::I1)).unwrap()
    });
    let draft = draft_of(&moved);
    assert_eq!(draft.board[south(House::O1).0 as usize], 1);
    assert_eq!(draft.board[south(House::I1).0 as usize], 1);
    assert_eq!(draft.in_hand, SmallInt(0));
    assert_eq!(moved.board.0, start_board(), "the board itself waits for the commit");

    let set = changes(&mut session, |s| {
        s.setup_set_count(south(House::O5), AppInt(0)).unwrap()
    });
    let draft = draft_of(&set);
    assert_eq!(
        (draft.board[south(House::O5).0 as usize], draft.in_hand),
        (0, SmallInt(2))
    );
    let set = session.setup_set_count(south(House::I2), AppInt(2)).unwrap();
    assert_eq!(draft_of(&set).in_hand, SmallInt(0));
    check(&set, &expert(people()));

    // North's houses are not South's to rearrange, and off the board is nowhere.
    let theirs = KielaError::NotYourHouse {
        spot: Spot::of(Side::North, House::O3),
    };
    assert_eq!(
        refused(&mut session, |s| s.setup_move_stone(north(House::O3), south(House::O1))),
        theirs
    );
    assert_eq!(
        refused(&mut session, |s| s.setup_move_stone(south(House::O1), north(House::O3))),
        theirs
    );
    assert_eq!(
        refused(&mut session, |s| s.setup_set_count(north(House::O3), AppInt(0))),
        theirs
    );
    assert_eq!(
        refused(&mut session, |s| s.setup_set_count(AppInt(40), AppInt(0))),
        KielaError::NotOnBoard { index: AppInt(40) }
    );
    assert_eq!(
        refused(&mut session, |s| s.setup_move_stone(AppInt(-1), south(House::O1))),
        KielaError::NotOnBoard { index: AppInt(-1) }
    );
    // No stone to move from an empty house.
    assert_eq!(
        refused(&mut session, |s| s.setup_move_stone(south(House::I3), south(House::O1))),
        KielaError::SetupEmptyHouse {
            spot: Spot::of(Side::South, House::I3)
        }
    );
}

#[test]
fn a_count_beyond_the_sides_stones_is_refused_by_its_total() {
    let mut session = expert_people();
    session.begin_setup().unwrap();
    // The other houses hold 26 of South's 28 stones.
    assert_eq!(
        refused(&mut session, |s| s.setup_set_count(south(House::O1), AppInt(3))),
        KielaError::SetupTotal {
            expected: AppInt(28),
            found: AppInt(29)
        }
    );
    for huge in [28 + 256, i32::MAX] {
        assert!(matches!(
            refused(&mut session, |s| s.setup_set_count(south(House::O1), AppInt(huge))),
            KielaError::SetupTotal { expected: AppInt(28), found } if found.0 > 28
        ));
    }
    // Nor does a house hold fewer than no stones.
    for negative in [-1, i32::MIN] {
        refused(&mut session, |s| s.setup_set_count(south(House::O1), AppInt(negative)));
    }
    // The whole side in one house is fine once the others are emptied.
    for spot in (0..40)
        .filter_map(|i| Spot::at(AppInt(i)))
        .filter(|s| s.side == Side::South)
    {
        session.setup_set_count(AppInt::from(spot.index), AppInt(0)).unwrap();
    }
    let all = session.setup_set_count(south(House::O1), AppInt(28)).unwrap();
    assert_eq!(draft_of(&all).in_hand, SmallInt(0));
    assert_eq!(draft_of(&all).board[south(House::O1).0 as usize], 28);
    let outcome = session.commit_setup().unwrap();
    assert_eq!(outcome.snapshot.board[south(House::O1).0 as usize], 28);
}

#[test]
fn a_draft_commits_only_with_every_stone_placed() {
    let mut session = expert_people();
    session.begin_setup().unwrap();
    session.setup_set_count(south(House::O1), AppInt(0)).unwrap();
    assert_eq!(
        refused(&mut session, |s| s.commit_setup()),
        KielaError::SetupTotal {
            expected: AppInt(28),
            found: AppInt(26)
        }
    );
    session.setup_set_count(south(House::I1), AppInt(2)).unwrap();
    let drafted = draft_of(&session.snapshot()).board;
    let outcome = changes(&mut session, |s| s.commit_setup().unwrap());
    assert_eq!(outcome.mover, Side::South);
    assert_eq!(outcome.played, Turn::Setup { board: drafted.clone() });
    assert!(outcome.notation.starts_with("setup "), "{}", outcome.notation);
    assert!(outcome.timeline.is_empty() && outcome.duration_ms == AppInt(0));
    assert_eq!(outcome.captured, SmallInt(0));
    assert_eq!(outcome.board_before.0, start_board());
    assert_eq!(outcome.snapshot.board, drafted);
    assert_eq!(outcome.snapshot.setup_draft, None);
    assert_eq!(outcome.snapshot.to_move, Side::North);
    assert!(outcome.snapshot.setup_allowed, "North's first turn may rearrange too");
    assert!(
        outcome.snapshot.last_move_marks.is_empty(),
        "a rearrangement marks no house"
    );
    assert_eq!(session.last_move(), Some(outcome));
    // The rearrangement is a turn like any other: undone and redone.
    assert_eq!(session.undo().unwrap().board.0, start_board());
    assert_eq!(session.redo().unwrap().board, drafted);
}

#[test]
fn a_rearrangement_in_notation_must_place_every_stone() {
    let mut session = expert_people();
    assert_eq!(
        refused(&mut session, |s| s.play_notation(Move::Setup([1; 20]))),
        KielaError::SetupTotal {
            expected: AppInt(28),
            found: AppInt(20)
        }
    );
    let mut counts = [0; 20];
    counts[0] = 28;
    let outcome = session.play_notation(Move::Setup(counts)).unwrap();
    assert!(outcome.timeline.is_empty());
    assert_eq!(outcome.snapshot.board[south(House::O1).0 as usize], 28);
    assert!(outcome.snapshot.setup_allowed);
}

#[test]
fn cancelling_a_draft_or_sowing_instead_drops_it() {
    let mut session = expert_people();
    let start = session.snapshot();
    session.begin_setup().unwrap();
    session.setup_set_count(south(House::O1), AppInt(0)).unwrap();
    let cancelled = changes(&mut session, |s| s.cancel_setup().unwrap());
    assert_eq!(cancelled.setup_draft, None);
    assert_eq!(unrevised(&cancelled), unrevised(&start));
    assert_eq!(refused(&mut session, |s| s.cancel_setup()), KielaError::NoSetupDraft);

    // Sowing while drafting plays the board as it stands and drops the draft.
    session.begin_setup().unwrap();
    session.setup_set_count(south(House::O10), AppInt(0)).unwrap();
    let outcome = session.play(south(House::O10)).unwrap();
    assert_eq!(outcome.board_before.0, start_board());
    assert!(matches!(
        outcome.timeline[0].kind,
        StepKind::Lift {
            stones: SmallInt(2),
            ..
        }
    ));
    assert_eq!(outcome.snapshot.setup_draft, None);

    // So does an undo.
    session.begin_setup().unwrap();
    assert_eq!(session.undo().unwrap().setup_draft, None);
}

#[test]
fn a_draft_is_kept_in_the_save() {
    let mut session = expert_people();
    session.begin_setup().unwrap();
    session.setup_move_stone(south(House::O1), south(House::I4)).unwrap();
    session.setup_set_count(south(House::O2), AppInt(0)).unwrap();
    let snapshot = session.snapshot();
    let mut restored = Session::restore(&session.save()).unwrap();
    assert_eq!(unrevised(&restored.snapshot()), unrevised(&snapshot));
    assert_eq!(restored.save(), session.save());
    // It goes on where it was left.
    assert_eq!(
        refused(&mut restored, |s| s.commit_setup()),
        KielaError::SetupTotal {
            expected: AppInt(28),
            found: AppInt(26)
        }
    );
    restored.setup_set_count(south(House::O2), AppInt(2)).unwrap();
    let outcome = restored.commit_setup().unwrap();
    assert_eq!(outcome.snapshot.board[south(House::I4).0 as usize], 1);
}

// Results.

#[test]
fn a_lost_game_reports_the_winner_the_reason_and_the_totals() {
    let session = finished_against_beginner(1);
    let snapshot = session.snapshot();
    let result = snapshot.result.expect("the game is over");
    assert_eq!(result.winner, Some(Side::North));
    assert_eq!(result.reason, EndReason::NoLegalMove);
    assert_eq!(result.person, Some(PersonOutcome::Lost));
    assert_eq!(
        (result.south_stones, result.north_stones),
        (snapshot.south_stones, snapshot.north_stones)
    );
    assert_eq!(result.south_stones.0 + result.north_stones.0, 56);
    assert!(result.north_stones > result.south_stones);
    // No legal move: the loser is the one to move.
    assert_eq!(snapshot.to_move, Side::South);
    check(&snapshot, &against(Level::Beginner));
}

#[test]
fn the_person_outcome_is_seen_from_the_persons_seat() {
    // A game the computer at Easy won as South against Beginner, replayed with people seated.
    let computer = Computer::default();
    let mut game = Session::new(computers(Level::Easy, Level::Beginner), 1);
    play_out(&mut game, &computer);
    let result = game.snapshot().result.unwrap();
    assert_eq!(result.winner, Some(Side::South));
    assert_eq!(result.person, None, "no person played");
    let text = game.record_text();
    let beginner = Seat::Computer { level: Level::Beginner };
    let seen = |south, north| -> Option<GameResult> {
        Session::from_record_text(&text, south, north, 1)
            .unwrap()
            .snapshot()
            .result
    };
    let expected = |person| Some(GameResult { person, ..result });
    assert_eq!(seen(Seat::Person, beginner), expected(Some(PersonOutcome::Won)));
    assert_eq!(seen(beginner, Seat::Person), expected(Some(PersonOutcome::Lost)));
    assert_eq!(seen(Seat::Person, Seat::Person), expected(None));
}

// Statistics: each finished game counted once.

fn beginner() -> Opponent {
    Opponent::Computer { level: Level::Beginner }
}

fn tally(played: i32, won: i32, drawn: i32, lost: i32) -> Tally {
    Tally {
        played: AppInt(played),
        won: AppInt(won),
        drawn: AppInt(drawn),
        lost: AppInt(lost),
    }
}

#[test]
fn a_finished_game_counts_once() {
    let mut session = finished_against_beginner(1);
    let mut statistics = Statistics::new();
    assert!(session.count_finished_game(&mut statistics));
    let counted = statistics.clone();
    let entry = counted.entry(beginner()).expect("the level played is listed");
    assert_eq!((entry.unaided, entry.assisted), (tally(1, 0, 0, 1), tally(0, 0, 0, 0)));
    assert_eq!(counted.opponents.len(), 1);
    assert!(!session.count_finished_game(&mut statistics));
    assert_eq!(statistics, counted);
    // Replaying the last move shows it again; it counts nothing.
    session.last_move().unwrap();
    assert!(!session.count_finished_game(&mut statistics));
    assert_eq!(statistics, counted);
    assert_eq!(Statistics::from_json(&statistics.to_json()), Ok(counted));
}

#[test]
fn a_finished_unaided_game_moves_the_rating_once() {
    let mut session = finished_against_beginner(1);
    let mut statistics = Statistics::new();
    assert!(session.count_finished_game(&mut statistics));
    let rating = statistics.rating.clone();
    assert_eq!(rating.games, AppInt(1));
    let point = rating.history[0];
    assert_eq!(
        (point.level, point.outcome),
        (Level::Beginner, kiela_session::PersonOutcome::Lost)
    );
    assert!(rating.rating < 1500.0 && rating.deviation < 350.0, "{rating:?}");
    session.last_move().unwrap();
    assert!(!session.count_finished_game(&mut statistics));
    assert_eq!(statistics.rating, rating);
}

#[test]
fn a_game_in_progress_counts_nothing() {
    let mut session = Session::new(against(Level::Beginner), 1);
    let mut statistics = Statistics::new();
    assert!(!session.count_finished_game(&mut statistics));
    session.play(south(House::O10)).unwrap();
    assert!(!session.count_finished_game(&mut statistics));
    assert_eq!(statistics, Statistics::new());
}

#[test]
fn undo_after_the_end_and_redo_or_another_end_count_nothing_more() {
    let computer = Computer::default();
    let mut session = finished_against_beginner(2);
    let mut statistics = Statistics::new();
    assert!(session.count_finished_game(&mut statistics));
    let counted = statistics.clone();

    // Undone and redone: the same end.
    session.undo().unwrap();
    assert!(!session.count_finished_game(&mut statistics));
    assert!(session.redo().unwrap().result.is_some());
    assert!(!session.count_finished_game(&mut statistics));
    assert_eq!(statistics, counted);

    // Undone and played to another end, the last legal house each turn: the first end counts.
    let first_end = session.snapshot();
    session.undo().unwrap();
    // Back to a turn with a choice, so the last legal house differs from the first.
    while session.snapshot().legal_houses.len() < 2 {
        session.undo().unwrap();
    }
    while session.snapshot().result.is_none() {
        let snapshot = session.snapshot();
        if snapshot.computer_to_move {
            session.computer_move(&computer).unwrap();
        } else {
            session
                .play(AppInt::from(*snapshot.legal_houses.last().unwrap()))
                .unwrap();
        }
    }
    assert_ne!(unrevised(&session.snapshot()), unrevised(&first_end), "another end");
    assert!(!session.count_finished_game(&mut statistics));
    assert_eq!(statistics, counted);

    // A new game counts again.
    session.new_game(against(Level::Beginner), 3);
    play_out(&mut session, &computer);
    assert!(session.count_finished_game(&mut statistics));
    assert_eq!(statistics.entry(beginner()).unwrap().unaided.played, AppInt(2));
}

#[test]
fn a_save_remembers_whether_its_game_was_counted() {
    let mut statistics = Statistics::new();
    // Finished and counted: restored, it does not count again.
    let mut session = finished_against_beginner(1);
    assert!(session.count_finished_game(&mut statistics));
    let mut restored = Session::restore(&session.save()).unwrap();
    assert!(!restored.count_finished_game(&mut statistics));
    let mut replaced = Session::new(people(), 1);
    replaced.replace(Session::restore(&session.save()).unwrap());
    assert!(!replaced.count_finished_game(&mut statistics));
    assert_eq!(statistics.entry(beginner()).unwrap().unaided.played, AppInt(1));

    // Finished but not counted (the app stopped first): restored, it counts once.
    let uncounted = finished_against_beginner(2).save();
    let mut restored = Session::restore(&uncounted).unwrap();
    assert!(restored.count_finished_game(&mut statistics));
    assert!(!restored.count_finished_game(&mut statistics));
    assert!(!Session::restore(&restored.save())
        .unwrap()
        .count_finished_game(&mut statistics));
    assert_eq!(statistics.entry(beginner()).unwrap().unaided.played, AppInt(2));
}

#[test]
fn undo_or_a_hint_makes_the_game_assisted() {
    let computer = Computer::default();
    let assisted = |help: fn(&mut Session, &Computer)| {
        let mut session = Session::new(against(Level::Beginner), 1);
        help(&mut session, &computer);
        play_out(&mut session, &computer);
        // Counted from its save, so the save keeps the help too.
        let mut statistics = Statistics::new();
        assert!(Session::restore(&session.save())
            .unwrap()
            .count_finished_game(&mut statistics));
        let mut directly = Statistics::new();
        assert!(session.count_finished_game(&mut directly));
        assert_eq!(directly, statistics);
        let entry = statistics.entry(beginner()).unwrap();
        (entry.unaided.played.0, entry.assisted.played.0)
    };
    assert_eq!(assisted(|_, _| {}), (1, 0));
    assert_eq!(
        assisted(|s, c| {
            take_turn(s, c);
            take_turn(s, c);
            s.undo().unwrap();
            s.redo().unwrap();
        }),
        (0, 1)
    );
    assert_eq!(
        assisted(|s, c| {
            s.hint(c).unwrap();
        }),
        (0, 1)
    );
    // A hint cancelled before it was given, or given too late, is no help.
    assert_eq!(
        assisted(|s, c| {
            let request = s.hint_request(c).unwrap();
            c.cancel();
            assert_eq!(s.accept_hint(c.hint(request)), Err(KielaError::Cancelled));
        }),
        (1, 0)
    );
    assert_eq!(
        assisted(|s, c| {
            let request = s.hint_request(c).unwrap();
            c.hurry();
            let answer = c.hint(request);
            take_turn(s, c);
            assert_eq!(s.accept_hint(answer), Err(KielaError::StaleComputerMove));
        }),
        (1, 0)
    );
}

#[test]
fn only_games_with_a_person_are_counted_from_the_persons_seat() {
    let computer = Computer::default();
    let mut statistics = Statistics::new();
    let mut session = Session::new(computers(Level::Beginner, Level::Beginner), 1);
    play_out(&mut session, &computer);
    assert!(
        !session.count_finished_game(&mut statistics),
        "computer against computer"
    );
    assert_eq!(statistics, Statistics::new());

    // A finished game that arrives as a record was not played here: it does not count.
    let text = session.record_text();
    let mut imported = Session::from_record_text(&text, Seat::Person, Seat::Person, 1).unwrap();
    assert!(
        !imported.count_finished_game(&mut statistics),
        "an imported finished game"
    );

    // Two people: from South's seat.
    let winner = session.snapshot().result.unwrap().winner;
    let mut friends = Session::new(
        GameSettings {
            south: Seat::Person,
            north: Seat::Person,
            ..session.settings()
        },
        1,
    );
    for &turn in session.game().moves() {
        friends.play_notation(turn).unwrap();
    }
    assert!(friends.count_finished_game(&mut statistics));
    let entry = statistics.entry(Opponent::Friend).unwrap();
    let expected = match winner {
        Some(Side::South) => tally(1, 1, 0, 0),
        Some(Side::North) => tally(1, 0, 0, 1),
        None => tally(1, 0, 1, 0),
    };
    assert_eq!(entry.unaided, expected);
    assert_eq!(
        FinishedGame::of(&friends.settings(), winner, false).map(|g| g.opponent),
        Some(Opponent::Friend)
    );
}

// Hints.

#[test]
fn a_hint_names_a_legal_house_and_where_it_lands() {
    let computer = Computer::default();
    let mut session = Session::new(people(), 1);
    let before = session.snapshot();
    let hint = session.hint(&computer).unwrap();
    assert_eq!(session.snapshot(), before, "a hint changes nothing on the board");
    assert!(
        before
            .legal_houses
            .iter()
            .any(|&i| Spot::at(AppInt::from(i)) == Some(hint.house)),
        "{hint:?}"
    );
    let outcome = session.play(AppInt::from(hint.house.index)).unwrap();
    assert!(matches!(
        outcome.timeline.last().unwrap().kind,
        StepKind::End { house } if house == hint.lands_in.index
    ));
    assert!(outcome.snapshot.last_move_marks.contains(&HouseMark {
        house: hint.lands_in.index,
        kind: MarkKind::LastStone
    }));
}

/// Two people play the first legal house five turns: North may then capture.
fn capture_available() -> Session {
    let mut session = Session::new(people(), 1);
    for _ in 0..5 {
        let first = session.snapshot().legal_houses[0];
        session.play(AppInt::from(first)).unwrap();
    }
    session
}

#[test]
fn a_hint_to_capture_says_how_many_stones_it_takes() {
    let computer = Computer::default();
    let mut session = capture_available();
    let snapshot = session.snapshot();
    let captures: Vec<i32> = snapshot
        .legal_houses
        .iter()
        .map(|&house| i32::from(session.clone().play(AppInt::from(house)).unwrap().captured.0))
        .collect();
    assert!(captures.iter().any(|&c| c > 0), "a capture is available: {captures:?}");
    let hint: Hint = session.hint(&computer).unwrap();
    assert_eq!(hint.house.side, Side::North);
    let HintReason::Captures { stones } = hint.reason else {
        panic!("expected a capture, got {hint:?}")
    };
    // The chance after the move is the search's, on the review's scale: a capture of several
    // stones leaves the mover more likely than not to win, unless the search proved more.
    match hint.value {
        Some(ReviewValue::Chance { percent }) => assert!((50..=99).contains(&percent.0), "{hint:?}"),
        Some(ReviewValue::Win { .. }) => {}
        other => panic!("a hinted capture is valued, and no proven loss: {other:?}"),
    }
    let outcome = session.play(AppInt::from(hint.house.index)).unwrap();
    assert_eq!(AppInt::from(outcome.captured), stones);
    assert!(stones.0 > 0);
    assert_eq!(
        AppInt::from(outcome.snapshot.south_stones).0,
        AppInt::from(snapshot.south_stones).0 - stones.0
    );
}

#[test]
fn a_stale_hint_is_refused() {
    let computer = Computer::default();
    let mut session = Session::new(people(), 1);
    let request = session.hint_request(&computer).unwrap();
    computer.hurry();
    let answer = computer.hint(request);
    session.play(south(House::O10)).unwrap();
    assert_eq!(
        refused(&mut session, |s| s.accept_hint(answer)),
        KielaError::StaleComputerMove
    );
}

// Records and saves.

#[test]
fn shared_records_continue_as_a_session() {
    let computer = Computer::default();
    let mut session = Session::new(people(), 1);
    session.play(south(House::O10)).unwrap();
    session.play(north(House::O1)).unwrap();
    let text = session.record_text();
    let mut copy = Session::from_record_text(&text, Seat::Person, Seat::Computer { level: Level::Easy }, 5).unwrap();
    let expected = Snapshot {
        computer_to_move: false,
        two_people: false,
        top_headline: None,
        ..unrevised(&session.snapshot())
    };
    assert_eq!(unrevised(&copy.snapshot()), expected);
    assert_eq!(copy.record_text(), text);
    assert_eq!(copy.settings(), against(Level::Easy));
    // The last turn is the same move, now the computer's: with its beat, told to the person.
    let (copied, original) = (copy.last_move().unwrap(), session.last_move().unwrap());
    assert_eq!(
        (copied.beat_ms, original.beat_ms),
        (AppInt(COMPUTER_BEAT_MS as i32), AppInt(0))
    );
    assert!(copied.announcement.as_ref().is_some_and(|told| told.by_computer));
    assert_eq!(
        unrevised_outcome(&MoveOutcome {
            beat_ms: original.beat_ms,
            announcement: original.announcement.clone(),
            snapshot: Snapshot {
                two_people: true,
                top_headline: original.snapshot.top_headline,
                ..copied.snapshot.clone()
            },
            ..copied
        }),
        unrevised_outcome(&original)
    );
    // It goes on with the seats given.
    copy.play(south(House::O9)).unwrap();
    assert!(copy.snapshot().computer_to_move);
    assert_eq!(copy.computer_move(&computer).unwrap().mover, Side::North);
}

#[test]
fn bad_records_are_refused() {
    let bad = |text: &str| match Session::from_record_text(text, Seat::Person, Seat::Person, 1) {
        Err(KielaError::BadRecord { reason }) => reason,
        other => panic!("expected a bad record, got {:?}", other.map(|s| s.snapshot())),
    };
    bad("not a record");
    bad("");
    let mut session = Session::new(people(), 1);
    session.play(south(House::O10)).unwrap();
    let text = session.record_text();
    let illegal = text.replace("1. south o10", "1. south i1");
    assert!(bad(&illegal).contains("i1"), "{illegal}");
    // A session always begins at the start position.
    let mut houses = [*Position::start(Rules::default(), Player::South).side(Player::South); 2];
    houses[0][0] = 4;
    houses[0][1] = 0;
    let elsewhere = Position::from_parts(houses, Player::South, Rules::default(), 0);
    let text = kiela_core::exchange::record_text(&kiela_core::Game::new(elsewhere, false));
    assert!(bad(&text).contains("start position"), "{text}");
}

#[test]
fn saves_round_trip_with_the_redo_stack_seats_and_speed() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Hard), 9);
    session.set_speed(AnimationSpeed::Fast);
    session.play(south(House::O10)).unwrap();
    session.computer_move(&computer).unwrap();
    let house = AppInt::from(session.snapshot().legal_houses[0]);
    session.play(house).unwrap();
    session.computer_move(&computer).unwrap();
    session.undo().unwrap();
    let mut restored = Session::restore(&session.save()).unwrap();
    assert_eq!(unrevised(&restored.snapshot()), unrevised(&session.snapshot()));
    assert_eq!(restored.settings(), session.settings());
    assert_eq!(restored.speed(), AnimationSpeed::Fast);
    assert_eq!(restored.save(), session.save());
    assert_eq!(restored.record_text(), session.record_text());
    assert_eq!(
        unrevised(&restored.redo().unwrap()),
        unrevised(&session.redo().unwrap())
    );
    // The computer goes on alike: its moves follow from the saved seed.
    let house = AppInt::from(session.snapshot().legal_houses[0]);
    session.play(house).unwrap();
    restored.play(house).unwrap();
    assert_eq!(
        restored.computer_move(&computer).unwrap().notation,
        session.computer_move(&computer).unwrap().notation
    );
}

fn corrupt_reason(json: &str) -> String {
    match Session::restore(json) {
        Err(KielaError::CorruptSave { reason }) => reason,
        other => panic!("expected a corrupt save, got {:?}", other.map(|s| s.snapshot())),
    }
}

fn edited(save: &str, edit: impl FnOnce(&mut serde_json::Map<String, serde_json::Value>)) -> String {
    let mut value: serde_json::Value = serde_json::from_str(save).unwrap();
    edit(value.as_object_mut().unwrap());
    serde_json::to_string(&value).unwrap()
}

#[test]
fn corrupt_and_future_saves_are_refused_with_a_reason() {
    let save = Session::new(people(), 1).save();
    for corrupt in [
        String::new(),
        "{".into(),
        save[..save.len() / 2].into(),
        "[1,2]".into(),
        "null".into(),
    ] {
        corrupt_reason(&corrupt);
    }
    assert!(save.contains("\"version\": 2"), "{save}");
    let future = save.replace("\"version\": 2", "\"version\": 7");
    assert_eq!(
        Session::restore(&future).err(),
        Some(KielaError::FutureSave {
            found: AppInt(7),
            supported: AppInt(2)
        })
    );
    let far_future = save.replace("\"version\": 2", &format!("\"version\": {}", u64::MAX));
    assert_eq!(
        Session::restore(&far_future).err(),
        Some(KielaError::FutureSave {
            found: AppInt(i32::MAX),
            supported: AppInt(2)
        })
    );
    // A newer save is newer even with fields this version does not know.
    let future_fields = edited(&future, |map| {
        map.insert("new_field".into(), serde_json::json!(1));
    });
    assert!(matches!(
        Session::restore(&future_fields),
        Err(KielaError::FutureSave { .. })
    ));

    assert!(corrupt_reason(&save.replace("\"version\": 2", "\"version\": 0")).contains("version"));

    let illegal = save.replace("\"moves\": []", "\"moves\": [\"i1\"]");
    assert!(corrupt_reason(&illegal).contains("i1"));
    corrupt_reason(&save.replace("\"person\"", "\"robot\""));
    corrupt_reason(&save.replace("kiela-session", "kiela-statistics"));
    corrupt_reason(&edited(&save, |map| {
        map.remove("version");
    }));
    corrupt_reason(&edited(&save, |map| {
        map.insert("extra".into(), serde_json::json!(true));
    }));
    corrupt_reason(&edited(&save, |map| {
        map.insert("speed".into(), serde_json::json!("warp"));
    }));
    corrupt_reason(&edited(&save, |map| {
        map.insert("seed".into(), serde_json::json!(-1));
    }));
    // Turns to redo must be playable from where the game stands.
    corrupt_reason(&edited(&save, |map| {
        map.insert("redo".into(), serde_json::json!(["i1"]));
    }));
    corrupt_reason(&edited(&save, |map| {
        map.insert("redo".into(), serde_json::json!(["nonsense"]));
    }));
}

#[test]
fn a_saved_draft_must_be_one_the_game_allows() {
    let mut session = expert_people();
    session.begin_setup().unwrap();
    let save = session.save();
    Session::restore(&save).unwrap();
    let with_draft = |draft: serde_json::Value| {
        edited(&save, |map| {
            map.insert("setup_draft".into(), draft);
        })
    };
    let board = session.snapshot().board.0;
    assert!(corrupt_reason(&with_draft(serde_json::json!(board[..39]))).contains("setup_draft"));
    let mut theirs = board.clone();
    theirs[north(House::O1).0 as usize] += 1;
    theirs[north(House::O2).0 as usize] -= 1;
    corrupt_reason(&with_draft(serde_json::json!(theirs)));
    let mut too_many = board.clone();
    too_many[south(House::I1).0 as usize] = 5;
    corrupt_reason(&with_draft(serde_json::json!(too_many)));
    // Fewer stones are a draft with stones in hand.
    let mut fewer = board.clone();
    fewer[south(House::O1).0 as usize] = 0;
    let restored = Session::restore(&with_draft(serde_json::json!(fewer))).unwrap();
    assert_eq!(draft_of(&restored.snapshot()).in_hand, SmallInt(2));
    // No draft where no rearrangement is allowed.
    let plain = Session::new(people(), 1).save();
    let drafted = edited(&plain, |map| {
        map.insert("setup_draft".into(), serde_json::json!(board));
    });
    corrupt_reason(&drafted);
}

#[test]
fn a_version_1_save_is_still_read() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Beginner), 11);
    session.play(south(House::O10)).unwrap();
    session.computer_move(&computer).unwrap();
    let v1 = edited(&session.save(), |map| {
        map.insert("version".into(), serde_json::json!(1));
        for newer in ["speed", "setup_draft", "assisted", "counted"] {
            assert!(map.remove(newer).is_some(), "{newer}");
        }
    });
    let mut restored = Session::restore(&v1).unwrap();
    assert_eq!(unrevised(&restored.snapshot()), unrevised(&session.snapshot()));
    assert_eq!(restored.speed(), AnimationSpeed::Normal);
    assert_eq!(restored.settings(), session.settings());
    // Saved again, it is a version 2 save of the same game.
    let resaved: serde_json::Value = serde_json::from_str(&restored.save()).unwrap();
    assert_eq!(resaved["version"], 2);
    assert_eq!(restored.save(), session.save());
    // Its game counts once it ends.
    play_out(&mut restored, &computer);
    let mut statistics = Statistics::new();
    assert!(restored.count_finished_game(&mut statistics));
}

#[test]
fn errors_read_as_sentences_for_people() {
    let mut session = Session::new(people(), 1);
    let error = session.play(south(House::I1)).unwrap_err();
    assert_eq!(error.to_string(), "south's i1 is empty");
    assert_eq!(
        KielaError::FutureSave {
            found: AppInt(3),
            supported: AppInt(2)
        }
        .to_string(),
        "the saved game is version 3, newer than the version 2 this app reads"
    );
    assert_eq!(
        session.play(AppInt(40)).unwrap_err().to_string(),
        "there is no house at 40: the board's houses are 0…39"
    );
}

// The timeline and the marks, at the session's level.

/// What an outcome promises about its timeline against the snapshot it ends in.
fn check_timeline(outcome: &MoveOutcome, total: u32) {
    let Turn::Sow { house } = outcome.played else {
        assert!(outcome.timeline.is_empty());
        return;
    };
    let steps = &outcome.timeline;
    assert!(!steps.is_empty(), "{outcome:?}");
    let StepKind::Lift { house: lifted, stones } = steps[0].kind else {
        panic!("a move starts with its lift: {:?}", steps[0]);
    };
    assert_eq!(lifted, house.index);
    assert_eq!(outcome.board_before[house.board_index()], stones.0);
    let mut first = outcome.board_before.0.clone();
    first[house.board_index()] = 0;
    assert_eq!(steps[0].board.0, first, "the first step starts from the board before");
    assert_eq!(steps.last().unwrap().board, outcome.snapshot.board);
    assert!(matches!(steps.last().unwrap().kind, StepKind::End { .. }));
    for step in steps {
        assert_eq!(board_sum(&step.board) + step.in_hand.0 as u32, total, "{step:?}");
    }
    for pair in steps.windows(2) {
        assert!(pair[0].start_ms <= pair[1].start_ms);
        assert!(pair[0].start_ms.0 + pair[0].duration_ms.0 <= pair[1].start_ms.0 + pair[1].duration_ms.0);
    }
    let last = steps.last().unwrap();
    let end = steps.iter().map(|s| s.start_ms.0 + s.duration_ms.0).max().unwrap();
    assert_eq!(last.start_ms.0 + last.duration_ms.0, end);
    assert_eq!(outcome.duration_ms, AppInt(end));
    let flashed: u32 = steps
        .iter()
        .map(|s| match s.kind {
            StepKind::CaptureFlash { stones, .. } => u32::from(stones.0),
            _ => 0,
        })
        .sum();
    assert_eq!(u32::from(outcome.captured.0), flashed);
}

/// The marks a move should leave, read off its timeline.
fn marks_from_timeline(outcome: &MoveOutcome) -> HashSet<HouseMark> {
    let mark = |house, kind| HouseMark { house, kind };
    let mut marks = HashSet::new();
    for step in &outcome.timeline {
        match step.kind {
            StepKind::Lift { house, .. } => {
                marks.insert(mark(house, MarkKind::Lifted));
            }
            StepKind::Relay { house, .. } => {
                marks.insert(mark(house, MarkKind::Relay));
            }
            StepKind::CaptureFlash {
                captor,
                inner,
                outer,
                stones,
            } => {
                let held = |house: SmallInt| SmallInt(outcome.board_before[house.to_usize()]);
                assert_eq!(u32::from(held(inner).0) + u32::from(held(outer).0), u32::from(stones.0));
                // The inner house faced the captor occupied; the outer behind it may be empty.
                assert!(held(inner).0 > 0, "{outcome:?}");
                marks.insert(mark(captor, MarkKind::Captor));
                marks.insert(mark(inner, MarkKind::TakenFrom { stones: held(inner) }));
                marks.insert(mark(outer, MarkKind::TakenFrom { stones: held(outer) }));
            }
            StepKind::End { house } => {
                marks.insert(mark(house, MarkKind::LastStone));
            }
            StepKind::Drop { .. } | StepKind::CaptureFlight { .. } => {}
        }
    }
    marks
}

fn check_marks(outcome: &MoveOutcome) {
    let marks = &outcome.snapshot.last_move_marks;
    let unique: HashSet<HouseMark> = marks.iter().copied().collect();
    assert_eq!(unique.len(), marks.len(), "each mark once: {marks:?}");
    assert_eq!(unique, marks_from_timeline(outcome), "{outcome:?}");
    let mover = outcome.mover;
    for mark in marks {
        let side = Spot::at(AppInt::from(mark.house)).unwrap().side;
        match mark.kind {
            MarkKind::TakenFrom { .. } => assert_eq!(side, mover.opponent()),
            _ => assert_eq!(side, mover),
        }
    }
}

#[test]
fn every_turn_of_a_game_times_its_board_and_marks_at_every_speed() {
    let computer = Computer::default();
    for speed in [AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast] {
        let mut session = Session::new(computers(Level::Beginner, Level::Easy), 5);
        session.set_speed(speed);
        let outcomes = play_out(&mut session, &computer);
        assert!(outcomes.iter().any(|o| o.captured.0 > 0), "the game had captures");
        for outcome in &outcomes {
            check_timeline(outcome, 56);
            check_marks(outcome);
            check(&outcome.snapshot, &session.settings());
        }
        let mover_lost = |o: &MoveOutcome| {
            let before: u32 = (0..40)
                .filter(|&i| Spot::at(AppInt(i)).unwrap().side == o.mover.opponent())
                .map(|i| u32::from(o.board_before[i as usize]))
                .sum();
            let after = match o.mover {
                Side::South => o.snapshot.north_stones.0,
                Side::North => o.snapshot.south_stones.0,
            };
            before - u32::from(after)
        };
        for outcome in &outcomes {
            assert_eq!(u32::from(outcome.captured.0), mover_lost(outcome));
        }
    }
}

#[test]
fn a_capture_flashes_then_flies_then_sows() {
    let mut session = Session::new(people(), 1);
    let outcome = (0..200)
        .find_map(|_| {
            let snapshot = session.snapshot();
            let outcome = session.play(AppInt::from(*snapshot.legal_houses.last()?)).ok()?;
            (outcome.captured.0 > 0).then_some(outcome)
        })
        .expect("a capture within 200 turns");
    let steps = &outcome.timeline;
    let flash = steps
        .iter()
        .position(|s| matches!(s.kind, StepKind::CaptureFlash { .. }))
        .unwrap();
    assert!(matches!(steps[flash + 1].kind, StepKind::CaptureFlight { .. }));
    assert!(matches!(steps[flash + 2].kind, StepKind::Drop { .. }));
    let (
        StepKind::CaptureFlash { inner, outer, .. },
        StepKind::CaptureFlight {
            from_inner, from_outer, ..
        },
    ) = (steps[flash].kind, steps[flash + 1].kind)
    else {
        unreachable!()
    };
    assert_eq!((inner, outer), (from_inner, from_outer));
    assert_eq!(inner.0 % 10, outer.0 % 10, "the two flashed houses share a column");
    assert_eq!(steps[flash].board[inner.to_usize()], 0);
    check_marks(&outcome);
}

#[test]
fn instant_speed_gives_no_timeline_and_the_speed_is_kept() {
    let mut session = Session::new(people(), 1);
    assert_eq!(session.speed(), AnimationSpeed::Normal);
    let normal = session.play(south(House::O10)).unwrap();
    assert!(!normal.timeline.is_empty() && normal.duration_ms.0 > 0);
    session.set_speed(AnimationSpeed::Instant);
    // The last move is timed again at the new speed, the rest as it was.
    let replay = session.last_move().unwrap();
    assert!(replay.timeline.is_empty() && replay.duration_ms == AppInt(0));
    assert_eq!(
        MoveOutcome {
            timeline: normal.timeline.clone(),
            duration_ms: normal.duration_ms,
            cross_fade_ms: normal.cross_fade_ms,
            // The notes' times: tests/guide.rs.
            guide: normal.guide.clone(),
            cues: normal.cues.clone(),
            ..replay
        },
        normal
    );
    let instant = session.play(north(House::O1)).unwrap();
    assert!(instant.timeline.is_empty() && instant.duration_ms == AppInt(0));
    assert!(!instant.snapshot.last_move_marks.is_empty(), "marks need no animation");
    assert_eq!(
        Session::restore(&session.save()).unwrap().speed(),
        AnimationSpeed::Instant
    );
    session.new_game(people(), 2);
    assert_eq!(session.speed(), AnimationSpeed::Instant);
    session.set_speed(AnimationSpeed::Slow);
    let slow = session.play(south(House::O10)).unwrap();
    session.undo().unwrap();
    session.set_speed(AnimationSpeed::Fast);
    let fast = session.play(south(House::O10)).unwrap();
    assert!(slow.duration_ms > normal.duration_ms && normal.duration_ms > fast.duration_ms);
    // A short move without a capture plays each step when the one before ends.
    for outcome in [&slow, &normal, &fast] {
        assert_eq!(outcome.timeline.len(), slow.timeline.len());
        for pair in outcome.timeline.windows(2) {
            assert_eq!(pair[0].start_ms.0 + pair[0].duration_ms.0, pair[1].start_ms.0);
        }
    }
}

#[test]
fn marks_survive_a_save_and_undo_shows_the_previous_turns() {
    let computer = Computer::default();
    let mut session = capture_available();
    let before_capture = session.snapshot().last_move_marks;
    let house = AppInt::from(session.hint(&computer).unwrap().house.index);
    let capture = session.play(house).unwrap();
    assert!(capture.captured.0 > 0);
    let marks = capture.snapshot.last_move_marks.clone();
    assert!(marks.iter().any(|m| m.kind == MarkKind::Captor));
    let taken: u32 = marks
        .iter()
        .map(|m| match m.kind {
            MarkKind::TakenFrom { stones } => u32::from(stones.0),
            _ => 0,
        })
        .sum();
    assert_eq!(taken, u32::from(capture.captured.0));
    check_marks(&capture);

    let restored = Session::restore(&session.save()).unwrap();
    assert_eq!(restored.snapshot().last_move_marks, marks);
    assert_eq!(
        restored.last_move().map(|o| unrevised_outcome(&o)),
        Some(unrevised_outcome(&capture))
    );

    let undone = session.undo().unwrap();
    assert_eq!(undone.last_move_marks, before_capture);
    assert!(!before_capture.is_empty());
    assert_eq!(session.redo().unwrap().last_move_marks, marks);
    session.new_game(people(), 1);
    assert!(session.snapshot().last_move_marks.is_empty());
    assert_eq!(session.last_move(), None);
}

#[test]
fn undo_against_the_computer_shows_the_computers_earlier_marks() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Beginner), 4);
    take_turn(&mut session, &computer);
    let first_reply = take_turn(&mut session, &computer);
    assert_eq!(first_reply.mover, Side::North);
    take_turn(&mut session, &computer);
    take_turn(&mut session, &computer);
    let undone = session.undo().unwrap();
    assert_eq!(undone.turns, AppInt(2));
    assert_eq!(undone.last_move_marks, first_reply.snapshot.last_move_marks);
    // The same turn replayed, now with something to redo.
    let mut replayed = first_reply.clone();
    replayed.snapshot.can_redo = true;
    assert_eq!(
        session.last_move().map(|o| unrevised_outcome(&o)),
        Some(unrevised_outcome(&replayed))
    );
}

#[test]
fn a_negative_count_in_a_draft_is_refused_with_the_count() {
    let mut session = Session::new(expert(people()), 1);
    session.begin_setup().unwrap();
    for count in [-1, i32::MIN] {
        assert_eq!(
            refused(&mut session, |s| s.setup_set_count(south(House::O1), AppInt(count))),
            KielaError::NegativeCount { count: AppInt(count) }
        );
    }
}

#[test]
fn an_answer_for_another_session_is_stale_even_at_its_start() {
    let computer = Computer::default();
    let north_first = GameSettings {
        first: Side::North,
        ..against(Level::Beginner)
    };
    let asked = Session::new(north_first, 1);
    let mut other = Session::new(north_first, 1);
    let answer = computer.think(asked.computer_request(&computer).unwrap());
    assert_eq!(
        refused(&mut other, |s| s.play_computer(answer)),
        KielaError::StaleComputerMove
    );
}

#[test]
fn the_computer_rearranges_on_its_first_turn_with_the_expert_opening_only() {
    let computer = Computer::default();
    // Medium finds a shipped layout better than sowing from the standard start; Beginner sows.
    let mut session = Session::new(expert(computers(Level::Medium, Level::Beginner)), 1);
    session.computer_move(&computer).unwrap();
    session.computer_move(&computer).unwrap();
    let moves = session.game().moves().to_vec();
    let Move::Setup(layout) = moves[0] else {
        panic!("Medium sowed: {moves:?}")
    };
    assert_eq!(layout.iter().map(|&s| u32::from(s)).sum::<u32>(), 28);
    assert!(matches!(moves[1], Move::Sow(_)), "{moves:?}");
    // Later turns, and games without the expert opening, are sown.
    session.computer_move(&computer).unwrap();
    assert!(matches!(session.game().moves()[2], Move::Sow(_)));
    let mut plain = Session::new(computers(Level::Medium, Level::Beginner), 1);
    plain.computer_move(&computer).unwrap();
    assert!(matches!(plain.game().moves()[0], Move::Sow(_)));
}
