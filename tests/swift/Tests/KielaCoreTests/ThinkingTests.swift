// The computer thinking on another thread: cancelled, hurried, and raced by the person's undo,
// a new game or a second request. Whatever the timing, the game is never corrupted and a move
// worked out for an earlier game is never played.
//
// The tests wait for `isThinking()` before they interfere, so the computer has taken its
// request and is searching. An Expert search takes ~100-200 ms here (debug Swift, optimised
// Rust), far longer than the few microseconds between that check and the interference; the
// race tests still accept the outcomes the API documents for a computer that had already
// finished, and require that the race was really run at least once.

import Foundation
import XCTest
import KielaCore

final class ThinkingTests: XCTestCase {

    /// Generous: a full Expert search takes well under a second.
    let deadline: TimeInterval = 60

    /// Starts `computerMove()` on a new thread and returns once the computer is thinking.
    func thinking(_ session: GameSession, file: StaticString = #filePath, line: UInt = #line)
        -> Background<MoveOutcome> {
        let call = Background { try session.computerMove() }
        call.waitStarted()
        let start = Date()
        while !session.isThinking() {
            if call.isDone {
                XCTFail("the computer answered before it was seen thinking", file: file, line: line)
                break
            }
            if Date().timeIntervalSince(start) > deadline {
                XCTFail("the computer never started thinking", file: file, line: line)
                break
            }
            Thread.sleep(forTimeInterval: 0.0002)
        }
        return call
    }

    func testIsThinkingIsTrueOnlyWhileTheComputerSearches() throws {
        let session = GameSession.withSeed(settings: computerSettings(.expert, first: .north), seed: 1)
        XCTAssertFalse(session.isThinking())
        let call = thinking(session)   // fails unless isThinking() was seen true
        _ = try XCTUnwrap(call.result()).get()
        XCTAssertFalse(session.isThinking(), "the search is over once computerMove has returned")
        XCTAssertFalse(session.snapshot().computerToMove)
        XCTAssertEqual(session.snapshot().turns, 1)
    }

    func testCancellingAThinkingComputerReturnsCancelledAndLeavesTheGameUnchanged() throws {
        let session = GameSession.withSeed(settings: computerSettings(.expert, first: .north), seed: 1)
        let before = SessionState(session)
        let call = thinking(session)
        session.cancelThinking()
        let result = call.result()
        XCTAssertEqual(result?.kielaError, .Cancelled, "\(String(describing: result))")
        XCTAssertFalse(session.isThinking())
        XCTAssertEqual(SessionState(session), before, "a cancelled computer changes nothing")

        // The cancel does not stick: asked again, the computer plays.
        let outcome = try session.computerMove()
        checkOutcome(outcome, before: before.snapshot, settings: session.settings())
    }

    func testCancellingAComputerThinkingOnADispatchQueueReturnsCancelled() {
        let session = GameSession.withSeed(settings: computerSettings(.expert, first: .north), seed: 2)
        let before = SessionState(session)
        let done = DispatchGroup()
        let box = ResultBox()
        DispatchQueue.global(qos: .userInitiated).async(group: done) {
            box.set(Result { try session.computerMove() })
        }
        let start = Date()
        while !session.isThinking() && done.wait(timeout: .now()) == .timedOut
            && Date().timeIntervalSince(start) < deadline {
            Thread.sleep(forTimeInterval: 0.0002)
        }
        session.cancelThinking()
        XCTAssertEqual(done.wait(timeout: .now() + deadline), .success, "the computer answered")
        XCTAssertEqual(box.get()?.kielaError, .Cancelled)
        XCTAssertEqual(SessionState(session), before)
    }

    func testMoveNowMakesTheThinkingComputerPlayALegalMove() throws {
        let config = computerSettings(.expert)
        let session = GameSession.withSeed(settings: config, seed: 3)
        _ = try session.play(.south, .o10)
        let before = session.snapshot()
        XCTAssertTrue(before.computerToMove)
        let call = thinking(session)
        session.moveNow()
        let outcome = try XCTUnwrap(call.result()).get()
        checkOutcome(outcome, before: before, settings: config)
        XCTAssertEqual(outcome.mover, .north)
        XCTAssertEqual(session.snapshot(), outcome.snapshot)
        XCTAssertEqual(session.snapshot().toMove, .south)
        XCTAssertFalse(session.snapshot().computerToMove)
    }

    func testCancelOrMoveNowWithNoComputerThinkingDoesNotStopItsNextMove() throws {
        let config = computerSettings(.beginner, first: .north)
        let session = GameSession(settings: config)
        session.cancelThinking()
        session.moveNow()
        session.cancelThinking()
        let before = session.snapshot()
        checkOutcome(try session.computerMove(), before: before, settings: config)
    }

    func testUndoWhileTheComputerThinksRefusesItsMoveAndKeepsTheGameWhole() throws {
        let config = computerSettings(.expert)
        var raced = 0
        for (round, delay) in [0.0, 0.0, 0.002, 0.01, 0.03].enumerated() {
            let session = GameSession.withSeed(settings: config, seed: UInt64(round))
            let start = session.snapshot()
            _ = try session.play(.south, .o10)
            let call = thinking(session)
            Thread.sleep(forTimeInterval: delay)
            let undone = try session.undo()
            guard let result = call.result() else { continue }
            switch result {
            case .failure(KielaError.StaleComputerMove):
                raced += 1   // stopped mid-thought and refused as stale (not cancelled: nobody cancelled)
            case .success:
                break        // it had already played; the undo then took back both turns
            case let .failure(error):
                XCTFail("round \(round): unexpected \(error)")
            }
            let now = session.snapshot()
            XCTAssertEqual(now, undone, "round \(round): nothing was played after the undo")
            XCTAssertEqual(now.revision, undone.revision, "round \(round): not even a new revision")
            XCTAssertEqual(now.board, start.board)
            XCTAssertEqual(now.turns, 0)
            XCTAssertEqual(now.toMove, .south)
            XCTAssertTrue(now.canRedo)
            XCTAssertFalse(session.isThinking())
            checkSnapshot(now, config)
        }
        XCTAssertGreaterThan(raced, 0, "an undo caught the computer thinking")
    }

    func testNewGameWhileTheComputerThinksNeverGetsTheOldGamesMove() throws {
        let old = computerSettings(.expert, first: .north)
        var raced = 0
        for (round, delay) in [0.0, 0.0, 0.002, 0.01, 0.03].enumerated() {
            // The new game also starts with the computer: its old move must not land there.
            let new = round % 2 == 0 ? computerSettings(.expert, first: .south) : old
            let session = GameSession.withSeed(settings: old, seed: UInt64(100 + round))
            let call = thinking(session)
            Thread.sleep(forTimeInterval: delay)
            let fresh = session.newGame(settings: new)
            guard let result = call.result() else { continue }
            switch result {
            case .failure(KielaError.StaleComputerMove):
                raced += 1
            case .success:
                break   // it had already played in the old game
            case let .failure(error):
                XCTFail("round \(round): unexpected \(error)")
            }
            XCTAssertEqual(session.snapshot(), fresh, "round \(round): the new game is untouched")
            XCTAssertEqual(session.settings(), new)
            XCTAssertEqual(fresh.turns, 0)
            checkSnapshot(fresh, new)
        }
        XCTAssertGreaterThan(raced, 0, "a new game caught the computer thinking")
    }

    func testTwoComputerMovesForTheSameTurnPlayOnceAndTheOtherIsRefusedAsStale() throws {
        let config = computerSettings(.expert, first: .north)
        var stale = 0
        for round in 0..<4 {
            let session = GameSession.withSeed(settings: config, seed: UInt64(200 + round))
            let before = session.snapshot()
            let a = thinking(session)
            let b = Background { try session.computerMove() }   // asks while a is thinking
            guard let ra = a.result(), let rb = b.result() else { continue }
            let played = [ra, rb].compactMap(\.success)
            let refused = [ra, rb].compactMap(\.kielaError)
            XCTAssertEqual(played.count, 1, "round \(round): exactly one move is played: \(ra) \(rb)")
            XCTAssertEqual(refused.count, 1, "round \(round): \(ra) \(rb)")
            if let error = refused.first {
                XCTAssertTrue([.StaleComputerMove, .PersonToMove].contains(error), "round \(round): \(error)")
                if error == .StaleComputerMove { stale += 1 }
            }
            if let outcome = played.first {
                checkOutcome(outcome, before: before, settings: config)
                XCTAssertEqual(session.snapshot(), outcome.snapshot, "round \(round): one turn played")
            }
        }
        XCTAssertGreaterThan(stale, 0, "a move worked out for a game that changed was refused as stale")
    }

    func testAComputerMoveOnABackgroundThreadCrossesBackWhole() throws {
        let config = computerSettings(.expert, first: .north)
        let session = GameSession.withSeed(settings: config, seed: 4)
        let before = session.snapshot()
        let outcome = try XCTUnwrap(thinking(session).result()).get()
        checkOutcome(outcome, before: before, settings: config)
        XCTAssertEqual(outcome.mover, .north)
        XCTAssertEqual(session.snapshot(), outcome.snapshot)
        XCTAssertEqual(session.lastMove(), outcome, "the background turn is the last move")
    }

    func testRestoreWhileTheComputerThinksRefusesItsMoveAsStale() throws {
        let config = computerSettings(.expert, first: .north)
        var raced = 0
        for round in 0..<3 {
            let session = GameSession.withSeed(settings: config, seed: UInt64(300 + round))
            let save = session.save()
            let call = thinking(session)
            let restored = try session.restore(json: save)
            guard let result = call.result() else { continue }
            switch result {
            case .failure(KielaError.StaleComputerMove):
                raced += 1
                XCTAssertEqual(session.snapshot(), restored, "round \(round): the restored game is untouched")
            case .success:
                break   // it had played before the restore, which then put the start back
            case let .failure(error):
                XCTFail("round \(round): unexpected \(error)")
            }
            XCTAssertEqual(session.snapshot().turns, 0, "round \(round)")
            XCTAssertFalse(session.isThinking())
        }
        XCTAssertGreaterThan(raced, 0, "a restore caught the computer thinking")
    }

    func testCancellingAHintReturnsCancelledAndCountsNoHint() throws {
        let session = GameSession.withSeed(settings: computerSettings(.beginner), seed: 5)
        let before = SessionState(session)
        let call = Background { try session.hint() }
        call.waitStarted()
        let start = Date()
        while !session.isThinking() && !call.isDone && Date().timeIntervalSince(start) < deadline {
            Thread.sleep(forTimeInterval: 0.0002)
        }
        session.cancelThinking()
        let result = try XCTUnwrap(call.result())
        switch result {
        case .failure(KielaError.Cancelled):
            // A cancelled hint is no help: the game is not counted as assisted.
            XCTAssertEqual(SessionState(session), before)
        case let .success(hint):
            XCTAssertTrue(before.snapshot.legalSpots.contains(hint.house), "it had answered before the cancel")
        case let .failure(error):
            XCTFail("unexpected \(error)")
        }
        XCTAssertFalse(session.isThinking())
        // The cancel does not stick.
        XCTAssertNoThrow(try session.hint())
    }

    func testManyThreadsPlayingUndoingAndReadingAtOnceNeverSeeACorruptGame() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        let log = Log()
        let workers = (0..<3).map { worker in
            Background {
                var rng = SeededRandom(seed: UInt64(worker))
                for _ in 0..<300 {
                    let s = session.snapshot()
                    log.snapshot(s)
                    let roll = Int.random(in: 0..<10, using: &rng)
                    do {
                        if roll < 6, let house = s.legalSpots.randomElement(using: &rng) {
                            log.snapshot(try session.play(index: house.index).snapshot)
                        } else if roll < 8 {
                            log.snapshot(try session.undo())
                        } else if roll < 9 {
                            log.snapshot(try session.redo())
                        } else {
                            log.snapshot(try GameSession.fromSave(json: session.save()).snapshot())
                        }
                    } catch let error as KielaError {
                        // Another thread may have moved first: the house chosen from an older
                        // snapshot can now be the opponent's, empty, too small, or the game over.
                        switch error {
                        case .NotYourHouse, .EmptyHouse, .TooFewStones, .EndlessMove, .GameOver, .NothingToUndo,
                             .NothingToRedo:
                            break
                        default:
                            log.problem("unexpected \(error)")
                        }
                    } catch {
                        log.problem("unexpected \(error)")
                    }
                }
            }
        }
        for worker in workers { _ = worker.result() }
        XCTAssertEqual(log.problems, [])
        XCTAssertGreaterThan(log.snapshots.count, 900)
        for s in log.snapshots { checkSnapshot(s, config) }
        let final = session.snapshot()
        XCTAssertEqual(unrevised(try GameSession.fromSave(json: session.save()).snapshot()), unrevised(final))
        let replayed = try GameSession.fromRecordText(text: session.recordText(), south: .person, north: .person)
        XCTAssertEqual(replayed.snapshot().board, final.board, "the record replays to the same board")
    }
}

/// A value handed from a DispatchQueue block to the test.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<MoveOutcome, Error>?
    func set(_ v: Result<MoveOutcome, Error>) { lock.lock(); value = v; lock.unlock() }
    func get() -> Result<MoveOutcome, Error>? { lock.lock(); defer { lock.unlock() }; return value }
}

/// What worker threads saw; checked on the test's own thread afterwards.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _snapshots: [Snapshot] = []
    private var _problems: [String] = []
    func snapshot(_ s: Snapshot) { lock.lock(); _snapshots.append(s); lock.unlock() }
    func problem(_ p: String) { lock.lock(); _problems.append(p); lock.unlock() }
    var snapshots: [Snapshot] { lock.lock(); defer { lock.unlock() }; return _snapshots }
    var problems: [String] { lock.lock(); defer { lock.unlock() }; return _problems }
}
