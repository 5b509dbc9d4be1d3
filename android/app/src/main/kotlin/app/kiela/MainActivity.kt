package app.kiela

import android.content.Intent
import android.content.pm.ApplicationInfo
import android.os.Bundle
import android.os.StrictMode
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import app.kiela.core.AppEvent
import app.kiela.ui.GameViewModel
import app.kiela.ui.KielaApp
import app.kiela.ui.theme.KielaTheme

/** The one activity: the game in Compose. The game is saved when the app leaves the screen. */
class MainActivity : ComponentActivity() {
    private val viewModel: GameViewModel by viewModels { GameViewModel.factory(application) }

    override fun onCreate(savedInstanceState: Bundle?) {
        if (applicationInfo.flags and ApplicationInfo.FLAG_DEBUGGABLE != 0) enableStrictMode()
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        // Made now, not at the first composition, so the game starts loading at once.
        val viewModel = viewModel
        setContent {
            KielaTheme {
                KielaApp(viewModel, onShare = ::share)
            }
        }
    }

    override fun onStart() {
        super.onStart()
        // The computer ponders on the person's turn only while the app is seen.
        viewModel.handle(AppEvent.Foreground)
    }

    override fun onStop() {
        super.onStop()
        viewModel.handle(AppEvent.Background)
    }

    private fun share(record: String) {
        val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, record)
        startActivity(Intent.createChooser(send, getString(R.string.action_share)))
    }

    // Debug builds report work on the main thread that should not be there (disk, network) and leaks.
    private fun enableStrictMode() {
        StrictMode.setThreadPolicy(StrictMode.ThreadPolicy.Builder().detectAll().penaltyLog().build())
        StrictMode.setVmPolicy(StrictMode.VmPolicy.Builder().detectAll().penaltyLog().build())
    }
}
