// What both apps once decided for themselves and the session now decides: a tap on a house (a
// sowing, or a rearrangement's stone taken and put down), the refusals as a person is told them,
// one bookkeeping call after a change, the new-game choice and its JSON, and the stone layout.

import Foundation
import XCTest
import KielaCore

final class AppBrainTests: XCTestCase {
    func testATapSowsWhatTapsSaySowsAndIsRefusedForTheReasonTapsGive() throws {
        let session = GameSession(settings: peopleSettings())
        let start = session.snapshot()
        let empty = try XCTUnwrap(indices(of: .south).first { start.board[$0] == 0 })
        let theirs = boardIndex(.north, .o1)
        XCTAssertEqual(start.taps[empty], .refused(reason: .emptyHouse))
        XCTAssertEqual(start.taps[theirs], .refused(reason: .notYourHouse))
        for index in [empty, theirs] {
            guard case let .refused(reason) = start.taps[index] else { return XCTFail("house \(index) is refused") }
            let error = try XCTUnwrap(kielaError { try session.tap(index: index) })
            XCTAssertEqual(refusalOf(error: error), reason, "the thrown error is told as the taps' reason")
        }
        XCTAssertEqual(session.snapshot(), start, "a refused tap changes nothing")
        XCTAssertEqual(refusalOf(error: try XCTUnwrap(kielaError { try session.tap(index: 40) })), .other, "off the board")

        let index = try XCTUnwrap(start.legalHouses.first)
        guard case let .played(outcome) = try session.tap(index: index) else { return XCTFail("a legal tap plays") }
        checkOutcome(outcome, before: start, settings: peopleSettings())
        XCTAssertEqual(outcome.played, .sow(house: try XCTUnwrap(spotAt(index: index))))
        XCTAssertNil(outcome.announcement, "with two people the bottom player is not told their own move")
        let reply = try XCTUnwrap(session.snapshot().legalHouses.first)
        guard case let .played(answer) = try session.tap(index: reply) else { return XCTFail("the top player's tap plays") }
        XCTAssertEqual(answer.announcement?.mover, .north, "the top player's move is told to the bottom player")
    }

    func testEveryRefusalIsToldThroughOneEnum() {
        let spot = spotOf(side: .south, house: .o1)
        let cases: [(KielaError, Refusal)] = [
            (.GameOver, .gameOver), (.ComputerToMove, .computerToMove), (.NotYourHouse(spot: spot), .notYourHouse),
            (.EmptyHouse(spot: spot), .emptyHouse), (.SetupEmptyHouse(spot: spot), .emptyHouse),
            (.TooFewStones(spot: spot, stones: 1, min: 2), .tooFewStones(min: 2)), (.EndlessMove(spot: spot), .endlessMove),
            (.NothingToUndo, .other), (.NotOnBoard(index: 99), .other),
        ]
        for (error, refusal) in cases { XCTAssertEqual(refusalOf(error: error), refusal, "\(error)") }
    }

    func testTapsPickARearrangementsStoneUpAndPutItDown() throws {
        let config = settings(expertOpening: true)
        let session = GameSession(settings: config)
        XCTAssertEqual(session.snapshot().headline, .rearrangeOrSow)
        let begun = try session.beginSetup()
        let draft = try XCTUnwrap(begun.setupDraft)
        XCTAssertNil(draft.pickedUp)
        let from = try XCTUnwrap(indices(of: .south).first { draft.board[$0] > 0 })
        let to = try XCTUnwrap(indices(of: .south).first { draft.board[$0] == 0 })
        XCTAssertEqual(begun.taps[to], .refused(reason: .emptyHouse), "nothing to take from an empty house")
        XCTAssertEqual(refusalOf(error: try XCTUnwrap(kielaError { try session.tap(index: to) })), .emptyHouse)

        guard case let .changed(picked) = try session.tap(index: from) else { return XCTFail("a pick-up is a change") }
        XCTAssertEqual(picked.setupDraft?.pickedUp, from)
        XCTAssertEqual(picked.setupDraft?.board, draft.board, "nothing moves before it is put down")
        XCTAssertEqual(picked.taps[to], .putDown, "the next tap on an own house puts the stone down")
        checkSnapshot(picked, config)
        guard case let .changed(moved) = try session.tap(index: to) else { return XCTFail("a put-down is a change") }
        XCTAssertNil(moved.setupDraft?.pickedUp)
        XCTAssertEqual(moved.setupDraft?.board[from], draft.board[from] - 1)
        XCTAssertEqual(moved.setupDraft?.board[to], 1)

        // Put back on its own house: nothing changes but the hand.
        _ = try session.tap(index: to)
        guard case let .changed(back) = try session.tap(index: to) else { return XCTFail("put back") }
        XCTAssertEqual(back.setupDraft, moved.setupDraft)
    }

