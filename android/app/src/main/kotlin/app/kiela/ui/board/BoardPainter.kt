package app.kiela.ui.board

import android.graphics.Paint
import android.graphics.Typeface
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
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

/**
 * Draws the board: the earth, the hollows, the pebbles, the counts, the outlines of the houses
 * that may be sown, the last move's marks, a hint, and a turn's animation frame.
 *
 * One painter is made per board size and colours; [draw] allocates nothing, so an animation
 * frame costs no garbage (the counts' strings and the text paint are made here, once).
 */
class BoardPainter(val geometry: BoardGeometry, private val colors: BoardColors, density: Float, fontScale: Float = 1f) {
    private val cell = geometry.cellSize
    private val hollowRadius = cell * 0.42f
    private val outline = Stroke(width = maxOf(2f * density, cell * 0.05f))
    private val thinLine = Stroke(width = maxOf(1.5f * density, cell * 0.03f))
    private val countPaint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        textSize = countTextSize(cell, density, fontScale)
        typeface = Typeface.DEFAULT_BOLD
        textAlign = Paint.Align.RIGHT // grows leftwards, into the house, however large
        color = colors.count.toArgb()
        setShadowLayer(cell * 0.04f, 0f, 0f, colors.countShadow.toArgb())
    }
    private val countAlpha = countPaint.alpha
    private val countShadow = colors.countShadow.toArgb()
    private val countText = Array(MAX_COUNT + 1) { it.toString() }
    private val cornerRadius = CornerRadius(cell * 0.3f)

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
        drawEmpty(this)
        val playing = frame?.takeUnless { it.finished }
        // Under no motion the board before fades out as the result, with its marks, fades in.
        val fading = playing?.fadingBoard
        val fade = playing?.fade ?: 1f
        // Index loops: a list's iterator would be an allocation per frame.
        for (k in overlay.marks.indices) drawMark(overlay.marks[k], 1f)
        if (fading != null) for (k in overlay.resultMarks.indices) drawMark(overlay.resultMarks[k], fade)
        if (playing == null) for (k in overlay.legal.indices) {
            drawCircle(colors.legal, hollowRadius * 1.08f, centre(overlay.legal[k]), style = outline)
        }
        if (overlay.hintHouse >= 0) drawHint(overlay.hintHouse, overlay.hintLands)
        if (playing != null) drawFlashes(playing)
        if (fading != null) drawAllStones(fading, 1f - fade)
        drawAllStones(board, fade)
        if (playing != null) drawMoving(playing)
        // The counts hand over rather than overlap: the old ones go in the first half, the new come in the second.
        if (fading != null) drawAllCounts(fading, (1f - 2f * fade).coerceAtLeast(0f))
        drawAllCounts(board, if (fading != null) (2f * fade - 1f).coerceAtLeast(0f) else 1f)
    }

    /** The earth and the forty hollows, without stones or counts. */
    fun drawEmpty(scope: DrawScope) = with(scope) {
        drawEarth()
        for (i in 0 until BoardGeometry.HOUSES) drawHollow(i)
    }

    private fun DrawScope.drawAllStones(board: List<Int>, alpha: Float) {
        for (i in 0 until BoardGeometry.HOUSES) drawStones(i, board[i].coerceIn(0, MAX_COUNT), alpha)
    }

    private fun DrawScope.drawAllCounts(board: List<Int>, alpha: Float) {
        if (alpha < 1f) fadeCounts(alpha)
        for (i in 0 until BoardGeometry.HOUSES) drawCount(i, board[i].coerceIn(0, MAX_COUNT))
        if (alpha < 1f) fadeCounts(1f)
    }

    // The paint's alpha leaves its shadow as it is, so the shadow's colour fades with it.
    private fun fadeCounts(alpha: Float) {
        countPaint.alpha = (countAlpha * alpha).toInt()
        val shadowAlpha = ((countShadow ushr 24) * alpha).toInt()
        countPaint.setShadowLayer(cell * 0.04f, 0f, 0f, (shadowAlpha shl 24) or (countShadow and 0xFFFFFF))
    }

    private fun DrawScope.drawEarth() {
        val g = geometry
        val half = 2 * cell
        val left = g.gridLeft - cell * 0.2f
        val width = BoardGeometry.COLUMNS * cell + cell * 0.4f
        // The far half, the near half, each faintly in its owner's colour, and the line between.
        val far = if (g.viewer == Side.SOUTH) colors.north else colors.south
        val near = if (g.viewer == Side.SOUTH) colors.south else colors.north
        drawRoundRect(colors.earth, Offset(left, g.gridTop - cell * 0.2f), Size(width, 2 * half + g.gap + cell * 0.4f), cornerRadius)
        drawRoundRect(far, Offset(left, g.gridTop - cell * 0.2f), Size(width, half + g.gap / 2 + cell * 0.2f), cornerRadius)
        drawRoundRect(near, Offset(left, g.gridTop + half + g.gap / 2), Size(width, half + g.gap / 2 + cell * 0.2f), cornerRadius)
        val middle = g.gridTop + half + g.gap / 2
        drawLine(colors.divider, Offset(left + cell * 0.3f, middle), Offset(left + width - cell * 0.3f, middle), thinLine.width)
    }

    private fun DrawScope.drawHollow(i: Int) {
        val c = centre(i)
        drawCircle(colors.hollowRim, hollowRadius, c)
        drawCircle(colors.hollow, hollowRadius * 0.9f, Offset(c.x, c.y + hollowRadius * 0.06f))
    }

    private fun DrawScope.drawStones(house: Int, count: Int, alpha: Float) {
        val c = centre(house)
        val layout = stones
        for (k in 0 until minOf(count, layout.drawn)) {
            val stone = layout.places[house * layout.drawn + k]
            drawStone(c.x + stone.x * hollowRadius, c.y + stone.y * hollowRadius, stone.radius * hollowRadius, stone.tone, alpha)
        }
    }

    private fun DrawScope.drawStone(x: Float, y: Float, radius: Float, tone: Int, alpha: Float = 1f) {
        drawCircle(colors.stoneShadow, radius, Offset(x + radius * 0.15f, y + radius * 0.2f), alpha = alpha)
        drawCircle(colors.stoneTones[tone], radius, Offset(x, y), alpha = alpha)
        drawCircle(colors.stoneShine, radius * 0.35f, Offset(x - radius * 0.35f, y - radius * 0.35f), alpha = alpha)
    }

    private fun DrawScope.drawCount(house: Int, count: Int) {
        val c = centre(house)
        drawIntoCanvas { it.nativeCanvas.drawText(countText[count], c.x + cell * 0.46f, c.y + cell * 0.47f, countPaint) }
    }

    // The last move: a shape for each kind, so colour is never the only signal.
    private fun DrawScope.drawMark(mark: HouseMark, alpha: Float) {
        val c = centre(mark.house)
        when (mark.kind) {
            MarkKind.Lifted -> drawCircle(colors.mark, hollowRadius * 1.02f, c, alpha = alpha, style = thinLine)
            MarkKind.Relay -> drawCircle(colors.mark, cell * 0.07f, Offset(c.x - cell * 0.36f, c.y - cell * 0.36f), alpha = alpha)
            MarkKind.Captor -> drawCircle(colors.capture, hollowRadius * 1.02f, c, alpha = alpha, style = outline)
            is MarkKind.TakenFrom -> {
                val d = cell * 0.1f
                val o = Offset(c.x - cell * 0.36f, c.y - cell * 0.36f)
                drawLine(colors.capture, Offset(o.x - d, o.y - d), Offset(o.x + d, o.y + d), thinLine.width, alpha = alpha)
                drawLine(colors.capture, Offset(o.x - d, o.y + d), Offset(o.x + d, o.y - d), thinLine.width, alpha = alpha)
            }
            MarkKind.LastStone -> drawCircle(
                colors.mark, cell * 0.08f, Offset(c.x + cell * 0.36f, c.y - cell * 0.36f), alpha = alpha, style = thinLine,
            )
        }
    }

    private fun DrawScope.drawHint(house: Int, lands: Int) {
        drawCircle(colors.hint, hollowRadius * 1.12f, centre(house), style = outline)
        if (lands >= 0 && lands != house) drawCircle(colors.hint, hollowRadius * 0.5f, centre(lands), style = thinLine)
    }

    // A capture is the moment of the game: the two houses taken from glow and fade, twice.
    private fun DrawScope.drawFlashes(frame: TimelineFrame) {
        for (i in 0 until frame.activeCount) {
            val kind = frame.activeStep(i).kind as? StepKind.CaptureFlash ?: continue
            val glow = sin(frame.activeProgress(i) * 2 * PI.toFloat()).let { it * it }
            val color = colors.capture.copy(alpha = 0.25f + 0.6f * glow)
            drawCircle(color, hollowRadius * 1.15f, centre(kind.inner))
            drawCircle(color, hollowRadius * 1.15f, centre(kind.outer))
            drawCircle(colors.capture, hollowRadius * 1.1f, centre(kind.captor), style = outline)
        }
    }

    // The stones in flight: a dropping stone on its short hop from the hand, captured stones on their arc.
    private fun DrawScope.drawMoving(frame: TimelineFrame) {
        for (i in 0 until frame.activeCount) {
            val p = frame.activeProgress(i)
            val step = frame.activeStep(i)
            when (val kind = step.kind) {
                is StepKind.Drop -> step.handFrom?.let { from -> drawHop(from, kind.house, p, 0.35f, 0) }
                is StepKind.CaptureFlight -> {
                    val shown = minOf(kind.stones, FLIGHT_STONES)
                    for (k in 0 until shown) {
                        val from = if (k % 2 == 0) kind.fromInner else kind.fromOuter
                        val lag = k * 0.06f
                        drawHop(from, kind.to, ((p - lag) / (1f - lag * 1.0f)).coerceIn(0f, 1f), 1.2f, k)
                    }
                }
                is StepKind.Relay -> drawCircle(colors.mark, hollowRadius * (1f + 0.15f * p), centre(kind.house), style = thinLine)
                else -> Unit
            }
        }
    }

    private fun DrawScope.drawHop(from: Int, to: Int, p: Float, arc: Float, tone: Int) {
        val a = centre(from)
        val b = centre(to)
        val lift = 4 * p * (1 - p) * cell * arc
        drawStone(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p - lift, hollowRadius * 0.3f, tone % stones.tones)
    }

    private fun centre(i: Int) = Offset(geometry.centreX(i), geometry.centreY(i))

    /** The counts' text size in px. */
    internal val countSizePx: Float get() = countPaint.textSize

    companion object {
        /**
         * The counts' text size in px for cells of [cellPx]: a share of the cell grown with the
         * person's [fontScale], and never under [MIN_COUNT_SP] (at [density] × [fontScale] px a
         * sp), so large text makes them larger too; but never more than fits in a house's corner.
         */
        fun countTextSize(cellPx: Float, density: Float, fontScale: Float): Float {
            val wanted = maxOf(cellPx * COUNT_SHARE * fontScale.coerceAtLeast(1f), MIN_COUNT_SP * density * fontScale)
            return minOf(wanted, cellPx * MAX_COUNT_SHARE)
        }

        private const val COUNT_SHARE = 0.3f
        private const val MIN_COUNT_SP = 10f

        // Three digits at this size still fit between the hollow's centre and the cell's edge.
        private const val MAX_COUNT_SHARE = 0.44f

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
    val count: Color,
    val countShadow: Color,
    val legal: Color,
    val mark: Color,
    val capture: Color,
    val hint: Color,
)
