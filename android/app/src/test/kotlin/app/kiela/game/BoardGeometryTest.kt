package app.kiela.game

import app.kiela.core.House
import app.kiela.core.Side
import app.kiela.core.spotAt
import app.kiela.core.spotOf
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.Assert.assertThrows
import kotlin.math.abs

/** The house under a touch point, for both seats and both orientations; the tiling; the sizes. */
class BoardGeometryTest {
    /**
     * A 411 dp phone at 2.625 px a dp (1080 px wide): the portrait board area (the screen's width,
     * 48 % of its 914 dp), a landscape one beside the side panel; a square; an area taller than
     * the cells may grow, so the grid does not fill it.
     */
    private val areas = listOf(1080f to 1152f, 1300f to 900f, 800f to 800f, 1080f to 2000f)
    private val geometries = areas.flatMap { (w, h) -> listOf(Side.SOUTH, Side.NORTH).map { BoardGeometry(w, h, it) } }

    private val BoardGeometry.gridWidth get() = BoardGeometry.COLUMNS * cellWidth
    private val BoardGeometry.gridHeight get() = BoardGeometry.ROWS * cellHeight
    private val BoardGeometry.name get() = "$viewer ${width}×$height"

    @Test
    fun `every house's centre and the corners of its cell map back to its index`() {
        for (g in geometries) {
            for (index in 0 until BoardGeometry.HOUSES) {
                val x = g.centreX(index)
                val y = g.centreY(index)
                assertEquals("${g.name}: centre of $index", index, g.indexAt(x, y))
                // Near each corner of the cell, still inside it.
                val ex = g.cellWidth * 0.499f
                val ey = g.cellHeight * 0.499f
                for ((sx, sy) in listOf(-1 to -1, 1 to -1, -1 to 1, 1 to 1)) {
                    assertEquals("${g.name}: corner ($sx, $sy) of $index", index, g.indexAt(x + sx * ex, y + sy * ey))
                }
            }
        }
    }

    @Test
    fun `the houses tile the grid, with no dead gap for a touch`() {
        val steps = 200
        for (g in geometries) {
            for (a in 0 until steps) for (b in 0 until steps) {
                val x = g.gridLeft + (a + 0.5f) / steps * g.gridWidth
                val y = g.gridTop + (b + 0.5f) / steps * g.gridHeight
                val index = checkNotNull(g.indexAt(x, y)) { "${g.name}: ($x, $y) is in no house" }
                assertTrue("${g.name}: ($x, $y) in the cell of $index", abs(x - g.centreX(index)) <= g.cellWidth / 2 + 0.01f)
                assertTrue("${g.name}: ($x, $y) in the cell of $index", abs(y - g.centreY(index)) <= g.cellHeight / 2 + 0.01f)
            }
            // Each house's cell (centre ± half a cell) has a place of its own, side by side.
            val places = (0 until BoardGeometry.HOUSES).map { g.screenRow(it) to g.screenColumn(it) }.toSet()
            assertEquals(g.name, BoardGeometry.HOUSES, places.size)
            for (index in 0 until BoardGeometry.HOUSES) {
                assertEquals(g.gridLeft + g.screenColumn(index) * g.cellWidth, g.centreX(index) - g.cellWidth / 2, 0.01f)
                assertEquals(g.gridTop + g.screenRow(index) * g.cellHeight, g.centreY(index) - g.cellHeight / 2, 0.01f)
            }
        }
    }

    @Test
    fun `the grid's edges are houses and just outside them is none`() {
        for (g in geometries) {
            val right = g.gridLeft + g.gridWidth
            val bottom = g.gridTop + g.gridHeight
            val midX = g.gridLeft + g.gridWidth / 2
            val midY = g.gridTop + g.gridHeight / 2
            assertNotNull("${g.name}: the top-left corner", g.indexAt(g.gridLeft, g.gridTop))
            assertNotNull("${g.name}: the bottom-right corner", g.indexAt(right - 0.01f, bottom - 0.01f))
            assertNull("${g.name}: left of the grid", g.indexAt(g.gridLeft - 0.01f, midY))
            assertNull("${g.name}: right of the grid", g.indexAt(right + 0.01f, midY))
            assertNull("${g.name}: above the grid", g.indexAt(midX, g.gridTop - 0.01f))
            assertNull("${g.name}: below the grid", g.indexAt(midX, bottom + 0.01f))
            assertNull(g.name, g.indexAt(Float.NEGATIVE_INFINITY, Float.NaN))
            assertNull(g.name, g.indexAt(1e6f, 1e6f))
        }
    }

