package app.kiela.game

import app.kiela.core.Announcement
import app.kiela.core.CaptureSowing
import app.kiela.core.GameSettings
import app.kiela.core.Headline
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.Snapshot
import app.kiela.core.Turn
import app.kiela.core.Variant
import org.json.JSONArray
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * The scripted game every app's tests play (tests/data/scripted-game.json, written and checked
 * against the rules by kiela-session's scripted_game test), tapped house by house through the
 * [GameModel] as two people on one phone play it, with the model's snapshot checked every turn:
 * the game, both seats' headlines, the marks, and the announcement of the turn.
 */
class ScriptedGameTest {
    private val script: JSONObject = JSONObject(file().readText())

    /** The pom names the file (`mvn -Dkiela.scripted.game=…` another); else it is found from tests/kotlin, where Maven runs. */
    private fun file(): File {
        val path = System.getProperty("kiela.scriptedGame") ?: "../data/scripted-game.json"
        return File(path).also { check(it.isFile) { "no scripted game at ${it.absolutePath}" } }
    }

    private fun settings(json: JSONObject): GameSettings {
        fun seat(name: String): Seat {
            assertEquals("person", name, "the scripted game is played by two people")
            return Seat.Person
        }
        return GameSettings(
            variant = Variant.entries.single { it.name.lowercase() == json.getString("variant") },
            captureSowing = CaptureSowing.entries.single { it.name.lowercase() == json.getString("captureSowing") },
            expertOpening = json.getBoolean("expertOpening"),
            south = seat(json.getString("south")),
            north = seat(json.getString("north")),
            first = side(json.getString("first")),
        )
    }

    private fun side(name: String): Side = Side.entries.single { it.name.lowercase() == name }

    private fun JSONArray.ints(): List<Int> = (0 until length()).map { getInt(it) }

    private fun JSONArray.objects(): List<JSONObject> = (0 until length()).map { getJSONObject(it) }

    /** A headline by the file's name for it. */
    private fun name(headline: Headline): String = when (headline) {
        Headline.YourTurn -> "your_turn"
        Headline.RearrangeOrSow -> "rearrange_or_sow"
        Headline.TheirTurn -> "their_turn"
        Headline.ComputerThinking -> "computer_thinking"
        is Headline.GameOver -> "game_over_" + headline.outcome.name.lowercase()
    }

    /** Both seats' headlines against the file's (the scripted game is two people: the top seat has one too). */
    private fun assertHeadlines(expected: JSONObject, actual: Snapshot, turn: String) {
        assertEquals(expected.getString("headline"), name(actual.headline), "$turn: the bottom seat's headline")
        assertEquals(expected.getString("topHeadline"), actual.topHeadline?.let(::name), "$turn: the top seat's headline")
        assertEquals(Side.SOUTH, actual.viewer, "$turn: two people: South at the bottom")
        assertTrue(actual.twoPeople, turn)
    }

    /** A mark as the file writes it: its house, its kind, and for a house taken from its stones. */
    private fun mark(json: JSONObject): HouseMark = HouseMark(
        json.getInt("house"),
        when (val kind = json.getString("kind")) {
            "lifted" -> MarkKind.Lifted
            "relay" -> MarkKind.Relay
            "captor" -> MarkKind.Captor
            "last_stone" -> MarkKind.LastStone
            "taken_from" -> MarkKind.TakenFrom(json.getInt("stones"))
            else -> throw AssertionError("no mark kind $kind")
        },
    )

    /** The announcement against the file's, field by field (null when nobody is told). */
    private fun assertAnnouncement(expected: JSONObject?, actual: Announcement?, turn: String) {
        if (expected == null) return assertNull(actual, "$turn: nobody is told")
        val found = actual ?: throw AssertionError("$turn: an announcement")
        assertEquals(side(expected.getString("mover")), found.mover, "$turn: announced mover")
        assertEquals(expected.getBoolean("byComputer"), found.byComputer, "$turn: announced by the computer")
        val house = if (expected.isNull("house")) null else expected.getInt("house")
        assertEquals(house, (found.played as? Turn.Sow)?.house?.index, "$turn: the house announced")
        assertEquals(expected.getInt("relays"), found.relays, "$turn: relays announced")
        assertEquals(
            expected.getJSONArray("captures").objects().map { Triple(it.getInt("inner"), it.getInt("outer"), it.getInt("stones")) },
            found.captures.map { Triple(it.inner.index, it.outer.index, it.stones) },
            "$turn: captures announced",
        )
        assertEquals(expected.getInt("captured"), found.captured, "$turn: stones captured, announced")
    }

    /** The model's snapshot against the file's, field by field, naming the turn in every message. */
    private fun assertSnapshot(expected: JSONObject, actual: Snapshot, turn: String) {
        assertEquals(expected.getJSONArray("board").ints(), actual.board, "$turn: board")
        assertEquals(expected.getInt("southStones"), actual.southStones, "$turn: South's stones")
        assertEquals(expected.getInt("northStones"), actual.northStones, "$turn: North's stones")
        assertEquals(side(expected.getString("toMove")), actual.toMove, "$turn: to move")
        assertEquals(expected.getJSONArray("legalHouses").ints(), actual.legalHouses, "$turn: legal houses")
        val result = expected.optJSONObject("result")
        if (result == null) {
            assertNull(actual.result, "$turn: the game is on")
        } else {
            val found = actual.result ?: throw AssertionError("$turn: the game should be over")
            val winner = if (result.isNull("winner")) null else side(result.getString("winner"))
            assertEquals(winner, found.winner, "$turn: winner")
            assertEquals(result.getString("reason"), found.reason.name.lowercase(), "$turn: why it ended")
            assertEquals(actual.southStones, found.southStones, "$turn: the result's stones")
            assertEquals(actual.northStones, found.northStones, "$turn: the result's stones")
            assertNull(found.person, "$turn: two people: no person's outcome")
        }
    }

    @Test
    fun `the model plays the scripted game as the rules do`() {
        val settings = settings(script.getJSONObject("settings"))
        Harness(settings).use { h ->
            assertSnapshot(script.getJSONObject("start"), h.snapshot, "the start")
            assertHeadlines(script.getJSONObject("start"), h.snapshot, "the start")
            val turns = script.getJSONArray("turns")
            assertTrue(turns.length() > 0)
            for (i in 0 until turns.length()) {
                val turn = turns.getJSONObject(i)
                val index = turn.getInt("index")
                val name = "turn ${i + 1} (${turn.getString("notation")}, index $index)"
                assertTrue(h.state.awaitingTap, "$name: the model takes a tap")
                h.model.tap(index)
                assertNull(h.state.notice, "$name: played, not refused")
                val queued = h.state.animations.single()
                assertEquals(turn.getString("notation"), queued.outcome.notation, "$name: notation")
                assertEquals(turn.getInt("captured"), queued.outcome.captured, "$name: captured")
                assertSnapshot(turn.getJSONObject("snapshot"), h.snapshot, name)
                assertHeadlines(turn, h.snapshot, name)
                assertEquals(turn.getJSONArray("marks").objects().map(::mark), h.snapshot.lastMoveMarks, "$name: marks")
                assertAnnouncement(turn.optJSONObject("announcement"), queued.outcome.announcement, name)
                assertEquals(0, h.worker.size, "$name: nobody thinks between two people")
                h.model.animationDone(queued.outcome)
            }
            assertEquals(turns.length(), h.snapshot.turns)
            assertEquals(turns.length(), h.saves.size, "one save a turn")
        }
    }
}
