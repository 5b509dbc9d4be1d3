// Helpers shared by the tests: settings, board places, the snapshot and outcome invariants a
// binding must keep, refusals that must leave the game unchanged, background calls.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
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

fun Side.opponent() = if (this == Side.SOUTH) Side.NORTH else Side.SOUTH

/** The house as notation writes it (`o3`, `i10`): how turns and records name it. */
val House.notation: String get() = name.lowercase()

/** Its number within its row, 1…10, read from its name. */
val House.numberInRow: Int get() = name.substring(1).toInt()

val House.isOuter: Boolean get() = name.startsWith("O")

/**
 * A house's place in board order, worked out from the documented layout (four rows of ten as
 * South sees the board: North outer, North inner, South inner, South outer; each left to right).
 */
fun boardIndex(side: Side, house: House): Int {
    val column = if (side == Side.SOUTH) house.numberInRow - 1 else 10 - house.numberInRow
    val row = when {
        side == Side.NORTH && house.isOuter -> 0
        side == Side.NORTH -> 1
        house.isOuter -> 3
        else -> 2
    }
    return row * 10 + column
}

/** The spot as the documented layout makes it, every field worked out here. */
fun expectedSpot(side: Side, house: House) =
    Spot(side, house, if (house.isOuter) Row.OUTER else Row.INNER, house.numberInRow, boardIndex(side, house))

/** Every index of the board, and numbers past it either way (huge and negative too). */
val BOARD_INDICES: List<Int> = (0 until 40).toList()
val OFF_BOARD_INDICES: List<Int> = listOf(40, 41, 255, 256, 65_536, Int.MAX_VALUE, -1, -40, Int.MIN_VALUE)

/** A person sows [side]'s [house], as an app does with the index of the tapped house. */
fun GameSession.play(side: Side, house: House): MoveOutcome = play(boardIndex(side, house))

/** A house's count on the board. */
fun Snapshot.count(side: Side, house: House): Int = board[boardIndex(side, house)]

/** The stones of [side]'s 20 houses on a board in board order. */
fun sideStones(board: List<Int>, side: Side): Int = BOARD_INDICES.filter { (it < 20) == (side == Side.NORTH) }.sumOf { board[it] }

/** Checks what a snapshot promises about itself as it crosses the binding. */
fun checkSnapshot(snap: Snapshot, settings: GameSettings) {
    val board = snap.board
    assertEquals(40, board.size, "board size")
    assertTrue(board.all { it in 0..56 }, "counts are small non-negative Ints: $board")
    assertEquals(totalStones(settings.variant), board.sum(), "stones on the board")
    assertEquals(sideStones(board, Side.SOUTH), snap.southStones, "South's stones are South's rows")
    assertEquals(sideStones(board, Side.NORTH), snap.northStones, "North's stones are North's rows")
    assertTrue(snap.revision > 0L, "revision ${snap.revision}")
    val playing = snap.result == null
    assertEquals(playing, snap.legalHouses.isNotEmpty(), "legal houses while playing, none after: ${snap.result}")
    for (spot in snap.legalSpots) {
        assertEquals(snap.toMove, spot.side, "legal house of the player to move")
        assertEquals(expectedSpot(spot.side, spot.house), spot, "every field of $spot")
        assertTrue(board[spot.index] > 0, "legal house $spot holds stones")
    }
    assertEquals(snap.legalHouses.size, snap.legalHouses.toSet().size, "legal houses listed once")
    val seat = if (snap.toMove == Side.SOUTH) settings.south else settings.north
    assertEquals(playing && seat is Seat.Computer, snap.computerToMove, "computerToMove")
    assertTrue(snap.quietMoves in 0..snap.turns, "quiet moves ${snap.quietMoves} within turns ${snap.turns}")
    for (mark in snap.lastMoveMarks) assertTrue(mark.house in BOARD_INDICES, "mark $mark on the board")
    if (snap.turns == 0) assertTrue(snap.lastMoveMarks.isEmpty(), "no marks before the first turn")
    snap.result?.let { result ->
        assertEquals(snap.southStones, result.southStones, "the result's stones are the board's")
        assertEquals(snap.northStones, result.northStones, "the result's stones are the board's")
        if (result.winner == null) assertEquals(result.southStones, result.northStones, "a draw is equal stones")
        val lonePerson = when {
            settings.south == Seat.Person && settings.north is Seat.Computer -> Side.SOUTH
            settings.north == Seat.Person && settings.south is Seat.Computer -> Side.NORTH
            else -> null
        }
        val expected = lonePerson?.let { side ->
            when (result.winner) {
                null -> PersonOutcome.DRAWN
                side -> PersonOutcome.WON
                else -> PersonOutcome.LOST
            }
        }
        assertEquals(expected, result.person, "the person's outcome")
        if (result.reason == EndReason.NO_LEGAL_MOVE) assertEquals(snap.toMove.opponent(), result.winner, "the player with no move loses")
    }
    snap.setupDraft?.let { draft ->
        assertEquals(snap.toMove, draft.side, "the draft is the mover's")
        assertEquals(40, draft.board.size)
        assertEquals(sideStones(board, draft.side), sideStones(draft.board, draft.side) + draft.inHand, "drafted stones and those in hand")
        val theirs = BOARD_INDICES.filter { (it < 20) == (draft.side == Side.SOUTH) }
        assertEquals(theirs.map { board[it] }, theirs.map { draft.board[it] }, "the opponent's houses as they are")
    }
}

