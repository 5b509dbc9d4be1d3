// Shared helpers: the driver's screens waited for, settings, phrases' keys, and paths in the repo.
import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// A driver over a data folder of its own (removed after the test), its screens on the main actor.
@MainActor
final class Harness {
    let folder: URL
    let screens = AppScreens()

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiela-ios-\(UUID().uuidString)")
    }

    /// Opens the driver (its computer's moves following from a fixed seed).
    func open() async throws {
        await screens.open(folder: folder, seed: 7)
        _ = try XCTUnwrap(screens.screen, "the first screen")
    }

    var screen: GameScreen { screens.screen! }

    /// The first screen, as it comes, that `done` accepts (within 20 s).
    @discardableResult
    func next(_ what: String, file: StaticString = #filePath, line: UInt = #line,
              _ done: (GameScreen) -> Bool) async throws -> GameScreen {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let screen = screens.screen, done(screen) { return screen }
            try await Task.sleep(for: .milliseconds(2))
        }
        XCTFail("no screen with \(what) within 20 s", file: file, line: line)
        throw CancellationError()
    }

    /// Every queued animation played to its end.
    func finishAnimations() async throws {
        while let head = screen.animation {
            screens.send(.animationDone(revision: head.revision))
            try await next("the turn \(head.revision) played") { $0.animation?.revision != head.revision }
        }
    }

    /// The driver shut down (the save written) and the folder removed.
    func close() async {
        await screens.shutDown()
        try? FileManager.default.removeItem(at: folder)
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

extension Phrase {
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
