//! The daily streak kept in the statistics: days in a row the day's puzzle was solved.
//!
//! The rules: solving the day's puzzle on a date counts that date once. The date after the
//! last one counted carries the streak on; any later date starts it again at 1. A date before
//! the last one counted (a clock set back, a flight west) counts nothing, so a streak is never
//! lost or gained by travelling. As shown, a streak last counted before yesterday is 0: a day
//! was missed.

use chrono::{Days, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::calendar::{date_text, parse_date};
use crate::numbers::AppInt;

/// The daily streak as kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DailyStreak {
    /// Days in a row up to `last_day` (0 before any).
    pub current: AppInt,
    pub best: AppInt,
    /// The last local date the day's puzzle was solved, `YYYY-MM-DD`; none before any.
    pub last_day: Option<String>,
}

/// The streak as written in the statistics' `puzzles` part.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StreakFile {
    current: u32,
    best: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_day: Option<String>,
}

impl DailyStreak {
    fn last(&self) -> Option<NaiveDate> {
        self.last_day.as_deref().and_then(|text| parse_date(text).ok())
    }

    /// Whether the day's puzzle was solved on `date`.
    pub fn solved_on(&self, date: NaiveDate) -> bool {
        self.last() == Some(date)
    }

    /// The streak as shown on `today`: 0 once a day has been missed.
    pub fn streak_on(&self, today: NaiveDate) -> AppInt {
        match self.last() {
            Some(last) if last == today || last.checked_add_days(Days::new(1)) == Some(today) => self.current,
            _ => AppInt(0),
        }
    }

    /// Counts the day's puzzle solved on `date` (see the module's rules). Whether it changed.
    pub fn solve_on(&mut self, date: NaiveDate) -> bool {
        let last = self.last();
        if last.is_some_and(|last| date <= last) {
            return false;
        }
        let next = last.and_then(|last| last.checked_add_days(Days::new(1))) == Some(date);
        self.current = if next {
            AppInt(self.current.0.saturating_add(1))
        } else {
            AppInt(1)
        };
        self.best = self.best.max(self.current);
        self.last_day = Some(date_text(date));
        true
    }

    pub(crate) fn to_file(&self) -> StreakFile {
        StreakFile {
            current: u32::try_from(self.current.0).unwrap_or(0),
            best: u32::try_from(self.best.0).unwrap_or(0),
            last_day: self.last_day.clone(),
        }
    }

    /// A written streak, checked: `Err` with the reason when it does not add up.
    pub(crate) fn from_file(file: StreakFile) -> Result<DailyStreak, String> {
        if file.current > file.best {
            return Err("the daily streak is longer than the best".into());
        }
        match &file.last_day {
            Some(text) if parse_date(text).is_err() => return Err(format!("the daily streak's '{text}' is no date")),
            Some(_) if file.current == 0 => return Err("the daily streak has a last day and no days".into()),
            None if file.current > 0 => return Err("the daily streak has days and no last day".into()),
            _ => {}
        }
        Ok(DailyStreak {
            current: file.current.into(),
            best: file.best.into(),
            last_day: file.last_day,
        })
    }
}
