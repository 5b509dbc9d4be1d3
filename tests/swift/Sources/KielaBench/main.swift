// Times the Swift → Rust round trip of the two calls an app makes most, after a warm-up, on
// the same workload as the Kotlin bench (tests/kotlin/src/bench/kotlin/Bench.kt):
//   play           every turn of 20 seeded random games between people, one game after the
//                  other; only `play(index:)` is timed (its MoveOutcome: the keyframe timeline
//                  at normal speed, each step with its board, and the snapshot).
//   play, longest  the move with the most keyframes in a middle game, timed alone; an `undo()`
//                  takes it back, untimed. The worst case an app animates.
//   snapshot       `snapshot()` of a game 30 turns in.
// Each figure is the median of 7 timed batches. Run through tests/swift/bench (release Swift
// against the release Rust library).

import Foundation
import KielaCore

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median over batches of the µs per call of `round`, which returns the nanoseconds its timed
/// calls took and how many there were. Warms up for `warmUpSeconds` first.
func measure(batches: Int = 7, warmUpSeconds: Double = 1, _ round: () -> (nanos: UInt64, calls: Int)) -> Double {
    let warmUpEnd = now() + UInt64(warmUpSeconds * 1e9)
    while now() < warmUpEnd { _ = round() }
    let perCall = (0..<batches).map { _ -> Double in
        let (nanos, calls) = round()
        return Double(nanos) / 1e3 / Double(calls)
    }
    return perCall.sorted()[batches / 2]
}

/// Times many repetitions of `call`: a round of `calls` calls.
func repeated(_ calls: Int, _ call: () -> Void) -> (nanos: UInt64, calls: Int) {
    let start = now()
    for _ in 0..<calls { call() }
    return (now() - start, calls)
}

let people = GameSettings(variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false,
                          south: .person, north: .person, first: .south)

/// A seeded linear congruential generator, so the games are the same on every run.
struct Turns {
    var state: UInt64
    mutating func pick(_ legal: [Int]) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return legal[Int(state >> 33) % legal.count]
    }
}

/// The turns of a random game between people, played to the end.
func randomGame(seed: UInt64) -> [Int] {
    let session = GameSession.withSeed(settings: people, seed: seed)
    var turns = Turns(state: seed)
    var game: [Int] = []
    while true {
        let legal = session.snapshot().legalHouses
        if legal.isEmpty { return game }
        let index = turns.pick(legal)
        _ = try! session.play(index: index)
        game.append(index)
    }
}

let games = (1...20).map { randomGame(seed: UInt64($0)) }
let session = GameSession.withSeed(settings: people, seed: 1)

let play = measure {
    var nanos: UInt64 = 0
    var calls = 0
    for game in games {
        _ = session.newGame(settings: people)
        for index in game {
            let start = now()
            _ = try! session.play(index: index)
            nanos += now() - start
            calls += 1
        }
    }
    return (nanos, calls)
}

// The longest move from a middle-game position: 20 turns into the first game.
_ = session.newGame(settings: people)
for index in games[0].prefix(20) { _ = try! session.play(index: index) }
var longest: (index: Int, steps: Int) = (0, -1)
for index in session.snapshot().legalHouses {
    let steps = try! session.play(index: index).timeline.count
    _ = try! session.undo()
    if steps > longest.steps { longest = (index, steps) }
}
let before = session.snapshot()
let playLongest = measure {
    var nanos: UInt64 = 0
    for _ in 0..<1_000 {
        let start = now()
        _ = try! session.play(index: longest.index)
        nanos += now() - start
        _ = try! session.undo()
    }
    return (nanos, 1_000)
}
// Every play and undo is a new revision; all else must be as it was.
let after = session.snapshot()
precondition(after.revision > before.revision && after.board == before.board && after.toMove == before.toMove
             && after.legalHouses == before.legalHouses && after.turns == before.turns
             && after.lastMoveMarks == before.lastMoveMarks, "play + undo must leave the position as it was")

_ = session.newGame(settings: people)
for index in games[0].prefix(30) { _ = try! session.play(index: index) }
let snapshot = measure { repeated(20_000) { _ = session.snapshot() } }

print(String(format: "swift play: %.1f µs/call", play))
print(String(format: "swift play, longest move (%d steps): %.1f µs/call", longest.steps, playLongest))
print(String(format: "swift snapshot: %.1f µs/call", snapshot))
