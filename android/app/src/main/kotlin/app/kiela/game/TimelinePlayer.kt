package app.kiela.game

import app.kiela.core.AnimationStep
import app.kiela.core.MoveOutcome

/**
 * Plays a turn's keyframes: at elapsed time t it gives the board of the last step that has ended
 * by t (the board before until the first ends) and the steps under way with their progress.
 *
 * Steps may overlap, but their start and end times never go backwards, so the ended steps and the
 * started steps are each a prefix of the timeline; two indices advance as time goes forward and a
 * frame costs no allocation. Asking for an earlier time than the last rewinds (from the start).
 *
 * [timeScale] is the system animator duration scale: the animation lasts [timeScale] times as
 * long; 0 means no motion, and the player is finished at once on the final board.
 */
class TimelinePlayer(
    private val boardBefore: List<Int>,
    private val timeline: List<AnimationStep>,
    durationMs: Int,
    timeScale: Float = 1f,
    /** The board once the turn is done; a setup turn has no steps but a new board. */
    private val boardAfter: List<Int> = timeline.lastOrNull()?.board ?: boardBefore,
) {
    constructor(outcome: MoveOutcome, timeScale: Float = 1f) :
        this(outcome.boardBefore, outcome.timeline, outcome.durationMs, timeScale, outcome.snapshot.board)

    private val scale: Float = timeScale.coerceAtLeast(0f)
    private val durationMs: Int = durationMs.coerceAtLeast(0)

    /** How long the animation lasts on the clock, in ms, with the time scale applied. */
    val scaledDurationMs: Long = if (scale == 0f) 0L else Math.ceil(this.durationMs * scale.toDouble()).toLong()

    private val frame = TimelineFrame(timeline.size)
    private var ended = 0 // steps [0, ended) have ended
    private var started = 0 // steps [0, started) have started
    private var lastElapsed = Long.MIN_VALUE
    private var skipped = false

    /** Whether the animation is over (for the last time asked, or skipped). */
    val isFinished: Boolean get() = frame.finished

    /** The frame at [elapsedMs] on the clock since the animation began. The same object every call. */
    fun frameAt(elapsedMs: Long): TimelineFrame {
        if (skipped || scale == 0f || timeline.isEmpty()) return finalFrame()
        if (elapsedMs < lastElapsed) {
            ended = 0
            started = 0
        }
        lastElapsed = elapsedMs
        val t = elapsedMs.coerceAtLeast(0L) / scale.toDouble()
        if (t >= durationMs) return finalFrame()
        val n = timeline.size
        while (ended < n && timeline[ended].let { it.startMs + it.durationMs } <= t) ended++
        if (started < ended) started = ended
        while (started < n && timeline[started].startMs <= t) started++
        frame.clearActive()
        for (i in ended until started) {
            val step = timeline[i]
            // Under way: start <= t < end, so its duration is positive.
            val fraction = ((t - step.startMs) / step.durationMs).toFloat().coerceIn(0f, 1f)
            frame.addActive(i, step, fraction)
        }
        val last = if (ended > 0) timeline[ended - 1] else null
        frame.board = last?.board ?: boardBefore
        frame.inHand = last?.inHand ?: 0
        frame.timelineMs = t
        frame.finished = false
        return frame
    }

    /** A tap during the animation: it is over, and every later frame is the final board. */
    fun skipToEnd(): TimelineFrame {
        skipped = true
        return finalFrame()
    }

    private fun finalFrame(): TimelineFrame {
        ended = timeline.size
        started = timeline.size
        frame.clearActive()
        frame.board = boardAfter
        frame.inHand = 0
        frame.timelineMs = durationMs.toDouble()
        frame.finished = true
        return frame
    }
}
