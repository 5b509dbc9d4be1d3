import Foundation
import XCTest
import KielaCore
import KielaWords
@testable import KielaKit

/// The model: taps as the snapshot's `taps` say and refusals, the computer's turns on a worker,
/// undo while it thinks, hints, the books kept once per change, the speed in the session.
@MainActor
final class GameModelTests: XCTestCase {
    func testALegalTapPlaysQueuesItsAnimationAndKeepsTheBooksInOneWrite() async throws {
        let h = Harness(people())
        let before = h.snapshot
        let index = try XCTUnwrap(before.legalHouses.first)
        XCTAssertEqual(before.taps[index], .sow)
        XCTAssertTrue(h.state.awaitingTap)
        h.model.tap(index)
        XCTAssertNil(h.state.refusal)
        let queued = try XCTUnwrap(h.state.animations.first)
        XCTAssertEqual(queued.before, before, "the screen shows the board before until it is animated")
        XCTAssertEqual(h.state.shown, before)
        XCTAssertEqual(h.snapshot, queued.outcome.snapshot)
        XCTAssertFalse(h.state.awaitingTap, "no tap while a turn is animating")
        XCTAssertEqual(h.io.count, 1, "the books are kept on the io queue, not on the main thread")
        h.io.runAll()
        XCTAssertEqual(h.store.writes, [.game: 1], "the save, and no statistics for a game on")
        let saved = try GameSession.fromSave(json: try XCTUnwrap(h.store.files[.game]))
        XCTAssertEqual(saved.snapshot().board, h.snapshot.board, "the save is the game after the turn")
        h.model.animationDone(queued.outcome.revision)
        XCTAssertTrue(h.state.animations.isEmpty)
        XCTAssertEqual(h.state.shown, h.snapshot)
        XCTAssertTrue(h.state.awaitingTap)
    }

