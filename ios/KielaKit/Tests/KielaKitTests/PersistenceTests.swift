import Foundation
import XCTest
import KielaCore
import KielaWords
@testable import KielaKit

/// Nothing lost: saved on every move, restored exactly, a corrupt save set aside.
@MainActor
final class PersistenceTests: XCTestCase {
    /// A folder of this test's own (XCTest makes a new instance for every test).
    private let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("kiela-ios-\(UUID().uuidString)", isDirectory: true)

    nonisolated override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testSaveKillAndRestoreMidAnimationComesBackAtItsEndWithItsMarks() async throws {
        let store = FileGameStore(directory: directory)
        let io = ManualExecutor()
        var model: GameModel? = GameModel(store: store, worker: ManualExecutor(), main: ManualExecutor(), io: io,
                                          newSettings: people())
        for _ in 0..<5 {
            let m = try XCTUnwrap(model)
            m.tap(m.state.snapshot.legalHouses.last!)
            m.animationDone(m.state.animations.first!.outcome.revision)
        }
        let m = try XCTUnwrap(model)
        m.tap(m.state.snapshot.legalHouses[0])
        XCTAssertEqual(m.state.animations.count, 1, "killed with this turn on screen")
        let expected = m.state.snapshot
        io.runAll()
        model = nil   // the process dies: only the files are left

        let restored = GameModel(store: FileGameStore(directory: directory), worker: ManualExecutor(),
                                 main: ManualExecutor(), io: ManualExecutor(), newSettings: againstComputer())
        XCTAssertNil(restored.state.notice)
        // The game exactly (the revision is the session's own count, not part of the game).
        let got = restored.state.snapshot
        XCTAssertEqual(got.board, expected.board)
        XCTAssertEqual(got.lastMoveMarks, expected.lastMoveMarks, "the cut-off move's marks")
        XCTAssertEqual(got.toMove, expected.toMove)
        XCTAssertEqual(got.legalHouses, expected.legalHouses)
        XCTAssertEqual(got.turns, expected.turns)
        XCTAssertEqual(got.quietMoves, expected.quietMoves)
        XCTAssertEqual([got.canUndo, got.canRedo], [expected.canUndo, expected.canRedo])
        XCTAssertEqual([got.southStones, got.northStones], [expected.southStones, expected.northStones])
        restored.undo()
        XCTAssertEqual(restored.state.snapshot.turns, expected.turns - 1, "its history came back too")
        XCTAssertFalse(expected.lastMoveMarks.isEmpty)
        XCTAssertTrue(restored.state.animations.isEmpty, "the cut-off move is shown at its end")
        XCTAssertTrue(got.twoPeople, "the saved game's settings, not the new-game choice")
    }

