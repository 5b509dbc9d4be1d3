//! The new-game choice as a person makes it (whom to play, which side, who starts, the rules),
//! the settings it comes to, and its JSON for an app to remember it by.

use kiela_core::{CaptureSowing as CoreCaptureSowing, Player, Variant as CoreVariant};
use serde_json::{json, Value};

use crate::board::Side;
use crate::settings::{CaptureSowing, GameSettings, Level, Seat, Variant};
use crate::statistics::Opponent;

/// The choices of a new-game sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameChoice {
    /// The computer at a level, or a friend on the same phone.
    pub opponent: Opponent,
    /// The side the person plays against the computer. With a friend the bottom player is
    /// South, whatever this says.
    pub side: Side,
    /// The person (with a friend: the bottom player) moves first.
    pub you_start: bool,
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
    pub expert_opening: bool,
}

impl Default for NewGameChoice {
    /// The computer at Easy, the person South and first, the standard rules.
    fn default() -> NewGameChoice {
        NewGameChoice {
            opponent: Opponent::Computer { level: Level::Easy },
            side: Side::South,
            you_start: true,
            variant: Variant::Traditional,
            capture_sowing: CaptureSowing::AfterCapturingHouse,
            expert_opening: false,
        }
    }
}

impl NewGameChoice {
    /// The guided first game: the computer at Beginner, the person South and first, the
    /// standard rules.
    pub fn guided() -> NewGameChoice {
        NewGameChoice {
            opponent: Opponent::Computer { level: Level::Beginner },
            ..NewGameChoice::default()
        }
    }

    /// The person's side: the chosen one against the computer, South with a friend.
    pub fn person_side(&self) -> Side {
        match self.opponent {
            Opponent::Computer { .. } => self.side,
            Opponent::Friend => Side::South,
        }
    }

    /// The game these choices set up.
    pub fn settings(&self) -> GameSettings {
        let you = self.person_side();
        let other = match self.opponent {
            Opponent::Computer { level } => Seat::Computer { level },
            Opponent::Friend => Seat::Person,
        };
        let seat = |side| if side == you { Seat::Person } else { other };
        GameSettings {
            variant: self.variant,
            capture_sowing: self.capture_sowing,
            expert_opening: self.expert_opening,
            south: seat(Side::South),
            north: seat(Side::North),
            first: if self.you_start { you } else { you.opponent() },
        }
    }

    /// The choices that set up `settings`, for a game that was not begun from remembered ones.
    /// With the computer on both sides, the person's seat is taken to be South's.
    pub fn of(settings: &GameSettings) -> NewGameChoice {
        let (opponent, side) = match (settings.south, settings.north) {
            (Seat::Person, Seat::Person) => (Opponent::Friend, Side::South),
            (Seat::Computer { level }, Seat::Person) => (Opponent::Computer { level }, Side::North),
            (_, Seat::Computer { level }) => (Opponent::Computer { level }, Side::South),
        };
        NewGameChoice {
            opponent,
            side,
            you_start: settings.first == side,
            variant: settings.variant,
            capture_sowing: settings.capture_sowing,
            expert_opening: settings.expert_opening,
        }
    }

    /// The choices as JSON, for an app to keep:
    /// `{"opponent":{"kind":"computer","level":"easy"},"side":"south","you_start":true,
    /// "variant":"traditional","capture_sowing":"after_capturing_house","expert_opening":false}`.
    pub fn to_json(&self) -> String {
        json!({
            "opponent": self.opponent,
            "side": Player::from(self.side).name(),
            "you_start": self.you_start,
            "variant": CoreVariant::from(self.variant).name(),
            "capture_sowing": CoreCaptureSowing::from(self.capture_sowing).name(),
            "expert_opening": self.expert_opening,
        })
        .to_string()
    }

    /// Choices kept with [`NewGameChoice::to_json`]. Never fails: a choice an older or newer app
    /// wrote that this one does not know, or a file that is not JSON at all, falls back to the
    /// default, field by field.
    pub fn from_json(text: &str) -> NewGameChoice {
        let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let default = NewGameChoice::default();
        let named = |key: &str| value.get(key).and_then(Value::as_str);
        let flag = |key: &str, fallback: bool| value.get(key).and_then(Value::as_bool).unwrap_or(fallback);
        NewGameChoice {
            opponent: value
                .get("opponent")
                .and_then(|opponent| serde_json::from_value(opponent.clone()).ok())
                .unwrap_or(default.opponent),
            side: named("side")
                .and_then(|name| name.parse::<Player>().ok())
                .map_or(default.side, Side::from),
            you_start: flag("you_start", default.you_start),
            variant: named("variant")
                .and_then(|name| name.parse::<CoreVariant>().ok())
                .map_or(default.variant, Variant::from),
            capture_sowing: named("capture_sowing")
                .and_then(|name| name.parse::<CoreCaptureSowing>().ok())
                .map_or(default.capture_sowing, CaptureSowing::from),
            expert_opening: flag("expert_opening", default.expert_opening),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_comes_back_from_its_settings_and_its_json() {
        let levels = Level::ALL.map(|level| Opponent::Computer { level });
        for opponent in levels.into_iter().chain([Opponent::Friend]) {
            for side in [Side::South, Side::North] {
                for you_start in [true, false] {
                    let choice = NewGameChoice {
                        opponent,
                        side,
                        you_start,
                        variant: Variant::Beginner,
                        capture_sowing: CaptureSowing::FromLapStart,
                        expert_opening: true,
                    };
                    let settings = choice.settings();
                    let person = choice.person_side();
                    assert_eq!(settings.seat(person), Seat::Person);
                    assert_eq!(settings.first == person, you_start);
                    let again = NewGameChoice::of(&settings);
                    assert_eq!(again.settings(), settings, "{choice:?}");
                    assert_eq!(NewGameChoice::from_json(&choice.to_json()), choice);
                }
            }
        }
    }

    #[test]
    fn a_friend_game_puts_the_bottom_player_south() {
        let choice = NewGameChoice {
            opponent: Opponent::Friend,
            side: Side::North,
            you_start: false,
            ..NewGameChoice::default()
        };
        let settings = choice.settings();
        assert_eq!((settings.south, settings.north), (Seat::Person, Seat::Person));
        assert_eq!(settings.first, Side::North);
    }

    #[test]
    fn the_guided_game_is_the_person_south_and_first_against_the_beginner() {
        let settings = NewGameChoice::guided().settings();
        assert_eq!(
            (settings.south, settings.north, settings.first),
            (Seat::Person, Seat::Computer { level: Level::Beginner }, Side::South)
        );
        assert_eq!(
            (settings.variant, settings.capture_sowing, settings.expert_opening),
            (Variant::Traditional, CaptureSowing::AfterCapturingHouse, false),
            "the standard rules"
        );
    }

    #[test]
    fn what_cannot_be_read_falls_back_to_the_default_field_by_field() {
        assert_eq!(NewGameChoice::from_json("not json"), NewGameChoice::default());
        assert_eq!(NewGameChoice::from_json("[1, 2]"), NewGameChoice::default());
        let choice = NewGameChoice::from_json(
            r#"{"opponent":{"kind":"computer","level":"grandmaster"},"side":"north","you_start":"yes","variant":"beginner","extra":1}"#,
        );
        assert_eq!(
            choice,
            NewGameChoice {
                side: Side::North,
                variant: Variant::Beginner,
                ..NewGameChoice::default()
            }
        );
        let easy = GameSettings {
            north: Seat::Computer { level: Level::Easy },
            ..GameSettings::default()
        };
        assert_eq!(NewGameChoice::default().settings(), easy);
    }
}