    func testBookkeepingGivesTheSaveAndTheStatisticsOnceAGameEnds() throws {
        let config = computerSettings(.beginner)
        let session = GameSession.withSeed(settings: config, seed: 4)
        let books = session.bookkeeping(statistics: emptyStatistics())
        XCTAssertEqual(books.save, session.save())
        XCTAssertNil(books.statistics, "a game on counts nothing")
        try playToEnd(session, config, seed: 4)
        let counted = try XCTUnwrap(session.bookkeeping(statistics: emptyStatistics()).statistics)
        XCTAssertEqual(counted.opponents.map(\.opponent), [.computer(level: .beginner)])
        XCTAssertEqual(counted.opponents.first.map { $0.unaided.played }, 1)
        XCTAssertNil(session.bookkeeping(statistics: counted).statistics, "a game is counted once")
        XCTAssertNoThrow(try GameSession.fromSave(json: session.bookkeeping(statistics: counted).save))
    }

    func testTheNewGameChoiceSetsUpItsGameAndComesBackThroughJSON() throws {
        let first = defaultNewGameChoice()
        XCTAssertEqual(first, NewGameChoice(opponent: .computer(level: .easy), side: .south, youStart: true,
                                            variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false))
        let opponents: [Opponent] = levels().map { .computer(level: $0) } + [.friend]
        for against in opponents {
            for side in Side.allCases {
                for youStart in [true, false] {
                    let choice = NewGameChoice(opponent: against, side: against == .friend ? .south : side, youStart: youStart,
                                               variant: .beginner, captureSowing: .fromLapStart, expertOpening: true)
                    XCTAssertEqual(newGameChoiceFromJson(json: newGameChoiceJson(choice: choice)), choice)
                    let game = newGameSettings(choice: choice)
                    XCTAssertEqual(newGameChoiceOf(settings: game), choice)
                    let person: Side = against == .friend ? .south : side
                    XCTAssertEqual(game.first, youStart ? person : opponent(person))
                    XCTAssertEqual(seat(game, person), .person)
                    if case let .computer(level) = against { XCTAssertEqual(seat(game, opponent(person)), .computer(level: level)) }
                }
            }
        }
        XCTAssertEqual(newGameChoiceFromJson(json: "not json"), first, "what cannot be read is the default")
        let partial = newGameChoiceFromJson(json: #"{"variant": "beginner", "side": "sideways", "unknown": 1}"#)
        XCTAssertEqual(partial.variant, .beginner, "a field read")
        XCTAssertEqual(partial.side, first.side, "a field not read falls back to its default")
    }

    func testTheStoneLayoutIsTheSharedTestVector() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/stone-layout.json")
        let data = try XCTUnwrap(FileManager.default.contents(atPath: url.path), "no tests/data/stone-layout.json")
        let file = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let places = try XCTUnwrap(file["places"] as? [[Double]])
        let layout = stoneLayout()
        XCTAssertEqual(layout.drawn, file["drawn"] as? Int)
        XCTAssertEqual(layout.tones, file["tones"] as? Int)
        XCTAssertEqual(layout.places.count, 40 * layout.drawn)
        XCTAssertEqual(layout.places.count, places.count)
        for (i, (place, expected)) in zip(layout.places, places).enumerated() {
            XCTAssertEqual(expected.count, 4)
            XCTAssertEqual(Double(place.x), expected[0], accuracy: 1e-6, "stone \(i): x")
            XCTAssertEqual(Double(place.y), expected[1], accuracy: 1e-6, "stone \(i): y")
            XCTAssertEqual(Double(place.radius), expected[2], accuracy: 1e-6, "stone \(i): radius")
            XCTAssertEqual(place.tone, Int(expected[3]), "stone \(i): tone")
        }
    }
}
