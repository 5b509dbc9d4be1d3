package app.kiela

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameReview
import app.kiela.core.MoveCost
import app.kiela.core.ReviewSeats
import app.kiela.core.ReviewValue
import app.kiela.core.ReviewedTurn
import app.kiela.core.Side
import app.kiela.core.Verdict
import app.kiela.core.AppEvent
import app.kiela.core.ReviewPhase
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import kotlin.math.abs

/**
 * The review of a finished game, in the real activity: opened from the result card and from the
 * statistics' recent games, its graph and turn lines as TalkBack reads them, stepping through
 * the turns, and leaving while the core still reviews.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi")
class ReviewScreenTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()
    private val reviews get() = compose.activity.reviewViewModel()

    @Before
    fun finishAGame() {
        compose.runOnUiThread {
            viewModel.startGame(twoPeople)
            viewModel.playToTheEnd()
        }
        compose.waitForIdle()
        assertTrue(viewModel.state.snapshot.result != null)
    }

    private fun openFromTheResultCard(): GameReview {
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        compose.onNodeWithTag("review").assertExists()
        val review = compose.runOnUiThread<GameReview> { reviews.awaitReviewed() }
        compose.waitForIdle()
        return review
    }

    private fun SemanticsNodeInteraction.customAction(label: String) = compose.runOnUiThread {
        fetchSemanticsNode().config[SemanticsActions.CustomActions].single { it.label == label }.action()
    }.also { compose.waitForIdle() }

    private fun SemanticsNodeInteraction.stateDescription() = fetchSemanticsNode().config[SemanticsProperties.StateDescription]

    private fun SemanticsNodeInteraction.contentDescription() = fetchSemanticsNode().config[SemanticsProperties.ContentDescription].single()

    // The English words of the review, written out here rather than taken from the app.
    private fun count(n: Int, one: String, other: String = one + "s") = "$n ${if (n == 1) one else other}"

    private fun seat(side: Side) = if (side == Side.SOUTH) "Bottom player" else "Top player"

    // A house's notation as the line shows it, kept whole in any direction (between left-to-right isolates).
    private fun notation(turn: ReviewedTurn, best: Boolean = false) = "\u2066" + (if (best) turn.best else turn.played).house.name.lowercase() + "\u2069"

    private fun verdictName(verdict: Verdict) = verdict.name.lowercase().replaceFirstChar { it.uppercase() }

    // A value as the review's line says it: the mover's chance of winning, or a proven result.
    private fun value(value: ReviewValue) = when (value) {
        is ReviewValue.Chance -> "${value.percent}% to win"
        is ReviewValue.Win -> "a forced win"
        is ReviewValue.Loss -> "a forced loss"
    }

    @Test
    fun theResultCardOpensTheReviewOfTheGameJustPlayedAndItsTurnsCanBeStepped() {
        val record = viewModel.recordText()
        val review = openFromTheResultCard()
        val state = reviews.review!!
        assertTrue(state.phase is ReviewPhase.Reviewed)
        assertEquals(record, state.record)
        assertEquals(ReviewSeats.TwoPeople, state.seats)
        assertEquals(ReviewSeats.TwoPeople, review.seats)
        val turns = review.turns
        assertTrue("a whole game: ${turns.size} sowings", turns.size > 10)
        // The graph is the bottom player's (South's) chance of winning: above the middle line where
        // South is more likely to win, 2 × chance − 1.
        assertEquals(turns.size, review.graph.size)
        for ((turn, point) in turns.zip(review.graph)) {
            val forSouth = if (turn.mover == Side.SOUTH) turn.chance else 1 - turn.chance
            assertEquals("$turn: $point", 2 * forSouth - 1, point.played, 1e-9)
            assertTrue("$point: heights within the edges", abs(point.played) <= 1.0 && abs(point.best) <= 1.0)
        }

        // The graph, as TalkBack reads it: the turns, and each player's mistakes and blunders.
        val side = { s: Side ->
            val mistakes = turns.count { it.mover == s && it.verdict == Verdict.MISTAKE }
            val blunders = turns.count { it.mover == s && it.verdict == Verdict.BLUNDER }
            "${count(mistakes, "mistake")} and ${count(blunders, "blunder")} by the ${seat(s).lowercase()}"
        }
        val graph = compose.onNodeWithTag("review-graph")
        graph.assertContentDescriptionEquals("Winning chance over ${count(turns.size, "turn")}; ${side(Side.SOUTH)}; ${side(Side.NORTH)}")

        // It opens at the bottom player's first mistake or blunder, the better move shown.
        var index = review.opening
        assertEquals(firstPoorTurn(turns, Side.SOUTH), index)
        val first = turns[index]
        assertTrue("random play gives stones away: $first", first.verdict == Verdict.MISTAKE || first.verdict == Verdict.BLUNDER)
        assertEquals("Turn ${first.turn}, ${verdictName(first.verdict)}", graph.stateDescription())
        val line = compose.onNodeWithTag("review-turn-line")
        val shown = line.fetchSemanticsNode().config[SemanticsProperties.Text].joinToString { it.text }
        val head = "Turn ${first.turn} · ${seat(first.mover)} · ${notation(first)} — ${verdictName(first.verdict)}: "
        assertTrue(shown, shown.startsWith(head))
        // The better move's value for the mover, and what the move played cost: winning chances.
        assertTrue(shown, shown.endsWith("; better ${notation(first, best = true)} (${value(first.bestValue)})"))
        when (val cost = first.cost) {
            is MoveCost.Chance -> assertTrue(shown, shown.contains(": costs ${count(cost.points, "point")} of winning chance; "))
            MoveCost.WinThrownAway -> assertTrue(shown, shown.contains(": lets a won game slip; "))
            MoveCost.IntoLoss -> assertTrue(shown, shown.contains(": walks into a lost game; "))
            MoveCost.Nothing, MoveCost.Close -> fail("a mistake or blunder costs something: $first")
        }
        assertFalse(shown, shown.contains("stone"))
        // Read aloud with the houses in words.
        assertTrue(line.contentDescription(), line.contentDescription().startsWith("Turn ${first.turn} · ${seat(first.mover)} · ${first.played.row.name.lowercase()} house ${first.played.number} — "))
        compose.onNodeWithTag("review-board")
            .assertContentDescriptionEquals("The board before turn ${first.turn}; the house played has a dashed ring and the better move glows.")

        // Next and previous step one sowing at a time; the line follows.
        fun assertAt(i: Int) {
            val turn = turns[i]
            line.fetchSemanticsNode().config[SemanticsProperties.Text].joinToString { it.text }.let { text ->
                assertTrue(text, text.startsWith("Turn ${turn.turn} · ${seat(turn.mover)} · ${notation(turn)} — "))
                assertEquals(text, turn.verdict != Verdict.BEST, text.contains("; better ${notation(turn, best = true)} ("))
                assertTrue(text, text.endsWith(if (turn.verdict == Verdict.BEST) "Best move (${value(turn.bestValue)})" else "(${value(turn.bestValue)})"))
            }
            assertEquals("Turn ${turn.turn}, ${verdictName(turn.verdict)}", graph.stateDescription())
        }
        if (index < turns.size - 1) {
            compose.onNodeWithTag("review-next").performScrollTo().performClick()
            assertAt(++index)
        }
        compose.onNodeWithTag("review-previous").performScrollTo().performClick()
        assertAt(--index)
        // TalkBack steps with the graph's own actions too.
        graph.customAction("Next turn")
        assertAt(++index)
        graph.customAction("Previous turn")
        assertAt(--index)

        // A best move shows only the house played.
        val best = turns.indexOfFirst { it.verdict == Verdict.BEST }
        assertTrue(best >= 0)
        while (index > best) graph.customAction("Previous turn").also { index-- }
        while (index < best) graph.customAction("Next turn").also { index++ }
        assertAt(best)
        compose.onNodeWithTag("review-board").assertContentDescriptionEquals("The board before turn ${turns[best].turn}; the house played has a dashed ring.")
        assertTrue(line.fetchSemanticsNode().config[SemanticsProperties.Text].joinToString { it.text }.contains(" — Best move ("))

        // At the first turn there is no previous one.
        while (index > 0) graph.customAction("Previous turn").also { index-- }
        compose.onNodeWithTag("review-previous").assertIsNotEnabled()

        // Each player's verdicts, counted.
        val counts = { s: Side -> Verdict.entries.associateWith { v -> turns.count { it.mover == s && it.verdict == v } } }
        val south = counts(Side.SOUTH)
        assertEquals(south.getValue(Verdict.MISTAKE), review.south.mistake)
        assertEquals(counts(Side.NORTH).getValue(Verdict.BLUNDER), review.north.blunder)
        compose.onNodeWithTag("review-summary-south").assertContentDescriptionEquals(
            "Bottom player: ${count(south.getValue(Verdict.BEST), "best move")}, ${count(south.getValue(Verdict.GOOD), "good move")}, " +
                "${count(south.getValue(Verdict.INACCURACY), "inaccuracy", "inaccuracies")}, ${count(south.getValue(Verdict.MISTAKE), "mistake")}, " +
                count(south.getValue(Verdict.BLUNDER), "blunder"),
        )

        // Back to the game, its result still there.
        compose.onNodeWithTag("back").performClick()
        compose.onNodeWithTag("result").assertExists()
        compose.onNodeWithTag("review").assertDoesNotExist()
    }

    @Test
    fun theStatisticsListTheGameAndOpenItsReview() {
        val result = viewModel.state.snapshot.result!!
        val turns = viewModel.state.snapshot.turns
        val past = viewModel.state.statistics.recentGames.first()
        assertEquals(viewModel.recordText(), past.record)
        // The core keeps who sat where and the turns with the game.
        assertEquals(ReviewSeats.TwoPeople, past.seats)
        assertEquals(turns, past.turns)
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-statistics").performClick()
        val row = compose.onNodeWithTag("recent-game-0").performScrollTo()
        val outcome = when (result.winner) {
            Side.SOUTH -> "The bottom player won"
            Side.NORTH -> "The top player won"
            null -> "Draw"
        }
        assertEquals(listOf("Friend", "$outcome · ${count(turns, "turn")}"), row.fetchSemanticsNode().config[SemanticsProperties.Text].map { it.text })
        assertEquals("Review the game", row.fetchSemanticsNode().config[SemanticsActions.OnClick].label)
        row.performClick()
        compose.onNodeWithTag("review").assertExists()
        val review = compose.runOnUiThread<GameReview> { reviews.awaitReviewed() }
        compose.waitForIdle()
        val state = reviews.review!!
        assertTrue(state.phase is ReviewPhase.Reviewed)
        assertEquals(past.record, state.record)
        assertEquals(past.seats, state.seats)
        assertTrue(review.turns.isNotEmpty())
        compose.onNodeWithTag("review-graph").assertExists()
        // Back returns to the statistics, where it was opened.
        compose.onNodeWithTag("back").performClick()
        compose.onNodeWithTag("statistics").assertExists()
        compose.onNodeWithTag("review").assertDoesNotExist()
    }

    @Test
    fun leavingWhileTheCoreStillReviewsCancelsItCleanly() {
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        compose.onNodeWithTag("review").assertExists()
        assertTrue("${reviews.review}", reviews.review?.phase is ReviewPhase.Running)
        compose.onNodeWithTag("review-progress").assertExists()
        compose.onNodeWithTag("review-cancel").performClick()
        compose.onNodeWithTag("result").assertExists()
        // The driver cancels it (its worker stops: app_driver.rs, leaving_a_running_review_cancels_it).
        assertNull(reviews.review)

        // Opened again it starts afresh; the system back leaves it the same way.
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        compose.onNodeWithTag("review").assertExists()
        assertTrue("${reviews.review}", reviews.review?.phase is ReviewPhase.Running)
        compose.runOnUiThread { compose.activity.onBackPressedDispatcher.onBackPressed() }
        compose.waitForIdle()
        compose.onNodeWithTag("result").assertExists()
        assertNull(reviews.review)
    }

    @Test
    fun aRotationNeitherCancelsTheReviewNorLosesTheTurnShown() {
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        compose.onNodeWithTag("review").assertExists()
        val holder = reviews
        assertTrue("${holder.review}", holder.review?.phase is ReviewPhase.Running)
        compose.activityRule.scenario.recreate()
        viewModel // the game's view model, on the new activity
        assertTrue("the same review, still going: ${reviews.review}", reviews === holder && reviews.review != null)
        compose.runOnUiThread { reviews.awaitReviewed() }
        compose.waitForIdle()
        compose.onNodeWithTag("review-next").performScrollTo().performClick()
        val line = compose.onNodeWithTag("review-turn-line").fetchSemanticsNode().config[SemanticsProperties.Text].joinToString { it.text }
        compose.activityRule.scenario.recreate()
        viewModel
        compose.onNodeWithTag("review-turn-line").assertTextIs(line)
        assertTrue(reviews.review?.phase is ReviewPhase.Reviewed)
    }

    @Test
    fun theSameGameFromOtherSeatsIsReviewedAgainItsGraphTurnedOver() {
        val record = viewModel.recordText()
        val fromSouth = compose.runOnUiThread<GameReview> {
            reviews.send(AppEvent.OpenReview(record, ReviewSeats.TwoPeople))
            reviews.awaitReviewed()
        }
        // Asked for from the top player's side against the computer: never South's numbers meanwhile.
        val north = ReviewSeats.AgainstComputer(Side.NORTH)
        compose.runOnUiThread { reviews.send(AppEvent.OpenReview(record, north)) }
        val meanwhile = reviews.review
        assertTrue("$meanwhile", meanwhile?.phase is ReviewPhase.Running && meanwhile.seats == north)
        val fromNorth = compose.runOnUiThread<GameReview> { reviews.awaitReviewed() }
        assertEquals(north, fromNorth.seats)
        assertEquals(fromSouth.turns, fromNorth.turns)
        for ((s, n) in fromSouth.graph.zip(fromNorth.graph)) {
            assertEquals(-s.played, n.played, 0.0)
            assertEquals(-s.best, n.best, 0.0)
        }
        assertEquals(fromSouth.south, fromNorth.south)
        assertEquals(fromSouth.north, fromNorth.north)
        assertEquals(firstPoorTurn(fromNorth.turns, Side.NORTH), fromNorth.opening)

        // The same record and seats asked for again (from the statistics): the review as it is, not made again.
        compose.runOnUiThread { reviews.send(AppEvent.OpenReview(record, north)) }
        val again = reviews.review?.phase
        assertTrue("$again", again is ReviewPhase.Reviewed && again.review == fromNorth)
    }
}

/** The turn a review should open at, worked out here: [viewer]'s first mistake or blunder, else anyone's, else the first. */
fun firstPoorTurn(turns: List<ReviewedTurn>, viewer: Side): Int {
    val poor = { turn: ReviewedTurn -> turn.verdict == Verdict.MISTAKE || turn.verdict == Verdict.BLUNDER }
    return turns.indexOfFirst { it.mover == viewer && poor(it) }.takeIf { it >= 0 }
        ?: turns.indexOfFirst(poor).takeIf { it >= 0 }
        ?: 0
}
