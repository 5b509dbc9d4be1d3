//! `cargo bench -p kiela-core`: perft speed from both start positions, on one thread, the
//! engine's [`kiela_core::perft`] and the plain copy-make loop of `plain.rs` measured in the same
//! run, round by round in turn, with the ratio of their medians.

mod plain;

use std::time::Instant;

use kiela_core::{perft, CaptureSowing, Player, Position, Rules, Variant};

const ROUNDS: usize = 9;

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let depth = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(7);
    for variant in Variant::ALL {
        let rules = Rules::new(variant, CaptureSowing::AfterCapturingHouse);
        let start = Position::start(rules, Player::South);
        let (mine, theirs) = (*start.side(Player::South), *start.side(Player::North));
        let (mut engine, mut loop_) = (Vec::new(), Vec::new());
        let mut counts = (0, 0);
        // Alternating rounds, so both see the same load on a shared machine.
        for _ in 0..ROUNDS {
            let clock = Instant::now();
            counts.0 = perft(std::hint::black_box(&start), depth);
            engine.push(clock.elapsed().as_secs_f64());
            let clock = Instant::now();
            counts.1 = plain::perft(
                std::hint::black_box(&mine),
                &theirs,
                std::hint::black_box(variant.min_sow()),
                std::hint::black_box(false),
                depth,
            );
            loop_.push(clock.elapsed().as_secs_f64());
        }
        assert_eq!(counts.0, counts.1, "the engine and the plain loop disagree");
        let (engine, loop_) = (median(engine), median(loop_));
        let rate = |t: f64| counts.0 as f64 / t / 1e6;
        println!(
            "perft({depth}) {variant:<12} {:>10} moves  engine {:>7.1} ms {:>5.1} M moves/s  \
             plain loop {:>7.1} ms {:>5.1} M moves/s  engine/plain {:.2}x  (medians of {ROUNDS})",
            counts.0,
            engine * 1e3,
            rate(engine),
            loop_ * 1e3,
            rate(loop_),
            loop_ / engine,
        );
    }
}
