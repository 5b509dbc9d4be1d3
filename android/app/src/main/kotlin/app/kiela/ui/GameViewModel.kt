package app.kiela.ui

import android.app.Application
import android.os.Handler
import android.os.Looper
import android.util.Log
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import app.kiela.core.AppDriver
import app.kiela.core.AppEvent
import app.kiela.core.GuideAnswer
import app.kiela.core.GameScreen
import app.kiela.core.Phrase
import app.kiela.core.PuzzleScreen
import app.kiela.core.ReviewScreen
import app.kiela.core.ScreenListener
import app.kiela.ui.board.TurnAnimations
import app.kiela.ui.sound.GameSounds
import app.kiela.ui.sound.SoundPlayer
import app.kiela.ui.sound.SoundSink
import java.util.concurrent.atomic.AtomicLong

/**
 * Holds the app's [AppDriver] across rotations: the core decides everything (the game, the
 * computer's worker, the review, the puzzle, the statistics, the preferences and the files);
 * this hands it the person's events and puts the screens it hands back into Compose state on
 * the main thread. Process death is covered by the driver's save.
 *
 * The driver is made on an io thread, not the main one: it reads the data folder ([folder],
 * the app's files), and the first call into the core loads its library. Until its first screen
 * is here the view model is [loading] and the screen shows the empty board. [makeSink] makes
 * where the sounds go (the [SoundPlayer], loading the sound files on that thread too; a recorder
 * in tests), [open] the driver (a seam for tests: another folder, a seed, a gate, faults).
 *
 * Nothing the core or the disk throws ends the app (docs/robustness.md): the driver reads the
 * files itself and sets aside what it cannot read, and tells a failed write on its screen; here
 * every call into it is guarded besides, and a driver that could not be made at all leaves the
 * loading screen saying so ([startFailed]) instead of a crash on every launch.
 */
class GameViewModel(
    application: Application,
    folder: String = application.filesDir.path,
    makeSink: (Application) -> SoundSink = ::SoundPlayer,
    open: (folder: String, listener: ScreenListener) -> AppDriver = ::AppDriver,
) : ViewModel(), ScreenListener {
    private val main = Handler(Looper.getMainLooper())
    private var driver: AppDriver? = null
    private var sink: SoundSink? = null
    private var cleared = false

    // The game as the screen draws it; null while it loads.
    private val current = mutableStateOf<GameScreen?>(null)

    /** Whether the game is still being read. */
    val loading: Boolean get() = current.value == null

    /** The driver could not be made (the core failed even on a fresh start): the app says so. */
    var startFailed: Boolean by mutableStateOf(false)
        private set

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

    /** What is heard of the turns and notices, across rotations (silent until the sounds are loaded). */
    val sounds = GameSounds { sound -> sink?.play(sound) }

    /**
     * A new game asked for while the one in progress would be thrown away ([GameScreen.abandon]):
     * held, and the question asked, until the person answers ([answerAbandon]).
     */
    var abandoning: AppEvent? by mutableStateOf(null)
        private set

    init {
        Thread({
            // Whatever the core or the disk throws here (a Rust panic comes as an exception too)
            // is caught: the app says it could not start rather than dying on every launch.
            val made = try {
                open(folder, this)
            } catch (e: Throwable) {
                Log.e("Kiela", "the game could not be opened", e)
                main.post { if (!cleared) startFailed = true }
                return@Thread
            }
            val first = try {
                made.screen()
            } catch (e: Exception) {
                Log.e("Kiela", "the game's first screen failed", e)
                main.post { if (!cleared) startFailed = true }
                close(made)
                return@Thread
            }
            // Without its sounds the game still plays.
            val sounds = try {
                makeSink(application)
            } catch (e: Exception) {
                Log.e("Kiela", "the sounds could not be loaded", e)
                null
            }
            main.post {
                if (cleared) {
                    close(made)
                    (sounds as? AutoCloseable)?.close()
                } else {
                    driver = made
                    sink = sounds
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
        guarded("handling $event") { driver?.handle(event) }
    }

    /** A call into the core on the main thread: a failure is logged, never thrown at the app. */
    private fun <T> guarded(what: String, call: () -> T): T? = try {
        call()
    } catch (e: Exception) {
        Log.e("Kiela", "the game's core failed $what", e)
        null
    }

    /**
     * The controls' events: as [handle], except that a new game (NewGame, GuidedGame, the guide
     * offer's Start) that would throw the game in progress away waits for [answerAbandon].
     */
    fun handleAsking(event: AppEvent) {
        val startsAnew = event is AppEvent.NewGame || event is AppEvent.GuidedGame ||
            (event is AppEvent.AnswerGuideOffer && event.answer == GuideAnswer.START)
        if (startsAnew && current.value?.abandon != null) abandoning = event else handle(event)
    }

    /** The person answered the question: the new game is started only if they [leave] this one. */
    fun answerAbandon(leave: Boolean) {
        val event = abandoning ?: return
        abandoning = null
        if (leave) handle(event)
    }

    /** The game as text to share. */
    fun recordText(): String = guarded("writing the record") { driver?.recordText() }.orEmpty()

    // The listener: called with the driver's lock held, on whichever thread made the change, so
    // in the driver's order. Each value goes to the main thread (at once when called there) and
    // the call returns; one overtaken by a newer value on its way is dropped.
    override fun screenChanged(screen: GameScreen) = deliver(screens, screen) {
        current.value = it
        // A game that ended meanwhile is not thrown away: the question goes, and so does the request.
        if (it.abandon == null) abandoning = null
    }

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
        (sink as? AutoCloseable)?.close()
        sink = null
    }

    // Stops the computer, writes the save and waits for the writes: off the main thread.
    private fun close(driver: AppDriver) {
        Thread({
            try {
                driver.shutDown()
            } catch (e: Exception) {
                Log.e("Kiela", "the game could not be closed cleanly", e)
            }
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
