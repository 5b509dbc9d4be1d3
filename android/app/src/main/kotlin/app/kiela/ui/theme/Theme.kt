package app.kiela.ui.theme

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.res.colorResource
import app.kiela.R
import app.kiela.ui.board.BoardColors

// The game's one palette, light and dark: earth, clay and sand like the board, never the
// wallpaper's dynamic colour (a lavender card beside a clay board reads as two apps).
private val LightColors = lightColorScheme(
    primary = Color(0xFF8C4A2F), onPrimary = Color.White,
    primaryContainer = Color(0xFFF3D5C3), onPrimaryContainer = Color(0xFF3A1405),
    secondary = Color(0xFF6B5A45), onSecondary = Color.White,
    secondaryContainer = Color(0xFFE8D6BC), onSecondaryContainer = Color(0xFF2E2114),
    tertiary = Color(0xFFC08A2E), onTertiary = Color(0xFF2C1E00),
    tertiaryContainer = Color(0xFFF2DDB0), onTertiaryContainer = Color(0xFF2C1E00),
    surface = Color(0xFFF6EFE6), onSurface = Color(0xFF2B2018),
    surfaceVariant = Color(0xFFECDFCE), onSurfaceVariant = Color(0xFF5A4838),
    surfaceContainerLowest = Color(0xFFFFFBF6), surfaceContainerLow = Color(0xFFF8F0E5),
    surfaceContainer = Color(0xFFF2E7D9), surfaceContainerHigh = Color(0xFFEDE1D1),
    surfaceContainerHighest = Color(0xFFE7DAC8),
    outline = Color(0xFF8A7560), outlineVariant = Color(0xFFD6C5B0),
    onBackground = Color(0xFF2B2018),
)
private val DarkColors = darkColorScheme(
    primary = Color(0xFFFFB59A), onPrimary = Color(0xFF561F0A),
    primaryContainer = Color(0xFF6F3520), onPrimaryContainer = Color(0xFFFFDBCD),
    secondary = Color(0xFFDCC3A2), onSecondary = Color(0xFF3D2E1B),
    secondaryContainer = Color(0xFF4A3A28), onSecondaryContainer = Color(0xFFF4E0C4),
    tertiary = Color(0xFFF2C06B), onTertiary = Color(0xFF412D00),
    tertiaryContainer = Color(0xFF5B4210), onTertiaryContainer = Color(0xFFFFDEA6),
    surface = Color(0xFF1C1611), onSurface = Color(0xFFEEE0D3),
    surfaceVariant = Color(0xFF4C3F33), onSurfaceVariant = Color(0xFFD6C3B0),
    surfaceContainerLowest = Color(0xFF16110C), surfaceContainerLow = Color(0xFF241C16),
    surfaceContainer = Color(0xFF2A211A), surfaceContainerHigh = Color(0xFF342A22),
    surfaceContainerHighest = Color(0xFF3F342B),
    outline = Color(0xFFA08D7B), outlineVariant = Color(0xFF4C3F33),
    onBackground = Color(0xFFEEE0D3),
)

/** Material 3 in the game's earth palette, light or dark as the system is. */
@Composable
fun KielaTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    // The background is the window's (res/values*/colors.xml), so the first frame draws over
    // the same colour the window showed.
    val background = colorResource(if (dark) R.color.background_night else R.color.background_day)
    val scheme = (if (dark) DarkColors else LightColors).copy(background = background)
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
        // River pebbles: greys, white quartz, ochre and brown.
        stoneTones = listOf(
            Color(0xFF8C9096), Color(0xFF5E636B), Color(0xFFE4DED2),
            Color(0xFFB98A52), Color(0xFF7A5A40), Color(0xFFA7ADA9),
        ),
        stoneShadow = Color(0x66000000),
        stoneShine = Color(0xB3FFFFFF),
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
    ).let { colors ->
        // At night a dimmer wood (by day the board's own light wood).
        if (dark) colors.copy(wood = Color(0xFF6E4528), woodDark = Color(0xFF2E1B0D), woodLight = Color(0xFFC0905C)) else colors
    }
}
