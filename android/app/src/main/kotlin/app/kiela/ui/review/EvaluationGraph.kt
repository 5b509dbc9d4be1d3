package app.kiela.ui.review

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectHorizontalDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.semantics.CustomAccessibilityAction
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.customActions
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import app.kiela.core.GameReview
import app.kiela.core.Verdict
import kotlin.math.roundToInt

/** The verdicts' colours, each also drawn in its own shape (colour is never the only signal). */
class VerdictColors(private val colors: Map<Verdict, Color>) {
    operator fun get(verdict: Verdict): Color = colors.getValue(verdict)
}

/** The verdicts' colours in the theme: at least 3:1 against the surface they are drawn on, light or dark. */
@Composable
fun verdictColors(dark: Boolean = isSystemInDarkTheme()): VerdictColors = remember(dark) {
    VerdictColors(
        if (dark) {
            mapOf(
                Verdict.BEST to Color(0xFF81C995),
                Verdict.GOOD to Color(0xFFA8C7D8),
                Verdict.INACCURACY to Color(0xFFF2C94C),
                Verdict.MISTAKE to Color(0xFFFFA06B),
                Verdict.BLUNDER to Color(0xFFFF8A80),
            )
        } else {
            mapOf(
                Verdict.BEST to Color(0xFF2E7D32),
                Verdict.GOOD to Color(0xFF4F6F80),
                Verdict.INACCURACY to Color(0xFF8A5D00),
                Verdict.MISTAKE to Color(0xFFC4460F),
                Verdict.BLUNDER to Color(0xFFB3261E),
            )
        },
    )
}

/**
 * A verdict's mark, in its colour and shape, [unit] px a dp: best a dot, good a ring, an
 * inaccuracy a triangle, a mistake a square, a blunder a large diamond; over a [halo] that
 * keeps it clear of the line it sits on.
 */
internal fun DrawScope.drawVerdict(verdict: Verdict, at: Offset, color: Color, halo: Color, unit: Float) {
    val path = Path()
    when (verdict) {
        Verdict.BEST -> {
            drawCircle(halo, 4.5f * unit, at)
            drawCircle(color, 3.5f * unit, at)
        }
        Verdict.GOOD -> {
            drawCircle(halo, 5f * unit, at)
            drawCircle(color, 3.5f * unit, at, style = Stroke(width = 1.8f * unit))
        }
        Verdict.INACCURACY -> {
            val r = 5.5f * unit
            path.moveTo(at.x - r, at.y - r * 0.6f)
            path.lineTo(at.x + r, at.y - r * 0.6f)
            path.lineTo(at.x, at.y + r)
            path.close()
            drawPath(path, halo, style = Stroke(width = 2.5f * unit, join = StrokeJoin.Round))
            drawPath(path, color)
        }
        Verdict.MISTAKE -> {
            val r = 5f * unit
            drawRect(halo, Offset(at.x - r - unit, at.y - r - unit), androidx.compose.ui.geometry.Size(2 * r + 2 * unit, 2 * r + 2 * unit))
            drawRect(color, Offset(at.x - r, at.y - r), androidx.compose.ui.geometry.Size(2 * r, 2 * r))
        }
        Verdict.BLUNDER -> {
            val r = 7.5f * unit
            path.moveTo(at.x, at.y - r)
            path.lineTo(at.x + r, at.y)
            path.lineTo(at.x, at.y + r)
            path.lineTo(at.x - r, at.y)
            path.close()
            drawPath(path, halo, style = Stroke(width = 3f * unit, join = StrokeJoin.Round))
            drawPath(path, color)
        }
    }
}

/** A verdict's mark on its own, beside its name in the summary. */
@Composable
fun VerdictMark(verdict: Verdict, colors: VerdictColors, modifier: Modifier = Modifier, size: Dp = 18.dp) {
    val halo = MaterialTheme.colorScheme.surfaceContainerHighest
    Canvas(modifier.size(size)) {
        drawVerdict(verdict, center, colors[verdict], halo, density)
    }
}

/**
 * The viewer's chance of winning turn by turn, the core's [GameReview.graph]: above the middle
 * line they are more likely to win, each height 2 × chance − 1 (a proven result at the edge). The line of the moves played, and at each turn that was not the best a
 * stroke up or down to where the best move would have been, in the verdict's colour, with the
 * verdict's mark on the line. The [selected] turn has a cursor; a tap or a drag picks another ([onSelect]).
 * Time runs in the reading direction (right to left in Arabic), as the previous and next
 * buttons do. To TalkBack it is one node: [description], the turn picked ([state]) and
 * custom actions to the previous and next turns.
 */
