import KielaCore

/// Where a turn's sounds go: the app's player (the bundled `sounds/` files), a recorder in tests.
@MainActor
public protocol SoundSink: AnyObject {
    func play(_ sound: GameSound)
}

/// Which of a turn's sounds are heard, and when, on its playback's clock. While the turn moves,
/// the core's sound cues at their moments in the playback's cues (the stream the animation acts
/// on, stretched with it); when it does not move (motion removed: the cross-fade; instant speed;
/// a rearrangement), the outcome's one summary sound as the turn shows, after the beat; nothing
/// once a tap has skipped the turn, and nothing when the person turned sounds off.
///
/// The board advances it at each of the playback's cues, a test on its own clock. A sound whose
/// moment passed more than `lateMs` ago is left silent: heard late, after the stone it belongs
/// to has landed, it is noise (the clock can jump when the app was held up).
@MainActor
public final class TurnSounds {
    /// The sounds to hear, each at its clock time in ms from the start of the turn, in order.
    public let schedule: [(atMs: Double, sound: GameSound)]
    /// How late a sound may still be played, in ms.
    public static let lateMs = 150.0

    private let playback: TurnPlayback
    private let sink: SoundSink
    private var next = 0

    /// `on`: the person's Sound preference (`screen.preferences.sound`).
    public init(_ playback: TurnPlayback, on: Bool, sink: SoundSink) {
        self.playback = playback
        self.sink = sink
        if !on {
            schedule = []
        } else if playback.moves {
            schedule = playback.cues.compactMap { cue in
                if case .sound(let sound) = cue.kind { (cue.atMs, sound) } else { nil }
            }
        } else {
            schedule = [(playback.motionStartMs, playback.outcome.summarySound)]
        }
    }

    /// Plays, in order, the sounds due by clock time `nowMs` that have not played yet (those more
    /// than `lateMs` overdue are passed over); after a skip, none. Allocates nothing.
    public func advance(toMs nowMs: Double) {
        if playback.skipped { next = schedule.count }
        while next < schedule.count, schedule[next].atMs <= nowMs {
            if nowMs - schedule[next].atMs <= Self.lateMs { sink.play(schedule[next].sound) }
            next += 1
        }
    }
}
