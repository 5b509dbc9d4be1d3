// Saves (versioned JSON) and shareable game records: round trips through `fromSave(json:)` and
// `restore(json:)`, and the refusal of corrupt, future-version and unreadable input as typed
// errors that change nothing.

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

    /// `json` is refused as CorruptSave, with a reason, by both ways of restoring; the session
    /// restored into is left as it was.
    func assertCorrupt(_ json: String, _ why: String, file: StaticString = #filePath, line: UInt = #line) {
        let error = kielaError({ try GameSession.fromSave(json: json) }, file: file, line: line)
        guard case .CorruptSave(let reason)? = error else {
            return XCTFail("\(why): expected CorruptSave, got \(String(describing: error))", file: file, line: line)
        }
        XCTAssertFalse(reason.isEmpty, "\(why): the reason is given", file: file, line: line)
        let session = GameSession(settings: peopleSettings())
        assertRefused(session, error!, file: file, line: line) { try session.restore(json: json) }
    }

    // MARK: Saves

    func testSaveAndFromSaveGiveBackTheSameSessionIncludingRedo() throws {
        let (session, save) = try savedGame()
        let restored = try GameSession.fromSave(json: save)
        XCTAssertEqual(SessionState(restored, revisions: false), SessionState(session, revisions: false))
        XCTAssertTrue(restored.snapshot().canRedo)
        XCTAssertEqual(unrevised(try restored.redo()), unrevised(try session.redo()), "the redo list survives the save")
        XCTAssertEqual(restored.save(), session.save())
    }

    func testRestoreReplacesTheGameOfALiveSessionAsANewRevision() throws {
        let (original, save) = try savedGame()
        let session = GameSession(settings: peopleSettings(variant: .beginner))
        _ = try session.play(index: session.snapshot().legalSpots[0].index)
        let revision = session.snapshot().revision
        let restored = try session.restore(json: save)
        XCTAssertEqual(restored, session.snapshot())
        XCTAssertGreaterThan(restored.revision, revision, "a restore is a change: answers for before are stale")
        XCTAssertEqual(SessionState(session, revisions: false), SessionState(original, revisions: false))
        XCTAssertEqual(session.settings(), original.settings())
    }

    func testSavesRoundTripAtEveryTurnOfWholeGamesInEveryVariant() throws {
        for (i, config) in [peopleSettings(), settings(variant: .beginner, captureSowing: .fromLapStart, first: .north),
                            settings(expertOpening: true, north: .computer(level: .hard))].enumerated() {
            let session = GameSession.withSeed(settings: config, seed: UInt64(i))
            var rng = SeededRandom(seed: UInt64(50 + i))
            var turn = 0
            while session.snapshot().result == nil && turn < 3_000 {
                let restored = try GameSession.fromSave(json: session.save())
                XCTAssertEqual(SessionState(restored, revisions: false), SessionState(session, revisions: false),
                               "config \(i) turn \(turn)")
                if session.snapshot().computerToMove {
                    _ = try session.computerMove()
                } else {
                    try playRandom(session, config, &rng)
                }
                turn += 1
            }
            let end = try GameSession.fromSave(json: session.save())
            XCTAssertEqual(SessionState(end, revisions: false), SessionState(session, revisions: false), "config \(i): finished game")
            XCTAssertNotNil(end.snapshot().result)
            XCTAssertEqual(end.snapshot().result, session.snapshot().result)
        }
    }

    func testARestoredSessionKeepsTheSeedSoItsComputerPlaysTheSameMoves() throws {
        let (session, save) = try savedGame()
        let restored = try GameSession.fromSave(json: save)
        var rng = SeededRandom(seed: 12)
        for _ in 0..<6 where session.snapshot().result == nil {
            let spot = try XCTUnwrap(session.snapshot().legalSpots.randomElement(using: &rng))
            XCTAssertEqual(unrevised(try restored.play(index: spot.index)), unrevised(try session.play(index: spot.index)))
            guard session.snapshot().computerToMove else { continue }
            XCTAssertEqual(unrevised(try restored.computerMove()), unrevised(try session.computerMove()))
        }
        XCTAssertEqual(restored.recordText(), session.recordText())
    }

    func testLastMoveAfterARestoreReplaysTheLastTurnAtTheSavedSpeed() throws {
        let (session, _) = try savedGame()
        let last = try XCTUnwrap(session.lastMove())
        XCTAssertEqual(unrevised(try XCTUnwrap(try GameSession.fromSave(json: session.save()).lastMove())), unrevised(last))
        session.setAnimationSpeed(speed: .instant)
        let instant = try GameSession.fromSave(json: session.save())
        XCTAssertEqual(instant.animationSpeed(), .instant)
        let replay = try XCTUnwrap(instant.lastMove())
        XCTAssertEqual(replay.played, last.played)
        XCTAssertEqual(replay.boardBefore, last.boardBefore)
        XCTAssertEqual(replay.timeline, [], "instant: no keyframes")
        XCTAssertEqual(replay.durationMs, 0)
        // A fresh game has no last move, saved or not.
        XCTAssertNil(try GameSession.fromSave(json: GameSession(settings: peopleSettings()).save()).lastMove())
    }

    func testTheSaveIsVersionTwoKielaSessionJSON() throws {
        let (session, save) = try savedGame()
        let file = try object(save)
        XCTAssertEqual(file["format"] as? String, "kiela-session")
        XCTAssertEqual((file["version"] as? NSNumber)?.intValue, 2)
        XCTAssertEqual((file["south"] as? [String: Any])?["seat"] as? String, "person")
        XCTAssertEqual((file["north"] as? [String: Any])?["level"] as? String, "beginner")
        XCTAssertEqual((file["redo"] as? [Any])?.count, session.snapshot().canRedo ? 2 : 0)
        XCTAssertEqual(file["speed"] as? String, "normal")
        XCTAssertEqual(file["assisted"] as? Bool, true, "an undo was used")
        XCTAssertEqual(file["counted"] as? Bool, false)
        // Re-encoding the same JSON restores the same session.
        XCTAssertEqual(SessionState(try GameSession.fromSave(json: try json(file)), revisions: false),
                       SessionState(session, revisions: false))
    }

    func testAVersionOneSaveIsStillRead() throws {
        let (session, save) = try savedGame()
        var file = try object(save)
        file["version"] = 1
        for field in ["speed", "setup_draft", "assisted", "counted"] { file[field] = nil }
        let restored = try GameSession.fromSave(json: try json(file))
        XCTAssertEqual(unrevised(restored.snapshot()), unrevised(session.snapshot()))
        XCTAssertEqual(restored.recordText(), session.recordText())
        XCTAssertEqual(restored.animationSpeed(), .normal)
    }

    func testTheAnimationSpeedAndASetupDraftAreSaved() throws {
        let session = GameSession(settings: settings(expertOpening: true))
        session.setAnimationSpeed(speed: .fast)
        _ = try session.beginSetup()
        _ = try session.setupSetCount(index: boardIndex(.south, .o1), count: 0)
        _ = try session.setupMoveStone(from: boardIndex(.south, .o2), to: boardIndex(.south, .i1))
        let draft = try XCTUnwrap(session.snapshot().setupDraft)
        XCTAssertEqual(draft.inHand, 2)
        let file = try object(session.save())
        XCTAssertEqual(file["speed"] as? String, "fast")
        XCTAssertEqual((file["setup_draft"] as? [Any])?.count, 40)
        let restored = try GameSession.fromSave(json: session.save())
        XCTAssertEqual(restored.animationSpeed(), .fast)
        XCTAssertEqual(restored.snapshot().setupDraft, draft)
        XCTAssertEqual(SessionState(restored, revisions: false), SessionState(session, revisions: false))
        // The restored draft goes on where it was left.
        _ = try restored.setupSetCount(index: boardIndex(.south, .o1), count: 2)
        let outcome = try restored.commitSetup()
        XCTAssertEqual(outcome.snapshot.board[boardIndex(.south, .i1)], 1)
        XCTAssertEqual(outcome.snapshot.board[boardIndex(.south, .o2)], 1)
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
        assertCorrupt(try edited { $0["version"] = -1 }, "a negative version")
        assertCorrupt(try edited { $0["game"] = nil }, "no game")
        assertCorrupt(try edited { $0["seed"] = "seven" }, "seed as text")
        assertCorrupt(try edited { $0["speed"] = "warp" }, "unknown speed")
        assertCorrupt(try edited { $0["south"] = ["seat": "robot"] }, "unknown seat")
        assertCorrupt(try edited { $0["north"] = ["seat": "computer", "level": "grandmaster"] }, "unknown level")
        assertCorrupt(try edited { $0["cheat"] = true }, "unknown field")
        assertCorrupt(try edited { $0["redo"] = ["o11"] }, "redo that is not a move")
        assertCorrupt(try edited { $0["redo"] = ["i1", "i1", "i1"] }, "redo that cannot be replayed")
        assertCorrupt(try edited { $0["setup_draft"] = [Int](repeating: 1, count: 40) }, "a draft when none can be")

        moves[0] = "i1"   // an empty house at the start: the record cannot be replayed
        game["moves"] = moves
        assertCorrupt(try edited { $0["game"] = game }, "an illegal move in the game")
        game["moves"] = ["x9"]
        assertCorrupt(try edited { $0["game"] = game }, "a move that is not a house")
    }

    func testSavesFromANewerVersionAreRefusedAsFutureSaveWithTheVersionClamped() throws {
        let (_, save) = try savedGame()
        var file = try object(save)
        for (version, reported) in [(3, 3), (99, 99), (1 << 40, Int(Int32.max)), (Int(Int64.max), Int(Int32.max))] {
            file["version"] = version
            let text = try json(file)
            XCTAssertEqual(kielaError { try GameSession.fromSave(json: text) }, .FutureSave(found: reported, supported: 2))
            let session = GameSession(settings: peopleSettings())
            assertRefused(session, .FutureSave(found: reported, supported: 2)) { try session.restore(json: text) }
        }
        // A newer save may hold fields this version does not know: still FutureSave, not corrupt.
        file["version"] = 3
        file["clock"] = ["south_ms": 1000]
        file["game"] = "a format from the future"
        XCTAssertEqual(kielaError { try GameSession.fromSave(json: try self.json(file)) },
                       .FutureSave(found: 3, supported: 2))
    }

    func testTheFutureSaveMessageTellsAPersonBothVersions() throws {
        let (_, save) = try savedGame()
        var file = try object(save)
        file["version"] = 42
        let error = try XCTUnwrap(kielaError { try GameSession.fromSave(json: try self.json(file)) })
        XCTAssertEqual(error, .FutureSave(found: 42, supported: 2))
        let message = errorMessage(error: error)
        XCTAssertTrue(message.contains("version 42"), message)
        XCTAssertTrue(message.contains("2"), message)
        XCTAssertFalse(message.contains("FutureSave"), "a sentence, not the debug description: \(message)")
    }

    // MARK: Records

    func testRecordTextRoundTripsThroughFromRecordText() throws {
        for (i, config) in [peopleSettings(), settings(variant: .beginner, captureSowing: .fromLapStart, first: .north),
                            settings(expertOpening: true)].enumerated() {
            let session = GameSession(settings: config)
            var rng = SeededRandom(seed: UInt64(60 + i))
            if config.expertOpening {
                // 20 stones in o1 and 8 in i1.
                _ = try session.beginSetup()
                for house in allHouses { _ = try session.setupSetCount(index: boardIndex(.south, house), count: 0) }
                _ = try session.setupSetCount(index: boardIndex(.south, .o1), count: 20)
                _ = try session.setupSetCount(index: boardIndex(.south, .i1), count: 8)
                _ = try session.commitSetup()
            }
            for _ in 0..<30 where session.snapshot().result == nil { try playRandom(session, config, &rng) }
            let text = session.recordText()
            XCTAssertTrue(text.hasPrefix("Kiela game record"), text)
            let copy = try GameSession.fromRecordText(text: text, south: .person, north: .person)
            XCTAssertEqual(copy.recordText(), text)
            XCTAssertEqual(copy.settings(), config)
            XCTAssertEqual(unrevised(copy.snapshot()), unrevised(session.snapshot(), canRedo: false), "config \(i)")
            XCTAssertEqual(unrevised(copy.lastMove()), unrevised(session.lastMove()), "config \(i): the last turn")
        }
    }

    func testAFinishedGameRecordCarriesItsResultAndRoundTrips() throws {
        let config = peopleSettings()
        let session = GameSession(settings: config)
        let end = try playToEnd(session, config, seed: 8)
        let text = session.recordText()
        XCTAssertFalse(text.contains("Result: playing"), text)
        let copy = try GameSession.fromRecordText(text: text, south: .person, north: .person)
        XCTAssertEqual(unrevised(copy.snapshot()), unrevised(end))
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
