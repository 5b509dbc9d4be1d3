//! The files of the terminal game: where its data lives, the statistics kept there, and the
//! saved games (the same session save as the apps').

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use kiela_core::exchange::{parse_record, record_text, RECORD_FORMAT};
use kiela_session::{settle_unreadable, Seat, Session, Settled, Statistics, Unreadable};

use super::paths::{quoted, shown_path};
use crate::error::CliError;

/// `$XDG_DATA_HOME/kiela`, or `$HOME/.local/share/kiela`; `None` when neither is set.
pub fn data_dir() -> Option<PathBuf> {
    let absolute = |name| std::env::var_os(name).map(PathBuf::from).filter(|p| p.is_absolute());
    let base = absolute("XDG_DATA_HOME").or_else(|| absolute("HOME").map(|home| home.join(".local/share")))?;
    Some(base.join("kiela"))
}

/// Where `save` without a file name writes.
pub fn default_save() -> PathBuf {
    data_dir().unwrap_or_default().join("saved-game.json")
}

/// The default save, or when that file is taken, the first free `saved-game-<n>.json` beside
/// it: where a game is kept when the input ends without a word.
pub fn free_save() -> PathBuf {
    let first = default_save();
    if !first.exists() {
        return first;
    }
    (2..u32::MAX)
        .map(|n| first.with_file_name(format!("saved-game-{n}.json")))
        .find(|path| !path.exists())
        .unwrap_or(first)
}

/// Makes the data folder, which is ours to make (a folder the person names never is).
pub fn make_data_dir() -> io::Result<()> {
    match data_dir() {
        Some(dir) => fs::create_dir_all(dir),
        None => Err(io::Error::other("neither XDG_DATA_HOME nor HOME is set")),
    }
}

/// Writes `text` to `path` whole or not at all: a temporary file in the same folder, renamed
/// over it. The folder must exist.
fn write_whole(path: &Path, text: &str) -> io::Result<()> {
    let folder = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut temporary = tempfile::NamedTempFile::new_in(folder)?;
    temporary.write_all(text.as_bytes())?;
    temporary.as_file().sync_all()?;
    temporary.persist(path).map_err(|error| error.error)?;
    Ok(())
}

/// Saves `session` to `path`; the save as written.
pub fn save_game(session: &Session, path: &Path) -> io::Result<String> {
    let text = session.save();
    write_whole(path, &text)?;
    Ok(text)
}

/// What a file holds, to point to the right flag when the wrong one was given.
#[derive(PartialEq, Eq)]
enum Holds {
    Save,
    Record,
    Other,
}

fn holds(text: &str) -> Holds {
    if text.trim_start().starts_with("Kiela game record") {
        return Holds::Record;
    }
    let format = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|value| value.get("format")?.as_str().map(str::to_owned));
    match format.as_deref() {
        Some("kiela-session") => Holds::Save,
        Some(RECORD_FORMAT) => Holds::Record,
        _ => Holds::Other,
    }
}

/// The session saved in `path`; a file that cannot be read or is not a save is bad input.
pub fn load_game(path: &Path) -> Result<Session, CliError> {
    let text = read_text(path)?;
    if holds(&text) == Holds::Record {
        return Err(CliError::input(format!(
            "{0} is a shared game record, not a saved game: go on with it with --record {1} (--load is for files written by save)",
            shown_path(path),
            quoted(path)
        )));
    }
    Session::restore(&text).map_err(|error| CliError::input(format!("{}: {error}", shown_path(path))))
}

/// A session that goes on with the shared game record in `path`: the text the apps share
/// (`Kiela game record`, a turn a line) or the JSON record (`kiela-game-record`).
pub fn load_record(path: &Path, south: Seat, north: Seat, seed: u64) -> Result<Session, CliError> {
    let bad = |error: String| CliError::input(format!("{}: the game record cannot be read: {error}", shown_path(path)));
    let mut text = read_text(path)?;
    if holds(&text) == Holds::Save {
        return Err(CliError::input(format!(
            "{0} is a saved game, not a game record: go on with it with --load {1} (--record is for shared game records)",
            shown_path(path),
            quoted(path)
        )));
    }
    if text.trim_start().starts_with('{') {
        text = record_text(&parse_record(&text).map_err(|error| bad(error.to_string()))?);
    }
    Session::from_record_text(&text, south, north, seed)
        .map_err(|error| CliError::input(format!("{}: {error}", shown_path(path))))
}

