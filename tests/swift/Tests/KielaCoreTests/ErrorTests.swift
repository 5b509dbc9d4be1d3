// Every refusal reaches Swift as its own typed KielaError case, and leaves the game unchanged;
// `errorMessage(error:)` turns each into the sentence to show a person. (Cancelled and
// StaleComputerMove are in ThinkingTests; CorruptSave, FutureSave and BadRecord in
// SaveAndRecordTests.)

import XCTest
import KielaCore

final class ErrorTests: XCTestCase {

    /// 20 counts in loop order that place a traditional player's 28 stones.
    let validSetup: [UInt32] = (0..<20).map { $0 < 8 ? 2 : 1 }

    /// `first` followed by zeros, 20 counts in all unless `count` says otherwise.
    func counts(_ first: [UInt32], count: Int = 20) -> [UInt32] {
        first + [UInt32](repeating: 0, count: count - first.count)
    }

    func testAnIndexPastTheBoardIsRefusedAsNotOnBoardWithTheIndexGiven() throws {
        let session = GameSession(settings: peopleSettings())
        // 256 and 296 would land on the board if the index were cut to a byte.
        for index: UInt32 in [40, 41, 255, 256, 296, 1 << 31, .max] {
            assertRefused(session, .NotOnBoard(index: index)) { try session.play(index: index) }
        }
        _ = try session.play(.south, .o10)   // North to move: the same for the other side
        assertRefused(session, .NotOnBoard(index: 40)) { try session.play(index: 40) }
    }

    func testAnOpponentsHouseIsRefusedAsNotYourHouseNamingItsOwner() throws {
        let session = GameSession(settings: peopleSettings())
        // Every North house, sowable or empty, is refused while South is to move.
        for house in allHouses {
            assertRefused(session, .NotYourHouse(house: "north's \(house)")) { try session.play(.north, house) }
        }
        _ = try session.play(.south, .o10)
        for house in allHouses {
            assertRefused(session, .NotYourHouse(house: "south's \(house)")) { try session.play(.south, house) }
        }
    }

