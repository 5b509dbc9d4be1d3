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
import app.kiela.core.KielaException
import app.kiela.core.ReviewSeats
import app.kiela.core.Side
import java.util.concurrent.Executor
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.ScheduledExecutorService
import java.util.concurrent.ScheduledFuture
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/**
 * A game to review: its [record] (as the core writes it), who sat where ([seats]: the side it is
 * seen from and how the players are named), and whether the review was opened
 * from the statistics (so back returns there).
 */
data class ReviewRequest(val record: String, val seats: ReviewSeats, val fromStatistics: Boolean = false) {
    companion object {
        /** Kept across rotation and process death with the screen it opens: the seats as a kind and a side. */
        val Saver: Saver<ReviewRequest?, Any> = listSaver(
            save = { request ->
                if (request == null) emptyList() else listOf(request.record, request.seats.kind(), request.seats.person()?.name.orEmpty(), request.fromStatistics)
            },
            restore = { saved ->
                val seats = if (saved.size < 4) null else seatsOf(saved[1] as String, saved[2] as String)
                if (seats == null) null else ReviewRequest(saved[0] as String, seats, saved[3] as Boolean)
            },
        )

        /** The game just played: from the person's side against the computer, from South's with two people. */
        fun ofGame(record: String, viewer: Side, twoPeople: Boolean) =
            ReviewRequest(record, if (twoPeople) ReviewSeats.TwoPeople else ReviewSeats.AgainstComputer(viewer))

        private fun ReviewSeats.kind() = when (this) {
            is ReviewSeats.AgainstComputer -> "computer"
            ReviewSeats.TwoPeople -> "two-people"
            ReviewSeats.BySide -> "by-side"
        }

        private fun ReviewSeats.person() = (this as? ReviewSeats.AgainstComputer)?.person

        private fun seatsOf(kind: String, person: String): ReviewSeats? = when (kind) {
            "computer" -> Side.entries.firstOrNull { it.name == person }?.let { ReviewSeats.AgainstComputer(it) }
            "two-people" -> ReviewSeats.TwoPeople
            "by-side" -> ReviewSeats.BySide
            else -> null
        }
    }
}

/** Whether [other] asks for the same review: the same record seen from the same seats. */
fun ReviewRequest.sameReview(other: ReviewRequest) = record == other.record && seats == other.seats

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

    /**
     * Starts reviewing [request], unless it is the one running or reviewed already (the same
     * record seen from the same seats); seen from other seats it is reviewed again.
     */
    fun open(request: ReviewRequest) {
        val current = state
        if (current != null && current.request.sameReview(request) && current !is ReviewState.Failed) {
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

    // The same game from the same seats asked for from elsewhere (where back goes): its review as it is.
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

    /** One review: its own reviewer, which a cancel stops once and for all (even before it begins). */
    private inner class Job(val request: ReviewRequest) {
        private val reviewer = GameReviewer()
        private val lock = Any()
        private var finished = false // under lock: the reviewer is closed

        @Volatile var ticking: ScheduledFuture<*>? = null

        fun run() {
            // Any exception, not only a refusal: one escaping the worker would end the app.
            val result = try {
                Result.success(reviewer.review(request.record, request.seats))
            } catch (e: Exception) {
                Result.failure(e)
            }
            synchronized(lock) {
                finished = true
                ticking?.cancel(false)
                reviewer.close()
            }
            working.decrementAndGet()
            main.execute { arrived(this, result) }
        }

        // On the ticker: the progress to the main thread.
        fun tick() = synchronized(lock) {
            if (finished) return@synchronized
            val progress = reviewer.progress()
            main.execute {
                val shown = state
                if (running === this && shown is ReviewState.Running) state = shown.copy(done = progress.done, total = progress.total)
            }
        }

        fun cancel() = synchronized(lock) { if (!finished) reviewer.cancel() }
    }

    private companion object {
        const val PROGRESS_EVERY_MS = 100L
    }
}
