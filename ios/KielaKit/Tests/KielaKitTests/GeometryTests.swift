import XCTest
import KielaCore
@testable import KielaKit

/// The house under a touch point, for both seats and both orientations.
final class GeometryTests: XCTestCase {
    let areas = [(390.0, 300.0), (844.0, 360.0)]   // an iPhone's board area, portrait and landscape

    func testEveryHouseCentreMapsBackToItsHouseForBothSeatsAndOrientations() throws {
        for (w, h) in areas {
            for viewer in [Side.south, .north] {
                let g = BoardGeometry(width: w, height: h, viewer: viewer)
                for i in 0..<BoardGeometry.houses {
                    XCTAssertEqual(g.index(atX: g.centreX(i), y: g.centreY(i)), i, "\(w)×\(h) \(viewer) \(i)")
                    // Near the cell's corner, still inside it.
                    let e = g.cellSize * 0.49
                    XCTAssertEqual(g.index(atX: g.centreX(i) - e, y: g.centreY(i) + e), i)
                }
            }
        }
    }

    func testTheViewersOwnRowsAreAtTheBottom() throws {
        for viewer in [Side.south, .north] {
            let g = BoardGeometry(width: 390, height: 300, viewer: viewer)
            let bottomLeft = try XCTUnwrap(g.index(atX: g.gridLeft + 1, y: g.gridTop + 4 * g.cellSize + g.gap - 1))
            let spot = try XCTUnwrap(spotAt(index: bottomLeft))
            XCTAssertEqual(spot.side, viewer)
            XCTAssertEqual(spot.row, .outer)
            // Counterclockwise from the viewer's seat: the bottom-left house is their o1.
            XCTAssertEqual(spot.number, 1)
        }
    }

    func testMarginsGapAndOutsideAreNoHouse() throws {
        let g = BoardGeometry(width: 390, height: 300, viewer: .south)
        XCTAssertNil(g.index(atX: g.gridLeft - 1, y: g.centreY(0)))
        XCTAssertNil(g.index(atX: g.centreX(0), y: g.gridTop - 1))
        XCTAssertNil(g.index(atX: g.centreX(0), y: g.gridTop + 2 * g.cellSize + g.gap / 2))
        XCTAssertNil(g.index(atX: 10_000, y: 10_000))
        XCTAssertNil(g.index(atX: -.infinity, y: .nan))
    }

    func testAnAreaOfNoSizeHasCellsOfSizeZeroAndNoHouse() {
        for (w, h) in [(0.0, 300.0), (390, 0), (-390, 300), (390, -1), (.nan, 300), (.infinity, .infinity)] {
            let g = BoardGeometry(width: w, height: h, viewer: .south)
            XCTAssertEqual(g.cellSize, 0, "\(w)×\(h)")
            for (x, y) in [(0.0, 0.0), (w / 2, h / 2), (g.centreX(25), g.centreY(25))] {
                XCTAssertNil(g.index(atX: x, y: y), "\(w)×\(h) at (\(x), \(y))")
            }
        }
    }

    func testPortraitAndLandscapeFitTheArea() throws {
        for (w, h) in areas {
            let g = BoardGeometry(width: w, height: h, viewer: .south)
            XCTAssertLessThanOrEqual(10 * g.cellSize, w + 1e-9)
            XCTAssertLessThanOrEqual(4 * g.cellSize + g.gap, h + 1e-9)
            XCTAssertGreaterThanOrEqual(g.gridLeft, 0)
            XCTAssertGreaterThanOrEqual(g.gridTop, 0)
        }
    }

    func testAnAreaOfTheBoardsAspectRatioIsFilledWithTheDefaultMargins() throws {
        let width = 420.0
        let g = BoardGeometry(width: width, height: width / BoardGeometry.aspectRatio, viewer: .south)
        XCTAssertEqual(g.gridLeft, g.cellSize * BoardGeometry.marginCells, accuracy: 1e-9)
        XCTAssertEqual(g.gridTop, g.cellSize * BoardGeometry.marginCells, accuracy: 1e-9)
    }
}
