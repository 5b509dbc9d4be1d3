// Whole games through the Swift API: two people choosing legal houses from the snapshot, a
// person against the computer, the computer against itself, with every snapshot checked; the
// values that cross (board order, spots, Swift Int numbers, Int64 revisions, optionals, enums
// with associated values) and the free functions.

import XCTest
import KielaCore

final class GamePlayTests: XCTestCase {

    func testDefaultSettingsArePersonSouthAgainstMediumComputerNorthSouthFirst() {
        XCTAssertEqual(defaultSettings(), GameSettings(
            variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false,
            south: .person, north: .computer(level: .medium), first: .south))
    }

    func testLevelsAndAnimationSpeedsAreListedInPickerOrder() {
        XCTAssertEqual(levels(), [.beginner, .easy, .medium, .hard, .expert])
        XCTAssertEqual(animationSpeeds(), [.slow, .normal, .fast, .instant])
        // Every level crosses as a seat and comes back.
        for level in levels() {
            let config = computerSettings(level)
            XCTAssertEqual(GameSession(settings: config).settings(), config)
            XCTAssertEqual(GameSession(settings: config).settings().north, .computer(level: level))
        }
    }

    func testEnumsWithoutValuesListEveryCaseInDeclarationOrder() {
        XCTAssertEqual(House.allCases, allHouses)
        XCTAssertEqual(Level.allCases, levels())
        XCTAssertEqual(AnimationSpeed.allCases, animationSpeeds())
        XCTAssertEqual(Side.allCases, [.south, .north])
        XCTAssertEqual(Row.allCases, [.outer, .inner])
        XCTAssertEqual(Variant.allCases, [.traditional, .beginner])
        XCTAssertEqual(CaptureSowing.allCases, [.afterCapturingHouse, .fromLapStart])
        XCTAssertEqual(EndReason.allCases, [.noLegalMove, .repetition, .noCapture])
        XCTAssertEqual(PersonOutcome.allCases, [.won, .drawn, .lost])
    }

    func testSettingsStayEditableAndCrossBackAsSet() {
        var config = defaultSettings()
        config.variant = .beginner
        config.captureSowing = .fromLapStart
        config.expertOpening = true
        config.south = .computer(level: .expert)
        config.north = .person
        config.first = .north
        let session = GameSession(settings: config)
        XCTAssertEqual(session.settings(), config)
        XCTAssertEqual(session.snapshot().toMove, .north)
        XCTAssertTrue(session.snapshot().setupAllowed)
        XCTAssertEqual(session.snapshot().northStones, 14)
    }

    func testRuleFactsGiveTheNumbersOfEachVariant() {
        XCTAssertEqual(ruleFacts(variant: .traditional), RuleFacts(
            stonesPerPlayer: 28, minStonesToSow: 2, quietMoveLimit: 100, repetitionLimit: 3, lapLimit: 1000))
        XCTAssertEqual(ruleFacts(variant: .beginner), RuleFacts(
            stonesPerPlayer: 14, minStonesToSow: 1, quietMoveLimit: 100, repetitionLimit: 3, lapLimit: 1000))
        for variant in [Variant.traditional, .beginner] {
            let s = GameSession(settings: peopleSettings(variant: variant)).snapshot()
            XCTAssertEqual(s.southStones, ruleFacts(variant: variant).stonesPerPlayer)
            XCTAssertTrue(s.legalSpots.allSatisfy { s.board[$0.index] >= ruleFacts(variant: variant).minStonesToSow })
        }
    }

    func testNumbersCrossAsSwiftIntRowsAsIntArraysAndRevisionsAsInt64() throws {
        // These lines compile only with the documented types: no casts in an app.
        let session = GameSession(settings: peopleSettings())
        let s: Snapshot = session.snapshot()
        let board: [Int] = s.board
        let revision: Int64 = s.revision
        let turns: Int = s.turns
        let quiet: Int = s.quietMoves
        let south: Int = s.southStones
        let index: Int = try XCTUnwrap(s.legalSpots.first).index
        let number: Int = try XCTUnwrap(s.legalSpots.first).number
        let outcome = try session.play(index: index)
        let outcomeRevision: Int64 = outcome.revision
        let captured: Int = outcome.captured
        let durationMs: Int = outcome.durationMs
        let before: [Int] = outcome.boardBefore
        let step = try XCTUnwrap(outcome.timeline.first)
        let (start, length, inHand, stepBoard): (Int, Int, Int, [Int]) = (step.startMs, step.durationMs, step.inHand, step.board)
        XCTAssertEqual(board, before)
        XCTAssertGreaterThan(revision, 0, "revisions are positive")
        XCTAssertEqual(outcomeRevision, revision + 1)
        XCTAssertEqual([turns, quiet, south, captured], [0, 0, 28, 0])
        XCTAssertEqual(number, spotAt(index: index)?.number)
        XCTAssertGreaterThan(durationMs, 0)
        XCTAssertEqual([start, inHand], [0, 2])
        XCTAssertGreaterThan(length, 0)
        XCTAssertEqual(stepBoard[index], 0, "the lifted house shows empty")
    }

