// Saves (versioned JSON of the whole session) and shared game records (plain text).

import app.kiela.core.*
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import kotlin.random.Random

class SavesAndRecordsTest {
    private val versusMedium = settings(north = computer(Level.MEDIUM))
    private val computers = settings(south = computer(Level.MEDIUM), north = computer(Level.HARD))

    /** A person against the computer, a few turns in, with a turn undone so that redo holds one. */
    private fun gameInProgress(): GameSession {
        val session = GameSession.withSeed(versusMedium, 21u)
        val random = Random(21)
        repeat(4) {
            playRandom(session, random)
            session.computerMove()
        }
        session.undo()
        assertTrue(session.snapshot().canRedo)
        return session
    }

    private fun restoreFails(json: String, what: String): KielaException =
        assertThrows<KielaException>("$what: restored") { GameSession.restore(json) }

    private fun assertCorrupt(json: String, what: String) {
        val error = restoreFails(json, what)
        assertTrue(error is KielaException.CorruptSave, "$what: expected CorruptSave, got $error")
        assertTrue((error as KielaException.CorruptSave).reason.isNotBlank(), "$what: a reason is given")
    }

    @Test
    fun `a restored session has the same snapshot, settings, record and save`() {
        gameInProgress().use { session ->
            val json = session.save()
            GameSession.restore(json).use { restored ->
                assertEquals(session.snapshot(), restored.snapshot())
                assertEquals(session.settings(), restored.settings())
                assertEquals(session.recordText(), restored.recordText())
                assertEquals(json, restored.save())
                // The undone turns come back in both.
                assertEquals(session.redo(), restored.redo())
            }
        }
    }

    @Test
    fun `a session with the same seed plays the same computer moves`() {
        val games = List(2) {
            GameSession.withSeed(computers, 77u).use { session ->
                generateSequence { if (session.snapshot().status == GameStatus.Playing) session.computerMove().turn else null }
                    .take(24).toList()
            }
        }
        assertEquals(games[0], games[1])
    }

    @Test
    fun `a restored session plays on as the original does`() {
        GameSession.withSeed(computers, 42u).use { original ->
            repeat(10) { original.computerMove() }
            GameSession.restore(original.save()).use { restored ->
                repeat(20) { turn ->
                    if (original.snapshot().status != GameStatus.Playing) return@repeat
                    val expected = original.computerMove()
                    val actual = restored.computerMove()
                    assertEquals(expected.turn, actual.turn, "turn ${11 + turn}")
                    assertEquals(expected.snapshot, actual.snapshot)
                }
                assertEquals(original.save(), restored.save())
            }
        }
    }

    @Test
    fun `a truncated save is refused as CorruptSave`() {
        val json = gameInProgress().use { it.save() }
        for (length in listOf(0, 1, json.length / 3, json.length / 2, json.length - 2)) {
            assertCorrupt(json.substring(0, length), "first $length characters")
        }
    }

    @Test
    fun `garbage is refused as CorruptSave`() {
        for (text in listOf("garbage", "{}", "[]", "null", "42", "\"kiela-session\"", "{\"format\": 3}", "\u0000\u0001")) {
            assertCorrupt(text, text)
        }
    }

    @Test
    fun `a save of another format or with broken fields is refused as CorruptSave`() {
        val json = gameInProgress().use { it.save() }
        val edits = mapOf(
            "a game record instead of a session" to json.replaceFirst("\"kiela-session\"", "\"kiela-game-record\""),
            "no version" to json.replaceFirst(Regex("\"version\":\\s*1,"), ""),
            "a version in words" to json.replaceFirst(Regex("\"version\":\\s*1"), "\"version\": \"one\""),
            "an unknown field" to json.replaceFirst("{", "{\"colour\": \"red\","),
            "an unknown seat" to json.replaceFirst(Regex("\"seat\":\\s*\"person\""), "\"seat\": \"robot\""),
            "a negative seed" to json.replaceFirst(Regex("\"seed\":\\s*\\d+"), "\"seed\": -1"),
            "a game that does not begin at the start" to
                json.replaceFirst(Regex("\"quiet_moves\":\\s*0"), "\"quiet_moves\": 5"),
        )
        for ((what, edited) in edits) {
            assertNotEquals(json, edited, "the edit '$what' changed the save")
            assertCorrupt(edited, what)
        }
    }

