package app.kiela.game

import app.kiela.core.Side

/**
 * Where the 40 houses are in a board area of [width] × [height] pixels, for a person playing
 * [viewer]: their own rows are at the bottom, so for North the board is turned 180°.
 *
 * The houses are a 4 × 10 grid of square cells, centred in the area, with a margin of
 * [MARGIN_CELLS] cells around it and a gap of [GAP_CELLS] cells between the two halves (North's
 * rows and South's). Portrait and landscape differ only in the area, and so in the cell size. An
 * area of no size (not laid out yet) has cells of size 0 and no house under any point.
 *
 * Board order is four rows of ten as South sees the board, top to bottom (North's outer, North's
 * inner, South's inner, South's outer), each left to right.
 */
class BoardGeometry(val width: Float, val height: Float, val viewer: Side) {
    /** The side of one house's square cell, in pixels. */
    val cellSize: Float =
        minOf(width / (COLUMNS + 2 * MARGIN_CELLS), height / (ROWS + 2 * MARGIN_CELLS + GAP_CELLS)).coerceAtLeast(0f)

    /** The gap between the two halves, in pixels. */
    val gap: Float = GAP_CELLS * cellSize

    /** The grid's left and top edges (the margin inside them, the area centred). */
    val gridLeft: Float = (width - COLUMNS * cellSize) / 2
    val gridTop: Float = (height - (ROWS * cellSize + gap)) / 2

    /** The board index of the house under ([x], [y]), or null in a margin, the gap or off the board. */
    fun indexAt(x: Float, y: Float): Int? {
        if (cellSize <= 0f) return null
        val column = cellAt(x - gridLeft, COLUMNS) ?: return null
        val dy = y - gridTop
        val half = 2 * cellSize
        val row = (if (dy < half) cellAt(dy, 2) else cellAt(dy - half - gap, 2)?.plus(2)) ?: return null
        return turned(row, ROWS) * COLUMNS + turned(column, COLUMNS)
    }

    /** The x of the centre of the house at board [index], for drawing. */
    fun centreX(index: Int): Float = gridLeft + (screenColumn(index) + 0.5f) * cellSize

    /** The y of the centre of the house at board [index], for drawing. */
    fun centreY(index: Int): Float {
        val row = screenRow(index)
        return gridTop + (row + 0.5f) * cellSize + if (row >= 2) gap else 0f
    }

    /** The screen row (0 at the top) of board [index]. */
    fun screenRow(index: Int): Int = turned(checked(index) / COLUMNS, ROWS)

    /** The screen column (0 at the left) of board [index]. */
    fun screenColumn(index: Int): Int = turned(checked(index) % COLUMNS, COLUMNS)

    // The cell [offset] pixels along a line of [count] cells, or null before or past the line.
    private fun cellAt(offset: Float, count: Int): Int? =
        if (offset < 0f || offset >= count * cellSize) null else (offset / cellSize).toInt().coerceAtMost(count - 1)

    // For North the board is turned: rows and columns count from the other end (both ways alike).
    private fun turned(n: Int, count: Int): Int = if (viewer == Side.SOUTH) n else count - 1 - n

    private fun checked(index: Int): Int = index.also { require(it in 0 until HOUSES) { "not a board index: $it" } }

    companion object {
        const val ROWS = 4
        const val COLUMNS = 10
        const val HOUSES = ROWS * COLUMNS

        const val MARGIN_CELLS = 0.25f
        const val GAP_CELLS = 0.5f

        /** Width over height of an area the board fills exactly. */
        const val ASPECT_RATIO = (COLUMNS + 2 * MARGIN_CELLS) / (ROWS + 2 * MARGIN_CELLS + GAP_CELLS)
    }
}
