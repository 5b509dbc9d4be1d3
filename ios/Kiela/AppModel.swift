#if canImport(SwiftUI)
import SwiftUI
import Observation
import KielaCatalog
import KielaKit
import KielaCore

/// What the app keeps of its own around the driver's screens: the lines said under the board
/// until the game changes (the other side's move as it began to play, a refused tap), the
/// guided game's note on its card, and the game's sounds.
@MainActor @Observable
final class AppModel {
    let driver = AppScreens()
    let sounds = SoundPlayer()
    /// A line under the board and the revision it belongs to: said until the game changes.
    /// `id` tells the same refusal twice apart (the notice's), so it is felt twice.
    struct Said: Equatable {
        let text: String
        let revision: Int64
        var id: Int64 = 0
    }

    /// The other side's last move in words, as it began to play.
    var announced: Said?
    /// The last refused tap or control.
    var refused: Said?
    /// The guided game: the note of the turn playing (or last played), on the guide card.
    var guideNote: String?

    /// The driver's screen; the app shows nothing before the first (a few ms at launch).
    var screen: GameScreen? { driver.screen }

    func send(_ event: AppEvent) { driver.send(event) }
}

/// Tells VoiceOver something that happened (a refused tap, the other side's move).
@MainActor
func announce(_ text: String) {
    AccessibilityNotification.Announcement(text).post()
}

/// A catalog key said as it is, with its plural forms for `n`.
func say(_ key: String, _ n: Int? = nil) -> String {
    Phrase.key(key: key, args: n.map { [.number(value: Int32($0))] } ?? []).text
}

extension Side {
    var other: Side { self == .south ? .north : .south }
}
#endif
