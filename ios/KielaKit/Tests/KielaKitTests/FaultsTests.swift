import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The faults that must not end the app, injected through the core's test seam
/// (`AppDriver.withTestFaults`, via `AppScreens.open(faults:)`): a panic in the core while the save
/// or the statistics are read at start, writes that fail as on a full disk, a computer that fails
/// to move, and a driver that cannot be made at all. Each call into the core is a `try`, never a
/// `try!`: none of these ends the test process. docs/robustness.md lists what the person sees.
@MainActor
final class FaultsTests: XCTestCase {
    private func faults(panicReadingSave: Bool = false, panicReadingStatistics: Bool = false,
                        failingWrites: Int = 0, failingComputerMoves: Int = 0,
                        failingOpen: Bool = false) -> TestFaults {
        TestFaults(panicReadingSave: panicReadingSave, panicReadingStatistics: panicReadingStatistics,
                   failingWrites: failingWrites, failingComputerMoves: failingComputerMoves,
                   failingOpen: failingOpen)
    }

    private func open(_ h: Harness, _ faults: TestFaults) async throws {
        await h.screens.open(folder: h.folder, seed: 7, faults: faults)
        _ = try XCTUnwrap(h.screens.screen, "the first screen")
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testAPanicReadingTheSaveSetsItAsideAndANewGameStartsToldOnce() async throws {
        let session = GameSession(settings: people())
        _ = try session.play(index: try XCTUnwrap(session.snapshot().legalHouses.first))
        let save = session.save()
        let h = Harness()
        try write(save, "game.json", in: h.folder)
        try await open(h, faults(panicReadingSave: true))
        XCTAssertEqual(h.screen.notice?.kind, .saveUnreadable)
        XCTAssertEqual(h.screen.snapshot.turns, 0, "a new game")
        let aside = h.folder.appendingPathComponent("game.unreadable-1.json")
        XCTAssertEqual(try String(contentsOf: aside, encoding: .utf8), save)
        await h.screens.shutDown()
        let again = Harness()
        try FileManager.default.createDirectory(at: again.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: h.folder.appendingPathComponent("game.json"),
                                        to: again.folder.appendingPathComponent("game.json"))
        try await again.open()
        XCTAssertNil(again.screen.notice, "told once: the next start says nothing")
        await again.close()
        await h.close()
    }

    func testAPanicReadingTheStatisticsSetsThemAsideAndTheGamePlaysOn() async throws {
        let h = Harness()
        try write(statisticsJson(statistics: emptyStatistics()), "statistics.json", in: h.folder)
        try await open(h, faults(panicReadingStatistics: true))
        XCTAssertEqual(h.screen.notice?.kind, .statisticsUnreadable)
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: h.folder.appendingPathComponent("statistics.unreadable-1.json").path))
        await h.close()
    }

    func testAFullDiskIsToldOnceTheGameGoesOnAndTheNextChangeSavesIt() async throws {
        let h = Harness()
        try await open(h, faults(failingWrites: 3))
        h.screens.send(.newGame(choice: newGameChoiceOf(settings: people())))
        let told = try await h.next("the failed write told") { $0.notice?.kind == .notSaved }
        h.screens.send(.noticeShown(id: try XCTUnwrap(told.notice).id))
        for turn in 1...3 {
            let house = try XCTUnwrap(h.screen.snapshot.legalHouses.first)
            h.screens.send(.tap(index: house))
            try await h.next("turn \(turn)") { $0.snapshot.turns == turn }
            try await h.finishAnimations()
        }
        XCTAssertNil(h.screen.notice, "told once")
        await h.screens.shutDown()
        let saved = try String(contentsOf: h.folder.appendingPathComponent("game.json"), encoding: .utf8)
        XCTAssertEqual(try GameSession.fromSave(json: saved).snapshot().turns, 3, "written at a later change")
        await h.close()
    }

    /// A game against the computer with the person's first move played, its searches failing `failing` times.
    private func computerToMove(failing: Int) async throws -> Harness {
        let h = Harness()
        try await open(h, faults(failingComputerMoves: failing))
        h.screens.send(.newGame(choice: newGameChoiceOf(settings: againstComputer())))
        try await h.next("the new game") { $0.snapshot.turns == 0 && $0.controls.board }
        h.screens.send(.tap(index: try XCTUnwrap(h.screen.snapshot.legalHouses.first)))
        try await h.next("the tap played") { $0.snapshot.turns >= 1 }
        try await h.finishAnimations()
        return h
    }

    func testAComputerMoveThatFailsOnceIsTriedAgainUnseen() async throws {
        let h = try await computerToMove(failing: 1)
        try await h.next("the computer's move") { $0.snapshot.turns == 2 }
        XCTAssertNil(h.screen.notice)
        await h.close()
    }

    func testAComputerMoveThatFailsTwiceIsExplainedAndMoveNowAsksAgain() async throws {
        let h = try await computerToMove(failing: 2)
        // (The failures may come while the person's turn still animates: Move now once it has played.)
        let stuck = try await h.next("the failure told, Move now offered") {
            $0.notice?.kind == .computerCouldNotMove && $0.controls.moveNow
        }
        XCTAssertTrue(stuck.snapshot.computerToMove)
        XCTAssertFalse(stuck.thinking)
        XCTAssertTrue(stuck.controls.moveNow, "the way on: ask the computer again")
        XCTAssertEqual(stuck.words.notice?.keys, ["computer_could_not_move"])
        h.screens.send(.noticeShown(id: try XCTUnwrap(stuck.notice).id))
        h.screens.send(.moveNow)
        try await h.next("the computer's move after trying again") { $0.snapshot.turns == 2 }
        await h.close()
    }

    func testADriverThatCannotBeMadeSaysSoInsteadOfACrash() async throws {
        let h = Harness()
        await h.screens.open(folder: h.folder, seed: 7, faults: faults(failingOpen: true))
        XCTAssertTrue(h.screens.startFailed)
        XCTAssertNil(h.screens.screen)
        h.screens.send(.undo)
        XCTAssertEqual(h.screens.recordText(), "")
        await h.close()
    }
}
