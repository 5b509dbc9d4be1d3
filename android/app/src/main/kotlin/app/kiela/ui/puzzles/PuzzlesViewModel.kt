package app.kiela.ui.puzzles

import android.os.Handler
import android.os.Looper
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.ViewModel
import app.kiela.core.AnimationSpeed
import app.kiela.core.KielaException
import app.kiela.core.MoveOutcome
import app.kiela.core.Puzzle
import app.kiela.core.PuzzleSession
import app.kiela.core.PuzzleState
import app.kiela.core.PuzzleStep
import app.kiela.core.Refusal
import app.kiela.core.Snapshot
import app.kiela.core.TapAction
import app.kiela.core.refusalOf
import app.kiela.game.QueuedMove
import app.kiela.ui.board.TurnAnimations
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** Everything the puzzle screen shows, as one immutable value: [PuzzlesViewModel] makes a new one for every change. */
data class PuzzleView(
    val puzzle: Puzzle,
    /** The puzzle as it is now (after every queued animation). */
    val snapshot: Snapshot,
    /** The person's last try and what followed (where it was tried, the moves left), null before any. */
    val last: PuzzleStep? = null,
    /** The try and the opponent's answer, still to animate, oldest first. */
    val animations: List<QueuedMove> = emptyList(),
    val state: PuzzleState = PuzzleState.Playing,
    /** A try is on its way from the worker. */
    val playing: Boolean = false,
    /** Why the last tap was not played, said until the next. */
    val refusal: Refusal? = null,
) {
    /** The puzzle as the screen shows it: as it was before the move being animated, else as it is. */
    val shown: Snapshot get() = animations.firstOrNull()?.before ?: snapshot

    /** Whether a tap plays now: nothing animating or on its way, and the puzzle neither solved nor missed. */
    val awaitingTap: Boolean get() = animations.isEmpty() && !playing && state == PuzzleState.Playing

    /** The verdict, once the moves that led to it have played; null while playing. */
    val verdict: PuzzleState? get() = state.takeIf { it != PuzzleState.Playing && animations.isEmpty() && !playing }
}

/**
 * The puzzle being played, kept across rotations: the core's [PuzzleSession], its tries played
 * on a worker (the engine's defence searches a few milliseconds), their answers handed back to
 * the main thread, and the animation under way. An answer for a puzzle left or restarted
 * meanwhile is dropped. Every method is called on the main thread.
 */
class PuzzlesViewModel : ViewModel() {
    private val worker: ExecutorService = Executors.newSingleThreadExecutor { Thread(it, "kiela-puzzle").apply { isDaemon = true } }
    private val main = Handler(Looper.getMainLooper())
    private var session: PuzzleSession? = null
    private var generation = 0L // moves on with every puzzle opened or restarted

    /** The puzzle open, or null. */
    var view: PuzzleView? by mutableStateOf(null)
        private set

    /** The move being animated, kept across rotations so that it plays on. */
    val animations = TurnAnimations()

    /** Opens the puzzle [id], its sowings timed at [speed]; the one already open (after a rotation) stays as it is. */
    fun open(id: String, speed: AnimationSpeed) {
        if (view?.puzzle?.id == id) return
        leave()
        val opened = PuzzleSession(id, speed)
        session = opened
        view = PuzzleView(opened.puzzle(), opened.snapshot())
    }

    /** A tap on the house at board [index]: refused as the puzzle's taps say, or played on the worker. */
    fun tap(index: Int) {
        val now = view ?: return
        val playing = session ?: return
        if (!now.awaitingTap) return
        val action = now.snapshot.taps[index]
        if (action is TapAction.Refused) {
            view = now.copy(refusal = action.reason)
            return
        }
        val asked = generation
        view = now.copy(playing = true, refusal = null)
        worker.execute {
            // Any exception, not only a refusal: one escaping the worker would end the app.
            val step = try {
                Result.success(playing.play(index))
            } catch (e: Exception) {
                Result.failure(e)
            }
            main.post {
                val before = view
                if (asked != generation || before == null) return@post
                step.fold(
                    { played(before, it) },
                    { e -> view = before.copy(playing = false, refusal = if (e is KielaException) refusalOf(e) else Refusal.Other) },
                )
            }
        }
    }

    // The try, then the opponent's answer (after its beat), queued to animate.
    private fun played(before: PuzzleView, step: PuzzleStep) {
        val reply = step.reply
        val queue = listOfNotNull(QueuedMove(step.outcome, before.snapshot), reply?.let { QueuedMove(it, step.outcome.snapshot) })
        view = before.copy(
            snapshot = reply?.snapshot ?: step.outcome.snapshot,
            last = step,
            animations = queue,
            state = step.state,
            playing = false,
        )
    }

    /** The move at the head of the queue has been animated (or skipped to its end). */
    fun animationDone(outcome: MoveOutcome) {
        val now = view ?: return
        if (now.animations.firstOrNull()?.outcome === outcome) view = now.copy(animations = now.animations.drop(1))
    }

    /** Back to the puzzle's position, to try again (not while a try is on its way: it would land after). */
    fun restart() {
        val open = session ?: return
        if (view?.playing == true) return
        generation++
        view = PuzzleView(open.puzzle(), open.restart())
    }

    /** Closes the puzzle open (back to the list). */
    fun leave() {
        generation++
        session?.close()
        session = null
        view = null
    }

    override fun onCleared() {
        leave()
        worker.shutdownNow()
    }
}
