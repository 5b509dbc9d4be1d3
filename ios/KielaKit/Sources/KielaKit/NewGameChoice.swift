import KielaCore

/// The choices of the new-game sheet, as the person makes them (remembered for next time), and
/// the `GameSettings` they come to.
public struct NewGameChoice: Equatable, Sendable {
    /// The computer's level, or nil for a friend on this phone.
    public var level: Level?
    /// The side the person plays against the computer (with a friend, the bottom player is South).
    public var side: Side
    /// Whether the person (with a friend: the bottom player) moves first.
    public var youStart: Bool
    public var variant: Variant
    public var captureSowing: CaptureSowing
    public var expertOpening: Bool

    public init(level: Level? = .easy, side: Side = .south, youStart: Bool = true,
                variant: Variant = .traditional, captureSowing: CaptureSowing = .afterCapturingHouse,
                expertOpening: Bool = false) {
        self.level = level
        self.side = side
        self.youStart = youStart
        self.variant = variant
        self.captureSowing = captureSowing
        self.expertOpening = expertOpening
    }

    public var settings: GameSettings {
        let you: Side = level == nil ? .south : side
        let computer: Seat = level.map { .computer(level: $0) } ?? .person
        return GameSettings(variant: variant, captureSowing: captureSowing, expertOpening: expertOpening,
                            south: you == .south ? .person : computer,
                            north: you == .north ? .person : computer,
                            first: youStart ? you : you.other)
    }

    /// The choice that leads to `settings` (for a game restored without remembered choices).
    public init(_ settings: GameSettings) {
        var level: Level?
        if case .computer(let l) = settings.south { level = l }
        if case .computer(let l) = settings.north { level = l }
        let side: Side = settings.south == .person ? .south : .north
        self.init(level: level, side: side, youStart: settings.first == side, variant: settings.variant,
                  captureSowing: settings.captureSowing, expertOpening: settings.expertOpening)
    }
}

public extension Side {
    var other: Side { self == .south ? .north : .south }
}
