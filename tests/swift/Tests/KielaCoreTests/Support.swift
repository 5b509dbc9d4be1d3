// Shared helpers: settings, a seeded random source, the board layout worked out independently
// of the library, and the checks every snapshot and every move outcome must pass.

import Foundation
import XCTest
import KielaCore

// MARK: - Settings

func settings(
    variant: Variant = .traditional,
    captureSowing: CaptureSowing = .afterCapturingHouse,
    expertOpening: Bool = false,
    south: Seat = .person,
    north: Seat = .person,
    first: Side = .south
) -> GameSettings {
    GameSettings(variant: variant, captureSowing: captureSowing, expertOpening: expertOpening,
                 south: south, north: north, first: first)
}

/// Two people at one screen.
func peopleSettings(variant: Variant = .traditional, first: Side = .south) -> GameSettings {
    settings(variant: variant, first: first)
}

/// A person (South) against the computer (North) at `level`.
func computerSettings(_ level: Level, first: Side = .south) -> GameSettings {
    settings(north: .computer(level: level), first: first)
}

func stonesPerPlayer(_ variant: Variant) -> Int { variant == .traditional ? 28 : 14 }
func smallestSowable(_ variant: Variant) -> Int { variant == .traditional ? 2 : 1 }

func opponent(_ side: Side) -> Side { side == .south ? .north : .south }

func seat(_ settings: GameSettings, _ side: Side) -> Seat { side == .south ? settings.south : settings.north }

// MARK: - Seeded randomness (tests must be repeatable)

/// SplitMix64: a tiny deterministic generator, so every game a test plays is the same each run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Board layout, from the documentation of `Spot`

/// A player's 20 houses as `House` lists them: the outer row o1…o10, then the inner row i1…i10.
/// (`House` is not `CaseIterable` across the module boundary, so the list is written out.)
let allHouses: [House] = [.o1, .o2, .o3, .o4, .o5, .o6, .o7, .o8, .o9, .o10,
                          .i1, .i2, .i3, .i4, .i5, .i6, .i7, .i8, .i9, .i10]

/// Outer house `n` (1…10) and inner house `n`, for tests that count along a row.
func outer(_ n: Int) -> House { allHouses[n - 1] }
func inner(_ n: Int) -> House { allHouses[10 + n - 1] }

func isInner(_ house: House) -> Bool { allHouses.firstIndex(of: house)! >= 10 }

/// A player's 20 houses in loop (sowing) order: o1…o10, then i10…i1.
let loopOrder: [House] = (1...10).map(outer) + (1...10).reversed().map(inner)

/// Board order: four rows of ten as South sees the board, top to bottom (North outer, North
/// inner, South inner, South outer), each left to right. Every player names their houses from
/// their own seat, so North's house 1 is on South's right.
func boardIndex(_ side: Side, _ house: House) -> Int {
    let position = allHouses.firstIndex(of: house)!
    let number = position % 10 + 1
    let column = side == .south ? number - 1 : 10 - number
    let rowIndex: Int
    switch (side, isInner(house)) {
    case (.north, false): rowIndex = 0
    case (.north, true): rowIndex = 1
    case (.south, true): rowIndex = 2
    case (.south, false): rowIndex = 3
    }
    return rowIndex * 10 + column
}

func stones(_ snapshot: Snapshot, _ side: Side, _ house: House) -> Int {
    snapshot.board[boardIndex(side, house)]
}

func houses(_ snapshot: Snapshot) -> [House] { snapshot.legalHouses.map(\.house) }

// MARK: - Snapshot invariants

