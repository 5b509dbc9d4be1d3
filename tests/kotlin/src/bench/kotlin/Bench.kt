// The cost of a call through the Kotlin bindings, in µs, after warm-up. Not a test: run it with
// tests/kotlin/bench, which builds the release library and prints
//   kotlin play: N µs/call       (a person's turn: play, the outcome with its timeline and snapshot)
//   kotlin snapshot: N µs/call   (the snapshot of a game in progress)
//   kotlin screen: N µs/call     (the app driver's screen there: what a listener is handed)

import app.kiela.core.*
import java.util.Locale
import kotlin.io.path.createTempDirectory
import kotlin.random.Random

private val people = GameSettings(
    Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false, Seat.Person, Seat.Person, Side.SOUTH,
)

/** The turns of a random game between people, played to the end: the indices of the houses sown. */
private fun randomGame(seed: Int): List<Int> = GameSession.withSeed(people, seed.toULong()).use { session ->
    val random = Random(seed)
    generateSequence {
        session.snapshot().legalHouses.takeIf { it.isNotEmpty() }?.random(random)?.also { session.play(it) }
    }.toList()
}

/** A listener that drops what it is told: only the call is timed. */
private object Nobody : ScreenListener {
    override fun screenChanged(screen: GameScreen) = Unit

    override fun reviewChanged(review: ReviewScreen?) = Unit

    override fun puzzleChanged(puzzle: PuzzleScreen?) = Unit
}

/** One round of calls: returns the nanoseconds they took and how many there were. */
private fun interface Round {
    fun run(): Pair<Long, Int>
}

/** Runs rounds for [warmUpMs] to warm up, then [rounds] more; the median round's µs per call. */
private fun measure(warmUpMs: Long = 2_000, rounds: Int = 7, round: Round): Double {
    val warmUpEnd = System.nanoTime() + warmUpMs * 1_000_000
    while (System.nanoTime() < warmUpEnd) round.run()
    val perCall = List(rounds) {
        val (nanos, calls) = round.run()
        nanos.toDouble() / calls / 1_000.0
    }
    return perCall.sorted()[rounds / 2]
}

fun main() {
    val games = (1..20).map(::randomGame)
    val session = GameSession.withSeed(people, 1u)

    // play: every turn of the recorded games, one game after the other; only play is timed.
    val play = measure {
        var nanos = 0L
        var calls = 0
        for (game in games) {
            session.newGame(people)
            for (index in game) {
                val started = System.nanoTime()
                session.play(index)
                nanos += System.nanoTime() - started
                calls++
            }
        }
        nanos to calls
    }

    // snapshot: a game in progress, 30 turns in.
    session.newGame(people)
    games.first().take(30).forEach { session.play(it) }
    val snapshot = measure {
        val calls = 20_000
        val started = System.nanoTime()
        repeat(calls) { session.snapshot() }
        (System.nanoTime() - started) to calls
    }
    session.close()

    // screen: the app driver's, the same game 30 turns in.
    val folder = createTempDirectory("kiela-bench").toFile()
    val screen = AppDriver.withSeed(folder.path, Nobody, 1u).use { driver ->
        val friend = NewGameChoice(Opponent.Friend, Side.SOUTH, true, Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false)
        driver.handle(AppEvent.NewGame(friend))
        games.first().take(30).forEach { index ->
            driver.handle(AppEvent.Tap(index))
            driver.screen().animation?.let { driver.handle(AppEvent.AnimationDone(it.revision)) }
        }
        measure {
            val calls = 2_000
            val started = System.nanoTime()
            repeat(calls) { driver.screen() }
            (System.nanoTime() - started) to calls
        }
    }
    folder.deleteRecursively()

    println("kotlin play: %.1f µs/call".format(Locale.ROOT, play))
    println("kotlin snapshot: %.1f µs/call".format(Locale.ROOT, snapshot))
    println("kotlin screen: %.1f µs/call".format(Locale.ROOT, screen))
}
