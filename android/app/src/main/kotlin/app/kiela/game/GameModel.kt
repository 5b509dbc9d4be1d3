package app.kiela.game

import app.kiela.core.AnimationSpeed
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.KielaException
import app.kiela.core.MoveOutcome
import app.kiela.core.SettledFile
import app.kiela.core.Snapshot
import app.kiela.core.TapAction
import app.kiela.core.Tapped
import app.kiela.core.emptyStatistics
import app.kiela.core.refusalOf
import app.kiela.core.statisticsFromJson
import app.kiela.core.statisticsJson
import app.kiela.core.statisticsWithSolvedPuzzle
import java.util.concurrent.Executor

/**
 * One game as the app plays it: the Rust session, the computer's turn and hints on a worker,
 * the queue of turns to animate, and after every change the session's bookkeeping written down.
 *
 * The model may be made on another thread: its constructor reads [store] and opens the session
 * (from the save, else with [newSession]), which the app does on its io thread; changes made
 * while it is being made are told to [onChange] on that thread. From then on every public
 * method is called on the main thread and [onChange] is called there too. Work that may take
 * long (the computer's search, a hint) runs on [worker] and comes back through [main]; an
 * answer for a revision that has moved on is dropped. Files are written on [io], in order, so
 * the main thread never touches the disk.
 */
