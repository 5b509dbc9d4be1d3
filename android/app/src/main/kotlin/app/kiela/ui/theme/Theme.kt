package app.kiela.ui.theme

import android.os.Build
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.colorResource
import app.kiela.R
import app.kiela.ui.board.BoardColors

// Earth tones for when the system gives no dynamic colour (before Android 12).
private val Clay = Color(0xFF8C4A2F)
private val Ochre = Color(0xFFC08A2E)
private val Baobab = Color(0xFF4E6B3A)

private val LightColors = lightColorScheme(primary = Clay, secondary = Baobab, tertiary = Ochre)
private val DarkColors = darkColorScheme(primary = Color(0xFFFFB59A), secondary = Color(0xFFB6D29B), tertiary = Color(0xFFF2C06B))

/** Material 3 with the system's dynamic colour where there is one (Android 12+), light or dark as the system is. */
@Composable
fun KielaTheme(dark: Boolean = isSystemInDarkTheme(), dynamic: Boolean = true, content: @Composable () -> Unit) {
    val context = LocalContext.current
    // Without dynamic colour the background is the window's (res/values*/colors.xml), so the
    // first frame draws over the same colour the window showed.
    val background = colorResource(if (dark) R.color.background_night else R.color.background_day)
    val scheme = when {
        dynamic && Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> if (dark) dynamicDarkColorScheme(context) else dynamicLightColorScheme(context)
        dark -> DarkColors.copy(background = background)
        else -> LightColors.copy(background = background)
    }
    MaterialTheme(colorScheme = scheme, content = content)
}

/** The board in the theme: sand and clay, a little darker at night, each half tinted by its player. */
@Composable
fun boardColors(dark: Boolean = isSystemInDarkTheme()): BoardColors {
    val scheme = MaterialTheme.colorScheme
    return remember(scheme, dark) { boardColorsOf(scheme, dark) }
}

internal fun boardColorsOf(scheme: ColorScheme, dark: Boolean): BoardColors {
    val earth = if (dark) Color(0xFF5A4330) else Color(0xFFD8B98C)
    return BoardColors(
        earth = earth,
        south = lerp(earth, scheme.primary, 0.15f),
        north = lerp(earth, scheme.tertiary, 0.15f),
        divider = if (dark) Color(0x66FFFFFF) else Color(0x55000000),
        hollow = if (dark) Color(0xFF2E2117) else Color(0xFF80592F),
        hollowRim = if (dark) Color(0xFF1E150E) else Color(0xFF5E3F1F),
        stoneTones = listOf(
            Color(0xFF8A8F98), Color(0xFF6E6A66), Color(0xFFB3AA9C),
            Color(0xFF5B6470), Color(0xFFC9C1B3), Color(0xFF7D7060),
        ),
        stoneShadow = Color(0x66000000),
        stoneShine = Color(0x66FFFFFF),
        // White on the pill is 17.6:1 (WCAG), whatever the earth round it.
        count = Color.White,
        countPill = Color(0xFF211710),
        legal = if (dark) Color(0xFFFFF3C4) else Color(0xFFFFF8E1),
        mark = if (dark) Color(0xFF9FD3FF) else Color(0xFF1E4E8C),
        // The signals are at least 3:1 (WCAG's for shapes) against either half's earth, with the
        // app's own colour scheme (3.2:1 the least, capture and hint on the light South half).
        capture = if (dark) Color(0xFFFF9E80) else Color(0xFFA52A0A),
        hint = if (dark) Color(0xFF9CFF9C) else Color(0xFF12661F),
        hintHalo = if (dark) Color(0x99000000) else Color(0xB3FFFFFF),
    )
}