/// Everything that must hold of any snapshot of a game played with `settings`.
func checkSnapshot(_ s: Snapshot, _ settings: GameSettings, file: StaticString = #filePath, line: UInt = #line) {
    let variant = settings.variant
    let board = s.board
    XCTAssertEqual(board.count, 40, "board size", file: file, line: line)
    guard board.count == 40 else { return }
    for (side, counts) in [(Side.south, s.south), (Side.north, s.north)] {
        XCTAssertEqual(counts.outer.count, 10, "\(side) outer row size", file: file, line: line)
        XCTAssertEqual(counts.inner.count, 10, "\(side) inner row size", file: file, line: line)
        guard counts.outer.count == 10, counts.inner.count == 10 else { return }
        for n in 1...10 {
            XCTAssertEqual(counts.outer[n - 1], board[boardIndex(side, outer(n))],
                           "board vs \(side) o\(n)", file: file, line: line)
            XCTAssertEqual(counts.inner[n - 1], board[boardIndex(side, inner(n))],
                           "board vs \(side) i\(n)", file: file, line: line)
        }
        let sum = counts.outer.reduce(0, +) + counts.inner.reduce(0, +)
        XCTAssertEqual(Int(counts.stones), sum, "\(side) stone count", file: file, line: line)
    }
    // Captured stones stay on the board: the total never changes.
    XCTAssertEqual(board.reduce(0, +), 2 * stonesPerPlayer(variant), "stones on the board", file: file, line: line)
    XCTAssertEqual(Int(s.south.stones) + Int(s.north.stones), 2 * stonesPerPlayer(variant), file: file, line: line)

    // Legal houses: the mover's own, distinct, correctly placed, each with enough stones.
    var seen = Set<House>()
    for spot in s.legalHouses {
        XCTAssertEqual(spot.side, s.toMove, "legal house \(spot.house) belongs to the mover", file: file, line: line)
        XCTAssertTrue(seen.insert(spot.house).inserted, "legal house \(spot.house) listed twice", file: file, line: line)
        XCTAssertEqual(Int(spot.index), boardIndex(spot.side, spot.house), "index of \(spot.house)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(stones(s, spot.side, spot.house), smallestSowable(variant),
                                    "legal house \(spot.house) holds enough stones", file: file, line: line)
    }

    switch s.status {
    case .playing:
        // A player with no legal move has lost, so a game on always offers a move.
        XCTAssertFalse(s.legalHouses.isEmpty, "a game on has a legal move", file: file, line: line)
        XCTAssertLessThan(s.quietMoves, 100, "a game on has had fewer than 100 quiet moves", file: file, line: line)
        XCTAssertEqual(s.computerToMove, seat(settings, s.toMove) != .person, "computerToMove", file: file, line: line)
    case let .won(winner, reason):
        XCTAssertTrue(s.legalHouses.isEmpty, "no legal houses once over", file: file, line: line)
        XCTAssertFalse(s.computerToMove, file: file, line: line)
        let mine = winner == .south ? s.south.stones : s.north.stones
        let theirs = winner == .south ? s.north.stones : s.south.stones
        switch reason {
        case .noLegalMove:
            XCTAssertEqual(winner, opponent(s.toMove), "the player who cannot move loses", file: file, line: line)
        case .repetition, .noCapture:
            XCTAssertGreaterThan(mine, theirs, "decided on stones: the winner has more", file: file, line: line)
        }
        if reason == .noCapture { XCTAssertEqual(s.quietMoves, 100, file: file, line: line) }
    case let .drawn(reason):
        XCTAssertTrue(s.legalHouses.isEmpty, "no legal houses once over", file: file, line: line)
        XCTAssertFalse(s.computerToMove, file: file, line: line)
        XCTAssertNotEqual(reason, .noLegalMove, "no legal move is a loss, never a draw", file: file, line: line)
        XCTAssertEqual(s.south.stones, s.north.stones, "a draw has equal stones", file: file, line: line)
        if reason == .noCapture { XCTAssertEqual(s.quietMoves, 100, file: file, line: line) }
    }
    if !settings.expertOpening { XCTAssertFalse(s.setupAllowed, file: file, line: line) }
    if (settings.south == .person) == (settings.north == .person) {
        // Without a computer opponent (or with no person at all) undo takes back one turn.
        XCTAssertEqual(s.canUndo, s.turns > 0, "canUndo", file: file, line: line)
    }
    XCTAssertEqual(s.lastTurn == nil, s.turns == 0, "lastTurn is set once a turn is played", file: file, line: line)
}

// MARK: - Move outcome invariants

