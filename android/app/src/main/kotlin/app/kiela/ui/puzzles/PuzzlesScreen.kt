package app.kiela.ui.puzzles

import androidx.activity.compose.BackHandler
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.ListItem
import androidx.compose.material3.ListItemDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.AppEvent
import app.kiela.core.Puzzle
import app.kiela.core.PuzzleGrade
import app.kiela.core.PuzzleScreen as PuzzleView
import app.kiela.core.PuzzlesOverview
import app.kiela.core.allPuzzles
import app.kiela.core.puzzleGradePhrase
import app.kiela.core.puzzleKindPhrase
import app.kiela.core.puzzleNumberPhrase
import app.kiela.core.puzzleProgressPhrase
import app.kiela.core.puzzleTitlePhrase
import app.kiela.ui.GameViewModel
import app.kiela.ui.Phrases

/**
 * The menu's puzzles: the list, and a puzzle opened from it. The system back returns from a
 * puzzle to the list (from the list, the app's own back returns to the game). The driver plays
 * the puzzle and counts one solved in the statistics.
 */
@Composable
fun PuzzlesPlace(game: GameViewModel, phrases: Phrases, onBack: () -> Unit, onExercises: () -> Unit = {}) {
    val puzzles = remember { allPuzzles() }
    var open by rememberSaveable { mutableStateOf<String?>(null) }
    val state = game.screen
    val id = open
    if (id == null) {
        PuzzleList(puzzles, state.statistics.solvedPuzzles, state.puzzles, state.puzzles.exercisesLeft, phrases, onExercises, onOpen = { chosen ->
            game.handle(AppEvent.OpenPuzzle(chosen))
            open = chosen
        }, onBack = onBack)
        return
    }
    val close = {
        game.handle(AppEvent.LeavePuzzle)
        open = null
    }
    BackHandler(onBack = close)
    // After the process died the puzzle is opened again, from its start (the one open stays as it is).
    LaunchedEffect(id) { game.handle(AppEvent.OpenPuzzle(id)) }
    val view = game.puzzle?.takeIf { it.puzzle.id == id } ?: return
    val index = puzzles.indexOfFirst { it.id == id }
    val next = puzzles.getOrNull(index + 1)
    DrivenPuzzle(
        game, view, phrases.text(puzzleTitlePhrase(index + 1, view.puzzle.grade)), phrases,
        onNext = next?.let { { game.handle(AppEvent.OpenPuzzle(it.id)); open = it.id } },
        onBack = close,
    )
}

/** The puzzle screen of the puzzle (or exercise) the driver has open: each tap and animation an event to it. */
@Composable
internal fun DrivenPuzzle(
    game: GameViewModel,
    view: PuzzleView,
    title: String,
    phrases: Phrases,
    onNext: (() -> Unit)?,
    onBack: () -> Unit,
    nextLabel: String = stringResource(R.string.puzzle_next),
) {
    val preferences = game.screen.preferences
    PuzzleScreen(
        view = view,
        title = title,
        phrases = phrases,
        animations = game.puzzleAnimations,
        haptics = preferences.haptics,
        onCue = { animation, kind -> game.sounds.cue(animation, kind, preferences.sound) },
        onTap = { game.handle(AppEvent.PuzzleTap(it)) },
        onAnimationDone = { game.handle(AppEvent.PuzzleAnimationDone(it.revision)) },
        onRestart = { game.handle(AppEvent.RestartPuzzle) },
        onNext = onNext,
        onBack = onBack,
        nextLabel = nextLabel,
    )
}

