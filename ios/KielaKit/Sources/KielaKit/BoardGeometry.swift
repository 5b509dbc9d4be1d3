// CGRect and CGPoint: CoreGraphics on Apple platforms, Foundation on Linux (where the tests run).
#if canImport(CoreGraphics)
import CoreGraphics
#else
import Foundation
#endif
import KielaCore

/// Where everything of the board is in an area of `width` × `height` points, for a person playing
/// `viewer`: their own rows are at the bottom, so for North the board is turned 180°.
///
/// The board is a carved slab, `gapRatio` cell widths clear of the area's edges (room for its
/// shadow; its rounded corners in view): a margin of `marginRatio` cell widths all round, then a
/// 4 × 10 grid of cells, with a band of `halvesGapRatio` cell widths between the two halves for
/// the groove that parts them. A cell is `cellWidth` wide (the area's width over 10.9, but no
/// more than its height allows) and `cellHeight` tall (what the height leaves over 4, but no
/// taller than `maxCellAspect` widths); the slab is centred in the area. In each cell an oval pit, the house's name faintly on the rim above it and its count
/// on the rim below. An area of no size (a view before layout) has cells of size 0 and no house
/// anywhere.
///
/// A touch anywhere on the slab finds a house: its cells tile the grid, the margin belongs to the
/// houses along it and the band between the halves to the inner rows, so no point is dead.
///
/// Board order is four rows of ten as South sees the board, top to bottom (North's outer, North's
/// inner, South's inner, South's outer), each left to right.
public struct BoardGeometry: Equatable, Sendable {
    public static let rows = 4
    public static let columns = 10
    public static let houses = rows * columns
    /// The tallest a cell gets, in cell widths: a house is a tall oval, not a slit.
    public static let maxCellAspect = 2.6
    /// The slab's margin round the grid, in cell widths.
    public static let marginRatio = 0.3
    /// The clear space between the slab and the area's edges, in cell widths.
    public static let gapRatio = 0.15
    /// The band between the halves, in cell widths.
    public static let halvesGapRatio = 0.3
    /// Width over height of an area whose cells are 1.6 times as tall as wide (the rules' diagrams).
    public static let aspectRatio = (Double(columns) + 2 * (marginRatio + gapRatio))
        / (Double(rows) * 1.6 + 2 * (marginRatio + gapRatio) + halvesGapRatio)
    /// How far the hand hovers above a pit's centre, in the pit's half-heights.
    public static let handHover = 0.55
    /// The most captured stones drawn in flight (more fly as these, the count says the rest).
    public static let flightStones = 8

    public let width: Double
    public let height: Double
    public let viewer: Side
    public let cellWidth: Double
    public let cellHeight: Double
    public let margin: Double
    /// The band between the halves.
    public let halvesGap: Double
    public let gridLeft: Double
    public let gridTop: Double

    public init(width: Double, height: Double, viewer: Side) {
        self.width = width
        self.height = height
        self.viewer = viewer
        let valid = width.isFinite && height.isFinite && width > 0 && height > 0
        let edge = 2 * (Self.marginRatio + Self.gapRatio)
        let across = edge + Self.halvesGapRatio   // cell widths down the area besides the rows
        let cell = valid ? min(width / (Double(Self.columns) + edge), height / (Double(Self.rows) + across)) : 0
        cellWidth = cell
        margin = cell * Self.marginRatio
        halvesGap = cell * Self.halvesGapRatio
        cellHeight = valid ? min((height - cell * across) / Double(Self.rows), cell * Self.maxCellAspect) : 0
        gridLeft = valid ? (width - Double(Self.columns) * cellWidth) / 2 : 0
        gridTop = valid ? (height - Double(Self.rows) * cellHeight - halvesGap) / 2 : 0
    }

    /// The slab: the grid, the band between its halves and the margin.
    public var board: CGRect {
        CGRect(x: gridLeft - margin, y: gridTop - margin, width: Double(Self.columns) * cellWidth + 2 * margin,
               height: Double(Self.rows) * cellHeight + halvesGap + 2 * margin)
    }

    /// The slab's corner radius: rounder than the margin, so the corner pits sit clear of it.
    public var cornerRadius: Double { margin * 1.4 }

    /// The y of the line between the halves, in the middle of the band.
    public var middleY: Double { gridTop + 2 * cellHeight + halvesGap / 2 }

    /// The top of screen row `row` (0…3): the far half's two, then the band, then the near half's.
    public func rowTop(_ row: Int) -> Double { gridTop + Double(row) * cellHeight + (row >= 2 ? halvesGap : 0) }

