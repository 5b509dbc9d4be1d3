import XCTest
import KielaCore
@testable import KielaKit

/// The house under a touch point, for both seats and both orientations; the tiling; the sizes.
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

    /// No dead gap for a touch: every point of the grid is in a house, and the 40 houses'
    /// rectangles (centre ± half a cell) cover the grid exactly, side by side.
    func testTheHousesTileTheGrid() throws {
        for (w, h) in areas {
            for viewer in [Side.south, .north] {
                let g = BoardGeometry(width: w, height: h, viewer: viewer)
                let gridWidth = 10 * g.cellWidth, gridHeight = 4 * g.cellHeight
                let steps = 200
                for a in 0..<steps {
                    for b in 0..<steps {
                        let x = g.gridLeft + (Double(a) + 0.5) / Double(steps) * gridWidth
                        let y = g.gridTop + (Double(b) + 0.5) / Double(steps) * gridHeight
                        let i = try XCTUnwrap(g.index(atX: x, y: y), "\(w)×\(h) (\(x), \(y)) is in no house")
                        XCTAssertLessThanOrEqual(abs(x - g.centreX(i)), g.cellWidth / 2 + 1e-9)
                        XCTAssertLessThanOrEqual(abs(y - g.centreY(i)), g.cellHeight / 2 + 1e-9)
                    }
                }
                // The grid's edges are houses too; just outside them is none.
                XCTAssertNotNil(g.index(atX: g.gridLeft, y: g.gridTop))
                XCTAssertNotNil(g.index(atX: g.gridLeft + gridWidth - 1e-6, y: g.gridTop + gridHeight - 1e-6))
                XCTAssertNil(g.index(atX: g.gridLeft + gridWidth, y: g.gridTop))
                XCTAssertNil(g.index(atX: g.gridLeft, y: g.gridTop + gridHeight))
                // The rectangles: each house once, their areas adding up to the grid's.
                var covered = 0.0
                var places = Set<[Int]>()
                for i in 0..<BoardGeometry.houses {
                    covered += g.cellWidth * g.cellHeight
                    places.insert([g.screenRow(i), g.screenColumn(i)])
                    let left = g.centreX(i) - g.cellWidth / 2, top = g.centreY(i) - g.cellHeight / 2
                    XCTAssertEqual(left, g.gridLeft + Double(g.screenColumn(i)) * g.cellWidth, accuracy: 1e-9)
                    XCTAssertEqual(top, g.gridTop + Double(g.screenRow(i)) * g.cellHeight, accuracy: 1e-9)
                }
                XCTAssertEqual(places.count, 40)
                XCTAssertEqual(covered, gridWidth * gridHeight, accuracy: 1e-6)
            }
        }
    }

    /// On a portrait iPhone the board is the screen's width and the houses tall capsules: on an
    /// iPhone 15 (393 pt wide) a cell is 39.3 × 102 pt, the width being the screen's over ten
    /// columns; from 400 pt wide (iPhone 16 Pro, Plus, Pro Max) a cell is at least 40 × 56 pt.
    func testTheHousesOfAPortraitIPhone() throws {
        // iPhone 15: 852 pt tall, 715 between the bars; the screen gives the board 409 of them.
        let g = BoardGeometry(width: 393, height: 409, viewer: .south)
        XCTAssertEqual(g.cellWidth, 39.3, accuracy: 1e-9)
        XCTAssertEqual(g.gridLeft, 0, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(g.cellHeight, 56)
        XCTAssertGreaterThanOrEqual(4 * g.cellHeight / 852, 0.45, "the board's share of the screen's height")
        for (w, screen) in [(402.0, 874.0), (430, 932), (440, 956)] {
            let board = BoardGeometry(width: w, height: 0.48 * screen, viewer: .north)
            XCTAssertGreaterThanOrEqual(board.cellWidth, 40, "\(w)")
            XCTAssertGreaterThanOrEqual(board.cellHeight, 56, "\(w)")
            XCTAssertGreaterThanOrEqual(4 * board.cellHeight / screen, 0.45, "\(w)")
        }
        // A taller area does not make slits: the cells stop at 2.6 widths and the grid is centred.
        let tall = BoardGeometry(width: 393, height: 700, viewer: .south)
        XCTAssertEqual(tall.cellHeight, 2.6 * 39.3, accuracy: 1e-9)
        XCTAssertEqual(tall.gridTop, (700 - 4 * tall.cellHeight) / 2, accuracy: 1e-9)
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

    func testOutsideTheGridIsNoHouse() throws {
        let g = BoardGeometry(width: 393, height: 700, viewer: .south)
        XCTAssertNil(g.index(atX: g.gridLeft - 1, y: g.centreY(0)))
        XCTAssertNil(g.index(atX: g.centreX(0), y: g.gridTop - 1))
        XCTAssertNil(g.index(atX: 10_000, y: 10_000))
        XCTAssertNil(g.index(atX: -.infinity, y: .nan))
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

    func testTheGridFitsTheAreaAndAnAreaOfTheBoardsAspectRatioIsFilled() throws {
        for (w, h) in areas {
            let g = BoardGeometry(width: w, height: h, viewer: .south)
            XCTAssertLessThanOrEqual(10 * g.cellWidth, w + 1e-9)
            XCTAssertLessThanOrEqual(4 * g.cellHeight, h + 1e-9)
            XCTAssertGreaterThanOrEqual(g.cellHeight, g.cellWidth - 1e-9, "a cell is never wider than tall")
            XCTAssertGreaterThanOrEqual(g.gridLeft, 0)
            XCTAssertGreaterThanOrEqual(g.gridTop, 0)
        }
        let g = BoardGeometry(width: 420, height: 420 / BoardGeometry.aspectRatio, viewer: .south)
        XCTAssertEqual(g.gridLeft, 0, accuracy: 1e-9)
        XCTAssertEqual(g.gridTop, 0, accuracy: 1e-9)
        XCTAssertEqual(g.cellHeight / g.cellWidth, 1.6, accuracy: 1e-9)
    }
}
