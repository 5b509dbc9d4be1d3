package app.kiela.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.Text
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.CaptureSowing
import app.kiela.core.NewGameChoice
import app.kiela.core.Opponent
import app.kiela.core.Side
import app.kiela.core.Variant
import app.kiela.core.levels
import app.kiela.core.newGameChoiceFromJson
import app.kiela.core.newGameChoiceJson
import app.kiela.core.ruleFacts

/**
 * The new-game sheet: the opponent (the computer at one of its levels, or a friend), the side
 * and who starts, the game, the capture-sowing rule and the expert opening. It opens on the
 * last choices made.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun NewGameSheet(initial: NewGameChoice, words: Words, onStart: (NewGameChoice) -> Unit, onDismiss: () -> Unit) {
    // Kept when the screen is made again (a rotation) with the sheet open.
    var choice by rememberSaveable(stateSaver = choiceSaver) { mutableStateOf(initial) }
    val sheet = rememberModalBottomSheetState(skipPartiallyExpanded = true)
    ModalBottomSheet(onDismissRequest = onDismiss, sheetState = sheet) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(horizontal = 24.dp, vertical = 8.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Text(stringResource(R.string.new_game_title), style = MaterialTheme.typography.headlineSmall)
            val opponents: List<Opponent> = levels().map { Opponent.Computer(it) } + Opponent.Friend
            ChoiceGroup(
                stringResource(R.string.new_game_opponent), opponents, choice.opponent,
                label = { words.opponent(it) },
                tag = { "opponent-${(it as? Opponent.Computer)?.level?.name?.lowercase() ?: "friend"}" },
            ) { choice = choice.copy(opponent = it) }
            val againstComputer = choice.opponent is Opponent.Computer
            if (againstComputer) {
                ChoiceGroup(
                    stringResource(R.string.new_game_side), listOf(Side.SOUTH, Side.NORTH), choice.side,
                    label = { words.side(it) }, tag = { "side-${it.name.lowercase()}" },
                ) { choice = choice.copy(side = it) }
            }
            val firstLabels = if (againstComputer) R.string.first_you to R.string.first_computer else R.string.player_bottom to R.string.player_top
            ChoiceGroup(
                stringResource(R.string.new_game_first), listOf(true, false), choice.youStart,
                label = { stringResource(if (it) firstLabels.first else firstLabels.second) },
                tag = { if (it) "first-you" else "first-other" },
            ) { choice = choice.copy(youStart = it) }
            ChoiceGroup(
                stringResource(R.string.new_game_variant), listOf(Variant.TRADITIONAL, Variant.BEGINNER), choice.variant,
                label = {
                    val stones = ruleFacts(it).stonesPerPlayer
                    pluralStringResource(if (it == Variant.TRADITIONAL) R.plurals.variant_traditional else R.plurals.variant_beginner, stones, stones)
                },
                tag = { "variant-${it.name.lowercase()}" },
            ) { choice = choice.copy(variant = it) }
            ChoiceGroup(
                stringResource(R.string.new_game_capture_sowing),
                listOf(CaptureSowing.AFTER_CAPTURING_HOUSE, CaptureSowing.FROM_LAP_START), choice.captureSowing,
                label = {
                    stringResource(if (it == CaptureSowing.AFTER_CAPTURING_HOUSE) R.string.capture_sowing_after_captor else R.string.capture_sowing_lap_start)
                },
                tag = { "capture-sowing-${it.name.lowercase()}" },
            ) { choice = choice.copy(captureSowing = it) }
            SwitchRow(
                stringResource(R.string.new_game_expert_opening), stringResource(R.string.new_game_expert_opening_detail),
                choice.expertOpening, "expert-opening",
            ) { choice = choice.copy(expertOpening = it) }
            Button(onClick = { onStart(choice) }, modifier = Modifier.fillMaxWidth().testTag("start")) { Text(stringResource(R.string.action_start)) }
        }
    }
}

/** The sheet's choice through a rotation, as the JSON the app remembers it by. */
private val choiceSaver = Saver<NewGameChoice, String>(save = { newGameChoiceJson(it) }, restore = { newGameChoiceFromJson(it) })
