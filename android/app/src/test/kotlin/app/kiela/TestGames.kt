package app.kiela

import android.os.Looper
import androidx.activity.ComponentActivity
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.lifecycle.ViewModelProvider
import app.kiela.core.AnimationSpeed
import app.kiela.core.AppEvent
import app.kiela.core.GameScreen
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.Level
import app.kiela.core.NewGameChoice
import app.kiela.core.Opponent
import app.kiela.core.Phrase
import app.kiela.core.StepKind
import app.kiela.core.defaultNewGameChoice
import app.kiela.ui.GameViewModel
import app.kiela.ui.Phrases
import java.io.File
import org.junit.Assert.assertEquals
import org.robolectric.Shadows.shadowOf
import kotlin.io.path.createTempDirectory

/** The activity's view model, the same instance the screen uses, once its game has loaded. */
fun ComponentActivity.gameViewModel(): GameViewModel = ViewModelProvider(this)[GameViewModel::class.java].loaded()

/** This view model once its game has loaded (it loads on the io thread). */
fun GameViewModel.loaded(): GameViewModel = apply { awaitOnMain("the game to load") { !loading } }

/**
 * Waits up to 10 s for [condition], running the main looper meanwhile, so that what other
 * threads hand to the main thread arrives (call it on the main thread: under Robolectric, the
 * test's own).
 */
fun awaitOnMain(what: String, condition: () -> Boolean) {
    val deadline = System.nanoTime() + 10_000_000_000
    while (!condition()) {
        check(System.nanoTime() < deadline) { "waited 10 s for $what" }
        Thread.sleep(5)
        shadowOf(Looper.getMainLooper()).idle()
    }
}

/** Hands [event] to the driver and lets the screens it hands back arrive (on the main thread: under Robolectric, the test's own). */
fun GameViewModel.send(event: AppEvent) {
    handle(event)
    shadowOf(Looper.getMainLooper()).idle()
}

/** Starts the game chosen in the new-game sheet, as the sheet does. */
fun GameViewModel.startGame(choice: NewGameChoice) = send(AppEvent.NewGame(choice))

/** The screen the driver handed over last. */
val GameViewModel.state: GameScreen get() = screen

/** The turns still to animate: the one animating now, and as many behind it. */
val GameScreen.waiting: Int get() = if (animation == null) 0 else queued + 1

/** Says every turn waiting has been animated, as the screen would once it has played them. */
fun GameViewModel.animateAll() {
    repeat(1000) {
        val head = state.animation ?: return
        send(AppEvent.AnimationDone(head.revision))
    }
    error("the turns never stopped coming")
}

/** A folder of its own for the driver's files, with [files] (name to text) in it. */
fun dataFolder(vararg files: Pair<String, String>): File = createTempDirectory("kiela-data").toFile().apply {
    for ((name, text) in files) File(this, name).writeText(text)
}

/** Two people on one phone, the traditional game, South first. */
val twoPeople = defaultNewGameChoice().copy(opponent = Opponent.Friend)

/** Against the computer at [level], the person South and first. */
fun againstComputer(level: Level) = defaultNewGameChoice().copy(opponent = Opponent.Computer(level))

/**
 * The same game as the app's, played beside it in a session of its own, to look ahead: two-person
 * games have no randomness, so the same taps give the same positions.
 */
class Mirror(settings: GameSettings) : AutoCloseable {
    private val session = GameSession(settings)

    fun play(index: Int) = session.play(index)

    /** The first legal house whose sowing captures, or null. */
    fun capturingHouse(): Int? = session.snapshot().legalHouses.firstOrNull { index ->
        GameSession.fromSave(session.save()).use { trial ->
            trial.play(index).timeline.any { it.kind is StepKind.CaptureFlash }
        }
    }

    fun snapshot() = session.snapshot()

    override fun close() = session.close()
}

/** Plays, on the app and on [mirror], the first legal house until a capture is one tap away; its index. */
fun GameViewModel.playUntilCaptureIsNext(mirror: Mirror): Int {
    repeat(200) {
        mirror.capturingHouse()?.let { return it }
        val index = mirror.snapshot().legalHouses.first()
        send(AppEvent.Tap(index))
        mirror.play(index)
        animateAll()
    }
    error("no capture within 200 turns")
}

/** Plays two people's houses at the instant speed until the game is over. */
fun GameViewModel.playToTheEnd() = playUntil { false }

/**
 * Plays two people's houses at the instant speed until [done] holds for the board, or the game
 * is over: on turn n the legal house at n × [spread] (wrapped round), so a spread is one game.
 */
fun GameViewModel.playUntil(spread: Int = 7, done: (board: List<Int>) -> Boolean) {
    send(AppEvent.SetSpeed(AnimationSpeed.INSTANT))
    var turns = 0
    while (state.snapshot.result == null && !done(state.snapshot.board)) {
        check(turns++ < 2000) { "no end in 2000 turns" }
        val legal = state.snapshot.legalHouses
        send(AppEvent.Tap(legal[(turns * spread) % legal.size]))
        animateAll()
    }
}

/** The text of [phrase] with the app's strings of [resources]. */
fun said(resources: android.content.res.Resources, phrase: Phrase): String = Phrases(resources).text(phrase)

/** Checks that the node shows [text] (its texts joined; empty when it shows none). */
fun SemanticsNodeInteraction.assertTextIs(text: String) {
    val shown = fetchSemanticsNode().config.getOrElse(SemanticsProperties.Text) { emptyList() }.joinToString { it.text }
    assertEquals(text, shown)
}
