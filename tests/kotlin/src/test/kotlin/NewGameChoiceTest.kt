// The new-game sheet's choice as the core keeps it: its default, the settings it comes to, the
// choice read back from settings, and the JSON an app remembers it by.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

class NewGameChoiceTest {
    private fun choice(
        opponent: Opponent = Opponent.Computer(Level.EASY),
        side: Side = Side.SOUTH,
        youStart: Boolean = true,
        variant: Variant = Variant.TRADITIONAL,
        captureSowing: CaptureSowing = CaptureSowing.AFTER_CAPTURING_HOUSE,
        expertOpening: Boolean = false,
    ) = NewGameChoice(opponent, side, youStart, variant, captureSowing, expertOpening)

    /** Every choice there is. */
    private val everyChoice: List<NewGameChoice> =
        (Level.entries.map { Opponent.Computer(it) } + Opponent.Friend).flatMap { opponent ->
            Side.entries.flatMap { side ->
                listOf(true, false).flatMap { youStart ->
                    Variant.entries.flatMap { variant ->
                        CaptureSowing.entries.flatMap { sowing ->
                            listOf(true, false).map { expert -> choice(opponent, side, youStart, variant, sowing, expert) }
                        }
                    }
                }
            }
        }

    @Test
    fun `the default choice is South against Easy, South first, standard rules`() {
        assertEquals(choice(), defaultNewGameChoice())
        assertEquals(settings(north = computer(Level.EASY)), newGameSettings(defaultNewGameChoice()))
    }

    @Test
    fun `against the computer the person takes the chosen side and the first move if they start`() {
        for (level in Level.entries) {
            val opponent = Opponent.Computer(level)
            val computer = computer(level)
            fun settingsOf(side: Side, youStart: Boolean) = newGameSettings(choice(opponent, side, youStart))
            assertEquals(settings(Seat.Person, computer, first = Side.SOUTH), settingsOf(Side.SOUTH, true))
            assertEquals(settings(Seat.Person, computer, first = Side.NORTH), settingsOf(Side.SOUTH, false))
            assertEquals(settings(computer, Seat.Person, first = Side.NORTH), settingsOf(Side.NORTH, true))
            assertEquals(settings(computer, Seat.Person, first = Side.SOUTH), settingsOf(Side.NORTH, false))
        }
    }

    @Test
    fun `with a friend both seats are people and the bottom player is South whatever side was chosen`() {
        for (side in Side.entries) {
            assertEquals(settings(first = Side.SOUTH), newGameSettings(choice(Opponent.Friend, side, youStart = true)))
            assertEquals(settings(first = Side.NORTH), newGameSettings(choice(Opponent.Friend, side, youStart = false)))
        }
    }

    @Test
    fun `the rules chosen are passed on`() {
        val chosen = choice(Opponent.Computer(Level.HARD), Side.NORTH, true, Variant.BEGINNER, CaptureSowing.FROM_LAP_START, expertOpening = true)
        assertEquals(
            settings(computer(Level.HARD), Seat.Person, Variant.BEGINNER, CaptureSowing.FROM_LAP_START, expertOpening = true, first = Side.NORTH),
            newGameSettings(chosen),
        )
    }

    @Test
    fun `the choice read back from its settings leads to the same settings`() {
        for (chosen in everyChoice) {
            val back = newGameChoiceOf(newGameSettings(chosen))
            assertEquals(newGameSettings(chosen), newGameSettings(back), "$chosen")
            // With a friend the side is not part of the settings: it reads back as South.
            assertEquals(if (chosen.opponent == Opponent.Friend) chosen.copy(side = Side.SOUTH) else chosen, back, "$chosen")
        }
    }

    @Test
    fun `every choice reads back from its JSON as itself`() {
        for (chosen in everyChoice) assertEquals(chosen, newGameChoiceFromJson(newGameChoiceJson(chosen)), "$chosen")
    }

    @Test
    fun `JSON that cannot be read falls back to the default, field by field`() {
        for (garbage in listOf("", "not json", "[1, 2]", "{}", "null")) {
            assertEquals(defaultNewGameChoice(), newGameChoiceFromJson(garbage), garbage)
        }
        val friend = choice(Opponent.Friend, variant = Variant.BEGINNER, expertOpening = true)
        val json = newGameChoiceJson(friend)
        // A field another version wrote differently, and one it did not write, fall back alone.
        val odd = json.replace("beginner", "a variant from the future").replaceFirst("{", "{\"unknown\": 3, ")
        assertEquals(friend.copy(variant = Variant.TRADITIONAL), newGameChoiceFromJson(odd), odd)
    }
}