    @Test
    fun `the grid fits the area, centred, with cells never wider than tall`() {
        for (g in geometries) {
            assertTrue(g.name, g.gridWidth <= g.width + 0.01f && g.gridHeight <= g.height + 0.01f)
            assertTrue("${g.name}: a cell is never wider than tall", g.cellHeight >= g.cellWidth - 0.01f)
            assertTrue("${g.name}: nor a slit", g.cellHeight <= g.cellWidth * BoardGeometry.MAX_CELL_ASPECT + 0.01f)
            assertEquals(g.name, g.width - g.gridWidth, 2 * g.gridLeft, 0.01f)
            assertEquals(g.name, g.height - g.gridHeight, 2 * g.gridTop, 0.01f)
        }
        // An area of the board's aspect ratio is filled, with cells 1.6 times as tall as wide.
        val g = BoardGeometry(1000f, 1000f / BoardGeometry.ASPECT_RATIO, Side.SOUTH)
        assertEquals(0f, g.gridLeft, 0.01f)
        assertEquals(0f, g.gridTop, 0.01f)
        assertEquals(1.6f, g.cellHeight / g.cellWidth, 1e-4f)
    }

    @Test
    fun `on a portrait phone the houses are tall capsules of at least 40 × 56 dp`() {
        // In dp: 411 (Pixel 7) and 448 dp wide phones, the board 45 % of the screen's height.
        for ((w, screen) in listOf(411f to 914f, 448f to 997f)) {
            val g = BoardGeometry(w, 0.45f * screen, Side.SOUTH)
            assertEquals("the width over ten columns", w / 10, g.cellWidth, 1e-4f)
            assertEquals("the board the screen's full width", 0f, g.gridLeft, 1e-4f)
            assertTrue("$w dp: ${g.cellWidth} × ${g.cellHeight}", g.cellWidth >= 40f && g.cellHeight >= 56f)
        }
        // A taller area does not make slits: the cells stop at 2.6 widths and the grid is centred.
        val tall = BoardGeometry(411f, 700f, Side.SOUTH)
        assertEquals(2.6f * 41.1f, tall.cellHeight, 1e-3f)
        assertEquals((700f - 4 * tall.cellHeight) / 2, tall.gridTop, 1e-3f)
        // Turned, the height decides the width too: a cell no wider than a quarter of it.
        val landscape = BoardGeometry(2000f, 800f, Side.SOUTH)
        assertEquals(200f, landscape.cellWidth, 1e-3f)
        assertEquals(200f, landscape.cellHeight, 1e-3f)
        assertEquals(0f, landscape.gridTop, 1e-3f)
    }

    @Test
    fun `South's o1 is bottom-left for South and top-right, turned, for North`() {
        val o1 = spotOf(Side.SOUTH, House.O1).index
        val northO1 = spotOf(Side.NORTH, House.O1).index
        for ((w, h) in areas) {
            val south = BoardGeometry(w, h, Side.SOUTH)
            val north = BoardGeometry(w, h, Side.NORTH)
            val left = south.gridLeft + 1f
            val right = south.gridLeft + south.gridWidth - 1f
            val top = south.gridTop + 1f
            val bottom = south.gridTop + south.gridHeight - 1f
            assertEquals("South sees its o1 bottom-left", o1, south.indexAt(left, bottom))
            assertEquals("North sees South's o1 top-right", o1, north.indexAt(right, top))
            assertEquals("North sees its own o1 bottom-left", northO1, north.indexAt(left, bottom))
            assertEquals("South sees North's o1 top-right", northO1, south.indexAt(right, top))
            assertEquals(3, south.screenRow(o1)); assertEquals(0, south.screenColumn(o1))
            assertEquals(0, north.screenRow(o1)); assertEquals(9, north.screenColumn(o1))
        }
    }

    @Test
    fun `each person's own houses are the bottom two rows, by the core's spots`() {
        for (g in geometries) {
            for (index in 0 until BoardGeometry.HOUSES) {
                val spot = spotAt(index)!!
                val own = spot.side == g.viewer
                assertEquals("${g.viewer}: $spot", own, g.screenRow(index) >= 2)
                // House 1 is at its owner's left: the left for the person, the right for the opponent.
                if (spot.number == 1) assertEquals("${g.viewer}: $spot", if (own) 0 else 9, g.screenColumn(index))
            }
        }
    }

    @Test
    fun `an area of no size has cells of size 0 and no house anywhere`() {
        val sizes = listOf(0f to 0f, 0f to 500f, 1000f to 0f, -10f to 400f, 800f to -1f, Float.NaN to 300f,
            Float.POSITIVE_INFINITY to Float.POSITIVE_INFINITY)
        for ((w, h) in sizes) {
            val g = BoardGeometry(w, h, Side.SOUTH)
            assertEquals("$w × $h", 0f, g.cellWidth, 0f)
            assertEquals("$w × $h", 0f, g.cellHeight, 0f)
            for ((x, y) in listOf(0f to 0f, w / 2 to h / 2, 1f to 1f, -1f to -1f, g.centreX(25) to g.centreY(25))) {
                assertNull("$w × $h at ($x, $y)", g.indexAt(x, y))
            }
        }
    }

    @Test
    fun `an index off the board is a programming error`() {
        val g = BoardGeometry(1080f, 1600f, Side.NORTH)
        for (index in listOf(-1, 40, 1000)) {
            assertThrows(IllegalArgumentException::class.java) { g.centreX(index) }
            assertThrows(IllegalArgumentException::class.java) { g.centreY(index) }
            assertThrows(IllegalArgumentException::class.java) { g.screenRow(index) }
            assertThrows(IllegalArgumentException::class.java) { g.screenColumn(index) }
        }
    }
}
