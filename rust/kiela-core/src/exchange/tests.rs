use proptest::prelude::*;
use serde_json::json;

use super::*;
use crate::{CaptureSowing, Game, House, Move, Player, Position, Rules, Variant};

fn start_json() -> serde_json::Value {
    position_json(&Position::start(Rules::default(), Player::South))
}

fn parse_value(value: serde_json::Value) -> Result<Position, ExchangeError> {
    parse_position(&value.to_string())
}

fn field_error(value: serde_json::Value) -> (String, String) {
    match parse_value(value) {
        Err(ExchangeError::Field { field, reason }) => (field, reason),
        other => panic!("expected a field error, got {other:?}"),
    }
}

#[test]
fn the_rules_example_reads_as_the_traditional_start() {
    let text = r#"{
      "variant": "traditional",
      "to_move": "south",
      "south": { "outer": [2,2,2,2,2,2,2,2,2,2], "inner": [0,0,0,0,0,0,2,2,2,2] },
      "north": { "outer": [2,2,2,2,2,2,2,2,2,2], "inner": [0,0,0,0,0,0,2,2,2,2] }
    }"#;
    assert_eq!(
        parse_position(text),
        Ok(Position::start(Rules::default(), Player::South))
    );
}

#[test]
fn positions_round_trip_with_every_option() {
    for variant in Variant::ALL {
        for capture_sowing in CaptureSowing::ALL {
            for first in Player::BOTH {
                let mut position = Position::start(Rules::new(variant, capture_sowing), first);
                position.play(House::outer(10).unwrap()).unwrap();
                let text = position_json(&position).to_string();
                assert_eq!(parse_position(&text), Ok(position));
            }
        }
    }
}

