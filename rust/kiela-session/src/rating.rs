//! The person's rating: Glicko-2 (the `skillratings` crate), moved by each finished game
//! against the computer, each level standing for the fixed rating its ladder measured.
//!
//! The rules:
//! - Only unaided games against the computer count: a game where undo or a hint was used is
//!   not the person's strength alone, so it moves nothing (it is still counted, as assisted, in
//!   the games per opponent). Games with a friend move nothing either: nobody knows their
//!   strength. A game left for another that counts as a loss counts here as one too.
//! - A person starts at the crate's default, 1500 with a deviation of 350 and a volatility of
//!   0.06: Beginner's rating, the ladder being anchored there, so a newcomer is first offered
//!   the level meant for one.
//! - Each game is a rating period of its own (as on chess sites), against the level's
//!   [`level_rating`] with the small fixed deviation [`LEVEL_DEVIATION`].
//! - "Your level" is the level whose rating is nearest the person's.

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::numbers::AppInt;
use crate::settings::Level;
use crate::view::PersonOutcome;

#[cfg(test)]
mod ladder;
#[cfg(test)]
mod tests;

/// The levels' ratings, weakest first: the maximum-likelihood Bradley–Terry fit (Elo scale,
/// Beginner anchored at 1500) of the ladder's `kiela arena` matches, 200 games a pair (seed 1),
/// listed in `rating/ladder.rs` and docs/ai.md; a test fits them again from those matches.
const LEVEL_RATINGS: [(Level, f64); 5] = [
    (Level::Beginner, 1500.0),
    (Level::Easy, 1722.0),
    (Level::Medium, 1881.0),
    (Level::Hard, 2147.0),
    (Level::Expert, 2859.0),
];

/// The deviation each level's rating is taken with: about the fit's own uncertainty (docs/ai.md).
pub const LEVEL_DEVIATION: f64 = 50.0;

/// How many points the history keeps (the newest).
pub const RATING_HISTORY: usize = 30;

/// The rating the ladder gives `level`.
pub fn level_rating(level: Level) -> f64 {
    LEVEL_RATINGS
        .iter()
        .find(|(l, _)| *l == level)
        .map_or(LEVEL_RATINGS[0].1, |(_, rating)| *rating)
}

/// The level whose rating is nearest `rating` (the weaker of two as near).
pub fn nearest_level(rating: f64) -> Level {
    let distance = |level: &Level| (level_rating(*level) - rating).abs();
    Level::ALL
        .into_iter()
        .reduce(|best, level| {
            if distance(&level) < distance(&best) {
                level
            } else {
                best
            }
        })
        .unwrap_or(Level::Beginner)
}

/// A level and the rating the ladder gives it, for a picker or a statistics screen.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LevelRating {
    pub level: Level,
    pub rating: f64,
}

/// The person's rating after one counted game: a point of the history graph.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RatingPoint {
    pub rating: f64,
    pub deviation: f64,
    /// The level the game was against.
    pub level: Level,
    pub outcome: PersonOutcome,
}

/// The person's strength against the computer (see the module's rules).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PersonRating {
    /// On the Elo scale the levels' ratings are on.
    pub rating: f64,
    /// The rating's uncertainty: the true strength is within twice this of `rating` about 95%
    /// of the time. 350 for a newcomer; it shrinks with each game.
    pub deviation: f64,
    /// Glicko-2's volatility: how erratic the person's results have been.
    pub volatility: f64,
    /// The games that moved it.
    pub games: AppInt,
    /// After each of the last [`RATING_HISTORY`] games that moved it, oldest first.
    pub history: Vec<RatingPoint>,
    /// The level whose rating is nearest `rating`: the one to offer on the new-game sheet.
    pub your_level: Level,
}

// The numbers are always finite (Glicko-2 keeps them so, and reading refuses anything else),
// so equality is total and the statistics, and the screens holding them, can be `Eq`.
impl Eq for PersonRating {}
impl Eq for RatingPoint {}

impl std::hash::Hash for RatingPoint {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.rating.to_bits().hash(state);
        self.deviation.to_bits().hash(state);
        self.level.hash(state);
        self.outcome.hash(state);
    }
}

impl std::hash::Hash for PersonRating {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.rating.to_bits().hash(state);
        self.deviation.to_bits().hash(state);
        self.volatility.to_bits().hash(state);
        self.games.hash(state);
        self.history.hash(state);
        self.your_level.hash(state);
    }
}

