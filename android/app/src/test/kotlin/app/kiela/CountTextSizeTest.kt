package app.kiela

import android.graphics.Paint
import android.graphics.Typeface
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.lerp
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.Side
import app.kiela.game.BoardGeometry
import app.kiela.ui.board.BoardPainter
import app.kiela.ui.board.HALF_TINT
import app.kiela.ui.board.BoardPainter.Companion.countTextSize
import app.kiela.ui.theme.boardColorsOf
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import kotlin.math.pow

/** The counts on the board grow with the person's font size, still fit in their house, and can be read on the wood. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class CountTextSizeTest {
    // A portrait phone of 411 dp at 2.625 px a dp (1080 px): the board its full width, 45 % of its
    // 914 dp height; cells 41.1 dp wide.
    private val density = 2.625f
    private val phone = BoardGeometry(411f * density, 0.45f * 914f * density, Side.SOUTH)
    private val cell = phone.cellWidth

    @Test
    fun atFontScaleOneTheCountsAreAtLeastTenSpAndAShareOfTheCell() {
        val size = countTextSize(cell, density, fontScale = 1f)
        assertTrue("$size px", size >= 10f * density)
        assertTrue("$size px: a third of a ${cell} px cell", size >= cell / 3)
        assertFits(size, 1f)
    }

    @Test
    fun atFontScaleTwoTheCountsAreTwentySpAndLargerThanAtOne() {
        val normal = countTextSize(cell, density, fontScale = 1f)
        val large = countTextSize(cell, density, fontScale = 2f)
        assertTrue("$large px at 2.0: 10 sp × 2", large >= 10f * 2f * density)
        assertTrue("$large px at 2.0 against $normal px at 1.0", large >= normal * 1.4f)
        assertTrue(countTextSize(cell, density, fontScale = 1.3f) > normal)
        assertFits(large, 2f)
    }

    @Test
    fun theCountsNeverOutgrowTheirHouse() {
        for (scale in listOf(1f, 1.3f, 2f, 3f)) assertFits(countTextSize(cell, density, scale), scale)
    }

    @Test
    fun onASmallBoardTheCountsStayReadable() {
        // Cells of 27 dp (a small phone, or landscape with the texts beside the board).
        val size = countTextSize(27f * density, density, fontScale = 1f)
        assertEquals("10 sp at least", 10f * density, size, 0.01f)
    }

    @Test
    fun thePainterDrawsItsCountsAtThatSize() {
        val colors = boardColorsOf(lightColorScheme(), dark = false)
        val painter = BoardPainter(phone, colors, density, fontScale = 2f)
        assertEquals(countTextSize(phone.cellWidth, density, 2f), painter.countSizePx, 0.001f)
        assertTrue(painter.countSizePx > BoardPainter(phone, colors, density, fontScale = 1f).countSizePx)
    }

    @Test
    fun theCountsAreLightOnTheWoodOfContrastAtLeastFourAndAHalfToOne() {
        for (dark in listOf(false, true)) {
            val colors = boardColorsOf(if (dark) darkColorScheme() else lightColorScheme(), dark)
            for (half in listOf(colors.south, colors.north)) {
                // The wood as the texture tints it with each half's owner's colour.
                val wood = lerp(colors.wood, half.copy(alpha = 1f), HALF_TINT)
                val ratio = contrast(colors.count, wood)
                assertTrue("dark = $dark: $ratio:1", ratio >= 4.5)
            }
            assertEquals("dark = $dark: the wood is opaque", 1f, colors.wood.alpha)
        }
    }

    /** The widest count, 112, drawn as the painter draws it at [size] px, fits in the cell's width. */
    private fun assertFits(size: Float, scale: Float) {
        val paint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
            textSize = size
            typeface = Typeface.DEFAULT_BOLD
            fontFeatureSettings = "tnum"
        }
        val width = paint.measureText("112")
        assertTrue("three digits at $size px (font scale $scale): $width px in a $cell px cell", width <= cell * 0.95f)
    }

    // WCAG 2's contrast ratio of two opaque colours.
    private fun contrast(a: Color, b: Color): Double {
        val la = luminance(a)
        val lb = luminance(b)
        return (maxOf(la, lb) + 0.05) / (minOf(la, lb) + 0.05)
    }

    private fun luminance(c: Color): Double {
        fun channel(v: Float): Double = if (v <= 0.03928f) v / 12.92 else ((v + 0.055) / 1.055).pow(2.4)
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }
}