class GameModel(
    private val store: GameStore,
    private val worker: Executor,
    private val main: Executor,
    private val io: Executor,
    newSettings: GameSettings,
    newSession: (GameSettings) -> GameSession = ::GameSession,
    private val onChange: (GameState) -> Unit,
) : AutoCloseable {
    private val session: GameSession
    private var thinkingFor: Long? = null // the revision the worker is thinking about
    private var open = true

    var state: GameState
        private set

    /** Whether a saved game was there as the model was made (even one that could not be read): not the app's first start. */
    val hadSave: Boolean

    init {
        var notice: Notice? = null
        var saved = false
        // What the core reads in [text], or null when there is none. One it refuses is settled by
        // the core's policy, told once: a newer version's is kept as it is (and not written over
        // this run), a damaged one set aside (or, when it cannot be moved, left alone).
        fun <T> readOrSettle(text: StoredText, unreadable: Notice, newer: Notice, read: (String) -> T): T? = text.read()?.let { json ->
            try {
                read(json)
            } catch (e: KielaException) {
                val settled = try {
                    text.settle(e)
                } catch (failed: KielaException.SetAsideFailed) {
                    null
                }
                notice = notice ?: if (settled is SettledFile.KeptForNewerVersion) newer else unreadable
                null
            }
        }
        session = readOrSettle(store.game, Notice.SaveUnreadable, Notice.SaveFromNewerVersion) { saved = true; GameSession.fromSave(it) } ?: newSession(newSettings)
        hadSave = saved
        val read = readOrSettle(store.statistics, Notice.StatisticsUnreadable, Notice.StatisticsFromNewerVersion, ::statisticsFromJson) ?: emptyStatistics()
        // A damaged part (the puzzle progress or the recent games) was dropped by the core: the
        // file as it was is kept aside, and what was kept is written back at once, told once.
        val statistics = if (read.setAside == null) read else read.copy(setAside = null).also { kept ->
            store.statistics.setAside()
            io.execute { store.statistics.write(statisticsJson(kept)) }
            notice = notice ?: Notice.StatisticsPartSetAside
        }
        state = GameState(session.snapshot(), session.settings(), session.animationSpeed(), notice = notice, statistics = statistics)
        startComputerIfItsTurn()
    }

    /**
     * A tap on the house at board [index], as the shown game's taps say: refused without asking
     * the core, or the session's tap (a sowing, or a rearrangement's stone picked up or put down).
     */
    fun tap(index: Int) = onTheBoard {
        val action = state.snapshot.taps[index]
        if (action is TapAction.Refused) return@onTheBoard tell(Notice.Refused(action.reason))
        when (val tapped = attempt { session.tap(index) }) {
            is Tapped.Played -> played(tapped.outcome)
            is Tapped.Changed -> changed(tapped.snapshot)
            null -> Unit
        }
    }

    fun undo() = change { session.undo() }

    fun redo() = change { session.redo() }

    fun newGame(settings: GameSettings) = change { session.newGame(settings) }

    fun beginSetup() = onPersonsTurn { change { session.beginSetup() } }

    fun cancelSetup() = onPersonsTurn { change { session.cancelSetup() } }

    fun commitSetup() = onPersonsTurn { attempt { session.commitSetup() }?.let(::played) }

    /** Asks for the best move for the person; it comes back as [GameState.hint]. One at a time, and only when they may act. */
    fun hint() {
        if (!state.awaitingTap || thinkingFor != null || state.hint != null) return
        think({ revision -> session.hint(revision) }) { hint -> update { it.copy(hint = hint) } }
    }

    /** Makes the computer play the best move it has found so far. */
    fun moveNow() {
        if (thinkingFor != null) session.moveNow()
    }

    /** The turn at the head of the queue has been animated (or skipped to its end). */
    fun animationDone(outcome: MoveOutcome) {
        val head = state.animations.firstOrNull() ?: return
        if (head.outcome.revision == outcome.revision) update { it.copy(animations = it.animations.drop(1)) }
    }

    fun noticeShown() = update { it.copy(notice = null) }

    /**
     * Counts the puzzle [id] as solved in the statistics and writes them, in order with the
     * game's own writes; the game's later bookkeeping starts from these statistics, so it keeps it.
     */
    fun solvedPuzzle(id: String) {
        if (id in state.statistics.solvedPuzzles) return
        val statistics = statisticsWithSolvedPuzzle(state.statistics, id)
        update { it.copy(statistics = statistics) }
        io.execute { store.statistics.write(statisticsJson(statistics)) }
    }

    /** The speed the following turns are timed at, kept by the session (and so in its save). */
    fun setAnimationSpeed(speed: AnimationSpeed) {
        session.setAnimationSpeed(speed)
        update { it.copy(speed = session.animationSpeed()) }
        save()
    }

    /** The game as text to share. */
    fun recordText(): String = session.recordText()

    /** Writes the save now (the app is going to the background). */
    fun save() = session.save().let { json -> io.execute { store.game.write(json) } }

    override fun close() {
        open = false
        thinkingFor = null // an answer still on its way to the main thread must not touch the closed session
        session.cancelThinking()
        session.close()
    }

    /** Runs [action], something the person does on the board, only while the screen shows the game as it is. */
    private inline fun onTheBoard(action: () -> Unit) {
        if (open && state.animations.isEmpty()) action()
    }

    /** Runs [action] on the person's turn as shown: the computer's move may be played in the session already, on its way here. */
    private inline fun onPersonsTurn(action: () -> Unit) = onTheBoard { if (state.awaitingTap) action() }

    private inline fun change(action: () -> Snapshot) {
        attempt(action)?.let(::changed)
    }

    /** A change that is not a turn: undo, redo, a new game, a setup edit. Nothing is left to animate. */
    private fun changed(snapshot: Snapshot) = after(snapshot) { emptyList() }

    /** A turn, the person's or the computer's, queued to animate from the game as it was. */
    private fun played(outcome: MoveOutcome) = after(outcome.snapshot) { it.animations + QueuedMove(outcome, before = it.snapshot) }

    /** The game is at [snapshot]: shown with [animations], its bookkeeping written, the computer started if it is its turn. */
    private inline fun after(snapshot: Snapshot, animations: (GameState) -> List<QueuedMove>) {
        thinkingFor = null
        val kept = session.bookkeeping(state.statistics)
        update {
            val statistics = kept.statistics ?: it.statistics
            it.copy(snapshot = snapshot, settings = session.settings(), animations = animations(it), thinking = false, hint = null, statistics = statistics)
        }
        io.execute {
            store.game.write(kept.save)
            kept.statistics?.let { store.statistics.write(statisticsJson(it)) }
        }
        startComputerIfItsTurn()
    }

    private fun startComputerIfItsTurn() {
        val snapshot = state.snapshot
        if (!snapshot.computerToMove || snapshot.result != null || thinkingFor == snapshot.revision) return
        think({ revision -> session.computerMove(revision) }, ::played)
    }

    /**
     * Runs [search] for the game at this revision on the worker and hands its answer to [done] on
     * the main thread, unless the game has moved on meanwhile (the session refused it, or the
     * revision no longer matches).
     */
    private fun <T> think(search: (revision: Long) -> T, done: (T) -> Unit) {
        val revision = state.snapshot.revision
        thinkingFor = revision
        update { it.copy(thinking = true) }
        worker.execute {
            // The session refuses a search for a revision the game has left (an undo came first),
            // so the computer never plays unseen in the position after it.
            // Any exception, not only a refusal: one escaping the worker would end the app.
            val answer = try {
                Result.success(search(revision))
            } catch (e: Exception) {
                Result.failure(e)
            }
            main.execute {
                if (thinkingFor != revision || state.snapshot.revision != revision) return@execute
                thinkingFor = null
                update { it.copy(thinking = false) }
                answer.fold(done) { e -> if (e !is KielaException.Cancelled && e !is KielaException.StaleComputerMove) tell(noticeOf(e as Exception)) }
            }
        }
    }

    /**
     * Calls the core; when it fails, says why and gives null, the game unchanged. A refusal is data;
     * any other exception (UniFFI's InternalException for a panic) is a bug in the core, told as
     * such rather than ending the app.
     */
    private inline fun <T : Any> attempt(call: () -> T): T? = try {
        call()
    } catch (e: Exception) {
        tell(noticeOf(e))
        null
    }

    private fun noticeOf(error: Exception): Notice = if (error is KielaException) Notice.Refused(refusalOf(error)) else Notice.Failed(error)

    private fun tell(notice: Notice) = update { it.copy(notice = notice) }

    private inline fun update(change: (GameState) -> GameState) {
        state = change(state)
        onChange(state)
    }
}
