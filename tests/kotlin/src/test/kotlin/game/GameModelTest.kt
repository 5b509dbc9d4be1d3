package app.kiela.game

import app.kiela.core.AnimationSpeed
import app.kiela.core.CaptureSowing
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.KielaException
import app.kiela.core.Level
import app.kiela.core.Opponent
import app.kiela.core.Refusal
import app.kiela.core.Seat
import app.kiela.core.SettledFile
import app.kiela.core.Side
import app.kiela.core.Snapshot
import app.kiela.core.Statistics
import app.kiela.core.TapAction
import app.kiela.core.Tapped
import app.kiela.core.Turn
import app.kiela.core.Variant
import app.kiela.core.emptyStatistics
import app.kiela.core.statisticsFromJson
import app.kiela.core.statisticsJson
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.Executor
import kotlin.io.path.createTempDirectory
import kotlin.random.Random

/** A [StoredText] in memory that remembers every write and every time it was set aside. */
class FakeText(var text: String? = null) : StoredText {
    val writes = mutableListOf<String>()
    var setAside = 0

    /** Kept for a newer version, as the core decided: the writes asked for since, none reaching the text. */
    var leftAlone: MutableList<String>? = null

    override fun read(): String? = text

    override fun write(text: String) {
        leftAlone?.let { it += text; return }
        writes += text
        this.text = text
    }

    /** The core decides, on a copy of the text in a [FileText] of its own. */
    override fun settle(why: KielaException): SettledFile {
        val folder = createTempDirectory("kiela-fake").toFile()
        try {
            val settled = FileText(folder, "text.json").apply { write(text.orEmpty()) }.settle(why)
            if (settled is SettledFile.KeptForNewerVersion) leftAlone = mutableListOf() else setAside()
            return settled
        } finally {
            folder.deleteRecursively()
        }
    }

    override fun setAside() {
        setAside++
        text = null
    }
}

/** A [GameStore] of two [FakeText]s. */
fun fakeStore(game: String? = null, statistics: String? = null) = GameStore(FakeText(game), FakeText(statistics))

val GameStore.fakeGame: FakeText get() = game as FakeText
val GameStore.fakeStatistics: FakeText get() = statistics as FakeText

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

/** A real session that counts the taps that reach the core. */
class CountingSession(settings: GameSettings) : GameSession(settings) {
    var taps = 0

    override fun tap(index: Int): Tapped {
        taps++
        return super.tap(index)
    }
}

val PEOPLE = GameSettings(Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false, Seat.Person, Seat.Person, Side.SOUTH)
val AGAINST_BEGINNER = PEOPLE.copy(north = Seat.Computer(Level.BEGINNER))

/** A model with a fake store, the worker and main queues run by hand, files written at once, and a session that counts taps. */
class Harness(settings: GameSettings = PEOPLE, val store: GameStore = fakeStore()) : AutoCloseable {
    val worker = QueueExecutor()
    val main = QueueExecutor()
    val changes = mutableListOf<GameState>()
    var session: CountingSession? = null
    val model = GameModel(store, worker, main, Executor { it.run() }, settings, { CountingSession(it).also { made -> session = made } }) { changes += it }

    val state: GameState get() = model.state
    val snapshot: Snapshot get() = model.state.snapshot
    val saves: List<String> get() = store.fakeGame.writes

    /** How many taps reached the core (a new session's: a restored one does not count). */
    val tapsInTheCore: Int get() = session!!.taps

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
    fun saved(): Snapshot = GameSession.fromSave(store.game.read()!!).use { it.snapshot() }

    private var closed = false

    override fun close() {
        if (closed) return
        closed = true
        model.close()
    }
}

class GameModelTest {
    private val harnesses = mutableListOf<Harness>()

    private fun harness(settings: GameSettings = PEOPLE, store: GameStore = fakeStore()) =
        Harness(settings, store).also { harnesses += it }

    @AfterEach
    fun closeModels() = harnesses.forEach { it.close() }

    /** Checks that [act] was refused for [expected] and changed nothing but the notice. */
    private fun refused(h: Harness, expected: Refusal, act: () -> Unit) {
        val before = h.state
        val saves = h.saves.size
        act()
        assertEquals(Notice.Refused(expected), h.state.notice)
        assertEquals(before.snapshot, h.snapshot, "a refusal changes nothing")
        assertEquals(before.animations, h.state.animations)
        assertEquals(saves, h.saves.size, "a refusal saves nothing")
        assertEquals(0, h.worker.size)
        h.model.noticeShown()
    }

    private fun Statistics.played(opponent: Opponent): Int =
        opponents.filter { it.opponent == opponent }.sumOf { it.unaided.played + it.assisted.played }

