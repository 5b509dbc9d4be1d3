import KielaCore

/// Where the 40 houses are in a board area of `width` × `height` points, for a person playing
/// `viewer`: their own rows are at the bottom, so for North the board is turned 180°.
///
/// The houses are a 4 × 10 grid of square cells, centred, with a margin of `marginCells` cells around
/// it and a gap of `gapCells` cells between the two halves. Portrait and landscape differ only in the
/// area, and so in the cell size. An area of no size (a view before layout) has cells of size 0
/// and no house anywhere.
///
/// Board order is four rows of ten as South sees the board, top to bottom (North's outer, North's
/// inner, South's inner, South's outer), each left to right.
public struct BoardGeometry: Equatable, Sendable {
    public static let rows = 4
    public static let columns = 10
    public static let houses = rows * columns
    public static let marginCells = 0.25
    public static let gapCells = 0.5
    /// Width over height of a board: an area of this shape has no space left over around the houses.
    public static let aspectRatio = (Double(columns) + 2 * marginCells) / (Double(rows) + 2 * marginCells + gapCells)

    public let width: Double
    public let height: Double
    public let viewer: Side
    /// The side of one house's square cell.
    public let cellSize: Double
    /// The gap between the two halves.
    public let gap: Double
    public let gridLeft: Double
    public let gridTop: Double

    public init(width: Double, height: Double, viewer: Side) {
        self.width = width
        self.height = height
        self.viewer = viewer
        let columns = Double(Self.columns), rows = Double(Self.rows)
        let fit = min(width / (columns + 2 * Self.marginCells), height / (rows + 2 * Self.marginCells + Self.gapCells))
        cellSize = fit.isFinite && fit > 0 ? fit : 0
        gap = Self.gapCells * cellSize
        gridLeft = (width - columns * cellSize) / 2
        gridTop = (height - (rows * cellSize + gap)) / 2
    }

    /// The board index of the house under (x, y), or nil in a margin, the gap or off the board.
    public func index(atX x: Double, y: Double) -> Int? {
        let dx = x - gridLeft
        guard cellSize > 0, dx >= 0, dx < Double(Self.columns) * cellSize else { return nil }
        let column = min(Int(dx / cellSize), Self.columns - 1)
        var dy = y - gridTop
        guard dy >= 0 else { return nil }
        let half = 2 * cellSize
        let row: Int
        if dy < half {
            row = min(Int(dy / cellSize), 1)
        } else {
            dy -= half + gap
            guard dy >= 0, dy < half else { return nil }
            row = 2 + min(Int(dy / cellSize), 1)
        }
        // The turn of the board undone.
        return viewer == .south ? row * Self.columns + column
            : (Self.rows - 1 - row) * Self.columns + (Self.columns - 1 - column)
    }

    public func centreX(_ index: Int) -> Double { gridLeft + (Double(screenColumn(index)) + 0.5) * cellSize }

    public func centreY(_ index: Int) -> Double {
        let row = screenRow(index)
        return gridTop + (Double(row) + 0.5) * cellSize + (row >= 2 ? gap : 0)
    }

    /// The screen row (0 at the top) of a board index, 0…39 (any other is a programming error).
    public func screenRow(_ index: Int) -> Int {
        precondition((0..<Self.houses).contains(index), "board index \(index) is not on the board")
        return viewer == .south ? index / Self.columns : Self.rows - 1 - index / Self.columns
    }

    public func screenColumn(_ index: Int) -> Int {
        precondition((0..<Self.houses).contains(index), "board index \(index) is not on the board")
        return viewer == .south ? index % Self.columns : Self.columns - 1 - index % Self.columns
    }
}
