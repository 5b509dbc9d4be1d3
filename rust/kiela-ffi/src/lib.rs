//! The library the Android and iOS apps load (`libkiela_ffi`: a cdylib for Android and the JVM
//! tests, a staticlib for iOS), and nothing else. The game API and its UniFFI exports are
//! kiela-session's, behind its `uniffi` feature: UniFFI puts a derived type in the namespace of
//! the crate that defines it, so the one component (`app.kiela.core`, `KielaCore`) is declared
//! there, in kiela-session/src/ffi/, with its uniffi.toml. This crate turns the feature on and
//! re-exports the crate, so the scaffolding's symbols are linked into the library.

pub use kiela_session::*;
