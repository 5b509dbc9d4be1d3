import Foundation
import XCTest
import KielaCatalog
import KielaCore
import KielaStudy
import KielaWords
@testable import KielaKit

/// After the game: a puzzle solved kept in the statistics (once, written as the game's are), a
/// damaged part of the statistics set aside with the games kept, a puzzle played through its
/// model, a review run on a worker with its progress, the guided game's notes at their moments,
/// and the words for all of it.
@MainActor
final class AfterTheGameTests: XCTestCase {
    // MARK: - The statistics

    func testASolvedPuzzleIsKeptInTheStatisticsOnceWrittenOnTheIoQueue() async throws {
        let h = Harness(people())
        h.model.solvedPuzzle(id: "most-002")
        h.model.solvedPuzzle(id: "most-001")
        XCTAssertEqual(h.state.statistics.solvedPuzzles, ["most-001", "most-002"], "sorted, the core's")
        XCTAssertNil(h.store.files[.statistics], "written on the io queue, not on the main thread")
        h.io.runAll()
        XCTAssertEqual(h.store.writes[.statistics], 2)
        let written = try statisticsFromJson(json: try XCTUnwrap(h.store.files[.statistics]))
        XCTAssertEqual(written.solvedPuzzles, ["most-001", "most-002"])
        h.model.solvedPuzzle(id: "most-001")
        XCTAssertEqual(h.io.count, 0, "solved again: nothing to write")
        // The next start reads them back.
        let again = Harness(people(), store: h.store)
        XCTAssertEqual(again.state.statistics.solvedPuzzles, ["most-001", "most-002"])
        XCTAssertNil(again.state.notice)
    }

