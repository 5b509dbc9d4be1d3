//! How varied Expert's openings are: games of Expert against Expert from the start, each with
//! its own seed, played through the plies its opening variety covers; prints how many differ
//! and where two games part.
//! `cargo run -p kiela-ai --release --example variety -- [games] [spec]` (default 50, expert).

use std::collections::BTreeMap;

use kiela_ai::arena::play_game;
use kiela_ai::levels::OPENING_VARIETY;
use kiela_ai::{AgentSpec, EngineSettings, StopHandle};
use kiela_core::{Game, Move, Player, Position, Rules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(50, |g| g.parse().expect("games"));
    let spec: AgentSpec = args.get(1).map_or("expert", String::as_str).parse().expect("player");
    let plies = u32::from(OPENING_VARIETY.plies);
    let mut south = spec.build(EngineSettings::default());
    let mut north = spec.build(EngineSettings::default());
    let mut openings: Vec<Vec<Move>> = Vec::new();
    for seed in 0..games {
        let start = Game::new(Position::start(Rules::default(), Player::South), false);
        let end = play_game(&mut *south, &mut *north, start, seed, plies, &StopHandle::new()).expect("not stopped");
        openings.push(end.game.moves().to_vec());
    }
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    for opening in &openings {
        let text: Vec<String> = opening.iter().map(ToString::to_string).collect();
        *counts.entry(text.join(" ")).or_default() += 1;
    }
    // Over every pair of games: alike through all the plies, and the ply where they part.
    let (mut alike, mut pairs, mut parted_by) = (0u64, 0u64, vec![0u64; plies as usize]);
    for (i, a) in openings.iter().enumerate() {
        for b in &openings[i + 1..] {
            pairs += 1;
            match a.iter().zip(b).position(|(x, y)| x != y) {
                Some(ply) => parted_by[ply..].iter_mut().for_each(|n| *n += 1),
                None => alike += 1,
            }
        }
    }
    let mut common: Vec<_> = counts.iter().collect();
    common.sort_by_key(|(_, &n)| std::cmp::Reverse(n));
    for (line, n) in common.iter().take(10) {
        println!("{n:4}  {line}");
    }
    println!(
        "{spec}: {} different openings of {plies} plies in {games} games; of {pairs} pairs of games {alike} ({:.0}%) alike",
        counts.len(),
        100.0 * alike as f64 / pairs.max(1) as f64
    );
    for (ply, n) in parted_by.iter().enumerate().filter(|(p, _)| (p + 1) % 4 == 0) {
        println!(
            "  parted within the first {} plies: {:.0}% of pairs",
            ply + 1,
            100.0 * *n as f64 / pairs.max(1) as f64
        );
    }
}
