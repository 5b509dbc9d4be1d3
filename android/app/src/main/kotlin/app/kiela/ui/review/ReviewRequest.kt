package app.kiela.ui.review

import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.listSaver
import app.kiela.core.ReviewSeats
import app.kiela.core.Side

/**
 * A game to review: its [record] (as the core writes it), who sat where ([seats]: the side it is
 * seen from and how the players are named), and whether the review was opened
 * from the statistics (so back returns there).
 */
data class ReviewRequest(val record: String, val seats: ReviewSeats, val fromStatistics: Boolean = false) {
    companion object {
        /** Kept across rotation and process death with the screen it opens: the seats as a kind and a side. */
        val Saver: Saver<ReviewRequest?, Any> = listSaver(
            save = { request ->
                if (request == null) emptyList() else listOf(request.record, request.seats.kind(), request.seats.person()?.name.orEmpty(), request.fromStatistics)
            },
            restore = { saved ->
                val seats = if (saved.size < 4) null else seatsOf(saved[1] as String, saved[2] as String)
                if (seats == null) null else ReviewRequest(saved[0] as String, seats, saved[3] as Boolean)
            },
        )

        /** The game just played: from the person's side against the computer, from South's with two people. */
        fun ofGame(record: String, viewer: Side, twoPeople: Boolean) =
            ReviewRequest(record, if (twoPeople) ReviewSeats.TwoPeople else ReviewSeats.AgainstComputer(viewer))

        private fun ReviewSeats.kind() = when (this) {
            is ReviewSeats.AgainstComputer -> "computer"
            ReviewSeats.TwoPeople -> "two-people"
            ReviewSeats.BySide -> "by-side"
        }

        private fun ReviewSeats.person() = (this as? ReviewSeats.AgainstComputer)?.person

        private fun seatsOf(kind: String, person: String): ReviewSeats? = when (kind) {
            "computer" -> Side.entries.firstOrNull { it.name == person }?.let { ReviewSeats.AgainstComputer(it) }
            "two-people" -> ReviewSeats.TwoPeople
            "by-side" -> ReviewSeats.BySide
            else -> null
        }
    }
}

/** Whether [other] asks for the same review: the same record seen from the same seats. */
fun ReviewRequest.sameReview(other: ReviewRequest) = record == other.record && seats == other.seats
