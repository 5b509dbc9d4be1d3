// Shared helpers: settings, a seeded random source, the board layout worked out independently
// of the library, and the checks every snapshot and every move outcome must pass. (The rules
// themselves are tested once, in Rust: these checks are about what crosses into Swift.)

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

/// The side played by the only person at the board, if exactly one person plays.
func lonePerson(_ settings: GameSettings) -> Side? {
    switch (settings.south, settings.north) {
    case (.person, .computer): return .south
    case (.computer, .person): return .north
    default: return nil
    }
}

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
/// (Written out rather than taken from `House.allCases`, which GamePlayTests checks against it.)
let allHouses: [House] = [.o1, .o2, .o3, .o4, .o5, .o6, .o7, .o8, .o9, .o10,
                          .i1, .i2, .i3, .i4, .i5, .i6, .i7, .i8, .i9, .i10]

/// Outer house `n` (1…10) and inner house `n`, for tests that count along a row.
func outer(_ n: Int) -> House { allHouses[n - 1] }
func inner(_ n: Int) -> House { allHouses[10 + n - 1] }

func isInner(_ house: House) -> Bool { allHouses.firstIndex(of: house)! >= 10 }
func number(_ house: House) -> Int { allHouses.firstIndex(of: house)! % 10 + 1 }

/// A player's 20 houses in loop (sowing) order: o1…o10, then i10…i1.
let loopOrder: [House] = (1...10).map(outer) + (1...10).reversed().map(inner)

/// Board order: four rows of ten as South sees the board, top to bottom (North outer, North
/// inner, South inner, South outer), each left to right. Every player names their houses from
/// their own seat, so North's house 1 is on South's right.
func boardIndex(_ side: Side, _ house: House) -> Int {
    let column = side == .south ? number(house) - 1 : 10 - number(house)
    let rowIndex: Int
    switch (side, isInner(house)) {
    case (.north, false): rowIndex = 0
    case (.north, true): rowIndex = 1
    case (.south, true): rowIndex = 2
    case (.south, false): rowIndex = 3
    }
    return rowIndex * 10 + column
}

/// The board indices of `side`'s 20 houses (North's are 0…19, South's 20…39).
func indices(of side: Side) -> [Int] { allHouses.map { boardIndex(side, $0) } }

func stones(_ snapshot: Snapshot, _ side: Side, _ house: House) -> Int {
    snapshot.board[boardIndex(side, house)]
}

/// The stones on `side`'s houses of a 40-count board.
func sideStones(_ board: [Int], _ side: Side) -> Int { indices(of: side).map { board[$0] }.reduce(0, +) }

extension Snapshot {
    /// The legal houses as spots (the snapshot gives their board indices).
    var legalSpots: [Spot] { legalHouses.map { spotAt(index: $0)! } }
}

func houses(_ snapshot: Snapshot) -> [House] { snapshot.legalSpots.map(\.house) }

/// Everything a spot says must agree: side, house, row, number and board index.
func checkSpot(_ spot: Spot, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(spot.index, boardIndex(spot.side, spot.house), "index of \(spot.side) \(spot.house)", file: file, line: line)
    XCTAssertEqual(spot.row, isInner(spot.house) ? .inner : .outer, "row of \(spot.house)", file: file, line: line)
    XCTAssertEqual(spot.number, number(spot.house), "number of \(spot.house)", file: file, line: line)
    XCTAssertEqual(spotAt(index: spot.index), spot, "spotAt(\(spot.index))", file: file, line: line)
}

// MARK: - Snapshot invariants

