package app.kiela

import androidx.compose.ui.test.junit4.v2.createEmptyComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.test.core.app.ActivityScenario
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.PuzzleKind
import app.kiela.core.PuzzleState
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The pictures of learning and growing, in the four languages, compared with their goldens
 * (Goldens.kt): the puzzles screen with the puzzle of the day and its streak (on a fixed date,
 * so the day's puzzle is the same on every run), the statistics with the rating, its ± and
 * its history, and an exercise made from a mistake of the scripted game.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = LEARN_PHONE)
class LearnScreenshotsTest {
    @get:Rule val compose = createEmptyComposeRule()

    private var scenario: ActivityScenario<MainActivity>? = null
    private lateinit var activity: MainActivity
    private val viewModel get() = activity.gameViewModel()

    @After
    fun close() {
        scenario?.close()
    }

    private fun launch(statistics: String?) {
        scenario = launchLearning(compose, statistics) { activity = it }
    }

    private fun shoot(name: String) {
        compose.waitForIdle()
        val layout = PictureLayout.of(compose, compose.density, activity.resources.configuration)
        PictureLayout.record(name, layout)
        compose.onRoot().shootGolden(name)
        layout.check(name)
    }

    private fun openFromMenu(item: String) {
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-$item").performClick()
    }

    /** The daily card: a streak of four days kept from yesterday, today's puzzle still to solve. */
    private fun dailyPuzzle(name: String) {
        launch(learnerStatistics())
        val overview = viewModel.state.puzzles
        assertEquals(TODAY, overview.daily.date)
        assertEquals(4, overview.streak)
        openFromMenu("puzzles")
        compose.onNodeWithTag("daily-play").assertExists()
        shoot(name)
    }

    @Test fun dailyPuzzleEnglish() = dailyPuzzle("daily-en")

    @Test @Config(qualifiers = "pt-$LEARN_PHONE")
    fun dailyPuzzlePortuguese() = dailyPuzzle("daily-pt")

    @Test @Config(qualifiers = "nl-$LEARN_PHONE")
    fun dailyPuzzleDutch() = dailyPuzzle("daily-nl")

    @Test @Config(qualifiers = "ar-$LEARN_PHONE")
    fun dailyPuzzleArabic() = dailyPuzzle("daily-ar")

    /** The statistics opened on the rating: its value with the ± and the graph of eight games. */
    private fun rating(name: String) {
        launch(learnerStatistics())
        assertTrue(viewModel.state.statistics.rating.games > 0)
        openFromMenu("statistics")
        compose.onNodeWithTag("rating-graph").assertExists()
        shoot(name)
    }

    @Test fun ratingEnglish() = rating("rating-en")

    @Test @Config(qualifiers = "pt-$LEARN_PHONE")
    fun ratingPortuguese() = rating("rating-pt")

    @Test @Config(qualifiers = "nl-$LEARN_PHONE")
    fun ratingDutch() = rating("rating-nl")

    @Test @Config(qualifiers = "ar-$LEARN_PHONE")
    fun ratingArabic() = rating("rating-ar")

    /**
     * The first exercise of the scripted game's (opened from the puzzles screen's "Your
     * mistakes"), tried again with the move played in the game: still a mistake, the better
     * move glowing.
     */
    private fun exercise(name: String) {
        launch(null)
        compose.runOnUiThread { viewModel.reviewTheScriptedGame() }
        compose.waitForIdle()
        openFromMenu("puzzles")
        compose.onNodeWithTag("mistakes-start").performClick()
        val row = checkNotNull(viewModel.puzzle?.exercise)
        val played = (row.exercise.puzzle.kind as PuzzleKind.BetterMove).played
        assertTrue(tapForTheVerdict(compose, viewModel, played.index) is PuzzleState.Missed)
        shoot(name)
    }

    @Test fun exerciseEnglish() = exercise("exercise-en")

    @Test @Config(qualifiers = "pt-$LEARN_PHONE")
    fun exercisePortuguese() = exercise("exercise-pt")

    @Test @Config(qualifiers = "nl-$LEARN_PHONE")
    fun exerciseDutch() = exercise("exercise-nl")

    @Test @Config(qualifiers = "ar-$LEARN_PHONE")
    fun exerciseArabic() = exercise("exercise-ar")
}

private const val LEARN_PHONE = "w411dp-h891dp-port-hdpi"
