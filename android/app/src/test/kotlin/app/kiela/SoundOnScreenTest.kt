package app.kiela

import android.app.Application
import android.provider.Settings
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AnimationSpeed
import app.kiela.core.AppEvent
import app.kiela.core.CueKind
import app.kiela.core.GameSession
import app.kiela.core.GameSound
import app.kiela.core.GuideAnswer
import app.kiela.core.MoveOutcome
import app.kiela.core.Seat
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.SettingsScreen
import app.kiela.ui.rememberPhrases
import app.kiela.ui.sound.SoundSink
import app.kiela.ui.theme.KielaTheme
import kotlin.math.abs
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
 * The sounds as the app plays them: the game screen's own cue path on Compose's frame clock
 * (stepped by the test), into a sink that records the clock's time.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class SoundOnScreenTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModels = ViewModelStore()
    private val heard = mutableListOf<Pair<Long, GameSound>>()

    @After
    fun closeTheGame() = viewModels.clear()

    /** The app with a recording sink, two people's game begun, at [speed]. */
    private fun start(speed: AnimationSpeed = AnimationSpeed.NORMAL): GameViewModel {
        val viewModel = GameViewModel(application, dataFolder().path, makeSink = { SoundSink { heard += compose.mainClock.currentTime to it } })
            .also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        viewModel.loaded()
        compose.runOnUiThread {
            viewModel.send(AppEvent.AnswerGuideOffer(GuideAnswer.LATER))
            viewModel.startGame(twoPeople)
            viewModel.send(AppEvent.SetSpeed(speed))
        }
        compose.waitForIdle()
        return viewModel
    }

    /** Taps [house] and plays its turn to the end on the stepped clock; the turn. */
    private fun playTurn(viewModel: GameViewModel, house: Int): MoveOutcome {
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-$house").performClick()
        val outcome = checkNotNull(viewModel.state.animation) { "house $house plays" }
        compose.mainClock.advanceTimeBy(outcome.beatMs + outcome.durationMs + 500L)
        compose.mainClock.autoAdvance = true
        compose.waitForIdle()
        assertEquals(null, viewModel.state.animation)
        return outcome
    }

    private fun soundCues(outcome: MoveOutcome) = outcome.cues.mapNotNull { cue -> (cue.kind as? CueKind.Sound)?.let { cue.atMs to it.sound } }

    @Test
    fun aTurnIsHeardInStepWithItsCues() {
        val viewModel = start()
        val outcome = playTurn(viewModel, 35)
        val cues = soundCues(outcome)
        assertTrue("a lift and stones: $cues", cues.size >= 3)
        assertEquals(cues.map { it.second }, heard.map { it.second })
        // Each heard on the first frame (16 ms apart) at or after its moment from the lift.
        for ((cue, sound) in cues.zip(heard)) {
            val late = (sound.first - heard.first().first) - (cue.first - cues.first().first)
            assertTrue("${sound.second} ${late} ms after its moment", abs(late) < 17)
        }
    }

    @Test
    fun withAnimationsRemovedATurnIsHeardAsItsSummaryOnly() {
        Settings.Global.putFloat(application.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0f)
        try {
            val viewModel = start()
            val outcome = playTurn(viewModel, 35)
            assertTrue(soundCues(outcome).size > 1)
            assertEquals(listOf(outcome.summarySound), heard.map { it.second })
        } finally {
            Settings.Global.putFloat(application.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
        }
    }

    @Test
    fun aRefusedTapTicksAndNothingIsHeardWithSoundsOff() {
        val viewModel = start()
        compose.onNodeWithTag("house-5").performClick() // North's house, South to move
        compose.waitForIdle()
        assertEquals(listOf<GameSound>(GameSound.Refused), heard.map { it.second })
        heard.clear()
        compose.runOnUiThread { viewModel.send(AppEvent.SetSound(false)) }
        compose.onNodeWithTag("house-5").performClick()
        compose.waitForIdle()
        playTurn(viewModel, 35)
        assertEquals(emptyList<Pair<Long, GameSound>>(), heard)
    }

    @Test
    fun theGamesEndIsHeardAndSaidAsItsTurnEnds() {
        val viewModel = start(AnimationSpeed.INSTANT)
        // Two people's houses at the instant speed until the next one ends the game.
        fun ends(house: Int) = GameSession.fromRecordText(viewModel.recordText(), Seat.Person, Seat.Person).use { it.play(house).snapshot.result != null }
        var turn = 0
        while (true) {
            val legal = viewModel.state.snapshot.legalHouses
            val house = legal[(turn++ * 7) % legal.size]
            if (ends(house)) {
                compose.runOnUiThread { viewModel.send(AppEvent.SetSpeed(AnimationSpeed.NORMAL)) }
                heard.clear()
                compose.mainClock.autoAdvance = false
                compose.onNodeWithTag("house-$house").performClick()
                val outcome = checkNotNull(viewModel.state.animation)
                val ending = checkNotNull(viewModel.state.words.ending) { "the last turn says how the game ended" }
                // Said at the Result cue, as the motion ends, before the board shows the end.
                val words = said(application.resources, ending)
                compose.mainClock.advanceTimeBy(outcome.beatMs + outcome.durationMs - 100L)
                compose.onNodeWithText(words).assertDoesNotExist()
                compose.mainClock.advanceTimeBy(200)
                compose.onNodeWithTag("said").assertTextIs(words)
                compose.mainClock.autoAdvance = true
                compose.waitForIdle()
                assertEquals(soundCues(outcome).map { it.second }, heard.map { it.second })
                assertTrue(heard.last().second in listOf(GameSound.Win, GameSound.Draw))
                return
            }
            compose.runOnUiThread {
                viewModel.send(AppEvent.Tap(house))
                viewModel.state.animation?.let { viewModel.send(AppEvent.AnimationDone(it.revision)) }
            }
            check(turn < 2000) { "no end in 2000 turns" }
        }
    }

    @Test
    fun theSettingsSwitchSoundsAndHouseNames() {
        val viewModel = GameViewModel(application, dataFolder().path, makeSink = { SoundSink { heard += 0L to it } })
            .also { viewModels.put("game", it) }.loaded()
        compose.setContent {
            KielaTheme { SettingsScreen(viewModel.screen.speed, viewModel.screen.preferences, rememberPhrases(), viewModel::handle, onBack = {}) }
        }
        assertTrue(viewModel.state.preferences.sound)
        assertTrue(viewModel.state.preferences.houseNames)
        compose.onNodeWithTag("sound").performClick()
        compose.waitForIdle()
        assertFalse(viewModel.state.preferences.sound)
        compose.onNodeWithTag("house-names").performClick()
        compose.waitForIdle()
        assertFalse(viewModel.state.preferences.houseNames)
        assertTrue("haptics untouched", viewModel.state.preferences.haptics)
        compose.onNodeWithTag("sound").performClick()
        compose.waitForIdle()
        assertTrue(viewModel.state.preferences.sound)
    }
}
