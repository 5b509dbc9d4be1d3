package app.kiela.ui.review

import android.util.Log
import androidx.activity.compose.LocalActivity
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.AppEvent
import app.kiela.core.GameReview
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.ReviewSeats
import app.kiela.core.ReviewedTurn
import app.kiela.core.Side
import app.kiela.core.ReviewPhase
import app.kiela.core.Verdict
import app.kiela.core.VerdictCounts
import app.kiela.core.graphCaptionPhrase
import app.kiela.core.graphDescriptionPhrase
import app.kiela.core.graphStatePhrase
import app.kiela.core.reviewBoardPhrase
import app.kiela.core.reviewLinePhrase
import app.kiela.core.reviewPlayerPhrase
import app.kiela.core.reviewProgressPhrase
import app.kiela.core.reviewSummaryPhrase
import app.kiela.core.verdictPhrase
import app.kiela.game.BoardGeometry
import app.kiela.ui.GameViewModel
import app.kiela.ui.Phrases
import app.kiela.ui.board.BoardContent
import app.kiela.ui.board.BoardPicture
import app.kiela.ui.theme.boardColors

/**
 * The review of a finished game. While the core reviews it (on a worker), a progress bar and
 * Cancel; then the graph of winning chances (a tap or a drag picks a turn), the turn's line, previous
 * and next, the board before the turn with the house played (a dashed ring) and, when it was not
 * the best, the better move (the hint's glow), and each player's verdicts counted. Leaving the
 * screen cancels a review still running; a rotation does not.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ReviewScreen(request: ReviewRequest, game: GameViewModel, phrases: Phrases, onBack: () -> Unit) {
    val activity = LocalActivity.current
    DisposableEffect(request) {
        game.handle(AppEvent.OpenReview(request.record, request.seats))
        onDispose { if (activity?.isChangingConfigurations != true) game.handle(AppEvent.LeaveReview) }
    }
    Scaffold(
        modifier = Modifier.testTag("review"),
        topBar = {
            TopAppBar(
                title = { Text(stringResource(R.string.review_title)) },
                navigationIcon = {
                    // The arrow mirrors itself in right-to-left languages (autoMirrored).
                    IconButton(onClick = onBack, modifier = Modifier.testTag("back")) {
                        Icon(painterResource(R.drawable.ic_arrow_back), contentDescription = stringResource(R.string.action_back))
                    }
                },
            )
        },
    ) { padding ->
        Box(Modifier.fillMaxSize().padding(padding)) {
            // Only the review of this record from these seats: never another side's numbers.
            val review = game.review?.takeIf { it.record == request.record && it.seats == request.seats }
            when (val phase = review?.phase) {
                null -> Running(0, 0, phrases, onCancel = onBack)
                is ReviewPhase.Running -> Running(phase.done, phase.total, phrases, onCancel = onBack)
                is ReviewPhase.Failed -> {
                    LaunchedEffect(phase) { Log.w("Kiela", "the review failed: ${phase.reason}") }
                    Message(stringResource(R.string.review_failed), onBack)
                }
                is ReviewPhase.Reviewed ->
                    if (phase.review.turns.isEmpty()) Message(stringResource(R.string.review_empty), onBack)
                    else Reviewed(phase.review, request.record, phrases)
            }
        }
    }
}

/** The review under way: how far it has come, and Cancel. */
@Composable
private fun Running(done: Int, total: Int, phrases: Phrases, onCancel: () -> Unit) {
    Column(
        Modifier.fillMaxSize().padding(24.dp),
        verticalArrangement = Arrangement.spacedBy(16.dp, Alignment.CenterVertically),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Text(stringResource(R.string.review_running), style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
        val bar = Modifier.fillMaxWidth().widthIn(max = 480.dp).testTag("review-progress")
        if (total > 0) {
            LinearProgressIndicator(progress = { done.toFloat() / total }, modifier = bar)
            Text(phrases.text(reviewProgressPhrase(done, total)), style = MaterialTheme.typography.bodyMedium)
        } else {
            LinearProgressIndicator(modifier = bar)
        }
        OutlinedButton(onClick = onCancel, modifier = Modifier.testTag("review-cancel")) { Text(stringResource(R.string.review_cancel)) }
    }
}

/** A review that cannot be shown (the record was refused, or it has no sowing), and back. */
@Composable
private fun Message(text: String, onBack: () -> Unit) {
    Column(
        Modifier.fillMaxSize().padding(24.dp),
        verticalArrangement = Arrangement.spacedBy(16.dp, Alignment.CenterVertically),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Text(text, style = MaterialTheme.typography.bodyLarge, textAlign = TextAlign.Center, modifier = Modifier.testTag("review-message"))
        Button(onClick = onBack) { Text(stringResource(R.string.action_back)) }
    }
}

/** The review itself, opened at the turn the core picks; in landscape the board beside the graph. */
@Composable
private fun Reviewed(review: GameReview, record: String, phrases: Phrases) {
    val turns = review.turns
    var selected by rememberSaveable(record, review.seats) { mutableIntStateOf(review.opening) }
    val index = selected.coerceIn(0, turns.size - 1)
    val turn = turns[index]
    val select = { i: Int -> selected = i.coerceIn(0, turns.size - 1) }
    val graph = @Composable { GraphPanel(review, index, select, phrases) }
    val line = @Composable { TurnLine(turn, review.seats, phrases) }
    val steps = @Composable { Steps(index, turns.size, select) }
    val board = @Composable { ReviewBoard(turn, review.viewer, phrases) }
    val summary = @Composable { Summary(review, phrases) }
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val column = @Composable { modifier: Modifier, content: @Composable ColumnScope.() -> Unit ->
            Column(
                modifier.verticalScroll(rememberScrollState()).padding(horizontal = 16.dp, vertical = 8.dp),
                verticalArrangement = Arrangement.spacedBy(12.dp),
                content = content,
            )
        }
        if (maxWidth > maxHeight * 1.2f) {
            Row(Modifier.fillMaxSize()) {
                column(Modifier.weight(1f)) { graph(); line(); steps(); summary() }
                column(Modifier.weight(1f)) { board() }
            }
        } else {
            column(Modifier.fillMaxSize()) { graph(); line(); steps(); board(); summary() }
        }
    }
}

