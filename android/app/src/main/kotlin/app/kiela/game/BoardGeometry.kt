package app.kiela.game

import app.kiela.core.Side

/**
 * Where the 40 houses are in a board area of [width] × [height] pixels, for a person playing
 * [viewer]: their own rows are at the bottom, so for North the board is turned 180°.
 *
 * The houses are a 4 × 10 grid of square cells, centred in the area, with a margin of
 * [marginCells] cells around it and a gap of [gapCells] cells between the two halves (North's
 * rows and South's). Portrait and landscape differ only in the area, and so in the cell size.
 *
 * Board order is four rows of ten as South sees the board, top to bottom (North's outer, North's
 * inner, South's inner, South's outer), each left to right.
 */
class BoardGeometry(
    val width: Float,
    val height: Float,
    val viewer: Side,
    val marginCells: Float = MARGIN_CELLS,
    val gapCells: Float = GAP_CELLS,
) {
    init {
        require(width > 0f && height > 0f) { "board area $width × $height" }
        require(marginCells >= 0f && gapCells >= 0f) { "margin $marginCells, gap $gapCells" }
    }

    /** The side of one house's square cell, in pixels. */
    val cellSize: Float = minOf(width / (COLUMNS + 2 * marginCells), height / (ROWS + 2 * marginCells + gapCells))

    /** The gap between the two halves, in pixels. */
    val gap: Float = gapCells * cellSize

    /** The grid's left and top edges (the margin inside them, the area centred). */
    val gridLeft: Float = (width - COLUMNS * cellSize) / 2
    val gridTop: Float = (height - (ROWS * cellSize + gap)) / 2

    /** The board index of the house under ([x], [y]), or null in a margin, the gap or off the board. */
    fun indexAt(x: Float, y: Float): Int? {
        val dx = x - gridLeft
        if (dx < 0f || dx >= COLUMNS * cellSize) return null
        val column = (dx / cellSize).toInt().coerceAtMost(COLUMNS - 1)
        var dy = y - gridTop
        if (dy < 0f) return null
        val halfHeight = 2 * cellSize
        val row: Int
        if (dy < halfHeight) {
            row = (dy / cellSize).toInt().coerceAtMost(1)
        } else {
            dy -= halfHeight + gap
            if (dy < 0f || dy >= halfHeight) return null
            row = 2 + (dy / cellSize).toInt().coerceAtMost(1)
        }
        return boardIndex(row, column)
    }

    /** The x of the centre of the house at board [index], for drawing. */
    fun centreX(index: Int): Float = gridLeft + (screenColumn(index) + 0.5f) * cellSize

    /** The y of the centre of the house at board [index], for drawing. */
    fun centreY(index: Int): Float {
        val row = screenRow(index)
        return gridTop + (row + 0.5f) * cellSize + if (row >= 2) gap else 0f
    }

    /** The screen row (0 at the top) of board [index]. */
    fun screenRow(index: Int): Int {
        checkIndex(index)
        val row = index / COLUMNS
        return if (viewer == Side.SOUTH) row else ROWS - 1 - row
    }

    /** The screen column (0 at the left) of board [index]. */
    fun screenColumn(index: Int): Int {
        checkIndex(index)
        val column = index % COLUMNS
        return if (viewer == Side.SOUTH) column else COLUMNS - 1 - column
    }

    /** The board index shown at screen [row] and [column]: the turn of the board undone. */
    private fun boardIndex(row: Int, column: Int): Int =
        if (viewer == Side.SOUTH) row * COLUMNS + column else (ROWS - 1 - row) * COLUMNS + (COLUMNS - 1 - column)

    private fun checkIndex(index: Int) = require(index in 0 until HOUSES) { "not a board index: $index" }

    companion object {
        const val ROWS = 4
        const val COLUMNS = 10
        const val HOUSES = ROWS * COLUMNS

        const val MARGIN_CELLS = 0.25f
        const val GAP_CELLS = 0.5f

        /** Width over height of an area the board fills exactly, with the default margin and gap. */
        const val ASPECT_RATIO = (COLUMNS + 2 * MARGIN_CELLS) / (ROWS + 2 * MARGIN_CELLS + GAP_CELLS)
    }
}
