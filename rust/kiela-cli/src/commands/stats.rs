//! `kiela stats`: the games counted and the rating kept in the terminal's statistics file (the
//! data folder `kiela play` and `kiela puzzle` use), in words or as JSON.

use std::io::Write;

use clap::Args;
use kiela_session::{level_rating, Level, PersonRating, Statistics};
use serde_json::{json, Value};

use super::play::files::StatisticsFile;
use super::play::results::statistics_text;
use super::print_json;
use crate::error::CliError;

#[derive(Debug, Args)]
#[command(after_help = "\
The rating is Glicko-2, moved by each finished game against the computer played without undo or
a hint (assisted games and games with a friend leave it alone), each level standing for the
rating its ladder of measured matches gives it (docs/ai.md). It starts at 1500 ± 350, Beginner's
rating; the deviation shrinks with each game. The nearest level is the one whose rating is
nearest yours: the level to try next.

The statistics are read from $XDG_DATA_HOME/kiela/statistics.json (or
~/.local/share/kiela/statistics.json); a damaged file is set aside as `kiela play` does.")]
pub struct StatsArgs {
    /// Print the statistics as JSON: `rating` (rating, deviation, volatility, games,
    /// your_level, history), `level_ratings` and `opponents`.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &StatsArgs, out: &mut impl Write) -> Result<(), CliError> {
    let file = StatisticsFile::load(&mut |warning| eprintln!("kiela: {warning}"));
    if args.json {
        print_json(out, &statistics_json(&file.statistics))
    } else {
        writeln!(out, "{}", statistics_text(&file.statistics))?;
        Ok(())
    }
}

fn statistics_json(statistics: &Statistics) -> Value {
    let level_ratings: serde_json::Map<String, Value> = Level::ALL
        .into_iter()
        .map(|level| (kiela_ai::Level::from(level).to_string(), json!(level_rating(level))))
        .collect();
    json!({
        "rating": rating_json(&statistics.rating),
        "level_ratings": level_ratings,
        "opponents": statistics.opponents,
    })
}

fn rating_json(rating: &PersonRating) -> Value {
    let level = |level: Level| kiela_ai::Level::from(level).to_string();
    let history: Vec<Value> = rating
        .history
        .iter()
        .map(|point| {
            json!({
                "rating": point.rating,
                "deviation": point.deviation,
                "level": level(point.level),
                "outcome": format!("{:?}", point.outcome).to_lowercase(),
            })
        })
        .collect();
    json!({
        "rating": rating.rating,
        "deviation": rating.deviation,
        "volatility": rating.volatility,
        "games": rating.games.0,
        "your_level": level(rating.your_level),
        "history": history,
    })
}
