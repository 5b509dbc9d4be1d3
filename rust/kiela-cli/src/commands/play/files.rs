//! The files of the terminal game: where its data lives, the statistics kept there, and the
//! saved games (the same session save as the apps').

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use kiela_core::exchange::{parse_record, record_text};
use kiela_session::{Seat, Session, Statistics};

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

/// Writes `text` to `path` whole or not at all (a temporary file renamed over it), making the
/// folder if need be.
fn write_whole(path: &Path, text: &str) -> io::Result<()> {
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".new");
    fs::write(&temporary, text)?;
    fs::rename(&temporary, path)
}

/// Saves `session` to `path`.
pub fn save_game(session: &Session, path: &Path) -> io::Result<()> {
    write_whole(path, &session.save())
}

/// The session saved in `path`; a file that cannot be read or is not a save is bad input.
pub fn load_game(path: &Path) -> Result<Session, CliError> {
    let text = read_text(path)?;
    Session::restore(&text).map_err(|error| CliError::input(format!("{}: {error}", path.display())))
}

/// A session that goes on with the shared game record in `path`: the text the apps share
/// (`Kiela game record`, a turn a line) or the JSON record (`kiela-game-record`).
pub fn load_record(path: &Path, south: Seat, north: Seat, seed: u64) -> Result<Session, CliError> {
    let bad = |error: String| CliError::input(format!("{}: the game record cannot be read: {error}", path.display()));
    let mut text = read_text(path)?;
    if text.trim_start().starts_with('{') {
        text = record_text(&parse_record(&text).map_err(|error| bad(error.to_string()))?);
    }
    Session::from_record_text(&text, south, north, seed)
        .map_err(|error| CliError::input(format!("{}: {error}", path.display())))
}

/// The text of a file given on the command line.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    fs::read_to_string(path).map_err(|error| CliError::input(format!("cannot read {}: {error}", path.display())))
}

/// The statistics of the games played in the terminal, and the file they are kept in.
pub struct StatisticsFile {
    path: Option<PathBuf>,
    pub statistics: Statistics,
}

impl StatisticsFile {
    /// The statistics in the data folder. A file that cannot be read is put aside as
    /// `statistics.json.bad` and a fresh record starts; `warn` gets a line saying so.
    pub fn load(warn: &mut dyn FnMut(String)) -> StatisticsFile {
        let path = data_dir().map(|dir| dir.join("statistics.json"));
        let statistics = path
            .as_deref()
            .map_or_else(Statistics::new, |path| read_statistics(path, warn));
        StatisticsFile { path, statistics }
    }

    /// Writes the statistics; the message why not, when they cannot be kept.
    pub fn store(&self) -> Result<(), String> {
        let Some(path) = &self.path else {
            return Err("the statistics are not kept: neither XDG_DATA_HOME nor HOME is set".to_owned());
        };
        write_whole(path, &self.statistics.to_json())
            .map_err(|error| format!("cannot write the statistics to {}: {error}", path.display()))
    }
}

fn read_statistics(path: &Path, warn: &mut dyn FnMut(String)) -> Statistics {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Statistics::new(),
        Err(error) => {
            warn(format!("cannot read the statistics in {}: {error}", path.display()));
            return Statistics::new();
        }
    };
    match Statistics::from_json(&text) {
        Ok(statistics) => statistics,
        Err(error) => {
            let mut aside = path.as_os_str().to_owned();
            aside.push(".bad");
            let aside = PathBuf::from(aside);
            let kept = match fs::rename(path, &aside) {
                Ok(()) => format!("kept as {}", aside.display()),
                Err(why) => format!("and could not be put aside: {why}"),
            };
            warn(format!("{}: {error}; {kept}; a fresh record starts", path.display()));
            Statistics::new()
        }
    }
}
