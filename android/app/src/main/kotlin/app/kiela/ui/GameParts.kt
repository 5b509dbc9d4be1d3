package app.kiela.ui

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.material3.TopAppBarDefaults
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.kiela.R
import app.kiela.core.SeatCard
import app.kiela.core.SeatPlayer
import app.kiela.ui.theme.boardColors

/**
 * The game's and the puzzle's screen under its top bar ([padding]): in landscape the board
 * fills the height on the left and the [panel] sits beside it, centred, its parts [spacing]
 * apart, scrolling where it is taller than the screen; in portrait, [portrait] (given the width
 * and height it has).
 */
@Composable
fun BoardBesidePanel(
    padding: PaddingValues,
    spacing: Dp,
    board: @Composable (Modifier) -> Unit,
    panel: @Composable ColumnScope.() -> Unit,
    portrait: @Composable (width: Dp, height: Dp) -> Unit,
) {
    BoxWithConstraints(Modifier.fillMaxSize().padding(padding)) {
        val width = maxWidth
        if (width > maxHeight * 1.2f) {
            Row(Modifier.fillMaxSize().padding(start = 4.dp, end = 12.dp, bottom = 4.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                board(Modifier.weight(1f).fillMaxHeight())
                Box(Modifier.width(min(340.dp, width * 0.42f)).fillMaxHeight(), contentAlignment = Alignment.Center) {
                    Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(spacing), content = panel)
                }
            }
        } else {
            portrait(width, maxHeight)
        }
    }
}

/** The game's top bar: its name, New game, and the menu of the other places and sharing. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun GameTopBar(onNewGame: () -> Unit, onMenu: (Destination) -> Unit, onShare: () -> Unit, onGuide: () -> Unit = {}) {
    var open by remember { mutableStateOf(false) }
    TopAppBar(
        title = { Text(stringResource(R.string.app_name)) },
        colors = TopAppBarDefaults.topAppBarColors(containerColor = MaterialTheme.colorScheme.background),
        actions = {
            IconButton(onClick = onNewGame, modifier = Modifier.testTag("new-game")) {
                Icon(painterResource(R.drawable.ic_add_circle), contentDescription = stringResource(R.string.action_new_game))
            }
            Box {
                IconButton(onClick = { open = true }, modifier = Modifier.testTag("menu")) {
                    Icon(painterResource(R.drawable.ic_more_vert), contentDescription = stringResource(R.string.action_menu))
                }
                DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
                    val item = @Composable { label: Int, tag: String, action: () -> Unit ->
                        DropdownMenuItem(text = { Text(stringResource(label)) }, onClick = { open = false; action() }, modifier = Modifier.testTag(tag))
                    }
                    item(R.string.action_new_game, "menu-new-game") { onMenu(Destination.NEW_GAME) }
                    item(R.string.guide_menu, "menu-guide", onGuide)
                    item(R.string.puzzle_menu, "menu-puzzles") { onMenu(Destination.PUZZLES) }
                    item(R.string.action_rules, "menu-rules") { onMenu(Destination.RULES) }
                    item(R.string.action_statistics, "menu-statistics") { onMenu(Destination.STATISTICS) }
                    item(R.string.action_settings, "menu-settings") { onMenu(Destination.SETTINGS) }
                    item(R.string.action_share, "menu-share", onShare)
                }
            }
        },
    )
}

/**
 * One seat's card, as the driver made it ([card]): who plays there (the computer at its level
 * with a word on how it plays, you, a friend), their stones as a big number, and the seat's
 * headline when it is theirs to read, with the computer's thinking in a slot that is always
 * there, so nothing moves. The [top] card is the far seat's; with two people it is turned to
 * face the far player.
 */
