package app.kiela.game

import app.kiela.core.CaptureSowing
import app.kiela.core.GameSettings
import app.kiela.core.Level
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.Variant
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class NewGameChoiceTest {
    private fun standard(south: Seat, north: Seat, first: Side) =
        GameSettings(Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false, south, north, first)

    @Test
    fun `the default choice is South against Easy, South first, standard rules`() {
        assertEquals(standard(Seat.Person, Seat.Computer(Level.EASY), Side.SOUTH), NewGameChoice().toSettings())
    }

    @Test
    fun `against the computer the person takes the chosen side and the first move if they start`() {
        for (level in Level.entries) {
            val computer = Seat.Computer(level)
            fun settings(side: Side, youStart: Boolean) = NewGameChoice(level, side, youStart).toSettings()
            assertEquals(standard(Seat.Person, computer, Side.SOUTH), settings(Side.SOUTH, true))
            assertEquals(standard(Seat.Person, computer, Side.NORTH), settings(Side.SOUTH, false))
            assertEquals(standard(computer, Seat.Person, Side.NORTH), settings(Side.NORTH, true))
            assertEquals(standard(computer, Seat.Person, Side.SOUTH), settings(Side.NORTH, false))
        }
    }

    @Test
    fun `with a friend both seats are people and the bottom player is South whatever side was chosen`() {
        for (side in Side.entries) {
            assertEquals(standard(Seat.Person, Seat.Person, Side.SOUTH), NewGameChoice(null, side, youStart = true).toSettings())
            assertEquals(standard(Seat.Person, Seat.Person, Side.NORTH), NewGameChoice(null, side, youStart = false).toSettings())
        }
    }

    @Test
    fun `the rules chosen are passed on`() {
        val choice = NewGameChoice(Level.HARD, Side.NORTH, true, Variant.BEGINNER, CaptureSowing.FROM_LAP_START, expertOpening = true)
        assertEquals(
            GameSettings(Variant.BEGINNER, CaptureSowing.FROM_LAP_START, true, Seat.Computer(Level.HARD), Seat.Person, Side.NORTH),
            choice.toSettings(),
        )
    }

    @Test
    fun `the choice read back from settings leads to the same settings`() {
        val levels: List<Level?> = Level.entries + null
        for (level in levels) for (side in Side.entries) for (youStart in listOf(true, false))
            for (variant in Variant.entries) for (sowing in CaptureSowing.entries) for (expert in listOf(true, false)) {
                val choice = NewGameChoice(level, side, youStart, variant, sowing, expert)
                val settings = choice.toSettings()
                val back = NewGameChoice.of(settings)
                assertEquals(settings, back.toSettings(), "$choice")
                // With a friend the side is not part of the settings: it reads back as South.
                assertEquals(if (level == null) choice.copy(side = Side.SOUTH) else choice, back, "$choice")
            }
    }

    @Test
    fun `the other side`() {
        assertEquals(Side.NORTH, Side.SOUTH.other())
        assertEquals(Side.SOUTH, Side.NORTH.other())
    }
}
