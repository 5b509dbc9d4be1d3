package app.kiela

import app.kiela.core.AppEvent
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import android.provider.Settings
import app.kiela.core.Level
import app.kiela.core.NewGameChoice
import app.kiela.core.StepKind
import androidx.compose.ui.test.onRoot
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The pictures of the app, rendered with real graphics and compared with their goldens
 * (Goldens.kt): each test sets up a moment of play and checks it is the moment it means to show.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = PHONE)
class ScreenshotsTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()

    @Before
    fun loadTheGame() {
        viewModel
    }

    // The compose root, drawn through the test clock; a sheet or dialog needs the whole screen.
    // Its layout is measured, checked and written down beside it (LayoutProbe.kt).
    private fun shoot(name: String, wholeScreen: Boolean = false) {
        compose.waitForIdle()
        val layout = PictureLayout.of(compose, compose.density, compose.activity.resources.configuration)
        PictureLayout.record(name, layout)
        if (wholeScreen) shootScreenGolden(name) else compose.onRoot().shootGolden(name)
        layout.check(name)
    }

    private fun start(choice: NewGameChoice) {
        compose.runOnUiThread { viewModel.startGame(choice) }
        compose.waitForIdle()
    }

    @Test
    fun startPortrait() {
        start(againstComputer(Level.EASY))
        shoot("start-portrait")
    }

    @Test
    @Config(qualifiers = LANDSCAPE)
    fun startLandscape() {
        start(againstComputer(Level.EASY))
        shoot("start-landscape")
    }

    @Test
    @Config(qualifiers = TABLET_PORTRAIT)
    fun tabletPortrait() {
        start(againstComputer(Level.MEDIUM))
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(10_000)
        shoot("tablet-portrait")
        // A content width a board plays at, centred, not the tablet's 800 dp.
        val board = PictureLayout.of(compose, compose.density, compose.activity.resources.configuration).board!!
        assertTrue("the board is ${board.width} dp wide", board.width <= 720f)
        assertEquals("the board's centre", 400f, (board.left + board.right) / 2, 1f)
    }

    @Test
    @Config(qualifiers = TABLET_LANDSCAPE)
    fun tabletLandscape() {
        start(twoPeople)
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(10_000)
        shoot("tablet-landscape")
        // The board beside the panel: the controls to its right, not under it.
        val layout = PictureLayout.of(compose, compose.density, compose.activity.resources.configuration)
        assertTrue("the controls beside the board", layout.controls.getValue("controls").left >= layout.board!!.right)
    }

    @Test
    fun midSowing() {
        start(twoPeople)
        compose.mainClock.autoAdvance = false
        compose.runOnUiThread { viewModel.send(AppEvent.Tap(35)) }
        compose.waitForIdle()
        // Just after the relay at o8: the hand carries its 3 stones over the next house.
        compose.mainClock.advanceTimeBy(950)
        assertTrue(viewModel.state.animation != null)
        shoot("mid-sowing")
    }

    @Test
    fun captureFlash() {
        start(twoPeople)
        val capture = Mirror(viewModel.state.settings).use { viewModel.playUntilCaptureIsNext(it) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.runOnUiThread { viewModel.send(AppEvent.Tap(capture)) }
        val flash = viewModel.state.animation!!.timeline.first { it.kind is StepKind.CaptureFlash }
        compose.mainClock.advanceTimeBy(flash.startMs.toLong() + flash.durationMs / 4)
        shoot("capture-flash")
    }

    @Test
    fun crossFade() {
        Settings.Global.putFloat(compose.activity.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0f)
        start(twoPeople)
        val capture = Mirror(viewModel.state.settings).use { viewModel.playUntilCaptureIsNext(it) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.runOnUiThread { viewModel.send(AppEvent.Tap(capture)) }
        compose.waitForIdle() // the turn's first frame starts its clock
        compose.mainClock.advanceTimeBy(viewModel.state.animation!!.crossFadeMs / 2L)
        assertTrue(viewModel.state.animation != null)
        shoot("cross-fade")
    }

    @Test
    fun gameOver() {
        start(twoPeople)
        compose.runOnUiThread { viewModel.playToTheEnd() }
        compose.waitForIdle()
        assertNotNull(viewModel.state.snapshot.result)
        compose.onNodeWithTag("result").assertExists()
        shoot("game-over")
    }

    @Test
    fun expertSetup() {
        start(againstComputer(Level.EASY).copy(expertOpening = true))
        compose.onNodeWithTag("rearrange").performClick()
        compose.onNodeWithTag("house-30").performClick() // a stone from outer house 1 …
        compose.onNodeWithTag("house-20").performClick() // … to inner house 1
        compose.onNodeWithTag("house-31").performClick() // picks up a stone from outer house 2
        compose.onNodeWithTag("setup").assertExists()
        assertEquals(31, viewModel.state.snapshot.setupDraft!!.pickedUp)
        shoot("expert-setup")
    }

    @Test
    fun hint() {
        start(againstComputer(Level.EASY))
        compose.onNodeWithTag("hint").performClick()
        compose.waitUntil(10_000) { viewModel.state.hint != null }
        shoot("hint")
    }

    @Test
    fun twoPeopleOnOnePhone() {
        start(twoPeople)
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(10_000)
        shoot("two-people")
    }

    @Test
    fun newGameSheet() {
        start(againstComputer(Level.MEDIUM))
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-new-game").performClick()
        compose.onNodeWithTag("start").assertExists()
        shoot("new-game", wholeScreen = true)
    }

    @Test
    fun rulesScreen() {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-rules").performClick()
        compose.onNodeWithTag("rules").assertExists()
        shoot("rules")
    }

    @Test
    fun statisticsScreen() {
        start(twoPeople)
        compose.runOnUiThread { viewModel.playToTheEnd() }
        val counted = viewModel.state.statistics.opponents.filter { it.unaided.played + it.assisted.played > 0 }
        assertEquals(counted.toString(), 1, counted.sumOf { it.unaided.played + it.assisted.played })
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-statistics").performClick()
        shoot("statistics")
    }

    @Test
    fun settingsScreen() {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-settings").performClick()
        shoot("settings")
    }

    @Test
    @Config(fontScale = 1.6f)
    fun largeText() {
        start(againstComputer(Level.EASY))
        compose.onNodeWithTag("menu").assertExists()
        shoot("large-text")
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-new-game").performClick()
        shoot("large-text-new-game", wholeScreen = true)
    }

    @Test
    @Config(fontScale = 2.0f)
    fun largeTextFontTwo() {
        // Some turns in (a game that gets there early), so the board has counts of one and two digits.
        start(twoPeople)
        compose.runOnUiThread { viewModel.playUntil(spread = 3) { board -> board.any { it >= 10 } } }
        assertTrue(viewModel.state.snapshot.board.any { it >= 10 })
        shoot("large-text-font-2.0")
    }

    @Test
    @Config(fontScale = 2.0f)
    fun startAtFontTwo() {
        start(againstComputer(Level.MEDIUM))
        compose.onNodeWithTag("hint").performClick()
        compose.waitUntil(10_000) { viewModel.state.hint != null }
        shoot("start-portrait-font-2.0")
        compose.onNodeWithTag("new-game").performClick()
        compose.onNodeWithTag("start").assertExists()
        shoot("new-game-font-2.0", wholeScreen = true)
    }

    @Test
    @Config(qualifiers = "ar-$PHONE")
    fun arabic() {
        start(againstComputer(Level.HARD))
        compose.onNodeWithTag("menu").performClick()
        shoot("arabic")
    }

    @Test
    @Config(qualifiers = "pt-$PHONE")
    fun portuguese() {
        start(againstComputer(Level.EASY))
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(10_000)
        shoot("portuguese")
    }

    @Test
    @Config(qualifiers = PHONE_NIGHT)
    fun darkTheme() {
        start(againstComputer(Level.EASY))
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(10_000)
        shoot("dark")
    }
}

private const val PHONE = "w411dp-h891dp-port-hdpi"
private const val PHONE_NIGHT = "w411dp-h891dp-port-night-hdpi"
private const val LANDSCAPE = "w891dp-h411dp-land-hdpi"

// A 10-inch tablet.
private const val TABLET_PORTRAIT = "w800dp-h1280dp-xlarge-port-mdpi"
private const val TABLET_LANDSCAPE = "w1280dp-h800dp-xlarge-land-mdpi"
