package app.kiela.ui

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.SeatPlayer
import app.kiela.core.levelAboutPhrase
import app.kiela.core.levelPhrase
import app.kiela.core.seatAboutPhrase
import app.kiela.core.sidePhrase
import app.kiela.core.CaptureSowing
import app.kiela.core.Level
import app.kiela.core.NewGameChoice
import app.kiela.core.Opponent
import app.kiela.core.Side
import app.kiela.core.Variant
import app.kiela.core.defaultNewGameChoice
import app.kiela.core.levels
import app.kiela.core.newGameChoiceFromJson
import app.kiela.core.newGameChoiceJson
import app.kiela.core.ruleFacts

/**
 * The new-game sheet, compact: the computer or a friend, the computer's level as cards with a
 * word on how each plays (the one nearest the person's rating, [yourLevel], marked "Your
 * level"), the side and who starts, the game, the capture-sowing rule and the expert opening;
 * one Play button, always in sight below them. It opens on the last choices made.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun NewGameSheet(initial: NewGameChoice, phrases: Phrases, onStart: (NewGameChoice) -> Unit, onDismiss: () -> Unit, yourLevel: Level? = null) {
    // Kept when the screen is made again (a rotation) with the sheet open.
    var choice by rememberSaveable(stateSaver = choiceSaver) { mutableStateOf(initial) }
    // The level that Computer comes back to after Friend was tried.
    var level by rememberSaveable { mutableStateOf(levelOf(initial.opponent) ?: levelOf(defaultNewGameChoice().opponent) ?: Level.MEDIUM) }
    val sheet = rememberModalBottomSheetState(skipPartiallyExpanded = true)
    ModalBottomSheet(onDismissRequest = onDismiss, sheetState = sheet, dragHandle = { DragHandle() }) {
        Column(
            Modifier.weight(1f, fill = false).verticalScroll(rememberScrollState()).padding(horizontal = 24.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            Text(stringResource(R.string.new_game_title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
            OpponentChoice(choice.opponent, level, yourLevel, phrases) { opponent ->
                levelOf(opponent)?.let { level = it }
                choice = choice.copy(opponent = opponent)
            }
            SeatChoices(choice, phrases) { choice = it }
            RuleChoices(choice) { choice = it }
        }
        Button(
            onClick = { onStart(choice) },
            modifier = Modifier.fillMaxWidth().padding(start = 24.dp, end = 24.dp, top = 10.dp, bottom = 12.dp).heightIn(min = 48.dp).testTag("start"),
        ) {
            Text(stringResource(R.string.action_play), style = MaterialTheme.typography.titleMedium)
        }
    }
}

private fun levelOf(opponent: Opponent) = (opponent as? Opponent.Computer)?.level

/**
 * The question before a new game throws the one in progress away (the core's words: whether
 * leaving counts as a loss): "Leave it" starts the new game, "Keep playing" (or dismissing it)
 * keeps this one. Shown while [GameViewModel.abandoning] holds a new game.
 */
@Composable
fun AbandonDialog(viewModel: GameViewModel, phrases: Phrases) {
    val question = viewModel.screen.abandon
    if (viewModel.abandoning == null || question == null) return
    val keep = { viewModel.answerAbandon(leave = false) }
    AlertDialog(
        onDismissRequest = keep,
        confirmButton = {
            TextButton(onClick = { viewModel.answerAbandon(leave = true) }, modifier = Modifier.testTag("abandon-leave")) {
                Text(stringResource(R.string.abandon_leave))
            }
        },
        dismissButton = {
            TextButton(onClick = keep, modifier = Modifier.testTag("abandon-keep")) { Text(stringResource(R.string.abandon_keep)) }
        },
        text = { Text(phrases.text(question.question)) },
        modifier = Modifier.testTag("abandon"),
    )
}

/** Material's drag handle with less room round it (the default's 48 dp are the sheet's tightest). */
@Composable
private fun DragHandle() {
    Surface(
        modifier = Modifier.padding(top = 10.dp, bottom = 4.dp),
        color = MaterialTheme.colorScheme.onSurfaceVariant.copy(alpha = 0.4f),
        shape = MaterialTheme.shapes.extraLarge,
    ) {
        Box(Modifier.size(width = 32.dp, height = 4.dp))
    }
}

