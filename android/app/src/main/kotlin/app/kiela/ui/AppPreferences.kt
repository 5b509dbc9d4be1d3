package app.kiela.ui

import android.content.Context
import androidx.core.content.edit
import app.kiela.core.AnimationSpeed
import app.kiela.core.CaptureSowing
import app.kiela.core.Level
import app.kiela.core.Side
import app.kiela.core.Variant
import app.kiela.game.NewGameChoice

/** The person's settings and their last new-game choices, kept in the app's preferences. */
class AppPreferences(context: Context) {
    private val prefs = context.getSharedPreferences("kiela", Context.MODE_PRIVATE)

    var speed: AnimationSpeed
        get() = enumOr(prefs.getString(SPEED, null), AnimationSpeed.NORMAL)
        set(value) = prefs.edit { putString(SPEED, value.name) }

    var haptics: Boolean
        get() = prefs.getBoolean(HAPTICS, true)
        set(value) = prefs.edit { putBoolean(HAPTICS, value) }

    var choice: NewGameChoice
        get() {
            val default = NewGameChoice()
            val level = prefs.getString(LEVEL, null)
            return NewGameChoice(
                level = if (level == FRIEND) null else enumOr(level, default.level!!),
                side = enumOr(prefs.getString(SIDE, null), default.side),
                youStart = prefs.getBoolean(YOU_START, default.youStart),
                variant = enumOr(prefs.getString(VARIANT, null), default.variant),
                captureSowing = enumOr(prefs.getString(CAPTURE_SOWING, null), default.captureSowing),
                expertOpening = prefs.getBoolean(EXPERT_OPENING, default.expertOpening),
            )
        }
        set(value) = prefs.edit {
            putString(LEVEL, value.level?.name ?: FRIEND)
            putString(SIDE, value.side.name)
            putBoolean(YOU_START, value.youStart)
            putString(VARIANT, value.variant.name)
            putString(CAPTURE_SOWING, value.captureSowing.name)
            putBoolean(EXPERT_OPENING, value.expertOpening)
        }

    private companion object {
        const val SPEED = "speed"
        const val HAPTICS = "haptics"
        const val LEVEL = "choice.level"
        const val FRIEND = "friend"
        const val SIDE = "choice.side"
        const val YOU_START = "choice.youStart"
        const val VARIANT = "choice.variant"
        const val CAPTURE_SOWING = "choice.captureSowing"
        const val EXPERT_OPENING = "choice.expertOpening"

        // A value written by another version of the app that this one does not know falls back.
        inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
            enumValues<E>().firstOrNull { it.name == name } ?: default
    }
}