    @Test
    fun `a save holding an illegal move is refused as CorruptSave`() {
        val json = GameSession.withSeed(settings(), 1u).use { session ->
            session.play(Side.SOUTH, House.O10)
            session.play(Side.NORTH, House.O10)
            session.save()
        }
        val moves = Regex("\"moves\":\\s*\\[\\s*\"o10\"")
        assertTrue(moves.containsMatchIn(json), json)
        assertCorrupt(json.replaceFirst(moves, "\"moves\": [\"i1\""), "an empty house sown")
        assertCorrupt(json.replaceFirst(moves, "\"moves\": [\"o11\""), "no house")
        assertCorrupt(json.replaceFirst(moves, "\"moves\": [\"setup 2 2 2 2 2 2 2 2 2 2 2 2 2 2 0 0 0 0 0 0\""), "a rearrangement without the expert opening")
        // The turns to redo must be playable from where the game stands.
        val redo = Regex("\"redo\":\\s*\\[\\s*]")
        assertTrue(redo.containsMatchIn(json), json)
        assertCorrupt(json.replaceFirst(redo, "\"redo\": [\"i1\"]"), "an illegal turn to redo")
        assertCorrupt(json.replaceFirst(redo, "\"redo\": [\"x\"]"), "a turn to redo that is no move")
    }

    @Test
    fun `a save from a newer version is refused as FutureSave`() {
        val json = gameInProgress().use { it.save() }
        val version = Regex("\"version\":\\s*1")
        val error = assertThrows<KielaException.FutureSave> { GameSession.restore(json.replaceFirst(version, "\"version\": 2")) }
        assertEquals(2uL to 1uL, error.found to error.supported)
        // A newer save may hold what this version does not know: the version is read first.
        val newer = json.replaceFirst(version, "\"version\": 9, \"colour\": \"red\"")
        assertEquals(9uL, assertThrows<KielaException.FutureSave> { GameSession.restore(newer) }.found)
    }

    @Test
    fun `a shared record continues as the same game`() {
        val variants = listOf(
            settings(),
            settings(variant = Variant.BEGINNER, first = Side.NORTH),
            settings(captureSowing = CaptureSowing.FROM_LAP_START, expertOpening = true),
        )
        for ((i, settings) in variants.withIndex()) {
            GameSession.withSeed(settings, i.toULong()).use { session ->
                val random = Random(i)
                repeat(15) { if (session.snapshot().status == GameStatus.Playing) playRandom(session, random) }
                val text = session.recordText()
                assertTrue(text.startsWith("Kiela game record"), text)
                GameSession.fromRecordText(text, Seat.Person, Seat.Person).use { shared ->
                    assertEquals(session.snapshot(), shared.snapshot())
                    assertEquals(settings, shared.settings())
                    assertEquals(text, shared.recordText())
                }
            }
        }
    }

    @Test
    fun `a finished game's record keeps its result, and the seats are the reader's choice`() {
        GameSession.withSeed(settings(), 31u).use { session ->
            val random = Random(31)
            while (session.snapshot().status == GameStatus.Playing) playRandom(session, random)
            val text = session.recordText()
            GameSession.fromRecordText(text, computer(Level.HARD), Seat.Person).use { shared ->
                assertEquals(session.snapshot().status, shared.snapshot().status)
                assertEquals(session.snapshot().board, shared.snapshot().board)
                assertEquals(computer(Level.HARD), shared.settings().south)
            }
        }
    }

    @Test
    fun `an unreadable record is refused as BadRecord`() {
        val good = GameSession.withSeed(settings(), 1u).use { session ->
            session.play(Side.SOUTH, House.O10)
            session.recordText()
        }
        val records = mapOf(
            "empty" to "",
            "no title" to "hello\n\n1. south o10\n",
            "an unknown header" to good.replace("First: south", "Colour: red"),
            "a bad variant" to good.replace("Variant: traditional", "Variant: giant"),
            "an empty house sown" to good.replace("1. south o10", "1. south i1"),
            "the wrong player" to good.replace("1. south o10", "1. north o10"),
            "the wrong turn number" to good.replace("1. south o10", "2. south o10"),
            "no house" to good.replace("1. south o10", "1. south o11"),
            "a start that is not the start" to good.replace(
                "Result:",
                "Start: {\"variant\":\"traditional\",\"to_move\":\"south\",\"quiet_moves\":5," +
                    "\"south\":{\"outer\":[2,2,2,2,2,2,2,2,2,2],\"inner\":[0,0,0,0,0,0,2,2,2,2]}," +
                    "\"north\":{\"outer\":[2,2,2,2,2,2,2,2,2,2],\"inner\":[0,0,0,0,0,0,2,2,2,2]}}\nResult:",
            ),
        )
        for ((what, text) in records) {
            if (what != "empty" && what != "no title") assertNotEquals(good, text, "the edit '$what' changed the record")
            val error = assertThrows<KielaException> { GameSession.fromRecordText(text, Seat.Person, Seat.Person) }
            assertTrue(error is KielaException.BadRecord, "$what: expected BadRecord, got $error")
            assertTrue((error as KielaException.BadRecord).reason.isNotBlank())
        }
    }
}
