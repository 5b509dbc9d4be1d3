package app.kiela.ui

import android.app.Application
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.core.content.ContextCompat
import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.createSavedStateHandle
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.NewGameChoice
import app.kiela.core.newGameSettings
import app.kiela.game.GameModel
import app.kiela.game.GameState
import app.kiela.game.GameStore
import app.kiela.ui.board.TurnAnimations
import app.kiela.ui.guide.Guide
import app.kiela.core.guidedGameChoice
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/**
 * Holds the game across rotations and other configuration changes: the [GameModel] with its
 * threads, and the app's preferences. Process death is covered by the model's save.
 *
 * The game is loaded on the io thread, not the main one: reading the save and the preferences
 * is disk work, and the first call into the native core loads its library. Until it is back
 * on the main thread the view model is [loading] and the screen shows the empty board.
 * [store] and [newSession] are seams for tests (a store that reports its thread, a core that fails).
 */
class GameViewModel(
    application: Application,
    store: GameStore = GameStore.inDirectory(application.filesDir),
    newSession: (GameSettings) -> GameSession = ::GameSession,
    savedState: SavedStateHandle = SavedStateHandle(),
) : ViewModel() {
    private val preferences = AppPreferences(application)
    private val worker: ExecutorService = Executors.newSingleThreadExecutor { Thread(it, "kiela-computer").apply { isDaemon = true } }
    private val io: ExecutorService = Executors.newSingleThreadExecutor { Thread(it, "kiela-save") }
    private val main = ContextCompat.getMainExecutor(application)
    private var loaded: GameModel? = null
    private var cleared = false

    // The game as the screen draws it; null while it loads.
    private val current = mutableStateOf<GameState?>(null)

    /** Whether the game is still being read. */
    val loading: Boolean get() = current.value == null

    /** The game as the screen draws it, once loaded. */
    val state: GameState get() = checkNotNull(current.value) { "the game is still loading" }

    /** The game, once loaded. */
    val model: GameModel get() = checkNotNull(loaded) { "the game is still loading" }

    /** The turn being animated, kept across rotations so that it plays on. */
    val animations = TurnAnimations()

    /** The guided game: whether it is on (kept in [savedState]), and the first start's offer of it. */
    val guide = Guide(savedState, preferences)

    var haptics: Boolean by mutableStateOf(true)
        private set

    /** The last new-game choice, which the sheet opens on; once loaded. */
    lateinit var choice: NewGameChoice
        private set

    init {
        io.execute {
            val haptics = preferences.haptics
            val choice = preferences.choice
            // Its changes count once it is on the main thread; until then its state is taken whole as it arrives.
            val model = GameModel(store, worker, main, io, newGameSettings(choice), newSession) { if (loaded != null) current.value = it }
            val offerGuide = guide.offerDue(model.hadSave)
            main.execute {
                arrived(model, haptics, choice)
                if (offerGuide && !cleared) guide.offer()
            }
        }
    }

    private fun arrived(model: GameModel, haptics: Boolean, choice: NewGameChoice) {
        if (cleared) return close(model)
        this.haptics = haptics
        this.choice = choice
        loaded = model
        current.value = model.state
    }

    fun changeHaptics(value: Boolean) {
        haptics = value
        preferences.haptics = value
    }

    /** Starts the game chosen in the new-game sheet and remembers the choice. */
    fun startGame(value: NewGameChoice) {
        guide.newGame(guided = false)
        choice = value
        preferences.choice = value
        model.newGame(newGameSettings(value))
    }

    /** Starts the guided game (the computer at Beginner, the person South and first), the guide on. */
    fun startGuidedGame() {
        startGame(guidedGameChoice())
        guide.newGame(guided = true)
    }

    /** Writes the save now (the app is going to the background), once there is a game. */
    fun save() {
        loaded?.save()
    }

    override fun onCleared() {
        cleared = true
        loaded?.let(::close) // else it is closed as it arrives
    }

    private fun close(model: GameModel) {
        model.save()
        model.close()
        worker.shutdownNow()
        io.shutdown()
    }

    companion object {
        /**
         * Makes the view model with the activity's own application. (The default factory keeps
         * the first application it saw in a static, which under Robolectric is another test's.)
         */
        fun factory(application: Application): ViewModelProvider.Factory = viewModelFactory {
            initializer { GameViewModel(application, savedState = createSavedStateHandle()) }
        }
    }
}
