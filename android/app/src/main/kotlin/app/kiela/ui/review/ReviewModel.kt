package app.kiela.ui.review

import android.os.Handler
import android.os.Looper
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.listSaver
import androidx.compose.runtime.setValue
import androidx.lifecycle.ViewModel
import app.kiela.core.GameReview
import app.kiela.core.GameReviewer
import app.kiela.core.GameSession
import app.kiela.core.KielaException
import app.kiela.core.Opponent
import app.kiela.core.PastGame
import app.kiela.core.PersonOutcome
import app.kiela.core.Seat
import app.kiela.core.Side
import java.util.concurrent.Executor
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.ScheduledExecutorService
import java.util.concurrent.ScheduledFuture
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/** How the review names the two players. */
enum class ReviewNames {
    /** A person against the computer: "You" and "Computer". */
    PERSON_AND_COMPUTER,

    /** Two people on one phone: the bottom player (South) and the top one. */
    TWO_PEOPLE,

    /** Whose seat was whose is not known (a drawn game against the computer): South and North. */
    SIDES,
}

/**
 * A game to review: its [record] (as the core writes it), the side it is seen from, [viewer]
 * (the person's; South with two people or when it is not known), how the players are named,
 * and whether the review was opened from the statistics (so back returns there).
 */
data class ReviewRequest(val record: String, val viewer: Side, val names: ReviewNames, val fromStatistics: Boolean = false) {
    companion object {
        /** Kept across rotation and process death with the screen it opens. */
        val Saver: Saver<ReviewRequest?, Any> = listSaver(
            save = { request -> if (request == null) emptyList() else listOf(request.record, request.viewer.name, request.names.name, request.fromStatistics) },
            restore = { saved ->
                if (saved.size < 4) null else ReviewRequest(saved[0] as String, Side.valueOf(saved[1] as String), ReviewNames.valueOf(saved[2] as String), saved[3] as Boolean)
            },
        )

        /** The game just played: from the person's side against the computer, from South's with two people. */
        fun ofGame(record: String, viewer: Side, twoPeople: Boolean) =
            if (twoPeople) ReviewRequest(record, Side.SOUTH, ReviewNames.TWO_PEOPLE)
            else ReviewRequest(record, viewer, ReviewNames.PERSON_AND_COMPUTER)
    }
}

/**
 * A game of the recent games, as its row and its review show it: the turns it took and whose
 * side the person played, both from the core's replay of its record (null turns when it cannot
 * be replayed). A game's record does not say who sat where: against the computer the person's
 * side is the winner's when they won and the loser's when they lost; after a draw it is not known.
 */
class RecentGame(val game: PastGame, val turns: Int?, val request: ReviewRequest) {
    companion object {
        fun of(game: PastGame): RecentGame {
            val snapshot = try {
                GameSession.fromRecordText(game.record, Seat.Person, Seat.Person).use { it.snapshot() }
            } catch (e: Exception) {
                null // a record the core refuses (not written by this app): listed, and its review says so
            }
            val winner = snapshot?.result?.winner
            val request = when {
                game.opponent == Opponent.Friend -> ReviewRequest(game.record, Side.SOUTH, ReviewNames.TWO_PEOPLE, fromStatistics = true)
                winner != null && game.outcome != PersonOutcome.DRAWN -> {
                    val person = if (game.outcome == PersonOutcome.WON) winner else winner.other()
                    ReviewRequest(game.record, person, ReviewNames.PERSON_AND_COMPUTER, fromStatistics = true)
                }
                else -> ReviewRequest(game.record, Side.SOUTH, ReviewNames.SIDES, fromStatistics = true)
            }
            return RecentGame(game, snapshot?.turns, request)
        }
    }
}

private fun Side.other() = if (this == Side.SOUTH) Side.NORTH else Side.SOUTH

/** Where a review is: running (with its progress), done, or refused by the core. */
sealed interface ReviewState {
    val request: ReviewRequest

    /** [done] of [total] sowings reviewed; [total] is 0 until the core has counted them. */
    data class Running(override val request: ReviewRequest, val done: Int, val total: Int) : ReviewState

    data class Reviewed(override val request: ReviewRequest, val review: GameReview) : ReviewState

    /** The core could not review the record (BadRecord, or a failure of the core). */
    data class Failed(override val request: ReviewRequest, val error: Exception) : ReviewState
}

