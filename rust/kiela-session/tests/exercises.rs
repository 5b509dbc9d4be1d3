//! The person's mistakes as puzzles: made by the review from the person's mistakes and
//! blunders only, each from the position it was played in, with the person at the bottom;
//! solved by the review's best move, not by the move played; kept with the game in the
//! statistics and read back as they were.

mod common;

use common::random_game;
use kiela_core::{Game, Player, Position};
use kiela_session::{
    board_counts, exercises_of, AnimationSpeed, AppInt, Exercise, GameReview, Opponent, PastGame, PuzzleGame,
    PuzzleKind, PuzzleMiss, PuzzleState, ReviewSeats, Reviewer, Side, Spot, Statistics, Verdict,
};
use kiela_session::{Level, PersonOutcome};

/// The review of `game` seen from `seats`, and the exercises made of it.
fn reviewed(game: &Game, seats: ReviewSeats) -> (GameReview, Vec<Exercise>) {
    let review = Reviewer::new()
        .review(game, seats)
        .expect("a game of legal moves is reviewed");
    let exercises = exercises_of(game, &review);
    (review, exercises)
}

/// The position before turn `turn` (from 1) of `game`.
fn before(game: &Game, turn: AppInt) -> Position {
    let mut replay = Game::new(*game.start(), false);
    for &turn in &game.moves()[..turn.0 as usize - 1] {
        replay.play(turn).unwrap();
    }
    *replay.position()
}

/// The same position with the sides swapped, South to move.
fn turned(position: &Position) -> Position {
    Position::from_parts(
        [*position.side(Player::North), *position.side(Player::South)],
        Player::South,
        position.rules(),
        position.quiet_moves(),
    )
}

#[test]
fn the_persons_mistakes_and_blunders_become_exercises_from_their_own_side() {
    let game = random_game(11, 36);
    let (review, exercises) = reviewed(&game, ReviewSeats::AgainstComputer { person: Side::North });
    let wanted: Vec<_> = review
        .turns
        .iter()
        .filter(|turn| turn.mover == Side::North && matches!(turn.verdict, Verdict::Mistake | Verdict::Blunder))
        .collect();
    assert!(wanted.len() >= 2, "random play makes mistakes: {}", wanted.len());
    assert_eq!(exercises.len(), wanted.len());
    for (exercise, turn) in exercises.iter().zip(&wanted) {
        assert_eq!(exercise.turn, turn.turn);
        assert_eq!(exercise.mover, Side::North);
        assert!(!exercise.solved);
        // Shown from the person's side: the board turned round, South to move.
        let position = before(&game, turn.turn);
        assert_eq!(exercise.puzzle.board, board_counts(&turned(&position)));
        assert_eq!(exercise.puzzle.answer, Spot::new(Player::South, turn.best.house.into()));
        assert_eq!(
            exercise.puzzle.kind,
            PuzzleKind::BetterMove {
                played: Spot::new(Player::South, turn.played.house.into()),
                verdict: turn.verdict,
                best_evaluation: turn.best_evaluation,
            }
        );
        assert!(exercise.puzzle.id.starts_with("mistake-"), "{}", exercise.puzzle.id);
    }
    // Two people: both sides' mistakes.
    let (both, both_exercises) = reviewed(&game, ReviewSeats::TwoPeople);
    let poor = both
        .turns
        .iter()
        .filter(|turn| matches!(turn.verdict, Verdict::Mistake | Verdict::Blunder))
        .count();
    assert_eq!(both_exercises.len(), poor);
    assert!(both_exercises.iter().any(|exercise| exercise.mover == Side::South));
}

#[test]
fn the_best_move_solves_an_exercise_and_the_move_played_does_not() {
    let game = random_game(5, 30);
    let (_, exercises) = reviewed(&game, ReviewSeats::AgainstComputer { person: Side::South });
    let exercise = exercises.first().expect("random play makes a mistake");
    let PuzzleKind::BetterMove { played, verdict, .. } = exercise.puzzle.kind else {
        panic!("an exercise asks for a better move");
    };
    let mut puzzle = PuzzleGame::new(&exercise.puzzle, AnimationSpeed::Normal);
    let step = puzzle
        .play(exercise.puzzle.answer.index.0.into())
        .expect("the answer is legal");
    assert_eq!(step.state, PuzzleState::Solved);
    assert_eq!(step.verdict, Some(Verdict::Best));
    if step.outcome.snapshot.result.is_none() {
        assert!(step.reply.is_some(), "the engine answers a solved exercise");
    }
    let again = puzzle.restart();
    assert_eq!(again.board, exercise.puzzle.board);
    let step = puzzle.play(played.index.0.into()).expect("the move played is legal");
    assert_eq!(step.verdict, Some(verdict));
    assert_eq!(
        step.state,
        PuzzleState::Missed {
            miss: PuzzleMiss::NotBetter {
                verdict,
                answer: exercise.puzzle.answer
            }
        }
    );
    assert!(step.reply.is_none());
}

