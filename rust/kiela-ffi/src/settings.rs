//! What a new game is set up with.

use kiela_core::{CaptureSowing as CoreCaptureSowing, Game, Player, Position, Rules, Variant as CoreVariant};

use serde::{Deserialize, Serialize};

use crate::board::Side;

/// Which game: 28 stones each (traditional) or 14 (beginner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Variant {
    Traditional,
    Beginner,
}

/// Where captured stones start to be sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum CaptureSowing {
    /// From the house after the capturing house (the standard rule).
    AfterCapturingHouse,
    /// From the house after the one the capturing run was lifted from (the Omweso custom).
    FromLapStart,
}

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

/// Who plays a side. Saved as `{"seat":"person"}` or `{"seat":"computer","level":"hard"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum, Serialize, Deserialize)]
#[serde(tag = "seat", rename_all = "snake_case", deny_unknown_fields)]
pub enum Seat {
    Person,
    Computer { level: Level },
}

/// Everything a new game is set up with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
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

/// A person (South) against the computer at Medium, standard rules, South first.
#[uniffi::export]
pub fn default_settings() -> GameSettings {
    GameSettings {
        variant: Variant::Traditional,
        capture_sowing: CaptureSowing::AfterCapturingHouse,
        expert_opening: false,
        south: Seat::Person,
        north: Seat::Computer { level: Level::Medium },
        first: Side::South,
    }
}

impl GameSettings {
    pub(crate) fn rules(&self) -> Rules {
        Rules::new(self.variant.into(), self.capture_sowing.into())
    }

    pub(crate) fn start(&self) -> Position {
        Position::start(self.rules(), self.first.into())
    }

    /// The settings of a game played from the start, with the given seats; `Err` with the
    /// reason when the game did not begin at the start position, as every session does.
    pub(crate) fn of_game(game: &Game, south: Seat, north: Seat) -> Result<GameSettings, &'static str> {
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

    pub(crate) fn seat(&self, player: Player) -> Seat {
        match player {
            Player::South => self.south,
            Player::North => self.north,
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
