//! Every player here returns a legal move whenever there is one, in every variant and with
//! both capture-sowing options, on reachable and on arbitrary positions.

mod common;

use kiela_ai::agent::LevelAgent;
use kiela_ai::baselines::{GreedyAgent, MctsAgent, RandomAgent};
use kiela_ai::{Agent, Engine, EngineSettings, Level, LevelConfig, MoveRequest, StopHandle};

/// The levels with budgets cut so the test stays quick in debug builds.
fn small(level: Level) -> LevelConfig {
    let config = level.config();
    LevelConfig {
        nodes: config.nodes.min(1_500),
        ..config
    }
}

#[test]
fn every_player_returns_a_legal_move() {
    let settings = EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    };
    let mut agents: Vec<Box<dyn Agent>> = vec![
        Box::new(RandomAgent),
        Box::new(GreedyAgent),
        Box::new(MctsAgent::new(100)),
    ];
    for level in Level::ALL {
        agents.push(Box::new(LevelAgent::with_config(
            level.name().into(),
            small(level),
            settings,
        )));
    }
    let stop = StopHandle::new();
    for (i, position) in common::sample(12, 3).iter().enumerate() {
        let legal = position.legal_moves();
        for agent in &mut agents {
            let request = MoveRequest {
                position,
                history: &[],
                seed: i as u64,
                stop: &stop,
            };
            let choice = agent.choose(&request);
            match choice {
                Some(house) => assert!(
                    legal.contains(house),
                    "{} chose illegal {house} in {position:?}",
                    agent.name()
                ),
                None => assert!(legal.is_empty(), "{} found no move in {position:?}", agent.name()),
            }
        }
    }
}

#[test]
fn hints_are_legal_and_land_where_the_move_ends() {
    let mut engine = Engine::new(EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    });
    for position in common::sample(4, 5) {
        let hint = engine.hint(&position, &[], Level::Easy, &StopHandle::new());
        match hint {
            Some(hint) => {
                let summary = { position }.play(hint.house).expect("hinted move is legal");
                assert_eq!(hint.last, summary.last);
                assert_eq!(hint.text, hint.reason.to_string());
            }
            None => assert!(position.legal_moves().is_empty()),
        }
    }
}
