// Whole games through the bindings, checking the snapshot and the move's outcome every turn.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.ValueSource
import kotlin.random.Random

/** No game here comes near this; one that does is not ending. */
const val TURN_LIMIT = 5_000

class WholeGamesTest {
    /** Plays to the end, checking every turn: people choose random legal houses, the computer plays its turns. */
    private fun playChecked(session: GameSession, settings: GameSettings, random: Random): Snapshot {
        var snap = session.snapshot()
        checkSnapshot(snap, settings)
        assertNull(snap.result)
        while (snap.result == null) {
            assertTrue(snap.turns < TURN_LIMIT, "the game ends")
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
            val end = playChecked(session, settings, Random(seed))
            assertNull(end.result!!.person, "no person's outcome between people")
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = [5, 6])
    fun `two people play a beginner game of 28 stones to the end`(seed: Long) {
        val settings = settings(variant = Variant.BEGINNER)
        GameSession.withSeed(settings, seed.toULong()).use { session ->
            assertEquals(14, session.snapshot().southStones)
            playChecked(session, settings, Random(seed))
        }
    }

    @Test
    fun `a game under the from-lap-start capture rule with north first plays to the end`() {
        val settings = settings(captureSowing = CaptureSowing.FROM_LAP_START, first = Side.NORTH)
        GameSession.withSeed(settings, 7u).use { session ->
            assertEquals(Side.NORTH, session.snapshot().toMove)
            playChecked(session, settings, Random(7))
        }
    }

    @Test
    fun `a person plays a whole game against the computer at beginner level and the result says how it went`() {
        val settings = settings(north = computer(Level.BEGINNER))
        GameSession.withSeed(settings, 8u).use { session ->
            val end = playChecked(session, settings, Random(8))
            assertTrue(end.turns >= 2)
            assertNotNull(end.result!!.person, "against the computer the person's outcome is given")
        }
    }

    @Test
    fun `the computer moving first opens the game and plays a person to the end`() {
        val settings = settings(north = computer(Level.EASY), first = Side.NORTH)
        GameSession.withSeed(settings, 9u).use { session ->
            val start = session.snapshot()
            assertTrue(start.computerToMove)
            assertRefused<KielaException.ComputerToMove>(session) { session.play(start.legalHouses.first()) }
            playChecked(session, settings, Random(9))
        }
    }

    @Test
    fun `the computer plays both sides to the end at easy level`() {
        val settings = settings(south = computer(Level.EASY), north = computer(Level.BEGINNER))
        GameSession.withSeed(settings, 10u).use { session ->
            val end = playChecked(session, settings, Random(10))
            assertNull(end.result!!.person, "no person's outcome without a person")
        }
    }

    @Test
    fun `with the expert opening both players draft a rearrangement on their first turn and then sow`() {
        val settings = settings(expertOpening = true)
        val random = Random(11)
        GameSession.withSeed(settings, 11u).use { session ->
            repeat(2) {
                val before = session.snapshot()
                assertTrue(before.setupAllowed, "a rearrangement on the first turn of ${before.toMove}")
                val mine = BOARD_INDICES.filter { spotAt(it)!!.side == before.toMove }
                // Take every stone in hand, then place them at random, one house at a time.
                var draft = session.beginSetup().setupDraft!!
                assertEquals(before.board, draft.board, "the draft starts from the board")
                assertEquals(0, draft.inHand)
                for (index in mine) draft = session.setupSetCount(index, 0).setupDraft!!
                val stones = sideStones(before.board, before.toMove)
                assertEquals(stones, draft.inHand)
                assertEquals(0, sideStones(draft.board, before.toMove))
                val counts = IntArray(40)
                repeat(stones) { counts[mine.random(random)] += 1 }
                for (index in mine) draft = session.setupSetCount(index, counts[index]).setupDraft!!
                assertEquals(0, draft.inHand)
                // And move a stone by a drag.
                val from = mine.first { counts[it] > 0 }
                val to = mine.first { it != from }
                val moved = session.setupMoveStone(from, to)
                checkSnapshot(moved, settings)
                counts[from] -= 1
                counts[to] += 1
                assertEquals(mine.map { counts[it] }, mine.map { moved.setupDraft!!.board[it] })
                assertEquals(before.board, moved.board, "the game's board is unchanged while drafting")
                val outcome = session.commitSetup()
                checkOutcome(before, outcome, settings)
                assertEquals(mine.map { counts[it] }, mine.map { outcome.snapshot.board[it] }, "the board after the rearrangement")
                assertNull(outcome.snapshot.setupDraft)
                assertEquals(Turn.Setup(outcome.snapshot.board), outcome.played)
            }
            val snap = session.snapshot()
            assertFalse(snap.setupAllowed)
            assertRefused<KielaException.SetupNotAllowed>(session) { session.beginSetup() }
            playChecked(session, settings, random)
        }
    }

    @Test
    fun `a cancelled draft leaves the turn to sow, and sowing drops a draft`() {
        val settings = settings(expertOpening = true)
        GameSession.withSeed(settings, 12u).use { session ->
            val start = session.snapshot()
            session.beginSetup()
            session.setupSetCount(39, 0)
            val cancelled = session.cancelSetup()
            assertNull(cancelled.setupDraft)
            assertEquals(start.copy(revision = cancelled.revision), cancelled)
            assertEquals(2, session.beginSetup().setupDraft!!.board[39], "a new draft starts from the board")
            session.setupSetCount(39, 0)
            val sown = session.play(Side.SOUTH, House.O9)
            assertNull(sown.snapshot.setupDraft)
            checkOutcome(start, sown, settings)
        }
    }

    @Test
    fun `every house outside legalHouses is refused for the reason its owner or count gives`() {
        val settings = settings()
        val random = Random(12)
        GameSession.withSeed(settings, 12u).use { session ->
            var refusals = 0
            while (session.snapshot().result == null) {
                val snap = session.snapshot()
                for (spot in BOARD_INDICES.map { spotAt(it)!! } - snap.legalSpots.toSet()) {
                    val stones = snap.board[spot.index]
                    // Whose house it is comes before what it holds.
                    val error = when {
                        spot.side != snap.toMove -> assertRefused<KielaException.NotYourHouse>(session) { session.play(spot.index) }.spot
                        stones == 0 -> assertRefused<KielaException.EmptyHouse>(session) { session.play(spot.index) }.spot
                        stones < ruleFacts(settings.variant).minStonesToSow -> {
                            val error = assertRefused<KielaException.TooFewStones>(session) { session.play(spot.index) }
                            assertEquals(stones to 2, error.stones to error.min)
                            error.spot
                        }
                        else -> assertRefused<KielaException.EndlessMove>(session) { session.play(spot.index) }.spot
                    }
                    assertEquals(spot, error, "the refusal names the house tapped")
                    refusals++
                }
                playRandom(session, random)
            }
            assertTrue(refusals > 0)
        }
    }
}