/// Everything that must hold of any snapshot of a game played with `settings`.
func checkSnapshot(_ s: Snapshot, _ settings: GameSettings, file: StaticString = #filePath, line: UInt = #line) {
    let variant = settings.variant
    let board = s.board
    XCTAssertEqual(board.count, 40, "board size", file: file, line: line)
    guard board.count == 40 else { return }
    XCTAssertTrue(board.allSatisfy { $0 >= 0 }, "no negative count", file: file, line: line)
    XCTAssertEqual(s.southStones, sideStones(board, .south), "South's stone count", file: file, line: line)
    XCTAssertEqual(s.northStones, sideStones(board, .north), "North's stone count", file: file, line: line)
    // Captured stones stay on the board: the total never changes.
    XCTAssertEqual(board.reduce(0, +), 2 * stonesPerPlayer(variant), "stones on the board", file: file, line: line)
    XCTAssertGreaterThanOrEqual(s.revision, 1, "revisions start at 1", file: file, line: line)

    // Legal houses: the mover's own, distinct, correctly placed, each with enough stones.
    var seen = Set<House>()
    for spot in s.legalSpots {
        XCTAssertEqual(spot.side, s.toMove, "legal house \(spot.house) belongs to the mover", file: file, line: line)
        XCTAssertTrue(seen.insert(spot.house).inserted, "legal house \(spot.house) listed twice", file: file, line: line)
        checkSpot(spot, file: file, line: line)
        XCTAssertGreaterThanOrEqual(board[spot.index], smallestSowable(variant),
                                    "legal house \(spot.house) holds enough stones", file: file, line: line)
    }
    for mark in s.lastMoveMarks {
        XCTAssertTrue((0..<40).contains(mark.house), "mark \(mark) is on the board", file: file, line: line)
    }

    if let result = s.result {
        XCTAssertTrue(s.legalHouses.isEmpty, "no legal houses once over", file: file, line: line)
        XCTAssertFalse(s.computerToMove, file: file, line: line)
        XCTAssertFalse(s.setupAllowed, "no rearrangement once over", file: file, line: line)
        XCTAssertEqual(result.southStones, s.southStones, file: file, line: line)
        XCTAssertEqual(result.northStones, s.northStones, file: file, line: line)
        if let winner = result.winner {
            let mine = winner == .south ? result.southStones : result.northStones
            let theirs = winner == .south ? result.northStones : result.southStones
            switch result.reason {
            case .noLegalMove:
                XCTAssertEqual(winner, opponent(s.toMove), "the player who cannot move loses", file: file, line: line)
            case .repetition, .noCapture:
                XCTAssertGreaterThan(mine, theirs, "decided on stones: the winner has more", file: file, line: line)
            }
        } else {
            XCTAssertNotEqual(result.reason, .noLegalMove, "no legal move is a loss, never a draw", file: file, line: line)
            XCTAssertEqual(result.southStones, result.northStones, "a draw has equal stones", file: file, line: line)
        }
        if result.reason == .noCapture { XCTAssertEqual(s.quietMoves, 100, file: file, line: line) }
        // The person's outcome: only with exactly one person, and as the winner says.
        if let person = lonePerson(settings) {
            let expected: PersonOutcome = result.winner == nil ? .drawn : result.winner == person ? .won : .lost
            XCTAssertEqual(result.person, expected, "the person's outcome", file: file, line: line)
        } else {
            XCTAssertNil(result.person, "no person's outcome without exactly one person", file: file, line: line)
        }
    } else {
        // A player with no legal move has lost, so a game on always offers a move.
        XCTAssertFalse(s.legalHouses.isEmpty, "a game on has a legal move", file: file, line: line)
        XCTAssertLessThan(s.quietMoves, 100, "a game on has had fewer than 100 quiet moves", file: file, line: line)
        XCTAssertEqual(s.computerToMove, seat(settings, s.toMove) != .person, "computerToMove", file: file, line: line)
    }
    if !settings.expertOpening { XCTAssertFalse(s.setupAllowed, file: file, line: line) }
    if !s.setupAllowed { XCTAssertNil(s.setupDraft, "a draft only while a rearrangement is allowed", file: file, line: line) }
    if (settings.south == .person) == (settings.north == .person) {
        // Without a computer opponent (or with no person at all) undo takes back one turn.
        XCTAssertEqual(s.canUndo, s.turns > 0, "canUndo", file: file, line: line)
    }
    checkSeats(s, settings, file: file, line: line)
}

