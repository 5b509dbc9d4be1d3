//! The one policy for an app's file the core could not read (a saved game, the statistics),
//! kiela-session's, as the terminal applies it: a damaged file is moved aside under the first
//! free `<stem>.unreadable-<n>.json`, one from a newer version is left untouched.

use crate::{KielaError, SettledFile};

/// Settles the file at `path` that the core refused with `error` (from `GameSession.fromSave`
/// or `statisticsFromJson`): `KeptForNewerVersion` for a file a newer version wrote, left
/// untouched (do not write over it this run; tell the person to update), else `SetAside` with
/// the path it was moved to. `SetAsideFailed` when the file system refuses the move.
#[uniffi::export]
pub fn settle_unreadable_file(path: String, error: KielaError) -> Result<SettledFile, KielaError> {
    crate::settle_unreadable_file(&path, &error)
}

/// Moves the file at `path`, read but partly damaged (a part of the statistics the core
/// dropped), aside under the same names; the path it was moved to, or `SetAsideFailed`.
#[uniffi::export]
pub fn set_aside_file(path: String) -> Result<String, KielaError> {
    crate::set_aside_file(&path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameSession;
    use crate::{AppInt, GameSettings};

    #[test]
    fn a_newer_save_is_kept_and_damaged_ones_each_get_their_own_name() {
        let folder = std::env::temp_dir().join(format!("kiela-session-ffi-settle-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join("game.json");
        let text = path.to_str().unwrap().to_owned();

        let save = GameSession::new(GameSettings::default()).save();
        let newer = save.replacen("\"version\": 2", "\"version\": 9", 1);
        assert_ne!(newer, save);
        std::fs::write(&path, &newer).unwrap();
        let refused = GameSession::from_save(newer.clone()).map(|_| ()).unwrap_err();
        assert_eq!(
            settle_unreadable_file(text.clone(), refused),
            Ok(SettledFile::KeptForNewerVersion {
                found: AppInt(9),
                supported: AppInt(2)
            })
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), newer);

        for number in 1..=2 {
            std::fs::write(&path, "{ not a save").unwrap();
            let refused = GameSession::from_save("{ not a save".into()).map(|_| ()).unwrap_err();
            let kept_as = folder.join(format!("game.unreadable-{number}.json"));
            assert_eq!(
                settle_unreadable_file(text.clone(), refused),
                Ok(SettledFile::SetAside {
                    kept_as: kept_as.to_str().unwrap().to_owned()
                })
            );
        }
        assert!(matches!(set_aside_file(text), Err(KielaError::SetAsideFailed { .. })));
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
