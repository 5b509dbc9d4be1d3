// Every refusal reaches Swift as its own typed KielaError case, with its spots and numbers, and
// leaves the game unchanged (revision included); `errorMessage(error:)` gives the English
// fallback. (Cancelled and StaleComputerMove are in ThinkingTests; CorruptSave, FutureSave and
// BadRecord in SaveAndRecordTests; CorruptStatistics and FutureStatistics in StatisticsTests.)

import XCTest
import KielaCore

final class ErrorTests: XCTestCase {

    let int32Max = Int(Int32.max)
    let int32Min = Int(Int32.min)

    // MARK: Sowing

    func testAnIndexOffTheBoardIsRefusedAsNotOnBoardWithTheIndexClampedToInt32() throws {
        let session = GameSession(settings: peopleSettings())
        // Indices cross as 32-bit numbers, clamped, never cut: 256 and 296 would land on the
        // board if cut to a byte, 2^32 + 5 if cut to 32 bits.
        let cases: [(sent: Int, reported: Int)] = [
            (40, 40), (41, 41), (255, 255), (256, 256), (296, 296), (1 << 31, int32Max), (int32Max, int32Max),
            (1 << 32, int32Max), ((1 << 32) + 5, int32Max), (Int.max, int32Max),
            (-1, -1), (-40, -40), (int32Min, int32Min), (-(1 << 32) + 5, int32Min), (Int.min, int32Min),
        ]
        for (sent, reported) in cases {
            assertRefused(session, .NotOnBoard(index: reported)) { try session.play(index: sent) }
        }
        _ = try session.play(.south, .o10)   // North to move: the same for the other side
        assertRefused(session, .NotOnBoard(index: 40)) { try session.play(index: 40) }
        assertRefused(session, .NotOnBoard(index: int32Max)) { try session.play(index: Int.max) }
        assertRefused(session, .NotOnBoard(index: -1)) { try session.play(index: -1) }
    }

    func testAnOpponentsHouseIsRefusedAsNotYourHouseWithItsSpot() throws {
        let session = GameSession(settings: peopleSettings())
        // Every North house, sowable or empty, is refused while South is to move.
        for house in allHouses {
            assertRefused(session, .NotYourHouse(spot: spotOf(side: .north, house: house))) { try session.play(.north, house) }
        }
        // The spot carries every field: whose, which, row, number and index.
        guard case let .NotYourHouse(spot)? = kielaError({ try session.play(index: 7) }) else {
            return XCTFail("expected NotYourHouse")
        }
        XCTAssertEqual(spot, Spot(side: .north, house: .o3, row: .outer, number: 3, index: 7))
        _ = try session.play(.south, .o10)
        for house in allHouses {
            assertRefused(session, .NotYourHouse(spot: spotOf(side: .south, house: house))) { try session.play(.south, house) }
        }
    }

