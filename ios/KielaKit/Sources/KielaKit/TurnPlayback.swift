import KielaCatalog
import KielaCore
import KielaWords

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
    /// The steps under way, in timeline order, each with how far it has gone (0…1).
    public private(set) var active: [(step: AnimationStep, progress: Double)] = []

    init(capacity: Int) { active.reserveCapacity(capacity) }

    func show(_ board: [Int], finished: Bool = false, fadingBoard: [Int]? = nil, fade: Double = 1) {
        active.removeAll(keepingCapacity: true)
        self.board = board
        self.finished = finished
        self.fadingBoard = fadingBoard
        self.fade = fade
    }

    func addActive(_ step: AnimationStep, _ progress: Double) { active.append((step, progress)) }
}

/// One queued turn played against a clock, as its outcome times it: `beatMs` of stillness (the
/// computer's visible beat), then the timeline's keyframes. At each moment it gives the board of
/// the last step ended (the board before until the first ends) and the steps under way with
/// their progress; the view acts on the `cues` as their moments come. The clock is any number of
/// ms, so tests step it by hand.
///
/// Steps may overlap, but their start and end times never go backwards, so the ended steps and
/// the started steps are each a prefix of the timeline: two cursors move forward with time and a
/// frame allocates nothing. An earlier time than the last rewinds from the start.
///
/// `timeScale` stretches the motion. 0 removes it (Reduce Motion): then the turn is the
/// outcome's cross-fade from the board before to the result, nothing moving on the way.
public final class TurnPlayback {
    /// What the view does at a moment of the turn.
    public enum Cue: Equatable, Sendable {
        /// Tell VoiceOver the other side's move, as its motion begins (after the beat).
        case announce(KielaCatalog.Phrase)
        /// A capture flash begins: a haptic.
        case capture
        /// The guided game: the outcome's `guide[index]` is what is happening now.
        case guide(Int)
        /// The turn has been played.
        case end
    }

    public let move: QueuedMove
    /// The cues in order, each at its time in clock ms from the start of the turn.
    public let cues: [(atMs: Double, cue: Cue)]
    /// How long the motion lasts on the clock, in ms, with the time scale applied (no beat).
    public let motionMs: Double

    private let timeline: [AnimationStep]
    private let beatMs: Double
    private let durationMs: Double
    private let crossFadeMs: Double
    private let scale: Double
    private let frame: TimelineFrame
    private var ended = 0
    private var started = 0
    private var lastElapsed = -Double.infinity
    private var skipped = false
    private var startMs: Double?

    /// `guided` adds a cue for each of the outcome's guide notes (the guided game), as its step begins.
    public init(_ move: QueuedMove, timeScale: Double, guided: Bool = false) {
        self.move = move
        let outcome = move.outcome
        timeline = outcome.timeline
        beatMs = Double(max(outcome.beatMs, 0))
        durationMs = Double(max(outcome.durationMs, 0))
        crossFadeMs = Double(max(outcome.crossFadeMs, 0))
        scale = timeScale.isFinite ? max(timeScale, 0) : 1
        motionMs = timeline.isEmpty ? 0 : scale == 0 ? crossFadeMs : (durationMs * scale).rounded(.up)
        frame = TimelineFrame(capacity: timeline.count)
        let pace = durationMs > 0 ? motionMs / durationMs : 0   // clock ms per timeline ms
        var cues: [(atMs: Double, cue: Cue)] = []
        if let said = outcome.announcement { cues.append((beatMs, .announce(Words.announcement(said)))) }
        for step in timeline { if case .captureFlash = step.kind { cues.append((beatMs + Double(step.startMs) * pace, .capture)) } }
        if guided {
            // Each note as its step begins (within the motion), merged in time order: at the
            // same moment the announcement first, a capture's haptic before its note.
            for (k, cue) in outcome.guide.enumerated() {
                cues.append((beatMs + min(Double(max(cue.atMs, 0)) * pace, motionMs), .guide(k)))
            }
            cues = cues.enumerated().sorted { ($0.element.atMs, $0.offset) < ($1.element.atMs, $1.offset) }.map(\.element)
        }
        self.cues = cues + [(beatMs + motionMs, .end)]
    }

    /// The guided game's note current at clock time `nowMs` from the start of the turn: the index
    /// in the outcome's `guide` of the last note whose cue has come (all of them once skipped),
    /// nil before the first. Allocates nothing.
    public func guideNote(atMs nowMs: Double) -> Int? {
        var current: Int?
        for (atMs, cue) in cues {
            if atMs > nowMs && !skipped { break }
            if case .guide(let k) = cue { current = k }
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
        if elapsed < 0 { frame.show(move.outcome.boardBefore); return frame }
        if scale == 0 { return crossFade(atElapsed: elapsed) }
        let t = elapsed / scale
        if t >= durationMs { return finalFrame() }
        while ended < timeline.count, Double(timeline[ended].startMs + timeline[ended].durationMs) <= t { ended += 1 }
        while started < timeline.count, Double(timeline[started].startMs) <= t { started += 1 }
        frame.show(ended > 0 ? timeline[ended - 1].board : move.outcome.boardBefore)
        for step in timeline[ended..<started] {
            // Under way: start <= t < end, so its duration is positive.
            frame.addActive(step, min(max((t - Double(step.startMs)) / Double(step.durationMs), 0), 1))
        }
        return frame
    }

    // Motion removed: the result fades in over the board before, and nothing moves.
    private func crossFade(atElapsed elapsed: Double) -> TimelineFrame {
        if elapsed >= crossFadeMs { return finalFrame() }
        frame.show(move.outcome.snapshot.board, fadingBoard: move.outcome.boardBefore, fade: elapsed / crossFadeMs)
        return frame
    }

    /// A tap during the animation: it is over, and every later frame is the final board.
    public func skipToEnd() {
        skipped = true
        _ = finalFrame()
    }

    private func finalFrame() -> TimelineFrame {
        // A rearrangement has no steps but a new board: the snapshot's.
        frame.show(move.outcome.snapshot.board, finished: true)
        return frame
    }
}