    // Turns.

    @Test
    fun `a tap on a legal house plays, queues one animation and saves`() {
        val h = harness()
        val start = h.snapshot
        assertEquals(0, h.saves.size, "a new game is not saved before it changes")
        val index = start.legalHouses.first()
        assertEquals(TapAction.Sow, start.taps[index])
        h.model.tap(index)
        assertNull(h.state.notice)
        val queued = h.state.animations.single()
        assertEquals(start, queued.before, "the animation starts from the game as it was")
        assertEquals(h.snapshot, queued.outcome.snapshot)
        assertEquals(Side.SOUTH, queued.outcome.mover)
        assertEquals(0, queued.outcome.beatMs, "a person's turn moves at once")
        assertEquals(1, h.snapshot.turns)
        assertEquals(Side.NORTH, h.snapshot.toMove)
        assertNotEquals(start.revision, h.snapshot.revision)
        assertEquals(start, h.state.shown, "the screen shows the game before the turn while it is animated")
        assertFalse(h.state.awaitingTap, "no tap while a turn is animated")
        assertEquals(1, h.saves.size, "one save")
        assertEquals(h.snapshot.board, h.saved().board)
        assertEquals(0, h.worker.size, "two people: nobody thinks")

        h.model.animationDone(queued.outcome)
        assertTrue(h.state.animations.isEmpty())
        assertTrue(h.state.awaitingTap)
        assertEquals(h.snapshot, h.state.shown)
    }

    @Test
    fun `a tap the taps refuse is said for their reason without calling the core`() {
        val h = harness()
        // At the start South moves: index 0 is North's o10; 20 is South's i1, empty; 30 South's o1, two stones.
        refused(h, Refusal.NotYourHouse) { h.model.tap(0) }
        assertEquals(0, h.snapshot.board[20])
        refused(h, Refusal.EmptyHouse) { h.model.tap(20) }
        assertEquals(0, h.tapsInTheCore, "the refusals were the snapshot's, the core was not asked")
        h.model.tap(30)
        assertEquals(1, h.tapsInTheCore, "a tap the taps allow goes to the core")
        assertEquals(1, h.snapshot.turns)
    }

    @Test
    fun `every refused tap is refused for the reason the snapshot gave it`() {
        val h = harness()
        val random = Random(7)
        var turns = 0
        while (turns < 30 && h.snapshot.result == null) {
            h.animateAll()
            val taps = h.snapshot.taps
            assertEquals(40, taps.size)
            for ((index, action) in taps.withIndex()) {
                if (action is TapAction.Refused) refused(h, action.reason) { h.model.tap(index) }
            }
            assertEquals(h.snapshot.legalHouses.sorted(), taps.indices.filter { taps[it] == TapAction.Sow }, "the houses a tap sows are the legal ones")
            h.model.tap(h.snapshot.legalHouses.random(random))
            turns++
        }
        assertEquals(turns, h.tapsInTheCore, "only the sowings reached the core")
    }

    @Test
    fun `undo and redo with two people take back one turn and save`() {
        val h = harness()
        val start = h.snapshot
        refused(h, Refusal.Other) { h.model.undo() }
        h.model.tap(start.legalHouses.first())
        val played = h.snapshot
        h.model.undo()
        assertEquals(start.board, h.snapshot.board)
        assertTrue(h.state.animations.isEmpty(), "an undo leaves nothing to animate")
        assertTrue(h.snapshot.canRedo)
        h.model.redo()
        assertEquals(played.board, h.snapshot.board)
        assertEquals(3, h.saves.size)
        assertEquals(played.board, h.saved().board)
    }

    // The expert opening.

