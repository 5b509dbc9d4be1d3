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
import androidx.compose.material3.LinearProgressIndicator
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
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.viewmodel.compose.viewModel
import app.kiela.R
import app.kiela.core.Puzzle
import app.kiela.core.PuzzleGrade
import app.kiela.core.allPuzzles
import app.kiela.ui.GameViewModel
import app.kiela.ui.Words

/**
 * The menu's puzzles: the list, and a puzzle opened from it. The system back returns from a
 * puzzle to the list (from the list, the app's own back returns to the game). A puzzle solved
 * is counted in the game's statistics, through the game's model, so its bookkeeping keeps it.
 */
@Composable
fun PuzzlesPlace(game: GameViewModel, words: Words, onBack: () -> Unit) {
    val puzzles = remember { allPuzzles() }
    val resources = LocalContext.current.resources
    val puzzleWords = remember(resources) { PuzzleWords(resources) }
    val puzzling = viewModel { PuzzlesViewModel() }
    var open by rememberSaveable { mutableStateOf<String?>(null) }
    val state = game.state
    val id = open
    if (id == null) {
        PuzzleList(puzzles, state.statistics.solvedPuzzles, puzzleWords, onOpen = { chosen ->
            puzzling.open(chosen, state.speed)
            open = chosen
        }, onBack = onBack)
        return
    }
    val close = {
        puzzling.leave()
        open = null
    }
    BackHandler(onBack = close)
    // After the process died the puzzle is opened again, from its start.
    LaunchedEffect(id) { puzzling.open(id, state.speed) }
    val view = puzzling.view?.takeIf { it.puzzle.id == id } ?: return
    val index = puzzles.indexOfFirst { it.id == id }
    val next = puzzles.getOrNull(index + 1)
    LaunchedEffect(id, view.state) {
        if (view.state == app.kiela.core.PuzzleState.Solved) game.model.solvedPuzzle(id)
    }
    PuzzleScreen(
        view = view,
        number = index + 1,
        words = words,
        puzzleWords = puzzleWords,
        animations = puzzling.animations,
        haptics = game.haptics,
        onTap = puzzling::tap,
        onAnimationDone = puzzling::animationDone,
        onRestart = puzzling::restart,
        onNext = next?.let { { puzzling.open(it.id, state.speed); open = it.id } },
        onBack = close,
    )
}

/**
 * Every puzzle, grouped by grade (easy first), each row what it asks and a tick once solved,
 * with how many are solved of all and of each grade.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun PuzzleList(puzzles: List<Puzzle>, solvedIds: List<String>, words: PuzzleWords, onOpen: (String) -> Unit, onBack: () -> Unit) {
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
            item(key = "progress") {
                val done = puzzles.count { it.id in solved }
                Column(Modifier.widthIn(max = 640.dp).fillMaxWidth().padding(horizontal = 20.dp, vertical = 12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    Text(words.progress(done, puzzles.size), style = MaterialTheme.typography.titleMedium, modifier = Modifier.testTag("puzzles-progress"))
                    LinearProgressIndicator(progress = { if (puzzles.isEmpty()) 0f else done.toFloat() / puzzles.size }, modifier = Modifier.fillMaxWidth())
                }
            }
            for (grade in PuzzleGrade.entries) {
                val ofGrade = grades[grade] ?: continue
                item(key = "grade-$grade") {
                    val done = ofGrade.count { it.value.id in solved }
                    Row(
                        Modifier.widthIn(max = 640.dp).fillMaxWidth().padding(start = 20.dp, end = 20.dp, top = 16.dp, bottom = 4.dp)
                            .testTag("grade-${grade.name.lowercase()}").semantics(mergeDescendants = true) { heading() },
                        verticalAlignment = Alignment.CenterVertically,
                        horizontalArrangement = Arrangement.spacedBy(12.dp),
                    ) {
                        Text(words.grade(grade), style = MaterialTheme.typography.titleLarge, color = MaterialTheme.colorScheme.primary, modifier = Modifier.weight(1f))
                        Text(words.progress(done, ofGrade.size), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                    }
                }
                items(ofGrade, key = { it.value.id }) { (index, puzzle) ->
                    PuzzleRow(index + 1, puzzle, puzzle.id in solved, words, onOpen)
                }
            }
        }
    }
}

@Composable
private fun PuzzleRow(number: Int, puzzle: Puzzle, solved: Boolean, words: PuzzleWords, onOpen: (String) -> Unit) {
    Column(Modifier.widthIn(max = 640.dp).fillMaxWidth()) {
        ListItem(
            // Its number in a round badge, said as "Puzzle 12".
            leadingContent = {
                Surface(shape = CircleShape, color = MaterialTheme.colorScheme.secondaryContainer, modifier = Modifier.size(40.dp).clearAndSetSemantics { contentDescription = words.number(number) }) {
                    Box(contentAlignment = Alignment.Center) {
                        Text(number.toString(), style = MaterialTheme.typography.labelLarge, color = MaterialTheme.colorScheme.onSecondaryContainer)
                    }
                }
            },
            headlineContent = { Text(words.kind(puzzle.kind)) },
            trailingContent = {
                if (solved) {
                    Icon(
                        painterResource(R.drawable.ic_check),
                        contentDescription = words.solvedMark(),
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
