// The animation timeline both apps draw from: a move's events as ordered timed steps.

import XCTest
import KielaCore

final class TimelineTests: XCTestCase {

    /// Sowing outcomes from random two-person games, with and without captures.
    static let outcomes: [MoveOutcome] = {
        var result: [MoveOutcome] = []
        for seed in 0..<4 {
            let config = seed % 2 == 0 ? peopleSettings() : settings(captureSowing: .fromLapStart)
            let session = GameSession(settings: config)
            var rng = SeededRandom(seed: UInt64(900 + seed))
            for _ in 0..<150 {
                let s = session.snapshot()
                guard s.status == .playing, let house = s.legalHouses.randomElement(using: &rng) else { break }
                result.append(try! session.play(index: house.index))
            }
        }
        return result
    }()

    var captures: [MoveOutcome] { Self.outcomes.filter { $0.captured > 0 } }

    /// The step an event becomes, given the capture before it (for the flight).
    func expectedKind(_ event: MoveEvent, lastCapture: MoveEvent?) -> StepKind? {
        switch event {
        case let .lift(house, stones): return .lift(house: house, stones: stones)
        case let .drop(house, after): return .drop(house: house, stonesAfter: after)
        case let .relay(house, stones): return .relay(house: house, stones: stones)
        case let .capture(captor, inner, outer, stones):
            return .captureFlash(captor: captor, inner: inner, outer: outer, stones: stones)
        case let .capturedSowing(first, stones):
            guard case let .capture(_, inner, outer, _)? = lastCapture else { return nil }
            return .captureFlight(fromInner: inner, fromOuter: outer, to: first, stones: stones)
        case let .end(house): return .end(house: house)
        }
    }

    func testEveryEventBecomesOneStepInOrder() {
        XCTAssertGreaterThan(Self.outcomes.count, 100)
        for outcome in Self.outcomes {
            let steps = animationTimeline(events: outcome.events, speed: .normal)
            XCTAssertEqual(steps.count, outcome.events.count, outcome.turn)
            var lastCapture: MoveEvent?
            for (event, step) in zip(outcome.events, steps) {
                XCTAssertEqual(step.kind, expectedKind(event, lastCapture: lastCapture), "\(event)")
                if case .capture = event { lastCapture = event }
            }
        }
    }

    func testStepsFollowOneAnotherWithoutGapsOrOverlapsAtEverySpeed() {
        for speed in [AnimationSpeed.slow, .normal, .fast] {
            for outcome in Self.outcomes {
                let steps = animationTimeline(events: outcome.events, speed: speed)
                XCTAssertEqual(steps.first?.startMs, 0)
                for (previous, step) in zip(steps, steps.dropFirst()) {
                    XCTAssertEqual(step.startMs, previous.startMs + previous.durationMs, "\(speed) \(step.kind)")
                }
                XCTAssertTrue(steps.allSatisfy { $0.durationMs > 0 }, "\(speed): every step takes time")
                XCTAssertEqual(timelineDurationMs(steps: steps), steps.last.map { $0.startMs + $0.durationMs })
            }
        }
    }

    func testInstantSpeedHasTheSameStepsAllAtZeroWithZeroDurations() {
        for outcome in Self.outcomes {
            let instant = animationTimeline(events: outcome.events, speed: .instant)
            let normal = animationTimeline(events: outcome.events, speed: .normal)
            XCTAssertEqual(instant.map(\.kind), normal.map(\.kind))
            XCTAssertTrue(instant.allSatisfy { $0.startMs == 0 && $0.durationMs == 0 })
            XCTAssertEqual(timelineDurationMs(steps: instant), 0)
        }
    }

    func testSlowerSpeedsTakeLongerForTheSameMove() throws {
        let outcome = try XCTUnwrap(Self.outcomes.first { $0.events.count >= 6 })
        let total = { (speed: AnimationSpeed) in
            timelineDurationMs(steps: animationTimeline(events: outcome.events, speed: speed))
        }
        XCTAssertGreaterThan(total(.slow), total(.normal))
        XCTAssertGreaterThan(total(.normal), total(.fast))
        XCTAssertGreaterThan(total(.fast), total(.instant))
        XCTAssertEqual(total(.instant), 0)
    }

