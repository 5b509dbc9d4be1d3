import Foundation
import XCTest
import KielaCatalog
import KielaCore
import KielaWords
@testable import KielaKit

/// A turn played against a test clock, as its outcome times it: the board at each step, the
/// capture, skipping, the computer's beat and the announcement after it, the cross-fade when
/// motion is removed, the hand's origin, and the stones' places.
@MainActor
final class TimelineTests: XCTestCase {
    /// The scripted game played up to its first capture: that turn, queued.
    private func captureTurn() throws -> (Harness, QueuedMove) {
        let script = try ScriptedGameTests.load()
        let h = Harness(try ScriptedGameTests.settings(script.settings))
        for turn in script.turns {
            h.model.tap(turn.index)
            let queued = try XCTUnwrap(h.state.animations.first)
            if turn.captured > 0 { return (h, queued) }
            h.model.animationDone(queued.outcome.revision)
        }
        throw XCTSkip("the scripted game has no capture")
    }

    /// The computer's first turn (North), queued.
    private func computerTurn(timeScale: Double = 1) throws -> TurnPlayback {
        let h = Harness(againstComputer(.beginner, person: .south, first: .north))
        h.think()
        return TurnPlayback(try XCTUnwrap(h.state.animations.first), timeScale: timeScale)
    }

