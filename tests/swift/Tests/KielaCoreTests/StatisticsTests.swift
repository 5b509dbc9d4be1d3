// Statistics as an app keeps them: `emptyStatistics()`, a finished game counted once with
// `countFinishedGame(statistics:)` (nil when there is nothing to count), and the versioned JSON
// of `statisticsJson` / `statisticsFromJson`, whose refusals are typed errors.

import Foundation
import XCTest
import KielaCore

final class StatisticsTests: XCTestCase {

    func tally(_ played: Int = 0, won: Int = 0, drawn: Int = 0, lost: Int = 0) -> Tally {
        Tally(played: played, won: won, drawn: drawn, lost: lost)
    }

    /// A game of `config` played to its end by random person moves (and the computer's).
    func finishedGame(_ config: GameSettings, seed: UInt64) throws -> GameSession {
        let session = GameSession.withSeed(settings: config, seed: seed)
        session.setAnimationSpeed(speed: .instant)
        try playToEnd(session, config, seed: seed)
        return session
    }

    func outcome(_ session: GameSession, for side: Side) throws -> PersonOutcome {
        let result = try XCTUnwrap(session.snapshot().result)
        guard let winner = result.winner else { return .drawn }
        return winner == side ? .won : .lost
    }

    func tallied(_ outcome: PersonOutcome) -> Tally {
        switch outcome {
        case .won: return tally(1, won: 1)
        case .drawn: return tally(1, drawn: 1)
        case .lost: return tally(1, lost: 1)
        }
    }

    func testEmptyStatisticsListNoOpponentAndRoundTripThroughJSON() throws {
        let empty = emptyStatistics()
        XCTAssertEqual(empty, Statistics(opponents: [], solvedPuzzles: [], recentGames: [], setAside: nil))
        let json = statisticsJson(statistics: empty)
        let file = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(file["format"] as? String, "kiela-statistics")
        XCTAssertEqual((file["version"] as? NSNumber)?.intValue, 2)
        XCTAssertEqual(try statisticsFromJson(json: json), empty)
    }

    func testAFinishedGameAgainstTheComputerIsCountedOnceForItsLevel() throws {
        let config = computerSettings(.beginner)
        let session = try finishedGame(config, seed: 3)
        let expected = try outcome(session, for: .south)
        XCTAssertEqual(session.snapshot().result?.person, expected, "the result says the person's outcome")
        let counted = try XCTUnwrap(session.countFinishedGame(statistics: emptyStatistics()))
        XCTAssertEqual(counted.opponents.count, 1)
        let entry = try XCTUnwrap(counted.opponents.first)
        XCTAssertEqual(entry.opponent, .computer(level: .beginner))
        XCTAssertEqual(entry.unaided, tallied(expected), "no undo, no hint: unaided")
        XCTAssertEqual(entry.assisted, tally())
        XCTAssertEqual(entry.currentStreak, expected == .won ? 1 : 0)
        XCTAssertEqual(entry.bestStreak, entry.currentStreak)

        // Once: again, after a save and restore, after undo and redo, the game is not counted.
        XCTAssertNil(session.countFinishedGame(statistics: counted))
        XCTAssertNil(session.countFinishedGame(statistics: emptyStatistics()))
        XCTAssertNil(try GameSession.fromSave(json: session.save()).countFinishedGame(statistics: counted))
        _ = try session.undo()
        XCTAssertNil(session.countFinishedGame(statistics: counted), "a game on is not counted")
        _ = try session.redo()
        XCTAssertNil(session.countFinishedGame(statistics: counted), "redo never counts a game twice")

        // The counts cross back through JSON unchanged.
        XCTAssertEqual(try statisticsFromJson(json: statisticsJson(statistics: counted)), counted)
    }

    func testGamesAreCountedPerOpponentWeakestFirstThenFriend() throws {
        var statistics = emptyStatistics()
        let friend = try finishedGame(peopleSettings(), seed: 1)
        statistics = try XCTUnwrap(friend.countFinishedGame(statistics: statistics))
        let hard = try finishedGame(settings(south: .computer(level: .easy), north: .person), seed: 2)
        statistics = try XCTUnwrap(hard.countFinishedGame(statistics: statistics))
        let beginner = try finishedGame(computerSettings(.beginner, first: .north), seed: 4)
        statistics = try XCTUnwrap(beginner.countFinishedGame(statistics: statistics))
        XCTAssertEqual(statistics.opponents.map(\.opponent), [.computer(level: .beginner), .computer(level: .easy), .friend])
        // Two people count from South's seat; a person playing North counts from North's.
        XCTAssertEqual(statistics.opponents[2].unaided, tallied(try outcome(friend, for: .south)))
        XCTAssertEqual(statistics.opponents[1].unaided, tallied(try outcome(hard, for: .north)))
        XCTAssertEqual(try statisticsFromJson(json: statisticsJson(statistics: statistics)), statistics)
    }

