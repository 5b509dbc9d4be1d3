//! File names as a shell user types them: words split and unquoted as the shell does
//! (`shell-words`), `~` and `~/…` for the home folder, and the folder checked before anything
//! is written (it is never made). Paths are told back absolute and quoted for the shell.

use std::path::{Path, PathBuf};

use super::echo::escaped;

/// Why a typed file name is refused.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    #[error("the file name has a quote that is never closed")]
    UnclosedQuote,
    #[error("give one file name; quote a name with spaces, as in save \"my game.json\"")]
    SeveralNames,
    #[error("~ stands for the home folder, and HOME is not set")]
    NoHome,
    #[error("{0}: only ~ and ~/… are understood; write the folder in full")]
    OtherUser(String),
    #[error("{0}: a file name with control characters is refused")]
    ControlCharacters(String),
    #[error("the folder {0} does not exist (it is not made for you: make it first, or choose another)")]
    NoFolder(String),
    #[error("{0} is a folder, not a file")]
    Folder(String),
    #[error("cannot tell where {0} is: {1}")]
    NoAbsolute(String, String),
}

/// The file named by what follows `save`: `None` for nothing, else the one word it is once
/// split and unquoted as the shell does, with `~` expanded.
pub fn typed_file(words: &str) -> Result<Option<PathBuf>, PathError> {
    let words = shell_words::split(words).map_err(|_| PathError::UnclosedQuote)?;
    match words.as_slice() {
        [] => Ok(None),
        [word] => expand_home(word).map(Some),
        _ => Err(PathError::SeveralNames),
    }
}

/// `~` and `~/rest` with the home folder (`HOME`) for `~`; any other name as it is.
pub fn expand_home(name: &str) -> Result<PathBuf, PathError> {
    let rest = match name.strip_prefix('~') {
        None => return Ok(PathBuf::from(name)),
        Some("") => "",
        Some(rest) => match rest.strip_prefix('/') {
            Some(rest) => rest,
            None => return Err(PathError::OtherUser(escaped(name))),
        },
    };
    let home = std::env::var_os("HOME")
        .filter(|home| !home.is_empty())
        .ok_or(PathError::NoHome)?;
    Ok(PathBuf::from(home).join(rest))
}

/// A file name from the command line (the shell has unquoted it), with `~` expanded where the
/// shell does not (`--load=~/x`).
pub fn flag_file(path: &Path) -> Result<PathBuf, PathError> {
    match path.to_str() {
        Some(name) => expand_home(name),
        None => Ok(path.to_owned()),
    }
}

/// The absolute path a game may be written to: its folder exists, and it is no folder itself.
pub fn writable(path: &Path) -> Result<PathBuf, PathError> {
    let shown = shown_path(path);
    if path.to_string_lossy().chars().any(char::is_control) {
        return Err(PathError::ControlCharacters(shown));
    }
    let absolute = std::path::absolute(path).map_err(|error| PathError::NoAbsolute(shown, error.to_string()))?;
    if absolute.is_dir() {
        return Err(PathError::Folder(shown_path(&absolute)));
    }
    match absolute.parent() {
        Some(folder) if !folder.is_dir() => Err(PathError::NoFolder(shown_path(folder))),
        _ => Ok(absolute),
    }
}

/// A path as printed in a sentence: control characters escaped.
pub fn shown_path(path: &Path) -> String {
    escaped(&path.to_string_lossy())
}

/// A path as typed to a shell: quoted when it needs to be.
pub fn quoted(path: &Path) -> String {
    shell_words::quote(&path.to_string_lossy()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_unquoted_as_a_shell_does() {
        assert_eq!(typed_file("").unwrap(), None);
        assert_eq!(typed_file("  ").unwrap(), None);
        assert_eq!(
            typed_file("\"/tmp/with space.json\"").unwrap(),
            Some("/tmp/with space.json".into())
        );
        assert_eq!(typed_file("'/tmp/a b.json'").unwrap(), Some("/tmp/a b.json".into()));
        assert_eq!(typed_file(r"/tmp/a\ b.json").unwrap(), Some("/tmp/a b.json".into()));
        assert_eq!(typed_file("\"/tmp/x"), Err(PathError::UnclosedQuote));
        assert_eq!(typed_file("my game.json"), Err(PathError::SeveralNames));
        assert!(matches!(typed_file("~bob/x"), Err(PathError::OtherUser(_))));
        // A quoted ~ is a name like any other, as in the shell.
        assert_eq!(typed_file("a~b").unwrap(), Some("a~b".into()));
    }

    #[test]
    fn the_home_folder_and_the_folder_checks() {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        if let Some(home) = home.filter(|home| !home.as_os_str().is_empty()) {
            assert_eq!(expand_home("~").unwrap(), home);
            assert_eq!(expand_home("~/g.json").unwrap(), home.join("g.json"));
        }
        let folder = tempfile::tempdir().unwrap();
        let file = folder.path().join("game.json");
        assert_eq!(writable(&file).unwrap(), file);
        assert!(matches!(writable(folder.path()), Err(PathError::Folder(_))));
        let missing = folder.path().join("no/such/game.json");
        assert!(matches!(writable(&missing), Err(PathError::NoFolder(f)) if f.ends_with("no/such")));
        assert!(
            matches!(writable(Path::new("/tmp/a\x1bb")), Err(PathError::ControlCharacters(s)) if s.contains(r"\u{1b}"))
        );
        assert!(writable(Path::new("relative.json")).unwrap().is_absolute());
        assert_eq!(quoted(Path::new("/tmp/with space.json")), "'/tmp/with space.json'");
        assert_eq!(quoted(Path::new("/tmp/plain.json")), "/tmp/plain.json");
    }
}
