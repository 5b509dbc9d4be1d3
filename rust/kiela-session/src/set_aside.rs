//! One policy, for the terminal and both apps, for a file of theirs that cannot be read (the
//! statistics, a saved game): a damaged file is moved aside beside itself, under the first free
//! name `<stem>.unreadable-<n>.<ext>`, so it is never lost and never overwrites one set aside
//! before; a file written by a newer version is left untouched, and the app must not write over
//! it (the person is told to update instead).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::error::KielaError;
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
}
