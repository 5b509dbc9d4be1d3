// The computer thinks on a thread of its own while the app's thread cancels it, hurries it, or
// changes the game under it. Whatever the timing, no move meant for another game is played.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Assertions.fail
import org.junit.jupiter.api.Test
import java.util.concurrent.CompletableFuture
import java.util.concurrent.CyclicBarrier

class ComputerThreadsTest {
    /** A person (South) against the expert, who is to move after South's o10. */
    private val versusExpert = settings(north = computer(Level.EXPERT))

    private fun expertToMove(seed: ULong = 1u): GameSession {
        val session = GameSession.withSeed(versusExpert, seed)
        session.play(Side.SOUTH, House.O10)
        assertTrue(session.snapshot().computerToMove)
        return session
    }

    /** Starts the computer's turn (or [call]) on a thread of its own and returns once its search runs. */
    private fun startThinking(session: GameSession): CompletableFuture<MoveOutcome> = startThinking(session) { session.computerMove() }

    private fun <T> startThinking(session: GameSession, call: () -> T): CompletableFuture<T> {
        val thinking = background(call)
        val deadline = System.nanoTime() + RETURNS_WITHIN_SECONDS * 1_000_000_000
        while (!session.isThinking() && !thinking.isDone && System.nanoTime() < deadline) Thread.yield()
        return thinking
    }

    /**
     * Runs [race] on fresh games until it acts while the computer still thinks: a search may end
     * first on a busy machine. [race] checks its outcome and says whether it caught the search.
     */
    private fun untilCaughtThinking(race: (GameSession) -> Boolean) {
        val caught = (1..3).any { attempt -> expertToMove(seed = attempt.toULong()).use(race) }
        assertTrue(caught, "the computer was never caught thinking")
    }

    @Test
    fun `isThinking is true only while the computer searches`() = untilCaughtThinking { session ->
        assertFalse(session.isThinking())
        val thinking = startThinking(session)
        val seen = session.isThinking()
        thinking.outcome().getOrThrow()
        assertFalse(session.isThinking())
        seen
    }

    @Test
    fun `cancelling a thinking expert ends computerMove with Cancelled and leaves the game as it was`() =
        untilCaughtThinking { session ->
            val before = session.snapshot()
            val saved = session.save()
            val thinking = startThinking(session)
            session.cancelThinking()
            val result = thinking.outcome()
            when (val error = result.exceptionOrNull()) {
                is KielaException.Cancelled -> {
                    assertEquals(before, session.snapshot())
                    assertEquals(saved, session.save())
                    // The cancel is spent: the next request plays.
                    checkOutcome(before, session.computerMove(), versusExpert)
                    true
                }
                null -> {
                    checkOutcome(before, result.getOrThrow(), versusExpert) // it had finished
                    false
                }
                else -> fail("computerMove failed with $error")
            }
        }

    @Test
    fun `a cancel while nothing thinks does not spoil the next computer move`() {
        expertToMove().use { session ->
            session.cancelThinking()
            session.moveNow()
            val before = session.snapshot()
            checkOutcome(before, session.computerMove(), versusExpert)
        }
    }

    @Test
    fun `moveNow makes a thinking expert play the best move found so far`() {
        expertToMove().use { session ->
            val before = session.snapshot()
            val thinking = startThinking(session)
            session.moveNow()
            val outcome = thinking.outcome().getOrThrow()
            checkOutcome(before, outcome, versusExpert)
            assertEquals(outcome.snapshot, session.snapshot())
        }
    }

    @Test
    fun `undo while the computer thinks refuses its move and takes the game back to the start`() {
        val start = GameSession.withSeed(versusExpert, 1u).use { it.snapshot() }
        untilCaughtThinking { session ->
            val thinking = startThinking(session)
            val afterUndo = session.undo()
            val result = thinking.outcome()
            // Whichever came first, the undo takes the game back before South's turn.
            val now = session.snapshot()
            checkSnapshot(now, versusExpert)
            assertEquals(afterUndo, now)
            assertEquals(0, now.turns)
            assertEquals(start.board, now.board)
            assertEquals(Side.SOUTH, now.toMove)
            // And the game goes on as usual.
            checkOutcome(now, session.play(Side.SOUTH, House.O9), versusExpert)
            checkOutcome(session.snapshot(), session.computerMove(), versusExpert)
            when (val error = result.exceptionOrNull()) {
                is KielaException.StaleComputerMove, is KielaException.Cancelled -> true
                null -> false // the computer had played; the undo took back both turns
                else -> fail("computerMove failed with $error")
            }
        }
    }