    @Test
    fun `in the rearrangement a tap picks a stone up and the next puts it down`() {
        val h = harness(PEOPLE.copy(expertOpening = true))
        h.model.beginSetup()
        val draft = h.snapshot.setupDraft!!
        assertNull(draft.pickedUp)
        assertEquals(TapAction.PickUp, h.snapshot.taps[30])
        assertEquals(Refusal.EmptyHouse, (h.snapshot.taps[20] as TapAction.Refused).reason)
        refused(h, Refusal.EmptyHouse) { h.model.tap(20) }

        h.model.tap(30) // South's o1: a stone in hand
        assertEquals(30, h.snapshot.setupDraft!!.pickedUp)
        assertEquals(TapAction.PutDown, h.snapshot.taps[20], "the next tap puts it down, on an empty house too")
        assertEquals(draft.board, h.snapshot.setupDraft!!.board, "picked up, not yet moved")
        h.model.tap(20)
        val moved = h.snapshot.setupDraft!!
        assertNull(moved.pickedUp)
        assertEquals(draft.board[30] - 1, moved.board[30])
        assertEquals(1, moved.board[20])
        assertTrue(h.state.animations.isEmpty(), "a rearrangement's tap is a change, not a turn")

        h.model.tap(31)
        h.model.tap(31) // on its own house: back where it was
        assertNull(h.snapshot.setupDraft!!.pickedUp)
        assertEquals(moved.board, h.snapshot.setupDraft!!.board)
        assertEquals(4, h.tapsInTheCore)
        assertEquals(5, h.saves.size, "the draft and each of its edits saved")

        h.model.commitSetup()
        val rearranged = h.state.animations.single().outcome
        assertEquals(moved.board, rearranged.snapshot.board)
        assertEquals(Turn.Setup(moved.board), rearranged.played)
        assertNull(rearranged.announcement, "with two people the bottom player is not told their own turn")
        assertEquals(Side.NORTH, h.snapshot.toMove)
    }

    // The computer.

    @Test
    fun `after the person's turn the computer thinks on the worker and plays through the main thread`() {
        val h = harness(AGAINST_BEGINNER)
        assertEquals(0, h.worker.size, "the person moves first")
        h.model.tap(h.snapshot.legalHouses.first())
        assertNull(h.state.animations.single().outcome.announcement, "the person is not told their own move")
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
        assertEquals(500, reply.outcome.beatMs, "the computer's visible beat")
        assertEquals(true, reply.outcome.announcement?.byComputer)
        assertEquals(Side.NORTH, reply.outcome.mover)
        assertEquals(thinking.snapshot, reply.before)
        assertEquals(Side.SOUTH, h.snapshot.toMove)
        assertFalse(h.snapshot.computerToMove)
        assertFalse(h.state.thinking)
        assertEquals(2, h.snapshot.turns)
        assertEquals(2, h.saves.size, "saved after each turn")
        assertEquals(h.snapshot.board, h.saved().board)
        assertEquals(0, h.worker.size)
        assertFalse(h.state.awaitingTap, "the two turns are still to be animated")
    }

    @Test
    fun `a tap while a turn is still to be animated plays nothing on the board not yet shown`() {
        val h = harness(PEOPLE)
        h.model.tap(h.snapshot.legalHouses.first())
        val queued = h.state
        h.model.tap(queued.snapshot.legalHouses.first())
        assertEquals(queued, h.state, "nothing played, nothing refused")
        h.animateAll()
        h.model.tap(h.snapshot.legalHouses.first())
        assertEquals(2, h.snapshot.turns, "once the turn is shown, the next one plays")
    }

    @Test
    fun `a tap after the computer moved but before its move is back is refused and the move is animated`() {
        val h = harness(AGAINST_BEGINNER)
        h.model.tap(h.snapshot.legalHouses.first())
        h.animateAll()
        assertEquals(1, h.worker.runQueued(), "the computer has played in the session")
        // Every house, those the person could sow in the session now among them: the screen still
        // shows the computer to move.
        for (house in 0 until 40) refused(h, Refusal.ComputerToMove) { h.model.tap(house) }
        assertEquals(1, h.tapsInTheCore, "only the person's first sowing reached the core")
        h.main.runQueued()
        val reply = h.state.animations.single()
        assertEquals(Side.NORTH, reply.outcome.mover, "the computer's move arrives and is animated")
        assertEquals(2, h.snapshot.turns)
    }

    @Test
    fun `an undo before the computer's search starts drops its answer`() {
        val h = harness(AGAINST_BEGINNER)
        val start = h.snapshot
        h.model.tap(start.legalHouses.first())
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
        h.model.tap(start.legalHouses.first())
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
        h.model.tap(start.legalHouses.first())
        h.model.undo()
        h.model.tap(start.legalHouses.last()) // the computer's turn again, at a new revision
        assertEquals(2, h.worker.size, "the first search has not started yet")
        h.think()
        assertNull(h.state.notice)
        assertEquals(listOf(Side.SOUTH, Side.NORTH), h.state.animations.map { it.outcome.mover }, "the person's turn and one reply")
        assertEquals(2, h.snapshot.turns)
        assertEquals(Side.SOUTH, h.snapshot.toMove)
        assertFalse(h.state.thinking)
        h.model.save()
        assertEquals(h.snapshot.board, h.saved().board, "the session is where the screen is")
        assertEquals(2, h.saved().turns)
    }

