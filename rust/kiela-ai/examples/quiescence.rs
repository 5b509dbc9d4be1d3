//! What the quiescence search is worth: two engines that differ only in its depth play at equal
//! time per move.
//! `cargo run -p kiela-ai --release --example quiescence -- [games] [ms per move] [plies a] [plies b]`

use std::time::Duration;

use kiela_ai::agent::LevelAgent;
use kiela_ai::arena::{play_match, ArenaConfig};
use kiela_ai::search::Tweaks;
use kiela_ai::{Engine, EngineSettings, LevelConfig, StopHandle, Style};

fn agent(plies: u8, ms: u64) -> LevelAgent {
    let mut engine = Engine::new(EngineSettings::default());
    engine.set_tweaks(Tweaks {
        quiescence: plies,
        ..Tweaks::default()
    });
    let config = LevelConfig {
        style: Style::Search,
        rearranges: false,
        max_depth: 100,
        nodes: u64::MAX,
        time_cap: Some(Duration::from_millis(ms)),
        noise: 0,
        variety: kiela_ai::Variety::NONE,
        whole_budget: false,
        ponder_nodes: 0,
    };
    LevelAgent::with_engine(format!("quiescence {plies}"), config, engine)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| args.get(i).map_or(default, |a| a.parse().expect("a number"));
    let (games, ms) = (arg(0, 200) as u32, arg(1, 15));
    let mut a = agent(arg(2, 8) as u8, ms);
    let mut b = agent(arg(3, 0) as u8, ms);
    let config = ArenaConfig {
        games,
        seed: 11,
        ..ArenaConfig::default()
    };
    let result = play_match(&mut a, &mut b, &config, &StopHandle::new(), &mut |p| {
        eprint!("\r{}/{}  ", p.played, p.total)
    });
    eprintln!();
    println!("{result}");
}
