// Every refusal arrives as its own KielaException subclass, with its fields, and leaves the game
// exactly as it was (assertRefused compares the snapshot and the save before and after).

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import kotlin.random.Random

class ErrorsTest {
    private fun people(expertOpening: Boolean = false, variant: Variant = Variant.TRADITIONAL) =
        GameSession.withSeed(settings(expertOpening = expertOpening, variant = variant), 1u)

    /** A rearrangement of [total] stones over the 20 houses. */
    private fun arrangement(total: Int) = List(20) { i -> (total / 20 + if (i < total % 20) 1 else 0).toUInt() }

    @Test
    fun `an index past the board is refused as NotOnBoard with the index given`() {
        people().use { session ->
            for (index in OFF_BOARD_INDICES) {
                val error = assertRefused<KielaException.NotOnBoard>(session) { session.play(index) }
                assertEquals(index, error.index)
            }
        }
    }

    @Test
    fun `a tap on the opponent's house is refused as NotYourHouse, whatever it holds`() {
        people().use { session ->
            for (toMove in listOf(Side.SOUTH, Side.NORTH)) {
                assertEquals(toMove, session.snapshot().toMove)
                val theirs = BOARD_INDICES.map { spotAt(it)!! }.filter { it.side != toMove }
                assertEquals(20, theirs.size)
                for (spot in theirs) {
                    val error = assertRefused<KielaException.NotYourHouse>(session) { session.play(spot.index) }
                    assertEquals("${spot.side.name.lowercase()}'s ${spot.house.notation}", error.house)
                }
                session.play(toMove, House.O10)
            }
        }
    }

    @Test
    fun `the opponent's empty house is refused as NotYourHouse before its count is looked at`() {
        people().use { session ->
            assertEquals(0, session.snapshot().count(Side.NORTH, House.I1))
            val error = assertRefused<KielaException.NotYourHouse>(session) { session.play(Side.NORTH, House.I1) }
            assertEquals("north's i1", error.house)
        }
    }

    @Test
    fun `sowing an empty house is refused as EmptyHouse`() {
        people().use { session ->
            assertEquals(0, session.snapshot().count(Side.SOUTH, House.I1))
            assertEquals("i1", assertRefused<KielaException.EmptyHouse>(session) { session.play(Side.SOUTH, House.I1) }.house)
        }
    }

    @Test
    fun `sowing a single stone in the traditional game is refused as TooFewStones`() {
        people().use { session ->
            session.play(Side.SOUTH, House.O10) // the worked example of RULES.md: South's i6 ends with one stone
            session.play(Side.NORTH, House.O1)
            assertEquals(1, session.snapshot().count(Side.SOUTH, House.I6))
            val error = assertRefused<KielaException.TooFewStones>(session) { session.play(Side.SOUTH, House.I6) }
            assertEquals(Triple("i6", 1, 2), Triple(error.house, error.stones.toInt(), error.min.toInt()))
        }
    }

    @Test
    fun `a single stone may be sown in the beginner game`() {
        people(variant = Variant.BEGINNER).use { session ->
            assertEquals(1, session.snapshot().count(Side.SOUTH, House.O1))
            assertEquals("o1", session.play(Side.SOUTH, House.O1).turn)
        }
    }

    @Test
    fun `a person's turn while the computer is to move is refused as ComputerToMove`() {
        GameSession.withSeed(defaultSettings(), 1u).use { session ->
            session.play(Side.SOUTH, House.O10)
            assertEquals(true, session.snapshot().computerToMove)
            // The computer's turn comes before whose house it is; a house off the board, before both.
            for (index in BOARD_INDICES) assertRefused<KielaException.ComputerToMove>(session) { session.play(index) }
            for (index in OFF_BOARD_INDICES) assertRefused<KielaException.NotOnBoard>(session) { session.play(index) }
            assertRefused<KielaException.ComputerToMove>(session) { session.playSetup(arrangement(28)) }
        }
    }

    @Test
    fun `asking the computer to move on a person's turn is refused as PersonToMove`() {
        GameSession.withSeed(defaultSettings(), 1u).use { session ->
            assertRefused<KielaException.PersonToMove>(session) { session.computerMove() }
        }
        people().use { session -> assertRefused<KielaException.PersonToMove>(session) { session.computerMove() } }
    }

