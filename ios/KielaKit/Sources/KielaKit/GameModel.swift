import Foundation
import Observation
import KielaCore
import KielaWords

/// One game as the app plays it: the Rust session, the computer's turn and hints on a worker,
/// the queue of turns to animate, and the save and statistics kept after every change.
///
/// It lives on the main actor, and `state` changes only there. Work that may take long (the
/// computer's search, a hint) runs on `worker` and comes back through `main`, which runs its work
/// on the main thread; an answer for a revision that has moved on is dropped. Files are written on
/// `io`, in order, so the main thread never touches the disk.
@MainActor @Observable
public final class GameModel {
    public private(set) var state: GameState

    @ObservationIgnored private let session: GameSession
    @ObservationIgnored private let store: GameStore
    @ObservationIgnored private let worker: Executor
    @ObservationIgnored private let main: Executor
    @ObservationIgnored private let io: Executor
    /// The revision the worker is thinking about, if it is.
    @ObservationIgnored private var thinkingFor: Int64?
    @ObservationIgnored private var closed = false
    @ObservationIgnored private var refusals = 0

    /// The saved game, or a new one with `newSettings` when there is none or it is unreadable.
    public init(store: GameStore, worker: Executor, main: Executor, io: Executor, newSettings: GameSettings) {
        self.store = store
        self.worker = worker
        self.main = main
        self.io = io
        let saved = store.open(.game) { try GameSession.fromSave(json: $0) }
        let counted = store.open(.statistics) { try statisticsFromJson(json: $0) }
        let session = saved.value ?? GameSession(settings: newSettings)
        self.session = session
        // A damaged part of the statistics: the file as read is kept aside and what was kept of
        // it written back (the core never writes `setAside`), so it is said once.
        var statistics = counted.value ?? emptyStatistics()
        let partSetAside = statistics.setAside != nil
        if partSetAside {
            statistics = Statistics(opponents: statistics.opponents, solvedPuzzles: statistics.solvedPuzzles,
                                    recentGames: statistics.recentGames, setAside: nil)
            let json = statisticsJson(statistics: statistics)
            io.execute { [store] in
                store.setAside(.statistics)
                store.write(.statistics, json)
            }
        }
        // A move cut off mid-animation comes back at its end: the save holds the game after it,
        // with its marks, and nothing is queued.
        let notice: KielaWords.Notice? = Self.notice(saved, unreadable: .saveUnreadable, newer: .saveFromNewerVersion)
            ?? Self.notice(counted, unreadable: .statisticsUnreadable, newer: .statisticsFromNewerVersion)
            ?? (partSetAside ? .statisticsPartSetAside : nil)
        state = GameState(snapshot: session.snapshot(), settings: session.settings(), notice: notice,
                          statistics: statistics)
        startComputerIfItsTurn()
    }

    /// What to say of a file the core refused: kept for a newer version, or set aside (or left
    /// where it was when it could not be moved).
    private static func notice<T>(_ opened: Opened<T>, unreadable: KielaWords.Notice, newer: KielaWords.Notice) -> KielaWords.Notice? {
        guard case .refused(let settled) = opened else { return nil }
        if case .some(.keptForNewerVersion) = settled { return newer }
        return unreadable
    }

    // MARK: - What the person does

    /// A tap on the house at board `index`, or VoiceOver's action on it: it does what the
    /// snapshot's `taps` say (sows, or takes or puts down a stone of the rearrangement), and a
    /// refusal they give is said without asking the core. Nothing while a turn animates: the
    /// board shown is not yet the game's (the view's tap skips the animation first).
    public func tap(_ index: Int) {
        guard !closed, state.animations.isEmpty else { return }
        let taps = state.snapshot.taps
        if taps.indices.contains(index), case .refused(let reason) = taps[index] { return refuse(reason) }
        do {
            switch try session.tap(index: index) {
            case .played(let outcome): show(outcome.snapshot, playing: outcome)
            case .changed(let snapshot): show(snapshot)
            }
        } catch { refuse(error) }
    }

    public func undo() { change { try session.undo() } }
    public func redo() { change { try session.redo() } }
    public func newGame(_ settings: GameSettings) { change { session.newGame(settings: settings) } }
    public func beginSetup() { if personMayAct() { change { try session.beginSetup() } } }
    public func cancelSetup() { if personMayAct() { change { try session.cancelSetup() } } }

    public func commitSetup() {
        guard personMayAct() else { return }
        do {
            let outcome = try session.commitSetup()
            show(outcome.snapshot, playing: outcome)
        } catch { refuse(error) }
    }

    /// Asks for the best move for the person; it comes back as `state.hint`. Nothing while a
    /// hint is shown, while anyone thinks, or when the person may not act.
    public func hint() {
        guard state.awaitingTap, thinkingFor == nil, state.hint == nil else { return }
        think({ [session] revision in try session.hint(atRevision: revision) }) { [weak self] hint in self?.state.hint = hint }
    }

    /// Makes the computer play the best move it has found so far.
    public func moveNow() { if thinkingFor != nil { session.moveNow() } }

