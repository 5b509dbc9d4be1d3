package app.kiela.game

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.w3c.dom.Element
import java.io.ByteArrayInputStream
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * The Android app's words (strings.xml and rules.xml in every values folder of android/app/src/main/res), read with
 * the JDK's XML parser: every language has exactly the English keys, the same format arguments,
 * the plural quantities its language needs, no empty text, and no apostrophe aapt2 would refuse.
 */
class StringResourcesTest {
    /** One `<string>` (items = {"" to text}) or one `<plurals>` (items = quantity to text). */
    data class Resource(val kind: String, val name: String, val items: Map<String, String>, val translatable: Boolean)

    companion object {
        val files = listOf("strings.xml", "rules.xml")
        /** The app's translations: its values-<language> folders with a strings.xml (the one list of its languages). */
        val languages: List<String> by lazy {
            resDir.listFiles()!!.filter { it.isDirectory && it.name.startsWith("values-") && File(it, "strings.xml").isFile }
                .map { it.name.removePrefix("values-") }.sorted()
        }
        val arabicQuantities = setOf("zero", "one", "two", "few", "many", "other")
        /** The quantities each language must give: CLDR's categories, as Android lint asks for them. */
        val requiredQuantities = mapOf(
            "" to setOf("one", "other"),
            "pt" to setOf("one", "many", "other"),
            "nl" to setOf("one", "other"),
            "ar" to arabicQuantities,
        )

        /** The res folder: from the repo root, found upward from the working directory (target/android/test/work in tests/android/run). */
        val resDir: File by lazy {
            System.getProperty("kiela.repo.dir")?.let { return@lazy File(it, "android/app/src/main/res") }
            var dir: File? = File(System.getProperty("user.dir")).absoluteFile
            while (dir != null) {
                val res = File(dir, "android/app/src/main/res")
                if (File(res, "values/strings.xml").isFile) return@lazy res
                dir = dir.parentFile
            }
            error("android/app/src/main/res not found above ${System.getProperty("user.dir")}")
        }

        fun parse(xml: ByteArray): List<Resource> {
            val factory = DocumentBuilderFactory.newInstance()
            factory.isNamespaceAware = true
            val root = factory.newDocumentBuilder().parse(ByteArrayInputStream(xml)).documentElement
            require(root.tagName == "resources") { "root is <${root.tagName}>, not <resources>" }
            val out = mutableListOf<Resource>()
            val children = root.childNodes
            for (i in 0 until children.length) {
                val e = children.item(i) as? Element ?: continue
                val name = e.getAttribute("name")
                val translatable = e.getAttribute("translatable") != "false"
                when (e.tagName) {
                    "string" -> out += Resource("string", name, mapOf("" to e.textContent), translatable)
                    "plurals" -> {
                        val items = linkedMapOf<String, String>()
                        val list = e.getElementsByTagName("item")
                        for (j in 0 until list.length) {
                            val item = list.item(j) as Element
                            val q = item.getAttribute("quantity")
                            require(items.put(q, item.textContent) == null) { "$name: quantity $q twice" }
                        }
                        out += Resource("plurals", name, items, translatable)
                    }
                    else -> out += Resource(e.tagName, name, emptyMap(), translatable)
                }
            }
            return out
        }

        fun parse(file: File): List<Resource> = try {
            parse(file.readBytes())
        } catch (e: Exception) {
            throw AssertionError("$file: ${e.message}", e)
        }

        private val specifier = Regex("""%(\d+\$)?[-#+ 0,(<]*\d*(\.\d+)?([a-zA-Z%])""")

        /** The format specifiers of a text, as a set ("%d", "%1\$s"); "%%" and "%n" are not arguments. */
        fun formatArguments(text: String): Set<String> =
            specifier.findAll(text).map { it.value }.filter { !it.endsWith("%") && !it.endsWith("n") }.toSet()

        /**
         * What aapt2 would refuse in a resource's text (after XML entities are decoded): an apostrophe
         * outside double quotes and not escaped with a backslash, or a backslash at the very end.
         */
        fun escapingProblems(text: String): List<String> {
            val problems = mutableListOf<String>()
            var quoted = false
            var i = 0
            while (i < text.length) {
                when (text[i]) {
                    '\\' -> {
                        if (i + 1 >= text.length) problems += "a backslash at the end"
                        i++ // the escaped character, whatever it is
                    }
                    '"' -> quoted = !quoted
                    '\'' -> if (!quoted) problems += "an unescaped apostrophe at ${i}: …${text.substring(maxOf(0, i - 15), minOf(text.length, i + 15))}…"
                }
                i++
            }
            if (quoted) problems += "an unclosed double quote"
            return problems
        }

        /** Text as Android shows it: escapes resolved, unescaped double quotes dropped. */
        fun shown(text: String): String {
            val sb = StringBuilder()
            var i = 0
            while (i < text.length) {
                val c = text[i]
                if (c == '\\' && i + 1 < text.length) {
                    sb.append(when (val n = text[i + 1]) { 'n' -> '\n'; 't' -> '\t'; else -> n }); i += 2; continue
                }
                if (c != '"') sb.append(c)
                i++
            }
            return sb.toString()
        }

        /** Every problem of one translation against English, as lines (empty: all is well). */
        fun problems(english: List<Resource>, translation: List<Resource>, language: String): List<String> {
            val out = mutableListOf<String>()
            for (list in listOf(english, translation)) {
                list.groupBy { it.name }.filter { it.value.size > 1 }.keys.forEach { out += "$it is given twice" }
                list.filter { it.kind != "string" && it.kind != "plurals" }.forEach { out += "${it.name}: unexpected <${it.kind}>" }
            }
            val en = english.filter { it.translatable }.associateBy { it.kind to it.name }
            val tr = translation.associateBy { it.kind to it.name }
            (en.keys - tr.keys).forEach { out += "missing ${it.first} ${it.second}" }
            (tr.keys - en.keys).forEach { out += "${it.first} ${it.second} is not an English key (or not translatable)" }
            for (r in translation) {
                val needed = requiredQuantities[language] ?: setOf("other")
                if (r.kind == "plurals") {
                    (needed - r.items.keys).forEach { out += "${r.name}: no quantity $it" }
                    (r.items.keys - arabicQuantities).forEach { out += "${r.name}: unknown quantity $it" }
                }
                val source = en[r.kind to r.name] ?: continue
                val expected = formatArguments(source.items["other"] ?: source.items[""] ?: "")
                for ((q, text) in r.items) {
                    val where = if (q.isEmpty()) r.name else "${r.name}[$q]"
                    if (shown(text).isBlank()) out += "$where is empty"
                    val args = formatArguments(text)
                    if (args != expected) out += "$where: format arguments $args, English has $expected"
                    escapingProblems(text).forEach { out += "$where: $it" }
                }
            }
            return out
        }
    }

