// What the session decides for the apps, as the binding carries it: who sits at the bottom and
// the headline over each seat, what a tap on each house does and the tap itself, how a refusal
// is told, what is announced as a turn plays, and the bookkeeping after a change.

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import kotlin.random.Random

class SeatsAndTapsTest {
    private val easy = computer(Level.EASY)

    @Test
    fun `the viewer is the lone person's side, South with two people, and only two people have a top headline`() {
        val cases = listOf(
            settings(north = easy) to Side.SOUTH,
            settings(south = easy) to Side.NORTH,
            settings() to Side.SOUTH,
            settings(south = easy, north = easy) to Side.SOUTH,
        )
        for ((settings, viewer) in cases) {
            GameSession.withSeed(settings, 1u).use { session ->
                val snap = session.snapshot()
                val twoPeople = settings.south == Seat.Person && settings.north == Seat.Person
                assertEquals(viewer, snap.viewer, "$settings")
                assertEquals(twoPeople, snap.twoPeople, "$settings")
                assertEquals(twoPeople, snap.topHeadline != null, "$settings")
            }
        }
    }

    @Test
    fun `each seat's headline follows the turn, the computer's thinking and the expert opening`() {
        GameSession.withSeed(settings(), 2u).use { session ->
            assertEquals(Headline.YourTurn, session.snapshot().headline)
            assertEquals(Headline.TheirTurn, session.snapshot().topHeadline)
            val after = playRandom(session, Random(2)).snapshot
            assertEquals(Headline.TheirTurn, after.headline)
            assertEquals(Headline.YourTurn, after.topHeadline)
        }
        GameSession.withSeed(settings(north = easy), 3u).use { session ->
            val after = playRandom(session, Random(3)).snapshot
            assertEquals(Headline.ComputerThinking, after.headline, "the computer to move")
            assertNull(after.topHeadline)
        }
        GameSession.withSeed(settings(expertOpening = true), 4u).use { session ->
            assertEquals(Headline.RearrangeOrSow, session.snapshot().headline)
            assertEquals(Headline.TheirTurn, session.snapshot().topHeadline)
            assertEquals(Headline.RearrangeOrSow, session.beginSetup().headline, "still, while drafting")
        }
    }

    @Test
    fun `at the end each seat's headline says how the game went for its player`() {
        for (seed in 1..4) GameSession.withSeed(settings(), seed.toULong()).use { session ->
            val end = playToEnd(session, Random(seed))
            val (south, north) = when (end.result!!.winner) {
                Side.SOUTH -> PersonOutcome.WON to PersonOutcome.LOST
                Side.NORTH -> PersonOutcome.LOST to PersonOutcome.WON
                null -> PersonOutcome.DRAWN to PersonOutcome.DRAWN
            }
            assertEquals(Headline.GameOver(south), end.headline)
            assertEquals(Headline.GameOver(north), end.topHeadline)
        }
        GameSession.withSeed(settings(south = easy), 5u).use { session ->
            val end = playToEnd(session, Random(5))
            assertEquals(Headline.GameOver(end.result!!.person!!), end.headline, "the viewer is the person, North")
        }
    }

    @Test
    fun `a tap sows exactly the legal houses, and every other is refused for the reason a sowing is`() {
        GameSession.withSeed(settings(), 6u).use { session ->
            val random = Random(6)
            while (session.snapshot().result == null) {
                val snap = session.snapshot()
                assertEquals(40, snap.taps.size)
                assertEquals(snap.legalHouses.sorted(), BOARD_INDICES.filter { snap.taps[it] == TapAction.Sow })
                for (index in BOARD_INDICES) {
                    val action = snap.taps[index] as? TapAction.Refused ?: continue
                    val error = assertRefused<KielaException>(session) { session.play(index) }
                    assertEquals(action.reason, refusalOf(error), "house $index: $error")
                    val tapped = assertRefused<KielaException>(session) { session.tap(index) }
                    assertEquals(errorMessage(error), errorMessage(tapped), "a tap is refused alike")
                }
                val index = snap.legalHouses.random(random)
                val twin = GameSession.fromSave(session.save()).use { it.play(index) }
                val tapped = session.tap(index) as Tapped.Played
                assertEquals(twin.snapshot.board, tapped.outcome.snapshot.board, "a tap sows as play does")
                assertEquals(twin.notation, tapped.outcome.notation)
            }
            assertEquals(List(40) { TapAction.Refused(Refusal.GameOver) }, session.snapshot().taps)
        }
    }

    @Test
    fun `on the computer's turn every tap is refused as the computer's`() {
        GameSession.withSeed(settings(south = easy), 7u).use { session ->
            assertEquals(List(40) { TapAction.Refused(Refusal.ComputerToMove) }, session.snapshot().taps)
            assertRefused<KielaException.ComputerToMove>(session) { session.tap(30) }
        }
    }

