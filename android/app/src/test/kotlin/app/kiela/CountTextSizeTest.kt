package app.kiela

import androidx.compose.material3.lightColorScheme
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.Side
import app.kiela.game.BoardGeometry
import app.kiela.ui.board.BoardPainter
import app.kiela.ui.board.BoardPainter.Companion.countTextSize
import app.kiela.ui.theme.boardColorsOf
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode

/** The counts on the board grow with the person's font size, and still fit in their house. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class CountTextSizeTest {
    // A portrait phone of 411 dp at 1.5 px a dp: a board 600 px wide, cells of 57 px.
    private val density = 1.5f
    private val cell = 57f

    @Test
    fun atFontScaleTwoTheCountsAreLargerThanAtOne() {
        val normal = countTextSize(cell, density, fontScale = 1f)
        val large = countTextSize(cell, density, fontScale = 2f)
        assertTrue("$large px at 2.0 against $normal px at 1.0", large >= normal * 1.4f)
        assertTrue(countTextSize(cell, density, fontScale = 1.3f) > normal)
    }

    @Test
    fun theCountsNeverOutgrowTheirHouse() {
        for (scale in listOf(1f, 1.3f, 2f, 3f)) {
            val size = countTextSize(cell, density, scale)
            // Three digits in the corner of a cell: about 1.7 text sizes wide, 0.75 tall.
            assertTrue("$size px at $scale", 1.7f * size <= cell * 0.8f)
        }
    }

    @Test
    fun onASmallBoardTheCountsStayReadable() {
        // Cells of 27 dp (a small phone, or landscape with the texts beside the board).
        val size = countTextSize(40f, density, fontScale = 1f)
        assertEquals("10 sp at least", 10f * density, size, 0.01f)
    }

    @Test
    fun thePainterDrawsItsCountsAtThatSize() {
        val geometry = BoardGeometry(600f, 260f, Side.SOUTH)
        val colors = boardColorsOf(lightColorScheme(), dark = false)
        val painter = BoardPainter(geometry, colors, density, fontScale = 2f)
        assertEquals(countTextSize(geometry.cellSize, density, 2f), painter.countSizePx, 0.001f)
        assertTrue(painter.countSizePx > BoardPainter(geometry, colors, density, fontScale = 1f).countSizePx)
    }
}
