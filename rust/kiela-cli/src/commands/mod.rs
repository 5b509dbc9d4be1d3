//! One module per subcommand. Each has its clap arguments and a `run` function.

pub mod arena;
pub mod bench;
pub mod moves;
pub mod new;
pub mod perft;
pub mod play;
pub mod puzzle;
pub mod review;
pub mod stats;
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

/// Writes `{"<key>": [ … ]}` with each item of the list compact on a line of its own: long
/// lists stay readable and a line per item suits `grep`.
fn print_json_list(out: &mut impl Write, key: &str, items: &[Value]) -> Result<(), CliError> {
    let key = Value::from(key);
    if items.is_empty() {
        writeln!(out, "{{{key}: []}}")?;
        return Ok(());
    }
    writeln!(out, "{{{key}: [")?;
    for (index, item) in items.iter().enumerate() {
        let comma = if index + 1 < items.len() { "," } else { "" };
        writeln!(out, "  {item}{comma}")?;
    }
    writeln!(out, "]}}")?;
    Ok(())
}
