package app.kiela.ui.puzzles

import androidx.activity.compose.BackHandler
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Card
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.AppEvent
import app.kiela.core.exercisePlacePhrase
import app.kiela.core.exerciseTitlePhrase
import app.kiela.core.exercisesOfferPhrase
import app.kiela.ui.GameViewModel
import app.kiela.ui.Phrases

/**
 * A row of exercises (the person's mistakes as puzzles) as the driver opened it
 * (`OpenExercises`): the exercise open on the puzzle screen, titled with the turn it comes from
 * and its place in the row ("Your move on turn 12 · 2 of 5"), Next exercise while the row goes
 * on. Back (the arrow or the system's) leaves it.
 */
@Composable
fun ExercisesPlace(game: GameViewModel, phrases: Phrases, onBack: () -> Unit) {
    BackHandler(onBack = onBack)
    val view = game.puzzle
    val row = view?.exercise
    // No row open (the process died meanwhile, and the row with it): back where it came from.
    LaunchedEffect(row == null) { if (row == null) onBack() }
    if (view == null || row == null) return
    DrivenPuzzle(
        game, view, phrases.text(exerciseTitlePhrase(row.exercise.turn)) + " · " + phrases.text(exercisePlacePhrase(row.place, row.count)), phrases,
        onNext = if (row.next) ({ game.handle(AppEvent.NextExercise) }) else null,
        onBack = onBack,
        nextLabel = stringResource(R.string.exercise_next),
    )
}

/**
 * The puzzles screen's "Your mistakes": how many exercises wait and the way into them, or how
 * they come (a game reviewed) when none do.
 */
@Composable
fun MistakesCard(waiting: Int, phrases: Phrases, onStart: () -> Unit, modifier: Modifier = Modifier) {
    Card(modifier.widthIn(max = LIST_WIDTH).fillMaxWidth().testTag("mistakes")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(stringResource(R.string.exercises_title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
            if (waiting == 0) {
                Text(stringResource(R.string.exercises_empty), style = MaterialTheme.typography.bodyLarge, modifier = Modifier.testTag("mistakes-empty"))
            } else {
                FilledTonalButton(onClick = onStart, modifier = Modifier.fillMaxWidth().testTag("mistakes-start")) {
                    Text(phrases.text(exercisesOfferPhrase(waiting)), textAlign = TextAlign.Center)
                }
            }
        }
    }
}
