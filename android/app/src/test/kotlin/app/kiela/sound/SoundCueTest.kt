package app.kiela.sound

import app.kiela.core.AnimationSpeed
import app.kiela.core.CueKind
import app.kiela.core.GameSession
import app.kiela.core.GameSound
import app.kiela.core.MoveOutcome
import app.kiela.core.StepKind
import app.kiela.core.soundName
import app.kiela.game.PEOPLE
import app.kiela.game.TestClock
import app.kiela.ui.board.TurnAnimation
import app.kiela.ui.sound.GameSounds
import kotlin.math.ceil
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Which sounds are heard and when, on the animation's clock: the turn is played as PlayTurn
 * plays it (a frame each millisecond of a test clock, each frame's cues handed on as they come,
 * the haptic's Capture cue kept back) and every cue goes to [GameSounds] as the game screen
 * hands it, with a sink that records the clock's time and the sound. A plain JVM test, so it
 * lives here, after the Robolectric tests of app/kiela/ in the run's order: outside Robolectric
 * this path initialises android.os.Build (failing), which would break a Robolectric test after it.
 */
class SoundCueTest {
    /** A sound heard at [ms] on the animation's clock (after the beat). */
    private data class Heard(val ms: Long, val sound: GameSound)

    /** The turns of one whole game, seeded random houses between two people, at [speed]. */
    private fun game(speed: AnimationSpeed): List<MoveOutcome> = GameSession.withSeed(PEOPLE, 7u).use { session ->
        session.setAnimationSpeed(speed)
        val random = Random(7)
        buildList {
            while (session.snapshot().result == null) add(session.play(session.snapshot().legalHouses.random(random)))
        }
    }

    private val games = AnimationSpeed.entries.associateWith { game(it) }

    // The first turn of the game that relays and captures (at the instant speed, the same turn without its steps).
    private val captureTurn = games.getValue(AnimationSpeed.NORMAL).indexOfFirst { outcome ->
        outcome.captured > 0 && outcome.timeline.any { it.kind is StepKind.Relay }
    }

    /** The turn of the game at [speed] that relays and captures. */
    private fun capture(speed: AnimationSpeed): MoveOutcome = games.getValue(speed)[captureTurn]

    /** The turn that ended the game at [speed]. */
    private fun ending(speed: AnimationSpeed): MoveOutcome = games.getValue(speed).last()

    /**
     * Plays [outcome] at the animator duration [scale] with sounds [on], a tap at [tapAtMs] if
     * given; what was heard.
     */
    private fun play(outcome: MoveOutcome, scale: Float = 1f, on: Boolean = true, tapAtMs: Long? = null): List<Heard> {
        val clock = TestClock()
        val heard = mutableListOf<Heard>()
        val sounds = GameSounds { heard += Heard(clock.elapsedMs, it) }
        val animation = TurnAnimation(outcome, scale)
        var finished = false
        while (!finished) {
            if (clock.elapsedMs == tapAtMs) animation.skip()
            // PlayTurn's frame: the elapsed time, the frame at it, the cues come by then.
            if (animation.elapsedMs.longValue != Long.MAX_VALUE) animation.elapsedMs.longValue = clock.elapsedMs
            val frame = animation.player.frameAt(animation.elapsedMs.longValue)
            finished = frame.finished
            animation.cuesUntil(if (finished) Double.MAX_VALUE else frame.timelineMs) { kind ->
                if (kind !is CueKind.Capture) sounds.cue(animation, kind, on)
            }
            clock.advanceTo(clock.elapsedMs + 1)
        }
        return heard
    }

    /** The core's sound cues at the app's time: the first millisecond at which the scaled clock reaches them. */
    private fun expected(outcome: MoveOutcome, scale: Float = 1f): List<Heard> = outcome.cues.mapNotNull { cue ->
        (cue.kind as? CueKind.Sound)?.let { Heard(ceil(cue.atMs * scale.toDouble()).toLong(), it.sound) }
    }

    private fun List<Heard>.drops() = filter { it.sound is GameSound.Drop }

    @Test
    fun everySoundCueIsHeardAtItsTimeAtEverySpeedWithMotion() {
        for (speed in listOf(AnimationSpeed.SLOW, AnimationSpeed.NORMAL, AnimationSpeed.FAST)) {
            for (outcome in listOf(capture(speed), ending(speed))) {
                for (scale in listOf(1f, 2f, 0.5f)) {
                    val heard = play(outcome, scale)
                    assertEquals("$speed, ${outcome.notation}, animator scale $scale", expected(outcome, scale), heard)
                }
            }
        }
        // What those are, at the normal speed: the lift first, the stones, the clack and the join.
        val capture = play(capture(AnimationSpeed.NORMAL))
        println("capture ${capture(AnimationSpeed.NORMAL).notation} at normal speed: ${capture.joinToString { "${it.ms} ms ${soundName(it.sound)}" }}")
        assertEquals(GameSound.Lift, capture.first().sound)
        assertEquals(0L, capture.first().ms)
        assertTrue(capture.any { it.sound == GameSound.Relay })
        val clack = capture.single { it.sound == GameSound.Capture }
        val flash = capture(AnimationSpeed.NORMAL).timeline.first { it.kind is StepKind.CaptureFlash }
        assertEquals("the clack with the flash", flash.startMs.toLong(), clack.ms)
        assertTrue("the join after the clack", capture.single { it.sound == GameSound.Join }.ms > clack.ms)
        val end = play(ending(AnimationSpeed.NORMAL)).last()
        assertTrue("the game's end last: $end", end.sound in listOf(GameSound.Win, GameSound.Loss, GameSound.Draw))
        assertEquals("as the motion ends", ending(AnimationSpeed.NORMAL).durationMs.toLong(), end.ms)
    }

    @Test
    fun theFastSpeedHearsFewerStonesNoTwoCloserThan90Ms() {
        val fast = capture(AnimationSpeed.FAST)
        val normal = capture(AnimationSpeed.NORMAL)
        assertEquals("the same turn", normal.notation, fast.notation)
        val stones = normal.timeline.count { it.kind is StepKind.Drop }
        val heardNormal = play(normal)
        val heardFast = play(fast)
        // At normal speed every stone that lands is heard (a relay's in its own sound).
        assertEquals(stones, heardNormal.drops().size + heardNormal.count { it.sound == GameSound.Relay })
        assertTrue("fast: ${heardFast.drops().size} drops of $stones stones", heardFast.drops().size < heardNormal.drops().size)
        val gaps = heardFast.drops().zipWithNext { a, b -> b.ms - a.ms }
        assertTrue("fast drops apart by $gaps", gaps.isNotEmpty() && gaps.all { it >= 90 })
        // Never the same drop twice running.
        for (heard in listOf(heardNormal, heardFast)) {
            heard.zipWithNext { a, b -> assertTrue("$a then $b", a.sound !is GameSound.Drop || a.sound != b.sound) }
        }
    }

    @Test
    fun withMotionRemovedOnlyTheSummarySoundIsHeardOnceAsTheFadeStarts() {
        for (outcome in listOf(capture(AnimationSpeed.NORMAL), ending(AnimationSpeed.NORMAL))) {
            assertTrue(expected(outcome).size > 1)
            assertEquals(outcome.notation, listOf(Heard(0, outcome.summarySound)), play(outcome, scale = 0f))
        }
        assertEquals(GameSound.Capture, capture(AnimationSpeed.NORMAL).summarySound)
        assertEquals(expected(ending(AnimationSpeed.NORMAL)).last().sound, ending(AnimationSpeed.NORMAL).summarySound)
    }

    @Test
    fun atTheInstantSpeedOnlyTheSummarySoundIsHeard() {
        for (outcome in listOf(capture(AnimationSpeed.INSTANT), ending(AnimationSpeed.INSTANT))) {
            assertTrue(outcome.timeline.isEmpty())
            for (scale in listOf(1f, 0f)) {
                assertEquals(outcome.notation, listOf(Heard(0, outcome.summarySound)), play(outcome, scale))
            }
        }
    }

    @Test
    fun nothingIsHeardWithSoundsOff() {
        for (speed in AnimationSpeed.entries) {
            for (scale in listOf(1f, 0f)) assertEquals(emptyList<Heard>(), play(ending(speed), scale, on = false))
        }
        val heard = mutableListOf<GameSound>()
        GameSounds { heard += it }.notice(GameSound.Refused, on = false)
        assertEquals(emptyList<GameSound>(), heard)
    }

    @Test
    fun aTapDuringTheTurnLeavesItsRemainingSoundsUnheard() {
        val outcome = capture(AnimationSpeed.NORMAL)
        val flash = outcome.timeline.first { it.kind is StepKind.CaptureFlash }.startMs.toLong()
        val heard = play(outcome, tapAtMs = flash)
        assertEquals(expected(outcome).filter { it.ms < flash }, heard)
        assertTrue(heard.none { it.sound == GameSound.Capture || it.sound == GameSound.Join })
        // In the cross-fade, a tap after the summary adds nothing.
        assertEquals(listOf(Heard(0, outcome.summarySound)), play(outcome, scale = 0f, tapAtMs = 10))
    }

    @Test
    fun aNoticeIsHeardWithItsSound() {
        val heard = mutableListOf<GameSound>()
        val sounds = GameSounds { heard += it }
        sounds.notice(GameSound.Refused, on = true)
        sounds.notice(null, on = true)
        assertEquals(listOf<GameSound>(GameSound.Refused), heard)
    }
}
