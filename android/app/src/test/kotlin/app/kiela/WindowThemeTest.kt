package app.kiela

import androidx.core.graphics.ColorUtils
import androidx.test.core.app.ActivityScenario
import androidx.test.ext.junit.runners.AndroidJUnit4
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The window behind the app, shown before Compose draws its first frame, is light or dark as
 * the system is, so a phone in dark mode never flashes white as the game starts.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class WindowThemeTest {
    /** The luminance (0 black … 1 white) of the activity's window background colour. */
    private fun windowLuminance(): Double {
        var luminance = -1.0
        ActivityScenario.launch(MainActivity::class.java).use { scenario ->
            scenario.onActivity { activity ->
                activity.gameViewModel() // loaded, so its threads end with the activity
                val attributes = activity.theme.obtainStyledAttributes(intArrayOf(android.R.attr.windowBackground))
                luminance = ColorUtils.calculateLuminance(attributes.getColor(0, 0))
                attributes.recycle()
            }
        }
        return luminance
    }

    @Test
    fun byDayTheWindowIsLight() {
        val luminance = windowLuminance()
        assertTrue("luminance $luminance", luminance > 0.8)
    }

    @Test
    @Config(qualifiers = "night")
    fun atNightTheWindowIsDark() {
        val luminance = windowLuminance()
        assertTrue("luminance $luminance", luminance < 0.05)
    }
}
