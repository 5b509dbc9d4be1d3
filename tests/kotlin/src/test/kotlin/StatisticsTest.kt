// Statistics as the binding carries them: records of Ints per opponent, counted once per
// finished game by the session, and kept by the app as versioned JSON.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import kotlin.random.Random

class StatisticsTest {
    private fun tally(outcome: PersonOutcome) = Tally(
        played = 1,
        won = if (outcome == PersonOutcome.WON) 1 else 0,
        drawn = if (outcome == PersonOutcome.DRAWN) 1 else 0,
        lost = if (outcome == PersonOutcome.LOST) 1 else 0,
    )

    private val noGames = Tally(0, 0, 0, 0)

    /** How a finished game went from South's seat. */
    private fun southOutcome(end: Snapshot) = when (end.result!!.winner) {
        null -> PersonOutcome.DRAWN
        Side.SOUTH -> PersonOutcome.WON
        Side.NORTH -> PersonOutcome.LOST
    }

    /** Statistics holding one game of each outcome against a friend and one against the hard computer. */
    private val some = emptyStatistics().copy(
        opponents = listOf(
            OpponentStatistics(Opponent.Computer(Level.HARD), Tally(3, 2, 0, 1), Tally(1, 1, 0, 0), 1, 2),
            OpponentStatistics(Opponent.Friend, Tally(3, 1, 1, 1), noGames, 0, 1),
        ),
        solvedPuzzles = listOf("most-001", "win2-003"),
    )

    @Test
    fun `the statistics of a first launch list no opponent`() {
        val empty = emptyStatistics()
        assertEquals(listOf(emptyList<Any>(), emptyList(), emptyList()), listOf(empty.opponents, empty.solvedPuzzles, empty.recentGames))
        assertEquals(null, empty.setAside)
        assertEquals(0, empty.rating.games, "no rated game yet")
        assertEquals(emptyStatistics(), statisticsFromJson(statisticsJson(emptyStatistics())))
    }

    @Test
    fun `a finished game against the computer is counted once, unaided, with its opponent and streak`() {
        GameSession.withSeed(settings(north = computer(Level.BEGINNER)), 41u).use { session ->
            assertNull(session.countFinishedGame(emptyStatistics()), "nothing to count while the game is on")
            val end = playToEnd(session, Random(41))
            val outcome = end.result!!.person!!
            val counted = session.countFinishedGame(emptyStatistics())!!
            val streak = if (outcome == PersonOutcome.WON) 1 else 0
            assertEquals(
                listOf(OpponentStatistics(Opponent.Computer(Level.BEGINNER), tally(outcome), noGames, streak, streak)),
                counted.opponents,
            )
            val seats = ReviewSeats.AgainstComputer(Side.SOUTH)
            assertEquals(listOf(PastGame(Opponent.Computer(Level.BEGINNER), outcome, seats, end.turns, session.recordText(), exercises = null)), counted.recentGames)
            assertNull(session.countFinishedGame(counted), "a game counts once")
            // Neither a restore nor an undo and a new end count it again.
            GameSession.fromSave(session.save()).use { assertNull(it.countFinishedGame(counted)) }
            session.undo()
            assertNull(session.countFinishedGame(counted))
            playToEnd(session, Random(42))
            assertNull(session.countFinishedGame(counted))
        }
    }

    @Test
    fun `a game between friends counts from South's seat, beside what was counted before`() {
        GameSession.withSeed(settings(), 43u).use { session ->
            val end = playToEnd(session, Random(43))
            val counted = session.countFinishedGame(some)!!
            assertEquals(some.opponents[0], counted.opponents[0], "the computer's entry is kept as it was")
            val friend = counted.opponents[1]
            assertEquals(Opponent.Friend, friend.opponent)
            val before = some.opponents[1].unaided
            val added = tally(southOutcome(end))
            assertEquals(
                Tally(before.played + 1, before.won + added.won, before.drawn + added.drawn, before.lost + added.lost),
                friend.unaided,
            )
        }
    }

    @Test
    fun `a game where a hint was used counts as assisted`() {
        GameSession.withSeed(settings(), 44u).use { session ->
            session.hint()
            val end = playToEnd(session, Random(44))
            val friend = session.countFinishedGame(emptyStatistics())!!.opponents.single()
            assertEquals(noGames, friend.unaided)
            assertEquals(tally(southOutcome(end)), friend.assisted)
            assertEquals(0, friend.currentStreak)
        }
    }

    @Test
    fun `a game that arrives finished in a shared record is not counted`() {
        val text = GameSession.withSeed(settings(), 46u).use { session ->
            playToEnd(session, Random(46))
            session.recordText()
        }
        GameSession.fromRecordText(text, Seat.Person, computer(Level.EASY)).use { shared ->
            assertTrue(shared.snapshot().result != null)
            assertNull(shared.countFinishedGame(emptyStatistics()), "not played here")
        }
    }

    @Test
    fun `a game the computer plays alone is not counted`() {
        GameSession.withSeed(settings(south = computer(Level.BEGINNER), north = computer(Level.BEGINNER)), 45u).use { session ->
            playToEnd(session, Random(45))
            assertNull(session.countFinishedGame(emptyStatistics()))
        }
    }

    @Test
    fun `statistics JSON reads back as the same statistics`() {
        val json = statisticsJson(some)
        assertTrue(json.contains("\"kiela-statistics\""), json)
        assertEquals(some, statisticsFromJson(json))
        assertEquals(json, statisticsJson(statisticsFromJson(json)))
    }

    @Test
    fun `damaged statistics are refused as CorruptStatistics with a reason`() {
        val json = statisticsJson(some)
        val damaged = mapOf(
            "garbage" to "garbage",
            "empty" to "",
            "another format" to json.replaceFirst("\"kiela-statistics\"", "\"kiela-session\""),
            "numbers that do not add up" to json.replaceFirst(Regex("\"played\":\\s*3"), "\"played\": 4"),
            "a negative number" to json.replaceFirst(Regex("\"lost\":\\s*1"), "\"lost\": -1"),
            "an unknown field" to json.replaceFirst("{", "{\"colour\": \"red\","),
            "an unknown level" to json.replaceFirst("\"hard\"", "\"grandmaster\""),
            "version 0" to json.replaceFirst(Regex("\"version\":\\s*3"), "\"version\": 0"),
        )
        for ((what, text) in damaged) {
            if (what != "garbage" && what != "empty") assertNotEquals(json, text, "the edit '$what' changed the file")
            val error = assertThrows<KielaException>(what) { statisticsFromJson(text) }
            assertTrue(error is KielaException.CorruptStatistics, "$what: expected CorruptStatistics, got $error")
            assertTrue((error as KielaException.CorruptStatistics).reason.isNotBlank())
        }
    }

    @Test
    fun `statistics from a newer app are refused as FutureStatistics with Int versions`() {
        val json = statisticsJson(some)
        val version = Regex("\"version\":\\s*3")
        val error = assertThrows<KielaException.FutureStatistics> { statisticsFromJson(json.replaceFirst(version, "\"version\": 4, \"colour\": \"red\"")) }
        assertEquals(4 to 3, error.found to error.supported)
        val huge = assertThrows<KielaException.FutureStatistics> { statisticsFromJson(json.replaceFirst(version, "\"version\": 99999999999")) }
        assertEquals(Int.MAX_VALUE, huge.found)
    }
}
