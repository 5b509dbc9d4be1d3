package app.kiela.ui.guide

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.SavedStateHandle
import app.kiela.core.MoveOutcome
import app.kiela.ui.AppPreferences

/** What the person answered to the first start's offer of a guided game. */
enum class GuideAnswer { START, LATER, NEVER }

/**
 * The guided game's state, kept in the view model: whether the guide is [on] (in [saved], so it
 * survives rotation and the process's death with the game's own save), the first start's
 * offer, and the notes of the last turn shown, which the card keeps once its turn has played.
 * What the person answered to the offer is kept in [preferences].
 */
class Guide(private val saved: SavedStateHandle, private val preferences: AppPreferences) {
    private val guiding = mutableStateOf(saved.get<Boolean>(GUIDING) ?: false)

    /** Whether the game is guided: the card under the board explains each move. */
    val on: Boolean get() = guiding.value

    /** Whether the offer of a guided game is up (the first start only). */
    var offering: Boolean by mutableStateOf(false)
        private set

    /** The notes of the turn last animated, kept after it for the card; null before the first. */
    var lastNotes: GuideNotes? by mutableStateOf(null)
        internal set

    private fun guide(value: Boolean) {
        guiding.value = value
        saved[GUIDING] = value
        lastNotes = null
    }

    /**
     * Whether the first start's offer is due: no save was found ([hadSave] false) and the person
     * has neither answered it nor declined it. Reads the preferences: call it on the io thread.
     */
    fun offerDue(hadSave: Boolean): Boolean = !hadSave && !preferences.guideOffered && !preferences.guideDeclined

    /** Puts the offer up. */
    fun offer() {
        offering = true
    }

    /** The person answered the offer: it is remembered (declined for good with [GuideAnswer.NEVER]) and taken down. */
    fun answer(answer: GuideAnswer) {
        offering = false
        if (answer == GuideAnswer.NEVER) preferences.guideDeclined = true else preferences.guideOffered = true
    }

    /** A new game began, guided or not: the offer is moot and the guide is [on] only for the guided game. */
    fun newGame(guided: Boolean) {
        offering = false
        guide(guided)
    }

    /** "Stop the guide": the game goes on without it. */
    fun stop() = guide(false)

    private companion object {
        const val GUIDING = "guiding"
    }
}

/**
 * One turn's notes, worded once as its animation begins (not per frame): each note's text and
 * the moment of the timeline it comes at. [indexAt] finds the note under way without
 * allocating, so the card can follow the animation's clock.
 */
class GuideNotes(val outcome: MoveOutcome, words: GuideWords, yours: Boolean) {
    private val texts: Array<String> = Array(outcome.guide.size) { words.note(outcome.guide[it].note, yours) }
    private val atMs: IntArray = IntArray(outcome.guide.size) { outcome.guide[it].atMs }

    val size: Int get() = texts.size

    /** The last note at or before [timelineMs] of the outcome's timeline; -1 before the first. */
    fun indexAt(timelineMs: Double): Int {
        var i = atMs.size - 1
        while (i >= 0 && atMs[i] > timelineMs) i--
        return i
    }

    fun text(index: Int): String = texts[index]

    /** The turn's last note (the one left once it has played), or null for a turn without notes. */
    val last: String? get() = texts.lastOrNull()
}
