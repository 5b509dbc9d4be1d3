//! Stopping a search from another thread.

mod common;

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use kiela_ai::{Engine, EngineSettings, SearchLimits, StopHandle};
use kiela_core::{Player, Position, Rules};

fn endless_search(position: Position, stop: StopHandle) -> thread::JoinHandle<(Option<kiela_core::House>, Instant)> {
    thread::spawn(move || {
        let mut engine = Engine::new(EngineSettings {
            tt_megabytes: 1,
            ..EngineSettings::default()
        });
        // No budget, no clock: only the stop handle can end it.
        let report = engine.search(&position, &[], &SearchLimits::nodes(u64::MAX), &stop);
        (report.best, Instant::now())
    })
}

#[test]
fn a_stopped_search_returns_promptly_with_a_legal_move() {
    let position = Position::start(Rules::default(), Player::South);
    let stop = StopHandle::new();
    let search = endless_search(position, stop.clone());
    thread::sleep(Duration::from_millis(100));
    let stopped_at = Instant::now();
    stop.stop();
    let (best, returned_at) = search.join().unwrap();
    let house = best.expect("a move");
    assert!(position.legal_moves().contains(house));
    // Generous: the search polls every 1 024 nodes, far less than a millisecond in release.
    assert!(returned_at.duration_since(stopped_at) < Duration::from_secs(1));
}

#[test]
fn a_stop_before_the_search_starts_still_gives_a_legal_move() {
    for position in common::sample(3, 31) {
        let stop = StopHandle::new();
        stop.stop();
        let (sender, receiver) = mpsc::channel();
        let search = endless_search(position, stop);
        thread::spawn(move || sender.send(search.join().unwrap()).unwrap());
        let (best, _) = receiver
            .recv_timeout(Duration::from_secs(5))
            .expect("the search returned");
        match best {
            Some(house) => assert!(position.legal_moves().contains(house)),
            None => assert!(position.legal_moves().is_empty()),
        }
    }
}

#[test]
fn a_clock_ends_an_unbounded_search_with_a_legal_move() {
    let position = Position::start(Rules::default(), Player::South);
    let mut engine = Engine::new(EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    });
    let limits = SearchLimits {
        time_cap: Some(Duration::from_millis(50)),
        ..SearchLimits::nodes(u64::MAX)
    };
    let started = Instant::now();
    let report = engine.search(&position, &[], &limits, &StopHandle::new());
    assert!(started.elapsed() < Duration::from_secs(1));
    assert!(position.legal_moves().contains(report.best.expect("a move")));
}
