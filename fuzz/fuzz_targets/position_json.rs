//! Position JSON: reading never panics, and what it accepts writes back to the same position.
#![no_main]

use kiela_core::exchange::{parse_position, position_json};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(position) = parse_position(text) else { return };
    let written = position_json(&position).to_string();
    assert_eq!(parse_position(&written), Ok(position), "re-read of {written}");
});
