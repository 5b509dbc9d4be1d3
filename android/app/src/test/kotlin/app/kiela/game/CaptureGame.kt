package app.kiela.game

import app.kiela.core.CaptureSowing
import app.kiela.core.GameSession
import app.kiela.core.GameSettings
import app.kiela.core.MoveOutcome
import app.kiela.core.Seat
import app.kiela.core.Side
import app.kiela.core.StepKind
import app.kiela.core.Variant
import kotlin.random.Random

/** Two people on one phone, the traditional game, South first. */
val PEOPLE = GameSettings(Variant.TRADITIONAL, CaptureSowing.AFTER_CAPTURING_HOUSE, false, Seat.Person, Seat.Person, Side.SOUTH)

/**
 * A real capture from a real game: seeded games between two people, random legal houses played
 * by their index, until a turn's timeline has a capture flash (and a flight); that turn's outcome.
 */
object CaptureGame {
    val outcome: MoveOutcome by lazy { find() }

    private fun find(): MoveOutcome {
        for (seed in 1..50) {
            GameSession.withSeed(PEOPLE, seed.toULong()).use { session ->
                val random = Random(seed)
                while (session.snapshot().result == null) {
                    val outcome = session.play(session.snapshot().legalHouses.random(random))
                    val kinds = outcome.timeline.map { it.kind }
                    if (kinds.any { it is StepKind.CaptureFlash } && kinds.any { it is StepKind.CaptureFlight }) return outcome
                }
            }
        }
        error("no capture in 50 seeded games")
    }
}