/**
 * Runs one review at a time: [GameReviewer.review] on a worker thread, its progress polled ten
 * times a second and handed to the main thread, where [state] is. Kept by the activity, so a
 * review goes on through a rotation; the screen calls [leave] when it goes away for good, which
 * cancels a review still running (a finished one is kept, to open again at once). The core
 * decides everything; this only moves its answers between threads.
 */
class ReviewViewModel : ViewModel() {
    private val worker: ExecutorService = Executors.newSingleThreadExecutor { Thread(it, "kiela-review").apply { isDaemon = true } }
    private val ticker: ScheduledExecutorService = Executors.newSingleThreadScheduledExecutor { Thread(it, "kiela-review-progress").apply { isDaemon = true } }
    private val main: Executor = Handler(Looper.getMainLooper()).let { handler -> Executor { handler.post(it) } }
    private var running: Job? = null
    private val working = AtomicInteger(0)

    /** The review asked for last, as far as it has come; null when none is open. Read on the main thread. */
    var state: ReviewState? by mutableStateOf(null)
        private set

    /** Whether a review is still busy on the worker (a cancelled one until the core has stopped it): for tests. */
    val busy: Boolean get() = working.get() > 0

    /** Starts reviewing [request], unless it is the one running or reviewed already. */
    fun open(request: ReviewRequest) {
        val current = state
        if (current != null && current.request.record == request.record && current !is ReviewState.Failed) {
            if (current.request != request) state = retarget(current, request)
            return
        }
        stop()
        val job = Job(request)
        running = job
        state = ReviewState.Running(request, 0, 0)
        working.incrementAndGet()
        job.ticking = ticker.scheduleWithFixedDelay(job::tick, PROGRESS_EVERY_MS, PROGRESS_EVERY_MS, TimeUnit.MILLISECONDS)
        worker.execute(job::run)
    }

    /** The screen has gone (not for a rotation): a review still running is cancelled. */
    fun leave() {
        if (state is ReviewState.Running) {
            stop()
            state = null
        }
    }

    override fun onCleared() {
        stop()
        worker.shutdown()
        ticker.shutdownNow()
    }

    private fun stop() {
        running?.cancel()
        running = null
    }

    // The same game asked for from elsewhere (the names or where back goes): its review as it is.
    private fun retarget(state: ReviewState, request: ReviewRequest): ReviewState = when (state) {
        is ReviewState.Running -> state.copy(request = request)
        is ReviewState.Reviewed -> state.copy(request = request)
        is ReviewState.Failed -> state.copy(request = request)
    }

    private fun arrived(job: Job, result: Result<GameReview>) {
        if (running !== job) return
        running = null
        state = result.fold(
            onSuccess = { ReviewState.Reviewed(state?.request ?: job.request, it) },
            onFailure = { e -> if (e is KielaException.Cancelled) null else ReviewState.Failed(state?.request ?: job.request, e as? Exception ?: RuntimeException(e)) },
        )
    }

    /** One review: its own reviewer, cancelled once and for all by [cancel]. */
    private inner class Job(val request: ReviewRequest) {
        private val reviewer = GameReviewer()
        private val lock = Any()
        private var finished = false // under lock: the reviewer is closed

        @Volatile private var cancelled = false

        @Volatile var ticking: ScheduledFuture<*>? = null

        fun run() {
            val result = if (cancelled) {
                Result.failure(KielaException.Cancelled())
            } else {
                // Any exception, not only a refusal: one escaping the worker would end the app.
                try {
                    Result.success(reviewer.review(request.record))
                } catch (e: Exception) {
                    Result.failure(e)
                }
            }
            synchronized(lock) {
                finished = true
                ticking?.cancel(false)
                reviewer.close()
            }
            working.decrementAndGet()
            main.execute { arrived(this, result) }
        }

        // On the ticker: the progress to the main thread; once cancelled, the cancel again (one
        // that came before the core began its review would be lost: it begins with a fresh stop).
        fun tick() = synchronized(lock) {
            if (finished) return@synchronized
            if (cancelled) return@synchronized reviewer.cancel()
            val progress = reviewer.progress()
            main.execute {
                val shown = state
                if (running === this && shown is ReviewState.Running) state = shown.copy(done = progress.done, total = progress.total)
            }
        }

        fun cancel() {
            cancelled = true
            synchronized(lock) { if (!finished) reviewer.cancel() }
        }
    }

    private companion object {
        const val PROGRESS_EVERY_MS = 100L
    }
}
