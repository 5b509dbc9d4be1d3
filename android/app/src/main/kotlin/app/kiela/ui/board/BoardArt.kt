package app.kiela.ui.board

import android.graphics.Paint
import android.graphics.Typeface
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.RoundRect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.drawscope.CanvasDrawScope
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.clipPath
import androidx.compose.ui.graphics.drawscope.drawIntoCanvas
import androidx.compose.ui.graphics.drawscope.scale
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.graphics.nativeCanvas
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import app.kiela.core.Side
import app.kiela.game.BoardGeometry
import kotlin.math.ceil
import kotlin.math.sin
import kotlin.random.Random

/** How strongly each half of the wood takes its owner's colour. */
internal const val HALF_TINT = 0.14f

/** Draws [paint] once into a new picture of [width] × [height] px: a texture to blit every frame. */
internal fun bake(width: Int, height: Int, dp: Float, paint: DrawScope.() -> Unit): ImageBitmap {
    val picture = ImageBitmap(width.coerceAtLeast(1), height.coerceAtLeast(1))
    CanvasDrawScope().draw(Density(dp), LayoutDirection.Ltr, Canvas(picture), Size(width.toFloat(), height.toFloat()), paint)
    return picture
}

/**
 * The board that never moves, drawn once per size into a texture: the frame's soft shadow, the
 * wood with its grain, each half faintly in its owner's colour, the carved line between them,
 * the forty oval pits with their inner shadow, and the faint house names ([names], or none).
 */
internal class BoardTexture(private val layout: BoardLayout, private val colors: BoardColors, private val dp: Float, private val names: List<String>?) {
    private val geometry = layout.geometry

    fun bake(): ImageBitmap = bake(ceil(geometry.width).toInt(), ceil(geometry.height).toInt(), dp) { paint() }

    private fun DrawScope.paint() {
        val l = layout
        val frame = RoundRect(l.frameLeft, l.frameTop, l.frameRight, l.frameBottom, CornerRadius(l.corner))
        shadow(frame)
        val outline = Path().apply { addRoundRect(frame) }
        clipPath(outline) {
            drawRect(Brush.verticalGradient(listOf(lerp(colors.wood, colors.woodLight, 0.05f), colors.wood, lerp(colors.wood, colors.woodDark, 0.25f)), l.frameTop, l.frameBottom))
            grain()
            tintHalves()
            // Darker towards the edges, as oiled wood is.
            drawRect(
                Brush.radialGradient(
                    0.6f to Color.Transparent, 1f to colors.woodDark.copy(alpha = 0.35f),
                    center = Offset((l.frameLeft + l.frameRight) / 2, (l.frameTop + l.frameBottom) / 2),
                    radius = maxOf(l.frameRight - l.frameLeft, l.frameBottom - l.frameTop) * 0.62f,
                ),
            )
        }
        bevel(frame)
        divider()
        for (i in 0 until BoardGeometry.HOUSES) pit(i)
        if (names != null && l.nameSize > 0f) names()
    }

    // A soft shadow under the frame, from several wider and fainter outlines, lower than the board.
    private fun DrawScope.shadow(frame: RoundRect) {
        val steps = 6
        for (k in steps downTo 1) {
            val grow = k * 1.1f * dp
            val path = Path().apply {
                addRoundRect(
                    RoundRect(
                        frame.left - grow * 0.6f, frame.top + grow * 0.2f, frame.right + grow * 0.6f, frame.bottom + grow,
                        CornerRadius(frame.topLeftCornerRadius.x + grow),
                    ),
                )
            }
            drawPath(path, Color.Black, alpha = 0.07f)
        }
    }

