package app.kiela.ui.board

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.absoluteOffset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableLongStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.AbsoluteAlignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.IntOffset
import app.kiela.core.CueKind
import app.kiela.core.HouseMark
import app.kiela.core.MoveOutcome
import app.kiela.core.Side
import app.kiela.game.BoardGeometry
import app.kiela.game.TimelinePlayer
import kotlinx.coroutines.delay
import kotlin.math.roundToInt

/** What the board shows when nothing moves. */
class BoardContent(
    val board: List<Int>,
    val viewer: Side,
    val legal: List<Int>,
    val marks: List<HouseMark>,
    val hintHouse: Int = -1,
    val hintLands: Int = -1,
    /** Whether each house (board order) is a person's, so TalkBack offers it a sow action; the computer's are not. */
    val persons: List<Boolean> = List(BoardGeometry.HOUSES) { true },
)

/**
 * A turn being animated: its keyframes, the clock, and how far its cues have come. The clock is
 * state read only while drawing, so a frame redraws the board without recomposing anything.
 */
class TurnAnimation(val outcome: MoveOutcome, timeScale: Float) {
    val player = TimelinePlayer(outcome, timeScale)
    internal val elapsedMs = mutableLongStateOf(0L)
    private var cuesDone = 0

    /** Tapped to its end: its remaining cues come at once. */
    val skipped: Boolean get() = elapsedMs.longValue == Long.MAX_VALUE

    /** A tap during the animation: straight to the end. */
    fun skip() {
        player.skipToEnd()
        elapsedMs.longValue = Long.MAX_VALUE
    }

    /** Hands [play] each of the outcome's cues whose moment has come by [timelineMs], once, in order (no allocation). */
    internal inline fun cuesUntil(timelineMs: Double, play: (CueKind) -> Unit) {
        val cues = outcome.cues
        while (cuesDone < cues.size && cues[cuesDone].atMs <= timelineMs) play(cues[cuesDone++].kind)
    }
}

/**
 * The turn being animated, kept where it outlives the screen (in the view model), so that when
 * the screen is made again (a rotation) the turn plays on from where it was.
 */
class TurnAnimations {
    private var current: TurnAnimation? = null

    /** The animation of [outcome]: the one under way if it is this turn's, else a new one at [timeScale]. */
    fun of(outcome: MoveOutcome, timeScale: () -> Float): TurnAnimation =
        current?.takeIf { it.outcome == outcome }
            ?: TurnAnimation(outcome, timeScale()).also { current = it }
}

/**
 * Runs [animation] on the frame clock: the stillness of its outcome's beat (the computer's, before
 * its move plays), then the motion, handing [onCue] each of the outcome's cues as its moment
 * comes (the announcement, a capture's haptic — given here when [haptics] is on — a guide
 * note, the end); [onDone] when it has ended or been skipped. An animation already under way
 * (the screen made again) goes on from its elapsed time.
 */
@Composable
fun PlayTurn(animation: TurnAnimation, haptics: Boolean, onCue: (CueKind) -> Unit, onDone: (MoveOutcome) -> Unit) {
    val haptic = LocalHapticFeedback.current
    val cue by rememberUpdatedState(onCue)
    val done by rememberUpdatedState(onDone)
    val feel by rememberUpdatedState(haptics)
    LaunchedEffect(animation) {
        val begun = animation.elapsedMs.longValue
        if (begun == 0L) delay(animation.outcome.beatMs.toLong())
        val start = withFrameNanos { it } - begun.coerceAtMost(animation.player.scaledDurationMs) * 1_000_000
        var finished = false
        while (!finished) {
            withFrameNanos { now ->
                if (animation.elapsedMs.longValue != Long.MAX_VALUE) animation.elapsedMs.longValue = (now - start) / 1_000_000
                val frame = animation.player.frameAt(animation.elapsedMs.longValue)
                finished = frame.finished
                animation.cuesUntil(if (finished) Double.MAX_VALUE else frame.timelineMs) { kind ->
                    // A skipped turn's captures are not felt.
                    if (kind is CueKind.Capture) {
                        if (feel && !finished) haptic.performHapticFeedback(HapticFeedbackType.LongPress)
                    } else {
                        cue(kind)
                    }
                }
            }
        }
        done(animation.outcome)
    }
}

/**
 * The 4 × 10 board, drawn to fit the space it is given, the [BoardContent.viewer]'s rows at the
 * bottom. A tap on a house calls [onTap] with its board index; during an [animation] any tap
 * skips to its end instead. Every house is also a semantics node with [houseLabel] and a click
 * action, for TalkBack and for tests (tag `house-<index>`). With [houseNames] each pit carries its
 * name (o1 … i10) faintly, as its owner counts, so every text that names a house can be found.
 *
 * The board keeps its direction in a right-to-left language, and so do those nodes: they are
 * placed from the left (absolute alignment and offsets), over the houses as drawn, or
 * explore-by-touch would read and sow the mirrored house.
 */
