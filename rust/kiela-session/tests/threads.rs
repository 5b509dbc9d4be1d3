//! The shared session: the computer thinks on a background thread without holding the game;
//! undo, redo, a new game or a restore meanwhile make its answer stale; cancel and move now
//! reach the search, even before it starts; hints are refused on the computer's turn.

mod common;

use std::sync::Arc;

use common::*;
use kiela_session::{
    AppInt, Computer, Hint, House, KielaError, Level, MoveOutcome, Seat, Session, SharedSession, Side, Spot, Statistics,
};

/// South is the computer at Expert (a search long enough to interrupt), North a person.
fn expert_computer_first() -> Arc<SharedSession> {
    let settings = kiela_session::GameSettings {
        south: Seat::Computer { level: Level::Expert },
        ..people()
    };
    Arc::new(SharedSession::new(Session::new(settings, 3)))
}

/// A person (South) has played; the computer at Expert is to move.
fn person_has_played() -> Arc<SharedSession> {
    let session = Arc::new(SharedSession::new(Session::new(against(Level::Expert), 5)));
    session.play(south(House::O10)).unwrap();
    assert!(session.snapshot().computer_to_move);
    session
}

fn think(session: &SharedSession) -> Result<MoveOutcome, KielaError> {
    session.computer_move(None)
}

fn hint(session: &SharedSession) -> Result<Hint, KielaError> {
    session.hint(None)
}

fn assisted(session: &SharedSession) -> bool {
    let save: serde_json::Value = serde_json::from_str(&session.save()).unwrap();
    save["assisted"].as_bool().unwrap()
}

#[test]
fn cancelling_the_computer_plays_nothing() {
    let session = expert_computer_first();
    let before = session.snapshot();
    let thinking = in_background(&session, think);
    session.cancel_thinking();
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::Cancelled);
    assert_eq!(session.snapshot(), before);
    assert!(!session.is_thinking());
    // The next search is not cancelled by the last one's cancel.
    session.move_now();
    let thinking = in_background(&session, think);
    session.move_now();
    assert_eq!(thinking.join().unwrap().unwrap().mover, Side::South);
}

#[test]
fn move_now_plays_the_best_move_found_so_far() {
    let session = expert_computer_first();
    let thinking = in_background(&session, think);
    session.move_now();
    let outcome = thinking.join().unwrap().unwrap();
    assert_eq!(outcome.mover, Side::South);
    assert_eq!(session.snapshot().turns, AppInt(1));
    assert_eq!(outcome.snapshot, session.snapshot());
    assert!(!session.is_thinking());
    check(&session.snapshot(), &session.settings());
}

#[test]
fn an_undo_while_the_computer_thinks_makes_its_move_stale() {
    let session = person_has_played();
    let thinking = in_background(&session, think);
    let undone = session.undo().unwrap();
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::StaleComputerMove);
    assert_eq!(session.snapshot(), undone);
    assert_eq!(undone.turns, AppInt(0));
    assert!(undone.can_redo && !undone.computer_to_move);
}

#[test]
fn a_new_game_while_the_computer_thinks_makes_its_move_stale() {
    let session = person_has_played();
    let thinking = in_background(&session, think);
    let fresh = session.new_game(people(), 1);
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::StaleComputerMove);
    assert_eq!(session.snapshot(), fresh);
    assert_eq!(fresh.turns, AppInt(0));
    assert_eq!(session.settings(), people());
}

#[test]
fn a_restore_while_the_computer_thinks_makes_its_move_stale() {
    let session = person_has_played();
    let mut saved = Session::new(people(), 1);
    saved.play(south(House::O9)).unwrap();
    let before = session.snapshot().revision;
    let thinking = in_background(&session, think);
    let restored = session.restore(&saved.save()).unwrap();
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::StaleComputerMove);
    assert_eq!(session.snapshot(), restored);
    assert_eq!(unrevised(&restored), unrevised(&saved.snapshot()));
    assert!(
        restored.revision > before,
        "a restore is a new revision of the shared session"
    );
    assert_eq!(session.settings(), people());
}

#[test]
fn a_redo_while_the_computer_thinks_makes_its_move_stale() {
    let settings = computers(Level::Expert, Level::Expert);
    let session = Arc::new(SharedSession::new(Session::new(settings, 8)));
    let thinking = in_background(&session, think);
    session.move_now();
    let first = thinking.join().unwrap().unwrap();
    session.undo().unwrap();
    let thinking = in_background(&session, think);
    let redone = session.redo().unwrap();
    assert_eq!(thinking.join().unwrap().unwrap_err(), KielaError::StaleComputerMove);
    assert_eq!(unrevised(&redone), unrevised(&first.snapshot));
    assert_eq!(session.snapshot(), redone);
}