    // Long wavy streaks along the board, some dark and some light, the same on every run.
    private fun DrawScope.grain() {
        val l = layout
        val random = Random(SEED)
        val width = l.frameRight - l.frameLeft
        val lines = ((l.frameBottom - l.frameTop) / (2.2f * dp)).toInt().coerceAtLeast(8)
        val path = Path()
        for (n in 0 until lines) {
            val y0 = l.frameTop + (n + random.nextFloat()) * (l.frameBottom - l.frameTop) / lines
            val wave = (1.5f + random.nextFloat() * 5f) * dp
            val length = width * (0.6f + random.nextFloat() * 0.9f)
            val phase = random.nextFloat() * 6.28f
            val slow = random.nextFloat() * 6.28f
            path.rewind()
            val segments = 48
            for (s in 0..segments) {
                val x = l.frameLeft + s * width / segments
                val y = y0 + wave * sin(x / length * 6.28f + phase) + wave * 0.4f * sin(x / width * 15f + slow)
                if (s == 0) path.moveTo(x, y) else path.lineTo(x, y)
            }
            val dark = random.nextFloat() < 0.7f
            val stroke = Stroke(width = (0.5f + random.nextFloat() * random.nextFloat() * 2.5f) * dp, cap = StrokeCap.Round)
            val alpha = if (dark) 0.05f + random.nextFloat() * 0.12f else 0.04f + random.nextFloat() * 0.08f
            drawPath(path, if (dark) colors.woodDark else colors.woodLight, alpha = alpha, style = stroke)
        }
    }

    // Each half in its owner's colour, faintly.
    private fun DrawScope.tintHalves() {
        val l = layout
        val far = if (geometry.viewer == Side.SOUTH) colors.north else colors.south
        val near = if (geometry.viewer == Side.SOUTH) colors.south else colors.north
        drawRect(far, Offset(l.frameLeft, l.frameTop), Size(l.frameRight - l.frameLeft, l.middleY - l.frameTop), alpha = HALF_TINT)
        drawRect(near, Offset(l.frameLeft, l.middleY), Size(l.frameRight - l.frameLeft, l.frameBottom - l.middleY), alpha = HALF_TINT)
    }

    // The frame's edge: light along the top, dark along the bottom, and a thin dark line round it.
    private fun DrawScope.bevel(frame: RoundRect) {
        val l = layout
        val e = 1.5f * dp
        val inner = Path().apply { addRoundRect(RoundRect(frame.left + e, frame.top + e, frame.right - e, frame.bottom - e, CornerRadius(l.corner - e))) }
        drawPath(
            inner,
            Brush.verticalGradient(
                listOf(colors.woodLight.copy(alpha = 0.55f), colors.woodLight.copy(alpha = 0.1f), colors.woodDark.copy(alpha = 0.5f)),
                l.frameTop, l.frameBottom,
            ),
            style = Stroke(width = 2.5f * dp),
        )
        drawPath(Path().apply { addRoundRect(frame) }, colors.woodDark, alpha = 0.8f, style = Stroke(width = 1f * dp))
    }

    // A groove between the halves: a dark cut with light on its lower lip.
    private fun DrawScope.divider() {
        val l = layout
        val left = l.frameLeft + l.columnPitch * 0.3f
        val right = l.frameRight - l.columnPitch * 0.3f
        drawLine(colors.divider, Offset(left, l.middleY), Offset(right, l.middleY), 1.6f * dp, StrokeCap.Round)
        drawLine(colors.woodLight, Offset(left, l.middleY + 1.4f * dp), Offset(right, l.middleY + 1.4f * dp), 1f * dp, StrokeCap.Round, alpha = 0.45f)
    }

