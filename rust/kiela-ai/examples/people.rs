//! Calibrates the person-like levels: a glance (or any player) against another player.
//! `cargo run -p kiela-ai --release --example people -- A B [games] [seed]`, where a player is
//! a name `kiela arena` knows, a glance `g:OWN_LAPS/REPLY_LAPS/REPLY_WEIGHT/HALF(0|1)` or a
//! search `s:NODES/DEPTH/NOISE`.

use kiela_ai::agent::LevelAgent;
use kiela_ai::arena::{play_match, ArenaConfig};
use kiela_ai::{Agent, AgentSpec, EngineSettings, Glance, Level, LevelConfig, StopHandle, Style};

fn player(text: &str) -> Box<dyn Agent> {
    if let Some(search) = text.strip_prefix("s:") {
        let p: Vec<u64> = search.split('/').map(|p| p.parse().expect("number")).collect();
        let config = LevelConfig {
            nodes: p[0],
            max_depth: p[1] as u8,
            noise: p[2] as i32,
            ..Level::Medium.config()
        };
        return Box::new(LevelAgent::with_config(
            text.to_owned(),
            config,
            EngineSettings::default(),
        ));
    }
    let Some(glance) = text.strip_prefix("g:") else {
        return text
            .parse::<AgentSpec>()
            .expect("player")
            .build(EngineSettings::default());
    };
    let p: Vec<i32> = glance.split('/').map(|p| p.parse().expect("number")).collect();
    let config = LevelConfig {
        style: Style::Glance(Glance {
            own_laps: p[0] as u16,
            reply_laps: p[1] as u16,
            reply_weight: p[2],
            one_half_only: p[3] != 0,
        }),
        ..Level::Beginner.config()
    };
    Box::new(LevelAgent::with_config(
        text.to_owned(),
        config,
        EngineSettings::default(),
    ))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games = args.get(2).map_or(200, |g| g.parse().expect("games"));
    let seed = args.get(3).map_or(1, |s| s.parse().expect("seed"));
    let mut a = player(&args[0]);
    let mut b = player(&args[1]);
    let arena = ArenaConfig {
        games,
        seed,
        ..ArenaConfig::default()
    };
    let result = play_match(a.as_mut(), b.as_mut(), &arena, &StopHandle::new(), &mut |_| {});
    let plies: u32 = result.games.iter().map(|g| g.plies).sum();
    println!(
        "{result} [{:.0} plies a game]",
        f64::from(plies) / f64::from(result.played().max(1))
    );
}
