//! Measures the playing targets: Expert against greedy and MCTS, and each level against the
//! one below. `cargo run -p kiela-ai --release --example targets -- [games] [mcts_games]`
//! (0 MCTS games skips that match, the slowest).

use kiela_ai::arena::{play_match, ArenaConfig};
use kiela_ai::{AgentSpec, EngineSettings, Level, StopHandle};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u32 = args.first().map_or(40, |a| a.parse().expect("games"));
    let mcts_games: u32 = args.get(1).map_or(games, |a| a.parse().expect("mcts games"));
    let mut matches = vec![
        (AgentSpec::Level(Level::Expert), AgentSpec::Greedy, games),
        (
            AgentSpec::Level(Level::Expert),
            AgentSpec::Mcts { playouts: 10_000 },
            mcts_games,
        ),
    ];
    for level in Level::ALL.into_iter().rev() {
        if let Some(below) = level.below() {
            matches.push((AgentSpec::Level(level), AgentSpec::Level(below), games));
        }
    }
    for (a, b, games) in matches.into_iter().filter(|m| m.2 > 0) {
        let config = ArenaConfig {
            games,
            ..ArenaConfig::default()
        };
        let mut a = a.build(EngineSettings::default());
        let mut b = b.build(EngineSettings::default());
        let result = play_match(a.as_mut(), b.as_mut(), &config, &StopHandle::new(), &mut |p| {
            eprint!("\r{}/{}  ", p.played, p.total)
        });
        eprint!("\r");
        println!("{result}");
    }
}
