package app.kiela.game

import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.sin

/**
 * Where each pebble sits in its hollow, in units of the hollow's radius, and how it looks.
 *
 * Stone k of a house always has the same place, size and tone, so a stone never jumps between
 * frames: while stones come and go the others stay put. The places are fixed slots (one in the
 * middle, then rings) nudged by a per-house hash, so no two houses look stamped alike.
 */
object StoneLayout {
    /** At most this many stones are drawn in one hollow; beyond it the hollow looks full. */
    const val DRAWN = 12

    private const val HOUSES = BoardGeometry.HOUSES
    private val x = FloatArray(HOUSES * DRAWN)
    private val y = FloatArray(HOUSES * DRAWN)
    private val size = FloatArray(HOUSES * DRAWN)
    private val tone = IntArray(HOUSES * DRAWN)

    /** How many tones [toneOf] chooses from. */
    const val TONES = 6

    init {
        for (house in 0 until HOUSES) {
            var seed = 0x9E3779B9.toInt() xor (house * 0x85EBCA6B.toInt())
            for (k in 0 until DRAWN) {
                seed = mix(seed)
                val (slotX, slotY) = slot(k)
                val jitter = 0.06f
                val i = house * DRAWN + k
                x[i] = slotX + jitter * unit(seed)
                seed = mix(seed)
                y[i] = slotY + jitter * unit(seed)
                seed = mix(seed)
                size[i] = 0.3f * (1f + 0.12f * unit(seed))
                seed = mix(seed)
                tone[i] = (seed ushr 8) % TONES
            }
        }
    }

    /** The x of stone [k] in [house] from the hollow's centre, as a fraction of its radius. */
    fun xOf(house: Int, k: Int): Float = x[house * DRAWN + k]

    fun yOf(house: Int, k: Int): Float = y[house * DRAWN + k]

    /** The stone's radius as a fraction of the hollow's radius. */
    fun radiusOf(house: Int, k: Int): Float = size[house * DRAWN + k]

    /** Which of the [TONES] tones the stone has. */
    fun toneOf(house: Int, k: Int): Int = tone[house * DRAWN + k]

    // Slot 0 in the middle, 1–5 on an inner ring, 6–11 on an outer one.
    private fun slot(k: Int): Pair<Float, Float> = when {
        k == 0 -> 0f to 0f
        k <= 5 -> ring(0.36f, k - 1, 5, 0.3)
        else -> ring(0.64f, k - 6, 6, 0.0)
    }

    private fun ring(radius: Float, i: Int, n: Int, turn: Double): Pair<Float, Float> {
        val angle = 2 * PI * (i + turn) / n
        return (radius * cos(angle)).toFloat() to (radius * sin(angle)).toFloat()
    }

    // A small integer hash (a round of murmur's finaliser): the same numbers on every run.
    private fun mix(v: Int): Int {
        var h = v
        h = h xor (h ushr 16)
        h *= 0x7FEB352D
        h = h xor (h ushr 15)
        h *= 0x846CA68B.toInt()
        return h xor (h ushr 16)
    }

    private fun unit(v: Int): Float = ((v ushr 8) and 0xFFFF) / 32767.5f - 1f
}