    func testRevisionsGrowWithEveryChangeAndOnlyThen() throws {
        let config = settings(expertOpening: true)
        let session = GameSession(settings: config)
        var last = session.snapshot().revision
        func changed(_ revision: Int64, _ what: String, line: UInt = #line) {
            XCTAssertGreaterThan(revision, last, what, line: line)
            XCTAssertEqual(session.snapshot().revision, revision, what, line: line)
            last = revision
        }
        changed(try session.beginSetup().revision, "beginSetup")
        changed(try session.cancelSetup().revision, "cancelSetup")
        changed(try session.play(.south, .o10).revision, "play")
        changed(try session.undo().revision, "undo")
        changed(try session.redo().revision, "redo")
        changed(try session.restore(json: session.save()).revision, "restore: a new revision, never back to 1")
        changed(session.newGame(settings: config).revision, "newGame")
        // Reading, refusals and the animation speed change nothing.
        _ = session.save(); _ = session.recordText(); _ = session.lastMove(); _ = session.settings()
        _ = kielaError { try session.undo() }
        _ = kielaError { try session.play(index: 40) }
        session.setAnimationSpeed(speed: .fast)
        XCTAssertEqual(session.snapshot().revision, last)
    }

    func testNewTraditionalGameHasTwentyEightStonesEachInTheStartLayout() {
        let s = GameSession(settings: peopleSettings()).snapshot()
        checkSnapshot(s, peopleSettings())
        for side in [Side.south, .north] {
            for n in 1...10 { XCTAssertEqual(stones(s, side, outer(n)), 2, "\(side) o\(n)") }
            for n in 1...10 { XCTAssertEqual(stones(s, side, inner(n)), n >= 7 ? 2 : 0, "\(side) i\(n)") }
        }
        XCTAssertEqual(s.southStones, 28)
        XCTAssertEqual(s.northStones, 28)
        XCTAssertEqual(s.toMove, .south)
        XCTAssertNil(s.result)
        XCTAssertNil(s.setupDraft)
        XCTAssertEqual(s.turns, 0)
        XCTAssertEqual(s.quietMoves, 0)
        XCTAssertEqual(s.lastMoveMarks, [])
        XCTAssertFalse(s.canUndo)
        XCTAssertFalse(s.canRedo)
        XCTAssertFalse(s.computerToMove)
        XCTAssertFalse(s.setupAllowed)
        XCTAssertEqual(Set(houses(s)), Set((1...10).map(outer) + [.i7, .i8, .i9, .i10]))
    }

    func testNewBeginnerGameHasFourteenStonesEachAndSingleStonesAreSowable() {
        let config = peopleSettings(variant: .beginner, first: .north)
        let s = GameSession(settings: config).snapshot()
        checkSnapshot(s, config)
        XCTAssertEqual(s.southStones, 14)
        XCTAssertEqual(s.northStones, 14)
        XCTAssertEqual(s.toMove, .north, "the first setting decides who starts")
        XCTAssertEqual(s.legalHouses.count, 14)
        XCTAssertTrue(s.legalSpots.allSatisfy { $0.side == .north })
    }

