package app.kiela

import android.app.Application
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameSession
import app.kiela.core.emptyStatistics
import app.kiela.core.newGameSettings
import app.kiela.core.statisticsJson
import app.kiela.core.AppDriver
import app.kiela.core.AppEvent
import app.kiela.core.GameScreen
import app.kiela.core.NoticeKind
import app.kiela.core.PuzzleScreen
import app.kiela.core.ReviewScreen
import app.kiela.core.ScreenListener
import app.kiela.core.allPuzzles
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.theme.KielaTheme
import org.junit.After
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * The core's one policy for a file it cannot read, as the app applies it: a damaged file is set
 * aside under the first free `<stem>.unreadable-<n>.json`, never over an earlier one; a file a
 * newer version wrote is left byte for byte as it was while the game plays on, and the person is
 * told to update.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class UnreadableFilesTest {
    @get:Rule val compose = createComposeRule()

    private val application: Application get() = ApplicationProvider.getApplicationContext()
    private val viewModels = ViewModelStore()
    private val directory: File by lazy { File(application.filesDir, "unreadable").apply { deleteRecursively(); mkdirs() } }

    @After
    fun closeTheGame() = viewModels.clear()

    private fun start(): GameViewModel {
        val viewModel = GameViewModel(application, directory.path).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        return viewModel.loaded()
    }

    /** The app goes away: its driver stops, writes what it writes and is closed (off the main thread). */
    private fun closeTheApp() {
        viewModels.clear()
        awaitOnMain("the driver closed") { Thread.getAllStackTraces().keys.none { it.name == "kiela-close" && it.isAlive } }
    }

    /** The notice with [text] is on the screen; OK dismisses it. */
    private fun dismiss(text: String) {
        compose.onNodeWithText(text).assertExists()
        compose.onNodeWithText(application.getString(android.R.string.ok)).performClick()
        compose.onNodeWithText(text).assertDoesNotExist()
    }

    /** [json] with its version raised past this app's. */
    private fun newer(json: String) = json.replaceFirst(Regex("\"version\"\\s*:\\s*\\d+"), "\"version\": 99").also { check(it != json) }

    private fun names() = directory.list()!!.sorted()

    @Test
    fun twoDamagedSavesInARowAreEachKeptUnderTheirOwnName() {
        for ((start, text) in listOf("{ the first", "[ the second").withIndex()) {
            File(directory, "game.json").writeText(text)
            AppDriver(directory.path, Unheard).use { driver ->
                assertEquals(NoticeKind.SaveUnreadable, driver.screen().notice?.kind)
                assertEquals("start ${start + 1}", (1..start + 1).map { "game.unreadable-$it.json" }, names().filter { it.startsWith("game.unreadable") })
                driver.shutDown()
            }
        }
        assertEquals("{ the first", File(directory, "game.unreadable-1.json").readText())
        assertEquals("[ the second", File(directory, "game.unreadable-2.json").readText())
    }

    @Test
    fun aSaveFromANewerVersionIsLeftUntouchedWhileTheGamePlaysAndThePersonIsTold() {
        val bytes = newer(GameSession(newGameSettings(twoPeople)).use { it.save() }).toByteArray()
        val save = File(directory, "game.json").apply { writeBytes(bytes) }
        val viewModel = start()
        assertEquals(NoticeKind.SaveFromNewerVersion, viewModel.state.notice?.kind)
        assertEquals(0, viewModel.state.snapshot.turns)
        dismiss(application.getString(R.string.save_newer))
        assertNull(viewModel.state.notice)

        // The game plays on: a new game, a move, the app going to the background and away. Each
        // would write the save; none reaches the file.
        viewModel.startGame(twoPeople)
        viewModel.send(AppEvent.Tap(35))
        assertEquals(1, viewModel.state.snapshot.turns)
        viewModel.send(AppEvent.Background)
        closeTheApp()
        assertArrayEquals("byte for byte as the newer version wrote it", bytes, save.readBytes())
        assertEquals(listOf("game.json"), names().filter { it.startsWith("game") })
    }

    @Test
    fun statisticsFromANewerVersionAreLeftUntouchedAndThePersonIsTold() {
        val bytes = newer(statisticsJson(emptyStatistics())).toByteArray()
        val file = File(directory, "statistics.json").apply { writeBytes(bytes) }
        val viewModel = start()
        assertEquals(NoticeKind.StatisticsFromNewerVersion, viewModel.state.notice?.kind)
        assertEquals(emptyStatistics(), viewModel.state.statistics)
        dismiss(application.getString(R.string.statistics_newer))

        // A puzzle solved would write the statistics.
        val puzzle = allPuzzles().first { it.id == "most-001" }
        viewModel.send(AppEvent.OpenPuzzle(puzzle.id))
        viewModel.send(AppEvent.PuzzleTap(puzzle.answer.index))
        awaitOnMain("the puzzle solved and counted") { viewModel.state.statistics.solvedPuzzles == listOf("most-001") }
        closeTheApp()
        assertArrayEquals(bytes, file.readBytes())
        assertEquals(listOf("statistics.json"), names().filter { it.startsWith("statistics") })
    }
}

/** A listener for a driver no screen shows. */
object Unheard : ScreenListener {
    override fun screenChanged(screen: GameScreen) = Unit

    override fun reviewChanged(review: ReviewScreen?) = Unit

    override fun puzzleChanged(puzzle: PuzzleScreen?) = Unit
}
