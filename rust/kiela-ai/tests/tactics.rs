//! Hand-built tactics and the end rules inside the search.

mod common;

use common::{build, h};
use kiela_ai::search::{game_result_plies, WIN};
use kiela_ai::{zobrist, Engine, EngineSettings, Level, LevelConfig, SearchLimits, StopHandle};
use kiela_core::{Game, Move, Player, Rules, Status};

fn engine() -> Engine {
    Engine::new(EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    })
}

fn quick(level: Level) -> LevelConfig {
    LevelConfig {
        nodes: 20_000,
        ..level.config()
    }
}

#[test]
fn takes_the_capture_that_wins_the_game() {
    // o10 (2 stones) ends in the occupied i9, facing North's i2: it takes North's last 7
    // stones. o1 and o3 capture nothing.
    let rules = Rules::default();
    let position = build(
        rules,
        Player::South,
        &[("o1", 2), ("o3", 2), ("o10", 2), ("i9", 1)],
        &[("i2", 3), ("o2", 4)],
    );
    let mut after = position;
    assert_eq!(after.play(h("o10")).unwrap().captured, 7);
    assert!(!after.has_legal_move());
    for level in Level::ALL {
        let choice = engine().choose_with(&position, &[], &quick(level), 1, &StopHandle::new());
        assert_eq!(choice.house, Some(h("o10")), "{level}");
    }
    let report = engine().search(&position, &[], &SearchLimits::depth(3), &StopHandle::new());
    assert_eq!(report.score, WIN - 1);
    let hint = engine().hint(&position, &[], Level::Easy, &StopHandle::new()).unwrap();
    assert_eq!(
        (hint.house, hint.text.as_str()),
        (h("o10"), "wins: the opponent has no move left")
    );
}

#[test]
fn avoids_a_capture_that_loses_more() {
    // i8 captures 1 stone, but then North captures 8; o4 keeps the balance.
    let position = build(
        Rules::default(),
        Player::South,
        &[
            ("o4", 2),
            ("o6", 1),
            ("o9", 1),
            ("i9", 1),
            ("i8", 2),
            ("i6", 1),
            ("i5", 1),
            ("i4", 2),
            ("i2", 1),
        ],
        &[
            ("o4", 1),
            ("o9", 2),
            ("o10", 1),
            ("i10", 1),
            ("i8", 1),
            ("i7", 1),
            ("i5", 1),
            ("i2", 1),
            ("i1", 2),
        ],
    );
    let mut after = position;
    assert_eq!(after.play(h("i8")).unwrap().captured, 1);
    let refutation = after
        .legal_moves()
        .iter()
        .map(|house| { after }.play(house).unwrap())
        .max_by_key(|summary| summary.captured)
        .unwrap();
    assert_eq!(refutation.captured, 8);
    for level in [Level::Medium, Level::Hard, Level::Expert] {
        let choice = engine().choose_with(&position, &[], &quick(level), 1, &StopHandle::new());
        assert_ne!(choice.house, Some(h("i8")), "{level}");
    }
    // The answer needs more sowing runs than Easy follows (two): like a person, it overlooks
    // it and grabs the stone in front of it.
    assert!(refutation.laps > 2, "{refutation:?}");
    let easy = engine().choose_with(&position, &[], &quick(Level::Easy), 1, &StopHandle::new());
    assert_eq!(easy.house, Some(h("i8")));
}

#[test]
fn finds_an_immediate_win_whenever_there_is_one() {
    let mut checked = 0;
    for position in common::sample(60, 8) {
        let wins = |house| {
            let mut game = Game::new(position, false);
            game.play(Move::Sow(house)).is_ok()
                && matches!(game.status(), Status::Won { winner, .. } if winner == position.to_move())
        };
        if !position.legal_moves().iter().any(wins) {
            continue;
        }
        checked += 1;
        let report = engine().search(&position, &[], &SearchLimits::depth(2), &StopHandle::new());
        assert_eq!(report.score, WIN - 1, "{position:?}");
        assert!(wins(report.best.unwrap()), "{position:?}");
    }
    assert!(checked > 5, "only {checked} positions with an immediate win");
}

#[test]
fn the_hundredth_quiet_move_ends_the_game_on_stones() {
    // South leads 6 to 4 and no move captures: whatever South plays ends the game, won.
    let ahead = build(
        Rules::default(),
        Player::South,
        &[("o1", 2), ("o5", 2), ("o8", 2)],
        &[("o1", 2), ("o5", 2)],
    );
    let ahead = kiela_core::Position::from_parts(
        [*ahead.side(Player::South), *ahead.side(Player::North)],
        Player::South,
        ahead.rules(),
        99,
    );
    let report = engine().search(&ahead, &[], &SearchLimits::depth(4), &StopHandle::new());
    assert_eq!(game_result_plies(report.score), Some(1));
    // The same with North to move and behind: every move loses at once.
    let behind = kiela_core::Position::from_parts(
        [*ahead.side(Player::South), *ahead.side(Player::North)],
        Player::North,
        ahead.rules(),
        99,
    );
    let report = engine().search(&behind, &[], &SearchLimits::depth(4), &StopHandle::new());
    assert_eq!(game_result_plies(report.score), Some(-1));
}

#[test]
fn a_third_repetition_ends_the_game_on_stones() {
    // South leads; the position after o1 has occurred twice before in the game, so o1 wins
    // at once, while the search sees no other quick win.
    let position = build(
        Rules::default(),
        Player::South,
        &[("o1", 2), ("o5", 2), ("o8", 2)],
        &[("o1", 2), ("o5", 2)],
    );
    let mut after = position;
    after.play(h("o1")).unwrap();
    let history = [zobrist::hash(&after), 12345, zobrist::hash(&after)];
    let report = engine().search(&position, &history, &SearchLimits::depth(3), &StopHandle::new());
    assert_eq!((report.best, report.score), (Some(h("o1")), WIN - 1));
    // Seen only once before, it is no win.
    let report = engine().search(&position, &history[..2], &SearchLimits::depth(3), &StopHandle::new());
    assert_ne!(report.score, WIN - 1);
}
