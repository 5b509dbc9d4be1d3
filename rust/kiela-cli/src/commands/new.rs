//! `kiela new`: the start position as JSON, laid out as the README shows it: one key a line,
//! each row on its line.

use std::io::Write;

use clap::Args;
use kiela_core::exchange::position_json;
use serde_json::Value;

use crate::args::StartArgs;
use crate::error::CliError;

#[derive(Debug, Args)]
pub struct NewArgs {
    #[command(flatten)]
    start: StartArgs,
}

pub fn run(args: &NewArgs, out: &mut impl Write) -> Result<(), CliError> {
    writeln!(out, "{}", compact(&position_json(&args.start.position())))?;
    Ok(())
}

/// An object one key a line; a nested object on one line, `{ "outer": [2,2,…], "inner": […] }`.
fn compact(value: &Value) -> String {
    let Value::Object(fields) = value else {
        return value.to_string();
    };
    let lines: Vec<String> = fields
        .iter()
        .map(|(key, value)| format!("  {}: {}", Value::from(key.as_str()), inline(value)))
        .collect();
    format!("{{\n{}\n}}", lines.join(",\n"))
}

fn inline(value: &Value) -> String {
    match value {
        Value::Object(fields) if !fields.is_empty() => {
            let parts: Vec<String> = fields
                .iter()
                .map(|(key, value)| format!("{}: {value}", Value::from(key.as_str())))
                .collect();
            format!("{{ {} }}", parts.join(", "))
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Player, Position, Rules};

    #[test]
    fn a_row_per_line() {
        let text = compact(&position_json(&Position::start(Rules::default(), Player::South)));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "{");
        assert_eq!(
            lines[5],
            r#"  "south": { "outer": [2,2,2,2,2,2,2,2,2,2], "inner": [0,0,0,0,0,0,2,2,2,2] },"#
        );
        assert_eq!(lines.last(), Some(&"}"));
        let parsed: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(parsed, position_json(&Position::start(Rules::default(), Player::South)));
    }
}
