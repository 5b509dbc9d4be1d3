//! Session saves: restoring never panics, and a save it restores saves again to the same text
//! (a `Session` has no equality; its save is everything it keeps).
#![no_main]

use kiela_session::Session;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(session) = Session::restore(text) else { return };
    // What the apps do right after a restore; it must not panic on any accepted save.
    let _ = session.snapshot();
    let saved = session.save();
    let again = match Session::restore(&saved) {
        Ok(again) => again,
        Err(e) => panic!("its own save is refused: {e}\n{saved}"),
    };
    assert_eq!(again.game(), session.game());
    assert_eq!(again.save(), saved);
});
