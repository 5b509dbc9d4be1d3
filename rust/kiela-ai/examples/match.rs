//! Plays a match: `cargo run -p kiela-ai --release --example match -- <a> <b> [games] [seed] [beginner]`
//! where a and b are players as `AgentSpec` parses them (expert, greedy, mcts:10000, …).

use std::io::Write;
use std::time::Instant;

use kiela_ai::arena::{play_match, ArenaConfig};
use kiela_ai::{AgentSpec, EngineSettings, StopHandle};
use kiela_core::{Rules, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = |i: usize| -> AgentSpec { args[i].parse().unwrap_or_else(|e| panic!("{e}")) };
    let (a, b) = (spec(0), spec(1));
    let games = args.get(2).map_or(20, |g| g.parse().expect("games"));
    let seed = args.get(3).map_or(1, |s| s.parse().expect("seed"));
    let variant = if args.get(4).is_some_and(|v| v == "beginner") {
        Variant::Beginner
    } else {
        Variant::Traditional
    };
    let config = ArenaConfig {
        games,
        seed,
        rules: Rules::new(variant, Default::default()),
        ..ArenaConfig::default()
    };
    let mut a = a.build(EngineSettings::default());
    let mut b = b.build(EngineSettings::default());
    let started = Instant::now();
    let result = play_match(a.as_mut(), b.as_mut(), &config, &StopHandle::new(), &mut |p| {
        eprint!("\r{}/{}  +{} ={} -{}   ", p.played, p.total, p.wins, p.draws, p.losses);
        std::io::stderr().flush().ok();
    });
    eprintln!();
    let plies: u32 = result.games.iter().map(|g| g.plies).sum();
    let capped = result.games.iter().filter(|g| g.reason.is_none()).count();
    println!("{result}");
    // Pairs share an opening: "WL" means a won as South and lost as North.
    let letter = |o: kiela_ai::arena::Outcome| match o {
        kiela_ai::arena::Outcome::Win => 'W',
        kiela_ai::arena::Outcome::Draw => 'D',
        kiela_ai::arena::Outcome::Loss => 'L',
    };
    let pairs: Vec<String> = result
        .games
        .chunks(2)
        .map(|p| p.iter().map(|g| letter(g.outcome)).collect())
        .collect();
    let split = pairs
        .iter()
        .filter(|p| p.as_str() == "WL" || p.as_str() == "LW")
        .count();
    println!("pairs: {} ({split} of {} split by seat)", pairs.join(" "), pairs.len());
    println!(
        "{:.1} s, {:.1} plies/game, {capped} capped, reasons: {:?}",
        started.elapsed().as_secs_f64(),
        f64::from(plies) / result.games.len().max(1) as f64,
        reason_counts(&result.games)
    );
}

fn reason_counts(games: &[kiela_ai::arena::GameSummary]) -> Vec<(String, usize)> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for g in games {
        let name = g.reason.map_or("cap", |r| r.name()).to_owned();
        match counts.iter_mut().find(|(n, _)| *n == name) {
            Some((_, c)) => *c += 1,
            None => counts.push((name, 1)),
        }
    }
    counts
}