@Composable
fun Board(
    content: BoardContent,
    animation: TurnAnimation?,
    colors: BoardColors,
    houseLabel: (Int) -> String,
    sowLabel: String,
    onTap: (Int) -> Unit,
    modifier: Modifier = Modifier,
    houseNames: Boolean = true,
) {
    BoxWithConstraints(modifier, contentAlignment = AbsoluteAlignment.TopLeft) {
        val painter = rememberPainter(constraints, content.viewer, colors, houseNames)
        val geometry = painter.geometry
        val overlay = remember { BoardPainter.Overlay() }
        overlay.show(content, animation)
        val tap by rememberUpdatedState(onTap)
        val current by rememberUpdatedState(animation)
        // A finger or TalkBack alike: while a turn animates, a tap skips it to its end rather than
        // acting on a board that is not shown yet.
        val press: (Int?) -> Unit = { index ->
            val moving = current
            if (moving != null && !moving.player.isFinished) moving.skip() else index?.let(tap)
        }
        Canvas(
            Modifier
                .fillMaxSize()
                .pointerInput(geometry) { detectTapGestures { at -> press(geometry.indexAt(at.x, at.y)) } },
        ) {
            val elapsed = animation?.elapsedMs?.longValue
            val frame = animation?.player?.frameAt(elapsed!!)
            // The last move's marks stay through the computer's beat, until the next motion starts.
            overlay.beforeMotion = elapsed == 0L
            painter.draw(this, frame?.board ?: content.board, overlay, frame)
        }
        HouseNodes(geometry, houseLabel, sowLabel, content.persons, press)
    }
}

/**
 * The board as a picture that only shows: one image to TalkBack, with [description], not forty
 * houses to sow. A diagram in the rules, or with no [content] the empty board (earth and
 * hollows) while the game loads.
 */
@Composable
fun BoardPicture(content: BoardContent?, colors: BoardColors, description: String, modifier: Modifier = Modifier, houseNames: Boolean = true) {
    BoxWithConstraints(
        modifier.semantics {
            contentDescription = description
            role = Role.Image
        },
    ) {
        val painter = rememberPainter(constraints, content?.viewer ?: Side.SOUTH, colors, houseNames)
        val overlay = remember { BoardPainter.Overlay() }
        if (content != null) overlay.show(content, animation = null)
        Canvas(Modifier.fillMaxSize()) {
            if (content == null) painter.drawEmpty(this) else painter.draw(this, content.board, overlay, frame = null)
        }
    }
}

/**
 * The painter for a board area of these [constraints], made again only when the size, viewer,
 * colours or names change: with it the board's texture, drawn once at its first frame.
 */
@Composable
private fun rememberPainter(constraints: Constraints, viewer: Side, colors: BoardColors, houseNames: Boolean): BoardPainter {
    val density = LocalDensity.current
    val width = constraints.maxWidth.toFloat()
    val height = constraints.maxHeight.toFloat()
    val geometry = remember(width, height, viewer) { BoardGeometry(width, height, viewer) }
    return remember(geometry, colors, density, houseNames) { BoardPainter(geometry, colors, density.density, density.fontScale, houseNames) }
}

private fun BoardPainter.Overlay.show(content: BoardContent, animation: TurnAnimation?) {
    legal = content.legal
    marks = content.marks
    resultMarks = animation?.outcome?.snapshot?.lastMoveMarks ?: emptyList()
    hintHouse = content.hintHouse
    hintLands = content.hintLands
}

/**
 * A semantics node over each drawn house, its whole cell (placed from the left: see [Board]),
 * with its label and, on a person's house, a sow action.
 */
@Composable
private fun HouseNodes(geometry: BoardGeometry, houseLabel: (Int) -> String, sowLabel: String, persons: List<Boolean>, tap: (Int) -> Unit) {
    val cell = with(LocalDensity.current) { DpSize(geometry.cellWidth.toDp(), geometry.cellHeight.toDp()) }
    val halfWidth = geometry.cellWidth / 2
    val halfHeight = geometry.cellHeight / 2
    for (index in 0 until BoardGeometry.HOUSES) {
        Box(
            Modifier
                .absoluteOffset {
                    IntOffset((geometry.centreX(index) - halfWidth).roundToInt(), (geometry.centreY(index) - halfHeight).roundToInt())
                }
                .size(cell)
                .testTag("house-$index")
                .semantics {
                    contentDescription = houseLabel(index)
                    if (persons[index]) {
                        role = Role.Button
                        onClick(label = sowLabel) {
                            tap(index)
                            true
                        }
                    }
                },
        )
    }
}
