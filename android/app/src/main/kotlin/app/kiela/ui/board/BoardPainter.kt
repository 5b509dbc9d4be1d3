package app.kiela.ui.board

import android.graphics.Paint
import android.graphics.RectF
import android.graphics.Typeface
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.asAndroidBitmap
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.graphics.nativeCanvas
import androidx.compose.ui.graphics.toArgb
import app.kiela.core.AnimationStep
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.StepKind
import app.kiela.core.StoneLayout
import app.kiela.core.notation
import app.kiela.core.spotAt
import app.kiela.core.stoneLayout
import app.kiela.game.BoardGeometry
import app.kiela.game.TimelineFrame
import kotlin.math.PI
import kotlin.math.sin

/**
 * Draws the board as a carved wooden one: the texture (frame, grain, pits, house names; see
 * [BoardTexture]) blitted, then the pebbles, each count on its pit's rim, the glow of the houses
 * that may be sown, the last move's marks (each kind its own shape, so colour is never the only
 * signal), a hint, and a turn's animation frame: the hand carrying its stones with their count,
 * the lift at a relay, the capture's flash and flight. Nothing here decides anything about the
 * game: counts, legal houses, marks, steps and the hand all come from the core.
 *
 * One painter is made per board size and colours. Its texture and pebble pictures are drawn
 * once, at the first frame; [draw] then allocates nothing, so an animation frame costs no
 * garbage: the strokes, the counts' strings, the paints and rectangles are made here, once.
 */
