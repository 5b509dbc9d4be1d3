package app.kiela.game

import app.kiela.core.CaptureSowing
import app.kiela.core.GameSettings
import app.kiela.core.Level
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.Variant
import java.io.Serializable

/**
 * The choices of the new-game sheet, as the person makes them (remembered for next time), and
 * the [GameSettings] they come to.
 */
data class NewGameChoice(
    /** The computer's level, or null for a friend on this phone. */
    val level: Level? = Level.EASY,
    /** The side the person plays against the computer (with a friend, the bottom player is South). */
    val side: Side = Side.SOUTH,
    /** Whether the person (with a friend: the bottom player) moves first. */
    val youStart: Boolean = true,
    val variant: Variant = Variant.TRADITIONAL,
    val captureSowing: CaptureSowing = CaptureSowing.AFTER_CAPTURING_HOUSE,
    val expertOpening: Boolean = false,
) : Serializable { // so an unfinished choice outlives a rotation (in the saved instance state)
    fun toSettings(): GameSettings {
        val you = if (level == null) Side.SOUTH else side
        val computer = level?.let { Seat.Computer(it) } ?: Seat.Person
        return GameSettings(
            variant = variant,
            captureSowing = captureSowing,
            expertOpening = expertOpening,
            south = if (you == Side.SOUTH) Seat.Person else computer,
            north = if (you == Side.NORTH) Seat.Person else computer,
            first = if (youStart) you else you.other(),
        )
    }

    companion object {
        /** The choice that leads to [settings] (for a game restored without remembered choices). */
        fun of(settings: GameSettings): NewGameChoice {
            val computer = (settings.south as? Seat.Computer) ?: (settings.north as? Seat.Computer)
            val side = if (settings.south is Seat.Person) Side.SOUTH else Side.NORTH
            return NewGameChoice(computer?.level, side, settings.first == side, settings.variant, settings.captureSowing, settings.expertOpening)
        }
    }
}

fun Side.other(): Side = if (this == Side.SOUTH) Side.NORTH else Side.SOUTH
