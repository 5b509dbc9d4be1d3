//! The Rust side of a call through the bindings, on the workload of the Kotlin and Swift benches:
//! `play` over every turn of 20 seeded random games, `snapshot` 30 turns into a game, and the app
//! driver's `screen` there (what a listener is handed after every change). What the bindings add
//! is their figure minus this one. Run by `bindings/bench`:
//!
//!     cargo run --release -p kiela-ffi --example call_cost

use std::time::{Duration, Instant};

use std::sync::Arc;

use kiela_ffi::{
    default_settings, AppDriver, AppEvent, AppInt, GameScreen, GameSession, GameSettings, NewGameChoice, Opponent,
    PuzzleScreen, ReviewScreen, ScreenListener, Seat,
};

/// A listener that drops what it is told: only the driver's own cost is timed.
struct Nobody;

impl ScreenListener for Nobody {
    fn screen_changed(&self, _: GameScreen) {}
    fn review_changed(&self, _: Option<ReviewScreen>) {}
    fn puzzle_changed(&self, _: Option<PuzzleScreen>) {}
}

fn people() -> GameSettings {
    GameSettings {
        south: Seat::Person,
        north: Seat::Person,
        ..default_settings()
    }
}

/// The indices played in a random game between people, to its end.
fn random_game(seed: u64) -> Vec<AppInt> {
    let session = GameSession::with_seed(people(), seed);
    let mut state = seed;
    let mut turns = Vec::new();
    loop {
        let legal = session.snapshot().legal_houses;
        if legal.is_empty() {
            return turns;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let index = AppInt::from(legal[(state >> 33) as usize % legal.len()]);
        session.play(index).expect("a legal house");
        turns.push(index);
    }
}

/// Median over 7 rounds of the µs per call, after a second of warm-up. A round returns the time
/// its timed calls took and how many there were.
fn measure(mut round: impl FnMut() -> (Duration, usize)) -> f64 {
    let warm_up_end = Instant::now() + Duration::from_secs(1);
    while Instant::now() < warm_up_end {
        round();
    }
    let mut per_call: Vec<f64> = (0..7)
        .map(|_| {
            let (time, calls) = round();
            time.as_secs_f64() * 1e6 / calls as f64
        })
        .collect();
    per_call.sort_by(f64::total_cmp);
    per_call[3]
}

fn main() {
    let games: Vec<Vec<AppInt>> = (1..=20).map(random_game).collect();
    let session = GameSession::with_seed(people(), 1);

    let play = measure(|| {
        let mut time = Duration::ZERO;
        let mut calls = 0;
        for game in &games {
            session.new_game(people());
            for &index in game {
                let started = Instant::now();
                std::hint::black_box(session.play(index).expect("a legal house"));
                time += started.elapsed();
                calls += 1;
            }
        }
        (time, calls)
    });

    session.new_game(people());
    for &index in games[0].iter().take(30) {
        session.play(index).expect("a legal house");
    }
    let snapshot = measure(|| {
        let calls = 20_000;
        let started = Instant::now();
        for _ in 0..calls {
            std::hint::black_box(session.snapshot());
        }
        (started.elapsed(), calls)
    });

    let folder = std::env::temp_dir().join(format!("kiela-call-cost-{}", std::process::id()));
    let driver = AppDriver::with_seed(folder.to_str().expect("a UTF-8 path"), Arc::new(Nobody), 1);
    driver.handle(AppEvent::NewGame {
        choice: NewGameChoice {
            opponent: Opponent::Friend,
            ..NewGameChoice::default()
        },
    });
    for &index in games[0].iter().take(30) {
        driver.handle(AppEvent::Tap { index });
        if let Some(turn) = driver.screen().animation {
            driver.handle(AppEvent::AnimationDone {
                revision: turn.revision,
            });
        }
    }
    let screen = measure(|| {
        let calls = 5_000;
        let started = Instant::now();
        for _ in 0..calls {
            std::hint::black_box(driver.screen());
        }
        (started.elapsed(), calls)
    });
    driver.shut_down();
    let _ = std::fs::remove_dir_all(&folder);

    println!("rust play: {play:.1} µs/call");
    println!("rust snapshot: {snapshot:.1} µs/call");
    println!("rust screen: {screen:.1} µs/call");
}
