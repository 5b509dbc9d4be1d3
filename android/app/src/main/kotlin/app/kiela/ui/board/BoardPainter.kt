package app.kiela.ui.board

import android.graphics.Paint
import android.graphics.Rect
import android.graphics.Typeface
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.RoundRect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.drawIntoCanvas
import androidx.compose.ui.graphics.nativeCanvas
import androidx.compose.ui.graphics.toArgb
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.Side
import app.kiela.core.StepKind
import app.kiela.core.StoneLayout
import app.kiela.core.stoneLayout
import app.kiela.game.BoardGeometry
import app.kiela.game.TimelineFrame
import kotlin.math.PI
import kotlin.math.sin
import kotlin.math.sqrt

/**
 * Draws the board as the iOS app does: the earth, each half faintly in its owner's colour; a tall
 * capsule hollow in each cell of the geometry's grid, with its pebbles; its count white in a dark
 * pill at its foot; the outlines of the houses that may be sown, the last move's marks (each kind
 * its own shape, so colour is never the only signal), a hint, and a turn's animation frame.
 * Nothing here decides anything about the game: counts, legal houses, marks and steps all come
 * from the core.
 *
 * One painter is made per board size and colours; [draw] allocates nothing, so an animation frame
 * costs no garbage: the strokes, brushes, paths, the counts' strings and the text paint are made
 * here, once.
 */
class BoardPainter(val geometry: BoardGeometry, private val colors: BoardColors, density: Float, fontScale: Float = 1f) {
    private val cellWidth = geometry.cellWidth
    private val cellHeight = geometry.cellHeight
    private val dp = density

    /** The hollow's half-width and half-height: a capsule, its corner radius its half-width. */
    private val rx = cellWidth * 0.40f
    private val ry = cellHeight * 0.42f

    // The strokes, in dp as the iOS app's are in points.
    private val legalLine = Stroke(width = 2f * dp)
    private val liftedLine = Stroke(width = 2.5f * dp, pathEffect = PathEffect.dashPathEffect(floatArrayOf(5f * dp, 3.5f * dp)))
    private val captorLine = Stroke(width = 4.5f * dp)
    private val markLine = 2.5f * dp
    private val haloLine = Stroke(width = 2f * dp, join = StrokeJoin.Round)
    private val hintGlow = Stroke(width = 12f * dp)
    private val hintLine = Stroke(width = 5f * dp)
    private val hintShine = Stroke(width = 1f * dp)
    private val targetOuter = Stroke(width = 3f * dp)
    private val targetInner = Stroke(width = 2.5f * dp)
    private val targetOuterHalo = Stroke(width = 5f * dp)
    private val targetInnerHalo = Stroke(width = 4.5f * dp)
    private val relayLine = Stroke(width = 1.5f * dp)

    /**
     * The earth's two halves (the far one's top corners round, the near one's bottom ones), made
     * once, and their colours: each its owner's, faintly.
     */
    private val farEarth = Path()
    private val nearEarth = Path()
    private val farColor = if (geometry.viewer == Side.SOUTH) colors.north else colors.south
    private val nearColor = if (geometry.viewer == Side.SOUTH) colors.south else colors.north

    /** A relay's diamond, built again into this one path for each mark. */
    private val diamond = Path()

    /** Each screen row's hollows darken from their top rim to their middle: one brush a row, made once. */
    private val hollowBrushes = Array(BoardGeometry.ROWS) { row ->
        val top = geometry.gridTop + (row + 0.5f) * cellHeight - ry // the row's centre, less the half-height
        Brush.verticalGradient(listOf(colors.hollowRim, colors.hollow), startY = top, endY = top + ry)
    }

