// The session around the game: settings and the lists of pickers, the board's places, the
// snapshot's numbers, undo and redo, hints and their reasons, marks, the last move, new games.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

class SessionTest {
    @Test
    fun `the default settings are a person as south against the computer at medium`() {
        val defaults = defaultSettings()
        assertEquals(settings(north = computer(Level.MEDIUM)), defaults)
        GameSession(defaults).use { session ->
            assertEquals(defaults, session.settings())
            val start = session.snapshot()
            checkSnapshot(start, defaults)
            // South's outer row, left to right, is the last row of the board; North's inner row the second.
            assertEquals(List(10) { 2 }, start.board.subList(30, 40))
            assertEquals(listOf(2, 2, 2, 2, 0, 0, 0, 0, 0, 0), start.board.subList(10, 20))
            assertEquals(listOf(0, 0, 0, 0, 0, 0, 2, 2, 2, 2), start.board.subList(20, 30))
            assertEquals(28 to 28, start.southStones to start.northStones)
            assertEquals(listOf(0, 0), listOf(start.turns, start.quietMoves))
            assertNull(start.result)
            assertNull(start.setupDraft)
            assertNull(session.lastMove())
            assertTrue(start.lastMoveMarks.isEmpty())
            assertFalse(start.canUndo || start.canRedo || start.computerToMove || start.setupAllowed)
            assertEquals(AnimationSpeed.NORMAL, session.animationSpeed())
        }
    }

    @Test
    fun `levels and animation speeds come in picker order, and rule facts give each variant's numbers`() {
        assertEquals(listOf(Level.BEGINNER, Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT), levels())
        assertEquals(
            listOf(AnimationSpeed.SLOW, AnimationSpeed.NORMAL, AnimationSpeed.FAST, AnimationSpeed.INSTANT),
            animationSpeeds(),
        )
        assertEquals(RuleFacts(28, 2, 100, 3, 1000), ruleFacts(Variant.TRADITIONAL))
        assertEquals(RuleFacts(14, 1, 100, 3, 1000), ruleFacts(Variant.BEGINNER))
        for (variant in Variant.entries) {
            GameSession.withSeed(settings(variant = variant), 1u).use { session ->
                val start = session.snapshot()
                assertEquals(ruleFacts(variant).stonesPerPlayer, start.southStones)
                assertEquals(ruleFacts(variant).stonesPerPlayer, start.northStones)
            }
        }
    }

    @Test
    fun `spotAt names each of the 40 places in board order, with row and number, and nothing beyond`() {
        val spots = BOARD_INDICES.map { spotAt(it)!! }
        for ((index, spot) in spots.withIndex()) {
            assertEquals(index, spot.index)
            assertEquals(expectedSpot(spot.side, spot.house), spot, "every field of $spot")
        }
        assertEquals(40, spots.map { it.side to it.house }.toSet().size)
        assertEquals(Spot(Side.NORTH, House.O10, Row.OUTER, 10, 0), spots[0])
        assertEquals(Spot(Side.NORTH, House.O1, Row.OUTER, 1, 9), spots[9])
        assertEquals(Spot(Side.NORTH, House.I10, Row.INNER, 10, 10), spots[10])
        assertEquals(Spot(Side.NORTH, House.I1, Row.INNER, 1, 19), spots[19])
        assertEquals(Spot(Side.SOUTH, House.I1, Row.INNER, 1, 20), spots[20])
        assertEquals(Spot(Side.SOUTH, House.I7, Row.INNER, 7, 26), spots[26])
        assertEquals(Spot(Side.SOUTH, House.I10, Row.INNER, 10, 29), spots[29])
        assertEquals(Spot(Side.SOUTH, House.O1, Row.OUTER, 1, 30), spots[30])
        assertEquals(Spot(Side.SOUTH, House.O10, Row.OUTER, 10, 39), spots[39])
        for (index in OFF_BOARD_INDICES) assertNull(spotAt(index), "spotAt($index)")
    }

    @Test
    fun `spotOf and spotAt agree on all 40 places`() {
        for (index in BOARD_INDICES) {
            val spot = spotAt(index)!!
            assertEquals(spot, spotOf(spot.side, spot.house), "$spot")
        }
        for (side in Side.entries) {
            for (house in House.entries) {
                val spot = spotOf(side, house)
                assertEquals(expectedSpot(side, house), spot)
                assertEquals(spot, spotAt(spot.index), "$side $house")
            }
        }
    }

    @Test
    fun `House names read as the notation of turns, and every house can be played by its index`() {
        assertEquals((1..10).map { "o$it" } + (1..10).map { "i$it" }, House.entries.map { it.notation })
        val sown = mutableSetOf<String>()
        for (seed in 1..3) {
            GameSession.withSeed(settings(), seed.toULong()).use { session ->
                val random = Random(seed)
                while (session.snapshot().result == null) {
                    val spot = session.snapshot().legalSpots.random(random)
                    val outcome = session.play(spot.index)
                    assertEquals(Turn.Sow(spot), outcome.played, "the turn sows the house tapped")
                    assertEquals(spot.house.notation, outcome.notation)
                    sown += outcome.notation
                }
            }
        }
        assertEquals(House.entries.map { it.notation }.toSet(), sown, "every house was sown")
    }

