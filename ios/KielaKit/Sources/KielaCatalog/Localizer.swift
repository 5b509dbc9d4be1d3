import Foundation
import KielaCore

/// Turns a catalog key and its arguments into text in the person's language: the app's one
/// formatter of the core's phrases (every sentence is a `Phrase` the Rust core made).
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
    /// The phrase in the person's language: each phrase argument said first and put in; the
    /// parts of a joined phrase said one after the other.
    func text(_ phrase: Phrase) -> String {
        switch phrase {
        case .key(let key, let arguments):
            format(key, arguments.map {
                switch $0 {
                case .number(let n): .number(Int(n))
                case .phrase(let p): .text(text(p))
                case .text(let t): .text(t)
                }
            })
        case .joined(let parts, let separator):
            parts.map(text).joined(separator: separator)
        }
    }
}

#if canImport(ObjectiveC)
/// The app's `Localizer`: the catalog Xcode compiled into the bundle, with its plural rules.
public struct BundleLocalizer: Localizer {
    public init() {}

    public func format(_ key: String, _ arguments: [Localized]) -> String {
        let template = Bundle.main.localizedString(forKey: key, value: key, table: nil)
        let values: [CVarArg] = arguments.map {
            switch $0 {
            case .number(let n): n
            case .text(let t): t as NSString
            }
        }
        return String(format: template, locale: .current, arguments: values)
    }
}

public extension Phrase {
    /// The phrase in the person's language, from the app's bundle.
    var text: String { BundleLocalizer().text(self) }
}
#endif
