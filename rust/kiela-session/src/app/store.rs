//! The app's files in its data folder — the saved game, the statistics, the preferences — read
//! once as the app starts and written on a writer thread of their own, in order, each write
//! atomic, so the thread that handles the person's taps never waits for the disk.

use std::fs;
use std::io::{self, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
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
    const ALL: [AppFile; 3] = [AppFile::Game, AppFile::Statistics, AppFile::Preferences];

    pub(crate) fn name(self) -> &'static str {
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

/// Faults a test injects into the store's file layer (none in the apps): a read that panics in
/// the core, writes that fail as a full disk does.
#[derive(Default)]
pub(crate) struct StoreFaults {
    /// Per file: reading it panics, as a bug in the core's reader would.
    pub(crate) panic_reading: [bool; 3],
    /// This many writes fail (any file), from the first on.
    pub(crate) failing_writes: AtomicU32,
}

/// Told, on the writer thread, after each write: whether it landed (`Ok`) or why not.
pub(crate) type WriteReport = Box<dyn Fn(AppFile, &io::Result<()>) + Send + Sync>;

/// The data folder and its writer.
pub(crate) struct Store {
    folder: PathBuf,
    /// Per file: left alone this run (a newer version's, or one that could not be moved aside),
    /// so nothing is written over it.
    left_alone: Arc<[AtomicBool; 3]>,
    faults: Arc<StoreFaults>,
    report: Arc<Mutex<Option<WriteReport>>>,
    writes: Mutex<Option<Sender<(AppFile, String)>>>,
    writer: Mutex<Option<JoinHandle<()>>>,
}

impl Store {
    /// The files in `folder` (made when first written).
    #[cfg(test)]
    pub(crate) fn new(folder: impl Into<PathBuf>) -> Store {
        Store::with_faults(folder, StoreFaults::default())
    }

    /// The same, with `faults` injected (tests).
    pub(crate) fn with_faults(folder: impl Into<PathBuf>, faults: StoreFaults) -> Store {
        let folder = folder.into();
        let left_alone: Arc<[AtomicBool; 3]> = Arc::new(Default::default());
        let faults = Arc::new(faults);
        let report: Arc<Mutex<Option<WriteReport>>> = Arc::new(Mutex::new(None));
        let (writes, queue) = mpsc::channel::<(AppFile, String)>();
        let writer = {
            let folder = folder.clone();
            let left_alone = Arc::clone(&left_alone);
            let faults = Arc::clone(&faults);
            let report = Arc::clone(&report);
            thread::Builder::new()
                .name("kiela-files".into())
                .spawn(move || {
                    // Per file: the text last queued and not yet written. A failed write keeps
                    // the old file whole and its text here; the next write, of any file, tries
                    // it again (each text is the whole file), and the driver tells the person.
                    let mut unwritten: [Option<String>; 3] = Default::default();
                    for (file, text) in queue {
                        unwritten[file.slot()] = Some(text);
                        for file in AppFile::ALL {
                            if left_alone[file.slot()].load(Ordering::Acquire) {
                                unwritten[file.slot()] = None;
                            }
                            let Some(text) = &unwritten[file.slot()] else { continue };
                            let injected = faults
                                .failing_writes
                                .fetch_update(Ordering::AcqRel, Ordering::Acquire, |left| left.checked_sub(1))
                                .is_ok();
                            let written = if injected {
                                Err(io::Error::new(io::ErrorKind::StorageFull, "no space left (injected)"))
                            } else {
                                write_atomically(&folder, file.name(), text)
                            };
                            match &written {
                                Ok(()) => unwritten[file.slot()] = None,
                                Err(why) => eprintln!("kiela: could not write {}: {why}", file.name()),
                            }
                            if let Some(report) = lock(&report).as_ref() {
                                report(file, &written);
                            }
                        }
                    }
                })
                .ok()
        };
        Store {
            folder,
            left_alone,
            faults,
            report,
            writes: Mutex::new(Some(writes)),
            writer: Mutex::new(writer),
        }
    }

    /// Has `report` told after every write from now on.
    pub(crate) fn report_writes(&self, report: WriteReport) {
        *lock(&self.report) = Some(report);
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
    /// it cannot be moved, left alone this run). A reader that panics has refused it as damaged.
    pub(crate) fn read<T>(&self, file: AppFile, read: impl FnOnce(&str) -> Result<T, KielaError>) -> Reading<T> {
        let Some(text) = self.text(file) else {
            return Reading::Missing;
        };
        let panics = self.faults.panic_reading[file.slot()];
        let read = catch_unwind(AssertUnwindSafe(|| {
            if panics {
                panic!("reading {} failed (injected)", file.name());
            }
            read(&text)
        }))
        .unwrap_or_else(|_| {
            Err(KielaError::CorruptSave {
                reason: format!("the core failed reading {}", file.name()),
            })
        });
        match read {
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
    fn a_reader_that_panics_refuses_the_file_as_damaged_and_it_is_set_aside() {
        let folder = tempfile::tempdir().unwrap();
        fs::write(folder.path().join("game.json"), "{}").unwrap();
        let store = Store::new(folder.path());
        let panics = |_: &str| -> Result<(), KielaError> { panic!("a bug in the reader") };
        assert!(matches!(
            store.read(AppFile::Game, panics),
            Reading::Refused(Refused::Damaged)
        ));
        assert_eq!(
            fs::read_to_string(folder.path().join("game.unreadable-1.json")).unwrap(),
            "{}"
        );
        assert!(!folder.path().join("game.json").exists());
    }

    #[test]
    fn a_failed_write_is_reported_and_tried_again_with_the_next_write() {
        let folder = tempfile::tempdir().unwrap();
        let faults = StoreFaults {
            failing_writes: AtomicU32::new(1),
            ..StoreFaults::default()
        };
        let store = Store::with_faults(folder.path(), faults);
        let reports = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&reports);
        store.report_writes(Box::new(move |file, written| {
            lock(&seen).push((file, written.is_ok()));
        }));
        store.write(AppFile::Statistics, "statistics".into());
        store.write(AppFile::Game, "game".into());
        store.finish();
        assert_eq!(
            *lock(&reports),
            [
                (AppFile::Statistics, false),
                (AppFile::Game, true),
                (AppFile::Statistics, true)
            ]
        );
        assert_eq!(
            fs::read_to_string(folder.path().join("statistics.json")).unwrap(),
            "statistics"
        );
    }

    #[test]
    fn a_missing_file_is_missing() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::new(folder.path().join("not yet"));
        assert!(matches!(store.read(AppFile::Preferences, |_| Ok(())), Reading::Missing));
    }
}
