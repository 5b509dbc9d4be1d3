package app.kiela.ui

import androidx.activity.compose.BackHandler
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.res.stringResource
import app.kiela.R
import app.kiela.core.AppEvent
import app.kiela.core.NoticeKind
import app.kiela.ui.guide.GuideOffer
import app.kiela.ui.puzzles.ExercisesPlace
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
    if (viewModel.loading) return LoadingScreen(viewModel.startFailed)
    val phrases = rememberPhrases()
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
    val state = viewModel.screen
    // A new game that would throw this one away waits for the answer to the abandon question.
    val send = viewModel::handleAsking
    val share = { onShare(viewModel.recordText()) }
    val reviewGame = { openReview(ReviewRequest.ofGame(viewModel.recordText(), state.shown.viewer, state.shown.twoPeople)) }
    // A row of exercises returns to where it was opened from: the puzzles, or the game's result card.
    var exercisesFromPuzzles by rememberSaveable { mutableStateOf(false) }
    val openExercises = { record: String?, fromPuzzles: Boolean ->
        viewModel.handle(AppEvent.OpenExercises(record))
        exercisesFromPuzzles = fromPuzzles
        destination = Destination.EXERCISES
    }
    when (destination) {
        Destination.RULES -> RulesScreen(back)
        Destination.STATISTICS -> StatisticsScreen(state.statistics, phrases, back, onReview = openReview)
        Destination.REVIEW -> reviewing?.let { ReviewScreen(it, viewModel, phrases, reviewBack) }
        Destination.PUZZLES -> PuzzlesPlace(viewModel, phrases, back, onExercises = { openExercises(null, true) })
        Destination.EXERCISES -> ExercisesPlace(viewModel, phrases, onBack = {
            viewModel.handle(AppEvent.LeavePuzzle)
            destination = if (exercisesFromPuzzles) Destination.PUZZLES else null
        })
        Destination.SETTINGS -> SettingsScreen(state.speed, state.preferences, phrases, send, back)
        null, Destination.NEW_GAME -> {
            GameScreen(
                viewModel, onNewGame = { destination = Destination.NEW_GAME }, onMenu = { destination = it }, onShare = share, onReview = reviewGame,
                onExercises = { openExercises(viewModel.recordText(), false) },
            )
            if (destination == Destination.NEW_GAME) {
                NewGameSheet(
                    state.preferences.choice, phrases,
                    onStart = { send(AppEvent.NewGame(it)); destination = null }, onDismiss = back,
                    yourLevel = state.statistics.rating.yourLevel,
                )
            }
            // The first start's offer of a guided game, over the game.
            if (destination == null && state.guideOffer) {
                GuideOffer { answer -> send(AppEvent.AnswerGuideOffer(answer)) }
            }
        }
    }
    val notice = state.notice
    val unreadable = when (notice?.kind) {
        NoticeKind.SaveUnreadable, NoticeKind.StatisticsUnreadable, NoticeKind.StatisticsPartSetAside,
        NoticeKind.SaveFromNewerVersion, NoticeKind.StatisticsFromNewerVersion,
        NoticeKind.NotSaved, NoticeKind.ComputerCouldNotMove -> state.words.notice
        else -> null
    }
    if (notice != null && unreadable != null) {
        val shown = { send(AppEvent.NoticeShown(notice.id)) }
        // The computer could not move: the way on is to ask it again (or a new game, from the menu).
        val retry = notice.kind == NoticeKind.ComputerCouldNotMove
        AlertDialog(
            onDismissRequest = shown,
            confirmButton = {
                if (retry) {
                    TextButton(onClick = { shown(); send(AppEvent.MoveNow) }) { Text(stringResource(R.string.computer_try_again)) }
                } else {
                    TextButton(onClick = shown) { Text(stringResource(android.R.string.ok)) }
                }
            },
            dismissButton = if (retry) ({ TextButton(onClick = shown) { Text(stringResource(R.string.action_close)) } }) else null,
            text = { Text(phrases.text(unreadable)) },
        )
    }
}
