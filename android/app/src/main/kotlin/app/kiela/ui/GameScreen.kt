package app.kiela.ui

import android.content.ContentResolver
import android.provider.Settings
import android.util.Log
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.kiela.R
import app.kiela.core.AppEvent
import app.kiela.core.CueKind
import app.kiela.core.NoticeKind
import app.kiela.core.Phrase
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.spotAt
import app.kiela.core.guidePromptPhrase
import app.kiela.game.BoardGeometry
import app.kiela.ui.board.Board
import app.kiela.ui.board.BoardContent
import app.kiela.ui.board.BoardPicture
import app.kiela.ui.board.PlayTurn
import app.kiela.ui.guide.GuideCard
import app.kiela.ui.guide.guideCardLeast
import app.kiela.ui.theme.boardColors

/**
 * The game, filling the phone: the top bar (New game, the menu), the opponent's card, the board
 * as wide as the screen, the person's card under their rows, the line where the game speaks (in
 * a guided game, the guide's card in its place), and undo, redo and hint within reach of a
 * thumb, all packed round the board (PortraitColumn). On a tablet in portrait the same, no wider
 * than a playable board; in landscape the board fills the height on the left and the rest sits
 * in a panel beside it. With two people the far player's card is turned to face them. Everything
 * shown is the driver's [GameScreen](app.kiela.core.GameScreen); every control is an event to it.
 */
@Composable
fun GameScreen(
    viewModel: GameViewModel,
    onNewGame: () -> Unit,
    onMenu: (Destination) -> Unit,
    onShare: () -> Unit,
    onReview: (() -> Unit)? = null,
    onExercises: (() -> Unit)? = null,
) {
    val state = viewModel.screen
    val phrases = rememberPhrases()
    // A new game that would throw this one away is asked about first (AbandonDialog).
    val send = viewModel::handleAsking
    val shown = state.shown
    val viewer = shown.viewer
    val head = state.animation
    val resolver = LocalContext.current.contentResolver
    // The scale is read as each turn starts: a change in the system settings applies to the next.
    val animation = head?.let { viewModel.animations.of(it) { animatorScale(resolver) } }
    // What the line under the board says, and the key of the last turn or hint it told, are kept
    // when the screen is made again (a rotation): still said, and not said again.
    var said by rememberSaveable { mutableStateOf<String?>(null) }
    var saidKind by rememberSaveable { mutableStateOf(SaidKind.NEWS) }
    var lastTold by rememberSaveable { mutableStateOf("") }
    val say = { kind: SaidKind, line: String ->
        said = line
        saidKind = kind
    }
    val tellOnce = { key: String, kind: SaidKind, line: String ->
        if (key != lastTold) {
            lastTold = key
            say(kind, line)
        }
    }
    var resultDismissed by rememberSaveable(state.snapshot.revision) { mutableStateOf(false) }
    // The Result cue has come and the result is still to be said.
    val guided = state.preferences.guided

    if (animation != null) {
        val current by rememberUpdatedState(state)
        // The turn's cues as their moment comes: the announcement as its motion starts (after
        // the beat), the guide's notes as they happen.
        PlayTurn(animation, state.preferences.haptics, onCue = { kind ->
            viewModel.sounds.cue(animation, kind, current.preferences.sound)
            when (kind) {
                CueKind.Announce -> current.words.announcement?.let { tellOnce("turn-${animation.outcome.revision}", SaidKind.NEWS, phrases.text(it)) }
                is CueKind.Guide -> if (current.preferences.guided) current.words.guide.getOrNull(kind.index)?.let { viewModel.guideNote = it }
                CueKind.Result -> current.words.ending?.let { say(SaidKind.NEWS, phrases.text(it)) }
                else -> Unit
            }
        }, onDone = { send(AppEvent.AnimationDone(it.revision)) })
    }
    val notice = state.notice
    LaunchedEffect(notice?.id) {
        // The unreadable-file notices are the app's dialog; a refusal or a failure is said here, once.
        if (notice == null) return@LaunchedEffect
        viewModel.sounds.notice(notice.sound, state.preferences.sound)
        when (val kind = notice.kind) {
            is NoticeKind.Refused, is NoticeKind.Failed -> {
                if (kind is NoticeKind.Failed) Log.e("Kiela", "the game's core failed: ${kind.message}")
                state.words.notice?.let { say(SaidKind.REFUSAL, phrases.text(it)) }
                send(AppEvent.NoticeShown(notice.id))
            }
            else -> Unit
        }
    }
    // The result is said once its words are there (the turn that ended the game has been shown).
    AbandonDialog(viewModel, phrases)
    LaunchedEffect(state.hint) { state.words.hint?.let { tellOnce("hint-${state.snapshot.revision}", SaidKind.HINT, phrases.text(it)) } }

    val draft = shown.setupDraft
    val content = BoardContent(
        board = draft?.board ?: shown.board,
        viewer = viewer,
        legal = if (state.controls.board && draft == null) shown.legalHouses else emptyList(),
        // The last move's marks stay until the next move starts to play.
        marks = if (draft == null) shown.lastMoveMarks else emptyList(),
        // In the rearrangement, the house whose stone is picked up.
        hintHouse = if (draft != null) draft.pickedUp ?: -1 else state.hint?.house?.index ?: -1,
        hintLands = state.hint?.landsIn?.index ?: -1,
        persons = remember(state.settings) {
            val settings = state.settings
            List(BoardGeometry.HOUSES) { index ->
                when (spotAt(index)?.side) {
                    Side.SOUTH -> settings.south == Seat.Person
                    Side.NORTH -> settings.north == Seat.Person
                    null -> false
                }
            }
        },
    )
    val onTap: (Int) -> Unit = { index ->
        said = null
        send(AppEvent.Tap(index))
    }
    val houses = state.words.houses
    val houseLabel: (Int) -> String = { index -> houses.getOrNull(index)?.let(phrases::text).orEmpty() }
    val result = state.words.result.takeIf { shown.result != null && head == null }
    // The board, and over it the result once the game is over (until the person looks at the
    // board; the controls' Result brings it back).
    val board = @Composable { modifier: Modifier ->
        Box(modifier, contentAlignment = Alignment.Center) {
            Board(content, animation, boardColors(), houseLabel, stringResource(R.string.house_sow_action), onTap, Modifier.fillMaxSize().testTag("board"), houseNames = state.preferences.houseNames)
            if (result != null && !resultDismissed) {
                ResultPanel(
                    result, phrases, shown.twoPeople, onNewGame, onShare, onLookAtBoard = { resultDismissed = true }, onReview = onReview,
                    exercises = state.exercises?.size ?: 0, onExercises = onExercises,
                )
            }
        }
    }
    val topCard = @Composable { PlayerCard(state.seats[1], state.shown.twoPeople, phrases, top = true) }
    val bottomCard = @Composable { PlayerCard(state.seats[0], state.shown.twoPeople, phrases, top = false) }
    // A hint still being looked for is said until its answer comes.
    val line = said ?: stringResource(R.string.hint_thinking).takeIf { state.thinking && state.controls.board }
    val lineKind = if (said == null) SaidKind.NEWS else saidKind
    // On the person's own move (not with two people, whose line faces one of them), what to do.
    val prompt = if (state.controls.board && draft == null && !shown.twoPeople) phrases.text(guidePromptPhrase(state.settings.variant)) else null
    val saidLine = @Composable { fitted: Boolean ->
        // In a guided game the guide's card takes the line's place, and says it too.
        if (guided) {
            GuideCard(viewModel.guideNote?.let(phrases::text), line, lineKind, prompt, fitted) { send(AppEvent.StopGuide) }
        } else {
            SaidLine(line, lineKind, fitted, idle = prompt)
        }
    }
    val onResult = if (result != null && resultDismissed) ({ resultDismissed = false }) else null
    val controls = @Composable { Controls(state, send, onResult) }

    Scaffold(
        topBar = { GameTopBar(onNewGame, onMenu, onShare, onGuide = { send(AppEvent.GuidedGame) }) },
        containerColor = MaterialTheme.colorScheme.background,
    ) { padding ->
        BoardBesidePanel(
            padding,
            spacing = 8.dp,
            board = board,
            panel = {
                topCard()
                saidLine(false)
                bottomCard()
                controls()
            },
        ) { width, _ ->
            val tallest = tallestBoard(width)
            PortraitColumn(
                leastBoard = min(leastBoard(LocalConfiguration.current.screenHeightDp.dp), tallest),
                tallestBoard = tallest,
                fillLeast = if (guided) guideCardLeast() else saidLineLeast(),
                above = { Box(Modifier.padding(horizontal = 12.dp)) { topCard() } },
                board = { board(Modifier.fillMaxSize()) },
                // The person's own card right under their rows, then what the game says.
                under = { Box(Modifier.padding(horizontal = 12.dp)) { bottomCard() } },
                fill = { Box(Modifier.padding(horizontal = 12.dp)) { saidLine(true) } },
                // Their controls at the foot of the screen, within reach of a thumb.
                foot = { Box(Modifier.padding(start = 12.dp, end = 12.dp, bottom = 8.dp)) { controls() } },
            )
        }
    }
}

