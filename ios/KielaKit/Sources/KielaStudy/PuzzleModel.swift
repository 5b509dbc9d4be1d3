import Foundation
import Observation
import KielaCore
import KielaKit

/// One puzzle as the puzzle screen plays it: the core's `PuzzleSession` decides; a tap is played
/// on `worker` and comes back on `main` with the sowing and the engine's defence, queued to
/// animate as a game's turns are (`QueuedMove`, `TurnPlayback`). The verdict is shown once they
/// have played; a solved puzzle is handed to `solved` at once (the statistics keep it).
@MainActor @Observable
public final class PuzzleModel {
    public let puzzle: Puzzle
    /// The puzzle as it is now (after every queued animation).
    public private(set) var snapshot: Snapshot
    /// Where the puzzle stands, the core's.
    public private(set) var standing = PuzzleState.playing
    /// Moves played but not yet animated, oldest first; the head is the one on screen.
    public private(set) var animations: [QueuedMove] = []
    /// A tap is being played on the worker.
    public private(set) var playing = false
    /// The last tap refused, said under the board until the next.
    public private(set) var refusal: Refused?
    /// The person's last move and what followed (where it was tried, the moves left), nil before any.
    public private(set) var last: PuzzleStep?

    @ObservationIgnored private let session: PuzzleSession
    @ObservationIgnored private let worker: Executor
    @ObservationIgnored private let main: Executor
    @ObservationIgnored private let solved: @MainActor (String) -> Void
    @ObservationIgnored private var refusals = 0

    /// The puzzle `id` (`UnknownPuzzle` for one not shipped), its sowings timed at `speed`.
    public init(id: String, speed: AnimationSpeed, worker: Executor, main: Executor,
                solved: @escaping @MainActor (String) -> Void) throws {
        let session = try PuzzleSession(id: id, speed: speed)
        self.session = session
        puzzle = session.puzzle()
        snapshot = session.snapshot()
        self.worker = worker
        self.main = main
        self.solved = solved
    }

    /// The puzzle as the screen shows it: before the move being animated, else as it is.
    public var shown: Snapshot { animations.first?.before ?? snapshot }

    /// Whether a tap may play now: nothing animating or being played, the puzzle still open.
    public var awaitingTap: Bool { animations.isEmpty && !playing && standing == .playing }

    /// The houses a tap sows now.
    public var sowable: [Int] { awaitingTap ? shown.taps.indices.filter { shown.taps[$0] == .sow } : [] }

    /// The verdict, once the moves that reached it have played on screen.
    public var verdict: PuzzleState? { animations.isEmpty && !playing && standing != .playing ? standing : nil }

    /// A tap on the house at board `index`: refused as the snapshot says, else played by the core
    /// on the worker.
    public func tap(_ index: Int) {
        guard awaitingTap else { return }
        let taps = shown.taps
        if taps.indices.contains(index), case .refused(let reason) = taps[index] { return refuse(reason) }
        playing = true
        refusal = nil
        worker.execute { [session, main, weak self] in
            let answer = Result { try session.play(index: index) }
            main.execute { [weak self] in
                MainActor.assumeIsolated { self?.played(answer) }
            }
        }
    }

    /// The move at the head of the queue has been animated (or skipped to its end).
    public func animationDone(_ revision: Int64) {
        if animations.first?.outcome.revision == revision { animations.removeFirst() }
    }

    /// Back to the puzzle's position (not while a tap is being played: the core is playing it).
    public func restart() {
        guard !playing else { return }
        snapshot = session.restart()
        standing = .playing
        animations = []
        refusal = nil
        last = nil
    }

    private func played(_ answer: Result<PuzzleStep, Error>) {
        playing = false
        switch answer {
        case .success(let step):
            last = step
            animations.append(QueuedMove(outcome: step.outcome, before: snapshot))
            if let reply = step.reply {
                animations.append(QueuedMove(outcome: reply, before: step.outcome.snapshot))
            }
            snapshot = step.reply?.snapshot ?? step.outcome.snapshot
            standing = step.state
            if step.state == .solved { solved(puzzle.id) }
        case .failure(let error):
            refuse((error as? KielaError).map { refusalOf(error: $0) } ?? .other)
        }
    }

    private func refuse(_ reason: Refusal) {
        refusals += 1
        refusal = Refused(reason: reason, serial: refusals)
    }
}
