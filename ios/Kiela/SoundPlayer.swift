#if canImport(SwiftUI)
import AVFoundation
import KielaKit
import KielaCore

/// The game's sounds (`sounds/` at the repository's top, bundled as resources), each loaded once
/// into a player made ready at launch, so a cue only starts it. The audio session is `.ambient`:
/// silent with the ring switch, mixed with whatever the person listens to, never stopping it.
/// What plays when is KielaKit's `TurnSounds` (the core's cues) and a notice's sound.
@MainActor
final class SoundPlayer: SoundSink {
    private var players: [GameSound: AVAudioPlayer] = [:]

    init() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        for sound in allSounds() {
            guard let url = Bundle.main.url(forResource: soundName(sound: sound) + ".wav", withExtension: nil),
                  let player = try? AVAudioPlayer(contentsOf: url) else { continue }
            player.prepareToPlay()
            players[sound] = player
        }
    }

    func play(_ sound: GameSound) {
        guard let player = players[sound] else { return }
        // The same sound again before it has finished starts over (drops are never the same
        // twice running, so only a repeated tap does).
        player.currentTime = 0
        player.play()
    }
}
#endif
