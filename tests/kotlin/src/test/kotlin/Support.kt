// Helpers shared by the tests: settings, board places, the snapshot invariants, the replay of a
// move's events onto the board, refusals that must leave the game unchanged, background calls.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.assertThrows
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ExecutionException
import java.util.concurrent.TimeUnit
import kotlin.random.Random

/** Long enough for any call that merely has to return (a cancelled search, a hurried move). */
const val RETURNS_WITHIN_SECONDS = 10L

fun settings(
    south: Seat = Seat.Person,
    north: Seat = Seat.Person,
    variant: Variant = Variant.TRADITIONAL,
    captureSowing: CaptureSowing = CaptureSowing.AFTER_CAPTURING_HOUSE,
    expertOpening: Boolean = false,
    first: Side = Side.SOUTH,
) = GameSettings(variant, captureSowing, expertOpening, south, north, first)

fun computer(level: Level) = Seat.Computer(level)

fun totalStones(variant: Variant) = if (variant == Variant.TRADITIONAL) 56 else 28

fun minStones(variant: Variant) = if (variant == Variant.TRADITIONAL) 2 else 1

fun Side.opponent() = if (this == Side.SOUTH) Side.NORTH else Side.SOUTH

/** The house as notation writes it (`o3`, `i10`): how turns, records and errors name it. */
val House.notation: String get() = name.lowercase()

/** Its number within its row, 1…10. */
val House.number: Int get() = name.substring(1).toInt()

val House.isOuter: Boolean get() = name.startsWith("O")

/** A person sows [side]'s [house], as an app does with the index of the tapped house. */
fun GameSession.play(side: Side, house: House): MoveOutcome = play(spotOf(side, house).index)

/** A player's house count. */
fun Snapshot.count(side: Side, house: House): Int {
    val counts = if (side == Side.SOUTH) south else north
    val row = if (house.isOuter) counts.outer else counts.inner
    return row[house.number - 1]
}

/**
 * A house's place in board order, worked out from the documented layout (four rows of ten as
 * South sees the board: North outer, North inner, South inner, South outer; each left to right).
 */
fun boardIndex(side: Side, house: House): Int {
    val column = if (side == Side.SOUTH) house.number - 1 else 10 - house.number
    val row = when {
        side == Side.NORTH && house.isOuter -> 0
        side == Side.NORTH -> 1
        house.isOuter -> 3
        else -> 2
    }
    return row * 10 + column
}

/** Every index of the board, and the first ones past it. */
val BOARD_INDICES: List<UInt> = (0u until 40u).toList()
val OFF_BOARD_INDICES: List<UInt> = listOf(40u, 41u, 255u, 256u, UInt.MAX_VALUE)

/** Checks everything a snapshot promises about itself. */
fun checkSnapshot(snap: Snapshot, settings: GameSettings) {
    val board = snap.board
    assertEquals(40, board.size, "board size")
    assertEquals(totalStones(settings.variant), board.sum(), "stones on the board")
    for ((side, counts) in listOf(Side.SOUTH to snap.south, Side.NORTH to snap.north)) {
        assertEquals(10, counts.outer.size)
        assertEquals(10, counts.inner.size)
        assertEquals(counts.outer.sum() + counts.inner.sum(), counts.stones.toInt(), "$side stones")
        for (house in House.entries) {
            assertEquals(snap.count(side, house), board[boardIndex(side, house)], "$side $house on the board")
        }
    }
    assertEquals(totalStones(settings.variant), (snap.south.stones + snap.north.stones).toInt())
    val playing = snap.status == GameStatus.Playing
    assertEquals(playing, snap.legalHouses.isNotEmpty(), "legal houses while playing, none after: ${snap.status}")
    for (spot in snap.legalHouses) {
        assertEquals(snap.toMove, spot.side, "legal house of the player to move")
        assertEquals(boardIndex(spot.side, spot.house), spot.index.toInt(), "index of $spot")
        assertTrue(board[spot.index.toInt()] >= minStones(settings.variant), "legal house $spot holds enough stones")
    }
    assertEquals(snap.legalHouses.size, snap.legalHouses.toSet().size, "legal houses listed once")
    val seat = if (snap.toMove == Side.SOUTH) settings.south else settings.north
    assertEquals(playing && seat is Seat.Computer, snap.computerToMove, "computerToMove")
    assertEquals(snap.turns > 0u, snap.lastTurn != null, "lastTurn after the first turn")
    assertTrue(snap.quietMoves <= snap.turns, "quiet moves ${snap.quietMoves} within turns ${snap.turns}")
    when (val status = snap.status) {
        GameStatus.Playing -> assertTrue(snap.quietMoves < 100u, "the game goes on past 100 quiet moves")
        is GameStatus.Won -> when (status.reason) {
            EndReason.NO_LEGAL_MOVE -> assertEquals(snap.toMove.opponent(), status.winner, "the player with no move loses")
            else -> assertTrue(stonesOf(snap, status.winner) > stonesOf(snap, status.winner.opponent()), "winner on stones")
        }
        is GameStatus.Drawn -> {
            assertTrue(status.reason != EndReason.NO_LEGAL_MOVE, "no draw for want of a move")
            assertEquals(snap.south.stones, snap.north.stones, "a draw on stones is equal stones")
        }
    }
    if (endReason(snap) == EndReason.NO_CAPTURE) assertEquals(100u, snap.quietMoves)
}

