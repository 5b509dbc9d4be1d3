package app.kiela

import android.app.Application
import android.os.Looper
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.theme.KielaTheme
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import app.kiela.core.AppDriver
import app.kiela.core.ScreenListener
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** The game is read off the main thread as the app starts, and the empty board shows meanwhile. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class LoadingTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModels = ViewModelStore()

    /** Makes the driver only once the test lets it go, and notes the thread it is made on. */
    private class Gate {
        val gate = CountDownLatch(1)

        @Volatile var madeOn: Thread? = null

        fun open(folder: String, listener: ScreenListener): AppDriver {
            madeOn = Thread.currentThread()
            gate.await(5, TimeUnit.SECONDS) // on the main thread (the bug) the test goes on after 5 s
            return AppDriver(folder, listener)
        }
    }

    @After
    fun closeTheGame() = viewModels.clear()

    @Test
    fun theSaveIsReadOffTheMainThreadWhileTheEmptyBoardShows() {
        val store = Gate()
        val viewModel = GameViewModel(application, dataFolder().path) { folder, listener -> store.open(folder, listener) }.also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        repeat(1000) { if (store.madeOn == null) Thread.sleep(5) }
        assertTrue("the files are read off the main thread", store.madeOn != Looper.getMainLooper().thread)
        assertTrue(viewModel.loading)
        compose.onNodeWithTag("loading").assertContentDescriptionEquals(application.getString(R.string.loading))
        compose.onNodeWithTag("board").assertDoesNotExist()
        PictureLayout.record("loading", PictureLayout.of(compose, compose.density, application.resources.configuration))
        compose.onRoot().shootGolden("loading")

        store.gate.countDown()
        viewModel.loaded()
        compose.onNodeWithTag("board").assertExists()
        compose.onNodeWithTag("loading").assertDoesNotExist()
        assertEquals("kiela-load", store.madeOn?.name)
        assertEquals(0, viewModel.state.snapshot.turns)
    }
}
