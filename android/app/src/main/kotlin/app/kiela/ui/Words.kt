package app.kiela.ui

import android.content.res.Resources
import app.kiela.R
import app.kiela.core.AnimationSpeed
import app.kiela.core.Announcement
import app.kiela.core.EndReason
import app.kiela.core.GameResult
import app.kiela.core.Headline
import app.kiela.core.Hint
import app.kiela.core.HintReason
import app.kiela.core.Level
import app.kiela.core.Opponent
import app.kiela.core.PersonOutcome
import app.kiela.core.Refusal
import app.kiela.core.ReviewValue
import app.kiela.core.Row
import app.kiela.core.Side
import app.kiela.core.Spot
import app.kiela.core.Turn
import app.kiela.core.spotAt

/**
 * The game's data put into the person's words: every sentence the app says about the game is
 * made here from the enums and numbers the Rust core gives, with the strings of the locale.
 */
class Words(private val resources: Resources) {
    private fun string(id: Int, vararg args: Any): String = resources.getString(id, *args)

    private fun plural(id: Int, n: Int): String = resources.getQuantityString(id, n, n)

    fun stones(n: Int) = plural(R.plurals.stones_count, n)

    /** The word under a score's number: "stones" (or "stone"). */
    fun stonesUnit(n: Int): String = resources.getQuantityString(R.plurals.stones_unit, n)

    fun level(level: Level) = string(levelWords(level).first)

    /** How a level plays, in a few words. */
    fun levelAbout(level: Level) = string(levelWords(level).second)

    // A level's name and its few words on how it plays.
    private fun levelWords(level: Level): Pair<Int, Int> = when (level) {
        Level.BEGINNER -> R.string.level_beginner to R.string.level_beginner_about
        Level.EASY -> R.string.level_easy to R.string.level_easy_about
        Level.MEDIUM -> R.string.level_medium to R.string.level_medium_about
        Level.HARD -> R.string.level_hard to R.string.level_hard_about
        Level.EXPERT -> R.string.level_expert to R.string.level_expert_about
    }

    /** The computer's name on its card: "Computer · Easy". */
    fun computerTitle(level: Level) = string(R.string.opponent_computer_title, level(level))

    fun you() = string(R.string.player_you)

    /** A seat's name with two people on one phone: the top player or the bottom one. */
    fun seat(top: Boolean) = string(if (top) R.string.player_top else R.string.player_bottom)

    /** How a friend plays: in turns, on this phone. */
    fun friendAbout() = string(R.string.opponent_friend_about)

    /** Whom the person plays: the computer by its level, or a friend. */
    fun opponent(opponent: Opponent) = when (opponent) {
        is Opponent.Computer -> level(opponent.level)
        Opponent.Friend -> string(R.string.opponent_friend)
    }

    fun speed(speed: AnimationSpeed) = string(
        when (speed) {
            AnimationSpeed.SLOW -> R.string.speed_slow
            AnimationSpeed.NORMAL -> R.string.speed_normal
            AnimationSpeed.FAST -> R.string.speed_fast
            AnimationSpeed.INSTANT -> R.string.speed_instant
        },
    )

    fun side(side: Side) = string(if (side == Side.SOUTH) R.string.side_south else R.string.side_north)

    /** "your inner house 7, 3 stones, can be sown", as seen by [viewer]. */
    fun houseLabel(index: Int, stones: Int, viewer: Side, legal: Boolean, hinted: Boolean): String {
        val spot = spotAt(index) ?: return stones(stones)
        val mine = spot.side == viewer
        val name = string(
            when {
                mine && spot.row == Row.INNER -> R.string.house_yours_inner
                mine -> R.string.house_yours_outer
                spot.row == Row.INNER -> R.string.house_theirs_inner
                else -> R.string.house_theirs_outer
            },
            spot.number,
        )
        return buildString {
            append(name).append(", ").append(stones(stones))
            if (legal) append(", ").append(string(R.string.house_can_be_sown))
            if (hinted) append(", ").append(string(R.string.house_hinted))
        }
    }

    /** A house by its owner's name for it, without the owner: "inner house 3". */
    fun houseShort(spot: Spot) = string(if (spot.row == Row.INNER) R.string.house_short_inner else R.string.house_short_outer, spot.number)