/// Checks a sowing's outcome against the snapshot before it: replaying its events on the old
/// board must give the new board, every count it reports must match, and the turn must be
/// recorded.
func checkOutcome(_ outcome: MoveOutcome, before: Snapshot, settings: GameSettings,
                  file: StaticString = #filePath, line: UInt = #line) {
    let after = outcome.snapshot
    checkSnapshot(after, settings, file: file, line: line)
    XCTAssertEqual(outcome.mover, before.toMove, "mover", file: file, line: line)
    XCTAssertEqual(after.turns, before.turns + 1, "turn count", file: file, line: line)
    XCTAssertEqual(after.lastTurn, outcome.turn, "lastTurn", file: file, line: line)
    XCTAssertFalse(after.canRedo, "a new turn clears redo", file: file, line: line)
    if outcome.turn.hasPrefix("setup") {
        XCTAssertTrue(outcome.events.isEmpty, "a rearrangement has no sowing events", file: file, line: line)
        XCTAssertEqual(outcome.captured, 0, file: file, line: line)
        return
    }
    XCTAssertTrue(houses(before).map { "\($0)" }.contains(outcome.turn), "\(outcome.turn) was a legal house",
                  file: file, line: line)

    let mover = outcome.mover
    var board = before.board
    var capturedTotal = 0
    var lastCapture: Int?
    for (i, event) in outcome.events.enumerated() {
        // Houses are board indices: each must name a house before the board is indexed with it.
        guard houseIndices(event).allSatisfy({ $0 < 40 && spotAt(index: $0)?.index == $0 }) else {
            XCTFail("\(event) names a house off the board (0…39)", file: file, line: line)
            return
        }
        switch event {
        case let .lift(house, n):
            XCTAssertEqual(i, 0, "only the first event lifts", file: file, line: line)
            XCTAssertEqual(spotAt(index: house)!.side, mover, file: file, line: line)
            XCTAssertEqual("\(spotAt(index: house)!.house)", outcome.turn, "the move lifts the house played", file: file, line: line)
            XCTAssertEqual(board[Int(house)], Int(n), "lift takes the whole house", file: file, line: line)
            board[Int(house)] = 0
        case let .drop(house, after):
            XCTAssertEqual(spotAt(index: house)!.side, mover, "stones are sown only into the mover's houses", file: file, line: line)
            board[Int(house)] += 1
            XCTAssertEqual(board[Int(house)], Int(after), "stonesAfter of a drop", file: file, line: line)
        case let .relay(house, n):
            XCTAssertEqual(spotAt(index: house)!.side, mover, file: file, line: line)
            XCTAssertGreaterThanOrEqual(n, 2, "a relay house held a stone before the last one", file: file, line: line)
            XCTAssertEqual(board[Int(house)], Int(n), "relay lifts the whole house", file: file, line: line)
            board[Int(house)] = 0
        case let .capture(captor, inner, outer, n):
            let (captorSpot, innerSpot, outerSpot) = (spotAt(index: captor)!, spotAt(index: inner)!, spotAt(index: outer)!)
            XCTAssertEqual(captorSpot.side, mover, file: file, line: line)
            XCTAssertEqual(innerSpot.side, opponent(mover), file: file, line: line)
            XCTAssertEqual(outerSpot.side, opponent(mover), file: file, line: line)
            XCTAssertTrue(isInner(captorSpot.house) && isInner(innerSpot.house) && !isInner(outerSpot.house),
                          "captures are made from an inner house on the facing inner and outer houses",
                          file: file, line: line)
            XCTAssertTrue(captor % 10 == inner % 10 && inner % 10 == outer % 10,
                          "captor, captured inner and outer houses share a column", file: file, line: line)
            XCTAssertGreaterThan(board[Int(inner)], 0, "the facing house was occupied", file: file, line: line)
            XCTAssertEqual(board[Int(inner)] + board[Int(outer)], Int(n), "captured stones", file: file, line: line)
            board[Int(inner)] = 0
            board[Int(outer)] = 0
            capturedTotal += Int(n)
            lastCapture = Int(n)
        case let .capturedSowing(first, n):
            XCTAssertEqual(spotAt(index: first)!.side, mover, "captured stones join the mover", file: file, line: line)
            XCTAssertEqual(lastCapture, Int(n), "the captured stones are sown", file: file, line: line)
            if case .capture = outcome.events[max(i - 1, 0)] {} else {
                XCTFail("capturedSowing must follow its capture", file: file, line: line)
            }
            lastCapture = nil
        case let .end(house):
            XCTAssertEqual(i, outcome.events.count - 1, "end is the last event", file: file, line: line)
            XCTAssertEqual(spotAt(index: house)!.side, mover, file: file, line: line)
            XCTAssertEqual(board[Int(house)], 1, "the move ends in a house that was empty", file: file, line: line)
        }
    }
    if case .lift = outcome.events.first {} else { XCTFail("a move begins with a lift", file: file, line: line) }
    if case .end = outcome.events.last {} else { XCTFail("a move ends with an end", file: file, line: line) }
    XCTAssertEqual(board, after.board, "the events replayed on the board give the new board", file: file, line: line)
    XCTAssertEqual(Int(outcome.captured), capturedTotal, "captured = sum of captures", file: file, line: line)
    let moverStones = { (s: Snapshot) in Int(mover == .south ? s.south.stones : s.north.stones) }
    XCTAssertEqual(moverStones(after) - moverStones(before), capturedTotal, "captures join the mover", file: file, line: line)
    if capturedTotal > 0 {
        XCTAssertEqual(after.quietMoves, 0, "a capture resets the quiet-move count", file: file, line: line)
    } else if after.status == .playing {
        XCTAssertEqual(after.quietMoves, before.quietMoves + 1, "a quiet move counts", file: file, line: line)
    }
}

