package app.kiela.ui

import android.annotation.SuppressLint
import android.content.res.Resources
import android.util.Log
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalContext
import app.kiela.core.Phrase
import app.kiela.core.PhraseArg

/**
 * The one formatter: a [Phrase] the core built (a string resource's name and its arguments, or
 * phrases joined) into text with the app's strings in the locale of [resources]. The name is
 * resolved once and kept (res/raw/keep.xml keeps every string from the shrinker); a plural
 * agrees with the first number; a phrase inside is worded first; text goes in as it is; numbers
 * are formatted by the string, in the locale's digits. A name the app does not have is said as
 * it is and logged once, never a crash.
 */
class Phrases(private val resources: Resources) {
    // A name's resource: its id, and whether it is a plural; 0 when the app has none.
    private val ids = HashMap<String, Long>()

    fun text(phrase: Phrase): String = when (phrase) {
        is Phrase.Joined -> phrase.parts.joinToString(phrase.separator) { text(it) }
        is Phrase.Key -> keyed(phrase.key, phrase.args)
    }

    @JvmName("textOrNull")
    fun text(phrase: Phrase?): String? = phrase?.let { text(it) }

    private fun keyed(key: String, args: List<PhraseArg>): String {
        val found = resolve(key)
        val values = Array<Any>(args.size) { i ->
            when (val arg = args[i]) {
                is PhraseArg.Number -> arg.value
                is PhraseArg.Phrase -> text(arg.phrase)
                is PhraseArg.Text -> arg.text
            }
        }
        val id = (found and 0xffffffffL).toInt()
        return when {
            id == 0 -> key
            found shr 32 != 0L -> {
                val count = args.firstNotNullOfOrNull { (it as? PhraseArg.Number)?.value } ?: 0
                resources.getQuantityString(id, count, *values)
            }
            values.isEmpty() -> resources.getString(id)
            else -> resources.getString(id, *values)
        }
    }

    @SuppressLint("DiscouragedApi") // the core names its strings; keep.xml keeps them
    private fun resolve(key: String): Long = ids.getOrPut(key) {
        val plural = resources.getIdentifier(key, "plurals", PACKAGE)
        val string = if (plural == 0) resources.getIdentifier(key, "string", PACKAGE) else 0
        when {
            plural != 0 -> (1L shl 32) or (plural.toLong() and 0xffffffffL)
            string != 0 -> string.toLong() and 0xffffffffL
            else -> 0L.also { Log.e("Kiela", "no string named $key") }
        }
    }

    private companion object {
        const val PACKAGE = "app.kiela"
    }
}

/** The formatter with the composition's resources (their locale). */
@Composable
fun rememberPhrases(): Phrases {
    val resources = LocalContext.current.resources
    return remember(resources) { Phrases(resources) }
}
