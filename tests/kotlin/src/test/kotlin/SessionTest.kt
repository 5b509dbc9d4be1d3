// The session around the game: settings, the board's places, undo and redo, hints, new games.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

class SessionTest {
    @Test
    fun `the default settings are a person as south against the computer at medium`() {
        val defaults = defaultSettings()
        assertEquals(settings(north = computer(Level.MEDIUM)), defaults)
        GameSession(defaults).use { session ->
            assertEquals(defaults, session.settings())
            val start = session.snapshot()
            checkSnapshot(start, defaults)
            assertEquals(listOf(2, 2, 2, 2, 2, 2, 2, 2, 2, 2), start.south.outer)
            assertEquals(listOf(0, 0, 0, 0, 0, 0, 2, 2, 2, 2), start.north.inner)
            assertEquals(listOf(0u, 0u), listOf(start.turns, start.quietMoves))
            assertNull(start.lastTurn)
            assertFalse(start.canUndo || start.canRedo || start.computerToMove || start.setupAllowed)
        }
    }

    @Test
    fun `spotAt names each of the 40 places in board order and nothing beyond`() {
        val spots = BOARD_INDICES.map { spotAt(it)!! }
        for ((index, spot) in spots.withIndex()) {
            assertEquals(index, spot.index.toInt())
            assertEquals(index, boardIndex(spot.side, spot.house), "$spot")
        }
        assertEquals(40, spots.map { it.side to it.house }.toSet().size)
        assertEquals(Spot(Side.NORTH, House.O10, 0u), spots[0])
        assertEquals(Spot(Side.NORTH, House.O1, 9u), spots[9])
        assertEquals(Spot(Side.NORTH, House.I10, 10u), spots[10])
        assertEquals(Spot(Side.NORTH, House.I1, 19u), spots[19])
        assertEquals(Spot(Side.SOUTH, House.I1, 20u), spots[20])
        assertEquals(Spot(Side.SOUTH, House.I10, 29u), spots[29])
        assertEquals(Spot(Side.SOUTH, House.O1, 30u), spots[30])
        assertEquals(Spot(Side.SOUTH, House.O10, 39u), spots[39])
        for (index in OFF_BOARD_INDICES) assertNull(spotAt(index))
    }

    @Test
    fun `spotOf and spotAt agree on all 40 places`() {
        for (index in BOARD_INDICES) {
            val spot = spotAt(index)!!
            assertEquals(spot, spotOf(spot.side, spot.house), "$spot")
        }
        // And from the names: each of the 40 is the spot at its own index.
        for (side in listOf(Side.SOUTH, Side.NORTH)) {
            for (house in House.entries) {
                val spot = spotOf(side, house)
                assertEquals(side to house, spot.side to spot.house)
                assertEquals(spot, spotAt(spot.index), "$side $house")
            }
        }
    }

    @Test
    fun `House names read as the notation of turns`() {
        assertEquals((1..10).map { "o$it" } + (1..10).map { "i$it" }, House.entries.map { it.notation })
        // Random games sow every house by its index; each turn names the house sown.
        val sown = mutableSetOf<String>()
        for (seed in 1..3) {
            GameSession.withSeed(settings(), seed.toULong()).use { session ->
                val random = Random(seed)
                while (session.snapshot().status == GameStatus.Playing) {
                    val spot = session.snapshot().legalHouses.random(random)
                    val outcome = session.play(spot.index)
                    assertEquals(spot.house.notation, outcome.turn, "$spot")
                    val lifted = (outcome.events.first() as MoveEvent.Lift).house
                    assertEquals(spot.index, lifted, "the turn lifts the house tapped")
                    assertEquals(spot, spotAt(lifted), "the turn lifts the house tapped")
                    sown += outcome.turn
                }
            }
        }
        assertEquals(House.entries.map { it.notation }.toSet(), sown, "every house was sown")
    }

    @Test
    fun `the first move of the rules' worked example relays into i6`() {
        GameSession.withSeed(settings(), 1u).use { session ->
            val before = session.snapshot()
            val outcome = session.play(Side.SOUTH, House.O10)
            checkOutcome(before, outcome, settings())
            val south = outcome.snapshot
            assertEquals(listOf(0, 0, 0, 0, 0, 1, 3, 3, 0, 3), south.south.inner)
            assertEquals(0, south.count(Side.SOUTH, House.O10))
            assertTrue(outcome.events.any { it is MoveEvent.Relay && spotAt(it.house)!!.house == House.I9 && it.stones.toInt() == 3 })
            val end = outcome.events.last()
            assertEquals(MoveEvent.End(boardIndex(Side.SOUTH, House.I6).toUInt()), end)
            assertEquals(Spot(Side.SOUTH, House.I6, boardIndex(Side.SOUTH, House.I6).toUInt()), spotAt((end as MoveEvent.End).house))
        }
    }

