package app.kiela

import app.kiela.core.DailyStreak
import android.content.Context
import androidx.compose.ui.test.junit4.ComposeTestRule
import androidx.test.core.app.ActivityScenario
import androidx.test.core.app.ApplicationProvider
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import app.kiela.core.AppEvent
import app.kiela.core.Exercise
import app.kiela.core.Level
import app.kiela.core.Opponent
import app.kiela.core.OpponentStatistics
import app.kiela.core.PersonOutcome
import app.kiela.core.PuzzleState
import app.kiela.core.PersonRating
import app.kiela.core.RatingPoint
import app.kiela.core.ReviewSeats
import app.kiela.core.Tally
import app.kiela.core.emptyStatistics
import app.kiela.core.statisticsJson
import app.kiela.ui.GameViewModel
import java.io.File

/** The date the learning tests take as today (AppEvent.SetToday), so the day's puzzle is fixed. */
const val TODAY = "2026-03-02"

/** The games behind [learnerStatistics]' rating, oldest first: three against Easy, four against Medium, one against Hard. */
private val ratedGames = listOf(
    Level.EASY to PersonOutcome.WON, Level.EASY to PersonOutcome.WON, Level.EASY to PersonOutcome.WON,
    Level.MEDIUM to PersonOutcome.WON, Level.MEDIUM to PersonOutcome.LOST, Level.MEDIUM to PersonOutcome.WON,
    Level.MEDIUM to PersonOutcome.WON, Level.HARD to PersonOutcome.LOST,
)

/**
 * The statistics file of someone who has played a little: eight unaided games against the
 * computer (their tallies, and a rating after each, its deviation narrowing), and the puzzle
 * of the day solved four days in a row up to yesterday (nine at best).
 */
fun learnerStatistics(): String {
    // Numbers of the shape Glicko-2 gives such results (up with a win, down with a loss, the
    // deviation narrowing game by game), not computed: the file is read as it is written.
    val ratings = listOf(1338.0, 1415.0, 1466.0, 1562.0, 1489.0, 1551.0, 1597.0, 1571.0)
    val deviations = listOf(290.0, 252.0, 226.0, 205.0, 186.0, 173.0, 163.0, 156.0)
    val history = ratedGames.mapIndexed { i, (level, outcome) -> RatingPoint(ratings[i], deviations[i], level, outcome) }
    val last = history.last()
    val opponents = ratedGames.groupBy { it.first }.map { (level, games) ->
        val won = games.count { it.second == PersonOutcome.WON }
        val lost = games.count { it.second == PersonOutcome.LOST }
        val streak = games.takeLastWhile { it.second == PersonOutcome.WON }.size
        OpponentStatistics(
            opponent = Opponent.Computer(level),
            unaided = Tally(games.size, won, 0, lost),
            assisted = Tally(0, 0, 0, 0),
            currentStreak = streak,
            bestStreak = maxOf(streak, if (level == Level.EASY) 3 else if (level == Level.MEDIUM) 2 else 0),
        )
    }
    val rating = PersonRating(
        rating = last.rating,
        deviation = last.deviation,
        volatility = 0.06,
        games = history.size,
        history = history,
        yourLevel = Level.MEDIUM,
    )
    return statisticsJson(
        emptyStatistics().copy(
            opponents = opponents,
            rating = rating,
            daily = DailyStreak(current = 4, best = 9, lastDay = "2026-03-01"),
        ),
    )
}

/**
 * Plays the scripted game (two people, tests/data/scripted-game.json) and has it reviewed, as
 * the result card's Review does, until the driver has kept the exercises its review made of
 * both sides' mistakes and blunders with the game among the recent ones. (A few seconds.)
 */
fun GameViewModel.reviewTheScriptedGame(): List<Exercise> {
    playTheScriptedGame()
    send(AppEvent.OpenReview(recordText(), ReviewSeats.TwoPeople))
    awaitReviewed()
    send(AppEvent.LeaveReview)
    awaitOnMain("the exercises kept") { state.statistics.recentGames.firstOrNull()?.exercises != null }
    val exercises = state.statistics.recentGames.first().exercises!!
    check(exercises.isNotEmpty()) { "the scripted game has mistakes" }
    return exercises
}

/**
 * Taps the house at [index] on the puzzle screen: the try comes back from the worker (an
 * exercise's is searched), then plays out on the test clock to its verdict.
 */
fun tapForTheVerdict(compose: ComposeTestRule, viewModel: GameViewModel, index: Int): PuzzleState {
    compose.onNodeWithTag("house-$index").performClick()
    awaitLongOnMain("the try to come back from the worker", 60) { viewModel.puzzle?.let { !it.playing && it.last != null } == true }
    compose.mainClock.advanceTimeBy(10_000)
    compose.waitForIdle()
    return checkNotNull(viewModel.puzzle?.verdict) { "no verdict: ${viewModel.puzzle}" }
}

/**
 * Starts the app on [statistics] as its statistics file (if any), [today] taken as today and a
 * game against Easy under way (the first start's offer moot); [onActivity] gets the activity.
 */
fun launchLearning(
    compose: ComposeTestRule,
    statistics: String?,
    today: String = TODAY,
    onActivity: (MainActivity) -> Unit,
): ActivityScenario<MainActivity> {
    val files = ApplicationProvider.getApplicationContext<Context>().filesDir
    files.mkdirs()
    if (statistics != null) File(files, "statistics.json").writeText(statistics)
    lateinit var activity: MainActivity
    val scenario = ActivityScenario.launch(MainActivity::class.java).also { it.onActivity { started -> activity = started } }
    onActivity(activity)
    compose.runOnUiThread {
        val viewModel = activity.gameViewModel()
        viewModel.send(AppEvent.SetToday(today))
        viewModel.startGame(againstComputer(Level.EASY))
    }
    compose.waitForIdle()
    return scenario
}
