#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// The carved slab that never moves: the wood and its grain, the bevel, each half faintly in its
/// owner's colour, the groove between the halves, the 40 oval pits with their inner shadow, and
/// the houses' names. It is a view of its own, equatable and outside the board's TimelineView:
/// SwiftUI draws it again only when the size, the seat, the palette or the names change, so an
/// animation frame redraws only the stones and what moves over them. (A `.drawingGroup()`
/// would flatten it too, but would render it again each time the board's body runs.)
struct BoardSurface: View, Equatable {
    let geometry: BoardGeometry
    let dark: Bool
    let houseNames: Bool

    /// Each house's name as the game's texts write it (o1 … i10, each side from its own seat),
    /// in board order: the core's.
    static let names = houseNotations()

    var body: some View {
        Canvas { context, _ in paint(in: &context) }
            .accessibilityHidden(true)
    }

    private func paint(in context: inout GraphicsContext) {
        let g = geometry, palette = BoardPalette.of(dark: dark)
        guard g.cellWidth > 0 else { return }
        let slabRect = g.board
        let slab = Path(roundedRect: slabRect, cornerRadius: g.cornerRadius, style: .continuous)
        // The slab's shadow on the ground, then the wood lit from the top.
        var lifted = context
        lifted.addFilter(.shadow(color: palette.slabShadow, radius: g.margin * 0.5, x: 0, y: g.margin * 0.25))
        lifted.fill(slab, with: .linearGradient(palette.wood, startPoint: CGPoint(x: slabRect.minX, y: slabRect.minY),
                                                endPoint: CGPoint(x: slabRect.maxX * 0.3, y: slabRect.maxY)))
        var wood = context
        wood.clip(to: slab)
        paintGrain(in: &wood, slab: slabRect, palette: palette)
        // The halves, each its owner's colour faintly: the far side's above the groove.
        let far = CGRect(x: slabRect.minX, y: slabRect.minY, width: slabRect.width, height: g.middleY - slabRect.minY)
        wood.fill(Path(far), with: .color(palette.farTint))
        wood.fill(Path(CGRect(x: slabRect.minX, y: g.middleY, width: slabRect.width, height: slabRect.maxY - g.middleY)),
                  with: .color(palette.nearTint))
        // The groove between the halves: a dark cut with its lit lower edge.
        let inset = g.cellWidth * 0.25
        let left = g.gridLeft + inset, right = g.gridLeft + Double(BoardGeometry.columns) * g.cellWidth - inset
        for (dy, colour, width) in [(0.0, palette.grooveDark, 1.6), (1.4, palette.grooveLight, 1.0)] {
            wood.stroke(Path { p in
                p.move(to: CGPoint(x: left, y: g.middleY + dy))
                p.addLine(to: CGPoint(x: right, y: g.middleY + dy))
            }, with: .color(colour), style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
        // The bevel: the slab's edge catches the light at the top and falls into shade below.
        wood.stroke(Path(roundedRect: slabRect.insetBy(dx: 1, dy: 1), cornerRadius: g.cornerRadius - 1, style: .continuous),
                    with: .linearGradient(Gradient(colors: [palette.bevelLight, palette.bevelDark]),
                                          startPoint: CGPoint(x: 0, y: slabRect.minY), endPoint: CGPoint(x: 0, y: slabRect.maxY)),
                    lineWidth: 2)
        paintPits(in: &wood, palette: palette)
        if houseNames { paintNames(in: &wood, palette: palette) }
    }

    /// Long wavy lines of grain along the board, each from a small fixed hash so the board looks
    /// the same on every run and every device.
    private func paintGrain(in context: inout GraphicsContext, slab: CGRect, palette: BoardPalette) {
        let spacing = max(geometry.cellWidth * 0.14, 3)
        let lines = Int(slab.height / spacing)
        var seed: UInt32 = 0x2545_F491
        func next() -> Double {
            seed ^= seed << 13
            seed ^= seed >> 17
            seed ^= seed << 5
            return Double(seed % 10_000) / 10_000
        }
        let step = max(geometry.cellWidth * 0.25, 4)
        for line in 0..<lines {
            let y0 = slab.minY + (Double(line) + next()) * spacing
            let amplitude = spacing * (0.2 + 0.6 * next()), wave = 0.004 + 0.01 * next(), phase = next() * 6.3
            let path = Path { p in
                var x = slab.minX
                p.move(to: CGPoint(x: x, y: y0 + amplitude * sin(phase)))
                while x < slab.maxX {
                    x += step
                    p.addLine(to: CGPoint(x: x, y: y0 + amplitude * sin(x * wave + phase) + amplitude * 0.3 * sin(x * wave * 3.1)))
                }
            }
            let light = next() < 0.3
            context.stroke(path, with: .color(light ? palette.grainLight : palette.grainDark), lineWidth: 0.5 + 1.2 * next())
        }
    }

    /// Each pit an oval carved into the wood: dark at its shaded top, lighter at its lit bottom,
    /// an inner shadow under its upper rim and a lip of light on its lower one.
    private func paintPits(in context: inout GraphicsContext, palette: BoardPalette) {
        let g = geometry
        let lip = Gradient(colors: [.clear, palette.pitLip])
        for index in 0..<BoardGeometry.houses {
            let pit = g.pit(index), hollow = Path(ellipseIn: pit)
            context.stroke(Path(ellipseIn: g.pit(index, grownBy: 0.8)),
                           with: .linearGradient(lip, startPoint: CGPoint(x: 0, y: pit.midY), endPoint: CGPoint(x: 0, y: pit.maxY)),
                           lineWidth: 1.5)
            context.fill(hollow, with: .linearGradient(palette.hollow, startPoint: CGPoint(x: 0, y: pit.minY),
                                                      endPoint: CGPoint(x: 0, y: pit.maxY)))
            // The inner shadow: the shadow of everything outside the pit (inverted alpha), and
            // only the shadow, kept inside it.
            var inner = context
            inner.clip(to: hollow)
            inner.addFilter(.shadow(color: palette.pitShadow, radius: g.pitRadiusX * 0.45, x: 0, y: g.pitRadiusX * 0.3,
                                    options: [.invertsAlpha, .shadowOnly]))
            inner.fill(hollow, with: .color(.black))
        }
    }

    /// The names, faint, on the rim above each pit, upright for the viewer.
    private func paintNames(in context: inout GraphicsContext, palette: BoardPalette) {
        let g = geometry
        let size = g.rim * 0.72
        guard size >= 6 else { return }
        for index in 0..<BoardGeometry.houses {
            let text = Text(verbatim: Self.names[index]).font(.system(size: size, weight: .medium)).foregroundStyle(palette.name)
            context.draw(text, at: g.namePoint(index))
        }
    }
}
#endif