    @Test
    fun `between people undo takes back one turn and redo plays it again`() {
        val settings = settings()
        GameSession.withSeed(settings, 2u).use { session ->
            val random = Random(2)
            val history = mutableListOf(session.snapshot())
            repeat(6) { history += playRandom(session, random).snapshot }
            for (back in 5 downTo 0) {
                val undone = session.undo()
                checkSnapshot(undone, settings)
                assertEquals(history[back].board, undone.board)
                assertEquals(back.toUInt(), undone.turns)
                assertTrue(undone.canRedo)
            }
            assertFalse(session.snapshot().canUndo)
            for (forward in 1..6) {
                val redone = session.redo()
                // The same game as when it was first played; only redo knows what is left to redo.
                assertEquals(history[forward].copy(canRedo = forward < 6), redone)
                assertEquals(forward < 6, redone.canRedo)
            }
        }
    }

    @Test
    fun `against the computer undo goes back to the person's previous turn and redo restores both turns`() {
        val settings = settings(north = computer(Level.EASY))
        GameSession.withSeed(settings, 3u).use { session ->
            val random = Random(3)
            playRandom(session, random)
            session.computerMove()
            val beforeTurn = session.snapshot()
            playRandom(session, random)
            val afterBoth = session.computerMove().snapshot
            assertFalse(afterBoth.computerToMove)
            val undone = session.undo()
            assertEquals(beforeTurn.turns, undone.turns, "the person's and the computer's turns are taken back")
            assertEquals(beforeTurn.board, undone.board)
            assertEquals(Side.SOUTH, undone.toMove)
            val redone = session.redo()
            assertEquals(afterBoth, redone, "redo plays the person's turn and the computer's answer")
        }
    }

    @Test
    fun `undo right after the person's turn, before the computer answers, takes back that turn`() {
        val settings = settings(north = computer(Level.EASY))
        GameSession.withSeed(settings, 4u).use { session ->
            val start = session.snapshot()
            session.play(Side.SOUTH, House.O10)
            val undone = session.undo()
            assertEquals(start.board, undone.board)
            assertEquals(0u, undone.turns)
            assertFalse(undone.computerToMove)
        }
    }

    @Test
    fun `a hint names a legal house of the player to move and changes nothing`() {
        val settings = settings()
        GameSession.withSeed(settings, 5u).use { session ->
            val random = Random(5)
            repeat(3) {
                val before = session.snapshot()
                val saved = session.save()
                val hint = session.hint()
                assertTrue(hint.house in before.legalHouses, "$hint among ${before.legalHouses}")
                assertEquals(before.toMove, hint.landsIn.side)
                assertEquals(boardIndex(hint.landsIn.side, hint.landsIn.house), hint.landsIn.index.toInt())
                assertTrue(hint.reason.isNotBlank())
                assertEquals(before, session.snapshot())
                assertEquals(saved, session.save())
                // The move ends where the hint says.
                val outcome = session.play(hint.house.index)
                assertEquals(MoveEvent.End(hint.landsIn.index), outcome.events.last())
                assertEquals(hint.landsIn, spotAt((outcome.events.last() as MoveEvent.End).house))
                playRandom(session, random)
            }
        }
    }

    @Test
    fun `a new game in the session starts from the new settings`() {
        GameSession.withSeed(settings(), 6u).use { session ->
            session.play(Side.SOUTH, House.O10)
            val next = settings(variant = Variant.BEGINNER, first = Side.NORTH, north = computer(Level.HARD))
            val fresh = session.newGame(next)
            checkSnapshot(fresh, next)
            assertEquals(next, session.settings())
            assertEquals(0u, fresh.turns)
            assertEquals(Side.NORTH, fresh.toMove)
            assertTrue(fresh.computerToMove)
            assertFalse(fresh.canUndo || fresh.canRedo)
            assertEquals(28, fresh.board.sum())
        }
    }
}
