package app.kiela.game

/** A clock the test moves by hand, as a frame callback's time would move. */
class TestClock(private var nowMs: Long = 1_000_000L) {
    private val startMs = nowMs

    /** The time since the clock was made: the animation's elapsed time. */
    val elapsedMs: Long get() = nowMs - startMs

    fun advanceTo(elapsed: Long) {
        require(elapsed >= elapsedMs) { "time goes only forward: $elapsedMs → $elapsed" }
        nowMs = startMs + elapsed
    }
}