    func testWorkedExampleFromTheRulesSowsAndRelaysAsDescribed() throws {
        // RULES.md §6: South sows o10: i10 2→3, i9 2→3; relay i9 into i8 (3), i7 (3), i6 (0→1).
        let config = peopleSettings()
        let session = GameSession(settings: config)
        let before = session.snapshot()
        XCTAssertNil(session.lastMove(), "no turn yet")
        let outcome = try session.play(index: 39)   // South's o10, bottom right
        checkOutcome(outcome, before: before, settings: config)
        // Steps name houses by board index; South's houses are worked out independently here.
        let south = { (h: House) in boardIndex(.south, h) }
        XCTAssertEqual(outcome.timeline.map(\.kind), [
            .lift(house: south(.o10), stones: 2),
            .drop(house: south(.i10), stonesAfter: 3),
            .drop(house: south(.i9), stonesAfter: 3),
            .relay(house: south(.i9), stones: 3),
            .drop(house: south(.i8), stonesAfter: 3),
            .drop(house: south(.i7), stonesAfter: 3),
            .drop(house: south(.i6), stonesAfter: 1),
            .end(house: south(.i6)),
        ])
        XCTAssertEqual(outcome.timeline.map(\.inHand), [2, 1, 0, 3, 2, 1, 0, 0])
        XCTAssertEqual(outcome.timeline[3].board[south(.i9)], 0, "the relay lifts i9")
        XCTAssertEqual(outcome.played, .sow(house: Spot(side: .south, house: .o10, row: .outer, number: 10, index: 39)))
        XCTAssertEqual(outcome.notation, "o10")
        XCTAssertEqual(outcome.captured, 0)
        XCTAssertEqual(outcome.mover, .south)
        XCTAssertEqual(outcome.boardBefore, before.board)
        XCTAssertEqual(outcome.snapshot.toMove, .north)
        XCTAssertTrue(outcome.snapshot.canUndo)
        XCTAssertEqual(outcome.snapshot.lastMoveMarks, [
            HouseMark(house: south(.o10), kind: .lifted),
            HouseMark(house: south(.i9), kind: .relay),
            HouseMark(house: south(.i6), kind: .lastStone),
        ])
        XCTAssertEqual(session.lastMove(), outcome)
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
            for game in 0..<3 {
                let session = GameSession(settings: config)
                var rng = SeededRandom(seed: UInt64(1000 * i + game))
                checkSnapshot(session.snapshot(), config)
                var turns = 0
                while session.snapshot().result == nil && turns < 20_000 {
                    let outcome = try playRandom(session, config, &rng)
                    captures += outcome.captured > 0 ? 1 : 0
                    turns += 1
                }
                let end = session.snapshot()
                XCTAssertNotNil(end.result, "game \(i)/\(game) ended")
                XCTAssertNil(end.result?.person, "two people: no person's outcome")
                XCTAssertEqual(end.turns, turns)
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
            while session.snapshot().result == nil && computerTurns + personTurns < 5_000 {
                let before = session.snapshot()
                checkSnapshot(before, config)
                if before.computerToMove {
                    XCTAssertEqual(before.toMove, .north)
                    let outcome = try session.computerMove()
                    checkOutcome(outcome, before: before, settings: config)
                    XCTAssertEqual(outcome.mover, .north)
                    XCTAssertEqual(session.lastMove(), outcome)
                    computerTurns += 1
                } else {
                    XCTAssertEqual(before.toMove, .south)
                    try playRandom(session, config, &rng)
                    personTurns += 1
                }
            }
            let result = try XCTUnwrap(session.snapshot().result, "game \(game) ended")
            XCTAssertNotNil(result.person, "the person's outcome against the computer")
            XCTAssertGreaterThan(computerTurns, 0)
            XCTAssertGreaterThan(personTurns, 0)
            XCTAssertLessThanOrEqual(abs(computerTurns - personTurns), 1, "turns alternate")
        }
    }

    func testComputerAgainstComputerPlaysAWholeGameOnComputerMoveAlone() throws {
        let config = settings(south: .computer(level: .beginner), north: .computer(level: .easy))
        let session = GameSession.withSeed(settings: config, seed: 5)
        var turns = 0
        while session.snapshot().result == nil && turns < 5_000 {
            let before = session.snapshot()
            XCTAssertTrue(before.computerToMove)
            checkOutcome(try session.computerMove(), before: before, settings: config)
            turns += 1
        }
        let end = session.snapshot()
        XCTAssertNotNil(end.result)
        XCTAssertNil(end.result?.person, "no person at the board")
        XCTAssertFalse(end.computerToMove, "nobody is to move once the game is over")
        // With no person at the board, undo takes back a single turn.
        let undone = try session.undo()
        XCTAssertEqual(undone.turns, end.turns - 1)
        XCTAssertNil(undone.result)
        checkSnapshot(undone, config)
    }