#[test]
fn rows_are_listed_as_their_owner_names_them() {
    let mut value = start_json();
    value["north"]["inner"] = json!([4, 0, 0, 0, 0, 0, 0, 2, 2, 1]);
    value["north"]["outer"] = json!([2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    let position = parse_value(value).unwrap();
    assert_eq!(position.stones(Player::North, House::inner(1).unwrap()), 4);
    assert_eq!(position.stones(Player::North, House::inner(10).unwrap()), 1);
    assert_eq!(position.stones(Player::North, House::outer(10).unwrap()), 1);
}

#[test]
fn missing_fields_are_named() {
    let mut value = start_json();
    value.as_object_mut().unwrap().remove("to_move");
    assert_eq!(field_error(value), ("to_move".into(), "missing".into()));
    let mut value = start_json();
    value["south"].as_object_mut().unwrap().remove("inner");
    assert_eq!(field_error(value).0, "south.inner");
}

#[test]
fn unknown_names_are_refused_with_the_choices() {
    let mut value = start_json();
    value["variant"] = json!("blitz");
    let (field, reason) = field_error(value);
    assert_eq!(field, "variant");
    assert!(reason.contains("blitz") && reason.contains("traditional"), "{reason}");

    let mut value = start_json();
    value["to_move"] = json!("east");
    assert_eq!(field_error(value).0, "to_move");

    let mut value = start_json();
    value["capture_sowing"] = json!("anywhere");
    assert_eq!(field_error(value).0, "capture_sowing");

    let mut value = start_json();
    value["colour"] = json!("red");
    assert_eq!(field_error(value).0, "colour");
}

#[test]
fn impossible_counts_are_refused_with_the_house() {
    let mut value = start_json();
    value["south"]["outer"][3] = json!(-1);
    assert_eq!(
        field_error(value),
        ("south.outer[3] (o4)".into(), "-1 is negative".into())
    );

    let mut value = start_json();
    value["north"]["inner"][9] = json!(300);
    assert_eq!(
        field_error(value),
        ("north.inner[9] (i10)".into(), "300 is more than 56".into())
    );

    let mut value = start_json();
    value["south"]["inner"][0] = json!(1.5);
    assert_eq!(field_error(value).1, "expected a whole number, found a number");

    let mut value = start_json();
    value["south"]["outer"] = json!([2, 2, 2]);
    assert_eq!(
        field_error(value),
        ("south.outer".into(), "expected 10 houses, found 3".into())
    );

    let mut value = start_json();
    value["quiet_moves"] = json!(101);
    assert_eq!(field_error(value).0, "quiet_moves");
}

#[test]
fn the_stone_total_must_match_the_variant() {
    let mut value = start_json();
    value["south"]["outer"][0] = json!(3);
    assert_eq!(
        parse_value(value),
        Err(ExchangeError::StoneTotal {
            variant: Variant::Traditional,
            expected: 56,
            found: 57
        })
    );
    let mut value = start_json();
    value["variant"] = json!("beginner");
    assert!(matches!(
        parse_value(value),
        Err(ExchangeError::StoneTotal {
            expected: 28,
            found: 56,
            ..
        })
    ));
}

#[test]
fn bad_json_reports_line_and_column() {
    match parse_position("{\n  \"variant\": traditional\n}") {
        Err(ExchangeError::Syntax { line, column, .. }) => assert!(line == 2 && column > 10, "{line}:{column}"),
        other => panic!("expected a syntax error, got {other:?}"),
    }
    assert!(matches!(parse_position(""), Err(ExchangeError::Syntax { .. })));
    assert!(matches!(parse_position("[]"), Err(ExchangeError::Field { .. })));
}

#[test]
fn every_event_is_named_with_its_houses() {
    let mut position = Position::start(Rules::default(), Player::South);
    let mut trace = crate::Trace::new(Player::South);
    position.play_observed(House::outer(10).unwrap(), &mut trace).unwrap();
    let events: Vec<_> = trace.events.iter().map(event_json).collect();
    assert_eq!(events[0], json!({ "event": "lift", "house": "o10", "stones": 2 }));
    assert_eq!(events[1], json!({ "event": "drop", "house": "i10" }));
    assert_eq!(events[3], json!({ "event": "relay", "house": "i9", "stones": 3 }));
    assert_eq!(events.last().unwrap(), &json!({ "event": "end", "house": "i6" }));
}

fn sample_game() -> Game {
    let mut game = Game::new(Position::start(Rules::default(), Player::North), true);
    let mut setup = [0u8; 20];
    setup[..14].fill(2);
    game.play(Move::Setup(setup)).unwrap();
    for _ in 0..6 {
        let house = game.position().legal_moves().iter().next().unwrap();
        game.play(Move::Sow(house)).unwrap();
    }
    game
}

#[test]
fn records_round_trip_by_replaying_the_moves() {
    let game = sample_game();
    let read = parse_record(&record_json(&game)).unwrap();
    assert_eq!(read, game);
}

#[test]
fn a_record_with_an_illegal_move_names_the_move() {
    let mut record: serde_json::Value = serde_json::from_str(&record_json(&sample_game())).unwrap();
    record["moves"][2] = json!("i1");
    match parse_record(&record.to_string()) {
        Err(ExchangeError::IllegalMove {
            index,
            notation,
            reason,
        }) => {
            assert_eq!((index, notation.as_str()), (2, "i1"));
            assert!(reason.contains("empty"), "{reason}");
        }
        other => panic!("expected an illegal move, got {other:?}"),
    }
    record["moves"][2] = json!("x9");
    assert!(matches!(
        parse_record(&record.to_string()),
        Err(ExchangeError::IllegalMove { index: 2, .. })
    ));
}

#[test]
fn records_from_the_future_or_elsewhere_are_refused_clearly() {
    let mut record: serde_json::Value = serde_json::from_str(&record_json(&sample_game())).unwrap();
    record["version"] = json!(2);
    let error = parse_record(&record.to_string()).unwrap_err();
    assert_eq!(error, ExchangeError::UnsupportedVersion { found: 2, supported: 1 });
    assert!(error.to_string().contains("newer"));

    record["version"] = json!(1);
    record["format"] = json!("chess-pgn");
    assert!(matches!(
        parse_record(&record.to_string()),
        Err(ExchangeError::NotARecord { .. })
    ));

    assert!(matches!(
        parse_record(&start_json().to_string()),
        Err(ExchangeError::Field { .. })
    ));
}

#[test]
fn a_truncated_record_is_a_syntax_error() {
    let text = record_json(&sample_game());
    for cut in [1, text.len() / 3, text.len() - 1] {
        assert!(
            matches!(parse_record(&text[..cut]), Err(ExchangeError::Syntax { .. })),
            "cut at {cut}"
        );
    }
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused_without_panicking(text in ".{0,200}") {
        let _ = parse_position(&text);
        let _ = parse_record(&text);
    }

    #[test]
    fn any_corruption_of_a_record_is_read_or_refused(cut in 0usize..2000, byte in any::<u8>()) {
        let mut bytes = record_json(&sample_game()).into_bytes();
        let at = cut % bytes.len();
        bytes[at] = byte;
        if let Ok(text) = String::from_utf8(bytes) {
            let _ = parse_record(&text);
        }
    }
}

#[test]
fn shared_text_round_trips_with_every_setting() {
    let game = sample_game();
    let text = record_text(&game);
    assert!(text.starts_with("Kiela game record\nVariant: traditional\n"), "{text}");
    assert!(text.contains("\n1. north setup 2 2 2"), "{text}");
    assert!(text.contains("\n2. south "), "{text}");
    assert_eq!(parse_record_text(&text).unwrap(), game);

    let mut odd_start = Position::start(
        Rules::new(Variant::Beginner, CaptureSowing::FromLapStart),
        Player::South,
    );
    odd_start.play(House::outer(3).unwrap()).unwrap();
    let game = Game::new(odd_start, false);
    let text = record_text(&game);
    assert!(text.contains("\nStart: {"), "{text}");
    assert_eq!(parse_record_text(&text).unwrap(), game);
}

#[test]
fn shared_text_with_a_wrong_turn_is_refused_at_that_turn() {
    let text = record_text(&sample_game());
    let wrong_side = text.replace("2. south", "2. north");
    assert!(matches!(
        parse_record_text(&wrong_side),
        Err(ExchangeError::IllegalMove { index: 1, .. })
    ));
    let skipped_number = text.replace("3. north", "4. north");
    assert!(matches!(
        parse_record_text(&skipped_number),
        Err(ExchangeError::IllegalMove { index: 2, .. })
    ));
    assert!(matches!(parse_record_text("hello"), Err(ExchangeError::Field { .. })));
    let bad_header = text.replace("Variant: traditional", "Variant: blitz");
    assert!(matches!(parse_record_text(&bad_header), Err(ExchangeError::Field { field, .. }) if field == "Variant"));
}

proptest! {
    #[test]
    fn any_text_is_read_as_shared_text_or_refused(text in "(Kiela game record\n)?[ -~\n]{0,200}") {
        let _ = parse_record_text(&text);
    }
}
