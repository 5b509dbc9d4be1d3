import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The house under a touch point, for both seats and both orientations; the tiling; the sizes;
/// the pits, pebbles, the hand and the captured stones in flight.
final class GeometryTests: XCTestCase {
    /// iPhone 15 (393 × 852 pt): the portrait board area the game screen gives (the width of the
    /// screen, 48 % of its height), and a landscape one beside the side panel; an iPhone 15 Pro
    /// Max's portrait (430 × 932 pt); a square area.
    let areas = [(393.0, 409.0), (480.0, 330.0), (430.0, 447.0), (300.0, 300.0)]

    func testEveryHouseCentreMapsBackToItsHouseForBothSeatsAndOrientations() throws {
        for (w, h) in areas {
            for viewer in [Side.south, .north] {
                let g = BoardGeometry(width: w, height: h, viewer: viewer)
                for i in 0..<BoardGeometry.houses {
                    XCTAssertEqual(g.index(atX: g.centreX(i), y: g.centreY(i)), i, "\(w)×\(h) \(viewer) \(i)")
                    // Near each corner of the cell, still inside it.
                    let ex = g.cellWidth * 0.499, ey = g.cellHeight * 0.499
                    for (sx, sy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
                        XCTAssertEqual(g.index(atX: g.centreX(i) + sx * ex, y: g.centreY(i) + sy * ey), i)
                    }
                }
            }
        }
    }

    /// No dead gap for a touch: every point of the grid is in a house (in the band between the
    /// halves, the inner row's on its side of the line), and the 40 houses' rectangles (centre ±
    /// half a cell) cover the grid but the band exactly, side by side.
    func testTheHousesTileTheGrid() throws {
        for (w, h) in areas {
            for viewer in [Side.south, .north] {
                let g = BoardGeometry(width: w, height: h, viewer: viewer)
                let gridWidth = 10 * g.cellWidth, gridHeight = 4 * g.cellHeight + g.halvesGap
                let steps = 200
                for a in 0..<steps {
                    for b in 0..<steps {
                        let x = g.gridLeft + (Double(a) + 0.5) / Double(steps) * gridWidth
                        let y = g.gridTop + (Double(b) + 0.5) / Double(steps) * gridHeight
                        let i = try XCTUnwrap(g.index(atX: x, y: y), "\(w)×\(h) (\(x), \(y)) is in no house")
                        XCTAssertLessThanOrEqual(abs(x - g.centreX(i)), g.cellWidth / 2 + 1e-9)
                        XCTAssertLessThanOrEqual(abs(y - g.centreY(i)), g.cellHeight / 2 + (g.halvesGap / 2) + 1e-9)
                        XCTAssertEqual(g.screenRow(i) < 2, y < g.middleY, "\(w)×\(h) (\(x), \(y)): on its own half")
                    }
                }
                // The grid's edges are houses too.
                XCTAssertNotNil(g.index(atX: g.gridLeft, y: g.gridTop))
                XCTAssertNotNil(g.index(atX: g.gridLeft + gridWidth - 1e-6, y: g.gridTop + gridHeight - 1e-6))
                // The rectangles: each house once, their areas adding up to the grid's.
                var covered = 0.0
                var places = Set<[Int]>()
                for i in 0..<BoardGeometry.houses {
                    covered += g.cellWidth * g.cellHeight
                    places.insert([g.screenRow(i), g.screenColumn(i)])
                    let left = g.centreX(i) - g.cellWidth / 2, top = g.centreY(i) - g.cellHeight / 2
                    XCTAssertEqual(left, g.gridLeft + Double(g.screenColumn(i)) * g.cellWidth, accuracy: 1e-9)
                    XCTAssertEqual(top, g.rowTop(g.screenRow(i)), accuracy: 1e-9)
                }
                XCTAssertEqual(places.count, 40)
                XCTAssertEqual(covered, gridWidth * (gridHeight - g.halvesGap), accuracy: 1e-6)
                // The band: a tenth of a cell wide at least, the line in its middle.
                XCTAssertEqual(g.rowTop(2) - (g.rowTop(1) + g.cellHeight), g.halvesGap, accuracy: 1e-9)
                XCTAssertGreaterThan(g.halvesGap, g.cellWidth / 10)
                XCTAssertEqual(g.middleY, g.rowTop(2) - g.halvesGap / 2, accuracy: 1e-9)
            }
        }
    }

