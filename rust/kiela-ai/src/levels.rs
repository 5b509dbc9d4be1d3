//! Five playing strengths. Each is a search budget (deterministic node count, optional clock)
//! and, below Expert, seeded noise among near-best moves: weaker levels look less far ahead
//! and sometimes prefer a move that is almost as good — the mistakes people make — but never
//! a move the search sees as clearly worse.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use kiela_core::{House, Position};

use crate::rng::{derive, Rng};
use crate::search::{Engine, SearchLimits, SearchReport, MAX_PLY};
use crate::{zobrist, StopHandle};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

/// What a level searches and how much it errs. Public so apps can adjust, e.g. set a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelConfig {
    /// Deepest iteration (plies).
    pub max_depth: u8,
    /// Node budget: the same result on every device.
    pub nodes: u64,
    /// Optional wall-clock cap (phones); with it the move may depend on the device's speed.
    pub time_cap: Option<Duration>,
    /// Moves within this many hundredths of a stone of the best may be chosen instead, by a
    /// seeded draw; 0 always plays the best.
    pub noise: i32,
}

impl LevelConfig {
    /// The same settings with a wall-clock cap (for phones).
    pub fn with_time_cap(self, cap: Duration) -> LevelConfig {
        LevelConfig {
            time_cap: Some(cap),
            ..self
        }
    }
}

impl Level {
    pub const ALL: [Level; 5] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's settings, no clock.
    ///
    /// Set by arena runs (`examples/ladder.rs`, then `examples/targets.rs`: 200 games per
    /// pair, balanced openings, colours swapped): Expert–Hard 77% (76.5% with Expert's
    /// 300 k budget, 77% with 400 k), Hard–Medium 72%, Medium–Easy 74%, Easy–Beginner 76%.
    /// Near-equal players split most game pairs by seat (the game favours one side from most
    /// openings), so each level has to be clearly weaker than the next for the stronger to
    /// score 65%. Expert's budget keeps its slowest move under 250 ms even at 1.3 M nodes/s
    /// (a busy core); it searches a third of it on average (iterations that could not finish
    /// are not started).
    pub const fn config(self) -> LevelConfig {
        let (max_depth, nodes, noise) = match self {
            Level::Beginner => (1, 1_000, 300),
            Level::Easy => (2, 4_000, 150),
            Level::Medium => (4, 8_000, 60),
            Level::Hard => (MAX_PLY as u8, 15_000, 50),
            Level::Expert => (MAX_PLY as u8, 300_000, 0),
        };
        LevelConfig {
            max_depth,
            nodes,
            time_cap: None,
            noise,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The next weaker level.
    pub fn below(self) -> Option<Level> {
        Level::ALL.iter().rev().copied().find(|&l| l < self)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (expected beginner, easy, medium, hard or expert)",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// The move a level plays, and the search behind it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// `None` only when the mover has no legal move.
    pub house: Option<House>,
    pub report: SearchReport,
}

impl Engine {
    /// The move `level` plays in `position` (see [`Engine::search`] for `history`). Without a
    /// clock the same inputs and `seed` always give the same move.
    pub fn choose(
        &mut self,
        position: &Position,
        history: &[u64],
        level: Level,
        seed: u64,
        stop: &StopHandle,
    ) -> Choice {
        self.choose_with(position, history, &level.config(), seed, stop)
    }

    /// The same with explicit settings.
    pub fn choose_with(
        &mut self,
        position: &Position,
        history: &[u64],
        config: &LevelConfig,
        seed: u64,
        stop: &StopHandle,
    ) -> Choice {
        let limits = SearchLimits {
            max_depth: config.max_depth,
            nodes: config.nodes,
            time_cap: config.time_cap,
            margin: config.noise,
        };
        let report = self.search(position, history, &limits, stop);
        let house = if config.noise > 0 {
            let rng = Rng::new(derive(seed, zobrist::hash(position)));
            noisy_pick(&report, config.noise, rng).or(report.best)
        } else {
            report.best
        };
        Choice { house, report }
    }
}

/// Among root moves scored exactly within `noise` of the best, the one with the best score
/// plus a seeded draw from `0..=noise`.
fn noisy_pick(report: &SearchReport, noise: i32, mut rng: Rng) -> Option<House> {
    let best = report.root.iter().filter(|m| m.exact).map(|m| m.score).max()?;
    report
        .root
        .iter()
        .filter(|m| m.exact && m.score >= best - noise)
        .map(|m| (m.score + rng.below(noise as u64 + 1) as i32, m.house))
        .max_by_key(|&(score, house)| (score, std::cmp::Reverse(house)))
        .map(|(_, house)| house)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_ordered_and_parse() {
        assert_eq!(Level::Expert.below(), Some(Level::Hard));
        assert_eq!(Level::Beginner.below(), None);
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
        assert!("grandmaster".parse::<Level>().is_err());
        for pair in Level::ALL.windows(2) {
            assert!(pair[0].config().nodes < pair[1].config().nodes);
        }
    }
}
