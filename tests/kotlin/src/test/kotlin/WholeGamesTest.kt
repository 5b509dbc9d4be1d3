// Whole games through the bindings, checking the snapshot and the move's events every turn.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.ValueSource
import kotlin.random.Random

/** No game here comes near this; one that does is not ending. */
const val TURN_LIMIT = 5_000

class WholeGamesTest {
    /** Plays to the end: people choose random legal houses, the computer plays its turns. */
    private fun playToEnd(session: GameSession, settings: GameSettings, random: Random): Snapshot {
        var snap = session.snapshot()
        checkSnapshot(snap, settings)
        assertEquals(GameStatus.Playing, snap.status)
        while (snap.status == GameStatus.Playing) {
            assertTrue(snap.turns < TURN_LIMIT.toUInt(), "the game ends")
            val outcome = if (snap.computerToMove) session.computerMove() else playRandom(session, random)
            checkOutcome(snap, outcome, settings)
            assertEquals(outcome.snapshot, session.snapshot(), "the outcome's snapshot is the game's")
            snap = outcome.snapshot
        }
        assertTrue(snap.legalHouses.isEmpty())
        assertFalse(snap.computerToMove)
        return snap
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = [1, 2, 3, 4])
    fun `two people play a traditional game to the end choosing legal houses`(seed: Long) {
        val settings = settings()
        GameSession.withSeed(settings, seed.toULong()).use { session ->
            val end = playToEnd(session, settings, Random(seed))
            assertNotEquals(GameStatus.Playing, end.status)
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = [5, 6])
    fun `two people play a beginner game of 28 stones to the end`(seed: Long) {
        val settings = settings(variant = Variant.BEGINNER)
        GameSession.withSeed(settings, seed.toULong()).use { session ->
            assertEquals(14u, session.snapshot().south.stones)
            playToEnd(session, settings, Random(seed))
        }
    }

    @Test
    fun `a game under the from-lap-start capture rule with north first plays to the end`() {
        val settings = settings(captureSowing = CaptureSowing.FROM_LAP_START, first = Side.NORTH)
        GameSession.withSeed(settings, 7u).use { session ->
            assertEquals(Side.NORTH, session.snapshot().toMove)
            playToEnd(session, settings, Random(7))
        }
    }

    @Test
    fun `a person plays a whole game against the computer at beginner level`() {
        val settings = settings(north = computer(Level.BEGINNER))
        GameSession.withSeed(settings, 8u).use { session ->
            val end = playToEnd(session, settings, Random(8))
            assertTrue(end.turns >= 2u)
        }
    }

    @Test
    fun `the computer moving first opens the game and plays a person to the end`() {
        val settings = settings(north = computer(Level.EASY), first = Side.NORTH)
        GameSession.withSeed(settings, 9u).use { session ->
            val start = session.snapshot()
            assertTrue(start.computerToMove)
            assertRefused<KielaException.ComputerToMove>(session) { session.play(start.legalHouses.first().index) }
            playToEnd(session, settings, Random(9))
        }
    }

    @Test
    fun `the computer plays both sides to the end at easy level`() {
        val settings = settings(south = computer(Level.EASY), north = computer(Level.BEGINNER))
        GameSession.withSeed(settings, 10u).use { session ->
            playToEnd(session, settings, Random(10))
        }
    }

    @Test
    fun `with the expert opening both players rearrange on their first turn and then sow`() {
        val settings = settings(expertOpening = true)
        val random = Random(11)
        GameSession.withSeed(settings, 11u).use { session ->
            repeat(2) {
                val before = session.snapshot()
                assertTrue(before.setupAllowed, "a rearrangement on the first turn of ${before.toMove}")
                // 28 stones over the 20 houses in loop order o1…o10, i10…i1.
                val counts = IntArray(20)
                repeat(28) { counts[random.nextInt(20)] += 1 }
                val outcome = session.playSetup(counts.map { it.toUInt() })
                checkOutcome(before, outcome, settings)
                assertEquals("setup " + counts.joinToString(" "), outcome.turn)
                val loopOrder = (1..10).map { House.valueOf("O$it") } + (10 downTo 1).map { House.valueOf("I$it") }
                for ((i, house) in loopOrder.withIndex()) {
                    assertEquals(counts[i], outcome.snapshot.count(before.toMove, house), "$house after the rearrangement")
                }
            }
            val snap = session.snapshot()
            assertFalse(snap.setupAllowed)
            assertRefused<KielaException.SetupNotAllowed>(session) { session.playSetup(List(20) { if (it < 14) 2u else 0u }) }
            playToEnd(session, settings, random)
        }
    }

    @Test
    fun `every house outside legalHouses is refused for the reason its owner or count gives`() {
        val settings = settings()
        val random = Random(12)
        GameSession.withSeed(settings, 12u).use { session ->
            var refusals = 0
            while (session.snapshot().status == GameStatus.Playing) {
                val snap = session.snapshot()
                for (spot in BOARD_INDICES.map { spotAt(it)!! } - snap.legalHouses.toSet()) {
                    val house = spot.house.notation
                    val stones = snap.count(spot.side, spot.house)
                    when {
                        // Whose house it is comes before what it holds.
                        spot.side != snap.toMove -> {
                            val error = assertRefused<KielaException.NotYourHouse>(session) { session.play(spot.index) }
                            assertEquals("${spot.side.name.lowercase()}'s $house", error.house)
                        }
                        stones == 0 -> assertEquals(house, assertRefused<KielaException.EmptyHouse>(session) { session.play(spot.index) }.house)
                        stones < minStones(settings.variant) -> {
                            val error = assertRefused<KielaException.TooFewStones>(session) { session.play(spot.index) }
                            assertEquals(listOf(house, stones, 2), listOf(error.house, error.stones.toInt(), error.min.toInt()))
                        }
                        else -> assertEquals(house, assertRefused<KielaException.EndlessMove>(session) { session.play(spot.index) }.house)
                    }
                    refusals++
                }
                playRandom(session, random)
            }
            assertTrue(refusals > 0)
        }
    }
}
