package app.kiela.game

import app.kiela.core.AnimationSpeed
import app.kiela.core.AnimationStep
import app.kiela.core.GameSession
import app.kiela.core.MoveOutcome
import app.kiela.core.StepKind
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test

class TimelinePlayerTest {
    private val outcome: MoveOutcome = CaptureGame.outcome
    private val steps: List<AnimationStep> = outcome.timeline

    private fun AnimationStep.endMs() = startMs + durationMs

    /** A turn at the instant speed, as the session times it: no steps, nothing to fade. */
    private val instantOutcome: MoveOutcome = GameSession(PEOPLE).use { session ->
        session.setAnimationSpeed(AnimationSpeed.INSTANT)
        session.play(session.snapshot().legalHouses.first())
    }

    /** The rule as the README states it, worked out the slow way: the last step ended by [t]. */
    private fun expectedBoard(t: Double): List<Int> = steps.lastOrNull { it.endMs() <= t }?.board ?: outcome.boardBefore

    private fun expectedActive(t: Double): List<AnimationStep> = steps.filter { it.startMs <= t && t < it.endMs() }

    @Test
    fun `the capture found is a real one`() {
        assertTrue("${outcome.notation} captures", outcome.captured > 0)
        assertTrue(outcome.durationMs > 0)
        assertEquals(outcome.snapshot.board, steps.last().board)
    }

    @Test
    fun `at every step boundary the board is the board of the last step ended`() {
        val player = TimelinePlayer(outcome)
        val clock = TestClock()
        val boundaries = (steps.flatMap { listOf(it.startMs, it.endMs()) }).distinct().sorted()
        for (t in boundaries) {
            clock.advanceTo(t.toLong())
            val frame = player.frameAt(clock.elapsedMs)
            assertEquals("board at $t ms", expectedBoard(t.toDouble()), frame.board)
        }
        // Where a step's end is its own (no later step ends with it), its board is the one drawn.
        val fresh = TimelinePlayer(outcome)
        for ((i, step) in steps.withIndex()) {
            val next = steps.getOrNull(i + 1)
            if (next != null && next.endMs() == step.endMs()) continue
            val frame = fresh.frameAt(step.endMs().toLong())
            assertEquals("the board once step $i (${step.kind}) has ended", step.board, frame.board)
        }
        assertEquals("the board before at 0 ms", outcome.boardBefore, TimelinePlayer(outcome).frameAt(0).board)
    }

    @Test
    fun `every millisecond agrees with the rule, at the normal and a doubled time scale`() {
        for (scale in listOf(1f, 2f)) {
            val player = TimelinePlayer(outcome, scale)
            val clock = TestClock()
            var lastFrame: TimelineFrame? = null
            val end = outcome.durationMs * scale.toLong() + 20
            for (elapsed in 0..end) {
                clock.advanceTo(elapsed)
                val frame = player.frameAt(clock.elapsedMs)
                lastFrame?.let { assertSame("one frame object, reused", it, frame) }
                lastFrame = frame
                val t = elapsed / scale.toDouble()
                assertEquals("board at $elapsed ms, scale $scale", expectedBoard(t), frame.board)
                val finished = t >= outcome.durationMs
                assertEquals("finished at $elapsed ms, scale $scale", finished, frame.finished)
                val active = if (finished) emptyList() else expectedActive(t)
                assertEquals("steps under way at $elapsed ms", active, (0 until frame.activeCount).map { frame.activeStep(it) })
                for (i in 0 until frame.activeCount) {
                    val step = frame.activeStep(i)
                    val progress = ((t - step.startMs) / step.durationMs).toFloat()
                    assertEquals("progress of ${step.kind} at $elapsed ms", progress, frame.activeProgress(i), 1e-4f)
                    assertTrue(frame.activeProgress(i) in 0f..1f)
                }
            }
            assertEquals(outcome.durationMs * scale.toLong(), player.scaledDurationMs)
            assertTrue(player.isFinished)
        }
    }

    @Test
    fun `the hand holds the stones of the last step ended, over the house that step left it at`() {
        val player = TimelinePlayer(outcome)
        var heldSome = false
        for (elapsed in 0..outcome.durationMs.toLong() + 5) {
            val frame = player.frameAt(elapsed)
            val t = elapsed.toDouble()
            val done = steps.lastOrNull { it.endMs() <= t }
            val next = steps.firstOrNull { it.endMs() > t }
            // The hand after a step is where the next one starts from; past the end there is none.
            assertEquals("stones in hand at $elapsed ms", if (next == null) 0 else done?.inHand ?: 0, frame.inHand)
            assertEquals("the hand's house at $elapsed ms", next?.handFrom ?: -1, frame.handHouse)
            if (frame.inHand > 0) heldSome = true
        }
        assertTrue("a sowing hand holds stones at some moment", heldSome)
        assertEquals(0, player.skipToEnd().inHand)
        assertEquals(-1, player.frameAt(0).handHouse)
    }

