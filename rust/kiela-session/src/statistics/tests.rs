use proptest::prelude::*;
use serde_json::{json, Value};

use super::*;
use PersonOutcome::{Drawn, Lost, Won};

const MEDIUM: Opponent = Opponent::Computer { level: Level::Medium };

fn game(opponent: Opponent, outcome: PersonOutcome, assisted: bool) -> FinishedGame {
    let seats = match opponent {
        Opponent::Friend => ReviewSeats::TwoPeople,
        Opponent::Computer { .. } => ReviewSeats::AgainstComputer { person: Side::South },
    };
    FinishedGame {
        opponent,
        outcome,
        assisted,
        seats,
    }
}

fn counted(games: &[FinishedGame]) -> Statistics {
    let mut statistics = Statistics::new();
    for game in games {
        statistics.count(game);
    }
    statistics
}

fn unaided(outcomes: &[PersonOutcome]) -> OpponentStatistics {
    let games: Vec<_> = outcomes.iter().map(|&o| game(MEDIUM, o, false)).collect();
    *counted(&games).entry(MEDIUM).expect("played")
}

fn tally(played: i32, won: i32, drawn: i32, lost: i32) -> Tally {
    Tally {
        played: AppInt(played),
        won: AppInt(won),
        drawn: AppInt(drawn),
        lost: AppInt(lost),
    }
}

fn streaks(entry: &OpponentStatistics) -> (i32, i32) {
    (entry.current_streak.0, entry.best_streak.0)
}

/// A change to a valid file.
type Edit = fn(&mut Value);

/// A valid file with one entry, as JSON to tamper with.
fn sample() -> Value {
    let statistics = counted(&[game(MEDIUM, Won, false), game(MEDIUM, Lost, true)]);
    serde_json::from_str(&statistics.to_json()).expect("valid JSON")
}

fn corrupt_reason(value: &Value) -> String {
    match Statistics::from_json(&value.to_string()) {
        Err(StatisticsError::Corrupt { reason }) => reason,
        other => panic!("expected Corrupt, got {other:?} for {value}"),
    }
}

#[test]
fn wins_draws_and_losses_are_counted() {
    let entry = unaided(&[Won, Won, Drawn, Won, Lost]);
    assert_eq!(entry.unaided, tally(5, 3, 1, 1));
    assert_eq!(entry.assisted, Tally::default());
    assert_eq!(streaks(&entry), (0, 2));
}

#[test]
fn a_loss_or_draw_ends_the_streak_and_the_best_is_kept() {
    assert_eq!(streaks(&unaided(&[Won, Won, Won, Lost, Won, Won])), (2, 3));
    assert_eq!(streaks(&unaided(&[Won, Won, Drawn, Won])), (1, 2));
    assert_eq!(streaks(&unaided(&[Won, Lost, Won, Won, Won])), (3, 3));
}

#[test]
fn assisted_games_are_kept_apart() {
    let statistics = counted(&[
        game(MEDIUM, Won, false),
        game(MEDIUM, Won, true),
        game(MEDIUM, Won, false),
    ]);
    let entry = statistics.entry(MEDIUM).expect("played");
    assert_eq!(entry.unaided, tally(2, 2, 0, 0));
    assert_eq!(entry.assisted, tally(1, 1, 0, 0));
    assert_eq!(
        streaks(entry),
        (2, 2),
        "an assisted win neither extends nor ends a streak"
    );

    let statistics = counted(&[game(MEDIUM, Won, false), game(MEDIUM, Drawn, true)]);
    let entry = statistics.entry(MEDIUM).expect("played");
    assert_eq!(entry.assisted, tally(1, 0, 1, 0));
    assert_eq!(streaks(entry), (0, 1), "an assisted draw ends the streak");
}

#[test]
fn games_count_from_the_persons_seat() {
    let mut settings = GameSettings {
        south: Seat::Computer { level: Level::Hard },
        north: Seat::Person,
        ..GameSettings::default()
    };
    let hard = Opponent::Computer { level: Level::Hard };
    let as_north = |game: FinishedGame| FinishedGame {
        seats: ReviewSeats::AgainstComputer { person: Side::North },
        ..game
    };
    assert_eq!(
        FinishedGame::of(&settings, Some(Side::North), true),
        Some(as_north(game(hard, Won, true)))
    );
    assert_eq!(
        FinishedGame::of(&settings, Some(Side::South), false),
        Some(as_north(game(hard, Lost, false)))
    );
    assert_eq!(
        FinishedGame::of(&settings, None, false),
        Some(as_north(game(hard, Drawn, false)))
    );

    settings.south = Seat::Person;
    let friend = Opponent::Friend;
    assert_eq!(
        FinishedGame::of(&settings, Some(Side::South), false),
        Some(game(friend, Won, false))
    );
    assert_eq!(
        FinishedGame::of(&settings, Some(Side::North), false),
        Some(game(friend, Lost, false))
    );

    settings.south = Seat::Computer { level: Level::Easy };
    settings.north = Seat::Computer { level: Level::Easy };
    assert_eq!(FinishedGame::of(&settings, Some(Side::South), false), None);
}

