// A smoke test of the Swift binding on Linux: the library loads, and each kind of thing the API
// carries crosses whole — objects and their methods, records, enums with data, typed errors, a
// listener written in Swift called from the driver's own threads, phrases. The API itself is
// tested fully once, through the Kotlin binding (tests/kotlin); what it decides, in Rust.

import Foundation
import XCTest
import KielaCore

/// Hands the driver's screens to the test, from whichever thread the driver tells them on.
private final class Screens: ScreenListener, @unchecked Sendable {
    private let lock = NSCondition()
    private var games: [GameScreen] = []
    private var reviews: [ReviewScreen] = []

    func screenChanged(screen: GameScreen) { lock.withLock { games.append(screen); lock.broadcast() } }
    func reviewChanged(review: ReviewScreen?) { lock.withLock { if let review { reviews.append(review) }; lock.broadcast() } }
    func puzzleChanged(puzzle: PuzzleScreen?) {}

    /// The first game screen told that `wanted` accepts, waiting up to a minute for it.
    func game(where wanted: (GameScreen) -> Bool) -> GameScreen? { wait { games.first(where: wanted) } }

    func review(where wanted: (ReviewScreen) -> Bool) -> ReviewScreen? { wait { reviews.first(where: wanted) } }

    private func wait<T>(_ found: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(60)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let value = found() { return value }
            if !lock.wait(until: deadline) { return found() }
        }
    }
}

final class SmokeTests: XCTestCase {
    private let people = GameSettings(variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false,
                                      south: .person, north: .person, first: .south)

    private func choice(_ opponent: Opponent) -> NewGameChoice {
        NewGameChoice(opponent: opponent, side: .south, youStart: true, variant: .traditional,
                      captureSowing: .afterCapturingHouse, expertOpening: false)
    }

    func testASessionPlaysRefusesWithATypedErrorAndComesBackFromItsSave() throws {
        let session = GameSession.withSeed(settings: people, seed: 1)
        let start = session.snapshot()
        XCTAssertEqual(start.board.count, 40)
        XCTAssertEqual(start.taps.count, 40)
        let house = try XCTUnwrap(start.legalHouses.first)
        let outcome = try session.play(index: house)
        XCTAssertEqual(outcome.mover, .south)
        XCTAssertEqual(outcome.boardBefore, start.board)
        XCTAssertFalse(outcome.timeline.isEmpty)
        XCTAssertEqual(outcome.cues.last?.kind, .end)
        XCTAssertThrowsError(try session.play(index: 39)) { error in
            guard case KielaError.NotYourHouse = error else { return XCTFail("not NotYourHouse: \(error)") }
        }
        let restored = try GameSession.fromSave(json: session.save())
        XCTAssertEqual(restored.snapshot().board, outcome.snapshot.board)
        XCTAssertThrowsError(try GameSession.fromSave(json: "{ not a save"))
    }

    func testTheDriverTellsASwiftListenerFromItsWorkerAndSaysEverythingAsPhrases() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiela-smoke-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let screens = Screens()
        let driver = try AppDriver.withSeed(folder: folder.path, listener: screens, seed: 3)
        try driver.handle(event: .newGame(choice: choice(.computer(level: .beginner))))
        try driver.handle(event: .tap(index: XCTUnwrap(driver.screen().shown.legalHouses.first)))
        let answered = try XCTUnwrap(screens.game { $0.snapshot.turns == 2 }, "the computer's answer, told from its worker")
        XCTAssertEqual(answered.seats.count, 2)
        XCTAssertEqual(answered.words.houses.count, 40)
        XCTAssertEqual(answered.seats[0].words.name, .key(key: "player_you", args: []))

        try driver.handle(event: .newGame(choice: choice(.friend)))
        try driver.handle(event: .tap(index: 0))  // North's house, not the bottom player's
        let refused = try XCTUnwrap(screens.game { $0.notice != nil })
        XCTAssertEqual(refused.notice?.kind, .refused(reason: .notYourHouse))
        XCTAssertEqual(refused.words.notice, .key(key: "refused_not_yours", args: []))
        try driver.handle(event: .tap(index: XCTUnwrap(refused.shown.legalHouses.first)))
        try driver.handle(event: .openReview(record: driver.recordText(), seats: .twoPeople))
        let reviewed = try XCTUnwrap(screens.review {
            if case .reviewed = $0.phase { true } else { false }
        })
        guard case .reviewed(let review) = reviewed.phase else { return XCTFail("reviewed") }
        XCTAssertEqual(review.turns.count, 1)
        guard case .key(let key, _) = graphDescriptionPhrase(review: review) else { return XCTFail("a key") }
        XCTAssertEqual(key, "review_graph_description")
        try driver.shutDown()
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("game.json").path))
    }
}
