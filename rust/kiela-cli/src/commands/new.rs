//! `kiela new`: the start position as JSON.

use std::io::Write;

use clap::Args;
use kiela_core::exchange::position_json;

use super::print_json;
use crate::args::StartArgs;
use crate::error::CliError;

#[derive(Debug, Args)]
pub struct NewArgs {
    #[command(flatten)]
    start: StartArgs,
}

pub fn run(args: &NewArgs, out: &mut impl Write) -> Result<(), CliError> {
    print_json(out, &position_json(&args.start.position()))
}
