package app.kiela.game

import app.kiela.core.House
import app.kiela.core.Side
import app.kiela.core.spotAt
import app.kiela.core.spotOf
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class BoardGeometryTest {
    /** A phone's board area upright and turned: only the size differs. */
    private val sizes = listOf(1080f to 1600f, 2160f to 1000f)
    private val geometries = sizes.flatMap { (w, h) -> listOf(Side.SOUTH, Side.NORTH).map { BoardGeometry(w, h, it) } }

    @Test
    fun `every house's centre maps back to its index, for both seats and both orientations`() {
        for (g in geometries) {
            for (index in 0 until 40) {
                val x = g.centreX(index)
                val y = g.centreY(index)
                assertTrue(x in 0f..g.width && y in 0f..g.height, "centre of $index inside the area")
                assertEquals(index, g.indexAt(x, y), "${g.viewer} ${g.width}×${g.height}: centre of $index")
                // Anywhere inside the cell but its very edge belongs to the house too.
                val near = g.cellSize * 0.49f
                for ((dx, dy) in listOf(-near to -near, near to near, -near to near, near to -near)) {
                    assertEquals(index, g.indexAt(x + dx, y + dy), "near the centre of $index")
                }
            }
            assertEquals(40, (0 until 40).map { g.centreX(it) to g.centreY(it) }.toSet().size, "40 distinct centres")
        }
    }

    @Test
    fun `the margins, the gap between the halves and points off the board are no house`() {
        for (g in geometries) {
            val c = g.cellSize
            val gridRight = g.gridLeft + 10 * c
            val gridBottom = g.gridTop + 4 * c + g.gap
            val midY = g.gridTop + 2 * c + g.gap / 2
            for (column in 0 until 10) assertNull(g.indexAt(g.gridLeft + (column + 0.5f) * c, midY), "the gap, column $column")
            assertNull(g.indexAt(g.gridLeft + 0.5f * c, g.gridTop + 2 * c + 1f), "just inside the gap")
            assertNull(g.indexAt(g.gridLeft + 0.5f * c, g.gridTop + 2 * c + g.gap - 1f), "the gap's far edge")
            assertNull(g.indexAt(g.gridLeft - 1f, g.gridTop + c / 2), "left margin")
            assertNull(g.indexAt(gridRight + 1f, g.gridTop + c / 2), "right margin")
            assertNull(g.indexAt(g.gridLeft + c / 2, g.gridTop - 1f), "top margin")
            assertNull(g.indexAt(g.gridLeft + c / 2, gridBottom + 1f), "bottom margin")
            assertNull(g.indexAt(0f, 0f), "the corner")
            assertNull(g.indexAt(-5f, g.height / 2), "off the left")
            assertNull(g.indexAt(g.width + 5f, g.height / 2), "off the right")
            assertTrue(g.gridLeft >= 0.25f * c - 0.01f && g.gridTop >= 0.25f * c - 0.01f, "a margin all round")
            assertTrue(g.gap > 0f)
        }
    }

    @Test
    fun `the cell size follows the orientation`() {
        val portrait = BoardGeometry(1080f, 1600f, Side.SOUTH)
        val landscape = BoardGeometry(2160f, 1000f, Side.SOUTH)
        assertEquals(1080f / 10.5f, portrait.cellSize, 1e-3f, "upright, the width decides")
        assertEquals(1000f / 5f, landscape.cellSize, 1e-3f, "turned, the height decides")
    }

    @Test
    fun `South's o1 is bottom-left for South and top-right, turned, for North`() {
        val o1 = spotOf(Side.SOUTH, House.O1).index
        val northO1 = spotOf(Side.NORTH, House.O1).index
        for ((w, h) in sizes) {
            val south = BoardGeometry(w, h, Side.SOUTH)
            val north = BoardGeometry(w, h, Side.NORTH)
            val c = south.cellSize
            val left = south.gridLeft + 1f
            val right = south.gridLeft + 10 * c - 1f
            val top = south.gridTop + 1f
            val bottom = south.gridTop + 4 * c + south.gap - 1f
            assertEquals(o1, south.indexAt(left, bottom), "South sees its o1 bottom-left")
            assertEquals(o1, north.indexAt(right, top), "North sees South's o1 top-right")
            assertEquals(northO1, north.indexAt(left, bottom), "North sees its own o1 bottom-left")
            assertEquals(northO1, south.indexAt(right, top), "South sees North's o1 top-right")
            assertEquals(3, south.screenRow(o1)); assertEquals(0, south.screenColumn(o1))
            assertEquals(0, north.screenRow(o1)); assertEquals(9, north.screenColumn(o1))
        }
    }

    @Test
    fun `each person's own houses are the bottom two rows, by the core's spots`() {
        for (g in geometries) {
            for (index in 0 until 40) {
                val spot = spotAt(index)!!
                val own = spot.side == g.viewer
                assertEquals(own, g.screenRow(index) >= 2, "${g.viewer}: $spot")
                // House 1 is at its owner's left: the left for the person, the right for the opponent.
                if (spot.number == 1) assertEquals(if (own) 0 else 9, g.screenColumn(index), "${g.viewer}: $spot")
            }
        }
    }

    @Test
    fun `an area of no size has cells of size 0 and no house anywhere`() {
        for ((w, h) in listOf(0f to 0f, 0f to 500f, 1000f to 0f, -10f to 400f, 800f to -1f)) {
            val g = BoardGeometry(w, h, Side.SOUTH)
            assertEquals(0f, g.cellSize, "$w × $h")
            for ((x, y) in listOf(0f to 0f, w / 2 to h / 2, 1f to 1f, -1f to -1f, 100f to 100f)) {
                assertNull(g.indexAt(x, y), "$w × $h at ($x, $y)")
            }
        }
    }

    @Test
    fun `an index off the board is a programming error`() {
        val g = BoardGeometry(1080f, 1600f, Side.NORTH)
        for (index in listOf(-1, 40, 1000)) {
            assertThrows<IllegalArgumentException> { g.centreX(index) }
            assertThrows<IllegalArgumentException> { g.centreY(index) }
            assertThrows<IllegalArgumentException> { g.screenRow(index) }
            assertThrows<IllegalArgumentException> { g.screenColumn(index) }
        }
    }
}
