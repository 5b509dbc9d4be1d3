package app.kiela

import androidx.compose.runtime.saveable.SaverScope
import app.kiela.core.ReviewSeats
import app.kiela.core.Side
import app.kiela.ui.review.ReviewRequest
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test

/** The review open on screen, kept through the process's death as a bundle keeps it: its seats too. */
class ReviewRequestTest {
    // What a Bundle takes of the saver's list: strings and booleans.
    private val bundle = SaverScope { it is String || it is Boolean || it is List<*> }

    private fun again(request: ReviewRequest?): ReviewRequest? {
        val saved = with(ReviewRequest.Saver) { bundle.save(request) } ?: return null
        return ReviewRequest.Saver.restore(saved)
    }

    @Test
    fun everySeatingIsKeptWithTheRecordAndWhereBackGoes() {
        val seatings = listOf(ReviewSeats.AgainstComputer(Side.NORTH), ReviewSeats.AgainstComputer(Side.SOUTH), ReviewSeats.TwoPeople, ReviewSeats.BySide)
        for (seats in seatings) {
            for (fromStatistics in listOf(false, true)) {
                val request = ReviewRequest("kiela-record 1\nmoves o4", seats, fromStatistics)
                assertEquals(request, again(request))
            }
        }
        assertNull(again(null))
    }

    @Test
    fun theGameOnScreenIsSeenFromThePersonsSideOrWithTwoPeopleFromSouths() {
        assertEquals(ReviewSeats.AgainstComputer(Side.NORTH), ReviewRequest.ofGame("r", Side.NORTH, twoPeople = false).seats)
        assertEquals(ReviewSeats.TwoPeople, ReviewRequest.ofGame("r", Side.NORTH, twoPeople = true).seats)
    }
}