    func testRefusedTapsSayTheReasonTheSnapshotGivesAndChangeNothing() async throws {
        let h = Harness(people())
        let before = h.snapshot
        let empty = try XCTUnwrap(before.board.indices.first { before.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        XCTAssertEqual(before.taps[empty], .refused(reason: .emptyHouse))
        h.model.tap(empty)
        XCTAssertEqual(h.state.refusal?.reason, .emptyHouse)
        XCTAssertEqual(Words.refusal(.emptyHouse), .key("refused_empty"))
        XCTAssertNil(h.state.notice, "a refusal is said under the board, not in an alert")
        let theirs = try XCTUnwrap(before.board.indices.first { before.board[$0] > 1 && spotAt(index: $0)?.side == .north })
        h.model.tap(theirs)
        XCTAssertEqual(h.state.refusal?.reason, .notYourHouse)
        for bad in [-1, 40, Int.max, Int.min] {
            let serial = h.state.refusal?.serial ?? 0
            h.model.tap(bad)
            XCTAssertEqual(h.state.refusal?.serial, serial + 1, "\(bad) is refused, not a crash")
            XCTAssertEqual(h.state.refusal?.reason, .other)
        }
        XCTAssertEqual(h.snapshot, before)
        XCTAssertTrue(h.state.animations.isEmpty)
        XCTAssertEqual(h.io.count, 0, "nothing changed, nothing saved")
    }

    func testATapTheSnapshotRefusesIsRefusedWithoutCallingTheCore() async throws {
        // The worker has played the computer's move in the session; its answer is on its way. The
        // session would take a tap now as the person's next turn, so asking it would play one.
        let h = Harness(againstComputer(.beginner, person: .south, first: .north))
        let before = h.snapshot
        h.worker.runAll()
        XCTAssertEqual(h.main.count, 1)
        let south = (0..<BoardGeometry.houses).filter { spotAt(index: $0)?.side == .south }
        XCTAssertTrue(south.allSatisfy { before.taps[$0] == .refused(reason: .computerToMove) })
        for index in south { h.model.tap(index) }
        XCTAssertEqual(h.state.refusal, Refused(reason: .computerToMove, serial: south.count), "each tap said once")
        XCTAssertEqual(h.snapshot, before, "the person's tap did not play over the computer's move")
        XCTAssertEqual(h.io.count, 0)
        h.main.runAll()
        let queued = try XCTUnwrap(h.state.animations.first, "the computer's move is animated")
        XCTAssertEqual(h.state.animations.count, 1)
        XCTAssertEqual(queued.before, before)
        XCTAssertEqual(queued.outcome.mover, .north)
        XCTAssertEqual(h.snapshot.toMove, .south, "and no turn of the person's was played in between")
        XCTAssertEqual(h.snapshot.turns, 1)
    }

    func testTheComputersTurnComesFromTheWorkerWithItsBeatAndItsAnnouncement() async throws {
        let h = Harness(againstComputer(.beginner, person: .south, first: .north))
        XCTAssertTrue(h.state.thinking)
        XCTAssertEqual(h.snapshot.headline, .computerThinking)
        XCTAssertEqual(h.worker.count, 1)
        XCTAssertFalse(h.state.awaitingTap)
        h.think()
        XCTAssertFalse(h.state.thinking)
        let queued = try XCTUnwrap(h.state.animations.first)
        XCTAssertEqual(queued.outcome.mover, .north)
        XCTAssertEqual(queued.outcome.beatMs, 500, "the computer's visible beat")
        XCTAssertEqual(queued.outcome.announcement?.byComputer, true)
        XCTAssertEqual(h.state.shown.headline, .computerThinking, "still the computer's line while its move plays")
        XCTAssertEqual(h.snapshot.headline, .yourTurn)
        h.finishAnimations()
        XCTAssertTrue(h.state.awaitingTap)
        // And it answers the person's move in turn; the person's own move is not announced to them.
        h.model.tap(h.snapshot.legalHouses[0])
        XCTAssertEqual(h.worker.count, 1)
        h.think()
        XCTAssertEqual(h.state.animations.map(\.outcome.beatMs), [0, 500])
        XCTAssertEqual(h.state.animations.map { $0.outcome.announcement == nil }, [true, false])
    }

    func testThePersonPlayingNorthSeesTheBoardTurned() async {
        let h = Harness(againstComputer(.easy, person: .north, first: .north))
        XCTAssertEqual(h.snapshot.viewer, .north)
        XCTAssertFalse(h.snapshot.twoPeople)
        XCTAssertNil(h.snapshot.topHeadline, "one person: one headline")
        XCTAssertTrue(h.state.awaitingTap)
        XCTAssertTrue(h.state.sowable.allSatisfy { spotAt(index: $0)?.side == .north })
        XCTAssertEqual(Set(h.state.sowable), Set(h.snapshot.legalHouses), "a tap sows exactly the legal houses")
    }

    func testUndoWhileTheComputerThinksDropsItsAnswer() async throws {
        let h = Harness(againstComputer(.beginner))
        let start = h.snapshot
        h.model.tap(start.legalHouses[0])
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
        let model = GameModel(store: store, worker: worker, main: main, io: io, newSettings: againstComputer(.expert))
        let start = model.state.snapshot
        model.tap(start.legalHouses[0])
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
        XCTAssertTrue(h.snapshot.twoPeople)
        XCTAssertEqual([h.snapshot.headline, h.snapshot.topHeadline], [.yourTurn, .theirTurn])
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
        h.model.hint()
        XCTAssertEqual(h.worker.count, 1, "no second hint while one is thought of")
        h.think()
        let hint = try XCTUnwrap(h.state.hint)
        XCTAssertTrue(h.snapshot.legalHouses.contains(hint.house.index))
        XCTAssertTrue((0..<40).contains(hint.landsIn.index))
        // Why, then the chance to win after it: at the start nothing is proven and no hint says a win.
        XCTAssertTrue(Words.hint(hint).keys.contains("review_value_chance"), "\(hint)")
        h.model.hint()
        XCTAssertEqual(h.worker.count, 0, "no hint while one is shown")
        h.model.tap(hint.house.index)
        XCTAssertNil(h.state.hint)
        h.model.hint()
        XCTAssertEqual(h.worker.count, 1, "only the computer thinks: the person may not act")
        XCTAssertFalse(h.state.awaitingTap)
    }

    func testUndoAndRedo() async throws {
        let h = Harness(people())
        let start = h.snapshot
        h.model.tap(start.legalHouses[0])
        let after = h.snapshot
        h.model.undo()
        XCTAssertEqual(h.snapshot.board, start.board)
        XCTAssertTrue(h.state.animations.isEmpty, "an undo shows its result at once")
        XCTAssertTrue(h.snapshot.canRedo)
        h.model.redo()
        XCTAssertEqual(h.snapshot.board, after.board)
        h.model.redo()
        XCTAssertEqual(h.state.refusal?.reason, .other, "nothing to redo")
        XCTAssertEqual(Words.refusal(.other), .key("refused_other"))
    }

    func testEveryChangeKeepsTheBooksOnceAndAFinishedGameIsCountedOnce() async throws {
        // Beginner against beginner, the person tapping the first legal house, until the end.
        let h = Harness(againstComputer(.beginner))
        h.playToTheEnd()
        let result = try XCTUnwrap(h.snapshot.result)
        XCTAssertNotNil(result.person)
        XCTAssertEqual(h.store.writes[.game], h.snapshot.turns, "one save a turn")
        let stats = h.state.statistics
        let played = stats.opponents.map { $0.unaided.played + $0.assisted.played }.reduce(0, +)
        XCTAssertEqual(played, 1)
        XCTAssertEqual(h.store.writes[.statistics], 1, "the statistics written once, with the last turn's save")
        XCTAssertEqual(try statisticsFromJson(json: h.store.files[.statistics]!), stats)
        // Looking at it again, undoing and redoing the last move: saved each time, still one game.
        let saves = h.store.writes[.game] ?? 0
        h.model.undo()
        h.model.redo()
        h.think()
        h.finishAnimations()
        XCTAssertEqual(h.store.writes[.game], saves + 2)
        XCTAssertEqual(h.store.writes[.statistics], 1)
        XCTAssertEqual(h.state.statistics, stats)
        XCTAssertEqual(h.snapshot.headline, .gameOver(outcome: try XCTUnwrap(result.person)))
        XCTAssertEqual(Words.headline(h.snapshot.headline), .key("game_over"))
    }

    func testTheExpertOpeningIsPickedUpAndPutDownByTaps() async throws {
        let h = Harness(people(expertOpening: true))
        XCTAssertEqual(h.snapshot.headline, .rearrangeOrSow)
        XCTAssertEqual(Words.headline(h.snapshot.headline), .key("turn_setup"), "the first chance to rearrange is told")
        h.model.beginSetup()
        let draft = try XCTUnwrap(h.snapshot.setupDraft)
        XCTAssertEqual(h.state.board, draft.board)
        XCTAssertEqual(h.state.sowable, [], "no house is offered for sowing while rearranging")
        let south = draft.board.indices.filter { spotAt(index: $0)?.side == .south }
        let from = try XCTUnwrap(south.first { draft.board[$0] > 0 })
        let to = try XCTUnwrap(south.first { draft.board[$0] == 0 })
        XCTAssertEqual(h.snapshot.taps[from], .pickUp)
        let saves = h.io.count
        h.model.tap(from)
        XCTAssertEqual(h.snapshot.setupDraft?.pickedUp, from, "the house the stone came from is shown")
        XCTAssertEqual(h.state.board, draft.board, "nothing moves before it is put down")
        XCTAssertEqual(h.snapshot.taps[to], .putDown)
        XCTAssertEqual(h.io.count, saves + 1, "an edit keeps the books too")
        h.model.tap(to)
        let moved = try XCTUnwrap(h.snapshot.setupDraft)
        XCTAssertNil(moved.pickedUp)
        XCTAssertEqual(moved.board[from], draft.board[from] - 1)
        XCTAssertEqual(moved.board[to], 1)
        XCTAssertEqual(h.state.board, moved.board, "the board shows the draft, not the game")
        XCTAssertNotEqual(h.state.board, h.state.shown.board)
        // Put back where it came from: nothing changes.
        h.model.tap(to)
        h.model.tap(to)
        XCTAssertEqual(h.snapshot.setupDraft, moved)
        // Nothing to take from an empty house: refused, said once, nothing picked up.
        let empty = try XCTUnwrap(south.first { moved.board[$0] == 0 })
        XCTAssertEqual(h.snapshot.taps[empty], .refused(reason: .emptyHouse))
        let serial = h.state.refusal?.serial ?? 0
        h.model.tap(empty)
        XCTAssertEqual(h.state.refusal, Refused(reason: .emptyHouse, serial: serial + 1))
        XCTAssertNil(h.snapshot.setupDraft?.pickedUp)
        h.model.tap(try XCTUnwrap(moved.board.indices.first { spotAt(index: $0)?.side == .north }))
        XCTAssertEqual(h.state.refusal?.reason, .notYourHouse)
        // A stone taken clears the last refusal; cancelled with it in the hand, the hand is empty.
        h.model.tap(from)
        XCTAssertNil(h.state.refusal)
        h.model.cancelSetup()
        XCTAssertNil(h.snapshot.setupDraft)
        XCTAssertEqual(h.state.board, h.snapshot.board)
        h.model.beginSetup()
        XCTAssertNil(h.snapshot.setupDraft?.pickedUp)
        // Played as it stands: a rearrangement turn, and North's go.
        h.model.commitSetup()
        XCTAssertNil(h.state.refusal, "\(String(describing: h.state.refusal))")
        let queued = try XCTUnwrap(h.state.animations.first)
        guard case .setup = queued.outcome.played else { return XCTFail("a setup turn") }
        XCTAssertEqual(h.snapshot.toMove, .north)
        XCTAssertEqual([h.snapshot.headline, h.snapshot.topHeadline], [.theirTurn, .rearrangeOrSow])
    }

    func testARefusalIsSaidOnceEachTimeAndGoesWithTheNextChange() async throws {
        let h = Harness(people())
        let empty = try XCTUnwrap(h.snapshot.board.indices.first { h.snapshot.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        h.model.tap(empty)
        let first = try XCTUnwrap(h.state.refusal)
        h.model.tap(empty)
        let second = try XCTUnwrap(h.state.refusal)
        XCTAssertEqual(first.reason, second.reason)
        XCTAssertNotEqual(first, second, "the same refusal again is said (and felt) again")
        h.model.tap(h.snapshot.legalHouses[0])
        XCTAssertNil(h.state.refusal, "gone with the turn played")
        XCTAssertNil(h.state.notice, "refusals are never an alert")
    }

    func testNoTurnIsPlayedWhileATurnAnimatesOnABoardNotYetShown() async throws {
        // VoiceOver's action on a house, or a tap that lands, while the last turn is still queued.
        let h = Harness(people(expertOpening: true))
        h.model.tap(h.snapshot.legalHouses[0])
        let queued = try XCTUnwrap(h.state.animations.first)
        let after = h.snapshot
        XCTAssertTrue(after.setupAllowed, "North may still rearrange")
        for index in 0..<BoardGeometry.houses { h.model.tap(index) }
        h.model.beginSetup()
        h.model.commitSetup()
        XCTAssertEqual(h.snapshot, after, "nothing played on the board the screen does not show yet")
        XCTAssertEqual(h.state.animations, [queued])
        XCTAssertNil(h.state.refusal, "not refused either: the tap skips the animation first")
        h.model.animationDone(queued.outcome.revision)
        h.model.tap(after.legalHouses[0])
        XCTAssertEqual(h.state.animations.count, 1, "once it is shown, the tap plays")
    }

    func testTheSpeedIsKeptOnlyInTheSessionAndItsSave() async throws {
        let store = MemoryStore()
        let h = Harness(people(), store: store)
        XCTAssertEqual(h.model.animationSpeed, .normal)
        h.model.tap(h.snapshot.legalHouses[0])
        let normal = try XCTUnwrap(h.state.animations.first).outcome
        h.finishAnimations()
        h.model.animationSpeed = .fast
        XCTAssertEqual(h.model.animationSpeed, .fast)
        h.io.runAll()
        XCTAssertEqual(try GameSession.fromSave(json: try XCTUnwrap(store.files[.game])).animationSpeed(), .fast,
                       "written with the save at once")
        h.model.tap(h.snapshot.legalHouses[0])
        let fast = try XCTUnwrap(h.state.animations.first).outcome
        XCTAssertLessThan(fast.timeline.first?.durationMs ?? 0, normal.timeline.first?.durationMs ?? 0,
                          "the next turn is timed at the new speed")
        h.io.runAll()
        // A restart: the speed comes back with the game, and nothing sets it over the save.
        let restarted = Harness(people(), store: store)
        XCTAssertEqual(restarted.model.animationSpeed, .fast)
        XCTAssertNil(store.files[.preferences], "the speed is no preference")
    }
}
