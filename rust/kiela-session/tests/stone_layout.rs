//! The stone layout both apps draw from: `tests/data/stone-layout.json`, the test vector each
//! app's tests check their `stoneLayout()` against. This test keeps the file true to the code;
//! after a change to the layout, regenerate it with
//! `KIELA_REGENERATE=1 cargo test -p kiela-session --test stone_layout`.

use std::path::PathBuf;

use kiela_session::{StoneLayout, BOARD_HOUSES, STONES_DRAWN, STONE_TONES};
use serde_json::Value;

const ABOUT: &str = "Where each pebble of a house is drawn in its hollow, the same on every platform. \
Written by rust/kiela-session/tests/stone_layout.rs (KIELA_REGENERATE=1 cargo test -p kiela-session --test stone_layout); \
do not edit it by hand. drawn: the most stones drawn in one hollow; tones: how many tones stones come in; \
places: for each house in board order, its drawn stones in order, each [x, y, radius, tone]: x and y from the hollow's \
centre and the radius, all in units of the hollow's radius (y grows downwards), and the tone 0 up to tones.";

fn file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/stone-layout.json")
}

/// The file's text: one line per house, each number in the shortest form that reads back as
/// the same `f32`, so the file reads and diffs well.
fn text(layout: &StoneLayout) -> String {
    let houses: Vec<String> = layout
        .places
        .chunks(STONES_DRAWN)
        .map(|house| {
            let stones: Vec<String> = house
                .iter()
                .map(|p| format!("[{}, {}, {}, {}]", p.x, p.y, p.radius, p.tone))
                .collect();
            format!("    {}", stones.join(", "))
        })
        .collect();
    format!(
        "{{\n  \"about\": {},\n  \"drawn\": {},\n  \"tones\": {},\n  \"places\": [\n{}\n  ]\n}}\n",
        Value::from(ABOUT),
        layout.drawn,
        layout.tones,
        houses.join(",\n")
    )
}

#[test]
fn the_file_is_the_layout_the_code_makes() {
    let path = file();
    let layout = StoneLayout::new();
    if std::env::var("KIELA_REGENERATE").is_ok_and(|value| value == "1") {
        std::fs::write(&path, text(&layout)).expect("the stone layout can be written");
    }
    let written = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let stale = "tests/data/stone-layout.json is out of date: run KIELA_REGENERATE=1 cargo test -p kiela-session --test stone_layout";
    assert_eq!(written, text(&layout), "{stale}");
    // And it is JSON an app reads back to the very same numbers.
    let file: Value = serde_json::from_str(&written).expect("the stone layout is JSON");
    assert_eq!(file["about"], ABOUT);
    assert_eq!((file["drawn"].as_i64(), file["tones"].as_i64()), (Some(12), Some(6)));
    let places = file["places"].as_array().expect("places is an array");
    assert_eq!(places.len(), layout.places.len());
    for (i, (read, place)) in places.iter().zip(&layout.places).enumerate() {
        let number = |k: usize| read[k].as_f64().expect("a number") as f32;
        let found = (number(0), number(1), number(2), read[3].as_u64());
        let made = (place.x, place.y, place.radius, Some(u64::from(place.tone.0)));
        assert_eq!(found, made, "stone {i}: {stale}");
    }
}

#[test]
fn every_stone_lies_inside_its_hollow_and_stays_put() {
    let layout = StoneLayout::new();
    assert_eq!(layout.places.len(), BOARD_HOUSES * STONES_DRAWN);
    assert_eq!(layout, StoneLayout::new(), "the same places every time");
    for (i, place) in layout.places.iter().enumerate() {
        let reach = (place.x * place.x + place.y * place.y).sqrt() + place.radius;
        assert!(reach < 1.05, "stone {i} reaches {reach} of the hollow's radius");
        assert!(
            (0.25..=0.35).contains(&place.radius),
            "stone {i}: radius {}",
            place.radius
        );
        assert!(place.tone.0 < STONE_TONES, "stone {i}: tone {}", place.tone);
    }
    // Houses differ: no two are stamped alike.
    let first: Vec<_> = layout.places[..STONES_DRAWN].to_vec();
    assert!(layout
        .places
        .chunks(STONES_DRAWN)
        .skip(1)
        .all(|house| house != first.as_slice()));
}
