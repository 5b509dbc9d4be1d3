// Saves (versioned JSON of the whole session, read by fromSave and restore) and shared game
// records (plain text).

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

    private val savedInProgress: String by lazy { gameInProgress().use { it.save() } }

    /** The snapshot as it reads in any session: the revision is each session's own. */
    private fun Snapshot.game() = copy(revision = 0)

    private fun restoreFails(json: String, what: String): KielaException =
        assertThrows<KielaException>("$what: restored") { GameSession.fromSave(json) }

    private fun assertCorrupt(json: String, what: String) {
        val error = restoreFails(json, what)
        assertTrue(error is KielaException.CorruptSave, "$what: expected CorruptSave, got $error")
        assertTrue((error as KielaException.CorruptSave).reason.isNotBlank(), "$what: a reason is given")
    }

    @Test
    fun `a session from a save has the same game, settings, record, speed and save`() {
        gameInProgress().use { session ->
            session.setAnimationSpeed(AnimationSpeed.SLOW)
            val json = session.save()
            GameSession.fromSave(json).use { restored ->
                assertEquals(session.snapshot().game(), restored.snapshot().game())
                assertEquals(session.settings(), restored.settings())
                assertEquals(session.recordText(), restored.recordText())
                assertEquals(AnimationSpeed.SLOW, restored.animationSpeed())
                assertEquals(json, restored.save())
                // The undone turns come back in both.
                assertEquals(session.redo().game(), restored.redo().game())
            }
        }
    }

    @Test
    fun `restore replaces a session's game with a saved one, and a corrupt save changes nothing`() {
        val json = savedInProgress
        GameSession.withSeed(settings(variant = Variant.BEGINNER), 1u).use { session ->
            session.play(Side.SOUTH, House.O1)
            val before = session.snapshot()
            val restored = session.restore(json)
            assertTrue(restored.revision > before.revision, "a restore is a change")
            assertEquals(restored, session.snapshot())
            assertEquals(versusMedium, session.settings())
            GameSession.fromSave(json).use { assertEquals(it.snapshot().game(), restored.game()) }
            assertEquals(json, session.save())
            assertRefused<KielaException.CorruptSave>(session) { session.restore("garbage") }
            assertRefused<KielaException.CorruptSave>(session) { session.restore(json.substring(0, json.length / 2)) }
            val future = assertRefused<KielaException.FutureSave>(session) {
                session.restore(json.replaceFirst(Regex("\"version\":\\s*2"), "\"version\": 3"))
            }
            assertEquals(3 to 2, future.found to future.supported)
        }
    }

    @Test
    fun `a session with the same seed plays the same computer moves`() {
        val games = List(2) {
            GameSession.withSeed(computers, 77u).use { session ->
                generateSequence { if (session.snapshot().result == null) session.computerMove().notation else null }
                    .take(24).toList()
            }
        }
        assertEquals(games[0], games[1])
    }

    @Test
    fun `a restored session plays on as the original does`() {
        GameSession.withSeed(computers, 42u).use { original ->
            repeat(10) { original.computerMove() }
            GameSession.fromSave(original.save()).use { restored ->
                repeat(20) { turn ->
                    if (original.snapshot().result != null) return@repeat
                    val expected = original.computerMove()
                    val actual = restored.computerMove()
                    assertEquals(expected.played, actual.played, "turn ${11 + turn}")
                    assertEquals(expected.copy(revision = 0, snapshot = expected.snapshot.game()), actual.copy(revision = 0, snapshot = actual.snapshot.game()))
                }
                assertEquals(original.save(), restored.save())
            }
        }
    }

    @Test
    fun `a version 1 save, without speed, draft and flags, is still read`() {
        val json = savedInProgress
        val v1 = json.replaceFirst(Regex("\"version\":\\s*2"), "\"version\": 1")
            .replace(Regex(",\\s*\"speed\":\\s*\"\\w+\""), "")
            .replace(Regex(",\\s*\"setup_draft\":\\s*null"), "")
            .replace(Regex(",\\s*\"assisted\":\\s*\\w+"), "")
            .replace(Regex(",\\s*\"counted\":\\s*\\w+"), "")
        assertTrue(listOf("speed", "setup_draft", "assisted", "counted").none { "\"$it\"" in v1 }, v1)
        GameSession.fromSave(v1).use { old ->
            GameSession.fromSave(json).use { new -> assertEquals(new.snapshot().game(), old.snapshot().game()) }
            assertEquals(AnimationSpeed.NORMAL, old.animationSpeed())
        }
    }

    @Test
    fun `a truncated save is refused as CorruptSave`() {
        val json = savedInProgress
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
        val json = savedInProgress
        val edits = mapOf(
            "a game record instead of a session" to json.replaceFirst("\"kiela-session\"", "\"kiela-game-record\""),
            "no version" to json.replaceFirst(Regex("\"version\":\\s*2,"), ""),
            "version 0" to json.replaceFirst(Regex("\"version\":\\s*2"), "\"version\": 0"),
            "a version in words" to json.replaceFirst(Regex("\"version\":\\s*2"), "\"version\": \"two\""),
            "an unknown field" to json.replaceFirst("{", "{\"colour\": \"red\","),
            "an unknown seat" to json.replaceFirst(Regex("\"seat\":\\s*\"person\""), "\"seat\": \"robot\""),
            "an unknown speed" to json.replaceFirst(Regex("\"speed\":\\s*\"normal\""), "\"speed\": \"warp\""),
            "a negative seed" to json.replaceFirst(Regex("\"seed\":\\s*\\d+"), "\"seed\": -1"),
            "a game that does not begin at the start" to
                json.replaceFirst(Regex("\"quiet_moves\":\\s*0"), "\"quiet_moves\": 5"),
            "a draft when none can be drafted" to
                json.replaceFirst(Regex("\"setup_draft\":\\s*null"), "\"setup_draft\": [${List(40) { 1 }.joinToString()}]"),
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
    fun `a save from a newer version is refused as FutureSave with Int versions`() {
        val json = savedInProgress
        val version = Regex("\"version\":\\s*2")
        val error = assertThrows<KielaException.FutureSave> { GameSession.fromSave(json.replaceFirst(version, "\"version\": 3")) }
        assertEquals(3 to 2, error.found to error.supported)
        // A newer save may hold what this version does not know: the version is read first.
        val newer = json.replaceFirst(version, "\"version\": 9, \"colour\": \"red\"")
        assertEquals(9, assertThrows<KielaException.FutureSave> { GameSession.fromSave(newer) }.found)
        // A version past Int's range arrives as Int.MAX_VALUE, not as a wrapped number.
        val huge = json.replaceFirst(version, "\"version\": 99999999999")
        assertEquals(Int.MAX_VALUE, assertThrows<KielaException.FutureSave> { GameSession.fromSave(huge) }.found)
    }

    @Test
    fun `a setup draft is saved and restored with the session`() {
        GameSession.withSeed(settings(expertOpening = true), 22u).use { session ->
            session.beginSetup()
            session.setupMoveStone(30, 20)
            val drafted = session.setupSetCount(31, 0)
            val draft = drafted.setupDraft!!
            assertEquals(2, draft.inHand)
            GameSession.fromSave(session.save()).use { restored ->
                assertEquals(draft, restored.snapshot().setupDraft)
                assertEquals(drafted.game(), restored.snapshot().game())
            }
        }
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
                repeat(15) { if (session.snapshot().result == null) playRandom(session, random) }
                val text = session.recordText()
                assertTrue(text.startsWith("Kiela game record"), text)
                GameSession.fromRecordText(text, Seat.Person, Seat.Person).use { shared ->
                    // Only undo's history is the session's own: a record holds no turns to redo.
                    assertEquals(session.snapshot().game(), shared.snapshot().game())
                    assertEquals(settings, shared.settings())
                    assertEquals(text, shared.recordText())
                    assertEquals(session.lastMove()!!.played, shared.lastMove()!!.played)
                }
            }
        }
    }

    @Test
    fun `a finished game's record keeps its result, and the seats are the reader's choice`() {
        GameSession.withSeed(settings(), 31u).use { session ->
            val end = playToEnd(session, Random(31))
            val text = session.recordText()
            GameSession.fromRecordText(text, computer(Level.HARD), Seat.Person).use { shared ->
                val result = shared.snapshot().result!!
                assertEquals(end.result!!.copy(person = result.person), result)
                assertEquals(end.board, shared.snapshot().board)
                assertEquals(computer(Level.HARD), shared.settings().south)
                // Read with a person against the computer, the result says how it went for the person.
                val expected = when (result.winner) {
                    null -> PersonOutcome.DRAWN
                    Side.NORTH -> PersonOutcome.WON
                    Side.SOUTH -> PersonOutcome.LOST
                }
                assertEquals(expected, result.person)
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
