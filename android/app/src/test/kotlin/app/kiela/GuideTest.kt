package app.kiela

import android.app.Application
import androidx.compose.ui.test.junit4.ComposeTestRule
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameSession
import app.kiela.core.GuideCue
import app.kiela.core.GuideNote
import app.kiela.core.MoveOutcome
import app.kiela.core.Side
import app.kiela.core.newGameSettings
import app.kiela.ui.GameViewModel
import app.kiela.core.AppEvent
import app.kiela.core.guideNotePhrase
import java.io.File
import app.kiela.core.guidedGameChoice
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The guided first game: offered on a first start (no save) and remembered, then a game against
 * the computer at Beginner whose card under the board explains each move as it plays.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class GuideTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModel get() = compose.activity.gameViewModel()
    private val resources get() = compose.activity.resources
    private val others = ViewModelStore()

    @After
    fun closeTheOthers() = others.clear()

    /**
     * Another start of the app with the same preferences (the app's preferences.json, once the
     * driver has written [written] into it) and, when [save] is given, that saved game: its view
     * model once loaded.
     */
    private fun startAgain(save: String? = null, written: String? = null): GameViewModel {
        val preferences = File(application.filesDir, "preferences.json")
        if (written != null) awaitOnMain("the preferences written") { preferences.exists() && preferences.readText().contains(written) }
        val files = listOfNotNull(preferences.takeIf { it.exists() }?.let { "preferences.json" to it.readText() }, save?.let { "game.json" to it })
        return GameViewModel(application, dataFolder(*files.toTypedArray()).path).also { others.put("start-${System.nanoTime()}", it) }.loaded()
    }

    private fun startTheGuidedGame() {
        viewModel
        compose.onNodeWithTag("guide-offer").assertExists()
        compose.onNodeWithTag("guide-start").performClick()
        compose.waitForIdle()
    }

    @Test
    fun theOfferComesOnAFirstStartAndNotAgainAfterDontShowAgain() {
        viewModel
        assertTrue(viewModel.state.guideOffer)
        compose.onNodeWithTag("guide-offer").assertExists()
        // Another first start would offer it too: nothing is remembered until it is answered.
        assertTrue(startAgain().state.guideOffer)
        compose.onNodeWithTag("guide-never").performClick()
        compose.onNodeWithTag("guide-offer").assertDoesNotExist()
        assertTrue(viewModel.state.preferences.guideDeclined)
        assertFalse("declined: the game goes on unguided", viewModel.state.preferences.guided)
        compose.onNodeWithTag("guide").assertDoesNotExist()
        // The next start without a save: not offered again.
        assertFalse(startAgain(written = "\"guide_declined\":true").state.guideOffer)
        // The menu still has it.
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-guide").performClick()
        compose.waitForIdle()
        assertTrue(viewModel.state.preferences.guided)
        compose.onNodeWithTag("guide").assertExists()
    }

    @Test
    fun notNowIsRememberedAndASavedGameIsNeverOfferedIt() {
        viewModel
        compose.onNodeWithTag("guide-later").performClick()
        compose.onNodeWithTag("guide-offer").assertDoesNotExist()
        assertTrue(viewModel.state.preferences.guideOffered)
        assertFalse(startAgain(written = "\"guide_offered\":true").state.guideOffer)
        // With a save there (not the first start), no offer even before any answer.
        val saved = GameSession(newGameSettings(twoPeople)).use { it.save() }
        fun fresh(save: String?) = GameViewModel(application, dataFolder(*listOfNotNull(save?.let { "game.json" to it }).toTypedArray()).path)
            .also { others.put("fresh-${System.nanoTime()}", it) }.loaded()
        assertFalse(fresh(saved).state.guideOffer)
        assertTrue(fresh(null).state.guideOffer)
    }

    @Test
    fun theGuidedGameExplainsTheSowingAsTheFirstMovePlays() {
        startTheGuidedGame()
        assertEquals(newGameSettings(guidedGameChoice()), viewModel.state.settings)
        assertTrue(viewModel.state.preferences.guided)
        compose.onNodeWithTag("guide").assertExists()
        compose.onNodeWithTag("guide-note").assertTextIs(compose.activity.getString(R.string.guide_intro))
        compose.onNodeWithTag("guide-line").assertTextIs(compose.activity.resources.getQuantityString(R.plurals.guide_prompt, 2, 2))
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-35").performClick() // the person's outer house 6, 2 stones
        // The computer's reply may already be queued behind the person's turn.
        val outcome = viewModel.state.animation!!
        assertEquals(Side.SOUTH, outcome.mover)
        val first = outcome.guide.first().note
        assertTrue("$first", first is GuideNote.Sowing)
        compose.mainClock.advanceTimeBy(50)
        val sowing = said(resources, guideNotePhrase(first, Side.SOUTH))
        assertEquals(compose.activity.resources.getQuantityString(R.plurals.guide_sowing_you, 2, 2, compose.activity.getString(R.string.house_short_outer, 6)), sowing)
        compose.onNodeWithTag("guide-note").assertTextIs(sowing)
        // Once the turn has played, its last note stays.
        compose.mainClock.advanceTimeBy(outcome.durationMs + 100L)
        compose.onNodeWithTag("guide-note").assertTextIs(said(resources, guideNotePhrase(outcome.guide.last().note, Side.SOUTH)))
        assertTrue(outcome.guide.last().note is GuideNote.TurnEnds)
    }

    @Test
    fun aCaptureIsExplainedWithItsStonesAsItHappens() {
        startTheGuidedGame()
        val (outcome, cue) = compose.playGuidedUntilCaptureNote(viewModel)
        val capture = cue.note as GuideNote.Capture
        val expected = said(resources, guideNotePhrase(capture, Side.SOUTH))
        assertTrue(expected, expected.startsWith("Capture!"))
        assertTrue(expected, expected.endsWith(compose.activity.resources.getQuantityString(R.plurals.stones_count, capture.stones, capture.stones) + "."))
        compose.onNodeWithTag("guide-note").assertTextIs(expected)
    }

    @Test
    fun stopTheGuideHidesTheCardAndTheGameGoesOn() {
        startTheGuidedGame()
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(10_000)
        compose.onNodeWithTag("guide-stop").performClick()
        compose.waitForIdle()
        assertFalse(viewModel.state.preferences.guided)
        compose.onNodeWithTag("guide").assertDoesNotExist()
        compose.onNodeWithTag("said").assertExists()
        assertEquals(newGameSettings(guidedGameChoice()), viewModel.state.settings)
        assertTrue(viewModel.state.snapshot.turns >= 1)
        // Guiding is kept across a rotation, off as on.
        compose.activityRule.scenario.recreate()
        assertFalse(compose.activity.gameViewModel().state.preferences.guided)
    }
}

