// Times the Swift → Rust round trip of the two calls an app makes most, after a warm-up:
//   play      one `play(house:)` followed by the `undo()` that takes it back (so the position
//             stays the same): both cross the FFI, both return records (MoveOutcome with the
//             move's events and a Snapshot; a Snapshot). Reported per pair.
//   snapshot  one `snapshot()`.
// Both on a two-person traditional game, 20 seeded random turns in, sowing the house with the
// longest move (most events) from there. Each figure is the median of 7 timed batches.
// Run through tests/swift/bench (release Swift against the release Rust library).

import Foundation
import KielaCore

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median over batches of the time per call of `body`, in microseconds.
func measure(batches: Int = 7, minimumBatchSeconds: Double = 0.25, _ body: () -> Void) -> Double {
    // Warm-up, and find a batch size that runs for at least `minimumBatchSeconds`.
    var calls = 64
    while true {
        let start = now()
        for _ in 0..<calls { body() }
        let seconds = Double(now() - start) / 1e9
        if seconds >= minimumBatchSeconds { break }
        calls *= 2
    }
    var perCall: [Double] = []
    for _ in 0..<batches {
        let start = now()
        for _ in 0..<calls { body() }
        perCall.append(Double(now() - start) / 1e3 / Double(calls))
    }
    return perCall.sorted()[batches / 2]
}

let settings = GameSettings(variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false,
                            south: .person, north: .person, first: .south)
let session = GameSession.withSeed(settings: settings, seed: 1)

// A middle-game position: 20 turns of a fixed pseudo-random game.
var state: UInt64 = 0x5EED
for _ in 0..<20 {
    let legal = session.snapshot().legalHouses
    state = state &* 6364136223846793005 &+ 1442695040888963407
    _ = try! session.play(house: legal[Int(state >> 33) % legal.count].house)
}

// The house whose move has the most events, so the timing includes a real move's payload.
var house = ""
var events = -1
for spot in session.snapshot().legalHouses {
    let outcome = try! session.play(house: spot.house)
    _ = try! session.undo()
    if outcome.events.count > events { (house, events) = (spot.house, outcome.events.count) }
}
let before = session.snapshot()
print("position: \(before.turns) turns in, \(before.toMove) to move; playing \(house) (\(events) events) and undoing it")

let play = measure {
    _ = try! session.play(house: house)
    _ = try! session.undo()
}
precondition(session.snapshot() == before, "play + undo must leave the position as it was")
let snapshot = measure { _ = session.snapshot() }

print(String(format: "swift play: %.2f µs/call", play))
print(String(format: "swift snapshot: %.2f µs/call", snapshot))