    /// The turn at the head of the queue has been animated (or skipped to its end).
    public func animationDone(_ revision: Int64) {
        if state.animations.first?.outcome.revision == revision { state.animations.removeFirst() }
    }

    public func noticeShown() { state.notice = nil }

    /// The speed the following turns are animated at: the session's own, kept in its save.
    public var animationSpeed: AnimationSpeed {
        get {
            access(keyPath: \.animationSpeed)
            return session.animationSpeed()
        }
        set {
            withMutation(keyPath: \.animationSpeed) { session.setAnimationSpeed(speed: newValue) }
            save()
        }
    }

    /// Counts the puzzle `id` as solved in the statistics (the core's, once) and writes them on `io`.
    public func solvedPuzzle(id: String) {
        guard !closed, !state.statistics.solvedPuzzles.contains(id) else { return }
        let statistics = statisticsWithSolvedPuzzle(statistics: state.statistics, id: id)
        state.statistics = statistics
        io.execute { [store] in store.write(.statistics, statisticsJson(statistics: statistics)) }
    }

    /// The game as text to share.
    public func recordText() -> String { session.recordText() }

    /// Writes the save now (the scene is going to the background).
    public func save() {
        guard !closed else { return }
        let json = session.save()
        io.execute { [store] in store.write(.game, json) }
    }

    /// Stops any search; answers still on their way are dropped. The model is done with.
    public func close() {
        thinkingFor = nil
        closed = true
        session.cancelThinking()
    }

    // MARK: - Changes

    /// Whether the person may act on the game now; if not, refused as the core would. Never
    /// while a turn animates, and never on the computer's turn, even once the worker has made
    /// its move and before the move arrives here: the core would take the action as the
    /// person's, and the computer's move would never be animated.
    private func personMayAct() -> Bool {
        guard !closed, state.animations.isEmpty else { return false }
        if state.snapshot.result != nil { refuse(.gameOver) } else if state.snapshot.computerToMove { refuse(.computerToMove) }
        return state.awaitingTap
    }

    /// A change that is not a turn: undo, redo, a new game, a setup edit. Nothing left to animate.
    private func change(_ action: () throws -> Snapshot) {
        guard !closed else { return }
        do { show(try action()) } catch { refuse(error) }
    }

    /// The game after a change, with the turn that led to it, if any, queued to animate.
    private func show(_ snapshot: Snapshot, playing turn: MoveOutcome? = nil) {
        stopThinking()
        if let turn {
            state.animations.append(QueuedMove(outcome: turn, before: state.snapshot))
        } else {
            state.animations = []
        }
        state.snapshot = snapshot
        state.settings = session.settings()
        state.hint = nil
        state.refusal = nil
        keepBooks()
        startComputerIfItsTurn()
    }

    /// The save, and the statistics when the change finished a game that counts (the session
    /// counts each game once): one call, written on `io`.
    private func keepBooks() {
        let books = session.bookkeeping(statistics: state.statistics)
        if let statistics = books.statistics { state.statistics = statistics }
        io.execute { [store] in
            store.write(.game, books.save)
            if let statistics = books.statistics { store.write(.statistics, statisticsJson(statistics: statistics)) }
        }
    }

    private func stopThinking() {
        if thinkingFor != nil { session.cancelThinking() }
        thinkingFor = nil
        state.thinking = false
    }

    private func startComputerIfItsTurn() {
        let snapshot = state.snapshot
        guard snapshot.computerToMove, snapshot.result == nil, thinkingFor != snapshot.revision else { return }
        think({ [session] revision in try session.computerMove(atRevision: revision) }) { [weak self] outcome in
            self?.show(outcome.snapshot, playing: outcome)
        }
    }

    /// Runs `search` for the game at this revision on the worker and hands its answer to `done`
    /// on the main actor, unless the game has moved on meanwhile (then the session refused it,
    /// or the revision no longer matches).
    private func think<T: Sendable>(_ search: @escaping @Sendable (Int64) throws -> T,
                                    done: @escaping @MainActor (T) -> Void) {
        let revision = state.snapshot.revision
        thinkingFor = revision
        state.thinking = true
        worker.execute { [main, weak self] in
            // The session refuses a search for a revision the game has left (an undo came first),
            // so the computer never plays unseen in the position after it.
            let answer = Result { try search(revision) }
            main.execute { [weak self] in
                MainActor.assumeIsolated { self?.answered(answer, for: revision, done) }
            }
        }
    }

    private func answered<T>(_ answer: Result<T, Error>, for revision: Int64, _ done: (T) -> Void) {
        guard thinkingFor == revision, state.snapshot.revision == revision else { return }
        thinkingFor = nil
        state.thinking = false
        switch answer {
        case .success(let value): done(value)
        case .failure(KielaError.Cancelled), .failure(KielaError.StaleComputerMove): break
        case .failure(let error): refuse(error)
        }
    }

    private func refuse(_ error: Error) { refuse((error as? KielaError).map { refusalOf(error: $0) } ?? .other) }

    private func refuse(_ reason: Refusal) {
        refusals += 1
        state.refusal = Refused(reason: reason, serial: refusals)
    }
}