impl Default for PersonRating {
    fn default() -> PersonRating {
        PersonRating::of(Glicko2Rating::new(), AppInt(0), Vec::new())
    }
}

impl PersonRating {
    fn of(glicko: Glicko2Rating, games: AppInt, history: Vec<RatingPoint>) -> PersonRating {
        PersonRating {
            rating: glicko.rating,
            deviation: glicko.deviation,
            volatility: glicko.volatility,
            games,
            history,
            your_level: nearest_level(glicko.rating),
        }
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// The rating after an unaided game against `level` that ended in `outcome` for the person.
    pub fn count(&mut self, level: Level, outcome: PersonOutcome) {
        let opponent = Glicko2Rating {
            rating: level_rating(level),
            deviation: LEVEL_DEVIATION,
            volatility: Glicko2Rating::new().volatility,
        };
        let result = match outcome {
            PersonOutcome::Won => Outcomes::WIN,
            PersonOutcome::Drawn => Outcomes::DRAW,
            PersonOutcome::Lost => Outcomes::LOSS,
        };
        let (after, _) = glicko2(&self.glicko(), &opponent, &result, &Glicko2Config::new());
        if !(after.rating.is_finite() && after.deviation.is_finite() && after.volatility.is_finite()) {
            return; // never seen; a rating that cannot be written is not kept
        }
        let mut history = std::mem::take(&mut self.history);
        history.push(RatingPoint {
            rating: after.rating,
            deviation: after.deviation,
            level,
            outcome,
        });
        let surplus = history.len().saturating_sub(RATING_HISTORY);
        history.drain(..surplus);
        *self = PersonRating::of(after, AppInt(self.games.0.saturating_add(1)), history);
    }

    /// The rating as the statistics file keeps it.
    pub(crate) fn to_file(&self) -> RatingFile {
        RatingFile {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
            games: self.games.0,
            history: self
                .history
                .iter()
                .map(|point| PointFile {
                    rating: point.rating,
                    deviation: point.deviation,
                    level: point.level,
                    outcome: outcome_name(point.outcome).to_owned(),
                })
                .collect(),
        }
    }

    /// A file's `rating`; `Err` with the reason when it is damaged.
    pub(crate) fn from_value(value: serde_json::Value) -> Result<PersonRating, String> {
        let file: RatingFile = serde_json::from_value(value).map_err(|e| format!("the rating: {e}"))?;
        let glicko = Glicko2Rating {
            rating: file.rating,
            deviation: file.deviation,
            volatility: file.volatility,
        };
        check(glicko.rating, glicko.deviation)?;
        if !(glicko.volatility.is_finite() && glicko.volatility > 0.0) {
            return Err("the rating: the volatility is not a positive number".into());
        }
        if file.games < 0 {
            return Err("the rating: a negative number of games".into());
        }
        if file.history.len() > RATING_HISTORY || file.history.len() > file.games as usize {
            return Err("the rating: more history than games".into());
        }
        let history = file
            .history
            .into_iter()
            .map(|point| {
                check(point.rating, point.deviation)?;
                let outcome = match point.outcome.as_str() {
                    "won" => PersonOutcome::Won,
                    "drawn" => PersonOutcome::Drawn,
                    "lost" => PersonOutcome::Lost,
                    other => return Err(format!("the rating: '{other}' is not how a game ends")),
                };
                Ok(RatingPoint {
                    rating: point.rating,
                    deviation: point.deviation,
                    level: point.level,
                    outcome,
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(PersonRating::of(glicko, AppInt(file.games), history))
    }
}

/// A rating and deviation Glicko-2 could have made: finite, the deviation positive and at most
/// a newcomer's (it only grows back towards that).
fn check(rating: f64, deviation: f64) -> Result<(), String> {
    if !rating.is_finite() || rating.abs() > 100_000.0 {
        return Err("the rating: a rating out of range".into());
    }
    if !(deviation > 0.0 && deviation <= Glicko2Rating::new().deviation) {
        return Err("the rating: a deviation out of range".into());
    }
    Ok(())
}

fn outcome_name(outcome: PersonOutcome) -> &'static str {
    match outcome {
        PersonOutcome::Won => "won",
        PersonOutcome::Drawn => "drawn",
        PersonOutcome::Lost => "lost",
    }
}

/// The rating as written in the statistics file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RatingFile {
    rating: f64,
    deviation: f64,
    volatility: f64,
    games: i32,
    history: Vec<PointFile>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PointFile {
    rating: f64,
    deviation: f64,
    level: Level,
    outcome: String,
}
