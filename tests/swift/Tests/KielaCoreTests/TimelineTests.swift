// The animation timeline both apps draw from: each sowing's `timeline` of keyframes (a step
// kind, its timing, the board and the stones in hand once it is done), made at the session's
// animation speed.

import XCTest
import KielaCore

final class TimelineTests: XCTestCase {

    /// Sowing outcomes from random two-person games, with and without captures, at normal speed,
    /// each with the snapshot before it.
    static let outcomes: [(before: Snapshot, outcome: MoveOutcome)] = {
        var result: [(Snapshot, MoveOutcome)] = []
        for seed in 0..<4 {
            let config = seed % 2 == 0 ? peopleSettings() : settings(captureSowing: .fromLapStart)
            let session = GameSession(settings: config)
            var rng = SeededRandom(seed: UInt64(900 + seed))
            for _ in 0..<150 {
                let s = session.snapshot()
                guard s.result == nil, let house = s.legalSpots.randomElement(using: &rng) else { break }
                result.append((s, try! session.play(index: house.index)))
            }
        }
        return result
    }()

    var captures: [MoveOutcome] { Self.outcomes.map(\.outcome).filter { $0.captured > 0 } }

    func testEverySowingHasKeyframesThatReplayToTheSnapshotAtNormalSpeed() {
        XCTAssertGreaterThan(Self.outcomes.count, 100)
        for (before, outcome) in Self.outcomes {
            XCTAssertFalse(outcome.timeline.isEmpty, outcome.notation)
            XCTAssertLessThanOrEqual(outcome.durationMs, 4000, "\(outcome.notation): at most 4 s at normal speed")
            XCTAssertEqual(outcome.timeline.last?.board, outcome.snapshot.board, outcome.notation)
            checkOutcome(outcome, before: before, settings: peopleSettings())
        }
        XCTAssertFalse(captures.isEmpty, "the random games include captures")
    }

