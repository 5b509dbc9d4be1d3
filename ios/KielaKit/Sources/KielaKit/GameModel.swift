import Foundation
import Observation
import KielaCore

/// One game as the app plays it: the Rust session, the computer's turn and hints on a worker,
/// the queue of turns to animate, the save after every change, and the statistics.
///
/// It lives on the main actor, and `state` changes only there. Work that may take long (the
/// computer's search, a hint) runs on `worker` and comes back through `main`, which runs its work
/// on the main thread; an answer for a revision that has moved on is dropped. Saves are written on
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

    public init(store: GameStore, worker: Executor, main: Executor, io: Executor,
                newSettings: GameSettings, speed: AnimationSpeed) {
        self.store = store
        self.worker = worker
        self.main = main
        self.io = io
        var notice: Notice?
        var session: GameSession?
        if let json = store.read(.game) {
            do {
                session = try GameSession.fromSave(json: json)
            } catch {
                store.setAside(.game)
                notice = .saveUnreadable
            }
        }
        let game = session ?? GameSession(settings: newSettings)
        var statistics = emptyStatistics()
        if let json = store.read(.statistics) {
            do {
                statistics = try statisticsFromJson(json: json)
            } catch {
                store.setAside(.statistics)
                notice = notice ?? .statisticsUnreadable
            }
        }
        game.setAnimationSpeed(speed: speed)
        self.session = game
        // A move cut off mid-animation comes back at its end: the save holds the game after it,
        // with its marks, and nothing is queued.
        state = GameState(snapshot: game.snapshot(), settings: game.settings(), notice: notice,
                          statistics: statistics)
        startComputerIfItsTurn()
    }

    // MARK: - What the person does

    /// A tap on the house at board `index`, or VoiceOver's action on it: while the person
    /// rearranges the expert opening it takes a stone or puts it down, otherwise it sows.
    public func tap(_ index: Int) {
        guard personMayAct() else { return }
        if let draft = state.snapshot.setupDraft { rearrange(index, draft) } else { play(index) }
    }

    /// Sows the house at board `index`: played, or refused with the game unchanged.
    public func play(_ index: Int) { turn { try session.play(index: index) } }

    public func undo() { change { try session.undo() } }

    public func redo() { change { try session.redo() } }

    public func newGame(_ settings: GameSettings) { change { session.newGame(settings: settings) } }

    public func beginSetup() { edit { try session.beginSetup() } }

    public func cancelSetup() { edit { try session.cancelSetup() } }

    public func setupMoveStone(from: Int, to: Int) { edit { try session.setupMoveStone(from: from, to: to) } }

    public func commitSetup() { turn { try session.commitSetup() } }

    /// Asks for the best move for the person; it comes back as `state.hint`.
    public func hint() {
        guard state.awaitingTap, thinkingFor == nil, state.hint == nil else { return }
        think({ [session] revision in try session.hint(atRevision: revision) }) { [weak self] hint in self?.state.hint = hint }
    }

    /// Makes the computer play the best move it has found so far.
    public func moveNow() {
        if thinkingFor != nil { session.moveNow() }
    }

    /// The turn at the head of the queue has been animated (or skipped to its end).
    public func animationDone(_ revision: Int64) {
        guard let head = state.animations.first, head.outcome.revision == revision else { return }
        state.animations.removeFirst()
    }

    public func noticeShown() { state.notice = nil }

    /// The speed the following turns are animated at.
    public func setAnimationSpeed(_ speed: AnimationSpeed) { session.setAnimationSpeed(speed: speed) }

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

    // MARK: - Turns and changes

    /// Whether the person may act on the board now; if not, refused as the core would. Never
    /// while a turn animates: the board shown is not yet the game's (a tap skips the animation
    /// first). Never on the computer's turn, even once the worker has made its move and before
    /// the move arrives here: the core would take the tap as the person's next turn, and the
    /// computer's move would never be animated.
    private func personMayAct() -> Bool {
        guard !closed, state.animations.isEmpty else { return false }
        if state.snapshot.result != nil { refuse(KielaError.GameOver); return false }
        if state.snapshot.computerToMove { refuse(KielaError.ComputerToMove); return false }
        return true
    }

    /// The expert opening by taps: the first takes a stone from one of the mover's houses, the
    /// next puts it down (on the same house: back where it was).
    private func rearrange(_ index: Int, _ draft: SetupDraft) {
        guard let from = state.pickedUp else {
            if let error = Self.noStoneToTake(at: index, draft) { return refuse(error) }
            state.pickedUp = index
            state.refusal = nil
            return
        }
        state.pickedUp = nil
        if from != index { setupMoveStone(from: from, to: index) }
    }

    /// Why no stone can be taken from the house at `index` of the draft (the core's own
    /// reasons, before it is asked), or nil.
    private static func noStoneToTake(at index: Int, _ draft: SetupDraft) -> KielaError? {
        guard let spot = spotAt(index: index), draft.board.indices.contains(index) else { return .NotOnBoard(index: index) }
        if spot.side != draft.side { return .NotYourHouse(spot: spot) }
        if draft.board[index] == 0 { return .SetupEmptyHouse(spot: spot) }
        return nil
    }

    /// A person's own edit of the expert opening: only when they may act, as a turn.
    private func edit(_ action: () throws -> Snapshot) {
        if personMayAct() { change(action) }
    }

    /// A change that is not a turn: undo, redo, a new game, a setup edit. Nothing left to animate.
    private func change(_ action: () throws -> Snapshot) {
        guard !closed else { return }
        let snapshot: Snapshot
        do { snapshot = try action() } catch { return refuse(error) }
        stopThinking()
        state.snapshot = snapshot
        state.settings = session.settings()
        state.animations = []
        clearTransient()
        save()
        startComputerIfItsTurn()
    }

    /// A person's turn: a sowing or an expert opening.
    private func turn(_ action: () throws -> MoveOutcome) {
        guard personMayAct() else { return }
        let outcome: MoveOutcome
        do { outcome = try action() } catch { return refuse(error) }
        stopThinking()
        played(outcome, byComputer: false)
    }

    private func played(_ outcome: MoveOutcome, byComputer: Bool) {
        // The session knows whether this game was counted already: it is counted once.
        if let statistics = session.countFinishedGame(statistics: state.statistics) {
            state.statistics = statistics
            let json = statisticsJson(statistics: statistics)
            io.execute { [store] in store.write(.statistics, json) }
        }
        state.animations.append(QueuedMove(outcome: outcome, byComputer: byComputer, before: state.snapshot))
        state.snapshot = outcome.snapshot
        state.thinking = false
        clearTransient()
        save()
        startComputerIfItsTurn()
    }

    /// What holds only until the game changes: the hint, the refusal, a stone picked up.
    private func clearTransient() {
        state.hint = nil
        state.refusal = nil
        state.pickedUp = nil
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
            self?.played(outcome, byComputer: true)
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

    private func refuse(_ error: Error) {
        refusals += 1
        state.refusal = Refusal(error: error as? KielaError ?? .GameOver, serial: refusals)
    }
}