    @Test
    fun `the first move of the rules' worked example relays into i6, and its marks say so`() {
        GameSession.withSeed(settings(), 1u).use { session ->
            val before = session.snapshot()
            val outcome = session.play(Side.SOUTH, House.O10)
            checkOutcome(before, outcome, settings())
            val after = outcome.snapshot
            assertEquals(listOf(0, 0, 0, 0, 0, 1, 3, 3, 0, 3), after.board.subList(20, 30), "South's inner row")
            assertEquals(0, after.count(Side.SOUTH, House.O10))
            val kinds = outcome.timeline.map { it.kind }
            assertEquals(StepKind.Lift(39, 2), kinds.first())
            assertTrue(StepKind.Relay(boardIndex(Side.SOUTH, House.I9), 3) in kinds, "$kinds")
            assertEquals(StepKind.End(boardIndex(Side.SOUTH, House.I6)), kinds.last())
            val marks = after.lastMoveMarks
            assertTrue(HouseMark(39, MarkKind.Lifted) in marks, "$marks")
            assertTrue(HouseMark(boardIndex(Side.SOUTH, House.I9), MarkKind.Relay) in marks, "$marks")
            assertEquals(listOf(HouseMark(boardIndex(Side.SOUTH, House.I6), MarkKind.LastStone)), marks.filter { it.kind == MarkKind.LastStone })
            assertTrue(marks.none { it.kind == MarkKind.Captor || it.kind is MarkKind.TakenFrom }, "no capture: $marks")
            assertEquals(after.lastMoveMarks.size, after.lastMoveMarks.toSet().size, "each mark once")
        }
    }

    @Test
    fun `a capture marks the captor and the houses taken from with the stones they held`() {
        GameSession.withSeed(settings(), 13u).use { session ->
            val random = Random(13)
            var before = session.snapshot()
            var outcome = playRandom(session, random)
            while (outcome.captured == 0) {
                before = outcome.snapshot
                outcome = playRandom(session, random)
            }
            val marks = outcome.snapshot.lastMoveMarks
            val taken = marks.filter { it.kind is MarkKind.TakenFrom }
            assertTrue(taken.isNotEmpty(), "$marks")
            for (mark in taken) {
                assertEquals(outcome.mover.opponent(), spotAt(mark.house)!!.side, "taken from the opponent")
                assertEquals(before.board[mark.house], (mark.kind as MarkKind.TakenFrom).stones, "the stones it held")
                assertEquals(0, outcome.snapshot.board[mark.house])
            }
            assertEquals(outcome.captured, taken.sumOf { (it.kind as MarkKind.TakenFrom).stones })
            val captors = marks.filter { it.kind == MarkKind.Captor }
            assertTrue(captors.isNotEmpty())
            assertTrue(captors.all { spotAt(it.house)!!.let { spot -> spot.side == outcome.mover && spot.row == Row.INNER } })
            assertEquals(1, marks.count { it.kind == MarkKind.LastStone })
        }
    }

    @Test
    fun `lastMove gives the last turn again, after a restore too, and is null before the first`() {
        GameSession.withSeed(settings(), 14u).use { session ->
            assertNull(session.lastMove())
            val random = Random(14)
            repeat(5) { playRandom(session, random) }
            val last = playRandom(session, random)
            assertEquals(last, session.lastMove())
            GameSession.fromSave(session.save()).use { restored ->
                val again = restored.lastMove()!!
                assertEquals(last.copy(revision = again.revision, snapshot = restored.snapshot()), again)
                assertEquals(restored.snapshot().revision, again.revision)
            }
            session.undo()
            val before = session.lastMove()!!
            assertEquals(session.snapshot(), before.snapshot)
            assertEquals(5, before.snapshot.turns)
        }
    }

    @Test
    fun `every change raises the revision and a read does not`() {
        GameSession.withSeed(settings(expertOpening = true), 15u).use { session ->
            val revisions = mutableListOf(session.snapshot().revision)
            fun changed(revision: Long) {
                assertTrue(revision > revisions.last(), "$revision after ${revisions.last()}")
                revisions += revision
            }
            assertEquals(revisions.last(), session.snapshot().revision, "a snapshot changes nothing")
            changed(session.beginSetup().revision)
            changed(session.cancelSetup().revision)
            changed(session.play(Side.SOUTH, House.O10).revision)
            changed(session.undo().revision)
            changed(session.redo().revision)
            changed(session.restore(session.save()).revision)
            changed(session.newGame(settings()).revision)
            assertEquals(revisions.last(), session.snapshot().revision)
        }
    }

