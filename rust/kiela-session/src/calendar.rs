//! Calendar dates as the daily puzzle and its streak use them: the person's local date, and
//! dates written `YYYY-MM-DD` (chrono's).

use chrono::{Local, NaiveDate};

use crate::error::KielaError;

/// The person's local calendar date, by the device's time zone.
pub fn today() -> NaiveDate {
    Local::now().date_naive()
}

/// Reads a date written `YYYY-MM-DD`.
pub fn parse_date(text: &str) -> Result<NaiveDate, KielaError> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| KielaError::BadDate { text: text.to_owned() })
}

/// A date as written: `YYYY-MM-DD`.
pub fn date_text(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}
