package app.kiela.ui.puzzles

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.Icon
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.GradeProgress
import app.kiela.core.PuzzlesOverview
import app.kiela.core.puzzleGradePhrase
import app.kiela.core.puzzleKindPhrase
import app.kiela.core.puzzleProgressPhrase
import app.kiela.ui.Phrases

/** The widest the puzzles screen's cards and rows grow on a tablet. */
internal val LIST_WIDTH = 640.dp

/**
 * Today's puzzle (the same for everyone on a day, chosen by the core from the date): what it
 * asks and its grade, the streak of days and the best, and Solve it, or a tick once solved today.
 */
@Composable
fun DailyCard(overview: PuzzlesOverview, phrases: Phrases, onOpen: (String) -> Unit, modifier: Modifier = Modifier) {
    val daily = overview.daily
    val puzzle = daily.puzzle
    val colors = MaterialTheme.colorScheme
    Card(
        colors = CardDefaults.cardColors(containerColor = colors.primaryContainer, contentColor = colors.onPrimaryContainer),
        modifier = modifier.widthIn(max = LIST_WIDTH).fillMaxWidth().testTag("daily"),
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(stringResource(R.string.daily_puzzle_title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
            Text(
                phrases.text(puzzleKindPhrase(puzzle.kind)) + " · " + phrases.text(puzzleGradePhrase(puzzle.grade)),
                style = MaterialTheme.typography.bodyLarge,
                modifier = Modifier.testTag("daily-kind"),
            )
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                    val streak = overview.streak
                    Text(
                        pluralStringResource(R.plurals.daily_streak, streak, streak),
                        style = MaterialTheme.typography.titleMedium.copy(fontWeight = FontWeight.Bold),
                        modifier = Modifier.testTag("daily-streak"),
                    )
                    val best = overview.bestStreak
                    if (best > 0) {
                        Text(pluralStringResource(R.plurals.daily_best_streak, best, best), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag("daily-best"))
                    }
                }
                if (daily.solvedToday) {
                    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp), modifier = Modifier.testTag("daily-solved")) {
                        Icon(painterResource(R.drawable.ic_check), contentDescription = null, tint = colors.primary, modifier = Modifier.size(24.dp))
                        Text(stringResource(R.string.daily_solved_today), style = MaterialTheme.typography.labelLarge)
                    }
                } else {
                    Button(onClick = { onOpen(puzzle.id) }, modifier = Modifier.testTag("daily-play")) { Text(stringResource(R.string.daily_play)) }
                }
            }
        }
    }
}

/**
 * The shipped puzzles solved: all of them, then each grade with a bar and its kinds ("Win in
 * 2 moves — 3 of 40 solved"), as the core counts them.
 */
@Composable
fun ProgressCard(overview: PuzzlesOverview, phrases: Phrases, modifier: Modifier = Modifier) {
    Card(modifier.widthIn(max = LIST_WIDTH).fillMaxWidth().testTag("progress")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(stringResource(R.string.puzzle_progress_by_grade), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
            Text(phrases.text(puzzleProgressPhrase(overview.solved, overview.total)), style = MaterialTheme.typography.titleMedium, modifier = Modifier.testTag("puzzles-progress"))
            Bar(overview.solved, overview.total)
            for (grade in overview.grades) GradeRow(grade, phrases)
        }
    }
}

@Composable
private fun GradeRow(grade: GradeProgress, phrases: Phrases) {
    val colors = MaterialTheme.colorScheme
    Column(Modifier.padding(top = 4.dp).testTag("progress-${grade.grade.name.lowercase()}"), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(phrases.text(puzzleGradePhrase(grade.grade)), style = MaterialTheme.typography.titleMedium, color = colors.primary, modifier = Modifier.weight(1f))
            Text(phrases.text(puzzleProgressPhrase(grade.solved, grade.total)), style = MaterialTheme.typography.bodyMedium)
        }
        Bar(grade.solved, grade.total)
        for (kind in grade.kinds) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(phrases.text(puzzleKindPhrase(kind.kind)), style = MaterialTheme.typography.bodyMedium, color = colors.onSurfaceVariant, modifier = Modifier.weight(1f))
                Text(phrases.text(puzzleProgressPhrase(kind.solved, kind.total)), style = MaterialTheme.typography.bodySmall, color = colors.onSurfaceVariant)
            }
        }
    }
}

@Composable
private fun Bar(done: Int, total: Int) {
    LinearProgressIndicator(progress = { if (total <= 0) 0f else done.toFloat() / total }, modifier = Modifier.fillMaxWidth())
}
