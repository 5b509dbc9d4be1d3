package app.kiela

import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.performSemanticsAction
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.test.ext.junit.runners.AndroidJUnit4
import android.provider.Settings
import app.kiela.core.Level
import app.kiela.core.MarkKind
import app.kiela.core.Refusal
import app.kiela.core.ReviewValue
import app.kiela.core.Side
import app.kiela.core.StepKind
import app.kiela.core.TapAction
import app.kiela.core.AppEvent
import app.kiela.core.NoticeKind
import app.kiela.core.announcementPhrase
import app.kiela.core.hintPhrase
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The game screen in the real activity: taps through the semantics tree, the clock stepped by hand. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(qualifiers = "w411dp-h891dp-port-hdpi") // a phone: the board and the controls on one screen
class GameScreenTest {
    @get:Rule val compose = createAndroidComposeRule<MainActivity>()

    private val viewModel get() = compose.activity.gameViewModel()

    @Test
    fun tappingALegalHousePlaysItAndTheBoardShowsTheResult() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        val before = viewModel.state.snapshot
        val house = 35 // South's outer house 6, with 2 stones
        compose.onNodeWithTag("house-$house").performClick()
        compose.waitForIdle()
        val after = viewModel.state.snapshot
        assertNotEquals(before.revision, after.revision)
        assertEquals(Side.NORTH, after.toMove)
        // Once the animation has run, every house's label gives its new count.
        compose.mainClock.advanceTimeBy(10_000)
        compose.waitForIdle()
        assertTrue(viewModel.state.animation == null)
        compose.onNodeWithTag("house-$house").assertContentDescriptionEquals(
            compose.activity.resources.getString(R.string.house_yours_outer, house % 10 + 1).let { name ->
                name + ", " + compose.activity.resources.getQuantityString(R.plurals.stones_count, after.board[house], after.board[house])
            },
        )
    }

    @Test
    fun aTapOnTheOpponentsHouseIsRefusedAndSaysWhy() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        val before = viewModel.state.snapshot
        compose.onNodeWithTag("house-5").performClick() // North's outer row, South to move
        compose.waitForIdle()
        assertEquals(before.revision, viewModel.state.snapshot.revision)
        compose.onNodeWithTag("said").assertTextIs(compose.activity.getString(R.string.refused_not_yours))
    }

    @Test
    fun talkBackReadsEveryHouseWithItsOwnerRowNumberAndStones() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.EASY)) }
        compose.waitForIdle()
        // South's outer row is the bottom row, numbered from the person's left; 2 stones each.
        compose.onNodeWithTag("house-30").assertContentDescriptionEquals("Your outer house 1, 2 stones, can be sown")
        compose.onNodeWithTag("house-20").assertContentDescriptionEquals("Your inner house 1, 0 stones")
        compose.onNodeWithTag("house-29").assertContentDescriptionEquals("Your inner house 10, 2 stones, can be sown")
        // North names its houses from its own seat: the top-left house is its outer house 10.
        compose.onNodeWithTag("house-0").assertContentDescriptionEquals("Opponent's outer house 10, 2 stones")
        compose.onNodeWithTag("house-10").assertContentDescriptionEquals("Opponent's inner house 10, 2 stones")
        // The computer's houses offer no sow action; the person's do.
        for (house in listOf(0, 10, 19)) compose.onNodeWithTag("house-$house").assert(SemanticsMatcher.keyNotDefined(SemanticsActions.OnClick))
        // The click action sows the house, as a double tap in TalkBack does.
        compose.onNodeWithTag("house-30").performSemanticsAction(SemanticsActions.OnClick)
        compose.waitForIdle()
        assertTrue(viewModel.state.snapshot.turns >= 1)
    }

    @Test
    fun steppingTheClockThroughACaptureShowsTheFlashThenTheCapturedBoard() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        val capture = Mirror(viewModel.state.settings).use { mirror ->
            viewModel.playUntilCaptureIsNext(mirror)
        }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-$capture").performClick()
        val outcome = viewModel.state.animation!!
        val flash = outcome.timeline.first { it.kind is StepKind.CaptureFlash }
        assertTrue(outcome.captured > 0)
        // Before the flash the captured stones are still on the opponent's side.
        compose.mainClock.advanceTimeBy(flash.startMs.toLong() + flash.durationMs / 2)
        assertFalse(viewModel.state.animation == null)
        // After the whole timeline the queue is empty and the board is the outcome's.
        compose.mainClock.advanceTimeBy(outcome.durationMs.toLong() + 100)
        compose.waitForIdle()
        assertTrue(viewModel.state.animation == null)
        assertEquals(outcome.snapshot.board, viewModel.state.shown.board)
    }

    @Test
    fun withAnimationsRemovedAMoveCrossFadesToTheResultWithItsMarks() {
        Settings.Global.putFloat(compose.activity.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0f)
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        val capture = Mirror(viewModel.state.settings).use { viewModel.playUntilCaptureIsNext(it) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-$capture").performClick()
        val outcome = viewModel.state.animation!!
        val fade = outcome.crossFadeMs.toLong()
        assertTrue("the sowing itself takes longer", outcome.durationMs > 4 * fade)
        compose.mainClock.advanceTimeBy(fade / 2)
        assertEquals("still fading", 1, viewModel.state.waiting)
        compose.mainClock.advanceTimeBy(fade)
        compose.waitForIdle()
        assertTrue("the fade is over", viewModel.state.animation == null)
        assertEquals(outcome.snapshot.board, viewModel.state.shown.board)
        assertTrue(viewModel.state.shown.lastMoveMarks.any { it.kind is MarkKind.TakenFrom })
    }

    @Test
    fun aTapDuringTheAnimationSkipsToItsEnd() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-35").performClick()
        compose.mainClock.advanceTimeBy(50)
        assertEquals(1, viewModel.state.waiting)
        compose.onNodeWithTag("house-5").performClick() // any house: skips, does not play
        compose.mainClock.advanceTimeBy(50)
        compose.waitForIdle()
        assertTrue(viewModel.state.animation == null)
        assertEquals(1, viewModel.state.snapshot.turns)
    }

    @Test
    fun undoWhileTheComputerThinksLeavesThePersonToMoveAndDropsItsAnswer() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.EXPERT)) }
        compose.waitForIdle()
        val start = viewModel.state.snapshot
        compose.onNodeWithTag("undo").assertIsNotEnabled()
        compose.runOnUiThread {
            viewModel.send(AppEvent.Tap(start.legalHouses.first()))
            // The computer now thinks on its worker; undo before its answer is back.
            assertTrue(viewModel.state.thinking)
            viewModel.send(AppEvent.Undo)
        }
        // Let the worker finish and its answer come back to the main thread.
        Thread.sleep(1500)
        compose.waitForIdle()
        val now = viewModel.state.snapshot
        assertEquals(start.board, now.board)
        assertEquals(Side.SOUTH, now.toMove)
        assertFalse(viewModel.state.thinking)
        assertTrue(viewModel.state.animation == null)
        compose.onNodeWithTag("redo").assertIsEnabled()
    }

    @Test
    fun theComputersMoveIsToldAsItStartsToPlayNotDuringItsBeat() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.BEGINNER)) }
        compose.waitForIdle()
        compose.mainClock.autoAdvance = false
        compose.onNodeWithTag("house-${viewModel.state.snapshot.legalHouses.first()}").performClick()
        val mine = viewModel.state.animation!!
        // The person's own move is told only where it relayed or captured, once it has played.
        val own = mine.announcement?.let { said(compose.activity.resources, announcementPhrase(it)) }.orEmpty()
        assertTrue("only the person's own move is theirs to be told", mine.announcement?.byViewer ?: true)
        compose.mainClock.advanceTimeBy(mine.durationMs + 100L) // the person's turn plays out
        compose.onNodeWithTag("said").assertTextIs(own)
        compose.waitUntil(10_000) { compose.runOnUiThread<Boolean> { viewModel.state.animation?.mover == Side.NORTH } }
        compose.waitForIdle()
        val reply = viewModel.state.animation!!
        val beat = reply.beatMs.toLong()
        assertTrue("a visible beat: $beat ms", beat > 0)
        compose.mainClock.advanceTimeBy(beat / 2)
        compose.onNodeWithTag("said").assertTextIs(own)
        assertEquals("still during the beat", 1, viewModel.state.waiting)
        compose.mainClock.advanceTimeBy(beat)
        compose.onNodeWithTag("said").assertTextIs(said(compose.activity.resources, announcementPhrase(reply.announcement!!)))
    }

    @Test
    fun aHintHighlightsAHouseAndSaysWhy() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.EASY)) }
        compose.waitForIdle()
        compose.onNodeWithTag("hint").assertIsDisplayed().performClick()
        compose.waitUntil(10_000) { compose.runOnUiThread<Boolean> { viewModel.state.hint != null } }
        compose.waitForIdle()
        val hint = viewModel.state.hint!!
        assertTrue(hint.house.index in viewModel.state.snapshot.legalHouses)
        val label = compose.onNodeWithTag("house-${hint.house.index}").fetchSemanticsNode().config[androidx.compose.ui.semantics.SemanticsProperties.ContentDescription].single()
        assertTrue(label, label.endsWith(", hinted"))
        // Under the board, why, and the mover's chance of winning after it: at the start nothing
        // is proven, and no hint there says a win already.
        val value = hint.value
        assertTrue("$hint", value is ReviewValue.Chance && value.percent in 1..99)
        val why = said(compose.activity.resources, hintPhrase(hint))
        assertTrue(why, why.endsWith(" — ${(value as ReviewValue.Chance).percent}% to win."))
        compose.onNodeWithTag("said").assertTextIs(why)
    }

    @Test
    fun aTapTheTapsRefuseIsToldForTheirReason() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.waitForIdle()
        val before = viewModel.state.snapshot
        assertEquals(TapAction.Refused(Refusal.EmptyHouse), before.taps[20]) // South's inner house 1: empty at the start
        compose.runOnUiThread {
            viewModel.send(AppEvent.Tap(20))
            assertEquals(NoticeKind.Refused(Refusal.EmptyHouse), viewModel.state.notice?.kind)
        }
        compose.waitForIdle()
        compose.onNodeWithTag("said").assertTextIs(compose.activity.getString(R.string.refused_empty))
        assertEquals("said, then forgotten", null, viewModel.state.notice)
        assertEquals(before, viewModel.state.snapshot)
    }

    @Test
    fun inTheRearrangementATapPicksAStoneUpAndTheNextPutsItDown() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.EASY).copy(expertOpening = true)) }
        compose.waitForIdle()
        compose.onNodeWithTag("status-south").assertExists()
        compose.onNodeWithTag("rearrange").assertIsDisplayed().performClick()
        compose.onNodeWithTag("house-30").performClick()
        assertEquals(30, viewModel.state.snapshot.setupDraft!!.pickedUp)
        compose.onNodeWithTag("house-30").assertContentDescriptionEquals("Your outer house 1, 2 stones, hinted")
        compose.onNodeWithTag("house-20").performClick()
        val draft = viewModel.state.snapshot.setupDraft!!
        assertEquals(null, draft.pickedUp)
        compose.onNodeWithTag("house-30").assertContentDescriptionEquals("Your outer house 1, 1 stone")
        compose.onNodeWithTag("house-20").assertContentDescriptionEquals("Your inner house 1, 1 stone")
        // An empty house has no stone to take: refused, and said, once.
        compose.onNodeWithTag("house-21").performClick()
        compose.onNodeWithTag("said").assertTextIs(compose.activity.getString(R.string.refused_empty))
        assertEquals(draft, viewModel.state.snapshot.setupDraft)
        compose.onNodeWithTag("setup-cancel").performClick()
        assertEquals(null, viewModel.state.snapshot.setupDraft)
    }

    @Test
    fun theResultPutAsideToLookAtTheBoardComesBackFromTheControlsAndFacesBothPlayers() {
        compose.runOnUiThread { viewModel.startGame(twoPeople) }
        compose.runOnUiThread { viewModel.playToTheEnd() }
        compose.waitForIdle()
        compose.onNodeWithTag("result").assertExists()
        // With two people its head is turned to the far player too.
        compose.onNodeWithTag("result-far", useUnmergedTree = true).assertExists()
        compose.onNodeWithTag("show-result").assertDoesNotExist()
        compose.onNodeWithTag("look-at-board").performClick()
        compose.onNodeWithTag("result").assertDoesNotExist()
        compose.onNodeWithTag("hint").assertDoesNotExist()
        compose.onNodeWithTag("show-result").assertIsEnabled().performClick()
        compose.onNodeWithTag("result").assertExists()
        compose.onNodeWithTag("show-result").assertDoesNotExist()
    }

    @Test
    fun talkBackReadsAPlayersCardAsOneElement() {
        compose.runOnUiThread { viewModel.startGame(againstComputer(Level.EASY)) }
        compose.waitForIdle()
        val card = compose.onNodeWithTag("status-south").fetchSemanticsNode()
        val said = card.config.getOrElse(SemanticsProperties.Text) { emptyList() }.map { it.text }
        val resources = compose.activity.resources
        assertTrue("the card reads $said", resources.getString(R.string.player_you) in said && "28" in said && resources.getString(R.string.turn_yours) in said)
    }
}
