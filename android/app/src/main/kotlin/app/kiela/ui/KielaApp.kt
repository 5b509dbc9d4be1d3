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
import app.kiela.ui.guide.GuideAnswer
import app.kiela.ui.guide.GuideOffer
import app.kiela.ui.puzzles.PuzzlesPlace
import app.kiela.ui.review.ReviewRequest
import app.kiela.ui.review.ReviewScreen

/**
 * The whole app: the game, and the menu's places over it (the new-game sheet on top of the game;
 * rules, statistics, settings and the puzzles as screens of their own, their back arrow and the
 * system back returning to the game), and on the first start the offer of a guided game.
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
    // A review returns to where it was opened from: the statistics' recent games, or the game.
    var reviewing by rememberSaveable(stateSaver = ReviewRequest.Saver) { mutableStateOf<ReviewRequest?>(null) }
    val reviewBack = { destination = if (reviewing?.fromStatistics == true) Destination.STATISTICS else null }
    BackHandler(enabled = destination == Destination.REVIEW, onBack = reviewBack)
    val openReview = { request: ReviewRequest ->
        reviewing = request
        destination = Destination.REVIEW
    }
    val state = viewModel.state
    val share = { onShare(viewModel.model.recordText()) }
    val reviewGame = { openReview(ReviewRequest.ofGame(viewModel.model.recordText(), state.shown.viewer, state.shown.twoPeople)) }
    when (destination) {
        Destination.RULES -> RulesScreen(back)
        Destination.STATISTICS -> StatisticsScreen(state.statistics, words, back, onReview = openReview)
        Destination.REVIEW -> reviewing?.let { ReviewScreen(it, words, reviewBack) }
        Destination.PUZZLES -> PuzzlesPlace(viewModel, words, back)
        Destination.SETTINGS -> SettingsScreen(state.speed, viewModel.haptics, words, viewModel.model::setAnimationSpeed, viewModel::changeHaptics, back)
        null, Destination.NEW_GAME -> {
            GameScreen(state, viewModel.model, viewModel.animations, words, viewModel.haptics, onNewGame = { destination = Destination.NEW_GAME }, onMenu = { destination = it }, onShare = share, onReview = reviewGame,
                guide = viewModel.guide.takeIf { it.on }, onGuide = viewModel::startGuidedGame, onStopGuide = viewModel.guide::stop)
            if (destination == Destination.NEW_GAME) {
                NewGameSheet(viewModel.choice, words, onStart = { viewModel.startGame(it); destination = null }, onDismiss = back)
            }
            // The first start's offer of a guided game, over the game.
            if (destination == null && viewModel.guide.offering) {
                GuideOffer { answer ->
                    viewModel.guide.answer(answer)
                    if (answer == GuideAnswer.START) viewModel.startGuidedGame()
                }
            }
        }
    }
    val unreadable = when (state.notice) {
        Notice.SaveUnreadable -> R.string.save_corrupt
        Notice.StatisticsUnreadable -> R.string.statistics_unreadable
        Notice.StatisticsPartSetAside -> R.string.history_set_aside
        Notice.SaveFromNewerVersion -> R.string.save_newer
        Notice.StatisticsFromNewerVersion -> R.string.statistics_newer
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
