// The review, the puzzles and the guided game's notes through the Kotlin bindings: what the apps
// build their new screens on.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit
import kotlin.random.Random

class AfterTheGameTest {
    /** Two people playing random legal houses: [turns] of them, or fewer if the game ends. */
    private fun randomGame(seed: Int, turns: Int): GameSession {
        val session = GameSession.withSeed(settings(), seed.toULong())
        val random = Random(seed)
        repeat(turns) {
            val legal = session.snapshot().legalHouses
            if (legal.isEmpty()) return session
            session.play(legal[random.nextInt(legal.size)])
        }
        return session
    }

    @Test
    fun `a review scores every turn against the best move and the same record gets the same review`() {
        val session = randomGame(4, 30)
        val review = GameReviewer().review(session.recordText(), ReviewSeats.AgainstComputer(Side.NORTH))
        assertEquals(session.snapshot().turns, review.turns.size)
        for (turn in review.turns) {
            assertTrue(turn.bestEvaluation >= turn.evaluation, "$turn")
            assertEquals(turn.verdict == Verdict.BEST, turn.played == turn.best, "$turn")
            // What the words say is the core's: the cost by the verdict, the value by the winning
            // chance (whole percent, only a proven result certain).
            assertEquals(turn.verdict == Verdict.BEST, turn.cost == MoveCost.Nothing, "$turn")
            assertEquals(turn.verdict == Verdict.GOOD, turn.cost == MoveCost.Close, "$turn")
            assertTrue(turn.bestChance >= turn.chance, "$turn")
            when (val cost = turn.cost) {
                is MoveCost.Chance -> assertTrue(cost.points >= 1 && cost.points <= 100, "$turn")
                else -> {}
            }
            for ((value, chance) in listOf(turn.value to turn.chance, turn.bestValue to turn.bestChance)) {
                when (value) {
                    is ReviewValue.Chance -> {
                        assertTrue(value.percent in 1..99, "$turn")
                        assertEquals(Math.round(chance * 100).toInt().coerceIn(1, 99), value.percent, "$turn")
                    }
                    is ReviewValue.Win -> assertTrue(chance == 1.0 && value.plies > 0, "$turn")
                    is ReviewValue.Loss -> assertTrue(chance == 0.0 && value.plies >= 0, "$turn")
                }
            }
        }
        assertEquals((1..review.turns.size).toList(), review.turns.map { it.turn })
        assertEquals(session.snapshot().board, review.finalBoard)
        assertTrue(review.turns.any { it.verdict == Verdict.MISTAKE || it.verdict == Verdict.BLUNDER })
        assertEquals(review, GameReviewer().review(session.save(), ReviewSeats.AgainstComputer(Side.NORTH)), "a save is reviewed as its game")
        // The graph and the counts are seen from the seats asked for.
        val bySide = GameReviewer().review(session.recordText(), ReviewSeats.BySide)
        assertEquals(review.turns, bySide.turns)
        assertEquals(Side.NORTH to Side.SOUTH, review.viewer to bySide.viewer, "the person's side, else South's")
        for ((north, south) in review.graph.zip(bySide.graph)) {
            assertEquals(-south.played, north.played)
            assertEquals(-south.best, north.best)
            assertTrue(kotlin.math.abs(north.played) <= 1.0 && kotlin.math.abs(north.best) <= 1.0, "$north: a height within the edges")
        }
        // A graph of winning chances: 2 × chance − 1 from the viewer's side.
        for ((turn, point) in review.turns.zip(bySide.graph)) {
            val south = if (turn.mover == Side.SOUTH) turn.chance else 1 - turn.chance
            assertEquals(2 * south - 1, point.played, 1e-9, "$turn")
        }
        for ((side, counts) in listOf(Side.SOUTH to review.south, Side.NORTH to review.north)) {
            val mine = review.turns.filter { it.mover == side }
            assertEquals(mine.size, counts.best + counts.good + counts.inaccuracy + counts.mistake + counts.blunder)
            assertEquals(mine.count { it.verdict == Verdict.BLUNDER }, counts.blunder)
        }
        val opening = review.turns[review.opening]
        assertTrue(opening.verdict == Verdict.MISTAKE || opening.verdict == Verdict.BLUNDER, "$opening")
    }

    @Test
    fun `a record that cannot be read is refused with the reason`() {
        for (text in listOf("", "kiela-record 1\nmoves o1 o1 o1", "{\"format\": \"kiela-game-record\"}")) {
            val error = assertThrows<KielaException.BadRecord> { GameReviewer().review(text, ReviewSeats.BySide) }
            assertTrue(error.reason.isNotBlank(), text)
        }
    }