#[test]
fn friend_games_have_their_own_entry() {
    let statistics = counted(&[game(Opponent::Friend, Lost, false), game(MEDIUM, Won, false)]);
    let friend = statistics.entry(Opponent::Friend).expect("played");
    assert_eq!(friend.unaided, tally(1, 0, 0, 1));
    assert_eq!(statistics.entry(MEDIUM).map(|e| e.unaided), Some(tally(1, 1, 0, 0)));
}

#[test]
fn only_opponents_played_are_listed_weakest_first() {
    let expert = Opponent::Computer { level: Level::Expert };
    let beginner = Opponent::Computer { level: Level::Beginner };
    let statistics = counted(&[
        game(Opponent::Friend, Won, false),
        game(expert, Lost, false),
        game(beginner, Won, true),
        game(expert, Won, false),
    ]);
    let order: Vec<_> = statistics.opponents.iter().map(|e| e.opponent).collect();
    assert_eq!(order, [beginner, expert, Opponent::Friend]);
    assert_eq!(statistics.entry(MEDIUM), None);
    let mut sorted = Opponent::ALL;
    sorted.sort();
    assert_eq!(sorted, Opponent::ALL);
}

#[test]
fn counting_stops_consistent_at_the_limit() {
    let full = AppInt(i32::MAX);
    let mut statistics = Statistics {
        opponents: vec![OpponentStatistics {
            opponent: MEDIUM,
            unaided: Tally {
                played: full,
                won: full,
                drawn: AppInt(0),
                lost: AppInt(0),
            },
            assisted: tally(0, 0, 0, 0),
            current_streak: full,
            best_streak: full,
        }],
        ..Statistics::default()
    };
    let before = statistics.clone();
    statistics.count(&game(MEDIUM, Won, false));
    statistics.count(&game(MEDIUM, Lost, false));
    assert_eq!(statistics, before);
    statistics.count(&game(MEDIUM, Won, true));
    assert_eq!(statistics.entry(MEDIUM).map(|e| e.assisted), Some(tally(1, 1, 0, 0)));
    assert_eq!(Statistics::from_json(&statistics.to_json()), Ok(statistics));
}

#[test]
fn statistics_round_trip_through_json() {
    let hard = Opponent::Computer { level: Level::Hard };
    let statistics = counted(&[
        game(hard, Won, false),
        game(hard, Won, false),
        game(hard, Drawn, true),
        game(Opponent::Friend, Lost, false),
    ]);
    let text = statistics.to_json();
    let value: Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(value["format"], json!("kiela-statistics"));
    assert_eq!(value["version"], json!(STATISTICS_VERSION));
    assert_eq!(
        value["opponents"][0]["opponent"],
        json!({"kind": "computer", "level": "hard"})
    );
    assert_eq!(value["opponents"][1]["opponent"], json!({"kind": "friend"}));
    assert!(text.contains('\n'), "pretty-printed");
    assert_eq!(Statistics::from_json(&text), Ok(statistics));
    assert_eq!(
        Statistics::from_json(&Statistics::new().to_json()),
        Ok(Statistics::new())
    );
}

#[test]
fn entries_in_any_order_are_read_in_listing_order() {
    let statistics = counted(&[game(MEDIUM, Won, false), game(Opponent::Friend, Won, false)]);
    let mut value: Value = serde_json::from_str(&statistics.to_json()).expect("valid JSON");
    value["opponents"].as_array_mut().expect("a list").reverse();
    assert_eq!(Statistics::from_json(&value.to_string()), Ok(statistics));
}

