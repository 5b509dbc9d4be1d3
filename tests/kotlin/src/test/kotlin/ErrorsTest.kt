// Every refusal arrives as its own KielaException subclass, with its fields (spots and Ints), and
// leaves the game exactly as it was (assertRefused compares the snapshot and the save before and
// after).

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import kotlin.random.Random

class ErrorsTest {
    private fun people(expertOpening: Boolean = false, variant: Variant = Variant.TRADITIONAL) =
        GameSession.withSeed(settings(expertOpening = expertOpening, variant = variant), 1u)

    @Test
    fun `an index off the board, huge or negative, is refused as NotOnBoard with the index given`() {
        people().use { session ->
            for (index in OFF_BOARD_INDICES) {
                val error = assertRefused<KielaException.NotOnBoard>(session) { session.play(index) }
                assertEquals(index, error.index)
            }
        }
    }

    @Test
    fun `a tap on the opponent's house is refused as NotYourHouse with its spot, whatever it holds`() {
        people().use { session ->
            for (toMove in listOf(Side.SOUTH, Side.NORTH)) {
                assertEquals(toMove, session.snapshot().toMove)
                val theirs = BOARD_INDICES.map { spotAt(it)!! }.filter { it.side != toMove }
                assertEquals(20, theirs.size)
                for (spot in theirs) {
                    val error = assertRefused<KielaException.NotYourHouse>(session) { session.play(spot.index) }
                    assertEquals(spot, error.spot)
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
            assertEquals(expectedSpot(Side.NORTH, House.I1), error.spot)
        }
    }

    @Test
    fun `sowing an empty house is refused as EmptyHouse with its spot`() {
        people().use { session ->
            assertEquals(0, session.snapshot().count(Side.SOUTH, House.I1))
            val error = assertRefused<KielaException.EmptyHouse>(session) { session.play(Side.SOUTH, House.I1) }
            assertEquals(Spot(Side.SOUTH, House.I1, Row.INNER, 1, 20), error.spot)
        }
    }

    @Test
    fun `sowing a single stone in the traditional game is refused as TooFewStones with its numbers`() {
        people().use { session ->
            session.play(Side.SOUTH, House.O10) // the worked example of RULES.md: South's i6 ends with one stone
            session.play(Side.NORTH, House.O1)
            assertEquals(1, session.snapshot().count(Side.SOUTH, House.I6))
            val error = assertRefused<KielaException.TooFewStones>(session) { session.play(Side.SOUTH, House.I6) }
            assertEquals(expectedSpot(Side.SOUTH, House.I6), error.spot)
            assertEquals(1 to ruleFacts(Variant.TRADITIONAL).minStonesToSow, error.stones to error.min)
        }
    }

    @Test
    fun `a single stone may be sown in the beginner game`() {
        people(variant = Variant.BEGINNER).use { session ->
            assertEquals(1, session.snapshot().count(Side.SOUTH, House.O1))
            assertEquals("o1", session.play(Side.SOUTH, House.O1).notation)
        }
    }

    @Test
    fun `a person's turn while the computer is to move is refused as ComputerToMove`() {
        GameSession.withSeed(settings(north = computer(Level.MEDIUM), expertOpening = true), 1u).use { session ->
            session.play(Side.SOUTH, House.O10)
            assertEquals(true, session.snapshot().computerToMove)
            // The computer's turn comes before whose house it is; a house off the board, before both.
            for (index in BOARD_INDICES) assertRefused<KielaException.ComputerToMove>(session) { session.play(index) }
            for (index in OFF_BOARD_INDICES) assertRefused<KielaException.NotOnBoard>(session) { session.play(index) }
            assertRefused<KielaException.ComputerToMove>(session) { session.beginSetup() }
            assertRefused<KielaException.ComputerToMove>(session) { session.commitSetup() }
            assertRefused<KielaException.ComputerToMove>(session) { session.hint() }
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
            playToEnd(session, Random(3))
            // The end comes before whose house it is; a house off the board, before both.
            for (index in BOARD_INDICES) assertRefused<KielaException.GameOver>(session) { session.play(index) }
            for (index in OFF_BOARD_INDICES) assertRefused<KielaException.NotOnBoard>(session) { session.play(index) }
            assertRefused<KielaException.GameOver>(session) { session.beginSetup() }
            assertRefused<KielaException.GameOver>(session) { session.commitSetup() }
            assertRefused<KielaException.GameOver>(session) { session.computerMove() }
            assertRefused<KielaException.GameOver>(session) { session.hint() }
        }
    }

    @Test
    fun `a rearrangement without the expert opening or after the first turn is refused as SetupNotAllowed`() {
        people().use { session ->
            assertEquals(false, session.snapshot().setupAllowed)
            assertRefused<KielaException.SetupNotAllowed>(session) { session.beginSetup() }
        }
        people(expertOpening = true).use { session ->
            session.play(Side.SOUTH, House.O10)
            session.play(Side.NORTH, House.O10)
            assertEquals(false, session.snapshot().setupAllowed)
            assertRefused<KielaException.SetupNotAllowed>(session) { session.beginSetup() }
        }
    }

    @Test
    fun `drafting without a draft is refused as NoSetupDraft`() {
        people(expertOpening = true).use { session ->
            assertEquals(true, session.snapshot().setupAllowed)
            assertRefused<KielaException.NoSetupDraft>(session) { session.setupMoveStone(39, 38) }
            assertRefused<KielaException.NoSetupDraft>(session) { session.setupSetCount(39, 0) }
            assertRefused<KielaException.NoSetupDraft>(session) { session.cancelSetup() }
            assertRefused<KielaException.NoSetupDraft>(session) { session.commitSetup() }
            session.beginSetup()
            session.cancelSetup()
            assertRefused<KielaException.NoSetupDraft>(session) { session.commitSetup() }
        }
    }

    @Test
    fun `a draft with stones in hand or too many stones is refused as SetupTotal with its numbers`() {
        people(expertOpening = true).use { session ->
            session.beginSetup()
            // South's o1 holds 2 of South's 28: setting it to 5 would make 31.
            val tooMany = assertRefused<KielaException.SetupTotal>(session) { session.setupSetCount(30, 5) }
            assertEquals(28 to 31, tooMany.expected to tooMany.found)
            val huge = assertRefused<KielaException.SetupTotal>(session) { session.setupSetCount(30, Int.MAX_VALUE) }
            assertEquals(28, huge.expected)
            assertTrue(huge.found > 28, "found ${huge.found}")
            assertEquals(2, session.setupSetCount(30, 0).setupDraft!!.inHand)
            val inHand = assertRefused<KielaException.SetupTotal>(session) { session.commitSetup() }
            assertEquals(28 to 26, inHand.expected to inHand.found)
        }
        people(expertOpening = true, variant = Variant.BEGINNER).use { session ->
            session.beginSetup()
            val error = assertRefused<KielaException.SetupTotal>(session) { session.setupSetCount(30, 14) }
            assertEquals(14, error.expected)
        }
    }

    @Test
    fun `a negative drafted count is refused as NegativeCount with the count given`() {
        people(expertOpening = true).use { session ->
            session.beginSetup()
            for (count in listOf(-1, -28, Int.MIN_VALUE)) {
                assertEquals(count, assertRefused<KielaException.NegativeCount>(session) { session.setupSetCount(30, count) }.count)
            }
        }
    }

    @Test
    fun `a drafted stone moved from an empty house is refused as SetupEmptyHouse with its spot`() {
        people(expertOpening = true).use { session ->
            session.beginSetup()
            val error = assertRefused<KielaException.SetupEmptyHouse>(session) { session.setupMoveStone(20, 21) }
            assertEquals(expectedSpot(Side.SOUTH, House.I1), error.spot)
        }
    }

    @Test
    fun `a draft refuses houses off the board and the opponent's with their index and spot`() {
        people(expertOpening = true).use { session ->
            session.beginSetup()
            for (index in OFF_BOARD_INDICES) {
                assertEquals(index, assertRefused<KielaException.NotOnBoard>(session) { session.setupSetCount(index, 0) }.index)
                assertEquals(index, assertRefused<KielaException.NotOnBoard>(session) { session.setupMoveStone(39, index) }.index)
                assertEquals(index, assertRefused<KielaException.NotOnBoard>(session) { session.setupMoveStone(index, 39) }.index)
            }
            val error = assertRefused<KielaException.NotYourHouse>(session) { session.setupMoveStone(39, 0) }
            assertEquals(expectedSpot(Side.NORTH, House.O10), error.spot)
            assertEquals(spotAt(5), assertRefused<KielaException.NotYourHouse>(session) { session.setupSetCount(5, 0) }.spot)
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
    fun `errorMessage turns each refusal into an English sentence`() {
        people().use { session ->
            val empty = assertRefused<KielaException.EmptyHouse>(session) { session.play(Side.SOUTH, House.I1) }
            assertEquals("south's i1 is empty", errorMessage(empty))
            val notOnBoard = assertRefused<KielaException.NotOnBoard>(session) { session.play(40) }
            assertEquals("there is no house at 40: the board's houses are 0…39", errorMessage(notOnBoard))
            val negative = assertRefused<KielaException.NotOnBoard>(session) { session.play(-1) }
            assertEquals("there is no house at -1: the board's houses are 0…39", errorMessage(negative))
            val notYours = assertRefused<KielaException.NotYourHouse>(session) { session.play(Side.NORTH, House.O3) }
            assertEquals("north's o3 is not yours: sow a house on your own side", errorMessage(notYours))
            assertEquals("there is nothing to undo", errorMessage(assertRefused<KielaException.NothingToUndo>(session) { session.undo() }))
            session.play(Side.SOUTH, House.O10)
            session.play(Side.NORTH, House.O1)
            val tooFew = assertRefused<KielaException.TooFewStones>(session) { session.play(Side.SOUTH, House.I6) }
            assertEquals("south's i6 holds 1 stone; a house needs at least 2 to be sown", errorMessage(tooFew))
        }
        val corrupt = assertThrows<KielaException.CorruptSave> { GameSession.fromSave("garbage") }
        assertTrue(errorMessage(corrupt).startsWith("the saved game cannot be read: "), errorMessage(corrupt))
        val statistics = assertThrows<KielaException.CorruptStatistics> { statisticsFromJson("garbage") }
        assertTrue(errorMessage(statistics).startsWith("the statistics cannot be read: "), errorMessage(statistics))
    }

    @Test
    fun `every refusal made in Kotlin crosses back into Rust with its fields`() {
        val spot = spotOf(Side.NORTH, House.I7)
        val messages = listOf(
            KielaException.NotOnBoard(Int.MIN_VALUE) to "there is no house at -2147483648: the board's houses are 0…39",
            KielaException.NotYourHouse(spot) to "north's i7 is not yours: sow a house on your own side",
            KielaException.EmptyHouse(spot) to "north's i7 is empty",
            KielaException.TooFewStones(spot, 1, 2) to "north's i7 holds 1 stone; a house needs at least 2 to be sown",
            KielaException.EndlessMove(spot) to "north's i7 starts an endless move (it would need more than 1000 sowing runs)",
            KielaException.ComputerToMove() to "it is the computer's turn",
            KielaException.PersonToMove() to "it is a person's turn, not the computer's",
            KielaException.GameOver() to "the game is over",
            KielaException.SetupNotAllowed() to "a rearrangement is allowed only on a player's first turn with the expert opening",
            KielaException.NoSetupDraft() to "no rearrangement is being drafted",
            KielaException.SetupTotal(28, 26) to "a rearrangement must place all 28 of your stones, not 26",
            KielaException.NegativeCount(-3) to "a house cannot hold -3 stones",
            KielaException.SetupEmptyHouse(spot) to "north's i7 has no stone to move",
            KielaException.NothingToUndo() to "there is nothing to undo",
            KielaException.NothingToRedo() to "there is nothing to redo",
            KielaException.Cancelled() to "the computer's thinking was cancelled",
            KielaException.StaleComputerMove() to "the game changed while the computer was thinking; its answer was dropped",
            KielaException.CorruptSave("a reason") to "the saved game cannot be read: a reason",
            KielaException.FutureSave(9, 2) to "the saved game is version 9, newer than the version 2 this app reads",
            KielaException.BadRecord("a reason") to "the game record cannot be read: a reason",
            KielaException.CorruptStatistics("a reason") to "the statistics cannot be read: a reason",
            KielaException.FutureStatistics(Int.MAX_VALUE, 3) to
                "the statistics are version 2147483647, newer than the version 3 this app reads",
            KielaException.UnknownPuzzle("most-999") to "there is no puzzle 'most-999'",
            KielaException.BadDate("4 December") to "'4 December' is not a date written YYYY-MM-DD",
            KielaException.SetAsideFailed("/data/game.json", "permission denied") to
                "the unreadable file /data/game.json could not be set aside: permission denied",
            KielaException.Failed("handling an event") to "the core failed: handling an event",
        )
        val subclasses = KielaException::class.java.declaredClasses.filter { KielaException::class.java.isAssignableFrom(it) }
        assertEquals(subclasses.toSet(), messages.map { it.first.javaClass }.toSet(), "every subclass is listed")
        for ((error, message) in messages) assertEquals(message, errorMessage(error), "${error::class.simpleName}")
    }
}
