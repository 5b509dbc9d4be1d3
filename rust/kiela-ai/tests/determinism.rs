//! Same inputs and seed, same move — whatever the engine searched before.

mod common;

use kiela_ai::{Engine, EngineSettings, Level, LevelConfig, StopHandle};
use kiela_core::House;

fn small(level: Level) -> LevelConfig {
    LevelConfig {
        nodes: level.config().nodes.min(3_000),
        ..level.config()
    }
}

fn engine() -> Engine {
    Engine::new(EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    })
}

#[test]
fn same_seed_same_move() {
    let positions = common::sample(3, 21);
    let mut reused = engine();
    for level in Level::ALL {
        let config = small(level);
        for (i, position) in positions.iter().enumerate() {
            let seed = 1000 + i as u64;
            let first = engine().choose_with(position, &[], &config, seed, &StopHandle::new());
            // A fresh engine and one that has searched other positions agree.
            let again = reused.choose_with(position, &[], &config, seed, &StopHandle::new());
            assert_eq!(first.house, again.house, "{level} {position:?}");
            assert_eq!(first.report.nodes, again.report.nodes, "{level} {position:?}");
        }
    }
}

#[test]
fn weaker_levels_vary_with_the_seed_but_only_among_near_best_moves() {
    let positions = common::sample(4, 22);
    let config = small(Level::Beginner);
    let mut engine = engine();
    let mut varied = 0;
    for position in &positions {
        let choices: Vec<Option<House>> = (0..8)
            .map(|seed| {
                engine
                    .choose_with(position, &[], &config, seed, &StopHandle::new())
                    .house
            })
            .collect();
        if choices.iter().any(|c| *c != choices[0]) {
            varied += 1;
        }
        let report = engine.choose_with(position, &[], &config, 0, &StopHandle::new()).report;
        for house in choices.into_iter().flatten() {
            let scored = report.root.iter().find(|m| m.house == house).unwrap();
            assert!(scored.score >= report.score - config.noise, "{position:?}");
        }
    }
    assert!(varied > 0, "the seed never changed Beginner's move");
}

/// The first `plies` sowings of a game from the start between two copies of `spec`.
fn opening(spec: &str, seed: u64, plies: u32) -> Vec<kiela_core::Move> {
    use kiela_ai::arena::play_game;
    use kiela_ai::AgentSpec;
    use kiela_core::{Game, Player, Position, Rules};
    let spec: AgentSpec = spec.parse().unwrap();
    let start = Game::new(Position::start(Rules::default(), Player::South), false);
    let (mut south, mut north) = (
        spec.build(EngineSettings::default()),
        spec.build(EngineSettings::default()),
    );
    let end = play_game(&mut *south, &mut *north, start, seed, plies, &StopHandle::new()).unwrap();
    end.game.moves().to_vec()
}

#[test]
fn expert_games_from_the_start_differ_by_seed_and_repeat_for_one() {
    let plies = u32::from(kiela_ai::levels::OPENING_VARIETY.plies);
    let first = opening("expert", 1, plies);
    let second = opening("expert", 2, plies);
    assert_eq!(first.len(), plies as usize);
    assert_ne!(first, second, "two seeds, one opening");
    let split = first.iter().zip(&second).position(|(a, b)| a != b).unwrap();
    assert!(split < plies as usize);
    // The same seed gives the same game; without the variety every seed does.
    assert_eq!(opening("expert", 1, plies), first);
    assert_eq!(opening("expert:fixed", 1, plies), opening("expert:fixed", 2, plies));
}
