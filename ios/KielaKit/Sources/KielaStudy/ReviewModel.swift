import Foundation
import Observation
import KielaCore
import KielaKit

/// A finished game reviewed: the core's `GameReviewer` runs on `worker` (it blocks for seconds),
/// the screen polls `progress()` while it runs, and leaving the screen cancels it (the core's
/// cancel holds even before the review begins). The answer comes back on `main`; after a cancel
/// it is dropped.
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

    /// `seats`: who sat where, which the record does not say; the core sees the graph, the
    /// counts and the turn the review opens at from the viewer's side of them.
    public init(record: String, seats: ReviewSeats, worker: Executor, main: Executor) {
        worker.execute { [reviewer, main, weak self] in
            let answer = Result { try reviewer.review(record: record, seats: seats) }
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

public extension GameReview {
    /// The index in `turns` of the turn nearest `turn` (a place picked on the graph, in turns),
    /// nil without any turns.
    func nearest(turn: Int) -> Int? {
        turns.indices.min { abs(turns[$0].turn - turn) < abs(turns[$1].turn - turn) }
    }
}
