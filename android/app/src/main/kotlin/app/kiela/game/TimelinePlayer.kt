package app.kiela.game

import app.kiela.core.MoveOutcome
import kotlin.math.ceil

/**
 * Plays a turn's keyframes from the motion's start (after the outcome's beat): at elapsed time t
 * the board of the last step ended by t (the board before until the first ends) and the steps
 * under way with their progress. Steps may overlap, but their starts and ends never go backwards,
 * so the ended and the started steps are each a prefix of the timeline: two indices advance with
 * time and a frame costs no allocation. An earlier time than the last rewinds from the start.
 *
 * [timeScale] is the system animator duration scale: the animation lasts [timeScale] times as
 * long. 0 means no motion ("remove animations"): the outcome's quick cross-fade from the board
 * before to the result. A turn without steps (the instant speed, a rearrangement) is over at once.
 */
class TimelinePlayer(private val outcome: MoveOutcome, timeScale: Float = 1f) {
    private val timeline = outcome.timeline
    private val scale: Float = timeScale.coerceAtLeast(0f)
    private val crossFadeMs: Long = outcome.crossFadeMs.toLong()

    /** The turn is shown without motion: animations removed (the cross-fade) or no steps (the instant speed, a rearrangement). */
    val motionless: Boolean = scale == 0f || timeline.isEmpty()

    /** How long the animation lasts on the clock, in ms, with the time scale applied (0 without steps). */
    val scaledDurationMs: Long = if (scale == 0f) crossFadeMs else ceil(outcome.durationMs * scale.toDouble()).toLong()

    private val frame = TimelineFrame(timeline.size)
    private var ended = 0 // steps [0, ended) have ended
    private var started = 0 // steps [0, started) have started
    private var lastElapsed = Long.MIN_VALUE
    private var skipped = false

    /** Whether the animation is over (for the last time asked, or skipped). */
    val isFinished: Boolean get() = frame.finished

    /** The frame at [elapsedMs] on the clock since the motion began. The same object every call. */
    fun frameAt(elapsedMs: Long): TimelineFrame {
        if (skipped || timeline.isEmpty()) return finalFrame()
        if (scale == 0f) return crossFadeAt(elapsedMs)
        if (elapsedMs < lastElapsed) {
            ended = 0
            started = 0
        }
        lastElapsed = elapsedMs
        val t = elapsedMs.coerceAtLeast(0L) / scale.toDouble()
        if (t >= outcome.durationMs) return finalFrame()
        val n = timeline.size
        while (ended < n && timeline[ended].let { it.startMs + it.durationMs } <= t) ended++
        if (started < ended) started = ended
        while (started < n && timeline[started].startMs <= t) started++
        frame.clearActive()
        for (i in ended until started) {
            val step = timeline[i]
            // Under way: start <= t < end, so its duration is positive.
            frame.addActive(step, ((t - step.startMs) / step.durationMs).toFloat().coerceIn(0f, 1f))
        }
        val last = if (ended > 0) timeline[ended - 1] else null
        // The next step starts where the last one left the hand (steps go on until the end).
        frame.show(
            last?.board ?: outcome.boardBefore, t, finished = false,
            inHand = last?.inHand ?: 0, handHouse = timeline[ended].handFrom ?: -1,
        )
        return frame
    }

    // No motion: the result fades in over the board before; the timeline's moment follows the
    // fade, so a capture's haptic still comes.
    private fun crossFadeAt(elapsedMs: Long): TimelineFrame {
        if (elapsedMs >= crossFadeMs) return finalFrame()
        val fade = elapsedMs.coerceAtLeast(0L).toFloat() / crossFadeMs
        frame.clearActive()
        frame.show(outcome.snapshot.board, outcome.durationMs * fade.toDouble(), finished = false, fadingBoard = outcome.boardBefore, fade = fade)
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
        frame.show(outcome.snapshot.board, outcome.durationMs.toDouble(), finished = true)
        return frame
    }
}
