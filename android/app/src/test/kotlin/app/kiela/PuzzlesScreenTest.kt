package app.kiela

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollToNode
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.Puzzle
import app.kiela.core.PuzzleKind
import app.kiela.core.PuzzleState
import app.kiela.core.allPuzzles
import app.kiela.core.Phrase
import app.kiela.core.houseShortPhrase
import app.kiela.core.puzzleGradePhrase
import app.kiela.core.puzzleKindPhrase
import app.kiela.core.puzzleProgressPhrase
import app.kiela.core.puzzleTaskPhrase
import app.kiela.core.puzzleVerdictWhyPhrase
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

/** The puzzles from the menu: the list by grade with its counts, a puzzle solved and one missed, and trying again. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class PuzzlesScreenTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()
    private val puzzles: List<Puzzle> by lazy { allPuzzles() }
    private fun said(phrase: Phrase) = said(compose.activity.resources, phrase)

    @Before
    fun aGameIsUnderWay() {
        // A game chosen: the first start's offer of a guided game is moot.
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
    }

    private fun openTheList() {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-puzzles").performClick()
        compose.onNodeWithTag("puzzles").assertExists()
    }

    private fun openPuzzle(puzzle: Puzzle) {
        openTheList()
        compose.onNodeWithTag("puzzle-list").performScrollToNode(hasTestTag("puzzle-${puzzle.id}"))
        compose.onNodeWithTag("puzzle-${puzzle.id}").performClick()
        compose.onNodeWithTag("puzzle").assertExists()
        compose.onNodeWithTag("puzzle-task").assertTextIs(said(puzzleTaskPhrase(puzzle.kind)))
    }

    /** Taps the house at [index] and lets the try (and any answer) play out to its verdict. */
    private fun tapAndWaitForTheVerdict(index: Int): PuzzleState {
        compose.onNodeWithTag("house-$index").performClick()
        compose.waitUntil(10_000) { compose.runOnUiThread<Boolean> { viewModel.puzzle?.verdict != null } }
        compose.waitForIdle()
        return viewModel.puzzle!!.verdict!!
    }

    private fun verdictText(): String =
        compose.onNodeWithTag("puzzle-verdict").fetchSemanticsNode().config.getOrElse(SemanticsProperties.Text) { emptyList() }.joinToString(" ") { it.text }

    @Test
    fun theMenuOpensTheListByGradeWithHowManyAreSolved() {
        assertTrue("at least 100 puzzles: ${puzzles.size}", puzzles.size >= 100)
        openTheList()
        compose.onNodeWithTag("puzzles-progress").assertTextIs(said(puzzleProgressPhrase(0, puzzles.size)))
        for (grade in puzzles.map { it.grade }.distinct()) {
            val tag = "grade-${grade.name.lowercase()}"
            compose.onNodeWithTag("puzzle-list").performScrollToNode(hasTestTag(tag))
            val count = puzzles.count { it.grade == grade }
            compose.onNodeWithTag(tag).assert(hasText(said(puzzleGradePhrase(grade)))).assert(hasText(said(puzzleProgressPhrase(0, count))))
        }
        // The first row says what it asks.
        compose.onNodeWithTag("puzzle-list").performScrollToNode(hasTestTag("puzzle-${puzzles.first().id}"))
        compose.onNodeWithTag("puzzle-${puzzles.first().id}").assert(hasText(said(puzzleKindPhrase(puzzles.first().kind))))
    }

    @Test
    fun theAnswerSolvesThePuzzleCountsItInTheStatisticsAndTicksItInTheList() {
        val puzzle = puzzles.first()
        openPuzzle(puzzle)
        assertEquals(PuzzleState.Solved, tapAndWaitForTheVerdict(puzzle.answer.index))
        val text = verdictText()
        assertTrue(text, text.contains(compose.activity.getString(R.string.puzzle_solved)))
        assertTrue(text, text.contains(said(puzzleVerdictWhyPhrase(PuzzleState.Solved, puzzle)!!)))
        assertTrue(viewModel.state.statistics.solvedPuzzles.contains(puzzle.id))
        // Written to the statistics file by the driver's writer.
        val file = File(compose.activity.filesDir, "statistics.json")
        repeat(200) { if (!(file.exists() && file.readText().contains(puzzle.id))) Thread.sleep(20) }
        assertTrue("the statistics file has ${puzzle.id}", file.readText().contains(puzzle.id))
        // Back in the list, its tick; and one of all solved.
        compose.onNodeWithTag("back").performClick()
        compose.onNodeWithTag("puzzles").assertExists()
        compose.onNodeWithTag("solved-${puzzle.id}", useUnmergedTree = true).assertContentDescriptionEquals(compose.activity.getString(R.string.puzzle_solved_mark))
        compose.onNodeWithTag("puzzles-progress").assertTextIs(said(puzzleProgressPhrase(1, puzzles.size)))
    }

    @Test
    fun aWrongHouseMissesSaysWhyShowsTheAnswerAndTryAgainStartsAgain() {
        val puzzle = puzzles.first { it.kind == PuzzleKind.MostInOne }
        openPuzzle(puzzle)
        val start = viewModel.puzzle!!.snapshot
        val wrong = start.legalHouses.first { it != puzzle.answer.index }
        val verdict = tapAndWaitForTheVerdict(wrong)
        assertTrue("$verdict", verdict is PuzzleState.Missed)
        val text = verdictText()
        assertTrue(text, text.contains(compose.activity.getString(R.string.puzzle_missed)))
        // Why, naming the answer.
        val why = said(puzzleVerdictWhyPhrase(verdict, puzzle)!!)
        assertTrue(text, text.contains(why))
        assertTrue(why, why.contains(said(compose.activity.resources, houseShortPhrase(puzzle.answer))))
        assertTrue(puzzle.id, viewModel.state.statistics.solvedPuzzles.isEmpty())
        // The board as it was, the answer glowing as a hint does.
        val label = compose.onNodeWithTag("house-${puzzle.answer.index}").fetchSemanticsNode().config[SemanticsProperties.ContentDescription].single()
        assertTrue(label, label.endsWith(", " + compose.activity.getString(R.string.house_hinted)))
        assertEquals(start.board, viewModel.puzzle!!.last!!.tried.board)

        compose.onNodeWithTag("puzzle-restart").performClick()
        compose.waitForIdle()
        val again = viewModel.puzzle!!
        assertEquals(PuzzleState.Playing, again.state)
        assertNull("no try since the restart", again.last)
        assertEquals(puzzle.board, again.snapshot.board)
        assertEquals("", verdictText())
        // Every house reads its count again, and the answer can be sown.
        val resources = compose.activity.resources
        for (index in 0 until 40) {
            val label = compose.onNodeWithTag("house-$index").fetchSemanticsNode().config[SemanticsProperties.ContentDescription].single()
            val stones = resources.getQuantityString(R.plurals.stones_count, puzzle.board[index], puzzle.board[index])
            assertTrue("house $index: $label", label.contains(", $stones"))
        }
        assertEquals(PuzzleState.Solved, tapAndWaitForTheVerdict(puzzle.answer.index))
    }
}