/**
 * Checks a turn's outcome against the snapshot before it: the turn, its revision and board, and
 * its keyframes, each of which states the board once it is done.
 */
fun checkOutcome(before: Snapshot, outcome: MoveOutcome, settings: GameSettings) {
    val after = outcome.snapshot
    checkSnapshot(after, settings)
    assertEquals(after.revision, outcome.revision, "the outcome's revision is its snapshot's")
    assertTrue(outcome.revision > before.revision, "the revision goes up: ${before.revision} → ${outcome.revision}")
    assertEquals(before.toMove, outcome.mover, "mover")
    assertEquals(before.turns + 1, after.turns, "turns count up")
    assertEquals(before.board, outcome.boardBefore, "the first frame is the board before")
    assertEquals(before.toMove.opponent(), after.toMove, "the turn passes")
    when (val played = outcome.played) {
        is Turn.Setup -> {
            assertEquals(after.board, played.board, "a rearrangement names the board it leaves")
            assertTrue(outcome.notation.startsWith("setup "), outcome.notation)
            assertTrue(outcome.timeline.isEmpty(), "a rearrangement has no sowing")
            assertEquals(0, outcome.durationMs)
            assertEquals(0, outcome.captured)
            assertTrue(after.lastMoveMarks.isEmpty(), "a rearrangement leaves no marks")
        }
        is Turn.Sow -> {
            assertTrue(played.house in before.legalSpots, "${played.house} was legal")
            assertEquals(played.house.house.notation, outcome.notation)
            assertEquals(outcome.mover, played.house.side)
            val lost = sideStones(before.board, outcome.mover.opponent()) - sideStones(after.board, outcome.mover.opponent())
            assertEquals(lost, outcome.captured, "captured stones")
            assertEquals(if (outcome.captured > 0) 0 else before.quietMoves + 1, after.quietMoves, "quiet moves")
            assertTrue(MarkKind.Lifted in after.lastMoveMarks.filter { it.house == played.house.index }.map { it.kind }, "the house sown is marked lifted")
            checkTimeline(outcome)
        }
    }
}

/** The keyframes of a sowing, whatever its speed: each step's data agrees with the board it leaves. */
fun checkTimeline(outcome: MoveOutcome) {
    val steps = outcome.timeline
    if (steps.isEmpty()) {
        assertEquals(0, outcome.durationMs, "no steps take no time")
        return
    }
    val lift = steps.first().kind as StepKind.Lift
    assertEquals((outcome.played as Turn.Sow).house.index, lift.house, "the animation lifts the house played")
    assertTrue(steps.last().kind is StepKind.End, "a move ends with End")
    assertEquals(outcome.snapshot.board, steps.last().board, "the last step's board is the board after the move")
    assertEquals(0, steps.last().inHand, "the hand is empty at the end")
    assertEquals(0, steps.first().startMs)
    assertEquals(steps.maxOf { it.startMs + it.durationMs }, outcome.durationMs, "durationMs is when the last step ends")
    var board = outcome.boardBefore
    for ((a, b) in steps.zipWithNext()) {
        assertTrue(b.startMs >= a.startMs, "starts never go back: $a, $b")
        assertTrue(b.startMs + b.durationMs >= a.startMs + a.durationMs, "ends never go back: $a, $b")
    }
    for (step in steps) {
        assertEquals(40, step.board.size)
        assertTrue(step.inHand >= 0 && step.durationMs >= 0, "$step")
        when (val kind = step.kind) {
            is StepKind.Lift -> {
                assertEquals(board[kind.house], kind.stones, "lift $kind")
                assertEquals(0, step.board[kind.house])
                assertEquals(kind.stones, step.inHand)
            }
            is StepKind.Drop -> {
                assertEquals(board[kind.house] + 1, kind.stonesAfter, "drop $kind")
                assertEquals(kind.stonesAfter, step.board[kind.house])
            }
            is StepKind.Relay -> {
                assertEquals(board[kind.house], kind.stones, "relay $kind")
                assertEquals(0, step.board[kind.house])
            }
            is StepKind.CaptureFlash -> {
                assertEquals(board[kind.inner] + board[kind.outer], kind.stones, "flash $kind")
                assertEquals(0, step.board[kind.inner] + step.board[kind.outer])
                assertEquals(kind.captor % 10, kind.inner % 10, "facing houses share a column")
                assertEquals(kind.captor % 10, kind.outer % 10, "facing houses share a column")
            }
            is StepKind.CaptureFlight -> assertEquals(board, step.board, "a flight changes no house")
            is StepKind.End -> assertEquals(1, step.board[kind.house], "a move ends in a house that was empty")
        }
        board = step.board
    }
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

/** The legal houses as spots (the snapshot gives their board indices). */
val Snapshot.legalSpots: List<Spot> get() = legalHouses.map { spotAt(it)!! }

/** A person's turn: a random legal house, played by its index as an app plays a tap. */
fun playRandom(session: GameSession, random: Random): MoveOutcome {
    val spot = session.snapshot().legalSpots.random(random)
    val outcome = session.play(spot.index)
    assertEquals(Turn.Sow(spot), outcome.played)
    return outcome
}

/** Plays random legal houses (or the computer's turns) until the game ends; the last snapshot. */
fun playToEnd(session: GameSession, random: Random): Snapshot {
    while (session.snapshot().result == null) {
        if (session.snapshot().computerToMove) session.computerMove() else playRandom(session, random)
    }
    return session.snapshot().also { assertNull(it.setupDraft) }
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