#[test]
fn a_newer_file_is_future_even_with_new_fields() {
    let mut value = sample();
    value["version"] = json!(STATISTICS_VERSION + 1);
    value["achievements"] = json!(["first win"]);
    value["opponents"][0]["rating"] = json!(1500);
    let expected = StatisticsError::Future {
        found: STATISTICS_VERSION + 1,
        supported: STATISTICS_VERSION,
    };
    assert_eq!(Statistics::from_json(&value.to_string()), Err(expected.clone()));
    assert_eq!(
        expected.to_string(),
        format!(
            "these statistics are version {}, newer than the version {STATISTICS_VERSION} this app reads",
            STATISTICS_VERSION + 1
        )
    );
}

#[test]
fn what_is_not_statistics_is_corrupt() {
    for text in ["", "not json", "[]", "null", "{\"format\":\"kiela-statistics\"", "{}"] {
        assert!(
            matches!(Statistics::from_json(text), Err(StatisticsError::Corrupt { .. })),
            "{text:?}"
        );
    }
    let deep = "[".repeat(100_000);
    assert!(matches!(
        Statistics::from_json(&deep),
        Err(StatisticsError::Corrupt { .. })
    ));

    let mut value = sample();
    value["format"] = json!("kiela-game-record");
    assert_eq!(corrupt_reason(&value), "format is not 'kiela-statistics'");
    let error = Statistics::from_json(&value.to_string()).expect_err("refused");
    assert_eq!(
        error.to_string(),
        "the statistics are damaged: format is not 'kiela-statistics'"
    );
    for version in [json!(0), json!(-1), json!(1.5), json!("1"), Value::Null] {
        let mut value = sample();
        value["version"] = version;
        corrupt_reason(&value);
    }
    let mut value = sample();
    value.as_object_mut().expect("an object").remove("version");
    corrupt_reason(&value);
}

#[test]
fn unknown_or_missing_fields_are_corrupt() {
    let edits: [Edit; 8] = [
        |v| v["extra"] = json!(1),
        |v| v["opponents"][0]["extra"] = json!(1),
        |v| v["opponents"][0]["unaided"]["extra"] = json!(1),
        |v| v["opponents"][0]["opponent"]["extra"] = json!(1),
        |v| v["opponents"][0]["opponent"] = json!({"kind": "friend", "level": "hard"}),
        |v| v["opponents"][0]["opponent"]["level"] = json!("grandmaster"),
        |v| v["opponents"][0]["opponent"] = json!({"kind": "computer"}),
        |v| {
            v["opponents"][0]
                .as_object_mut()
                .expect("an object")
                .remove("best_streak");
        },
    ];
    for edit in edits {
        let mut value = sample();
        edit(&mut value);
        corrupt_reason(&value);
    }
    let mut value = sample();
    value.as_object_mut().expect("an object").remove("opponents");
    corrupt_reason(&value);
}

#[test]
fn inconsistent_numbers_are_corrupt() {
    let cases: [(Edit, &str); 8] = [
        (
            |v| v["opponents"][0]["unaided"]["won"] = json!(2),
            "played is not won + drawn + lost",
        ),
        (|v| v["opponents"][0]["assisted"]["lost"] = json!(-1), "negative number"),
        (
            |v| v["opponents"][0]["current_streak"] = json!(-1),
            "current streak is negative",
        ),
        (
            |v| v["opponents"][0]["current_streak"] = json!(2),
            "shorter than the current one",
        ),
        (
            |v| {
                v["opponents"][0]["best_streak"] = json!(2);
            },
            "longer than the unaided wins",
        ),
        (|v| v["opponents"][0]["unaided"]["played"] = json!(3_000_000_000u64), ""),
        (
            |v| {
                let entry = v["opponents"][0].clone();
                v["opponents"].as_array_mut().expect("a list").push(entry);
            },
            "listed twice",
        ),
        (
            |v| {
                v["opponents"][0]["unaided"] = json!({"played": 0, "won": 0, "drawn": 0, "lost": 0});
                v["opponents"][0]["assisted"] = json!({"played": 0, "won": 0, "drawn": 0, "lost": 0});
                v["opponents"][0]["current_streak"] = json!(0);
                v["opponents"][0]["best_streak"] = json!(0);
            },
            "without a game played",
        ),
    ];
    for (edit, expected) in cases {
        let mut value = sample();
        edit(&mut value);
        let reason = corrupt_reason(&value);
        assert!(reason.contains(expected), "{reason:?} should say {expected:?}");
    }
}

fn finished_game() -> impl Strategy<Value = FinishedGame> {
    (
        prop::sample::select(Opponent::ALL.to_vec()),
        prop::sample::select(vec![Won, Drawn, Lost]),
        any::<bool>(),
    )
        .prop_map(|(opponent, outcome, assisted)| game(opponent, outcome, assisted))
}

