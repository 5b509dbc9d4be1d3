// The review, the puzzles and the guided game's notes through the Swift bindings: what the iOS
// app builds its new screens on.

import Foundation
import XCTest
import KielaCore

final class AfterTheGameTests: XCTestCase {
    /// Two people playing random legal houses: `turns` of them, or fewer if the game ends.
    func randomGame(seed: UInt64, turns: Int) throws -> GameSession {
        let session = GameSession.withSeed(settings: peopleSettings(), seed: seed)
        var rng = SeededRandom(seed: seed)
        for _ in 0..<turns where session.snapshot().result == nil {
            let index = session.snapshot().legalHouses.randomElement(using: &rng)!
            _ = try session.play(index: index)
        }
        return session
    }

    func testAReviewScoresEveryTurnAgainstTheBestMoveTheSameEveryTime() throws {
        let session = try randomGame(seed: 6, turns: 30)
        let review = try GameReviewer().review(record: session.recordText(), seats: .againstComputer(person: .north))
        XCTAssertEqual(review.turns.count, session.snapshot().turns)
        XCTAssertEqual(review.turns.map(\.turn), Array(1...review.turns.count))
        for turn in review.turns {
            XCTAssertGreaterThanOrEqual(turn.bestEvaluation, turn.evaluation, "\(turn)")
            XCTAssertEqual(turn.verdict == .best, turn.played == turn.best, "\(turn)")
            // What the words say is the core's: the cost by the verdict, the value by the winning
            // chance (whole percent, only a proven result certain).
            XCTAssertEqual(turn.verdict == .best, turn.cost == .nothing, "\(turn)")
            XCTAssertEqual(turn.verdict == .good, turn.cost == .close, "\(turn)")
            XCTAssertGreaterThanOrEqual(turn.bestChance, turn.chance, "\(turn)")
            if case .chance(let points) = turn.cost { XCTAssertTrue((1...100).contains(points), "\(turn)") }
            for (value, chance) in [(turn.value, turn.chance), (turn.bestValue, turn.bestChance)] {
                switch value {
                case .chance(let percent):
                    XCTAssertEqual(percent, min(99, max(1, Int((chance * 100).rounded()))), "\(turn)")
                case .win(let plies): XCTAssertTrue(chance == 1 && plies > 0, "\(turn)")
                case .loss(let plies): XCTAssertTrue(chance == 0 && plies >= 0, "\(turn)")
                }
            }
        }
        XCTAssertTrue(review.turns.contains { $0.verdict == .mistake || $0.verdict == .blunder })
        XCTAssertEqual(review.finalBoard, session.snapshot().board)
        XCTAssertEqual(try GameReviewer().review(record: session.save(), seats: .againstComputer(person: .north)), review,
                       "a save is reviewed as its game")
        // The graph and the counts are seen from the seats asked for.
        let twoPeople = try GameReviewer().review(record: session.recordText(), seats: .twoPeople)
        XCTAssertEqual(twoPeople.turns, review.turns)
        XCTAssertEqual([review.viewer, twoPeople.viewer], [.north, .south], "the person's side, else South's (the bottom)")
        for (north, south) in zip(review.graph, twoPeople.graph) {
            XCTAssertEqual(north.played, -south.played)
            XCTAssertEqual(north.best, -south.best)
            XCTAssertLessThanOrEqual(abs(north.best), 1, "a height within the edges")
            XCTAssertLessThanOrEqual(abs(north.played), 1, "a height within the edges")
        }
        // A graph of winning chances: 2 × chance − 1 from the viewer's side.
        for (turn, point) in zip(review.turns, twoPeople.graph) {
            let south = turn.mover == .south ? turn.chance : 1 - turn.chance
            XCTAssertEqual(point.played, 2 * south - 1, accuracy: 1e-9, "\(turn)")
        }
        for (side, counts) in [(Side.south, review.south), (.north, review.north)] {
            let mine = review.turns.filter { $0.mover == side }
            XCTAssertEqual(counts.best + counts.good + counts.inaccuracy + counts.mistake + counts.blunder, mine.count)
            XCTAssertEqual(counts.mistake, mine.filter { $0.verdict == .mistake }.count)
        }
        let opening = review.turns[review.opening]
        XCTAssertTrue(opening.verdict == .mistake || opening.verdict == .blunder, "\(opening)")
    }

