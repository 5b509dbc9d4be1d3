package app.kiela.game

import app.kiela.core.GameSettings
import app.kiela.core.Hint
import app.kiela.core.KielaException
import app.kiela.core.MoveOutcome
import app.kiela.core.Seat
import app.kiela.core.Side
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
    /** The side whose rows are drawn at the bottom: the person's, or South for two people. */
    val viewer: Side get() = viewerOf(settings)

    /** Two people on one phone. */
    val twoPeople: Boolean get() = settings.south is Seat.Person && settings.north is Seat.Person

    /** The game as the screen shows it: as it was before the turn being animated, else as it is. */
    val shown: Snapshot get() = animations.firstOrNull()?.before ?: snapshot

    /** Whether a tap on a house may play now: nothing animating, nobody thinking, the person's turn. */
    val awaitingTap: Boolean get() = animations.isEmpty() && !snapshot.computerToMove && snapshot.result == null

    companion object {
        fun viewerOf(settings: GameSettings): Side =
            if (settings.south is Seat.Person || settings.north !is Seat.Person) Side.SOUTH else Side.NORTH
    }
}

/**
 * A played turn waiting to be animated, and the game as it was [before] it (what the screen shows
 * around the board while it plays). [byComputer] turns get a visible beat before they move.
 */
data class QueuedMove(val outcome: MoveOutcome, val byComputer: Boolean, val before: Snapshot)

/** What the app says once and then forgets (the UI calls [GameModel.noticeShown]). */
sealed interface Notice {
    /** A tap or a control the game refused; the game did not change. */
    data class Refused(val error: KielaException) : Notice

    /**
     * The core failed in a way that is not a refusal ([error]: UniFFI's InternalException for a
     * panic, or any other exception): a bug, but the game stayed as it was and the app goes on.
     */
    data class Failed(val error: Exception) : Notice

    /** The saved game could not be read: a new game began, the bad file was kept aside. */
    data object SaveUnreadable : Notice

    /** The statistics could not be read: they start again, the bad file was kept aside. */
    data object StatisticsUnreadable : Notice
}