    /// A statistics file with a game counted and, as written, a puzzle solved and a recent game.
    private func statisticsFile(damaging part: String, with value: Any) throws -> String {
        let counted = OpponentStatistics(opponent: .computer(level: .easy), unaided: Tally(played: 2, won: 1, drawn: 0, lost: 1),
                                         assisted: Tally(played: 0, won: 0, drawn: 0, lost: 0), currentStreak: 0, bestStreak: 1)
        let statistics = Statistics(opponents: [counted], solvedPuzzles: ["most-001"], recentGames: [], setAside: nil)
        var file = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(statisticsJson(statistics: statistics).utf8)) as? [String: Any])
        XCTAssertNotNil(file[part], "the file has its \(part)")
        file[part] = value
        return String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)
    }

    func testADamagedPuzzlePartIsSetAsideTheGamesKeptWrittenBackAndToldOnce() async throws {
        let damaged = try statisticsFile(damaging: "puzzles", with: ["solved": 7])
        let store = MemoryStore()
        store.files[.statistics] = damaged
        XCTAssertNotNil(try statisticsFromJson(json: damaged).setAside, "the core sets the part aside")
        let h = Harness(people(), store: store)
        XCTAssertEqual(h.state.notice, .statisticsPartSetAside)
        XCTAssertEqual(Words.notice(.statisticsPartSetAside), .key("history_set_aside"))
        XCTAssertEqual(h.state.statistics.opponents.first?.unaided.played, 2, "the games counted are kept")
        XCTAssertEqual(h.state.statistics.solvedPuzzles, [])
        XCTAssertNil(h.state.statistics.setAside)
        XCTAssertEqual(store.setAside[.statistics], nil, "set aside on the io queue")
        h.io.runAll()
        XCTAssertEqual(store.setAside[.statistics], [damaged], "the file as read, kept aside")
        let written = try statisticsFromJson(json: try XCTUnwrap(store.files[.statistics]))
        XCTAssertNil(written.setAside)
        XCTAssertEqual(written.opponents, h.state.statistics.opponents)
        // Said once: the next start finds the file whole.
        let again = Harness(people(), store: store)
        XCTAssertNil(again.state.notice)
        XCTAssertEqual(again.state.statistics, h.state.statistics)
        XCTAssertEqual(again.io.count, 0)
    }

    func testDamagedRecentGamesOnDiskAreMovedAsideAndTheFileRewritten() async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kiela-ios-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileGameStore(directory: directory)
        let damaged = try statisticsFile(damaging: "recent_games", with: [["opponent": "friend", "outcome": "won", "record": "nonsense"]])
        store.write(.statistics, damaged)
        let io = ManualExecutor()
        let model = GameModel(store: store, worker: ManualExecutor(), main: ManualExecutor(), io: io, newSettings: people())
        XCTAssertEqual(model.state.notice, .statisticsPartSetAside)
        XCTAssertEqual(model.state.statistics.solvedPuzzles, ["most-001"], "the other part is kept")
        io.runAll()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(names, ["statistics.json", "statistics.unreadable-1.json"])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(names[1]), encoding: .utf8), damaged)
        XCTAssertNil(try statisticsFromJson(json: try XCTUnwrap(store.read(.statistics))).setAside)
    }

    func testPreferencesKeepTheGuidedGame() async {
        let store = MemoryStore()
        var p = Preferences()
        XCTAssertFalse(p.guideDeclined)
        XCTAssertFalse(p.guiding)
        p.guideDeclined = true
        p.guiding = true
        store.write(.preferences, p.json)
        XCTAssertEqual(Preferences(store: store), p)
        XCTAssertEqual(guidedGameChoice().opponent, .computer(level: .beginner))
        let settings = newGameSettings(choice: guidedGameChoice())
        XCTAssertEqual([settings.south, settings.north], [.person, .computer(level: .beginner)])
        XCTAssertEqual(settings.first, .south, "the person South, first")
        XCTAssertFalse(settings.expertOpening)
    }

    // MARK: - A puzzle

    private func puzzleModel(_ id: String, solved: @escaping @MainActor (String) -> Void = { _ in })
        throws -> (PuzzleModel, ManualExecutor, ManualExecutor) {
        let worker = ManualExecutor(), main = ManualExecutor()
        return (try PuzzleModel(id: id, speed: .normal, worker: worker, main: main, solved: solved), worker, main)
    }

    func testTakingTheMostSolvesThePuzzleOnTheWorkerAndTheVerdictWaitsForTheAnimation() async throws {
        let puzzle = try XCTUnwrap(allPuzzles().first { $0.kind == .mostInOne })
        var solved: [String] = []
        let (model, worker, main) = try puzzleModel(puzzle.id) { solved.append($0) }
        XCTAssertEqual(model.shown.board, puzzle.board)
        XCTAssertEqual(model.shown.viewer, .south)
        XCTAssertTrue(model.awaitingTap)
        XCTAssertTrue(model.sowable.contains(puzzle.answer.index))
        model.tap(puzzle.answer.index)
        XCTAssertTrue(model.playing)
        XCTAssertFalse(model.awaitingTap)
        XCTAssertEqual(worker.count, 1, "played off the main thread")
        model.tap(puzzle.answer.index)
        XCTAssertEqual(worker.count, 1, "one tap at a time")
        worker.runAll()
        main.runAll()
        XCTAssertEqual(model.standing, .solved)
        XCTAssertEqual(solved, [puzzle.id], "kept at once")
        XCTAssertEqual(model.animations.count, 1, "no defence for taking the most")
        XCTAssertEqual(model.animations.first?.before.board, puzzle.board)
        XCTAssertEqual(model.animations.first?.outcome.captured, puzzle.stones)
        XCTAssertNil(model.verdict, "told once the sowing has played")
        model.animationDone(try XCTUnwrap(model.animations.first).outcome.revision)
        XCTAssertEqual(model.verdict, .solved)
        XCTAssertFalse(model.awaitingTap)
        XCTAssertEqual(Words.puzzleSolved(puzzle).keys.first, "puzzle_solved_most")
    }

    func testAnotherMoveMissesWithTheAnswerAndTryAgainStartsOver() async throws {
        let puzzle = try XCTUnwrap(allPuzzles().first { $0.kind == .mostInOne })
        let (model, worker, main) = try puzzleModel(puzzle.id)
        let start = model.snapshot
        let other = try XCTUnwrap(model.sowable.first { $0 != puzzle.answer.index })
        model.tap(other)
        worker.runAll()
        main.runAll()
        guard case .missed(.tookFewer(let took, let most, let answer)) = model.standing else {
            return XCTFail("missed: \(model.standing)")
        }
        XCTAssertLessThan(took, most)
        XCTAssertEqual(most, puzzle.stones)
        XCTAssertEqual(answer, puzzle.answer)
        XCTAssertEqual(model.last?.tried, start, "the answer is shown on the board before the move")
        XCTAssertEqual(model.last?.triedHouse.index, other)
        model.animationDone(try XCTUnwrap(model.animations.first).outcome.revision)
        XCTAssertEqual(model.verdict, model.standing)
        model.restart()
        XCTAssertEqual(model.standing, .playing)
        XCTAssertEqual(model.snapshot.board, puzzle.board)
        XCTAssertTrue(model.animations.isEmpty)
        XCTAssertTrue(model.awaitingTap)
        XCTAssertNil(model.last, "no move since the restart")
    }

    func testATapOnTheirHouseIsRefusedWithoutTheWorker() async throws {
        let puzzle = try XCTUnwrap(allPuzzles().first)
        let (model, worker, _) = try puzzleModel(puzzle.id)
        let theirs = try XCTUnwrap(puzzle.board.indices.first { puzzle.board[$0] > 1 && spotAt(index: $0)?.side == .north })
        model.tap(theirs)
        XCTAssertEqual(model.refusal?.reason, .notYourHouse)
        XCTAssertEqual(worker.count, 0)
        XCTAssertThrowsError(try PuzzleModel(id: "no-such-puzzle", speed: .normal, worker: worker, main: worker) { _ in })
    }

    func testAWinInTwoIsAnsweredByTheDefenceAfterItsBeatAndThenWon() async throws {
        let puzzle = try XCTUnwrap(allPuzzles().first { $0.kind == .winIn(moves: 2) })
        var solved: [String] = []
        let (model, worker, main) = try puzzleModel(puzzle.id) { solved.append($0) }
        XCTAssertNil(model.last)
        model.tap(puzzle.answer.index)
        worker.runAll()
        main.runAll()
        XCTAssertEqual(model.standing, .playing)
        XCTAssertEqual(model.animations.count, 2, "the move, then the defence")
        let (move, reply) = (model.animations[0], model.animations[1])
        XCTAssertEqual(reply.before, move.outcome.snapshot)
        XCTAssertEqual(reply.outcome.mover, .north)
        XCTAssertGreaterThan(reply.outcome.beatMs, 0, "the defence takes the computer's beat")
        XCTAssertEqual(model.last?.movesLeft, 1)
        XCTAssertFalse(model.awaitingTap)
        model.animationDone(move.outcome.revision)
        model.animationDone(reply.outcome.revision)
        XCTAssertTrue(model.awaitingTap)
        XCTAssertNil(model.verdict)
        // The second move that wins, found by trying each on the core's own puzzle.
        let winning = try XCTUnwrap(model.sowable.first { index in
            guard let session = try? PuzzleSession(id: puzzle.id, speed: .instant),
                  (try? session.play(index: puzzle.answer.index)) != nil else { return false }
            return (try? session.play(index: index))?.state == .solved
        })
        model.tap(winning)
        worker.runAll()
        main.runAll()
        XCTAssertEqual(model.standing, .solved)
        XCTAssertEqual(solved, [puzzle.id])
    }

    // MARK: - A review

    /// A game of two people, a few turns in, as its record.
    private func shortRecord(turns: Int) throws -> String {
        let session = GameSession(settings: people())
        for _ in 0..<turns { _ = try session.play(index: try XCTUnwrap(session.snapshot().legalHouses.first)) }
        return session.recordText()
    }

    func testAReviewRunsOnTheWorkerWithItsProgressAndComesBackOnMain() async throws {
        let worker = QueueExecutor(DispatchQueue(label: "test.review")), main = ManualExecutor()
        let model = ReviewModel(record: try shortRecord(turns: 2), seats: .twoPeople, worker: worker, main: main)
        XCTAssertEqual(model.phase, .reviewing(done: 0, total: 0))
        let deadline = Date().addingTimeInterval(60)
        while main.count == 0 && Date() < deadline {
            model.poll()
            try await Task.sleep(for: .milliseconds(20))
        }
        model.poll()
        XCTAssertEqual(model.phase, .reviewing(done: 2, total: 2), "the progress, polled")
        main.runAll()
        guard case .reviewed(let review) = model.phase else { return XCTFail("\(model.phase)") }
        XCTAssertEqual(review.turns.map(\.turn), [1, 2])
        XCTAssertEqual(review.turns.map(\.mover), [.south, .north])
        XCTAssertEqual(review.seats, .twoPeople)
        model.poll()
        model.cancel()
        XCTAssertEqual(model.phase, .reviewed(review), "nothing to poll or cancel once reviewed")
    }

    func testACancelledReviewDropsItsAnswerAndABadRecordFails() async throws {
        let worker = ManualExecutor(), main = ManualExecutor()
        let model = ReviewModel(record: try shortRecord(turns: 1), seats: .twoPeople, worker: worker, main: main)
        model.cancel()
        XCTAssertEqual(model.phase, .cancelled)
        worker.runAll()
        main.runAll()
        XCTAssertEqual(model.phase, .cancelled, "a late answer is dropped")
        let bad = ReviewModel(record: "Kiela game record\n\n1. south o99\n", seats: .bySide, worker: worker, main: main)
        worker.runAll()
        main.runAll()
        guard case .failed(let reason) = bad.phase else { return XCTFail("\(bad.phase)") }
        XCTAssertFalse(reason.isEmpty)
    }

    /// A record reviewed through the model (its worker and main run by hand), from `seats`.
    private func reviewed(_ record: String, _ seats: ReviewSeats) throws -> GameReview {
        let worker = ManualExecutor(), main = ManualExecutor()
        let model = ReviewModel(record: record, seats: seats, worker: worker, main: main)
        worker.runAll()
        main.runAll()
        guard case .reviewed(let review) = model.phase else { throw NotReviewed(phase: model.phase) }
        return review
    }

    private struct NotReviewed: Error { let phase: ReviewModel.Phase }

    func testTheReviewIsAskedForTheSeatsAndItsGraphIsSeenFromThem() async throws {
        let record = try shortRecord(turns: 8)
        let north = try reviewed(record, .againstComputer(person: .north)), bottom = try reviewed(record, .twoPeople)
        XCTAssertEqual(north.seats, .againstComputer(person: .north), "the seats the model was given")
        XCTAssertEqual(bottom.seats, .twoPeople)
        XCTAssertEqual(north.turns, bottom.turns, "the same game")
        XCTAssertEqual(north.graph.count, north.turns.count, "a point per turn")
        XCTAssertEqual(north.graph.map(\.played), bottom.graph.map { -$0.played }, "North's side is South's upside down")
        XCTAssertEqual(north.graph.map(\.best), bottom.graph.map { -$0.best })
        for (turn, point) in zip(north.turns, north.graph) {
            let mine = turn.mover == .north ? 1.0 : -1.0
            XCTAssertGreaterThanOrEqual(mine * Double(turn.evaluation) * point.played, 0, "\(turn): seen from North")
            XCTAssertLessThanOrEqual(abs(point.played), 1, "a height within the edges")
        }
        for side in Side.allCases {
            let counts = north.counts(side), moves = north.turns.filter { $0.mover == side }
            XCTAssertEqual(Verdict.allCases.map { counts[$0] }, Verdict.allCases.map { v in moves.filter { $0.verdict == v }.count },
                           "\(side)'s verdicts")
        }
        XCTAssertTrue(north.turns.indices.contains(north.opening))
    }

    func testAPlaceOnTheGraphPicksTheNearestTurn() async {
        let o4 = spotOf(side: .south, house: .o4), i3 = spotOf(side: .north, house: .i3)
        let turn = { (n: Int, mover: Side) in
            ReviewedTurn(turn: n, mover: mover, played: mover == .south ? o4 : i3, best: mover == .south ? o4 : i3,
                         evaluation: 0, bestEvaluation: 0, chance: 0.5, bestChance: 0.5, verdict: .best, value: .chance(percent: 50),
                         bestValue: .chance(percent: 50), cost: .nothing, boardBefore: [])
        }
        let none = VerdictCounts(best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0)
        let review = { (turns: [ReviewedTurn]) in
            GameReview(turns: turns, finalBoard: [], seats: .twoPeople, viewer: .south, graph: turns.map { _ in GraphPoint(played: 0, best: 0) },
                       south: none, north: none, opening: 0)
        }
        // Turn 3 was a rearrangement: no point of its own.
        let game = review([turn(1, .south), turn(2, .north), turn(4, .south)])
        XCTAssertEqual(game.nearest(turn: 2), 1)
        XCTAssertEqual(game.nearest(turn: 3), 1, "the earlier of two as near")
        XCTAssertEqual(game.nearest(turn: 40), 2)
        XCTAssertEqual(game.nearest(turn: -5), 0)
        XCTAssertNil(review([]).nearest(turn: 1))
    }

    func testAFinishedGameIsKeptWithItsSeatsAndTurnsAndItsRowSaysThem() async throws {
        // Against the computer from North, the person tapping the first legal house, until the end.
        let h = Harness(againstComputer(.beginner, person: .north))
        h.playToTheEnd()
        let result = try XCTUnwrap(h.snapshot.result)
        let kept = try XCTUnwrap(h.state.statistics.recentGames.first)
        XCTAssertEqual(kept.seats, .againstComputer(person: .north))
        XCTAssertEqual(kept.turns, h.snapshot.turns)
        XCTAssertEqual(kept.record, h.model.recordText())
        let en = try CatalogLocalizer(catalog: catalogData(), language: "en")
        let person = try XCTUnwrap(result.person)
        let outcome = switch person {
        case .won: "You won"
        case .lost: "You lost"
        case .drawn: "Draw"
        }
        XCTAssertEqual(en.text(Words.pastGameDetails(kept)), "\(outcome) · \(h.snapshot.turns) turns")
        // Its review is seen from the seat it was played from.
        XCTAssertEqual(try reviewed(kept.record, kept.seats).seats, .againstComputer(person: .north))
    }

    // MARK: - The guided game

    /// The scripted game's first turn with a capture, queued (South's: the person's seat).
    private func captureTurn() throws -> QueuedMove {
        let script = try ScriptedGameTests.load()
        let h = Harness(try ScriptedGameTests.settings(script.settings))
        for turn in script.turns {
            h.model.tap(turn.index)
            let queued = try XCTUnwrap(h.state.animations.first)
            if turn.captured > 0 { return queued }
            h.model.animationDone(queued.outcome.revision)
        }
        throw XCTSkip("the scripted game has no capture")
    }

    func testAGuidedTurnCuesEachNoteAtItsStepAndTheNoteAtATimeIsTheLastCued() async throws {
        let queued = try captureTurn()
        let outcome = queued.outcome
        let guide = outcome.guide
        XCTAssertFalse(TurnPlayback(queued, timeScale: 1).cues.contains { if case .guide = $0.cue { true } else { false } },
                       "unguided: no notes")
        let playback = TurnPlayback(queued, timeScale: 1, guided: true)
        let cued = playback.cues.compactMap { cue -> (atMs: Double, note: Int)? in
            if case .guide(let k) = cue.cue { return (cue.atMs, k) }
            return nil
        }
        XCTAssertEqual(cued.map { $0.note }, Array(guide.indices), "every note, in order")
        XCTAssertEqual(cued.map { $0.atMs }, guide.map { Double($0.atMs) }, "each as its step begins (a person's turn: no beat)")
        let times = playback.cues.map { $0.atMs }
        XCTAssertEqual(times, times.sorted(), "the cues in time order")
        XCTAssertEqual(playback.cues.last?.cue, .end)
        guard case .sowing? = guide.first?.note else { return XCTFail("a turn begins with its sowing") }
        guard case .turnEnds? = guide.last?.note else { return XCTFail("and ends with its end") }
        let capture = try XCTUnwrap(guide.firstIndex { if case .capture = $0.note { true } else { false } })
        let at = Double(guide[capture].atMs)
        XCTAssertEqual(playback.guideNote(atMs: at), capture)
        XCTAssertEqual(playback.guideNote(atMs: at + 0.5), capture, "until the next note comes")
        XCTAssertEqual(playback.guideNote(atMs: at - 0.5), capture - 1)
        XCTAssertEqual(playback.guideNote(atMs: -1), nil)
        XCTAssertEqual(playback.guideNote(atMs: 1e9), guide.count - 1)
        // Stretched with the time scale.
        let slow = TurnPlayback(queued, timeScale: 2, guided: true)
        XCTAssertEqual(slow.cues.filter { if case .guide = $0.cue { true } else { false } }.map { $0.atMs },
                       guide.map { Double($0.atMs) * 2 })
        // Worded once for the turn, for its mover.
        let phrases = Words.guideNotes(outcome, person: outcome.mover)
        XCTAssertEqual(phrases.count, guide.count)
        XCTAssertEqual(phrases[capture].keys.first, "guide_capture_you")
        XCTAssertEqual(Words.guideNotes(outcome, person: outcome.mover.other)[capture].keys.first, "guide_capture_computer")
    }

    // MARK: - The words

    func testTheReviewPuzzleAndGuideSentences() async throws {
        let en = try CatalogLocalizer(catalog: catalogData(), language: "en")
        let o4 = spotOf(side: .south, house: .o4), o7 = spotOf(side: .south, house: .o7)
        let mistake = ReviewedTurn(turn: 12, mover: .south, played: o4, best: o7, evaluation: -40, bestEvaluation: 120,
                                   chance: 0.47, bestChance: 0.61, verdict: .mistake, value: .chance(percent: 47),
                                   bestValue: .chance(percent: 61), cost: .chance(points: 14), boardBefore: [])
        // The notation kept whole in a right-to-left sentence; the values are winning chances.
        let (l, r) = ("\u{2066}", "\u{2069}")
        XCTAssertEqual(en.text(Words.reviewLine(mistake, .againstComputer(person: .south))),
                       "Turn 12 · You · \(l)o4\(r) — Mistake: costs 14 points of winning chance; better \(l)o7\(r) (61% to win)")
        XCTAssertEqual(en.text(Words.reviewLine(mistake, .againstComputer(person: .south), spoken: true)),
                       "Turn 12 · You · outer house 4 — Mistake: costs 14 points of winning chance; better outer house 7 (61% to win)")
        let ar = try CatalogLocalizer(catalog: catalogData(), language: "ar")
        XCTAssertEqual(ar.text(Words.reviewLine(mistake, .againstComputer(person: .south))),
                       "النقلة 12 · أنت · \(l)o4\(r) — خطأ: تكلّف 14 نقطة مئوية من فرصة الفوز؛ الأفضل \(l)o7\(r) (فرصة الفوز 61٪)")
        let pt = try CatalogLocalizer(catalog: catalogData(), language: "pt")
        XCTAssertEqual(pt.text(Words.value(.chance(percent: 61))), "61% de hipóteses de ganhar")
        let nl = try CatalogLocalizer(catalog: catalogData(), language: "nl")
        XCTAssertEqual(nl.text(Words.cost(.chance(points: 8))), "kost 8 procentpunten winkans")
        let good = ReviewedTurn(turn: 5, mover: .north, played: o4, best: o7, evaluation: 29_960, bestEvaluation: 29_980,
                                chance: 1, bestChance: 1, verdict: .good, value: .win(plies: 40), bestValue: .win(plies: 20),
                                cost: .close, boardBefore: [])
        XCTAssertEqual(en.text(Words.reviewLine(good, .twoPeople)),
                       "Turn 5 · Top player · \(l)o4\(r) — Good: close to the best; better \(l)o7\(r) (a forced win)")
        let best = ReviewedTurn(turn: 3, mover: .north, played: o4, best: o4, evaluation: 40, bestEvaluation: 40,
                                chance: 0.53, bestChance: 0.53, verdict: .best, value: .chance(percent: 53), bestValue: .chance(percent: 53),
                                cost: .nothing, boardBefore: [])
        XCTAssertEqual(en.text(Words.reviewLine(best, .againstComputer(person: .south))),
                       "Turn 3 · Computer · \(l)o4\(r) — Best move (53% to win)")
        XCTAssertEqual(en.text(Words.reviewProgress(done: 1, total: 5)), "1 of 5 moves looked at", "agreeing with the total")
        XCTAssertEqual(en.text(Words.reviewProgress(done: 0, total: 1)), "0 of 1 move looked at")
        XCTAssertEqual(ar.text(Words.reviewProgress(done: 3, total: 2)), "فُحصت 3 من نقلتين")
        // The counts as the core gives them, the viewer's first: South's seat, then North's.
        let southCounts = VerdictCounts(best: 0, good: 0, inaccuracy: 0, mistake: 1, blunder: 0)
        let northCounts = VerdictCounts(best: 1, good: 0, inaccuracy: 0, mistake: 0, blunder: 0)
        let review = { (seats: ReviewSeats, viewer: Side) in
            GameReview(turns: [mistake, best], finalBoard: [], seats: seats, viewer: viewer, graph: [],
                       south: southCounts, north: northCounts, opening: 0)
        }
        XCTAssertEqual(en.text(Words.graphDescription(review(.againstComputer(person: .south), .south))),
                       "Winning chance over 2 turns; 1 mistake and 0 blunders by you; 0 mistakes and 0 blunders by the computer")
        XCTAssertEqual(en.text(Words.reviewSummary(.south, review(.againstComputer(person: .south), .south))),
                       "You: 0 best moves, 0 good moves, 0 inaccuracies, 1 mistake, 0 blunders")
        // From North's seat: North's moves are the person's, and told first.
        let fromNorth = review(.againstComputer(person: .north), .north)
        XCTAssertEqual(en.text(Words.graphDescription(fromNorth)),
                       "Winning chance over 2 turns; 0 mistakes and 0 blunders by you; 1 mistake and 0 blunders by the computer")
        XCTAssertEqual(en.text(Words.reviewSummary(.north, fromNorth)),
                       "You: 1 best move, 0 good moves, 0 inaccuracies, 0 mistakes, 0 blunders")
        XCTAssertEqual(en.text(Words.reviewSummary(.south, fromNorth)),
                       "Computer: 0 best moves, 0 good moves, 0 inaccuracies, 1 mistake, 0 blunders")
        XCTAssertEqual(en.text(Words.reviewLine(best, .againstComputer(person: .north))),
                       "Turn 3 · You · \(l)o4\(r) — Best move (53% to win)")
        XCTAssertEqual(en.text(Words.reviewLine(mistake, .againstComputer(person: .north))),
                       "Turn 12 · Computer · \(l)o4\(r) — Mistake: costs 14 points of winning chance; better \(l)o7\(r) (61% to win)")
        XCTAssertEqual(en.text(Words.graphState(mistake)), "Turn 12, Mistake")
        XCTAssertEqual(en.text(Words.graphDescription(review(.bySide, .south))),
                       "Winning chance over 2 turns; 1 mistake and 0 blunders by South; 0 mistakes and 0 blunders by North")
        let i4 = spotOf(side: .south, house: .i4), i7 = spotOf(side: .north, house: .i7), no7 = spotOf(side: .north, house: .o7)
        XCTAssertEqual(en.text(Words.guide(.capture(captor: i4, inner: i7, outer: no7, stones: 5), person: .south)),
                       "Capture! Your inner house 4 faces their occupied inner house 7: you take it and their outer house 7 behind it, 5 stones.")
        XCTAssertEqual(en.text(Words.guide(.turnEnds(house: i4, captured: 5), person: .south)),
                       "The last stone fell into your empty inner house 4: your turn ends, 5 stones taken.")
        XCTAssertEqual(en.text(Words.guidePrompt(.traditional)), "Your move: tap a house of yours with at least 2 stones.")
        XCTAssertEqual(en.text(Words.puzzleMiss(.tookFewer(took: 2, most: 6, answer: o7))), "That took 2 stones; your outer house 7 takes 6.")
        XCTAssertEqual(en.text(Words.puzzleProgress(solved: 12, of: 150)), "12 of 150 solved")
        XCTAssertEqual(en.text(Words.puzzleKind(.winIn(moves: 2))), "Win in 2 moves")
        let game = PastGame(opponent: .computer(level: .easy), outcome: .won, seats: .againstComputer(person: .north), turns: 3,
                            record: try shortRecord(turns: 3))
        XCTAssertEqual(en.text(Words.pastGameTitle(game)), "Computer · Easy")
        XCTAssertEqual(en.text(Words.pastGameDetails(game)), "You won · 3 turns")
        let friends = PastGame(opponent: .friend, outcome: .lost, seats: .twoPeople, turns: 1, record: "")
        XCTAssertEqual(en.text(Words.pastGameDetails(friends)), "The top player won · 1 turn")
    }

    func testEveryKeyTheseWordsUseIsInTheCatalogInEveryLanguage() async throws {
        let spot = spotOf(side: .south, house: .i4), theirs = spotOf(side: .north, house: .i7)
        var used: [KielaCatalog.Phrase] = Verdict.allCases.map(Words.verdict) + PuzzleGrade.allCases.map(Words.puzzleGrade)
        used += Verdict.allCases.map { Words.verdictCount($0, 2) }
        for seats in [ReviewSeats.againstComputer(person: .north), .twoPeople, .bySide] {
            used.append(Words.graphCaption(seats))
            for side in Side.allCases { used += [Words.reviewPlayer(side, seats), Words.reviewBy(side, seats)] }
            for verdict in Verdict.allCases {
                let values: [(ReviewValue, ReviewValue, MoveCost)] = [
                    (.chance(percent: 50), .chance(percent: 50), .nothing), (.chance(percent: 52), .chance(percent: 55), .close),
                    (.chance(percent: 30), .chance(percent: 62), .chance(points: 32)), (.chance(percent: 2), .chance(percent: 9), .chance(points: 7)),
                    (.chance(percent: 80), .win(plies: 50), .winThrownAway), (.loss(plies: 50), .chance(percent: 60), .intoLoss),
                ]
                for (value, bestValue, cost) in values {
                    let turn = ReviewedTurn(turn: 1, mover: .south, played: spot, best: spot, evaluation: 0, bestEvaluation: 0,
                                            chance: 0.5, bestChance: 0.5, verdict: verdict, value: value, bestValue: bestValue, cost: cost, boardBefore: [])
                    used += [Words.reviewLine(turn, seats), Words.reviewLine(turn, seats, spoken: true),
                             Words.reviewBoard(turn), Words.reviewLegend(turn)]
                    let counts = VerdictCounts(best: 1, good: 0, inaccuracy: 2, mistake: 1, blunder: 3)
                    let review = GameReview(turns: [turn], finalBoard: [], seats: seats, viewer: .north, graph: [GraphPoint(played: 0, best: 0)],
                                            south: counts, north: counts, opening: 0)
                    used += [Words.graphDescription(review), Words.reviewSummary(.north, review), Words.graphState(turn)]
                }
            }
        }
        used.append(Words.reviewProgress(done: 1, total: 2))
        for opponent in [Opponent.friend, .computer(level: .hard)] {
            for outcome in PersonOutcome.allCases {
                for turns in [1, 2] {
                    let seats: ReviewSeats = opponent == .friend ? .twoPeople : .againstComputer(person: .south)
                    let game = PastGame(opponent: opponent, outcome: outcome, seats: seats, turns: turns, record: "")
                    used += [Words.pastGameTitle(game), Words.pastGameDetails(game)]
                }
            }
        }
        for kind in [PuzzleKind.mostInOne, .winIn(moves: 3)] { used += [Words.puzzleKind(kind), Words.puzzleTask(kind)] }
        used += [Words.puzzleProgress(solved: 1, of: 2), Words.puzzleTitle(number: 3, .hard), Words.puzzleNumber(4),
                 Words.puzzleKeepGoing(1)]
        used += allPuzzles().prefix(1).map(Words.puzzleSolved) + allPuzzles().suffix(1).map(Words.puzzleSolved)
        used += [PuzzleMiss.tookFewer(took: 0, most: 3, answer: spot), .tookFewer(took: 1, most: 3, answer: spot),
                 .winEscaped(answer: spot)].map(Words.puzzleMiss)
        let notes: [GuideNote] = [.sowing(house: spot, stones: 2), .relay(house: spot, stones: 2, facing: theirs),
                                  .relay(house: spotOf(side: .south, house: .o2), stones: 3, facing: nil),
                                  .capture(captor: spot, inner: theirs, outer: spotOf(side: .north, house: .o7), stones: 4),
                                  .joinArmy(first: spot, stones: 4), .turnEnds(house: spot, captured: 0), .turnEnds(house: spot, captured: 4)]
        for person in Side.allCases { used += notes.map { Words.guide($0, person: person) } }
        used += Variant.allCases.map(Words.guidePrompt) + [Words.notice(.statisticsPartSetAside)]
        for language in ["en", "pt", "nl", "ar"] {
            let keys = try CatalogLocalizer(catalog: catalogData(), language: language).keys
            for key in Set(used.flatMap(\.keys)) { XCTAssertTrue(keys.contains(key), "\(language): \(key) is not in the catalog") }
        }
    }
}
