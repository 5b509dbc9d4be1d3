package app.kiela.ui.board

import app.kiela.game.BoardGeometry

/**
 * Where the board's art goes in the [geometry]'s area: the wooden frame, each pit's oval, its
 * count on the rim below it and its name above it. Sizes in px; [dp] px a dp.
 *
 * The touch cells stay the geometry's (each house's whole cell, at least 40 dp wide on a
 * phone). The frame keeps a little room inside the area for its shadow, and the pits sit in a
 * grid a margin inside the frame: each pit is drawn a few dp nearer the board's middle than its
 * cell's centre, never out of its cell by more than a sliver.
 */
internal class BoardLayout(val geometry: BoardGeometry, dp: Float, val countSize: Float, wantedNameSize: Float) {
    private val cell = geometry.cellWidth

    /** The frame: the grid less room for the shadow, more below (the light comes from above). */
    val frameLeft = geometry.gridLeft + minOf(2f * dp, cell * 0.05f)
    val frameRight = geometry.gridLeft + BoardGeometry.COLUMNS * cell - minOf(2f * dp, cell * 0.05f)
    val frameTop = geometry.gridTop + minOf(1f * dp, cell * 0.03f)
    val frameBottom = geometry.gridTop + BoardGeometry.ROWS * geometry.cellHeight - minOf(5f * dp, cell * 0.1f)
    val corner = minOf(16f * dp, cell * 0.4f)

    /** The wood between the frame's edge and the pits' grid, and between the two halves. */
    private val rim = minOf(7f * dp, cell * 0.17f)
    private val gap = minOf(6f * dp, cell * 0.14f)

    val columnPitch = (frameRight - frameLeft - 2 * rim) / BoardGeometry.COLUMNS
    val rowPitch = (frameBottom - frameTop - 2 * rim - gap) / BoardGeometry.ROWS

    /** Where the halves meet: the line between them. */
    val middleY = frameTop + rim + 2 * rowPitch + gap / 2

    /** A pit's half-width and half-height: an oval, from round in a squat cell up to [MAX_OVAL] times as tall as wide. */
    val rx = columnPitch * 0.41f
    val ry: Float

    /** The house names' size, or 0 where there is no room for them. */
    val nameSize: Float

    // From a row's centre: the pit's centre, the count's and the name's baselines.
    private val pitDy: Float
    private val countDy: Float
    private val nameDy: Float

    init {
        val countBand = countSize * 1.1f
        var names = if (wantedNameSize >= MIN_NAME_DP * dp) wantedNameSize else 0f
        var room = (rowPitch * 0.97f - names * 1.15f - countBand) / 2
        // Names go before the pits would be squashed below round.
        if (room < rx) {
            names = 0f
            room = (rowPitch * 0.97f - countBand) / 2
        }
        nameSize = names
        ry = room.coerceIn(rx, rx * MAX_OVAL)
        val content = names * 1.15f + 2 * ry + countBand
        val top = -minOf(content, rowPitch) / 2
        pitDy = top + names * 1.15f + ry
        // Below the pit, but in a tight row over its foot rather than into the next row.
        countDy = minOf(pitDy + ry + countSize * 0.95f, rowPitch / 2 - countSize * 0.15f)
        nameDy = pitDy - ry - names * 0.3f
    }

    /** The centre of the pit of board [index]. */
    fun x(index: Int): Float = frameLeft + rim + (geometry.screenColumn(index) + 0.5f) * columnPitch

    fun y(index: Int): Float = rowCentre(geometry.screenRow(index)) + pitDy

    /** The baselines of the count and of the name of board [index]. */
    fun countY(index: Int): Float = rowCentre(geometry.screenRow(index)) + countDy

    fun nameY(index: Int): Float = rowCentre(geometry.screenRow(index)) + nameDy

    private fun rowCentre(row: Int): Float = frameTop + rim + (row + 0.5f) * rowPitch + if (row >= 2) gap else 0f

    companion object {
        const val MAX_OVAL = 1.85f

        /** Names smaller than this many dp would be specks: none are drawn. */
        const val MIN_NAME_DP = 7f
    }
}
