package app.kiela.game

import app.kiela.core.AnimationSpeed
import app.kiela.core.GameSettings
import app.kiela.core.Hint
import app.kiela.core.MoveOutcome
import app.kiela.core.Refusal
import app.kiela.core.Snapshot
import app.kiela.core.Statistics

/**
 * Everything the game screen shows, as one immutable value: [GameModel] makes a new one for
 * every change and the UI draws it.
 */
data class GameState(
    /** The game as it is now (after every queued animation). */
    val snapshot: Snapshot,
    val settings: GameSettings,
    /** The speed the session times the following turns at (the session keeps it, in its save). */
    val speed: AnimationSpeed,
    /** Turns played but not yet animated, oldest first; the head is the one on screen. */
    val animations: List<QueuedMove> = emptyList(),
    /** The computer (or a hint) is thinking. */
    val thinking: Boolean = false,
    /** A hint for the current revision, shown until the next change. */
    val hint: Hint? = null,
    /** Something to tell the person once (a refused tap, a save that could not be read). */
    val notice: Notice? = null,
    val statistics: Statistics,
) {
    /** The game as the screen shows it: as it was before the turn being animated, else as it is. */
    val shown: Snapshot get() = animations.firstOrNull()?.before ?: snapshot

    /** Whether the person may act now: nothing animating, the person's turn, the game on. */
    val awaitingTap: Boolean get() = animations.isEmpty() && !snapshot.computerToMove && snapshot.result == null
}

/** A played turn waiting to be animated, and the game as it was [before] it (what the screen shows around the board while it plays). */
data class QueuedMove(val outcome: MoveOutcome, val before: Snapshot)

/** What the app says once and then forgets (the UI calls [GameModel.noticeShown]). */
sealed interface Notice {
    /** A tap or a control the game refused, for [reason]; the game did not change. */
    data class Refused(val reason: Refusal) : Notice

    /** The core failed, not a refusal ([error]: UniFFI's InternalException for a panic, or another): the game is as it was. */
    data class Failed(val error: Exception) : Notice

    /** The saved game could not be read: a new game began, the bad file was kept aside. */
    data object SaveUnreadable : Notice

    /** The statistics could not be read: they start again, the bad file was kept aside. */
    data object StatisticsUnreadable : Notice

    /** The saved game was written by a newer version of the app: a new game began, and the file is kept as it is, never written over this run. */
    data object SaveFromNewerVersion : Notice

    /** The statistics were written by a newer version of the app: they start again for this run, and the file is kept as it is, never written over this run. */
    data object StatisticsFromNewerVersion : Notice

    /** A part of the statistics (the puzzle progress or the recent games) was damaged: it starts again, the file read was kept aside, the games counted are kept. */
    data object StatisticsPartSetAside : Notice
}
