//! How long moves animate: Expert plays Expert, and every move's timeline is timed at each speed.
//!
//! `cargo run --release -p kiela-session --example durations [moves]` (200 by default) prints,
//! per speed, the median, p99 and longest timeline, and the longest move before the cap (the
//! base durations added up). Each game opens with two random moves so that games differ.

use kiela_ai::{zobrist, Engine, Level, StopHandle};
use kiela_core::{Game, Move, Player, Position, Rules, Trace};
use kiela_session::timeline::timeline;
use kiela_session::{board_counts, move_steps, AnimationSpeed, StepKind};

const SPEEDS: [AnimationSpeed; 3] = [AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast];
const RANDOM_OPENING_MOVES: usize = 2;

fn main() {
    let moves: usize = match std::env::args().nth(1) {
        Some(arg) => arg.parse().expect("the number of moves"),
        None => 200,
    };
    let mut engine = Engine::default();
    let stop = StopHandle::new();
    let mut seed = 1u64;
    // Per speed: each move's timeline and its length before the cap.
    let mut timed: Vec<[(i32, i32); 3]> = Vec::with_capacity(moves);
    let mut games = 0;
    while timed.len() < moves {
        games += 1;
        let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
        while !game.status().is_over() && timed.len() < moves {
            seed += 1;
            let house = if game.moves().len() < RANDOM_OPENING_MOVES {
                let legal = game.position().legal_moves();
                let pick = (seed as usize * 7919).checked_rem(legal.len());
                pick.and_then(|i| legal.iter().nth(i))
            } else {
                let history = zobrist::game_history(&game);
                engine
                    .choose(game.position(), &history, Level::Expert, seed, &stop)
                    .house
            };
            let Some(house) = house else { break };
            let before = *game.position();
            let mut trace = Trace::new(before.to_move());
            game.play_observed(Move::Sow(house), &mut trace).expect("a legal move");
            let events = move_steps(&before, &trace);
            timed.push(SPEEDS.map(|speed| {
                let tl = timeline(&board_counts(&before), &events, speed);
                (tl.duration_ms.0, natural_ms(&events, speed))
            }));
        }
    }
    println!("{} moves in {games} games, Expert against Expert", timed.len());
    println!(
        "{:<8} {:>8} {:>8} {:>8} {:>18}",
        "speed", "median", "p99", "max", "max before cap"
    );
    for (i, speed) in SPEEDS.iter().enumerate() {
        let mut capped: Vec<i32> = timed.iter().map(|t| t[i].0).collect();
        capped.sort_unstable();
        let natural = timed.iter().map(|t| t[i].1).max().unwrap_or(0);
        println!(
            "{:<8} {:>6}ms {:>6}ms {:>6}ms {:>16}ms",
            format!("{speed:?}"),
            percentile(&capped, 50),
            percentile(&capped, 99),
            capped.last().copied().unwrap_or(0),
            natural
        );
    }
}

/// The value below which `percent` of the sorted `values` lie (nearest rank).
fn percentile(sorted: &[i32], percent: usize) -> i32 {
    match sorted.len() {
        0 => 0,
        n => sorted[(n * percent).div_ceil(100).clamp(1, n) - 1],
    }
}

/// The move's length at the base durations, one step after the other: what the cap shortens.
/// The durations are the timeline's, at normal speed; slow is 1.6 times, fast half.
fn natural_ms(events: &[StepKind], speed: AnimationSpeed) -> i32 {
    let normal: i32 = events
        .iter()
        .map(|event| match event {
            StepKind::Lift { .. } => 250,
            StepKind::Drop { .. } => 160,
            StepKind::Relay { .. } => 300,
            StepKind::CaptureFlash { .. } => 600,
            StepKind::CaptureFlight { .. } => 450,
            StepKind::End { .. } => 250,
        })
        .sum();
    match speed {
        AnimationSpeed::Slow => normal * 16 / 10,
        AnimationSpeed::Fast => normal / 2,
        _ => normal,
    }
}
