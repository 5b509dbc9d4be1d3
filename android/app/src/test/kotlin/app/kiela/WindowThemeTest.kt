package app.kiela

import android.content.ComponentName
import android.content.Context
import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.drawable.AdaptiveIconDrawable
import android.graphics.drawable.BitmapDrawable
import android.graphics.drawable.ColorDrawable
import android.graphics.drawable.Drawable
import android.graphics.drawable.LayerDrawable
import android.view.ContextThemeWrapper
import android.view.Gravity
import androidx.core.graphics.ColorUtils
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import kotlin.math.hypot

/**
 * The window behind the app, shown before Compose draws its first frame, is light or dark as
 * the system is, so a phone in dark mode never flashes white as the game starts; it shows the
 * app's icon in the middle (before API 31 drawn by the app's splash, from 31 by the system, from
 * the adaptive icon, which has a themed-icon layer and keeps its art where every launcher shows it).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class WindowThemeTest {
    private val context: Context get() = ApplicationProvider.getApplicationContext()

    /**
     * The window background colour of the activity's theme (from API 31 a plain colour, under the
     * system splash), read without starting the activity: no wait on the game screen, whose
     * running animations keep Robolectric's main looper from being idle.
     */
    private fun windowColour(): Int {
        val activity = context.packageManager.getActivityInfo(ComponentName(context, MainActivity::class.java), 0)
        assertEquals("the activity's theme", R.style.Theme_Kiela, activity.themeResource)
        val attributes = ContextThemeWrapper(context, activity.themeResource).obtainStyledAttributes(intArrayOf(android.R.attr.windowBackground))
        val colour = attributes.getColor(0, 0)
        attributes.recycle()
        return colour
    }

    /** Before API 31 the window is the splash: a colour layer (returned) with the icon centred on it. */
    private fun splashColour(): Int {
        val splash = context.getDrawable(R.drawable.splash) as LayerDrawable
        assertEquals("the colour, then the icon", 2, splash.numberOfLayers)
        val icon = splash.getDrawable(1) as BitmapDrawable
        assertEquals(Gravity.CENTER, icon.gravity)
        val dp = context.resources.displayMetrics.density
        assertEquals("the icon as the system splash shows it, 160 dp", 160f, icon.intrinsicWidth / dp, 1f)
        return (splash.getDrawable(0) as ColorDrawable).color
    }

    @Test
    fun byDayTheWindowIsLight() {
        val colour = windowColour()
        val luminance = ColorUtils.calculateLuminance(colour)
        assertTrue("luminance $luminance", luminance > 0.8)
        assertEquals("the splash before API 31 in the same colour", colour, splashColour())
    }

    @Test
    @Config(qualifiers = "night")
    fun atNightTheWindowIsDark() {
        val colour = windowColour()
        val luminance = ColorUtils.calculateLuminance(colour)
        assertTrue("luminance $luminance", luminance < 0.05)
        assertEquals("the splash before API 31 in the same colour", colour, splashColour())
    }

    @Test
    fun theAppIconIsAdaptiveWithAThemedLayerAndItsArtInTheSafeZone() {
        assertEquals(R.mipmap.ic_launcher, context.applicationInfo.icon)
        for (id in listOf(R.mipmap.ic_launcher, R.mipmap.ic_launcher_round)) {
            val icon = context.getDrawable(id) as AdaptiveIconDrawable
            assertNotNull("a monochrome layer for themed icons", icon.monochrome)
            // Every launcher's mask shows at least the middle 66 dp circle of the 108 dp layer.
            val art = pixels(icon.foreground)
            val n = art.width
            val safe = n * 33.0 / 108
            var outside = 0
            for (y in 0 until n) for (x in 0 until n) {
                val alpha = art.getPixel(x, y) ushr 24
                if (alpha > 8 && hypot(x + 0.5 - n / 2.0, y + 0.5 - n / 2.0) > safe + 1) outside++
            }
            assertEquals("foreground pixels outside the safe zone", 0, outside)
        }
    }

    private fun pixels(drawable: Drawable): Bitmap {
        val n = drawable.intrinsicWidth
        val bitmap = Bitmap.createBitmap(n, n, Bitmap.Config.ARGB_8888)
        drawable.setBounds(0, 0, n, n)
        drawable.draw(Canvas(bitmap))
        return bitmap
    }
}
