#if canImport(SwiftUI)
import SwiftUI
import Observation
import KielaCatalog
import KielaKit
import KielaCore

/// The app's state around the game: the `GameModel` with its queues, the preferences (the
/// animation speed is the game's own: `game.animationSpeed`), the guided game's card, and the
/// queues the review and the puzzles work on.
@MainActor @Observable
final class AppModel {
    let game: GameModel
    private(set) var preferences: KielaKit.Preferences
    /// The other side's last move in words, as it began to play, and the revision it made: said
    /// under the board until the game changes again.
    var announced: (text: String, revision: Int64)?
    /// The guided game: the note of the turn playing (or last played), on the guide card.
    var guideNote: String?
    /// The very first start (no saved game, nothing to tell first) and the guided game not
    /// declined: offer it, once.
    private(set) var guideOffered: Bool
    /// Where a review runs (seconds, on two threads of the core's), and a puzzle's tap.
    let reviewWorker = QueueExecutor(DispatchQueue(label: "app.kiela.review", qos: .userInitiated))
    let puzzleWorker = QueueExecutor(DispatchQueue(label: "app.kiela.puzzle", qos: .userInitiated))
    @ObservationIgnored private let store: FileGameStore
    @ObservationIgnored private let io = QueueExecutor(DispatchQueue(label: "app.kiela.save", qos: .utility))

    init() {
        store = FileGameStore.standard()
        let preferences = KielaKit.Preferences(store: store)
        self.preferences = preferences
        let firstStart = store.read(.game) == nil
        game = GameModel(store: store,
                         worker: QueueExecutor(DispatchQueue(label: "app.kiela.computer", qos: .userInitiated)),
                         main: QueueExecutor.main, io: io, newSettings: newGameSettings(choice: preferences.choice))
        guideOffered = firstStart && !preferences.guideDeclined && game.state.notice == nil
    }

    /// Whether the game on is guided.
    var guiding: Bool { preferences.guiding }

    func update(_ change: (inout KielaKit.Preferences) -> Void) {
        change(&preferences)
        let json = preferences.json
        io.execute { [store] in store.write(.preferences, json) }
    }

    /// Starts the game chosen in the new-game sheet and remembers the choice (not guided).
    func start(_ choice: NewGameChoice) {
        update { $0.choice = choice; $0.guiding = false }
        guideNote = nil
        game.newGame(newGameSettings(choice: choice))
    }

    /// A guided game: the computer at Beginner, you South and first, explained as it plays.
    func startGuidedGame() {
        update { $0.guiding = true }
        guideNote = nil
        game.newGame(newGameSettings(choice: guidedGameChoice()))
    }

    /// "Stop the guide": the game goes on, unguided.
    func stopGuide() {
        update { $0.guiding = false }
        guideNote = nil
    }

    /// The offer of a guided game answered: `never` is "Don't show again".
    func guideOfferAnswered(never: Bool = false) {
        guideOffered = false
        if never { update { $0.guideDeclined = true } }
    }
}

/// The app's `Localizer`: the catalog Xcode compiled into the bundle, with its plural rules.
struct BundleLocalizer: Localizer {
    func format(_ key: String, _ arguments: [Localized]) -> String {
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

/// The app's words: a phrase from `Words` in the person's language.
extension KielaCatalog.Phrase {
    var text: String { BundleLocalizer().text(self) }
}

/// Tells VoiceOver something that happened (a refused tap, the other side's move).
@MainActor
func announce(_ text: String) {
    AccessibilityNotification.Announcement(text).post()
}

/// A catalog key said as it is, with its plural forms for `n`.
func say(_ key: String, _ n: Int? = nil) -> String {
    BundleLocalizer().text(.key(key, n.map { [.number($0)] } ?? []))
}
#endif
