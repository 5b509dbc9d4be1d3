use serde_json::{json, Value};

use super::*;
use crate::board::Side;
use crate::reviewed::ReviewSeats;
use crate::statistics::{FinishedGame, Opponent, Statistics};
use PersonOutcome::{Drawn, Lost, Won};

fn game(level: Level, outcome: PersonOutcome, assisted: bool) -> FinishedGame {
    FinishedGame {
        opponent: Opponent::Computer { level },
        outcome,
        assisted,
        seats: ReviewSeats::AgainstComputer { person: Side::South },
    }
}

fn counted(games: &[FinishedGame]) -> Statistics {
    let mut statistics = Statistics::new();
    for game in games {
        statistics.count(game);
    }
    statistics
}

#[test]
fn a_newcomer_starts_at_the_default_and_is_offered_beginner() {
    let rating = Statistics::new().rating;
    assert_eq!(
        (rating.rating, rating.deviation, rating.volatility),
        (1500.0, 350.0, 0.06)
    );
    assert_eq!(rating.games, AppInt(0));
    assert!(rating.history.is_empty());
    assert_eq!(rating.your_level, Level::Beginner);
}

#[test]
fn the_levels_climb() {
    let ratings: Vec<f64> = Level::ALL.iter().map(|&level| level_rating(level)).collect();
    assert_eq!(ratings[0], 1500.0, "Beginner is the anchor");
    assert!(ratings.windows(2).all(|pair| pair[0] < pair[1]), "{ratings:?}");
}

#[test]
fn a_win_raises_the_rating_a_loss_lowers_it_and_a_draw_sits_between() {
    let after = |outcome| counted(&[game(Level::Medium, outcome, false)]).rating.rating;
    let start = PersonRating::default().rating;
    assert!(after(Won) > start);
    assert!(after(Lost) < after(Drawn));
    assert!(after(Drawn) < after(Won));
    // Medium is rated above a newcomer, so a draw with it is worth points.
    assert!(after(Drawn) > start);
}

#[test]
fn beating_a_stronger_level_is_worth_more() {
    let won = |level| counted(&[game(level, Won, false)]).rating.rating;
    let lost = |level| counted(&[game(level, Lost, false)]).rating.rating;
    assert!(won(Level::Expert) > won(Level::Medium));
    assert!(won(Level::Medium) > won(Level::Beginner));
    assert!(lost(Level::Beginner) < lost(Level::Expert));
}

#[test]
fn the_deviation_shrinks_with_each_game() {
    let mut rating = PersonRating::default();
    let mut deviations = vec![rating.deviation];
    for (level, outcome) in [
        (Level::Easy, Won),
        (Level::Medium, Lost),
        (Level::Easy, Won),
        (Level::Hard, Lost),
        (Level::Medium, Drawn),
    ] {
        rating.count(level, outcome);
        deviations.push(rating.deviation);
    }
    assert!(deviations.windows(2).all(|pair| pair[1] < pair[0]), "{deviations:?}");
    assert_eq!(rating.games, AppInt(5));
}

#[test]
fn assisted_games_and_games_with_a_friend_leave_the_rating_alone() {
    let friend = FinishedGame {
        opponent: Opponent::Friend,
        outcome: Won,
        assisted: false,
        seats: ReviewSeats::TwoPeople,
    };
    let statistics = counted(&[game(Level::Expert, Won, true), game(Level::Hard, Lost, true), friend]);
    assert_eq!(statistics.rating, PersonRating::default());
    // They are still counted as games.
    assert_eq!(statistics.opponents.len(), 3);
}

#[test]
fn a_run_of_wins_climbs_towards_the_levels_beaten_and_your_level_follows() {
    let mut rating = PersonRating::default();
    for _ in 0..12 {
        rating.count(Level::Medium, Won);
    }
    assert!(rating.rating > level_rating(Level::Medium), "{}", rating.rating);
    assert!(rating.your_level >= Level::Medium, "{:?}", rating.your_level);
    for _ in 0..40 {
        rating.count(Level::Easy, Lost);
    }
    assert!(rating.rating < level_rating(Level::Easy));
    assert!(rating.your_level <= Level::Easy, "{:?}", rating.your_level);
    assert_eq!(rating.your_level, nearest_level(rating.rating));
}