    func testATapOnTheOpponentsHouseIsRefusedAsNotYourHouse() throws {
        // What an app sends when a person taps a house of the other side: its board index.
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 17)
        for _ in 0..<20 where session.snapshot().result == nil {
            let s = session.snapshot()
            let theirs = (0..<40).compactMap { spotAt(index: $0) }.filter { $0.side != s.toMove }
            XCTAssertEqual(theirs.count, 20)
            let tapped = try XCTUnwrap(theirs.randomElement(using: &rng))
            XCTAssertFalse(s.legalSpots.contains(tapped), "an opponent's house is never legal")
            assertRefused(session, .NotYourHouse(spot: tapped)) { try session.play(index: tapped.index) }
            try playRandom(session, config, &rng)
        }
    }

    func testSowingAnEmptyHouseIsRefusedAsEmptyHouseWithItsSpot() throws {
        let session = GameSession(settings: peopleSettings())
        for n in 1...6 {
            assertRefused(session, .EmptyHouse(spot: spotOf(side: .south, house: inner(n)))) { try session.play(.south, inner(n)) }
        }
        _ = try session.play(.south, .o10)   // North to move; North's i1…i5 are empty too
        assertRefused(session, .EmptyHouse(spot: Spot(side: .north, house: .i3, row: .inner, number: 3, index: 17))) {
            try session.play(index: 17)
        }
    }

    func testSowingASingleStoneInTheTraditionalGameIsRefusedAsTooFewStones() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 21)
        // Play until the mover has a house with a single stone.
        var single: House?
        for _ in 0..<500 {
            let s = session.snapshot()
            guard s.result == nil else { break }
            single = allHouses.first { stones(s, s.toMove, $0) == 1 }
            if single != nil { break }
            try playRandom(session, config, &rng)
        }
        guard let house = single else { return XCTFail("no single-stone house came up in 500 turns") }
        XCTAssertFalse(houses(session.snapshot()).contains(house), "a single stone is not a legal house")
        let mover = session.snapshot().toMove
        assertRefused(session, .TooFewStones(spot: spotOf(side: mover, house: house), stones: 1, min: 2)) {
            try session.play(mover, house)
        }
    }

    func testPlayingForTheComputerIsRefusedAsComputerToMove() {
        let config = settings(expertOpening: true, north: .computer(level: .medium), first: .north)
        let session = GameSession(settings: config)
        XCTAssertTrue(session.snapshot().computerToMove)
        assertRefused(session, .ComputerToMove) { try session.play(.north, .o1) }
        // The computer's turn is checked before whose house it is, but after the index.
        assertRefused(session, .ComputerToMove) { try session.play(.south, .o1) }
        assertRefused(session, .NotOnBoard(index: 40)) { try session.play(index: 40) }
        assertRefused(session, .ComputerToMove) { try session.beginSetup() }
        assertRefused(session, .ComputerToMove) { try session.commitSetup() }
        assertRefused(session, .ComputerToMove) { try session.hint() }
    }

    func testAskingTheComputerToMoveForAPersonIsRefusedAsPersonToMove() throws {
        let people = GameSession(settings: peopleSettings())
        assertRefused(people, .PersonToMove) { try people.computerMove() }
        let mixed = GameSession(settings: computerSettings(.beginner))
        assertRefused(mixed, .PersonToMove) { try mixed.computerMove() }
        _ = try mixed.play(.south, .o10)
        _ = try mixed.computerMove()
        assertRefused(mixed, .PersonToMove) { try mixed.computerMove() }
    }

    func testEveryTurnAfterTheEndIsRefusedAsGameOver() throws {
        let config = settings(expertOpening: true)
        let finished = GameSession(settings: config)
        let end = try playToEnd(finished, config, seed: 31)
        XCTAssertNotNil(end.result)
        // Every house of either side: a finished game is checked before whose house it is.
        for index in 0..<40 {
            assertRefused(finished, .GameOver) { try finished.play(index: index) }
        }
        assertRefused(finished, .NotOnBoard(index: 40)) { try finished.play(index: 40) }
        assertRefused(finished, .NotOnBoard(index: -1)) { try finished.play(index: -1) }
        assertRefused(finished, .GameOver) { try finished.beginSetup() }
        assertRefused(finished, .GameOver) { try finished.commitSetup() }
        assertRefused(finished, .GameOver) { try finished.hint() }
        assertRefused(finished, .GameOver) { try finished.computerMove() }

        // The same finished game with the computer on the side to move.
        let computers = try GameSession.fromRecordText(
            text: finished.recordText(), south: .computer(level: .beginner), north: .computer(level: .beginner))
        XCTAssertEqual(computers.snapshot().result?.winner, end.result?.winner)
        XCTAssertEqual(computers.snapshot().result?.reason, end.result?.reason)
        assertRefused(computers, .GameOver) { try computers.computerMove() }
    }

    // MARK: The expert setup

    func testDraftingWithoutTheExpertOpeningOrAfterTheFirstTurnIsRefusedAsSetupNotAllowed() throws {
        let plain = GameSession(settings: peopleSettings())
        XCTAssertFalse(plain.snapshot().setupAllowed)
        assertRefused(plain, .SetupNotAllowed) { try plain.beginSetup() }
        let later = GameSession(settings: settings(expertOpening: true))
        _ = try later.play(.south, .o10)
        XCTAssertTrue(later.snapshot().setupAllowed, "North's first turn")
        _ = try later.play(.north, .o10)
        XCTAssertFalse(later.snapshot().setupAllowed)
        assertRefused(later, .SetupNotAllowed) { try later.beginSetup() }
    }

    func testEditingOrEndingADraftThatWasNotBegunIsRefusedAsNoSetupDraft() throws {
        for config in [peopleSettings(), settings(expertOpening: true)] {
            let session = GameSession(settings: config)
            assertRefused(session, .NoSetupDraft) { try session.cancelSetup() }
            assertRefused(session, .NoSetupDraft) { try session.commitSetup() }
            assertRefused(session, .NoSetupDraft) { try session.setupSetCount(index: 30, count: 2) }
            assertRefused(session, .NoSetupDraft) { try session.setupMoveStone(from: 30, to: 31) }
            // No draft is checked before the index.
            assertRefused(session, .NoSetupDraft) { try session.setupSetCount(index: 40, count: 2) }
            assertRefused(session, .NoSetupDraft) { try session.setupMoveStone(from: -1, to: Int.max) }
        }
        // Once cancelled, committed, or dropped by a sowing, there is no draft.
        let session = GameSession(settings: settings(expertOpening: true))
        _ = try session.beginSetup()
        _ = try session.cancelSetup()
        assertRefused(session, .NoSetupDraft) { try session.cancelSetup() }
        _ = try session.beginSetup()
        _ = try session.commitSetup()   // the board as it stands is a rearrangement too
        assertRefused(session, .NoSetupDraft) { try session.commitSetup() }
        _ = try session.beginSetup()    // North's first turn
        _ = try session.play(.north, .o10)
        assertRefused(session, .NoSetupDraft) { try session.setupSetCount(index: 0, count: 0) }
    }

    func testDraftEditsOffTheBoardOrOnTheOpponentsHousesAreRefusedWithTheirIndexOrSpot() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        _ = try session.beginSetup()
        for (sent, reported) in [(40, 40), (-1, -1), (Int.max, int32Max), ((1 << 32) + 30, int32Max), (Int.min, int32Min)] {
            assertRefused(session, .NotOnBoard(index: reported)) { try session.setupSetCount(index: sent, count: 0) }
            assertRefused(session, .NotOnBoard(index: reported)) { try session.setupMoveStone(from: sent, to: 30) }
            assertRefused(session, .NotOnBoard(index: reported)) { try session.setupMoveStone(from: 30, to: sent) }
        }
        let theirs = spotOf(side: .north, house: .o1)
        assertRefused(session, .NotYourHouse(spot: theirs)) { try session.setupSetCount(index: theirs.index, count: 0) }
        assertRefused(session, .NotYourHouse(spot: theirs)) { try session.setupMoveStone(from: theirs.index, to: 30) }
        assertRefused(session, .NotYourHouse(spot: theirs)) { try session.setupMoveStone(from: 30, to: theirs.index) }
    }

    func testMovingAStoneFromAnEmptyDraftedHouseIsRefusedAsSetupEmptyHouse() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        _ = try session.beginSetup()
        let empty = spotOf(side: .south, house: .i1)
        assertRefused(session, .SetupEmptyHouse(spot: empty)) { try session.setupMoveStone(from: empty.index, to: 30) }
        // Emptied in the draft: the same.
        let o1 = spotOf(side: .south, house: .o1)
        _ = try session.setupMoveStone(from: o1.index, to: empty.index)
        _ = try session.setupMoveStone(from: o1.index, to: empty.index)
        assertRefused(session, .SetupEmptyHouse(spot: o1)) { try session.setupMoveStone(from: o1.index, to: empty.index) }
    }

    func testDraftingMoreStonesThanThePlayerOwnsIsRefusedAsSetupTotalWithHugeCountsClampedNeverWrapped() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        _ = try session.beginSetup()
        let o1 = boardIndex(.south, .o1)   // holds 2; the other houses hold 26
        assertRefused(session, .SetupTotal(expected: 28, found: 29)) { try session.setupSetCount(index: o1, count: 3) }
        // 256 + 2 would be 2 in a byte, 2^32 + 2 would be 2 in 32 bits: neither passes for 2.
        assertRefused(session, .SetupTotal(expected: 28, found: 26 + 258)) { try session.setupSetCount(index: o1, count: 258) }
        assertRefused(session, .SetupTotal(expected: 28, found: int32Max)) { try session.setupSetCount(index: o1, count: (1 << 32) + 2) }
        assertRefused(session, .SetupTotal(expected: 28, found: int32Max)) { try session.setupSetCount(index: o1, count: Int.max) }
        assertRefused(session, .SetupTotal(expected: 28, found: int32Max)) { try session.setupSetCount(index: o1, count: int32Max) }
        // A negative count is refused as such, with the count.
        assertRefused(session, .NegativeCount(count: -1)) { try session.setupSetCount(index: o1, count: -1) }
        assertRefused(session, .NegativeCount(count: Int(Int32.min))) { try session.setupSetCount(index: o1, count: Int.min) }
        XCTAssertEqual(session.snapshot().setupDraft?.inHand, 0, "the refusals changed nothing")

        // Committing with stones still in hand: the total placed is short.
        _ = try session.setupSetCount(index: o1, count: 0)
        assertRefused(session, .SetupTotal(expected: 28, found: 26)) { try session.commitSetup() }
        _ = try session.setupSetCount(index: o1, count: 2)
        XCTAssertNoThrow(try session.commitSetup())

        let beginner = GameSession(settings: settings(variant: .beginner, expertOpening: true))
        _ = try beginner.beginSetup()
        assertRefused(beginner, .SetupTotal(expected: 14, found: 15)) {
            try beginner.setupSetCount(index: boardIndex(.south, .o1), count: 2)
        }
    }

    func testBeginSetupChecksTheGameThenTheComputerThenTheOpening() throws {
        // 1. the game is over, 2. it is the computer's turn, 3. no rearrangement is allowed.
        for expertOpening in [false, true] {
            let config = settings(expertOpening: expertOpening)
            let over = GameSession(settings: config)
            try playToEnd(over, config, seed: 31)
            assertRefused(over, .GameOver) { try over.beginSetup() }
        }
        let computer = GameSession(settings: settings(expertOpening: true, north: .computer(level: .medium), first: .north))
        XCTAssertTrue(computer.snapshot().setupAllowed)
        assertRefused(computer, .ComputerToMove) { try computer.beginSetup() }
        let plain = GameSession(settings: computerSettings(.medium, first: .north))
        assertRefused(plain, .ComputerToMove) { try plain.beginSetup() }
    }

    // MARK: Undo and redo

    func testUndoWithNothingPlayedIsRefusedAsNothingToUndo() throws {
        let session = GameSession(settings: peopleSettings())
        assertRefused(session, .NothingToUndo) { try session.undo() }
        _ = try session.play(.south, .o10)
        _ = try session.undo()
        assertRefused(session, .NothingToUndo) { try session.undo() }
    }

    func testUndoWhenOnlyTheComputerHasMovedIsRefusedAsNothingToUndo() throws {
        let session = GameSession(settings: computerSettings(.beginner, first: .north))
        _ = try session.computerMove()
        XCTAssertEqual(session.snapshot().turns, 1)
        XCTAssertFalse(session.snapshot().canUndo)
        assertRefused(session, .NothingToUndo) { try session.undo() }
    }

    func testRedoWithNothingUndoneIsRefusedAsNothingToRedo() throws {
        let session = GameSession(settings: peopleSettings())
        assertRefused(session, .NothingToRedo) { try session.redo() }
        _ = try session.play(.south, .o10)
        assertRefused(session, .NothingToRedo) { try session.redo() }
        _ = try session.undo()
        _ = try session.redo()
        assertRefused(session, .NothingToRedo) { try session.redo() }
    }

    func testEveryLegalHouseOfTheSnapshotIsAcceptedByItsIndex() throws {
        for first in [Side.south, .north] {
            let legal = GameSession(settings: peopleSettings(first: first)).snapshot().legalSpots
            XCTAssertEqual(legal.count, 14)
            for spot in legal {
                let session = GameSession(settings: peopleSettings(first: first))
                XCTAssertEqual(try session.play(index: spot.index).played, .sow(house: spot))
            }
        }
    }

    // MARK: Messages

    let o3North = Spot(side: .north, house: .o3, row: .outer, number: 3, index: 7)
    let i1South = Spot(side: .south, house: .i1, row: .inner, number: 1, index: 20)

    /// One of every case, with values that show up in the sentence.
    var everyError: [KielaError] {
        [
            .NotOnBoard(index: 40), .NotYourHouse(spot: o3North), .EmptyHouse(spot: i1South),
            .TooFewStones(spot: spotOf(side: .south, house: .o4), stones: 1, min: 2),
            .EndlessMove(spot: spotOf(side: .north, house: .i7)), .ComputerToMove, .PersonToMove, .GameOver,
            .SetupNotAllowed, .NoSetupDraft, .SetupTotal(expected: 28, found: 284), .NegativeCount(count: -1),
            .SetupEmptyHouse(spot: i1South),
            .NothingToUndo, .NothingToRedo, .Cancelled, .StaleComputerMove,
            .CorruptSave(reason: "expected value at line 1"), .FutureSave(found: 7, supported: 2),
            .BadRecord(reason: "no title line"), .CorruptStatistics(reason: "not a JSON object"),
            .FutureStatistics(found: 9, supported: 2), .UnknownPuzzle(id: "most-999"),
            .SetAsideFailed(path: "/data/game.json", reason: "permission denied"),
        ]
    }

    func testErrorMessageIsTheEnglishSentenceForEachError() {
        XCTAssertEqual(errorMessage(error: .EmptyHouse(spot: i1South)), "south's i1 is empty")
        XCTAssertEqual(errorMessage(error: .GameOver), "the game is over")
        XCTAssertEqual(errorMessage(error: .NothingToUndo), "there is nothing to undo")
        XCTAssertEqual(errorMessage(error: .NothingToRedo), "there is nothing to redo")
        XCTAssertEqual(errorMessage(error: .ComputerToMove), "it is the computer's turn")
        XCTAssertEqual(errorMessage(error: .NoSetupDraft), "no rearrangement is being drafted")
        XCTAssertEqual(errorMessage(error: .NotOnBoard(index: 40)), "there is no house at 40: the board's houses are 0…39")
        XCTAssertEqual(errorMessage(error: .NotOnBoard(index: -1)), "there is no house at -1: the board's houses are 0…39")
        XCTAssertEqual(errorMessage(error: .NotYourHouse(spot: o3North)),
                       "north's o3 is not yours: sow a house on your own side")
    }

    func testErrorMessagesCarryTheDetailsOfTheirError() {
        let contains: [(KielaError, [String])] = [
            (.NotOnBoard(index: int32Max), ["\(Int32.max)", "0…39"]),
            (.NotYourHouse(spot: spotOf(side: .south, house: .i10)), ["south's i10", "not yours"]),
            (.TooFewStones(spot: spotOf(side: .north, house: .o4), stones: 1, min: 2), ["north's o4", "1 stone", "2"]),
            (.EndlessMove(spot: spotOf(side: .south, house: .i7)), ["south's i7", "endless"]),
            (.SetupTotal(expected: 28, found: 284), ["28", "284"]),
            (.SetupTotal(expected: 14, found: int32Max), ["14", "\(Int32.max)"]),
            (.SetupEmptyHouse(spot: spotOf(side: .north, house: .i2)), ["north's i2"]),
            (.CorruptSave(reason: "expected value at line 1"), ["expected value at line 1"]),
            (.FutureSave(found: 7, supported: 2), ["version 7", "2"]),
            (.FutureSave(found: int32Max, supported: 2), ["version \(Int32.max)"]),
            (.BadRecord(reason: "no title line"), ["no title line"]),
            (.CorruptStatistics(reason: "not a JSON object"), ["statistics", "not a JSON object"]),
            (.FutureStatistics(found: 9, supported: 2), ["statistics", "version 9", "2"]),
            (.UnknownPuzzle(id: "most-999"), ["puzzle", "most-999"]),
            (.SetAsideFailed(path: "/data/game.json", reason: "permission denied"),
             ["/data/game.json", "set aside", "permission denied"]),
        ]
        for (error, parts) in contains {
            let message = errorMessage(error: error)
            for part in parts { XCTAssertTrue(message.contains(part), "\(error): \(message) mentions \(part)") }
        }
    }

    func testEveryErrorHasItsOwnMessageRatherThanTheDebugDescription() {
        var seen = Set<String>()
        for error in everyError {
            let message = errorMessage(error: error)
            XCTAssertFalse(message.isEmpty, "\(error)")
            XCTAssertTrue(seen.insert(message).inserted, "\(error): \(message) is shared with another error")
            // The generated description is the developer's: `KielaError.EmptyHouse(spot: …)`.
            XCTAssertNotEqual(message, error.errorDescription, "\(error)")
            XCTAssertFalse(message.contains("KielaError"), message)
            XCTAssertFalse(message.contains("Spot("), "a spot reads as a house, not a struct: \(message)")
            XCTAssertEqual(message, message.trimmingCharacters(in: .whitespacesAndNewlines), "no stray whitespace")
        }
        XCTAssertEqual(seen.count, everyError.count)
        XCTAssertEqual(Set(everyError).count, 24, "every case of KielaError is listed")
    }

    func testTheMessagesOfRealRefusalsNameWhatWasRefused() throws {
        let session = GameSession(settings: peopleSettings())
        let empty = try XCTUnwrap(kielaError { try session.play(.south, .i1) })
        XCTAssertEqual(errorMessage(error: empty), "south's i1 is empty")
        let offBoard = try XCTUnwrap(kielaError { try session.play(index: 40) })
        XCTAssertEqual(errorMessage(error: offBoard), "there is no house at 40: the board's houses are 0…39")
        let theirs = try XCTUnwrap(kielaError { try session.play(.north, .o3) })
        XCTAssertEqual(errorMessage(error: theirs), "north's o3 is not yours: sow a house on your own side")
        let setup = try XCTUnwrap(kielaError { try session.beginSetup() })
        XCTAssertEqual(errorMessage(error: setup), errorMessage(error: .SetupNotAllowed))
        let expert = GameSession(settings: settings(expertOpening: true))
        _ = try expert.beginSetup()
        let huge = try XCTUnwrap(kielaError { try expert.setupSetCount(index: boardIndex(.south, .o1), count: 300) })
        XCTAssertEqual(huge, .SetupTotal(expected: 28, found: 326))
        XCTAssertTrue(errorMessage(error: huge).contains("326"), errorMessage(error: huge))
    }
}
