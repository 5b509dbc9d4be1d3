package app.kiela.ui.sound

import app.kiela.core.CueKind
import app.kiela.core.GameSound
import app.kiela.ui.board.TurnAnimation

/** Where the game's sounds go: the [SoundPlayer] in the app, a recorder in tests. */
fun interface SoundSink {
    fun play(sound: GameSound)
}

/**
 * Decides which of the core's sounds are heard, as the turn's cues come on the animation's own
 * clock (no clock of its own): with motion a turn's `Sound` cues as their moment comes; without
 * motion (animations removed, the instant speed) only the outcome's summary sound, once, with
 * its first cue; nothing once a tap has skipped the turn to its end; a notice's sound as it is
 * shown; nothing at all while [on] is false. Kept by the view model, so a turn played on after
 * a rotation is not summed up twice. Nothing here allocates: it runs in frame callbacks.
 */
class GameSounds(private val sink: SoundSink) {
    private var turn: TurnAnimation? = null
    private var summed = false

    /** One of [animation]'s cues has come: plays what it should be heard as. */
    fun cue(animation: TurnAnimation, kind: CueKind, on: Boolean) {
        if (animation !== turn) {
            turn = animation
            summed = false
        }
        // A skipped turn's remaining cues come all at once: a burst of them would be noise.
        if (!on || animation.skipped) return
        if (animation.player.motionless) {
            if (!summed) {
                summed = true
                sink.play(animation.outcome.summarySound)
            }
        } else if (kind is CueKind.Sound) {
            sink.play(kind.sound)
        }
    }

    /** A notice is shown: its [sound] (a refused tap's tick), if it has one. */
    fun notice(sound: GameSound?, on: Boolean) {
        if (on && sound != null) sink.play(sound)
    }
}
