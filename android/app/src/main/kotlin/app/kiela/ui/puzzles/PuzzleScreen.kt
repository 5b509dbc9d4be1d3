package app.kiela.ui.puzzles

import android.content.ContentResolver
import android.provider.Settings
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.max
import androidx.compose.ui.unit.min
import app.kiela.R
import app.kiela.core.PuzzleScreen as PuzzleView
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.CueKind
import app.kiela.core.MoveOutcome
import app.kiela.core.PuzzleState
import app.kiela.core.Side
import app.kiela.core.houseLabelPhrase
import app.kiela.core.puzzleKeepGoingPhrase
import app.kiela.core.puzzleTaskPhrase
import app.kiela.core.puzzleVerdictTitlePhrase
import app.kiela.core.puzzleVerdictWhyPhrase
import app.kiela.core.refusalPhrase
import app.kiela.game.BoardGeometry
import app.kiela.ui.BoardBesidePanel
import app.kiela.ui.Phrases
import app.kiela.ui.PortraitColumn
import app.kiela.ui.largeText
import app.kiela.ui.board.Board
import app.kiela.ui.board.BoardContent
import app.kiela.ui.board.PlayTurn
import app.kiela.ui.board.TurnAnimation
import app.kiela.ui.board.TurnAnimations
import app.kiela.ui.theme.boardColors

/**
 * One puzzle (or an exercise made from the person's own mistake, with its [title] and
 * [nextLabel]): its task, the board (the person's rows at the bottom, every house read and sown
 * by TalkBack as on the game screen), and under it what happened: the verdict once the try and
 * the opponent's answer have played (a miss shows its answer glowing on the board as it was
 * before the try); Try again and Next puzzle at the foot. In landscape the board fills the
 * height on the left and the rest sits beside it.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun PuzzleScreen(
    view: PuzzleView,
    title: String,
    phrases: Phrases,
    animations: TurnAnimations,
    haptics: Boolean,
    onCue: (TurnAnimation, CueKind) -> Unit,
    onTap: (Int) -> Unit,
    onAnimationDone: (MoveOutcome) -> Unit,
    onRestart: () -> Unit,
    onNext: (() -> Unit)?,
    onBack: () -> Unit,
    nextLabel: String = stringResource(R.string.puzzle_next),
) {
    val head = view.animation
    val resolver = LocalContext.current.contentResolver
    // The same player as the game's: the try, then the opponent's answer after its beat.
    val animation = head?.let { animations.of(it) { animatorScale(resolver) } }
    // Heard as the game's turns are: the same cues, the same sounds.
    if (animation != null) PlayTurn(animation, haptics, onCue = { onCue(animation, it) }, onDone = onAnimationDone)

    val verdict = view.verdict
    val miss = (verdict as? PuzzleState.Missed)?.miss
    val answer = when (miss) {
        is app.kiela.core.PuzzleMiss.TookFewer -> miss.answer
        is app.kiela.core.PuzzleMiss.WinEscaped -> miss.answer
        is app.kiela.core.PuzzleMiss.NotBetter -> miss.answer
        null -> null
    }
    val shown = view.shown
    val tried = view.last
    val content = if (answer != null && tried != null) {
        // The board as it was before the try: the house tried ringed as a lifted house is, the
        // answer glowing as a hint does.
        BoardContent(tried.tried.board, Side.SOUTH, emptyList(), listOf(HouseMark(tried.triedHouse.index, MarkKind.Lifted)), hintHouse = answer.index)
    } else {
        BoardContent(
            board = shown.board,
            viewer = Side.SOUTH,
            legal = if (view.board) shown.legalHouses else emptyList(),
            marks = shown.lastMoveMarks,
        )
    }
    val houseLabel: (Int) -> String = { index ->
        phrases.text(houseLabelPhrase(index, content.board[index], Side.SOUTH, index in content.legal, index == content.hintHouse))
    }
    val board = @Composable { modifier: Modifier ->
        Board(content, animation, boardColors(), houseLabel, stringResource(R.string.house_sow_action), onTap, modifier.testTag("board"))
    }
    val task = @Composable {
        Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Text(phrases.text(puzzleTaskPhrase(view.puzzle.kind)), style = MaterialTheme.typography.titleMedium, modifier = Modifier.testTag("puzzle-task"))
            Text(stringResource(R.string.puzzle_you_play), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
    val said = @Composable { Verdict(view, phrases, fitted = false) }
    val buttons = @Composable {
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp), modifier = Modifier.testTag("puzzle-buttons")) {
            OutlinedButton(onClick = onRestart, enabled = view.last != null && !view.playing, modifier = Modifier.weight(1f).testTag("puzzle-restart")) {
                Text(stringResource(R.string.puzzle_try_again), textAlign = TextAlign.Center)
            }
            Button(onClick = { onNext?.invoke() }, enabled = onNext != null, modifier = Modifier.weight(1f).testTag("puzzle-next")) {
                Text(nextLabel, textAlign = TextAlign.Center)
            }
        }
    }

    Scaffold(
        modifier = Modifier.testTag("puzzle"),
        topBar = {
            TopAppBar(
                title = { Text(title) },
                navigationIcon = {
                    IconButton(onClick = onBack, modifier = Modifier.testTag("back")) {
                        Icon(painterResource(R.drawable.ic_arrow_back), contentDescription = stringResource(R.string.action_back))
                    }
                },
            )
        },
        containerColor = MaterialTheme.colorScheme.background,
    ) { padding ->
        BoardBesidePanel(
            padding,
            spacing = 12.dp,
            board = board,
            panel = {
                task()
                said()
                buttons()
            },
        ) { width, _ ->
            // The board as tall as its cells may be, and never under 45 % of the screen.
            val screen = LocalConfiguration.current.screenHeightDp.dp
            val tallest = width / BoardGeometry.COLUMNS * BoardGeometry.MAX_CELL_ASPECT * BoardGeometry.ROWS
            PortraitColumn(
                leastBoard = min(max(screen * 0.45f, MIN_ROW_HEIGHT * BoardGeometry.ROWS), tallest),
                tallestBoard = tallest,
                fillLeast = verdictLeast(),
                above = { Box(Modifier.padding(horizontal = 16.dp)) { task() } },
                board = { board(Modifier.fillMaxSize()) },
                under = null,
                fill = { Box(Modifier.padding(horizontal = 16.dp)) { Verdict(view, phrases, fitted = true) } },
                // Try again and Next at the foot of the screen, within reach of a thumb, at any text size.
                foot = { Box(Modifier.padding(start = 16.dp, end = 16.dp, bottom = 12.dp)) { buttons() } },
            )
        }
    }
}

/**
 * What the puzzle says under the board, in a live region that TalkBack reads as it changes, a
 * card at least [verdictLeast] tall so that nothing jumps: the verdict and why, a refused tap,
 * or after the opponent's answer how many moves are left. [fitted], it fills the height it is
 * given and scrolls its words within it.
 */
