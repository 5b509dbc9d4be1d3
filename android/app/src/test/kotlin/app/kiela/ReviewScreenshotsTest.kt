package app.kiela

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameReview
import app.kiela.core.MoveCost
import app.kiela.core.Side
import app.kiela.core.Verdict
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The review's pictures, rendered with real graphics and compared with their goldens
 * (Goldens.kt): the scripted game (two people, each taking the most stones it can) reviewed,
 * at the bottom player's first move that gave winning chance away (its line says how much).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = REVIEW_PHONE)
class ReviewScreenshotsTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()

    @Before
    fun loadTheGame() {
        viewModel
    }

    // As ScreenshotsTest shoots: the compose root through the test clock, its layout recorded and checked.
    private fun shoot(name: String) {
        compose.waitForIdle()
        val layout = PictureLayout.of(compose, compose.density, compose.activity.resources.configuration)
        PictureLayout.record(name, layout)
        compose.onRoot().shootGolden(name)
        layout.check(name)
    }

    /**
     * The game reviewed, at the bottom player's first move that cost points of winning chance
     * (stepped to with the graph's actions, as TalkBack does).
     */
    private fun reviewedAtACostlyMove() {
        compose.runOnUiThread { viewModel.playTheScriptedGame() }
        compose.waitForIdle()
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        compose.onNodeWithTag("review").assertExists()
        val review = compose.runOnUiThread<GameReview> { compose.activity.gameViewModel().awaitReviewed() }
        compose.waitForIdle()
        val turns = review.turns
        val mistake = turns.indexOfFirst { it.mover == Side.SOUTH && it.cost is MoveCost.Chance }
        assertTrue("a costly move of the bottom player's to show", mistake >= 0)
        var at = review.opening // where the review opens
        val graph = compose.onNodeWithTag("review-graph")
        while (at != mistake) {
            val forward = at < mistake
            val label = compose.activity.getString(if (forward) R.string.review_next else R.string.review_previous)
            compose.runOnUiThread { graph.fetchSemanticsNode().config[SemanticsActions.CustomActions].single { it.label == label }.action() }
            compose.waitForIdle() // the graph's actions step from the turn it shows
            at += if (forward) 1 else -1
        }
        compose.waitForIdle()
        assertTrue("${turns[at]}", turns[at].verdict != Verdict.BEST && turns[at].verdict != Verdict.GOOD)
    }

    @Test
    fun reviewPortrait() {
        reviewedAtACostlyMove()
        shoot("review-portrait")
    }

    @Test
    @Config(qualifiers = REVIEW_PHONE_NIGHT)
    fun reviewDark() {
        reviewedAtACostlyMove()
        shoot("review-dark")
    }

    @Test
    @Config(qualifiers = "ar-$REVIEW_PHONE")
    fun reviewArabic() {
        reviewedAtACostlyMove()
        shoot("review-ar")
    }

    @Test
    @Config(qualifiers = REVIEW_LANDSCAPE)
    fun reviewLandscape() {
        reviewedAtACostlyMove()
        shoot("review-landscape")
    }

    @Test
    @Config(fontScale = 2.0f)
    fun reviewLargeText() {
        reviewedAtACostlyMove()
        shoot("review-font-2.0")
    }
}

private const val REVIEW_PHONE = "w411dp-h891dp-port-hdpi"
private const val REVIEW_LANDSCAPE = "w891dp-h411dp-land-hdpi"
private const val REVIEW_PHONE_NIGHT = "w411dp-h891dp-port-night-hdpi"