/// The view from the seats: who is drawn at the bottom, the headline over each seat, and what a
/// tap on each house does, all as the rules and the settings say.
func checkSeats(_ s: Snapshot, _ settings: GameSettings, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(s.viewer, lonePerson(settings) ?? .south, "the viewer: the lone person, else South", file: file, line: line)
    XCTAssertEqual(s.twoPeople, settings.south == .person && settings.north == .person, "twoPeople", file: file, line: line)
    XCTAssertEqual(s.headline, headline(s, seat: s.viewer), "the viewer's headline", file: file, line: line)
    XCTAssertEqual(s.topHeadline, s.twoPeople ? headline(s, seat: opponent(s.viewer)) : nil,
                   "a headline for the top seat only with two people", file: file, line: line)
    XCTAssertEqual(s.taps.count, 40, "a tap action for every house", file: file, line: line)
    let everywhere: Refusal? = s.result != nil ? .gameOver : s.computerToMove ? .computerToMove : nil
    for (index, tap) in s.taps.enumerated() {
        if let everywhere {
            XCTAssertEqual(tap, .refused(reason: everywhere), "house \(index)", file: file, line: line)
        } else if spotAt(index: index)?.side != s.toMove {
            XCTAssertEqual(tap, .refused(reason: .notYourHouse), "house \(index) is the opponent's", file: file, line: line)
        } else if let draft = s.setupDraft {
            let expected: TapAction = draft.pickedUp != nil ? .putDown : draft.board[index] == 0 ? .refused(reason: .emptyHouse) : .pickUp
            XCTAssertEqual(tap, expected, "house \(index) in the draft", file: file, line: line)
        } else {
            XCTAssertEqual(tap == .sow, s.legalHouses.contains(index), "house \(index): sown exactly when legal", file: file, line: line)
        }
    }
}

/// The headline the player at `seat` should see.
func headline(_ s: Snapshot, seat: Side) -> Headline {
    if let result = s.result { return .gameOver(outcome: result.winner == nil ? .drawn : result.winner == seat ? .won : .lost) }
    if s.computerToMove { return .computerThinking }
    if s.toMove != seat { return .theirTurn }
    return s.setupAllowed ? .rearrangeOrSow : .yourTurn
}

// MARK: - Move outcome invariants

/// The longest a move's animation lasts at `speed`.
func capMs(_ speed: AnimationSpeed) -> Int {
    switch speed {
    case .slow: return 6500
    case .normal: return 4000
    case .fast: return 2000
    case .instant: return 0
    }
}

