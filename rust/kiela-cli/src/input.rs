//! Reading a position from standard input.

use std::io::Read;

use kiela_core::exchange::parse_position;
use kiela_core::Position;

use crate::error::CliError;

/// Reads all of `input` as one position in the JSON exchange format.
pub fn read_position(input: &mut impl Read) -> Result<Position, CliError> {
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|error| CliError::input(format!("cannot read a position on stdin: {error}")))?;
    parse_position(&text).map_err(|error| CliError::input(format!("position on stdin: {error}")))
}
