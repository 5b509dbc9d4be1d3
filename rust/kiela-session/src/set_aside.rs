//! One policy, for the terminal and both apps, for a file of theirs that cannot be read (the
//! statistics, a saved game): a damaged file is moved aside beside itself, under the first free
//! name `<stem>.unreadable-<n>.<ext>`, so it is never lost and never overwrites one set aside
//! before; a file written by a newer version is left untouched, and the app must not write over
//! it (the person is told to update instead).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::statistics::StatisticsError;

/// Why a file could not be read, as far as what becomes of it goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Written by a newer version: it is kept as it is.
    Newer { found: u64, supported: u64 },
    /// Damaged, or not a file of this kind: it is set aside.
    Damaged { reason: String },
}

impl From<&StatisticsError> for Unreadable {
    fn from(error: &StatisticsError) -> Unreadable {
        match error {
            StatisticsError::Future { found, supported } => Unreadable::Newer {
                found: *found,
                supported: *supported,
            },
            StatisticsError::Corrupt { reason } => Unreadable::Damaged { reason: reason.clone() },
        }
    }
}

impl From<&KielaError> for Unreadable {
    /// A refused save or statistics file; any other refusal is read as damage.
    fn from(error: &KielaError) -> Unreadable {
        let version = |number: &crate::numbers::AppInt| u64::try_from(number.0).unwrap_or(0);
        match error {
            KielaError::FutureSave { found, supported } | KielaError::FutureStatistics { found, supported } => {
                Unreadable::Newer {
                    found: version(found),
                    supported: version(supported),
                }
            }
            other => Unreadable::Damaged {
                reason: other.to_string(),
            },
        }
    }
}

/// What was done with an unreadable file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Left where it is, untouched: the app keeps away from it until it is updated.
    KeptForNewerVersion { found: u64, supported: u64 },
    /// Moved aside to this path; the original path is free for a fresh file.
    SetAside { kept_as: PathBuf },
}

/// Applies the policy to the file at `path` that could not be read for `why`.
pub fn settle_unreadable(path: &Path, why: &Unreadable) -> io::Result<Settled> {
    match why {
        Unreadable::Newer { found, supported } => Ok(Settled::KeptForNewerVersion {
            found: *found,
            supported: *supported,
        }),
        Unreadable::Damaged { .. } => set_aside(path).map(|kept_as| Settled::SetAside { kept_as }),
    }
}

/// What became of a file the core could not read (see `settleUnreadableFile`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SettledFile {
    /// Written by a newer version and left untouched: the app must not write over it this run,
    /// and tells the person to update.
    KeptForNewerVersion { found: AppInt, supported: AppInt },
    /// Damaged, and moved aside to `kept_as` (`<stem>.unreadable-<n>.json`, the first free n);
    /// the original path is free for a fresh file.
    SetAside { kept_as: String },
}

/// The policy for the apps: the file at `path`, which the core refused with `error` (a save or
/// statistics refused as newer is kept, anything else set aside). `SetAsideFailed` when the
/// file system refuses the move; the file is then where it was.
pub fn settle_unreadable_file(path: &str, error: &KielaError) -> Result<SettledFile, KielaError> {
    match settle_unreadable(Path::new(path), &Unreadable::from(error)).map_err(|why| set_aside_failed(path, &why))? {
        Settled::KeptForNewerVersion { found, supported } => Ok(SettledFile::KeptForNewerVersion {
            found: KielaError::version(found),
            supported: KielaError::version(supported),
        }),
        Settled::SetAside { kept_as } => Ok(SettledFile::SetAside {
            kept_as: kept_as.to_string_lossy().into_owned(),
        }),
    }
}

/// `set_aside` for the apps: a file read but partly damaged (a part of the statistics dropped),
/// moved aside whole; the path it was moved to.
pub fn set_aside_file(path: &str) -> Result<String, KielaError> {
    set_aside(Path::new(path))
        .map(|kept_as| kept_as.to_string_lossy().into_owned())
        .map_err(|why| set_aside_failed(path, &why))
}

fn set_aside_failed(path: &str, why: &io::Error) -> KielaError {
    KielaError::SetAsideFailed {
        path: path.to_owned(),
        reason: why.to_string(),
    }
}

/// Moves the file at `path` to the first free `<stem>.unreadable-<n>.<ext>` beside it, n
/// counting from one, and returns that path. A file already there is never replaced: the new
/// name is made as a hard link, which fails when the name is taken, before the old name goes.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    for number in 1..=u32::MAX {
        let candidate = aside_name(path, number)?;
        match fs::hard_link(path, &candidate) {
            Ok(()) => {
                fs::remove_file(path)?;
                return Ok(candidate);
            }
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            // Some file systems have no hard links: rename, after checking the name is free.
            Err(_) if fs::symlink_metadata(&candidate).is_err() => {
                fs::rename(path, &candidate)?;
                return Ok(candidate);
            }
            Err(error) => return Err(error),
        }
    }
    Err(io::Error::other(format!(
        "no free name to set {} aside",
        path.display()
    )))
}

