import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The scripted game every app's tests play (tests/data/scripted-game.json, written and checked
/// against the rules by kiela-session's scripted_game test), tapped house by house through the
/// model as two people on one phone play it, with the snapshot checked every turn.
@MainActor
final class ScriptedGameTests: XCTestCase {
    struct Script: Decodable {
        struct Settings: Decodable {
            let variant, captureSowing, south, north, first: String
            let expertOpening: Bool
        }
        struct Result: Decodable { let winner: String?; let reason: String }
        struct State: Decodable {
            let board: [Int]
            let southStones, northStones: Int
            let toMove: String
            let legalHouses: [Int]
            let result: Result?
        }
        struct Turn: Decodable { let index: Int; let notation: String; let captured: Int; let snapshot: State }
        let settings: Settings
        let start: State
        let turns: [Turn]
    }

    nonisolated static func load() throws -> Script {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: repoFile("tests/data/scripted-game.json").path))
        return try JSONDecoder().decode(Script.self, from: data)
    }

    nonisolated static func settings(_ s: Script.Settings) throws -> GameSettings {
        XCTAssertEqual([s.south, s.north], ["person", "person"], "the scripted game is played by two people")
        return GameSettings(
            variant: try XCTUnwrap(Variant.allCases.first { "\($0)" == s.variant }),
            captureSowing: s.captureSowing == "after_capturing_house" ? .afterCapturingHouse : .fromLapStart,
            expertOpening: s.expertOpening, south: .person, north: .person,
            first: try side(s.first))
    }

    nonisolated static func side(_ name: String) throws -> Side { try XCTUnwrap(Side.allCases.first { "\($0)" == name }) }

    private func check(_ expected: Script.State, _ actual: Snapshot, _ turn: String) throws {
        XCTAssertEqual(actual.board, expected.board, "\(turn): board")
        XCTAssertEqual(actual.southStones, expected.southStones, "\(turn): South's stones")
        XCTAssertEqual(actual.northStones, expected.northStones, "\(turn): North's stones")
        XCTAssertEqual(actual.toMove, try Self.side(expected.toMove), "\(turn): to move")
        XCTAssertEqual(actual.legalHouses, expected.legalHouses, "\(turn): legal houses")
        if let result = expected.result {
            let found = try XCTUnwrap(actual.result, "\(turn): the game should be over")
            XCTAssertEqual(found.winner, try result.winner.map(Self.side), "\(turn): winner")
            let reason = ["no_legal_move": EndReason.noLegalMove, "repetition": .repetition, "no_capture": .noCapture]
            XCTAssertEqual(found.reason, reason[result.reason], "\(turn): why it ended")
            XCTAssertEqual(found.southStones, actual.southStones)
            XCTAssertEqual(found.northStones, actual.northStones)
            XCTAssertNil(found.person, "\(turn): two people: no person's outcome")
        } else {
            XCTAssertNil(actual.result, "\(turn): the game is on")
        }
    }

    func testTheModelPlaysTheScriptedGameAsTheRulesDo() async throws {
        let script = try Self.load()
        let h = Harness(try Self.settings(script.settings))
        try check(script.start, h.snapshot, "the start")
        XCTAssertFalse(script.turns.isEmpty)
        for (i, turn) in script.turns.enumerated() {
            let name = "turn \(i + 1) (\(turn.notation), index \(turn.index))"
            XCTAssertTrue(h.state.awaitingTap, "\(name): the model takes a tap")
            h.model.play(turn.index)
            XCTAssertNil(h.state.refusal, "\(name): played, not refused")
            XCTAssertEqual(h.state.animations.count, 1)
            let queued = try XCTUnwrap(h.state.animations.first)
            XCTAssertEqual(queued.outcome.notation, turn.notation, "\(name): notation")
            XCTAssertEqual(queued.outcome.captured, turn.captured, "\(name): captured")
            try check(turn.snapshot, h.snapshot, name)
            XCTAssertEqual(h.worker.count, 0, "\(name): nobody thinks between two people")
            // Played on the clock to its end, the timeline lands on the snapshot's board.
            let playback = TurnPlayback(queued, timeScale: 1)
            XCTAssertEqual(playback.frame(atMs: 0).board, queued.before.board)
            XCTAssertEqual(playback.frame(atMs: playback.player.scaledDurationMs).board, turn.snapshot.board)
            h.model.animationDone(queued.outcome.revision)
        }
        XCTAssertEqual(h.snapshot.turns, script.turns.count)
        h.io.runAll()
        XCTAssertEqual(h.store.writes[.game], script.turns.count, "one save a turn")
    }
}