#[test]
fn a_cancel_before_the_search_starts_still_counts() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Beginner), 2);
    session.play(south(House::O10)).unwrap();
    let before = session.snapshot();
    let request = session.computer_request(&computer).unwrap();
    computer.cancel();
    assert_eq!(
        session.play_computer(computer.think(request)).unwrap_err(),
        KielaError::Cancelled
    );
    assert_eq!(session.snapshot(), before);
    assert!(!computer.is_thinking());

    // A cancel before the request belongs to an earlier search.
    computer.cancel();
    let request = session.computer_request(&computer).unwrap();
    assert_eq!(
        session.play_computer(computer.think(request)).unwrap().mover,
        Side::North
    );
}

#[test]
fn a_hurry_is_for_the_search_asked_before_it() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Expert), 2);
    session.play(south(House::O10)).unwrap();
    // A hurry before the request belongs to an earlier search: this one thinks in full.
    computer.hurry();
    let full = session.clone().computer_move(&computer).unwrap();
    let request = session.computer_request(&computer).unwrap();
    computer.hurry();
    let hurried = session.play_computer(computer.think(request)).unwrap();
    assert_eq!(hurried.mover, Side::North);
    assert!(hurried
        .snapshot
        .legal_houses
        .iter()
        .all(|&index| Spot::at(AppInt::from(index)).unwrap().side == Side::South));
    // Searched in full, the computer's move follows from the seed alone.
    let mut again = Session::new(against(Level::Expert), 2);
    again.play(south(House::O10)).unwrap();
    assert_eq!(
        again.computer_move(&Computer::default()).unwrap().notation,
        full.notation
    );
}

#[test]
fn an_answer_for_an_earlier_revision_is_stale() {
    let computer = Computer::default();
    let mut session = Session::new(against(Level::Beginner), 2);
    session.play(south(House::O10)).unwrap();
    let request = session.computer_request(&computer).unwrap();
    let undone = session.undo().unwrap();
    assert_eq!(
        session.play_computer(computer.think(request)).unwrap_err(),
        KielaError::StaleComputerMove
    );
    assert_eq!(session.snapshot(), undone);
    // Asked again on the same turn after the undo and redo, the revision differs still.
    let request = {
        session.redo().unwrap();
        session.computer_request(&computer).unwrap()
    };
    session.undo().unwrap();
    session.redo().unwrap();
    assert_eq!(
        session.play_computer(computer.think(request)).unwrap_err(),
        KielaError::StaleComputerMove
    );
}

#[test]
fn a_turn_asked_for_a_revision_the_game_has_left_is_refused_at_once() {
    let session = person_has_played();
    let asked_at = session.snapshot().revision;
    // The person takes the move back and plays another before the worker starts.
    session.undo().unwrap();
    session.play(south(House::O9)).unwrap();
    let now = session.snapshot();
    assert!(now.computer_to_move && now.revision != asked_at);
    assert_eq!(
        session.computer_move(Some(asked_at)),
        Err(KielaError::StaleComputerMove)
    );
    assert_eq!(session.snapshot(), now, "nothing played in the game after the undo");
    let played = session
        .computer_move(Some(now.revision))
        .expect("the turn asked for now is played");
    assert!(played.revision > now.revision);
}

#[test]
fn a_hint_asked_for_a_revision_the_game_has_left_is_no_help() {
    let session = SharedSession::new(Session::new(people(), 2));
    let asked_at = session.snapshot().revision;
    session.play(south(House::O10)).unwrap();
    assert_eq!(session.hint(Some(asked_at)), Err(KielaError::StaleComputerMove));
    assert!(!assisted(&session), "a refused hint does not count as help");
    let revision = session.snapshot().revision;
    assert!(session.hint(Some(revision)).is_ok());
    assert!(assisted(&session));
}

#[test]
fn a_hint_is_refused_on_the_computers_turn() {
    let session = SharedSession::new(Session::new(against(Level::Beginner), 1));
    session.play(south(House::O10)).unwrap();
    let before = session.snapshot();
    assert_eq!(session.hint(None), Err(KielaError::ComputerToMove));
    assert_eq!(session.snapshot(), before);
    assert!(!assisted(&session));
}

