import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// A turn's sounds heard through a recording sink on a test clock, at every speed: the core's
/// sound cues at their times (scaled with the motion, after the computer's beat), the summary
/// sound alone when the turn does not move, nothing after a skip or with sounds off.
@MainActor
final class TurnSoundsTests: XCTestCase {
    /// A sink that writes down each sound with the test clock's time as it is played.
    final class Recorder: SoundSink {
        var nowMs = 0.0
        var heard: [Heard] = []
        func play(_ sound: GameSound) { heard.append(Heard(atMs: nowMs, sound: sound)) }
    }

    struct Heard: Equatable, CustomStringConvertible {
        let atMs: Double
        let sound: GameSound
        var description: String { "\(soundName(sound: sound))@\(atMs)" }
    }

    /// The scripted game at `speed`: its first capturing turn and its last (South wins).
    private func scriptedTurns(at speed: AnimationSpeed) throws -> (capture: MoveOutcome, last: MoveOutcome) {
        let script = try ScriptedGameTests.load()
        let session = GameSession(settings: try ScriptedGameTests.settings(script.settings))
        session.setAnimationSpeed(speed: speed)
        var capture: MoveOutcome?
        var last: MoveOutcome?
        for turn in script.turns {
            let outcome = try session.play(index: turn.index)
            if capture == nil && turn.captured > 0 { capture = outcome }
            last = outcome
        }
        XCTAssertNotNil(try XCTUnwrap(last).snapshot.result, "the scripted game ends")
        return (try XCTUnwrap(capture, "the scripted game captures"), try XCTUnwrap(last))
    }

    /// The computer's first turn (North), at `speed`.
    private func computerTurn(at speed: AnimationSpeed) throws -> MoveOutcome {
        let session = GameSession(settings: againstComputer(.beginner, person: .south, first: .north))
        session.setAnimationSpeed(speed: speed)
        return try session.computerMove(atRevision: nil)
    }

    /// The turn played on a clock stepped a millisecond at a time from 0, the board's frame drawn
    /// and the sounds advanced at each step, as the app's display and cues do; `skipAtMs`: a tap
    /// then. What the sink heard, and when.
    private func listen(_ outcome: MoveOutcome, timeScale: Double, on: Bool = true,
                       skipAtMs: Double? = nil) -> [Heard] {
        let playback = TurnPlayback(outcome, timeScale: timeScale)
        let recorder = Recorder()
        let sounds = TurnSounds(playback, on: on, sink: recorder)
        let end = playback.motionStartMs + playback.motionMs + 100
        var t = 0.0
        while t <= end {
            recorder.nowMs = t
            if t == skipAtMs { playback.skipToEnd() }
            _ = playback.frame(atMs: t)
            sounds.advance(toMs: t)
            t += 1
        }
        return recorder.heard
    }

    /// The core's sound cues, each at the beat plus its timeline time stretched by `timeScale`.
    private func coreSounds(_ outcome: MoveOutcome, timeScale: Double) -> [Heard] {
        outcome.cues.compactMap { cue in
            guard case .sound(let sound) = cue.kind else { return nil }
            return Heard(atMs: Double(outcome.beatMs) + Double(cue.atMs) * timeScale, sound: sound)
        }
    }

    private func isDrop(_ heard: Heard) -> Bool { if case .drop = heard.sound { true } else { false } }

    func testAtEverySpeedTheCoresSoundsAreHeardAtTheirTimesOnTheClock() async throws {
        var drops: [AnimationSpeed: Int] = [:]
        for speed in [AnimationSpeed.slow, .normal, .fast] {
            let (capture, last) = try scriptedTurns(at: speed)
            let sounds = listen(capture, timeScale: 1)
            XCTAssertEqual(sounds, coreSounds(capture, timeScale: 1), "\(speed): the core's sounds at the core's times")
            // What a capture sounds like: the lift as the motion starts, the clack as the flash
            // starts, the captured stones joining as their flight lands.
            XCTAssertEqual(sounds.first, Heard(atMs: 0, sound: .lift), "\(speed)")
            let flash = try XCTUnwrap(capture.timeline.first { if case .captureFlash = $0.kind { true } else { false } })
            XCTAssertTrue(sounds.contains(Heard(atMs: Double(flash.startMs), sound: .capture)), "\(speed): \(sounds)")
            let flight = try XCTUnwrap(capture.timeline.first { if case .captureFlight = $0.kind { true } else { false } })
            XCTAssertTrue(sounds.contains(Heard(atMs: Double(flight.startMs + flight.durationMs), sound: .join)), "\(speed): \(sounds)")
            // Drops are never heard closer than 90 ms, nor the same one twice running.
            let dropped = sounds.filter { isDrop($0) }
            for (a, b) in zip(dropped, dropped.dropFirst()) {
                XCTAssertGreaterThanOrEqual(b.atMs - a.atMs, 90, "\(speed): \(a) then \(b)")
            }
            for (a, b) in zip(sounds, sounds.dropFirst()) where isDrop(a) && isDrop(b) {
                XCTAssertNotEqual(a.sound, b.sound, "\(speed): the same drop twice running at \(b.atMs)")
            }
            drops[speed] = dropped.count
            // The game's last turn ends on the win (two people: South won), as the motion ends.
            let ending = listen(last, timeScale: 1)
            XCTAssertEqual(ending, coreSounds(last, timeScale: 1), "\(speed)")
            XCTAssertEqual(ending.last, Heard(atMs: Double(last.durationMs), sound: .win), "\(speed)")
        }
        XCTAssertEqual(drops[.slow], drops[.normal], "nothing thinned at slow or normal speed")
        XCTAssertLessThan(try XCTUnwrap(drops[.fast]), try XCTUnwrap(drops[.normal]), "fast speed hears fewer drops")
    }

