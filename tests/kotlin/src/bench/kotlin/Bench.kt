// The cost of a call through the Kotlin bindings, in µs, after warm-up. Not a test: run it with
// tests/kotlin/bench, which builds the release library and prints
//   kotlin play: N µs/call       (a person's turn: play, the outcome with its timeline and snapshot)
//   kotlin snapshot: N µs/call   (the snapshot of a game in progress)

import app.kiela.core.*
import java.util.Locale
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

    println("kotlin play: %.1f µs/call".format(Locale.ROOT, play))
    println("kotlin snapshot: %.1f µs/call".format(Locale.ROOT, snapshot))
}
