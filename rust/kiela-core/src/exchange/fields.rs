//! Reading fields out of parsed JSON, each failure naming the field's path.

use serde_json::{Map, Value};

use super::ExchangeError;

pub(crate) type Object = Map<String, Value>;

pub(crate) fn parse_json(text: &str) -> Result<Value, ExchangeError> {
    serde_json::from_str(text).map_err(|e| ExchangeError::syntax(&e))
}

pub(crate) fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

/// `value` as an object that holds no keys but `allowed`.
pub(crate) fn object<'a>(value: &'a Value, path: &str, allowed: &[&str]) -> Result<&'a Object, ExchangeError> {
    let map = value.as_object().ok_or_else(|| wrong_type(path, "an object", value))?;
    if let Some(unknown) = map.keys().find(|k| !allowed.contains(&k.as_str())) {
        return Err(ExchangeError::field(
            join(path, unknown),
            format!("unknown field (expected one of {})", allowed.join(", ")),
        ));
    }
    Ok(map)
}

pub(crate) fn required<'a>(map: &'a Object, path: &str, key: &str) -> Result<&'a Value, ExchangeError> {
    map.get(key)
        .ok_or_else(|| ExchangeError::field(join(path, key), "missing"))
}

pub(crate) fn string<'a>(value: &'a Value, path: &str) -> Result<&'a str, ExchangeError> {
    value.as_str().ok_or_else(|| wrong_type(path, "a string", value))
}

pub(crate) fn boolean(value: &Value, path: &str) -> Result<bool, ExchangeError> {
    value.as_bool().ok_or_else(|| wrong_type(path, "true or false", value))
}

pub(crate) fn array<'a>(value: &'a Value, path: &str) -> Result<&'a Vec<Value>, ExchangeError> {
    value.as_array().ok_or_else(|| wrong_type(path, "a list", value))
}

/// A whole number from 0 to `max`.
pub(crate) fn count(value: &Value, path: &str, max: u64) -> Result<u64, ExchangeError> {
    if let Some(n) = value.as_u64() {
        if n <= max {
            return Ok(n);
        }
        return Err(ExchangeError::field(path, format!("{n} is more than {max}")));
    }
    match value.as_i64() {
        Some(n) => Err(ExchangeError::field(path, format!("{n} is negative"))),
        None => Err(wrong_type(path, "a whole number", value)),
    }
}

/// Parses `value` as a string naming one of a closed set of things.
pub(crate) fn named<T, E: std::fmt::Display>(
    value: &Value,
    path: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Result<T, ExchangeError> {
    parse(string(value, path)?).map_err(|e| ExchangeError::field(path, e.to_string()))
}

fn wrong_type(path: &str, expected: &str, found: &Value) -> ExchangeError {
    let found = match found {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    };
    ExchangeError::field(path, format!("expected {expected}, found {found}"))
}
