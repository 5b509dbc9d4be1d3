//! The person's preferences, kept in the data folder as `preferences.json`: haptics, sound, the
//! house names on the board, the last new-game choice, whether the game is guided, and their answer to the guided game's offer.
//! (The animation speed is the session's, kept in its save.)

use serde_json::{json, Value};

use crate::choice::NewGameChoice;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Preferences {
    pub haptics: bool,
    /// The game's sounds (the phone's silent mode silences them too).
    pub sound: bool,
    /// Each house's name (o1 … i10) faint on the board, so every text that names a house can be
    /// found on it.
    pub house_names: bool,
    /// The new-game sheet opens on the last choice played.
    pub choice: NewGameChoice,
    /// The game being played is the guided one: the card under the board explains each move.
    pub guided: bool,
    /// The first start's offer of a guided game was answered (started, or not now).
    pub guide_offered: bool,
    /// The person asked never to be offered the guided game again.
    pub guide_declined: bool,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            haptics: true,
            sound: true,
            house_names: true,
            choice: NewGameChoice::default(),
            guided: false,
            guide_offered: false,
            guide_declined: false,
        }
    }
}

impl Preferences {
    pub fn to_json(&self) -> String {
        let choice: Value = serde_json::from_str(&self.choice.to_json()).unwrap_or(Value::Null);
        json!({
            "haptics": self.haptics,
            "sound": self.sound,
            "house_names": self.house_names,
            "choice": choice,
            "guided": self.guided,
            "guide_offered": self.guide_offered,
            "guide_declined": self.guide_declined,
        })
        .to_string()
    }

    /// Never fails: what another version wrote, or a file that is not JSON at all, falls back
    /// to the default field by field (nothing here is worth setting a file aside for).
    pub fn from_json(text: &str) -> Preferences {
        let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let default = Preferences::default();
        let flag = |key: &str, fallback: bool| value.get(key).and_then(Value::as_bool).unwrap_or(fallback);
        Preferences {
            haptics: flag("haptics", default.haptics),
            sound: flag("sound", default.sound),
            house_names: flag("house_names", default.house_names),
            choice: value
                .get("choice")
                .map_or(default.choice, |choice| NewGameChoice::from_json(&choice.to_string())),
            guided: flag("guided", default.guided),
            guide_offered: flag("guide_offered", default.guide_offered),
            guide_declined: flag("guide_declined", default.guide_declined),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Level;
    use crate::statistics::Opponent;

    #[test]
    fn preferences_come_back_as_they_were_written() {
        let preferences = Preferences {
            haptics: false,
            sound: false,
            house_names: false,
            choice: NewGameChoice {
                opponent: Opponent::Computer { level: Level::Hard },
                you_start: false,
                ..NewGameChoice::default()
            },
            guided: true,
            guide_offered: true,
            guide_declined: true,
        };
        assert_eq!(Preferences::from_json(&preferences.to_json()), preferences);
    }

    #[test]
    fn what_cannot_be_read_falls_back_field_by_field() {
        assert_eq!(Preferences::from_json("not json"), Preferences::default());
        let kept = Preferences::from_json(r#"{"haptics": false, "guided": "yes", "choice": 7}"#);
        assert!(!kept.haptics);
        assert!(!kept.guided);
        assert_eq!(kept.choice, NewGameChoice::default());
    }
}
