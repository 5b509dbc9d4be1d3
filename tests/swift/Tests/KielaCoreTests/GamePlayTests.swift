// Whole games through the Swift API: two people choosing legal houses from the snapshot, a
// person against the computer, the computer against itself, with every snapshot checked.

import XCTest
import KielaCore

final class GamePlayTests: XCTestCase {

    func testDefaultSettingsArePersonSouthAgainstMediumComputerNorthSouthFirst() {
        XCTAssertEqual(defaultSettings(), GameSettings(
            variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false,
            south: .person, north: .computer(level: .medium), first: .south))
    }

    func testNewTraditionalGameHasTwentyEightStonesEachInTheStartLayout() {
        let s = GameSession(settings: peopleSettings()).snapshot()
        checkSnapshot(s, peopleSettings())
        for side in [Side.south, .north] {
            for n in 1...10 { XCTAssertEqual(stones(s, side, outer(n)), 2, "\(side) o\(n)") }
            for n in 1...10 { XCTAssertEqual(stones(s, side, inner(n)), n >= 7 ? 2 : 0, "\(side) i\(n)") }
        }
        XCTAssertEqual(s.south.stones, 28)
        XCTAssertEqual(s.north.stones, 28)
        XCTAssertEqual(s.toMove, .south)
        XCTAssertEqual(s.status, .playing)
        XCTAssertEqual(s.turns, 0)
        XCTAssertEqual(s.quietMoves, 0)
        XCTAssertNil(s.lastTurn)
        XCTAssertFalse(s.canUndo)
        XCTAssertFalse(s.canRedo)
        XCTAssertFalse(s.computerToMove)
        XCTAssertEqual(Set(houses(s)), Set((1...10).map(outer) + [.i7, .i8, .i9, .i10]))
    }

    func testNewBeginnerGameHasFourteenStonesEachAndSingleStonesAreSowable() {
        let config = peopleSettings(variant: .beginner, first: .north)
        let s = GameSession(settings: config).snapshot()
        checkSnapshot(s, config)
        XCTAssertEqual(s.south.stones, 14)
        XCTAssertEqual(s.north.stones, 14)
        XCTAssertEqual(s.toMove, .north, "the first setting decides who starts")
        XCTAssertEqual(s.legalHouses.count, 14)
        XCTAssertTrue(s.legalHouses.allSatisfy { $0.side == .north })
    }

    func testWorkedExampleFromTheRulesSowsAndRelaysAsDescribed() throws {
        // RULES.md §6: South sows o10: i10 2→3, i9 2→3; relay i9 into i8 (3), i7 (3), i6 (0→1).
        let config = peopleSettings()
        let session = GameSession(settings: config)
        let before = session.snapshot()
        let outcome = try session.play(index: 39)   // South's o10, bottom right
        checkOutcome(outcome, before: before, settings: config)
        // Events name houses by board index; South's houses are worked out independently here.
        let south = { (h: House) in UInt32(boardIndex(.south, h)) }
        XCTAssertEqual(outcome.events, [
            .lift(house: south(.o10), stones: 2),
            .drop(house: south(.i10), stonesAfter: 3),
            .drop(house: south(.i9), stonesAfter: 3),
            .relay(house: south(.i9), stones: 3),
            .drop(house: south(.i8), stonesAfter: 3),
            .drop(house: south(.i7), stonesAfter: 3),
            .drop(house: south(.i6), stonesAfter: 1),
            .end(house: south(.i6)),
        ])
        XCTAssertEqual(outcome.captured, 0)
        XCTAssertEqual(outcome.mover, .south)
        XCTAssertEqual(outcome.snapshot.toMove, .north)
        XCTAssertEqual(outcome.snapshot.lastTurn, "o10")
        XCTAssertTrue(outcome.snapshot.canUndo)
    }

