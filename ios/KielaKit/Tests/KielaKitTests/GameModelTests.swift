import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The model: taps and refusals, the computer's turns on a worker, undo while it thinks, hints,
/// statistics counted once.
final class GameModelTests: XCTestCase {
    func testALegalTapPlaysQueuesItsAnimationAndSaves() throws {
        let h = Harness(people())
        let before = h.snapshot
        let index = try XCTUnwrap(before.legalHouses.first)
        XCTAssertTrue(h.state.awaitingTap)
        h.model.play(index)
        XCTAssertNil(h.state.notice)
        let queued = try XCTUnwrap(h.state.animations.first)
        XCTAssertEqual(queued.before, before, "the screen shows the board before until it is animated")
        XCTAssertEqual(h.state.shown, before)
        XCTAssertEqual(h.snapshot, queued.outcome.snapshot)
        XCTAssertFalse(h.state.awaitingTap, "no tap while a turn is animating")
        XCTAssertEqual(h.io.count, 1, "saved on the io queue, not on the main thread")
        h.io.runAll()
        XCTAssertEqual(h.store.writes[.game], 1)
        h.model.animationDone(queued.outcome.revision)
        XCTAssertTrue(h.state.animations.isEmpty)
        XCTAssertEqual(h.state.shown, h.snapshot)
        XCTAssertTrue(h.state.awaitingTap)
    }

