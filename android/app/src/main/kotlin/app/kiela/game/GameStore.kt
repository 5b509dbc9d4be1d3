package app.kiela.game

import app.kiela.core.KielaException
import app.kiela.core.SettledFile
import app.kiela.core.setAsideFile
import app.kiela.core.settleUnreadableFile
import java.io.File
import java.io.IOException

/** Where the game and the statistics are kept between runs of the app. */
class GameStore(val game: StoredText, val statistics: StoredText) {
    companion object {
        /** The two files in [directory] (the app's private files). */
        fun inDirectory(directory: File) = GameStore(FileText(directory, "game.json"), FileText(directory, "statistics.json"))
    }
}

/** One text the app keeps: the saved game, or the statistics. */
interface StoredText {
    /** The text, or null when there is none. */
    fun read(): String?

    /** Writes [text], unless the text is kept for a newer version (see [settle]): then nothing is written this run. */
    fun write(text: String)

    /**
     * The core's policy (the terminal's too) for a text the core refused with [why]: one a newer
     * version wrote is left untouched and never written over this run; a damaged one is moved
     * aside as `<stem>.unreadable-<n>.json` (the first free n), so the next write starts clean.
     * Throws [KielaException.SetAsideFailed] when it could not be moved: it is then left alone too.
     */
    fun settle(why: KielaException): SettledFile

    /** Moves a text read but partly damaged (a part the core dropped) aside whole, under the same names; when it cannot be moved, it is left alone this run. */
    fun setAside()
}

/**
 * A [StoredText] in the file [name] of [directory]. Every write is atomic: the text goes to a
 * temporary file that is synced and then renamed over the old one, so a crash or a killed
 * process leaves either the old text or the new one, never half of one.
 */
class FileText(private val directory: File, name: String) : StoredText {
    private val file = File(directory, name)

    /** The file could not be settled by being moved aside (a newer version's, or the move failed): this run leaves it as it is. */
    @Volatile private var leftAlone = false

    override fun read(): String? = if (file.exists()) file.readText() else null

    override fun write(text: String) {
        if (leftAlone) return
        directory.mkdirs()
        val temporary = File(directory, "${file.name}.tmp")
        temporary.outputStream().use { out ->
            out.write(text.toByteArray(Charsets.UTF_8))
            out.fd.sync()
        }
        if (!temporary.renameTo(file)) throw IOException("could not replace $file")
    }

    override fun settle(why: KielaException): SettledFile = try {
        settleUnreadableFile(file.path, why).also { if (it is SettledFile.KeptForNewerVersion) leftAlone = true }
    } catch (failed: KielaException.SetAsideFailed) {
        leftAlone = true
        throw failed
    }

    override fun setAside() {
        if (!file.exists()) return
        try {
            setAsideFile(file.path)
        } catch (failed: KielaException.SetAsideFailed) {
            leftAlone = true // what was read of it is not written over it
        }
    }
}
