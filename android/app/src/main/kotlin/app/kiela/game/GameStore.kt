package app.kiela.game

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

    fun write(text: String)

    /** Moves an unreadable text out of the way (kept for a bug report), so the next start is clean. */
    fun setAside()
}

/**
 * A [StoredText] in the file [name] of [directory]. Every write is atomic: the text goes to a
 * temporary file that is synced and then renamed over the old one, so a crash or a killed
 * process leaves either the old text or the new one, never half of one.
 */
class FileText(private val directory: File, name: String) : StoredText {
    private val file = File(directory, name)

    override fun read(): String? = if (file.exists()) file.readText() else null

    override fun write(text: String) {
        directory.mkdirs()
        val temporary = File(directory, "${file.name}.tmp")
        temporary.outputStream().use { out ->
            out.write(text.toByteArray(Charsets.UTF_8))
            out.fd.sync()
        }
        if (!temporary.renameTo(file)) throw IOException("could not replace $file")
    }

    override fun setAside() {
        if (!file.exists()) return
        val aside = File(directory, "${file.nameWithoutExtension}.unreadable-${System.currentTimeMillis()}.json")
        if (!file.renameTo(aside)) file.delete()
    }
}