    @Test
    fun `between people undo takes back one turn and redo plays it again`() {
        val settings = settings()
        GameSession.withSeed(settings, 2u).use { session ->
            val random = Random(2)
            val history = mutableListOf(session.snapshot())
            repeat(6) { history += playRandom(session, random).snapshot }
            for (back in 5 downTo 0) {
                val undone = session.undo()
                checkSnapshot(undone, settings)
                assertEquals(history[back].board, undone.board)
                assertEquals(back, undone.turns)
                assertTrue(undone.canRedo)
            }
            assertFalse(session.snapshot().canUndo)
            for (forward in 1..6) {
                val redone = session.redo()
                // The same game as when it was first played; only redo knows what is left to redo.
                assertEquals(history[forward].copy(canRedo = forward < 6, revision = redone.revision), redone)
                assertEquals(forward < 6, redone.canRedo)
            }
        }
    }

    @Test
    fun `against the computer undo goes back to the person's previous turn and redo restores both turns`() {
        val settings = settings(north = computer(Level.EASY))
        GameSession.withSeed(settings, 3u).use { session ->
            val random = Random(3)
            playRandom(session, random)
            session.computerMove()
            val beforeTurn = session.snapshot()
            playRandom(session, random)
            val afterBoth = session.computerMove().snapshot
            assertFalse(afterBoth.computerToMove)
            val undone = session.undo()
            assertEquals(beforeTurn.turns, undone.turns, "the person's and the computer's turns are taken back")
            assertEquals(beforeTurn.board, undone.board)
            assertEquals(Side.SOUTH, undone.toMove)
            val redone = session.redo()
            assertEquals(afterBoth.copy(revision = redone.revision), redone, "redo plays the person's turn and the computer's answer")
        }
    }

    @Test
    fun `undo right after the person's turn, before the computer answers, takes back that turn`() {
        val settings = settings(north = computer(Level.EASY))
        GameSession.withSeed(settings, 4u).use { session ->
            val start = session.snapshot()
            session.play(Side.SOUTH, House.O10)
            val undone = session.undo()
            assertEquals(start.board, undone.board)
            assertEquals(0, undone.turns)
            assertFalse(undone.computerToMove)
        }
    }

    @Test
    fun `a hint names a legal house of the player to move, where it lands and why, and changes no game`() {
        val settings = settings()
        GameSession.withSeed(settings, 5u).use { session ->
            val random = Random(5)
            val reasons = mutableListOf<HintReason>()
            while (reasons.size < 16 && session.snapshot().result == null) {
                val before = session.snapshot()
                val hint = session.hint()
                assertTrue(hint.house in before.legalSpots, "$hint among ${before.legalHouses}")
                assertEquals(before.toMove, hint.landsIn.side)
                assertEquals(expectedSpot(hint.landsIn.side, hint.landsIn.house), hint.landsIn)
                assertEquals(before, session.snapshot(), "a hint changes no game")
                // The move ends where the hint says, for the reason it gives.
                val outcome = session.play(hint.house.index)
                assertEquals(StepKind.End(hint.landsIn.index), outcome.timeline.last().kind)
                when (val reason = hint.reason) {
                    is HintReason.Captures -> assertEquals(outcome.captured, reason.stones, "$reason")
                    is HintReason.ForcesWin -> assertTrue(reason.moves > 0, "$reason")
                    is HintReason.SavesFromCapture -> assertTrue(reason.stones > 0, "$reason")
                    is HintReason.ThreatensCapture -> assertTrue(reason.stones > 0, "$reason")
                    HintReason.WinsNow -> assertEquals(outcome.mover, outcome.snapshot.result?.winner)
                    HintReason.WinsOnStones, HintReason.BestPosition -> {}
                }
                // The position after it for the mover: a chance, or a proven result; none where the
                // reason already says the win.
                val saysTheWin = hint.reason is HintReason.WinsNow || hint.reason is HintReason.WinsOnStones || hint.reason is HintReason.ForcesWin
                assertEquals(saysTheWin, hint.value == null, "$hint")
                when (val value = hint.value) {
                    is ReviewValue.Chance -> assertTrue(value.percent in 1..99, "$hint")
                    is ReviewValue.Win -> assertTrue(value.plies > 0, "$hint")
                    is ReviewValue.Loss -> assertTrue(value.plies >= 0, "$hint")
                    null -> {}
                }
                reasons += hint.reason
                if (session.snapshot().result == null) playRandom(session, random)
            }
            assertTrue(reasons.any { it !is HintReason.BestPosition && it !is HintReason.WinsOnStones && it !is HintReason.WinsNow }, "a reason with a number: $reasons")
        }
    }

    @Test
    fun `a new game in the session starts from the new settings and keeps the animation speed`() {
        GameSession.withSeed(settings(), 6u).use { session ->
            session.play(Side.SOUTH, House.O10)
            session.setAnimationSpeed(AnimationSpeed.FAST)
            val next = settings(variant = Variant.BEGINNER, first = Side.NORTH, north = computer(Level.HARD))
            val fresh = session.newGame(next)
            checkSnapshot(fresh, next)
            assertEquals(next, session.settings())
            assertEquals(0, fresh.turns)
            assertEquals(Side.NORTH, fresh.toMove)
            assertTrue(fresh.computerToMove)
            assertFalse(fresh.canUndo || fresh.canRedo)
            assertEquals(28, fresh.board.sum())
            assertNull(session.lastMove())
            assertEquals(AnimationSpeed.FAST, session.animationSpeed())
        }
    }
}
