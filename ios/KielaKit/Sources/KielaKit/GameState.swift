import KielaCore
import KielaWords

/// Everything the game screen shows, as one value: `GameModel` makes a new one for every
/// change and the views draw it. Who sits where, the headlines and what a tap does are the
/// snapshot's, decided in the core.
public struct GameState: Equatable, Sendable {
    /// The game as it is now (after every queued animation).
    public var snapshot: Snapshot
    public var settings: GameSettings
    /// Turns played but not yet animated, oldest first; the head is the one on screen.
    public var animations: [QueuedMove] = []
    /// The computer (or a hint) is thinking.
    public var thinking = false
    /// A hint for the current revision, shown until the next change.
    public var hint: Hint?
    /// The last tap or control the game refused, said under the board until the next change.
    public var refusal: Refused?
    /// Something to tell the person once (a file that could not be read); its words are KielaWords'.
    public var notice: KielaWords.Notice?
    public var statistics: Statistics

    /// The game as the screen shows it: as before the turn being animated, else as it is.
    public var shown: Snapshot { animations.first?.before ?? snapshot }

    /// The 40 counts the board shows: the draft while the person rearranges, else the game shown.
    public var board: [Int] { shown.setupDraft?.board ?? shown.board }

    /// Whether the person may act on the board now: nothing animating, their turn, game on.
    public var awaitingTap: Bool { animations.isEmpty && !snapshot.computerToMove && snapshot.result == nil }

    /// The houses a tap sows now: none while a turn animates or the person rearranges.
    public var sowable: [Int] { awaitingTap ? shown.taps.indices.filter { shown.taps[$0] == .sow } : [] }
}

/// A played turn waiting to be animated, and the game as it was `before` it.
public struct QueuedMove: Equatable, Sendable {
    public let outcome: MoveOutcome
    public let before: Snapshot

    public init(outcome: MoveOutcome, before: Snapshot) {
        self.outcome = outcome
        self.before = before
    }
}

/// A tap or a control the game refused, and why; the game did not change. `serial` tells a
/// refusal from the one before it, so the same refusal twice is said (and felt) twice.
public struct Refused: Equatable, Sendable {
    public let reason: Refusal
    public let serial: Int

    public init(reason: Refusal, serial: Int) {
        self.reason = reason
        self.serial = serial
    }
}
