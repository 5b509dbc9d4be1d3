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
 * long. 0 means no motion ("remove animations"): then a turn is a quick cross-fade of
 * [CROSS_FADE_MS] from the board before to the result, nothing moving on the way.
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
    val scaledDurationMs: Long = when {
        timeline.isEmpty() -> 0L
        scale == 0f -> CROSS_FADE_MS
        else -> Math.ceil(this.durationMs * scale.toDouble()).toLong()
    }

    private val frame = TimelineFrame(timeline.size)
    private var ended = 0 // steps [0, ended) have ended
    private var started = 0 // steps [0, started) have started
    private var lastElapsed = Long.MIN_VALUE
    private var skipped = false

    /** Whether the animation is over (for the last time asked, or skipped). */
    val isFinished: Boolean get() = frame.finished

    /** The frame at [elapsedMs] on the clock since the animation began. The same object every call. */
    fun frameAt(elapsedMs: Long): TimelineFrame {
        if (skipped || timeline.isEmpty()) return finalFrame()
        if (scale == 0f) return crossFadeAt(elapsedMs)
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
        frame.show(last?.board ?: boardBefore, last?.inHand ?: 0, t, finished = false)
        return frame
    }

    // No motion: the result fades in over the board before; the timeline's moment follows the
    // fade, so a capture's haptic still comes.
    private fun crossFadeAt(elapsedMs: Long): TimelineFrame {
        if (elapsedMs >= CROSS_FADE_MS) return finalFrame()
        val fade = elapsedMs.coerceAtLeast(0L).toFloat() / CROSS_FADE_MS
        frame.clearActive()
        frame.show(boardAfter, 0, durationMs * fade.toDouble(), finished = false, fadingBoard = boardBefore, fade = fade)
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
        frame.show(boardAfter, 0, durationMs.toDouble(), finished = true)
        return frame
    }

    companion object {
        /** How long a turn's cross-fade lasts when the system removes animations, in ms. */
        const val CROSS_FADE_MS = 250L
    }
}