@Composable
private fun GraphPanel(review: GameReview, selected: Int, onSelect: (Int) -> Unit, phrases: Phrases) {
    Surface(color = MaterialTheme.colorScheme.surfaceContainerHighest, shape = MaterialTheme.shapes.medium, modifier = Modifier.fillMaxWidth()) {
        Column(Modifier.padding(vertical = 8.dp)) {
            Text(
                phrases.text(graphCaptionPhrase(review.seats)),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                modifier = Modifier.padding(horizontal = 12.dp),
            )
            EvaluationGraph(
                review = review,
                selected = selected,
                onSelect = onSelect,
                description = phrases.text(graphDescriptionPhrase(review)),
                state = phrases.text(graphStatePhrase(review.turns[selected])),
                previousLabel = stringResource(R.string.review_previous),
                nextLabel = stringResource(R.string.review_next),
                modifier = Modifier.fillMaxWidth().height(150.dp).testTag("review-graph"),
            )
        }
    }
}

/** The turn's line beside its verdict's mark: said by TalkBack as it changes, the houses in words. */
@Composable
private fun TurnLine(turn: ReviewedTurn, seats: ReviewSeats, phrases: Phrases) {
    val spoken = phrases.text(reviewLinePhrase(turn, seats, true))
    Row(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
        VerdictMark(turn.verdict, verdictColors(), size = 22.dp)
        Text(
            phrases.text(reviewLinePhrase(turn, seats, false)),
            style = MaterialTheme.typography.bodyLarge,
            minLines = 2,
            modifier = Modifier.weight(1f).testTag("review-turn-line").semantics {
                contentDescription = spoken
                liveRegion = LiveRegionMode.Polite
            },
        )
    }
}

