package app.kiela.game

import app.kiela.core.AnimationSpeed
import app.kiela.core.CaptureSowing
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.KielaException
import app.kiela.core.Level
import app.kiela.core.Opponent
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.Snapshot
import app.kiela.core.Statistics
import app.kiela.core.Variant
import app.kiela.core.statisticsFromJson
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.Executor
import kotlin.random.Random

/** A [GameStore] in memory that remembers every write and every file set aside. */
class FakeStore(var game: String? = null, var statistics: String? = null) : GameStore {
    val gameWrites = mutableListOf<String>()
    val statisticsWrites = mutableListOf<String>()
    var gamesSetAside = 0
    var statisticsSetAside = 0

    override fun readGame(): String? = game

    override fun writeGame(json: String) {
        gameWrites += json
        game = json
    }

    override fun setGameAside() {
        gamesSetAside++
        game = null
    }

    override fun readStatistics(): String? = statistics

    override fun writeStatistics(json: String) {
        statisticsWrites += json
        statistics = json
    }

    override fun setStatisticsAside() {
        statisticsSetAside++
        statistics = null
    }
}

/** An executor whose tasks wait in a queue until the test runs them, on the test's thread. */
class QueueExecutor : Executor {
    private val tasks = ArrayDeque<Runnable>()

    val size: Int get() = tasks.size

    override fun execute(command: Runnable) {
        tasks.addLast(command)
    }

    /** Runs the tasks queued now (not those they queue); returns how many ran. */
    fun runQueued(): Int {
        val count = tasks.size
        repeat(count) { tasks.removeFirst().run() }
        return count
    }
}

val PEOPLE = GameSettings(Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false, Seat.Person, Seat.Person, Side.SOUTH)
val AGAINST_BEGINNER = PEOPLE.copy(north = Seat.Computer(Level.BEGINNER))

/** A model with a fake store, the worker and main queues run by hand and saves written at once. */
class Harness(settings: GameSettings = PEOPLE, val store: FakeStore = FakeStore()) : AutoCloseable {
    val worker = QueueExecutor()
    val main = QueueExecutor()
    val changes = mutableListOf<GameState>()
    val model = GameModel(store, worker, main, Executor { it.run() }, settings, AnimationSpeed.NORMAL) { changes += it }

    val state: GameState get() = model.state
    val snapshot: Snapshot get() = model.state.snapshot

    /** The computer (or a hint) thinks, then its answer comes back to the main thread. */
    fun think() {
        worker.runQueued()
        main.runQueued()
    }

    /** The screen plays every queued turn to its end. */
    fun animateAll() {
        while (state.animations.isNotEmpty()) model.animationDone(state.animations.first().outcome)
    }

    /** The game the store holds now, as a session restored from it reads it. */
    fun saved(): Snapshot = GameSession.fromSave(store.game!!).use { it.snapshot() }

    private var closed = false

    override fun close() {
        if (closed) return
        closed = true
        model.close()
    }
}

class GameModelTest {
    private val harnesses = mutableListOf<Harness>()

    private fun harness(settings: GameSettings = PEOPLE, store: FakeStore = FakeStore()) =
        Harness(settings, store).also { harnesses += it }

    @AfterEach
    fun closeModels() = harnesses.forEach { it.close() }

    /** Checks that [tap] was refused with [expected] and changed nothing but the notice. */
    private fun <E : KielaException> refused(h: Harness, expected: Class<E>, tap: () -> Unit): E {
        val before = h.state
        val saves = h.store.gameWrites.size
        tap()
        val notice = assertInstanceOf(Notice.Refused::class.java, h.state.notice)
        val error = assertInstanceOf(expected, notice.error)
        assertEquals(before.snapshot, h.snapshot, "a refusal changes nothing")
        assertEquals(before.animations, h.state.animations)
        assertEquals(saves, h.store.gameWrites.size, "a refusal saves nothing")
        assertEquals(0, h.worker.size)
        return error
    }

    private fun Statistics.played(opponent: Opponent): Int =
        opponents.filter { it.opponent == opponent }.sumOf { it.unaided.played + it.assisted.played }

    // Turns.

