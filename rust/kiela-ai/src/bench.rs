//! Speed measurements: move generation (perft) and search.

use std::time::{Duration, Instant};

use kiela_core::{perft, Position, Rules};

use crate::arena::random_opening;
use crate::rng::{derive, Rng};
use crate::search::{Engine, EngineSettings, SearchLimits};
use crate::{Level, StopHandle};

/// Work done in a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed {
    /// Perft leaves or search nodes.
    pub nodes: u64,
    pub elapsed: Duration,
}

impl Speed {
    pub fn per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// `level`'s search as the bench measures it: the level's own limits without its noise or any
/// clock, so the same positions always give the same moves, scores and nodes.
pub fn search_limits(level: Level) -> SearchLimits {
    SearchLimits {
        time_cap: None,
        margin: 0,
        ..level.config().limits()
    }
}

/// Perft to `depth` from `position`: legal move sequences counted per second.
pub fn perft_speed(position: &Position, depth: u32) -> Speed {
    let started = Instant::now();
    let nodes = perft(position, depth);
    Speed {
        nodes,
        elapsed: started.elapsed(),
    }
}

/// Searches over a set of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSpeed {
    pub total: Speed,
    pub searches: u32,
    /// The slowest single search.
    pub slowest: Duration,
}

impl SearchSpeed {
    pub fn mean(&self) -> Duration {
        self.total.elapsed / self.searches.max(1)
    }
}

/// Searches each position with `limits` (one engine, as in a game) and times it.
pub fn search_speed(positions: &[Position], limits: &SearchLimits, settings: EngineSettings) -> SearchSpeed {
    let mut engine = Engine::new(settings);
    let stop = StopHandle::new();
    let mut speed = SearchSpeed {
        total: Speed {
            nodes: 0,
            elapsed: Duration::ZERO,
        },
        searches: 0,
        slowest: Duration::ZERO,
    };
    for position in positions {
        let started = Instant::now();
        let report = engine.search(position, &[], limits, &stop);
        let elapsed = started.elapsed();
        speed.total.nodes += report.nodes;
        speed.total.elapsed += elapsed;
        speed.slowest = speed.slowest.max(elapsed);
        speed.searches += 1;
    }
    speed
}

/// `count` positions from random games, 0 to 40 plies in, the game not over: a reproducible
/// sample of opening and middle-game positions.
pub fn sample_positions(rules: Rules, count: usize, seed: u64) -> Vec<Position> {
    (0..count as u64)
        .map(|i| {
            let mut rng = Rng::new(derive(seed, i));
            let plies = rng.below(41) as u32;
            *random_opening(rules, plies, rng.next_u64()).position()
        })
        .collect()
}
