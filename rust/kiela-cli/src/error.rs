//! How the command fails: a one-line message on stderr and the exit code.

use std::fmt;
use std::io;
use std::process::ExitCode;

/// Exit code for bad input: bad JSON, bad arguments, an impossible position.
const BAD_INPUT: u8 = 2;
/// Exit code when the output cannot be written.
const OUTPUT_FAILED: u8 = 1;

#[derive(Debug)]
pub enum CliError {
    /// The input was wrong; the message says what and where.
    Input(String),
    /// Writing the output failed.
    Output(io::Error),
}

impl CliError {
    pub fn input(message: impl Into<String>) -> CliError {
        CliError::Input(message.into())
    }

    /// Prints the message as `kiela: <message>` and gives the exit code.
    pub fn report(self) -> ExitCode {
        match self {
            // The reader went away (`kiela moves | head`): nothing left to tell anyone.
            CliError::Output(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            CliError::Output(_) => {
                eprintln!("kiela: {self}");
                ExitCode::from(OUTPUT_FAILED)
            }
            CliError::Input(_) => {
                eprintln!("kiela: {self}");
                ExitCode::from(BAD_INPUT)
            }
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(message) => f.write_str(message),
            CliError::Output(error) => write!(f, "cannot write the output: {error}"),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(error: io::Error) -> CliError {
        CliError::Output(error)
    }
}

/// Reports a command-line error from clap. Help and version go to stdout with exit code 0;
/// `kiela` alone prints the help on stderr; any other usage error becomes one line,
/// `kiela: <message> (see kiela --help)`. Both exit with code 2.
pub fn usage(error: clap::Error) -> ExitCode {
    if !error.use_stderr() {
        // `--help` or `--version`: not an error.
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    if error.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let _ = error.print();
        return ExitCode::from(BAD_INPUT);
    }
    eprintln!("kiela: {} (see kiela --help)", one_line(&error.to_string()));
    ExitCode::from(BAD_INPUT)
}

/// The first paragraph of clap's message (the error and any list of possible values) on one
/// line, without the `error:` tag and the usage that follow it.
fn one_line(message: &str) -> String {
    let first_paragraph = message.split("\n\n").next().unwrap_or_default();
    let joined = first_paragraph.lines().map(str::trim).collect::<Vec<_>>().join(" ");
    joined.strip_prefix("error: ").unwrap_or(&joined).to_owned()
}

#[cfg(test)]
mod tests {
    use super::one_line;

    #[test]
    fn clap_messages_become_one_line() {
        let message = "error: invalid value 'x' for '--variant <VARIANT>'\n  [possible values: traditional, beginner]\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(message),
            "invalid value 'x' for '--variant <VARIANT>' [possible values: traditional, beginner]"
        );
    }
}