    func testRefusedTapsLeaveTheGameAsItWasWithTheirReason() throws {
        let h = Harness(people())
        let before = h.snapshot
        let empty = try XCTUnwrap(before.board.indices.first { before.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        h.model.play(empty)
        guard case .refused(.EmptyHouse)? = h.state.notice else { return XCTFail("\(String(describing: h.state.notice))") }
        XCTAssertEqual(Words.notice(h.state.notice!), .key("refused_empty"))
        h.model.noticeShown()
        let theirs = try XCTUnwrap(before.board.indices.first { before.board[$0] > 1 && spotAt(index: $0)?.side == .north })
        h.model.play(theirs)
        guard case .refused(.NotYourHouse)? = h.state.notice else { return XCTFail() }
        for bad in [-1, 40, Int.max, Int.min] {
            h.model.play(bad)
            XCTAssertNotNil(h.state.notice, "\(bad) is refused, not a crash")
        }
        XCTAssertEqual(h.snapshot, before)
        XCTAssertTrue(h.state.animations.isEmpty)
        XCTAssertEqual(h.io.count, 0, "nothing changed, nothing saved")
    }

    func testTheComputerThinksOnTheWorkerAndItsTurnIsQueuedAsTheComputers() throws {
        let h = Harness(againstComputer(.beginner, person: .south, first: .north))
        XCTAssertTrue(h.state.thinking)
        XCTAssertEqual(h.worker.count, 1)
        XCTAssertFalse(h.state.awaitingTap)
        h.think()
        XCTAssertFalse(h.state.thinking)
        let queued = try XCTUnwrap(h.state.animations.first)
        XCTAssertTrue(queued.byComputer)
        XCTAssertEqual(queued.outcome.mover, .north)
        XCTAssertEqual(h.snapshot.toMove, .south)
        XCTAssertFalse(h.snapshot.computerToMove)
        h.finishAnimations()
        XCTAssertTrue(h.state.awaitingTap)
        // And it answers the person's move in turn.
        h.model.play(h.snapshot.legalHouses[0])
        XCTAssertEqual(h.worker.count, 1)
        h.think()
        XCTAssertEqual(h.state.animations.map(\.byComputer), [false, true])
    }

    func testThePersonPlayingNorthSeesTheBoardTurned() {
        let h = Harness(againstComputer(.easy, person: .north, first: .north))
        XCTAssertEqual(h.state.viewer, .north)
        XCTAssertTrue(h.state.awaitingTap)
        XCTAssertTrue(h.snapshot.legalHouses.allSatisfy { spotAt(index: $0)?.side == .north })
    }

    func testUndoWhileTheComputerThinksDropsItsAnswer() throws {
        let h = Harness(againstComputer(.beginner))
        let start = h.snapshot
        h.model.play(start.legalHouses[0])
        h.finishAnimations()
        XCTAssertTrue(h.state.thinking)
        XCTAssertEqual(h.worker.count, 1)
        h.model.undo()
        XCTAssertFalse(h.state.thinking)
        XCTAssertEqual(h.snapshot.board, start.board)
        h.think()   // the search for the old revision: skipped, or its answer dropped
        XCTAssertTrue(h.state.animations.isEmpty, "the computer did not move after the undo")
        XCTAssertEqual(h.snapshot.board, start.board)
        XCTAssertTrue(h.state.awaitingTap)
    }

    func testALateAnswerFromAnotherThreadIsDroppedByItsRevision() throws {
        // The worker is a real thread and the expert thinks for a while; the main thread undoes.
        let store = MemoryStore(), main = ManualExecutor(), io = ManualExecutor()
        let worker = QueueExecutor(DispatchQueue(label: "kiela-test-computer"))
        let model = GameModel(store: store, worker: worker, main: main, io: io,
                              newSettings: againstComputer(.expert), speed: .normal)
        let start = model.state.snapshot
        model.play(start.legalHouses[0])
        model.animationDone(model.state.snapshot.revision)
        XCTAssertTrue(model.state.thinking)
        Thread.sleep(forTimeInterval: 0.05)   // the search is under way
        model.undo()
        // The cancelled search ends soon; whatever it sends back is for an old revision.
        let deadline = Date().addingTimeInterval(20)
        let drained = expectation(description: "the worker is done")
        worker.queue.async { drained.fulfill() }
        wait(for: [drained], timeout: 20)
        while main.runNext() {}
        XCTAssertLessThan(Date(), deadline)
        XCTAssertTrue(model.state.animations.isEmpty)
        XCTAssertEqual(model.state.snapshot.board, start.board)
        XCTAssertFalse(model.state.thinking)
        XCTAssertTrue(model.state.awaitingTap)
        model.close()
    }

    func testNewGameWhileTheComputerThinksStartsCleanAndCloseDropsAnswers() {
        let h = Harness(againstComputer(.beginner, first: .north))
        XCTAssertEqual(h.worker.count, 1)
        h.model.newGame(people())
        XCTAssertFalse(h.state.thinking)
        h.think()
        XCTAssertTrue(h.state.animations.isEmpty)
        XCTAssertTrue(h.state.twoPeople)
        XCTAssertTrue(h.state.awaitingTap)

        let g = Harness(againstComputer(.beginner, first: .north))
        g.worker.runAll()
        g.model.close()
        g.main.runAll()
        XCTAssertTrue(g.state.animations.isEmpty, "an answer after close is dropped")
    }

    func testAHintComesBackWithItsHouseLandingAndReasonAndGoesWithTheNextChange() throws {
        let h = Harness(againstComputer(.easy))
        h.model.hint()
        XCTAssertTrue(h.state.thinking)
        h.think()
        let hint = try XCTUnwrap(h.state.hint)
        XCTAssertTrue(h.snapshot.legalHouses.contains(hint.house.index))
        XCTAssertTrue((0..<40).contains(hint.landsIn.index))
        XCTAssertFalse(Words.hint(hint.reason).keys.isEmpty)
        h.model.play(hint.house.index)
        XCTAssertNil(h.state.hint)
    }

    func testUndoAndRedo() throws {
        let h = Harness(people())
        let start = h.snapshot
        h.model.play(start.legalHouses[0])
        let after = h.snapshot
        h.model.undo()
        XCTAssertEqual(h.snapshot.board, start.board)
        XCTAssertTrue(h.state.animations.isEmpty, "an undo shows its result at once")
        XCTAssertTrue(h.snapshot.canRedo)
        h.model.redo()
        XCTAssertEqual(h.snapshot.board, after.board)
        h.model.redo()
        guard case .refused(.NothingToRedo)? = h.state.notice else { return XCTFail() }
    }

    func testAFinishedGameIsCountedOnceInTheStatisticsAndSaved() throws {
        // Beginner against beginner, the person tapping the first legal house, until the end.
        let h = Harness(againstComputer(.beginner))
        var turns = 0
        while h.snapshot.result == nil && turns < 2000 {
            if h.state.awaitingTap { h.model.play(h.snapshot.legalHouses[0]) }
            h.think()
            h.finishAnimations()
            turns += 1
        }
        let result = try XCTUnwrap(h.snapshot.result)
        XCTAssertNotNil(result.person)
        let stats = h.state.statistics
        let played = stats.opponents.map { $0.unaided.played + $0.assisted.played }.reduce(0, +)
        XCTAssertEqual(played, 1)
        XCTAssertEqual(h.store.writes[.statistics], 1)
        XCTAssertEqual(try statisticsFromJson(json: h.store.files[.statistics]!), stats)
        // Looking at it again, undoing and redoing the last move: still one game.
        h.model.undo()
        h.model.redo()
        h.think()
        h.finishAnimations()
        let again = h.state.statistics.opponents.map { $0.unaided.played + $0.assisted.played }.reduce(0, +)
        XCTAssertEqual(again, 1)
        XCTAssertFalse(Words.resultTitle(result, viewer: h.state.viewer).keys.isEmpty)
    }

    func testTheExpertOpeningIsPlayedByTapping() throws {
        var choice = NewGameChoice(level: nil)
        choice.expertOpening = true
        let h = Harness(choice.settings)
        XCTAssertTrue(h.snapshot.setupAllowed)
        h.model.beginSetup()
        let draft = try XCTUnwrap(h.snapshot.setupDraft)
        let from = try XCTUnwrap(draft.board.indices.first { draft.board[$0] > 0 && spotAt(index: $0)?.side == .south })
        let to = try XCTUnwrap(draft.board.indices.first { $0 != from && spotAt(index: $0)?.side == .south })
        h.model.setupMoveStone(from: from, to: to)
        XCTAssertNil(h.state.notice)
        XCTAssertEqual(h.snapshot.setupDraft?.board[to], draft.board[to] + 1)
        h.model.commitSetup()
        XCTAssertNil(h.state.notice, "\(String(describing: h.state.notice))")
        let queued = try XCTUnwrap(h.state.animations.first)
        guard case .setup = queued.outcome.played else { return XCTFail("a setup turn") }
        XCTAssertEqual(h.snapshot.toMove, .north)
    }
}