/// `statistics.json` → `statistics.unreadable-3.json`; a name without extension gets the
/// suffix at its end.
fn aside_name(path: &Path, number: u32) -> io::Result<PathBuf> {
    let stem = path
        .file_stem()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, format!("{} names no file", path.display())))?;
    let mut name = stem.to_owned();
    name.push(format!(".unreadable-{number}"));
    if let Some(extension) = path.extension() {
        name.push(".");
        name.push(extension);
    }
    Ok(path.with_file_name(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_damaged_file_gets_its_own_name_and_none_is_overwritten() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("statistics.json");
        let mut kept = Vec::new();
        for text in ["first", "second", "third"] {
            fs::write(&path, text).unwrap();
            kept.push(set_aside(&path).unwrap());
            assert!(!path.exists());
        }
        let names: Vec<_> = kept.iter().map(|p| p.file_name().unwrap().to_owned()).collect();
        assert_eq!(
            names,
            [
                "statistics.unreadable-1.json",
                "statistics.unreadable-2.json",
                "statistics.unreadable-3.json"
            ]
        );
        for (path, text) in kept.iter().zip(["first", "second", "third"]) {
            assert_eq!(fs::read_to_string(path).unwrap(), text);
        }
        // A gap left by a file removed by hand is used again; the later ones stay.
        fs::remove_file(&kept[0]).unwrap();
        fs::write(&path, "fourth").unwrap();
        assert_eq!(set_aside(&path).unwrap(), kept[0]);
        assert_eq!(fs::read_to_string(&kept[1]).unwrap(), "second");
    }

    #[test]
    fn a_name_without_extension_and_a_missing_file() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("saved");
        fs::write(&path, "x").unwrap();
        assert_eq!(set_aside(&path).unwrap(), folder.path().join("saved.unreadable-1"));
        assert!(set_aside(&folder.path().join("missing.json")).is_err());
    }

    #[test]
    fn a_newer_file_is_kept_untouched_and_a_damaged_one_set_aside() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("statistics.json");
        fs::write(&path, r#"{"format":"kiela-statistics","version":999}"#).unwrap();
        let error = crate::Statistics::from_json(&fs::read_to_string(&path).unwrap()).unwrap_err();
        let settled = settle_unreadable(&path, &Unreadable::from(&error)).unwrap();
        assert!(
            matches!(settled, Settled::KeptForNewerVersion { found: 999, .. }),
            "{settled:?}"
        );
        assert!(path.exists());

        fs::write(&path, "garbage").unwrap();
        let error = crate::Statistics::from_json("garbage").unwrap_err();
        let settled = settle_unreadable(&path, &Unreadable::from(&error)).unwrap();
        assert_eq!(
            settled,
            Settled::SetAside {
                kept_as: folder.path().join("statistics.unreadable-1.json")
            }
        );
        assert!(!path.exists());

        let future = KielaError::FutureSave {
            found: crate::AppInt(3),
            supported: crate::AppInt(2),
        };
        assert_eq!(Unreadable::from(&future), Unreadable::Newer { found: 3, supported: 2 });
    }

    #[test]
    fn the_apps_policy_keeps_a_newer_save_sets_a_damaged_one_aside_and_words_a_failure() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("game.json");
        let text = path.to_str().unwrap();
        let newer = r#"{"format":"kiela-session","version":7}"#;
        fs::write(&path, newer).unwrap();
        let future = KielaError::FutureSave {
            found: AppInt(7),
            supported: AppInt(2),
        };
        assert_eq!(
            settle_unreadable_file(text, &future),
            Ok(SettledFile::KeptForNewerVersion {
                found: AppInt(7),
                supported: AppInt(2)
            })
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), newer, "untouched");
        let huge = KielaError::FutureStatistics {
            found: AppInt(i32::MAX),
            supported: AppInt(2),
        };
        assert!(matches!(
            settle_unreadable_file(text, &huge),
            Ok(SettledFile::KeptForNewerVersion {
                found: AppInt(i32::MAX),
                ..
            })
        ));

        let corrupt = KielaError::CorruptSave { reason: "eof".into() };
        for number in 1..=2 {
            fs::write(&path, format!("damaged {number}")).unwrap();
            let kept_as = folder.path().join(format!("game.unreadable-{number}.json"));
            assert_eq!(
                settle_unreadable_file(text, &corrupt),
                Ok(SettledFile::SetAside {
                    kept_as: kept_as.to_str().unwrap().to_owned()
                })
            );
            assert_eq!(fs::read_to_string(&kept_as).unwrap(), format!("damaged {number}"));
            assert!(!path.exists());
        }

        // No file to move: the io error comes back as a refusal naming the file.
        match settle_unreadable_file(text, &corrupt) {
            Err(KielaError::SetAsideFailed { path: failed, reason }) => {
                assert_eq!(failed, text);
                assert!(!reason.is_empty());
            }
            other => panic!("expected SetAsideFailed, got {other:?}"),
        }

        fs::write(&path, "part damaged").unwrap();
        assert_eq!(
            set_aside_file(text),
            Ok(folder
                .path()
                .join("game.unreadable-3.json")
                .to_str()
                .unwrap()
                .to_owned())
        );
        assert!(matches!(set_aside_file(text), Err(KielaError::SetAsideFailed { .. })));
    }
}
