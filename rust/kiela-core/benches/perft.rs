//! `cargo bench -p kiela-core`: perft speed from both start positions, on one thread.
//! The target is 10 million moves/s for perft(6) from the traditional start.

use std::time::{Duration, Instant};

use kiela_core::{perft, Player, Position, Rules, Variant};

fn main() {
    for variant in Variant::ALL {
        let start = Position::start(Rules::new(variant, Default::default()), Player::South);
        let depth = 6;
        // Best of three runs: the least disturbed by whatever else the machine is doing.
        let (count, best) = (0..3)
            .map(|_| {
                let clock = Instant::now();
                let count = perft(std::hint::black_box(&start), depth);
                (count, clock.elapsed())
            })
            .fold((0, Duration::MAX), |(_, best), (count, time)| (count, best.min(time)));
        let rate = count as f64 / best.as_secs_f64() / 1e6;
        println!(
            "perft({depth}) {variant:<12} {count:>9} moves  {:>7.1} ms  {rate:>5.1} M moves/s",
            best.as_secs_f64() * 1e3
        );
    }
}
