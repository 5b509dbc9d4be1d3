// The animation timeline built from a move's events.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

class TimelineTest {
    /** The turns of a few random games between people. */
    private val outcomes: List<MoveOutcome> by lazy {
        (1..3).flatMap { seed ->
            GameSession.withSeed(settings(), seed.toULong()).use { session ->
                val random = Random(seed)
                generateSequence { if (session.snapshot().status == GameStatus.Playing) playRandom(session, random) else null }.toList()
            }
        }
    }

    private val capturing: MoveOutcome by lazy { outcomes.first { it.captured > 0u } }

    private val speeds = listOf(AnimationSpeed.SLOW, AnimationSpeed.NORMAL, AnimationSpeed.FAST)

    /** Each event's step, in order: a capture flashes, its sowing starts with a flight. */
    private fun expectedKinds(events: List<MoveEvent>): List<StepKind> {
        var capture: MoveEvent.Capture? = null
        return events.map { event ->
            when (event) {
                is MoveEvent.Lift -> StepKind.Lift(event.house, event.stones)
                is MoveEvent.Drop -> StepKind.Drop(event.house, event.stonesAfter)
                is MoveEvent.Relay -> StepKind.Relay(event.house, event.stones)
                is MoveEvent.Capture -> {
                    capture = event
                    StepKind.CaptureFlash(event.captor, event.inner, event.outer, event.stones)
                }
                is MoveEvent.CapturedSowing -> {
                    val from = checkNotNull(capture) { "captured stones without a capture" }
                    StepKind.CaptureFlight(from.inner, from.outer, event.first, event.stones)
                }
                is MoveEvent.End -> StepKind.End(event.house)
            }
        }
    }

    private fun assertInOrder(steps: List<AnimationStep>) {
        assertEquals(0u, steps.first().startMs)
        for ((a, b) in steps.zipWithNext()) {
            assertTrue(b.startMs >= a.startMs + a.durationMs, "$b overlaps $a")
        }
        assertEquals(steps.last().startMs + steps.last().durationMs, timelineDurationMs(steps))
    }

    @Test
    fun `every move's steps follow its events one after the other at every speed`() {
        for (outcome in outcomes) {
            for (speed in speeds) {
                val steps = animationTimeline(outcome.events, speed)
                assertEquals(expectedKinds(outcome.events), steps.map { it.kind }, "${outcome.turn} at $speed")
                assertInOrder(steps)
                assertTrue(steps.all { it.durationMs > 0u }, "every step shows at $speed")
            }
        }
    }

    @Test
    fun `a capturing move flashes the captured houses and flies the stones to the captor`() {
        val steps = animationTimeline(capturing.events, AnimationSpeed.NORMAL)
        val flashes = steps.map { it.kind }.filterIsInstance<StepKind.CaptureFlash>()
        val flights = steps.map { it.kind }.filterIsInstance<StepKind.CaptureFlight>()
        assertTrue(flashes.isNotEmpty())
        assertEquals(flashes.size, flights.size, "a flight after each flash")
        assertEquals(capturing.captured.toInt(), flashes.sumOf { it.stones.toInt() })
        for ((flash, flight) in flashes.zip(flights)) {
            assertEquals(flash.inner, flight.fromInner)
            assertEquals(flash.outer, flight.fromOuter)
            assertEquals(flash.stones, flight.stones)
            assertEquals(spotAt(flash.captor)!!.side, spotAt(flight.to)!!.side, "the stones fly to the captor's side")
        }
        val kinds = steps.map { it.kind }
        assertTrue(kinds.indexOfFirst { it is StepKind.CaptureFlash } < kinds.indexOfFirst { it is StepKind.CaptureFlight })
    }

    @Test
    fun `an instant move takes no time`() {
        val steps = animationTimeline(capturing.events, AnimationSpeed.INSTANT)
        assertEquals(expectedKinds(capturing.events), steps.map { it.kind })
        assertTrue(steps.all { it.durationMs == 0u && it.startMs == 0u })
        assertEquals(0u, timelineDurationMs(steps))
    }