    func testTwoPeoplePlayWholeGamesToTheEndWithEverySnapshotConsistent() throws {
        let configs: [GameSettings] = [
            peopleSettings(),
            peopleSettings(first: .north),
            peopleSettings(variant: .beginner),
            settings(captureSowing: .fromLapStart),
            settings(variant: .beginner, captureSowing: .fromLapStart, first: .north),
        ]
        var captures = 0
        for (i, config) in configs.enumerated() {
            for game in 0..<4 {
                let session = GameSession(settings: config)
                var rng = SeededRandom(seed: UInt64(1000 * i + game))
                checkSnapshot(session.snapshot(), config)
                var turns = 0
                while session.snapshot().status == .playing && turns < 20_000 {
                    let outcome = try playRandom(session, config, &rng)
                    captures += outcome.captured > 0 ? 1 : 0
                    turns += 1
                }
                let end = session.snapshot()
                XCTAssertNotEqual(end.status, .playing, "game \(i)/\(game) ended")
                XCTAssertEqual(Int(end.turns), turns)
                XCTAssertTrue(end.canUndo)
            }
        }
        XCTAssertGreaterThan(captures, 0, "random games include captures")
    }

    func testPersonAgainstBeginnerComputerPlaysAWholeGameWithComputerMove() throws {
        for (game, first) in [Side.south, .north, .south].enumerated() {
            let config = computerSettings(.beginner, first: first)
            let session = GameSession.withSeed(settings: config, seed: UInt64(game))
            var rng = SeededRandom(seed: 77 + UInt64(game))
            var computerTurns = 0, personTurns = 0
            while session.snapshot().status == .playing && computerTurns + personTurns < 5_000 {
                let before = session.snapshot()
                checkSnapshot(before, config)
                if before.computerToMove {
                    XCTAssertEqual(before.toMove, .north)
                    let outcome = try session.computerMove()
                    checkOutcome(outcome, before: before, settings: config)
                    XCTAssertEqual(outcome.mover, .north)
                    computerTurns += 1
                } else {
                    XCTAssertEqual(before.toMove, .south)
                    try playRandom(session, config, &rng)
                    personTurns += 1
                }
            }
            XCTAssertNotEqual(session.snapshot().status, .playing, "game \(game) ended")
            XCTAssertGreaterThan(computerTurns, 0)
            XCTAssertGreaterThan(personTurns, 0)
            XCTAssertLessThanOrEqual(abs(computerTurns - personTurns), 1, "turns alternate")
        }
    }

    func testComputerAgainstComputerPlaysAWholeGameOnComputerMoveAlone() throws {
        let config = settings(south: .computer(level: .beginner), north: .computer(level: .easy))
        let session = GameSession.withSeed(settings: config, seed: 5)
        var turns = 0
        while session.snapshot().status == .playing && turns < 5_000 {
            let before = session.snapshot()
            XCTAssertTrue(before.computerToMove)
            checkOutcome(try session.computerMove(), before: before, settings: config)
            turns += 1
        }
        let end = session.snapshot()
        XCTAssertNotEqual(end.status, .playing)
        XCTAssertFalse(end.computerToMove, "nobody is to move once the game is over")
        // With no person at the board, undo takes back a single turn.
        let undone = try session.undo()
        XCTAssertEqual(undone.turns, end.turns - 1)
        checkSnapshot(undone, config)
    }

    func testSameSeedAndSameTurnsGiveTheSameComputerMoves() throws {
        let config = settings(south: .computer(level: .medium), north: .computer(level: .beginner))
        let a = GameSession.withSeed(settings: config, seed: 42)
        let b = GameSession.withSeed(settings: config, seed: 42)
        for _ in 0..<12 where a.snapshot().status == .playing {
            XCTAssertEqual(try a.computerMove(), try b.computerMove())
        }
        XCTAssertEqual(a.recordText(), b.recordText())
    }

    func testUndoAgainstTheComputerGoesBackToThePersonsTurnAndRedoReplaysBoth() throws {
        let config = computerSettings(.beginner)
        let session = GameSession.withSeed(settings: config, seed: 9)
        let start = session.snapshot()
        _ = try session.play(.south, .o10)
        _ = try session.computerMove()
        let afterReply = session.snapshot()
        XCTAssertEqual(afterReply.turns, 2)
        XCTAssertEqual(afterReply.toMove, .south)

        let undone = try session.undo()
        XCTAssertEqual(undone, session.snapshot())
        XCTAssertEqual(undone.board, start.board)
        XCTAssertEqual(undone.turns, 0)
        XCTAssertEqual(undone.toMove, .south)
        XCTAssertFalse(undone.canUndo)
        XCTAssertTrue(undone.canRedo)
        XCTAssertFalse(undone.computerToMove)

        let redone = try session.redo()
        XCTAssertEqual(redone, afterReply, "redo replays the person's turn and the computer's reply")
        XCTAssertFalse(redone.canRedo)
    }

