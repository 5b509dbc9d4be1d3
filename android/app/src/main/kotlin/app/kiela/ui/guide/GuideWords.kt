package app.kiela.ui.guide

import android.content.res.Resources
import app.kiela.R
import app.kiela.core.GuideNote
import app.kiela.ui.Words

/**
 * The guided game's notes in the person's words: each [GuideNote] the core gives, worded for
 * the side that moves (the person, or the computer), its houses named as the rest of the app
 * names them ("inner house 3", see [Words.houseShort]).
 */
class GuideWords(private val resources: Resources) {
    private val words = Words(resources)

    private fun plural(id: Int, n: Int, vararg args: Any): String = resources.getQuantityString(id, n, *args)

    private fun house(spot: app.kiela.core.Spot) = words.houseShort(spot)

    /** The note, for a move by the person ([yours]) or by the computer. */
    fun note(note: GuideNote, yours: Boolean): String = when (note) {
        is GuideNote.Sowing ->
            plural(if (yours) R.plurals.guide_sowing_you else R.plurals.guide_sowing_computer, note.stones, note.stones, house(note.house))
        is GuideNote.Relay -> {
            val facing = note.facing
            if (facing == null) {
                plural(if (yours) R.plurals.guide_relay_outer_you else R.plurals.guide_relay_outer_computer, note.stones, note.stones, house(note.house))
            } else {
                plural(if (yours) R.plurals.guide_relay_inner_you else R.plurals.guide_relay_inner_computer, note.stones, note.stones, house(note.house), house(facing))
            }
        }
        is GuideNote.Capture ->
            plural(
                if (yours) R.plurals.guide_capture_you else R.plurals.guide_capture_computer,
                note.stones, house(note.captor), house(note.inner), house(note.outer), note.stones,
            )
        is GuideNote.JoinArmy ->
            plural(if (yours) R.plurals.guide_army_you else R.plurals.guide_army_computer, note.stones, note.stones, house(note.first))
        is GuideNote.TurnEnds -> if (note.captured == 0) {
            resources.getString(if (yours) R.string.guide_end_you else R.string.guide_end_computer, house(note.house))
        } else {
            plural(if (yours) R.plurals.guide_end_you_taken else R.plurals.guide_end_computer_taken, note.captured, note.captured, house(note.house))
        }
    }

    /** Before the person's move: which houses they may sow ([minStones] the fewest a house needs). */
    fun prompt(minStones: Int): String = plural(R.plurals.guide_prompt, minStones, minStones)

    /** What the card says before any move has been explained. */
    fun intro(): String = resources.getString(R.string.guide_intro)
}
