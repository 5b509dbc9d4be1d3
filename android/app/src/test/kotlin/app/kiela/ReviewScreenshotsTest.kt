package app.kiela

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameReview
import app.kiela.core.Side
import app.kiela.core.Verdict
import org.junit.Assert.assertEquals
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
 * at the bottom player's first mistake.
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

    /** The game reviewed, at the bottom player's first mistake (stepped to with the graph's actions, as TalkBack does). */
    private fun reviewedAtAMistake() {
        compose.runOnUiThread { viewModel.playTheScriptedGame() }
        compose.waitForIdle()
        compose.onNodeWithTag("result-review").performScrollTo().performClick()
        compose.onNodeWithTag("review").assertExists()
        val review = compose.runOnUiThread<GameReview> { compose.activity.reviewViewModel().awaitReviewed() }
        compose.waitForIdle()
        val turns = review.turns
        val mistake = turns.indexOfFirst { it.mover == Side.SOUTH && it.verdict == Verdict.MISTAKE }
        assertTrue("a mistake of the bottom player's to show", mistake >= 0)
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
        assertEquals(Verdict.MISTAKE, turns[at].verdict)
    }

    @Test
    fun reviewPortrait() {
        reviewedAtAMistake()
        shoot("review-portrait")
    }

    @Test
    @Config(qualifiers = REVIEW_PHONE_NIGHT)
    fun reviewDark() {
        reviewedAtAMistake()
        shoot("review-dark")
    }

    @Test
    @Config(qualifiers = "ar-$REVIEW_PHONE")
    fun reviewArabic() {
        reviewedAtAMistake()
        shoot("review-ar")
    }

    @Test
    @Config(qualifiers = REVIEW_LANDSCAPE)
    fun reviewLandscape() {
        reviewedAtAMistake()
        shoot("review-landscape")
    }

    @Test
    @Config(fontScale = 2.0f)
    fun reviewLargeText() {
        reviewedAtAMistake()
        shoot("review-font-2.0")
    }
}

private const val REVIEW_PHONE = "w411dp-h891dp-port-hdpi"
private const val REVIEW_LANDSCAPE = "w891dp-h411dp-land-hdpi"
private const val REVIEW_PHONE_NIGHT = "w411dp-h891dp-port-night-hdpi"
