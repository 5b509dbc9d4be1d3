package app.kiela.ui.review

import android.content.res.Resources
import android.text.BidiFormatter
import android.text.TextDirectionHeuristics
import app.kiela.R
import app.kiela.core.Opponent
import app.kiela.core.PastGame
import app.kiela.core.PersonOutcome
import app.kiela.core.ReviewedTurn
import app.kiela.core.Side
import app.kiela.core.Spot
import app.kiela.core.Verdict
import app.kiela.ui.Words
import java.text.DecimalFormat
import java.text.DecimalFormatSymbols
import kotlin.math.abs
import kotlin.math.roundToInt

/**
 * The review put into the person's words: the players' names, each turn's line, the graph's
 * description and the summary, from the core's verdicts and evaluations (hundredths of a stone,
 * the mover's) and the strings of strings_review.xml. Nothing is judged here: a verdict is the
 * core's, and the stones given away are its two evaluations apart.
 */
class ReviewWords(private val resources: Resources, private val words: Words) {
    private val locale = resources.configuration.locales[0]
    private val bidi = BidiFormatter.getInstance(locale)
    private val stones = DecimalFormat("+0.0;-0.0", DecimalFormatSymbols.getInstance(locale))

    private fun string(id: Int, vararg args: Any): String = resources.getString(id, *args)

    private fun plural(id: Int, n: Int): String = resources.getQuantityString(id, n, n)

    // A left-to-right piece (a house's notation, a signed number) kept whole in a right-to-left line.
    private fun ltr(text: String): String = bidi.unicodeWrap(text, TextDirectionHeuristics.LTR)

    /** The name of the player of [side] in a review of [request]: "You", "Computer", "Bottom player", "South". */
    fun name(side: Side, request: ReviewRequest): String = when (request.names) {
        ReviewNames.PERSON_AND_COMPUTER -> if (side == request.viewer) words.you() else string(R.string.player_computer)
        ReviewNames.TWO_PEOPLE -> words.seat(top = side != Side.SOUTH)
        ReviewNames.SIDES -> words.side(side)
    }

    // "by you", "by the computer": the end of a sentence about a player's moves.
    private fun byName(side: Side, request: ReviewRequest): String = string(
        when (request.names) {
            ReviewNames.PERSON_AND_COMPUTER -> if (side == request.viewer) R.string.review_by_you else R.string.review_by_computer
            ReviewNames.TWO_PEOPLE -> if (side == Side.SOUTH) R.string.review_by_bottom else R.string.review_by_top
            ReviewNames.SIDES -> if (side == Side.SOUTH) R.string.review_by_south else R.string.review_by_north
        },
    )

    /** The house in the game's notation ("o4", "i10"), as records write it. */
    fun notation(spot: Spot): String = spot.house.name.lowercase()

    // A house on screen by its notation; read aloud by its name ("outer house 4").
    private fun house(spot: Spot, spoken: Boolean) = if (spoken) words.houseShort(spot) else ltr(notation(spot))

    /** An evaluation for the mover: "+1.2" stones, or a result the search proved. */
    fun value(hundredths: Int): String = when {
        hundredths >= PROVEN -> string(R.string.review_value_win)
        hundredths <= -PROVEN -> string(R.string.review_value_loss)
        else -> ltr(stones.format(hundredths / 100.0))
    }

    /** A count as the locale writes its numbers (Arabic-Indic digits in Arabic, as the strings' %d). */
    fun number(n: Int): String = String.format(locale, "%d", n)

    fun verdict(verdict: Verdict): String = string(
        when (verdict) {
            Verdict.BEST -> R.string.review_verdict_best
            Verdict.GOOD -> R.string.review_verdict_good
            Verdict.INACCURACY -> R.string.review_verdict_inaccuracy
            Verdict.MISTAKE -> R.string.review_verdict_mistake
            Verdict.BLUNDER -> R.string.review_verdict_blunder
        },
    )

    /**
     * "Turn 12 · You · o4 — Mistake: gives away 4 stones; better o7 (+1.2)"; [spoken] names the
     * houses in words, for TalkBack.
     */
    fun turnLine(turn: ReviewedTurn, request: ReviewRequest, spoken: Boolean = false): String {
        val head = string(R.string.review_turn, turn.turn, name(turn.mover, request), house(turn.played, spoken))
        val judgement = if (turn.verdict == Verdict.BEST) {
            string(R.string.review_best, value(turn.bestEvaluation))
        } else {
            val better = string(R.string.review_better, house(turn.best, spoken), value(turn.bestEvaluation))
            string(R.string.review_judgement, verdict(turn.verdict), reason(turn), better)
        }
        return string(R.string.review_line, head, judgement)
    }

    // What a move that was not the best cost: a won game, a lost one walked into, or stones.
    private fun reason(turn: ReviewedTurn): String = when {
        turn.verdict == Verdict.GOOD -> string(R.string.review_close)
        turn.bestEvaluation >= PROVEN && turn.evaluation < PROVEN -> string(R.string.review_gives_away_win)
        turn.evaluation <= -PROVEN && turn.bestEvaluation > -PROVEN -> string(R.string.review_into_loss)
        else -> plural(R.plurals.review_gives_away, ((turn.bestEvaluation - turn.evaluation) / 100.0).roundToInt().coerceAtLeast(1))
    }

