// Saves (versioned JSON) and shareable game records: round trips, and the refusal of corrupt,
// future-version and unreadable input as typed errors.

import Foundation
import XCTest
import KielaCore

final class SaveAndRecordTests: XCTestCase {

    // MARK: JSON helpers (the save is JSON; tests edit it as a dictionary)

    func object(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try XCTUnwrap(value as? [String: Any], "a save is a JSON object", file: file, line: line)
    }

    func json(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// A save of a game in progress, with turns to redo.
    func savedGame() throws -> (GameSession, String) {
        let config = computerSettings(.beginner)
        let session = GameSession.withSeed(settings: config, seed: 77)
        var rng = SeededRandom(seed: 4)
        for _ in 0..<5 {
            try playRandom(session, config, &rng)
            _ = try session.computerMove()
        }
        _ = try session.undo()
        return (session, session.save())
    }

    func assertCorrupt(_ json: String, _ why: String, file: StaticString = #filePath, line: UInt = #line) {
        let error = kielaError({ try GameSession.restore(json: json) }, file: file, line: line)
        guard case .CorruptSave(let reason)? = error else {
            return XCTFail("\(why): expected CorruptSave, got \(String(describing: error))", file: file, line: line)
        }
        XCTAssertFalse(reason.isEmpty, "\(why): the reason is given", file: file, line: line)
    }

    // MARK: Saves

    func testSaveAndRestoreGiveBackTheSameSessionIncludingRedo() throws {
        let (session, save) = try savedGame()
        let restored = try GameSession.restore(json: save)
        XCTAssertEqual(SessionState(restored), SessionState(session))
        XCTAssertTrue(restored.snapshot().canRedo)
        XCTAssertEqual(try restored.redo(), try session.redo(), "the redo list survives the save")
        XCTAssertEqual(restored.save(), session.save())
    }

    func testSavesRoundTripAtEveryTurnOfWholeGamesInEveryVariant() throws {
        for (i, config) in [peopleSettings(), settings(variant: .beginner, captureSowing: .fromLapStart, first: .north),
                            settings(expertOpening: true, north: .computer(level: .hard))].enumerated() {
            let session = GameSession.withSeed(settings: config, seed: UInt64(i))
            var rng = SeededRandom(seed: UInt64(50 + i))
            var turn = 0
            while session.snapshot().status == .playing && turn < 3_000 {
                let restored = try GameSession.restore(json: session.save())
                XCTAssertEqual(SessionState(restored), SessionState(session), "config \(i) turn \(turn)")
                if session.snapshot().computerToMove {
                    _ = try session.computerMove()
                } else {
                    try playRandom(session, config, &rng)
                }
                turn += 1
            }
            let end = try GameSession.restore(json: session.save())
            XCTAssertEqual(SessionState(end), SessionState(session), "config \(i): finished game")
            XCTAssertNotEqual(end.snapshot().status, .playing)
        }
    }

    func testARestoredSessionKeepsTheSeedSoItsComputerPlaysTheSameMoves() throws {
        let (session, save) = try savedGame()
        let restored = try GameSession.restore(json: save)
        var rng = SeededRandom(seed: 12)
        for _ in 0..<6 where session.snapshot().status == .playing {
            let spot = try XCTUnwrap(session.snapshot().legalHouses.randomElement(using: &rng))
            XCTAssertEqual(try restored.play(index: spot.index), try session.play(index: spot.index))
            guard session.snapshot().computerToMove else { continue }
            XCTAssertEqual(try restored.computerMove(), try session.computerMove())
        }
        XCTAssertEqual(restored.recordText(), session.recordText())
    }

    func testTheSaveIsVersionOneKielaSessionJSON() throws {
        let (session, save) = try savedGame()
        let file = try object(save)
        XCTAssertEqual(file["format"] as? String, "kiela-session")
        XCTAssertEqual((file["version"] as? NSNumber)?.intValue, 1)
        XCTAssertEqual((file["south"] as? [String: Any])?["seat"] as? String, "person")
        XCTAssertEqual((file["north"] as? [String: Any])?["level"] as? String, "beginner")
        XCTAssertEqual((file["redo"] as? [Any])?.count, Int(session.snapshot().canRedo ? 2 : 0))
        // Re-encoding the same JSON restores the same session.
        XCTAssertEqual(SessionState(try GameSession.restore(json: try json(file))), SessionState(session))
    }

    func testCorruptSavesAreRefusedAsCorruptSave() throws {
        let (_, save) = try savedGame()
        let good = try object(save)
        func edited(_ change: (inout [String: Any]) -> Void) throws -> String {
            var copy = good
            change(&copy)
            return try json(copy)
        }
        var game = try XCTUnwrap(good["game"] as? [String: Any])
        var moves = try XCTUnwrap(game["moves"] as? [String])

        assertCorrupt("", "empty text")
        assertCorrupt("not json", "not JSON")
        assertCorrupt("[1, 2, 3]", "an array")
        assertCorrupt(String(save.dropLast(5)), "cut short")
        assertCorrupt(try edited { $0["format"] = "kiela-game" }, "another format")
        assertCorrupt(try edited { $0["format"] = nil }, "no format")
        assertCorrupt(try edited { $0["version"] = nil }, "no version")
        assertCorrupt(try edited { $0["version"] = "1" }, "version as text")
        assertCorrupt(try edited { $0["game"] = nil }, "no game")
        assertCorrupt(try edited { $0["seed"] = "seven" }, "seed as text")
        assertCorrupt(try edited { $0["south"] = ["seat": "robot"] }, "unknown seat")
        assertCorrupt(try edited { $0["north"] = ["seat": "computer", "level": "grandmaster"] }, "unknown level")
        assertCorrupt(try edited { $0["cheat"] = true }, "unknown field")
        assertCorrupt(try edited { $0["redo"] = ["o11"] }, "redo that is not a move")
        assertCorrupt(try edited { $0["redo"] = ["i1", "i1", "i1"] }, "redo that cannot be replayed")

        moves[0] = "i1"   // an empty house at the start: the record cannot be replayed
        game["moves"] = moves
        assertCorrupt(try edited { $0["game"] = game }, "an illegal move in the game")
        game["moves"] = ["x9"]
        assertCorrupt(try edited { $0["game"] = game }, "a move that is not a house")
    }

    func testSavesFromANewerVersionAreRefusedAsFutureSave() throws {
        let (_, save) = try savedGame()
        var file = try object(save)
        for version in [2, 99] {
            file["version"] = version
            XCTAssertEqual(kielaError { try GameSession.restore(json: try self.json(file)) },
                           .FutureSave(found: UInt64(version), supported: 1))
        }
        // A newer save may hold fields this version does not know: still FutureSave, not corrupt.
        file["version"] = 2
        file["clock"] = ["south_ms": 1000]
        file["game"] = "a format from the future"
        XCTAssertEqual(kielaError { try GameSession.restore(json: try self.json(file)) },
                       .FutureSave(found: 2, supported: 1))
    }

    func testTheFutureSaveMessageTellsAPersonBothVersions() throws {
        let (_, save) = try savedGame()
        var file = try object(save)
        file["version"] = 42
        let error = try XCTUnwrap(kielaError { try GameSession.restore(json: try self.json(file)) })
        XCTAssertEqual(error, .FutureSave(found: 42, supported: 1))
        let message = errorMessage(error: error)
        XCTAssertTrue(message.contains("version 42"), message)
        XCTAssertTrue(message.contains("1"), message)
        XCTAssertFalse(message.contains("FutureSave"), "a sentence, not the debug description: \(message)")
    }

    // MARK: Records

    func testRecordTextRoundTripsThroughFromRecordText() throws {
        for (i, config) in [peopleSettings(), settings(variant: .beginner, captureSowing: .fromLapStart, first: .north),
                            settings(expertOpening: true)].enumerated() {
            let session = GameSession(settings: config)
            var rng = SeededRandom(seed: UInt64(60 + i))
            if config.expertOpening {
                var counts = [UInt32](repeating: 0, count: 20)
                counts[0] = 20; counts[10] = 8
                _ = try session.playSetup(counts: counts)
            }
            for _ in 0..<30 where session.snapshot().status == .playing { try playRandom(session, config, &rng) }
            let text = session.recordText()
            XCTAssertTrue(text.hasPrefix("Kiela game record"), text)
            let copy = try GameSession.fromRecordText(text: text, south: .person, north: .person)
            XCTAssertEqual(copy.recordText(), text)
            XCTAssertEqual(copy.settings(), config)
            var expected = session.snapshot()
            expected.canRedo = false
            XCTAssertEqual(copy.snapshot(), expected, "config \(i)")
        }
    }

    func testAFinishedGameRecordCarriesItsResultAndRoundTrips() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        let end = try playToEnd(session, config, seed: 8)
        let text = session.recordText()
        XCTAssertFalse(text.contains("Result: playing"), text)
        let copy = try GameSession.fromRecordText(text: text, south: .person, north: .person)
        XCTAssertEqual(copy.snapshot(), end)
    }