    func testACaptureFlashesThenTheCapturedStonesFlyToTheFirstHouseTheyAreSownIn() throws {
        XCTAssertFalse(captures.isEmpty, "the random games include captures")
        for outcome in captures {
            let steps = animationTimeline(events: outcome.events, speed: .normal)
            var flashes = 0
            for (i, step) in steps.enumerated() {
                guard case let .captureFlash(captor, inner, outer, stones) = step.kind else { continue }
                flashes += 1
                XCTAssertEqual(spotAt(index: captor)?.side, outcome.mover)
                XCTAssertEqual(spotAt(index: inner)?.side, opponent(outcome.mover))
                XCTAssertEqual(spotAt(index: outer)?.side, opponent(outcome.mover))
                XCTAssertGreaterThan(stones, 0)
                guard i + 2 < steps.count,
                      case let .captureFlight(fromInner, fromOuter, to, flown) = steps[i + 1].kind else {
                    XCTFail("\(outcome.turn): a capture flash is followed by the flight"); continue
                }
                XCTAssertEqual(fromInner, inner)
                XCTAssertEqual(fromOuter, outer)
                XCTAssertEqual(flown, stones)
                XCTAssertEqual(spotAt(index: to)?.side, outcome.mover, "captured stones join the mover")
                XCTAssertGreaterThan(steps[i + 1].startMs, step.startMs, "the flight comes after the flash")
                // The first captured stone then falls into the house the stones flew to.
                if case let .drop(house, _) = steps[i + 2].kind {
                    XCTAssertEqual(house, to)
                } else {
                    XCTFail("\(outcome.turn): the flight is followed by a drop, got \(steps[i + 2].kind)")
                }
            }
            XCTAssertEqual(flashes, outcome.events.filter { if case .capture = $0 { return true }; return false }.count)
        }
    }

    func testCapturedStonesAreSownFromTheHouseAfterTheCapturingHouseByDefault() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 5)
        var checked = 0
        for _ in 0..<400 where session.snapshot().status == .playing {
            var captor: Spot?
            for event in try playRandom(session, config, &rng).events {
                if case let .capture(c, _, _, _) = event { captor = try XCTUnwrap(spotAt(index: c)) }
                if case let .capturedSowing(first, _) = event, let c = captor {
                    let after = (loopOrder.firstIndex(of: c.house)! + 1) % 20
                    XCTAssertEqual(spotAt(index: first)?.house, loopOrder[after], "captured stones start after \(c.house)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 0, "the game included captures")
    }

    func testEveryHouseIndexOfARealMoveIsOnTheBoardAndTheLiftIsTheHousePlayed() throws {
        let session = GameSession(settings: peopleSettings())
        var rng = SeededRandom(seed: 21)
        var moves = 0, captures = 0
        while session.snapshot().status == .playing && moves < 300 {
            let before = session.snapshot()
            let played = try XCTUnwrap(before.legalHouses.randomElement(using: &rng))
            let outcome = try session.play(index: played.index)
            let steps = animationTimeline(events: outcome.events, speed: .normal)
            moves += 1
            captures += outcome.captured > 0 ? 1 : 0
            let lifted = UInt32(before.board[Int(played.index)])
            XCTAssertEqual(outcome.events.first, .lift(house: played.index, stones: lifted),
                           "\(played.side) \(played.house): the move lifts the house played")
            XCTAssertEqual(steps.first?.kind, .lift(house: played.index, stones: lifted),
                           "\(played.side) \(played.house): the animation lifts the house played")
            let indices = outcome.events.flatMap { houseIndices($0) } + steps.flatMap { houseIndices($0.kind) }
            XCTAssertFalse(indices.isEmpty)
            for index in indices {
                XCTAssertTrue((0..<40).contains(index), "\(played.side) \(played.house): house index \(index) is on the board")
                XCTAssertEqual(spotAt(index: index)?.index, index, "index \(index) names a house")
            }
        }
        XCTAssertGreaterThan(moves, 10)
        XCTAssertGreaterThan(captures, 0, "the game included captures, so their houses were checked too")
    }

    func testAVeryLongMoveIsQuickenedButEveryDropStaysVisible() throws {
        let house = try XCTUnwrap(spotAt(index: 39)).index
        let events = { (drops: Int) -> [MoveEvent] in
            [.lift(house: house, stones: 1)]
                + (0..<drops).map { _ in MoveEvent.drop(house: house, stonesAfter: 1) }
                + [.end(house: house)]
        }
        let short = animationTimeline(events: events(2), speed: .normal)
        let long = animationTimeline(events: events(900), speed: .normal)
        let dropDuration = { (steps: [AnimationStep]) in
            steps.compactMap { step -> UInt32? in if case .drop = step.kind { return step.durationMs }; return nil }
        }
        let shortDrop = try XCTUnwrap(dropDuration(short).first)
        XCTAssertTrue(dropDuration(long).allSatisfy { $0 > 0 && $0 <= shortDrop }, "drops are quickened, never hidden")
        XCTAssertLessThan(timelineDurationMs(steps: long), 30_000, "a long move still plays in seconds, not minutes")
        XCTAssertEqual(long.count, 902)
    }

    func testAnEmptyMoveHasAnEmptyTimelineAndTheDurationIsTheLastStepsEnd() throws {
        XCTAssertEqual(animationTimeline(events: [], speed: .normal), [])
        XCTAssertEqual(timelineDurationMs(steps: []), 0)
        let spot = try XCTUnwrap(spotAt(index: 5)).index
        XCTAssertEqual(timelineDurationMs(steps: [
            AnimationStep(startMs: 0, durationMs: 100, kind: .lift(house: spot, stones: 2)),
            AnimationStep(startMs: 100, durationMs: 70, kind: .end(house: spot)),
        ]), 170)
    }
}
