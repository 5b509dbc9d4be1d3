package app.kiela

import android.os.Looper
import androidx.activity.ComponentActivity
import androidx.lifecycle.ViewModelProvider
import app.kiela.core.AnimationSpeed
import app.kiela.core.GameReview
import app.kiela.ui.GameViewModel
import app.kiela.ui.review.ReviewState
import app.kiela.ui.review.ReviewViewModel
import org.json.JSONObject
import org.robolectric.Shadows.shadowOf
import java.io.File

/** The activity's review holder, the one the review screen uses. */
fun ComponentActivity.reviewViewModel(): ReviewViewModel = ViewModelProvider(this)[ReviewViewModel::class.java]

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
fun ReviewViewModel.awaitReviewed(): GameReview {
    val started = System.nanoTime()
    awaitLongOnMain("the review") { state !is ReviewState.Running }
    val state = state
    check(state is ReviewState.Reviewed) { "not reviewed: $state" }
    println("review: ${state.review.turns.size} sowings in ${(System.nanoTime() - started) / 1_000_000} ms")
    return state.review
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
    model.setAnimationSpeed(AnimationSpeed.INSTANT)
    for (index in scriptedTaps()) {
        model.tap(index)
        state.animations.forEach { model.animationDone(it.outcome) }
    }
    check(state.snapshot.result != null) { "the scripted game ends" }
}