    func testARecordThatCannotBeReadIsRefusedWithTheReason() {
        for text in ["", "not a game", "{\"format\": \"kiela-game-record\"}"] {
            guard case .BadRecord(let reason)? = kielaError({ try GameReviewer().review(record: text, seats: .bySide) }) else {
                XCTFail("\(text): expected BadRecord"); continue
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testAReviewReportsProgressAndCanBeCancelled() throws {
        // Two beginners play a long game: the review is still running when it is cancelled.
        let game = GameSession.withSeed(settings: settings(south: .computer(level: .beginner), north: .computer(level: .beginner)), seed: 9)
        while game.snapshot().turns < 80 && game.snapshot().result == nil { _ = try game.computerMove() }
        let record = game.recordText()
        let reviewer = GameReviewer()
        let review = Background { kielaError { try reviewer.review(record: record, seats: .bySide) } }
        while reviewer.progress().done == 0 { usleep(5_000) }
        XCTAssertEqual(reviewer.progress().total, game.snapshot().turns)
        reviewer.cancel()
        XCTAssertEqual(try review.result(timeout: 10)?.get() ?? nil, .Cancelled)
        // A cancel holds for good, even one before the review begins: no review is lost to a race.
        XCTAssertEqual(kielaError { try reviewer.review(record: record, seats: .bySide) }, .Cancelled)
        let cancelledFirst = GameReviewer()
        cancelledFirst.cancel()
        XCTAssertEqual(kielaError { try cancelledFirst.review(record: record, seats: .bySide) }, .Cancelled)
    }

    func testEveryTakeTheMostPuzzleIsSolvedByItsAnswerAndAnotherMoveMisses() throws {
        let puzzles = allPuzzles()
        XCTAssertGreaterThanOrEqual(puzzles.count, 100)
        XCTAssertEqual(Set(puzzles.map(\.id)).count, puzzles.count)
        for puzzle in puzzles where puzzle.kind == .mostInOne {
            let session = try PuzzleSession(id: puzzle.id, speed: .instant)
            XCTAssertEqual(session.snapshot().board, puzzle.board)
            let step = try session.play(index: puzzle.answer.index)
            XCTAssertEqual(step.outcome.captured, puzzle.stones, puzzle.id)
            XCTAssertEqual(step.state, .solved, puzzle.id)
            _ = session.restart()
            let other = try XCTUnwrap(session.snapshot().legalHouses.first { $0 != puzzle.answer.index })
            let missed = try session.play(index: other)
            XCTAssertEqual(missed.state, .missed(miss: .tookFewer(took: missed.outcome.captured, most: puzzle.stones,
                                                                  answer: puzzle.answer)), puzzle.id)
        }
    }

    func testAWinInTwoIsDefendedByTheEngine() throws {
        let puzzle = try XCTUnwrap(allPuzzles().first { $0.kind == .winIn(moves: 2) })
        let session = try PuzzleSession(id: puzzle.id, speed: .normal)
        let step = try session.play(index: puzzle.answer.index)
        let reply = try XCTUnwrap(step.reply)
        XCTAssertEqual(reply.mover, .north)
        XCTAssertGreaterThan(reply.beatMs, 0)
        XCTAssertEqual(step.state, .playing)
        XCTAssertEqual(kielaError { try PuzzleSession(id: "no-such", speed: .normal) }, .UnknownPuzzle(id: "no-such"))
    }

    func testEverySowingCarriesItsGuideNotesAtTheirSteps() throws {
        let session = GameSession.withSeed(settings: peopleSettings(), seed: 1)
        let outcome = try session.play(index: boardIndex(.south, .o10))
        XCTAssertEqual(outcome.guide.first?.note, .sowing(house: spotOf(side: .south, house: .o10), stones: 2))
        guard case .turnEnds? = outcome.guide.last?.note else { return XCTFail("the turn's end is told") }
        for cue in outcome.guide { XCTAssertEqual(outcome.timeline[cue.step].startMs, cue.atMs) }
        let solved = statisticsWithSolvedPuzzle(statistics: emptyStatistics(), id: "most-001")
        XCTAssertEqual(solved.solvedPuzzles, ["most-001"])
        XCTAssertEqual(try statisticsFromJson(json: statisticsJson(statistics: solved)), solved)
    }
}
