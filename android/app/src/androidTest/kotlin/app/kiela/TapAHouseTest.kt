package app.kiela

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

/**
 * On a device (`./gradlew connectedDebugAndroidTest`; CI runs it on a 16 KB-page emulator): the
 * app starts with the Rust library the APK carries, a tap on one of the person's houses is sown
 * and the board changes. It looks at the board only through what TalkBack is given: each house
 * is a node tagged `house-N` whose description tells its stones, and the person's houses have a
 * sow action.
 */
@RunWith(AndroidJUnit4::class)
class TapAHouseTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    /** A house of the person's, which can be tapped (the far player's houses have no action). */
    private val personsHouse = SemanticsMatcher("one of the person's houses") { node ->
        node.config.getOrElseNullable(SemanticsProperties.TestTag) { null }?.startsWith("house-") == true &&
            SemanticsActions.OnClick in node.config
    }

    /** Every house's tag and what it says (its stones among it), as the board shows them now. */
    private fun board(): Map<String, String> =
        compose.onAllNodes(SemanticsMatcher("a house") { node ->
            node.config.getOrElseNullable(SemanticsProperties.TestTag) { null }?.startsWith("house-") == true
        }).fetchSemanticsNodes().associate { node ->
            node.config[SemanticsProperties.TestTag] to
                node.config.getOrElseNullable(SemanticsProperties.ContentDescription) { null }.orEmpty().joinToString()
        }

    private fun shown(tag: String) = compose.onAllNodesWithTag(tag).fetchSemanticsNodes().isNotEmpty()

    private fun personsHouses() = compose.onAllNodes(personsHouse).fetchSemanticsNodes()

    @Test
    fun tappingOneOfThePersonsHousesChangesTheBoard() {
        // The game is read off the main thread (the library loads with it).
        compose.waitUntil(LOAD_MS) { personsHouses().isNotEmpty() }
        compose.waitForIdle()
        assertTrue("the board shows its houses: ${board()}", board().size >= 16)

        // An empty house is not sown (the tap is refused and nothing changes): try the person's
        // houses in turn until one is.
        val tags = personsHouses().map { it.config[SemanticsProperties.TestTag] }
        var changed = false
        for (tag in tags) {
            declineTheGuide()
            val before = board()
            compose.onNodeWithTag(tag).performClick()
            changed = runCatching { compose.waitUntil(TURN_MS) { board() != before } }.isSuccess
            if (changed) break
        }
        assertTrue("a tap on one of the person's houses $tags changed the board", changed)
    }

    /** A first start offers the guided game over the board: declined (Later), so taps reach it. */
    private fun declineTheGuide() {
        if (shown(GUIDE_LATER)) {
            compose.onNodeWithTag(GUIDE_LATER).performClick()
            compose.waitUntil(LOAD_MS) { !shown(GUIDE_LATER) }
        }
    }

    private companion object {
        const val GUIDE_LATER = "guide-later"
        const val LOAD_MS = 20_000L
        const val TURN_MS = 5_000L
    }
}
