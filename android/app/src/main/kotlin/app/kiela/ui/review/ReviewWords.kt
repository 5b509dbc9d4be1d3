package app.kiela.ui.review

import android.content.res.Resources
import android.text.BidiFormatter
import android.text.TextDirectionHeuristics
import app.kiela.R
import app.kiela.core.GameReview
import app.kiela.core.MoveCost
import app.kiela.core.Opponent
import app.kiela.core.PastGame
import app.kiela.core.PersonOutcome
import app.kiela.core.ReviewSeats
import app.kiela.core.ReviewedTurn
import app.kiela.core.Side
import app.kiela.core.Spot
import app.kiela.core.Verdict
import app.kiela.core.VerdictCounts
import app.kiela.ui.Words

/**
 * The review put into the person's words: the players' names, each turn's line, the graph's
 * description and the summary, from the core's verdicts, counts, values and costs and the
 * strings of strings_review.xml. Nothing is judged, counted or worked out here: all of it is
 * the core's.
 */
class ReviewWords(private val resources: Resources, private val words: Words) {
    private val locale = resources.configuration.locales[0]
    private val bidi = BidiFormatter.getInstance(locale)

    private fun string(id: Int, vararg args: Any): String = resources.getString(id, *args)

    private fun plural(id: Int, n: Int): String = resources.getQuantityString(id, n, n)

    // A left-to-right piece (a house's notation) kept whole in a right-to-left line.
    private fun ltr(text: String): String = bidi.unicodeWrap(text, TextDirectionHeuristics.LTR)

    /** The name of the player of [side] as [seats] has them: "You", "Computer", "Bottom player", "South". */
    fun name(side: Side, seats: ReviewSeats): String = when (seats) {
        is ReviewSeats.AgainstComputer -> if (side == seats.person) words.you() else string(R.string.player_computer)
        ReviewSeats.TwoPeople -> words.seat(top = side != Side.SOUTH)
        ReviewSeats.BySide -> words.side(side)
    }

    // "by you", "by the computer": the end of a sentence about a player's moves.
    private fun byName(side: Side, seats: ReviewSeats): String = string(
        when (seats) {
            is ReviewSeats.AgainstComputer -> if (side == seats.person) R.string.review_by_you else R.string.review_by_computer
            ReviewSeats.TwoPeople -> if (side == Side.SOUTH) R.string.review_by_bottom else R.string.review_by_top
            ReviewSeats.BySide -> if (side == Side.SOUTH) R.string.review_by_south else R.string.review_by_north
        },
    )

    /** The house in the game's notation ("o4", "i10"), as records write it. */
    fun notation(spot: Spot): String = spot.house.name.lowercase()

    // A house on screen by its notation; read aloud by its name ("outer house 4").
    private fun house(spot: Spot, spoken: Boolean) = if (spoken) words.houseShort(spot) else ltr(notation(spot))

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
     * "Turn 12 · You · o4 — Mistake: costs 14 points of winning chance; better o7 (61% to win)",
     * or "… — Best move (61% to win)"; [spoken] names the houses in words, for TalkBack. The
     * values (the mover's chance, or a proven result) and what the move cost are the core's.
     */
    fun turnLine(turn: ReviewedTurn, seats: ReviewSeats, spoken: Boolean = false): String {
        val head = string(R.string.review_turn, turn.turn, name(turn.mover, seats), house(turn.played, spoken))
        val judgement = if (turn.verdict == Verdict.BEST) {
            string(R.string.review_best, words.value(turn.bestValue))
        } else {
            val better = string(R.string.review_better, house(turn.best, spoken), words.value(turn.bestValue))
            string(R.string.review_judgement, verdict(turn.verdict), cost(turn.cost), better)
        }
        return string(R.string.review_line, head, judgement)
    }

    // What a move that was not the best cost: close to it, a won game, a lost one walked into, or
    // points of winning chance (Nothing is the best move's, which the line says as such).
    private fun cost(cost: MoveCost): String = when (cost) {
        MoveCost.Nothing, MoveCost.Close -> string(R.string.review_close)
        MoveCost.WinThrownAway -> string(R.string.review_gives_away_win)
        MoveCost.IntoLoss -> string(R.string.review_into_loss)
        is MoveCost.Chance -> plural(R.plurals.review_costs_chance, cost.points)
    }

    /** What the graph shows, for TalkBack: "Winning chance over 42 turns; 3 mistakes and 1 blunder by you; …". */
    fun graphDescription(review: GameReview): String {
        val side = { s: Side ->
            val counts = review.counts(s)
            string(
                R.string.review_graph_side,
                plural(R.plurals.review_count_mistake, counts.mistake),
                plural(R.plurals.review_count_blunder, counts.blunder),
                byName(s, review.seats),
            )
        }
        val (first, second) = review.sidesInOrder()
        return string(R.string.review_graph_description, plural(R.plurals.review_graph_turns, review.turns.size), side(first), side(second))
    }

    /** The turn the graph has picked, as TalkBack says it: "Turn 12, Mistake". */
    fun graphState(turn: ReviewedTurn): String = string(R.string.review_graph_state, turn.turn, verdict(turn.verdict))

    /** Under the graph's title: whose side it is seen from. */
    fun graphCaption(seats: ReviewSeats): String = when (seats) {
        is ReviewSeats.AgainstComputer -> string(R.string.review_graph_caption_you)
        ReviewSeats.TwoPeople -> string(R.string.review_graph_caption_bottom)
        ReviewSeats.BySide -> string(R.string.review_graph_caption_south)
    }

    /** The board's description: the position before the turn, with what is marked on it. */
    fun boardDescription(turn: ReviewedTurn): String =
        string(if (turn.verdict == Verdict.BEST) R.string.review_board_played else R.string.review_board_better, turn.turn)

    /** A player's summary, for TalkBack: "You: 20 best moves, 5 good moves, 2 inaccuracies, 1 mistake, 0 blunders". */
    fun summaryDescription(side: Side, review: GameReview): String {
        val counts = review.counts(side)
        return string(
            R.string.review_summary_description,
            name(side, review.seats),
            plural(R.plurals.review_count_best, counts.best),
            plural(R.plurals.review_count_good, counts.good),
            plural(R.plurals.review_count_inaccuracy, counts.inaccuracy),
            plural(R.plurals.review_count_mistake, counts.mistake),
            plural(R.plurals.review_count_blunder, counts.blunder),
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

    /** A recent game's second line: "You won · 42 turns". */
    fun recentDetails(game: PastGame): String = string(R.string.history_details, outcome(game), plural(R.plurals.history_turns, game.turns))
}

/** A side's verdicts, counted by the core. */
fun GameReview.counts(side: Side): VerdictCounts = if (side == Side.SOUTH) south else north

/** The two sides as the review lists them: the viewer's first. */
fun GameReview.sidesInOrder(): Pair<Side, Side> = viewer to if (viewer == Side.SOUTH) Side.NORTH else Side.SOUTH

/** The count of one verdict. */
operator fun VerdictCounts.get(verdict: Verdict): Int = when (verdict) {
    Verdict.BEST -> best
    Verdict.GOOD -> good
    Verdict.INACCURACY -> inaccuracy
    Verdict.MISTAKE -> mistake
    Verdict.BLUNDER -> blunder
}