    func testNothingIsCountedWhileTheGameIsOnOrWithoutAPerson() throws {
        let on = GameSession(settings: computerSettings(.beginner))
        XCTAssertNil(on.countFinishedGame(statistics: emptyStatistics()))
        let computers = try finishedGame(settings(south: .computer(level: .beginner), north: .computer(level: .beginner)), seed: 6)
        XCTAssertNotNil(computers.snapshot().result)
        XCTAssertNil(computers.countFinishedGame(statistics: emptyStatistics()), "computer against computer is not counted")
    }

    func testAGameWithAnUndoOrAHintIsCountedAsAssisted() throws {
        for help in ["undo", "hint"] {
            let config = computerSettings(.beginner)
            let session = GameSession.withSeed(settings: config, seed: 11)
            _ = try session.play(.south, .o10)
            _ = try session.computerMove()
            if help == "undo" { _ = try session.undo() } else { _ = try session.hint() }
            XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(session.save().utf8)) as? [String: Any])?["assisted"] as? Bool,
                           true, help)
            try playToEnd(session, config, seed: 12)
            let counted = try XCTUnwrap(session.countFinishedGame(statistics: emptyStatistics()), help)
            let entry = try XCTUnwrap(counted.opponents.first)
            XCTAssertEqual(entry.unaided, tally(), help)
            XCTAssertEqual(entry.assisted, tallied(try outcome(session, for: .south)), help)
            XCTAssertEqual(entry.currentStreak, 0, "\(help): assisted wins make no streak")
        }
    }

    func testStatisticsBuiltInSwiftCrossWithEveryOpponentAndNumber() throws {
        let statistics = Statistics(opponents: levels().enumerated().map { i, level in
            OpponentStatistics(opponent: .computer(level: level), unaided: tally(10 + i, won: 5 + i, drawn: 2, lost: 3),
                               assisted: tally(i, won: i), currentStreak: i, bestStreak: 5)
        } + [OpponentStatistics(opponent: .friend, unaided: tally(1_000_000, won: 999_999, lost: 1),
                                assisted: tally(), currentStreak: 0, bestStreak: 999_999)],
                                    solvedPuzzles: ["most-001", "win2-003"], recentGames: [], setAside: nil)
        let json = statisticsJson(statistics: statistics)
        XCTAssertEqual(try statisticsFromJson(json: json), statistics)
        XCTAssertTrue(json.contains("999999"), json)
        // Entries may come in any order; they are read back in listing order.
        var file = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        file["opponents"] = (file["opponents"] as? [Any]).map { Array($0.reversed()) }
        let reversed = String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)
        XCTAssertEqual(try statisticsFromJson(json: reversed), statistics)
    }

    func testCorruptStatisticsAreRefusedAsCorruptStatistics() throws {
        let counted = try XCTUnwrap(try finishedGame(peopleSettings(), seed: 1).countFinishedGame(statistics: emptyStatistics()))
        let good = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(statisticsJson(statistics: counted).utf8)) as? [String: Any])
        func edited(_ change: (inout [String: Any]) -> Void) throws -> String {
            var copy = good
            change(&copy)
            return String(decoding: try JSONSerialization.data(withJSONObject: copy), as: UTF8.self)
        }
        var entry = try XCTUnwrap((good["opponents"] as? [[String: Any]])?.first)
        entry["current_streak"] = -1
        let bad: [(String, String)] = [
            ("", "empty text"),
            ("not json", "not JSON"),
            ("[1]", "an array"),
            (try edited { $0["format"] = "kiela-session" }, "another format"),
            (try edited { $0["version"] = nil }, "no version"),
            (try edited { $0["version"] = 0 }, "version 0"),
            (try edited { $0["cheat"] = true }, "unknown field"),
            (try edited { $0["opponents"] = [entry] }, "a negative streak"),
            (try edited { $0["opponents"] = (good["opponents"] as! [Any]) + (good["opponents"] as! [Any]) }, "an opponent twice"),
        ]
        for (json, why) in bad {
            let error = kielaError { try statisticsFromJson(json: json) }
            guard case let .CorruptStatistics(reason)? = error else {
                XCTFail("\(why): expected CorruptStatistics, got \(String(describing: error))"); continue
            }
            XCTAssertFalse(reason.isEmpty, why)
        }
    }

    func testStatisticsFromANewerVersionAreRefusedAsFutureStatisticsWithTheVersionClamped() throws {
        for (version, reported) in [(3, 3), (77, 77), (1 << 40, Int(Int32.max))] {
            let json = "{\"format\":\"kiela-statistics\",\"version\":\(version),\"opponents\":[],\"streaks\":{}}"
            let error = kielaError { try statisticsFromJson(json: json) }
            XCTAssertEqual(error, .FutureStatistics(found: reported, supported: 2))
            if let error { XCTAssertTrue(errorMessage(error: error).contains("version \(reported)"), errorMessage(error: error)) }
        }
    }
}