    @Test
    fun `in a draft a tap picks a stone up, the next puts it down, on its own house back`() {
        GameSession.withSeed(settings(expertOpening = true), 8u).use { session ->
            val start = session.beginSetup()
            val board = start.setupDraft!!.board
            assertEquals(TapAction.PickUp, start.taps[30])
            assertEquals(TapAction.Refused(Refusal.EmptyHouse), start.taps[20])
            assertEquals(TapAction.Refused(Refusal.NotYourHouse), start.taps[5])
            assertEquals(Refusal.EmptyHouse, refusalOf(assertRefused<KielaException.SetupEmptyHouse>(session) { session.tap(20) }))

            val picked = (session.tap(30) as Tapped.Changed).snapshot
            assertEquals(30, picked.setupDraft!!.pickedUp)
            assertEquals(board, picked.setupDraft!!.board, "picked up, not moved yet")
            val mine = BOARD_INDICES.filter { it >= 20 }
            assertTrue(mine.all { picked.taps[it] == TapAction.PutDown }, "any own house takes it, an empty one too")
            val put = (session.tap(20) as Tapped.Changed).snapshot.setupDraft!!
            assertNull(put.pickedUp)
            assertEquals(board[30] - 1, put.board[30])
            assertEquals(1, put.board[20])
            assertEquals(0, put.inHand)

            session.tap(31)
            val back = (session.tap(31) as Tapped.Changed).snapshot.setupDraft!!
            assertNull(back.pickedUp)
            assertEquals(put.board, back.board)
            assertEquals(Turn.Setup(back.board), session.commitSetup().played)
        }
    }

    @Test
    fun `refusalOf words each error as the taps do, the rest as another refusal`() {
        val spot = spotOf(Side.SOUTH, House.I3)
        val cases = listOf(
            KielaException.GameOver() to Refusal.GameOver,
            KielaException.ComputerToMove() to Refusal.ComputerToMove,
            KielaException.NotYourHouse(spot) to Refusal.NotYourHouse,
            KielaException.EmptyHouse(spot) to Refusal.EmptyHouse,
            KielaException.SetupEmptyHouse(spot) to Refusal.EmptyHouse,
            KielaException.TooFewStones(spot, 1, 2) to Refusal.TooFewStones(2),
            KielaException.EndlessMove(spot) to Refusal.EndlessMove,
            KielaException.NothingToUndo() to Refusal.Other,
            KielaException.NotOnBoard(40) to Refusal.Other,
            KielaException.SetupTotal(28, 26) to Refusal.Other,
        )
        for ((error, reason) in cases) assertEquals(reason, refusalOf(error), "$error")
    }

    @Test
    fun `the computer's turn is announced to the person with its relays and captures, the person's own only when it relayed or captured`() {
        GameSession.withSeed(settings(north = computer(Level.BEGINNER)), 10u).use { session ->
            val random = Random(10)
            var captures = 0
            var ownTold = 0
            while (session.snapshot().result == null) {
                if (!session.snapshot().computerToMove) {
                    val own = playRandom(session, random)
                    val eventful = own.captured > 0 || own.timeline.any { it.kind is StepKind.Relay }
                    val news = own.announcement
                    if (!eventful) {
                        assertNull(news, "the person saw their own quiet turn made")
                        continue
                    }
                    assertTrue(checkNotNull(news) { "the person's own ${own.notation} relayed or captured" }.byViewer)
                    assertEquals(own.durationMs, own.cues.first { it.kind == CueKind.Announce }.atMs, "told as its motion ends")
                    ownTold++
                    continue
                }
                val outcome = session.computerMove()
                val news = checkNotNull(outcome.announcement) { "the computer's ${outcome.notation} is announced" }
                assertEquals(Side.NORTH, news.mover)
                assertTrue(news.byComputer)
                assertFalse(news.byViewer)
                assertEquals(outcome.played, news.played)
                assertEquals(outcome.timeline.count { it.kind is StepKind.Relay }, news.relays)
                val flashes = outcome.timeline.map { it.kind }.filterIsInstance<StepKind.CaptureFlash>()
                assertEquals(flashes.map { Triple(it.inner, it.outer, it.stones) }, news.captures.map { Triple(it.inner.index, it.outer.index, it.stones) })
                assertEquals(outcome.captured, news.captured)
                captures += news.captures.size
            }
            assertTrue(captures > 0, "a game with the computer's captures")
            assertTrue(ownTold > 0, "a game where the person's own turn relayed or captured")
        }
    }

    @Test
    fun `with two people the top player's turns are announced to the bottom player, the bottom's own only as theirs`() {
        GameSession.withSeed(settings(), 11u).use { session ->
            val random = Random(11)
            repeat(6) {
                val outcome = playRandom(session, random)
                if (outcome.mover == Side.SOUTH) return@repeat assertTrue(outcome.announcement?.byViewer ?: true, "the bottom player's own turn")
                val news = checkNotNull(outcome.announcement) { "the top player's ${outcome.notation} is announced" }
                assertEquals(outcome.mover, news.mover)
                assertFalse(news.byComputer)
            }
        }
    }

    @Test
    fun `bookkeeping gives the save after every change, and the statistics once as the game ends`() {
        GameSession.withSeed(settings(north = computer(Level.BEGINNER)), 12u).use { session ->
            val random = Random(12)
            var statistics = emptyStatistics()
            var counted = 0
            while (session.snapshot().result == null) {
                if (session.snapshot().computerToMove) session.computerMove() else playRandom(session, random)
                val kept = session.bookkeeping(statistics)
                assertEquals(session.save(), kept.save)
                kept.statistics?.let { statistics = it; counted++ }
            }
            assertEquals(1, counted, "counted once, as the game ended")
            assertEquals(1, statistics.opponents.single().let { it.unaided.played + it.assisted.played })
            assertNull(session.bookkeeping(statistics).statistics, "and not again")
            session.undo()
            val undone = session.bookkeeping(statistics)
            assertEquals(session.save(), undone.save)
            assertNull(undone.statistics)
        }
    }
}