    func testATapOnTheOpponentsHouseIsRefusedAsNotYourHouse() throws {
        // What an app sends when a person taps a house of the other side: its board index.
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 17)
        for _ in 0..<20 where session.snapshot().status == .playing {
            let s = session.snapshot()
            let theirs = (0..<40).compactMap { spotAt(index: UInt32($0)) }.filter { $0.side != s.toMove }
            XCTAssertEqual(theirs.count, 20)
            let tapped = try XCTUnwrap(theirs.randomElement(using: &rng))
            XCTAssertFalse(s.legalHouses.contains(tapped), "an opponent's house is never legal")
            assertRefused(session, .NotYourHouse(house: "\(tapped.side)'s \(tapped.house)")) {
                try session.play(index: tapped.index)
            }
            try playRandom(session, config, &rng)
        }
    }

    func testSowingAnEmptyHouseIsRefusedAsEmptyHouse() throws {
        let session = GameSession(settings: peopleSettings())
        for n in 1...6 {
            assertRefused(session, .EmptyHouse(house: "i\(n)")) { try session.play(.south, inner(n)) }
        }
        _ = try session.play(.south, .o10)   // North to move; North's i1…i6 are empty too
        assertRefused(session, .EmptyHouse(house: "i3")) { try session.play(.north, .i3) }
    }

    func testSowingASingleStoneInTheTraditionalGameIsRefusedAsTooFewStones() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        var rng = SeededRandom(seed: 21)
        // Play until the mover has a house with a single stone.
        var single: House?
        for _ in 0..<500 {
            let s = session.snapshot()
            guard s.status == .playing else { break }
            single = allHouses.first { stones(s, s.toMove, $0) == 1 }
            if single != nil { break }
            try playRandom(session, config, &rng)
        }
        guard let house = single else { return XCTFail("no single-stone house came up in 500 turns") }
        XCTAssertFalse(houses(session.snapshot()).contains(house), "a single stone is not a legal house")
        let mover = session.snapshot().toMove
        assertRefused(session, .TooFewStones(house: "\(house)", stones: 1, min: 2)) { try session.play(mover, house) }
    }

    func testPlayingForTheComputerIsRefusedAsComputerToMove() {
        let config = settings(expertOpening: true, north: .computer(level: .medium), first: .north)
        let session = GameSession(settings: config)
        XCTAssertTrue(session.snapshot().computerToMove)
        assertRefused(session, .ComputerToMove) { try session.play(.north, .o1) }
        // The computer's turn is checked before whose house it is, but after the index.
        assertRefused(session, .ComputerToMove) { try session.play(.south, .o1) }
        assertRefused(session, .NotOnBoard(index: 40)) { try session.play(index: 40) }
        assertRefused(session, .ComputerToMove) { try session.playSetup(counts: validSetup) }
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
        let config = peopleSettings()
        let finished = GameSession(settings: config)
        let end = try playToEnd(finished, config, seed: 31)
        XCTAssertNotEqual(end.status, .playing)
        // Every house of either side: a finished game is checked before whose house it is.
        for index in UInt32(0)..<40 {
            assertRefused(finished, .GameOver) { try finished.play(index: index) }
        }
        assertRefused(finished, .NotOnBoard(index: 40)) { try finished.play(index: 40) }
        assertRefused(finished, .GameOver) { try finished.playSetup(counts: validSetup) }
        assertRefused(finished, .GameOver) { try finished.hint() }

        // The same finished game with the computer on the side to move.
        let computers = try GameSession.fromRecordText(
            text: finished.recordText(), south: .computer(level: .beginner), north: .computer(level: .beginner))
        XCTAssertEqual(computers.snapshot().status, end.status)
        assertRefused(computers, .GameOver) { try computers.computerMove() }
    }

    func testRearrangingWithoutTheExpertOpeningIsRefusedAsSetupNotAllowed() {
        let session = GameSession(settings: peopleSettings())
        XCTAssertFalse(session.snapshot().setupAllowed)
        assertRefused(session, .SetupNotAllowed) { try session.playSetup(counts: validSetup) }
    }

    func testRearrangingAfterTheFirstTurnIsRefusedAsSetupNotAllowed() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        _ = try session.play(.south, .o10)
        _ = try session.play(.north, .o10)
        XCTAssertFalse(session.snapshot().setupAllowed)
        assertRefused(session, .SetupNotAllowed) { try session.playSetup(counts: validSetup) }
    }

    func testRearrangingTheWrongNumberOfStonesIsRefusedAsSetupTotal() {
        let session = GameSession(settings: settings(expertOpening: true))
        var fewer = validSetup; fewer[0] -= 1
        var more = validSetup; more[19] += 3
        assertRefused(session, .SetupTotal(expected: 28, found: 27)) { try session.playSetup(counts: fewer) }
        assertRefused(session, .SetupTotal(expected: 28, found: 31)) { try session.playSetup(counts: more) }
        assertRefused(session, .SetupTotal(expected: 28, found: 0)) { try session.playSetup(counts: counts([])) }
        let beginner = GameSession(settings: settings(variant: .beginner, expertOpening: true))
        assertRefused(beginner, .SetupTotal(expected: 14, found: 28)) { try beginner.playSetup(counts: validSetup) }
    }

    func testRearrangingWithOtherThanTwentyCountsIsRefusedAsSetupLength() {
        let session = GameSession(settings: settings(expertOpening: true))
        for count in [0, 1, 19, 21, 40] {
            assertRefused(session, .SetupLength(found: UInt32(count))) {
                try session.playSetup(counts: [UInt32](repeating: 1, count: count))
            }
        }
    }

    func testHugeCountsAreRefusedAsSetupTotalWithTheirSumSaturatedNeverWrapped() {
        let session = GameSession(settings: settings(expertOpening: true))
        // 256 + 28 = 284 would be 28 in a byte: it must not pass for a rearrangement of 28 stones.
        assertRefused(session, .SetupTotal(expected: 28, found: 256)) { try session.playSetup(counts: counts([256])) }
        assertRefused(session, .SetupTotal(expected: 28, found: 284)) { try session.playSetup(counts: counts([284])) }
        assertRefused(session, .SetupTotal(expected: 28, found: 284)) {
            try session.playSetup(counts: counts([256, 28]))
        }
        var bigHouse = validSetup; bigHouse[5] += 256
        assertRefused(session, .SetupTotal(expected: 28, found: 284)) { try session.playSetup(counts: bigHouse) }
        // Sums past UInt32.max stop there rather than wrapping round (these would wrap to 28).
        assertRefused(session, .SetupTotal(expected: 28, found: .max)) { try session.playSetup(counts: counts([.max])) }
        assertRefused(session, .SetupTotal(expected: 28, found: .max)) {
            try session.playSetup(counts: counts([.max, 29]))
        }
        assertRefused(session, .SetupTotal(expected: 28, found: .max)) {
            try session.playSetup(counts: counts([1 << 31, 1 << 31, 28]))
        }
        assertRefused(session, .SetupTotal(expected: 28, found: .max)) {
            try session.playSetup(counts: [UInt32](repeating: .max, count: 20))
        }
        // The refusals changed nothing: a proper rearrangement still goes through.
        XCTAssertNoThrow(try session.playSetup(counts: validSetup))
    }

    // MARK: The order of playSetup's checks

    // 1. the game is over / it is the computer's turn, 2. no rearrangement is allowed, 3. not
    // 20 counts, 4. the wrong total. Each refusal below would also fail every later check.

    /// Counts wrong in every way: too many, and a total that is far too big.
    let hopeless: [UInt32] = [UInt32](repeating: .max, count: 21)

    func testAFinishedGameRefusesEverySetupAsGameOverWhateverTheCounts() throws {
        for expertOpening in [false, true] {
            let config = settings(expertOpening: expertOpening)
            let session = GameSession(settings: config)
            try playToEnd(session, config, seed: 31)
            for bad in [validSetup, [], counts([1], count: 19), counts([300]), hopeless] {
                assertRefused(session, .GameOver) { try session.playSetup(counts: bad) }
            }
        }
    }

    func testTheComputersTurnRefusesEverySetupAsComputerToMoveWhateverTheCounts() {
        let session = GameSession(settings: settings(expertOpening: true, north: .computer(level: .medium), first: .north))
        XCTAssertTrue(session.snapshot().setupAllowed)
        for bad in [validSetup, [], counts([28], count: 21), counts([300]), hopeless] {
            assertRefused(session, .ComputerToMove) { try session.playSetup(counts: bad) }
        }
    }

    func testWithoutARearrangementAllowedAnyCountsAreRefusedAsSetupNotAllowedEvenOfTheWrongLength() throws {
        let plain = GameSession(settings: peopleSettings())
        let later = GameSession(settings: settings(expertOpening: true))
        _ = try later.play(.south, .o10)
        _ = try later.play(.north, .o10)
        for session in [plain, later] {
            XCTAssertFalse(session.snapshot().setupAllowed)
            for bad in [[], counts([28], count: 1), counts([28], count: 19), counts([28], count: 21),
                        counts([28], count: 40), counts([]), counts([300]), hopeless] {
                assertRefused(session, .SetupNotAllowed) { try session.playSetup(counts: bad) }
            }
        }
    }

    func testTheNumberOfCountsIsCheckedBeforeTheirTotal() {
        let session = GameSession(settings: settings(expertOpening: true))
        // Right total, wrong length.
        assertRefused(session, .SetupLength(found: 19)) { try session.playSetup(counts: counts([28], count: 19)) }
        assertRefused(session, .SetupLength(found: 1)) { try session.playSetup(counts: [28]) }
        assertRefused(session, .SetupLength(found: 21)) { try session.playSetup(counts: validSetup + [0]) }
        // Wrong total and wrong length: the length is reported.
        assertRefused(session, .SetupLength(found: 0)) { try session.playSetup(counts: []) }
        assertRefused(session, .SetupLength(found: 19)) { try session.playSetup(counts: counts([300], count: 19)) }
        assertRefused(session, .SetupLength(found: 21)) { try session.playSetup(counts: hopeless) }
        assertRefused(session, .SetupLength(found: 1_000)) {
            try session.playSetup(counts: [UInt32](repeating: 1, count: 1_000))
        }
    }

    // MARK: Messages for people

    /// One of every case, with values that show up in the sentence.
    let everyError: [KielaError] = [
        .NotOnBoard(index: 40), .NotYourHouse(house: "north's o3"), .EmptyHouse(house: "i1"),
        .TooFewStones(house: "o4", stones: 1, min: 2), .EndlessMove(house: "i7"), .ComputerToMove, .PersonToMove, .GameOver, .SetupNotAllowed,
        .SetupTotal(expected: 28, found: 284), .SetupLength(found: 19), .NothingToUndo, .NothingToRedo,
        .Cancelled, .StaleComputerMove, .CorruptSave(reason: "expected value at line 1"),
        .FutureSave(found: 7, supported: 1), .BadRecord(reason: "no title line"),
    ]

    func testErrorMessageIsTheSentenceToShowAPerson() {
        XCTAssertEqual(errorMessage(error: .EmptyHouse(house: "i1")), "i1 is empty")
        XCTAssertEqual(errorMessage(error: .EmptyHouse(house: "o10")), "o10 is empty")
        XCTAssertEqual(errorMessage(error: .GameOver), "the game is over")
        XCTAssertEqual(errorMessage(error: .NothingToUndo), "there is nothing to undo")
        XCTAssertEqual(errorMessage(error: .NothingToRedo), "there is nothing to redo")
        XCTAssertEqual(errorMessage(error: .ComputerToMove), "it is the computer's turn")
        XCTAssertEqual(errorMessage(error: .NotOnBoard(index: 40)), "there is no house at 40: the board's houses are 0…39")
        XCTAssertEqual(errorMessage(error: .NotYourHouse(house: "north's o3")),
                       "north's o3 is not yours: sow a house on your own side")
    }

    func testErrorMessagesCarryTheDetailsOfTheirError() {
        let contains: [(KielaError, [String])] = [
            (.NotOnBoard(index: UInt32.max), ["\(UInt32.max)", "0…39"]),
            (.NotYourHouse(house: "south's i10"), ["south's i10", "not yours"]),
            (.TooFewStones(house: "o4", stones: 1, min: 2), ["o4", "1 stone", "2"]),
            (.EndlessMove(house: "i7"), ["i7", "endless"]),
            (.SetupTotal(expected: 28, found: 284), ["28", "284"]),
            (.SetupTotal(expected: 14, found: .max), ["14", "\(UInt32.max)"]),
            (.SetupLength(found: 19), ["20", "19"]),
            (.CorruptSave(reason: "expected value at line 1"), ["expected value at line 1"]),
            (.FutureSave(found: 7, supported: 1), ["version 7", "1"]),
            (.FutureSave(found: UInt64.max, supported: 1), ["version \(UInt64.max)"]),
            (.BadRecord(reason: "no title line"), ["no title line"]),
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
            // The generated description is the developer's: `KielaError.EmptyHouse(house: "i1")`.
            XCTAssertNotEqual(message, error.errorDescription, "\(error)")
            XCTAssertFalse(message.contains("KielaError"), message)
            XCTAssertEqual(message, message.trimmingCharacters(in: .whitespacesAndNewlines), "no stray whitespace")
        }
        XCTAssertEqual(seen.count, everyError.count)
    }

    func testTheMessagesOfRealRefusalsNameWhatWasRefused() throws {
        let session = GameSession(settings: peopleSettings())
        let empty = try XCTUnwrap(kielaError { try session.play(.south, .i1) })
        XCTAssertEqual(errorMessage(error: empty), "i1 is empty")
        let offBoard = try XCTUnwrap(kielaError { try session.play(index: 40) })
        XCTAssertEqual(errorMessage(error: offBoard), "there is no house at 40: the board's houses are 0…39")
        let theirs = try XCTUnwrap(kielaError { try session.play(.north, .o3) })
        XCTAssertEqual(errorMessage(error: theirs), "north's o3 is not yours: sow a house on your own side")
        let setup = try XCTUnwrap(kielaError { try session.playSetup(counts: validSetup) })
        XCTAssertEqual(errorMessage(error: setup), errorMessage(error: .SetupNotAllowed))
        let expert = GameSession(settings: settings(expertOpening: true))
        let huge = try XCTUnwrap(kielaError { try expert.playSetup(counts: counts([300])) })
        XCTAssertEqual(huge, .SetupTotal(expected: 28, found: 300))
        XCTAssertTrue(errorMessage(error: huge).contains("300"), errorMessage(error: huge))
    }

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
        // (Houses were once played by name, and names around spaces had to be accepted; an
        // index leaves nothing to trim, but every index the snapshot offers must go through.)
        for first in [Side.south, .north] {
            let legal = GameSession(settings: peopleSettings(first: first)).snapshot().legalHouses
            XCTAssertEqual(legal.count, 14)
            for spot in legal {
                let session = GameSession(settings: peopleSettings(first: first))
                XCTAssertEqual(try session.play(index: spot.index).turn, "\(spot.house)")
            }
        }
    }
}