/// Checks a turn's outcome against the snapshot before it: the turn played, the board before,
/// and the timeline: replaying its keyframes on `boardBefore` must give each step's `board` and
/// `inHand`, and the last one the new board.
func checkOutcome(_ outcome: MoveOutcome, before: Snapshot, settings: GameSettings, speed: AnimationSpeed = .normal,
                  file: StaticString = #filePath, line: UInt = #line) {
    let after = outcome.snapshot
    checkSnapshot(after, settings, file: file, line: line)
    XCTAssertEqual(outcome.mover, before.toMove, "mover", file: file, line: line)
    XCTAssertEqual(after.turns, before.turns + 1, "turn count", file: file, line: line)
    XCTAssertFalse(after.canRedo, "a new turn clears redo", file: file, line: line)
    XCTAssertNil(after.setupDraft, "a turn ends any draft", file: file, line: line)
    XCTAssertEqual(outcome.revision, after.revision, "the outcome's revision is its snapshot's", file: file, line: line)
    XCTAssertGreaterThan(outcome.revision, before.revision, "a turn is a new revision", file: file, line: line)
    XCTAssertEqual(outcome.boardBefore, before.board, "boardBefore", file: file, line: line)
    XCTAssertEqual(outcome.beatMs, seat(settings, outcome.mover) == .person ? 0 : 500, "the computer's beat", file: file, line: line)
    XCTAssertEqual(outcome.crossFadeMs, outcome.timeline.isEmpty ? 0 : 250, "the cross-fade without motion", file: file, line: line)
    checkAnnouncement(outcome, settings: settings, file: file, line: line)

    let spot: Spot
    switch outcome.played {
    case let .setup(board):
        XCTAssertEqual(board, after.board, "a rearrangement gives the board after it", file: file, line: line)
        XCTAssertTrue(outcome.notation.hasPrefix("setup"), outcome.notation, file: file, line: line)
        XCTAssertTrue(outcome.timeline.isEmpty, "a rearrangement has no animation", file: file, line: line)
        XCTAssertEqual(outcome.durationMs, 0, file: file, line: line)
        XCTAssertEqual(outcome.captured, 0, file: file, line: line)
        XCTAssertTrue(after.lastMoveMarks.isEmpty, "a rearrangement marks no house", file: file, line: line)
        XCTAssertEqual(indices(of: opponent(outcome.mover)).map { board[$0] },
                       indices(of: opponent(outcome.mover)).map { before.board[$0] },
                       "a rearrangement leaves the opponent's houses", file: file, line: line)
        return
    case let .sow(house):
        spot = house
    }
    checkSpot(spot, file: file, line: line)
    XCTAssertTrue(before.legalSpots.contains(spot), "\(spot.house) was a legal house", file: file, line: line)
    XCTAssertEqual(outcome.notation, "\(spot.house)", "the notation is the house's name", file: file, line: line)
    XCTAssertTrue(after.lastMoveMarks.contains(HouseMark(house: spot.index, kind: .lifted)),
                  "the house played is marked as lifted", file: file, line: line)
    let mover = outcome.mover
    let moverStones = { (s: Snapshot) in mover == .south ? s.southStones : s.northStones }
    XCTAssertEqual(moverStones(after) - moverStones(before), outcome.captured, "captures join the mover", file: file, line: line)
    if outcome.captured > 0 {
        XCTAssertEqual(after.quietMoves, 0, "a capture resets the quiet-move count", file: file, line: line)
    } else if after.result == nil {
        XCTAssertEqual(after.quietMoves, before.quietMoves + 1, "a quiet move counts", file: file, line: line)
    }

    let steps = outcome.timeline
    if speed == .instant {
        XCTAssertTrue(steps.isEmpty, "instant has no keyframes", file: file, line: line)
        XCTAssertEqual(outcome.durationMs, 0, file: file, line: line)
        return
    }
    XCTAssertFalse(steps.isEmpty, "a sowing has keyframes at \(speed)", file: file, line: line)
    XCTAssertLessThanOrEqual(outcome.durationMs, capMs(speed), "the move fits the cap of \(speed)", file: file, line: line)
    XCTAssertEqual(outcome.durationMs, steps.map { $0.startMs + $0.durationMs }.max(), "durationMs is the last end",
                   file: file, line: line)
    if case .lift(spot.index, before.board[spot.index])? = steps.first?.kind {} else {
        XCTFail("the first keyframe lifts the house played: \(String(describing: steps.first?.kind))", file: file, line: line)
    }
    if case .end? = steps.last?.kind {} else { XCTFail("the last keyframe is an end", file: file, line: line) }
    XCTAssertEqual(steps.last?.board, after.board, "the last keyframe's board is the snapshot's", file: file, line: line)
    XCTAssertTrue(after.lastMoveMarks.contains { $0.kind == .lastStone && steps.last?.kind == .end(house: $0.house) },
                  "the last stone is marked where the move ends", file: file, line: line)

    var board = before.board
    var hand = 0
    var handHouse: Int?
    var capturedTotal = 0
    var lastCapture: (inner: Int, outer: Int, stones: Int)?
    var previous: AnimationStep?
    var flashEnd = 0
    for (i, step) in steps.enumerated() {
        let kind = step.kind
        // Houses are board indices: each must name a house before the board is indexed with it.
        guard houseIndices(kind).allSatisfy({ (0..<40).contains($0) }) else {
            XCTFail("\(kind) names a house off the board (0…39)", file: file, line: line)
            return
        }
        XCTAssertGreaterThanOrEqual(step.startMs, flashEnd, "nothing overlaps a capture flash", file: file, line: line)
        let side = { (index: Int) in spotAt(index: index)!.side }
        switch kind {
        case let .lift(house, n):
            XCTAssertEqual(i, 0, "only the first step lifts", file: file, line: line)
            XCTAssertEqual(board[house], n, "lift takes the whole house", file: file, line: line)
            board[house] = 0
            hand = n
        case let .drop(house, stonesAfter):
            XCTAssertEqual(side(house), mover, "stones are sown only into the mover's houses", file: file, line: line)
            board[house] += 1
            hand = max(hand - 1, 0)
            XCTAssertEqual(board[house], stonesAfter, "stonesAfter of a drop", file: file, line: line)
        case let .relay(house, n):
            XCTAssertEqual(side(house), mover, file: file, line: line)
            XCTAssertEqual(board[house], n, "relay lifts the whole house", file: file, line: line)
            board[house] = 0
            hand += n
        case let .captureFlash(captor, innerHouse, outerHouse, n):
            let (c, i, o) = (spotAt(index: captor)!, spotAt(index: innerHouse)!, spotAt(index: outerHouse)!)
            XCTAssertEqual(c.side, mover, file: file, line: line)
            XCTAssertEqual(i.side, opponent(mover), file: file, line: line)
            XCTAssertEqual(o.side, opponent(mover), file: file, line: line)
            XCTAssertTrue(c.row == .inner && i.row == .inner && o.row == .outer,
                          "captures are made from an inner house on the facing inner and outer houses",
                          file: file, line: line)
            XCTAssertTrue(captor % 10 == innerHouse % 10 && innerHouse % 10 == outerHouse % 10,
                          "captor, captured inner and outer houses share a column", file: file, line: line)
            XCTAssertEqual(board[innerHouse] + board[outerHouse], n, "captured stones", file: file, line: line)
            XCTAssertTrue(after.lastMoveMarks.contains(HouseMark(house: innerHouse, kind: .takenFrom(stones: board[innerHouse]))),
                          "the captured inner house is marked with its stones", file: file, line: line)
            XCTAssertTrue(after.lastMoveMarks.contains(HouseMark(house: captor, kind: .captor)), file: file, line: line)
            board[innerHouse] = 0
            board[outerHouse] = 0
            hand += n
            capturedTotal += n
            lastCapture = (innerHouse, outerHouse, n)
            if let previous { XCTAssertGreaterThanOrEqual(step.startMs, previous.startMs + previous.durationMs,
                                                          "a flash waits for the steps before it", file: file, line: line) }
            flashEnd = step.startMs + step.durationMs
        case let .captureFlight(fromInner, fromOuter, to, n):
            if case .captureFlash? = previous?.kind {} else {
                XCTFail("a flight follows its capture flash", file: file, line: line)
            }
            XCTAssertEqual(fromInner, lastCapture?.inner, file: file, line: line)
            XCTAssertEqual(fromOuter, lastCapture?.outer, file: file, line: line)
            XCTAssertEqual(n, lastCapture?.stones, "the captured stones fly", file: file, line: line)
            XCTAssertEqual(side(to), mover, "captured stones join the mover", file: file, line: line)
            lastCapture = nil
        case let .end(house):
            XCTAssertEqual(i, steps.count - 1, "end is the last step", file: file, line: line)
            XCTAssertEqual(side(house), mover, file: file, line: line)
            XCTAssertEqual(board[house], 1, "the move ends in a house that was empty", file: file, line: line)
            hand = 0
        }
        XCTAssertEqual(step.board, board, "step \(i) (\(kind)): its board is the board once it is done", file: file, line: line)
        XCTAssertEqual(step.inHand, hand, "step \(i) (\(kind)): inHand", file: file, line: line)
        XCTAssertEqual(step.handFrom, handHouse, "step \(i) (\(kind)): the house the hand comes from", file: file, line: line)
        switch kind {
        case let .lift(house, _), let .drop(house, _), let .relay(house, _), let .end(house): handHouse = house
        case let .captureFlight(_, _, to, _): handHouse = to
        case .captureFlash: break
        }
        XCTAssertGreaterThan(step.durationMs, 0, "every step takes time at \(speed)", file: file, line: line)
        if let previous {
            XCTAssertGreaterThanOrEqual(step.startMs, previous.startMs, "starts never go back", file: file, line: line)
            XCTAssertGreaterThanOrEqual(step.startMs + step.durationMs, previous.startMs + previous.durationMs,
                                        "ends never go back", file: file, line: line)
        } else {
            XCTAssertEqual(step.startMs, 0, "the first step starts at 0", file: file, line: line)
        }
        previous = step
    }
    XCTAssertEqual(board, after.board, "the keyframes replayed on boardBefore give the new board", file: file, line: line)
    XCTAssertEqual(outcome.captured, capturedTotal, "captured = sum of capture flashes", file: file, line: line)
}

