package app.kiela.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.PersonRating
import app.kiela.core.RatingPoint
import app.kiela.core.ratingHistoryPhrase
import app.kiela.core.ratingValuePhrase

/**
 * The person's rating as the core keeps it (Glicko-2, unaided games against the computer):
 * "1540 ± 120" with what the ± means, and the history graph; before the first counted game,
 * how to get one. The core words the numbers (rounded once, for both apps).
 */
@Composable
fun RatingCard(rating: PersonRating, modifier: Modifier = Modifier) {
    val phrases = rememberPhrases()
    Card(modifier.fillMaxWidth().widthIn(max = 640.dp).testTag("rating")) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(stringResource(R.string.rating_title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
            if (rating.games == 0) {
                Text(stringResource(R.string.rating_none), style = MaterialTheme.typography.bodyLarge, modifier = Modifier.testTag("rating-none"))
                return@Column
            }
            Text(
                phrases.text(ratingValuePhrase(rating)),
                style = MaterialTheme.typography.displaySmall.copy(fontWeight = FontWeight.SemiBold),
                color = MaterialTheme.colorScheme.primary,
                modifier = Modifier.testTag("rating-value"),
            )
            Text(stringResource(R.string.rating_about), style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            val history = rating.history
            if (history.size >= 2) {
                Text(stringResource(R.string.rating_history), style = MaterialTheme.typography.titleSmall, modifier = Modifier.padding(top = 6.dp))
                val description = phrases.text(ratingHistoryPhrase(rating)).orEmpty()
                RatingGraph(history, Modifier.fillMaxWidth().height(120.dp).testTag("rating-graph").clearAndSetSemantics { contentDescription = description })
            }
        }
    }
}

/**
 * The rating after each counted game, oldest first, in the reading direction (right to left in
 * Arabic, as the review's graph): the band of ± the deviation shaded behind the line, a dot a
 * game, and dashed guides at the lowest and highest the band reaches.
 */
@Composable
private fun RatingGraph(points: List<RatingPoint>, modifier: Modifier) {
    val scheme = MaterialTheme.colorScheme
    val rtl = LocalLayoutDirection.current == LayoutDirection.Rtl
    Canvas(modifier) {
        val pad = 8.dp.toPx()
        val low = points.minOf { it.rating - it.deviation }
        val high = points.maxOf { it.rating + it.deviation }
        val span = (high - low).coerceAtLeast(1.0)
        val width = size.width - 2 * pad
        fun x(i: Int): Float {
            val along = pad + width * i / (points.size - 1).coerceAtLeast(1)
            return if (rtl) size.width - along else along
        }
        fun y(value: Double): Float = (pad + (size.height - 2 * pad) * (1 - (value - low) / span)).toFloat()

        val dashed = PathEffect.dashPathEffect(floatArrayOf(4.dp.toPx(), 4.dp.toPx()))
        for (guide in listOf(low, high)) {
            drawLine(scheme.outlineVariant, Offset(pad, y(guide)), Offset(size.width - pad, y(guide)), strokeWidth = 1.dp.toPx(), pathEffect = dashed)
        }
        val band = Path().apply {
            points.forEachIndexed { i, p -> if (i == 0) moveTo(x(i), y(p.rating + p.deviation)) else lineTo(x(i), y(p.rating + p.deviation)) }
            for (i in points.indices.reversed()) lineTo(x(i), y(points[i].rating - points[i].deviation))
            close()
        }
        drawPath(band, scheme.primary.copy(alpha = 0.14f))
        val line = Path().apply {
            points.forEachIndexed { i, p -> if (i == 0) moveTo(x(i), y(p.rating)) else lineTo(x(i), y(p.rating)) }
        }
        drawPath(line, scheme.primary, style = Stroke(width = 2.5f.dp.toPx(), cap = StrokeCap.Round, join = StrokeJoin.Round))
        points.forEachIndexed { i, p ->
            drawCircle(scheme.surface, 4.5f.dp.toPx(), Offset(x(i), y(p.rating)))
            drawCircle(scheme.primary, 3.dp.toPx(), Offset(x(i), y(p.rating)))
        }
    }
}
