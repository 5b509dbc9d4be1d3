import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// A turn played against a test clock, as its outcome times it: the board at each step, the
/// capture, skipping, the computer's beat and the announcement after it, the cross-fade when
/// motion is removed, the hand's origin, and the stones' places.
@MainActor
final class TimelineTests: XCTestCase {
    /// The scripted game played up to its first capture: that turn.
    static func captureTurn() throws -> MoveOutcome {
        let script = try ScriptedGameTests.load()
        let session = GameSession(settings: try ScriptedGameTests.settings(script.settings))
        for turn in script.turns {
            let outcome = try session.play(index: turn.index)
            if turn.captured > 0 { return outcome }
        }
        throw XCTSkip("the scripted game has no capture")
    }

    private func captureTurn() throws -> MoveOutcome { try Self.captureTurn() }

    /// The computer's first turn (North).
    private func computerTurn(timeScale: Double = 1) throws -> TurnPlayback {
        let session = GameSession(settings: againstComputer(.beginner, person: .south, first: .north))
        return TurnPlayback(try session.computerMove(atRevision: nil), timeScale: timeScale)
    }

    func testTheBoardAtEachStepOfACaptureOnTheClock() async throws {
        let outcome = try captureTurn()
        let timeline = outcome.timeline
        let playback = TurnPlayback(outcome, timeScale: 1)
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
        let outcome = try captureTurn()
        let playback = TurnPlayback(outcome, timeScale: 1)
        let first = playback.frame(atMs: 0)
        var t = 0.0
        while t < Double(outcome.durationMs) {
            XCTAssertTrue(playback.frame(atMs: t) === first)
            XCTAssertLessThanOrEqual(first.active.count, outcome.timeline.count)
            for (_, progress) in first.active { XCTAssertTrue((0...1).contains(progress)) }
            t += 1000.0 / 120   // a 120 Hz display
        }
    }

