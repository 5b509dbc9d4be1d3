package app.kiela

import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.drawscope.CanvasDrawScope
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.CaptureSowing
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.MoveOutcome
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.StepKind
import app.kiela.core.Variant
import app.kiela.game.BoardGeometry
import app.kiela.game.TimelinePlayer
import app.kiela.ui.board.BoardPainter
import app.kiela.ui.theme.boardColorsOf
import androidx.compose.material3.lightColorScheme
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.GraphicsMode
import java.lang.management.ManagementFactory

/** A frame of a turn's animation, drawn on a real canvas, allocates nothing on the heap. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class FrameAllocationTest {
    @Test
    fun drawingAnAnimationFrameAllocatesNothing() {
        val outcome = captureMove()
        assertEquals(0L, bytesPerFrame(outcome, TimelinePlayer(outcome), outcome.durationMs.toLong()))
    }

    @Test
    fun drawingACrossFadeFrameAllocatesNothing() {
        val outcome = captureMove()
        val fade = TimelinePlayer(outcome, timeScale = 0f)
        assertEquals(0L, bytesPerFrame(outcome, fade, outcome.crossFadeMs.toLong()))
    }

    /** Draws 400 frames over [spanMs] of [player] on a real canvas: the heap bytes a frame allocates. */
    private fun bytesPerFrame(outcome: MoveOutcome, player: TimelinePlayer, spanMs: Long): Long {
        val width = 1050f
        val height = 500f
        val geometry = BoardGeometry(width, height, Side.SOUTH)
        val painter = BoardPainter(geometry, boardColorsOf(lightColorScheme(), dark = false), density = 2f)
        // Everything the painter can draw over the stones: every kind of mark, a hint and its landing house.
        val overlay = BoardPainter.Overlay().apply {
            legal = outcome.snapshot.legalHouses
            marks = everyMark
            resultMarks = outcome.snapshot.lastMoveMarks
            hintHouse = 31
            hintLands = 25
        }
        val canvas = Canvas(ImageBitmap(width.toInt(), height.toInt()))
        val scope = CanvasDrawScope()
        val frames = 400
        // Made once, as Compose keeps its draw lambda: only the painter's work is measured.
        val density = Density(2f)
        var frame = player.frameAt(0)
        val drawFrame: DrawScope.() -> Unit = { painter.draw(this, frame.board, overlay, frame) }
        var finishedFrames = 0
        fun drawFrames() {
            for (i in 0 until frames) {
                frame = player.frameAt(i * spanMs / frames)
                if (frame.finished) finishedFrames++
                scope.draw(density, LayoutDirection.Ltr, canvas, Size(width, height), drawFrame)
            }
        }
        repeat(3) { drawFrames() } // warm up: classes loaded, code compiled
        // The least of three passes: an allocation in the painter shows in every pass, while the
        // JIT recompiling mid-pass can put a few once-off objects on the heap of one.
        val threads = ManagementFactory.getThreadMXBean() as com.sun.management.ThreadMXBean
        val perFrame = (1..3).minOf {
            player.frameAt(0)
            val before = threads.getThreadAllocatedBytes(Thread.currentThread().id)
            drawFrames()
            (threads.getThreadAllocatedBytes(Thread.currentThread().id) - before) / frames
        }
        println("FrameAllocationTest: $perFrame bytes a frame over $frames frames")
        assertEquals("every frame drawn was one still playing", 0, finishedFrames)
        return perFrame
    }

    private val everyMark = listOf(
        HouseMark(30, MarkKind.Lifted), HouseMark(31, MarkKind.Relay), HouseMark(32, MarkKind.Captor),
        HouseMark(12, MarkKind.TakenFrom(4)), HouseMark(33, MarkKind.LastStone),
    )

    // A turn with a capture, from a two-person game played by lowest legal house.
    private fun captureMove(): MoveOutcome {
        val settings = GameSettings(Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false, Seat.Person, Seat.Person, Side.SOUTH)
        GameSession(settings).use { session ->
            repeat(300) {
                val outcome = session.play(session.snapshot().legalHouses.last())
                if (outcome.timeline.any { it.kind is StepKind.CaptureFlash }) return outcome
            }
        }
        error("no capture in 300 turns")
    }
}
