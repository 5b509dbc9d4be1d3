// The app driver through the Kotlin binding, as an app holds it: a ScreenListener written in
// Kotlin gets screens from the driver's own threads, events cross as sealed classes, and every
// sentence arrives as a phrase. What the driver decides is tested in Rust
// (rust/kiela-session/tests/app_driver.rs); this checks that it crosses the FFI whole.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

class AppDriverTest {
    @TempDir
    lateinit var folder: Path

    /** Keeps what the driver tells, and on which thread, as an app's main thread would get it. */
    private class Screens : ScreenListener {
        val games = LinkedBlockingQueue<Pair<GameScreen, String>>()
        val reviews = LinkedBlockingQueue<ReviewScreen>()
        val puzzles = LinkedBlockingQueue<PuzzleScreen>()

        override fun screenChanged(screen: GameScreen) {
            games.put(screen to Thread.currentThread().name)
        }

        override fun reviewChanged(review: ReviewScreen?) {
            review?.let(reviews::put)
        }

        override fun puzzleChanged(puzzle: PuzzleScreen?) {
            puzzle?.let(puzzles::put)
        }
    }

    private fun <T> LinkedBlockingQueue<T>.until(wanted: (T) -> Boolean): T {
        while (true) {
            val next = poll(60, TimeUnit.SECONDS) ?: throw AssertionError("the screen waited for never came")
            if (wanted(next)) return next
        }
    }

    private val friend = NewGameChoice(Opponent.Friend, Side.SOUTH, true, Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false)

    @Test
    fun theComputersTurnComesFromTheDriversWorkerToAListenerWrittenInKotlin() {
        val screens = Screens()
        AppDriver.withSeed(folder.toString(), screens, 3uL).use { driver ->
            driver.handle(AppEvent.NewGame(friend.copy(opponent = Opponent.Computer(Level.BEGINNER))))
            val house = driver.screen().shown.legalHouses.first()
            driver.handle(AppEvent.Tap(house))
            val (screen, thread) = screens.games.until { (screen, _) -> screen.snapshot.turns == 2 }
            assertNotEquals(Thread.currentThread().name, thread, "the computer's move is told from its worker")
            assertEquals(1, screen.queued, "queued behind the person's turn, still animating")
            assertNotNull(screen.animation)
            assertEquals(CueKind.End, screen.animation!!.cues.last().kind)
            driver.shutDown()
        }
        assertTrue(folder.resolve("game.json").toFile().readText().contains("kiela"), "the save is written by the end")
    }

    @Test
    fun everySentenceArrivesAsAPhraseWithItsArguments() {
        val screens = Screens()
        AppDriver.withSeed(folder.toString(), screens, 5uL).use { driver ->
            driver.handle(AppEvent.NewGame(friend))
            val screen = screens.games.until { true }.first
            assertEquals(40, screen.words.houses.size)
            val near = screen.seats.first()
            assertEquals(SeatPlayer.NearPlayer, near.player)
            assertEquals(Phrase.Key("player_bottom", emptyList()), near.words.name)
            driver.handle(AppEvent.Tap(0)) // North's house, not the bottom player's
            val refused = screens.games.until { it.first.notice != null }.first
            assertEquals(NoticeKind.Refused(Refusal.NotYourHouse), refused.notice!!.kind)
            assertEquals(Phrase.Key("refused_not_yours", emptyList()), refused.words.notice)
            driver.handle(AppEvent.Hint)
            val hinted = screens.games.until { it.first.hint != null }.first
            val hint = hinted.words.hint as Phrase.Key
            assertTrue(hint.key.startsWith("hint_"), "the hint's line: ${hint.key}")
        }
    }

    @Test
    fun aReviewAndAPuzzleCrossWhole() {
        val screens = Screens()
        AppDriver.withSeed(folder.toString(), screens, 7uL).use { driver ->
            driver.handle(AppEvent.NewGame(friend))
            repeat(4) {
                val shown = driver.screen()
                driver.handle(AppEvent.Tap(shown.snapshot.legalHouses.first()))
                driver.screen().animation?.let { driver.handle(AppEvent.AnimationDone(it.revision)) }
            }
            driver.handle(AppEvent.OpenReview(driver.recordText(), ReviewSeats.TwoPeople))
            val reviewed = screens.reviews.until { it.phase is ReviewPhase.Reviewed }.phase as ReviewPhase.Reviewed
            assertEquals(4, reviewed.review.turns.size)
            val puzzle = allPuzzles().first()
            driver.handle(AppEvent.OpenPuzzle(puzzle.id))
            val open = screens.puzzles.until { true }
            assertEquals(puzzle, open.puzzle)
            assertTrue(open.board)
        }
    }
}