class BoardPainter(
    val geometry: BoardGeometry,
    private val colors: BoardColors,
    density: Float,
    fontScale: Float = 1f,
    private val houseNames: Boolean = true,
) {
    private val cellWidth = geometry.cellWidth
    private val dp = density

    private val countPaint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        textSize = countTextSize(cellWidth, density, fontScale)
        typeface = Typeface.DEFAULT_BOLD
        fontFeatureSettings = "tnum"
        textAlign = Paint.Align.CENTER
        color = colors.count.toArgb()
    }
    private val countShadowPaint = Paint(countPaint).apply { color = colors.countPill.toArgb() }
    private val countText = Array(MAX_COUNT + 1) { it.toString() }

    internal val layout = BoardLayout(geometry, dp, countPaint.textSize, cellWidth * NAME_SHARE * fontScale.coerceIn(1f, 1.3f))
    private val rx = layout.rx
    private val ry = layout.ry

    // A stone's size: the core's layout is in units of a round hollow's radius; ours is the pit's half-width.
    private val stoneUnit = rx * STONE_GROWTH

    /** Drawn at the first frame: the painter is made before the board is laid out, and in tests that never draw. */
    private val texture: ImageBitmap by lazy {
        val names = if (houseNames) List(BoardGeometry.HOUSES) { notation(spotAt(it)!!) } else null
        BoardTexture(layout, colors, dp, names).bake()
    }
    private val sprites: PebbleSprites by lazy {
        val shine = colors.stoneShine.copy(alpha = (colors.stoneShine.alpha * 2f).coerceAtMost(0.9f))
        PebbleSprites(colors.stoneTones, colors.stoneShadow, shine, stoneUnit * 0.34f * LIFTED, dp)
    }
    private val spriteBitmap by lazy { sprites.strip.asAndroidBitmap() }
    private val spritePaint = Paint(Paint.ANTI_ALIAS_FLAG or Paint.FILTER_BITMAP_FLAG)
    private val spriteFrom = android.graphics.Rect()
    private val spriteTo = RectF()

    // The strokes, in dp.
    private val glowWide = Stroke(width = 7f * dp)
    private val glowMid = Stroke(width = 3.5f * dp)
    private val glowLine = Stroke(width = 1.6f * dp)
    private val liftedLine = Stroke(width = 2.5f * dp, pathEffect = PathEffect.dashPathEffect(floatArrayOf(5f * dp, 3.5f * dp)))
    private val liftedHalo = Stroke(width = 5f * dp)
    private val captorLine = Stroke(width = 3.5f * dp)
    private val captorHalo = Stroke(width = 6.5f * dp)
    private val markLine = 2.5f * dp
    private val haloLine = Stroke(width = 2.5f * dp, join = StrokeJoin.Round)
    private val hintGlow = Stroke(width = 12f * dp)
    private val hintLine = Stroke(width = 4f * dp)
    private val hintShine = Stroke(width = 1f * dp)
    private val targetOuter = Stroke(width = 3f * dp)
    private val targetInner = Stroke(width = 2.5f * dp)
    private val targetOuterHalo = Stroke(width = 5f * dp)
    private val targetInnerHalo = Stroke(width = 4.5f * dp)
    private val relayLine = Stroke(width = 2f * dp)
    private val badgeRing = Stroke(width = 1.2f * dp)

    /** The glow of a sowable house and of a capture's flash: the theme's colours warmed to read on wood. */
    private val legalGlow = lerp(colors.legal, WARM_GLOW, 0.45f)
    private val flashGlow = lerp(colors.capture, FLASH_GLOW, 0.6f)

    /** A relay's diamond, built again into this one path for each mark. */
    private val diamond = Path()

    // The hand this frame: where, how many stones, and the house whose stones rise into it.
    private var handX = 0f
    private var handY = 0f
    private var handStones = 0
    private var rising = -1
    private var risen = 0f

    /** What besides the stones to draw this frame; the caller fills one instance and reuses it. */
    class Overlay {
        var legal: List<Int> = emptyList()
        var marks: List<HouseMark> = emptyList()

        /** The marks of the turn being played, which fade in with its result under no motion. */
        var resultMarks: List<HouseMark> = emptyList()
        var hintHouse = -1
        var hintLands = -1

        /** A turn is queued but its motion has not begun (the computer's beat): [marks] still show. */
        var beforeMotion = false
    }

    fun draw(scope: DrawScope, board: List<Int>, overlay: Overlay, frame: TimelineFrame?) = with(scope) {
        if (cellWidth <= 0f) return@with // not laid out yet
        drawImage(texture)
        val playing = frame?.takeUnless { it.finished }
        // Under no motion the board before fades out as the result, with its marks, fades in.
        val fading = playing?.fadingBoard
        val fade = playing?.fade ?: 1f
        rising = -1
        if (playing != null) placeHand(playing)
        // Index loops: a list's iterator would be an allocation per frame.
        if (playing == null) for (k in overlay.legal.indices) drawGlow(overlay.legal[k])
        if (playing != null) drawFlashes(playing)
        if (fading != null) drawAllStones(fading, 1f - fade)
        drawAllStones(board, fade)
        if (playing == null || overlay.beforeMotion) for (k in overlay.marks.indices) drawMark(overlay.marks[k], 1f)
        if (fading != null) for (k in overlay.resultMarks.indices) drawMark(overlay.resultMarks[k], fade)
        if (overlay.hintHouse >= 0) drawHint(overlay.hintHouse, overlay.hintLands)
        // The counts hand over rather than overlap: the old ones go in the first half, the new come in the second.
        if (fading != null) drawAllCounts(fading, (1f - 2f * fade).coerceAtLeast(0f))
        drawAllCounts(board, if (fading != null) (2f * fade - 1f).coerceAtLeast(0f) else 1f)
        if (playing != null) drawMoving(playing)
    }

    /** The board without stones or counts: the wood, the pits and their names. */
    fun drawEmpty(scope: DrawScope) = with(scope) {
        if (cellWidth > 0f) drawImage(texture)
    }

    private fun DrawScope.drawOval(house: Int, grow: Float, color: Color, style: DrawStyle = Fill, alpha: Float = 1f) =
        drawOval(color, Offset(layout.x(house) - rx - grow, layout.y(house) - ry - grow), Size(2 * (rx + grow), 2 * (ry + grow)), alpha, style)

    // A soft warm light round the pit: three strokes, the widest faintest.
    private fun DrawScope.drawGlow(house: Int) {
        drawOval(house, 2.5f * dp, legalGlow, glowWide, alpha = 0.18f)
        drawOval(house, 1.5f * dp, legalGlow, glowMid, alpha = 0.35f)
        drawOval(house, 0.5f * dp, legalGlow, glowLine, alpha = 0.95f)
    }

    private fun DrawScope.drawAllStones(board: List<Int>, alpha: Float) {
        for (i in 0 until BoardGeometry.HOUSES) {
            // Stones rising into the hand leave their pit as they go.
            val a = if (i == rising) alpha * (1f - risen) else alpha
            drawStones(i, board[i].coerceIn(0, MAX_COUNT), a)
        }
    }

    private fun DrawScope.drawStones(house: Int, count: Int, alpha: Float) {
        if (alpha <= 0f) return
        val layout = stones
        for (k in 0 until minOf(count, layout.drawn)) drawPlaced(house, k, alpha)
    }

    // Stone k of the core's layout, in its place in the pit (a heap a little below the middle).
    private fun DrawScope.drawPlaced(house: Int, k: Int, alpha: Float) {
        val stone = stones.places[house * stones.drawn + k]
        drawStone(stoneX(house, stone.x), stoneY(house, stone.y), stone.radius * stoneUnit, stone.tone, alpha)
    }

    private fun stoneX(house: Int, x: Float) = layout.x(house) + x * rx * 0.88f

    private fun stoneY(house: Int, y: Float) = layout.y(house) + (ry - rx * 1.3f).coerceAtLeast(0f) * 0.5f + y * rx * 1.25f

    // A pebble: its picture scaled to [radius] and blitted, at [alpha].
    private fun DrawScope.drawStone(x: Float, y: Float, radius: Float, tone: Int, alpha: Float = 1f) {
        val s = sprites
        val scale = radius / s.radius
        val left = (tone % colors.stoneTones.size) * s.cell
        spriteFrom.set(left, 0, left + s.cell, s.cell)
        spriteTo.set(x - s.centre * scale, y - s.centre * scale, x + (s.cell - s.centre) * scale, y + (s.cell - s.centre) * scale)
        spritePaint.alpha = (255 * alpha.coerceIn(0f, 1f)).toInt()
        drawContext.canvas.nativeCanvas.drawBitmap(spriteBitmap, spriteFrom, spriteTo, spritePaint)
    }

    private fun DrawScope.drawAllCounts(board: List<Int>, alpha: Float) {
        if (alpha <= 0f) return
        countPaint.alpha = (COUNT_ALPHA * alpha).toInt()
        countShadowPaint.alpha = (SHADOW_ALPHA * alpha).toInt()
        // An empty house shows no number: its bare pit says it.
        for (i in 0 until BoardGeometry.HOUSES) {
            val count = board[i].coerceIn(0, MAX_COUNT)
            if (count > 0) drawCount(i, count)
        }
    }

    // Quiet light text on the pit's rim, below the hollow, over a soft dark copy of itself.
    private fun DrawScope.drawCount(house: Int, count: Int) {
        val x = layout.x(house)
        val y = layout.countY(house)
        val canvas = drawContext.canvas.nativeCanvas
        canvas.drawText(countText[count], x, y + 1f * dp, countShadowPaint)
        canvas.drawText(countText[count], x, y, countPaint)
    }

    // The last move, by shape as well as colour: lifted a dashed ring, a relay a small diamond,
    // the captor a thick ring, taken from an ×, the last stone a filled dot. The small ones sit
    // beside the pit's top, each on a halo that keeps it clear of the wood and the hollow.
    private fun DrawScope.drawMark(mark: HouseMark, alpha: Float) {
        val house = mark.house
        val d = minOf(layout.columnPitch * 0.13f, 6f * dp)
        val y = layout.y(house) - ry + d * 0.8f
        val left = layout.x(house) - rx * 0.9f
        val right = layout.x(house) + rx * 0.9f
        val halo = colors.hintHalo
        when (mark.kind) {
            MarkKind.Lifted -> {
                drawOval(house, 2.5f * dp, halo, liftedHalo, alpha * 0.7f)
                drawOval(house, 2.5f * dp, colors.mark, liftedLine, alpha)
            }
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
            MarkKind.Captor -> {
                drawOval(house, 3f * dp, halo, captorHalo, alpha * 0.7f)
                drawOval(house, 3f * dp, colors.capture, captorLine, alpha)
            }
            is MarkKind.TakenFrom -> {
                drawCross(left, y, d, halo, markLine + 2.5f * dp, alpha)
                drawCross(left, y, d, colors.capture, markLine, alpha)
            }
            MarkKind.LastStone -> {
                drawCircle(halo, d * 0.8f + 1.5f * dp, Offset(right, y), alpha = alpha)
                drawCircle(colors.mark, d * 0.8f, Offset(right, y), alpha = alpha)
            }
        }
    }

    private fun DrawScope.drawCross(x: Float, y: Float, d: Float, color: Color, width: Float, alpha: Float) {
        drawLine(color, Offset(x - d, y - d), Offset(x + d, y + d), width, StrokeCap.Round, alpha = alpha)
        drawLine(color, Offset(x - d, y + d), Offset(x + d, y - d), width, StrokeCap.Round, alpha = alpha)
    }

    // The hinted house: a thick bright outline over a wide glow; where its last stone lands: a target.
    // Its rings over a halo, which keeps them clear on the dark hollow and the pebbles.
    private fun DrawScope.drawHint(house: Int, lands: Int) {
        drawOval(house, 5f * dp, colors.hint, hintGlow, alpha = 0.35f)
        drawOval(house, 3f * dp, colors.hint, hintLine)
        drawOval(house, 3f * dp, Color.White, hintShine, alpha = 0.8f)
        if (lands < 0 || lands == house) return
        val c = Offset(layout.x(lands), layout.y(lands))
        val r = rx * 0.95f
        drawCircle(colors.hintHalo, r, c, style = targetOuterHalo)
        drawCircle(colors.hintHalo, r * 0.5f, c, style = targetInnerHalo)
        drawCircle(colors.hint, r, c, style = targetOuter)
        drawCircle(colors.hint, r * 0.5f, c, style = targetInner)
        drawCircle(colors.hint, 2.5f * dp, c)
    }

    // A capture is the moment of the game: the two houses taken from glow and fade, twice, and
    // the captor is ringed.
    private fun DrawScope.drawFlashes(frame: TimelineFrame) {
        for (i in 0 until frame.activeCount) {
            val kind = frame.activeStep(i).kind as? StepKind.CaptureFlash ?: continue
            val glow = sin(frame.activeProgress(i) * 2 * PI.toFloat()).let { it * it }
            drawFlash(kind.inner, glow)
            drawFlash(kind.outer, glow)
            drawOval(kind.captor, 3f * dp, colors.hintHalo, captorHalo, 0.7f)
            drawOval(kind.captor, 3f * dp, colors.capture, captorLine)
        }
    }

    private fun DrawScope.drawFlash(house: Int, glow: Float) {
        drawOval(house, 4f * dp, flashGlow, hintGlow, alpha = 0.15f + 0.4f * glow)
        drawOval(house, 1.5f * dp, flashGlow, glowMid, alpha = 0.4f + 0.6f * glow)
        drawOval(house, 0f, flashGlow, alpha = 0.2f + 0.45f * glow)
    }

    // Where the hand is this frame and what it holds: from the latest step under way (steps may
    // overlap when a long move is squeezed), else where the last step left it.
    private fun placeHand(frame: TimelineFrame) {
        handStones = frame.inHand
        if (frame.handHouse >= 0) hover(frame.handHouse, frame.handHouse, 1f)
        if (frame.activeCount == 0) return
        val last = frame.activeCount - 1
        val step = frame.activeStep(last)
        val p = frame.activeProgress(last)
        when (val kind = step.kind) {
            is StepKind.Drop -> {
                // Over to the house in the first part, then the stone falls from it.
                hover(step.handFrom ?: kind.house, kind.house, ease((p / MOVE_SHARE).coerceAtMost(1f)))
                handStones = step.inHand + if (p < MOVE_SHARE) 1 else 0
            }
            is StepKind.Lift -> lift(kind.house, step, 0f, p)
            // A pause on the house, then its stones rise into the hand.
            is StepKind.Relay -> lift(kind.house, step, RELAY_PAUSE, p)
            is StepKind.CaptureFlight -> {
                hover(kind.to, kind.to, 1f)
                handStones = if (p > 0.85f) step.inHand else 0
            }
            is StepKind.CaptureFlash, is StepKind.End -> handStones = 0
        }
    }

    private fun lift(house: Int, step: AnimationStep, pause: Float, p: Float) {
        hover(house, house, 1f)
        rising = house
        // Quick off the floor, gently into the hand.
        risen = ((p - pause) / (1f - pause)).coerceIn(0f, 1f).let { 1f - (1f - it) * (1f - it) }
        val lifted = (step.kind as? StepKind.Relay)?.stones ?: step.inHand
        // The count tells the handful once it is on its way up.
        handStones = if (risen >= 0.25f) step.inHand else step.inHand - lifted
    }

    // The hand's place between hovering over [from] and over [to], [t] of the way.
    private fun hover(from: Int, to: Int, t: Float) {
        handX = layout.x(from) + (layout.x(to) - layout.x(from)) * t
        handY = handHeight(from) + (handHeight(to) - handHeight(from)) * t - sin(t * PI.toFloat()) * rx * 0.5f
    }

    private fun handHeight(house: Int) = layout.y(house) - ry * 0.75f

    // What moves: stones falling from the hand, captured stones on their arc, stones rising at a
    // lift, a relay's ring, and over everything the hand.
    private fun DrawScope.drawMoving(frame: TimelineFrame) {
        for (i in 0 until frame.activeCount) {
            val p = frame.activeProgress(i)
            val step = frame.activeStep(i)
            when (val kind = step.kind) {
                is StepKind.Drop -> if (p >= MOVE_SHARE) drawFall(kind.house, kind.stonesAfter, (p - MOVE_SHARE) / (1f - MOVE_SHARE))
                is StepKind.CaptureFlight -> {
                    val shown = minOf(kind.stones, FLIGHT_STONES)
                    for (k in 0 until shown) {
                        val from = if (k % 2 == 0) kind.fromInner else kind.fromOuter
                        val lag = k * 0.06f
                        drawFlight(from, kind.to, ((p - lag) / (1f - lag)).coerceIn(0f, 1f), k)
                    }
                }
                is StepKind.Relay -> drawOval(kind.house, rx * 0.2f * p, colors.mark, relayLine, alpha = 1f - 0.5f * p)
                else -> Unit
            }
        }
        if (rising >= 0) drawRising(rising, frame)
        if (handStones > 0) drawHand()
    }

    // The stone let go over [house]: it falls [q] of the way from the hand to its place there.
    private fun DrawScope.drawFall(house: Int, stonesAfter: Int, q: Float) {
        val k = (stonesAfter - 1).coerceIn(0, stones.drawn - 1)
        val stone = stones.places[house * stones.drawn + k]
        val t = q * q // falling: slow, then fast
        val x = layout.x(house) + (stoneX(house, stone.x) - layout.x(house)) * t
        val y = handHeight(house) + (stoneY(house, stone.y) - handHeight(house)) * t
        drawStone(x, y, stone.radius * stoneUnit * (LIFTED - (LIFTED - 1f) * t), stone.tone)
    }

    // A captured stone on its arc from [from] to [to], [p] of the way, larger at the top of its flight.
    private fun DrawScope.drawFlight(from: Int, to: Int, p: Float, k: Int) {
        val e = ease(p)
        val x = layout.x(from) + (layout.x(to) - layout.x(from)) * e
        val y = layout.y(from) + (handHeight(to) - layout.y(from)) * e - 4 * e * (1 - e) * rx * 3f
        drawStone(x, y, stoneUnit * 0.32f * (1f + 0.25f * sin(p * PI.toFloat())), k % stones.tones)
    }

    // At a lift the house's first stones rise from their places to the hand's.
    private fun DrawScope.drawRising(house: Int, frame: TimelineFrame) {
        if (risen <= 0f || risen >= 1f) return
        val count = minOf(frame.board[house], HAND_STONES)
        for (k in 0 until count) {
            val stone = stones.places[house * stones.drawn + k]
            val x = stoneX(house, stone.x) + (handX + HAND_X[k] * rx - stoneX(house, stone.x)) * risen
            val y = stoneY(house, stone.y) + (handY + HAND_Y[k] * rx - stoneY(house, stone.y)) * risen
            drawStone(x, y, stone.radius * stoneUnit * (1f + (LIFTED - 1f) * risen), stone.tone)
        }
    }

    // The sowing hand: a small heap of the stones it carries, its shadow on the pit, their count
    // on a dark disc beside it.
    private fun DrawScope.drawHand() {
        val shadowY = handY + ry * 0.9f
        drawOval(Color.Black, Offset(handX - rx * 0.75f, shadowY - rx * 0.3f), Size(rx * 1.5f, rx * 0.6f), alpha = 0.16f)
        drawOval(Color.Black, Offset(handX - rx * 0.5f, shadowY - rx * 0.18f), Size(rx, rx * 0.36f), alpha = 0.2f)
        // While a handful rises, its stones are drawn on their way (drawRising), not yet in the heap.
        val heap = if (rising >= 0 && risen < 1f) 0 else minOf(handStones, HAND_STONES)
        for (k in 0 until heap) {
            drawStone(handX + HAND_X[k] * rx, handY + HAND_Y[k] * rx, stoneUnit * 0.31f * LIFTED, HAND_TONES[k])
        }
        val badge = countPaint.textSize * 0.72f
        val bx = handX + rx * 0.8f
        val by = handY - rx * 0.55f
        drawCircle(colors.countPill, badge, Offset(bx, by))
        drawCircle(colors.count, badge, Offset(bx, by), alpha = 0.5f, style = badgeRing)
        countPaint.alpha = 255
        val number = countText[handStones.coerceAtMost(MAX_COUNT)]
        drawContext.canvas.nativeCanvas.drawText(number, bx, by + countPaint.textSize * 0.36f, countPaint)
        countPaint.alpha = COUNT_ALPHA
    }

    private fun ease(t: Float) = t * t * (3f - 2f * t)

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

        /** The counts are quiet: a little see-through, over a soft shadow. */
        private const val COUNT_ALPHA = 235
        private const val SHADOW_ALPHA = 150

        /** The house names' size, a share of the cell. */
        private const val NAME_SHARE = 0.21f

        /** A pebble's radius in the core's units of a round hollow's radius, grown to our oval's half-width. */
        private const val STONE_GROWTH = 1.3f

        /** Stones in the hand are nearer the eye: this much larger. */
        private const val LIFTED = 1.2f

        /** The share of a drop spent carrying the stone over, before it falls. */
        private const val MOVE_SHARE = 0.55f

        /** The share of a relay spent pausing before its stones rise. */
        private const val RELAY_PAUSE = 0.15f

        /** Every stone of both players in one house: the most a count can be. */
        const val MAX_COUNT = 112
        private const val FLIGHT_STONES = 8

        /** The hand's heap: at most this many stones, at these places (in pit half-widths) and tones. */
        private const val HAND_STONES = 5
        private val HAND_X = floatArrayOf(-0.32f, 0.3f, 0f, -0.08f, 0.34f)
        private val HAND_Y = floatArrayOf(0.08f, 0.12f, -0.22f, 0.34f, -0.18f)
        private val HAND_TONES = intArrayOf(0, 4, 2, 3, 5)

        private val WARM_GLOW = Color(0xFFFFC85A)
        private val FLASH_GLOW = Color(0xFFFF7A2E)
    }
}

