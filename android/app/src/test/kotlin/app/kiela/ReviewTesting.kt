package app.kiela

import android.os.Looper
import androidx.activity.ComponentActivity
import app.kiela.core.AnimationSpeed
import app.kiela.core.AppEvent
import app.kiela.core.GameReview
import app.kiela.core.ReviewPhase
import app.kiela.ui.GameViewModel
import org.json.JSONObject
import org.robolectric.Shadows.shadowOf
import java.io.File

/** The activity's view model, which holds the review the review screen shows. */
fun ComponentActivity.reviewViewModel(): GameViewModel = gameViewModel()

/**
 * Waits up to [seconds] for [condition], running the main looper meanwhile (a review takes
 * seconds on the worker: longer than [awaitOnMain] waits). Call it on the main thread.
 */
fun awaitLongOnMain(what: String, seconds: Long = 240, condition: () -> Boolean) {
    val deadline = System.nanoTime() + seconds * 1_000_000_000
    while (!condition()) {
        check(System.nanoTime() < deadline) { "waited $seconds s for $what" }
        Thread.sleep(20)
        shadowOf(Looper.getMainLooper()).idle()
    }
}

/** The review once the core has given it; it fails the test if the core refused the record. */
fun GameViewModel.awaitReviewed(): GameReview {
    val started = System.nanoTime()
    awaitLongOnMain("the review") { review != null && review?.phase !is ReviewPhase.Running }
    val phase = review?.phase
    check(phase is ReviewPhase.Reviewed) { "not reviewed: $phase" }
    println("review: ${phase.review.turns.size} sowings in ${(System.nanoTime() - started) / 1_000_000} ms")
    return phase.review
}

/** The houses tapped in tests/data/scripted-game.json: a whole game between two people (37 sowings, South wins). */
fun scriptedTaps(): List<Int> {
    var dir: File? = File("").absoluteFile
    while (dir != null) {
        val file = File(dir, "tests/data/scripted-game.json")
        if (file.exists()) {
            val turns = JSONObject(file.readText()).getJSONArray("turns")
            return List(turns.length()) { turns.getJSONObject(it).getInt("index") }
        }
        dir = dir.parentFile
    }
    error("no tests/data/scripted-game.json above ${File("").absolutePath}")
}

/** Plays the scripted game to its end, two people on this phone, at the instant speed. */
fun GameViewModel.playTheScriptedGame() {
    startGame(twoPeople)
    send(AppEvent.SetSpeed(AnimationSpeed.INSTANT))
    for (index in scriptedTaps()) {
        send(AppEvent.Tap(index))
        animateAll()
    }
    check(state.snapshot.result != null) { "the scripted game ends" }
}