/// What is said of a turn as it starts to play, to the viewer (the bottom player): nothing for
/// the viewer's own turn, else who played what, the relays and the captures the timeline shows.
func checkAnnouncement(_ outcome: MoveOutcome, settings: GameSettings, file: StaticString = #filePath, line: UInt = #line) {
    let viewer = lonePerson(settings) ?? .south
    guard outcome.mover != viewer || seat(settings, outcome.mover) != .person else {
        return XCTAssertNil(outcome.announcement, "the viewer's own turn is not announced to them", file: file, line: line)
    }
    guard let said = outcome.announcement else { return XCTFail("the turn is announced", file: file, line: line) }
    XCTAssertEqual(said.mover, outcome.mover, file: file, line: line)
    XCTAssertEqual(said.byComputer, seat(settings, outcome.mover) != .person, "byComputer", file: file, line: line)
    XCTAssertEqual(said.played, outcome.played, file: file, line: line)
    XCTAssertEqual(said.captured, outcome.captured, "the stones captured", file: file, line: line)
    XCTAssertEqual(said.captures.map(\.stones).reduce(0, +), said.captured, "each capture's stones", file: file, line: line)
    for capture in said.captures {
        XCTAssertEqual([capture.inner.side, capture.outer.side], [opponent(outcome.mover), opponent(outcome.mover)],
                       "captured from the opponent", file: file, line: line)
        XCTAssertEqual([capture.inner.row, capture.outer.row], [.inner, .outer], file: file, line: line)
    }
    if !outcome.timeline.isEmpty {
        let flashes = outcome.timeline.compactMap { step -> [Int]? in
            if case let .captureFlash(_, inner, outer, stones) = step.kind { return [inner, outer, stones] }
            return nil
        }
        XCTAssertEqual(said.captures.map { [$0.inner.index, $0.outer.index, $0.stones] }, flashes,
                       "the captures in the timeline's order", file: file, line: line)
        let relays = outcome.timeline.filter { if case .relay = $0.kind { return true } else { return false } }.count
        XCTAssertEqual(said.relays, relays, "the relays", file: file, line: line)
    }
}

