use crate::Variant;

/// Why a position or game record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExchangeError {
    #[error("not valid JSON at line {line}, column {column}: {message}")]
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    /// A field is missing, unknown, of the wrong type or out of range.
    #[error("{field}: {reason}")]
    Field { field: String, reason: String },
    #[error("the board holds {found} stones; a {variant} game always has {expected}")]
    StoneTotal {
        variant: Variant,
        expected: u32,
        found: u32,
    },
    #[error("format: '{found}' is not a Kiela game record (expected '{expected}')")]
    NotARecord { found: String, expected: &'static str },
    #[error("version: this record is version {found}, newer than the version {supported} this app reads")]
    UnsupportedVersion { found: u64, supported: u64 },
    #[error("moves[{index}]: '{notation}' cannot be played: {reason}")]
    IllegalMove {
        index: usize,
        notation: String,
        reason: String,
    },
}

impl ExchangeError {
    pub(crate) fn field(field: impl Into<String>, reason: impl Into<String>) -> ExchangeError {
        ExchangeError::Field {
            field: field.into(),
            reason: reason.into(),
        }
    }

    pub(crate) fn syntax(error: &serde_json::Error) -> ExchangeError {
        // serde_json's message ends with " at line L column C"; the fields carry that already.
        let message = error.to_string();
        let message = message.split(" at line ").next().unwrap_or_default().to_owned();
        ExchangeError::Syntax {
            line: error.line(),
            column: error.column(),
            message,
        }
    }
}