    func testTheSessionsSpeedTimesTheFollowingTurnsAndLastMove() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        XCTAssertEqual(session.animationSpeed(), .normal, "a new session animates at normal speed")
        var rng = SeededRandom(seed: 31)
        for speed in [AnimationSpeed.instant, .fast, .slow, .normal, .instant] {
            session.setAnimationSpeed(speed: speed)
            XCTAssertEqual(session.animationSpeed(), speed)
            for _ in 0..<10 where session.snapshot().result == nil {
                let outcome = try playRandom(session, config, &rng)   // checks it at `speed`
                if speed == .instant {
                    XCTAssertEqual(outcome.timeline, [], "instant: no keyframes")
                    XCTAssertEqual(outcome.durationMs, 0)
                    XCTAssertFalse(outcome.snapshot.lastMoveMarks.isEmpty, "the marks do not depend on the speed")
                } else {
                    XCTAssertFalse(outcome.timeline.isEmpty)
                    XCTAssertLessThanOrEqual(outcome.durationMs, capMs(speed))
                }
            }
        }
    }

    func testLastMoveRetimesTheLastTurnAtEverySpeedWithTheSameSteps() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 8)
        var checked = 0
        for _ in 0..<60 where session.snapshot().result == nil {
            let before = session.snapshot()
            let played = try playRandom(session, config, &rng)
            var totals: [AnimationSpeed: Int] = [:]
            for speed in animationSpeeds() {
                session.setAnimationSpeed(speed: speed)
                let again = try XCTUnwrap(session.lastMove())
                checkOutcome(again, before: before, settings: config, speed: speed)
                XCTAssertEqual(again.played, played.played)
                XCTAssertEqual(again.snapshot, played.snapshot, "retiming changes nothing but the timeline")
                if speed != .instant {
                    XCTAssertEqual(again.timeline.map(\.kind), played.timeline.map(\.kind), "\(speed): the same steps")
                    XCTAssertEqual(again.timeline.map(\.board), played.timeline.map(\.board))
                    XCTAssertEqual(again.timeline.map(\.inHand), played.timeline.map(\.inHand))
                }
                totals[speed] = again.durationMs
            }
            session.setAnimationSpeed(speed: .normal)
            XCTAssertEqual(session.lastMove(), played)
            if played.timeline.count <= 12 {   // far from every cap: slower is longer
                XCTAssertGreaterThan(totals[.slow]!, totals[.normal]!)
                XCTAssertGreaterThan(totals[.normal]!, totals[.fast]!)
                XCTAssertGreaterThan(totals[.fast]!, totals[.instant]!)
                checked += 1
            }
            XCTAssertEqual(totals[.instant], 0)
        }
        XCTAssertGreaterThan(checked, 0)
    }

    func testACaptureFlashesThenTheCapturedStonesFlyToTheFirstHouseTheyAreSownIn() throws {
        XCTAssertFalse(captures.isEmpty, "the random games include captures")
        for outcome in captures {
            let steps = outcome.timeline
            var flashes = 0
            for (i, step) in steps.enumerated() {
                guard case let .captureFlash(captor, inner, outer, stones) = step.kind else { continue }
                flashes += 1
                XCTAssertEqual(spotAt(index: captor)?.side, outcome.mover)
                XCTAssertEqual(spotAt(index: inner)?.side, opponent(outcome.mover))
                XCTAssertEqual(spotAt(index: outer)?.side, opponent(outcome.mover))
                XCTAssertGreaterThan(stones, 0)
                XCTAssertEqual(step.board[inner], 0, "the captured houses show empty after the flash")
                XCTAssertEqual(step.board[outer], 0)
                XCTAssertGreaterThanOrEqual(step.inHand, stones, "the captured stones are in hand")
                guard i + 2 < steps.count,
                      case let .captureFlight(fromInner, fromOuter, to, flown) = steps[i + 1].kind else {
                    XCTFail("\(outcome.notation): a capture flash is followed by the flight"); continue
                }
                XCTAssertEqual(fromInner, inner)
                XCTAssertEqual(fromOuter, outer)
                XCTAssertEqual(flown, stones)
                XCTAssertEqual(spotAt(index: to)?.side, outcome.mover, "captured stones join the mover")
                XCTAssertGreaterThanOrEqual(steps[i + 1].startMs, step.startMs + step.durationMs, "the flight comes after the flash")
                // The first captured stone then falls into the house the stones flew to.
                if case let .drop(house, _) = steps[i + 2].kind {
                    XCTAssertEqual(house, to)
                } else {
                    XCTFail("\(outcome.notation): the flight is followed by a drop, got \(steps[i + 2].kind)")
                }
            }
            XCTAssertGreaterThan(flashes, 0)
            let marked = outcome.snapshot.lastMoveMarks.filter { if case .captor = $0.kind { return true }; return false }
            XCTAssertFalse(marked.isEmpty, "\(outcome.notation): the captor is marked")
        }
    }

    func testTheCaptureSowingSettingCrossesCapturedStonesStartAfterTheCapturingHouseByDefault() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 5)
        var checked = 0
        for _ in 0..<400 where session.snapshot().result == nil {
            var captor: Spot?
            for step in try playRandom(session, config, &rng).timeline {
                if case let .captureFlash(c, _, _, _) = step.kind { captor = try XCTUnwrap(spotAt(index: c)) }
                if case let .captureFlight(_, _, to, _) = step.kind, let c = captor {
                    let after = (loopOrder.firstIndex(of: c.house)! + 1) % 20
                    XCTAssertEqual(spotAt(index: to)?.house, loopOrder[after], "captured stones start after \(c.house)")
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
        while session.snapshot().result == nil && moves < 300 {
            let before = session.snapshot()
            let played = try XCTUnwrap(before.legalSpots.randomElement(using: &rng))
            let outcome = try session.play(index: played.index)
            moves += 1
            captures += outcome.captured > 0 ? 1 : 0
            XCTAssertEqual(outcome.timeline.first?.kind, .lift(house: played.index, stones: before.board[played.index]),
                           "\(played.side) \(played.house): the animation lifts the house played")
            XCTAssertEqual(outcome.timeline.first?.inHand, before.board[played.index])
            let indices = outcome.timeline.flatMap { houseIndices($0.kind) } + outcome.snapshot.lastMoveMarks.map(\.house)
            XCTAssertFalse(indices.isEmpty)
            for index in indices {
                XCTAssertTrue((0..<40).contains(index), "\(played.side) \(played.house): house index \(index) is on the board")
                XCTAssertEqual(spotAt(index: index)?.index, index, "index \(index) names a house")
            }
        }
        XCTAssertGreaterThan(moves, 10)
        XCTAssertGreaterThan(captures, 0, "the game included captures, so their houses were checked too")
    }

    func testTheLongestMovesFitTheirCapWithEveryStepStillTakingTime() throws {
        // The longest sowings of many random games, replayed at every speed with motion.
        var longest: [(settings: GameSettings, turns: [Int], before: Snapshot)] = []
        for seed in 0..<12 {
            let config = seed % 2 == 0 ? peopleSettings() : peopleSettings(variant: .beginner)
            let session = GameSession(settings: config)
            session.setAnimationSpeed(speed: .instant)   // cheap while searching
            var rng = SeededRandom(seed: UInt64(700 + seed))
            var turns: [Int] = []
            var best: (count: Int, turns: [Int], before: Snapshot)?
            while session.snapshot().result == nil && turns.count < 400 {
                let before = session.snapshot()
                let spot = try XCTUnwrap(before.legalSpots.randomElement(using: &rng))
                turns.append(spot.index)
                let growth = try session.play(index: spot.index).snapshot.lastMoveMarks.count
                if growth > (best?.count ?? -1) { best = (growth, turns, before) }
            }
            if let best { longest.append((config, best.turns, best.before)) }
        }
        var maxSteps = 0
        for (config, turns, before) in longest {
            for speed in [AnimationSpeed.slow, .normal, .fast] {
                let session = GameSession(settings: config)
                for index in turns.dropLast() { _ = try session.play(index: index) }
                session.setAnimationSpeed(speed: speed)
                let outcome = try session.play(index: turns.last!)
                checkOutcome(outcome, before: before, settings: config, speed: speed)
                XCTAssertLessThanOrEqual(outcome.durationMs, capMs(speed))
                XCTAssertTrue(outcome.timeline.allSatisfy { $0.durationMs > 0 }, "\(speed): every step is seen")
                maxSteps = max(maxSteps, outcome.timeline.count)
            }
        }
        XCTAssertGreaterThan(maxSteps, 20, "long moves were among them")
    }

    func testARearrangementHasNoTimeline() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        _ = try session.beginSetup()
        let outcome = try session.commitSetup()
        XCTAssertEqual(outcome.timeline, [])
        XCTAssertEqual(outcome.durationMs, 0)
        XCTAssertEqual(outcome.boardBefore, outcome.snapshot.board, "the board as it stood")
        XCTAssertEqual(session.lastMove()?.timeline, [])
    }
}
