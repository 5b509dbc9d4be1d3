package app.kiela.game

import app.kiela.core.AnimationSpeed
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.KielaException
import app.kiela.core.MoveOutcome
import app.kiela.core.Snapshot
import app.kiela.core.Statistics
import app.kiela.core.emptyStatistics
import app.kiela.core.statisticsFromJson
import app.kiela.core.statisticsJson
import java.util.concurrent.Executor

/**
 * One game as the app plays it: the Rust session, the computer's turn and hints on a worker,
 * the queue of turns to animate, the save after every change, and the statistics.
 *
 * The model may be made on another thread: its constructor reads [store] and opens the session
 * (from the save, else with [newSession]), which the app does on its io thread; changes made
 * while it is being made are told to [onChange] on that thread. From then on every public
 * method is called on the main thread and [onChange] is called there too. Work that may take
 * long (the computer's search, a hint) runs on [worker] and comes back through [main]; an
 * answer for a revision that has moved on is dropped. Saves are written on [io], in order, so
 * the main thread never touches the disk.
 */
class GameModel(
    private val store: GameStore,
    private val worker: Executor,
    private val main: Executor,
    private val io: Executor,
    newSettings: GameSettings,
    speed: AnimationSpeed,
    newSession: (GameSettings) -> GameSession = ::GameSession,
    private val onChange: (GameState) -> Unit,
) : AutoCloseable {
    private val session: GameSession
    private var thinkingFor: Long? = null // the revision the worker is thinking about

    var state: GameState
        private set

    init {
        var notice: Notice? = null
        session = store.readGame()?.let { json ->
            try {
                GameSession.fromSave(json)
            } catch (e: KielaException) {
                store.setGameAside()
                notice = Notice.SaveUnreadable
                null
            }
        } ?: newSession(newSettings)
        val statistics = store.readStatistics()?.let { json ->
            try {
                statisticsFromJson(json)
            } catch (e: KielaException) {
                store.setStatisticsAside()
                notice = notice ?: Notice.StatisticsUnreadable
                null
            }
        } ?: emptyStatistics()
        session.setAnimationSpeed(speed)
        state = GameState(session.snapshot(), session.settings(), notice = notice, statistics = statistics)
        startComputerIfItsTurn()
    }

    /** A tap on the house at board [index]: played, or refused with the game unchanged. */
    fun play(index: Int) = turn { session.play(index) }

    fun undo() = change { session.undo() }

    fun redo() = change { session.redo() }

    fun newGame(settings: GameSettings) = change { session.newGame(settings) }

    fun beginSetup() = onTheBoard { change { session.beginSetup() } }

    fun cancelSetup() = onTheBoard { change { session.cancelSetup() } }

    fun setupMoveStone(from: Int, to: Int) = onTheBoard { change { session.setupMoveStone(from, to) } }

    fun commitSetup() = turn { session.commitSetup() }

    /** Asks for the best move for the person; it comes back as [GameState.hint]. */
    fun hint() {
        if (!state.awaitingTap || thinkingFor != null) return
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

    /** The speed the following turns are animated at. */
    fun setAnimationSpeed(speed: AnimationSpeed) = session.setAnimationSpeed(speed)

    /** The game as text to share. */
    fun recordText(): String = session.recordText()

    /** Writes the save now (the app is going to the background). */
    fun save() {
        val json = session.save()
        io.execute { store.writeGame(json) }
    }

    override fun close() {
        thinkingFor = null // an answer still on its way to the main thread must not touch the closed session
        session.cancelThinking()
        session.close()
    }

    /** A change that is not a turn: undo, redo, a new game, a setup edit. Nothing left to animate. */
    private inline fun change(action: () -> Snapshot) {
        val snapshot = attempt(action) ?: return
        thinkingFor = null
        update { it.copy(snapshot = snapshot, settings = session.settings(), animations = emptyList(), thinking = false, hint = null) }
        save()
        startComputerIfItsTurn()
    }

    /**
     * Runs [action], something the person does on the board, only when the screen waits for it:
     * not while a turn still animates (its board is not shown yet), and not on the computer's turn
     * as the screen shows it, whose move may already be played in the session on its way here.
     */
    private inline fun onTheBoard(action: () -> Unit) {
        if (state.animations.isNotEmpty()) return
        when {
            state.snapshot.result != null -> tell(KielaException.GameOver())
            state.snapshot.computerToMove -> tell(KielaException.ComputerToMove())
            else -> action()
        }
    }

    /** A person's turn: a sowing or an expert opening. */
    private inline fun turn(action: () -> MoveOutcome) {
        onTheBoard {
            val outcome = attempt(action) ?: return
            thinkingFor = null
            played(outcome, byComputer = false)
        }
    }

    private fun played(outcome: MoveOutcome, byComputer: Boolean) {
        val statistics = session.countFinishedGame(state.statistics)
        if (statistics != null) {
            val json = statisticsJson(statistics)
            io.execute { store.writeStatistics(json) }
        }
        update {
            it.copy(
                snapshot = outcome.snapshot,
                animations = it.animations + QueuedMove(outcome, byComputer, before = it.snapshot),
                thinking = false,
                hint = null,
                statistics = statistics ?: it.statistics,
            )
        }
        save()
        startComputerIfItsTurn()
    }

    private fun startComputerIfItsTurn() {
        val snapshot = state.snapshot
        if (!snapshot.computerToMove || snapshot.result != null || thinkingFor == snapshot.revision) return
        think({ revision -> session.computerMove(revision) }) { outcome -> played(outcome, byComputer = true) }
    }

    /**
     * Runs [search] for the game at this revision on the worker and hands its answer to [done] on
     * the main thread, unless the game has moved on meanwhile (then the session refused it, or
     * the revision no longer matches).
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
                answer.fold(done) { e ->
                    if (e !is KielaException.Cancelled && e !is KielaException.StaleComputerMove) tell(e as Exception)
                }
            }
        }
    }

    /**
     * Calls the core for a change; when it fails, says why and gives null, the game unchanged. A
     * refusal is data; any other exception (UniFFI's InternalException for a panic) is a bug in
     * the core, told as such rather than ending the app.
     */
    private inline fun <T : Any> attempt(call: () -> T): T? = try {
        call()
    } catch (e: Exception) {
        tell(e)
        null
    }

    private fun tell(error: Exception) =
        update { it.copy(notice = if (error is KielaException) Notice.Refused(error) else Notice.Failed(error)) }

    private inline fun update(change: (GameState) -> GameState) {
        state = change(state)
        onChange(state)
    }
}