/// Every house an event names, as board indices, in the order of its fields.
func houseIndices(_ event: MoveEvent) -> [UInt32] {
    switch event {
    case let .lift(house, _), let .drop(house, _), let .relay(house, _), let .end(house): return [house]
    case let .capture(captor, inner, outer, _): return [captor, inner, outer]
    case let .capturedSowing(first, _): return [first]
    }
}

/// Every house an animation step names, as board indices, in the order of its fields.
func houseIndices(_ kind: StepKind) -> [UInt32] {
    switch kind {
    case let .lift(house, _), let .drop(house, _), let .relay(house, _), let .end(house): return [house]
    case let .captureFlash(captor, inner, outer, _): return [captor, inner, outer]
    case let .captureFlight(fromInner, fromOuter, to, _): return [fromInner, fromOuter, to]
    }
}

// MARK: - Errors

/// Runs `body`, which must throw a `KielaError`, and returns that error.
func kielaError<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> KielaError? {
    do {
        let value = try body()
        XCTFail("expected a KielaError, got \(value)", file: file, line: line)
    } catch let error as KielaError {
        return error
    } catch {
        XCTFail("expected a KielaError, got \(type(of: error)): \(error)", file: file, line: line)
    }
    return nil
}

/// Everything observable about a session, to show that a refusal changed nothing.
struct SessionState: Equatable {
    let snapshot: Snapshot
    let save: String
    let record: String
    let settings: GameSettings

    init(_ session: GameSession) {
        snapshot = session.snapshot()
        save = session.save()
        record = session.recordText()
        settings = session.settings()
    }
}

/// `body` must throw `expected` and leave the session exactly as it was.
func assertRefused<T>(_ session: GameSession, _ expected: KielaError, file: StaticString = #filePath, line: UInt = #line,
                      _ body: () throws -> T) {
    let before = SessionState(session)
    let error = kielaError(body, file: file, line: line)
    XCTAssertEqual(error, expected, file: file, line: line)
    XCTAssertEqual(SessionState(session), before, "a refusal leaves the game unchanged", file: file, line: line)
}

// MARK: - Playing

extension GameSession {
    /// Sows `side`'s `house` the way an app does: by its board index.
    func play(_ side: Side, _ house: House) throws -> MoveOutcome {
        try play(index: spotOf(side: side, house: house).index)
    }
}

/// Plays one random legal house for the person to move, checking the outcome.
@discardableResult
func playRandom(_ session: GameSession, _ settings: GameSettings, _ rng: inout SeededRandom,
                file: StaticString = #filePath, line: UInt = #line) throws -> MoveOutcome {
    let before = session.snapshot()
    let spot = before.legalHouses.randomElement(using: &rng)!
    let outcome = try session.play(index: spot.index)
    XCTAssertEqual(outcome.turn, "\(spot.house)", "the turn is written with the house's name", file: file, line: line)
    checkOutcome(outcome, before: before, settings: settings, file: file, line: line)
    XCTAssertEqual(session.snapshot(), outcome.snapshot, "the outcome's snapshot is the session's", file: file, line: line)
    return outcome
}

/// Plays random legal houses until the game ends; returns the final snapshot.
@discardableResult
func playToEnd(_ session: GameSession, _ settings: GameSettings, seed: UInt64, maxTurns: Int = 20_000,
               file: StaticString = #filePath, line: UInt = #line) throws -> Snapshot {
    var rng = SeededRandom(seed: seed)
    var turns = 0
    while session.snapshot().status == .playing {
        try playRandom(session, settings, &rng, file: file, line: line)
        turns += 1
        if turns > maxTurns {
            XCTFail("the game did not end within \(maxTurns) turns", file: file, line: line)
            break
        }
    }
    return session.snapshot()
}

/// Runs `body` on a new thread; `result()` waits for it (failing the test after `timeout`).
final class Background<T>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let started = DispatchSemaphore(value: 0)
    private var value: Result<T, Error>?

    init(_ body: @escaping () throws -> T) {
        let thread = Thread { [self] in
            started.signal()
            value = Result { try body() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits until the thread is running (its body is about to be called).
    func waitStarted() { started.wait() }

    var isDone: Bool {
        if done.wait(timeout: .now()) == .success { done.signal(); return true }
        return false
    }

    func result(timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line) -> Result<T, Error>? {
        guard done.wait(timeout: .now() + timeout) == .success else {
            XCTFail("the background call did not finish within \(Int(timeout)) s", file: file, line: line)
            return nil
        }
        done.signal()
        return value
    }
}

extension Result {
    var kielaError: KielaError? {
        if case let .failure(error) = self { return error as? KielaError }
        return nil
    }
    var success: Success? {
        if case let .success(value) = self { return value }
        return nil
    }
}
