// A move's animation as it crosses the binding: the outcome's keyframes at the session's speed,
// each with its kind, its time, and the board and hand once it is done.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

class TimelineTest {
    /** The most any move lasts at each speed that moves. */
    private val caps = mapOf(AnimationSpeed.SLOW to 6_500, AnimationSpeed.NORMAL to 4_000, AnimationSpeed.FAST to 2_000)

    /** The turns of a few random games between people, at [speed]. */
    private fun outcomes(speed: AnimationSpeed, seeds: IntRange = 1..3): List<MoveOutcome> = seeds.flatMap { seed ->
        GameSession.withSeed(settings(), seed.toULong()).use { session ->
            session.setAnimationSpeed(speed)
            val random = Random(seed)
            generateSequence { if (session.snapshot().result == null) playRandom(session, random) else null }.toList()
        }
    }

    private val normal: List<MoveOutcome> by lazy { outcomes(AnimationSpeed.NORMAL) }

    @Test
    fun `at normal speed every move has keyframes that end on its board, within 4 seconds`() {
        for (outcome in normal) {
            assertTrue(outcome.timeline.isNotEmpty(), "${outcome.notation} has keyframes")
            checkTimeline(outcome)
            assertEquals(outcome.snapshot.board, outcome.timeline.last().board, outcome.notation)
            assertTrue(outcome.durationMs in 1..4_000, "${outcome.notation} lasts ${outcome.durationMs} ms")
            assertTrue(outcome.timeline.all { it.durationMs > 0 }, "every step shows")
        }
    }

    @Test
    fun `the speed set is the speed of the following moves, and instant has no keyframes`() {
        GameSession.withSeed(settings(), 7u).use { session ->
            val random = Random(7)
            for (speed in animationSpeeds() + animationSpeeds()) {
                session.setAnimationSpeed(speed)
                assertEquals(speed, session.animationSpeed())
                val before = session.snapshot()
                val outcome = playRandom(session, random)
                checkOutcome(before, outcome, settings())
                if (speed == AnimationSpeed.INSTANT) {
                    assertEquals(emptyList<AnimationStep>(), outcome.timeline)
                    assertEquals(0, outcome.durationMs)
                    assertEquals(before.board, outcome.boardBefore, "the board before is still given")
                } else {
                    assertTrue(outcome.timeline.isNotEmpty(), "keyframes at $speed")
                    assertTrue(outcome.durationMs <= caps.getValue(speed), "${outcome.durationMs} ms at $speed")
                }
                assertEquals(outcome.timeline, session.lastMove()!!.timeline, "lastMove is timed at the same speed")
            }
        }
    }

    @Test
    fun `a slower speed plays the same move for longer`() {
        GameSession.withSeed(settings(), 8u).use { session ->
            val random = Random(8)
            repeat(20) {
                val spot = session.snapshot().legalSpots.random(random)
                val durations = caps.keys.map { speed ->
                    session.setAnimationSpeed(speed)
                    session.play(spot.index).durationMs.also { session.undo() }
                }
                assertTrue(durations[0] > durations[1] && durations[1] > durations[2], "$spot: $durations (slow, normal, fast)")
                session.play(spot.index)
            }
        }
    }

    @Test
    fun `a capturing move flashes the captured houses and flies the stones to the captor`() {
        val capturing = normal.filter { it.captured > 0 }
        assertTrue(capturing.isNotEmpty())
        for (outcome in capturing) {
            val kinds = outcome.timeline.map { it.kind }
            val flashes = kinds.filterIsInstance<StepKind.CaptureFlash>()
            val flights = kinds.filterIsInstance<StepKind.CaptureFlight>()
            assertTrue(flashes.isNotEmpty())
            assertEquals(flashes.size, flights.size, "a flight after each flash")
            assertEquals(outcome.captured, flashes.sumOf { it.stones })
            for ((flash, flight) in flashes.zip(flights)) {
                assertEquals(flash.inner, flight.fromInner)
                assertEquals(flash.outer, flight.fromOuter)
                assertEquals(flash.stones, flight.stones)
                assertEquals(outcome.mover, spotAt(flash.captor)!!.side)
                assertEquals(outcome.mover.opponent(), spotAt(flash.inner)!!.side)
                assertEquals(Row.INNER, spotAt(flash.inner)!!.row)
                assertEquals(Row.OUTER, spotAt(flash.outer)!!.row)
                assertEquals(outcome.mover, spotAt(flight.to)!!.side, "the stones fly to the captor's side")
            }
            assertTrue(kinds.indexOfFirst { it is StepKind.CaptureFlash } < kinds.indexOfFirst { it is StepKind.CaptureFlight })
            // The stones captured are in the hand once they fly.
            val flash = outcome.timeline.first { it.kind is StepKind.CaptureFlash }
            assertTrue(flash.inHand >= (flash.kind as StepKind.CaptureFlash).stones, "$flash")
        }
    }