    @Test
    fun `a legal house plays, queues one animation and saves`() {
        val h = harness()
        val start = h.snapshot
        assertEquals(0, h.store.gameWrites.size, "a new game is not saved before it changes")
        val index = start.legalHouses.first()
        h.model.play(index)
        assertNull(h.state.notice)
        val queued = h.state.animations.single()
        assertFalse(queued.byComputer)
        assertEquals(start, queued.before, "the animation starts from the game as it was")
        assertEquals(h.snapshot, queued.outcome.snapshot)
        assertEquals(Side.SOUTH, queued.outcome.mover)
        assertEquals(1, h.snapshot.turns)
        assertEquals(Side.NORTH, h.snapshot.toMove)
        assertNotEquals(start.revision, h.snapshot.revision)
        assertEquals(start, h.state.shown, "the screen shows the game before the turn while it is animated")
        assertFalse(h.state.awaitingTap, "no tap while a turn is animated")
        assertEquals(1, h.store.gameWrites.size, "one save")
        assertEquals(h.snapshot.board, h.saved().board)
        assertEquals(0, h.worker.size, "two people: nobody thinks")

        h.model.animationDone(queued.outcome)
        assertTrue(h.state.animations.isEmpty())
        assertTrue(h.state.awaitingTap)
        assertEquals(h.snapshot, h.state.shown)
    }

    @Test
    fun `a tap on the opponent's house or an empty one is refused and changes nothing`() {
        val h = harness()
        // At the start South moves: index 0 is North's o10; 20 is South's i1, empty.
        val theirs = refused(h, KielaException.NotYourHouse::class.java) { h.model.play(0) }
        assertEquals(Side.NORTH, theirs.spot.side)
        assertEquals(0, theirs.spot.index)
        h.model.noticeShown()
        assertNull(h.state.notice)

        assertEquals(0, h.snapshot.board[20])
        val empty = refused(h, KielaException.EmptyHouse::class.java) { h.model.play(20) }
        assertEquals(Side.SOUTH, empty.spot.side)
        assertEquals(20, empty.spot.index)

        val off = refused(h, KielaException.NotOnBoard::class.java) { h.model.play(40) }
        assertEquals(40, off.index)
    }

    @Test
    fun `undo and redo with two people take back one turn and save`() {
        val h = harness()
        val start = h.snapshot
        refused(h, KielaException.NothingToUndo::class.java) { h.model.undo() }
        h.model.play(start.legalHouses.first())
        val played = h.snapshot
        h.model.undo()
        assertEquals(start.board, h.snapshot.board)
        assertTrue(h.state.animations.isEmpty(), "an undo leaves nothing to animate")
        assertTrue(h.snapshot.canRedo)
        h.model.redo()
        assertEquals(played.board, h.snapshot.board)
        assertEquals(3, h.store.gameWrites.size)
        assertEquals(played.board, h.saved().board)
    }

    // The computer.

    @Test
    fun `after the person's turn the computer thinks on the worker and plays through the main thread`() {
        val h = harness(AGAINST_BEGINNER)
        assertEquals(0, h.worker.size, "the person moves first")
        h.model.play(h.snapshot.legalHouses.first())
        assertTrue(h.snapshot.computerToMove)
        assertTrue(h.state.thinking)
        assertEquals(1, h.worker.size, "the computer's search is on the worker")
        assertEquals(0, h.main.size)

        val thinking = h.state
        assertEquals(1, h.worker.runQueued())
        assertEquals(thinking, h.state, "nothing changes until the answer is back on the main thread")
        assertEquals(1, h.main.size)
        h.main.runQueued()

        assertEquals(2, h.state.animations.size)
        val reply = h.state.animations.last()
        assertTrue(reply.byComputer)
        assertEquals(Side.NORTH, reply.outcome.mover)
        assertEquals(thinking.snapshot, reply.before)
        assertEquals(Side.SOUTH, h.snapshot.toMove)
        assertFalse(h.snapshot.computerToMove)
        assertFalse(h.state.thinking)
        assertEquals(2, h.snapshot.turns)
        assertEquals(2, h.store.gameWrites.size, "saved after each turn")
        assertEquals(h.snapshot.board, h.saved().board)
        assertEquals(0, h.worker.size)
        assertFalse(h.state.awaitingTap, "the two turns are still to be animated")
    }

    @Test
    fun `a tap while a turn is still to be animated plays nothing on the board not yet shown`() {
        val h = harness(PEOPLE)
        h.model.play(h.snapshot.legalHouses.first())
        val queued = h.state
        h.model.play(queued.snapshot.legalHouses.first())
        assertEquals(queued, h.state, "nothing played, nothing refused")
        h.animateAll()
        h.model.play(h.snapshot.legalHouses.first())
        assertEquals(2, h.snapshot.turns, "once the turn is shown, the next one plays")
    }

