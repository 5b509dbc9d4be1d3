//! Speed report: perft moves/s, search nodes/s, and the time of a move per level.
//! `cargo run -p kiela-ai --release --example speed [positions] [tt megabytes] [beginner]`

use kiela_ai::bench::{perft_speed, sample_positions, search_speed};
use kiela_ai::{EngineSettings, Level, SearchLimits};
use kiela_core::{Player, Position, Rules, Variant};

fn main() {
    let count: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let tt_megabytes: usize = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(kiela_ai::DEFAULT_TT_MEGABYTES);
    let settings = EngineSettings {
        tt_megabytes,
        ..EngineSettings::default()
    };
    let start = Position::start(Rules::default(), Player::South);
    let perft = perft_speed(&start, 6);
    println!(
        "perft 6 from the start: {} moves, {:.2} M moves/s",
        perft.nodes,
        perft.per_second() / 1e6
    );
    let variant = match std::env::args().nth(3).as_deref() {
        Some("beginner") => Variant::Beginner,
        _ => Variant::Traditional,
    };
    let positions = sample_positions(Rules::new(variant, Default::default()), count, 7);
    println!("{count} {variant} positions");
    for level in Level::ALL {
        let config = level.config();
        let limits = SearchLimits {
            time_cap: None,
            ..config.limits()
        };
        let speed = search_speed(&positions, &limits, settings);
        println!(
            "{level:>8}: {:.2} M nodes/s, mean {:.1} ms/move, slowest {:.1} ms, {:.0} nodes/move",
            speed.total.per_second() / 1e6,
            speed.mean().as_secs_f64() * 1e3,
            speed.slowest.as_secs_f64() * 1e3,
            speed.total.nodes as f64 / f64::from(speed.searches)
        );
    }
    println!("stop latency: {:.2} ms (worst of 5)", stop_latency_ms(&positions[0]));
}

/// How long a search takes to return after another thread raises the stop flag.
fn stop_latency_ms(position: &Position) -> f64 {
    let mut worst: f64 = 0.0;
    for _ in 0..5 {
        let stop = kiela_ai::StopHandle::new();
        let (flag, position) = (stop.clone(), *position);
        let search = std::thread::spawn(move || {
            let mut engine = kiela_ai::Engine::default();
            engine.search(&position, &[], &SearchLimits::nodes(u64::MAX), &flag);
            std::time::Instant::now()
        });
        std::thread::sleep(std::time::Duration::from_millis(100));
        let stopped = std::time::Instant::now();
        stop.stop();
        let returned = search.join().expect("search thread");
        worst = worst.max(returned.duration_since(stopped).as_secs_f64() * 1e3);
    }
    worst
}
