//! Game record JSON: reading never panics, and a record it replays writes back to the same game.
#![no_main]

use kiela_core::exchange::{parse_record, record_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(game) = parse_record(text) else { return };
    let written = record_json(&game);
    assert_eq!(parse_record(&written).as_ref(), Ok(&game), "re-read of {written}");
});
