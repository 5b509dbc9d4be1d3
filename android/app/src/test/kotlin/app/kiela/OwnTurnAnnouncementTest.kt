package app.kiela

import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AppEvent
import app.kiela.core.CueKind
import app.kiela.core.Side
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** TalkBack hears the person's own captures too: said (the line is a live region) as their motion ends. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class OwnTurnAnnouncementTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()

    @Test
    fun thePersonsOwnCaptureIsSaidAsItsMotionEnds() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        // The first houses until the bottom player, the viewer, can capture.
        val capture = Mirror(viewModel.state.settings).use { mirror ->
            var house: Int? = null
            repeat(200) {
                if (house != null) return@repeat
                house = mirror.capturingHouse()?.takeIf { mirror.snapshot().toMove == Side.SOUTH }
                if (house == null) {
                    val index = mirror.snapshot().legalHouses.first()
                    compose.runOnUiThread {
                        viewModel.send(AppEvent.Tap(index))
                        viewModel.animateAll()
                    }
                    mirror.play(index)
                }
            }
            checkNotNull(house) { "no capture by the viewer within 200 turns" }
        }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-$capture").performClick()
        val outcome = checkNotNull(viewModel.state.animation)
        val announcement = checkNotNull(viewModel.state.words.announcement) { "the viewer's capture has words" }
        assertTrue(outcome.announcement!!.byViewer)
        assertEquals(outcome.durationMs, outcome.cues.first { it.kind == CueKind.Announce }.atMs)
        val words = said(compose.activity.resources, announcement)
        // Not while the stones move: the line is the person's to read then.
        compose.mainClock.advanceTimeBy(outcome.beatMs + outcome.durationMs / 2L)
        compose.onNodeWithTag("said").assertTextIs("")
        compose.mainClock.advanceTimeBy(outcome.durationMs / 2L + 100)
        compose.onNodeWithTag("said").assertTextIs(words)
    }
}
