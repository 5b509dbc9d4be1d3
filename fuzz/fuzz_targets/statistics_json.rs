//! Statistics files: reading never panics, and what it accepts writes back to equal statistics
//! (but for the note of a part set aside, which is never written).
#![no_main]

use kiela_session::Statistics;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(statistics) = Statistics::from_json(text) else {
        return;
    };
    let written = statistics.to_json();
    let kept = Statistics {
        set_aside: None,
        ..statistics
    };
    assert_eq!(Statistics::from_json(&written), Ok(kept), "re-read of {written}");
});
