package app.kiela.ui

import androidx.activity.compose.BackHandler
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import app.kiela.R
import app.kiela.game.Notice

/**
 * The whole app: the game, and the menu's places over it (the new-game sheet on top of the game;
 * rules, statistics and settings as screens of their own, their back arrow and the system back
 * returning to the game).
 */
@Composable
fun KielaApp(viewModel: GameViewModel, onShare: (String) -> Unit) {
    if (viewModel.loading) return LoadingScreen()
    val resources = LocalContext.current.resources
    val words = remember(resources) { Words(resources) }
    var destination by rememberSaveable { mutableStateOf<Destination?>(null) }
    val back = { destination = null }
    // The system back (and its predictive gesture, android:enableOnBackInvokedCallback) returns
    // from a screen to the game; the sheet's own window handles it while the sheet is open.
    BackHandler(enabled = destination != null, onBack = back)
    val state = viewModel.state
    val share = { onShare(viewModel.model.recordText()) }
    when (destination) {
        Destination.RULES -> RulesScreen(back)
        Destination.STATISTICS -> StatisticsScreen(state.statistics, words, back)
        Destination.SETTINGS -> SettingsScreen(state.speed, viewModel.haptics, words, viewModel.model::setAnimationSpeed, viewModel::changeHaptics, back)
        null, Destination.NEW_GAME -> {
            GameScreen(state, viewModel.model, viewModel.animations, words, viewModel.haptics, onNewGame = { destination = Destination.NEW_GAME }, onMenu = { destination = it }, onShare = share)
            if (destination == Destination.NEW_GAME) {
                NewGameSheet(viewModel.choice, words, onStart = { viewModel.startGame(it); destination = null }, onDismiss = back)
            }
        }
    }
    val unreadable = when (state.notice) {
        Notice.SaveUnreadable -> R.string.save_corrupt
        Notice.StatisticsUnreadable -> R.string.statistics_unreadable
        else -> null
    }
    if (unreadable != null) {
        AlertDialog(
            onDismissRequest = viewModel.model::noticeShown,
            confirmButton = { TextButton(onClick = viewModel.model::noticeShown) { Text(stringResource(android.R.string.ok)) } },
            text = { Text(stringResource(unreadable)) },
        )
    }
}
