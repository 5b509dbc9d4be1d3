import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Makes the iOS String Catalog from the Android string resources, so every sentence is
/// translated once: values/ (English, the source) and every values-<language>/ with a
/// strings.xml (the app's languages are its Android translations, listed nowhere else); strings.xml,
/// rules.xml and the review's, the puzzles' and the guided game's own files (one key space, as
/// on Android). Android's %d, %s and %1$s become %lld, %@ and %1$@; plurals become the catalog's
/// plural variations, their form picked by the first argument (every plural's count is its
/// first, as the core's phrases give it); Android's escapes (\' \" \n) are undone.
public enum Catalog {
    /// The app's languages and their folders in `resDirectory`: English in values/, and each
    /// values-<language>/ that holds a strings.xml.
    public static func languages(resDirectory: URL) throws -> [String: String] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: resDirectory.path)
        var languages = ["en": "values"]
        for folder in folders where folder.hasPrefix("values-") {
            let strings = resDirectory.appendingPathComponent(folder).appendingPathComponent("strings.xml")
            if FileManager.default.fileExists(atPath: strings.path) {
                languages[String(folder.dropFirst("values-".count))] = folder
            }
        }
        return languages
    }

    public static let files = ["strings.xml", "rules.xml", "strings_review.xml", "strings_puzzles.xml", "strings_guide.xml"]

    public enum Value: Equatable {
        case text(String)
        case plural([String: String])
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The catalog's JSON for the Android resources in `resDirectory` (android/app/src/main/res).
    public static func make(resDirectory: URL) throws -> String {
        var strings = [String: [String: Any]]()
        for (language, folder) in try languages(resDirectory: resDirectory) {
            for file in files {
                let url = resDirectory.appendingPathComponent(folder).appendingPathComponent(file)
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw Failure(description: "cannot read \(url.path)")
                }
                for (key, value) in try parse(data, name: url.path) {
                    var entry = strings[key] ?? ["extractionState": "manual", "localizations": [String: Any]()]
                    var localizations = entry["localizations"] as! [String: Any]
                    localizations[language] = json(value)
                    entry["localizations"] = localizations
                    strings[key] = entry
                }
            }
        }
        let root: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
        let data = try JSONSerialization.data(withJSONObject: root,
                                              options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func json(_ value: Value) -> [String: Any] {
        func unit(_ text: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": text]] }
        switch value {
        case .text(let text): return unit(text)
        case .plural(let forms): return ["variations": ["plural": forms.mapValues(unit)]]
        }
    }

    /// The `<string>` and `<plurals>` of one resource file, converted.
    public static func parse(_ data: Data, name: String) throws -> [String: Value] {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw Failure(description: "\(name): \(parser.parserError.map { "\($0)" } ?? "not XML")")
        }
        return reader.values
    }

    /// Android's escapes undone and its format specifiers turned into Apple's.
    public static func convert(_ android: String) -> String {
        var text = android.trimmingCharacters(in: .whitespacesAndNewlines)
        // Unescape first, keeping a real backslash, then the format specifiers.
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        text = out
        text = text.replacingOccurrences(of: #"%(\d+\$)?d"#, with: "%$1lld", options: .regularExpression)
        text = text.replacingOccurrences(of: #"%(\d+\$)?s"#, with: "%$1@", options: .regularExpression)
        return text
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var values = [String: Value]()
        private var name: String?
        private var plural: String?
        private var quantity: String?
        private var forms = [String: String]()
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            switch element {
            case "string": name = attributes["name"]; text = ""
            case "plurals": plural = attributes["name"]; forms = [:]
            case "item": quantity = attributes["quantity"]; text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
                    qualifiedName: String?) {
            switch element {
            case "string":
                if let name { values[name] = .text(Catalog.convert(text)) }
                name = nil
            case "item":
                if let quantity { forms[quantity] = Catalog.convert(text) }
                quantity = nil
            case "plurals":
                if let plural { values[plural] = .plural(forms) }
                plural = nil
            default: break
            }
        }
    }
}