    @Test
    fun `a tap after the computer moved but before its move is back is refused and the move is animated`() {
        val h = harness(AGAINST_BEGINNER)
        h.model.play(h.snapshot.legalHouses.first())
        h.animateAll()
        assertEquals(1, h.worker.runQueued(), "the computer has played in the session")
        // Every house, those the person could sow in the session now among them: the screen still
        // shows the computer to move.
        for (house in 0 until 40) refused(h, KielaException.ComputerToMove::class.java) { h.model.play(house) }
        h.main.runQueued()
        val reply = h.state.animations.single()
        assertTrue(reply.byComputer, "the computer's move arrives and is animated")
        assertEquals(2, h.snapshot.turns)
    }

    @Test
    fun `an undo before the computer's search starts drops its answer`() {
        val h = harness(AGAINST_BEGINNER)
        val start = h.snapshot
        h.model.play(start.legalHouses.first())
        assertEquals(1, h.worker.size)
        h.model.undo()
        assertPersonsTurnAt(h, start)
        h.think()
        assertPersonsTurnAt(h, start)
        assertNull(h.state.notice)
        h.model.save()
        assertEquals(0, h.saved().turns, "the session did not play the computer's move either")
    }

    @Test
    fun `an undo after the search but before its answer is back drops the answer`() {
        val h = harness(AGAINST_BEGINNER)
        val start = h.snapshot
        h.model.play(start.legalHouses.first())
        h.worker.runQueued()
        assertEquals(1, h.main.size)
        h.model.undo() // back to the person's previous turn: the computer's move and the person's
        assertPersonsTurnAt(h, start)
        h.main.runQueued()
        assertPersonsTurnAt(h, start)
        assertNull(h.state.notice)
        h.model.save()
        assertEquals(0, h.saved().turns)
    }

    @Test
    fun `a search queued for a turn taken back does not play on the turn played instead`() {
        val h = harness(AGAINST_BEGINNER)
        val start = h.snapshot
        h.model.play(start.legalHouses.first())
        h.model.undo()
        h.model.play(start.legalHouses.last()) // the computer's turn again, at a new revision
        assertEquals(2, h.worker.size, "the first search has not started yet")
        h.think()
        assertNull(h.state.notice)
        assertEquals(listOf(false, true), h.state.animations.map { it.byComputer }, "the person's turn and one reply")
        assertEquals(2, h.snapshot.turns)
        assertEquals(Side.SOUTH, h.snapshot.toMove)
        assertFalse(h.state.thinking)
        h.model.save()
        assertEquals(h.snapshot.board, h.saved().board, "the session is where the screen is")
        assertEquals(2, h.saved().turns)
    }

    @Test
    fun `an answer that comes back after the model is closed is dropped`() {
        val h = harness(AGAINST_BEGINNER)
        h.model.play(h.snapshot.legalHouses.first())
        h.worker.runQueued()
        val before = h.state
        h.close()
        h.main.runQueued() // must not touch the closed session
        assertEquals(before.snapshot, h.snapshot)
    }

    private fun assertPersonsTurnAt(h: Harness, start: Snapshot) {
        assertEquals(start.board, h.snapshot.board)
        assertEquals(Side.SOUTH, h.snapshot.toMove)
        assertFalse(h.snapshot.computerToMove)
        assertFalse(h.state.thinking)
        assertTrue(h.state.animations.isEmpty(), "no computer move is queued")
        assertTrue(h.state.awaitingTap)
    }

    // Hints.

    @Test
    fun `a hint comes back for the current revision`() {
        val h = harness()
        h.model.hint()
        assertTrue(h.state.thinking)
        assertEquals(1, h.worker.size)
        h.model.hint() // one at a time
        assertEquals(1, h.worker.size)
        h.think()
        val hint = checkNotNull(h.state.hint) { "the hint is back" }
        assertFalse(h.state.thinking)
        assertTrue(hint.house.index in h.snapshot.legalHouses, "the hint is a legal house: $hint")
        assertEquals(Side.SOUTH, hint.house.side)

        h.model.play(hint.house.index)
        assertNull(h.state.hint, "a hint lasts until the next change")
    }

    @Test
    fun `a hint is dropped when the person played meanwhile`() {
        val h = harness()
        h.model.hint()
        h.model.play(h.snapshot.legalHouses.first())
        h.think()
        assertNull(h.state.hint)
        assertFalse(h.state.thinking)
        assertNull(h.state.notice)
        assertEquals(1, h.state.animations.size)
        h.model.save()
        assertTrue(Regex("\"assisted\"\\s*:\\s*false").containsMatchIn(h.store.game!!), "no hint was given: the game is unaided")
    }

    @Test
    fun `a hint whose answer comes back after the person played is dropped`() {
        val h = harness()
        h.model.hint()
        h.worker.runQueued()
        h.model.play(h.snapshot.legalHouses.first())
        h.main.runQueued()
        assertNull(h.state.hint)
        assertFalse(h.state.thinking)
        assertNull(h.state.notice)
    }

