import KielaCore

/// Where the sowing hand is during a turn: for every step, the house the hand was over just
/// before it, so a dropping stone can be drawn on its way from there. Worked out once per turn.
public struct HandPath: Sendable {
    private let origins: [Int]

    public init(_ timeline: [AnimationStep]) {
        var origins = [Int]()
        origins.reserveCapacity(timeline.count)
        var hand = -1
        for step in timeline {
            origins.append(hand)
            hand = Self.house(of: step.kind) ?? hand
        }
        self.origins = origins
    }

    /// The house the hand was over before step `index`, or -1 before the first lift.
    public func origin(of index: Int) -> Int { origins.indices.contains(index) ? origins[index] : -1 }

    /// The house a step happens at (where the hand is once it is done); nil for a flash.
    public static func house(of kind: StepKind) -> Int? {
        switch kind {
        case .lift(let house, _), .drop(let house, _), .relay(let house, _), .end(let house): house
        case .captureFlight(_, _, let to, _): to
        case .captureFlash: nil
        }
    }
}