proptest! {
    #[test]
    fn any_bytes_are_read_without_panicking(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = Statistics::from_json(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn any_text_is_read_without_panicking(text in "\\PC{0,300}") {
        let _ = Statistics::from_json(&text);
    }

    #[test]
    fn a_damaged_file_is_read_without_panicking(
        games in prop::collection::vec(finished_game(), 0..20),
        at in any::<prop::sample::Index>(),
        with in "[-0-9a-z{}\\[\\]\",:. ]{0,3}",
    ) {
        let text = counted(&games).to_json();
        let mut chars: Vec<char> = text.chars().collect();
        let at = at.index(chars.len() + 1);
        let cut = (at + 1).min(chars.len());
        chars.splice(at..cut, with.chars());
        let damaged: String = chars.into_iter().collect();
        let _ = Statistics::from_json(&damaged);
    }

    #[test]
    fn counted_statistics_add_up_and_round_trip(games in prop::collection::vec(finished_game(), 0..60)) {
        let statistics = counted(&games);
        let played: i32 = statistics.opponents.iter().map(|e| e.unaided.played.0 + e.assisted.played.0).sum();
        prop_assert_eq!(usize::try_from(played).ok(), Some(games.len()));
        prop_assert!(statistics.opponents.windows(2).all(|p| p[0].opponent < p[1].opponent));
        prop_assert_eq!(Statistics::from_json(&statistics.to_json()), Ok(statistics));
    }
}

const RECORD: &str = "kiela-record 1\nvariant traditional\n";

fn past_game(record: &str) -> PastGame {
    PastGame {
        opponent: MEDIUM,
        outcome: Won,
        seats: ReviewSeats::AgainstComputer { person: Side::South },
        turns: kiela_core::exchange::parse_record_text(record).map_or(AppInt(0), |game| game.moves().len().into()),
        record: record.to_owned(),
        exercises: None,
    }
}

/// A record of the standard start, one sowing played, as the session writes it.
fn a_record() -> String {
    let mut session = crate::Session::new(crate::GameSettings::default(), 1);
    session.play(AppInt(30)).expect("South's o1 is legal at the start");
    session.record_text()
}

#[test]
fn a_version_1_file_is_read_with_no_puzzles_and_no_recent_games() {
    let mut value = sample();
    value["version"] = json!(1);
    value.as_object_mut().expect("an object").remove("puzzles");
    value.as_object_mut().expect("an object").remove("recent_games");
    let read = Statistics::from_json(&value.to_string()).expect("version 1 is still read");
    assert_eq!(read.opponents.len(), 1);
    assert!(read.solved_puzzles.is_empty() && read.recent_games.is_empty());
    assert_eq!(read.set_aside, None);
}

#[test]
fn solved_puzzles_are_kept_once_sorted_and_round_trip() {
    let mut statistics = Statistics::new();
    for id in ["win2-003", "most-010", "win2-003", "most-001"] {
        statistics.solve_puzzle(id);
    }
    assert_eq!(statistics.solved_puzzles, ["most-001", "most-010", "win2-003"]);
    assert!(statistics.solved("most-010") && !statistics.solved("most-002"));
    assert_eq!(Statistics::from_json(&statistics.to_json()), Ok(statistics));
}

#[test]
fn recent_games_keep_the_newest_twenty_and_round_trip() {
    let record = a_record();
    let mut statistics = Statistics::new();
    for _ in 0..RECENT_GAMES + 3 {
        statistics.remember(past_game(&record));
    }
    statistics.recent_games[0].outcome = Lost;
    assert_eq!(statistics.recent_games.len(), RECENT_GAMES);
    let read = Statistics::from_json(&statistics.to_json()).expect("round trip");
    assert_eq!(read, statistics);
    assert_eq!(read.recent_games[0].outcome, Lost);
}

/// A record of a game played to a win, by turns taken in a fixed pattern.
fn a_won_record() -> (String, Side) {
    for seed in 0..50usize {
        let mut game = kiela_core::Game::new(
            kiela_core::Position::start(kiela_core::Rules::default(), kiela_core::Player::South),
            false,
        );
        while !game.status().is_over() {
            let legal: Vec<_> = game.position().legal_moves().iter().collect();
            let house = legal[(game.moves().len() * 7 + seed) % legal.len()];
            game.play(kiela_core::Move::Sow(house)).expect("a legal sowing");
        }
        if let kiela_core::Status::Won { winner, .. } = game.status() {
            return (kiela_core::exchange::record_text(&game), winner.into());
        }
    }
    unreachable!("one of fifty games is won")
}

#[test]
fn a_past_game_keeps_the_persons_side_and_its_turns() {
    let (record, winner) = a_won_record();
    let turns = kiela_core::exchange::parse_record_text(&record)
        .expect("a record")
        .moves()
        .len();
    let mut statistics = Statistics::new();
    for seats in [
        ReviewSeats::AgainstComputer { person: Side::North },
        ReviewSeats::AgainstComputer { person: Side::South },
    ] {
        statistics.remember(PastGame {
            seats,
            ..past_game(&record)
        });
    }
    statistics.remember(PastGame {
        opponent: Opponent::Friend,
        seats: ReviewSeats::TwoPeople,
        ..past_game(&record)
    });
    let read = Statistics::from_json(&statistics.to_json()).expect("round trip");
    assert_eq!(read, statistics);
    assert!(read.recent_games.iter().all(|game| game.turns == AppInt::from(turns)));
    assert!(turns > 10, "{turns}");

    // Kept without the side (as before it was kept): the winner's when won, the loser's when lost, not known when drawn.
    let mut value: Value = serde_json::from_str(&read.to_json()).expect("valid JSON");
    for game in value["recent_games"].as_array_mut().expect("a list") {
        game.as_object_mut().expect("an object").remove("person");
    }
    let outcomes = [
        ("won", ReviewSeats::AgainstComputer { person: winner }),
        (
            "lost",
            ReviewSeats::AgainstComputer {
                person: winner.opponent(),
            },
        ),
        ("drawn", ReviewSeats::BySide),
    ];
    for (outcome, seats) in outcomes {
        value["recent_games"][2]["outcome"] = json!(outcome);
        let read = Statistics::from_json(&value.to_string()).expect("read");
        assert_eq!(read.recent_games[2].seats, seats, "{outcome}");
        assert_eq!(read.recent_games[0].seats, ReviewSeats::TwoPeople, "a friend's game");
    }
    value["recent_games"][2]["person"] = json!("east");
    let read = Statistics::from_json(&value.to_string()).expect("the games are kept");
    assert!(read.recent_games.is_empty());
    assert!(read.set_aside.expect("reported").contains("'east' is not a side"));
}

#[test]
fn damaged_puzzle_progress_is_set_aside_and_the_games_kept() {
    let record = a_record();
    let mut statistics = counted(&[game(MEDIUM, Won, false)]);
    statistics.solve_puzzle("most-001");
    statistics.remember(past_game(&record));
    let good: Value = serde_json::from_str(&statistics.to_json()).expect("valid JSON");
    for (damage, part) in [
        (json!({"solved": "most-001"}), "puzzles"),
        (json!({"solved": ["most-001", "most-001"]}), "puzzles"),
        (json!({"solved": [""], "stars": 3}), "puzzles"),
        (json!(7), "puzzles"),
        (
            json!([{"opponent": {"kind": "friend"}, "outcome": "won", "record": RECORD}]),
            "recent_games",
        ),
        (
            json!([{"opponent": {"kind": "friend"}, "outcome": "maybe", "record": record}]),
            "recent_games",
        ),
        (json!({"games": []}), "recent_games"),
    ] {
        let mut value = good.clone();
        value[part] = damage.clone();
        let read = Statistics::from_json(&value.to_string()).unwrap_or_else(|e| panic!("{damage}: {e}"));
        assert_eq!(read.opponents, statistics.opponents, "{damage}: the games are kept");
        let reason = read.set_aside.clone().unwrap_or_else(|| panic!("{damage}: reported"));
        let expected = if part == "puzzles" {
            "puzzle progress"
        } else {
            "recent games"
        };
        assert!(reason.contains(expected), "{damage}: {reason}");
        if part == "puzzles" {
            assert!(read.solved_puzzles.is_empty());
            assert_eq!(
                read.recent_games, statistics.recent_games,
                "{damage}: the other part is kept"
            );
        } else {
            assert!(read.recent_games.is_empty());
            assert_eq!(
                read.solved_puzzles, statistics.solved_puzzles,
                "{damage}: the other part is kept"
            );
        }
        let written: Value = serde_json::from_str(&read.to_json()).expect("valid JSON");
        assert!(written.get("set_aside").is_none(), "the reason is never written");
    }
}