    func testSameSeedAndSameTurnsGiveTheSameComputerMoves() throws {
        let config = settings(south: .computer(level: .medium), north: .computer(level: .beginner))
        let a = GameSession.withSeed(settings: config, seed: 42)
        let b = GameSession.withSeed(settings: config, seed: 42)
        for _ in 0..<12 where a.snapshot().result == nil {
            // Revisions differ between sessions; everything else is the same.
            XCTAssertEqual(unrevised(try a.computerMove()), unrevised(try b.computerMove()))
        }
        XCTAssertEqual(a.recordText(), b.recordText())
    }

    func testUndoAgainstTheComputerGoesBackToThePersonsTurnAndRedoReplaysBoth() throws {
        let config = computerSettings(.beginner)
        let session = GameSession.withSeed(settings: config, seed: 9)
        let start = session.snapshot()
        let first = try session.play(.south, .o10)
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
        XCTAssertNil(session.lastMove(), "back at the start: no last turn")
        XCTAssertEqual(undone.lastMoveMarks, [])

        let redone = try session.redo()
        XCTAssertEqual(unrevised(redone), unrevised(afterReply), "redo replays the person's turn and the computer's reply")
        XCTAssertGreaterThan(redone.revision, afterReply.revision)
        XCTAssertFalse(redone.canRedo)
        XCTAssertEqual(session.lastMove()?.mover, .north, "the last turn is the computer's reply again")
        XCTAssertEqual(session.lastMove()?.boardBefore, first.snapshot.board)
    }

