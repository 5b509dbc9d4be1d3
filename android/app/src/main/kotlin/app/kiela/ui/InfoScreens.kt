package app.kiela.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.painterResource
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.opponentPhrase
import app.kiela.core.speedPhrase
import app.kiela.core.AnimationSpeed
import app.kiela.core.AppEvent
import app.kiela.core.Preferences
import app.kiela.core.GameSession
import app.kiela.core.HouseMark
import app.kiela.core.MarkKind
import app.kiela.core.Side
import app.kiela.core.Statistics
import app.kiela.core.Tally
import app.kiela.core.animationSpeeds
import app.kiela.core.defaultSettings
import app.kiela.ui.board.BoardPicture
import app.kiela.ui.review.RecentGames
import app.kiela.ui.review.ReviewRequest
import app.kiela.ui.board.BoardContent
import app.kiela.ui.theme.boardColors

/** A screen of the menu: a title bar with the back arrow, and a scrolling column. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun InfoScreen(title: String, tag: String, onBack: () -> Unit, content: @Composable ColumnScope.() -> Unit) {
    Scaffold(
        modifier = Modifier.testTag(tag),
        topBar = {
            TopAppBar(
                title = { Text(title) },
                navigationIcon = {
                    // The arrow mirrors itself in right-to-left languages (autoMirrored).
                    IconButton(onClick = onBack, modifier = Modifier.testTag("back")) {
                        Icon(painterResource(R.drawable.ic_arrow_back), contentDescription = stringResource(R.string.action_back))
                    }
                },
            )
        },
    ) { padding ->
        Column(
            Modifier.fillMaxSize().padding(padding).verticalScroll(rememberScrollState()).padding(PaddingValues(horizontal = 20.dp, vertical = 12.dp)),
            verticalArrangement = Arrangement.spacedBy(12.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            content = content,
        )
    }
}

@Composable
private fun Section(title: Int, body: Int) {
    Column(Modifier.fillMaxWidth().widthIn(max = 640.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Text(stringResource(title), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
        Text(stringResource(body), style = MaterialTheme.typography.bodyLarge)
    }
}

/** A small board that only shows: a diagram in the rules, one picture to TalkBack, with its caption. */
@Composable
private fun Diagram(content: BoardContent, description: Int, caption: Int) {
    Column(Modifier.fillMaxWidth().widthIn(max = 480.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        BoardPicture(content, boardColors(), stringResource(description), Modifier.fillMaxWidth().aspectRatio(2.1f))
        Text(stringResource(caption), style = MaterialTheme.typography.bodyMedium)
    }
}

/** The rules in our own words, with two diagrams, and the history and spirit of the game. */
@Composable
fun RulesScreen(onBack: () -> Unit) {
    val start = remember { GameSession(defaultSettings()).use { it.snapshot().board } }
    InfoScreen(stringResource(R.string.rules_title), "rules", onBack) {
        Section(R.string.rules_intro_title, R.string.rules_intro)
        Section(R.string.rules_board_title, R.string.rules_board)
        Section(R.string.rules_start_title, R.string.rules_start)
        Diagram(BoardContent(start, Side.SOUTH, emptyList(), emptyList()), R.string.rules_diagram_start_description, R.string.rules_diagram_start)
        Section(R.string.rules_sowing_title, R.string.rules_sowing)
        Section(R.string.rules_relay_title, R.string.rules_relay)
        Section(R.string.rules_capture_title, R.string.rules_capture)
        Diagram(captureExample, R.string.rules_diagram_capture_description, R.string.rules_diagram_capture)
        Section(R.string.rules_army_title, R.string.rules_army)
        Section(R.string.rules_end_title, R.string.rules_end)
        Section(R.string.rules_options_title, R.string.rules_options)
        Section(R.string.history_title, R.string.history)
        Section(R.string.history_spirit_title, R.string.history_spirit)
    }
}

// Your last stone lands in your inner house 5 (index 24), which had stones, facing an opponent
// inner house that holds 3 (index 14): you take it and the 2 behind it (index 4).
private val captureExample = BoardContent(
    board = List(40) { i ->
        when (i) {
            24 -> 2
            14 -> 3
            4 -> 2
            in 0..9 -> 1
            in 30..39 -> 2
            else -> 0
        }
    },
    viewer = Side.SOUTH,
    legal = emptyList(),
    marks = listOf(HouseMark(24, MarkKind.Captor), HouseMark(14, MarkKind.TakenFrom(3)), HouseMark(4, MarkKind.TakenFrom(2))),
)

/**
 * The rating with its ± and history first; then per opponent: games, wins, draws, losses and
 * the best winning streak, with undo or hints apart. Then the recent games, each opening its review.
 */
@Composable
fun StatisticsScreen(statistics: Statistics, phrases: Phrases, onBack: () -> Unit, onReview: (ReviewRequest) -> Unit = {}) {
    InfoScreen(stringResource(R.string.statistics_title), "statistics", onBack) {
        RatingCard(statistics.rating)
        val played = statistics.opponents.filter { it.unaided.played + it.assisted.played > 0 }
        if (played.isEmpty()) Text(stringResource(R.string.statistics_empty), style = MaterialTheme.typography.bodyLarge)
        for (entry in played) {
            Card(Modifier.fillMaxWidth().widthIn(max = 640.dp)) {
                Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    Text(phrases.text(opponentPhrase(entry.opponent)), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
                    TallyRow(stringResource(R.string.statistics_unaided), entry.unaided)
                    TallyRow(stringResource(R.string.statistics_assisted), entry.assisted)
                    Text(stringResource(R.string.statistics_best_streak) + ": " + entry.bestStreak, style = MaterialTheme.typography.bodyLarge)
                }
            }
        }
        RecentGames(statistics.recentGames, phrases, onReview)
    }
}

@Composable
private fun TallyRow(title: String, tally: Tally) {
    Column {
        Text(title, style = MaterialTheme.typography.titleSmall)
        Row(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
            for ((label, n) in listOf(
                R.string.statistics_games to tally.played,
                R.string.statistics_won to tally.won,
                R.string.statistics_drawn to tally.drawn,
                R.string.statistics_lost to tally.lost,
            )) {
                Text(stringResource(label) + " " + n, style = MaterialTheme.typography.bodyLarge)
            }
        }
    }
}

/** Animation speed, sounds, haptics and the house names; language and theme follow the system. */
@Composable
fun SettingsScreen(speed: AnimationSpeed, preferences: Preferences, phrases: Phrases, send: (AppEvent) -> Unit, onBack: () -> Unit) {
    InfoScreen(stringResource(R.string.settings_title), "settings", onBack) {
        Column(Modifier.fillMaxWidth().widthIn(max = 640.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
            SegmentedChoice(
                stringResource(R.string.settings_speed), animationSpeeds(), speed,
                label = { phrases.text(speedPhrase(it)) }, tag = { "speed-${it.name.lowercase()}" }, onSelect = { send(AppEvent.SetSpeed(it)) },
            )
            SwitchRow(stringResource(R.string.settings_sound), null, preferences.sound, "sound") { send(AppEvent.SetSound(it)) }
            SwitchRow(stringResource(R.string.settings_haptics), null, preferences.haptics, "haptics") { send(AppEvent.SetHaptics(it)) }
            SwitchRow(stringResource(R.string.settings_house_names), null, preferences.houseNames, "house-names") { send(AppEvent.SetHouseNames(it)) }
            Text(stringResource(R.string.settings_system), style = MaterialTheme.typography.bodyMedium)
        }
    }
}