    @Test
    fun `a long sowing is squeezed into the cap and every drop stays visible`() {
        val drops = { o: MoveOutcome -> o.timeline.count { it.kind is StepKind.Drop } }
        val long = normal.maxBy(drops)
        assertTrue(drops(long) > 40, "a move of more than 40 drops (longest: ${drops(long)})")
        assertTrue(long.durationMs <= 4_000, "${long.durationMs} ms")
        assertTrue(long.timeline.filter { it.kind is StepKind.Drop }.all { it.durationMs >= 30 }, "no drop flashes by")
    }

    @Test
    fun `the hand holds the stones lifted and sows them out one drop at a time`() {
        val outcome = normal.first { it.timeline.any { step -> step.kind is StepKind.Relay } }
        var expected = 0
        for (step in outcome.timeline) {
            when (val kind = step.kind) {
                is StepKind.Lift -> expected = kind.stones
                is StepKind.Drop -> expected -= 1
                is StepKind.Relay -> expected += kind.stones
                is StepKind.CaptureFlash -> expected += kind.stones
                is StepKind.CaptureFlight -> {}
                is StepKind.End -> expected = 0
            }
            assertEquals(expected, step.inHand, "$step")
        }
    }

    @Test
    fun `every house a step names is on the board`() {
        for (outcome in normal) {
            for (step in outcome.timeline) {
                val houses = when (val kind = step.kind) {
                    is StepKind.Lift -> listOf(kind.house)
                    is StepKind.Drop -> listOf(kind.house)
                    is StepKind.Relay -> listOf(kind.house)
                    is StepKind.CaptureFlash -> listOf(kind.captor, kind.inner, kind.outer)
                    is StepKind.CaptureFlight -> listOf(kind.fromInner, kind.fromOuter, kind.to)
                    is StepKind.End -> listOf(kind.house)
                }
                for (index in houses) assertTrue(index in BOARD_INDICES, "house $index of ${outcome.notation}")
            }
        }
    }

    @Test
    fun `each step's hand starts over the house the step before left it at, and nowhere before the first lift`() {
        for (outcome in normal) {
            var hand: Int? = null
            for (step in outcome.timeline) {
                assertEquals(hand, step.handFrom, "${outcome.notation}: $step")
                hand = when (val kind = step.kind) {
                    is StepKind.Lift -> kind.house
                    is StepKind.Drop -> kind.house
                    is StepKind.Relay -> kind.house
                    is StepKind.CaptureFlight -> kind.to
                    is StepKind.End -> kind.house
                    is StepKind.CaptureFlash -> hand // a flash moves no hand
                }
            }
            assertEquals(null, outcome.timeline.first().handFrom, "the first step is the lift")
        }
    }

    @Test
    fun `a turn cross-fades for 250 ms when motion is removed, and nothing without steps`() {
        for (outcome in normal) assertEquals(250, outcome.crossFadeMs, outcome.notation)
        for (outcome in outcomes(AnimationSpeed.INSTANT, 1..1)) {
            assertTrue(outcome.timeline.isEmpty())
            assertEquals(0, outcome.crossFadeMs, "nothing to fade at the instant speed")
        }
    }

    @Test
    fun `the computer's turn has a beat of 500 ms before it moves, a person's none`() {
        GameSession.withSeed(settings(north = computer(Level.BEGINNER)), 9u).use { session ->
            val random = Random(9)
            repeat(10) {
                assertEquals(0, playRandom(session, random).beatMs, "the person's turn")
                if (session.snapshot().result != null) return
                assertEquals(500, session.computerMove().beatMs, "the computer's turn")
                if (session.snapshot().result != null) return
            }
        }
        for (outcome in normal) assertEquals(0, outcome.beatMs, "two people: ${outcome.notation}")
    }
}
