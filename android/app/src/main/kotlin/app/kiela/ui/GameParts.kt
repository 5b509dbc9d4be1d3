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
import androidx.compose.ui.graphics.lerp
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.kiela.R
import app.kiela.core.SeatCard
import app.kiela.core.SeatPlayer
import app.kiela.ui.theme.boardColors
import kotlin.math.ceil

/**
 * The game's and the puzzle's screen under its top bar ([padding]): in landscape the board
 * fills the height on one side and the [panel] sits beside it, centred, its parts [spacing]
 * apart, scrolling where it is taller than the screen (a tablet's panel a little wider); in
 * portrait, [portrait] (given the width and height it has), no wider than [MAX_PORTRAIT_WIDTH]
 * and centred, so that a tablet's board keeps a playable aspect.
 */
@Composable
fun BoardBesidePanel(
    padding: PaddingValues,
    spacing: Dp,
    board: @Composable (Modifier) -> Unit,
    panel: @Composable ColumnScope.() -> Unit,
    portrait: @Composable (width: Dp, height: Dp) -> Unit,
) {
    BoxWithConstraints(Modifier.fillMaxSize().padding(padding), contentAlignment = Alignment.TopCenter) {
        val width = maxWidth
        val height = maxHeight
        if (width > height * 1.2f) {
            val panelWidth = if (height >= TABLET_SIDE) 400.dp else 340.dp
            Row(Modifier.fillMaxSize().padding(start = 4.dp, end = 12.dp, bottom = 4.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                board(Modifier.weight(1f).fillMaxHeight())
                Box(Modifier.width(min(panelWidth, width * 0.42f)).fillMaxHeight(), contentAlignment = Alignment.Center) {
                    Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(spacing), content = panel)
                }
            }
        } else {
            val bounded = min(width, MAX_PORTRAIT_WIDTH)
            Box(Modifier.width(bounded).fillMaxHeight()) { portrait(bounded, height) }
        }
    }
}

// The shorter side from which a screen is a tablet's, and a portrait tablet's content width.
private val TABLET_SIDE = 600.dp
private val MAX_PORTRAIT_WIDTH = 720.dp

/**
 * Portrait, packed round the board so that no blank opens between it and the controls: [above],
 * the board, [under], then [fill], the part whose words come and go, and [foot] (the controls)
 * pinned at the bottom, always on screen. The board takes what the rest leaves, between
 * [leastBoard] and [tallestBoard]; [fill] is at least [fillLeast] tall (a height reserved from
 * the text size, not from what it says now, so that nothing moves as its words change) and
 * takes up to [FILL_GROWTH] of what is left; the rest goes above it all, under the top bar.
 * Where even the board's least leaves too little (large text on a small phone), all but the
 * foot scrolls. [fill] is given its exact height: it fills it and scrolls its own words.
 */
@Composable
fun PortraitColumn(
    leastBoard: Dp,
    tallestBoard: Dp,
    fillLeast: Dp,
    above: @Composable () -> Unit,
    board: @Composable () -> Unit,
    under: (@Composable () -> Unit)?,
    fill: @Composable () -> Unit,
    foot: @Composable () -> Unit,
) {
    Column(Modifier.fillMaxSize()) {
        BoxWithConstraints(Modifier.weight(1f).fillMaxWidth()) {
            val available = maxHeight
            Layout(
                contents = listOf(above, board, under ?: {}, fill),
                modifier = Modifier.fillMaxWidth().verticalScroll(rememberScrollState()),
            ) { (aboveParts, boardParts, underParts, fillParts), constraints ->
                val gap = GAP.roundToPx()
                val loose = Constraints(maxWidth = constraints.maxWidth)
                val top = aboveParts.single().measure(loose)
                val middle = underParts.singleOrNull()?.measure(loose)
                val gaps = gap * (if (middle != null && middle.height > 0) 4 else 3)
                val rest = top.height + (middle?.height ?: 0) + gaps
                val least = fillLeast.roundToPx()
                val height = available.roundToPx()
                // Rounded up, so the least is never a pixel short of it.
                val boardHeight = (height - rest - least).coerceIn(ceil(leastBoard.toPx()).toInt(), tallestBoard.roundToPx())
                val spare = (height - rest - least - boardHeight).coerceAtLeast(0)
                val fillHeight = least + spare.coerceAtMost(FILL_GROWTH.roundToPx())
                val margin = spare - (fillHeight - least)
                val drawn = boardParts.single().measure(Constraints.fixed(constraints.maxWidth, boardHeight))
                val said = fillParts.single().measure(Constraints.fixed(constraints.maxWidth, fillHeight))
                layout(constraints.maxWidth, maxOf(height, rest + boardHeight + fillHeight)) {
                    var y = margin
                    top.place(0, y)
                    y += top.height + gap
                    drawn.place(0, y)
                    y += boardHeight + gap
                    if (middle != null && middle.height > 0) {
                        middle.place(0, y)
                        y += middle.height + gap
                    }
                    said.place(0, y)
                }
            }
        }
        foot()
    }
}

private val GAP = 8.dp

// How much taller than its least the part whose words come and go may grow on a tall screen.
private val FILL_GROWTH = 48.dp

/** Whether the text is large enough (the system's font size) for the compact cards. */
@Composable
fun largeText(): Boolean = LocalDensity.current.fontScale >= LARGE_TEXT

private const val LARGE_TEXT = 1.3f

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
 * there, so nothing moves. With large text it is one row (who, the headline, the stones), so
 * that the board and the controls still share the screen. The [top] card is the far seat's;
 * with two people it is turned to face the far player. TalkBack reads the card as one.
 */
