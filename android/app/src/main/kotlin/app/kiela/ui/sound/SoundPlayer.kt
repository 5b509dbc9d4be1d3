package app.kiela.ui.sound

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.util.Log
import app.kiela.core.GameSound
import app.kiela.core.allSounds
import app.kiela.core.soundName
import java.io.IOException

/**
 * The game's sounds through one [SoundPool] as game audio (USAGE_GAME, sonification: the media
 * volume sets it). Every file of `sounds/` (the app's assets, stored uncompressed) is handed to
 * the pool once, here, and decoded on the pool's own thread, so that a cue plays from memory;
 * a sound not yet decoded is not heard. Made off the main thread (it opens files); [close]
 * frees the pool when the app goes away (the view model is cleared).
 */
class SoundPlayer(context: Context) : SoundSink, AutoCloseable {
    private val pool = SoundPool.Builder()
        .setMaxStreams(MAX_STREAMS)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()

    // Each sound's id in the pool; a file that could not be opened is left out (and logged).
    private val ids: Map<GameSound, Int> = buildMap {
        for (sound in allSounds()) {
            val file = soundName(sound) + ".wav"
            try {
                context.assets.openFd(file).use { put(sound, pool.load(it, 1)) }
            } catch (e: IOException) {
                Log.w("Kiela", "the sound $file could not be opened", e)
            }
        }
    }

    private var played = 0

    override fun play(sound: GameSound) {
        val id = ids[sound] ?: return
        // A slightly different pitch each time, in a fixed order, so repeated stones do not
        // sound copied; the same game always sounds the same.
        val rate = RATES[played++ % RATES.size]
        pool.play(id, 1f, 1f, 1, 0, rate)
    }

    override fun close() = pool.release()

    private companion object {
        // A sowing's drops overlap the relay or the capture's clack.
        const val MAX_STREAMS = 6
        val RATES = floatArrayOf(1f, 0.97f, 1.03f, 0.99f, 1.04f, 0.96f, 1.01f)
    }
}
