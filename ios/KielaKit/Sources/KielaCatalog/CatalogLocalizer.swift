import Foundation

/// A `Localizer` that reads a String Catalog (`Localizable.xcstrings`) itself, for one language:
/// the tests use it on Linux, where nothing compiles catalogs. (The app on iOS uses the bundle's
/// compiled strings through `BundleLocalizer`.) A missing key says the key, never crashes.
public struct CatalogLocalizer: Localizer {
    public let language: String
    private let entries: [String: Entry]

    enum Entry {
        case plain(String)
        case plural([String: String])
    }

    public init(catalog: Data, language: String) throws {
        self.language = language
        let root = try JSONSerialization.jsonObject(with: catalog) as? [String: Any] ?? [:]
        let strings = root["strings"] as? [String: Any] ?? [:]
        var entries = [String: Entry]()
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any],
                  let here = localizations[language] as? [String: Any] else { continue }
            if let unit = here["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                entries[key] = .plain(text)
            } else if let plural = (here["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                var forms = [String: String]()
                for (form, body) in plural {
                    if let text = ((body as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                        forms[form] = text
                    }
                }
                entries[key] = .plural(forms)
            }
        }
        self.entries = entries
    }

    public var keys: Set<String> { Set(entries.keys) }

    public func format(_ key: String, _ arguments: [Localized]) -> String {
        let template: String
        switch entries[key] {
        case .plain(let text)?: template = text
        case .plural(let forms)?:
            let n = arguments.lazy.compactMap { if case .number(let n) = $0 { n } else { nil } }.first ?? 0
            template = forms[Self.pluralForm(n, language: language)] ?? forms["other"] ?? key
        case nil: return key
        }
        return Self.substitute(template, arguments)
    }

    /// CLDR's cardinal plural rules for the app's four languages (whole numbers only).
    public static func pluralForm(_ n: Int, language: String) -> String {
        switch language {
        case "ar":
            let r = n % 100
            if n == 0 { return "zero" }
            if n == 1 { return "one" }
            if n == 2 { return "two" }
            if (3...10).contains(r) { return "few" }
            if (11...99).contains(r) { return "many" }
            return "other"
        case "pt": return n == 0 || n == 1 ? "one" : "other"
        default: return n == 1 ? "one" : "other"
        }
    }

    /// Fills %lld, %@ and their positional forms (%2$lld) in; %% is a percent sign.
    static func substitute(_ template: String, _ arguments: [Localized]) -> String {
        var out = ""
        var next = 0
        var chars = Substring(template)
        while let percent = chars.firstIndex(of: "%") {
            out += chars[..<percent]
            chars = chars[chars.index(after: percent)...]
            if chars.first == "%" { out += "%"; chars = chars.dropFirst(); continue }
            var position: Int?
            let digits = chars.prefix { $0.isNumber }
            if !digits.isEmpty, chars.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                chars = chars.dropFirst(digits.count + 1)
            }
            let spec: Substring
            if chars.hasPrefix("lld") { spec = chars.prefix(3) } else if chars.hasPrefix("d") || chars.hasPrefix("@") { spec = chars.prefix(1) } else { out += "%"; continue }
            chars = chars.dropFirst(spec.count)
            let index = position ?? next
            next = index + 1
            guard arguments.indices.contains(index) else { continue }
            switch arguments[index] {
            case .number(let n): out += String(n)
            case .text(let t): out += t
            }
        }
        return out + chars
    }
}
