package app.kiela.ui

import androidx.annotation.DrawableRes
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.AppEvent
import app.kiela.core.GameScreen
import app.kiela.core.ResultWords
import app.kiela.core.exercisesOfferPhrase

/** The other places the menu leads to. */
enum class Destination { NEW_GAME, RULES, STATISTICS, SETTINGS, REVIEW, PUZZLES, EXERCISES }

/**
 * Undo, redo and hint (move now while the computer thinks; once the game is over and its card
 * put aside, [onResult] brings it back) as tonal buttons with an icon over the label (with
 * large text, the label alone, so the row stays one line), of one width, and rearrange when the
 * expert opening may be played; while it is being played, its panel in their place.
 */
@Composable
fun Controls(state: GameScreen, send: (AppEvent) -> Unit, onResult: (() -> Unit)? = null) {
    val draft = state.shown.setupDraft
    val controls = state.controls
    if (draft != null) return SetupPanel(draft.inHand, onCommit = { send(AppEvent.CommitSetup) }, onCancel = { send(AppEvent.CancelSetup) })
    Row(Modifier.fillMaxWidth().testTag("controls"), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        val button = Modifier.weight(1f)
        ControlButton(R.drawable.ic_undo, R.string.action_undo, "undo", controls.undo, { send(AppEvent.Undo) }, button)
        ControlButton(R.drawable.ic_redo, R.string.action_redo, "redo", controls.redo, { send(AppEvent.Redo) }, button)
        when {
            onResult != null -> ControlButton(R.drawable.ic_check, R.string.action_show_result, "show-result", true, onResult, button)
            controls.moveNow -> ControlButton(R.drawable.ic_skip_next, R.string.action_move_now, "move-now", true, { send(AppEvent.MoveNow) }, button)
            else -> ControlButton(R.drawable.ic_lightbulb, R.string.action_hint, "hint", controls.hint, { send(AppEvent.Hint) }, button)
        }
        if (controls.rearrange) {
            ControlButton(R.drawable.ic_swap_vert, R.string.action_rearrange, "rearrange", true, { send(AppEvent.BeginSetup) }, button)
        }
    }
}

/** A control of the bottom row: its icon over its label, or with large text its label alone. */
@Composable
private fun ControlButton(@DrawableRes icon: Int, label: Int, tag: String, enabled: Boolean, onClick: () -> Unit, modifier: Modifier) {
    val large = largeText()
    FilledTonalButton(
        onClick = onClick,
        enabled = enabled,
        contentPadding = PaddingValues(horizontal = if (large) 4.dp else 8.dp, vertical = 6.dp),
        modifier = modifier.testTag(tag),
    ) {
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            if (!large) Icon(painterResource(icon), contentDescription = null, modifier = Modifier.size(20.dp))
            Text(stringResource(label), style = MaterialTheme.typography.labelLarge, maxLines = 1, overflow = TextOverflow.Ellipsis)
        }
    }
}

/**
 * Who won and why, the final stones, and what next: a card over the board. With [twoPeople]
 * its head is turned to the far player too: who won and the stones, upside down above the
 * bottom player's part, so that both read the result from their side of the phone.
 */
@Composable
fun ResultPanel(
    result: ResultWords,
    phrases: Phrases,
    twoPeople: Boolean,
    onNewGame: () -> Unit,
    onShare: () -> Unit,
    onLookAtBoard: () -> Unit,
    onReview: (() -> Unit)? = null,
    exercises: Int = 0,
    onExercises: (() -> Unit)? = null,
) {
    Card(
        elevation = CardDefaults.elevatedCardElevation(defaultElevation = 6.dp),
        colors = CardDefaults.elevatedCardColors(),
        modifier = Modifier.padding(16.dp).widthIn(max = 420.dp).testTag("result"),
    ) {
        Column(
            Modifier.verticalScroll(rememberScrollState()).padding(20.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            if (twoPeople) {
                Column(
                    Modifier.fillMaxWidth().rotate(180f).testTag("result-far"),
                    verticalArrangement = Arrangement.spacedBy(4.dp),
                    horizontalAlignment = Alignment.CenterHorizontally,
                ) {
                    Text(phrases.text(result.title), style = MaterialTheme.typography.titleLarge, textAlign = TextAlign.Center)
                    Text(phrases.text(result.finalStones), style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
                }
                HorizontalDivider(Modifier.padding(vertical = 4.dp))
            }
            Text(phrases.text(result.title), style = MaterialTheme.typography.headlineMedium, textAlign = TextAlign.Center)
            Text(phrases.text(result.reason), style = MaterialTheme.typography.bodyLarge, textAlign = TextAlign.Center)
            Text(phrases.text(result.finalStones), style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
            Button(onClick = onNewGame, modifier = Modifier.fillMaxWidth().testTag("result-new-game")) { Text(stringResource(R.string.action_new_game)) }
            if (onReview != null) {
                FilledTonalButton(onClick = onReview, modifier = Modifier.fillMaxWidth().testTag("result-review")) { Text(stringResource(R.string.review_action)) }
            }
            // Once the game is reviewed, its mistakes as exercises ("Learn from your 3 mistakes").
            if (exercises > 0 && onExercises != null) {
                FilledTonalButton(onClick = onExercises, modifier = Modifier.fillMaxWidth().testTag("result-exercises")) {
                    Text(phrases.text(exercisesOfferPhrase(exercises)), textAlign = TextAlign.Center)
                }
            }
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally)) {
                TextButton(onClick = onLookAtBoard, modifier = Modifier.testTag("look-at-board")) { Text(stringResource(R.string.action_look_at_board)) }
                TextButton(onClick = onShare) { Text(stringResource(R.string.action_share)) }
            }
        }
    }
}

/** The expert opening: how it is done, the stones still in hand, and play it or keep the board. */
@Composable
fun SetupPanel(inHand: Int, onCommit: () -> Unit, onCancel: () -> Unit) {
    Card(Modifier.fillMaxWidth().testTag("setup")) {
        Column(Modifier.padding(horizontal = 16.dp, vertical = 10.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(stringResource(R.string.setup_title), style = MaterialTheme.typography.titleMedium)
            Text(stringResource(R.string.setup_help), style = MaterialTheme.typography.bodySmall)
            if (inHand > 0) Text(pluralStringResource(R.plurals.setup_in_hand, inHand, inHand), style = MaterialTheme.typography.bodyMedium)
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.fillMaxWidth()) {
                OutlinedButton(onClick = onCancel, modifier = Modifier.weight(1f).testTag("setup-cancel")) {
                    Text(stringResource(R.string.setup_cancel), textAlign = TextAlign.Center)
                }
                Button(onClick = onCommit, enabled = inHand == 0, modifier = Modifier.weight(1f).testTag("setup-commit")) {
                    Text(stringResource(R.string.setup_commit), textAlign = TextAlign.Center)
                }
            }
        }
    }
}
