package app.kiela

import android.util.LayoutDirection
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performSemanticsAction
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.Side
import app.kiela.core.MarkKind
import app.kiela.game.BoardGeometry
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * In Arabic the menus run right to left but the board keeps its direction: every house's
 * TalkBack node must lie over the house it names, so explore-by-touch reads and sows the house
 * under the finger.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "ar")
class RightToLeftBoardTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()

    private fun start() {
        assertEquals(LayoutDirection.RTL, compose.activity.resources.configuration.layoutDirection)
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
    }

    /** The board index of the house the last turn lifted its stones from. */
    private fun sown(): Int = viewModel.state.snapshot.lastMoveMarks.single { it.kind == MarkKind.Lifted }.house

    @Test
    fun everyHouseNodeLiesOverTheHouseItNames() {
        start()
        val board = compose.onNodeWithTag("board").fetchSemanticsNode().boundsInRoot
        val geometry = BoardGeometry(board.width, board.height, Side.SOUTH)
        for (index in 0 until BoardGeometry.HOUSES) {
            val node = compose.onNodeWithTag("house-$index", useUnmergedTree = true).fetchSemanticsNode().boundsInRoot
            val centre = node.center - board.topLeft
            assertEquals("house $index: the drawn house under its node", index, geometry.indexAt(centre.x, centre.y))
            assertEquals("house $index: x", geometry.centreX(index), centre.x, 1f)
            assertEquals("house $index: y", geometry.centreY(index), centre.y, 1f)
            // The node is the house's whole cell: the houses' nodes tile the board as they do.
            assertEquals("house $index: width", geometry.cellWidth, node.width, 1f)
            assertEquals("house $index: height", geometry.cellHeight, node.height, 1f)
        }
    }

    @Test
    fun aTapOnAHouseNodeWhereItIsSowsThatHouse() {
        start()
        // A click at the node's centre, as a finger there, reaches the drawn board beneath it.
        compose.onNodeWithTag("house-35").performClick()
        compose.waitForIdle()
        assertEquals(35, sown())
    }

    @Test
    fun theSowActionOfAHouseNodeSowsThatHouse() {
        start()
        compose.onNodeWithTag("house-31").performSemanticsAction(SemanticsActions.OnClick)
        compose.waitForIdle()
        assertEquals(31, sown())
    }
}
