//! Calibrates levels: plays two level settings against each other.
//! `cargo run -p kiela-ai --release --example ladder -- <nodes/depth/noise> <nodes/depth/noise> [games] [seed]`

use kiela_ai::agent::LevelAgent;
use kiela_ai::arena::{play_match, ArenaConfig};
use kiela_ai::{EngineSettings, LevelConfig, StopHandle, Style};

fn config(text: &str) -> LevelConfig {
    let parts: Vec<u64> = text.split('/').map(|p| p.parse().expect("nodes/depth/noise")).collect();
    LevelConfig {
        style: Style::Search,
        rearranges: false,
        nodes: parts[0],
        max_depth: parts[1] as u8,
        noise: parts[2] as i32,
        variety: kiela_ai::Variety::NONE,
        whole_budget: false,
        ponder_nodes: 0,
        time_cap: None,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = args.get(2).map_or(100, |g| g.parse().expect("games"));
    let seed = args.get(3).map_or(5, |s| s.parse().expect("seed"));
    let mut a = LevelAgent::with_config(args[0].clone(), config(&args[0]), EngineSettings::default());
    let mut b = LevelAgent::with_config(args[1].clone(), config(&args[1]), EngineSettings::default());
    let arena = ArenaConfig {
        games,
        seed,
        ..ArenaConfig::default()
    };
    let result = play_match(&mut a, &mut b, &arena, &StopHandle::new(), &mut |_| {});
    let split = result
        .games
        .chunks(2)
        .filter(|p| p.len() == 2 && p[0].outcome != p[1].outcome)
        .count();
    println!("{result} [{split} of {} pairs split]", result.games.len() / 2);
}
