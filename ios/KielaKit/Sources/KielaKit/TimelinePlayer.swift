import KielaCore

/// What to draw at one moment of a turn. `TimelinePlayer` fills one instance again and again
/// (no allocation per frame), so read it before asking for the next frame and do not keep it.
public final class TimelineFrame {
    /// The 40 counts to draw: the board of the last step ended, else the board before.
    public internal(set) var board: [Int] = []
    /// The stones in the hand: the last ended step's, 0 before the first step ends.
    public internal(set) var inHand = 0
    /// Under Reduce Motion, the board fading out while `board` (the result) fades in; nil
    /// otherwise. See `TimelinePlayer.crossFadeMs`.
    public internal(set) var fadingBoard: [Int]?
    /// How far the cross-fade has gone, 0…1: the opacity of `board`. 1 when nothing fades.
    public internal(set) var fade = 1.0
    /// Whether the animation is over (all steps ended, skipped, or no motion at all).
    public internal(set) var finished = false
    /// The moment of the timeline shown, in the timeline's own (unscaled) ms.
    public internal(set) var timelineMs = 0.0
    /// How many capture flashes have started so far (a haptic fires as it goes up).
    public internal(set) var flashesStarted = 0
    /// How many steps are under way; read them with `activeStep(_:)` and friends.
    public internal(set) var activeCount = 0

    private var steps: [AnimationStep?]
    private var indices: [Int]
    private var progress: [Double]

    init(capacity: Int) {
        steps = Array(repeating: nil, count: capacity)
        indices = Array(repeating: 0, count: capacity)
        progress = Array(repeating: 0, count: capacity)
    }

    /// The i-th step under way (0..<activeCount), in timeline order.
    public func activeStep(_ i: Int) -> AnimationStep? { i < activeCount ? steps[i] : nil }
    /// Where the i-th step under way is in the timeline (to find the hand's origin).
    public func activeIndex(_ i: Int) -> Int { i < activeCount ? indices[i] : -1 }
    /// How far the i-th step under way has gone, 0…1.
    public func activeProgress(_ i: Int) -> Double { i < activeCount ? progress[i] : 1 }

    /// Fills in everything but the steps under way.
    func show(_ board: [Int], inHand: Int, timelineMs: Double, flashesStarted: Int, finished: Bool,
              fadingBoard: [Int]? = nil, fade: Double = 1) {
        self.board = board
        self.inHand = inHand
        self.timelineMs = timelineMs
        self.flashesStarted = flashesStarted
        self.finished = finished
        self.fadingBoard = fadingBoard
        self.fade = fade
    }

    func clearActive() {
        for i in 0..<activeCount { steps[i] = nil }
        activeCount = 0
    }

    func addActive(_ index: Int, _ step: AnimationStep, _ fraction: Double) {
        steps[activeCount] = step
        indices[activeCount] = index
        progress[activeCount] = fraction
        activeCount += 1
    }
}

/// Plays a turn's keyframes: at elapsed time t it gives the board of the last step that has
/// ended by t (the board before until the first ends) and the steps under way with their progress.
///
/// Steps may overlap, but their start and end times never go backwards, so the ended steps and
/// the started steps are each a prefix of the timeline: two cursors move forward with time and a
/// frame allocates nothing. An earlier time than the last rewinds from the start.
///
/// `timeScale` stretches the animation. 0 is Reduce Motion: then a turn is a quick cross-fade of
/// `crossFadeMs` from the board before to the result, nothing moving on the way.
public final class TimelinePlayer {
    /// How long a turn's cross-fade lasts under Reduce Motion, in ms.
    public static let crossFadeMs = 250.0

    private let boardBefore: [Int]
    private let boardAfter: [Int]
    private let timeline: [AnimationStep]
    private let durationMs: Double
    private let scale: Double
    /// How long the animation lasts on the clock, in ms, with the time scale applied.
    public let scaledDurationMs: Double

    private let frame: TimelineFrame
    private var ended = 0
    private var started = 0
    private var flashes = 0
    private var lastElapsed = -Double.infinity
    private var skipped = false

    public init(boardBefore: [Int], timeline: [AnimationStep], durationMs: Int, timeScale: Double = 1,
                boardAfter: [Int]? = nil) {
        self.boardBefore = boardBefore
        self.timeline = timeline
        // A setup turn has no steps but a new board.
        self.boardAfter = boardAfter ?? timeline.last?.board ?? boardBefore
        self.durationMs = Double(max(durationMs, 0))
        scale = timeScale.isFinite ? max(timeScale, 0) : 1
        scaledDurationMs = timeline.isEmpty ? 0 : scale == 0 ? Self.crossFadeMs : (self.durationMs * scale).rounded(.up)
        frame = TimelineFrame(capacity: timeline.count)
    }

