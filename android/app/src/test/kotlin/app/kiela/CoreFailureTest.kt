package app.kiela

import android.app.Application
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.Hint
import app.kiela.core.InternalException
import app.kiela.core.Level
import app.kiela.core.MoveOutcome
import app.kiela.core.Side
import app.kiela.core.Tapped
import app.kiela.core.newGameSettings
import app.kiela.game.GameModel
import app.kiela.game.GameState
import app.kiela.game.Notice
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
import java.util.concurrent.Executor

/**
 * When the core fails in a way that is not a refusal (a Rust panic comes to Kotlin as UniFFI's
 * InternalException; any other exception), the app does not crash: the game stays as it was
 * and the screen says so once.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class CoreFailureTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val closing = mutableListOf<AutoCloseable>()
    private val viewModels = ViewModelStore()

    /** A real session whose core fails on a sowing, the computer's search and a hint. */
    private class FailingSession(settings: GameSettings) : GameSession(settings) {
        override fun tap(index: Int): Tapped = throw InternalException("a panic in the sowing")

        override fun computerMove(atRevision: Long?): MoveOutcome = throw InternalException("a panic in the search")

        override fun hint(atRevision: Long?): Hint = throw IllegalStateException("not a KielaException")
    }

    /** Runs its tasks when the test says, on the test's thread. */
    private class Queue : Executor {
        private val tasks = ArrayDeque<Runnable>()

        override fun execute(command: Runnable) {
            tasks.addLast(command)
        }

        fun run() {
            while (tasks.isNotEmpty()) tasks.removeFirst().run()
        }
    }

    private val worker = Queue()
    private val main = Queue()

    private fun model(settings: GameSettings) =
        GameModel(memoryStore(), worker, main, Executor { it.run() }, settings, ::FailingSession) {}
            .also { closing += it }

    @After
    fun close() {
        closing.forEach { it.close() }
        viewModels.clear()
    }

    private fun assertUnchangedAndFailed(before: GameState, model: GameModel) {
        val notice = model.state.notice
        assertTrue("$notice", notice is Notice.Failed)
        assertEquals(before.snapshot, model.state.snapshot)
        assertTrue(model.state.animations.isEmpty())
        assertFalse(model.state.thinking)
    }

    @Test
    fun aSowingThatFailsInTheCoreLeavesTheGameAsItWas() {
        val model = model(newGameSettings(twoPeople))
        val before = model.state
        model.tap(35)
        assertUnchangedAndFailed(before, model)
    }

    @Test
    fun theComputersSearchFailingOnItsWorkerLeavesTheGameAsItWas() {
        val model = model(newGameSettings(againstComputer(Level.EASY).copy(youStart = false)))
        val before = model.state
        assertEquals(Side.NORTH, before.snapshot.toMove)
        worker.run() // the search fails on the worker …
        main.run() // … and the failure comes back to the main thread
        assertUnchangedAndFailed(before.copy(thinking = false), model)
    }

    @Test
    fun aHintThatFailsLeavesTheGameAsItWas() {
        val model = model(newGameSettings(againstComputer(Level.EASY)))
        val before = model.state
        model.hint()
        worker.run()
        main.run()
        assertUnchangedAndFailed(before, model)
        assertNull(model.state.hint)
    }

    @Test
    fun theScreenSaysSoOnce() {
        val viewModel = GameViewModel(application, memoryStore(), ::FailingSession).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        viewModel.loaded()
        compose.runOnIdle { viewModel.startGame(twoPeople) }
        compose.onNodeWithTag("house-35").performClick()
        compose.waitForIdle()
        compose.onNodeWithTag("said").assertTextIs(application.getString(R.string.core_failed))
        // Said, then forgotten by the model: not said again (after a rotation, say).
        assertNull(viewModel.state.notice)
        assertEquals(0, viewModel.state.snapshot.turns)
    }
}