    // An oval hollow carved in the wood: its lip lit below and shaded above, its floor darkest at
    // the top where the rim hides the light, a light catch along the bottom inside.
    private fun DrawScope.pit(i: Int) {
        val l = layout
        val cx = l.x(i)
        val cy = l.y(i)
        val oval = Rect(cx - l.rx, cy - l.ry, cx + l.rx, cy + l.ry)
        drawOval(colors.woodLight, oval.topLeft + Offset(0f, 1.2f * dp), oval.size, alpha = 0.45f)
        drawOval(colors.woodDark, oval.topLeft - Offset(0f, 0.8f * dp), oval.size, alpha = 0.6f)
        val hollow = Path().apply { addOval(oval) }
        clipPath(hollow) {
            drawRect(
                Brush.radialGradient(
                    listOf(lerp(colors.hollow, colors.hollowRim, 0.15f), lerp(colors.hollow, colors.hollowRim, 0.65f), colors.hollowRim),
                    center = Offset(cx, cy + l.ry * 0.35f),
                    radius = l.ry * 1.25f,
                ),
                oval.topLeft, oval.size,
            )
            // The rim's shadow: the hollow less itself moved down, a few times, each fainter.
            for (k in 1..3) {
                val shifted = oval.translate(0f, l.rx * 0.16f * k)
                val crescent = Path().apply {
                    fillType = PathFillType.EvenOdd
                    addOval(oval)
                    addOval(shifted)
                }
                drawPath(crescent, Color.Black, alpha = 0.16f)
            }
            val catch = Path().apply {
                fillType = PathFillType.EvenOdd
                addOval(oval)
                addOval(oval.translate(0f, -1.4f * dp))
            }
            drawPath(catch, colors.woodLight, alpha = 0.35f)
        }
    }

    // Each house's name above its pit, faint, as the viewer names it.
    private fun DrawScope.names() {
        val l = layout
        val paint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
            textSize = l.nameSize
            typeface = Typeface.DEFAULT
            textAlign = Paint.Align.CENTER
            color = colors.woodLight.copy(alpha = 0.8f).toArgb()
        }
        drawIntoCanvas { canvas ->
            for (i in 0 until BoardGeometry.HOUSES) canvas.nativeCanvas.drawText(names!![i], l.x(i), l.nameY(i), paint)
        }
    }

    private companion object {
        const val SEED = 20_26
    }
}

/**
 * The pebbles, one picture per tone drawn once (a contact shadow, the stone shaded from a light
 * above left, a highlight), side by side in one strip: a stone is then a blit, scaled, at any
 * size up to [radius] px without allocating.
 */
internal class PebbleSprites(tones: List<Color>, shadow: Color, shine: Color, val radius: Float, dp: Float) {
    /** The width of one tone's picture, and where in it the stone's centre is. */
    val cell: Int = ceil(radius * 2 * SPAN).toInt() + 2
    val centre: Float = cell / 2f - radius * 0.12f

    val strip: ImageBitmap = bake(cell * tones.size, cell, dp) {
        for ((t, tone) in tones.withIndex()) {
            val c = Offset(t * cell + centre, centre)
            // The shadow where it rests: below right of it, soft.
            scale(1f, 0.7f, pivot = Offset(c.x + radius * 0.12f, c.y + radius * 0.55f)) {
                drawCircle(
                    Brush.radialGradient(listOf(shadow, shadow.copy(alpha = 0f)), center = Offset(c.x + radius * 0.12f, c.y + radius * 0.55f), radius = radius * 1.25f),
                    radius * 1.25f, Offset(c.x + radius * 0.12f, c.y + radius * 0.55f),
                )
            }
            // A river pebble is a little wider than tall.
            scale(1f, 0.9f, pivot = c) {
                drawCircle(
                    Brush.radialGradient(
                        0f to lerp(tone, Color.White, 0.45f), 0.45f to tone, 1f to lerp(tone, Color.Black, 0.5f),
                        center = Offset(c.x - radius * 0.35f, c.y - radius * 0.4f),
                        radius = radius * 1.55f,
                    ),
                    radius, c,
                )
                drawCircle(
                    Brush.radialGradient(listOf(shine, shine.copy(alpha = 0f)), center = Offset(c.x - radius * 0.35f, c.y - radius * 0.42f), radius = radius * 0.4f),
                    radius * 0.4f, Offset(c.x - radius * 0.35f, c.y - radius * 0.42f),
                )
            }
        }
    }

    private companion object {
        /** The picture's width in stone widths: room for the shadow. */
        const val SPAN = 1.45f
    }
}