    func testARecordTakesTheSeatsGivenWhenItIsOpened() throws {
        let session = GameSession(settings: peopleSettings())
        _ = try session.play(.south, .o10)
        let copy = try GameSession.fromRecordText(text: session.recordText(), south: .person,
                                                  north: .computer(level: .easy))
        XCTAssertEqual(copy.settings().north, .computer(level: .easy))
        XCTAssertTrue(copy.snapshot().computerToMove)
        let before = copy.snapshot()
        checkOutcome(try copy.computerMove(), before: before, settings: copy.settings())
    }

    func testUnreadableRecordsAreRefusedAsBadRecord() throws {
        let session = GameSession(settings: peopleSettings())
        _ = try session.play(.south, .o10)
        _ = try session.play(.north, .o10)
        let good = session.recordText()
        let start = "{\"variant\":\"traditional\",\"to_move\":\"south\","
            + "\"south\":{\"outer\":[2,2,2,2,2,2,2,2,2,2],\"inner\":[0,0,0,0,0,0,0,2,2,4]},"
            + "\"north\":{\"outer\":[2,2,2,2,2,2,2,2,2,2],\"inner\":[0,0,0,0,0,0,2,2,2,2]}}"
        let bad: [(String, String)] = [
            ("", "empty text"),
            ("hello", "no title"),
            (good.replacingOccurrences(of: "Kiela game record", with: "Chess game"), "wrong title"),
            (good.replacingOccurrences(of: "1. south o10", with: "1. south i1"), "an empty house"),
            (good.replacingOccurrences(of: "1. south o10", with: "1. south o11"), "not a house"),
            (good.replacingOccurrences(of: "Variant: traditional", with: "Variant: blitz"), "unknown variant"),
            (good.replacingOccurrences(of: "First: south", with: "First: south\nStart: \(start)"),
             "a start that is not the standard start"),
        ]
        for (text, why) in bad {
            let error = kielaError { try GameSession.fromRecordText(text: text, south: .person, north: .person) }
            guard case .BadRecord(let reason)? = error else {
                XCTFail("\(why): expected BadRecord, got \(String(describing: error))"); continue
            }
            XCTAssertFalse(reason.isEmpty, why)
            if why.hasPrefix("a start") { XCTAssertTrue(reason.contains("start"), reason) }
        }
    }
}