@Composable
fun PlayerCard(card: SeatCard, twoPeople: Boolean, phrases: Phrases, top: Boolean) {
    val side = card.side
    val words = card.words
    val compact = largeText()
    Surface(
        shape = RoundedCornerShape(16.dp),
        color = MaterialTheme.colorScheme.secondaryContainer.copy(alpha = if (top) 0.6f else 1f),
        modifier = Modifier
            .fillMaxWidth()
            .rotate(if (card.turned) 180f else 0f)
            .semantics(mergeDescendants = true) {}
            .testTag("status-${side.name.lowercase()}"),
    ) {
        Row(Modifier.padding(horizontal = 12.dp, vertical = if (compact) 4.dp else 8.dp), verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(if (compact) 8.dp else 12.dp)) {
            if (!compact) {
                Icon(
                    painterResource(if (card.player is SeatPlayer.Computer) R.drawable.ic_computer else if (twoPeople) R.drawable.ic_group else R.drawable.ic_person),
                    contentDescription = null,
                    tint = MaterialTheme.colorScheme.primary,
                    modifier = Modifier.size(28.dp),
                )
            }
            val name = @Composable { modifier: Modifier ->
                Text(phrases.text(words.name), style = MaterialTheme.typography.titleMedium, maxLines = if (compact) 1 else 2, overflow = TextOverflow.Ellipsis, modifier = modifier)
            }
            val headline = @Composable {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    // Always there, empty when it is not this seat's turn: nothing jumps.
                    Text(
                        phrases.text(words.headline).orEmpty(),
                        style = MaterialTheme.typography.labelLarge.copy(fontWeight = FontWeight.Bold),
                        color = MaterialTheme.colorScheme.primary,
                        maxLines = 1,
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
            val unit = phrases.text(words.stonesUnit)
            val stones = @Composable { style: TextStyle ->
                // Compact, the unit is not shown, but TalkBack still says it.
                val said = if (compact) Modifier.semantics { contentDescription = "${card.stones} $unit" } else Modifier
                Text(card.stones.toString(), style = style.copy(fontWeight = FontWeight.Bold), modifier = said.testTag("score-${side.name.lowercase()}"))
            }
            if (compact) {
                name(Modifier.weight(1f))
                headline()
                stones(MaterialTheme.typography.titleLarge)
            } else {
                Column(Modifier.weight(1f)) {
                    name(Modifier)
                    words.about?.let {
                        Text(phrases.text(it), style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, maxLines = 1, overflow = TextOverflow.Ellipsis)
                    }
                    headline()
                }
                Column(horizontalAlignment = Alignment.End) {
                    stones(MaterialTheme.typography.headlineMedium)
                    Text(unit, style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
        }
    }
}

/** What the line under the board says: the other side's move, a refused tap, or a hint's reason. */
enum class SaidKind { NEWS, REFUSAL, HINT }

/**
 * The line where the game speaks, a card at least two lines tall at the person's text size
 * ([saidLineLeast]) so that nothing jumps: the hint's reason with a lightbulb in the hint's
 * colour, a refusal with a warning sign, else the news; while nothing is said, quietly, [idle]
 * (on the person's move, what to do). [fitted], it fills the height it is given and scrolls a
 * longer text within it. TalkBack reads what is said as it changes.
 */
@Composable
fun SaidLine(text: String?, kind: SaidKind, fitted: Boolean = false, idle: String? = null) {
    val hint = boardColors().hint
    val icon = when (kind) {
        SaidKind.HINT -> R.drawable.ic_lightbulb
        SaidKind.REFUSAL -> R.drawable.ic_error
        SaidKind.NEWS -> null
    }
    val color = if (kind == SaidKind.REFUSAL) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface
    val hinted = kind == SaidKind.HINT && text != null
    Surface(
        shape = RoundedCornerShape(12.dp),
        color = if (hinted) lerp(MaterialTheme.colorScheme.surfaceVariant, hint, 0.12f) else MaterialTheme.colorScheme.surfaceVariant.copy(alpha = 0.7f),
        border = if (hinted) BorderStroke(1.5.dp, hint) else null,
        modifier = (if (fitted) Modifier.fillMaxSize() else Modifier.fillMaxWidth().heightIn(min = saidLineLeast())).testTag("said-card"),
    ) {
        Box(contentAlignment = Alignment.Center) {
            Row(
                Modifier.then(if (fitted) Modifier.verticalScroll(rememberScrollState()) else Modifier).padding(horizontal = 12.dp),
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally),
            ) {
                if (icon != null && text != null) Icon(painterResource(icon), null, tint = if (kind == SaidKind.HINT) hint else color, modifier = Modifier.size(22.dp))
                Text(
                    text ?: "",
                    style = MaterialTheme.typography.bodyLarge,
                    color = color,
                    textAlign = if (icon != null) TextAlign.Start else TextAlign.Center,
                    modifier = Modifier.padding(vertical = 6.dp).weight(1f, fill = icon != null).testTag("said").semantics { liveRegion = LiveRegionMode.Polite },
                )
                if (text == null && idle != null) {
                    Text(idle, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant, textAlign = TextAlign.Center, modifier = Modifier.testTag("said-idle"))
                }
            }
        }
    }
}

/** The least height of the line where the game speaks: two lines of its text. */
@Composable
fun saidLineLeast(): Dp = with(LocalDensity.current) { (MaterialTheme.typography.bodyLarge.lineHeight * 2).toDp() } + 12.dp