    /// The board index of the house under (x, y): the cell's, or on the margin the nearest
    /// cell's; nil off the slab.
    public func index(atX x: Double, y: Double) -> Int? {
        let slab = board
        guard cellWidth > 0, x >= slab.minX, y >= slab.minY, x < slab.maxX, y < slab.maxY else { return nil }
        let column = min(max(Int(((x - gridLeft) / cellWidth).rounded(.down)), 0), Self.columns - 1)
        // Each half's two rows, the band's half beside it going to its inner row.
        let near = y >= middleY
        let inHalf = min(max(Int(((y - rowTop(near ? 2 : 0)) / cellHeight).rounded(.down)), 0), 1)
        let row = (near ? 2 : 0) + inHalf
        // The turn of the board undone.
        return viewer == .south ? row * Self.columns + column
            : (Self.rows - 1 - row) * Self.columns + (Self.columns - 1 - column)
    }

    public func centreX(_ index: Int) -> Double { gridLeft + (Double(screenColumn(index)) + 0.5) * cellWidth }

    public func centreY(_ index: Int) -> Double { rowTop(screenRow(index)) + cellHeight / 2 }

    public func centre(_ index: Int) -> CGPoint { CGPoint(x: centreX(index), y: centreY(index)) }

    /// The screen row (0 at the top) of a board index, 0…39 (any other is a programming error).
    public func screenRow(_ index: Int) -> Int {
        precondition((0..<Self.houses).contains(index), "board index \(index) is not on the board")
        return viewer == .south ? index / Self.columns : Self.rows - 1 - index / Self.columns
    }

    public func screenColumn(_ index: Int) -> Int {
        precondition((0..<Self.houses).contains(index), "board index \(index) is not on the board")
        return viewer == .south ? index % Self.columns : Self.columns - 1 - index % Self.columns
    }

    // MARK: The pits and what is written beside them

    /// The height of the rim above and below a pit, where its name and its count are written.
    public var rim: Double { min(cellWidth * 0.34, cellHeight * 0.17) }

    /// A pit's half-width: four fifths of its cell's width.
    public var pitRadiusX: Double { cellWidth * 0.40 }

    /// A pit's half-height: the cell less its rims (never flatter than a circle of the width,
    /// while the cell allows).
    public var pitRadiusY: Double { max(cellHeight / 2 - rim, min(pitRadiusX, cellHeight * 0.45)) }

    /// The oval pit of a house, grown by `by` points all round.
    public func pit(_ index: Int, grownBy by: Double = 0) -> CGRect {
        let rx = pitRadiusX + by, ry = pitRadiusY + by
        return CGRect(x: centreX(index) - rx, y: centreY(index) - ry, width: 2 * rx, height: 2 * ry)
    }

    /// Where a house's count is written: on the rim below its pit.
    public func countPoint(_ index: Int) -> CGPoint {
        CGPoint(x: centreX(index), y: centreY(index) + pitRadiusY + rim / 2)
    }

    /// Where a house's name is written: on the rim above its pit.
    public func namePoint(_ index: Int) -> CGPoint {
        CGPoint(x: centreX(index), y: centreY(index) - pitRadiusY - rim / 2)
    }

    // MARK: The pebbles

    /// The layout's unit (a hollow's radius) across and down a pit: the pebbles spread a little
    /// down the oval, as stones settle in a long hollow.
    private var stoneSpreadX: Double { pitRadiusX * 0.92 }
    private var stoneSpreadY: Double { min(pitRadiusY * 0.8, pitRadiusX * 1.35) }

    /// A pebble's radius: the layout's (in hollow radii) on the pit's half-width, so a pebble is
    /// about a third of the pit's width across.
    public func stoneRadius(_ place: StonePlace) -> Double { Double(place.radius) * pitRadiusX * 0.95 }

    /// The centre of a pebble of house `index` at its `place` in the shared layout.
    public func stoneCentre(_ index: Int, _ place: StonePlace) -> CGPoint {
        CGPoint(x: centreX(index) + Double(place.x) * stoneSpreadX, y: centreY(index) + Double(place.y) * stoneSpreadY)
    }

    // MARK: What moves

