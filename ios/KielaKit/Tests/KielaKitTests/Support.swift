// Shared helpers: executors run by hand, a store in memory, settings, and paths in the repo.
import Foundation
import XCTest
import KielaCatalog
import KielaCore
@testable import KielaKit

/// An executor that only queues: the test runs the work when it wants, in order, on its own
/// thread (the main thread), so nothing here is shared between threads.
final class ManualExecutor: Executor, @unchecked Sendable {
    private(set) var queue: [@Sendable () -> Void] = []
    var count: Int { queue.count }

    func execute(_ work: @escaping @Sendable () -> Void) { queue.append(work) }

    /// Runs the oldest piece of work; false when there was none.
    @discardableResult
    func runNext() -> Bool {
        guard !queue.isEmpty else { return false }
        queue.removeFirst()()
        return true
    }

    func runAll() { while runNext() {} }
}

/// A flag another thread opens, waited for with a deadline (XCTest's waits cannot be used from
/// the main actor's async tests in Swift 6).
final class Latch: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false

    func open() { lock.withLock { isOpen = true } }

    func wait(seconds: Double, file: StaticString = #filePath, line: UInt = #line) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !lock.withLock({ isOpen }) {
            guard Date() < deadline else { return XCTFail("not opened within \(seconds) s", file: file, line: line) }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// A store in memory that counts its writes (written by a `ManualExecutor`, on the test's thread).
final class MemoryStore: GameStore, @unchecked Sendable {
    var files: [StoreFile: String] = [:]
    var writes: [StoreFile: Int] = [:]
    var setAside: [StoreFile: [String]] = [:]
    /// The files kept for a newer version: never written this run.
    var leftAlone: Set<StoreFile> = []

    func read(_ file: StoreFile) -> String? { files[file] }
    func write(_ file: StoreFile, _ text: String) {
        guard !leftAlone.contains(file) else { return }
        files[file] = text
        writes[file, default: 0] += 1
    }
    /// The core's policy decides, on a copy of the text in a file of its own.
    func settle(_ file: StoreFile, refused error: KielaError) throws -> SettledFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiela-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("\(file.rawValue).json")
        try Data((files[file] ?? "").utf8).write(to: copy)
        let settled = try settleUnreadableFile(path: copy.path, error: error)
        if case .keptForNewerVersion = settled { leftAlone.insert(file) } else { setAside(file) }
        return settled
    }
    func setAside(_ file: StoreFile) {
        if let text = files.removeValue(forKey: file) { setAside[file, default: []].append(text) }
    }
}

/// A model with its executors and store, all run by hand.
@MainActor
final class Harness {
    let store: MemoryStore
    let worker = ManualExecutor()
    let main = ManualExecutor()
    let io = ManualExecutor()
    let model: GameModel

    init(_ settings: GameSettings, store: MemoryStore = MemoryStore()) {
        self.store = store
        model = GameModel(store: store, worker: worker, main: main, io: io, newSettings: settings)
    }

    var state: GameState { model.state }
    var snapshot: Snapshot { model.state.snapshot }

    /// The worker's search and its answer on the main thread, then the saves.
    func think() {
        worker.runAll()
        main.runAll()
        io.runAll()
    }

    /// Every queued animation played to its end.
    func finishAnimations() {
        while let head = model.state.animations.first { model.animationDone(head.outcome.revision) }
    }

    /// The game played to its end (2 000 steps at most), the person tapping the first legal house.
    func playToTheEnd() {
        for _ in 0..<2000 where snapshot.result == nil {
            if state.awaitingTap { model.tap(snapshot.legalHouses[0]) }
            think()
            finishAnimations()
        }
    }
}

func people(first: Side = .south, variant: Variant = .traditional, expertOpening: Bool = false) -> GameSettings {
    GameSettings(variant: variant, captureSowing: .afterCapturingHouse, expertOpening: expertOpening,
                 south: .person, north: .person, first: first)
}

func againstComputer(_ level: Level = .beginner, person: Side = .south, first: Side = .south) -> GameSettings {
    newGameSettings(choice: NewGameChoice(opponent: .computer(level: level), side: person, youStart: first == person,
                                          variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false))
}

extension KielaCatalog.Phrase {
    /// The catalog keys this phrase uses, in order (tests check every one exists).
    var keys: [String] {
        switch self {
        case .key(let key, let arguments):
            [key] + arguments.flatMap { if case .phrase(let p) = $0 { p.keys } else { [String]() } }
        case .joined(let parts, _): parts.flatMap(\.keys)
        }
    }
}

/// The repository's top folder, from this file's place in it.
let repoRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }   // Tests/KielaKitTests/Support.swift → repo
    return url
}()

func repoFile(_ path: String) -> URL { repoRoot.appendingPathComponent(path) }

func catalogData() throws -> Data {
    try XCTUnwrap(FileManager.default.contents(atPath: repoFile("ios/Kiela/Localizable.xcstrings").path),
                  "no ios/Kiela/Localizable.xcstrings")
}
