//! Fits `kiela_ai::chance::CHANCE_SCALE`, the scale that maps the search's score to the
//! mover's chance of winning: plays seeded games between two searches of the same node budget
//! from balanced openings, keeps every position's score (for the mover, as the search gives it)
//! with the game's result for the mover (1 won, ½ drawn, 0 lost), and finds the scale of the
//! logistic 1 / (1 + e^(−score / s)) with the least log loss on half the games, checked on the
//! other half. Proven results are left out: they are certain, whatever the scale.
//! `cargo run -p kiela-ai --release --example chance -- [games] [nodes a move]`
//!
//! The default, 1 200 games at 20 000 nodes a move (13 minutes on one core here), fitted 179;
//! `CHANCE_SCALE`'s note gives the figures.

use std::time::Instant;

use kiela_ai::arena::balanced_opening;
use kiela_ai::search::game_result_plies;
use kiela_ai::{zobrist, Engine, SearchLimits, StopHandle};
use kiela_core::{Move, Player, Rules, Status};

/// A position's score for its mover and the game's result for that mover.
struct Sample {
    score: f64,
    result: f64,
}

/// One game between two searches of `nodes` nodes a move, from a balanced opening: each
/// position's score with the result for its mover.
fn game(seed: u64, nodes: u64, engine: &mut Engine, samples: &mut Vec<Sample>) {
    let mut game = balanced_opening(Rules::default(), 2 + (seed % 5) as u32, seed);
    let stop = StopHandle::new();
    let limits = SearchLimits {
        whole_budget: false,
        ..SearchLimits::nodes(nodes)
    };
    let mut scored: Vec<(Player, i32)> = Vec::new();
    while !game.status().is_over() && scored.len() < 400 {
        let report = engine.search(game.position(), &zobrist::game_history(&game), &limits, &stop);
        let Some(house) = report.best else { break };
        scored.push((game.position().to_move(), report.score));
        if game.play(Move::Sow(house)).is_err() {
            break;
        }
    }
    let winner = match game.status() {
        Status::Won { winner, .. } => Some(winner),
        _ => None,
    };
    for (mover, score) in scored {
        if game_result_plies(score).is_some() {
            continue;
        }
        let result = match winner {
            Some(w) if w == mover => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        samples.push(Sample {
            score: f64::from(score),
            result,
        });
    }
}

/// Mean log loss of the logistic with `scale` on `samples`.
fn loss(samples: &[Sample], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = (1.0 / (1.0 + (-s.score / scale).exp())).clamp(1e-9, 1.0 - 1e-9);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len() as f64
}

/// The scale with the least loss, by golden-section search on its logarithm (the loss is
/// unimodal in it) between 10 and 10 000 hundredths of a stone.
fn fit(samples: &[Sample]) -> f64 {
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (10f64.ln(), 10_000f64.ln());
    for _ in 0..100 {
        let a = high - golden * (high - low);
        let b = low + golden * (high - low);
        if loss(samples, a.exp()) < loss(samples, b.exp()) {
            high = b;
        } else {
            low = a;
        }
    }
    ((low + high) / 2.0).exp()
}

/// How well the fitted chances match the results: the held-out samples in ten bands of
/// predicted chance, each with its mean prediction and mean result.
fn calibration(samples: &[Sample], scale: f64) {
    let mut bands = [(0usize, 0.0, 0.0); 10];
    for s in samples {
        let p = 1.0 / (1.0 + (-s.score / scale).exp());
        let band = &mut bands[((p * 10.0) as usize).min(9)];
        band.0 += 1;
        band.1 += p;
        band.2 += s.result;
    }
    for (i, (count, predicted, won)) in bands.iter().enumerate() {
        if *count > 0 {
            let n = *count as f64;
            println!(
                "  {:>3}-{:>3} %: {count:>6} positions, predicted {:5.1} %, scored {:5.1} %",
                i * 10,
                i * 10 + 10,
                100.0 * predicted / n,
                100.0 * won / n
            );
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(1_200, |g| g.parse().expect("games"));
    let nodes: u64 = args.get(1).map_or(20_000, |n| n.parse().expect("nodes"));
    let started = Instant::now();
    let mut engine = Engine::default();
    let (mut fitting, mut checking) = (Vec::new(), Vec::new());
    for seed in 0..games {
        let half = if seed % 2 == 0 { &mut fitting } else { &mut checking };
        game(5_000 + seed, nodes, &mut engine, half);
        if seed % 100 == 99 {
            eprintln!("{} games, {:.0} s", seed + 1, started.elapsed().as_secs_f64());
        }
    }
    let scale = fit(&fitting);
    println!(
        "{games} games at {nodes} nodes a move: {} positions to fit, {} to check",
        fitting.len(),
        checking.len()
    );
    println!(
        "scale {scale:.0}: log loss {:.4} fitted, {:.4} held out (a coin: {:.4}); the held-out half's own best scale {:.0}",
        loss(&fitting, scale),
        loss(&checking, scale),
        std::f64::consts::LN_2,
        fit(&checking)
    );
    println!("held-out calibration:");
    calibration(&checking, scale);
}
