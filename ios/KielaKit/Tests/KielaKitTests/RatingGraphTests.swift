import Foundation
import XCTest
import KielaCore
@testable import KielaKit

/// The statistics' rating graph: a point per game kept, numbered from 1 with its ± band, and an
/// axis on round numbers holding every band.
final class RatingGraphTests: XCTestCase {
    private func point(_ rating: Double, _ deviation: Double) -> RatingPoint {
        RatingPoint(rating: rating, deviation: deviation, level: .medium, outcome: .won)
    }

    func testEachGameIsAPointWithItsBandOldestFirst() {
        let graph = RatingGraph([point(1500, 300), point(1562.5, 240), point(1540, 210)])
        XCTAssertEqual(graph.points.map(\.game), [1, 2, 3])
        XCTAssertEqual(graph.points.map(\.rating), [1500, 1562.5, 1540])
        XCTAssertEqual(graph.points[1].low, 1322.5)
        XCTAssertEqual(graph.points[1].high, 1802.5)
    }

    func testTheAxisHoldsEveryBandOnRoundNumbers() {
        let graph = RatingGraph([point(1500, 300), point(1562.5, 240), point(1540, 210)])
        XCTAssertEqual(RatingGraph.domain(graph.points), 1200...1850)
        // A narrow band still spans a step; exact multiples stay where they are.
        XCTAssertEqual(RatingGraph.domain(RatingGraph([point(1600, 0)]).points), 1600...1650)
        XCTAssertEqual(RatingGraph.domain(RatingGraph([point(1620, 20), point(1630, 20)]).points), 1600...1650)
        XCTAssertEqual(RatingGraph.domain([]), 0...50)
    }
}
