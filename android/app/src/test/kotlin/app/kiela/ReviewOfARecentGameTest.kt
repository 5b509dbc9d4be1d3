package app.kiela

import android.app.Application
import androidx.activity.ComponentActivity
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.lifecycle.ViewModelStore
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameReview
import app.kiela.core.GameReviewer
import app.kiela.core.GameSession
import app.kiela.core.Level
import app.kiela.core.Opponent
import app.kiela.core.PastGame
import app.kiela.core.PersonOutcome
import app.kiela.core.ReviewSeats
import app.kiela.core.Side
import app.kiela.core.Verdict
import app.kiela.core.emptyStatistics
import app.kiela.core.newGameSettings
import app.kiela.core.statisticsJson
import app.kiela.core.AppEvent
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.core.GuideAnswer
import app.kiela.ui.theme.KielaTheme
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * A game against the computer in which the person sat North, as the statistics keep it: its row
 * and its review are the person's, from who sat where as the core keeps it with the game. The
 * graph is North's (South's turned over), the review opens at North's first mistake, and the
 * players are "you" and "the computer", the person first.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class ReviewOfARecentGameTest {
    @get:Rule val compose = createAndroidComposeRule<ComponentActivity>()

    private val viewModels = ViewModelStore()

    @After
    fun closeTheGame() = viewModels.clear()

    private fun count(n: Int, one: String) = "$n $one${if (n == 1) "" else "s"}"

    @Test
    fun aGameThePersonPlayedAsNorthIsReviewedFromNorthsSide() {
        // The scripted game (South wins), kept as one the person lost as North.
        val (record, turns) = GameSession(newGameSettings(twoPeople)).use { session ->
            scriptedTaps().forEach { session.play(it) }
            session.recordText() to session.snapshot().turns
        }
        val seats = ReviewSeats.AgainstComputer(Side.NORTH)
        val kept = PastGame(Opponent.Computer(Level.EASY), PersonOutcome.LOST, seats, turns, record, exercises = null)
        val statistics = statisticsJson(emptyStatistics().copy(recentGames = listOf(kept)))
        val application: Application = ApplicationProvider.getApplicationContext()
        val viewModel = GameViewModel(application, dataFolder("statistics.json" to statistics).path).also { viewModels.put("game", it) }
        compose.setContent { KielaTheme { KielaApp(viewModel, onShare = {}) } }
        viewModel.loaded()
        compose.runOnUiThread { if (viewModel.state.guideOffer) viewModel.send(AppEvent.AnswerGuideOffer(GuideAnswer.LATER)) }
        assertEquals("read back with its seats and turns", listOf(kept), viewModel.state.statistics.recentGames)

        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-statistics").performClick()
        val row = compose.onNodeWithTag("recent-game-0").performScrollTo()
        assertEquals(listOf("Computer · Easy", "You lost · ${count(turns, "turn")}"), row.fetchSemanticsNode().config[SemanticsProperties.Text].map { it.text })
        row.performClick()
        compose.onNodeWithTag("review").assertExists()
        val review = compose.runOnUiThread<GameReview> { viewModel.awaitReviewed() }
        compose.waitForIdle()
        assertEquals(seats, review.seats)

        // North's graph is South's turned over.
        val south = GameReviewer().use { it.review(record, ReviewSeats.BySide) }
        assertEquals(south.turns, review.turns)
        for ((s, n) in south.graph.zip(review.graph)) {
            assertEquals(-s.played, n.played, 0.0)
            assertEquals(-s.best, n.best, 0.0)
        }
        compose.onNodeWithText("Seen from your side: above the middle line you are more likely to win.").assertExists()

        // It opens at North's first mistake or blunder.
        val opening = firstPoorTurn(review.turns, Side.NORTH)
        assertEquals(opening, review.opening)
        val graph = compose.onNodeWithTag("review-graph")
        val verdict = review.turns[opening].verdict.name.lowercase().replaceFirstChar { it.uppercase() }
        assertEquals("Turn ${review.turns[opening].turn}, $verdict", graph.fetchSemanticsNode().config[SemanticsProperties.StateDescription])

        // The person (North) first, then the computer, each with their own verdicts.
        val poor = { side: Side, by: String ->
            val mine = review.turns.filter { it.mover == side }
            "${count(mine.count { it.verdict == Verdict.MISTAKE }, "mistake")} and ${count(mine.count { it.verdict == Verdict.BLUNDER }, "blunder")} by $by"
        }
        graph.assertContentDescriptionEquals("Winning chance over ${count(review.turns.size, "turn")}; ${poor(Side.NORTH, "you")}; ${poor(Side.SOUTH, "the computer")}")
        for ((side, name) in listOf(Side.NORTH to "You", Side.SOUTH to "Computer")) {
            val card = compose.onNodeWithTag("review-summary-${side.name.lowercase()}").performScrollTo()
            val said = card.fetchSemanticsNode().config[SemanticsProperties.ContentDescription].single()
            assertTrue(said, said.startsWith("$name: ${count(review.turns.count { it.mover == side && it.verdict == Verdict.BEST }, "best move")}, "))
        }
        val north = compose.onNodeWithTag("review-summary-north").fetchSemanticsNode().boundsInRoot
        val computer = compose.onNodeWithTag("review-summary-south").fetchSemanticsNode().boundsInRoot
        assertTrue("the person's card first: $north, $computer", north.left < computer.left)
    }
}