    public convenience init(_ outcome: MoveOutcome, timeScale: Double = 1) {
        self.init(boardBefore: outcome.boardBefore, timeline: outcome.timeline, durationMs: outcome.durationMs,
                  timeScale: timeScale, boardAfter: outcome.snapshot.board)
    }

    public var isFinished: Bool { frame.finished }

    /// The frame `elapsedMs` after the animation began. The same object every call.
    public func frame(atElapsed elapsedMs: Double) -> TimelineFrame {
        if skipped || timeline.isEmpty { return finalFrame() }
        if elapsedMs < lastElapsed { ended = 0; started = 0; flashes = 0 }
        lastElapsed = elapsedMs
        if elapsedMs < 0 { return notBegun() }   // the computer's beat: nothing moves yet
        if scale == 0 { return crossFade(atElapsed: elapsedMs) }
        let t = elapsedMs / scale
        if t >= durationMs { return finalFrame() }
        let n = timeline.count
        while ended < n, Double(timeline[ended].startMs + timeline[ended].durationMs) <= t { ended += 1 }
        if started < ended { countFlashes(upTo: ended) }
        while started < n, Double(timeline[started].startMs) <= t { countFlashes(upTo: started + 1) }
        frame.clearActive()
        for i in ended..<started {
            let step = timeline[i]
            // Under way: start <= t < end, so its duration is positive.
            let fraction = min(max((t - Double(step.startMs)) / Double(step.durationMs), 0), 1)
            frame.addActive(i, step, fraction)
        }
        let last = ended > 0 ? timeline[ended - 1] : nil
        frame.show(last?.board ?? boardBefore, inHand: last?.inHand ?? 0, timelineMs: t, flashesStarted: flashes,
                   finished: false)
        return frame
    }

    // Reduce Motion: the result fades in over the board before, and nothing moves.
    private func crossFade(atElapsed elapsedMs: Double) -> TimelineFrame {
        if elapsedMs >= Self.crossFadeMs { return finalFrame() }
        let fade = elapsedMs / Self.crossFadeMs
        frame.clearActive()
        frame.show(boardAfter, inHand: 0, timelineMs: durationMs * fade, flashesStarted: 0, finished: false,
                   fadingBoard: boardBefore, fade: fade)
        return frame
    }

    /// A tap during the animation: it is over, and every later frame is the final board.
    @discardableResult
    public func skipToEnd() -> TimelineFrame {
        skipped = true
        return finalFrame()
    }

    private func countFlashes(upTo end: Int) {
        while started < end {
            if case .captureFlash = timeline[started].kind { flashes += 1 }
            started += 1
        }
    }

    private func notBegun() -> TimelineFrame {
        frame.clearActive()
        frame.show(boardBefore, inHand: 0, timelineMs: 0, flashesStarted: 0, finished: false)
        return frame
    }

    private func finalFrame() -> TimelineFrame {
        countFlashes(upTo: timeline.count)
        ended = timeline.count
        frame.clearActive()
        frame.show(boardAfter, inHand: 0, timelineMs: durationMs, flashesStarted: flashes, finished: true)
        return frame
    }
}

/// One queued turn played against a clock: the computer's visible beat first, then its
/// timeline. The view asks for frames with the clock's time; the clock is any number of ms, so
/// tests step it by hand.
public final class TurnPlayback {
    /// The computer takes a visible beat before it moves, even when it answered at once.
    public static let computerBeatMs = 500.0

    public let move: QueuedMove
    public let player: TimelinePlayer
    public let hand: HandPath
    private let beatMs: Double
    private var startMs: Double?

    public init(_ move: QueuedMove, timeScale: Double) {
        self.move = move
        player = TimelinePlayer(move.outcome, timeScale: timeScale)
        hand = HandPath(move.outcome.timeline)
        beatMs = move.byComputer ? Self.computerBeatMs : 0
    }

    /// The revision the turn led to: a playback belongs to one queued turn.
    public var revision: Int64 { move.outcome.revision }

    /// The frame at clock time `nowMs`; the first call starts the clock.
    public func frame(atMs nowMs: Double) -> TimelineFrame {
        let start = startMs ?? nowMs
        startMs = start
        return player.frame(atElapsed: nowMs - start - beatMs)
    }

    /// How long from `nowMs` until the turn has been played (0 once over).
    public func remainingMs(atMs nowMs: Double) -> Double {
        if player.isFinished { return 0 }
        let start = startMs ?? nowMs
        return max(start + beatMs + player.scaledDurationMs - nowMs, 0)
    }

    public func skipToEnd() { player.skipToEnd() }
}
