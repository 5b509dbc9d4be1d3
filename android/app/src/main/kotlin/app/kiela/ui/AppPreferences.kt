package app.kiela.ui

import android.content.Context
import androidx.core.content.edit
import app.kiela.core.NewGameChoice
import app.kiela.core.defaultNewGameChoice
import app.kiela.core.newGameChoiceFromJson
import app.kiela.core.newGameChoiceJson

/**
 * The person's settings, their last new-game choice and their answer to the guided game's
 * offer, kept in the app's preferences. (The animation speed is the game session's, kept in its
 * save.)
 */
class AppPreferences(context: Context) {
    private val prefs = context.getSharedPreferences("kiela", Context.MODE_PRIVATE)

    var haptics: Boolean
        get() = prefs.getBoolean(HAPTICS, true)
        set(value) = prefs.edit { putBoolean(HAPTICS, value) }

    /** The last choice, as the core's JSON of it: what another version wrote falls back field by field. */
    var choice: NewGameChoice
        get() = prefs.getString(CHOICE, null)?.let(::newGameChoiceFromJson) ?: defaultNewGameChoice()
        set(value) = prefs.edit { putString(CHOICE, newGameChoiceJson(value)) }

    /** The first start's offer of a guided game was answered (started, or not now). */
    var guideOffered: Boolean
        get() = prefs.getBoolean(GUIDE_OFFERED, false)
        set(value) = prefs.edit { putBoolean(GUIDE_OFFERED, value) }

    /** The person asked never to be offered the guided game again. */
    var guideDeclined: Boolean
        get() = prefs.getBoolean(GUIDE_DECLINED, false)
        set(value) = prefs.edit { putBoolean(GUIDE_DECLINED, value) }

    private companion object {
        const val HAPTICS = "haptics"
        const val CHOICE = "newGameChoice"
        const val GUIDE_OFFERED = "guideOffered"
        const val GUIDE_DECLINED = "guideDeclined"
    }
}
