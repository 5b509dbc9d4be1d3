package app.kiela.game

import app.kiela.core.AnimationStep

/**
 * What to draw at one moment of a turn's animation. [TimelinePlayer] fills one instance again and
 * again (no allocation per frame), so read it before asking for the next frame and do not keep it.
 */
class TimelineFrame internal constructor(capacity: Int) {
    /** The 40 counts to draw, in board order: the board of the last step ended, else the board before. */
    var board: List<Int> = emptyList()
        private set

    /** Under no motion, the board fading out while [board] (the result) fades in; null otherwise. */
    var fadingBoard: List<Int>? = null
        private set

    /** How far the cross-fade has gone, 0…1: the opacity of [board]. 1 when nothing fades. */
    var fade: Float = 1f
        private set

    /** Whether the animation is over (all steps ended, skipped, or no motion at all). */
    var finished: Boolean = false
        private set

    /** The moment of the timeline this frame shows, in the timeline's own (unscaled) ms. */
    var timelineMs: Double = 0.0
        private set

    /** The stones in the sowing hand once the last ended step is done: 0 before the first lift and after the end. */
    var inHand: Int = 0
        private set

    /** The house the hand is over once the last ended step is done, or -1 before the first lift (and after the end). */
    var handHouse: Int = -1
        private set

    /** How many steps are under way; read them with [activeStep] and [activeProgress]. */
    var activeCount: Int = 0
        private set

    private val steps = arrayOfNulls<AnimationStep>(capacity)
    private val progress = FloatArray(capacity)

    /** The [i]th step under way (0 until [activeCount]), in timeline order. */
    fun activeStep(i: Int): AnimationStep = steps[checked(i)]!!

    /** How far the [i]th step under way has gone, 0…1. */
    fun activeProgress(i: Int): Float = progress[checked(i)]

    private fun checked(i: Int): Int = i.also { require(it in 0 until activeCount) { "no active step $it of $activeCount" } }

    /** Fills in everything but the steps under way. */
    internal fun show(
        board: List<Int>,
        timelineMs: Double,
        finished: Boolean,
        fadingBoard: List<Int>? = null,
        fade: Float = 1f,
        inHand: Int = 0,
        handHouse: Int = -1,
    ) {
        this.board = board
        this.inHand = inHand
        this.handHouse = handHouse
        this.timelineMs = timelineMs
        this.finished = finished
        this.fadingBoard = fadingBoard
        this.fade = fade
    }

    internal fun clearActive() {
        for (i in 0 until activeCount) steps[i] = null
        activeCount = 0
    }

    internal fun addActive(step: AnimationStep, fraction: Float) {
        steps[activeCount] = step
        progress[activeCount] = fraction
        activeCount++
    }
}
