package app.kiela

import android.content.Context
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.junit4.v2.createEmptyComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollToNode
import androidx.test.core.app.ActivityScenario
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.GameSession
import app.kiela.core.GuideNote
import app.kiela.core.Level
import app.kiela.core.Puzzle
import app.kiela.core.PuzzleKind
import app.kiela.core.PuzzleState
import app.kiela.core.StepKind
import app.kiela.core.allPuzzles
import app.kiela.core.newGameSettings
import app.kiela.core.emptyStatistics
import app.kiela.core.statisticsJson
import app.kiela.core.guidedGameChoice
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import java.io.File

/**
 * The pictures of the puzzles and of the guided game, rendered with real graphics and compared
 * with their goldens (Goldens.kt), as ScreenshotsTest does for the game. Each moment is the same
 * on every run: the puzzles have no chance in them, and the guided game's capture is played
 * from a save made with a seeded computer.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = PUZZLE_PHONE)
class PuzzleScreenshotsTest {
    @get:Rule val compose = createEmptyComposeRule()

    private var scenario: ActivityScenario<MainActivity>? = null
    private lateinit var activity: MainActivity
    private val viewModel get() = activity.gameViewModel()

    @After
    fun close() {
        scenario?.close()
    }

    /**
     * Starts the app, on [save] if one is given (else a first start), with [statistics] and
     * [preferences] when given, once its game has loaded.
     */
    private fun launch(save: String? = null, statistics: String? = null, preferences: String? = null) {
        val files = ApplicationProvider.getApplicationContext<Context>().filesDir
        files.mkdirs()
        for ((name, text) in listOf("game.json" to save, "statistics.json" to statistics, "preferences.json" to preferences)) {
            if (text != null) File(files, name).writeText(text)
        }
        scenario = ActivityScenario.launch(MainActivity::class.java).also { it.onActivity { started -> activity = started } }
        viewModel
        compose.waitForIdle()
    }

    // The compose root, drawn through the test clock; a dialog needs the whole screen.
    // Its layout is measured, checked and written down beside it (LayoutProbe.kt).
    private fun shoot(name: String, wholeScreen: Boolean = false) {
        compose.waitForIdle()
        val layout = PictureLayout.of(compose, compose.density, activity.resources.configuration)
        PictureLayout.record(name, layout)
        if (wholeScreen) shootScreenGolden(name) else compose.onRoot().shootGolden(name)
        layout.check(name)
    }

    /** A game under way, so the first start's offer is moot; the puzzles open from the menu. */
    private fun openTheList() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.EASY)) }
        compose.waitForIdle()
        compose.onNodeWithTag("menu").performClick()
        compose.onNodeWithTag("menu-puzzles").performClick()
    }

    private fun tryPuzzle(puzzle: Puzzle, index: Int): PuzzleState {
        launch()
        openTheList()
        compose.onNodeWithTag("puzzle-list").performScrollToNode(hasTestTag("puzzle-${puzzle.id}"))
        compose.onNodeWithTag("puzzle-${puzzle.id}").performClick()
        compose.onNodeWithTag("house-$index").performClick()
        // The try comes back from the worker, then plays out on the clock.
        awaitOnMain("the try to come back from the worker") { viewModel.puzzle?.let { !it.playing && it.last != null } == true }
        compose.mainClock.advanceTimeBy(10_000)
        compose.waitForIdle()
        return checkNotNull(viewModel.puzzle?.verdict) { "no verdict: ${viewModel.puzzle}" }
    }

    private val shownPuzzle: Puzzle get() = allPuzzles().first { it.kind == PuzzleKind.MostInOne && it.stones >= 3 }

    @Test
    fun puzzlesList() {
        val puzzles = allPuzzles()
        // Two solved, so the ticks and the counts show.
        launch(statistics = statisticsJson(emptyStatistics().copy(solvedPuzzles = listOf(puzzles[0].id, puzzles[2].id))))
        // The day's puzzle on the card is the same on every run.
        compose.runOnUiThread { viewModel.send(app.kiela.core.AppEvent.SetToday(TODAY)) }
        openTheList()
        compose.onNodeWithTag("solved-${puzzles[0].id}", useUnmergedTree = true).assertExists()
        shoot("puzzles-list")
    }

    @Test
    fun puzzleSolved() {
        val puzzle = shownPuzzle
        assertEquals(PuzzleState.Solved, tryPuzzle(puzzle, puzzle.answer.index))
        shoot("puzzle-solved")
    }

    /** The shown puzzle tried with a move that is not its answer. */
    private fun missShownPuzzle() {
        val puzzle = shownPuzzle
        val wrong = app.kiela.core.PuzzleSession(puzzle.id, app.kiela.core.AnimationSpeed.INSTANT).use { it.snapshot() }
            .legalHouses.first { it != puzzle.answer.index }
        assertTrue(tryPuzzle(puzzle, wrong) is PuzzleState.Missed)
    }

    @Test
    fun puzzleMissed() {
        missShownPuzzle()
        shoot("puzzle-missed")
    }

    @Test
    @Config(qualifiers = PUZZLE_LANDSCAPE)
    fun puzzleMissedLandscape() {
        missShownPuzzle()
        shoot("puzzle-missed-landscape")
    }

    @Test
    @Config(fontScale = 2.0f)
    fun puzzleMissedLargeText() {
        missShownPuzzle()
        shoot("puzzle-missed-font-2.0")
    }

    @Test
    fun guideOffer() {
        launch()
        compose.onNodeWithTag("guide-offer").assertExists()
        shoot("guide-offer", wholeScreen = true)
    }

    @Test
    fun guideCapture() = shootTheGuidedCapture("guide-capture")

    @Test
    @Config(fontScale = 2.0f)
    fun guideCaptureLargeText() = shootTheGuidedCapture("guide-capture-font-2.0")

    /** The guided game halfway through the note of a capture, as [name]. */
    private fun shootTheGuidedCapture(name: String) {
        val (save, capture) = guidedGameWithACaptureNext()
        // The guided game as it comes back with its guide (kept in the preferences).
        launch(save, preferences = """{"guided": true, "guide_offered": true}""")
        assertEquals(newGameSettings(guidedGameChoice()), viewModel.state.settings)
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-$capture").performClick()
        // The tap's screen reaches the composition once the main thread is idle; then its frames run.
        compose.waitForIdle()
        val outcome = viewModel.state.animation!!
        val cues = outcome.guide
        val k = cues.indexOfFirst { it.note is GuideNote.Capture }
        val next = cues.getOrNull(k + 1)?.atMs ?: outcome.durationMs
        compose.mainClock.advanceTimeBy(cues[k].atMs + (next - cues[k].atMs) / 2L)
        shoot(name)
    }

    /** A guided game (the computer seeded) played until the person can capture: its save, and the house that captures. */
    private fun guidedGameWithACaptureNext(): Pair<String, Int> = GameSession.withSeed(newGameSettings(guidedGameChoice()), 20u).use { session ->
        repeat(100) { turn ->
            val legal = session.snapshot().legalHouses
            val capture = legal.firstOrNull { index ->
                GameSession.fromSave(session.save()).use { trial -> trial.play(index).timeline.any { it.kind is StepKind.CaptureFlash } }
            }
            if (capture != null) return session.save() to capture
            session.play(legal[(turn * 7) % legal.size])
            session.computerMove(null)
        }
        error("no capture for the person in 100 turns")
    }
}

private const val PUZZLE_PHONE = "w411dp-h891dp-port-hdpi"
private const val PUZZLE_LANDSCAPE = "w891dp-h411dp-land-hdpi"
