package app.kiela

import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import app.kiela.core.Level
import app.kiela.core.Side
import app.kiela.core.Variant
import app.kiela.core.newGameSettings
import app.kiela.game.TimelinePlayer
import app.kiela.core.announcementPhrase
import androidx.test.ext.junit.runners.AndroidJUnit4
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode

/**
 * Turning the phone (the activity made again) changes nothing the person sees: the turn being
 * animated plays on from where it was, what was said is still said and not said again, and the
 * new-game sheet keeps the choices made in it (the computer's level too, while a friend is chosen).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class RotationTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()

    // The game loads on the io thread: until it has, the screen is the empty board, no menu.
    @Before
    fun loadTheGame() {
        viewModel
    }

    private fun rotate() {
        compose.activityRule.scenario.recreate()
        viewModel // the same view model, on the new activity
    }

    @Test
    fun theTurnBeingAnimatedPlaysOnRatherThanStartingAgain() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-35").performClick()
        val duration = TimelinePlayer(viewModel.state.animation!!).scaledDurationMs
        assertTrue("a turn long enough to cut: $duration ms", duration >= 600)
        compose.mainClock.advanceTimeBy(duration * 6 / 10)
        assertEquals("still playing", 1, viewModel.state.waiting)
        rotate()
        // Played on (not skipped to its end), it ends after the rest of its time; started
        // again, it would need all of it.
        compose.mainClock.advanceTimeBy(duration * 2 / 10)
        assertEquals("still playing after the rotation", 1, viewModel.state.waiting)
        compose.mainClock.advanceTimeBy(duration * 4 / 10)
        compose.waitForIdle()
        assertTrue("the turn ended on time", viewModel.state.animation == null)
    }

    @Test
    fun whatWasSaidIsStillSaidAndNotSaidAgain() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.BEGINNER)) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-${viewModel.state.snapshot.legalHouses.first()}").performClick()
        compose.mainClock.advanceTimeBy(viewModel.state.animation!!.durationMs + 100L) // the person's turn
        awaitOnMain("the computer's reply") { viewModel.state.animation?.mover == Side.NORTH }
        compose.waitForIdle()
        val reply = viewModel.state.animation!!
        val told = said(compose.activity.resources, announcementPhrase(reply.announcement!!))
        val beat = reply.beatMs.toLong()
        compose.mainClock.advanceTimeBy(beat + 100)
        compose.onNodeWithTag("said").assertTextIs(told)
        rotate()
        // Still there at once (not blank while a new beat passes), and the same all along: TalkBack
        // reads a live region when it changes, so it is not read again.
        compose.onNodeWithTag("said").assertTextIs(told)
        repeat(4) {
            compose.mainClock.advanceTimeBy(beat / 2)
            compose.onNodeWithTag("said").assertTextIs(told)
        }
    }

    @Test
    fun theNewGameSheetKeepsItsChoicesAndTheAppRemembersThem() {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-new-game").performClick()
        compose.onNodeWithTag("opponent-hard").performScrollTo().performClick()
        compose.onNodeWithTag("opponent-friend").performScrollTo().performClick()
        compose.onNodeWithTag("variant-beginner").performScrollTo().performClick()
        compose.onNodeWithTag("expert-opening").performScrollTo().performClick()
        rotate()
        compose.onNodeWithTag("opponent-friend").performScrollTo().assertIsSelected()
        compose.onNodeWithTag("variant-beginner").performScrollTo().assertIsSelected()
        compose.onNodeWithTag("expert-opening").performScrollTo().assertIsOn()
        // The level chosen before the friend comes back with the computer.
        compose.onNodeWithTag("opponent-computer").performScrollTo().performClick()
        compose.onNodeWithTag("opponent-hard").performScrollTo().assertIsSelected()
        compose.onNodeWithTag("opponent-friend").performScrollTo().performClick()
        // Play stays in sight below the choices, outside their scrolling.
        compose.onNodeWithTag("start").performClick()
        compose.waitForIdle()
        val chosen = twoPeople.copy(variant = Variant.BEGINNER, expertOpening = true)
        assertEquals(newGameSettings(chosen), viewModel.state.settings)
        // The driver keeps the choice in the preferences; the sheet opens on it next time.
        assertEquals(chosen, viewModel.state.preferences.choice)
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-new-game").performClick()
        compose.onNodeWithTag("opponent-friend").performScrollTo().assertIsSelected()
        compose.onNodeWithTag("variant-beginner").performScrollTo().assertIsSelected()
    }
}
