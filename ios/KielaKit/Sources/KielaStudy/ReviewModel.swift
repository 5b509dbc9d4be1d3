import Foundation
import Observation
import KielaCore

/// A finished game reviewed: the core's `GameReviewer` runs on `worker` (it blocks for seconds),
/// the screen polls `progress()` while it runs, and leaving the screen cancels it. The answer
/// comes back on `main`; after a cancel it is dropped.
@MainActor @Observable
public final class ReviewModel {
    public enum Phase: Equatable, Sendable {
        /// Under way: `done` of `total` turns (0 of 0 while the record is read).
        case reviewing(done: Int, total: Int)
        case reviewed(GameReview)
        /// The record could not be read or replayed (the core's reason, English).
        case failed(reason: String)
        case cancelled
    }

    public private(set) var phase = Phase.reviewing(done: 0, total: 0)
    @ObservationIgnored private let reviewer = GameReviewer()
    /// Cancelled before the worker began: it does not begin (the core's cancel stops a review running).
    @ObservationIgnored private let stopped = Flag()

    public init(record: String, worker: Executor, main: Executor) {
        worker.execute { [reviewer, stopped, main, weak self] in
            guard !stopped.isSet else { return }
            let answer = Result { try reviewer.review(record: record) }
            main.execute { [weak self] in
                MainActor.assumeIsolated { self?.answered(answer) }
            }
        }
    }

    /// How far the review has come, read again (the screen calls it about ten times a second).
    public func poll() {
        guard case .reviewing = phase else { return }
        let progress = reviewer.progress()
        phase = .reviewing(done: progress.done, total: progress.total)
    }

    /// Stops the review (the screen is left, or Cancel).
    public func cancel() {
        guard case .reviewing = phase else { return }
        stopped.set()
        reviewer.cancel()
        phase = .cancelled
    }

    private func answered(_ answer: Result<GameReview, Error>) {
        guard case .reviewing = phase else { return }
        switch answer {
        case .success(let review): phase = .reviewed(review)
        case .failure(KielaError.Cancelled): phase = .cancelled
        case .failure(KielaError.BadRecord(let reason)): phase = .failed(reason: reason)
        case .failure(let error): phase = .failed(reason: (error as? KielaError).map { errorMessage(error: $0) } ?? "\(error)")
        }
    }
}

/// A flag one thread sets and another reads.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var on = false

    var isSet: Bool { lock.withLock { on } }
    func set() { lock.withLock { on = true } }
}

/// A review as the screen draws it, from the person's seat (South with two people): each turn's
/// evaluation after the move played and after the best move, in stones, a proven result (and
/// anything beyond) at the graph's `edge`; and each side's verdicts counted.
public struct ReviewGraph: Equatable, Sendable {
    public struct Point: Equatable, Sendable, Identifiable {
        /// The turn's place in the review (0…), also its id.
        public let index: Int
        /// The turn's number in the game (rearrangements count too).
        public let turn: Int
        public let played: Double
        public let best: Double
        public let verdict: Verdict
        public let mover: Side
        public var id: Int { index }
    }

    /// The most stones the graph shows either way.
    public static let edge = 12.0
    /// Beyond this, a score is a proven result: the core's ±(30 000 − plies to the end).
    static let proven = 29_000

    public let points: [Point]
    public let person: Side

    public init(_ review: GameReview, person: Side) {
        self.person = person
        points = review.turns.enumerated().map { index, turn in
            let sign = turn.mover == person ? 1.0 : -1.0
            return Point(index: index, turn: turn.turn, played: sign * Self.stones(turn.evaluation),
                         best: sign * Self.stones(turn.bestEvaluation), verdict: turn.verdict, mover: turn.mover)
        }
    }

    /// A score (hundredths of a stone) in stones, within the edge.
    static func stones(_ score: Int) -> Double {
        if abs(score) >= proven { return score > 0 ? edge : -edge }
        return min(max(Double(score) / 100, -edge), edge)
    }

    /// How many of `side`'s moves got each verdict, in `Verdict.allCases` order.
    public func counts(_ side: Side) -> [Int] {
        Verdict.allCases.map { verdict in points.filter { $0.mover == side && $0.verdict == verdict }.count }
    }

    /// The turn a review opens at: the person's first mistake or blunder, else anyone's, else the first.
    public var opening: Int {
        let poor = { (point: Point) in point.verdict == .mistake || point.verdict == .blunder }
        return (points.first { $0.mover == person && poor($0) } ?? points.first(where: poor))?.index ?? 0
    }

    /// The point for the turn nearest `turn` (a place picked on the graph), nil without any.
    public func nearest(turn: Int) -> Point? {
        points.min { abs($0.turn - turn) < abs($1.turn - turn) }
    }
}

/// A game of the recent games as its row and its review show it: the turns it took and who sat
/// where, both from the core's replay of its record (nil turns when it cannot be replayed: the
/// row still lists it, and its review says it cannot be reviewed). A record does not say who
/// sat where: against the computer the person's side is the winner's when they won and the
/// loser's when they lost; after a draw it is not known, and the review is told by side.
public struct RecentGame: Equatable, Sendable {
    public let game: PastGame
    public let turns: Int?
    public let seats: ReviewSeats

    public init(_ game: PastGame) {
        self.game = game
        let snapshot = try? GameSession.fromRecordText(text: game.record, south: .person, north: .person).snapshot()
        turns = snapshot?.turns
        let winner = snapshot?.result?.winner
        switch (game.opponent, winner) {
        case (.friend, _): seats = .twoPeople
        case (.computer, let winner?) where game.outcome != .drawn:
            seats = .againstComputer(person: game.outcome == .won ? winner : winner.other)
        case (.computer, _): seats = .bySide
        }
    }
}