/** Where every pebble of every house is drawn, the same on every platform: the core's table, read once. */
private val stones: StoneLayout by lazy { stoneLayout() }

/** The board's colours: the wood and pebbles, and the signals drawn over them. */
data class BoardColors(
    /** The earth the players' colours are mixed into (the theme's [south] and [north] come from it). */
    val earth: Color,
    /** Each half's owner's colour, laid faintly over the wood. */
    val south: Color,
    val north: Color,
    val divider: Color,
    /** A pit's floor where the light reaches, and its shaded rim. */
    val hollow: Color,
    val hollowRim: Color,
    val stoneTones: List<Color>,
    val stoneShadow: Color,
    val stoneShine: Color,
    /** The counts' text, light on the wood: at least 4.5:1 against [wood] tinted by either half. */
    val count: Color,
    /** Dark under light text: the counts' soft shadow and the hand's count disc. */
    val countPill: Color,
    val legal: Color,
    val mark: Color,
    val capture: Color,
    val hint: Color,
    /** Under the marks and the hint's rings: light on a light board, dark on a dark one. */
    val hintHalo: Color,
    /** The board's wood: its face, the darker grain and edges, the light on its bevels and rims. */
    val wood: Color = Color(0xFF8E5B35),
    val woodDark: Color = Color(0xFF4A2C16),
    val woodLight: Color = Color(0xFFE2B27C),
)