/**
 * Plays the guided game on [viewModel] with the clock stepped by hand (the person's houses in
 * turn, the computer's replies as they come) until a turn with a capture, and stops that turn's
 * animation in the middle of its capture's note. The turn and its capture's cue.
 */
internal fun ComposeTestRule.playGuidedUntilCaptureNote(viewModel: GameViewModel): Pair<MoveOutcome, GuideCue> {
    mainClock.autoAdvance = false
    val trace = ArrayDeque<String>()
    repeat(600) { step ->
        val head = runOnUiThread { viewModel.state.animation }
        trace.addLast(runOnUiThread { "$step: ${head?.let { "${it.mover} ${it.notation} ${it.guide.map { c -> c.note::class.simpleName }}" }} awaiting=${viewModel.state.controls.board} turns=${viewModel.state.snapshot.turns} queued=${viewModel.state.waiting}" })
        if (trace.size > 12) trace.removeFirst()
        when {
            head != null -> {
                waitForIdle()
                val outcome = head
                val cues = outcome.guide
                val k = cues.indexOfFirst { it.note is GuideNote.Capture }
                if (k >= 0) {
                    val at = cues[k].atMs
                    val next = cues.getOrNull(k + 1)?.atMs ?: outcome.durationMs
                    mainClock.advanceTimeBy(outcome.beatMs + at + (next - at) / 2L)
                    return outcome to cues[k]
                }
                mainClock.advanceTimeBy(outcome.beatMs + outcome.durationMs + 200L)
            }
            runOnUiThread { viewModel.state.snapshot.result != null } -> error("the game ended without a capture")
            runOnUiThread { viewModel.state.controls.board } -> {
                runOnUiThread {
                    val legal = viewModel.state.snapshot.legalHouses
                    viewModel.send(AppEvent.Tap(legal[(step * 7) % legal.size]))
                }
                // The change reaches the screen once the main thread is idle; then its frames run.
                waitForIdle()
            }
            // The computer thinks on its worker; its move comes back through the main looper.
            else -> awaitOnMain("the computer's move") { viewModel.state.animation != null || viewModel.state.controls.board || viewModel.state.snapshot.result != null }
        }
    }
    error("no capture in 600 steps: ${trace.joinToString("; ")}")
}
