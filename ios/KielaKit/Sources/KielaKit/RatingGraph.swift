import KielaCore

/// The statistics' small rating graph as drawn: one point per rated game kept (the core keeps
/// the last ones, oldest first), numbered from 1, each with its ± band, and the vertical range
/// that holds every band with a margin, on round numbers so the axis does not jitter as a
/// point is added. (What the rating is, and what counts, is the core's.)
public struct RatingGraph {
    public struct Point: Identifiable, Equatable, Sendable {
        /// 1 for the oldest point kept.
        public let game: Int
        public let rating: Double
        public let low: Double
        public let high: Double
        public var id: Int { game }
    }

    /// The axis' numbers are multiples of this.
    public static let step = 50.0

    public let points: [Point]

    public init(_ history: [RatingPoint]) {
        points = history.enumerated().map { k, point in
            Point(game: k + 1, rating: point.rating, low: point.rating - point.deviation,
                  high: point.rating + point.deviation)
        }
    }

    /// From the lowest band's bottom to the highest band's top, each out to the next multiple of
    /// `step` (at least one step apart); 0…step with no points.
    public static func domain(_ points: [Point]) -> ClosedRange<Double> {
        guard let low = points.map(\.low).min(), let high = points.map(\.high).max() else { return 0...step }
        let bottom = (low / step).rounded(.down) * step
        let top = max((high / step).rounded(.up) * step, bottom + step)
        return bottom...top
    }
}
