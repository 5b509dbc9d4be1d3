import KielaCore

/// Where the 40 houses are in a board area of `width` × `height` points, for a person playing
/// `viewer`: their own rows are at the bottom, so for North the board is turned 180°.
///
/// The houses tile a 4 × 10 grid with no gap and no margin, so every point of the grid is in a
/// house (the line between the halves is drawn inside the cells). A cell is `cellWidth` wide, the
/// area's width over 10 (but no wider than a quarter of its height), and `cellHeight` tall, the
/// area's height over 4 (but no taller than `maxCellAspect` widths); the grid is centred in the
/// area. An area of no size (a view before layout) has cells of size 0 and no house anywhere.
///
/// Board order is four rows of ten as South sees the board, top to bottom (North's outer, North's
/// inner, South's inner, South's outer), each left to right.
public struct BoardGeometry: Equatable, Sendable {
    public static let rows = 4
    public static let columns = 10
    public static let houses = rows * columns
    /// The tallest a cell gets, in cell widths: a house is a tall capsule, not a slit.
    public static let maxCellAspect = 2.6
    /// Width over height of a board of cells 1.6 times as tall as wide (the rules' diagrams).
    public static let aspectRatio = Double(columns) / (Double(rows) * 1.6)

    public let width: Double
    public let height: Double
    public let viewer: Side
    public let cellWidth: Double
    public let cellHeight: Double
    public let gridLeft: Double
    public let gridTop: Double

    public init(width: Double, height: Double, viewer: Side) {
        self.width = width
        self.height = height
        self.viewer = viewer
        let valid = width.isFinite && height.isFinite && width > 0 && height > 0
        cellWidth = valid ? min(width / Double(Self.columns), height / Double(Self.rows)) : 0
        cellHeight = valid ? min(height / Double(Self.rows), cellWidth * Self.maxCellAspect) : 0
        gridLeft = valid ? (width - Double(Self.columns) * cellWidth) / 2 : 0
        gridTop = valid ? (height - Double(Self.rows) * cellHeight) / 2 : 0
    }

    /// The board index of the house under (x, y), or nil off the grid.
    public func index(atX x: Double, y: Double) -> Int? {
        let dx = x - gridLeft, dy = y - gridTop
        guard cellWidth > 0, dx >= 0, dy >= 0, dx < Double(Self.columns) * cellWidth, dy < Double(Self.rows) * cellHeight
        else { return nil }
        let column = min(Int(dx / cellWidth), Self.columns - 1), row = min(Int(dy / cellHeight), Self.rows - 1)
        // The turn of the board undone.
        return viewer == .south ? row * Self.columns + column
            : (Self.rows - 1 - row) * Self.columns + (Self.columns - 1 - column)
    }

    public func centreX(_ index: Int) -> Double { gridLeft + (Double(screenColumn(index)) + 0.5) * cellWidth }

    public func centreY(_ index: Int) -> Double { gridTop + (Double(screenRow(index)) + 0.5) * cellHeight }

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
