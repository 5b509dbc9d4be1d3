package app.kiela

import androidx.compose.ui.test.assert
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.v2.createEmptyComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.test.core.app.ActivityScenario
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.AppEvent
import app.kiela.core.Exercise
import app.kiela.core.Level
import app.kiela.core.Phrase
import app.kiela.core.PuzzleKind
import app.kiela.core.PuzzleMiss
import app.kiela.core.exercisesOfferPhrase
import app.kiela.core.puzzleTaskPhrase
import app.kiela.core.puzzleVerdictWhyPhrase
import app.kiela.core.PuzzleState
import app.kiela.core.puzzleGradePhrase
import app.kiela.core.puzzleKindPhrase
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The puzzle of the day and its streak on the puzzles screen, the rating in the statistics and
 * "your level" on the new-game sheet, each as the core's data says.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class LearningTest {
    @get:Rule val compose = createEmptyComposeRule()

    private var scenario: ActivityScenario<MainActivity>? = null
    private lateinit var activity: MainActivity
    private val viewModel get() = activity.gameViewModel()
    private fun said(phrase: Phrase) = said(activity.resources, phrase)
    private fun string(id: Int, vararg args: Any) = activity.getString(id, *args)
    private fun plural(id: Int, count: Int) = activity.resources.getQuantityString(id, count, count)

    @After
    fun close() {
        scenario?.close()
    }

    private fun launch(statistics: String? = null, today: String = TODAY) {
        scenario = launchLearning(compose, statistics, today) { activity = it }
    }

    private fun openFromMenu(item: String) {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-$item").performClick()
    }

    @Test
    fun theDailyCardNamesTheDaysPuzzleAndTheStreakKeptFromYesterday() {
        launch(learnerStatistics())
        val daily = viewModel.state.puzzles.daily
        openFromMenu("puzzles")
        compose.onNodeWithTag("daily-kind").assertTextIs(said(puzzleKindPhrase(daily.puzzle.kind)) + " · " + said(puzzleGradePhrase(daily.puzzle.grade)))
        compose.onNodeWithTag("daily-streak").assertTextIs(plural(R.plurals.daily_streak, 4))
        compose.onNodeWithTag("daily-best").assertTextIs(plural(R.plurals.daily_best_streak, 9))
        compose.onNodeWithTag("daily-solved").assertDoesNotExist()
        // Another day, another puzzle; the streak broken by the day missed.
        compose.runOnUiThread { viewModel.send(AppEvent.SetToday("2026-03-04")) }
        compose.waitForIdle()
        assertTrue(viewModel.state.puzzles.daily.puzzle.id != daily.puzzle.id)
        compose.onNodeWithTag("daily-streak").assertTextIs(plural(R.plurals.daily_streak, 0))
    }

    @Test
    fun solvingTheDaysPuzzleTicksItAndStartsAStreak() {
        // A day whose puzzle is solved by one move (taking the most), so one tap decides it.
        var day = 1
        launch(today = "2026-04-01")
        while (viewModel.state.puzzles.daily.puzzle.kind != PuzzleKind.MostInOne) {
            day++
            compose.runOnUiThread { viewModel.send(AppEvent.SetToday("2026-04-%02d".format(day))) }
        }
        val puzzle = viewModel.state.puzzles.daily.puzzle
        openFromMenu("puzzles")
        compose.onNodeWithTag("daily-play").performClick()
        compose.onNodeWithTag("puzzle").assertExists()
        assertEquals(puzzle.id, viewModel.puzzle?.puzzle?.id)
        assertEquals(PuzzleState.Solved, tapForTheVerdict(puzzle.answer.index))
        compose.onNodeWithTag("back").performClick()
        compose.onNodeWithTag("daily-solved").assertExists()
        compose.onNodeWithTag("daily-play").assertDoesNotExist()
        compose.onNodeWithTag("daily-streak").assertTextIs(plural(R.plurals.daily_streak, 1))
        assertTrue(viewModel.state.puzzles.daily.solvedToday)
    }

    @Test
    fun theStatisticsShowTheRatingWithItsDeviationAndHistory() {
        launch(learnerStatistics())
        val rating = viewModel.state.statistics.rating
        openFromMenu("statistics")
        compose.onNodeWithTag("rating-value").assertTextIs(string(R.string.rating_value, 1571, 156))
        val description = activity.resources.getQuantityString(R.plurals.rating_history_description, 8, 8, 1338, 1571)
        compose.onNodeWithTag("rating-graph").assert(hasContentDescription(description))
        assertEquals(8, rating.history.size)
    }

    @Test
    fun withoutARatedGameTheStatisticsSayHowToGetARating() {
        launch()
        openFromMenu("statistics")
        compose.onNodeWithTag("rating-none").assertTextIs(string(R.string.rating_none))
        compose.onNodeWithTag("rating-value").assertDoesNotExist()
    }

    @Test
    fun theNewGameSheetMarksYourLevel() {
        launch(learnerStatistics())
        val yours = viewModel.state.statistics.rating.yourLevel
        openFromMenu("new-game")
        compose.onNodeWithTag("opponent-${yours.name.lowercase()}").assert(hasText(string(R.string.your_level)))
        for (level in Level.entries.filter { it != yours }) {
            compose.onNodeWithTag("opponent-${level.name.lowercase()}").assert(!hasText(string(R.string.your_level)))
        }
    }

    /** Taps the house at [index] on the puzzle screen and waits for the verdict to be shown. */
    private fun tapForTheVerdict(index: Int): PuzzleState = tapForTheVerdict(compose, viewModel, index)

    @Test
    fun theMistakesOfAReviewedGameAreWorkedThroughInARow() {
        launch()
        // The same position met twice is one exercise.
        val exercises = compose.runOnUiThread<List<Exercise>> { viewModel.reviewTheScriptedGame() }.distinctBy { it.puzzle.id }
        compose.waitForIdle()
        openFromMenu("puzzles")
        compose.onNodeWithTag("mistakes-start").assertTextIs(said(exercisesOfferPhrase(exercises.size)))
        compose.onNodeWithTag("mistakes-start").performClick()
        compose.onNodeWithTag("puzzle").assertExists()
        val row = viewModel.puzzle!!.exercise!!
        assertEquals(1, row.place)
        assertEquals(exercises.size, row.count)
        assertEquals(exercises.first().puzzle.id, viewModel.puzzle!!.puzzle.id)
        compose.onNodeWithTag("puzzle-task").assertTextIs(said(puzzleTaskPhrase(row.exercise.puzzle.kind)))
        // The move played in the game is still the mistake it was; the better move is shown.
        val played = (row.exercise.puzzle.kind as PuzzleKind.BetterMove).played
        val verdict = tapForTheVerdict(played.index)
        assertTrue("$verdict", verdict is PuzzleState.Missed && verdict.miss is PuzzleMiss.NotBetter)
        val text = compose.onNodeWithTag("puzzle-verdict").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString(" ") { it.text }
        assertTrue(text, text.contains(said(puzzleVerdictWhyPhrase(verdict, row.exercise.puzzle)!!)))
        // Next exercise goes on along the row.
        if (exercises.size > 1) {
            compose.onNodeWithTag("puzzle-next").assertTextIs(string(R.string.exercise_next))
            compose.onNodeWithTag("puzzle-next").performClick()
            compose.waitForIdle()
            assertEquals(2, viewModel.puzzle!!.exercise!!.place)
            assertEquals(exercises[1].puzzle.id, viewModel.puzzle!!.puzzle.id)
        }
        // Back returns to the puzzles.
        compose.onNodeWithTag("back").performClick()
        compose.onNodeWithTag("puzzles").assertExists()
    }

    @Test
    fun theResultCardOffersTheGamesExercisesOnceItIsReviewed() {
        launch()
        compose.runOnUiThread { viewModel.playTheScriptedGame() }
        compose.waitForIdle()
        compose.onNodeWithTag("result-exercises").assertDoesNotExist()
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        // The review screen asks for the review as it is first composed.
        compose.onNodeWithTag("review").assertExists()
        compose.runOnUiThread { viewModel.awaitReviewed() }
        compose.waitForIdle()
        compose.onNodeWithTag("back").performClick()
        compose.waitUntil(10_000) { compose.runOnUiThread<Boolean> { viewModel.state.exercises != null } }
        val exercises = viewModel.state.exercises!!
        assertTrue("the scripted game has mistakes", exercises.isNotEmpty())
        val row = exercises.distinctBy { it.puzzle.id }
        compose.onNodeWithTag("result-exercises").performScrollTo().assertTextIs(said(exercisesOfferPhrase(exercises.size)))
        compose.onNodeWithTag("result-exercises").performClick()
        compose.onNodeWithTag("puzzle").assertExists()
        assertEquals(row.size, viewModel.puzzle!!.exercise!!.count)
        assertEquals(row.first().puzzle.id, viewModel.puzzle!!.puzzle.id)
        // Back returns to the game's result.
        compose.onNodeWithTag("back").performClick()
        compose.onNodeWithTag("result").assertExists()
        assertEquals(null, viewModel.puzzle)
    }
}
