#if canImport(SwiftUI)
import SwiftUI

/// The board's fixed earth palette, light and dark: carved wood, its pits, the pebbles and the
/// signals drawn over them. Made once (a SwiftUI colour or gradient is a boxed value, so a frame
/// that made its own would allocate).
struct BoardPalette: Sendable {
    let wood: Gradient
    let grainDark: Color
    let grainLight: Color
    let bevelLight: Color
    let bevelDark: Color
    let slabShadow: Color
    /// Each half faintly in its owner's colour: the far side's, then the viewer's.
    let farTint: Color
    let nearTint: Color
    let grooveDark: Color
    let grooveLight: Color
    let hollow: Gradient
    let pitShadow: Color
    let pitLip: Color
    let name: Color
    let count: Color
    let emptyCount: Color
    let badge: Color
    let badgeText: Color
    let glow: Color
    let glowHalo: Color
    let glowFill: Color
    let mark: Color
    let capture: Color
    let captureHalo: Color
    let hint: Color
    let hintHalo: Color
    let hintShine: Color
    let pickedUp: Color
    let relayRing: Color

    static func of(dark: Bool) -> BoardPalette { dark ? night : day }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r, green: g, blue: b).opacity(a)
    }

    static let day = BoardPalette(
        // The wood no lighter than the counts need: their cream on it at least 5.2:1 (on
        // the lightest wood, under either half's tint). The signals are light, as on the dark board.
        wood: Gradient(colors: [rgb(0.56, 0.37, 0.21), rgb(0.51, 0.33, 0.18), rgb(0.45, 0.28, 0.15)]),
        grainDark: rgb(0.24, 0.13, 0.05, 0.16), grainLight: rgb(1, 0.86, 0.66, 0.08),
        bevelLight: rgb(1, 0.88, 0.70, 0.45), bevelDark: rgb(0.20, 0.11, 0.05, 0.55),
        slabShadow: rgb(0.15, 0.08, 0.02, 0.35),
        farTint: rgb(0.55, 0.18, 0.08, 0.09), nearTint: rgb(0.10, 0.28, 0.42, 0.07),
        grooveDark: rgb(0.22, 0.12, 0.05, 0.65), grooveLight: rgb(1, 0.86, 0.66, 0.35),
        hollow: Gradient(colors: [rgb(0.20, 0.11, 0.05), rgb(0.33, 0.19, 0.09), rgb(0.40, 0.25, 0.12)]),
        pitShadow: rgb(0.05, 0.02, 0, 0.85), pitLip: rgb(1, 0.85, 0.62, 0.30),
        name: rgb(1, 0.90, 0.74, 0.45), count: rgb(1, 0.96, 0.90), emptyCount: rgb(1, 0.96, 0.90, 0.35),
        badge: rgb(0.16, 0.10, 0.06, 0.92), badgeText: rgb(1, 0.96, 0.88),
        glow: rgb(1, 0.93, 0.72), glowHalo: rgb(1, 0.84, 0.52, 0.40), glowFill: rgb(1, 0.86, 0.55, 0.10),
        mark: rgb(0.72, 0.87, 1), capture: rgb(1, 0.56, 0.30), captureHalo: rgb(1, 0.55, 0.25, 0.35),
        hint: BoardPainter.hint(dark: true), hintHalo: rgb(0.55, 1, 0.55, 0.35), hintShine: rgb(1, 1, 1, 0.8),
        pickedUp: rgb(1, 1, 1), relayRing: rgb(1, 0.93, 0.72, 0.9))

    static let night = BoardPalette(
        wood: Gradient(colors: [rgb(0.40, 0.27, 0.17), rgb(0.34, 0.22, 0.13), rgb(0.28, 0.18, 0.10)]),
        grainDark: rgb(0.08, 0.04, 0.01, 0.22), grainLight: rgb(1, 0.86, 0.66, 0.06),
        bevelLight: rgb(1, 0.85, 0.65, 0.25), bevelDark: rgb(0, 0, 0, 0.6),
        slabShadow: rgb(0, 0, 0, 0.5),
        farTint: rgb(0.60, 0.20, 0.10, 0.10), nearTint: rgb(0.20, 0.40, 0.60, 0.08),
        grooveDark: rgb(0.05, 0.02, 0, 0.75), grooveLight: rgb(1, 0.86, 0.66, 0.18),
        hollow: Gradient(colors: [rgb(0.08, 0.04, 0.02), rgb(0.15, 0.09, 0.05), rgb(0.20, 0.13, 0.07)]),
        pitShadow: rgb(0, 0, 0, 0.9), pitLip: rgb(1, 0.85, 0.62, 0.18),
        name: rgb(1, 0.90, 0.74, 0.40), count: rgb(1, 0.94, 0.84), emptyCount: rgb(1, 0.94, 0.84, 0.35),
        badge: rgb(0.08, 0.05, 0.03, 0.92), badgeText: rgb(1, 0.95, 0.86),
        glow: rgb(1, 0.90, 0.65), glowHalo: rgb(1, 0.80, 0.45, 0.35), glowFill: rgb(1, 0.84, 0.50, 0.08),
        mark: rgb(0.62, 0.83, 1), capture: rgb(1, 0.54, 0.30), captureHalo: rgb(1, 0.55, 0.30, 0.35),
        hint: BoardPainter.hint(dark: true), hintHalo: rgb(0.60, 1, 0.60, 0.30), hintShine: rgb(1, 1, 1, 0.7),
        pickedUp: rgb(1, 1, 1), relayRing: rgb(1, 0.90, 0.65, 0.9))

    /// River pebbles: grey granite, slate, quartz, jasper, basalt, sandstone. Each a radial
    /// gradient from its lit side to its shaded side, with the light from the top left.
    static let pebbles: [Gradient] = [
        (0.62, 0.64, 0.66), (0.42, 0.48, 0.55), (0.86, 0.83, 0.77),
        (0.58, 0.40, 0.28), (0.33, 0.34, 0.33), (0.72, 0.60, 0.44),
    ].map { r, g, b in
        Gradient(stops: [
            .init(color: Color(red: min(r + 0.22, 1), green: min(g + 0.22, 1), blue: min(b + 0.22, 1)), location: 0),
            .init(color: Color(red: r, green: g, blue: b), location: 0.45),
            .init(color: Color(red: r * 0.55, green: g * 0.55, blue: b * 0.55), location: 1),
        ])
    }
    /// A pebble's soft contact shadow on the wood, and its highlight.
    static let contact = Gradient(colors: [.black.opacity(0.45), .black.opacity(0)])
    static let shine = Gradient(colors: [.white.opacity(0.75), .white.opacity(0)])
}
#endif
