//! The app driver as the apps call it: every call returns a `Result`, so that Swift calls it
//! with `try` (the bindings' `try!` would end the app on a failure) and Kotlin gets a
//! `KielaException`. A panic in the core is caught here and comes back as
//! `KielaError::Failed`; the driver itself already turns a failure in an event, a read at start
//! or the computer's search into a notice, so these errors are the last line, for bugs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use crate::{AppDriver, AppEvent, GameScreen, KielaError, ScreenListener, TestFaults};

fn guarded<T>(what: &str, call: impl FnOnce() -> T) -> Result<T, KielaError> {
    catch_unwind(AssertUnwindSafe(call)).map_err(|_| KielaError::Failed { reason: what.into() })
}

#[uniffi::export]
impl AppDriver {
    /// The app's driver over the files in `folder` (the app's private data folder): the saved
    /// game, else a new one as the remembered choice sets it up; the statistics; the
    /// preferences. What cannot be read (refused, or failing in the core) is set aside and
    /// told once. Fails only when even a fresh start fails in the core.
    #[uniffi::constructor(name = "new")]
    pub fn open_for_app(folder: &str, listener: Arc<dyn ScreenListener>) -> Result<Arc<AppDriver>, KielaError> {
        guarded("opening the app's files", || Arc::new(AppDriver::new(folder, listener)))
    }

    /// The same, with computer moves that follow from `seed` (for tests).
    #[uniffi::constructor(name = "with_seed")]
    pub fn open_with_seed(
        folder: &str,
        listener: Arc<dyn ScreenListener>,
        seed: u64,
    ) -> Result<Arc<AppDriver>, KielaError> {
        guarded("opening the app's files", || {
            Arc::new(AppDriver::with_seed(folder, listener, seed))
        })
    }

    /// The same, with `faults` injected: for the apps' fault tests only, never in the app.
    #[uniffi::constructor(name = "with_test_faults")]
    pub fn open_with_test_faults(
        folder: &str,
        listener: Arc<dyn ScreenListener>,
        seed: u64,
        faults: TestFaults,
    ) -> Result<Arc<AppDriver>, KielaError> {
        guarded("opening the app's files", || {
            Arc::new(AppDriver::with_test_faults(folder, listener, seed, faults))
        })
    }

    /// The screen as it is now (the first one, before any change).
    #[uniffi::method(name = "screen")]
    pub fn screen_for_app(&self) -> Result<GameScreen, KielaError> {
        guarded("making the screen", || self.screen())
    }

    /// Handles one event; the listener gets the screen after it (a failure in the core is told
    /// on that screen).
    #[uniffi::method(name = "handle")]
    pub fn handle_for_app(&self, event: AppEvent) -> Result<(), KielaError> {
        guarded("handling an event", || self.handle(event))
    }

    /// The game as text to share.
    #[uniffi::method(name = "record_text")]
    pub fn record_text_for_app(&self) -> Result<String, KielaError> {
        guarded("writing the record", || self.record_text())
    }

    /// The app goes away: the computer stops, the save is written, and every write has landed
    /// when this returns. Events after it change nothing.
    #[uniffi::method(name = "shut_down")]
    pub fn shut_down_for_app(&self) -> Result<(), KielaError> {
        guarded("closing", || self.shut_down())
    }
}