    func testTheBoardAtEachStepOfACaptureOnTheClock() async throws {
        let (_, queued) = try captureTurn()
        let outcome = queued.outcome
        let timeline = outcome.timeline
        let playback = TurnPlayback(queued, timeScale: 1)
        XCTAssertEqual(outcome.beatMs, 0, "a person's turn moves at once")
        XCTAssertEqual(playback.motionMs, Double(outcome.durationMs))
        guard case .lift(let first, _) = timeline.first?.kind else { return XCTFail("a turn begins with a lift") }
        XCTAssertTrue(outcome.snapshot.lastMoveMarks.contains { $0.house == first && $0.kind == .lifted })
        // Clock at 0 (it starts now): nothing ended, the board before; the lift under way.
        var frame = playback.frame(atMs: 0)
        XCTAssertEqual(frame.board, outcome.boardBefore)
        XCTAssertEqual(frame.active.first?.step.kind, timeline[0].kind)
        // Each step's end: the board of the last step ended by then.
        var kinds: Set<String> = []
        for step in timeline {
            let end = Double(step.startMs + step.durationMs)
            frame = playback.frame(atMs: end)
            if end < Double(outcome.durationMs) {
                let last = timeline.last { Double($0.startMs + $0.durationMs) <= end }!
                XCTAssertEqual(frame.board, last.board)
                XCTAssertFalse(frame.finished)
                XCTAssertFalse(frame.active.contains { $0.step == last }, "an ended step is no longer under way")
            }
            kinds.insert(String("\(step.kind)".prefix { $0 != "(" }))
        }
        XCTAssertTrue(kinds.isSuperset(of: ["lift", "drop", "captureFlash", "captureFlight"]), "\(kinds)")
        // An earlier time rewinds: the flash under way again at its start.
        let flash = try XCTUnwrap(timeline.first { if case .captureFlash = $0.kind { true } else { false } })
        frame = playback.frame(atMs: Double(flash.startMs))
        XCTAssertTrue(frame.active.contains { $0.step == flash && $0.progress == 0 })
        if case .captureFlash(let captor, let inner, let outer, _) = flash.kind {
            XCTAssertNotEqual(spotAt(index: captor)?.side, spotAt(index: inner)?.side)
            XCTAssertEqual(spotAt(index: inner)?.side, spotAt(index: outer)?.side)
            XCTAssertTrue(outcome.snapshot.lastMoveMarks.contains { $0.house == captor && $0.kind == .captor })
        }
        // The end: the snapshot's board, finished.
        frame = playback.frame(atMs: Double(outcome.durationMs))
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, outcome.snapshot.board)
        XCTAssertTrue(frame.active.isEmpty)
    }

    func testTheFrameIsOneObjectReusedAndTimeGoesForwardCheaply() async throws {
        let (_, queued) = try captureTurn()
        let playback = TurnPlayback(queued, timeScale: 1)
        let first = playback.frame(atMs: 0)
        var t = 0.0
        while t < Double(queued.outcome.durationMs) {
            XCTAssertTrue(playback.frame(atMs: t) === first)
            XCTAssertLessThanOrEqual(first.active.count, queued.outcome.timeline.count)
            for (_, progress) in first.active { XCTAssertTrue((0...1).contains(progress)) }
            t += 1000.0 / 120   // a 120 Hz display
        }
    }

    func testATapSkipsToTheEndAndTheCuesComeAtTheirMoments() async throws {
        let (_, queued) = try captureTurn()
        let outcome = queued.outcome
        let playback = TurnPlayback(queued, timeScale: 1)
        let flashes = outcome.timeline.filter { if case .captureFlash = $0.kind { true } else { false } }
        // With two people only the top player's moves are told (to the bottom player), as the motion begins.
        let told: [TurnPlayback.Cue] = outcome.announcement.map { [.announce(Words.announcement($0))] } ?? []
        XCTAssertEqual(told.isEmpty, outcome.mover == .south)
        XCTAssertEqual(playback.cues.map { $0.atMs }, told.map { _ in 0 } + flashes.map { Double($0.startMs) } + [Double(outcome.durationMs)])
        let cues: [TurnPlayback.Cue] = told + flashes.map { _ in .capture } + [.end]
        XCTAssertEqual(playback.cues.map { $0.cue }, cues, "told as the motion begins, a haptic at each capture, then done")
        _ = playback.frame(atMs: 10_000)
        playback.skipToEnd()
        XCTAssertTrue(playback.isFinished)
        let frame = playback.frame(atMs: 10_001)
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, outcome.snapshot.board)
    }

    func testTheComputersBeatComesFirstAndItsMoveIsToldAsItsMotionBegins() async throws {
        let playback = try computerTurn()
        let outcome = playback.move.outcome
        XCTAssertEqual(outcome.beatMs, 500)
        XCTAssertEqual(playback.frame(atMs: 0).board, outcome.boardBefore)
        XCTAssertTrue(playback.frame(atMs: 499).active.isEmpty, "the beat: nothing moves yet")
        XCTAssertEqual(playback.frame(atMs: 500).active.count, 1, "then the lift")
        let said = try XCTUnwrap(outcome.announcement)
        guard case .sow(let spot) = said.played else { return XCTFail("the computer sowed") }
        let first = try XCTUnwrap(playback.cues.first)
        XCTAssertEqual(first.atMs, 500, "said when the beat ends")
        XCTAssertEqual(first.cue, .announce(Words.announcement(said)))
        XCTAssertEqual(Words.announcement(said).keys.prefix(2), ["announce_computer_sowed",
                                                                 spot.row == .inner ? "house_short_inner" : "house_short_outer"])
        XCTAssertEqual(playback.cues.last?.atMs, 500 + Double(outcome.durationMs))
        XCTAssertEqual(playback.cues.last?.cue, .end)
    }

    func testWithoutMotionATurnCrossFadesForTheOutcomesTime() async throws {
        let (_, queued) = try captureTurn()
        let outcome = queued.outcome
        let fadeMs = Double(outcome.crossFadeMs)
        XCTAssertEqual(fadeMs, 250)
        XCTAssertNotEqual(outcome.boardBefore, outcome.snapshot.board)
        let still = TurnPlayback(queued, timeScale: 0)
        XCTAssertEqual(still.motionMs, fadeMs)
        XCTAssertEqual(still.cues.last?.atMs, fadeMs, "the turn is done when the fade is")
        XCTAssertTrue(still.cues.dropFirst().dropLast().allSatisfy { $0.atMs < fadeMs }, "captures felt within the fade")
        for elapsed in [0, fadeMs / 4, fadeMs / 2, fadeMs - 1] {
            let frame = still.frame(atMs: elapsed)
            XCTAssertFalse(frame.finished, "fading at \(elapsed) ms")
            XCTAssertEqual(frame.board, outcome.snapshot.board, "the result fades in")
            XCTAssertEqual(frame.fadingBoard, outcome.boardBefore, "over the board before")
            XCTAssertEqual(frame.fade, elapsed / fadeMs, accuracy: 1e-9)
            XCTAssertTrue(frame.active.isEmpty, "nothing moves")
        }
        let done = still.frame(atMs: fadeMs)
        XCTAssertTrue(done.finished)
        XCTAssertNil(done.fadingBoard)
        XCTAssertEqual(done.fade, 1)
        // The computer's beat comes first without motion too; a tap ends the fade.
        let computer = try computerTurn(timeScale: 0)
        XCTAssertNil(computer.frame(atMs: 0).fadingBoard, "the beat: the board before, nothing fading yet")
        XCTAssertEqual(computer.frame(atMs: 500 + fadeMs / 2).fadingBoard, computer.move.outcome.boardBefore)
        computer.skipToEnd()
        XCTAssertNil(computer.frame(atMs: 500 + fadeMs / 2 + 1).fadingBoard)
        // Nothing fades while a turn moves; a slower scale stretches it; a nonsense one is ignored.
        let moving = TurnPlayback(queued, timeScale: 1)
        for t in stride(from: 0.0, through: Double(outcome.durationMs), by: 37) {
            XCTAssertNil(moving.frame(atMs: t).fadingBoard, "at \(t) ms")
        }
        XCTAssertEqual(TurnPlayback(queued, timeScale: 2).motionMs, 2 * Double(outcome.durationMs))
        XCTAssertEqual(TurnPlayback(queued, timeScale: .nan).motionMs, Double(outcome.durationMs))
    }

    func testARearrangementHasNoMotionAndShowsItsBoardAtOnce() async throws {
        let h = Harness(people(expertOpening: true))
        h.model.beginSetup()
        let draft = try XCTUnwrap(h.snapshot.setupDraft)
        let from = try XCTUnwrap(draft.board.indices.first { draft.board[$0] > 0 && spotAt(index: $0)?.side == .south })
        let to = try XCTUnwrap(draft.board.indices.first { draft.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        h.model.tap(from)
        h.model.tap(to)
        h.model.commitSetup()
        let queued = try XCTUnwrap(h.state.animations.first)
        XCTAssertEqual(queued.outcome.crossFadeMs, 0, "no motion: nothing to fade")
        let playback = TurnPlayback(queued, timeScale: 0)
        XCTAssertEqual(playback.motionMs, 0)
        let frame = playback.frame(atMs: 0)
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, queued.outcome.snapshot.board)
    }

    func testADroppingStoneComesFromTheHousesTheHandIsOver() async throws {
        let (_, queued) = try captureTurn()
        let timeline = queued.outcome.timeline
        guard case .lift(let house, _) = timeline.first?.kind else { return XCTFail("a turn begins with a lift") }
        XCTAssertNil(timeline[0].handFrom, "before the first lift the hand is nowhere")
        XCTAssertEqual(timeline[1].handFrom, house, "the first stone falls from the house lifted")
        for step in timeline.dropFirst() {
            guard case .drop(let to, _) = step.kind else { continue }
            let from = try XCTUnwrap(step.handFrom, "a drop comes from somewhere")
            XCTAssertEqual(spotAt(index: from)?.side, spotAt(index: to)?.side, "along the mover's own houses")
        }
    }

    func testTheStonesAreTheSharedLayout() async throws {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: repoFile("tests/data/stone-layout.json").path),
                                 "no tests/data/stone-layout.json")
        let file = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let expected = try XCTUnwrap(file["places"] as? [[Double]])
        let layout = stoneLayout()
        XCTAssertEqual(layout.drawn, file["drawn"] as? Int)
        XCTAssertEqual(layout.tones, file["tones"] as? Int)
        XCTAssertEqual(layout.places.count, BoardGeometry.houses * layout.drawn)
        XCTAssertEqual(layout.places.count, expected.count)
        for (i, (place, want)) in zip(layout.places, expected).enumerated() {
            XCTAssertEqual([Double(place.x), Double(place.y), Double(place.radius), Double(place.tone)].count, want.count)
            XCTAssertEqual(Double(place.x), want[0], accuracy: 1e-6, "stone \(i): x")
            XCTAssertEqual(Double(place.y), want[1], accuracy: 1e-6, "stone \(i): y")
            XCTAssertEqual(Double(place.radius), want[2], accuracy: 1e-6, "stone \(i): radius")
            XCTAssertEqual(place.tone, Int(want[3]), "stone \(i): tone")
            // Every stone stays in its hollow.
            XCTAssertLessThanOrEqual((place.x * place.x + place.y * place.y).squareRoot() + place.radius, 1.05)
        }
    }
}
