package app.kiela

import android.app.Application
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.Opponent
import app.kiela.core.OpponentStatistics
import app.kiela.core.emptyStatistics
import app.kiela.core.Tally
import app.kiela.core.statisticsFromJson
import app.kiela.core.statisticsJson
import app.kiela.core.GameSession
import app.kiela.core.NoticeKind
import app.kiela.core.newGameSettings
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.theme.KielaTheme
import org.json.JSONObject
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * A statistics file whose puzzle progress is damaged: the core drops that part and keeps the
 * games counted; the app keeps the file as it was aside, writes back what was kept at once,
 * and says so once.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class StatisticsSetAsideTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModels = ViewModelStore()

    @After
    fun closeTheGame() = viewModels.clear()

    /** Statistics of a few games against a friend. */
    private val counted = emptyStatistics().copy(
        opponents = listOf(OpponentStatistics(Opponent.Friend, Tally(3, 1, 1, 1), Tally(0, 0, 0, 0), 0, 1)),
    )

    /** Their file with the puzzle progress damaged (a list of ids that is not a list). */
    private val damaged = JSONObject(statisticsJson(counted)).put("puzzles", JSONObject().put("solved", "most-001")).toString()

    private fun start(directory: File): GameViewModel {
        val viewModel = GameViewModel(application, directory.path).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        return viewModel.loaded()
    }

    @Test
    fun damagedPuzzleProgressIsSetAsideToldOnceAndTheGamesCountedAreKept() {
        assertNotNull("the core reads the file, that part set aside", statisticsFromJson(damaged).setAside)
        val viewModel = start(dataFolder("game.json" to GameSession(newGameSettings(twoPeople)).use { it.save() }, "statistics.json" to damaged))
        assertEquals(NoticeKind.StatisticsPartSetAside, viewModel.state.notice?.kind)
        assertEquals(counted.opponents, viewModel.state.statistics.opponents)
        assertNull(viewModel.state.statistics.setAside)

        val message = application.getString(R.string.history_set_aside)
        compose.onNodeWithText(message).assertExists()
        compose.onNodeWithText(application.getString(android.R.string.ok)).performClick()
        compose.onNodeWithText(message).assertDoesNotExist()
        assertNull(viewModel.state.notice)
    }

    @Test
    fun onDiskTheDamagedFileIsKeptAsideAndTheKeptStatisticsReplaceIt() {
        val directory = File(application.filesDir, "set-aside").apply { deleteRecursively(); mkdirs() }
        File(directory, "statistics.json").writeText(damaged)
        val viewModel = start(directory)
        assertEquals(NoticeKind.StatisticsPartSetAside, viewModel.state.notice?.kind)
        val file = File(directory, "statistics.json")
        // What was kept is written back on the driver's writer, so nothing is lost.
        awaitOnMain("the kept statistics written back") { file.exists() && statisticsFromJson(file.readText()).setAside == null }
        assertEquals(counted.opponents, statisticsFromJson(file.readText()).opponents)
        val aside = directory.listFiles()!!.filter { it.name.startsWith("statistics.unreadable-") }
        assertEquals("the file as read, set aside once", listOf("statistics.unreadable-1.json"), aside.map { it.name })
        assertEquals(damaged, aside.single().readText())
    }
}
