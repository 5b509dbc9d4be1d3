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
import app.kiela.ui.Words
import app.kiela.ui.review.ReviewWords
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
    private val words get() = Words(context.resources)
    private val review get() = ReviewWords(context.resources, words)

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
            "Turn 12 · You · o4 — Mistake: costs 14 points of winning chance; better o7 (61% to win)",
            review.turnLine(turn(MoveCost.Chance(14), ReviewValue.Chance(61)), you),
        )
        assertEquals(
            "Turn 12 · You · outer house 4 — Inaccuracy: costs 6 points of winning chance; better outer house 7 (a forced win)",
            review.turnLine(turn(MoveCost.Chance(6), ReviewValue.Win(7), Verdict.INACCURACY), you, spoken = true),
        )
        assertEquals("Turn 12 · You · o4 — Best move (61% to win)", review.turnLine(turn(MoveCost.Nothing, ReviewValue.Chance(61), Verdict.BEST), you))
        assertEquals("a forced loss", words.value(ReviewValue.Loss(2)))
    }

    @Test
    fun aHintSaysTheChanceAfterItUnlessItSaysAWinAlready() {
        assertEquals("The strongest move here — 61% to win.", words.hint(hint(HintReason.BestPosition, ReviewValue.Chance(61))))
        assertEquals("Captures 3 stones — a forced win.", words.hint(hint(HintReason.Captures(3), ReviewValue.Win(9))))
        assertEquals("Saves 2 stones from capture — a forced loss.", words.hint(hint(HintReason.SavesFromCapture(2), ReviewValue.Loss(4))))
        assertEquals("Wins in 3 moves, whatever your opponent does.", words.hint(hint(HintReason.ForcesWin(3), null)))
        assertEquals("This move wins the game.", words.hint(hint(HintReason.WinsNow, null)))
        assertEquals("This move wins on stones.", words.hint(hint(HintReason.WinsOnStones, null)))
    }

    @Test
    @Config(qualifiers = "ar")
    fun inArabicThePercentHasTheLocalesDigitsAndThePointsAgree() {
        // The percent as the locale writes its numbers (the review's turn numbers too).
        val p61 = review.number(61)
        assertEquals("فرصة الفوز $p61٪", words.value(ReviewValue.Chance(61)))
        val line = review.turnLine(turn(MoveCost.Chance(14), ReviewValue.Chance(61)), you)
        assertTrue(line, line.contains("خطأ: تكلّف ${review.number(14)} نقطة مئوية من فرصة الفوز؛ الأفضل ") && line.endsWith("o7\u202C\u200F (فرصة الفوز $p61٪)"))
        val few = review.turnLine(turn(MoveCost.Chance(7), ReviewValue.Chance(61), Verdict.INACCURACY), you)
        assertTrue(few, few.contains(": تكلّف ${review.number(7)} نقاط مئوية من فرصة الفوز؛ "))
        assertEquals("أقوى نقلة هنا — فرصة الفوز $p61٪.", words.hint(hint(HintReason.BestPosition, ReviewValue.Chance(61))))
    }

    @Test
    fun inPortugueseAndDutchTheChanceAndItsPointsAreSaidInTheirWords() {
        for ((language, chance, lineEnd) in listOf(
            Triple("pt", "61% de hipóteses de ganhar", ": custa 14 pontos nas hipóteses de ganhar; melhor seria o7 (61% de hipóteses de ganhar)"),
            Triple("nl", "61% kans op winst", ": kost 14 procentpunten winkans; beter was o7 (61% kans op winst)"),
        )) {
            val config = Configuration(context.resources.configuration).apply { setLocale(Locale.forLanguageTag(language)) }
            val resources = context.createConfigurationContext(config).resources
            val words = Words(resources)
            assertEquals(language, chance, words.value(ReviewValue.Chance(61)))
            val line = ReviewWords(resources, words).turnLine(turn(MoveCost.Chance(14), ReviewValue.Chance(61)), you)
            assertTrue(line, line.endsWith(lineEnd))
        }
    }
}
