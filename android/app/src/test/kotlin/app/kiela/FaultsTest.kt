package app.kiela

import android.app.Application
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AppDriver
import app.kiela.core.AppEvent
import app.kiela.core.GameSession
import app.kiela.core.Level
import app.kiela.core.NoticeKind
import app.kiela.core.TestFaults
import app.kiela.core.emptyStatistics
import app.kiela.core.newGameSettings
import app.kiela.core.statisticsJson
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.theme.KielaTheme
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * The faults that must not end the app, injected through the core's test seam
 * ([AppDriver.withTestFaults]) into the app as it runs: a panic in the core while the save or the
 * statistics are read at start, writes that fail as on a full disk, a computer that fails to
 * move, and a driver that cannot be made at all. docs/robustness.md lists what the person sees.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class FaultsTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModels = ViewModelStore()

    @After
    fun closeTheGame() = viewModels.clear()

    private fun faults(
        panicReadingSave: Boolean = false,
        panicReadingStatistics: Boolean = false,
        failingWrites: Int = 0,
        failingComputerMoves: Int = 0,
        failingOpen: Boolean = false,
    ) = TestFaults(panicReadingSave, panicReadingStatistics, failingWrites, failingComputerMoves, failingOpen)

    private fun start(folder: File, faults: TestFaults): GameViewModel {
        val viewModel = GameViewModel(application, folder.path) { path, listener ->
            AppDriver.withTestFaults(path, listener, 7uL, faults)
        }.also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        return viewModel.loaded()
    }

    /** The dialog saying [text] is up; [button] closes it. */
    private fun answer(text: String, button: String) {
        compose.onNodeWithText(text).assertExists()
        compose.onNodeWithText(button).performClick()
        compose.waitForIdle()
        compose.onNodeWithText(text).assertDoesNotExist()
    }

    private fun said(id: Int) = application.getString(id)

    @Test
    fun aPanicReadingTheSaveSetsItAsideAndANewGameStartsToldOnce() {
        val save = GameSession(newGameSettings(twoPeople)).use { session ->
            session.play(session.snapshot().legalHouses.first())
            session.save()
        }
        val folder = dataFolder("game.json" to save)
        val viewModel = start(folder, faults(panicReadingSave = true))
        assertEquals(NoticeKind.SaveUnreadable, viewModel.state.notice?.kind)
        assertEquals(0, viewModel.state.snapshot.turns)
        answer(said(R.string.save_corrupt), said(android.R.string.ok))
        assertNull(viewModel.state.notice)
        assertEquals(save, File(folder, "game.unreadable-1.json").readText())
    }

    @Test
    fun aPanicReadingTheStatisticsSetsThemAsideAndTheGamePlaysOn() {
        val folder = dataFolder("statistics.json" to statisticsJson(emptyStatistics()))
        val viewModel = start(folder, faults(panicReadingStatistics = true))
        assertEquals(NoticeKind.StatisticsUnreadable, viewModel.state.notice?.kind)
        answer(said(R.string.statistics_unreadable), said(android.R.string.ok))
        assertTrue(File(folder, "statistics.unreadable-1.json").exists())
        viewModel.startGame(twoPeople)
        viewModel.send(AppEvent.Tap(viewModel.state.snapshot.legalHouses.first()))
        assertEquals(1, viewModel.state.snapshot.turns)
    }

    @Test
    fun aFullDiskIsToldOnceTheGameGoesOnAndTheNextChangeSavesIt() {
        val folder = dataFolder()
        val viewModel = start(folder, faults(failingWrites = 3))
        viewModel.startGame(twoPeople)
        awaitOnMain("the failed write told") { viewModel.state.notice?.kind == NoticeKind.NotSaved }
        answer(said(R.string.not_saved), said(android.R.string.ok))
        repeat(3) {
            viewModel.send(AppEvent.Tap(viewModel.state.snapshot.legalHouses.first()))
            viewModel.animateAll()
        }
        assertEquals("the game goes on in memory", 3, viewModel.state.snapshot.turns)
        assertNull("told once", viewModel.state.notice)
        awaitOnMain("a later change written") {
            File(folder, "game.json").takeIf { it.exists() }
                ?.let { GameSession.fromSave(it.readText()).use { saved -> saved.snapshot().turns == 3 } } == true
        }
    }

    /** A game against the computer with the person's first move played, its searches failing [failing] times. */
    private fun computerToMove(failing: Int): GameViewModel = start(dataFolder(), faults(failingComputerMoves = failing)).apply {
        startGame(againstComputer(Level.BEGINNER))
        send(AppEvent.Tap(state.snapshot.legalHouses.first()))
        animateAll()
    }

    @Test
    fun aComputerMoveThatFailsOnceIsTriedAgainUnseen() {
        val viewModel = computerToMove(1)
        awaitOnMain("the computer's move") { viewModel.state.snapshot.turns == 2 }
        assertNull(viewModel.state.notice)
    }

    @Test
    fun aComputerMoveThatFailsTwiceIsExplainedAndTryAgainPlaysIt() {
        val viewModel = computerToMove(2)
        awaitOnMain("the failure told") { viewModel.state.notice?.kind == NoticeKind.ComputerCouldNotMove }
        assertTrue(viewModel.state.snapshot.computerToMove)
        assertFalse(viewModel.state.thinking)
        assertTrue("the way on", viewModel.state.controls.moveNow)
        answer(said(R.string.computer_could_not_move), said(R.string.computer_try_again))
        awaitOnMain("the computer's move after trying again") { viewModel.state.snapshot.turns == 2 }
    }

    @Test
    fun aDriverThatCannotBeMadeLeavesTheLoadingScreenSayingSoInsteadOfACrash() {
        val faults = faults(failingOpen = true)
        val viewModel = GameViewModel(application, dataFolder().path) { path, listener ->
            AppDriver.withTestFaults(path, listener, 7uL, faults)
        }.also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        awaitOnMain("the failure to start told") { viewModel.startFailed }
        assertTrue(viewModel.loading)
        compose.onNodeWithTag("could-not-start").assertExists()
        compose.onNodeWithText(said(R.string.could_not_start)).assertExists()
        // Calls into a driver that is not there do nothing.
        viewModel.handle(AppEvent.Undo)
        assertEquals("", viewModel.recordText())
    }
}