    @Test
    fun `an answer that comes back after the model is closed is dropped, and a tap then does nothing`() {
        val h = harness(AGAINST_BEGINNER)
        h.model.tap(h.snapshot.legalHouses.first())
        h.animateAll()
        h.worker.runQueued()
        val before = h.state
        h.close()
        h.main.runQueued() // must not touch the closed session
        h.model.tap(before.snapshot.legalHouses.first())
        assertEquals(before, h.state)
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
    fun `a hint comes back for the current revision, and none is asked while one is shown`() {
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
        val shown = h.state
        h.model.hint()
        assertEquals(shown, h.state, "refused while a hint is shown: nothing happens")
        assertEquals(0, h.worker.size)

        h.model.tap(hint.house.index)
        assertNull(h.state.hint, "a hint lasts until the next change")
    }

    @Test
    fun `no hint while a turn animates or on the computer's turn`() {
        val h = harness(AGAINST_BEGINNER)
        h.model.tap(h.snapshot.legalHouses.first())
        val thinking = h.state
        h.model.hint()
        assertEquals(thinking, h.state)
        assertEquals(1, h.worker.size, "the computer's search alone")
    }

    @Test
    fun `a hint is dropped when the person played meanwhile`() {
        val h = harness()
        h.model.hint()
        h.model.tap(h.snapshot.legalHouses.first())
        h.think()
        assertNull(h.state.hint)
        assertFalse(h.state.thinking)
        assertNull(h.state.notice)
        assertEquals(1, h.state.animations.size)
        h.model.save()
        assertTrue(Regex("\"assisted\"\\s*:\\s*false").containsMatchIn(h.store.game.read()!!), "no hint was given: the game is unaided")
    }

    @Test
    fun `a hint whose answer comes back after the person played is dropped`() {
        val h = harness()
        h.model.hint()
        h.worker.runQueued()
        h.model.tap(h.snapshot.legalHouses.first())
        h.main.runQueued()
        assertNull(h.state.hint)
        assertFalse(h.state.thinking)
        assertNull(h.state.notice)
    }

    // Saves and the speed.

    @Test
    fun `a corrupt save is set aside with a notice and a fresh game begins`() {
        val store = fakeStore(game = "{ this is not a saved game")
        val h = harness(PEOPLE, store)
        assertEquals(Notice.SaveUnreadable, h.state.notice)
        assertEquals(1, store.fakeGame.setAside)
        assertEquals(0, h.snapshot.turns)
        assertEquals(PEOPLE, h.state.settings)
        GameSession(PEOPLE).use { fresh -> assertEquals(fresh.snapshot().board, h.snapshot.board) }
        h.model.noticeShown()
        assertNull(h.state.notice)
        h.model.tap(h.snapshot.legalHouses.first())
        assertEquals(1, h.saved().turns, "the new game saves over the old one")
    }

    @Test
    fun `corrupt statistics are set aside with a notice and start again`() {
        val store = fakeStore(statistics = "[1, 2")
        val h = harness(PEOPLE, store)
        assertEquals(Notice.StatisticsUnreadable, h.state.notice)
        assertEquals(1, store.fakeStatistics.setAside)
        assertEquals(0, store.fakeGame.setAside)
        assertTrue(h.state.statistics.opponents.all { it.unaided.played + it.assisted.played == 0 })
    }

    @Test
    fun `a save from a newer version is kept as it is, never written over, and the person told`() {
        val newer = GameSession(PEOPLE).use { it.save() }.replaceFirst(Regex("\"version\"\\s*:\\s*\\d+"), "\"version\": 99")
        val store = fakeStore(game = newer)
        val h = harness(PEOPLE, store)
        assertEquals(Notice.SaveFromNewerVersion, h.state.notice)
        assertEquals(0, store.fakeGame.setAside)
        assertEquals(0, h.snapshot.turns, "a new game plays meanwhile")
        h.model.tap(h.snapshot.legalHouses.first())
        h.model.save()
        assertEquals(2, store.fakeGame.leftAlone?.size, "the move's save and the background's, asked for")
        assertEquals(newer, store.fakeGame.text)
        assertEquals(emptyList<String>(), store.fakeGame.writes)
    }

    @Test
    fun `statistics from a newer version are kept as they are with their own notice`() {
        val newer = statisticsJson(emptyStatistics()).replaceFirst(Regex("\"version\"\\s*:\\s*\\d+"), "\"version\": 99")
        val store = fakeStore(statistics = newer)
        val h = harness(PEOPLE, store)
        assertEquals(Notice.StatisticsFromNewerVersion, h.state.notice)
        assertEquals(0, store.fakeStatistics.setAside)
        h.model.solvedPuzzle("most-001")
        assertEquals(newer, store.fakeStatistics.text)
    }

    @Test
    fun `a save round-trips into a new model`() {
        val h = harness()
        val random = Random(3)
        repeat(6) { h.model.tap(h.snapshot.legalHouses.random(random)).also { h.animateAll() } }
        assertTrue(h.snapshot.lastMoveMarks.isNotEmpty())
        val again = harness(PEOPLE, fakeStore(game = h.store.game.read()))
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
    fun `the speed is the session's, kept in its save and set on it`() {
        val h = harness()
        assertEquals(AnimationSpeed.NORMAL, h.state.speed, "a new session's speed")
        h.model.setAnimationSpeed(AnimationSpeed.FAST)
        assertEquals(AnimationSpeed.FAST, h.state.speed)
        assertEquals(1, h.saves.size, "the speed is saved with the session")
        val index = h.snapshot.legalHouses.first()
        h.model.tap(index)
        val fast = h.state.animations.single().outcome.durationMs
        GameSession(PEOPLE).use { normal -> assertTrue(fast < normal.play(index).durationMs, "the turn was timed at the fast speed") }
        // A model opened on the save animates at the saved speed: nothing sets another over it.
        val restored = harness(PEOPLE, fakeStore(game = h.store.game.read()))
        assertEquals(AnimationSpeed.FAST, restored.state.speed)
        restored.model.setAnimationSpeed(AnimationSpeed.INSTANT)
        restored.model.tap(restored.snapshot.legalHouses.first())
        assertTrue(restored.state.animations.single().outcome.timeline.isEmpty(), "instant: no motion")
        assertEquals(AnimationSpeed.INSTANT, GameSession.fromSave(restored.store.game.read()!!).use { it.animationSpeed() })
    }

    @Test
    fun `a restored game on the computer's turn starts the computer`() {
        val first = harness(AGAINST_BEGINNER)
        first.model.tap(first.snapshot.legalHouses.first())
        val restored = harness(PEOPLE, fakeStore(game = first.store.game.read()))
        assertEquals(AGAINST_BEGINNER, restored.state.settings, "the save's settings, not the new-game ones")
        assertTrue(restored.state.thinking)
        restored.think()
        assertEquals(Side.SOUTH, restored.snapshot.toMove)
        assertEquals(Side.NORTH, restored.state.animations.single().outcome.mover)
    }

    // Bookkeeping: the save and the statistics.

    /** Plays seeded random legal houses for the person, and the computer's turns, to the end. */
    private fun playToTheEnd(h: Harness, random: Random) {
        var turns = 0
        while (h.snapshot.result == null) {
            check(turns++ < 5000) { "the game should end" }
            h.animateAll()
            if (h.worker.size > 0) h.think() else h.model.tap(h.snapshot.legalHouses.random(random))
        }
    }

    @Test
    fun `every change writes the session's save once, and the game's end its statistics once`() {
        val h = harness(AGAINST_BEGINNER)
        val beginner = Opponent.Computer(Level.BEGINNER)
        assertEquals(0, h.state.statistics.played(beginner))
        playToTheEnd(h, Random(11))
        val turns = h.snapshot.turns
        assertEquals(turns, h.saves.size, "one save a turn, the person's and the computer's")
        assertEquals(h.snapshot.board, h.saved().board)
        assertEquals(1, h.state.statistics.played(beginner))
        assertEquals(1, h.store.fakeStatistics.writes.size, "the statistics are written once, as the game ends")
        assertEquals(h.state.statistics, statisticsFromJson(h.store.statistics.read()!!))

        // Taking turns back and reaching an end again counts nothing more.
        h.model.undo()
        assertEquals(turns + 1, h.saves.size, "an undo is saved")
        assertEquals(null, h.snapshot.result)
        playToTheEnd(h, Random(12))
        assertEquals(1, h.state.statistics.played(beginner))
        assertEquals(1, h.store.fakeStatistics.writes.size)
    }

    @Test
    fun `a game between two people counts as a friend's game`() {
        val h = harness()
        playToTheEnd(h, Random(5))
        assertEquals(1, h.state.statistics.played(Opponent.Friend))
        assertEquals(1, h.store.fakeStatistics.writes.size)
        val saves = h.saves.size
        h.model.newGame(PEOPLE)
        assertEquals(saves + 1, h.saves.size, "a new game is saved")
        assertEquals(0, h.saved().turns)
        assertEquals(0, h.snapshot.turns)
        assertEquals(1, h.state.statistics.played(Opponent.Friend), "the statistics stay with a new game")
        assertEquals(1, h.store.fakeStatistics.writes.size)
    }
}
