import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The scripted game every app's tests play (tests/data/scripted-game.json, written and checked
/// against the rules by kiela-session's scripted_game test), tapped house by house through the
/// driver as two people on one phone play it: every turn's snapshot, the seat cards' headlines
/// and their words, the controls while a turn animates and after, the announcement and its
/// words, the last move's marks, and the turn played on the clock to the snapshot's board.
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
        /// The start: its snapshot's fields and the two headlines, side by side in one object.
        struct Start: Decodable {
            let state: State
            let headline: String
            let topHeadline: String?
            enum Keys: String, CodingKey { case headline, topHeadline }

            init(from decoder: Decoder) throws {
                state = try State(from: decoder)
                let seats = try decoder.container(keyedBy: Keys.self)
                headline = try seats.decode(String.self, forKey: .headline)
                topHeadline = try seats.decodeIfPresent(String.self, forKey: .topHeadline)
            }
        }
        struct Capture: Decodable, Equatable { let inner, outer, stones: Int }
        struct Announcement: Decodable {
            let mover: String
            let byComputer: Bool
            let byViewer: Bool
            let house: Int?
            let relays: Int
            let captures: [Capture]
            let captured: Int
        }
        struct Mark: Decodable, Equatable { let house: Int; let kind: String; let stones: Int? }
        struct Turn: Decodable {
            let index: Int
            let notation: String
            let captured: Int
            let snapshot: State
            let headline: String
            let topHeadline: String?
            let announcement: Announcement?
            let marks: [Mark]
        }
        let settings: Settings
        let start: Start
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

    /// A headline as the file names it, and the catalog key the core says it with.
    nonisolated static func name(_ headline: Headline) -> String {
        switch headline {
        case .yourTurn: "your_turn"
        case .rearrangeOrSow: "rearrange_or_sow"
        case .theirTurn: "their_turn"
        case .computerThinking: "computer_thinking"
        case .gameOver(.won): "game_over_won"
        case .gameOver(.lost): "game_over_lost"
        case .gameOver(.drawn): "game_over_drawn"
        }
    }

    static let headlineKeys = ["your_turn": "turn_yours", "rearrange_or_sow": "turn_setup", "their_turn": "turn_theirs",
                               "computer_thinking": "turn_computer", "game_over_won": "game_over",
                               "game_over_lost": "game_over", "game_over_drawn": "game_over"]

    nonisolated static func name(_ kind: MarkKind) -> (String, Int?) {
        switch kind {
        case .lifted: ("lifted", nil)
        case .relay: ("relay", nil)
        case .captor: ("captor", nil)
        case .lastStone: ("last_stone", nil)
        case .takenFrom(let stones): ("taken_from", stones)
        }
    }

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

    /// The seat cards' headlines (the near seat the bottom one), and the words for them.
    private func checkSeats(_ screen: GameScreen, bottom: String, top: String?, _ turn: String) throws {
        let snapshot = screen.shown
        XCTAssertEqual(Self.name(snapshot.headline), bottom, "\(turn): the bottom seat's headline")
        XCTAssertEqual(snapshot.topHeadline.map(Self.name), top, "\(turn): the top seat's headline")
        XCTAssertEqual(screen.seats.map(\.player), [.nearPlayer, .farPlayer], "\(turn): two people")
        XCTAssertEqual(screen.seats.map(\.turned), [false, true], "\(turn): the far card faces the far player")
        XCTAssertEqual(screen.seats.map(\.headline), [snapshot.headline, snapshot.topHeadline], "\(turn): each seat its own")
        XCTAssertEqual(screen.seats[0].words.headline?.keys, [try XCTUnwrap(Self.headlineKeys[bottom])], "\(turn)")
        XCTAssertEqual(screen.seats[1].words.headline?.keys, [try XCTUnwrap(Self.headlineKeys[top ?? ""])], "\(turn)")
        XCTAssertEqual(screen.seats.map(\.stones), [snapshot.viewer == .south ? snapshot.southStones : snapshot.northStones,
                                                    snapshot.viewer == .south ? snapshot.northStones : snapshot.southStones])
    }

    /// The turn's announcement as the file has it, and the keys the screen says it with, in order.
    private func checkAnnouncement(_ expected: Script.Announcement?, _ screen: GameScreen, _ turn: String) throws {
        let outcome = try XCTUnwrap(screen.animation)
        guard let expected else {
            XCTAssertNil(screen.words.announcement, "\(turn): not said")
            return XCTAssertNil(outcome.announcement, "\(turn): not announced")
        }
        let said = try XCTUnwrap(outcome.announcement, "\(turn): announced")
        XCTAssertEqual(said.mover, try Self.side(expected.mover), "\(turn): mover")
        XCTAssertEqual(said.byComputer, expected.byComputer, "\(turn): by the computer")
        XCTAssertEqual(said.byViewer, expected.byViewer, "\(turn): by the viewer")
        XCTAssertEqual(said.relays, expected.relays, "\(turn): relays")
        XCTAssertEqual(said.captured, expected.captured, "\(turn): captured")
        XCTAssertEqual(said.captures.map { Script.Capture(inner: $0.inner.index, outer: $0.outer.index, stones: $0.stones) },
                       expected.captures, "\(turn): captures")
        var keys: [String]
        switch said.played {
        case _ where expected.byViewer:
            // The viewer saw which house they sowed: only what followed is said.
            keys = []
        case .sow(let spot):
            XCTAssertEqual(spot.index, expected.house, "\(turn): the house sown")
            keys = [expected.byComputer ? "announce_computer_sowed" : "announce_opponent_sowed",
                    spot.row == .inner ? "house_short_inner" : "house_short_outer"]
        case .setup:
            XCTAssertNil(expected.house, "\(turn): a rearrangement")
            keys = [expected.byComputer ? "announce_computer_rearranged" : "announce_opponent_rearranged"]
        }
        if expected.relays > 0 { keys.append("announce_relays") }
        if expected.captured > 0 { keys.append("announce_captured") }
        XCTAssertEqual(screen.words.announcement?.keys, keys, "\(turn): the words of the announcement")
        let told = try XCTUnwrap(outcome.cues.first { $0.kind == .announce }, "\(turn): an announce cue")
        XCTAssertEqual(told.atMs, expected.byViewer ? outcome.durationMs : 0,
                       "\(turn): the other side's said as the motion begins, the viewer's own as it ends")
    }

    func testTheDriverPlaysTheScriptedGameAsTheRulesDo() async throws {
        let script = try Self.load()
        let h = Harness()
        try await h.open()
        h.screens.send(.newGame(choice: newGameChoiceOf(settings: try Self.settings(script.settings))))
        var screen = try await h.next("the new game") { $0.snapshot.twoPeople && $0.snapshot.turns == 0 && !$0.guideOffer }
        XCTAssertEqual(screen.settings, try Self.settings(script.settings))
        try check(script.start.state, screen.snapshot, "the start")
        try checkSeats(screen, bottom: script.start.headline, top: script.start.topHeadline, "the start")
        XCTAssertFalse(script.turns.isEmpty)
        for (i, turn) in script.turns.enumerated() {
            let name = "turn \(i + 1) (\(turn.notation), index \(turn.index))"
            XCTAssertTrue(screen.controls.board, "\(name): the board takes a tap")
            XCTAssertEqual(screen.snapshot.taps[turn.index], .sow, "\(name): the house is one a tap sows")
            h.screens.send(.tap(index: turn.index))
            screen = try await h.next("\(name) played") { $0.snapshot.turns == i + 1 }
            XCTAssertNil(screen.notice, "\(name): played, not refused")
            XCTAssertEqual(screen.queued, 0)
            let outcome = try XCTUnwrap(screen.animation)
            XCTAssertEqual(outcome.notation, turn.notation, "\(name): notation")
            XCTAssertEqual(outcome.captured, turn.captured, "\(name): captured")
            XCTAssertFalse(screen.controls.board || screen.controls.hint || screen.controls.rearrange,
                           "\(name): nothing to tap while the turn animates")
            XCTAssertTrue(screen.controls.undo, "\(name): the turn may be taken back")
            XCTAssertFalse(screen.thinking, "\(name): nobody thinks between two people")
            try check(turn.snapshot, screen.snapshot, name)
            try checkAnnouncement(turn.announcement, screen, name)
            XCTAssertEqual(screen.snapshot.lastMoveMarks.map { mark in
                let (kind, stones) = Self.name(mark.kind)
                return Script.Mark(house: mark.house, kind: kind, stones: stones)
            }, turn.marks, "\(name): the last move's marks")
            // Played on the clock to its end, the timeline lands on the snapshot's board.
            let playback = TurnPlayback(outcome, timeScale: 1)
            XCTAssertEqual(playback.frame(atMs: 0).board, screen.shown.board)
            XCTAssertEqual(playback.frame(atMs: playback.motionMs).board, turn.snapshot.board)
            h.screens.send(.animationDone(revision: outcome.revision))
            screen = try await h.next("\(name) animated") { $0.animation == nil && $0.snapshot.turns == i + 1 }
            try checkSeats(screen, bottom: turn.headline, top: turn.topHeadline, name)
            XCTAssertEqual(screen.controls.board, screen.snapshot.result == nil, "\(name): the board takes the next tap")
        }
        XCTAssertEqual(screen.snapshot.turns, script.turns.count)
        let result = try XCTUnwrap(screen.words.result, "the game is over: its card's words")
        XCTAssertEqual(result.finalStones.keys.first, "result_final_stones")
        await h.close()
    }
}