@Composable
fun EvaluationGraph(
    review: GameReview,
    selected: Int,
    onSelect: (Int) -> Unit,
    description: String,
    state: String,
    previousLabel: String,
    nextLabel: String,
    modifier: Modifier = Modifier,
) {
    val rtl = LocalLayoutDirection.current == LayoutDirection.Rtl
    val colors = verdictColors()
    val scheme = MaterialTheme.colorScheme
    val select by rememberUpdatedState(onSelect)
    val current by rememberUpdatedState(selected)
    val turns = review.turns
    val graph = review.graph
    val count = turns.size // the core gives one point a turn
    Canvas(
        modifier
            .pointerInput(count, rtl) {
                detectTapGestures { at -> select(indexAt(at.x, size.width.toFloat(), count, rtl, PAD_X.toPx())) }
            }
            .pointerInput(count, rtl) {
                detectHorizontalDragGestures(
                    onDragStart = { at -> select(indexAt(at.x, size.width.toFloat(), count, rtl, PAD_X.toPx())) },
                ) { change, _ ->
                    change.consume()
                    select(indexAt(change.position.x, size.width.toFloat(), count, rtl, PAD_X.toPx()))
                }
            }
            .semantics {
                contentDescription = description
                stateDescription = state
                customActions = listOf(
                    CustomAccessibilityAction(previousLabel) {
                        (current > 0).also { if (it) select(current - 1) }
                    },
                    CustomAccessibilityAction(nextLabel) {
                        (current < count - 1).also { if (it) select(current + 1) }
                    },
                )
            },
    ) {
        if (count == 0) return@Canvas
        val padX = PAD_X.toPx()
        val padY = PAD_Y.toPx()
        val middle = size.height / 2
        val reach = middle - padY
        val x = { i: Int -> xAt(i, size.width, count, rtl, padX) }
        val y = { height: Double -> middle - height.toFloat() * reach }
        val played = { i: Int -> y(graph[i].played) }

        // The viewer's half, faintly in the primary colour; the middle line dashed.
        drawRect(scheme.primary.copy(alpha = 0.07f), size = androidx.compose.ui.geometry.Size(size.width, middle))
        drawLine(
            scheme.outline, Offset(0f, middle), Offset(size.width, middle), 1.dp.toPx(),
            pathEffect = PathEffect.dashPathEffect(floatArrayOf(4.dp.toPx(), 4.dp.toPx())),
        )
        // Where turns are packed close, smaller marks, and only those worse than good.
        val dense = count > 1 && (size.width - 2 * padX) / (count - 1) < 9.dp.toPx()
        val unit = density * if (dense) 0.7f else 1f
        // What each turn that was not the best gave away: from the best move's value to the played one's.
        for (i in 0 until count) {
            if (turns[i].verdict == Verdict.BEST) continue
            drawLine(colors[turns[i].verdict].copy(alpha = 0.5f), Offset(x(i), y(graph[i].best)), Offset(x(i), played(i)), 2.5f * unit, StrokeCap.Round)
        }
        // The cursor on the turn picked.
        val cursorX = x(selected.coerceIn(0, count - 1))
        drawLine(scheme.onSurface.copy(alpha = 0.45f), Offset(cursorX, 0f), Offset(cursorX, size.height), 2.dp.toPx())
        // The line of the moves played.
        val line = Path()
        for (i in 0 until count) if (i == 0) line.moveTo(x(i), played(i)) else line.lineTo(x(i), played(i))
        drawPath(line, scheme.primary, style = Stroke(width = 2.dp.toPx(), join = StrokeJoin.Round, cap = StrokeCap.Round))
        // The marks, the worst on top.
        val halo = scheme.surfaceContainerHighest
        for (verdict in Verdict.entries) {
            if (dense && (verdict == Verdict.BEST || verdict == Verdict.GOOD)) continue
            for (i in 0 until count) {
                if (turns[i].verdict == verdict) drawVerdict(verdict, Offset(x(i), played(i)), colors[verdict], halo, unit)
            }
        }
        // The turn picked, ringed.
        val at = selected.coerceIn(0, count - 1)
        drawCircle(scheme.onSurface, 10.dp.toPx(), Offset(cursorX, played(at)), style = Stroke(width = 2.dp.toPx()))
    }
}

/** The x of turn [index] of [count] in a graph [width] px wide, turn 1 at the start side. */
private fun xAt(index: Int, width: Float, count: Int, rtl: Boolean, pad: Float): Float {
    if (count <= 1) return width / 2
    val position = if (rtl) count - 1 - index else index
    return pad + position * (width - 2 * pad) / (count - 1)
}

/** The turn nearest [x] in a graph [width] px wide. */
private fun indexAt(x: Float, width: Float, count: Int, rtl: Boolean, pad: Float): Int {
    if (count <= 1) return 0
    val position = ((x - pad) / ((width - 2 * pad) / (count - 1))).roundToInt().coerceIn(0, count - 1)
    return if (rtl) count - 1 - position else position
}

private val PAD_X = 14.dp
private val PAD_Y = 14.dp