    @Test
    fun `every turn after the end is refused as GameOver`() {
        people(expertOpening = true).use { session ->
            val random = Random(3)
            while (session.snapshot().status == GameStatus.Playing) playRandom(session, random)
            val end = session.snapshot()
            assertNotEquals(GameStatus.Playing, end.status)
            // The end comes before whose house it is; a house off the board, before both.
            for (index in BOARD_INDICES) assertRefused<KielaException.GameOver>(session) { session.play(index) }
            for (index in OFF_BOARD_INDICES) assertRefused<KielaException.NotOnBoard>(session) { session.play(index) }
            assertRefused<KielaException.GameOver>(session) { session.playSetup(arrangement(28)) }
            assertRefused<KielaException.GameOver>(session) { session.computerMove() }
            assertRefused<KielaException.GameOver>(session) { session.hint() }
        }
    }

    @Test
    fun `a rearrangement without the expert opening is refused as SetupNotAllowed`() {
        people().use { session ->
            assertEquals(false, session.snapshot().setupAllowed)
            assertRefused<KielaException.SetupNotAllowed>(session) { session.playSetup(arrangement(28)) }
        }
    }

    @Test
    fun `a rearrangement after the first turn is refused as SetupNotAllowed`() {
        people(expertOpening = true).use { session ->
            session.play(Side.SOUTH, House.O10)
            session.play(Side.NORTH, House.O10)
            assertRefused<KielaException.SetupNotAllowed>(session) { session.playSetup(arrangement(28)) }
        }
    }

    @Test
    fun `a rearrangement of the wrong number of stones is refused as SetupTotal`() {
        people(expertOpening = true).use { session ->
            for (total in listOf(0, 27, 29, 56)) {
                val error = assertRefused<KielaException.SetupTotal>(session) { session.playSetup(arrangement(total)) }
                assertEquals(28 to total, error.expected.toInt() to error.found.toInt())
            }
        }
        people(expertOpening = true, variant = Variant.BEGINNER).use { session ->
            val error = assertRefused<KielaException.SetupTotal>(session) { session.playSetup(arrangement(28)) }
            assertEquals(14 to 28, error.expected.toInt() to error.found.toInt())
        }
    }

    @Test
    fun `a rearrangement of other than 20 counts is refused as SetupLength`() {
        people(expertOpening = true).use { session ->
            for (length in listOf(0, 19, 21, 40)) {
                val error = assertRefused<KielaException.SetupLength>(session) { session.playSetup(List(length) { 1u }) }
                assertEquals(length, error.found.toInt())
            }
        }
    }

    @Test
    fun `undo with nothing played is refused as NothingToUndo`() {
        people().use { session -> assertRefused<KielaException.NothingToUndo>(session) { session.undo() } }
    }

    @Test
    fun `the computer's opening move alone cannot be undone`() {
        val settings = settings(north = computer(Level.BEGINNER), first = Side.NORTH)
        GameSession.withSeed(settings, 1u).use { session ->
            session.computerMove()
            assertEquals(false, session.snapshot().canUndo)
            assertRefused<KielaException.NothingToUndo>(session) { session.undo() }
        }
    }

    @Test
    fun `redo with nothing undone is refused as NothingToRedo`() {
        people().use { session ->
            assertRefused<KielaException.NothingToRedo>(session) { session.redo() }
            session.play(Side.SOUTH, House.O10)
            session.undo()
            session.play(Side.SOUTH, House.O9) // a new turn forgets what was undone
            assertEquals(false, session.snapshot().canRedo)
            assertRefused<KielaException.NothingToRedo>(session) { session.redo() }
        }
    }

    @Test
    fun `errorMessage turns each refusal into a sentence for people`() {
        people().use { session ->
            val empty = assertRefused<KielaException.EmptyHouse>(session) { session.play(Side.SOUTH, House.I1) }
            assertEquals("i1 is empty", errorMessage(empty))
            val notOnBoard = assertRefused<KielaException.NotOnBoard>(session) { session.play(40u) }
            assertEquals("there is no house at 40: the board's houses are 0…39", errorMessage(notOnBoard))
            val notYours = assertRefused<KielaException.NotYourHouse>(session) { session.play(Side.NORTH, House.O3) }
            assertEquals("north's o3 is not yours: sow a house on your own side", errorMessage(notYours))
            assertEquals("there is nothing to undo", errorMessage(assertRefused<KielaException.NothingToUndo>(session) { session.undo() }))
            session.play(Side.SOUTH, House.O10)
            session.play(Side.NORTH, House.O1)
            val tooFew = assertRefused<KielaException.TooFewStones>(session) { session.play(Side.SOUTH, House.I6) }
            assertEquals("i6 holds 1 stone; a house needs at least 2 to be sown", errorMessage(tooFew))
        }
        val corrupt = assertThrows<KielaException.CorruptSave> { GameSession.restore("garbage") }
        assertTrue(errorMessage(corrupt).startsWith("the saved game cannot be read: "), errorMessage(corrupt))
    }
}