    private fun english(file: String) = parse(File(resDir, "values/$file"))

    @Test
    fun `English itself is well formed`() {
        for (file in files) {
            val en = english(file)
            assertTrue("values/$file has resources", en.isNotEmpty())
            // English against itself: duplicates, empties, escaping, and its own plurals.
            val p = problems(en, en.filter { it.translatable }, "")
            assertEquals("values/$file", emptyList<String>(), p)
            for (r in en.filter { it.kind == "plurals" }) {
                val args = r.items.values.map { formatArguments(it) }.toSet()
                assertEquals("${r.name}: every quantity has the same format arguments", 1, args.size)
            }
        }
    }

    @Test
    fun `every language has the English keys, arguments and quantities`() {
        assertTrue("the app is translated", languages.isNotEmpty())
        for (language in languages) {
            assertTrue("the plural quantities values-$language must give are known here", language in requiredQuantities)
        }
        for (language in languages) for (file in files) {
            val f = File(resDir, "values-$language/$file")
            assertTrue("$f exists", f.isFile)
            val p = problems(english(file), parse(f), language)
            assertEquals("values-$language/$file", emptyList<String>(), p)
        }
    }

    @Test
    fun `no key is in both files`() {
        val strings = english("strings.xml").map { it.name }.toSet()
        val rules = english("rules.xml").map { it.name }.toSet()
        assertEquals(emptySet<String>(), strings intersect rules)
    }

    // The checks themselves, against samples that must fail.

    private val englishSample = parse(
        """
        <resources>
            <string name="a">It\'s %1${'$'}s with %2${'$'}d</string>
            <string name="b">Plain</string>
            <string name="fixed" translatable="false">Kiela</string>
            <plurals name="p"><item quantity="one">%d stone</item><item quantity="other">%d stones</item></plurals>
        </resources>
        """.trimIndent().toByteArray()
    )

    @Test
    fun `the checks find what is wrong`() {
        val bad = parse(
            """
            <resources>
                <string name="a">C'est %1${'$'}s avec %2${'$'}s</string>
                <string name="extra">Extra</string>
                <string name="fixed">Kiela</string>
                <plurals name="p"><item quantity="one">%d pedra</item><item quantity="few">pedras</item></plurals>
            </resources>
            """.trimIndent().toByteArray()
        )
        val p = problems(englishSample, bad, "ar")
        fun has(s: String) = assertTrue("a problem mentioning \"$s\" in $p", p.any { s in it })
        has("missing string b")
        has("string extra is not an English key")
        has("string fixed is not an English key")
        has("a: format arguments")
        has("a: an unescaped apostrophe")
        has("p: no quantity other")
        has("p: no quantity two")
        has("p[few]: format arguments [], English has [%d]")

        val empty = parse("""<resources><string name="a">%1${'$'}s %2${'$'}d ""</string><string name="b"> </string><plurals name="p"><item quantity="one">%d</item><item quantity="other">%d</item></plurals></resources>""".toByteArray())
        val q = problems(englishSample, empty, "nl")
        assertTrue("$q", q.any { it == "b is empty" })
        assertTrue("$q", q.none { it.startsWith("a:") })
    }

    @Test
    fun `a good translation passes`() {
        val good = parse(
            """
            <resources>
                <string name="a">"Het is" %1${'$'}s met %2${'$'}d, \"echt\" &amp; \'n foto\'s</string>
                <string name="b">Gewoon</string>
                <plurals name="p"><item quantity="one">%d steen</item><item quantity="other">%d stenen</item></plurals>
            </resources>
            """.trimIndent().toByteArray()
        )
        assertEquals(emptyList<String>(), problems(englishSample, good, "nl"))
        assertEquals(emptyList<String>(), escapingProblems("\"it's\" it\\'s"))
        assertFalse(escapingProblems("it's").isEmpty())
        assertFalse(escapingProblems("\"open").isEmpty())
        assertEquals(setOf("%d", "%1\$s", "%2\$d"), formatArguments("%d %1\$s %2\$d 100%% %n"))
    }
}
