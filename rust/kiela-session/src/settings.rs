//! What a game is set up with, and the numbers of the rules an app shows.

use kiela_core::{
    CaptureSowing as CoreCaptureSowing, Game, Player, Position, Rules, Variant as CoreVariant, MAX_LAPS,
    QUIET_MOVE_LIMIT, REPETITION_LIMIT,
};
use serde::{Deserialize, Serialize};

use crate::board::Side;
use crate::numbers::AppInt;

/// Which game: 28 stones each (traditional) or 14 (beginner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Variant {
    Traditional,
    Beginner,
}

/// Where captured stones start to be sown: after the capturing house (standard), or after the
/// house the capturing run was lifted from (the Omweso custom).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum CaptureSowing {
    /// From the house after the capturing house (the standard rule).
    AfterCapturingHouse,
    /// From the house after the one the capturing run was lifted from (the Omweso custom).
    FromLapStart,
}

/// How strong the computer plays, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Level {
    /// Every level, weakest first: the order of a picker.
    pub const ALL: [Level; 5] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard, Level::Expert];
}

impl From<Level> for kiela_ai::Level {
    fn from(level: Level) -> kiela_ai::Level {
        match level {
            Level::Beginner => kiela_ai::Level::Beginner,
            Level::Easy => kiela_ai::Level::Easy,
            Level::Medium => kiela_ai::Level::Medium,
            Level::Hard => kiela_ai::Level::Hard,
            Level::Expert => kiela_ai::Level::Expert,
        }
    }
}

/// Who plays a side. Saved as `{"seat":"person"}` or `{"seat":"computer","level":"hard"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "seat", rename_all = "snake_case", deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Seat {
    Person,
    Computer { level: Level },
}

/// Everything a new game is set up with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameSettings {
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
    /// Each player may rearrange their stones on their first turn.
    pub expert_opening: bool,
    pub south: Seat,
    pub north: Seat,
    /// Who moves first.
    pub first: Side,
}

impl Default for GameSettings {
    /// A person (South) against the computer at Medium, standard rules, South first.
    fn default() -> GameSettings {
        GameSettings {
            variant: Variant::Traditional,
            capture_sowing: CaptureSowing::AfterCapturingHouse,
            expert_opening: false,
            south: Seat::Person,
            north: Seat::Computer { level: Level::Medium },
            first: Side::South,
        }
    }
}

impl GameSettings {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant.into(), self.capture_sowing.into())
    }

    pub fn start(&self) -> Position {
        Position::start(self.rules(), self.first.into())
    }

    /// A new game with these settings.
    pub fn new_game(&self) -> Game {
        Game::new(self.start(), self.expert_opening)
    }

    /// The settings of a game played from the start, with the given seats; `Err` with the
    /// reason when the game did not begin at the start position, as every session does.
    pub fn of_game(game: &Game, south: Seat, north: Seat) -> Result<GameSettings, &'static str> {
        let start = game.start();
        let rules = start.rules();
        if *start != Position::start(rules, start.to_move()) {
            return Err("a session always begins at the start position");
        }
        Ok(GameSettings {
            variant: rules.variant.into(),
            capture_sowing: rules.capture_sowing.into(),
            expert_opening: game.expert_opening(),
            south,
            north,
            first: start.to_move().into(),
        })
    }

    pub fn seat(&self, side: Side) -> Seat {
        match side {
            Side::South => self.south,
            Side::North => self.north,
        }
    }

    /// The one side a person plays against the computer; `None` with two people or none.
    pub fn lone_person(&self) -> Option<Side> {
        match (self.south, self.north) {
            (Seat::Person, Seat::Computer { .. }) => Some(Side::South),
            (Seat::Computer { .. }, Seat::Person) => Some(Side::North),
            _ => None,
        }
    }

    pub(crate) fn is_person(&self, player: Player) -> bool {
        self.seat(player.into()) == Seat::Person
    }
}

/// The numbers of the rules an app shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RuleFacts {
    /// Each player's stones at the start.
    pub stones_per_player: AppInt,
    /// The fewest stones a house must hold to be sown.
    pub min_stones_to_sow: AppInt,
    /// A game ends on stones after this many moves in a row without a capture.
    pub quiet_move_limit: AppInt,
    /// A game ends on stones when a position comes round this many times.
    pub repetition_limit: AppInt,
    /// A move may have at most this many sowing runs; a house that needs more is not legal.
    pub lap_limit: AppInt,
}

impl RuleFacts {
    pub fn of(variant: Variant) -> RuleFacts {
        let variant = CoreVariant::from(variant);
        RuleFacts {
            stones_per_player: variant.stones_per_player().into(),
            min_stones_to_sow: variant.min_sow().into(),
            quiet_move_limit: QUIET_MOVE_LIMIT.into(),
            repetition_limit: REPETITION_LIMIT.into(),
            lap_limit: MAX_LAPS.into(),
        }
    }
}

impl From<Variant> for CoreVariant {
    fn from(variant: Variant) -> CoreVariant {
        match variant {
            Variant::Traditional => CoreVariant::Traditional,
            Variant::Beginner => CoreVariant::Beginner,
        }
    }
}

impl From<CoreVariant> for Variant {
    fn from(variant: CoreVariant) -> Variant {
        match variant {
            CoreVariant::Traditional => Variant::Traditional,
            CoreVariant::Beginner => Variant::Beginner,
        }
    }
}

impl From<CaptureSowing> for CoreCaptureSowing {
    fn from(option: CaptureSowing) -> CoreCaptureSowing {
        match option {
            CaptureSowing::AfterCapturingHouse => CoreCaptureSowing::AfterCapturingHouse,
            CaptureSowing::FromLapStart => CoreCaptureSowing::FromLapStart,
        }
    }
}

impl From<CoreCaptureSowing> for CaptureSowing {
    fn from(option: CoreCaptureSowing) -> CaptureSowing {
        match option {
            CoreCaptureSowing::AfterCapturingHouse => CaptureSowing::AfterCapturingHouse,
            CoreCaptureSowing::FromLapStart => CaptureSowing::FromLapStart,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_facts_come_from_the_core() {
        let traditional = RuleFacts::of(Variant::Traditional);
        assert_eq!(traditional.stones_per_player, AppInt(28));
        assert_eq!(traditional.min_stones_to_sow, AppInt(2));
        assert_eq!(traditional.quiet_move_limit, AppInt(100));
        assert_eq!(traditional.repetition_limit, AppInt(3));
        assert_eq!(traditional.lap_limit, AppInt(1000));
        let beginner = RuleFacts::of(Variant::Beginner);
        assert_eq!(
            (beginner.stones_per_player, beginner.min_stones_to_sow),
            (AppInt(14), AppInt(1))
        );
    }

    #[test]
    fn the_lone_person_is_the_one_facing_the_computer() {
        let mut settings = GameSettings::default();
        assert_eq!(settings.lone_person(), Some(Side::South));
        settings.north = Seat::Person;
        assert_eq!(settings.lone_person(), None);
    }
}
