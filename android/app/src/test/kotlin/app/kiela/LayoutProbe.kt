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
 * its forty house nodes, so the grid itself rather than the area it is drawn in), one house's
 * cell, the blank band (the tallest gap between the board and the card or control under it: 0
 * where nothing is under it, the panel beside it) and the controls (each of the bottom row, the
 * expert opening's panel, the puzzle's buttons and the guide's Stop that the picture shows).
 * Every screenshot adds its own to layout.json beside the pictures (`-Dkiela.layout.file`, set
 * by tests/android/run), and is checked as it is measured.
 */
internal class PictureLayout(
    val screen: IntArray,
    val board: Rect?,
    val house: Pair<Float, Float>?,
    val blankBand: Float = 0f,
    val controls: Map<String, Rect> = emptyMap(),
) {
    private val portrait get() = screen[1] > screen[0]

    /**
     * Checks the measures: every control on the screen; a house of at least 40 × 56 dp;
     * in portrait, the board at least 45 % of the screen's height and no blank band over 48 dp.
     */
    fun check(name: String) {
        for ((tag, bounds) in controls) {
            val inside = bounds.left >= -EDGE && bounds.top >= -EDGE && bounds.right <= screen[0] + EDGE && bounds.bottom <= screen[1] + EDGE
            assertTrue("$name: $tag is at ${dp(bounds)} dp, not all on the ${screen[0]} × ${screen[1]} dp screen", inside)
        }
        val board = board ?: return
        val (width, height) = house!!
        assertTrue("$name: a house is $width × $height dp, under 40 × 56", width >= MIN_HOUSE_WIDTH && height >= MIN_HOUSE_HEIGHT)
        if (portrait) {
            val share = board.height / screen[1]
            assertTrue("$name: the board is ${(share * 100).roundToInt()} % of the screen's height, under 45 %", share >= MIN_BOARD_SHARE)
            assertTrue("$name: a blank of $blankBand dp under the board, over $MAX_BLANK_BAND", blankBand <= MAX_BLANK_BAND)
        }
    }

    fun json(): JSONObject = JSONObject().apply {
        put("screen", JSONArray(screen.toList()))
        board?.let { put("board", dp(it)) }
        house?.let { put("house", JSONArray(listOf(tenth(it.first), tenth(it.second)))) }
        if (board != null) put("blank_band", tenth(blankBand))
        if (controls.isNotEmpty()) put("controls", JSONObject().apply { controls.forEach { (tag, bounds) -> put(tag, dp(bounds)) } })
    }

    companion object {
        const val MIN_HOUSE_WIDTH = 40f
        const val MIN_HOUSE_HEIGHT = 56f
        const val MIN_BOARD_SHARE = 0.45f
        const val MAX_BLANK_BAND = 48f

        // Half a pixel's rounding either side of the screen's edge.
        private const val EDGE = 0.5f

        // What may sit under the board: the cards, the line where the game speaks, the puzzle's verdict and the controls.
        private val CARDS = listOf("status-north", "status-south", "said-card", "guide", "verdict-card", "controls", "setup", "puzzle-buttons")

        // What the person needs to go on: the game's controls (or the expert opening's), the puzzle's buttons, the guide's Stop.
        private val CONTROLS = listOf("controls", "setup", "puzzle-buttons", "guide-stop")

        /** The layout of what [nodes] shows now, on a screen of [configuration] at [density]. */
        fun of(nodes: SemanticsNodeInteractionsProvider, density: Density, configuration: Configuration): PictureLayout {
            val screen = intArrayOf(configuration.screenWidthDp, configuration.screenHeightDp)
            val scale = 1f / density.density
            val bounds = { tag: String ->
                nodes.onAllNodesWithTag(tag, useUnmergedTree = true).fetchSemanticsNodes().map { node ->
                    node.boundsInRoot.let { Rect(it.left * scale, it.top * scale, it.right * scale, it.bottom * scale) }
                }
            }
            val controls = CONTROLS.mapNotNull { tag -> bounds(tag).singleOrNull()?.let { tag to it } }.toMap()
            val houses = (0 until BoardGeometry.HOUSES).mapNotNull { index -> bounds("house-$index").singleOrNull() }
            if (houses.size != BoardGeometry.HOUSES) return PictureLayout(screen, null, null, controls = controls)
            val board = houses.reduce(Rect::union)
            // The nearest card or control under the board (overlapping it across), if any.
            val under = CARDS.flatMap(bounds).filter { it.top >= board.bottom - EDGE && it.left < board.right && it.right > board.left }
            val blank = under.minOfOrNull { it.top - board.bottom }?.coerceAtLeast(0f) ?: 0f
            return PictureLayout(screen, board, houses[0].width to houses[0].height, blank, controls)
        }

        /** Adds [layout] under [name] to the layout file, if the run names one. */
        fun record(name: String, layout: PictureLayout) {
            val file = System.getProperty("kiela.layout.file")?.let(::File) ?: return
            val all = if (file.exists()) JSONObject(file.readText()) else JSONObject()
            all.put(name, layout.json())
            file.parentFile?.mkdirs()
            file.writeText(all.toString(2) + "\n")
        }

        private fun dp(bounds: Rect) = JSONArray(listOf(bounds.left, bounds.top, bounds.right, bounds.bottom).map(::tenth))

        private fun tenth(dp: Float): Double = (dp * 10).roundToInt() / 10.0
    }
}

private fun Rect.union(other: Rect) =
    Rect(minOf(left, other.left), minOf(top, other.top), maxOf(right, other.right), maxOf(bottom, other.bottom))
