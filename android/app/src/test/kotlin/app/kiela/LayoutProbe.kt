package app.kiela

import android.content.res.Configuration
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.SemanticsNodeInteractionsProvider
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.unit.Density
import app.kiela.game.BoardGeometry
import org.json.JSONArray
import org.json.JSONObject
import org.junit.Assert.assertTrue
import java.io.File
import kotlin.math.roundToInt

/**
 * A picture's layout as the semantics tree has it, in dp: the screen, the board (the union of
 * its forty house nodes, so the grid itself rather than the area it is drawn in) and one house's
 * cell. Every screenshot adds its own to layout.json beside the pictures
 * (`-Dkiela.layout.file`, set by tests/android/run), and the board is checked as it is measured.
 */
internal class PictureLayout(val screen: IntArray, val board: Rect?, val house: Pair<Float, Float>?) {
    private val portrait get() = screen[1] > screen[0]

    /** Checks the measures: a house of at least 40 × 56 dp; in portrait, the board at least 45 % of the screen's height. */
    fun check(name: String) {
        val board = board ?: return
        val (width, height) = house!!
        assertTrue("$name: a house is $width × $height dp, under 40 × 56", width >= MIN_HOUSE_WIDTH && height >= MIN_HOUSE_HEIGHT)
        if (portrait) {
            val share = board.height / screen[1]
            assertTrue("$name: the board is ${(share * 100).roundToInt()} % of the screen's height, under 45 %", share >= MIN_BOARD_SHARE)
        }
    }

    fun json(): JSONObject = JSONObject().apply {
        put("screen", JSONArray(screen.toList()))
        board?.let { put("board", JSONArray(listOf(it.left, it.top, it.right, it.bottom).map(::tenth))) }
        house?.let { put("house", JSONArray(listOf(tenth(it.first), tenth(it.second)))) }
    }

    companion object {
        const val MIN_HOUSE_WIDTH = 40f
        const val MIN_HOUSE_HEIGHT = 56f
        const val MIN_BOARD_SHARE = 0.45f

        /** The layout of what [nodes] shows now, on a screen of [configuration] at [density]. */
        fun of(nodes: SemanticsNodeInteractionsProvider, density: Density, configuration: Configuration): PictureLayout {
            val screen = intArrayOf(configuration.screenWidthDp, configuration.screenHeightDp)
            val houses = (0 until BoardGeometry.HOUSES).mapNotNull { index ->
                nodes.onAllNodesWithTag("house-$index", useUnmergedTree = true).fetchSemanticsNodes().singleOrNull()?.boundsInRoot
            }
            if (houses.size != BoardGeometry.HOUSES) return PictureLayout(screen, null, null)
            val px = houses.reduce(Rect::union)
            val scale = 1f / density.density
            val board = Rect(px.left * scale, px.top * scale, px.right * scale, px.bottom * scale)
            return PictureLayout(screen, board, houses[0].width * scale to houses[0].height * scale)
        }

        /** Adds [layout] under [name] to the layout file, if the run names one. */
        fun record(name: String, layout: PictureLayout) {
            val file = System.getProperty("kiela.layout.file")?.let(::File) ?: return
            val all = if (file.exists()) JSONObject(file.readText()) else JSONObject()
            all.put(name, layout.json())
            file.parentFile?.mkdirs()
            file.writeText(all.toString(2) + "\n")
        }

        private fun tenth(dp: Float): Double = (dp * 10).roundToInt() / 10.0
    }
}

private fun Rect.union(other: Rect) =
    Rect(minOf(left, other.left), minOf(top, other.top), maxOf(right, other.right), maxOf(bottom, other.bottom))
