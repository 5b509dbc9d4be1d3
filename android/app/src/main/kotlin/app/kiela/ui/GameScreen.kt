package app.kiela.ui

import android.content.ContentResolver
import android.provider.Settings
import android.util.Log
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.kiela.R
import app.kiela.core.GameResult
import app.kiela.core.Headline
import app.kiela.core.MoveOutcome
import app.kiela.core.Side
import app.kiela.core.Snapshot
import app.kiela.core.ruleFacts
import app.kiela.game.BoardGeometry
import app.kiela.game.GameModel
import app.kiela.game.GameState
import app.kiela.game.Notice
import app.kiela.ui.board.Board
import app.kiela.ui.board.BoardContent
import app.kiela.ui.board.BoardPicture
import app.kiela.ui.board.PlayTurn
import app.kiela.ui.board.TurnAnimations
import app.kiela.ui.theme.boardColors

/**
 * The game: whose turn and both players' stones above the board, the board, a line for what the
 * game says (a refused tap, a hint, the opponent's move), and the controls below. In landscape
 * the texts and controls sit beside the board. With two people the far player's texts are
 * turned to face them.
 */
@Composable
fun GameScreen(
    state: GameState,
    model: GameModel,
    animations: TurnAnimations,
    words: Words,
    haptics: Boolean,
    onNewGame: () -> Unit,
    onMenu: (Destination) -> Unit,
    onShare: () -> Unit,
) {
    val shown = state.shown
    val viewer = shown.viewer
    val head = state.animations.firstOrNull()
    val resolver = LocalContext.current.contentResolver
    // The scale is read as each turn starts: a change in the system settings applies to the next.
    val animation = head?.let { animations.of(it.outcome) { animatorScale(resolver) } }
    // What the line under the board says, and the key of the last turn or hint it told, are kept
    // when the screen is made again (a rotation): still said, and not said again.
    var said by rememberSaveable { mutableStateOf<String?>(null) }
    var lastTold by rememberSaveable { mutableStateOf("") }
    val tellOnce = { key: String, line: String ->
        if (key != lastTold) {
            lastTold = key
            said = line
        }
    }
    var resultDismissed by rememberSaveable(state.snapshot.revision) { mutableStateOf(false) }

    if (animation != null) {
        // A turn's announcement is said as its motion starts, after the beat (not while the
        // computer still seems to think).
        val announce: (MoveOutcome) -> Unit = { outcome ->
            outcome.announcement?.let { tellOnce("turn-${outcome.revision}", words.announcement(it)) }
        }
        PlayTurn(animation, haptics, onMotion = announce, onDone = model::animationDone)
    }
    LaunchedEffect(state.notice) {
        // The unreadable-file notices are the app's dialog; a refusal or a failure is said here, once.
        val line = when (val notice = state.notice) {
            is Notice.Refused -> words.refusal(notice.reason)
            is Notice.Failed -> words.failure().also { Log.e("Kiela", "the game's core failed", notice.error) }
            else -> null
        }
        if (line != null) {
            said = line
            model.noticeShown()
        }
    }
    LaunchedEffect(state.hint) { state.hint?.let { tellOnce("hint-${state.snapshot.revision}", words.hint(it.reason)) } }

    val draft = shown.setupDraft
    val content = BoardContent(
        board = draft?.board ?: shown.board,
        viewer = viewer,
        legal = if (state.awaitingTap && draft == null) shown.legalHouses else emptyList(),
        // The last move's marks stay until the next move starts to play.
        marks = if (draft == null && head == null) shown.lastMoveMarks else emptyList(),
        // In the rearrangement, the house whose stone is picked up.
        hintHouse = if (draft != null) draft.pickedUp ?: -1 else state.hint?.house?.index ?: -1,
        hintLands = state.hint?.landsIn?.index ?: -1,
    )
    val onTap: (Int) -> Unit = { index ->
        said = null
        model.tap(index)
    }
    val houseLabel: (Int) -> String = { index ->
        words.houseLabel(index, content.board[index], viewer, index in content.legal, index == content.hintHouse)
    }
    val board = @Composable { modifier: Modifier ->
        Board(content, animation, boardColors(), houseLabel, stringResource(R.string.house_sow_action), onTap, modifier.testTag("board"))
    }
    val result = shown.result.takeIf { head == null && !resultDismissed }
    // With two people, the top player's line faces them; the viewer's is the bottom one.
    val top = shown.topHeadline?.let { headline -> @Composable { Box(Modifier.rotate(180f)) { Status(headline, shown, viewer.other(), words) } } }
    val bottom = @Composable { Status(shown.headline, shown, viewer, words) }

    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        BoxWithConstraints(Modifier.safeDrawingPadding()) {
            val landscape = maxWidth > maxHeight * 1.2f
            if (landscape) {
                Row(Modifier.fillMaxSize()) {
                    board(Modifier.weight(1f).fillMaxHeight())
                    Column(
                        Modifier.width(260.dp).fillMaxHeight().verticalScroll(rememberScrollState()).padding(12.dp),
                        verticalArrangement = Arrangement.spacedBy(8.dp),
                    ) {
                        top?.invoke()
                        bottom()
                        Said(said)
                        Panels(state, model, words, result, onNewGame, onShare) { resultDismissed = true }
                        Controls(state, model, onMenu, onShare, vertical = true)
                    }
                }
            } else {
                // The board as wide as the screen, the texts right above and below it, the
                // controls at the bottom within reach of a thumb.
                Column(Modifier.fillMaxSize().padding(8.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    Spacer(Modifier.weight(1f))
                    (top ?: bottom)()
                    board(Modifier.fillMaxWidth().aspectRatio(BoardGeometry.ASPECT_RATIO))
                    if (top != null) bottom()
                    Said(said)
                    Panels(state, model, words, result, onNewGame, onShare) { resultDismissed = true }
                    Spacer(Modifier.weight(1f))
                    Controls(state, model, onMenu, onShare, vertical = false)
                }
            }
        }
    }
}

