package app.kiela.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.GameResult
import app.kiela.core.Side
import app.kiela.game.GameModel
import app.kiela.game.GameState

/** The other places the menu leads to. */
enum class Destination { NEW_GAME, RULES, STATISTICS, SETTINGS }

/** Undo, redo, hint (and rearrange or move now when they apply), and the menu. */
@Composable
fun Controls(state: GameState, model: GameModel, onMenu: (Destination) -> Unit, onShare: () -> Unit, vertical: Boolean) {
    val shown = state.shown
    val arrangement = Arrangement.spacedBy(8.dp)
    val buttons = @Composable {
        FilledTonalButton(onClick = model::undo, enabled = shown.canUndo, modifier = Modifier.testTag("undo")) { Text(stringResource(R.string.action_undo)) }
        FilledTonalButton(onClick = model::redo, enabled = shown.canRedo && !state.thinking, modifier = Modifier.testTag("redo")) { Text(stringResource(R.string.action_redo)) }
        FilledTonalButton(
            onClick = model::hint,
            enabled = state.awaitingTap && !state.thinking && shown.setupDraft == null,
            modifier = Modifier.testTag("hint"),
        ) { Text(stringResource(R.string.action_hint)) }
        if (shown.setupAllowed && state.awaitingTap && shown.setupDraft == null) {
            OutlinedButton(onClick = model::beginSetup, modifier = Modifier.testTag("rearrange")) { Text(stringResource(R.string.action_rearrange)) }
        }
        if (state.thinking && shown.computerToMove) {
            OutlinedButton(onClick = model::moveNow, modifier = Modifier.testTag("move-now")) { Text(stringResource(R.string.action_move_now)) }
        }
        Menu(onMenu, onShare)
    }
    if (vertical) {
        Column(verticalArrangement = arrangement) { buttons() }
    } else {
        FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp, androidx.compose.ui.Alignment.CenterHorizontally)) { buttons() }
    }
}

@Composable
private fun Menu(onMenu: (Destination) -> Unit, onShare: () -> Unit) {
    var open by remember { mutableStateOf(false) }
    Box {
        Button(onClick = { open = true }, modifier = Modifier.testTag("menu")) { Text(stringResource(R.string.action_menu)) }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            val item = @Composable { label: Int, tag: String, action: () -> Unit ->
                DropdownMenuItem(text = { Text(stringResource(label)) }, onClick = { open = false; action() }, modifier = Modifier.testTag(tag))
            }
            item(R.string.action_new_game, "menu-new-game") { onMenu(Destination.NEW_GAME) }
            item(R.string.action_rules, "menu-rules") { onMenu(Destination.RULES) }
            item(R.string.action_statistics, "menu-statistics") { onMenu(Destination.STATISTICS) }
            item(R.string.action_settings, "menu-settings") { onMenu(Destination.SETTINGS) }
            item(R.string.action_share, "menu-share", onShare)
        }
    }
}

/** Who won and why, the final stones, and what next. */
@Composable
fun ResultPanel(
    result: GameResult,
    words: Words,
    viewer: Side,
    quietMoveLimit: Int,
    onNewGame: () -> Unit,
    onLookAtBoard: () -> Unit,
    onShare: () -> Unit,
) {
    Card(Modifier.fillMaxWidth().testTag("result")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(words.resultTitle(result, viewer), style = MaterialTheme.typography.headlineSmall)
            Text(words.resultReason(result, quietMoveLimit), style = MaterialTheme.typography.bodyLarge)
            Text(
                stringResource(R.string.result_final_stones, words.side(Side.SOUTH), result.southStones, words.side(Side.NORTH), result.northStones),
                style = MaterialTheme.typography.bodyMedium,
            )
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Button(onClick = onNewGame, modifier = Modifier.testTag("result-new-game")) { Text(stringResource(R.string.action_new_game)) }
                OutlinedButton(onClick = onLookAtBoard) { Text(stringResource(R.string.action_look_at_board)) }
                OutlinedButton(onClick = onShare) { Text(stringResource(R.string.action_share)) }
            }
        }
    }
}

/** The expert opening: stones still in hand, and play it or keep the board. */
@Composable
fun SetupPanel(inHand: Int, onCommit: () -> Unit, onCancel: () -> Unit) {
    Card(Modifier.fillMaxWidth().testTag("setup")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(stringResource(R.string.setup_title), style = MaterialTheme.typography.titleMedium)
            Text(stringResource(R.string.setup_help), style = MaterialTheme.typography.bodyMedium)
            if (inHand > 0) Text(pluralStringResource(R.plurals.setup_in_hand, inHand, inHand), style = MaterialTheme.typography.bodyMedium)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Button(onClick = onCommit, enabled = inHand == 0, modifier = Modifier.testTag("setup-commit")) { Text(stringResource(R.string.setup_commit)) }
                OutlinedButton(onClick = onCancel, modifier = Modifier.testTag("setup-cancel")) { Text(stringResource(R.string.setup_cancel)) }
            }
        }
    }
}
