//! Every reader of text from outside (saves, statistics, positions, game records in JSON and as
//! shared text) fed arbitrary bytes and mutated valid files: never a panic, a refusal as an
//! error, and whatever is accepted reads back as itself once written again.

mod common;

use std::sync::OnceLock;

use common::*;
use kiela_core::exchange::{
    parse_position, parse_record, parse_record_text, position_json, record_json, record_text, ExchangeError,
};
use kiela_session::{AppInt, Computer, House, KielaError, Level, Seat, Session, Statistics};
use proptest::prelude::*;
use serde_json::{json, Value};

/// Valid files of each kind, from games in several states.
struct Corpus {
    saves: Vec<String>,
    statistics: Vec<String>,
    positions: Vec<String>,
    records: Vec<String>,
    texts: Vec<String>,
}

fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let computer = Computer::default();
        let mut sessions = vec![Session::new(people(), 1)];

        let mut midgame = Session::new(against(Level::Beginner), 2);
        for _ in 0..6 {
            take_turn(&mut midgame, &computer);
        }
        midgame.undo().unwrap();
        sessions.push(midgame);

        let mut drafting = Session::new(expert(people()), 3);
        drafting.play(south(House::O10)).unwrap();
        drafting.begin_setup().unwrap();
        drafting.setup_set_count(north(House::O1), AppInt(0)).unwrap();
        sessions.push(drafting);

        let mut statistics = Statistics::new();
        let mut finished = finished_against_beginner(4);
        finished.count_finished_game(&mut statistics);
        sessions.push(finished);

        let mut friends = Session::new(people(), 5);
        friends.hint(&computer).unwrap();
        play_out(&mut friends, &computer);
        friends.count_finished_game(&mut statistics);
        statistics.solve_puzzle("most-001");
        sessions.push(friends);

        let saves: Vec<String> = sessions.iter().map(Session::save).collect();
        let mut v1: Value = serde_json::from_str(&saves[1]).unwrap();
        let map = v1.as_object_mut().unwrap();
        map.insert("version".into(), json!(1));
        for newer in ["speed", "setup_draft", "assisted", "counted"] {
            map.remove(newer);
        }
        let v1 = serde_json::to_string_pretty(&v1).unwrap();
        assert!(Session::restore(&v1).is_ok());

        Corpus {
            saves: saves.iter().cloned().chain([v1]).collect(),
            statistics: vec![Statistics::new().to_json(), statistics.to_json()],
            positions: sessions
                .iter()
                .map(|s| position_json(s.game().position()).to_string())
                .collect(),
            records: sessions.iter().map(|s| record_json(s.game())).collect(),
            texts: sessions.iter().map(Session::record_text).collect(),
        }
    })
}

// What each reader promises.

fn read_save(text: &str) {
    match Session::restore(text) {
        Ok(session) => {
            check(&session.snapshot(), &session.settings());
            let save = session.save();
            let again = Session::restore(&save).expect("an accepted save, saved again, restores");
            assert_eq!(again.save(), save);
            assert_eq!(unrevised(&again.snapshot()), unrevised(&session.snapshot()));
            assert_eq!(again.speed(), session.speed());
            assert_eq!(
                again.last_move().map(|o| unrevised_outcome(&o)),
                session.last_move().map(|o| unrevised_outcome(&o))
            );
        }
        Err(KielaError::CorruptSave { reason }) => assert!(!reason.is_empty()),
        Err(KielaError::FutureSave { found, supported }) => assert!(found > supported),
        Err(other) => panic!("a save is refused as corrupt or future, not {other:?}"),
    }
}

fn read_statistics(text: &str) {
    if let Ok(statistics) = Statistics::from_json(text) {
        // What was set aside is not written: the file read again holds what was kept.
        let kept = Statistics {
            set_aside: None,
            ..statistics.clone()
        };
        assert_eq!(Statistics::from_json(&statistics.to_json()).as_ref(), Ok(&kept));
        for entry in &statistics.opponents {
            for tally in [entry.unaided, entry.assisted] {
                assert!(tally.won.0 >= 0 && tally.drawn.0 >= 0 && tally.lost.0 >= 0);
                assert_eq!(
                    i64::from(tally.played.0),
                    i64::from(tally.won.0) + i64::from(tally.drawn.0) + i64::from(tally.lost.0)
                );
            }
            assert!(AppInt(0) <= entry.current_streak && entry.current_streak <= entry.best_streak);
            assert!(entry.best_streak <= entry.unaided.won);
        }
        let mut listed: Vec<_> = statistics.opponents.iter().map(|e| e.opponent).collect();
        listed.dedup();
        assert_eq!(listed.len(), statistics.opponents.len(), "each opponent once");
        assert!(listed.windows(2).all(|pair| pair[0] < pair[1]), "in listing order");
    }
}

/// A refusal says why.
fn explained(error: &ExchangeError) -> bool {
    !error.to_string().is_empty()
}

