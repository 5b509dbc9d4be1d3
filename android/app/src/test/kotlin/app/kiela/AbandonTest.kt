package app.kiela

import android.app.Application
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AppEvent
import app.kiela.core.GuideAnswer
import app.kiela.core.Level
import app.kiela.core.NewGameChoice
import app.kiela.core.Opponent
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.theme.KielaTheme
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** A game in progress is never thrown away for a new one without asking. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class AbandonTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModels = ViewModelStore()

    @After
    fun closeTheGame() = viewModels.clear()

    /** The app, a game of [choice] begun and one turn played by each side. */
    private fun inProgress(choice: NewGameChoice): GameViewModel {
        val viewModel = GameViewModel(application, dataFolder().path).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        viewModel.loaded()
        compose.runOnUiThread {
            viewModel.send(AppEvent.AnswerGuideOffer(GuideAnswer.LATER))
            viewModel.startGame(choice)
            viewModel.send(AppEvent.Tap(viewModel.state.snapshot.legalHouses.first()))
            viewModel.animateAll()
            // The other side: the friend's tap, or the computer's move from its worker.
            if (choice.opponent == Opponent.Friend) viewModel.send(AppEvent.Tap(viewModel.state.snapshot.legalHouses.first()))
            awaitOnMain("both sides to have moved") { viewModel.state.snapshot.turns >= 2 }
            viewModel.animateAll()
        }
        compose.waitForIdle()
        return viewModel
    }

    private fun askForTheGuidedGame() {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-guide").performClick()
        compose.waitForIdle()
    }

    @Test
    fun theGuidedGameAsksFirstAndOnlyLeavingStartsIt() {
        val viewModel = inProgress(twoPeople)
        val game = viewModel.state.snapshot
        assertTrue("a game in progress", game.turns >= 1 && viewModel.state.abandon != null)
        askForTheGuidedGame()
        compose.onNodeWithTag("abandon").assertExists()
        compose.onNodeWithText(application.getString(R.string.abandon_question)).assertExists()
        assertEquals("nothing sent yet", game, viewModel.state.snapshot)
        assertFalse(viewModel.state.preferences.guided)

        compose.onNodeWithTag("abandon-keep").performClick()
        compose.waitForIdle()
        compose.onNodeWithTag("abandon").assertDoesNotExist()
        assertEquals("kept", game, viewModel.state.snapshot)
        assertFalse(viewModel.state.preferences.guided)

        askForTheGuidedGame()
        compose.onNodeWithTag("abandon-leave").performClick()
        compose.waitForIdle()
        compose.onNodeWithTag("abandon").assertDoesNotExist()
        assertTrue("the guided game started", viewModel.state.preferences.guided)
        assertNotEquals(game.board, viewModel.state.snapshot.board)
        assertEquals(0, viewModel.state.snapshot.turns)
    }

    @Test
    fun theNewGameSheetsPlayAsksFirstAndOnlyLeavingStartsTheNewGame() {
        val viewModel = inProgress(twoPeople)
        val game = viewModel.state.snapshot
        fun play() {
            compose.onNodeWithTag("new-game").performClick()
            compose.onNodeWithTag("start").performClick()
            compose.waitForIdle()
        }
        play()
        compose.onNodeWithText(application.getString(R.string.abandon_question)).assertExists()
        assertEquals("nothing sent yet", game, viewModel.state.snapshot)
        compose.onNodeWithTag("abandon-keep").performClick()
        compose.waitForIdle()
        compose.onNodeWithTag("abandon").assertDoesNotExist()
        compose.onNodeWithTag("start").assertDoesNotExist()
        assertEquals("kept", game, viewModel.state.snapshot)

        play()
        compose.onNodeWithTag("abandon-leave").performClick()
        compose.waitForIdle()
        compose.onNodeWithTag("abandon").assertDoesNotExist()
        assertEquals("a new game", 0, viewModel.state.snapshot.turns)
        assertEquals(null, viewModel.state.abandon)
    }

    @Test
    fun againstTheComputerTheQuestionSaysItCountsAsALoss() {
        val viewModel = inProgress(againstComputer(Level.EASY))
        assertEquals(true, viewModel.state.abandon?.countsAsLoss)
        askForTheGuidedGame()
        compose.onNodeWithText(application.getString(R.string.abandon_question_loss)).assertExists()
        compose.onNodeWithTag("abandon-leave").performClick()
        compose.waitForIdle()
        val easy = viewModel.state.statistics.opponents.single { it.opponent == Opponent.Computer(Level.EASY) }
        assertEquals("counted as a loss", 1, easy.unaided.lost)
    }

    @Test
    fun aGameNotBegunIsLeftWithoutAQuestion() {
        val viewModel = GameViewModel(application, dataFolder().path).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        viewModel.loaded()
        compose.runOnUiThread {
            viewModel.send(AppEvent.AnswerGuideOffer(GuideAnswer.LATER))
            viewModel.startGame(twoPeople)
        }
        compose.waitForIdle()
        assertEquals(null, viewModel.state.abandon)
        askForTheGuidedGame()
        compose.onNodeWithTag("abandon").assertDoesNotExist()
        assertTrue(viewModel.state.preferences.guided)
    }
}
