package app.kiela.ui

import android.app.Application
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.core.content.ContextCompat
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import app.kiela.core.AnimationSpeed
import app.kiela.game.FileGameStore
import app.kiela.game.GameModel
import app.kiela.game.GameState
import app.kiela.game.NewGameChoice
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/**
 * Holds the game across rotations and other configuration changes: the [GameModel] with its
 * threads, and the settings, as Compose state. Process death is covered by the model's save.
 */
class GameViewModel(application: Application) : ViewModel() {
    private val preferences = AppPreferences(application)
    private val worker: ExecutorService = Executors.newSingleThreadExecutor { Thread(it, "kiela-computer").apply { isDaemon = true } }
    private val io: ExecutorService = Executors.newSingleThreadExecutor { Thread(it, "kiela-save") }

    // Declared before the model, whose first changes arrive while it is being made.
    private val current = mutableStateOf<GameState?>(null)

    /** The game as the screen draws it. */
    val state: GameState get() = checkNotNull(current.value)

    val model = GameModel(
        store = FileGameStore(application.filesDir),
        worker = worker,
        main = ContextCompat.getMainExecutor(application),
        io = io,
        newSettings = preferences.choice.toSettings(),
        speed = preferences.speed,
        onChange = { current.value = it },
    )

    init {
        current.value = model.state
    }

    var speed: AnimationSpeed by mutableStateOf(preferences.speed)
        private set

    var haptics: Boolean by mutableStateOf(preferences.haptics)
        private set

    var choice: NewGameChoice by mutableStateOf(preferences.choice)
        private set

    fun changeSpeed(value: AnimationSpeed) {
        speed = value
        preferences.speed = value
        model.setAnimationSpeed(value)
    }

    fun changeHaptics(value: Boolean) {
        haptics = value
        preferences.haptics = value
    }

    /** Starts the game chosen in the new-game sheet and remembers the choice. */
    fun startGame(value: NewGameChoice) {
        choice = value
        preferences.choice = value
        model.newGame(value.toSettings())
    }

    override fun onCleared() {
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
            initializer { GameViewModel(application) }
        }
    }
}