    func testACorruptSaveGivesAMessageAndAFreshGameAndIsKeptAside() async throws {
        let store = FileGameStore(directory: directory)
        store.write(.game, "{\"version\": 1, \"garbage")
        store.write(.statistics, "[]")
        let model = GameModel(store: store, worker: ManualExecutor(), main: ManualExecutor(), io: ManualExecutor(),
                              newSettings: people())
        XCTAssertEqual(model.state.notice, .saveUnreadable)
        XCTAssertEqual(Words.notice(.saveUnreadable), .key("save_corrupt"))
        XCTAssertEqual(model.state.snapshot.turns, 0)
        XCTAssertNil(store.read(.game))
        XCTAssertNil(store.read(.statistics))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(names, ["game.unreadable-1.json", "statistics.unreadable-1.json"])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(names[0]), encoding: .utf8),
                       "{\"version\": 1, \"garbage")
    }

    func testTwoDamagedSavesInARowAreEachKeptUnderTheirOwnName() async throws {
        for (start, text) in ["{ the first", "[ the second"].enumerated() {
            let store = FileGameStore(directory: directory)
            store.write(.game, text)
            let model = GameModel(store: store, worker: ManualExecutor(), main: ManualExecutor(), io: ManualExecutor(),
                                  newSettings: people())
            XCTAssertEqual(model.state.notice, .saveUnreadable)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                           (1...start + 1).map { "game.unreadable-\($0).json" }, "start \(start + 1)")
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("game.unreadable-1.json"), encoding: .utf8),
                       "{ the first")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("game.unreadable-2.json"), encoding: .utf8),
                       "[ the second")
    }

    /// `json` with its version raised past this app's.
    private func newer(_ json: String) throws -> String {
        let raised = json.replacingOccurrences(of: #""version"\s*:\s*\d+"#, with: "\"version\": 99",
                                               options: .regularExpression)
        XCTAssertNotEqual(raised, json)
        return raised
    }

    /// A model started on files where `file` holds `bytes`, its io run by hand.
    private func start(with bytes: Data, in file: StoreFile) throws -> (FileGameStore, ManualExecutor, GameModel) {
        let store = FileGameStore(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try bytes.write(to: store.url(file))
        let io = ManualExecutor()
        return (store, io, GameModel(store: store, worker: ManualExecutor(), main: ManualExecutor(), io: io, newSettings: people()))
    }

    func testASaveFromANewerVersionIsLeftUntouchedWhileTheGamePlaysAndThePersonIsTold() async throws {
        let bytes = Data(try newer(GameSession(settings: people()).save()).utf8)
        let (store, io, model) = try start(with: bytes, in: .game)
        XCTAssertEqual(model.state.notice, .saveFromNewerVersion)
        XCTAssertEqual(Words.notice(.saveFromNewerVersion), .key("save_newer"))
        XCTAssertEqual(model.state.snapshot.turns, 0, "a new game plays meanwhile")
        model.noticeShown()
        // A move and the scene going to the background: each would write the save.
        model.tap(model.state.snapshot.legalHouses[0])
        model.save()
        XCTAssertEqual(model.state.snapshot.turns, 1)
        XCTAssertGreaterThanOrEqual(io.count, 2, "the saves were asked for")
        io.runAll()
        XCTAssertEqual(try Data(contentsOf: store.url(.game)), bytes, "byte for byte as the newer version wrote it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["game.json"])
    }

    func testStatisticsFromANewerVersionAreLeftUntouchedAndThePersonIsTold() async throws {
        let bytes = Data(try newer(statisticsJson(statistics: emptyStatistics())).utf8)
        let (store, io, model) = try start(with: bytes, in: .statistics)
        XCTAssertEqual(model.state.notice, .statisticsFromNewerVersion)
        XCTAssertEqual(Words.notice(.statisticsFromNewerVersion), .key("statistics_newer"))
        XCTAssertEqual(model.state.statistics, emptyStatistics())
        model.solvedPuzzle(id: "most-001")   // would write the statistics
        XCTAssertEqual(io.count, 1)
        io.runAll()
        XCTAssertEqual(try Data(contentsOf: store.url(.statistics)), bytes)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["statistics.json"])
    }

    func testTheMemoryStoreKeepsANewerSaveAsTheCoreSays() async throws {
        let store = MemoryStore()
        let newerSave = try newer(GameSession(settings: people()).save())
        store.files[.game] = newerSave
        let h = Harness(people(), store: store)
        XCTAssertEqual(h.state.notice, .saveFromNewerVersion)
        h.model.save()
        h.io.runAll()
        XCTAssertEqual(store.files[.game], newerSave)
        XCTAssertNil(store.writes[.game])
    }

    func testBadStatisticsAloneAreSetAsideWithTheirOwnNotice() async {
        let store = MemoryStore()
        store.files[.statistics] = "not json"
        let model = GameModel(store: store, worker: ManualExecutor(), main: ManualExecutor(), io: ManualExecutor(),
                              newSettings: people())
        XCTAssertEqual(model.state.notice, .statisticsUnreadable)
        XCTAssertEqual(store.setAside[.statistics], ["not json"])
        XCTAssertEqual(model.state.statistics, emptyStatistics())
    }

    func testWritesAreAtomicAndLeaveNoTemporaryFiles() async throws {
        let store = FileGameStore(directory: directory)
        store.write(.game, "one")
        store.write(.game, "two")
        XCTAssertEqual(store.read(.game), "two")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["game.json"])
    }

    func testTheSceneGoingToTheBackgroundSaves() async {
        let h = Harness(people())
        h.model.save()
        h.io.runAll()
        XCTAssertEqual(h.store.writes[.game], 1)
        XCTAssertNoThrow(try GameSession.fromSave(json: h.store.files[.game]!))
    }

    func testPreferencesKeepHapticsAndTheNewGameChoiceAsTheCoresJSON() async throws {
        let store = MemoryStore()
        var p = Preferences()
        XCTAssertEqual(p.choice, defaultNewGameChoice())
        p.haptics = false
        p.choice = NewGameChoice(opponent: .friend, side: .south, youStart: false, variant: .beginner,
                                 captureSowing: .fromLapStart, expertOpening: true)
        store.write(.preferences, p.json)
        XCTAssertEqual(Preferences(store: store), p)
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(p.json.utf8)) as? [String: Any])
        XCTAssertEqual(file["newGameChoice"] as? String, newGameChoiceJson(choice: p.choice), "the core's own JSON")
        XCTAssertEqual(Set(file.keys), ["haptics", "newGameChoice", "guideDeclined", "guiding"], "no speed: that is the session's")
        // What cannot be read falls back: the whole file, a value, the choice field by field.
        store.files[.preferences] = #"{"haptics": 3, "newGameChoice": "{\"variant\": \"beginner\", \"side\": 7}"}"#
        let q = Preferences(store: store)
        XCTAssertTrue(q.haptics)
        XCTAssertEqual(q.choice.variant, .beginner)
        XCTAssertEqual(q.choice.side, defaultNewGameChoice().side)
        store.files[.preferences] = "\u{0}garbage"
        XCTAssertEqual(Preferences(store: store), Preferences())
    }
}