#[test]
fn the_history_keeps_the_last_thirty_oldest_first() {
    let mut rating = PersonRating::default();
    for n in 0..35 {
        rating.count(Level::Easy, if n % 3 == 0 { Lost } else { Won });
    }
    assert_eq!(rating.games, AppInt(35));
    assert_eq!(rating.history.len(), RATING_HISTORY);
    let last = rating.history.last().expect("points");
    assert_eq!((last.rating, last.deviation), (rating.rating, rating.deviation));
    assert_eq!((last.level, last.outcome), (Level::Easy, Won));
    // The first five games are let go: the first kept (n = 5) was a win, the next a loss.
    assert_eq!(rating.history[0].outcome, Won);
    assert_eq!(rating.history[1].outcome, Lost);
}

#[test]
fn the_nearest_level_is_the_weaker_of_two_as_near() {
    assert_eq!(nearest_level(0.0), Level::Beginner);
    assert_eq!(nearest_level(100_000.0), Level::Expert);
    for level in Level::ALL {
        assert_eq!(nearest_level(level_rating(level)), level);
    }
    let between = (level_rating(Level::Easy) + level_rating(Level::Medium)) / 2.0;
    assert_eq!(nearest_level(between), Level::Easy);
}

#[test]
fn the_rating_round_trips_through_the_statistics_file() {
    let statistics = counted(&[
        game(Level::Easy, Won, false),
        game(Level::Hard, Lost, false),
        game(Level::Medium, Drawn, false),
    ]);
    let text = statistics.to_json();
    let value: Value = serde_json::from_str(&text).expect("valid JSON");
    let rating = &value["rating"];
    assert_eq!(rating["games"], json!(3));
    assert_eq!(rating["history"].as_array().map(Vec::len), Some(3));
    assert_eq!(rating["history"][1]["level"], json!("hard"));
    assert_eq!(rating["history"][1]["outcome"], json!("lost"));
    assert!(rating["deviation"].as_f64().is_some_and(|d| d < 350.0));
    assert_eq!(Statistics::from_json(&text), Ok(statistics));
}

/// A file as version 2 wrote it: no rating.
fn version_2_file() -> Value {
    json!({
        "format": "kiela-statistics",
        "version": 2,
        "opponents": [{
            "opponent": {"kind": "computer", "level": "easy"},
            "unaided": {"played": 2, "won": 2, "drawn": 0, "lost": 0},
            "assisted": {"played": 0, "won": 0, "drawn": 0, "lost": 0},
            "current_streak": 2,
            "best_streak": 2
        }],
        "puzzles": {"solved": []},
        "recent_games": []
    })
}

#[test]
fn an_older_file_is_read_with_a_newcomer_s_rating() {
    let read = Statistics::from_json(&version_2_file().to_string()).expect("version 2 is still read");
    assert_eq!(read.rating, PersonRating::default());
    assert_eq!(read.set_aside, None);
    assert_eq!(read.opponents.len(), 1);
    let mut value = version_2_file();
    value["version"] = json!(1);
    value.as_object_mut().expect("an object").remove("puzzles");
    value.as_object_mut().expect("an object").remove("recent_games");
    let read = Statistics::from_json(&value.to_string()).expect("version 1 is still read");
    assert_eq!(read.rating, PersonRating::default());
}

#[test]
fn a_damaged_rating_is_set_aside_and_the_games_kept() {
    let statistics = counted(&[game(Level::Easy, Won, false), game(Level::Easy, Won, false)]);
    let value: Value = serde_json::from_str(&statistics.to_json()).expect("valid JSON");
    let damages: [(&str, Value); 7] = [
        ("deviation", json!(-1.0)),
        ("deviation", json!(351.0)),
        ("volatility", json!(0.0)),
        ("rating", json!("high")),
        ("games", json!(-2)),
        ("games", json!(1)),
        ("unknown", json!(1)),
    ];
    for (field, damage) in damages {
        let mut damaged = value.clone();
        damaged["rating"][field] = damage;
        let read = Statistics::from_json(&damaged.to_string()).expect("the games are still read");
        assert_eq!(read.rating, PersonRating::default(), "{field}");
        assert!(
            read.set_aside.as_deref().is_some_and(|why| why.contains("the rating")),
            "{field}"
        );
        assert_eq!(read.opponents, statistics.opponents);
    }
}
