package app.kiela

import app.kiela.core.AppEvent
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AnimationSpeed
import app.kiela.core.Announcement
import app.kiela.core.Headline
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.PersonOutcome
import app.kiela.core.Side
import app.kiela.core.Turn
import app.kiela.core.GameScreen
import app.kiela.core.announcementPhrase
import app.kiela.core.headlinePhrase
import app.kiela.core.Phrase
import app.kiela.core.resultReasonPhrase
import app.kiela.core.resultTitlePhrase
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import org.junit.Assert.assertFalse
import org.json.JSONArray
import org.json.JSONObject
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * The scripted game that every app's tests play (tests/data/scripted-game.json), tapped house
 * by house on the real screen: after each turn the game, every house's spoken count, both seats'
 * status lines, the marks and what the screen says of the turn must be the file's.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ScriptedGameUiTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val resources get() = compose.activity.resources

    @Test
    fun theScriptedGamePlaysByTapsWithTheSnapshotOfEveryTurn() {
        val script = JSONObject(scriptedGame().readText())
        val viewModel = compose.activity.gameViewModel()
        compose.runOnUiThread {
            viewModel.send(AppEvent.SetSpeed(AnimationSpeed.INSTANT))
            viewModel.startGame(twoPeople)
        }
        compose.waitForIdle()
        assertStatusLines(script.getJSONObject("start"), "the start")
        compose.mainClock.autoAdvance = false
        val turns = script.getJSONArray("turns")
        for (t in 0 until turns.length()) {
            val turn = turns.getJSONObject(t)
            val where = "turn ${t + 1} (${turn.getString("notation")})"
            compose.onNodeWithTag("house-${turn.getInt("index")}").performClick()
            val outcome = viewModel.state.animation!!
            // The tap's change reaches the screen once the main thread is idle; then its frames run.
            compose.waitForIdle()
            compose.mainClock.advanceTimeBy(100)
            compose.waitForIdle()
            val expected = turn.getJSONObject("snapshot")
            val shown = viewModel.state.shown
            assertTrue(where, viewModel.state.animation == null)
            assertEquals(where, expected.getJSONArray("board").ints(), shown.board)
            assertEquals(where, expected.getInt("southStones"), shown.southStones)
            assertEquals(where, expected.getInt("northStones"), shown.northStones)
            assertEquals(where, expected.getString("toMove"), shown.toMove.name.lowercase())
            assertEquals(where, expected.getJSONArray("legalHouses").ints(), shown.legalHouses)
            assertEquals(where, expected.isNull("result"), shown.result == null)
            assertEquals("$where: marks", turn.getJSONArray("marks").objects().map(::mark), shown.lastMoveMarks)
            assertStatusLines(turn, where)
            val announcement = turn.optJSONObject("announcement")
            assertAnnouncement(announcement, outcome.announcement, where)
            // The line says the turn's news, and after the last turn the result, said at its end.
            val ending = outcome.snapshot.result?.let {
                Phrase.Joined(listOf(resultTitlePhrase(it, outcome.snapshot.viewer), resultReasonPhrase(it, viewModel.state.settings.variant)), " ")
            }
            val line = ending ?: outcome.announcement?.let { announcementPhrase(it) }
            compose.onNodeWithTag("said").assertTextIs(line?.let { said(resources, it) } ?: "")
            assertControls(viewModel.state, where)
            // What TalkBack reads for each house carries the same count.
            for (index in 0 until 40) {
                val label = compose.onNodeWithTag("house-$index").fetchSemanticsNode().config[SemanticsProperties.ContentDescription].single()
                val stones = compose.activity.resources.getQuantityString(R.plurals.stones_count, shown.board[index], shown.board[index])
                assertTrue("$where, house $index: $label", label.contains(", $stones"))
            }
        }
        assertTrue(viewModel.state.snapshot.result != null)
    }

    /** The status line over each seat shows exactly the words of the file's headline for it (the scripted game is two people). */
    private fun assertStatusLines(expected: JSONObject, where: String) {
        compose.onNodeWithTag("headline-south", useUnmergedTree = true).assertTextIs(said(resources, headlinePhrase(headline(expected.getString("headline")))))
        compose.onNodeWithTag("headline-north", useUnmergedTree = true).assertTextIs(said(resources, headlinePhrase(headline(expected.getString("topHeadline")))))
        val state = compose.activity.gameViewModel().state
        val shown = state.shown
        // The seat cards the driver made: the near seat South's with its headline, the far one turned.
        val (near, far) = state.seats
        assertEquals(where, Side.SOUTH, near.side)
        assertEquals("$where: near headline", expected.getString("headline"), near.headline?.let(::name))
        assertEquals("$where: far headline", expected.getString("topHeadline"), far.headline?.let(::name))
        assertTrue("$where: the far card faces its player", far.turned && !near.turned)
        assertEquals("$where: stones", listOf(shown.southStones, shown.northStones), listOf(near.stones, far.stones))
        compose.onNodeWithTag("score-south", useUnmergedTree = true).assertTextIs(near.stones.toString())
        assertEquals("$where: headline", expected.getString("headline"), name(shown.headline))
        assertEquals("$where: top headline", expected.getString("topHeadline"), shown.topHeadline?.let(::name))
    }

    /** The controls the driver decided, as the screen shows them. */
    private fun assertControls(state: GameScreen, where: String) {
        val over = state.snapshot.result != null
        assertEquals("$where: the board", !over, state.controls.board)
        assertTrue("$where: undo", state.controls.undo)
        assertFalse("$where: redo", state.controls.redo)
        assertFalse("$where: move now, with two people", state.controls.moveNow)
        compose.onNodeWithTag("undo").assertIsEnabled()
        compose.onNodeWithTag("redo").assertIsNotEnabled()
        val hint = compose.onNodeWithTag("hint")
        if (state.controls.hint) hint.assertIsEnabled() else hint.assertIsNotEnabled()
    }

    private fun headline(name: String): Headline = when (name) {
        "your_turn" -> Headline.YourTurn
        "rearrange_or_sow" -> Headline.RearrangeOrSow
        "their_turn" -> Headline.TheirTurn
        "computer_thinking" -> Headline.ComputerThinking
        else -> Headline.GameOver(PersonOutcome.valueOf(name.removePrefix("game_over_").uppercase()))
    }

    private fun name(headline: Headline): String = when (headline) {
        Headline.YourTurn -> "your_turn"
        Headline.RearrangeOrSow -> "rearrange_or_sow"
        Headline.TheirTurn -> "their_turn"
        Headline.ComputerThinking -> "computer_thinking"
        is Headline.GameOver -> "game_over_" + headline.outcome.name.lowercase()
    }

    private fun mark(json: JSONObject): HouseMark = HouseMark(
        json.getInt("house"),
        when (val kind = json.getString("kind")) {
            "lifted" -> MarkKind.Lifted
            "relay" -> MarkKind.Relay
            "captor" -> MarkKind.Captor
            "last_stone" -> MarkKind.LastStone
            "taken_from" -> MarkKind.TakenFrom(json.getInt("stones"))
            else -> throw AssertionError("no mark kind $kind")
        },
    )

    private fun assertAnnouncement(expected: JSONObject?, actual: Announcement?, where: String) {
        if (expected == null) return assertNull(where, actual)
        val found = checkNotNull(actual) { "$where: an announcement" }
        assertEquals("$where: mover", Side.valueOf(expected.getString("mover").uppercase()), found.mover)
        assertEquals("$where: by the computer", expected.getBoolean("byComputer"), found.byComputer)
        assertEquals("$where: house", if (expected.isNull("house")) null else expected.getInt("house"), (found.played as? Turn.Sow)?.house?.index)
        assertEquals("$where: relays", expected.getInt("relays"), found.relays)
        assertEquals(
            "$where: captures",
            expected.getJSONArray("captures").objects().map { Triple(it.getInt("inner"), it.getInt("outer"), it.getInt("stones")) },
            found.captures.map { Triple(it.inner.index, it.outer.index, it.stones) },
        )
        assertEquals("$where: captured", expected.getInt("captured"), found.captured)
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

    private fun JSONArray.objects(): List<JSONObject> = (0 until length()).map { getJSONObject(it) }
}