    func testTheComputersSoundsComeAfterItsBeatAndAStretchedTurnStretchesThem() async throws {
        let computer = try computerTurn(at: .normal)
        XCTAssertEqual(computer.beatMs, 500)
        let sounds = listen(computer, timeScale: 1)
        XCTAssertEqual(sounds, coreSounds(computer, timeScale: 1))
        XCTAssertEqual(sounds.first, Heard(atMs: 500, sound: .lift), "the lift as the beat ends")
        let (capture, _) = try scriptedTurns(at: .normal)
        XCTAssertEqual(listen(capture, timeScale: 2), coreSounds(capture, timeScale: 2), "twice as slow, twice as late")
    }

    func testATurnThatDoesNotMoveSoundsOnceAsItShows() async throws {
        let (capture, last) = try scriptedTurns(at: .normal)
        XCTAssertEqual(capture.summarySound, .capture)
        XCTAssertEqual(last.summarySound, .win)
        // Reduce Motion: the cross-fade; the sound cues the core still gives are not heard.
        XCTAssertGreaterThan(coreSounds(capture, timeScale: 0).count, 1)
        XCTAssertEqual(listen(capture, timeScale: 0), [Heard(atMs: 0, sound: .capture)])
        XCTAssertEqual(listen(last, timeScale: 0), [Heard(atMs: 0, sound: .win)])
        XCTAssertEqual(listen(try computerTurn(at: .normal), timeScale: 0).map(\.atMs), [500], "after the beat")
        // Instant speed: no keyframes; the game's end is the core's one sound cue and the
        // summary both, heard once.
        let (instantCapture, instantLast) = try scriptedTurns(at: .instant)
        XCTAssertTrue(instantCapture.timeline.isEmpty)
        XCTAssertEqual(listen(instantCapture, timeScale: 1), [Heard(atMs: 0, sound: .capture)])
        XCTAssertEqual(coreSounds(instantLast, timeScale: 1), [Heard(atMs: 0, sound: .win)])
        XCTAssertEqual(listen(instantLast, timeScale: 1), [Heard(atMs: 0, sound: .win)])
        let computer = try computerTurn(at: .instant)
        XCTAssertEqual(listen(computer, timeScale: 1), [Heard(atMs: 500, sound: computer.summarySound)])
    }

    func testNothingIsHeardAfterASkipNorWithSoundsOff() async throws {
        let (capture, last) = try scriptedTurns(at: .normal)
        let all = listen(capture, timeScale: 1)
        let flash = try XCTUnwrap(capture.timeline.first { if case .captureFlash = $0.kind { true } else { false } })
        let skipAt = Double(flash.startMs) - 1
        let skipped = listen(capture, timeScale: 1, skipAtMs: skipAt)
        XCTAssertFalse(skipped.isEmpty)
        XCTAssertEqual(skipped, all.filter { $0.atMs < skipAt }, "what came before the tap, then silence")
        XCTAssertFalse(skipped.contains { $0.sound == .capture })
        XCTAssertEqual(listen(last, timeScale: 1, skipAtMs: 1).map(\.sound), [.lift], "no win after a skip")
        XCTAssertEqual(listen(capture, timeScale: 1, on: false), [])
        XCTAssertEqual(listen(capture, timeScale: 0, on: false), [], "not even the summary")
    }

    func testASoundWhoseMomentHasLongPassedIsLeftSilent() async throws {
        let (_, last) = try scriptedTurns(at: .normal)
        let playback = TurnPlayback(last, timeScale: 1)
        let recorder = Recorder()
        let sounds = TurnSounds(playback, on: true, sink: recorder)
        // The clock jumps from the start to the end (the app was held up): only the end is heard.
        recorder.nowMs = 0
        sounds.advance(toMs: 0)
        recorder.nowMs = Double(last.durationMs)
        sounds.advance(toMs: recorder.nowMs)
        let late = coreSounds(last, timeScale: 1).filter { $0.atMs > 0 && Double(last.durationMs) - $0.atMs <= TurnSounds.lateMs }
        XCTAssertEqual(recorder.heard.map(\.sound), [.lift] + late.map(\.sound))
        XCTAssertEqual(recorder.heard.last?.sound, .win)
        sounds.advance(toMs: recorder.nowMs + 1000)
        XCTAssertEqual(recorder.heard.count, 1 + late.count, "each heard once")
    }

    func testEverySoundTheCoreNamesIsAFileTheAppBundles() async throws {
        let names = allSounds().map { soundName(sound: $0) }
        XCTAssertEqual(Set(names).count, 12, "four drops, lift, relay, capture, join, win, loss, draw, refused")
        for name in names {
            XCTAssertTrue(FileManager.default.fileExists(atPath: repoFile("sounds/\(name).wav").path), "sounds/\(name).wav")
        }
        // SoundPlayer looks each up at the bundle's top: project.yml copies the folder's files there.
        let project = try String(contentsOf: repoFile("ios/project.yml"), encoding: .utf8)
        XCTAssertTrue(project.contains("- path: ../sounds\n        buildPhase: resources"), "ios/project.yml bundles sounds/")
    }
}
