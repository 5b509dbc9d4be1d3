package app.kiela.ui.puzzles

import android.content.res.Resources
import app.kiela.R
import app.kiela.core.Puzzle
import app.kiela.core.PuzzleGrade
import app.kiela.core.PuzzleKind
import app.kiela.core.PuzzleMiss
import app.kiela.core.PuzzleState
import app.kiela.ui.Words

/**
 * The puzzles in the person's words: grades, what a puzzle asks, the progress and the verdict,
 * from the core's data. Houses are named as the rest of the app names them ([Words.houseShort]);
 * the answer is always the person's own house.
 */
class PuzzleWords(private val resources: Resources) {
    private val words = Words(resources)

    private fun string(id: Int, vararg args: Any): String = resources.getString(id, *args)

    private fun plural(id: Int, n: Int, vararg args: Any): String = resources.getQuantityString(id, n, *args)

    fun grade(grade: PuzzleGrade) = string(
        when (grade) {
            PuzzleGrade.EASY -> R.string.puzzle_grade_easy
            PuzzleGrade.MEDIUM -> R.string.puzzle_grade_medium
            PuzzleGrade.HARD -> R.string.puzzle_grade_hard
        },
    )

    /** What it asks, in a few words, for its row in the list: "Take the most", "Win in 2 moves". */
    fun kind(kind: PuzzleKind): String = when (kind) {
        PuzzleKind.MostInOne -> string(R.string.puzzle_kind_most)
        is PuzzleKind.WinIn -> plural(R.plurals.puzzle_kind_win, kind.moves, kind.moves)
    }

    /** The task over the board. */
    fun task(kind: PuzzleKind): String = when (kind) {
        PuzzleKind.MostInOne -> string(R.string.puzzle_task_most)
        is PuzzleKind.WinIn -> plural(R.plurals.puzzle_task_win, kind.moves, kind.moves)
    }

    fun youPlay() = string(R.string.puzzle_you_play)

    fun number(n: Int) = string(R.string.puzzle_number, n)

    /** The puzzle screen's title: "Puzzle 12 · Easy". */
    fun title(n: Int, grade: PuzzleGrade) = string(R.string.puzzle_title, n, grade(grade))

    /** "12 of 150 solved". */
    fun progress(solved: Int, of: Int) = plural(R.plurals.puzzle_progress, of, solved, of)

    /** Said for a solved puzzle's tick. */
    fun solvedMark() = string(R.string.puzzle_solved_mark)

    /** After the opponent's answer in a win in several moves: the moves still to make. */
    fun keepGoing(movesLeft: Int) = plural(R.plurals.puzzle_keep_going, movesLeft, movesLeft)

    /** The verdict's headline, once the puzzle is solved or missed. */
    fun verdictTitle(state: PuzzleState): String? = when (state) {
        PuzzleState.Playing -> null
        PuzzleState.Solved -> string(R.string.puzzle_solved)
        is PuzzleState.Missed -> string(R.string.puzzle_missed)
    }

    /** Why: what the answer takes, or why the try missed and what the answer was. */
    fun verdictWhy(state: PuzzleState, puzzle: Puzzle): String? = when (state) {
        PuzzleState.Playing -> null
        PuzzleState.Solved -> when (puzzle.kind) {
            PuzzleKind.MostInOne -> plural(R.plurals.puzzle_solved_most, puzzle.stones, puzzle.stones, words.houseShort(puzzle.answer))
            is PuzzleKind.WinIn -> string(R.string.puzzle_solved_win)
        }
        is PuzzleState.Missed -> when (val miss = state.miss) {
            is PuzzleMiss.TookFewer -> if (miss.took == 0) {
                string(R.string.puzzle_missed_took_none, words.houseShort(miss.answer), miss.most)
            } else {
                plural(R.plurals.puzzle_missed_took, miss.took, miss.took, words.houseShort(miss.answer), miss.most)
            }
            is PuzzleMiss.WinEscaped -> string(R.string.puzzle_missed_escaped, words.houseShort(miss.answer))
        }
    }

    /** Under a miss: where the answer is shown. */
    fun answerShown() = string(R.string.puzzle_missed_shown)
}