/** The computer or a friend; with the computer, its level as cards, else how a friend plays. */
@Composable
private fun OpponentChoice(opponent: Opponent, level: Level, yourLevel: Level?, phrases: Phrases, onSelect: (Opponent) -> Unit) {
    val computer = Opponent.Computer(level)
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        SegmentedChoice(
            stringResource(R.string.new_game_opponent), listOf(computer, Opponent.Friend), if (opponent is Opponent.Computer) computer else Opponent.Friend,
            label = { stringResource(if (it is Opponent.Computer) R.string.player_computer else R.string.opponent_friend_short) },
            tag = { if (it is Opponent.Computer) "opponent-computer" else "opponent-friend" },
            onSelect = onSelect,
        )
        if (opponent is Opponent.Computer) {
            LevelCards(opponent.level, yourLevel, phrases) { onSelect(Opponent.Computer(it)) }
        } else {
            Text(phrases.text(seatAboutPhrase(SeatPlayer.FarPlayer, Side.NORTH)).orEmpty(), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
}

/**
 * The five levels as cards in rows, as many to a row as fit at 110 dp each (fewer as the text
 * grows), the last row's cards sharing its width; the cards of a row as tall as its tallest.
 */
@Composable
private fun LevelCards(selected: Level, yourLevel: Level?, phrases: Phrases, onSelect: (Level) -> Unit) {
    val all = levels()
    BoxWithConstraints(Modifier.fillMaxWidth()) {
        val columns = (maxWidth / (110.dp * LocalDensity.current.fontScale)).toInt().coerceIn(1, all.size)
        Column(Modifier.selectableGroup(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            for (row in all.chunked(columns)) {
                Row(Modifier.height(IntrinsicSize.Min), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    for (level in row) {
                        LevelCard(level, level == selected, level == yourLevel, phrases, Modifier.weight(1f).fillMaxHeight()) { onSelect(level) }
                    }
                }
            }
        }
    }
}

/** A level: its name and how it plays, and "Your level" on the person's; when chosen, filled, outlined strongly and ticked. */
@Composable
private fun LevelCard(level: Level, chosen: Boolean, yours: Boolean, phrases: Phrases, modifier: Modifier, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Surface(
        selected = chosen,
        onClick = onClick,
        modifier = modifier.semantics { role = Role.RadioButton }.testTag("opponent-${level.name.lowercase()}"),
        shape = MaterialTheme.shapes.medium,
        color = if (chosen) colors.secondaryContainer else colors.surfaceContainerLow,
        border = if (chosen) BorderStroke(2.dp, colors.primary) else BorderStroke(1.dp, colors.outlineVariant),
    ) {
        Column(Modifier.padding(horizontal = 10.dp, vertical = 6.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(phrases.text(levelPhrase(level)), style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
                if (chosen) Tick(colors.primary)
            }
            if (yours) {
                Text(
                    stringResource(R.string.your_level),
                    style = MaterialTheme.typography.labelMedium.copy(fontWeight = FontWeight.Bold),
                    color = colors.primary,
                    modifier = Modifier.testTag("your-level"),
                )
            }
            Text(phrases.text(levelAboutPhrase(level)), style = MaterialTheme.typography.bodySmall, color = colors.onSurfaceVariant)
        }
    }
}

/** The person's side (against the computer only) and who moves first. */
@Composable
private fun SeatChoices(choice: NewGameChoice, phrases: Phrases, onChange: (NewGameChoice) -> Unit) {
    val againstComputer = choice.opponent is Opponent.Computer
    if (againstComputer) {
        SegmentedChoice(
            stringResource(R.string.new_game_side), listOf(Side.SOUTH, Side.NORTH), choice.side,
            label = { phrases.text(sidePhrase(it)) }, tag = { "side-${it.name.lowercase()}" },
        ) { onChange(choice.copy(side = it)) }
    }
    val firstLabels = if (againstComputer) R.string.first_you to R.string.first_computer else R.string.player_bottom to R.string.player_top
    SegmentedChoice(
        stringResource(R.string.new_game_first), listOf(true, false), choice.youStart,
        label = { stringResource(if (it) firstLabels.first else firstLabels.second) },
        tag = { if (it) "first-you" else "first-other" },
    ) { onChange(choice.copy(youStart = it)) }
}

/** The game (its stones), where captured stones are sown, and the expert opening. */
@Composable
private fun RuleChoices(choice: NewGameChoice, onChange: (NewGameChoice) -> Unit) {
    SegmentedChoice(
        stringResource(R.string.new_game_variant), listOf(Variant.TRADITIONAL, Variant.BEGINNER), choice.variant,
        label = {
            val stones = ruleFacts(it).stonesPerPlayer
            pluralStringResource(if (it == Variant.TRADITIONAL) R.plurals.variant_traditional else R.plurals.variant_beginner, stones, stones)
        },
        tag = { "variant-${it.name.lowercase()}" },
    ) { onChange(choice.copy(variant = it)) }
    TickChoice(
        stringResource(R.string.new_game_capture_sowing),
        listOf(CaptureSowing.AFTER_CAPTURING_HOUSE, CaptureSowing.FROM_LAP_START), choice.captureSowing,
        label = {
            stringResource(if (it == CaptureSowing.AFTER_CAPTURING_HOUSE) R.string.capture_sowing_after_captor else R.string.capture_sowing_lap_start)
        },
        tag = { "capture-sowing-${it.name.lowercase()}" },
    ) { onChange(choice.copy(captureSowing = it)) }
    SwitchRow(
        stringResource(R.string.new_game_expert_opening), stringResource(R.string.new_game_expert_opening_detail),
        choice.expertOpening, "expert-opening",
    ) { onChange(choice.copy(expertOpening = it)) }
}

/** The sheet's choice through a rotation, as the JSON the app remembers it by. */
private val choiceSaver = Saver<NewGameChoice, String>(save = { newGameChoiceJson(it) }, restore = { newGameChoiceFromJson(it) })
