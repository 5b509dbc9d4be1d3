package app.kiela

import androidx.compose.ui.test.SemanticsNodeInteraction
import com.github.takahirom.roborazzi.ExperimentalRoborazziApi
import com.github.takahirom.roborazzi.RoborazziOptions
import com.github.takahirom.roborazzi.ThresholdValidator
import com.github.takahirom.roborazzi.captureRoboImage
import com.github.takahirom.roborazzi.captureScreenRoboImage

/*
 * Every screenshot is compared with its golden in android/app/src/test/screenshots/ (or, with
 * KIELA_RECORD_SCREENSHOTS=1 tests/android/run, recorded as the new golden): a picture that
 * changes fails its test until the goldens are recorded again on purpose.
 */

// The share of a picture's pixels that may differ from the golden (each pixel already within
// Roborazzi's colour tolerance): a few hundred pixels of a phone screen, room for
// anti-aliasing noise, but less than one changed count on the board.
private const val GOLDEN_TOLERANCE = 0.0001f

@OptIn(ExperimentalRoborazziApi::class)
private val goldenOptions = RoborazziOptions(
    compareOptions = RoborazziOptions.CompareOptions(resultValidator = ThresholdValidator(GOLDEN_TOLERANCE)),
)

/** This node (usually the compose root) as the golden `name`.png. */
internal fun SemanticsNodeInteraction.shootGolden(name: String) = captureRoboImage("$name.png", goldenOptions)

/** The whole screen, sheets and dialogs too, as the golden `name`.png. */
@OptIn(ExperimentalRoborazziApi::class)
internal fun shootScreenGolden(name: String) = captureScreenRoboImage("$name.png", goldenOptions)
