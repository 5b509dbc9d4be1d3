package app.kiela.ui

import android.app.Application
import android.os.Handler
import android.os.Looper
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import app.kiela.core.AppDriver
import app.kiela.core.AppEvent
import app.kiela.core.GameScreen
import app.kiela.core.Phrase
import app.kiela.core.PuzzleScreen
import app.kiela.core.ReviewScreen
import app.kiela.core.ScreenListener
import app.kiela.ui.board.TurnAnimations
import java.util.concurrent.atomic.AtomicLong

/**
 * Holds the app's [AppDriver] across rotations: the core decides everything (the game, the
 * computer's worker, the review, the puzzle, the statistics, the preferences and the files);
 * this hands it the person's events and puts the screens it hands back into Compose state on
 * the main thread. Process death is covered by the driver's save.
 *
 * The driver is made on an io thread, not the main one: it reads the data folder ([folder],
 * the app's files), and the first call into the core loads its library. Until its first screen
 * is here the view model is [loading] and the screen shows the empty board. [open] makes the
 * driver (a seam for tests: another folder, a seed, a gate).
 */
class GameViewModel(
    application: Application,
    folder: String = application.filesDir.path,
    open: (folder: String, listener: ScreenListener) -> AppDriver = ::AppDriver,
) : ViewModel(), ScreenListener {
    private val main = Handler(Looper.getMainLooper())
    private var driver: AppDriver? = null
    private var cleared = false

    // The game as the screen draws it; null while it loads.
    private val current = mutableStateOf<GameScreen?>(null)

    /** Whether the game is still being read. */
    val loading: Boolean get() = current.value == null

    /** The game screen as the driver handed it last, once loaded. */
    val screen: GameScreen get() = checkNotNull(current.value) { "the game is still loading" }

    /** The review open, as far as it has come; null when none is. */
    var review: ReviewScreen? by mutableStateOf(null)
        private set

    /** The puzzle open; null when none is. */
    var puzzle: PuzzleScreen? by mutableStateOf(null)
        private set

    /** The turn being animated, kept across rotations so that it plays on; the puzzle's likewise. */
    val animations = TurnAnimations()
    val puzzleAnimations = TurnAnimations()

    /** The guided game's last note, kept once its turn has played (the card shows it until the next). */
    var guideNote: Phrase? by mutableStateOf(null)

    init {
        Thread({
            val made = open(folder, this)
            val first = made.screen()
            main.post {
                if (cleared) {
                    close(made)
                } else {
                    driver = made
                    // A screen the driver handed over meanwhile is newer than this one.
                    if (current.value == null) current.value = first
                }
            }
        }, "kiela-load").start()
    }

    /** Hands [event] to the driver (nothing while it loads): the screens after it come back through the listener. */
    fun handle(event: AppEvent) {
        when (event) {
            is AppEvent.NewGame, AppEvent.GuidedGame, AppEvent.StopGuide -> guideNote = null
            is AppEvent.AnswerGuideOffer -> guideNote = null
            else -> Unit
        }
        driver?.handle(event)
    }

    /** The game as text to share. */
    fun recordText(): String = driver?.recordText().orEmpty()

    // The listener: called with the driver's lock held, on whichever thread made the change, so
    // in the driver's order. Each value goes to the main thread (at once when called there) and
    // the call returns; one overtaken by a newer value on its way is dropped.
    override fun screenChanged(screen: GameScreen) = deliver(screens, screen) { current.value = it }

    override fun reviewChanged(review: ReviewScreen?) = deliver(reviews, review) { this.review = it }

    override fun puzzleChanged(puzzle: PuzzleScreen?) = deliver(puzzles, puzzle) { this.puzzle = it }

    private val screens = Ordered()
    private val reviews = Ordered()
    private val puzzles = Ordered()

    /** Numbers the values of one kind as they come, so that only a newer one is taken on the main thread. */
    private class Ordered {
        val given = AtomicLong()
        var taken = 0L // on the main thread
    }

    private fun <T> deliver(order: Ordered, value: T, take: (T) -> Unit) {
        val n = order.given.incrementAndGet()
        val arrive = Runnable {
            if (!cleared && n > order.taken) {
                order.taken = n
                take(value)
            }
        }
        if (Looper.myLooper() == Looper.getMainLooper()) arrive.run() else main.post(arrive)
    }

    override fun onCleared() {
        cleared = true
        driver?.let(::close) // else it is closed as it arrives
        driver = null
    }

    // Stops the computer, writes the save and waits for the writes: off the main thread.
    private fun close(driver: AppDriver) {
        Thread({
            driver.shutDown()
            driver.close()
        }, "kiela-close").start()
    }

    companion object {
        /**
         * Makes the view model with the activity's own application. (The default factory keeps
         * the first application it saw in a static, which under Robolectric is another test's.)
         */
        fun factory(application: Application): ViewModelProvider.Factory = viewModelFactory {
            initializer { GameViewModel(application) }
        }
    }
}
