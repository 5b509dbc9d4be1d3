package app.kiela.game

import app.kiela.core.AnimationStep
import app.kiela.core.StepKind

/**
 * Where the sowing hand is during a turn: for every step of a timeline, the house the hand was
 * over just before it, so a dropping stone can be drawn on its way from there. Worked out once
 * per turn; a frame only reads it.
 */
class HandPath(timeline: List<AnimationStep>) {
    private val origins = IntArray(timeline.size)

    init {
        var hand = -1
        timeline.forEachIndexed { i, step ->
            origins[i] = hand
            hand = houseOf(step.kind) ?: hand
        }
    }

    /** The house the hand was over before step [index], or -1 before the first lift. */
    fun originOf(index: Int): Int = origins[index]

    companion object {
        /** The house a step happens at, where the hand is once it is done; null for a flash. */
        fun houseOf(kind: StepKind): Int? = when (kind) {
            is StepKind.Lift -> kind.house
            is StepKind.Drop -> kind.house
            is StepKind.Relay -> kind.house
            is StepKind.CaptureFlight -> kind.to
            is StepKind.End -> kind.house
            is StepKind.CaptureFlash -> null
        }
    }
}
