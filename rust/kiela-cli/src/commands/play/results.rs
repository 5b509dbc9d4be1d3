//! The statistics of the games played in the terminal, in words.

use kiela_session::{Opponent, Statistics, Tally};

/// One line per opponent played, and one for its games with undo or hints.
pub fn statistics_text(statistics: &Statistics) -> String {
    if statistics.opponents.is_empty() {
        return "No finished game has been counted yet.".to_owned();
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
    lines.join("\n")
}

/// `3 played, 2 won, 0 drawn, 1 lost`.
fn tally(tally: &Tally) -> String {
    format!(
        "{} played, {} won, {} drawn, {} lost",
        tally.played, tally.won, tally.drawn, tally.lost
    )
}
