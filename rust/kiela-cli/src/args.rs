//! The arguments and value parsers that several commands share. The commands depend on this
//! module; it depends on none of them.

use std::error::Error;
use std::str::FromStr;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::Args;
use kiela_ai::Level;
use kiela_core::{CaptureSowing, Player, Position, Rules, Variant};

/// The rules a new position is played under.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game: traditional (28 stones each) or beginner (14 each, single stones may be sown).
    #[arg(long, default_value_t = Variant::Traditional, value_parser = one_of::<Variant>(Variant::ALL.map(Variant::name)))]
    pub variant: Variant,
    /// Where captured stones start to be sown.
    #[arg(
        long,
        default_value_t = CaptureSowing::AfterCapturingHouse,
        value_parser = one_of::<CaptureSowing>(CaptureSowing::ALL.map(CaptureSowing::name)),
    )]
    pub capture_sowing: CaptureSowing,
}

impl RulesArgs {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant, self.capture_sowing)
    }
}

/// The rules and who moves first: everything a start position needs.
#[derive(Debug, Args)]
pub struct StartArgs {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Who moves first.
    #[arg(long, default_value_t = Player::South, value_parser = one_of::<Player>(Player::BOTH.map(Player::name)))]
    pub first: Player,
}

impl StartArgs {
    pub fn position(&self) -> Position {
        Position::start(self.rules.rules(), self.first)
    }
}

/// A parser for a level name, listing the five in `--help` and in the error for a wrong one.
pub fn level_parser() -> impl TypedValueParser<Value = Level> {
    one_of::<Level>(Level::ALL.map(Level::name))
}

/// A value from a closed set of `names`, listed in `--help` and in the error for a wrong one,
/// and parsed with the core type's own `FromStr`.
pub fn one_of<T>(names: impl IntoIterator<Item = &'static str>) -> impl TypedValueParser<Value = T>
where
    T: FromStr + Clone + Send + Sync + 'static,
    T::Err: Into<Box<dyn Error + Send + Sync>>,
{
    PossibleValuesParser::new(names).try_map(|name| name.parse::<T>())
}