@Composable
fun PlayerCard(card: SeatCard, twoPeople: Boolean, phrases: Phrases, top: Boolean) {
    val side = card.side
    val words = card.words
    Surface(
        shape = RoundedCornerShape(16.dp),
        color = MaterialTheme.colorScheme.secondaryContainer.copy(alpha = if (top) 0.55f else 0.9f),
        modifier = Modifier
            .fillMaxWidth()
            .rotate(if (card.turned) 180f else 0f)
            .testTag("status-${side.name.lowercase()}"),
    ) {
        Row(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            Icon(
                painterResource(if (card.player is SeatPlayer.Computer) R.drawable.ic_computer else if (twoPeople) R.drawable.ic_group else R.drawable.ic_person),
                contentDescription = null,
                tint = MaterialTheme.colorScheme.primary,
                modifier = Modifier.size(28.dp),
            )
            Column(Modifier.weight(1f)) {
                Text(phrases.text(words.name), style = MaterialTheme.typography.titleMedium, maxLines = 2, overflow = TextOverflow.Ellipsis)
                words.about?.let {
                    Text(phrases.text(it), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, maxLines = 1, overflow = TextOverflow.Ellipsis)
                }
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    // Always there, empty when it is not this seat's turn: nothing jumps.
                    Text(
                        phrases.text(words.headline).orEmpty(),
                        style = MaterialTheme.typography.labelLarge.copy(fontWeight = FontWeight.Bold),
                        color = MaterialTheme.colorScheme.primary,
                        modifier = Modifier.testTag("headline-${side.name.lowercase()}").semantics { liveRegion = LiveRegionMode.Polite },
                    )
                    // The slot is always there; the spinner only while the computer thinks (an
                    // endless animation, even unseen, would keep the frame clock busy).
                    val slot = with(LocalDensity.current) { MaterialTheme.typography.labelLarge.lineHeight.toDp() } * 0.8f
                    Box(Modifier.size(slot)) {
                        if (card.thinking) CircularProgressIndicator(strokeWidth = 2.dp, modifier = Modifier.size(slot))
                    }
                }
            }
            Column(horizontalAlignment = Alignment.End) {
                Text(
                    card.stones.toString(),
                    style = MaterialTheme.typography.headlineMedium.copy(fontWeight = FontWeight.Bold),
                    modifier = Modifier.testTag("score-${side.name.lowercase()}"),
                )
                Text(phrases.text(words.stonesUnit), style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
    }
}

/** What the line under the board says: the other side's move, a refused tap, or a hint's reason. */
enum class SaidKind { NEWS, REFUSAL, HINT }

/**
 * The line where the game speaks, two lines tall at the person's text size so that nothing
 * jumps: the hint's reason in a card with a lightbulb in the hint's colour, a
 * refusal with a warning sign, else the news. TalkBack reads it as it changes.
 */
@Composable
fun SaidLine(text: String?, kind: SaidKind) {
    val height = with(LocalDensity.current) { (MaterialTheme.typography.bodyLarge.lineHeight * 2).toDp() } + 12.dp
    val hint = boardColors().hint
    val icon = when (kind) {
        SaidKind.HINT -> R.drawable.ic_lightbulb
        SaidKind.REFUSAL -> R.drawable.ic_error
        SaidKind.NEWS -> null
    }
    val color = if (kind == SaidKind.REFUSAL) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface
    Surface(
        shape = RoundedCornerShape(12.dp),
        color = if (kind == SaidKind.HINT && text != null) hint.copy(alpha = 0.12f) else MaterialTheme.colorScheme.background,
        border = if (kind == SaidKind.HINT && text != null) BorderStroke(1.5.dp, hint) else null,
        // At least two lines tall, so that a line coming or going moves nothing; taller only for
        // a line that needs three at a large text size.
        modifier = Modifier.fillMaxWidth().heightIn(min = height),
    ) {
        Row(Modifier.padding(horizontal = 12.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally)) {
            if (icon != null && text != null) Icon(painterResource(icon), null, tint = if (kind == SaidKind.HINT) hint else color, modifier = Modifier.size(22.dp))
            Text(
                text ?: "",
                style = MaterialTheme.typography.bodyLarge,
                color = color,
                textAlign = if (icon != null) TextAlign.Start else TextAlign.Center,
                maxLines = 3,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.padding(vertical = 6.dp).weight(1f, fill = icon != null).testTag("said").semantics { liveRegion = LiveRegionMode.Polite },
            )
        }
    }
}