    /** What the graph shows, for TalkBack: "Evaluation over 42 turns; 3 mistakes and 1 blunder by you; …". */
    fun graphDescription(turns: List<ReviewedTurn>, request: ReviewRequest): String {
        val other = if (request.viewer == Side.SOUTH) Side.NORTH else Side.SOUTH
        val side = { s: Side ->
            val counts = counts(turns, s)
            string(
                R.string.review_graph_side,
                plural(R.plurals.review_count_mistake, counts.getValue(Verdict.MISTAKE)),
                plural(R.plurals.review_count_blunder, counts.getValue(Verdict.BLUNDER)),
                byName(s, request),
            )
        }
        return string(R.string.review_graph_description, plural(R.plurals.review_graph_turns, turns.size), side(request.viewer), side(other))
    }

    /** The turn the graph has picked, as TalkBack says it: "Turn 12, Mistake". */
    fun graphState(turn: ReviewedTurn): String = string(R.string.review_graph_state, turn.turn, verdict(turn.verdict))

    /** Under the graph's title: whose side it is seen from. */
    fun graphCaption(request: ReviewRequest): String = when (request.names) {
        ReviewNames.PERSON_AND_COMPUTER -> string(R.string.review_graph_caption_you)
        ReviewNames.TWO_PEOPLE -> string(R.string.review_graph_caption_bottom)
        ReviewNames.SIDES -> string(R.string.review_graph_caption_south)
    }

    /** The board's description: the position before the turn, with what is marked on it. */
    fun boardDescription(turn: ReviewedTurn): String =
        string(if (turn.verdict == Verdict.BEST) R.string.review_board_played else R.string.review_board_better, turn.turn)

    /** A player's summary, for TalkBack: "You: 20 best moves, 5 good moves, 2 inaccuracies, 1 mistake, 0 blunders". */
    fun summaryDescription(side: Side, turns: List<ReviewedTurn>, request: ReviewRequest): String {
        val counts = counts(turns, side)
        return string(
            R.string.review_summary_description,
            name(side, request),
            plural(R.plurals.review_count_best, counts.getValue(Verdict.BEST)),
            plural(R.plurals.review_count_good, counts.getValue(Verdict.GOOD)),
            plural(R.plurals.review_count_inaccuracy, counts.getValue(Verdict.INACCURACY)),
            plural(R.plurals.review_count_mistake, counts.getValue(Verdict.MISTAKE)),
            plural(R.plurals.review_count_blunder, counts.getValue(Verdict.BLUNDER)),
        )
    }

    /** "12 of 42 moves looked at". */
    fun progress(done: Int, total: Int): String = resources.getQuantityString(R.plurals.review_progress, total, done, total)

    /** How a recent game ended, from the person's seat (South's with two people). */
    fun outcome(game: PastGame): String = string(
        when {
            game.opponent == Opponent.Friend -> when (game.outcome) {
                PersonOutcome.WON -> R.string.history_bottom_won
                PersonOutcome.LOST -> R.string.history_top_won
                PersonOutcome.DRAWN -> R.string.history_drawn
            }
            else -> when (game.outcome) {
                PersonOutcome.WON -> R.string.history_won
                PersonOutcome.LOST -> R.string.history_lost
                PersonOutcome.DRAWN -> R.string.history_drawn
            }
        },
    )

    /** Whom a recent game was against: "Computer · Easy", or a friend. */
    fun opponent(opponent: Opponent): String = when (opponent) {
        is Opponent.Computer -> words.computerTitle(opponent.level)
        Opponent.Friend -> words.opponent(opponent)
    }

    /** A recent game's second line: "You won · 42 turns" (without the turns when its record could not be replayed). */
    fun recentDetails(game: RecentGame): String =
        game.turns?.let { string(R.string.history_details, outcome(game.game), plural(R.plurals.history_turns, it)) } ?: outcome(game.game)

    companion object {
        /**
         * The core scores a proven result ±(30 000 − plies to the end), never closer to 0 than
         * 29 899; the searched evaluations stay far below this.
         */
        const val PROVEN = 29_000

        /** Each player's verdicts counted, every verdict present. */
        fun counts(turns: List<ReviewedTurn>, side: Side): Map<Verdict, Int> =
            Verdict.entries.associateWith { verdict -> turns.count { it.mover == side && it.verdict == verdict } }
    }
}

/** The evaluation after the move played, seen from [viewer]'s side. */
internal fun ReviewedTurn.playedFor(viewer: Side): Int = if (mover == viewer) evaluation else -evaluation

/** The evaluation after the best move, seen from [viewer]'s side. */
internal fun ReviewedTurn.bestFor(viewer: Side): Int = if (mover == viewer) bestEvaluation else -bestEvaluation

internal fun isProven(hundredths: Int) = abs(hundredths) >= ReviewWords.PROVEN
