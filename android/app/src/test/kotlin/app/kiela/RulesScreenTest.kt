package app.kiela

import android.content.Context
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.junit4.v2.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.ui.RulesScreen
import app.kiela.ui.theme.KielaTheme
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode

/** The rules screen to TalkBack: text, and each diagram one picture that says what it shows. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class RulesScreenTest {
    @get:Rule val compose = createComposeRule()

    private val context: Context get() = ApplicationProvider.getApplicationContext()

    @Test
    fun eachDiagramIsOneImageWithItsDescriptionAndNoHouseIsAButton() {
        compose.setContent { KielaTheme { RulesScreen(onBack = {}) } }
        // The pictures of the text (the back arrow aside).
        val image = SemanticsMatcher.expectValue(SemanticsProperties.Role, Role.Image) and !hasAnyAncestor(hasTestTag("back"))
        val images = compose.onAllNodes(image, useUnmergedTree = true)
        images.assertCountEquals(2)
        images[0].assertContentDescriptionEquals(context.getString(R.string.rules_diagram_start_description))
        images[1].assertContentDescriptionEquals(context.getString(R.string.rules_diagram_capture_description))
        val house = SemanticsMatcher("a house node") { it.config.getOrElse(SemanticsProperties.TestTag) { "" }.startsWith("house-") }
        compose.onAllNodes(house, useUnmergedTree = true).assertCountEquals(0)
        // The only thing to press is the way back: the arrow, named for TalkBack.
        val clickable = compose.onAllNodes(hasClickAction(), useUnmergedTree = true).fetchSemanticsNodes()
        assertEquals(listOf("back"), clickable.map { it.config.getOrElse(SemanticsProperties.TestTag) { "?" } })
        compose.onNodeWithTag("back").assertContentDescriptionEquals(context.getString(R.string.action_back))
    }
}
