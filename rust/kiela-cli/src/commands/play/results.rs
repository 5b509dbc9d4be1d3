//! The statistics of the games played in the terminal, in words.

use kiela_session::{level_rating, Opponent, PersonRating, Statistics, Tally};

/// One line per opponent played, and one for its games with undo or hints; then the rating.
pub fn statistics_text(statistics: &Statistics) -> String {
    if statistics.opponents.is_empty() {
        return format!(
            "No finished game has been counted yet.\n{}",
            rating_text(&statistics.rating)
        );
    }
    let mut lines = vec!["Your finished games in the terminal:".to_owned()];
    for entry in &statistics.opponents {
        let name = match entry.opponent {
            Opponent::Computer { level } => format!("computer, {}", kiela_ai::Level::from(level)),
            Opponent::Friend => "a friend (south's results)".to_owned(),
        };
        lines.push(format!("  against {name}:"));
        lines.push(format!(
            "    alone: {}; wins in a row {}, best {}",
            tally(&entry.unaided),
            entry.current_streak,
            entry.best_streak
        ));
        if entry.assisted.played.0 > 0 {
            lines.push(format!("    with undo or hints: {}", tally(&entry.assisted)));
        }
    }
    lines.push(rating_text(&statistics.rating));
    lines.join("\n")
}

/// `Your rating: 1434 ± 290, after 2 unaided games against the computer; nearest level: easy
/// (1612).` on lines of at most 60 columns.
pub fn rating_text(rating: &PersonRating) -> String {
    let after = match rating.games.0 {
        0 => "a newcomer's: no unaided game against the computer yet".to_owned(),
        1 => "after 1 unaided game against the computer".to_owned(),
        games => format!("after {games} unaided games against the computer"),
    };
    let level = rating.your_level;
    format!(
        "Your rating: {:.0} ± {:.0},\n  {after};\n  nearest level: {} ({:.0}).",
        rating.rating,
        rating.deviation,
        kiela_ai::Level::from(level),
        level_rating(level)
    )
}

/// `3 played, 2 won, 0 drawn, 1 lost`.
fn tally(tally: &Tally) -> String {
    format!(
        "{} played, {} won, {} drawn, {} lost",
        tally.played, tally.won, tally.drawn, tally.lost
    )
}