    @Test
    fun `a new game while the computer thinks refuses its move and starts clean`() {
        val next = settings(north = computer(Level.BEGINNER), variant = Variant.BEGINNER)
        val fresh = GameSession.withSeed(next, 1u).use { it.snapshot() }
        untilCaughtThinking { session ->
            val thinking = startThinking(session)
            val before = session.snapshot().revision
            val started = session.newGame(next)
            val result = thinking.outcome()
            assertTrue(started.revision > before, "a new game is a new revision")
            assertEquals(fresh.copy(revision = started.revision), started)
            assertEquals(started, session.snapshot(), "no move of the old game reached the new one")
            assertEquals(next, session.settings())
            when (val error = result.exceptionOrNull()) {
                is KielaException.StaleComputerMove, is KielaException.Cancelled -> true
                null -> false // the computer had played in the old game
                else -> fail("computerMove failed with $error")
            }
        }
    }

    @Test
    fun `a restore while the computer thinks refuses its move and leaves the saved game`() {
        val saved = GameSession.withSeed(versusExpert, 9u).use { it.save() }
        val savedGame = GameSession.fromSave(saved).use { it.snapshot() }
        untilCaughtThinking { session ->
            val thinking = startThinking(session)
            val restored = session.restore(saved)
            val result = thinking.outcome()
            assertEquals(savedGame.copy(revision = restored.revision), restored)
            assertEquals(restored, session.snapshot(), "no move of the old game reached the restored one")
            when (val error = result.exceptionOrNull()) {
                is KielaException.StaleComputerMove, is KielaException.Cancelled -> true
                null -> false
                else -> fail("computerMove failed with $error")
            }
        }
    }

    @Test
    fun `a hint thinks on a thread of its own and cancelThinking ends it with Cancelled`() {
        val people = settings()
        var caught = false
        for (seed in 1..3) {
            GameSession.withSeed(people, seed.toULong()).use { session ->
                val before = session.snapshot()
                val hinting = startThinking(session) { session.hint() }
                session.cancelThinking()
                val result = hinting.outcome()
                when (val error = result.exceptionOrNull()) {
                    is KielaException.Cancelled -> caught = true
                    null -> assertTrue(result.getOrThrow().house in before.legalSpots) // it had finished
                    else -> fail("hint failed with $error")
                }
                assertEquals(before, session.snapshot())
                assertFalse(session.isThinking())
                // The cancel is spent: the next hint answers.
                assertTrue(session.hint().house in before.legalSpots)
            }
            if (caught) break
        }
        assertTrue(caught, "the hint was never caught thinking")
    }

    @Test
    fun `of two computer moves asked at once one plays and the other is refused as stale`() {
        var stale = 0
        repeat(3) { round ->
            expertToMove(seed = round.toULong()).use { session ->
                val before = session.snapshot()
                val barrier = CyclicBarrier(2)
                val calls = List(2) { background { barrier.await(); session.computerMove() } }
                val results = calls.map { it.outcome() }
                val played = results.mapNotNull { it.getOrNull() }
                assertEquals(1, played.size, "exactly one move played: $results")
                checkOutcome(before, played.single(), versusExpert)
                when (val error = results.firstNotNullOf { it.exceptionOrNull() }) {
                    is KielaException.StaleComputerMove -> stale++
                    is KielaException.PersonToMove -> {} // the second asked after the first had played
                    else -> fail("computerMove failed with $error")
                }
                assertEquals(played.single().snapshot, session.snapshot())
            }
        }
        assertTrue(stale > 0, "the two requests never overlapped")
    }
}
