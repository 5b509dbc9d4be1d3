package app.kiela.game

import java.io.File
import java.io.IOException

/** Where the game and the statistics are kept between runs of the app. */
interface GameStore {
    /** The saved game's JSON, or null when there is none. */
    fun readGame(): String?

    fun writeGame(json: String)

    /** Moves an unreadable save out of the way (kept for a bug report), so the next start is clean. */
    fun setGameAside()

    fun readStatistics(): String?

    fun writeStatistics(json: String)

    fun setStatisticsAside()
}

/**
 * A [GameStore] of two files in [directory] (the app's private files). Every write is atomic:
 * the text goes to a temporary file that is synced and then renamed over the old one, so a
 * crash or a killed process leaves either the old save or the new one, never half of one.
 */
class FileGameStore(private val directory: File) : GameStore {
    private val game = File(directory, "game.json")
    private val statistics = File(directory, "statistics.json")

    override fun readGame(): String? = read(game)

    override fun writeGame(json: String) = write(game, json)

    override fun setGameAside() = setAside(game)

    override fun readStatistics(): String? = read(statistics)

    override fun writeStatistics(json: String) = write(statistics, json)

    override fun setStatisticsAside() = setAside(statistics)

    private fun read(file: File): String? = if (file.exists()) file.readText() else null

    private fun write(file: File, text: String) {
        directory.mkdirs()
        val temporary = File(directory, "${file.name}.tmp")
        temporary.outputStream().use { out ->
            out.write(text.toByteArray(Charsets.UTF_8))
            out.fd.sync()
        }
        if (!temporary.renameTo(file)) throw IOException("could not replace $file")
    }

    private fun setAside(file: File) {
        if (!file.exists()) return
        val aside = File(directory, "${file.nameWithoutExtension}.unreadable-${System.currentTimeMillis()}.json")
        if (!file.renameTo(aside)) file.delete()
    }
}
