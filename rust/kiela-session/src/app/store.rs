//! The app's files in its data folder — the saved game, the statistics, the preferences — read
//! once as the app starts and written on a writer thread of their own, in order, each write
//! atomic, so the thread that handles the person's taps never waits for the disk.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

use crate::error::KielaError;
use crate::set_aside::{set_aside, settle_unreadable, Settled, Unreadable};

/// One of the app's files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AppFile {
    Game,
    Statistics,
    Preferences,
}

impl AppFile {
    fn name(self) -> &'static str {
        match self {
            AppFile::Game => "game.json",
            AppFile::Statistics => "statistics.json",
            AppFile::Preferences => "preferences.json",
        }
    }

    fn slot(self) -> usize {
        self as usize
    }
}

/// What became of a file the core refused, as far as the person is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// Damaged: set aside (or, when it could not be moved, left alone this run).
    Damaged,
    /// Written by a newer version: kept as it is, and never written over this run.
    Newer,
}

/// A file read: its text and what the core made of it, or the policy applied when refused.
pub(crate) enum Reading<T> {
    Missing,
    Read(T),
    Refused(Refused),
}

/// The data folder and its writer.
pub(crate) struct Store {
    folder: PathBuf,
    /// Per file: left alone this run (a newer version's, or one that could not be moved aside),
    /// so nothing is written over it.
    left_alone: Arc<[AtomicBool; 3]>,
    writes: Mutex<Option<Sender<(AppFile, String)>>>,
    writer: Mutex<Option<JoinHandle<()>>>,
}

impl Store {
    /// The files in `folder` (made when first written).
    pub(crate) fn new(folder: impl Into<PathBuf>) -> Store {
        let folder = folder.into();
        let left_alone: Arc<[AtomicBool; 3]> = Arc::new(Default::default());
        let (writes, queue) = mpsc::channel::<(AppFile, String)>();
        let writer = {
            let folder = folder.clone();
            let left_alone = Arc::clone(&left_alone);
            thread::Builder::new()
                .name("kiela-files".into())
                .spawn(move || {
                    for (file, text) in queue {
                        if left_alone[file.slot()].load(Ordering::Acquire) {
                            continue;
                        }
                        // A failed write keeps the old file whole; the next change writes again.
                        if let Err(why) = write_atomically(&folder, file.name(), &text) {
                            eprintln!("kiela: could not write {}: {why}", file.name());
                        }
                    }
                })
                .ok()
        };
        Store {
            folder,
            left_alone,
            writes: Mutex::new(Some(writes)),
            writer: Mutex::new(writer),
        }
    }

    pub(crate) fn path(&self, file: AppFile) -> PathBuf {
        self.folder.join(file.name())
    }

    /// The text of `file`, or `None` when there is none (or it cannot be read as text, which is
    /// then settled as damaged by the caller's `read`).
    pub(crate) fn text(&self, file: AppFile) -> Option<String> {
        match fs::read(self.path(file)) {
            Ok(bytes) => Some(String::from_utf8_lossy(&bytes).into_owned()),
            Err(_) => None,
        }
    }

    /// Reads `file` with `read`; a text the core refuses is settled by the one policy: a newer
    /// version's is kept and never written over this run, a damaged one moved aside (or, when
    /// it cannot be moved, left alone this run).
    pub(crate) fn read<T>(&self, file: AppFile, read: impl FnOnce(&str) -> Result<T, KielaError>) -> Reading<T> {
        let Some(text) = self.text(file) else {
            return Reading::Missing;
        };
        match read(&text) {
            Ok(value) => Reading::Read(value),
            Err(error) => {
                let why = Unreadable::from(&error);
                match settle_unreadable(&self.path(file), &why) {
                    Ok(Settled::KeptForNewerVersion { .. }) => {
                        self.leave_alone(file);
                        Reading::Refused(Refused::Newer)
                    }
                    Ok(Settled::SetAside { .. }) => Reading::Refused(Refused::Damaged),
                    Err(_) => {
                        self.leave_alone(file);
                        Reading::Refused(Refused::Damaged)
                    }
                }
            }
        }
    }

    /// Moves `file`, read but partly damaged, aside whole; left alone when it cannot be moved.
    pub(crate) fn set_aside(&self, file: AppFile) {
        if set_aside(&self.path(file)).is_err() {
            self.leave_alone(file);
        }
    }

    fn leave_alone(&self, file: AppFile) {
        self.left_alone[file.slot()].store(true, Ordering::Release);
    }

    /// Queues `text` to be written to `file`, after every write queued before it.
    pub(crate) fn write(&self, file: AppFile, text: String) {
        if let Some(writes) = lock(&self.writes).as_ref() {
            // The writer ends only once the store is finished.
            let _ = writes.send((file, text));
        }
    }

    /// Waits for every queued write (for tests and the app's going away).
    /// Later writes are dropped.
    pub(crate) fn finish(&self) {
        lock(&self.writes).take();
        if let Some(writer) = lock(&self.writer).take() {
            let _ = writer.join();
        }
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        self.finish();
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Writes `text` to `name` in `folder` through a synced temporary file renamed over it, so a
/// crash or a killed process leaves the old text or the new one, never half of one.
fn write_atomically(folder: &Path, name: &str, text: &str) -> io::Result<()> {
    fs::create_dir_all(folder)?;
    let temporary = folder.join(format!("{name}.tmp"));
    let mut file = fs::File::create(&temporary)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    fs::rename(&temporary, folder.join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn damaged(_: &str) -> Result<(), KielaError> {
        Err(KielaError::CorruptSave {
            reason: "not a save".into(),
        })
    }

    #[test]
    fn writes_land_in_order_and_whole() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::new(folder.path());
        for n in 0..50 {
            store.write(AppFile::Game, format!("save {n}"));
        }
        store.finish();
        assert_eq!(fs::read_to_string(folder.path().join("game.json")).unwrap(), "save 49");
        assert!(!folder.path().join("game.json.tmp").exists());
    }

    #[test]
    fn a_damaged_file_is_set_aside_and_the_next_write_starts_clean() {
        let folder = tempfile::tempdir().unwrap();
        fs::write(folder.path().join("game.json"), "{broken").unwrap();
        let store = Store::new(folder.path());
        assert!(matches!(
            store.read(AppFile::Game, damaged),
            Reading::Refused(Refused::Damaged)
        ));
        assert_eq!(
            fs::read_to_string(folder.path().join("game.unreadable-1.json")).unwrap(),
            "{broken"
        );
        store.write(AppFile::Game, "fresh".into());
        store.finish();
        assert_eq!(fs::read_to_string(folder.path().join("game.json")).unwrap(), "fresh");
    }

    #[test]
    fn a_newer_versions_file_is_never_written_over() {
        let folder = tempfile::tempdir().unwrap();
        fs::write(folder.path().join("statistics.json"), "from the future").unwrap();
        let store = Store::new(folder.path());
        let newer = |_: &str| -> Result<(), KielaError> {
            Err(KielaError::FutureStatistics {
                found: 9.into(),
                supported: 2.into(),
            })
        };
        assert!(matches!(
            store.read(AppFile::Statistics, newer),
            Reading::Refused(Refused::Newer)
        ));
        store.write(AppFile::Statistics, "over it".into());
        store.finish();
        assert_eq!(
            fs::read_to_string(folder.path().join("statistics.json")).unwrap(),
            "from the future"
        );
    }

    #[test]
    fn a_missing_file_is_missing() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::new(folder.path().join("not yet"));
        assert!(matches!(store.read(AppFile::Preferences, |_| Ok(())), Reading::Missing));
    }
}