    @Test
    fun `the capture flight is under way throughout its window and only then`() {
        val flight = steps.first { it.kind is StepKind.CaptureFlight }
        assertTrue(flight.durationMs > 0)
        val player = TimelinePlayer(outcome)
        val clock = TestClock()
        for (elapsed in 0..outcome.durationMs.toLong()) {
            clock.advanceTo(elapsed)
            val frame = player.frameAt(clock.elapsedMs)
            val index = (0 until frame.activeCount).firstOrNull { frame.activeStep(it) === flight }
            val inWindow = elapsed >= flight.startMs && elapsed < flight.endMs()
            assertEquals("flight under way at $elapsed ms (window ${flight.startMs}..${flight.endMs()})", inWindow, index != null)
            if (index != null) {
                assertEquals((elapsed - flight.startMs).toFloat() / flight.durationMs, frame.activeProgress(index), 1e-4f)
            }
        }
        val flash = steps.first { it.kind is StepKind.CaptureFlash }
        val during = TimelinePlayer(outcome).frameAt(flash.startMs.toLong() + flash.durationMs / 2)
        assertEquals("a capture flash overlaps nothing", 1, during.activeCount)
        assertSame(flash, during.activeStep(0))
    }

    @Test
    fun `a tap during the animation skips to the snapshot's board`() {
        val player = TimelinePlayer(outcome)
        val middle = player.frameAt(outcome.durationMs / 2L)
        assertFalse(middle.finished)
        val frame = player.skipToEnd()
        assertTrue(frame.finished)
        assertTrue(player.isFinished)
        assertEquals(outcome.snapshot.board, frame.board)
        assertEquals(0, frame.activeCount)
        val later = player.frameAt(outcome.durationMs / 2L + 1)
        assertTrue("skipped stays skipped", later.finished)
        assertEquals(outcome.snapshot.board, later.board)
    }

    @Test
    fun `a time scale of 0 means no motion - the outcome's quick cross-fade from the board before to the result`() {
        val fadeMs = outcome.crossFadeMs.toLong()
        assertEquals(250L, fadeMs)
        val player = TimelinePlayer(outcome, timeScale = 0f)
        assertEquals(fadeMs, player.scaledDurationMs)
        assertNotEquals(outcome.boardBefore, outcome.snapshot.board)
        for (elapsed in listOf(0L, fadeMs / 4, fadeMs / 2, fadeMs - 1)) {
            val frame = player.frameAt(elapsed)
            assertFalse("fading at $elapsed ms", frame.finished)
            assertEquals("the result fades in", outcome.snapshot.board, frame.board)
            assertEquals("over the board before", outcome.boardBefore, frame.fadingBoard)
            assertEquals(elapsed.toFloat() / fadeMs, frame.fade, 1e-6f)
            assertEquals("nothing moves", 0, frame.activeCount)
            assertEquals("captures still tick", outcome.durationMs * elapsed.toDouble() / fadeMs, frame.timelineMs, 1e-3)
        }
        val done = player.frameAt(fadeMs)
        assertTrue(done.finished)
        assertEquals(outcome.snapshot.board, done.board)
        assertEquals(null, done.fadingBoard)
        assertEquals(1f, done.fade, 0f)

        val skipped = TimelinePlayer(outcome, timeScale = 0f)
        skipped.frameAt(10)
        assertTrue("a tap ends the fade too", skipped.skipToEnd().finished)
        assertEquals(null, skipped.frameAt(20).fadingBoard)
    }

    @Test
    fun `nothing fades while the turn moves, and a turn without steps is not faded`() {
        val player = TimelinePlayer(outcome)
        for (t in 0L..outcome.durationMs step 37) {
            val frame = player.frameAt(t)
            assertEquals("at $t ms", null, frame.fadingBoard)
            assertEquals(1f, frame.fade, 0f)
        }
        assertTrue(instantOutcome.timeline.isEmpty())
        assertEquals("nothing to fade", 0, instantOutcome.crossFadeMs)
        val instant = TimelinePlayer(instantOutcome, timeScale = 0f)
        assertEquals(0L, instant.scaledDurationMs)
        assertTrue("the instant speed, or a setup, jumps", instant.frameAt(0).finished)
        assertEquals(instantOutcome.snapshot.board, instant.frameAt(0).board)
        assertNotEquals(instantOutcome.boardBefore, instantOutcome.snapshot.board)
    }

    @Test
    fun `a turn without steps is finished at once, and an earlier time rewinds`() {
        val still = TimelinePlayer(instantOutcome).frameAt(0)
        assertEquals(0L, TimelinePlayer(instantOutcome).scaledDurationMs)
        assertTrue(still.finished)
        assertEquals(instantOutcome.snapshot.board, still.board)

        val player = TimelinePlayer(outcome)
        assertTrue(player.frameAt(outcome.durationMs + 5L).finished)
        val again = player.frameAt(0)
        assertFalse(again.finished)
        assertEquals(outcome.boardBefore, again.board)
    }
}
