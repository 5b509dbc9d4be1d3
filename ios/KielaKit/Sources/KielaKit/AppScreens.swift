import Foundation
import Observation
import KielaCore

/// The Rust app driver seen from the main actor: the screens it hands out (the game, the review,
/// the puzzle), each hopped to the main queue in the order it made them, and the person's events
/// sent to it. Everything the game does is the driver's; this only carries.
///
/// No call into the core can end the app (docs/robustness.md): the driver's calls throw (its
/// bindings use `try`, never `try!`), and each is caught here. A driver that cannot be made at
/// all sets `startFailed`, and the app says so instead of crashing on every launch.
@MainActor @Observable
public final class AppScreens {
    /// The game screen; nil until the driver has read the data folder.
    public private(set) var screen: GameScreen?
    /// The review open (nil when none is).
    public private(set) var review: ReviewScreen?
    /// The puzzle open (nil when none is).
    public private(set) var puzzle: PuzzleScreen?
    /// The driver could not be made (the core failed even on a fresh start).
    public private(set) var startFailed = false
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
    /// its first screen and every one after it, in order. `seed` fixes the computer's moves (tests);
    /// `faults` injects the core's test faults (the fault tests only, with a seed).
    public func open(folder: URL = AppScreens.standardFolder(), seed: UInt64? = nil,
                     faults: TestFaults? = nil) async {
        guard driver == nil, !opening else { return }
        opening = true
        let (changes, listener) = Listener.make()
        let opened = await Task.detached(priority: .userInitiated) { () -> (AppDriver, GameScreen)? in
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                let driver: AppDriver
                switch (seed, faults) {
                case let (seed, faults?):
                    driver = try AppDriver.withTestFaults(folder: folder.path, listener: listener,
                                                          seed: seed ?? 7, faults: faults)
                case let (seed?, nil): driver = try AppDriver.withSeed(folder: folder.path, listener: listener, seed: seed)
                case (nil, nil): driver = try AppDriver(folder: folder.path, listener: listener)
                }
                return (driver, try driver.screen())
            } catch {
                NSLog("Kiela: the game could not be opened: \(error)")
                return nil
            }
        }.value
        guard let opened else {
            startFailed = true
            return
        }
        let (driver, first) = opened
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
        do {
            try driver?.handle(event: event)
        } catch {
            NSLog("Kiela: the game's core failed handling \(event): \(error)")
        }
    }

    /// The game as text to share (empty should the core fail).
    public func recordText() -> String { (try? driver?.recordText()) ?? "" }

    /// The app goes away: the computer stops and the save is written, off the main thread; done
    /// when every write has landed. Events after it change nothing.
    public func shutDown() async {
        guard let driver else { return }
        self.driver = nil
        await Task.detached(priority: .userInitiated) {
            do { try driver.shutDown() } catch { NSLog("Kiela: the game could not be closed cleanly: \(error)") }
        }.value
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
