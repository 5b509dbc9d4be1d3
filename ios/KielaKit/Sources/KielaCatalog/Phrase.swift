/// A sentence to say, as data: a key of the string catalog with its arguments, or sentences
/// joined. `Words` makes them from the game's facts; a `Localizer` turns them into text.
public indirect enum Phrase: Equatable, Sendable {
    case key(String, [Argument] = [])
    case joined([Phrase], separator: String)

    public enum Argument: Equatable, Sendable {
        case number(Int)
        case phrase(Phrase)
        /// Said as it is in every language: a house in the records' notation ("o4"), a signed
        /// number of stones ("+1.2").
        case text(String)
    }
}

/// Turns a catalog key and its arguments into text in the person's language.
public protocol Localizer {
    /// The entry for `key`, formatted with `arguments` (the first number picks the plural form).
    func format(_ key: String, _ arguments: [Localized]) -> String
}

/// An argument once localized: a number, or text already in the person's language.
public enum Localized: Equatable, Sendable {
    case number(Int)
    case text(String)
}

public extension Localizer {
    func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .key(let key, let arguments):
            format(key, arguments.map {
                switch $0 {
                case .number(let n): .number(n)
                case .phrase(let p): .text(text(p))
                case .text(let t): .text(t)
                }
            })
        case .joined(let parts, let separator):
            parts.map(text).joined(separator: separator)
        }
    }
}