/** The moment the game loads: the empty board, still and calm, until the game is there. */
@Composable
fun LoadingScreen() {
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        val description = stringResource(R.string.loading)
        BoardPicture(null, boardColors(), description, Modifier.safeDrawingPadding().padding(8.dp).fillMaxSize().testTag("loading"))
    }
}

/** A seat's headline and both players' stones (of the game as [shown]), worded for the player sitting at [side]. */
@Composable
private fun Status(headline: Headline, shown: Snapshot, side: Side, words: Words) {
    val mine = if (side == Side.SOUTH) shown.southStones else shown.northStones
    val theirs = if (side == Side.SOUTH) shown.northStones else shown.southStones
    val opponent = when {
        !shown.twoPeople -> R.string.player_computer
        side == shown.viewer -> R.string.player_top
        else -> R.string.player_bottom
    }
    Column(Modifier.fillMaxWidth().testTag("status-${side.name.lowercase()}")) {
        Text(words.headline(headline), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })
        Text(
            stringResource(R.string.player_you) + " " + words.stones(mine) + " · " + stringResource(opponent) + " " + words.stones(theirs),
            style = MaterialTheme.typography.bodyLarge,
        )
    }
}

private fun Side.other(): Side = if (this == Side.SOUTH) Side.NORTH else Side.SOUTH

/** The line where the game speaks: TalkBack reads it as it changes. */
@Composable
private fun Said(text: String?) {
    Text(
        text ?: "",
        style = MaterialTheme.typography.bodyLarge,
        textAlign = TextAlign.Center,
        modifier = Modifier.fillMaxWidth().testTag("said").semantics { liveRegion = LiveRegionMode.Polite },
    )
}

/** The result at the end, or the expert-opening panel while the person rearranges. */
@Composable
private fun Panels(
    state: GameState,
    model: GameModel,
    words: Words,
    result: GameResult?,
    onNewGame: () -> Unit,
    onShare: () -> Unit,
    onLookAtBoard: () -> Unit,
) {
    val shown = state.shown
    if (result != null) {
        ResultPanel(result, words, shown.viewer, ruleFacts(state.settings.variant).quietMoveLimit, onNewGame, onLookAtBoard, onShare)
    }
    shown.setupDraft?.let { draft -> SetupPanel(draft.inHand, onCommit = model::commitSetup, onCancel = model::cancelSetup) }
}

/** The system's animator duration scale: 0 when the person turned animations off. */
private fun animatorScale(resolver: ContentResolver): Float =
    Settings.Global.getFloat(resolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
