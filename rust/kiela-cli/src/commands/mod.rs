//! One module per subcommand. Each has its clap arguments and a `run` function.

pub mod arena;
pub mod bench;
pub mod moves;
pub mod new;
pub mod perft;
pub mod play;
pub mod think;

use std::io::Write;

use serde_json::Value;

use crate::error::CliError;

/// Writes `value` as pretty JSON followed by a newline.
fn print_json(out: &mut impl Write, value: &Value) -> Result<(), CliError> {
    serde_json::to_writer_pretty(&mut *out, value).map_err(std::io::Error::from)?;
    writeln!(out)?;
    Ok(())
}