    /** The line over a seat's side of the board, for the player sitting there. */
    fun headline(headline: Headline) = string(
        when (headline) {
            Headline.YourTurn -> R.string.turn_yours
            Headline.RearrangeOrSow -> R.string.turn_setup
            Headline.TheirTurn -> R.string.turn_theirs
            Headline.ComputerThinking -> R.string.turn_computer
            is Headline.GameOver -> R.string.game_over
        },
    )

    /** What is said as a turn starts to play, to the person who did not make it: the move, its relays, its captures. */
    fun announcement(news: Announcement): String {
        val move = when (val played = news.played) {
            is Turn.Sow -> string(if (news.byComputer) R.string.announce_computer_sowed else R.string.announce_opponent_sowed, houseShort(played.house))
            is Turn.Setup -> string(if (news.byComputer) R.string.announce_computer_rearranged else R.string.announce_opponent_rearranged)
        }
        return listOfNotNull(
            move,
            plural(R.plurals.announce_relays, news.relays).takeIf { news.relays > 0 },
            plural(R.plurals.announce_captured, news.captured).takeIf { news.captured > 0 },
        ).joinToString(" ")
    }

    /** Why a tap or a control was refused, in one line (a thrown error's reason is `refusalOf(error)`). */
    fun refusal(reason: Refusal): String = when (reason) {
        Refusal.EmptyHouse -> string(R.string.refused_empty)
        is Refusal.TooFewStones -> plural(R.plurals.refused_too_few, reason.min)
        Refusal.NotYourHouse -> string(R.string.refused_not_yours)
        Refusal.EndlessMove -> string(R.string.refused_endless)
        Refusal.ComputerToMove -> string(R.string.refused_computer)
        Refusal.GameOver -> string(R.string.refused_game_over)
        Refusal.Other -> string(R.string.refused_other)
    }

    /** What the app says when the core failed (not a refusal): the game is as it was. */
    fun failure() = string(R.string.core_failed)

    /**
     * A hint's line: its reason, then the position after the move as the core values it ("The
     * strongest move here — 61% to win."); the core gives no value where the reason already says
     * the win.
     */
    fun hint(hint: Hint): String {
        val reason = when (val reason = hint.reason) {
            HintReason.WinsNow -> string(R.string.hint_wins_now)
            HintReason.WinsOnStones -> string(R.string.hint_wins_on_stones)
            is HintReason.ForcesWin -> plural(R.plurals.hint_forces_win, reason.moves)
            is HintReason.Captures -> plural(R.plurals.hint_captures, reason.stones)
            is HintReason.SavesFromCapture -> plural(R.plurals.hint_saves, reason.stones)
            is HintReason.ThreatensCapture -> plural(R.plurals.hint_threatens, reason.stones)
            HintReason.BestPosition -> string(R.string.hint_best_position)
        }
        return hint.value?.let { string(R.string.hint_with_value, reason, value(it)) } ?: reason
    }

    /** A position for the mover, as the core values it: "61% to win", or a forced win or loss. */
    fun value(value: ReviewValue): String = when (value) {
        is ReviewValue.Win -> string(R.string.review_value_win)
        is ReviewValue.Loss -> string(R.string.review_value_loss)
        is ReviewValue.Chance -> string(R.string.review_value_chance, value.percent)
    }

    /** The headline of a finished game: against the computer from the person's side, else by seat. */
    fun resultTitle(result: GameResult, viewer: Side): String = string(
        when (result.person) {
            PersonOutcome.WON -> R.string.result_you_won
            PersonOutcome.LOST -> R.string.result_you_lost
            PersonOutcome.DRAWN -> R.string.result_draw
            null -> when (result.winner) {
                null -> R.string.result_draw
                viewer -> R.string.result_bottom_won
                else -> R.string.result_top_won
            }
        },
    )

    fun resultReason(result: GameResult, quietMoveLimit: Int): String = when (result.reason) {
        EndReason.NO_LEGAL_MOVE -> string(R.string.reason_no_legal_move)
        EndReason.REPETITION -> string(R.string.reason_repetition)
        EndReason.NO_CAPTURE -> plural(R.plurals.reason_no_capture, quietMoveLimit)
    }
}
