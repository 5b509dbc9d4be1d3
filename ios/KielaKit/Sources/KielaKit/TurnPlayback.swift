import KielaCore

/// What to draw at one moment of a turn. `TurnPlayback` fills one instance again and again, and
/// its list of steps within the capacity it was made with (no allocation per frame), so read it
/// before asking for the next frame and do not keep it.
public final class TimelineFrame {
    /// The 40 counts to draw: the board of the last step ended, else the board before.
    public private(set) var board: [Int] = []
    /// With motion removed, the board fading out while `board` (the result) fades in; else nil.
    public private(set) var fadingBoard: [Int]?
    /// How far the cross-fade has gone, 0…1: the opacity of `board`. 1 when nothing fades.
    public private(set) var fade = 1.0
    /// Whether the animation is over (all steps ended, skipped, or no motion at all).
    public private(set) var finished = false
    /// In the computer's beat before the motion: the board before stands still, and the last
    /// move's marks stay on it until the motion begins.
    public private(set) var beat = false
    /// The steps under way, in timeline order, each with how far it has gone (0…1).
    public private(set) var active: [(step: AnimationStep, progress: Double)] = []
    /// The last step ended, whose `inHand` and house say where the hand rests between steps; nil
    /// before the first ends and once the turn is over.
    public private(set) var lastEnded: AnimationStep?

    init(capacity: Int) { active.reserveCapacity(capacity) }

    func show(_ board: [Int], finished: Bool = false, fadingBoard: [Int]? = nil, fade: Double = 1) {
        active.removeAll(keepingCapacity: true)
        lastEnded = nil
        beat = false
        self.board = board
        self.finished = finished
        self.fadingBoard = fadingBoard
        self.fade = fade
    }

    func addActive(_ step: AnimationStep, _ progress: Double) { active.append((step, progress)) }

    func showBeat(_ board: [Int]) {
        show(board)
        beat = true
    }

    func showEnded(_ step: AnimationStep) {
        lastEnded = step
        board = step.board
    }
}

/// One turn played against a clock, as its outcome times it: `beatMs` of stillness (the
/// computer's visible beat), then the timeline's keyframes. At each moment it gives the board of
/// the last step ended (the board before until the first ends) and the steps under way with
/// their progress; the view acts on the outcome's `cues` (the core's) as their moments come. The
/// clock is any number of ms, so tests step it by hand.
///
/// Steps may overlap, but their start and end times never go backwards, so the ended steps and
/// the started steps are each a prefix of the timeline: two cursors move forward with time and a
/// frame allocates nothing. An earlier time than the last rewinds from the start.
///
/// `timeScale` stretches the motion, and the cues with it. 0 removes it (Reduce Motion): then the
/// turn is the outcome's cross-fade from the board before to the result, nothing moving on the
/// way, and the cues come within the fade.
public final class TurnPlayback {
    public let outcome: MoveOutcome
    /// The outcome's cues in order, each at its time in clock ms from the start of the turn (the
    /// guide's only in the guided game).
    public let cues: [(atMs: Double, kind: CueKind)]
    /// How long the motion lasts on the clock, in ms, with the time scale applied (no beat).
    public let motionMs: Double
    /// When the turn starts to show on the clock, in ms: after the computer's beat.
    public let motionStartMs: Double
    /// Whether the turn moves: false with motion removed (its cross-fade) and when the outcome
    /// has no keyframes (instant speed, a rearrangement).
    public let moves: Bool
    /// Whether a tap ended the turn before its time.
    public private(set) var skipped = false

    private let timeline: [AnimationStep]
    private let beatMs: Double
    private let durationMs: Double
    private let crossFadeMs: Double
    private let scale: Double
    private let frame: TimelineFrame
    private var ended = 0
    private var started = 0
    private var lastElapsed = -Double.infinity
    private var startMs: Double?

    /// `guided`: the guided game, whose notes are cued too.
    public init(_ outcome: MoveOutcome, timeScale: Double, guided: Bool = false) {
        self.outcome = outcome
        timeline = outcome.timeline
        beatMs = Double(max(outcome.beatMs, 0))
        durationMs = Double(max(outcome.durationMs, 0))
        crossFadeMs = Double(max(outcome.crossFadeMs, 0))
        scale = timeScale.isFinite ? max(timeScale, 0) : 1
        motionMs = timeline.isEmpty ? 0 : scale == 0 ? crossFadeMs : (durationMs * scale).rounded(.up)
        motionStartMs = beatMs
        moves = scale > 0 && !timeline.isEmpty
        frame = TimelineFrame(capacity: timeline.count)
        let pace = durationMs > 0 ? motionMs / durationMs : 0   // clock ms per timeline ms
        let (beat, motion) = (beatMs, motionMs)
        cues = outcome.cues.compactMap { cue in
            if case .guide = cue.kind, !guided { return nil }
            if case .end = cue.kind { return (beat + motion, cue.kind) }
            return (beat + min(Double(max(cue.atMs, 0)) * pace, motion), cue.kind)
        }
    }

    /// The guided game's note current at clock time `nowMs` from the start of the turn: the index
    /// in the screen's `words.guide` (the outcome's `guide`) of the last note whose cue has come
    /// (all of them once skipped), nil before the first. Allocates nothing.
    public func guideNote(atMs nowMs: Double) -> Int? {
        var current: Int?
        for (atMs, kind) in cues {
            if atMs > nowMs && !skipped { break }
            if case .guide(let k) = kind { current = k }
        }
        return current
    }

    public var isFinished: Bool { frame.finished }

    /// The frame at clock time `nowMs`; the first call starts the clock. The same object every call.
    public func frame(atMs nowMs: Double) -> TimelineFrame {
        let start = startMs ?? nowMs
        startMs = start
        let elapsed = nowMs - start - beatMs
        if skipped || timeline.isEmpty { return finalFrame() }
        if elapsed < lastElapsed { ended = 0; started = 0 }
        lastElapsed = elapsed
        if elapsed < 0 { frame.showBeat(outcome.boardBefore); return frame }
        if scale == 0 { return crossFade(atElapsed: elapsed) }
        let t = elapsed / scale
        if t >= durationMs { return finalFrame() }
        while ended < timeline.count, Double(timeline[ended].startMs + timeline[ended].durationMs) <= t { ended += 1 }
        while started < timeline.count, Double(timeline[started].startMs) <= t { started += 1 }
        frame.show(outcome.boardBefore)
        if ended > 0 { frame.showEnded(timeline[ended - 1]) }
        for step in timeline[ended..<started] {
            // Under way: start <= t < end, so its duration is positive.
            frame.addActive(step, min(max((t - Double(step.startMs)) / Double(step.durationMs), 0), 1))
        }
        return frame
    }

    // Motion removed: the result fades in over the board before, and nothing moves.
    private func crossFade(atElapsed elapsed: Double) -> TimelineFrame {
        if elapsed >= crossFadeMs { return finalFrame() }
        frame.show(outcome.snapshot.board, fadingBoard: outcome.boardBefore, fade: elapsed / crossFadeMs)
        return frame
    }

    /// A tap during the animation: it is over, and every later frame is the final board.
    public func skipToEnd() {
        skipped = true
        _ = finalFrame()
    }

    private func finalFrame() -> TimelineFrame {
        // A rearrangement has no steps but a new board: the snapshot's.
        frame.show(outcome.snapshot.board, finished: true)
        return frame
    }
}
