package app.kiela.game

import app.kiela.core.Side

/**
 * Where the 40 houses are in a board area of [width] × [height] pixels, for a person playing
 * [viewer]: their own rows are at the bottom, so for North the board is turned 180°.
 *
 * The houses tile a 4 × 10 grid with no gap and no margin, so every point of the grid is in a
 * house (the line between the halves is drawn inside the cells). A cell is [cellWidth] wide, the
 * area's width over 10 (but no wider than a quarter of its height), and [cellHeight] tall, the
 * area's height over 4 (but no taller than [MAX_CELL_ASPECT] widths); the grid is centred in the
 * area. An area of no size (not laid out yet) has cells of size 0 and no house under any point.
 * The same as the iOS app's BoardGeometry.swift.
 *
 * Board order is four rows of ten as South sees the board, top to bottom (North's outer, North's
 * inner, South's inner, South's outer), each left to right.
 */
class BoardGeometry(val width: Float, val height: Float, val viewer: Side) {
    private val valid = width.isFinite() && height.isFinite() && width > 0f && height > 0f

    /** The width of one house's cell, in pixels. */
    val cellWidth: Float = if (valid) minOf(width / COLUMNS, height / ROWS) else 0f

    /** The height of one house's cell, in pixels: never less than its width. */
    val cellHeight: Float = if (valid) minOf(height / ROWS, cellWidth * MAX_CELL_ASPECT) else 0f

    /** The grid's left and top edges: the grid is centred in the area. */
    val gridLeft: Float = if (valid) (width - COLUMNS * cellWidth) / 2 else 0f
    val gridTop: Float = if (valid) (height - ROWS * cellHeight) / 2 else 0f

    /** The board index of the house under ([x], [y]), or null off the grid. */
    fun indexAt(x: Float, y: Float): Int? {
        if (cellWidth <= 0f) return null
        val column = cellAt(x - gridLeft, cellWidth, COLUMNS) ?: return null
        val row = cellAt(y - gridTop, cellHeight, ROWS) ?: return null
        return turned(row, ROWS) * COLUMNS + turned(column, COLUMNS)
    }

    /** The x of the centre of the house at board [index], for drawing. */
    fun centreX(index: Int): Float = gridLeft + (screenColumn(index) + 0.5f) * cellWidth

    /** The y of the centre of the house at board [index], for drawing. */
    fun centreY(index: Int): Float = gridTop + (screenRow(index) + 0.5f) * cellHeight

    /** The screen row (0 at the top) of board [index]. */
    fun screenRow(index: Int): Int = turned(checked(index) / COLUMNS, ROWS)

    /** The screen column (0 at the left) of board [index]. */
    fun screenColumn(index: Int): Int = turned(checked(index) % COLUMNS, COLUMNS)

    // The cell [offset] pixels along a line of [count] cells of [size], or null before or past the
    // line (NaN is neither, so it is tested for as not inside).
    private fun cellAt(offset: Float, size: Float, count: Int): Int? =
        if (!(offset >= 0f && offset < count * size)) null else (offset / size).toInt().coerceAtMost(count - 1)

    // For North the board is turned: rows and columns count from the other end (both ways alike).
    private fun turned(n: Int, count: Int): Int = if (viewer == Side.SOUTH) n else count - 1 - n

    private fun checked(index: Int): Int = index.also { require(it in 0 until HOUSES) { "not a board index: $it" } }

    companion object {
        const val ROWS = 4
        const val COLUMNS = 10
        const val HOUSES = ROWS * COLUMNS

        /** The tallest a cell gets, in cell widths: a house is a tall capsule, not a slit. */
        const val MAX_CELL_ASPECT = 2.6f

        /** Width over height of a board of cells 1.6 times as tall as wide (the rules' diagrams). */
        const val ASPECT_RATIO = COLUMNS / (ROWS * 1.6f)
    }
}
