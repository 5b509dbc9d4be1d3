//! The post-game review: every sowing scored against the best move, the same every time, and a
//! record that cannot be replayed refused.

use std::sync::Arc;
use std::time::Instant;

use kiela_ai::arena::game_between;
use kiela_ai::{win_chance, Level};
use kiela_core::exchange::{record_json, record_text};
use kiela_core::{Game, Move, Player, Position, Rules};
use kiela_session::{read_game, AppInt, KielaError, ReviewSeats, ReviewValue, Reviewer, Session, Verdict};

mod common;

use common::random_game;

#[test]
fn every_turn_is_scored_against_the_best_move() {
    let game = random_game(7, 40);
    let review = Reviewer::new()
        .review(&game, ReviewSeats::BySide)
        .expect("a game of legal moves is reviewed");
    assert_eq!(review.turns.len(), game.moves().len());
    let mut replay = Game::new(*game.start(), false);
    for (turn, reviewed) in game.moves().iter().zip(&review.turns) {
        let Move::Sow(house) = *turn else { unreachable!() };
        assert_eq!(reviewed.mover, replay.position().to_move().into());
        assert_eq!(reviewed.played.house, house.into());
        assert_eq!(reviewed.board_before, kiela_session::board_counts(replay.position()));
        assert!(reviewed.best_evaluation >= reviewed.evaluation, "{reviewed:?}");
        assert_eq!(
            reviewed.verdict == Verdict::Best,
            reviewed.played == reviewed.best,
            "{reviewed:?}"
        );
        assert_eq!(reviewed.chance, win_chance(reviewed.evaluation.0), "{reviewed:?}");
        assert_eq!(
            reviewed.best_chance,
            win_chance(reviewed.best_evaluation.0),
            "{reviewed:?}"
        );
        if reviewed.verdict != Verdict::Best {
            assert_eq!(
                reviewed.verdict,
                Verdict::grade(reviewed.evaluation.0, reviewed.best_evaluation.0),
                "{reviewed:?}"
            );
        }
        replay.play(*turn).unwrap();
    }
    assert_eq!(review.final_board, kiela_session::board_counts(game.position()));
    let poor = review
        .turns
        .iter()
        .filter(|t| matches!(t.verdict, Verdict::Mistake | Verdict::Blunder))
        .count();
    assert!(poor > 0, "random moves give winning chances away");
}

#[test]
fn a_move_that_keeps_a_forced_win_is_never_a_mistake_and_the_win_is_shown_where_it_is_proven() {
    // Expert against Beginner: Expert's win is proven long before the end.
    let game = game_between(Level::Expert, Level::Beginner, 1);
    let review = Reviewer::new().review(&game, ReviewSeats::BySide).unwrap();
    let mut kept_wins = 0;
    for (turn, next) in review.turns.iter().zip(review.turns.iter().skip(1)) {
        // The position a move leaves, proven lost for the next mover, is a proven win for it.
        if let ReviewValue::Loss { plies } = next.best_value {
            let after = ReviewValue::Win {
                plies: AppInt(plies.0 + 1),
            };
            assert_eq!(turn.value, after, "{turn:?} then {next:?}");
        }
    }
    for turn in &review.turns {
        if let ReviewValue::Win { .. } = turn.value {
            kept_wins += 1;
            assert!(matches!(turn.verdict, Verdict::Best | Verdict::Good), "{turn:?}");
            assert_eq!(turn.chance, 1.0);
        }
        if let ReviewValue::Win { .. } = turn.best_value {
            assert!(
                matches!(turn.value, ReviewValue::Win { .. }) || turn.verdict == Verdict::Blunder,
                "a proven win given away is a blunder: {turn:?}"
            );
        }
    }
    assert!(kept_wins >= 3, "the winner kept a proven win for {kept_wins} moves");
}

#[test]
fn the_same_record_gets_the_same_review() {
    let game = random_game(11, 24);
    let first = Reviewer::new().review(&game, ReviewSeats::BySide).unwrap();
    let again = Reviewer::new()
        .review(&read_game(&record_text(&game)).unwrap(), ReviewSeats::BySide)
        .unwrap();
    let from_json = Reviewer::new()
        .review(&read_game(&record_json(&game)).unwrap(), ReviewSeats::BySide)
        .unwrap();
    assert_eq!(first, again);
    assert_eq!(first, from_json);
}

#[test]
fn a_session_save_is_reviewed_as_its_game() {
    let computer = kiela_session::Computer::default();
    let mut session = Session::new(common::against(kiela_session::Level::Beginner), 3);
    for _ in 0..6 {
        common::take_turn(&mut session, &computer);
    }
    let from_save = read_game(&session.save()).unwrap();
    assert_eq!(from_save.moves(), session.game().moves());
}

#[test]
fn a_record_that_cannot_be_read_or_replayed_is_refused_with_the_reason() {
    let game = random_game(3, 10);
    let mut value: serde_json::Value = serde_json::from_str(&record_json(&game)).unwrap();
    value["moves"][1] = serde_json::json!("o1");
    value["moves"][2] = serde_json::json!("o1");
    for text in [
        "",
        "not a game",
        "{\"format\": \"kiela-game-record\"}",
        &value.to_string(),
    ] {
        match read_game(text) {
            Err(KielaError::BadRecord { reason }) => assert!(!reason.is_empty(), "{text}"),
            other => panic!("{text}: expected BadRecord, got {other:?}"),
        }
    }
}

#[test]
fn a_review_can_be_cancelled_and_reports_its_progress() {
    let game = random_game(5, 60);
    let reviewer = Arc::new(Reviewer::new());
    let running = {
        let reviewer = Arc::clone(&reviewer);
        std::thread::spawn(move || reviewer.review(&game, ReviewSeats::BySide))
    };
    let started = Instant::now();
    while reviewer.progress().done.0 == 0 {
        assert!(started.elapsed().as_secs() < 60, "a turn is reviewed");
        std::thread::yield_now();
    }
    assert_eq!(reviewer.progress().total.0, 60);
    reviewer.cancel();
    assert_eq!(running.join().unwrap(), Err(KielaError::Cancelled));
    assert!(reviewer.progress().done.0 < 60);
}

#[test]
fn a_cancel_before_the_review_begins_holds() {
    let reviewer = Reviewer::new();
    reviewer.cancel();
    assert_eq!(
        reviewer.review(&random_game(6, 20), ReviewSeats::BySide),
        Err(KielaError::Cancelled)
    );
    assert_eq!(reviewer.progress().done.0, 0, "no turn was searched");
}

#[test]
fn a_single_legal_move_is_the_best() {
    // South's only house with two stones: o1; everything else single.
    let mut south = [1u8; 20];
    south[0] = 2;
    let north = [1u8; 20];
    let start = Position::from_parts([south, north], Player::South, Rules::default(), 0);
    let mut game = Game::new(start, false);
    let only: Vec<_> = start.legal_moves().iter().collect();
    assert_eq!(only.len(), 1);
    game.play(Move::Sow(only[0])).unwrap();
    let review = Reviewer::new().review(&game, ReviewSeats::BySide).unwrap();
    assert_eq!(review.turns[0].verdict, Verdict::Best);
    assert_eq!(review.turns[0].evaluation, review.turns[0].best_evaluation);
}