#[test]
fn another_move_is_graded_by_a_review_search_against_the_best() {
    let game = random_game(5, 30);
    let (_, exercises) = reviewed(&game, ReviewSeats::AgainstComputer { person: Side::South });
    let mut graded = 0;
    for exercise in &exercises {
        let PuzzleKind::BetterMove { played, .. } = exercise.puzzle.kind else {
            unreachable!()
        };
        let position = exercise.puzzle.position();
        for house in position.legal_moves().iter() {
            let spot = Spot::new(Player::South, house);
            if spot == played || spot == exercise.puzzle.answer {
                continue;
            }
            let mut puzzle = PuzzleGame::new(&exercise.puzzle, AnimationSpeed::Normal);
            let step = puzzle.play(spot.index.0.into()).unwrap();
            let verdict = step.verdict.expect("an exercise's try has a verdict");
            assert_ne!(verdict, Verdict::Best, "only the review's best move is best");
            let solved = verdict <= Verdict::Inaccuracy;
            assert_eq!(step.state == PuzzleState::Solved, solved, "{verdict:?}");
            graded += 1;
            break;
        }
    }
    assert!(graded > 0);
}

fn past_game(game: &Game, exercises: Option<Vec<Exercise>>) -> PastGame {
    PastGame {
        opponent: Opponent::Computer { level: Level::Medium },
        outcome: PersonOutcome::Lost,
        seats: ReviewSeats::AgainstComputer { person: Side::South },
        turns: game.moves().len().into(),
        record: kiela_core::exchange::record_text(game),
        exercises,
    }
}

#[test]
fn exercises_are_kept_with_their_game_and_read_back_as_they_were() {
    let game = random_game(5, 30);
    let (_, exercises) = reviewed(&game, ReviewSeats::AgainstComputer { person: Side::South });
    let mut statistics = Statistics::new();
    statistics.remember(past_game(&game, None));
    let record = statistics.recent_games[0].record.clone();
    assert!(statistics.keep_exercises(&record, &exercises));
    assert!(!statistics.keep_exercises(&record, &[]), "kept once");
    let id = exercises[0].puzzle.id.clone();
    assert!(statistics.solve_exercise(&id));
    assert!(!statistics.solve_exercise(&id), "solved once");
    let json = statistics.to_json();
    assert!(json.contains("\"exercises\""), "{json}");
    let read = Statistics::from_json(&json).expect("round trip");
    assert_eq!(read, statistics);
    assert!(read.exercise(&id).is_some_and(|exercise| exercise.solved));
    // A game not yet reviewed keeps no exercises, and says so.
    let mut fresh = Statistics::new();
    fresh.remember(past_game(&game, None));
    let read = Statistics::from_json(&fresh.to_json()).unwrap();
    assert_eq!(read.recent_games[0].exercises, None);
}

#[test]
fn an_exercise_that_does_not_fit_its_game_sets_the_recent_games_aside() {
    let game = random_game(5, 30);
    let (_, exercises) = reviewed(&game, ReviewSeats::AgainstComputer { person: Side::South });
    let mut statistics = Statistics::new();
    statistics.remember(past_game(&game, Some(exercises.clone())));
    let json = statistics.to_json();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let exercise = &value["recent_games"][0]["exercises"][0];
    let played = exercises[0].played().unwrap().to_string();
    for (field, bad) in [
        ("best", serde_json::json!(played)),
        ("best", serde_json::json!("x9")),
        ("turn", serde_json::json!(999)),
        ("verdict", serde_json::json!("good")),
    ] {
        let mut broken = value.clone();
        broken["recent_games"][0]["exercises"][0][field] = bad.clone();
        let read = Statistics::from_json(&broken.to_string()).expect("the rest is kept");
        assert!(read.recent_games.is_empty(), "{field} = {bad}: {exercise}");
        assert!(read.set_aside.is_some());
    }
}
