import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The model: taps and refusals, the computer's turns on a worker, undo while it thinks, hints,
/// statistics counted once.
@MainActor
final class GameModelTests: XCTestCase {
    func testALegalTapPlaysQueuesItsAnimationAndSaves() async throws {
        let h = Harness(people())
        let before = h.snapshot
        let index = try XCTUnwrap(before.legalHouses.first)
        XCTAssertTrue(h.state.awaitingTap)
        h.model.play(index)
        XCTAssertNil(h.state.refusal)
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

    func testRefusedTapsLeaveTheGameAsItWasWithTheirReason() async throws {
        let h = Harness(people())
        let before = h.snapshot
        let empty = try XCTUnwrap(before.board.indices.first { before.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        h.model.play(empty)
        guard case .EmptyHouse? = h.state.refusal?.error else { return XCTFail("\(String(describing: h.state.refusal))") }
        XCTAssertEqual(Words.refusal(h.state.refusal!.error), .key("refused_empty"))
        XCTAssertNil(h.state.notice, "a refusal is said under the board, not in an alert")
        let theirs = try XCTUnwrap(before.board.indices.first { before.board[$0] > 1 && spotAt(index: $0)?.side == .north })
        h.model.play(theirs)
        guard case .NotYourHouse? = h.state.refusal?.error else { return XCTFail() }
        for bad in [-1, 40, Int.max, Int.min] {
            let serial = h.state.refusal?.serial ?? 0
            h.model.play(bad)
            XCTAssertGreaterThan(h.state.refusal?.serial ?? 0, serial, "\(bad) is refused, not a crash")
        }
        XCTAssertEqual(h.snapshot, before)
        XCTAssertTrue(h.state.animations.isEmpty)
        XCTAssertEqual(h.io.count, 0, "nothing changed, nothing saved")
    }

    func testTheComputerThinksOnTheWorkerAndItsTurnIsQueuedAsTheComputers() async throws {
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

    func testThePersonPlayingNorthSeesTheBoardTurned() async {
        let h = Harness(againstComputer(.easy, person: .north, first: .north))
        XCTAssertEqual(h.state.viewer, .north)
        XCTAssertTrue(h.state.awaitingTap)
        XCTAssertTrue(h.snapshot.legalHouses.allSatisfy { spotAt(index: $0)?.side == .north })
    }

    func testUndoWhileTheComputerThinksDropsItsAnswer() async throws {
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

    func testALateAnswerFromAnotherThreadIsDroppedByItsRevision() async throws {
        // The worker is a real thread and the expert thinks for a while; the main thread undoes.
        let store = MemoryStore(), main = ManualExecutor(), io = ManualExecutor()
        let worker = QueueExecutor(DispatchQueue(label: "kiela-test-computer"))
        let model = GameModel(store: store, worker: worker, main: main, io: io,
                              newSettings: againstComputer(.expert), speed: .normal)
        let start = model.state.snapshot
        model.play(start.legalHouses[0])
        model.animationDone(model.state.snapshot.revision)
        XCTAssertTrue(model.state.thinking)
        try await Task.sleep(for: .milliseconds(50))   // the search is under way
        model.undo()
        // The cancelled search ends soon; whatever it sends back is for an old revision.
        let drained = Latch()
        worker.queue.async { drained.open() }
        try await drained.wait(seconds: 20)
        while main.runNext() {}
        XCTAssertTrue(model.state.animations.isEmpty)
        XCTAssertEqual(model.state.snapshot.board, start.board)
        XCTAssertFalse(model.state.thinking)
        XCTAssertTrue(model.state.awaitingTap)
        model.close()
    }

    func testNewGameWhileTheComputerThinksStartsCleanAndCloseDropsAnswers() async {
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

    func testAHintComesBackWithItsHouseLandingAndReasonAndGoesWithTheNextChange() async throws {
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

    func testUndoAndRedo() async throws {
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
        guard case .NothingToRedo? = h.state.refusal?.error else { return XCTFail() }
    }

    func testAFinishedGameIsCountedOnceInTheStatisticsAndSaved() async throws {
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

    func testTheExpertOpeningIsPlayedByTapping() async throws {
        var choice = NewGameChoice(level: nil)
        choice.expertOpening = true
        let h = Harness(choice.settings)
        XCTAssertTrue(h.snapshot.setupAllowed)
        XCTAssertEqual(Words.turn(h.state), .key("turn_setup"), "the first chance to rearrange is told")
        h.model.beginSetup()
        let draft = try XCTUnwrap(h.snapshot.setupDraft)
        let from = try XCTUnwrap(draft.board.indices.first { draft.board[$0] > 0 && spotAt(index: $0)?.side == .south })
        let to = try XCTUnwrap(draft.board.indices.first { $0 != from && spotAt(index: $0)?.side == .south })
        h.model.setupMoveStone(from: from, to: to)
        XCTAssertNil(h.state.refusal)
        XCTAssertEqual(h.snapshot.setupDraft?.board[to], draft.board[to] + 1)
        XCTAssertEqual(Words.turn(h.state), .key("turn_setup"))
        h.model.commitSetup()
        XCTAssertNil(h.state.refusal, "\(String(describing: h.state.refusal))")
        let queued = try XCTUnwrap(h.state.animations.first)
        guard case .setup = queued.outcome.played else { return XCTFail("a setup turn") }
        XCTAssertEqual(h.snapshot.toMove, .north)
    }

    func testARefusalIsSaidOnceEachTimeAndGoesWithTheNextChange() async throws {
        let h = Harness(people())
        let empty = try XCTUnwrap(h.snapshot.board.indices.first { h.snapshot.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        h.model.tap(empty)
        let first = try XCTUnwrap(h.state.refusal)
        h.model.tap(empty)
        let second = try XCTUnwrap(h.state.refusal)
        XCTAssertEqual(first.error, second.error)
        XCTAssertNotEqual(first, second, "the same refusal again is said (and felt) again")
        h.model.tap(h.snapshot.legalHouses[0])
        XCTAssertNil(h.state.refusal, "gone with the turn played")
        XCTAssertNil(h.state.notice, "refusals are never an alert")
    }

    func testNoTurnIsPlayedWhileATurnAnimatesOnABoardNotYetShown() async throws {
        // VoiceOver's action on a house, or a tap that lands, while the last turn is still queued.
        var choice = NewGameChoice(level: nil)
        choice.expertOpening = true
        let h = Harness(choice.settings)
        h.model.play(h.snapshot.legalHouses[0])
        let queued = try XCTUnwrap(h.state.animations.first)
        let after = h.snapshot
        XCTAssertTrue(after.setupAllowed, "North may still rearrange")
        for index in after.legalHouses {
            h.model.play(index)
            h.model.tap(index)
        }
        h.model.beginSetup()
        h.model.commitSetup()
        XCTAssertEqual(h.snapshot, after, "nothing played on the board the screen does not show yet")
        XCTAssertEqual(h.state.animations, [queued])
        XCTAssertNil(h.state.refusal, "not refused either: the tap skips the animation first")
        h.model.animationDone(queued.outcome.revision)
        h.model.tap(after.legalHouses[0])
        XCTAssertEqual(h.state.animations.count, 1, "once it is shown, the tap plays")
    }

    func testATapAfterTheComputerMovedButBeforeItsMoveArrivedIsRefusedAndTheMoveIsAnimated() async throws {
        let h = Harness(againstComputer(.beginner, person: .south, first: .north))
        let before = h.snapshot
        h.worker.runAll()   // the session has played the computer's move; its answer is on its way
        XCTAssertEqual(h.main.count, 1)
        let south = (0..<BoardGeometry.houses).filter { spotAt(index: $0)?.side == .south }
        for index in south { h.model.tap(index) }
        XCTAssertEqual(h.snapshot, before, "the person's tap did not play over the computer's move")
        guard case .ComputerToMove? = h.state.refusal?.error else { return XCTFail("\(String(describing: h.state.refusal))") }
        h.main.runAll()
        XCTAssertEqual(h.state.animations.map(\.byComputer), [true], "the computer's move is animated")
        XCTAssertEqual(h.state.animations.first?.before, before)
        XCTAssertEqual(h.snapshot.toMove, .south)
    }

    func testTheExpertOpeningByTapsShowsTheDraftAndTheStonePickedUp() async throws {
        var choice = NewGameChoice(level: nil)
        choice.expertOpening = true
        let h = Harness(choice.settings)
        h.model.beginSetup()
        let draft = try XCTUnwrap(h.snapshot.setupDraft)
        XCTAssertEqual(h.state.board, draft.board)
        XCTAssertEqual(h.state.sowable, [], "no house is offered for sowing while rearranging")
        let south = draft.board.indices.filter { spotAt(index: $0)?.side == .south }
        let from = try XCTUnwrap(south.first { draft.board[$0] > 0 })
        let to = try XCTUnwrap(south.first { draft.board[$0] == 0 })
        h.model.tap(from)
        XCTAssertEqual(h.state.pickedUp, from, "the house the stone came from is shown")
        XCTAssertEqual(h.state.board, draft.board, "nothing moves before it is put down")
        h.model.tap(to)
        XCTAssertNil(h.state.pickedUp)
        let moved = try XCTUnwrap(h.snapshot.setupDraft)
        XCTAssertEqual(moved.board[from], draft.board[from] - 1)
        XCTAssertEqual(moved.board[to], 1)
        XCTAssertEqual(h.state.board, moved.board, "the board shows the draft, not the game")
        XCTAssertNotEqual(h.state.board, h.state.shown.board)
        // Put back where it came from: nothing changes.
        h.model.tap(to)
        h.model.tap(to)
        XCTAssertNil(h.state.pickedUp)
        XCTAssertEqual(h.snapshot.setupDraft, moved)
        // Nothing to take: the core's own reasons, and nothing picked up.
        let empty = try XCTUnwrap(south.first { moved.board[$0] == 0 })
        h.model.tap(empty)
        guard case .SetupEmptyHouse? = h.state.refusal?.error else { return XCTFail("\(String(describing: h.state.refusal))") }
        let theirs = try XCTUnwrap(moved.board.indices.first { spotAt(index: $0)?.side == .north })
        h.model.tap(theirs)
        guard case .NotYourHouse? = h.state.refusal?.error else { return XCTFail("\(String(describing: h.state.refusal))") }
        XCTAssertNil(h.state.pickedUp)
        // Cancelled with a stone in the hand: the hand is empty again.
        h.model.tap(from)
        XCTAssertNil(h.state.refusal, "a stone taken clears the last refusal")
        h.model.cancelSetup()
        XCTAssertNil(h.state.pickedUp)
        XCTAssertNil(h.snapshot.setupDraft)
        XCTAssertEqual(h.state.board, h.snapshot.board)
        h.model.beginSetup()
        XCTAssertNil(h.state.pickedUp)
    }
}
