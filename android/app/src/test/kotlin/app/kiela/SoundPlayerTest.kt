package app.kiela

import android.app.Application
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.allSounds
import app.kiela.core.soundName
import app.kiela.ui.sound.SoundPlayer
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.shadows.ShadowLog

/** Every sound the core names is an asset of the app, opened as SoundPool opens it. */
@RunWith(AndroidJUnit4::class)
class SoundPlayerTest {
    private val application: Application get() = ApplicationProvider.getApplicationContext()

    @Test
    fun everySoundIsAStoredAssetOfTheApp() {
        val names = allSounds().map { soundName(it) + ".wav" }
        assertEquals("one file each", names.size, names.toSet().size)
        for (name in names) {
            // openFd needs the file stored, not compressed: it hands SoundPool a span of the APK.
            application.assets.openFd(name).use { file ->
                assertTrue("$name has sound in it", file.length > 44)
            }
        }
        // And the assets are exactly the sounds of the repository's sounds/ folder.
        val listed = application.assets.list("")!!.filter { it.endsWith(".wav") }.sorted()
        assertEquals(names.sorted(), listed)
    }

    @Test
    fun thePlayerOpensEverySoundPlaysThemAndIsReleased() {
        ShadowLog.clear()
        SoundPlayer(application).use { player ->
            for (sound in allSounds()) player.play(sound)
        }
        // A sound it cannot open it leaves out, saying so in the log.
        assertEquals(emptyList<String>(), ShadowLog.getLogsForTag("Kiela").map { it.msg })
    }
}
