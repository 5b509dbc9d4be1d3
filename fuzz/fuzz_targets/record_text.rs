//! Game record text: reading never panics, and a record it replays writes back to the same game.
#![no_main]

use kiela_core::exchange::{parse_record_text, record_text};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(game) = parse_record_text(text) else { return };
    let written = record_text(&game);
    assert_eq!(
        parse_record_text(&written).as_ref(),
        Ok(&game),
        "re-read of:\n{written}"
    );
});
