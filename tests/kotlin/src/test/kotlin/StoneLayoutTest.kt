// Where every pebble is drawn: the core's one table for both apps, checked against the shared
// test vector tests/data/stone-layout.json (written by kiela-session's stone_layout test).

import app.kiela.core.*
import org.json.JSONObject
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import kotlin.math.hypot

class StoneLayoutTest {
    private val layout = stoneLayout()

    /** The pom names the file (`-Dkiela.stoneLayout=…`); else it is found from tests/kotlin, where Maven runs. */
    private val file = File(System.getProperty("kiela.stoneLayout") ?: "../data/stone-layout.json")

    @Test
    fun `the layout is the shared table, every place within 1e-6`() {
        check(file.isFile) { "no stone layout at ${file.absolutePath}" }
        val expected = JSONObject(file.readText())
        assertEquals(expected.getInt("drawn"), layout.drawn)
        assertEquals(expected.getInt("tones"), layout.tones)
        val places = expected.getJSONArray("places")
        assertEquals(places.length(), layout.places.size)
        assertEquals(40 * layout.drawn, layout.places.size, "house-major: drawn places for each of the 40 houses")
        for (i in 0 until places.length()) {
            val place = places.getJSONArray(i)
            val actual = layout.places[i]
            val where = "house ${i / layout.drawn}, stone ${i % layout.drawn}"
            assertEquals(place.getDouble(0), actual.x.toDouble(), 1e-6, "$where: x")
            assertEquals(place.getDouble(1), actual.y.toDouble(), 1e-6, "$where: y")
            assertEquals(place.getDouble(2), actual.radius.toDouble(), 1e-6, "$where: radius")
            assertEquals(place.getInt(3), actual.tone, "$where: tone")
        }
    }

    @Test
    fun `every pebble lies in its hollow with a tone there is, and no two houses look alike`() {
        for (place in layout.places) {
            assertTrue(hypot(place.x, place.y) + place.radius <= 1.05f, "$place within the hollow")
            assertTrue(place.radius > 0f, "$place")
            assertTrue(place.tone in 0 until layout.tones, "$place")
        }
        val houses = layout.places.chunked(layout.drawn)
        assertEquals(40, houses.toSet().size, "each house has places of its own")
        assertEquals(layout, stoneLayout(), "the same table every time")
    }
}