    private val countPaint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        textSize = countTextSize(cellWidth, density, fontScale)
        typeface = Typeface.DEFAULT_BOLD
        fontFeatureSettings = "tnum" // every digit as wide: a pill's width follows only the count's length
        textAlign = Paint.Align.CENTER
        color = colors.count.toArgb()
    }
    private val countAlpha = countPaint.alpha
    private val countText = Array(MAX_COUNT + 1) { it.toString() }

    /**
     * The count's pill: its height; for 1, 2 and 3 digits its width and corner radius; and the
     * text's baseline below its centre.
     */
    private val pillHeight: Float
    private val pillWidths = FloatArray(3)
    private val pillRadii = FloatArray(3)
    private val baselineBelowCentre: Float

    init {
        val size = countPaint.textSize
        val digit = Rect().also { countPaint.getTextBounds("0", 0, 1, it) }
        pillHeight = digit.height() + size * 0.5f
        for (n in 0 until 3) {
            val text = countPaint.measureText("0".repeat(n + 1))
            // Room either side of the digits, but never wider than the cell.
            pillWidths[n] = minOf(maxOf(text + size * 0.6f, pillHeight), cellWidth - 2f * dp)
            pillRadii[n] = roundestHolding(pillWidths[n], pillHeight, text, digit.height().toFloat())
        }
        baselineBelowCentre = -(digit.top + digit.bottom) / 2f
        if (cellWidth > 0f) buildEarth()
    }

    /** What besides the stones to draw this frame; the caller fills one instance and reuses it. */
    class Overlay {
        var legal: List<Int> = emptyList()
        var marks: List<HouseMark> = emptyList()

        /** The marks of the turn being played, which fade in with its result under no motion. */
        var resultMarks: List<HouseMark> = emptyList()
        var hintHouse = -1
        var hintLands = -1
    }

    fun draw(scope: DrawScope, board: List<Int>, overlay: Overlay, frame: TimelineFrame?) = with(scope) {
        if (cellWidth <= 0f) return@with // not laid out yet
        drawEmpty(this)
        val playing = frame?.takeUnless { it.finished }
        // Under no motion the board before fades out as the result, with its marks, fades in.
        val fading = playing?.fadingBoard
        val fade = playing?.fade ?: 1f
        // Index loops: a list's iterator would be an allocation per frame.
        if (playing == null) for (k in overlay.legal.indices) drawCapsule(overlay.legal[k], 2f * dp, colors.legal, legalLine)
        if (playing != null) drawFlashes(playing)
        if (fading != null) drawAllStones(fading, 1f - fade)
        drawAllStones(board, fade)
        for (k in overlay.marks.indices) drawMark(overlay.marks[k], 1f)
        if (fading != null) for (k in overlay.resultMarks.indices) drawMark(overlay.resultMarks[k], fade)
        if (overlay.hintHouse >= 0) drawHint(overlay.hintHouse, overlay.hintLands)
        if (playing != null) drawMoving(playing)
        // The counts hand over rather than overlap: the old ones go in the first half, the new come in the second.
        if (fading != null) drawAllCounts(fading, (1f - 2f * fade).coerceAtLeast(0f))
        drawAllCounts(board, if (fading != null) (2f * fade - 1f).coerceAtLeast(0f) else 1f)
    }

    /** The earth and the forty hollows, without stones or counts. */
    fun drawEmpty(scope: DrawScope) = with(scope) {
        if (cellWidth <= 0f) return@with
        drawEarth()
        for (i in 0 until BoardGeometry.HOUSES) drawCapsule(i, 0f, hollowBrushes[geometry.screenRow(i)])
    }

    // The grid and a few dp round it, within the area, cut in two at the middle of the grid.
    private fun buildEarth() {
        val g = geometry
        val left = maxOf(0f, g.gridLeft - 4f * dp)
        val right = minOf(g.width, g.gridLeft + BoardGeometry.COLUMNS * cellWidth + 4f * dp)
        val top = maxOf(0f, g.gridTop - 4f * dp)
        val bottom = minOf(g.height, g.gridTop + BoardGeometry.ROWS * cellHeight + 4f * dp)
        val middle = g.gridTop + 2 * cellHeight
        val round = CornerRadius(minOf(cellWidth * 0.4f, 14f * dp))
        farEarth.addRoundRect(RoundRect(left, top, right, middle, topLeftCornerRadius = round, topRightCornerRadius = round))
        nearEarth.addRoundRect(RoundRect(left, middle, right, bottom, bottomLeftCornerRadius = round, bottomRightCornerRadius = round))
    }

    private fun DrawScope.drawEarth() {
        val g = geometry
        drawPath(farEarth, farColor)
        drawPath(nearEarth, nearColor)
        // The line between the halves, inside the cells of the two middle rows.
        val middle = g.gridTop + 2 * cellHeight
        val inset = cellWidth * 0.2f
        val right = g.gridLeft + BoardGeometry.COLUMNS * cellWidth
        drawLine(colors.divider, Offset(g.gridLeft + inset, middle), Offset(right - inset, middle), 1.5f * dp, StrokeCap.Round)
    }

    /** The hollow of [house] grown by [grow] px all round, filled or stroked in [color]. */
    private fun DrawScope.drawCapsule(house: Int, grow: Float, color: Color, style: DrawStyle = Fill, alpha: Float = 1f) =
        drawRoundRect(color, capsuleTopLeft(house, grow), capsuleSize(grow), CornerRadius(rx + grow), style, alpha)

    private fun DrawScope.drawCapsule(house: Int, grow: Float, brush: Brush) =
        drawRoundRect(brush, capsuleTopLeft(house, grow), capsuleSize(grow), CornerRadius(rx + grow))

    private fun capsuleTopLeft(house: Int, grow: Float) = Offset(geometry.centreX(house) - rx - grow, geometry.centreY(house) - ry - grow)

    private fun capsuleSize(grow: Float) = Size(2 * (rx + grow), 2 * (ry + grow))

    private fun DrawScope.drawAllStones(board: List<Int>, alpha: Float) {
        for (i in 0 until BoardGeometry.HOUSES) drawStones(i, board[i].coerceIn(0, MAX_COUNT), alpha)
    }

    // At (x · rx, y · ry) of the hollow, a little above its foot, where the count is.
    private fun DrawScope.drawStones(house: Int, count: Int, alpha: Float) {
        val x = geometry.centreX(house)
        val y = geometry.centreY(house) - ry * 0.12f
        val spreadY = ry * 0.8f
        val size = minOf(rx, spreadY)
        val layout = stones
        for (k in 0 until minOf(count, layout.drawn)) {
            val stone = layout.places[house * layout.drawn + k]
            drawStone(x + stone.x * rx, y + stone.y * spreadY, stone.radius * size, stone.tone, alpha)
        }
    }

    private fun DrawScope.drawStone(x: Float, y: Float, radius: Float, tone: Int, alpha: Float = 1f) {
        drawCircle(colors.stoneShadow, radius, Offset(x + radius * 0.15f, y + radius * 0.25f), alpha = alpha)
        drawCircle(colors.stoneTones[tone], radius, Offset(x, y), alpha = alpha)
        drawCircle(colors.stoneShine, radius * 0.35f, Offset(x - radius * 0.35f, y - radius * 0.35f), alpha = alpha)
    }

    private fun DrawScope.drawAllCounts(board: List<Int>, alpha: Float) {
        countPaint.alpha = (countAlpha * alpha).toInt()
        for (i in 0 until BoardGeometry.HOUSES) drawCount(i, board[i].coerceIn(0, MAX_COUNT), alpha)
        countPaint.alpha = countAlpha
    }

    // White in a dark pill centred on the hollow's foot, but never out of its cell.
    private fun DrawScope.drawCount(house: Int, count: Int, alpha: Float) {
        val x = geometry.centreX(house)
        val centreY = geometry.centreY(house)
        val y = minOf(centreY + ry, centreY + cellHeight / 2 - pillHeight / 2 - 1f)
        val digits = if (count < 10) 0 else if (count < 100) 1 else 2
        val width = pillWidths[digits]
        val topLeft = Offset(x - width / 2, y - pillHeight / 2)
        drawRoundRect(colors.countPill, topLeft, Size(width, pillHeight), CornerRadius(pillRadii[digits]), alpha = alpha)
        drawIntoCanvas { it.nativeCanvas.drawText(countText[count], x, y + baselineBelowCentre, countPaint) }
    }

    // The last move, by shape as well as colour: lifted a dashed ring, a relay a small diamond,
    // the captor a thick ring, taken from an ×, the last stone a filled dot. The small ones sit in
    // the cell's top corners, beside the capsule's round top, each cut out of the hollow's rim by
    // a halo of the earth round it.
    private fun DrawScope.drawMark(mark: HouseMark, alpha: Float) {
        val house = mark.house
        val d = cellWidth * 0.14f
        val y = geometry.centreY(house) - ry + d * 0.6f
        val left = geometry.centreX(house) - cellWidth * 0.33f
        val right = geometry.centreX(house) + cellWidth * 0.33f
        val halo = earthOf(house)
        when (mark.kind) {
            MarkKind.Lifted -> drawCapsule(house, 2.5f * dp, colors.mark, liftedLine, alpha)
            MarkKind.Relay -> {
                diamond.rewind()
                diamond.moveTo(left, y - d)
                diamond.lineTo(left + d, y)
                diamond.lineTo(left, y + d)
                diamond.lineTo(left - d, y)
                diamond.close()
                drawPath(diamond, halo, alpha, haloLine)
                drawPath(diamond, colors.mark, alpha)
            }
            MarkKind.Captor -> drawCapsule(house, 3f * dp, colors.capture, captorLine, alpha)
            is MarkKind.TakenFrom -> {
                drawCross(left, y, d, halo, markLine + 2f * dp, alpha)
                drawCross(left, y, d, colors.capture, markLine, alpha)
            }
            MarkKind.LastStone -> {
                drawCircle(halo, d * 0.8f + 1f * dp, Offset(right, y), alpha = alpha)
                drawCircle(colors.mark, d * 0.8f, Offset(right, y), alpha = alpha)
            }
        }
    }

    private fun DrawScope.drawCross(x: Float, y: Float, d: Float, color: Color, width: Float, alpha: Float) {
        drawLine(color, Offset(x - d, y - d), Offset(x + d, y + d), width, StrokeCap.Round, alpha = alpha)
        drawLine(color, Offset(x - d, y + d), Offset(x + d, y - d), width, StrokeCap.Round, alpha = alpha)
    }

    // The earth of the half [house] is in.
    private fun earthOf(house: Int): Color = if (geometry.screenRow(house) < 2) farColor else nearColor

    // The hinted house: a thick bright outline over a wide glow; where its last stone lands: a target.
    // Its rings over a halo, which keeps them clear on the dark hollow and the pebbles.
    private fun DrawScope.drawHint(house: Int, lands: Int) {
        drawCapsule(house, 5f * dp, colors.hint, hintGlow, alpha = 0.35f)
        drawCapsule(house, 3.5f * dp, colors.hint, hintLine)
        drawCapsule(house, 3.5f * dp, Color.White, hintShine, alpha = 0.8f)
        if (lands < 0 || lands == house) return
        val c = centre(lands)
        val r = minOf(rx, ry) * 0.95f
        drawCircle(colors.hintHalo, r, c, style = targetOuterHalo)
        drawCircle(colors.hintHalo, r * 0.5f, c, style = targetInnerHalo)
        drawCircle(colors.hint, r, c, style = targetOuter)
        drawCircle(colors.hint, r * 0.5f, c, style = targetInner)
        drawCircle(colors.hint, 2.5f * dp, c)
    }

    // A capture is the moment of the game: the two houses taken from glow and fade, twice.
    private fun DrawScope.drawFlashes(frame: TimelineFrame) {
        for (i in 0 until frame.activeCount) {
            val kind = frame.activeStep(i).kind as? StepKind.CaptureFlash ?: continue
            val glow = sin(frame.activeProgress(i) * 2 * PI.toFloat()).let { it * it }
            val alpha = 0.25f + 0.6f * glow
            drawCapsule(kind.inner, 2f * dp, colors.capture, alpha = alpha)
            drawCapsule(kind.outer, 2f * dp, colors.capture, alpha = alpha)
            drawCapsule(kind.captor, 3f * dp, colors.capture, captorLine)
        }
    }

    // The stones in flight: a dropping stone on its short hop from the hand, captured stones on their arc.
    private fun DrawScope.drawMoving(frame: TimelineFrame) {
        for (i in 0 until frame.activeCount) {
            val p = frame.activeProgress(i)
            val step = frame.activeStep(i)
            when (val kind = step.kind) {
                is StepKind.Drop -> step.handFrom?.let { from -> drawHop(from, kind.house, p, 0.9f, 0) }
                is StepKind.CaptureFlight -> {
                    val shown = minOf(kind.stones, FLIGHT_STONES)
                    for (k in 0 until shown) {
                        val from = if (k % 2 == 0) kind.fromInner else kind.fromOuter
                        val lag = k * 0.06f
                        drawHop(from, kind.to, ((p - lag) / (1f - lag)).coerceIn(0f, 1f), 3f, k)
                    }
                }
                is StepKind.Relay -> drawCapsule(kind.house, rx * 0.15f * p, colors.mark, relayLine)
                else -> Unit
            }
        }
    }

    // A stone from [from] to [to], [p] of the way, at most [arc] half-widths of a hollow high.
    private fun DrawScope.drawHop(from: Int, to: Int, p: Float, arc: Float, tone: Int) {
        val a = centre(from)
        val b = centre(to)
        val lift = 4 * p * (1 - p) * rx * arc
        drawStone(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p - lift, minOf(rx, ry) * 0.3f, tone % stones.tones)
    }

    private fun centre(i: Int) = Offset(geometry.centreX(i), geometry.centreY(i))

    // The largest corner radius of a pill [width] × [height] that keeps a text [textWidth] ×
    // [textHeight] at its centre inside it: with slacks a and b each way, a corner of radius r
    // holds the text's corner while (r - a)² + (r - b)² ≤ r².
    private fun roundestHolding(width: Float, height: Float, textWidth: Float, textHeight: Float): Float {
        val a = ((width - textWidth) / 2).coerceAtLeast(0f)
        val b = ((height - textHeight) / 2).coerceAtLeast(0f)
        return minOf(height / 2, a + b + sqrt(2 * a * b))
    }

    /** The counts' text size in px. */
    internal val countSizePx: Float get() = countPaint.textSize

    companion object {
        /**
         * The counts' text size in px for cells [cellWidthPx] wide: a share of the cell grown with
         * the person's [fontScale], and never under [MIN_COUNT_SP] (at [density] × [fontScale] px
         * a sp), so large text makes them larger too; but never more than lets three digits fit in
         * the cell's width.
         */
        fun countTextSize(cellWidthPx: Float, density: Float, fontScale: Float): Float {
            val wanted = maxOf(cellWidthPx * COUNT_SHARE * fontScale.coerceAtLeast(1f), MIN_COUNT_SP * density * fontScale)
            return minOf(wanted, cellWidthPx * MAX_COUNT_SHARE)
        }

        private const val COUNT_SHARE = 0.34f
        private const val MIN_COUNT_SP = 10f

        // Three bold tabular digits are about 1.7 text sizes wide: at this size they take 92 % of the cell.
        private const val MAX_COUNT_SHARE = 0.92f / 1.7f

        /** Every stone of both players in one house: the most a count can be. */
        const val MAX_COUNT = 112
        private const val FLIGHT_STONES = 8
    }
}

/** Where every pebble of every house is drawn, the same on every platform: the core's table, read once. */
private val stones: StoneLayout by lazy { stoneLayout() }

/** The board's colours: the earth and pebbles, and the signals drawn over them. */
data class BoardColors(
    val earth: Color,
    val south: Color,
    val north: Color,
    val divider: Color,
    val hollow: Color,
    val hollowRim: Color,
    val stoneTones: List<Color>,
    val stoneShadow: Color,
    val stoneShine: Color,
    /** The counts' text, on [countPill]: at least 4.5:1 against it. */
    val count: Color,
    val countPill: Color,
    val legal: Color,
    val mark: Color,
    val capture: Color,
    val hint: Color,
    /** Under the hint's target rings on the landing house: light on a light board, dark on a dark one. */
    val hintHalo: Color,
)
