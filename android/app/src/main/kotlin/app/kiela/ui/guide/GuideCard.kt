package app.kiela.ui.guide

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
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
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.DialogProperties
import app.kiela.R
import app.kiela.core.GuideAnswer
import app.kiela.ui.SaidKind
import app.kiela.ui.theme.boardColors

/**
 * The guide under the board, in the place of the line where the game speaks: the [note] of
 * what is happening in the turn being animated (the driver's guide note of the cue under way),
 * kept once the turn has played (before the first, the intro); below it what the game says
 * ([said], a refusal or a hint, else on the person's turn the [prompt]: which houses they may
 * sow) and "Stop the guide".
 */
@Composable
fun GuideCard(note: String?, said: String?, saidKind: SaidKind, prompt: String?, onStop: () -> Unit) {
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
    Surface(
        shape = RoundedCornerShape(16.dp),
        color = MaterialTheme.colorScheme.tertiaryContainer.copy(alpha = 0.7f),
        modifier = Modifier.fillMaxWidth().testTag("guide"),
    ) {
        Column(Modifier.padding(start = 14.dp, end = 4.dp, top = 10.dp)) {
            // Three lines at least, so that a shorter note moves nothing.
            Text(
                note ?: stringResource(R.string.guide_intro),
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onTertiaryContainer,
                minLines = 3,
                maxLines = 8,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.padding(end = 10.dp).testTag("guide-note").semantics { liveRegion = LiveRegionMode.Polite },
            )
            val said = @Composable { modifier: Modifier ->
                Text(
                    line,
                    style = MaterialTheme.typography.labelLarge.copy(fontWeight = FontWeight.Bold),
                    color = lineColor,
                    maxLines = 4,
                    overflow = TextOverflow.Ellipsis,
                    modifier = modifier.testTag("guide-line").semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            val stop = @Composable { TextButton(onClick = onStop, modifier = Modifier.testTag("guide-stop")) { Text(stringResource(R.string.guide_stop)) } }
            // Beside the line, or under it where large text leaves the line no room.
            if (LocalDensity.current.fontScale < 1.3f) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                    said(Modifier.weight(1f))
                    stop()
                }
            } else {
                Column(Modifier.fillMaxWidth().padding(top = 4.dp), horizontalAlignment = Alignment.End) {
                    said(Modifier.fillMaxWidth().padding(end = 10.dp))
                    stop()
                }
            }
        }
    }
}

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