/** Previous and next turn (their labels wrap with large text rather than being cut). */
@Composable
private fun Steps(selected: Int, count: Int, onSelect: (Int) -> Unit) {
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        FilledTonalButton(onClick = { onSelect(selected - 1) }, enabled = selected > 0, modifier = Modifier.weight(1f).testTag("review-previous")) {
            Icon(painterResource(R.drawable.ic_review_previous), contentDescription = null, modifier = Modifier.size(20.dp))
            Text(stringResource(R.string.review_previous), textAlign = TextAlign.Center)
        }
        FilledTonalButton(onClick = { onSelect(selected + 1) }, enabled = selected < count - 1, modifier = Modifier.weight(1f).testTag("review-next")) {
            Text(stringResource(R.string.review_next), textAlign = TextAlign.Center)
            Icon(painterResource(R.drawable.ic_review_next), contentDescription = null, modifier = Modifier.size(20.dp))
        }
    }
}

/** The board before the turn, drawn as the game draws it: the house played ringed, the better move glowing. */
@Composable
private fun ReviewBoard(turn: ReviewedTurn, viewer: Side, phrases: Phrases) {
    val content = BoardContent(
        board = turn.boardBefore,
        viewer = viewer,
        legal = emptyList(),
        marks = listOf(HouseMark(turn.played.index, MarkKind.Lifted)),
        hintHouse = if (turn.verdict == Verdict.BEST) -1 else turn.best.index,
    )
    Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
        BoardPicture(content, boardColors(), phrases.text(reviewBoardPhrase(turn)), Modifier.fillMaxWidth().aspectRatio(BoardGeometry.ASPECT_RATIO).testTag("review-board"))
        Text(
            stringResource(if (turn.verdict == Verdict.BEST) R.string.review_legend_played else R.string.review_legend_better),
            style = MaterialTheme.typography.bodySmall,
            color = MaterialTheme.colorScheme.onSurfaceVariant,
            modifier = Modifier.clearAndSetSemantics {}, // the board's description says it
        )
    }
}

/** Each player's verdicts counted, the viewer's first: one card each, read as one line. */
@Composable
private fun Summary(review: GameReview, phrases: Phrases) {
    val colors = verdictColors()
    val locale = LocalConfiguration.current.locales[0]
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(stringResource(R.string.review_summary_title), style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            for (side in review.sidesInOrder().toList()) {
                val counts = review.counts(side)
                val description = phrases.text(reviewSummaryPhrase(side, review))
                Card(
                    colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerHighest),
                    modifier = Modifier.weight(1f).testTag("review-summary-${side.name.lowercase()}").clearAndSetSemantics { contentDescription = description },
                ) {
                    Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                        Text(phrases.text(reviewPlayerPhrase(side, review.seats)), style = MaterialTheme.typography.titleSmall)
                        for (verdict in Verdict.entries) {
                            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                                VerdictMark(verdict, colors)
                                Text(phrases.text(verdictPhrase(verdict)), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
                                Text(String.format(locale, "%d", counts[verdict]), style = MaterialTheme.typography.bodyMedium)
                            }
                        }
                    }
                }
            }
        }
    }
}

/** A side's verdicts, counted by the core. */
private fun GameReview.counts(side: Side): VerdictCounts = if (side == Side.SOUTH) south else north

/** The two sides as the review lists them: the viewer's first. */
private fun GameReview.sidesInOrder(): Pair<Side, Side> = viewer to if (viewer == Side.SOUTH) Side.NORTH else Side.SOUTH

/** The count of one verdict. */
private operator fun VerdictCounts.get(verdict: Verdict): Int = when (verdict) {
    Verdict.BEST -> best
    Verdict.GOOD -> good
    Verdict.INACCURACY -> inaccuracy
    Verdict.MISTAKE -> mistake
    Verdict.BLUNDER -> blunder
}