fn read_position(text: &str) {
    match parse_position(text) {
        Ok(position) => {
            let total = position.stones_of(kiela_core::Player::South) + position.stones_of(kiela_core::Player::North);
            assert_eq!(total, u32::from(position.variant().total_stones()));
            assert_eq!(parse_position(&position_json(&position).to_string()), Ok(position));
        }
        Err(error) => assert!(explained(&error)),
    }
}

fn read_record(text: &str) {
    match parse_record(text) {
        Ok(game) => assert_eq!(parse_record(&record_json(&game)).as_ref(), Ok(&game)),
        Err(error) => assert!(explained(&error)),
    }
}

fn read_record_text(text: &str) {
    match parse_record_text(text) {
        Ok(game) => {
            assert_eq!(parse_record_text(&record_text(&game)).as_ref(), Ok(&game));
            // A record that began at the start continues as a session; any other is refused.
            match Session::from_record_text(text, Seat::Person, Seat::Person, 1) {
                Ok(session) => assert_eq!(session.game(), &game),
                Err(error) => assert!(matches!(error, KielaError::BadRecord { .. }), "{error:?}"),
            }
        }
        Err(error) => {
            assert!(explained(&error));
            assert!(matches!(
                Session::from_record_text(text, Seat::Person, Seat::Person, 1),
                Err(KielaError::BadRecord { .. })
            ));
        }
    }
}

fn read_everything(text: &str) {
    read_save(text);
    read_statistics(text);
    read_position(text);
    read_record(text);
    read_record_text(text);
}

// Mutations.

#[derive(Clone, Debug)]
enum ByteEdit {
    Set {
        at: usize,
        byte: u8,
    },
    Insert {
        at: usize,
        byte: u8,
    },
    Remove {
        at: usize,
    },
    Truncate {
        at: usize,
    },
    /// A digit replaced by another, so numbers change and the syntax holds.
    Digit {
        at: usize,
        digit: u8,
    },
}

fn byte_edit() -> impl Strategy<Value = ByteEdit> {
    prop_oneof![
        3 => (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| ByteEdit::Set { at, byte }),
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| ByteEdit::Insert { at, byte }),
        2 => any::<usize>().prop_map(|at| ByteEdit::Remove { at }),
        1 => any::<usize>().prop_map(|at| ByteEdit::Truncate { at }),
        3 => (any::<usize>(), 0u8..10).prop_map(|(at, digit)| ByteEdit::Digit { at, digit }),
    ]
}

fn edit_bytes(bytes: &mut Vec<u8>, edit: &ByteEdit) {
    if bytes.is_empty() {
        return;
    }
    let len = bytes.len();
    match *edit {
        ByteEdit::Set { at, byte } => bytes[at % len] = byte,
        ByteEdit::Insert { at, byte } => bytes.insert(at % (len + 1), byte),
        ByteEdit::Remove { at } => {
            bytes.remove(at % len);
        }
        ByteEdit::Truncate { at } => bytes.truncate(at % len),
        ByteEdit::Digit { at, digit } => {
            let digits: Vec<usize> = (0..len).filter(|&i| bytes[i].is_ascii_digit()).collect();
            if !digits.is_empty() {
                bytes[digits[at % digits.len()]] = b'0' + digit;
            }
        }
    }
}

/// A JSON value put in the place of another.
fn odd_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        prop_oneof![
            Just(0u64),
            Just(1),
            Just(2),
            Just(3),
            Just(255),
            Just(256),
            Just(u64::MAX)
        ]
        .prop_map(Value::from),
        Just(json!(1.5)),
        prop_oneof![
            Just(""),
            Just("person"),
            Just("computer"),
            Just("o1"),
            Just("i10"),
            Just("setup 28 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"),
            Just("south"),
            Just("north"),
            Just("beginner"),
            Just("friend"),
            Just("kiela-session"),
        ]
        .prop_map(Value::from),
        Just(json!([])),
        Just(json!({})),
        Just(Value::from(vec![0u8; 40])),
    ]
}

#[derive(Clone, Debug)]
enum ValueEdit {
    /// The `at`-th node (depth first) becomes `value`.
    Replace { at: usize, value: Value },
    /// The `at`-th node is taken out of its object or array.
    Remove { at: usize },
    /// The `at`-th array gets a copy of its first element, the `at`-th object an unknown key.
    Grow { at: usize },
}

fn value_edit() -> impl Strategy<Value = ValueEdit> {
    prop_oneof![
        4 => (any::<usize>(), odd_value()).prop_map(|(at, value)| ValueEdit::Replace { at, value }),
        2 => any::<usize>().prop_map(|at| ValueEdit::Remove { at }),
        1 => any::<usize>().prop_map(|at| ValueEdit::Grow { at }),
    ]
}

fn count_nodes(value: &Value) -> usize {
    1 + match value {
        Value::Array(items) => items.iter().map(count_nodes).sum(),
        Value::Object(map) => map.values().map(count_nodes).sum(),
        _ => 0,
    }
}

