//! The shipped puzzles played as a person plays them: the answer solves, another move misses
//! and says why, a win in several moves is defended by the engine.

use kiela_session::{
    puzzle, puzzles, AnimationSpeed, AppInt, KielaError, PuzzleGame, PuzzleKind, PuzzleMiss, PuzzleState, Side,
};

#[test]
fn every_puzzle_is_solved_by_its_answer() {
    for puzzle in puzzles() {
        let mut game = PuzzleGame::new(puzzle, AnimationSpeed::Instant);
        let snapshot = game.snapshot();
        assert_eq!(snapshot.to_move, Side::South, "{}", puzzle.id);
        assert_eq!(snapshot.board, puzzle.board, "{}", puzzle.id);
        let mut step = game.play(puzzle.answer.index.into()).expect("the answer is legal");
        assert_eq!(step.tried, snapshot, "{}: tried in the puzzle's position", puzzle.id);
        assert_eq!(step.tried_house, puzzle.answer, "{}", puzzle.id);
        match puzzle.kind {
            PuzzleKind::MostInOne => assert_eq!(step.outcome.captured, puzzle.stones, "{}", puzzle.id),
            PuzzleKind::WinIn { moves } => {
                assert_eq!(step.outcome.captured, puzzle.stones, "{}", puzzle.id);
                // Then any move that keeps the win forced, against the engine's defence.
                for made in 1..moves.0 {
                    if step.state != PuzzleState::Playing {
                        break;
                    }
                    assert!(step.reply.is_some(), "{}: the engine defends", puzzle.id);
                    assert_eq!(step.moves_left, Some((moves.0 - made).into()), "{}", puzzle.id);
                    let tried = game.snapshot();
                    let position = kiela_session::read_game(&game_record(&game)).unwrap();
                    let next = kiela_ai::puzzles::forced_win_moves(position.position(), moves.0 - made)
                        .first()
                        .copied()
                        .expect("the win is still forced");
                    let index = kiela_session::Spot::new(kiela_core::Player::South, next).index;
                    step = game.play(index.into()).expect("a winning move is legal");
                    assert_eq!((step.tried, step.tried_house.index), (tried, index), "{}", puzzle.id);
                }
            }
            PuzzleKind::BetterMove { .. } => unreachable!("{}: the shipped puzzles are no exercises", puzzle.id),
        }
        assert_eq!(step.state, PuzzleState::Solved, "{}", puzzle.id);
        assert_eq!(step.moves_left, None, "{}: nothing left once solved", puzzle.id);
        assert_eq!(
            game.play(AppInt(30)),
            Err(KielaError::GameOver),
            "{}: over once solved",
            puzzle.id
        );
    }
}

/// The puzzle's game so far, for the test to find a winning move in it.
fn game_record(game: &PuzzleGame) -> String {
    game.record_text()
}

#[test]
fn another_move_misses_and_says_what_the_answer_takes() {
    let puzzle = puzzles()
        .iter()
        .find(|p| p.kind == PuzzleKind::MostInOne)
        .expect("a capture puzzle");
    let mut game = PuzzleGame::new(puzzle, AnimationSpeed::Normal);
    let other = game
        .snapshot()
        .legal_houses
        .iter()
        .copied()
        .find(|&house| house != puzzle.answer.index)
        .expect("more than one move");
    let step = game.play(other.into()).unwrap();
    assert!(!step.outcome.timeline.is_empty(), "the sowing is shown");
    assert_eq!(
        step.state,
        PuzzleState::Missed {
            miss: PuzzleMiss::TookFewer {
                took: step.outcome.captured,
                most: puzzle.stones,
                answer: puzzle.answer,
            }
        }
    );
    assert!(step.outcome.captured < puzzle.stones);
    assert_eq!(
        step.tried.board, puzzle.board,
        "the miss shows its answer where it was tried"
    );
    assert_eq!(step.tried_house.index, other);
    assert_eq!(step.moves_left, None, "a capture puzzle counts no moves");
    let again = game.restart();
    assert_eq!(again.board, puzzle.board);
    assert_eq!(game.state(), PuzzleState::Playing);
}

#[test]
fn a_win_the_opponent_escapes_is_missed_with_the_move_that_kept_it() {
    for puzzle in puzzles().iter().filter(|p| matches!(p.kind, PuzzleKind::WinIn { .. })) {
        let mut game = PuzzleGame::new(puzzle, AnimationSpeed::Instant);
        let other = game
            .snapshot()
            .legal_houses
            .iter()
            .copied()
            .find(|&h| h != puzzle.answer.index);
        let Some(other) = other else { continue };
        let step = game.play(other.into()).unwrap();
        assert_eq!(
            step.state,
            PuzzleState::Missed {
                miss: PuzzleMiss::WinEscaped { answer: puzzle.answer }
            },
            "{}: the answer is the only winning first move",
            puzzle.id
        );
        assert_eq!(step.moves_left, None, "{}: nothing left once missed", puzzle.id);
    }
}

#[test]
fn an_unknown_puzzle_and_a_bad_tap_are_refused() {
    assert_eq!(
        puzzle("no-such"),
        Err(KielaError::UnknownPuzzle { id: "no-such".into() })
    );
    let mut game = PuzzleGame::new(&puzzles()[0], AnimationSpeed::Instant);
    let before = game.snapshot();
    assert!(matches!(game.play(AppInt(5)), Err(KielaError::NotYourHouse { .. })));
    assert!(matches!(game.play(AppInt(40)), Err(KielaError::NotOnBoard { .. })));
    assert_eq!(game.snapshot().board, before.board);
    assert_eq!(game.state(), PuzzleState::Playing);
}
