import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The puzzle of the day through the driver as the app drives it: the screen's overview follows
/// the date the driver is told, and solving that day's puzzle on the puzzle screen starts the
/// streak, kept the next day and lost the day after a missed one. (How the day's puzzle is
/// picked and the streak counted is tested in Rust: kiela-session's daily tests.)
@MainActor
final class DailyPuzzleTests: XCTestCase {
    /// A date from `start` on whose puzzle takes the most in one move (one tap solves it).
    private func dayWithACapturePuzzle(from start: Date) throws -> (String, Puzzle) {
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd"
        format.timeZone = TimeZone(identifier: "UTC")
        format.locale = Locale(identifier: "en_US_POSIX")
        for day in 0..<60 {
            let date = format.string(from: start.addingTimeInterval(Double(day) * 86_400))
            let puzzle = try dailyPuzzleOn(date: date)
            if puzzle.kind == .mostInOne { return (date, puzzle) }
        }
        throw XCTSkip("no capture puzzle in 60 days")
    }

    private func dayAfter(_ date: String, _ days: Int = 1) -> String {
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd"
        format.timeZone = TimeZone(identifier: "UTC")
        format.locale = Locale(identifier: "en_US_POSIX")
        return format.string(from: format.date(from: date)!.addingTimeInterval(Double(days) * 86_400))
    }

    func testTheDaysPuzzleFollowsTheDateAndSolvingItKeepsTheStreak() async throws {
        let (date, puzzle) = try dayWithACapturePuzzle(from: Date(timeIntervalSince1970: 1_780_000_000))
        let h = Harness()
        try await h.open()
        h.screens.send(.setToday(date: date))
        let today = try await h.next("the day's overview") { $0.puzzles.daily.date == date }
        XCTAssertEqual(today.puzzles.daily.puzzle, puzzle, "the screen's daily puzzle is the date's")
        XCTAssertFalse(today.puzzles.daily.solvedToday)
        XCTAssertEqual(today.puzzles.streak, 0)

        // Solved on the puzzle screen with its answer.
        h.screens.send(.openPuzzle(id: puzzle.id))
        let open = try await puzzleScreen(h) { $0.puzzle.id == puzzle.id && $0.board }
        h.screens.send(.puzzleTap(index: puzzle.answer.index))
        while true {
            let shown = try await puzzleScreen(h) { $0.animation != nil || $0.verdict != nil }
            if let head = shown.animation {
                h.screens.send(.puzzleAnimationDone(revision: head.revision))
                _ = try await puzzleScreen(h) { $0.animation?.revision != head.revision }
            } else {
                XCTAssertEqual(shown.verdict, .solved, "\(open.puzzle.id) solved by its answer")
                break
            }
        }
        h.screens.send(.leavePuzzle)
        let solved = try await h.next("the streak begun") { $0.puzzles.daily.solvedToday }
        XCTAssertEqual(solved.puzzles.streak, 1)
        XCTAssertEqual(solved.puzzles.bestStreak, 1)

        // The next day it is still there, not yet solved; a day missed ends it.
        h.screens.send(.setToday(date: dayAfter(date)))
        let next = try await h.next("the next day") { $0.puzzles.daily.date == self.dayAfter(date) }
        XCTAssertFalse(next.puzzles.daily.solvedToday)
        XCTAssertNotEqual(next.puzzles.daily.puzzle.id, puzzle.id, "another puzzle the next day")
        XCTAssertEqual(next.puzzles.streak, 1)
        h.screens.send(.setToday(date: dayAfter(date, 2)))
        let missed = try await h.next("a day missed") { $0.puzzles.daily.date == self.dayAfter(date, 2) }
        XCTAssertEqual(missed.puzzles.streak, 0)
        XCTAssertEqual(missed.puzzles.bestStreak, 1)
        await h.close()
    }

    /// The first puzzle screen, as it comes, that `done` accepts (within 20 s).
    private func puzzleScreen(_ h: Harness, _ done: (PuzzleScreen) -> Bool) async throws -> PuzzleScreen {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let screen = h.screens.puzzle, done(screen) { return screen }
            try await Task.sleep(for: .milliseconds(2))
        }
        XCTFail("no such puzzle screen within 20 s")
        throw CancellationError()
    }
}
