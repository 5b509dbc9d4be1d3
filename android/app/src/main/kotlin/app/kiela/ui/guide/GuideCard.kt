package app.kiela.ui.guide

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialogDefaults
import androidx.compose.material3.BasicAlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.DialogProperties
import app.kiela.R
import app.kiela.core.GuideAnswer
import app.kiela.ui.SaidKind
import app.kiela.ui.largeText
import app.kiela.ui.theme.boardColors

/**
 * The guide under the board, in the place of the line where the game speaks: the [note] of
 * what is happening in the turn being animated (the driver's guide note of the cue under way),
 * kept once the turn has played (before the first, the intro); below it what the game says
 * ([said], a refusal or a hint, else on the person's turn the [prompt]: which houses they may
 * sow) and "Stop the guide". [fitted], it fills the height it is given ([guideCardLeast] or
 * more): the words scroll within it and Stop stays at its foot, on screen at any text size.
 */
@Composable
fun GuideCard(note: String?, said: String?, saidKind: SaidKind, prompt: String?, fitted: Boolean = false, onStop: () -> Unit) {
    val line = when {
        said != null && saidKind != SaidKind.NEWS -> said
        prompt != null -> prompt
        else -> said ?: ""
    }
    val lineColor = when {
        said == null || line != said || saidKind == SaidKind.NEWS -> MaterialTheme.colorScheme.primary
        saidKind == SaidKind.REFUSAL -> MaterialTheme.colorScheme.error
        else -> boardColors().hint
    }
    val large = largeText()
    Surface(
        shape = RoundedCornerShape(16.dp),
        color = MaterialTheme.colorScheme.tertiaryContainer,
        modifier = (if (fitted) Modifier.fillMaxSize() else Modifier.fillMaxWidth()).testTag("guide"),
    ) {
        Column(Modifier.padding(start = 14.dp, end = 4.dp, top = 10.dp)) {
            val said = @Composable { modifier: Modifier ->
                Text(
                    line,
                    style = MaterialTheme.typography.labelLarge.copy(fontWeight = FontWeight.Bold),
                    color = lineColor,
                    modifier = modifier.testTag("guide-line").semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            // The words, scrolling where the card is fitted to a height too small for them.
            Column(
                (if (fitted) Modifier.weight(1f).verticalScroll(rememberScrollState()) else Modifier).padding(end = 10.dp),
                verticalArrangement = Arrangement.spacedBy(4.dp),
            ) {
                // Three lines at least (one with large text), so that a shorter note moves nothing.
                Text(
                    note ?: stringResource(R.string.guide_intro),
                    style = MaterialTheme.typography.bodyMedium,
                    color = MaterialTheme.colorScheme.onTertiaryContainer,
                    minLines = if (large) 1 else NOTE_LINES,
                    modifier = Modifier.testTag("guide-note").semantics { liveRegion = LiveRegionMode.Polite },
                )
                // With large text the line goes with the note, leaving Stop a row of its own.
                if (large) said(Modifier.fillMaxWidth())
            }
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(4.dp, Alignment.End), modifier = Modifier.fillMaxWidth()) {
                if (!large) said(Modifier.weight(1f))
                TextButton(onClick = onStop, modifier = Modifier.testTag("guide-stop")) { Text(stringResource(R.string.guide_stop)) }
            }
        }
    }
}

/** The least height of the guide's card: its note's lines (one with large text), the line and Stop. */
@Composable
fun guideCardLeast(): Dp {
    val typography = MaterialTheme.typography
    return with(LocalDensity.current) {
        val note = typography.bodyMedium.lineHeight.toDp() * (if (largeText()) 1 else NOTE_LINES)
        // With large text the line is in the scrolling words, a line of its own.
        val line = if (largeText()) typography.labelLarge.lineHeight.toDp() + 4.dp else 0.dp
        note + line + STOP_HEIGHT + 10.dp
    }
}

private const val NOTE_LINES = 3

// A text button's row: Material's least touch target.
private val STOP_HEIGHT = 48.dp

/**
 * The first start's offer of a guided game: Start, Not now, Don't show again (each remembered,
 * the driver keeps them). Dismissed, it counts as "not now".
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun GuideOffer(onAnswer: (GuideAnswer) -> Unit) {
    // Its own width (not the platform's): a margin either side on every phone.
    BasicAlertDialog(onDismissRequest = { onAnswer(GuideAnswer.LATER) }, properties = DialogProperties(usePlatformDefaultWidth = false)) {
        Surface(
            shape = AlertDialogDefaults.shape,
            color = AlertDialogDefaults.containerColor,
            tonalElevation = AlertDialogDefaults.TonalElevation,
            modifier = Modifier.padding(horizontal = 28.dp).widthIn(max = 440.dp).testTag("guide-offer"),
        ) {
            Column(Modifier.verticalScroll(rememberScrollState()).padding(24.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(
                    stringResource(R.string.guide_offer_title),
                    style = MaterialTheme.typography.headlineSmall,
                    modifier = Modifier.semantics { heading() },
                )
                Text(stringResource(R.string.guide_offer_text), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                Button(onClick = { onAnswer(GuideAnswer.START) }, modifier = Modifier.fillMaxWidth().padding(top = 8.dp).testTag("guide-start")) {
                    Text(stringResource(R.string.guide_start))
                }
                TextButton(onClick = { onAnswer(GuideAnswer.LATER) }, modifier = Modifier.fillMaxWidth().testTag("guide-later")) {
                    Text(stringResource(R.string.guide_later))
                }
                TextButton(onClick = { onAnswer(GuideAnswer.NEVER) }, modifier = Modifier.fillMaxWidth().testTag("guide-never")) {
                    Text(stringResource(R.string.guide_never))
                }
            }
        }
    }
}
