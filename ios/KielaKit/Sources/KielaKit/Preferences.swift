import Foundation
import KielaCore

/// What the person set that is not the game's: haptics, the new-game sheet's last choice (kept
/// as the core's own JSON for it) and the guided game (its offer declined for good; the game on
/// guided, so it stays guided after a restart), in a small JSON file in the store. No
/// UserDefaults, which Linux tests lack. The animation speed is the session's, kept in its save.
public struct Preferences: Equatable, Sendable {
    public var haptics = true
    public var choice = defaultNewGameChoice()
    /// "Don't show again" on the offer of a guided game.
    public var guideDeclined = false
    /// The game on is a guided one.
    public var guiding = false

    public init() {}

    /// The preferences in the store; what cannot be read falls back to its default.
    public init(store: GameStore) {
        guard let text = store.read(.preferences),
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return }
        haptics = object["haptics"] as? Bool ?? haptics
        guideDeclined = object["guideDeclined"] as? Bool ?? guideDeclined
        guiding = object["guiding"] as? Bool ?? guiding
        if let choice = object["newGameChoice"] as? String { self.choice = newGameChoiceFromJson(json: choice) }
    }

    public var json: String {
        let object: [String: Any] = ["haptics": haptics, "newGameChoice": newGameChoiceJson(choice: choice),
                                     "guideDeclined": guideDeclined, "guiding": guiding]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
