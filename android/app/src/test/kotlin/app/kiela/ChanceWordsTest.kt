package app.kiela

import android.content.Context
import android.content.res.Configuration
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.kiela.core.Hint
import app.kiela.core.HintReason
import app.kiela.core.MoveCost
import app.kiela.core.ReviewSeats
import app.kiela.core.ReviewValue
import app.kiela.core.ReviewedTurn
import app.kiela.core.Side
import app.kiela.core.Verdict
import app.kiela.core.spotAt
import app.kiela.core.hintPhrase
import app.kiela.core.reviewLinePhrase
import app.kiela.core.valuePhrase
import app.kiela.ui.Phrases
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import java.util.Locale

/**
 * The review's and the hint's numbers are winning chances (or a proven result), never stones:
 * each in the person's language, the percent with the locale's digits.
 */
@RunWith(AndroidJUnit4::class)
class ChanceWordsTest {
    private val context: Context get() = ApplicationProvider.getApplicationContext()
    private val phrases get() = Phrases(context.resources)

    private fun line(turn: ReviewedTurn, spoken: Boolean = false) = phrases.text(reviewLinePhrase(turn, you, spoken))

    private fun hint(hint: Hint) = phrases.text(hintPhrase(hint))

    private fun value(value: ReviewValue) = phrases.text(valuePhrase(value))

    // A house's notation kept whole in a right-to-left sentence: between left-to-right isolates.
    private fun ltr(text: String) = "\u2066$text\u2069"

    // A number as the locale writes it.
    private fun number(n: Int) = String.format(context.resources.configuration.locales[0], "%d", n)

    // A turn of the person's (South) at o4 where o7 (board indices 33 and 36) was better.
    private val o4 = spotAt(33)!!
    private val o7 = spotAt(36)!!
    private fun turn(cost: MoveCost, bestValue: ReviewValue, verdict: Verdict = Verdict.MISTAKE) = ReviewedTurn(
        turn = 12, mover = Side.SOUTH, played = o4, best = if (verdict == Verdict.BEST) o4 else o7,
        evaluation = -40, bestEvaluation = 40, chance = 0.47, bestChance = 0.61, verdict = verdict,
        value = ReviewValue.Chance(47), bestValue = bestValue, cost = cost, boardBefore = emptyList(),
    )
    private val you = ReviewSeats.AgainstComputer(Side.SOUTH)
    private fun hint(reason: HintReason, value: ReviewValue?) = Hint(house = o7, landsIn = o4, reason = reason, value = value)

    @Test
    fun aTurnSaysTheChanceToWinAndThePointsGivenAway() {
        assertEquals(
            "Turn 12 · You · ${ltr("o4")} — Mistake: costs 14 points of winning chance; better ${ltr("o7")} (61% to win)",
            line(turn(MoveCost.Chance(14), ReviewValue.Chance(61))),
        )
        assertEquals(
            "Turn 12 · You · outer house 4 — Inaccuracy: costs 6 points of winning chance; better outer house 7 (a forced win)",
            line(turn(MoveCost.Chance(6), ReviewValue.Win(7), Verdict.INACCURACY), spoken = true),
        )
        assertEquals("Turn 12 · You · ${ltr("o4")} — Best move (61% to win)", line(turn(MoveCost.Nothing, ReviewValue.Chance(61), Verdict.BEST)))
        assertEquals("a forced loss", value(ReviewValue.Loss(2)))
    }

    @Test
    fun aHintSaysTheChanceAfterItUnlessItSaysAWinAlready() {
        assertEquals("The strongest move here — 61% to win.", hint(hint(HintReason.BestPosition, ReviewValue.Chance(61))))
        assertEquals("Captures 3 stones — a forced win.", hint(hint(HintReason.Captures(3), ReviewValue.Win(9))))
        assertEquals("Saves 2 stones from capture — a forced loss.", hint(hint(HintReason.SavesFromCapture(2), ReviewValue.Loss(4))))
        assertEquals("Wins in 3 moves, whatever your opponent does.", hint(hint(HintReason.ForcesWin(3), null)))
        assertEquals("This move wins the game.", hint(hint(HintReason.WinsNow, null)))
        assertEquals("This move wins on stones.", hint(hint(HintReason.WinsOnStones, null)))
    }

    @Test
    @Config(qualifiers = "ar")
    fun inArabicThePercentHasTheLocalesDigitsAndThePointsAgree() {
        // The percent as the locale writes its numbers (the review's turn numbers too).
        val p61 = number(61)
        assertEquals("فرصة الفوز $p61٪", value(ReviewValue.Chance(61)))
        val line = line(turn(MoveCost.Chance(14), ReviewValue.Chance(61)))
        assertTrue(line, line.contains("خطأ: تكلّف ${number(14)} نقطة مئوية من فرصة الفوز؛ الأفضل ") && line.endsWith("${ltr("o7")} (فرصة الفوز $p61٪)"))
        val few = line(turn(MoveCost.Chance(7), ReviewValue.Chance(61), Verdict.INACCURACY))
        assertTrue(few, few.contains(": تكلّف ${number(7)} نقاط مئوية من فرصة الفوز؛ "))
        assertEquals("أقوى نقلة هنا — فرصة الفوز $p61٪.", hint(hint(HintReason.BestPosition, ReviewValue.Chance(61))))
    }

    @Test
    fun inPortugueseAndDutchTheChanceAndItsPointsAreSaidInTheirWords() {
        for ((language, chance, lineEnd) in listOf(
            Triple("pt", "61% de hipóteses de ganhar", ": custa 14 pontos nas hipóteses de ganhar; melhor seria o7 (61% de hipóteses de ganhar)"),
            Triple("nl", "61% kans op winst", ": kost 14 procentpunten winkans; beter was o7 (61% kans op winst)"),
        )) {
            val config = Configuration(context.resources.configuration).apply { setLocale(Locale.forLanguageTag(language)) }
            val resources = context.createConfigurationContext(config).resources
            val phrases = Phrases(resources)
            assertEquals(language, chance, phrases.text(valuePhrase(ReviewValue.Chance(61))))
            val line = phrases.text(reviewLinePhrase(turn(MoveCost.Chance(14), ReviewValue.Chance(61)), you, false))
            assertTrue(line, line.endsWith(lineEnd.replace("o7", ltr("o7"))))
        }
    }
}