    func testATapSkipsToTheEndAndTheCuesComeAtTheirMoments() async throws {
        let outcome = try captureTurn()
        let playback = TurnPlayback(outcome, timeScale: 1)
        let flashes = outcome.timeline.filter { if case .captureFlash = $0.kind { true } else { false } }
        // The core's cues at their moments: with two people only the top player's moves are told
        // (to the bottom player), as the motion begins; a haptic at each capture; then done.
        // The sounds and the result have tests of their own; here the announcement, the haptics
        // and the end. The other side's turn is told as its motion begins, the viewer's own
        // (it captured) as it ends.
        let said = try XCTUnwrap(outcome.announcement, "a capture is told")
        XCTAssertEqual(said.byViewer, outcome.mover == .south)
        let end = Double(outcome.durationMs)
        let haptics = flashes.map { (Double($0.startMs), CueKind.capture) }
        let expected = said.byViewer ? haptics + [(end, .announce), (end, .end)] : [(0, .announce)] + haptics + [(end, .end)]
        let acted = playback.cues.filter { switch $0.kind { case .sound, .result: false; default: true } }
        XCTAssertEqual(acted.map { $0.atMs }, expected.map { $0.0 })
        XCTAssertEqual(acted.map { $0.kind }, expected.map { $0.1 },
                       "told as the motion begins or ends, a haptic at each capture, then done")
        XCTAssertEqual(outcome.cues.filter { if case .guide = $0.kind { false } else { true } }.map(\.atMs),
                       playback.cues.map { Int($0.atMs) }, "the core's times, on a clock at scale 1")
        _ = playback.frame(atMs: 10_000)
        playback.skipToEnd()
        XCTAssertTrue(playback.isFinished)
        let frame = playback.frame(atMs: 10_001)
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, outcome.snapshot.board)
    }

    /// The last move's marks stay on the board through the computer's beat: the frame says when
    /// it is in the beat, and never once the motion has begun, nor in a person's turn (no beat).
    func testTheFrameSaysWhenItIsInTheComputersBeat() async throws {
        let playback = try computerTurn()
        XCTAssertTrue(playback.frame(atMs: 0).beat)
        XCTAssertTrue(playback.frame(atMs: 499).beat)
        XCTAssertFalse(playback.frame(atMs: 500).beat, "the motion begins")
        XCTAssertFalse(playback.frame(atMs: 10_000).beat, "the turn is over")
        XCTAssertTrue(playback.frame(atMs: 100).beat, "an earlier time is the beat again")
        let person = TurnPlayback(try captureTurn(), timeScale: 1)
        XCTAssertFalse(person.frame(atMs: 0).beat, "a person's turn moves at once")
    }

    func testTheComputersBeatComesFirstAndItsMoveIsToldAsItsMotionBegins() async throws {
        let playback = try computerTurn()
        let outcome = playback.outcome
        XCTAssertEqual(outcome.beatMs, 500)
        XCTAssertEqual(playback.frame(atMs: 0).board, outcome.boardBefore)
        XCTAssertTrue(playback.frame(atMs: 499).active.isEmpty, "the beat: nothing moves yet")
        XCTAssertEqual(playback.frame(atMs: 500).active.count, 1, "then the lift")
        let said = try XCTUnwrap(outcome.announcement)
        guard case .sow(let spot) = said.played else { return XCTFail("the computer sowed") }
        let first = try XCTUnwrap(playback.cues.first)
        XCTAssertEqual(first.atMs, 500, "said when the beat ends")
        XCTAssertEqual(first.kind, .announce)
        XCTAssertEqual(announcementPhrase(said: said).keys.prefix(2),
                       ["announce_computer_sowed", spot.row == .inner ? "house_short_inner" : "house_short_outer"])
        XCTAssertEqual(playback.cues.last?.atMs, 500 + Double(outcome.durationMs))
        XCTAssertEqual(playback.cues.last?.kind, .end)
    }

    func testWithoutMotionATurnCrossFadesForTheOutcomesTime() async throws {
        let outcome = try captureTurn()
        let fadeMs = Double(outcome.crossFadeMs)
        XCTAssertEqual(fadeMs, 250)
        XCTAssertNotEqual(outcome.boardBefore, outcome.snapshot.board)
        let still = TurnPlayback(outcome, timeScale: 0)
        XCTAssertEqual(still.motionMs, fadeMs)
        XCTAssertEqual(still.cues.last?.atMs, fadeMs, "the turn is done when the fade is")
        let felt = still.cues.filter { $0.kind == .capture }
        XCTAssertFalse(felt.isEmpty)
        XCTAssertTrue(felt.allSatisfy { $0.atMs < fadeMs }, "captures felt within the fade")
        // The viewer's own capture is told as the turn ends: with the fade's end.
        XCTAssertTrue(still.cues.allSatisfy { $0.atMs <= fadeMs }, "every cue by the fade's end")
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
        XCTAssertEqual(computer.frame(atMs: 500 + fadeMs / 2).fadingBoard, computer.outcome.boardBefore)
        computer.skipToEnd()
        XCTAssertNil(computer.frame(atMs: 500 + fadeMs / 2 + 1).fadingBoard)
        // Nothing fades while a turn moves; a slower scale stretches it; a nonsense one is ignored.
        let moving = TurnPlayback(outcome, timeScale: 1)
        for t in stride(from: 0.0, through: Double(outcome.durationMs), by: 37) {
            XCTAssertNil(moving.frame(atMs: t).fadingBoard, "at \(t) ms")
        }
        XCTAssertEqual(TurnPlayback(outcome, timeScale: 2).motionMs, 2 * Double(outcome.durationMs))
        XCTAssertEqual(TurnPlayback(outcome, timeScale: .nan).motionMs, Double(outcome.durationMs))
    }

    func testARearrangementHasNoMotionAndShowsItsBoardAtOnce() async throws {
        let session = GameSession(settings: people(expertOpening: true))
        let draft = try XCTUnwrap(try session.beginSetup().setupDraft)
        let from = try XCTUnwrap(draft.board.indices.first { draft.board[$0] > 0 && spotAt(index: $0)?.side == .south })
        let to = try XCTUnwrap(draft.board.indices.first { draft.board[$0] == 0 && spotAt(index: $0)?.side == .south })
        _ = try session.tap(index: from)
        _ = try session.tap(index: to)
        let outcome = try session.commitSetup()
        XCTAssertEqual(outcome.crossFadeMs, 0, "no motion: nothing to fade")
        let playback = TurnPlayback(outcome, timeScale: 0)
        XCTAssertEqual(playback.motionMs, 0)
        let frame = playback.frame(atMs: 0)
        XCTAssertTrue(frame.finished)
        XCTAssertEqual(frame.board, outcome.snapshot.board)
    }

    func testAGuidedTurnCuesEachNoteAtItsStepAndTheNoteAtATimeIsTheLastCued() async throws {
        let outcome = try captureTurn()
        let guide = outcome.guide
        XCTAssertFalse(TurnPlayback(outcome, timeScale: 1).cues.contains { if case .guide = $0.kind { true } else { false } },
                       "unguided: no notes")
        let playback = TurnPlayback(outcome, timeScale: 1, guided: true)
        let cued = playback.cues.compactMap { cue -> (atMs: Double, note: Int)? in
            if case .guide(let k) = cue.kind { return (cue.atMs, k) }
            return nil
        }
        XCTAssertEqual(cued.map { $0.note }, Array(guide.indices), "every note, in order")
        XCTAssertEqual(cued.map { $0.atMs }, guide.map { Double($0.atMs) }, "each as its step begins (a person's turn: no beat)")
        let times = playback.cues.map { $0.atMs }
        XCTAssertEqual(times, times.sorted(), "the cues in time order")
        XCTAssertEqual(playback.cues.last?.kind, .end)
        guard case .sowing? = guide.first?.note else { return XCTFail("a turn begins with its sowing") }
        guard case .turnEnds? = guide.last?.note else { return XCTFail("and ends with its end") }
        let capture = try XCTUnwrap(guide.firstIndex { if case .capture = $0.note { true } else { false } })
        let at = Double(guide[capture].atMs)
        XCTAssertEqual(playback.guideNote(atMs: at), capture)
        XCTAssertEqual(playback.guideNote(atMs: at + 0.5), capture, "until the next note comes")
        XCTAssertEqual(playback.guideNote(atMs: at - 0.5), capture - 1)
        XCTAssertEqual(playback.guideNote(atMs: -1), nil)
        XCTAssertEqual(playback.guideNote(atMs: 1e9), guide.count - 1)
        // Stretched with the time scale.
        let slow = TurnPlayback(outcome, timeScale: 2, guided: true)
        XCTAssertEqual(slow.cues.filter { if case .guide = $0.kind { true } else { false } }.map { $0.atMs },
                       guide.map { Double($0.atMs) * 2 })
    }

    func testADroppingStoneComesFromTheHousesTheHandIsOver() async throws {
        let outcome = try captureTurn()
        let timeline = outcome.timeline
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