/// Applies `edit` to the node numbered `*at` (counting down as it walks); true once done.
fn edit_node(value: &mut Value, at: &mut usize, edit: &ValueEdit) -> bool {
    if *at == 0 {
        match edit {
            ValueEdit::Replace { value: new, .. } => *value = new.clone(),
            ValueEdit::Grow { .. } => match value {
                Value::Array(items) => {
                    let first = items.first().cloned().unwrap_or(Value::Null);
                    items.push(first);
                }
                Value::Object(map) => {
                    map.insert("unknown".into(), json!(0));
                }
                _ => *value = json!([value.clone()]),
            },
            ValueEdit::Remove { .. } => unreachable!("removed by the parent"),
        }
        return true;
    }
    *at -= 1;
    let remove = matches!(edit, ValueEdit::Remove { .. });
    match value {
        Value::Array(items) => {
            for i in 0..items.len() {
                if remove && *at == 0 {
                    items.remove(i);
                    return true;
                }
                if edit_node(&mut items[i], at, edit) {
                    return true;
                }
            }
        }
        Value::Object(map) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            for key in keys {
                if remove && *at == 0 {
                    map.remove(&key);
                    return true;
                }
                if edit_node(map.get_mut(&key).unwrap(), at, edit) {
                    return true;
                }
            }
        }
        _ => {}
    }
    false
}

fn edit_value(text: &str, edit: &ValueEdit) -> String {
    let mut value: Value = serde_json::from_str(text).expect("the corpus is JSON");
    let nodes = count_nodes(&value);
    let at = match edit {
        ValueEdit::Replace { at, .. } | ValueEdit::Grow { at } => at % nodes,
        // The root has no parent to be removed from.
        ValueEdit::Remove { at } => 1 + at % nodes.saturating_sub(1).max(1),
    };
    edit_node(&mut value, &mut { at }, edit);
    serde_json::to_string_pretty(&value).unwrap()
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Save,
    Statistics,
    Position,
    Record,
    Text,
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        4 => Just(Kind::Save),
        2 => Just(Kind::Statistics),
        1 => Just(Kind::Position),
        1 => Just(Kind::Record),
        2 => Just(Kind::Text),
    ]
}

fn pick(kind: Kind, which: usize) -> &'static str {
    let corpus = corpus();
    let files = match kind {
        Kind::Save => &corpus.saves,
        Kind::Statistics => &corpus.statistics,
        Kind::Position => &corpus.positions,
        Kind::Record => &corpus.records,
        Kind::Text => &corpus.texts,
    };
    &files[which % files.len()]
}

fn read_as(kind: Kind, text: &str) {
    match kind {
        Kind::Save => read_save(text),
        Kind::Statistics => read_statistics(text),
        Kind::Position => read_position(text),
        Kind::Record => read_record(text),
        Kind::Text => read_record_text(text),
    }
}

#[test]
fn the_corpus_is_read_as_written() {
    let corpus = corpus();
    for save in &corpus.saves {
        Session::restore(save).unwrap();
        read_save(save);
    }
    for statistics in &corpus.statistics {
        Statistics::from_json(statistics).unwrap();
    }
    assert_eq!(
        Statistics::from_json(&corpus.statistics[1]).unwrap().opponents.len(),
        2,
        "a computer level and a friend"
    );
    for position in &corpus.positions {
        parse_position(position).unwrap();
    }
    for record in &corpus.records {
        parse_record(record).unwrap();
    }
    for text in &corpus.texts {
        parse_record_text(text).unwrap();
        read_record_text(text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_are_refused_or_read_back(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        read_everything(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn arbitrary_json_is_refused_or_read_back(value in odd_value(), key in "[a-z_]{0,12}") {
        read_everything(&value.to_string());
        let object: serde_json::Map<String, Value> = std::iter::once((key, value)).collect();
        read_everything(&Value::Object(object).to_string());
    }

    #[test]
    fn valid_files_with_bytes_changed_are_refused_or_read_back(
        kind in kind(),
        which in any::<usize>(),
        edits in prop::collection::vec(byte_edit(), 1..4),
    ) {
        let mut bytes = pick(kind, which).as_bytes().to_vec();
        for edit in &edits {
            edit_bytes(&mut bytes, edit);
        }
        let text = String::from_utf8_lossy(&bytes);
        read_as(kind, &text);
        read_everything(&text);
    }

    #[test]
    fn valid_files_with_values_changed_are_refused_or_read_back(
        kind in prop_oneof![Just(Kind::Save), Just(Kind::Statistics), Just(Kind::Position), Just(Kind::Record)],
        which in any::<usize>(),
        edits in prop::collection::vec(value_edit(), 1..3),
    ) {
        let mut text = pick(kind, which).to_owned();
        for edit in &edits {
            text = edit_value(&text, edit);
        }
        read_as(kind, &text);
    }
}
