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
import app.kiela.game.FileText
import app.kiela.game.GameModel
import app.kiela.game.GameStore
import app.kiela.game.Notice
import app.kiela.game.StoredText
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
import java.util.concurrent.Executor
import java.util.concurrent.atomic.AtomicInteger

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

    /** A file of the store that counts the writes the app asks for, whether or not the file takes them. */
    private class Counted(private val file: StoredText) : StoredText by file {
        val writes = AtomicInteger()

        override fun write(text: String) {
            file.write(text)
            writes.incrementAndGet()
        }
    }

    private fun start(store: GameStore): GameViewModel {
        val viewModel = GameViewModel(application, store).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        return viewModel.loaded()
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
        val direct = Executor { it.run() }
        for ((start, text) in listOf("{ the first", "[ the second").withIndex()) {
            File(directory, "game.json").writeText(text)
            val model = GameModel(GameStore.inDirectory(directory), direct, direct, direct, newGameSettings(twoPeople)) {}
            assertEquals(Notice.SaveUnreadable, model.state.notice)
            assertEquals("start ${start + 1}", (1..start + 1).map { "game.unreadable-$it.json" }, names())
            model.close()
        }
        assertEquals("{ the first", File(directory, "game.unreadable-1.json").readText())
        assertEquals("[ the second", File(directory, "game.unreadable-2.json").readText())
    }

    @Test
    fun aSaveFromANewerVersionIsLeftUntouchedWhileTheGamePlaysAndThePersonIsTold() {
        val bytes = newer(GameSession(newGameSettings(twoPeople)).use { it.save() }).toByteArray()
        val save = File(directory, "game.json").apply { writeBytes(bytes) }
        val game = Counted(FileText(directory, "game.json"))
        val viewModel = start(GameStore(game, FileText(directory, "statistics.json")))
        assertEquals(Notice.SaveFromNewerVersion, viewModel.state.notice)
        assertEquals(0, viewModel.state.snapshot.turns)
        dismiss(application.getString(R.string.save_newer))
        assertNull(viewModel.state.notice)

        // The game plays on: a new game, a move, and the app going to the background. Each
        // would write the save; none reaches the file.
        viewModel.startGame(twoPeople)
        viewModel.model.tap(35)
        assertEquals(1, viewModel.state.snapshot.turns)
        viewModel.save()
        awaitOnMain("the app's three saves") { game.writes.get() >= 3 }
        assertArrayEquals("byte for byte as the newer version wrote it", bytes, save.readBytes())
        assertEquals(listOf("game.json"), names())
    }

    @Test
    fun statisticsFromANewerVersionAreLeftUntouchedAndThePersonIsTold() {
        val bytes = newer(statisticsJson(emptyStatistics())).toByteArray()
        val file = File(directory, "statistics.json").apply { writeBytes(bytes) }
        val statistics = Counted(FileText(directory, "statistics.json"))
        val viewModel = start(GameStore(FileText(directory, "game.json"), statistics))
        assertEquals(Notice.StatisticsFromNewerVersion, viewModel.state.notice)
        assertEquals(emptyStatistics(), viewModel.state.statistics)
        dismiss(application.getString(R.string.statistics_newer))

        viewModel.model.solvedPuzzle("most-001") // would write the statistics
        assertEquals(listOf("most-001"), viewModel.state.statistics.solvedPuzzles)
        awaitOnMain("the statistics' write") { statistics.writes.get() >= 1 }
        assertArrayEquals(bytes, file.readBytes())
        assertEquals(listOf("statistics.json"), names())
    }
}