/**
 * The puzzle of the day with the streak, the progress by grade and kind, then every puzzle,
 * grouped by grade (easy first), each row what it asks and a tick once solved.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun PuzzleList(
    puzzles: List<Puzzle>,
    solvedIds: List<String>,
    overview: PuzzlesOverview,
    exercises: Int,
    phrases: Phrases,
    onExercises: () -> Unit,
    onOpen: (String) -> Unit,
    onBack: () -> Unit,
) {
    val solved = remember(solvedIds) { solvedIds.toHashSet() }
    val grades = remember(puzzles) { puzzles.withIndex().groupBy { it.value.grade } }
    Scaffold(
        modifier = Modifier.testTag("puzzles"),
        topBar = {
            TopAppBar(
                title = { Text(stringResource(R.string.puzzle_list_title)) },
                navigationIcon = {
                    IconButton(onClick = onBack, modifier = Modifier.testTag("back")) {
                        Icon(painterResource(R.drawable.ic_arrow_back), contentDescription = stringResource(R.string.action_back))
                    }
                },
            )
        },
    ) { padding ->
        LazyColumn(
            Modifier.fillMaxSize().padding(padding).testTag("puzzle-list"),
            contentPadding = PaddingValues(bottom = 16.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            item(key = "daily") {
                DailyCard(overview, phrases, onOpen, Modifier.padding(start = 16.dp, end = 16.dp, top = 12.dp, bottom = 6.dp))
            }
            item(key = "mistakes") {
                MistakesCard(exercises, phrases, onExercises, Modifier.padding(horizontal = 16.dp, vertical = 6.dp))
            }
            item(key = "progress") {
                ProgressCard(overview, phrases, Modifier.padding(horizontal = 16.dp, vertical = 6.dp))
            }
            for (grade in PuzzleGrade.entries) {
                val ofGrade = grades[grade] ?: continue
                // The grade's count as the core made it for the progress card.
                val progress = overview.grades.firstOrNull { it.grade == grade }
                item(key = "grade-$grade") {
                    Row(
                        Modifier.widthIn(max = LIST_WIDTH).fillMaxWidth().padding(start = 20.dp, end = 20.dp, top = 16.dp, bottom = 4.dp)
                            .testTag("grade-${grade.name.lowercase()}").semantics(mergeDescendants = true) { heading() },
                        verticalAlignment = Alignment.CenterVertically,
                        horizontalArrangement = Arrangement.spacedBy(12.dp),
                    ) {
                        Text(phrases.text(puzzleGradePhrase(grade)), style = MaterialTheme.typography.titleLarge, color = MaterialTheme.colorScheme.primary, modifier = Modifier.weight(1f))
                        if (progress != null) Text(phrases.text(puzzleProgressPhrase(progress.solved, progress.total)), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    }
                }
                items(ofGrade, key = { it.value.id }) { (index, puzzle) ->
                    PuzzleRow(index + 1, puzzle, puzzle.id in solved, phrases, onOpen)
                }
            }
        }
    }
}

@Composable
private fun PuzzleRow(number: Int, puzzle: Puzzle, solved: Boolean, phrases: Phrases, onOpen: (String) -> Unit) {
    Column(Modifier.widthIn(max = LIST_WIDTH).fillMaxWidth()) {
        ListItem(
            // Its number in a round badge, said as "Puzzle 12".
            leadingContent = {
                Surface(shape = CircleShape, color = MaterialTheme.colorScheme.secondaryContainer, modifier = Modifier.size(40.dp).clearAndSetSemantics { contentDescription = phrases.text(puzzleNumberPhrase(number)) }) {
                    Box(contentAlignment = Alignment.Center) {
                        Text(number.toString(), style = MaterialTheme.typography.labelLarge, color = MaterialTheme.colorScheme.onSecondaryContainer)
                    }
                }
            },
            headlineContent = { Text(phrases.text(puzzleKindPhrase(puzzle.kind))) },
            trailingContent = {
                if (solved) {
                    Icon(
                        painterResource(R.drawable.ic_check),
                        contentDescription = stringResource(R.string.puzzle_solved_mark),
                        tint = MaterialTheme.colorScheme.primary,
                        modifier = Modifier.size(28.dp).testTag("solved-${puzzle.id}"),
                    )
                }
            },
            colors = ListItemDefaults.colors(containerColor = MaterialTheme.colorScheme.background),
            modifier = Modifier.clickable { onOpen(puzzle.id) }.padding(horizontal = 4.dp).testTag("puzzle-${puzzle.id}"),
        )
        HorizontalDivider(Modifier.padding(horizontal = 20.dp), color = MaterialTheme.colorScheme.outlineVariant.copy(alpha = 0.5f))
    }
}
