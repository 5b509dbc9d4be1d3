import Foundation
import KielaCore

/// The person's settings and their last new-game choices, kept as a small JSON file in the
/// store (one place for everything the app keeps; no UserDefaults, which Linux tests lack).
/// A value written by another version that this one does not know falls back to its default.
public struct Preferences: Equatable, Sendable {
    public var speed: AnimationSpeed = .normal
    public var haptics = true
    public var choice = NewGameChoice()

    public init() {}

    public init(store: GameStore) {
        self.init()
        guard let text = store.read(.preferences),
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return }
        func named<E: CaseIterable>(_ key: String, _ names: KeyPath<E, String>, or fallback: E) -> E {
            guard let name = object[key] as? String else { return fallback }
            return E.allCases.first { $0[keyPath: names] == name } ?? fallback
        }
        speed = named("speed", \.name, or: speed)
        haptics = object["haptics"] as? Bool ?? haptics
        let level = object["level"] as? String
        choice.level = level == "friend" ? nil : named("level", \Level.name, or: choice.level ?? .easy)
        choice.side = named("side", \.name, or: choice.side)
        choice.youStart = object["youStart"] as? Bool ?? choice.youStart
        choice.variant = named("variant", \.name, or: choice.variant)
        choice.captureSowing = named("captureSowing", \.name, or: choice.captureSowing)
        choice.expertOpening = object["expertOpening"] as? Bool ?? choice.expertOpening
    }

    public var json: String {
        let object: [String: Any] = [
            "speed": speed.name, "haptics": haptics, "level": choice.level?.name ?? "friend",
            "side": choice.side.name, "youStart": choice.youStart, "variant": choice.variant.name,
            "captureSowing": choice.captureSowing.name, "expertOpening": choice.expertOpening,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Stable names for the enums kept in files (the Swift case names, never shown to anyone).
extension AnimationSpeed { var name: String { "\(self)" } }
extension Level { var name: String { "\(self)" } }
extension Side { var name: String { "\(self)" } }
extension Variant { var name: String { "\(self)" } }
extension CaptureSowing { var name: String { "\(self)" } }