    func testUndoAndRedoBetweenTwoPeopleStepOneTurnAtATime() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 3)
        var history = [session.snapshot()]
        var outcomes: [MoveOutcome] = []
        for _ in 0..<8 {
            outcomes.append(try playRandom(session, config, &rng))
            history.append(outcomes.last!.snapshot)
        }
        for i in (0..<8).reversed() {
            let s = try session.undo()
            XCTAssertEqual(s.board, history[i].board)
            XCTAssertEqual(s.turns, history[i].turns)
            XCTAssertEqual(s.toMove, history[i].toMove)
            XCTAssertEqual(s.legalHouses, history[i].legalHouses)
            XCTAssertEqual(s.lastMoveMarks, history[i].lastMoveMarks)
            XCTAssertTrue(s.canRedo)
            // lastMove() is the turn before, timed again.
            XCTAssertEqual(session.lastMove()?.played, i > 0 ? outcomes[i - 1].played : nil)
            checkSnapshot(s, config)
        }
        for i in 1...8 {
            XCTAssertEqual(try session.redo().board, history[i].board)
        }
        XCTAssertEqual(unrevised(session.snapshot()), unrevised(history[8]))
        XCTAssertEqual(unrevised(try XCTUnwrap(session.lastMove())), unrevised(outcomes[7]))
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

    func testExpertOpeningLetsEachPlayerRearrangeOnTheirFirstTurnThroughADraft() throws {
        let config = settings(expertOpening: true)
        let session = GameSession(settings: config)
        let start = session.snapshot()
        XCTAssertTrue(start.setupAllowed)
        XCTAssertNil(start.setupDraft)

        // The draft begins as the board stands, nothing in hand.
        let begun = try session.beginSetup()
        XCTAssertEqual(begun.setupDraft, SetupDraft(side: .south, board: start.board, inHand: 0, pickedUp: nil))
        XCTAssertEqual(begun.board, start.board, "drafting leaves the board itself alone")

        // Empty every house (the stones go to the hand), then 14 in o1 and 14 in i1.
        for house in allHouses {
            _ = try session.setupSetCount(index: boardIndex(.south, house), count: 0)
        }
        XCTAssertEqual(session.snapshot().setupDraft?.inHand, 28)
        _ = try session.setupSetCount(index: boardIndex(.south, .o1), count: 14)
        var draft = try XCTUnwrap(try session.setupSetCount(index: boardIndex(.south, .i1), count: 13).setupDraft)
        XCTAssertEqual(draft.inHand, 1)
        // One stone moved from o1 to i1, then the last from the hand onto o1.
        draft = try XCTUnwrap(try session.setupMoveStone(from: boardIndex(.south, .o1), to: boardIndex(.south, .i1)).setupDraft)
        XCTAssertEqual(draft.board[boardIndex(.south, .o1)], 13)
        XCTAssertEqual(draft.board[boardIndex(.south, .i1)], 14)
        draft = try XCTUnwrap(try session.setupSetCount(index: boardIndex(.south, .o1), count: 14).setupDraft)
        XCTAssertEqual(draft.inHand, 0)
        XCTAssertEqual(draft.side, .south)
        XCTAssertEqual(indices(of: .north).map { draft.board[$0] }, indices(of: .north).map { start.board[$0] },
                       "the opponent's houses stay as they are")

        let before = session.snapshot()
        let outcome = try session.commitSetup()
        checkOutcome(outcome, before: before, settings: config)
        XCTAssertEqual(outcome.played, .setup(board: draft.board))
        XCTAssertEqual(outcome.mover, .south)
        for house in allHouses {
            XCTAssertEqual(stones(outcome.snapshot, .south, house), house == .o1 || house == .i1 ? 14 : 0, "south \(house)")
        }
        XCTAssertEqual(outcome.snapshot.toMove, .north)
        XCTAssertTrue(outcome.snapshot.setupAllowed, "North has not had a first turn yet")
        XCTAssertEqual(session.lastMove(), outcome)

        _ = try session.play(.north, .o10)
        let third = session.snapshot()
        XCTAssertEqual(third.toMove, .south)
        XCTAssertFalse(third.setupAllowed, "South's first turn is over")
        XCTAssertEqual(Set(houses(third)), [.o1, .i1])
        checkSnapshot(third, config)
        assertRefused(session, .SetupNotAllowed) { try session.beginSetup() }
    }

    func testCancellingOrPlayingEndsTheDraftAndLeavesTheBoard() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        let start = session.snapshot()
        _ = try session.beginSetup()
        _ = try session.setupSetCount(index: boardIndex(.south, .o1), count: 0)
        let cancelled = try session.cancelSetup()
        XCTAssertNil(cancelled.setupDraft)
        XCTAssertEqual(cancelled.board, start.board)
        XCTAssertTrue(cancelled.setupAllowed, "the turn is still South's to sow or to draft again")
        // A new draft begins from the board again, not from the cancelled one.
        XCTAssertEqual(try session.beginSetup().setupDraft?.board, start.board)
        _ = try session.setupSetCount(index: boardIndex(.south, .o1), count: 0)
        let sown = try session.play(.south, .o10)
        XCTAssertNil(sown.snapshot.setupDraft, "sowing instead drops the draft")
        XCTAssertEqual(sown.boardBefore, start.board)
    }

    func testHintSuggestsALegalHouseOfThePlayerToMoveWithAReason() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 11)
        var reasons: [HintReason] = []
        for _ in 0..<8 where session.snapshot().result == nil {
            let s = session.snapshot()
            let hint = try session.hint()
            checkSpot(hint.house)
            checkSpot(hint.landsIn)
            XCTAssertEqual(hint.house.side, s.toMove)
            XCTAssertTrue(s.legalSpots.contains(hint.house), "hint \(hint.house.house) is legal")
            XCTAssertEqual(hint.landsIn.side, s.toMove, "the last stone lands on the mover's side")
            switch hint.reason {
            case .winsNow, .winsOnStones, .bestPosition:
                break
            case let .forcesWin(moves):
                XCTAssertGreaterThan(moves, 0)
            case let .captures(n), let .savesFromCapture(n), let .threatensCapture(n):
                XCTAssertGreaterThan(n, 0, "\(hint.reason) names the stones")
                XCTAssertLessThanOrEqual(n, 56)
            }
            // The position after it for the mover: a chance, or a proven result; none where the
            // reason already says the win.
            switch hint.reason {
            case .winsNow, .winsOnStones, .forcesWin: XCTAssertNil(hint.value, "\(hint)")
            default: XCTAssertNotNil(hint.value, "\(hint)")
            }
            switch hint.value {
            case .chance(let percent)?: XCTAssertTrue((1...99).contains(percent), "\(hint)")
            case .win(let plies)?: XCTAssertGreaterThan(plies, 0, "\(hint)")
            case .loss(let plies)?: XCTAssertGreaterThanOrEqual(plies, 0, "\(hint)")
            case nil: break
            }
            reasons.append(hint.reason)
            XCTAssertEqual(session.snapshot(), s, "a hint changes nothing on the board, nor the revision")
            // Playing the hint lands its last stone where it said.
            let outcome = try session.play(index: hint.house.index)
            if case let .end(house)? = outcome.timeline.last?.kind {
                XCTAssertEqual(house, hint.landsIn.index, "the move ends where the hint said")
            }
            if session.snapshot().result == nil { try playRandom(session, config, &rng) }
        }
        XCTAssertFalse(reasons.isEmpty)
    }

    func testSpotAtNamesEveryBoardIndexOnceAndNothingBeyond() {
        var seen = Set<String>()
        for i in 0..<40 {
            guard let spot = spotAt(index: i) else { XCTFail("no spot at \(i)"); continue }
            XCTAssertEqual(spot.index, i)
            checkSpot(spot)
            XCTAssertEqual(boardIndex(spot.side, spot.house), i, "\(spot.side) \(spot.house)")
            XCTAssertTrue(seen.insert("\(spot.side) \(spot.house)").inserted)
        }
        XCTAssertEqual(seen.count, 40)
        // The corners and the row starts of the documented layout, every field spelled out.
        XCTAssertEqual(spotAt(index: 0), Spot(side: .north, house: .o10, row: .outer, number: 10, index: 0))
        XCTAssertEqual(spotAt(index: 9), Spot(side: .north, house: .o1, row: .outer, number: 1, index: 9))
        XCTAssertEqual(spotAt(index: 10), Spot(side: .north, house: .i10, row: .inner, number: 10, index: 10))
        XCTAssertEqual(spotAt(index: 19), Spot(side: .north, house: .i1, row: .inner, number: 1, index: 19))
        XCTAssertEqual(spotAt(index: 20), Spot(side: .south, house: .i1, row: .inner, number: 1, index: 20))
        XCTAssertEqual(spotAt(index: 26), Spot(side: .south, house: .i7, row: .inner, number: 7, index: 26))
        XCTAssertEqual(spotAt(index: 29), Spot(side: .south, house: .i10, row: .inner, number: 10, index: 29))
        XCTAssertEqual(spotAt(index: 30), Spot(side: .south, house: .o1, row: .outer, number: 1, index: 30))
        XCTAssertEqual(spotAt(index: 39), Spot(side: .south, house: .o10, row: .outer, number: 10, index: 39))
        for off in [40, 255, 256, 296, Int(Int32.max), 1 << 32, (1 << 32) + 5, Int.max, -1, -40, Int(Int32.min), Int.min] {
            XCTAssertNil(spotAt(index: off), "no spot at \(off): no index wraps round onto the board")
        }
    }

    func testSpotOfAndSpotAtAgreeOnEveryHouse() {
        var seen = Set<Int>()
        for side in [Side.south, .north] {
            for house in allHouses {
                let spot = spotOf(side: side, house: house)
                XCTAssertEqual(spot.side, side)
                XCTAssertEqual(spot.house, house)
                checkSpot(spot)
                seen.insert(spot.index)
            }
        }
        XCTAssertEqual(seen, Set(0..<40), "the 40 houses fill the board")
        XCTAssertEqual(Set(indices(of: .north)), Set(0..<20))
        for i in 0..<40 {
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
            while session.snapshot().result == nil {
                let before = session.snapshot()
                let spot = try XCTUnwrap(before.legalSpots.randomElement(using: &rng))
                let outcome = try session.play(index: spot.index)
                XCTAssertEqual(outcome.notation, "\(spot.house)")
                XCTAssertEqual(outcome.played, .sow(house: spot))
                XCTAssertEqual(session.recordText().split(separator: "\n").last.map(String.init),
                               "\(before.turns + 1). \(spot.side) \(spot.house)", "the record's last line")
                played.insert("\(spot.side) \(spot.house)")
            }
        }
        XCTAssertEqual(played.count, 40, "every house of both sides was played at least once")
    }

    func testNewGameReplacesTheGameWithTheNewSettingsAndKeepsTheSpeed() throws {
        let session = GameSession(settings: peopleSettings())
        _ = try session.play(.south, .o10)
        session.setAnimationSpeed(speed: .slow)
        let config = computerSettings(.hard, first: .north)
        let s = session.newGame(settings: config)
        XCTAssertEqual(s, session.snapshot())
        XCTAssertEqual(session.settings(), config)
        XCTAssertEqual(session.animationSpeed(), .slow)
        XCTAssertEqual(s.turns, 0)
        XCTAssertEqual(s.toMove, .north)
        XCTAssertTrue(s.computerToMove)
        XCTAssertFalse(s.canUndo)
        XCTAssertNil(session.lastMove())
        checkSnapshot(s, config)
    }
}