/// Every house an animation step names, as board indices, in the order of its fields.
func houseIndices(_ kind: StepKind) -> [Int] {
    switch kind {
    case let .lift(house, _), let .drop(house, _), let .relay(house, _), let .end(house): return [house]
    case let .captureFlash(captor, inner, outer, _): return [captor, inner, outer]
    case let .captureFlight(fromInner, fromOuter, to, _): return [fromInner, fromOuter, to]
    }
}

// MARK: - Revisions

/// The snapshot with its revision cleared (and `canRedo` replaced if given), to compare games
/// across sessions (each session counts its own revisions). Records are immutable: a copy is
/// made through the memberwise initialiser.
func unrevised(_ s: Snapshot, canRedo: Bool? = nil) -> Snapshot {
    Snapshot(revision: 0, board: s.board, southStones: s.southStones, northStones: s.northStones, toMove: s.toMove,
             legalHouses: s.legalHouses, result: s.result, setupAllowed: s.setupAllowed, setupDraft: s.setupDraft,
             computerToMove: s.computerToMove, canUndo: s.canUndo, canRedo: canRedo ?? s.canRedo, turns: s.turns,
             quietMoves: s.quietMoves, lastMoveMarks: s.lastMoveMarks, viewer: s.viewer, twoPeople: s.twoPeople,
             headline: s.headline, topHeadline: s.topHeadline, taps: s.taps)
}

