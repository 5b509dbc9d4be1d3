//! Stopping a search from another thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A flag another thread (the UI) raises to stop a search; the search then returns the best
/// move found so far. Clones share the flag. Make a fresh handle per search: a raised flag is
/// never lowered by the search, so a stop that arrives before the search starts still counts.
#[derive(Clone, Debug, Default)]
pub struct StopHandle(Arc<AtomicBool>);

impl StopHandle {
    pub fn new() -> StopHandle {
        StopHandle::default()
    }

    /// Asks the search to stop as soon as it can (it checks every 1 024 nodes).
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether `other` is this handle or a clone of it (the same flag).
    pub fn same_as(&self, other: &StopHandle) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