    @Test
    fun `a review reports progress and can be cancelled from another thread`() {
        // Two beginners play a long game: the review is still running when it is cancelled.
        val game = GameSession.withSeed(settings(south = computer(Level.BEGINNER), north = computer(Level.BEGINNER)), 9uL)
        while (game.snapshot().turns < 80 && game.snapshot().result == null) game.computerMove()
        val record = game.recordText()
        val reviewer = GameReviewer()
        val running = CompletableFuture.supplyAsync { runCatching { reviewer.review(record, ReviewSeats.BySide) } }
        while (reviewer.progress().done == 0) Thread.sleep(5)
        assertEquals(game.snapshot().turns, reviewer.progress().total)
        reviewer.cancel()
        val result = running.get(RETURNS_WITHIN_SECONDS, TimeUnit.SECONDS)
        assertTrue(result.exceptionOrNull() is KielaException.Cancelled, "$result")
        // A cancel holds for good, even one before the review begins: no review is lost to a race.
        assertThrows<KielaException.Cancelled> { reviewer.review(record, ReviewSeats.BySide) }
        assertThrows<KielaException.Cancelled> { GameReviewer().apply { cancel() }.review(record, ReviewSeats.BySide) }
    }

    @Test
    fun `every puzzle is solved by its answer and another move says why it misses`() {
        val puzzles = allPuzzles()
        assertTrue(puzzles.size >= 100)
        assertEquals(puzzles.size, puzzles.map { it.id }.toSet().size, "ids are unique")
        assertEquals(puzzles.map { it.grade }.sorted(), puzzles.map { it.grade }, "easy first")
        for (puzzle in puzzles.filter { it.kind is PuzzleKind.MostInOne }) {
            val session = PuzzleSession(puzzle.id, AnimationSpeed.INSTANT)
            assertEquals(puzzle.board, session.snapshot().board)
            val step = session.play(puzzle.answer.index)
            assertEquals(puzzle.stones, step.outcome.captured, puzzle.id)
            assertEquals(PuzzleState.Solved, step.state, puzzle.id)
            assertThrows<KielaException.GameOver> { session.play(puzzle.answer.index) }
            session.restart()
            val other = session.snapshot().legalHouses.first { it != puzzle.answer.index }
            val missed = session.play(other)
            assertTrue(missed.outcome.captured < puzzle.stones, puzzle.id)
            assertEquals(PuzzleState.Missed(PuzzleMiss.TookFewer(missed.outcome.captured, puzzle.stones, puzzle.answer)), missed.state)
        }
    }

    @Test
    fun `a win in two is defended by the engine`() {
        val puzzle = allPuzzles().first { (it.kind as? PuzzleKind.WinIn)?.moves == 2 }
        val session = PuzzleSession(puzzle.id, AnimationSpeed.NORMAL)
        val step = session.play(puzzle.answer.index)
        val reply = checkNotNull(step.reply) { "the engine answers" }
        assertEquals(Side.NORTH, reply.mover)
        assertTrue(reply.beatMs > 0, "the computer's beat before its answer")
        assertEquals(PuzzleState.Playing, step.state)
    }

    @Test
    fun `an unknown puzzle is refused and solved puzzles are kept in the statistics`() {
        assertEquals("no-such", assertThrows<KielaException.UnknownPuzzle> { PuzzleSession("no-such", AnimationSpeed.NORMAL) }.id)
        val solved = statisticsWithSolvedPuzzle(statisticsWithSolvedPuzzle(emptyStatistics(), "win2-001"), "most-001")
        assertEquals(listOf("most-001", "win2-001"), statisticsWithSolvedPuzzle(solved, "most-001").solvedPuzzles)
        assertEquals(solved, statisticsFromJson(statisticsJson(solved)))
    }

    @Test
    fun `damaged puzzle progress is set aside and the games are kept`() {
        val finished = GameSession.withSeed(settings(north = computer(Level.BEGINNER)), 3uL)
        while (finished.snapshot().result == null) {
            if (finished.snapshot().computerToMove) finished.computerMove() else finished.play(finished.snapshot().legalHouses.first())
        }
        val counted = checkNotNull(finished.bookkeeping(statisticsWithSolvedPuzzle(emptyStatistics(), "most-001")).statistics)
        assertEquals(1, counted.recentGames.size)
        assertEquals(finished.recordText(), counted.recentGames[0].record)
        assertEquals(ReviewSeats.AgainstComputer(Side.SOUTH), counted.recentGames[0].seats)
        assertEquals(finished.snapshot().turns, counted.recentGames[0].turns)
        val damaged = statisticsJson(counted).replace("\"most-001\"", "17")
        val read = statisticsFromJson(damaged)
        assertEquals(counted.opponents, read.opponents)
        assertEquals(counted.recentGames, read.recentGames)
        assertTrue(read.solvedPuzzles.isEmpty())
        assertTrue(read.setAside!!.contains("puzzle"))
        assertNull(statisticsFromJson(statisticsJson(read)).setAside)
    }

    @Test
    fun `every sowing carries its guide notes at their steps`() {
        val session = GameSession.withSeed(settings(), 1uL)
        val outcome = session.play(boardIndex(Side.SOUTH, House.O10))
        val first = outcome.guide.first()
        assertEquals(GuideNote.Sowing(expectedSpot(Side.SOUTH, House.O10), 2), first.note)
        assertTrue(outcome.guide.last().note is GuideNote.TurnEnds)
        for (cue in outcome.guide) assertEquals(outcome.timeline[cue.step].startMs, cue.atMs)
        val relay = outcome.guide.map { it.note }.filterIsInstance<GuideNote.Relay>().first()
        assertEquals(Row.INNER, relay.house.row)
        assertEquals(0, outcome.timeline.first { it.kind is StepKind.Relay }.board[relay.facing!!.index], "the empty house it faces")
    }
}