/**
 * The least the board gives way to the rest of a portrait screen [screenHeight] tall: on a
 * phone 45 % of it; on a smaller screen, rows of 56 dp (a house still a thumb's target).
 */
private fun leastBoard(screenHeight: Dp): Dp =
    if (screenHeight >= PHONE_HEIGHT) screenHeight * 0.45f else MIN_ROW_HEIGHT * BoardGeometry.ROWS

private val PHONE_HEIGHT = 640.dp
private val MIN_ROW_HEIGHT = 56.dp

/** The tallest the board may be on a screen [width] wide: as tall as its cells may be. */
private fun tallestBoard(width: Dp): Dp = width / BoardGeometry.COLUMNS * BoardGeometry.MAX_CELL_ASPECT * BoardGeometry.ROWS

/**
 * The moment the game loads: the empty board, still and calm, until the game is there; should
 * the game not open at all ([failed]), the board says so in words instead of the app dying.
 */
@Composable
fun LoadingScreen(failed: Boolean = false) {
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        val description = stringResource(if (failed) R.string.could_not_start else R.string.loading)
        BoardPicture(null, boardColors(), description, Modifier.safeDrawingPadding().padding(8.dp).fillMaxSize().testTag("loading"))
        if (failed) {
            Text(
                description,
                Modifier.safeDrawingPadding().padding(24.dp).testTag("could-not-start"),
                style = MaterialTheme.typography.titleMedium,
            )
        }
    }
}

/** The system's animator duration scale: 0 when the person turned animations off. */
private fun animatorScale(resolver: ContentResolver): Float =
    Settings.Global.getFloat(resolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