    @Test
    fun `a slower speed plays every move for longer`() {
        for (outcome in outcomes.take(40) + capturing) {
            val durations = speeds.map { timelineDurationMs(animationTimeline(outcome.events, it)) }
            assertTrue(durations[0] > durations[1] && durations[1] > durations[2], "${outcome.turn}: $durations (slow, normal, fast)")
        }
    }

    @Test
    fun `a long sowing is quickened but every drop stays visible`() {
        val drops = { o: MoveOutcome -> o.events.count { it is MoveEvent.Drop } }
        val long = outcomes.maxBy(drops)
        assertTrue(drops(long) > 40, "a move of more than 40 drops (longest: ${drops(long)})")
        val short = outcomes.first { drops(it) in 2..40 }
        fun dropTimes(outcome: MoveOutcome) = animationTimeline(outcome.events, AnimationSpeed.NORMAL)
            .filter { it.kind is StepKind.Drop }.map { it.durationMs.toInt() }
        assertTrue(dropTimes(long).max() < dropTimes(short).min(), "drops of a long move are quicker")
        assertTrue(dropTimes(long).all { it >= 12 }, "no drop is shorter than 12 ms")
        val fullPace = dropTimes(short).max()
        assertTrue(dropTimes(long).sum() <= maxOf(40 * fullPace, 12 * drops(long)), "the sowing lasts as 40 drops would")
    }

    /** The houses an event names, by board index. */
    private fun houses(event: MoveEvent): List<UInt> = when (event) {
        is MoveEvent.Lift -> listOf(event.house)
        is MoveEvent.Drop -> listOf(event.house)
        is MoveEvent.Relay -> listOf(event.house)
        is MoveEvent.Capture -> listOf(event.captor, event.inner, event.outer)
        is MoveEvent.CapturedSowing -> listOf(event.first)
        is MoveEvent.End -> listOf(event.house)
    }

    /** The houses a step draws, by board index. */
    private fun houses(kind: StepKind): List<UInt> = when (kind) {
        is StepKind.Lift -> listOf(kind.house)
        is StepKind.Drop -> listOf(kind.house)
        is StepKind.Relay -> listOf(kind.house)
        is StepKind.CaptureFlash -> listOf(kind.captor, kind.inner, kind.outer)
        is StepKind.CaptureFlight -> listOf(kind.fromInner, kind.fromOuter, kind.to)
        is StepKind.End -> listOf(kind.house)
    }

    @Test
    fun `every house of a move's events and steps is on the board and the lift is the house played`() {
        GameSession.withSeed(settings(), 4u).use { session ->
            val random = Random(4)
            var captures = 0
            while (session.snapshot().status == GameStatus.Playing) {
                val spot = session.snapshot().legalHouses.random(random)
                val outcome = session.play(spot.index)
                val steps = animationTimeline(outcome.events, AnimationSpeed.NORMAL)
                val indices = outcome.events.flatMap { houses(it) } + steps.flatMap { houses(it.kind) }
                for (index in indices) assertTrue(index in BOARD_INDICES, "house index $index of ${outcome.turn} is on the board")
                assertEquals(spot.index, (outcome.events.first() as MoveEvent.Lift).house, "the event lifts the house played")
                assertEquals(spot.index, (steps.first().kind as StepKind.Lift).house, "the animation lifts the house played")
                captures += outcome.events.count { it is MoveEvent.Capture }
            }
            assertTrue(captures > 0, "the game had captures, so their houses were checked too")
        }
    }

    @Test
    fun `no events make an empty timeline`() {
        assertEquals(emptyList<AnimationStep>(), animationTimeline(emptyList(), AnimationSpeed.NORMAL))
        assertEquals(0u, timelineDurationMs(emptyList()))
    }
}