    // Saves.

    @Test
    fun `a corrupt save is set aside with a notice and a fresh game begins`() {
        val store = FakeStore(game = "{ this is not a saved game")
        val h = harness(PEOPLE, store)
        assertEquals(Notice.SaveUnreadable, h.state.notice)
        assertEquals(1, store.gamesSetAside)
        assertEquals(0, h.snapshot.turns)
        assertEquals(PEOPLE, h.state.settings)
        GameSession(PEOPLE).use { fresh -> assertEquals(fresh.snapshot().board, h.snapshot.board) }
        h.model.noticeShown()
        assertNull(h.state.notice)
        h.model.play(h.snapshot.legalHouses.first())
        assertEquals(1, h.saved().turns, "the new game saves over the old one")
    }

    @Test
    fun `corrupt statistics are set aside with a notice and start again`() {
        val store = FakeStore(statistics = "[1, 2")
        val h = harness(PEOPLE, store)
        assertEquals(Notice.StatisticsUnreadable, h.state.notice)
        assertEquals(1, store.statisticsSetAside)
        assertEquals(0, store.gamesSetAside)
        assertTrue(h.state.statistics.opponents.all { it.unaided.played + it.assisted.played == 0 })
    }

    @Test
    fun `a save round-trips into a new model`() {
        val h = harness()
        val random = Random(3)
        repeat(6) { h.model.play(h.snapshot.legalHouses.random(random)) }
        assertTrue(h.snapshot.lastMoveMarks.isNotEmpty())
        val again = harness(PEOPLE, FakeStore(game = h.store.game))
        assertNull(again.state.notice)
        assertEquals(h.snapshot.board, again.snapshot.board)
        assertEquals(h.snapshot.lastMoveMarks, again.snapshot.lastMoveMarks)
        assertEquals(h.snapshot.toMove, again.snapshot.toMove)
        assertEquals(h.snapshot.legalHouses, again.snapshot.legalHouses)
        assertEquals(h.snapshot.turns, again.snapshot.turns)
        assertEquals(h.state.settings, again.state.settings)
        assertTrue(again.state.animations.isEmpty(), "a restored game has nothing to animate")
    }

    @Test
    fun `a restored game on the computer's turn starts the computer`() {
        val first = harness(AGAINST_BEGINNER)
        first.model.play(first.snapshot.legalHouses.first())
        val restored = harness(PEOPLE, FakeStore(game = first.store.game))
        assertEquals(AGAINST_BEGINNER, restored.state.settings, "the save's settings, not the new-game ones")
        assertTrue(restored.state.thinking)
        restored.think()
        assertEquals(Side.SOUTH, restored.snapshot.toMove)
        assertTrue(restored.state.animations.single().byComputer)
    }

    // Statistics.

    /** Plays seeded random legal houses for the person, and the computer's turns, to the end. */
    private fun playToTheEnd(h: Harness, random: Random) {
        var turns = 0
        while (h.snapshot.result == null) {
            check(turns++ < 5000) { "the game should end" }
            h.animateAll()
            if (h.worker.size > 0) h.think() else h.model.play(h.snapshot.legalHouses.random(random))
        }
    }

    @Test
    fun `a game against the computer is counted once when it ends`() {
        val h = harness(AGAINST_BEGINNER)
        val beginner = Opponent.Computer(Level.BEGINNER)
        assertEquals(0, h.state.statistics.played(beginner))
        playToTheEnd(h, Random(11))
        assertEquals(1, h.state.statistics.played(beginner))
        assertEquals(1, h.store.statisticsWrites.size, "the statistics are saved once")
        assertEquals(h.state.statistics, statisticsFromJson(h.store.statistics!!))

        // Taking turns back and reaching an end again counts nothing more.
        h.model.undo()
        assertEquals(null, h.snapshot.result)
        playToTheEnd(h, Random(12))
        assertEquals(1, h.state.statistics.played(beginner))
        assertEquals(1, h.store.statisticsWrites.size)
    }

    @Test
    fun `a game between two people counts as a friend's game`() {
        val h = harness()
        playToTheEnd(h, Random(5))
        assertEquals(1, h.state.statistics.played(Opponent.Friend))
        assertEquals(1, h.store.statisticsWrites.size)
        h.model.newGame(PEOPLE)
        assertEquals(0, h.snapshot.turns)
        assertEquals(1, h.state.statistics.played(Opponent.Friend), "the statistics stay with a new game")
    }
}
