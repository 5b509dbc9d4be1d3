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