private fun endReason(snap: Snapshot): EndReason? = when (val s = snap.status) {
    is GameStatus.Won -> s.reason
    is GameStatus.Drawn -> s.reason
    else -> null
}

fun stonesOf(snap: Snapshot, side: Side) = if (side == Side.SOUTH) snap.south.stones else snap.north.stones

/**
 * Replays a turn's events onto the board before it, checking each count they state, and
 * checks that they end on the board after it.
 */
fun checkOutcome(before: Snapshot, outcome: MoveOutcome, settings: GameSettings) {
    val after = outcome.snapshot
    checkSnapshot(after, settings)
    assertEquals(before.toMove, outcome.mover, "mover")
    assertEquals(before.turns + 1u, after.turns, "turns count up")
    assertEquals(outcome.turn, after.lastTurn, "last turn")
    assertEquals(before.toMove.opponent(), after.toMove, "the turn passes")
    if (outcome.turn.startsWith("setup")) {
        assertTrue(outcome.events.isEmpty(), "a rearrangement has no sowing")
        return
    }
    assertTrue(before.legalHouses.any { it.house.notation == outcome.turn }, "${outcome.turn} was legal")
    val board = before.board.toMutableList()
    val events = outcome.events
    val lift = events.first() as MoveEvent.Lift
    assertEquals(outcome.mover, spotAt(lift.house)!!.side, "the move lifts a house of the mover")
    assertEquals(outcome.turn, spotAt(lift.house)!!.house.notation, "the move lifts its own house")
    assertTrue(events.last() is MoveEvent.End, "a move ends with End")
    var captured = 0
    for (event in events) {
        when (event) {
            is MoveEvent.Lift -> {
                assertEquals(board[event.house.toInt()], event.stones.toInt(), "lift $event")
                board[event.house.toInt()] = 0
            }
            is MoveEvent.Drop -> {
                assertEquals(outcome.mover, spotAt(event.house)!!.side, "stones are sown on the mover's side")
                board[event.house.toInt()] += 1
                assertEquals(board[event.house.toInt()], event.stonesAfter.toInt(), "drop $event")
            }
            is MoveEvent.Relay -> {
                assertTrue(event.stones.toInt() >= 2, "a relay lifts an occupied house")
                assertEquals(board[event.house.toInt()], event.stones.toInt(), "relay $event")
                board[event.house.toInt()] = 0
            }
            is MoveEvent.Capture -> {
                assertEquals(outcome.mover, spotAt(event.captor)!!.side)
                assertEquals(outcome.mover.opponent(), spotAt(event.inner)!!.side)
                assertEquals(outcome.mover.opponent(), spotAt(event.outer)!!.side)
                assertEquals(event.captor.toInt() % 10, event.inner.toInt() % 10, "facing houses share a column")
                assertEquals(event.captor.toInt() % 10, event.outer.toInt() % 10, "facing houses share a column")
                val taken = board[event.inner.toInt()] + board[event.outer.toInt()]
                assertEquals(taken, event.stones.toInt(), "capture $event")
                board[event.inner.toInt()] = 0
                board[event.outer.toInt()] = 0
                captured += taken
            }
            is MoveEvent.CapturedSowing -> assertEquals(outcome.mover, spotAt(event.first)!!.side)
            is MoveEvent.End -> assertEquals(1, board[event.house.toInt()], "a move ends in a house that was empty")
        }
    }
    assertEquals(after.board, board, "the events lead to the board after the move")
    assertEquals(captured, outcome.captured.toInt(), "captured stones")
    val quiet = if (captured > 0) 0u else before.quietMoves + 1u
    assertEquals(quiet, after.quietMoves, "quiet moves")
}

/** Asserts that [block] throws [T] and leaves the session's game and save exactly as they were. */
inline fun <reified T : KielaException> assertRefused(session: GameSession, crossinline block: () -> Unit): T {
    val before = session.snapshot()
    val saved = session.save()
    val error = assertThrows<T> { block() }
    assertEquals(before, session.snapshot(), "the game is unchanged after ${T::class.simpleName}")
    assertEquals(saved, session.save(), "the session is unchanged after ${T::class.simpleName}")
    return error
}

/** A person's turn: a random legal house, played by its index as an app plays a tap. */
fun playRandom(session: GameSession, random: Random): MoveOutcome {
    val spot = session.snapshot().legalHouses.random(random)
    val outcome = session.play(spot.index)
    assertEquals(spot.house.notation, outcome.turn)
    return outcome
}

/** Runs [block] on a thread of its own, as an app runs the computer's turn. */
fun <T> background(block: () -> T): CompletableFuture<T> {
    val future = CompletableFuture<T>()
    val thread = Thread {
        try {
            future.complete(block())
        } catch (e: Throwable) {
            future.completeExceptionally(e)
        }
    }
    thread.isDaemon = true
    thread.start()
    return future
}

/** What a background call ended with, its value or its exception; it must end in good time. */
fun <T> CompletableFuture<T>.outcome(): Result<T> = try {
    Result.success(get(RETURNS_WITHIN_SECONDS, TimeUnit.SECONDS))
} catch (e: ExecutionException) {
    Result.failure(e.cause!!)
}