/// The text of a file given on the command line.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    fs::read_to_string(path).map_err(|error| CliError::input(format!("cannot read {}: {error}", shown_path(path))))
}

/// Where the statistics go, or why they are not kept.
enum Keeping {
    In(PathBuf),
    Not(String),
}

/// The statistics of the games played in the terminal, and the file they are kept in.
pub struct StatisticsFile {
    keeping: Keeping,
    pub statistics: Statistics,
}

impl StatisticsFile {
    /// The statistics in the data folder. A damaged file is set aside under the first free
    /// `statistics.unreadable-<n>.json` and a fresh record starts; a file from a newer version
    /// is left as it is and this session keeps no statistics. `warn` gets a line saying so.
    pub fn load(warn: &mut dyn FnMut(String)) -> StatisticsFile {
        let Some(path) = data_dir().map(|dir| dir.join("statistics.json")) else {
            let why = "the statistics are not kept: neither XDG_DATA_HOME nor HOME is set".to_owned();
            return StatisticsFile {
                keeping: Keeping::Not(why),
                statistics: Statistics::new(),
            };
        };
        let (statistics, keeping) = read_statistics(&path, warn);
        StatisticsFile { keeping, statistics }
    }

    /// Why this session keeps no statistics, when it keeps none.
    pub fn not_kept(&self) -> Option<&str> {
        match &self.keeping {
            Keeping::In(_) => None,
            Keeping::Not(why) => Some(why),
        }
    }

    /// Writes the statistics; the message why not, when they cannot be kept.
    pub fn store(&self) -> Result<(), String> {
        let path = match &self.keeping {
            Keeping::In(path) => path,
            Keeping::Not(why) => return Err(why.clone()),
        };
        make_data_dir()
            .and_then(|()| write_whole(path, &self.statistics.to_json()))
            .map_err(|error| format!("cannot write the statistics to {}: {error}", shown_path(path)))
    }
}

fn read_statistics(path: &Path, warn: &mut dyn FnMut(String)) -> (Statistics, Keeping) {
    let shown = shown_path(path);
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return (Statistics::new(), Keeping::In(path.into())),
        Err(error) => {
            // Not known to be damaged: leave it be, and do not write over it.
            let why = format!("cannot read the statistics in {shown}: {error}; this session keeps none");
            warn(why.clone());
            return (Statistics::new(), Keeping::Not(why));
        }
    };
    let error = match Statistics::from_json(&text) {
        Ok(statistics) => return (statistics, Keeping::In(path.into())),
        Err(error) => error,
    };
    match settle_unreadable(path, &Unreadable::from(&error)) {
        Ok(Settled::KeptForNewerVersion { found, supported }) => {
            let why = format!(
                "{shown} was written by a newer Kiela (statistics version {found}; this one reads {supported}): it is left as it is, and this session counts no games; update kiela to keep them"
            );
            warn(why.clone());
            (Statistics::new(), Keeping::Not(why))
        }
        Ok(Settled::SetAside { kept_as }) => {
            warn(format!(
                "{shown}: {error}; kept as {}; a fresh record starts",
                shown_path(&kept_as)
            ));
            (Statistics::new(), Keeping::In(path.into()))
        }
        Err(why) => {
            let why =
                format!("{shown}: {error}, and it could not be set aside ({why}); this session keeps no statistics");
            warn(why.clone());
            (Statistics::new(), Keeping::Not(why))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_and_a_record_are_told_apart() {
        let save = Session::new(Default::default(), 1).save();
        assert!(holds(&save) == Holds::Save);
        assert!(holds("Kiela game record\nVariant: traditional\n") == Holds::Record);
        assert!(holds(r#"{"format":"kiela-game-record","version":1}"#) == Holds::Record);
        assert!(holds("garbage") == Holds::Other);
    }

    #[test]
    fn a_whole_write_needs_its_folder_and_leaves_no_temporary_file() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("game.json");
        write_whole(&path, "one").unwrap();
        write_whole(&path, "two").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 1);
        assert!(write_whole(&folder.path().join("no/such/game.json"), "x").is_err());
        assert!(!folder.path().join("no").exists());
    }
}
