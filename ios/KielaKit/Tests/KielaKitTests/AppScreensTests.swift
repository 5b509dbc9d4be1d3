import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The bridge to the Rust driver: its screens arrive on the main actor, an event sent through it
/// comes back as the next screen, and shutting it down writes the save and ends it. (What the
/// driver decides is tested once in Rust: rust/kiela-session/tests/app_driver.rs.)
@MainActor
final class AppScreensTests: XCTestCase {
    func testAScreenArrivesOnTheMainActorATapChangesItAndTheDriverShutsDown() async throws {
        let h = Harness()
        XCTAssertNil(h.screens.screen, "nothing before the driver has read its folder")
        try await h.open()
        // Two people, so nobody thinks in the background.
        h.screens.send(.newGame(choice: newGameChoiceOf(settings: people())))
        let fresh = try await h.next("the new game") { $0.snapshot.twoPeople && $0.snapshot.turns == 0 && $0.controls.board }
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(fresh.seats.count, 2)
        let house = try XCTUnwrap(fresh.snapshot.legalHouses.first)
        h.screens.send(.tap(index: house))
        let played = try await h.next("the tap played") { $0.snapshot.turns == 1 }
        XCTAssertTrue(Thread.isMainThread, "the driver's screens are set on the main actor")
        let turn = try XCTUnwrap(played.animation, "the turn is queued to animate")
        XCTAssertEqual(played.shown, fresh.snapshot, "the board shows the game as it was until the turn has played")
        XCTAssertFalse(played.controls.board, "no tap while the turn animates")
        XCTAssertEqual(turn.cues.last?.kind, .end)
        h.screens.send(.animationDone(revision: turn.revision))
        try await h.next("the turn done") { $0.animation == nil && $0.shown == played.snapshot }
        XCTAssertFalse(h.screens.recordText().isEmpty)
        // Shut down: the save is on disk once it returns, and events after it change nothing.
        await h.screens.shutDown()
        let save = h.folder.appendingPathComponent("game.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: save.path), "the save was written")
        let revision = h.screen.snapshot.revision
        h.screens.send(.undo)
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(h.screen.snapshot.revision, revision, "nothing after the shut-down")
        // The next start reads the game back.
        let again = Harness()
        try FileManager.default.createDirectory(at: again.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: save, to: again.folder.appendingPathComponent("game.json"))
        try await again.open()
        XCTAssertEqual(again.screen.snapshot.turns, 1)
        XCTAssertNil(again.screen.animation)
        await again.close()
        await h.close()
    }
}
