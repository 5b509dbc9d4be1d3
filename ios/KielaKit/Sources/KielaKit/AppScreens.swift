import Foundation
import Observation
import KielaCore

/// The Rust app driver seen from the main actor: the screens it hands out (the game, the review,
/// the puzzle), each hopped to the main queue in the order it made them, and the person's events
/// sent to it. Everything the game does is the driver's; this only carries.
@MainActor @Observable
public final class AppScreens {
    /// The game screen; nil until the driver has read the data folder.
    public private(set) var screen: GameScreen?
    /// The review open (nil when none is).
    public private(set) var review: ReviewScreen?
    /// The puzzle open (nil when none is).
    public private(set) var puzzle: PuzzleScreen?
    @ObservationIgnored private var driver: AppDriver?
    @ObservationIgnored private var opening = false

    public init() {}

    /// Application Support/Kiela: the app's own files (not the person's documents).
    public nonisolated static func standardFolder() -> URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return base.appendingPathComponent("Kiela", isDirectory: true)
    }

    /// Makes the driver over `folder` off the main actor (it reads the files there), then shows
    /// its first screen and every one after it, in order. `seed` fixes the computer's moves (tests).
    public func open(folder: URL = AppScreens.standardFolder(), seed: UInt64? = nil) async {
        guard driver == nil, !opening else { return }
        opening = true
        let (changes, listener) = Listener.make()
        let (driver, first) = await Task.detached(priority: .userInitiated) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let driver = seed.map { AppDriver.withSeed(folder: folder.path, listener: listener, seed: $0) }
                ?? AppDriver(folder: folder.path, listener: listener)
            return (driver, driver.screen())
        }.value
        self.driver = driver
        // Screens the driver made meanwhile come after this one, so the newest stays.
        screen = first
        Task { [weak self] in
            for await change in changes {
                guard let self else { return }
                switch change {
                case .screen(let screen): self.screen = screen
                case .review(let review): self.review = review
                case .puzzle(let puzzle): self.puzzle = puzzle
                }
            }
        }
    }

    /// Hands the driver what the person (or the shell) did; the screens after it come back.
    public func send(_ event: AppEvent) {
        driver?.handle(event: event)
    }

    /// The game as text to share.
    public func recordText() -> String { driver?.recordText() ?? "" }

    /// The app goes away: the computer stops and the save is written, off the main thread; done
    /// when every write has landed. Events after it change nothing.
    public func shutDown() async {
        guard let driver else { return }
        self.driver = nil
        await Task.detached(priority: .userInitiated) { driver.shutDown() }.value
    }

    private enum Change: Sendable {
        case screen(GameScreen)
        case review(ReviewScreen?)
        case puzzle(PuzzleScreen?)
    }

    /// The driver's listener: called on the thread that made the change, under the driver's lock,
    /// so it only queues the value for the main actor, in order, and returns.
    private final class Listener: ScreenListener {
        private let changes: AsyncStream<Change>.Continuation

        private init(_ changes: AsyncStream<Change>.Continuation) { self.changes = changes }

        static func make() -> (AsyncStream<Change>, Listener) {
            let (stream, continuation) = AsyncStream.makeStream(of: Change.self)
            return (stream, Listener(continuation))
        }

        func screenChanged(screen: GameScreen) { changes.yield(.screen(screen)) }
        func reviewChanged(review: ReviewScreen?) { changes.yield(.review(review)) }
        func puzzleChanged(puzzle: PuzzleScreen?) { changes.yield(.puzzle(puzzle)) }

        deinit { changes.finish() }
    }
}
