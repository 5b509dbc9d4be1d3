package app.kiela.ui.review

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Card
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.ListItem
import androidx.compose.material3.ListItemDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.PastGame
import app.kiela.core.pastGameDetailsPhrase
import app.kiela.core.pastGameTitlePhrase
import app.kiela.ui.Phrases

/**
 * The statistics' last games, newest first: whom each was against, how it ended for the person
 * and its turns; a tap opens its review (tag `recent-game-<n>`). Nothing when there are none.
 */
@Composable
fun RecentGames(games: List<PastGame>, phrases: Phrases, onReview: (ReviewRequest) -> Unit) {
    if (games.isEmpty()) return
    val reviewLabel = stringResource(R.string.review_action)
    Column(Modifier.fillMaxWidth().widthIn(max = 640.dp).testTag("recent-games"), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(stringResource(R.string.history_recent_title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
        Card(Modifier.fillMaxWidth()) {
            games.forEachIndexed { n, game ->
                if (n > 0) HorizontalDivider()
                ListItem(
                    headlineContent = { Text(phrases.text(pastGameTitlePhrase(game))) },
                    supportingContent = { Text(phrases.text(pastGameDetailsPhrase(game))) },
                    trailingContent = { Icon(painterResource(R.drawable.ic_review_next), contentDescription = null) },
                    colors = ListItemDefaults.colors(containerColor = Color.Transparent),
                    modifier = Modifier.testTag("recent-game-$n").clickable(onClickLabel = reviewLabel) { onReview(ReviewRequest(game.record, game.seats, fromStatistics = true)) },
                )
            }
        }
    }
}