    /// On a portrait iPhone the slab is the screen's width but a few points and the houses tall
    /// ovals: on an iPhone 15 (393 pt wide) a cell is 36.1 × 91 pt, the width being the screen's
    /// over ten columns, the margins and the gaps; from 400 pt wide (iPhone 16 Pro, Plus, Pro Max)
    /// at least 36.8 × 56.
    func testTheHousesOfAPortraitIPhone() throws {
        // iPhone 15: 852 pt tall, 715 between the bars; the screen gives the board 409 of them.
        let g = BoardGeometry(width: 393, height: 409, viewer: .south)
        XCTAssertEqual(g.cellWidth, 393 / 10.9, accuracy: 1e-9)
        XCTAssertEqual(g.board.minX, 0.15 * g.cellWidth, accuracy: 1e-9)
        XCTAssertEqual(g.board.maxX, 393 - 0.15 * g.cellWidth, accuracy: 1e-9)
        XCTAssertEqual(g.margin, 0.3 * g.cellWidth, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(g.cellHeight, 56)
        XCTAssertGreaterThanOrEqual(g.board.height / 852, 0.45, "the board's share of the screen's height")
        for (w, screen) in [(402.0, 874.0), (430, 932), (440, 956)] {
            let board = BoardGeometry(width: w, height: 0.48 * screen, viewer: .north)
            XCTAssertGreaterThanOrEqual(board.cellWidth, 36.8, "\(w)")
            XCTAssertGreaterThanOrEqual(board.cellHeight, 56, "\(w)")
            XCTAssertGreaterThanOrEqual(board.board.height / screen, 0.45, "\(w)")
        }
        // A taller area does not make slits: the cells stop at 2.6 widths and the slab is centred.
        let tall = BoardGeometry(width: 393, height: 700, viewer: .south)
        XCTAssertEqual(tall.cellHeight, 2.6 * 393 / 10.9, accuracy: 1e-9)
        XCTAssertEqual(tall.board.minY, 700 - tall.board.maxY, accuracy: 1e-9)
        XCTAssertEqual(tall.middleY, 350, accuracy: 1e-9)
        // The game screen's tallest board (its width over ten columns, 2.6 widths a cell, four
        // rows) is filled by the slab and its gaps.
        let tallest = 393.0 / 10 * 2.6 * 4
        let fitted = BoardGeometry(width: 393, height: tallest, viewer: .south)
        XCTAssertEqual(fitted.board.height + 2 * fitted.board.minX, tallest, accuracy: 2)
    }

    func testTheViewersOwnRowsAreAtTheBottom() throws {
        for viewer in [Side.south, .north] {
            let g = BoardGeometry(width: 393, height: 409, viewer: viewer)
            let bottomLeft = try XCTUnwrap(g.index(atX: g.gridLeft + 1, y: g.gridTop + 4 * g.cellHeight - 1))
            let spot = try XCTUnwrap(spotAt(index: bottomLeft))
            XCTAssertEqual(spot.side, viewer)
            XCTAssertEqual(spot.row, .outer)
            // Counterclockwise from the viewer's seat: the bottom-left house is their o1.
            XCTAssertEqual(spot.number, 1)
        }
    }

    /// The margin belongs to the houses along it; off the slab is no house.
    func testTheMarginIsTheEdgeHousesAndOffTheSlabIsNoHouse() throws {
        for viewer in [Side.south, .north] {
            let g = BoardGeometry(width: 393, height: 700, viewer: viewer)
            let slab = g.board
            XCTAssertGreaterThan(g.margin, 10)
            for i in 0..<BoardGeometry.houses {
                let column = g.screenColumn(i), row = g.screenRow(i)
                if column == 0 { XCTAssertEqual(g.index(atX: slab.minX, y: g.centreY(i)), i) }
                if column == 9 { XCTAssertEqual(g.index(atX: slab.maxX - 1e-6, y: g.centreY(i)), i) }
                if row == 0 { XCTAssertEqual(g.index(atX: g.centreX(i), y: slab.minY + 1), i) }
                if row == 3 { XCTAssertEqual(g.index(atX: g.centreX(i), y: slab.maxY - 1e-6), i) }
            }
            XCTAssertNil(g.index(atX: slab.minX - 1, y: g.centreY(0)))
            XCTAssertNil(g.index(atX: g.centreX(0), y: slab.minY - 1))
            XCTAssertNil(g.index(atX: g.centreX(0), y: slab.maxY))
            XCTAssertNil(g.index(atX: 10_000, y: 10_000))
            XCTAssertNil(g.index(atX: -.infinity, y: .nan))
        }
    }

    func testAnAreaOfNoSizeHasCellsOfSizeZeroAndNoHouse() {
        for (w, h) in [(0.0, 300.0), (390, 0), (-390, 300), (390, -1), (.nan, 300), (.infinity, .infinity)] {
            let g = BoardGeometry(width: w, height: h, viewer: .south)
            XCTAssertEqual(g.cellWidth, 0, "\(w)×\(h)")
            XCTAssertEqual(g.cellHeight, 0, "\(w)×\(h)")
            for (x, y) in [(0.0, 0.0), (w / 2, h / 2), (g.centreX(25), g.centreY(25))] {
                XCTAssertNil(g.index(atX: x, y: y), "\(w)×\(h) at (\(x), \(y))")
            }
        }
    }

    /// The whole slab, rounded corners and all, is in the area, and an area of the board's
    /// aspect ratio is the slab and its gap all round.
    func testTheSlabFitsTheAreaAndAnAreaOfTheBoardsAspectRatioIsFilled() throws {
        for (w, h) in areas {
            let g = BoardGeometry(width: w, height: h, viewer: .south)
            let gap = 0.15 * g.cellWidth - 1e-9
            XCTAssertGreaterThanOrEqual(g.board.minX, gap)
            XCTAssertGreaterThanOrEqual(g.board.minY, gap)
            XCTAssertLessThanOrEqual(g.board.maxX, w - gap)
            XCTAssertLessThanOrEqual(g.board.maxY, h - gap)
            XCTAssertGreaterThanOrEqual(g.cellHeight, g.cellWidth - 1e-9, "a cell is never wider than tall")
            XCTAssertEqual(g.gridLeft, g.board.minX + g.margin, accuracy: 1e-9)
            XCTAssertEqual(g.gridTop, g.board.minY + g.margin, accuracy: 1e-9)
            XCTAssertEqual(g.middleY, (g.board.minY + g.board.maxY) / 2, accuracy: 1e-9)
        }
        let g = BoardGeometry(width: 420, height: 420 / BoardGeometry.aspectRatio, viewer: .south)
        XCTAssertEqual(g.board.minX, 0.15 * g.cellWidth, accuracy: 1e-9)
        XCTAssertEqual(g.board.minY, 0.15 * g.cellWidth, accuracy: 1e-9)
        XCTAssertEqual(g.cellHeight / g.cellWidth, 1.6, accuracy: 1e-9)
    }

    /// Each pit is an oval inside its cell, taller than wide on a phone, with its name's rim above
    /// and its count's rim below inside the cell too; the corner pits clear the slab's rounded
    /// corners.
    func testThePitsAndTheirRims() throws {
        for (w, h) in areas + [(340.0, 340 / BoardGeometry.aspectRatio)] {
            for viewer in [Side.south, .north] {
                let g = BoardGeometry(width: w, height: h, viewer: viewer)
                XCTAssertGreaterThan(g.rim, 8, "\(w)×\(h): room for a count")
                for i in 0..<BoardGeometry.houses {
                    let pit = g.pit(i)
                    let cellLeft = g.centreX(i) - g.cellWidth / 2, cellTop = g.centreY(i) - g.cellHeight / 2
                    XCTAssertGreaterThan(pit.minX, cellLeft)
                    XCTAssertLessThan(pit.maxX, cellLeft + g.cellWidth)
                    XCTAssertGreaterThanOrEqual(pit.height, pit.width - 1e-9, "\(w)×\(h): an oval, standing")
                    let count = g.countPoint(i), name = g.namePoint(i)
                    XCTAssertGreaterThanOrEqual(count.y - g.rim / 2, pit.maxY - 1e-9, "the count below the pit")
                    XCTAssertLessThanOrEqual(count.y, cellTop + g.cellHeight, "\(w)×\(h): the count in its cell")
                    XCTAssertLessThanOrEqual(name.y + g.rim / 2, pit.minY + 1e-9, "the name above the pit")
                    XCTAssertGreaterThanOrEqual(name.y, cellTop, "\(w)×\(h): the name in its cell")
                }
                // The corner pits' ovals inside the slab's rounded corners.
                let slab = g.board, r = g.cornerRadius
                XCTAssertLessThanOrEqual(r, g.margin * 1.5)
                for corner in [0, 9, 30, 39] {
                    let pit = g.pit(corner, grownBy: 2)
                    for k in 0..<64 {
                        let a = Double(k) / 64 * 2 * .pi
                        let x = pit.midX + cos(a) * pit.width / 2, y = pit.midY + sin(a) * pit.height / 2
                        let cx = min(max(x, slab.minX + r), slab.maxX - r), cy = min(max(y, slab.minY + r), slab.maxY - r)
                        XCTAssertLessThanOrEqual(hypot(x - cx, y - cy), r, "\(w)×\(h): pit \(corner) leaves the slab")
                    }
                }
            }
        }
    }

    /// Every pebble of the shared layout lies in its pit, and a pebble is about a third of a pit
    /// wide.
    func testThePebblesLieInTheirPitsAndAreAThirdOfAPitWide() throws {
        let layout = stoneLayout()
        for (w, h) in areas {
            let g = BoardGeometry(width: w, height: h, viewer: .north)
            var across = 0.0
            for i in 0..<BoardGeometry.houses {
                let pit = g.pit(i)
                for k in 0..<layout.drawn {
                    let place = layout.places[i * layout.drawn + k]
                    let c = g.stoneCentre(i, place), r = g.stoneRadius(place)
                    across += 2 * r / pit.width
                    for n in 0..<16 {
                        let a = Double(n) / 16 * 2 * .pi
                        let dx = (c.x + cos(a) * r - pit.midX) / (pit.width / 2)
                        let dy = (c.y + sin(a) * r - pit.midY) / (pit.height / 2)
                        XCTAssertLessThanOrEqual(dx * dx + dy * dy, 1.0, "\(w)×\(h) house \(i) stone \(k)")
                    }
                }
            }
            let mean = across / Double(BoardGeometry.houses * layout.drawn)
            XCTAssertEqual(mean, 1.0 / 3, accuracy: 0.05, "\(w)×\(h)")
        }
    }

    func testAnArcGoesFromItsStartToItsEndOverItsHeight() {
        let a = CGPoint(x: 10, y: 100), b = CGPoint(x: 110, y: 20)
        XCTAssertEqual(BoardGeometry.arc(from: a, to: b, progress: 0, height: 30), a)
        XCTAssertEqual(BoardGeometry.arc(from: a, to: b, progress: 1, height: 30), b)
        XCTAssertEqual(BoardGeometry.arc(from: a, to: b, progress: 2, height: 30), b, "held at its end")
        let middle = BoardGeometry.arc(from: a, to: b, progress: 0.5, height: 30)
        XCTAssertEqual(middle.x, 60, accuracy: 1e-9)
        XCTAssertEqual(middle.y, 60 - 30, accuracy: 1e-9)
    }

    /// Captured stones fly from the two emptied houses in turn, each a little later, at most eight.
    func testUpToEightCapturedStonesFlyToTheCaptorsSide() throws {
        let g = BoardGeometry(width: 393, height: 409, viewer: .south)
        let (inner, outer, to) = (12, 2, 25)
        for k in 0..<8 {
            let start = try XCTUnwrap(g.flightPoint(k, of: 11, fromInner: inner, fromOuter: outer, to: to, progress: 0))
            XCTAssertEqual(start, g.centre(k % 2 == 0 ? inner : outer))
            XCTAssertEqual(g.flightPoint(k, of: 11, fromInner: inner, fromOuter: outer, to: to, progress: 1), g.centre(to))
        }
        XCTAssertNil(g.flightPoint(8, of: 11, fromInner: inner, fromOuter: outer, to: to, progress: 0.5))
        XCTAssertNil(g.flightPoint(3, of: 3, fromInner: inner, fromOuter: outer, to: to, progress: 0.5))
        // The last stone drawn leaves after the first.
        let first = try XCTUnwrap(g.flightPoint(0, of: 8, fromInner: inner, fromOuter: outer, to: to, progress: 0.2))
        let last = try XCTUnwrap(g.flightPoint(7, of: 8, fromInner: inner, fromOuter: outer, to: to, progress: 0.2))
        XCTAssertNotEqual(first, g.centre(inner))
        XCTAssertEqual(last, g.centre(outer), "stone 7 waits 42 % of the flight")
        // Above both ends on the way: an arc, not a line.
        let mid = try XCTUnwrap(g.flightPoint(0, of: 8, fromInner: inner, fromOuter: outer, to: to, progress: 0.5))
        XCTAssertLessThan(mid.y, min(g.centreY(inner), g.centreY(to)))
    }

    /// The hand through a whole turn with a capture, on the clock: it lifts the first house's
    /// stones, carries them house by house and drops one at each, dips and lifts at each relay,
    /// and no stone is ever lost or doubled between the board, the pit being emptied, the hand
    /// and the stone falling.
    @MainActor
    func testTheHandCarriesEveryStoneOfTheSowing() async throws {
        let outcome = try TimelineTests.captureTurn()
        let timeline = outcome.timeline
        let playback = TurnPlayback(outcome, timeScale: 1)
        let total = outcome.boardBefore.reduce(0, +)
        guard case .lift(let lifted, let stones) = timeline.first?.kind else { return XCTFail("a turn begins with a lift") }
        var frame = playback.frame(atMs: 0)
        var hand = try XCTUnwrap(SowingHand.of(frame), "the lift's hand")
        XCTAssertEqual(hand, SowingHand(from: lifted, to: lifted, travel: 1, lift: 0, stones: stones, holding: lifted))
        var relays = 0, drops = 0, lastLift = 0.0
        for ms in stride(from: 0.0, to: Double(outcome.durationMs), by: 5) {
            frame = playback.frame(atMs: ms)
            let capturing = frame.active.contains { step, _ in
                switch step.kind { case .captureFlash, .captureFlight: true; default: false }
            }
            let hand = SowingHand.of(frame)
            var falling = 0
            for (step, p) in frame.active {
                guard case .drop = step.kind else { continue }
                if SowingHand.fall(atProgress: p) != nil { falling += 1 }
                drops += 1
            }
            if case .relay = frame.active.last?.step.kind, let hand {
                if hand.stones > 0 && hand.lift > lastLift { relays += 1 }
                lastLift = hand.lift
            }
            guard !capturing else {
                XCTAssertNil(hand, "\(ms) ms: the hand waits while the capture flies")
                continue
            }
            let held = hand?.holding.map { frame.board[$0] } ?? 0
            XCTAssertEqual(frame.board.reduce(0, +) - held + (hand?.stones ?? 0) + falling, total, "\(ms) ms")
            if let hand {
                XCTAssertTrue((0...1).contains(hand.travel) && (0...1).contains(hand.lift), "\(ms) ms")
                XCTAssertEqual(spotAt(index: hand.to)?.side, spotAt(index: lifted)?.side, "\(ms) ms: over the mover's houses")
            }
        }
        XCTAssertGreaterThan(drops, 0)
        if timeline.contains(where: { if case .relay = $0.kind { true } else { false } }) {
            XCTAssertGreaterThan(relays, 0, "a relay lifts its stones visibly")
        }
        XCTAssertNil(SowingHand.of(playback.frame(atMs: Double(outcome.durationMs))), "the turn over, no hand")
        XCTAssertNil(playback.frame(atMs: Double(outcome.durationMs)).lastEnded)
    }

    func testAHandIsDrawnWhereItIs() {
        let g = BoardGeometry(width: 393, height: 409, viewer: .south)
        let hovering = g.handCentre(SowingHand(from: 21, to: 21, travel: 1, lift: 1, stones: 3))
        XCTAssertEqual(hovering.x, g.centreX(21), accuracy: 1e-9)
        XCTAssertEqual(hovering.y, g.centreY(21) - g.pitRadiusY * BoardGeometry.handHover, accuracy: 1e-9)
        let down = g.handCentre(SowingHand(from: 21, to: 21, travel: 1, lift: 0, stones: 3))
        XCTAssertEqual(down, g.centre(21))
        let half = g.handCentre(SowingHand(from: 21, to: 22, travel: 0.5, lift: 1, stones: 3))
        XCTAssertEqual(half.x, (g.centreX(21) + g.centreX(22)) / 2, accuracy: 1e-9)
        XCTAssertLessThan(half.y, hovering.y, "a hop between houses")
        XCTAssertNil(SowingHand.fall(atProgress: 0.5))
        XCTAssertEqual(SowingHand.fall(atProgress: 1), 1)
    }
}
