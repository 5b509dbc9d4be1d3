package app.kiela

import android.content.Context
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.junit4.v2.createEmptyComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.lifecycle.Lifecycle
import androidx.test.core.app.ActivityScenario
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AnimationSpeed
import app.kiela.core.AppEvent
import app.kiela.core.NoticeKind
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.io.File

/** Nothing is lost: rotation, backgrounding and process death bring the game back exactly. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class RestoreTest {
    @get:Rule val compose = createEmptyComposeRule()

    private val files: File get() = ApplicationProvider.getApplicationContext<Context>().filesDir

    @Test
    fun rotationKeepsTheGameAndItsAnimationQueue() {
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            lateinit var before: app.kiela.ui.GameViewModel
            scenario.onActivity { before = it.gameViewModel(); before.startGame(twoPeople); before.send(AppEvent.Tap(35)) }
            scenario.recreate()
            scenario.onActivity { activity ->
                assertSame(before, activity.gameViewModel())
                assertEquals(1, activity.gameViewModel().state.snapshot.turns)
            }
        }
    }

    @Test
    fun aMoveCutOffMidAnimationComesBackAtItsEndWithItsMarks() {
        lateinit var board: List<Int>
        lateinit var marks: List<app.kiela.core.HouseMark>
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            compose.mainClock.autoAdvance = false
            scenario.onActivity { activity ->
                val viewModel = activity.gameViewModel()
                viewModel.startGame(twoPeople)
                viewModel.send(AppEvent.Tap(35))
                assertEquals(1, viewModel.state.waiting) // still animating
                board = viewModel.state.snapshot.board
                marks = viewModel.state.snapshot.lastMoveMarks
            }
            // Backgrounded (the save is written), then the process dies: the activity and its
            // view model are gone; only the files remain.
            scenario.moveToState(Lifecycle.State.CREATED)
            waitForSave(Regex("\"o6\""))
        }
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            scenario.onActivity { activity ->
                val state = activity.gameViewModel().state
                assertEquals(board, state.shown.board)
                assertTrue(state.animation == null)
                assertEquals(marks, state.shown.lastMoveMarks)
                assertTrue(marks.isNotEmpty())
            }
        }
    }

    @Test
    fun aCorruptSaveGivesAMessageAFreshGameAndIsKeptAside() {
        files.mkdirs()
        File(files, "game.json").writeText("{ this is not a save")
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            val message = ApplicationProvider.getApplicationContext<Context>().getString(R.string.save_corrupt)
            scenario.onActivity { activity -> assertEquals(NoticeKind.SaveUnreadable, activity.gameViewModel().state.notice?.kind) }
            compose.onNodeWithText(message).assertExistsCompat()
            scenario.onActivity { activity -> assertEquals(0, activity.gameViewModel().state.snapshot.turns) }
            val aside = files.listFiles()!!.filter { it.name.startsWith("game.unreadable-") }
            assertEquals(listOf("game.unreadable-1.json"), aside.map { it.name })
            assertEquals("{ this is not a save", aside.single().readText())
            compose.onNodeWithText(ApplicationProvider.getApplicationContext<Context>().getString(android.R.string.ok)).performClick()
            compose.onNodeWithTag("board").assertExistsCompat()
        }
    }

    @Test
    fun theSpeedIsTheSessionsAndComesBackWithItsSaveNotFromThePreferences() {
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            scenario.onActivity { activity -> activity.gameViewModel().startGame(twoPeople) }
            compose.onNodeWithTag("menu").performClick()
            compose.onNodeWithTag("menu-settings").performClick()
            compose.onNodeWithTag("speed-normal").assertIsSelected()
            compose.onNodeWithTag("speed-fast").performClick()
            compose.onNodeWithTag("speed-fast").assertIsSelected()
            scenario.onActivity { activity ->
                assertEquals(AnimationSpeed.FAST, activity.gameViewModel().state.speed)
                val preferences = File(files, "preferences.json").takeIf { it.exists() }?.readText().orEmpty()
                assertFalse("the speed is no preference: $preferences", preferences.contains("speed"))
            }
            waitForSave(Regex("\"speed\"\\s*:\\s*\"fast\""))
        }
        // The process died; the new game session is the save's, at its speed.
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            scenario.onActivity { activity -> assertEquals(AnimationSpeed.FAST, activity.gameViewModel().state.speed) }
            compose.onNodeWithTag("menu").performClick()
            compose.onNodeWithTag("menu-settings").performClick()
            compose.onNodeWithTag("speed-fast").assertIsSelected()
        }
    }

    // The save is written on the app's io thread; it is done when the file holds [what].
    private fun waitForSave(what: Regex) {
        val save = File(files, "game.json")
        repeat(200) {
            if (save.exists() && what.containsMatchIn(save.readText())) return
            Thread.sleep(20)
        }
        error("the save was not written: ${files.list()?.toList()} ${if (save.exists()) save.readText().take(600) else ""}")
    }
}

private fun androidx.compose.ui.test.SemanticsNodeInteraction.assertExistsCompat() {
    assertExists()
}