@Composable
private fun Verdict(view: PuzzleView, phrases: Phrases, fitted: Boolean) {
    val verdict = view.verdict
    val solved = verdict == PuzzleState.Solved
    val colors = MaterialTheme.colorScheme
    Surface(
        shape = RoundedCornerShape(12.dp),
        color = when {
            verdict == null -> colors.surfaceVariant.copy(alpha = 0.7f)
            solved -> colors.primaryContainer
            else -> colors.errorContainer.copy(alpha = 0.6f)
        },
        modifier = (if (fitted) Modifier.fillMaxSize() else Modifier.fillMaxWidth().heightIn(min = verdictLeast())).testTag("verdict-card"),
    ) {
        Column(
            Modifier
                .then(if (fitted) Modifier.verticalScroll(rememberScrollState()) else Modifier)
                .padding(horizontal = 14.dp, vertical = 8.dp)
                .testTag("puzzle-verdict")
                .semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
            verticalArrangement = Arrangement.spacedBy(2.dp),
        ) {
            val title = verdict?.let { phrases.text(puzzleVerdictTitlePhrase(it)) }
            if (verdict != null && title != null) {
                Text(
                    title,
                    style = MaterialTheme.typography.titleLarge.copy(fontWeight = FontWeight.Bold),
                    color = if (solved) colors.onPrimaryContainer else colors.onErrorContainer,
                )
                phrases.text(puzzleVerdictWhyPhrase(verdict, view.puzzle))?.let { Text(it, style = MaterialTheme.typography.bodyLarge) }
                if (!solved) Text(stringResource(R.string.puzzle_missed_shown), style = MaterialTheme.typography.bodyMedium)
            } else {
                val refusal = view.refusal
                val movesLeft = view.last?.movesLeft
                val line = when {
                    refusal != null -> phrases.text(refusalPhrase(refusal))
                    view.board && movesLeft != null -> phrases.text(puzzleKeepGoingPhrase(movesLeft))
                    else -> ""
                }
                Text(line, style = MaterialTheme.typography.bodyLarge, color = if (refusal != null) colors.error else colors.onSurface)
            }
        }
    }
}

/** The verdict's least height: three lines of its text, two with large text (they scroll). */
@Composable
private fun verdictLeast(): Dp =
    with(LocalDensity.current) { MaterialTheme.typography.bodyLarge.lineHeight.toDp() } * (if (largeText()) 2 else 3) + 16.dp

private val MIN_ROW_HEIGHT: Dp = 56.dp

/** The system's animator duration scale: 0 when the person turned animations off. */
private fun animatorScale(resolver: ContentResolver): Float =
    Settings.Global.getFloat(resolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
