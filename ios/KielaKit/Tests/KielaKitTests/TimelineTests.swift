import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// A turn played against a test clock: the board at each step, the capture, skipping, the
/// computer's beat, Reduce Motion's cross-fade.
@MainActor
final class TimelineTests: XCTestCase {
    /// The scripted game played up to its first capture: that turn, queued.
    private func captureTurn() throws -> (Harness, QueuedMove) {
        let script = try ScriptedGameTests.load()
        let h = Harness(try ScriptedGameTests.settings(script.settings))
        for turn in script.turns {
            h.model.play(turn.index)
            let queued = try XCTUnwrap(h.state.animations.first)
            if turn.captured > 0 { return (h, queued) }
            h.model.animationDone(queued.outcome.revision)
        }
        throw XCTSkip("the scripted game has no capture")
    }

    func testTheBoardAtEachStepOfACaptureOnTheClock() async throws {
        let (_, queued) = try captureTurn()
        let outcome = queued.outcome
        let timeline = outcome.timeline
        let player = TimelinePlayer(outcome)
        XCTAssertEqual(player.scaledDurationMs, Double(outcome.durationMs))
        guard case .lift(let first, _) = timeline.first?.kind else { return XCTFail("a turn begins with a lift") }
        XCTAssertTrue(outcome.snapshot.lastMoveMarks.contains { $0.house == first && $0.kind == .lifted })
        // Clock at 0: nothing ended, the board before; the lift under way.
        var frame = player.frame(atElapsed: 0)
        XCTAssertEqual(frame.board, outcome.boardBefore)
        XCTAssertEqual(frame.activeStep(0)?.kind, timeline[0].kind)
        // Each step's end: its board, and the hand's stones.
        var kinds: Set<String> = []
        for step in timeline {
            let end = Double(step.startMs + step.durationMs)
            frame = player.frame(atElapsed: end)
            if end < Double(outcome.durationMs) {
                // At that moment every step ending there has ended; the last one's board shows.
                let last = timeline.last { Double($0.startMs + $0.durationMs) <= end }!
                XCTAssertEqual(frame.board, last.board)
                XCTAssertEqual(frame.inHand, last.inHand)
                XCTAssertFalse(frame.finished)
            }
            kinds.insert(String("\(step.kind)".prefix { $0 != "(" }))
        }
        XCTAssertTrue(kinds.isSuperset(of: ["lift", "drop", "captureFlash", "captureFlight"]), "\(kinds)")
        // The flash: the two opponent houses it names, and the haptic count going up as it starts.
        let flash = try XCTUnwrap(timeline.firstIndex { if case .captureFlash = $0.kind { true } else { false } })
        let rewound = player.frame(atElapsed: Double(timeline[flash].startMs) - 0.5)
        XCTAssertEqual(rewound.flashesStarted, 0, "an earlier time rewinds")
        frame = player.frame(atElapsed: Double(timeline[flash].startMs))
        XCTAssertEqual(frame.flashesStarted, 1)
        if case .captureFlash(let captor, let inner, let outer, _) = timeline[flash].kind {
            XCTAssertNotEqual(spotAt(index: captor)?.side, spotAt(index: inner)?.side)
            XCTAssertEqual(spotAt(index: inner)?.side, spotAt(index: outer)?.side)
            XCTAssertTrue(outcome.snapshot.lastMoveMarks.contains { $0.house == captor && $0.kind == .captor })
        }
        // The end: the snapshot's board, finished.
        frame = player.frame(atElapsed: Double(outcome.durationMs))
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, outcome.snapshot.board)
        XCTAssertEqual(frame.inHand, 0)
    }

    func testTheFrameIsOneObjectReusedAndTimeGoesForwardCheaply() async throws {
        let (_, queued) = try captureTurn()
        let player = TimelinePlayer(queued.outcome)
        let first = player.frame(atElapsed: 0)
        var t = 0.0
        while t < Double(queued.outcome.durationMs) {
            XCTAssertTrue(player.frame(atElapsed: t) === first)
            XCTAssertLessThanOrEqual(first.activeCount, queued.outcome.timeline.count)
            for i in 0..<first.activeCount { XCTAssertTrue((0...1).contains(first.activeProgress(i))) }
            t += 1000.0 / 120   // a 120 Hz display
        }
        XCTAssertNil(first.activeStep(99), "out of range asks give nothing, not a crash")
    }

    func testATapSkipsToTheEndAndTheComputerTakesAVisibleBeat() async throws {
        let (_, queued) = try captureTurn()
        let playback = TurnPlayback(queued, timeScale: 1)
        _ = playback.frame(atMs: 10_000)
        XCTAssertEqual(playback.remainingMs(atMs: 10_000), Double(queued.outcome.durationMs))
        playback.skipToEnd()
        let frame = playback.frame(atMs: 10_001)
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, queued.outcome.snapshot.board)
        XCTAssertEqual(frame.flashesStarted, 1, "a skipped capture still counts its flash")
        XCTAssertEqual(playback.remainingMs(atMs: 10_001), 0)

        let computer = QueuedMove(outcome: queued.outcome, byComputer: true, before: queued.before)
        let beat = TurnPlayback(computer, timeScale: 1)
        XCTAssertEqual(beat.frame(atMs: 0).board, queued.before.board)
        XCTAssertEqual(beat.frame(atMs: TurnPlayback.computerBeatMs - 1).activeCount, 0, "the beat: nothing moves yet")
        XCTAssertEqual(beat.frame(atMs: TurnPlayback.computerBeatMs).activeCount, 1, "then the lift")
        XCTAssertEqual(beat.remainingMs(atMs: 0), TurnPlayback.computerBeatMs + Double(queued.outcome.durationMs))
    }

    func testReduceMotionCrossFadesToTheResultAndSpeedsScale() async throws {
        let (h, queued) = try captureTurn()
        let outcome = queued.outcome
        let fadeMs = TimelinePlayer.crossFadeMs
        XCTAssertNotEqual(outcome.boardBefore, outcome.snapshot.board)
        let still = TurnPlayback(queued, timeScale: 0)
        XCTAssertEqual(still.remainingMs(atMs: 0), fadeMs)
        for elapsed in [0, fadeMs / 4, fadeMs / 2, fadeMs - 1] {
            let frame = still.frame(atMs: elapsed)
            XCTAssertFalse(frame.finished, "fading at \(elapsed) ms")
            XCTAssertEqual(frame.board, outcome.snapshot.board, "the result fades in")
            XCTAssertEqual(frame.fadingBoard, outcome.boardBefore, "over the board before")
            XCTAssertEqual(frame.fade, elapsed / fadeMs, accuracy: 1e-9)
            XCTAssertEqual(frame.activeCount, 0, "nothing moves")
        }
        let done = still.frame(atMs: fadeMs)
        XCTAssertTrue(done.finished)
        XCTAssertNil(done.fadingBoard)
        XCTAssertEqual(done.fade, 1)
        XCTAssertEqual(still.remainingMs(atMs: fadeMs), 0)
        // The computer's beat comes first under Reduce Motion too; a tap ends the fade.
        let computer = TurnPlayback(QueuedMove(outcome: outcome, byComputer: true, before: queued.before), timeScale: 0)
        XCTAssertNil(computer.frame(atMs: 0).fadingBoard, "the beat: the board before, nothing fading yet")
        XCTAssertEqual(computer.frame(atMs: TurnPlayback.computerBeatMs + fadeMs / 2).fadingBoard, outcome.boardBefore)
        computer.skipToEnd()
        XCTAssertNil(computer.frame(atMs: TurnPlayback.computerBeatMs + fadeMs / 2 + 1).fadingBoard)
        // Nothing fades while a turn moves, and a turn without steps jumps.
        let moving = TimelinePlayer(outcome)
        for t in stride(from: 0.0, through: Double(outcome.durationMs), by: 37) {
            XCTAssertNil(moving.frame(atElapsed: t).fadingBoard, "at \(t) ms")
        }
        let setup = TimelinePlayer(boardBefore: outcome.boardBefore, timeline: [], durationMs: 0, timeScale: 0,
                                   boardAfter: outcome.snapshot.board)
        XCTAssertEqual(setup.scaledDurationMs, 0)
        XCTAssertTrue(setup.frame(atElapsed: 0).finished)
        let slow = TimelinePlayer(queued.outcome, timeScale: 2)
        XCTAssertEqual(slow.scaledDurationMs, 2 * Double(queued.outcome.durationMs))
        XCTAssertEqual(TimelinePlayer(queued.outcome, timeScale: .nan).scaledDurationMs,
                       Double(queued.outcome.durationMs), "a nonsense scale is ignored")
        // The session's speed setting shortens the next turn's timeline.
        h.model.animationDone(queued.outcome.revision)
        h.model.setAnimationSpeed(.instant)
        h.model.play(h.snapshot.legalHouses[0])
        let instant = try XCTUnwrap(h.state.animations.first)
        XCTAssertLessThan(instant.outcome.durationMs, queued.outcome.durationMs)
    }

    func testTheHandPathKnowsWhereEachDropComesFrom() async throws {
        let (_, queued) = try captureTurn()
        let timeline = queued.outcome.timeline
        let path = HandPath(timeline)
        XCTAssertEqual(path.origin(of: 0), -1)
        XCTAssertEqual(path.origin(of: -5), -1)
        guard case .lift(let house, _) = timeline[0].kind else { return XCTFail() }
        XCTAssertEqual(path.origin(of: 1), house)
    }

    func testStonesKeepTheirPlaceAndStayInTheirHollow() async {
        XCTAssertEqual(StoneLayout.stones.count, 40 * StoneLayout.drawn)
        for stone in StoneLayout.stones {
            XCTAssertLessThanOrEqual((stone.x * stone.x + stone.y * stone.y).squareRoot() + stone.radius, 1.05)
            XCTAssertTrue((0..<StoneLayout.tones).contains(stone.tone))
        }
        XCTAssertNotEqual(StoneLayout.stone(house: 0, k: 3).x, StoneLayout.stone(house: 1, k: 3).x)
    }
}