    /// The point `progress` (0…1) of the way along an arc from `from` to `to` that rises `height`
    /// points above the straight line at its middle (a parabola).
    public static func arc(from: CGPoint, to: CGPoint, progress: Double, height: Double) -> CGPoint {
        let p = min(max(progress, 0), 1)
        return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p - 4 * p * (1 - p) * height)
    }

    /// Where the sowing hand's stones are: over its pits as far as it has travelled, as high as it
    /// is lifted (at 0 in the pit's middle, at 1 hovering over its upper half), with a small hop
    /// between houses.
    public func handCentre(_ hand: SowingHand) -> CGPoint {
        let hover = pitRadiusY * Self.handHover * hand.lift
        var point = Self.arc(from: centre(hand.from), to: centre(hand.to), progress: hand.travel, height: pitRadiusY * 0.3)
        point.y -= hover
        return point
    }

    /// Captured stone `k` (of `stones`) in flight from the two emptied houses to the captor's side,
    /// `progress` of the way: the stones go alternately from the inner and the outer house, each a
    /// little after the one before, on a high arc. Nil for a stone not drawn (past `flightStones`).
    public func flightPoint(_ k: Int, of stones: Int, fromInner: Int, fromOuter: Int, to: Int, progress: Double) -> CGPoint? {
        guard k >= 0, k < min(stones, Self.flightStones) else { return nil }
        let lag = Double(k) * 0.06
        let p = min(max((progress - lag) / (1 - lag), 0), 1)
        return Self.arc(from: centre(k % 2 == 0 ? fromInner : fromOuter), to: centre(to), progress: p,
                        height: pitRadiusX * 3 + abs(centreY(to) - centreY(fromInner)) * 0.25)
    }
}

/// The sowing hand at one moment of a turn: the stones it carries and where it is, from the
/// steps the core timed. It leaves `from` for `to` (`travel` 0…1 of the way) at `lift` (0 down in
/// a pit, 1 hovering), carrying `stones`; `holding` is the house whose stones it has just picked
/// up while they still show in the board's counts (draw that pit empty), if any.
public struct SowingHand: Equatable, Sendable {
    public var from: Int
    public var to: Int
    public var travel: Double
    public var lift: Double
    public var stones: Int
    public var holding: Int?

    /// The share of a drop's time the hand travels; then its stone falls into the pit.
    public static let release = 0.7

    public init(from: Int, to: Int, travel: Double, lift: Double, stones: Int, holding: Int? = nil) {
        self.from = from
        self.to = to
        self.travel = travel
        self.lift = lift
        self.stones = stones
        self.holding = holding
    }

    /// The hand in `frame`: as the last step under way that involves it moves it (a lift raises
    /// it from the pit with the stones; a drop carries them to the next house, where one falls; a
    /// relay lowers the hand into the pit and lifts its stones), else resting over the house of
    /// the last step ended while it still holds stones. Nil when it holds none (before the lift,
    /// during a capture's flash and flight, at the end). Allocates nothing.
    public static func of(_ frame: TimelineFrame) -> SowingHand? {
        for (step, p) in frame.active.reversed() {
            switch step.kind {
            case .lift(let house, let stones):
                return SowingHand(from: house, to: house, travel: 1, lift: p, stones: Int(stones), holding: house)
            case .drop(let house, _):
                let travel = min(p / release, 1)
                // The stone leaves the hand at its release.
                let carried = Int(step.inHand) + (p < release ? 1 : 0)
                return SowingHand(from: Int(step.handFrom ?? house), to: Int(house), travel: travel, lift: 1, stones: carried)
            case .relay(let house, let stones):
                // Down into the pit empty-handed, then up with its stones.
                let down = p < 0.5
                return SowingHand(from: house, to: house, travel: 1, lift: down ? 1 - 2 * p : 2 * p - 1,
                                  stones: down ? 0 : Int(stones), holding: down ? nil : house)
            case .captureFlash, .captureFlight, .end:
                return nil
            }
        }
        guard let last = frame.lastEnded, last.inHand > 0 else { return nil }
        let house: Int
        switch last.kind {
        case .lift(let h, _), .drop(let h, _), .relay(let h, _): house = h
        case .captureFlight(_, _, let to, _): house = to
        case .captureFlash(let captor, _, _, _): house = captor
        case .end: return nil
        }
        return SowingHand(from: house, to: house, travel: 1, lift: 1, stones: Int(last.inHand))
    }

    /// How far the stone of a drop under way at `progress` has fallen from the hand into its
    /// pit (0…1), or nil while the hand still carries it.
    public static func fall(atProgress progress: Double) -> Double? {
        progress < release ? nil : min((progress - release) / (1 - release), 1)
    }
}