    func testUndoAndRedoBetweenTwoPeopleStepOneTurnAtATime() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 3)
        var history = [session.snapshot()]
        for _ in 0..<8 { history.append(try playRandom(session, config, &rng).snapshot) }
        for i in (0..<8).reversed() {
            let s = try session.undo()
            XCTAssertEqual(s.board, history[i].board)
            XCTAssertEqual(s.turns, history[i].turns)
            XCTAssertEqual(s.toMove, history[i].toMove)
            XCTAssertEqual(s.legalHouses, history[i].legalHouses)
            XCTAssertTrue(s.canRedo)
            checkSnapshot(s, config)
        }
        for i in 1...8 {
            XCTAssertEqual(try session.redo().board, history[i].board)
        }
        XCTAssertEqual(session.snapshot(), history[8])
    }

    func testPlayingAfterUndoClearsRedo() throws {
        let session = GameSession(settings: peopleSettings())
        _ = try session.play(.south, .o10)
        _ = try session.undo()
        XCTAssertTrue(session.snapshot().canRedo)
        let other = try session.play(.south, .o1)
        XCTAssertFalse(other.snapshot.canRedo)
        assertRefused(session, .NothingToRedo) { try session.redo() }
    }

    func testExpertOpeningLetsEachPlayerRearrangeOnTheirFirstTurnOnly() throws {
        let config = settings(expertOpening: true)
        let session = GameSession(settings: config)
        let start = session.snapshot()
        XCTAssertTrue(start.setupAllowed)
        // All 28 stones in loop order: 14 in o1, 14 in i1 (the last of the loop).
        var counts = [UInt32](repeating: 0, count: 20)
        counts[0] = 14
        counts[19] = 14
        let outcome = try session.playSetup(counts: counts)
        checkOutcome(outcome, before: start, settings: config)
        XCTAssertTrue(outcome.turn.hasPrefix("setup"), outcome.turn)
        XCTAssertEqual(outcome.mover, .south)
        for (i, house) in loopOrder.enumerated() {
            XCTAssertEqual(stones(outcome.snapshot, .south, house), Int(counts[i]), "south \(house)")
        }
        XCTAssertEqual(outcome.snapshot.toMove, .north)
        XCTAssertTrue(outcome.snapshot.setupAllowed, "North has not had a first turn yet")

        _ = try session.play(.north, .o10)
        let third = session.snapshot()
        XCTAssertEqual(third.toMove, .south)
        XCTAssertFalse(third.setupAllowed, "South's first turn is over")
        XCTAssertEqual(Set(houses(third)), [.o1, .i1])
        checkSnapshot(third, config)
        assertRefused(session, .SetupNotAllowed) { try session.playSetup(counts: counts) }
    }

    func testHintSuggestsALegalHouseOfThePlayerToMove() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 11)
        for _ in 0..<6 {
            let s = session.snapshot()
            let hint = try session.hint()
            XCTAssertEqual(hint.house.side, s.toMove)
            XCTAssertTrue(s.legalHouses.contains(hint.house), "hint \(hint.house.house) is legal")
            XCTAssertEqual(hint.landsIn.side, s.toMove, "the last stone lands on the mover's side")
            XCTAssertEqual(Int(hint.landsIn.index), boardIndex(hint.landsIn.side, hint.landsIn.house))
            XCTAssertFalse(hint.reason.isEmpty)
            XCTAssertEqual(session.snapshot(), s, "a hint changes nothing")
            try playRandom(session, config, &rng)
        }
    }

    func testSpotAtNamesEveryBoardIndexOnceAndNothingBeyond() {
        var seen = Set<String>()
        for i in 0..<40 {
            guard let spot = spotAt(index: UInt32(i)) else { XCTFail("no spot at \(i)"); continue }
            XCTAssertEqual(Int(spot.index), i)
            XCTAssertEqual(boardIndex(spot.side, spot.house), i, "\(spot.side) \(spot.house)")
            XCTAssertTrue(seen.insert("\(spot.side) \(spot.house)").inserted)
        }
        XCTAssertEqual(seen.count, 40)
        // The corners and the row starts of the documented layout.
        XCTAssertEqual(spotAt(index: 0), Spot(side: .north, house: .o10, index: 0))
        XCTAssertEqual(spotAt(index: 9), Spot(side: .north, house: .o1, index: 9))
        XCTAssertEqual(spotAt(index: 10), Spot(side: .north, house: .i10, index: 10))
        XCTAssertEqual(spotAt(index: 19), Spot(side: .north, house: .i1, index: 19))
        XCTAssertEqual(spotAt(index: 20), Spot(side: .south, house: .i1, index: 20))
        XCTAssertEqual(spotAt(index: 29), Spot(side: .south, house: .i10, index: 29))
        XCTAssertEqual(spotAt(index: 30), Spot(side: .south, house: .o1, index: 30))
        XCTAssertEqual(spotAt(index: 39), Spot(side: .south, house: .o10, index: 39))
        XCTAssertNil(spotAt(index: 40))
        XCTAssertNil(spotAt(index: 255))
        XCTAssertNil(spotAt(index: 256), "no index wraps round onto the board")
        XCTAssertNil(spotAt(index: UInt32.max))
    }

    func testSpotOfAndSpotAtAgreeOnEveryHouse() {
        var indices = Set<UInt32>()
        for side in [Side.south, .north] {
            for house in allHouses {
                let spot = spotOf(side: side, house: house)
                XCTAssertEqual(spot.side, side)
                XCTAssertEqual(spot.house, house)
                XCTAssertEqual(Int(spot.index), boardIndex(side, house), "\(side) \(house)")
                XCTAssertEqual(spotAt(index: spot.index), spot, "\(side) \(house)")
                indices.insert(spot.index)
            }
        }
        XCTAssertEqual(indices, Set(0..<40), "the 40 houses fill the board")
        for i in UInt32(0)..<40 {
            guard let spot = spotAt(index: i) else { XCTFail("no spot at \(i)"); continue }
            XCTAssertEqual(spotOf(side: spot.side, house: spot.house), spot, "index \(i)")
        }
    }

    func testHouseNamesAreTheNotationOfTheTurnsPlayed() throws {
        // Apps show `"\(house)"`: it must be the notation the game writes in turns and records.
        XCTAssertEqual(allHouses.map { "\($0)" }, (1...10).map { "o\($0)" } + (1...10).map { "i\($0)" })
        let config = peopleSettings(variant: .beginner)
        var played = Set<String>()
        for seed in UInt64(0)..<50 where played.count < 40 {
            let session = GameSession(settings: config)
            var rng = SeededRandom(seed: 4000 + seed)
            while session.snapshot().status == .playing {
                let before = session.snapshot()
                let spot = try XCTUnwrap(before.legalHouses.randomElement(using: &rng))
                let outcome = try session.play(index: spot.index)
                XCTAssertEqual(outcome.turn, "\(spot.house)")
                XCTAssertEqual(outcome.snapshot.lastTurn, "\(spot.house)")
                XCTAssertEqual(session.recordText().split(separator: "\n").last.map(String.init),
                               "\(before.turns + 1). \(spot.side) \(spot.house)", "the record's last line")
                played.insert("\(spot.side) \(spot.house)")
            }
        }
        XCTAssertEqual(played.count, 40, "every house of both sides was played at least once")
    }

    func testNewGameReplacesTheGameWithTheNewSettings() throws {
        let session = GameSession(settings: peopleSettings())
        _ = try session.play(.south, .o10)
        let config = computerSettings(.hard, first: .north)
        let s = session.newGame(settings: config)
        XCTAssertEqual(s, session.snapshot())
        XCTAssertEqual(session.settings(), config)
        XCTAssertEqual(s.turns, 0)
        XCTAssertEqual(s.toMove, .north)
        XCTAssertTrue(s.computerToMove)
        XCTAssertFalse(s.canUndo)
        checkSnapshot(s, config)
    }
}
