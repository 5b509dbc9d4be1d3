// The release's shrunk classes exercised on the JVM (tools/release, tests/android/shrunk/):
// compiled against the bindings as written, run against the classes R8 made with the
// release's keep rules, with JNA's jar and the host build of the Rust library. A keep rule
// that is missing shows here as a class or member R8 renamed or dropped (NoClassDefFoundError,
// NoSuchMethodError) or as a JNA call that no longer finds its Java peer; each step prints
// PASS or FAIL and the run ends with "N passed, N failed".
// The calls are those of tests/android/native/smoke.c, through the Kotlin bindings: the
// contract check at load, a game driven through AppDriver (the app's path) in a temp folder,
// the save read back, GameSession's save/fromSave/recordText, a typed error and a panic caught.
package app.kiela.shrunk

import app.kiela.core.AppDriver
import app.kiela.core.AppEvent
import app.kiela.core.GameScreen
import app.kiela.core.GameSession
import app.kiela.core.KielaException
import app.kiela.core.PuzzleScreen
import app.kiela.core.ReviewScreen
import app.kiela.core.ScreenListener
import app.kiela.core.Seat
import app.kiela.core.Tapped
import app.kiela.core.defaultSettings
import java.io.File
import java.nio.file.Files
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

private var passed = 0
private var failed = 0

private fun check(name: String, detail: () -> String?) {
    val problem = try {
        detail()
    } catch (e: Throwable) {
        "${e::class.java.name}: ${e.message}"
    }
    if (problem == null) {
        passed++
        println("PASS shrunk: $name")
    } else {
        failed++
        println("FAIL shrunk: $name: $problem")
    }
}

/** Collects the screens the driver hands over, as the app's GameViewModel does. */
private class Screens : ScreenListener {
    val screens = LinkedBlockingQueue<GameScreen>()
    override fun screenChanged(screen: GameScreen) { screens.put(screen) }
    override fun reviewChanged(review: ReviewScreen?) {}
    override fun puzzleChanged(puzzle: PuzzleScreen?) {}
}

fun main() {
    val folder = Files.createTempDirectory("kiela-shrunk").toFile()
    try {
        appDriver(folder)
        gameSession()
    } finally {
        folder.deleteRecursively()
    }
    println("$passed passed, $failed failed")
    System.exit(if (failed == 0) 0 else 1)
}

private fun appDriver(folder: File) {
    val listener = Screens()
    var driver: AppDriver? = null
    check("AppDriver.withSeed over a temp folder (the bindings load and check the library's checksums)") {
        driver = AppDriver.withSeed(folder.path, listener, 7uL)
        null
    }
    val app = driver ?: return
    var before: GameScreen? = null
    check("AppDriver.screen: a board of 40 houses with 56 stones and a legal house") {
        val screen = app.screen()
        before = screen
        val board = screen.snapshot.board
        when {
            board.size != 40 -> "board has ${board.size} houses"
            board.sum() != 56 -> "board holds ${board.sum()} stones"
            screen.snapshot.legalHouses.isEmpty() -> "no legal house"
            else -> null
        }
    }
    val first = before ?: return
    check("AppDriver.handle(Tap): the listener gets a screen whose board changed") {
        app.handle(AppEvent.Tap(first.snapshot.legalHouses.first()))
        val after = listener.screens.poll(30, TimeUnit.SECONDS)
        when {
            after == null -> "no screen in 30 s"
            after.snapshot.board == first.snapshot.board -> "the board is unchanged: ${after.snapshot.board}"
            after.snapshot.revision <= first.snapshot.revision -> "revision ${after.snapshot.revision}"
            else -> null
        }
    }
    check("AppDriver.shutDown writes game.json, which GameSession.fromSave reads") {
        app.shutDown()
        app.destroy()
        val save = File(folder, "game.json")
        if (!save.isFile) return@check "no ${save.name} in ${folder.listFiles()?.map { it.name }}"
        val restored = GameSession.fromSave(save.readText())
        val board = restored.snapshot().board
        restored.destroy()
        if (board == first.snapshot.board) "the saved board is the first one" else null
    }
}

private fun gameSession() {
    check("GameSession.withSeed: play, computerMove, save, fromSave(save).save() is the same") {
        val session = GameSession.withSeed(defaultSettings(), 11uL)
        val house = session.snapshot().legalHouses.first()
        val tapped = session.tap(house)
        if (tapped !is Tapped.Played) return@check "tap($house): $tapped"
        val saved = session.save()
        val again = GameSession.fromSave(saved)
        val resaved = again.save()
        again.destroy()
        session.destroy()
        if (resaved != saved) "fromSave(save()).save() differs" else null
    }
    check("GameSession.fromRecordText(recordText()) replays the game") {
        val session = GameSession.withSeed(defaultSettings(), 11uL)
        session.tap(session.snapshot().legalHouses.first())
        val replayed = GameSession.fromRecordText(session.recordText(), Seat.Person, Seat.Person)
        val same = replayed.snapshot().board == session.snapshot().board
        replayed.destroy()
        session.destroy()
        if (same) null else "the replayed board differs"
    }
    check("GameSession.fromSave(broken text): a typed KielaException") {
        try {
            GameSession.fromSave("{broken")
            "no exception"
        } catch (e: KielaException) {
            null
        }
    }
}
