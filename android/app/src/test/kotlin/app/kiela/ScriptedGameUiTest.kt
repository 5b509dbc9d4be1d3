package app.kiela

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AnimationSpeed
import org.json.JSONArray
import org.json.JSONObject
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * The scripted game that every app's tests play (tests/data/scripted-game.json), tapped house
 * by house on the real screen: after each turn the game and every house's spoken count must be
 * the file's.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ScriptedGameUiTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    @Test
    fun theScriptedGamePlaysByTapsWithTheSnapshotOfEveryTurn() {
        val script = JSONObject(scriptedGame().readText())
        val viewModel = compose.activity.gameViewModel()
        compose.runOnUiThread {
            viewModel.changeSpeed(AnimationSpeed.INSTANT)
            viewModel.startGame(twoPeople)
        }
        compose.waitForIdle()
        val turns = script.getJSONArray("turns")
        for (t in 0 until turns.length()) {
            val turn = turns.getJSONObject(t)
            compose.onNodeWithTag("house-${turn.getInt("index")}").performClick()
            compose.mainClock.advanceTimeBy(100)
            compose.waitForIdle()
            val expected = turn.getJSONObject("snapshot")
            val shown = viewModel.state.shown
            val where = "turn ${t + 1} (${turn.getString("notation")})"
            assertTrue(where, viewModel.state.animations.isEmpty())
            assertEquals(where, expected.getJSONArray("board").ints(), shown.board)
            assertEquals(where, expected.getInt("southStones"), shown.southStones)
            assertEquals(where, expected.getInt("northStones"), shown.northStones)
            assertEquals(where, expected.getString("toMove"), shown.toMove.name.lowercase())
            assertEquals(where, expected.getJSONArray("legalHouses").ints(), shown.legalHouses)
            assertEquals(where, expected.isNull("result"), shown.result == null)
            // What TalkBack reads for each house carries the same count.
            for (index in 0 until 40) {
                val label = compose.onNodeWithTag("house-$index").fetchSemanticsNode().config[SemanticsProperties.ContentDescription].single()
                val stones = compose.activity.resources.getQuantityString(R.plurals.stones_count, shown.board[index], shown.board[index])
                assertTrue("$where, house $index: $label", label.contains(", $stones"))
            }
        }
        assertTrue(viewModel.state.snapshot.result != null)
    }

    // The tests run somewhere below the repository; the file is at its top, in tests/data.
    private fun scriptedGame(): File {
        var dir: File? = File("").absoluteFile
        while (dir != null) {
            val file = File(dir, "tests/data/scripted-game.json")
            if (file.exists()) return file
            dir = dir.parentFile
        }
        error("tests/data/scripted-game.json not found above ${File("").absolutePath}")
    }

    private fun JSONArray.ints(): List<Int> = (0 until length()).map { getInt(it) }
}