#[test]
fn a_hint_can_be_cancelled() {
    let session = Arc::new(SharedSession::new(Session::new(people(), 1)));
    let before = session.snapshot();
    let thinking = in_background(&session, hint);
    session.cancel_thinking();
    assert_eq!(thinking.join().unwrap(), Err(KielaError::Cancelled));
    assert_eq!(session.snapshot(), before);
    assert!(!assisted(&session), "a cancelled hint gave no help");
    // Hurried, a hint still names a legal house, and it helped.
    let thinking = in_background(&session, hint);
    session.move_now();
    let hint = thinking.join().unwrap().unwrap();
    assert!(before
        .legal_houses
        .iter()
        .any(|&i| Spot::at(AppInt::from(i)) == Some(hint.house)));
    assert!(assisted(&session));
}

#[test]
fn a_hint_outrun_by_the_persons_turn_is_stale() {
    let session = Arc::new(SharedSession::new(Session::new(people(), 1)));
    let thinking = in_background(&session, hint);
    session.play(south(House::O10)).unwrap();
    assert_eq!(thinking.join().unwrap(), Err(KielaError::StaleComputerMove));
    assert!(!assisted(&session));
}

#[test]
fn the_shared_session_counts_saves_and_restores_like_the_session() {
    let session = SharedSession::new(Session::new(against(Level::Beginner), 1));
    let mut statistics = Statistics::new();
    while session.snapshot().result.is_none() {
        let snapshot = session.snapshot();
        if snapshot.computer_to_move {
            session.computer_move(None).unwrap();
        } else {
            session.play(AppInt::from(snapshot.legal_houses[0])).unwrap();
        }
    }
    let save = session.save();
    assert!(session.count_finished_game(&mut statistics));
    assert!(!session.count_finished_game(&mut statistics));
    // The save was taken before the count: restored, the game counts, but once.
    let counted = session.save();
    session.restore(&counted).unwrap();
    assert!(!session.count_finished_game(&mut statistics));
    let mut other = Statistics::new();
    session.restore(&save).unwrap();
    assert!(session.count_finished_game(&mut other));
    assert_eq!(other, statistics);

    // A corrupt save changes nothing, not even the revision.
    let before = session.snapshot();
    assert!(matches!(session.restore("{"), Err(KielaError::CorruptSave { .. })));
    assert_eq!(session.snapshot(), before);
    assert_eq!(session.with(|s| s.revision()), before.revision);
    assert_eq!(session.record_text(), session.with(Session::record_text));
    assert!(session.last_move().is_some());
}

#[test]
fn the_shared_session_drafts_and_times_like_the_session() {
    let session = SharedSession::new(Session::new(expert(people()), 1));
    session.set_speed(kiela_session::AnimationSpeed::Instant);
    assert_eq!(session.speed(), kiela_session::AnimationSpeed::Instant);
    let begun = session.begin_setup().unwrap();
    assert!(begun.setup_draft.is_some());
    session.setup_move_stone(south(House::O1), south(House::I1)).unwrap();
    session.setup_set_count(south(House::O2), AppInt(0)).unwrap();
    assert!(matches!(
        session.commit_setup(),
        Err(KielaError::SetupTotal {
            expected: AppInt(28),
            found: AppInt(26)
        })
    ));
    session.cancel_setup().unwrap();
    assert_eq!(session.snapshot().setup_draft, None);
    session.begin_setup().unwrap();
    let outcome = session.commit_setup().unwrap();
    assert_eq!(outcome.snapshot.to_move, Side::North);
    let sown = session.play(north(House::O10)).unwrap();
    assert!(sown.timeline.is_empty(), "instant speed");
    assert_eq!(session.last_move(), Some(sown));
}

#[test]
fn a_ponder_started_again_at_the_same_position_goes_on_with_what_is_left() {
    // The person (South) to move against Expert, which ponders.
    let session = Session::new(against(Level::Expert), 5);
    let computer = Computer::default();
    let (request, _) = session
        .ponder_request(&computer)
        .expect("Expert ponders on the person's turn");
    let first = computer.ponder(&request, 20_000);
    assert!(first >= 20_000, "a ponder left alone spends its budget: {first}");
    assert_eq!(computer.ponder(&request, 20_000), 0, "and has nothing left there after");
    let more = computer.ponder(&request, first + 5_000);
    assert!(
        (1..=10_000).contains(&more),
        "a larger budget goes on with what is left of it: {more}"
    );
    let elsewhere = Session::new(against(Level::Expert), 5);
    let (fresh, _) = elsewhere.ponder_request(&computer).unwrap();
    assert!(
        computer.ponder(&fresh, 20_000) >= 20_000,
        "another position has its own budget"
    );
}