func unrevised(_ o: MoveOutcome) -> MoveOutcome {
    MoveOutcome(revision: 0, mover: o.mover, played: o.played, notation: o.notation, captured: o.captured,
                boardBefore: o.boardBefore, beatMs: o.beatMs, timeline: o.timeline, durationMs: o.durationMs,
                crossFadeMs: o.crossFadeMs, announcement: o.announcement, guide: o.guide, cues: o.cues,
                snapshot: unrevised(o.snapshot))
}

func unrevised(_ o: MoveOutcome?) -> MoveOutcome? { o.map(unrevised) }

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

/// Everything observable about a session, to show that a refusal changed nothing (revision
/// included) or that two sessions hold the same game (`revisions: false`).
struct SessionState: Equatable {
    let snapshot: Snapshot
    let save: String
    let record: String
    let settings: GameSettings
    let speed: AnimationSpeed
    let lastMove: MoveOutcome?

    init(_ session: GameSession, revisions: Bool = true) {
        let snapshot = session.snapshot()
        let lastMove = session.lastMove()
        self.snapshot = revisions ? snapshot : unrevised(snapshot)
        self.lastMove = revisions ? lastMove : unrevised(lastMove)
        save = session.save()
        record = session.recordText()
        settings = session.settings()
        speed = session.animationSpeed()
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
    let spot = before.legalSpots.randomElement(using: &rng)!
    let outcome = try session.play(index: spot.index)
    XCTAssertEqual(outcome.played, .sow(house: spot), "the turn names the spot played", file: file, line: line)
    checkOutcome(outcome, before: before, settings: settings, speed: session.animationSpeed(), file: file, line: line)
    XCTAssertEqual(session.snapshot(), outcome.snapshot, "the outcome's snapshot is the session's", file: file, line: line)
    XCTAssertEqual(session.lastMove(), outcome, "lastMove() is the turn just played", file: file, line: line)
    return outcome
}

/// Plays random legal houses until the game ends; returns the final snapshot.
@discardableResult
func playToEnd(_ session: GameSession, _ settings: GameSettings, seed: UInt64, maxTurns: Int = 20_000,
               file: StaticString = #filePath, line: UInt = #line) throws -> Snapshot {
    var rng = SeededRandom(seed: seed)
    var turns = 0
    while session.snapshot().result == nil {
        if session.snapshot().computerToMove {
            let before = session.snapshot()
            checkOutcome(try session.computerMove(), before: before, settings: settings,
                         speed: session.animationSpeed(), file: file, line: line)
        } else {
            try playRandom(session, settings, &rng, file: file, line: line)
        }
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
