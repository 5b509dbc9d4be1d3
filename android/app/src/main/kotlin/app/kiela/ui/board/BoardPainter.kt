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
import app.kiela.game.BoardGeometry
import app.kiela.game.HandPath
import app.kiela.game.StoneLayout
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
class BoardPainter(val geometry: BoardGeometry, private val colors: BoardColors, density: Float) {
    private val cell = geometry.cellSize
    private val hollowRadius = cell * 0.42f
    private val outline = Stroke(width = maxOf(2f * density, cell * 0.05f))
    private val thinLine = Stroke(width = maxOf(1.5f * density, cell * 0.03f))
    private val countPaint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        textSize = cell * 0.3f
        typeface = Typeface.DEFAULT_BOLD
        textAlign = Paint.Align.CENTER
        color = colors.count.toArgb()
        setShadowLayer(cell * 0.04f, 0f, 0f, colors.countShadow.toArgb())
    }
    private val countText = Array(MAX_COUNT + 1) { it.toString() }
    private val cornerRadius = CornerRadius(cell * 0.3f)

    /** What besides the stones to draw this frame; the caller fills one instance and reuses it. */
    class Overlay {
        var legal: List<Int> = emptyList()
        var marks: List<HouseMark> = emptyList()
        var hintHouse = -1
        var hintLands = -1
    }

    fun draw(scope: DrawScope, board: List<Int>, overlay: Overlay, frame: TimelineFrame?, hand: HandPath?) = with(scope) {
        drawEarth()
        for (i in 0 until BoardGeometry.HOUSES) drawHollow(i)
        // Index loops: a list's iterator would be an allocation per frame.
        for (k in overlay.marks.indices) drawMark(overlay.marks[k])
        if (frame == null || frame.finished) for (k in overlay.legal.indices) {
            drawCircle(colors.legal, hollowRadius * 1.08f, centre(overlay.legal[k]), style = outline)
        }
        if (overlay.hintHouse >= 0) drawHint(overlay.hintHouse, overlay.hintLands)
        if (frame != null && !frame.finished) drawFlashes(frame)
        for (i in 0 until BoardGeometry.HOUSES) drawStones(i, board[i].coerceIn(0, MAX_COUNT))
        if (frame != null && !frame.finished && hand != null) drawMoving(frame, hand)
        for (i in 0 until BoardGeometry.HOUSES) drawCount(i, board[i].coerceIn(0, MAX_COUNT))
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

    private fun DrawScope.drawStones(house: Int, count: Int) {
        val c = centre(house)
        for (k in 0 until minOf(count, StoneLayout.DRAWN)) drawStone(
            c.x + StoneLayout.xOf(house, k) * hollowRadius,
            c.y + StoneLayout.yOf(house, k) * hollowRadius,
            StoneLayout.radiusOf(house, k) * hollowRadius,
            StoneLayout.toneOf(house, k),
        )
    }

    private fun DrawScope.drawStone(x: Float, y: Float, radius: Float, tone: Int) {
        drawCircle(colors.stoneShadow, radius, Offset(x + radius * 0.15f, y + radius * 0.2f))
        drawCircle(colors.stoneTones[tone], radius, Offset(x, y))
        drawCircle(colors.stoneShine, radius * 0.35f, Offset(x - radius * 0.35f, y - radius * 0.35f))
    }

    private fun DrawScope.drawCount(house: Int, count: Int) {
        val c = centre(house)
        drawIntoCanvas { it.nativeCanvas.drawText(countText[count], c.x + cell * 0.34f, c.y + cell * 0.47f, countPaint) }
    }

    // The last move: a shape for each kind, so colour is never the only signal.
    private fun DrawScope.drawMark(mark: HouseMark) {
        val c = centre(mark.house)
        when (mark.kind) {
            MarkKind.Lifted -> drawCircle(colors.mark, hollowRadius * 1.02f, c, style = thinLine)
            MarkKind.Relay -> drawCircle(colors.mark, cell * 0.07f, Offset(c.x - cell * 0.36f, c.y - cell * 0.36f))
            MarkKind.Captor -> drawCircle(colors.capture, hollowRadius * 1.02f, c, style = outline)
            is MarkKind.TakenFrom -> {
                val d = cell * 0.1f
                val o = Offset(c.x - cell * 0.36f, c.y - cell * 0.36f)
                drawLine(colors.capture, Offset(o.x - d, o.y - d), Offset(o.x + d, o.y + d), thinLine.width)
                drawLine(colors.capture, Offset(o.x - d, o.y + d), Offset(o.x + d, o.y - d), thinLine.width)
            }
            MarkKind.LastStone -> drawCircle(colors.mark, cell * 0.08f, Offset(c.x + cell * 0.36f, c.y - cell * 0.36f), style = thinLine)
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

    // The stones in flight: a dropping stone on its short hop, captured stones on their arc.
    private fun DrawScope.drawMoving(frame: TimelineFrame, hand: HandPath) {
        for (i in 0 until frame.activeCount) {
            val p = frame.activeProgress(i)
            when (val kind = frame.activeStep(i).kind) {
                is StepKind.Drop -> {
                    val from = hand.originOf(frame.activeIndex(i))
                    if (from >= 0) drawHop(from, kind.house, p, 0.35f, 0)
                }
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
        drawStone(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p - lift, hollowRadius * 0.3f, tone % StoneLayout.TONES)
    }

    private fun centre(i: Int) = Offset(geometry.centreX(i), geometry.centreY(i))

    companion object {
        /** Every stone of both players in one house: the most a count can be. */
        const val MAX_COUNT = 112
        private const val FLIGHT_STONES = 8
    }
}

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
