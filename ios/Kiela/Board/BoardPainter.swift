#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// Draws what changes over the carved slab (`BoardSurface`), one frame at a time: the pebbles,
/// the counts, the warm glow on the houses that may be sown, the picked-up stone, the hint, the
/// last move's marks, and a turn's motion (the hand and its stones, the relays, the capture).
/// Nothing here decides anything about the game: counts, legal houses, marks and steps all come
/// from the core; where things are comes from `BoardGeometry`. Colours and gradients are the
/// palette's, made once, so a frame makes no new ones.
struct BoardPainter {
    let geometry: BoardGeometry
    let content: BoardContent
    let frame: TimelineFrame?
    var countScale = 1.0
    /// The marks of the turn being played, which fade in with its result under Reduce Motion.
    var resultMarks: [HouseMark] = []
    var palette = BoardPalette.day

    /// Where each pebble of each house sits, the same on every platform: read from the core once.
    static let stones = stoneLayout()
    /// The counts as text, made once (a frame formats no numbers).
    static let numbers: [String] = (0...160).map { String($0) }
    /// The hint's green, for text on the light or the dark screen (the game screen's hint text);
    /// the board, wood in both, draws it in the light green of the dark screen.
    static func hint(dark: Bool) -> Color { dark ? Color(red: 0.61, green: 1.0, blue: 0.61) : Color(red: 0.05, green: 0.47, blue: 0.13) }

    private var g: BoardGeometry { geometry }

    func paint(in context: inout GraphicsContext) {
        guard g.cellWidth > 0 else { return }
        let board = frame?.board ?? content.board
        let animating = frame != nil
        let hand = frame.flatMap { SowingHand.of($0) }
        // Under Reduce Motion the board before fades out as the result, with its marks, fades in.
        let fading = frame.flatMap { $0.finished ? nil : $0.fadingBoard }
        let fade = fading == nil ? 1 : frame?.fade ?? 1
        // The last move's marks stay through the computer's beat, until the next move's motion starts.
        let still = frame?.beat ?? true
        let marks = still ? content.marks : fading == nil ? [] : resultMarks
        var fadingOut = context
        fadingOut.opacity = 1 - fade
        var fadingIn = context
        fadingIn.opacity = fade
        // The counts hand over rather than overlap: the old go in the first half, the new come in the second.
        var countsOut = context
        countsOut.opacity = max(1 - 2 * fade, 0)
        var countsIn = context
        countsIn.opacity = fading == nil ? 1 : max(2 * fade - 1, 0)

        if !animating {
            for index in content.legal { paintGlow(index, in: &context) }
        }
        for index in 0..<BoardGeometry.houses {
            if let fading { paintStones(count(fading, index), house: index, into: &fadingOut) }
            // The stones the hand has just taken up are in its hand, not in the pit.
            paintStones(index == hand?.holding ? 0 : count(board, index), house: index, into: &fadingIn)
            if content.pickedUp == index {
                context.stroke(Path(ellipseIn: g.pit(index, grownBy: 3)), with: .color(palette.pickedUp), lineWidth: 3.5)
            }
        }
        for mark in marks { paintMark(mark, in: &fadingIn) }
        if let house = content.hintHouse { paintHint(house, lands: content.hintLands, in: &context) }
        for index in 0..<BoardGeometry.houses {
            if let fading { paintCount(count(fading, index), house: index, in: &countsOut) }
            paintCount(count(board, index), house: index, in: &countsIn)
        }
        if let frame { paintSteps(frame, in: &context) }
        if let hand { paintHand(hand, in: &context) }
    }

    private func count(_ board: [Int], _ index: Int) -> Int { board.indices.contains(index) ? board[index] : 0 }

    /// The warm glow round a house that may be sown: a soft halo, a bright rim, a faint warmth inside.
    private func paintGlow(_ index: Int, in context: inout GraphicsContext) {
        context.fill(Path(ellipseIn: g.pit(index)), with: .color(palette.glowFill))
        context.stroke(Path(ellipseIn: g.pit(index, grownBy: 2.5)), with: .color(palette.glowHalo), lineWidth: 5)
        context.stroke(Path(ellipseIn: g.pit(index, grownBy: 1)), with: .color(palette.glow), lineWidth: 1.5)
    }

    /// A house's pebbles at their places in the shared layout (up to the layout's dozen; the count
    /// says the rest).
    private func paintStones(_ stones: Int, house index: Int, into context: inout GraphicsContext) {
        let layout = Self.stones
        for k in 0..<min(stones, layout.drawn) {
            let place = layout.places[index * layout.drawn + k]
            paintPebble(at: g.stoneCentre(index, place), radius: g.stoneRadius(place), tone: place.tone, in: &context)
        }
    }

    /// One pebble: its soft contact shadow, its body shaded from the light at the top left, its
    /// highlight. `height`: how far above the wood it is, in radii (its shadow falls further off).
    private func paintPebble(at c: CGPoint, radius r: Double, tone: Int, height: Double = 0, in context: inout GraphicsContext) {
        let shadowCentre = CGPoint(x: c.x + r * (0.15 + 0.3 * height), y: c.y + r * (0.4 + 0.8 * height))
        context.fill(Path(ellipseIn: CGRect(x: shadowCentre.x - r * 1.15, y: shadowCentre.y - r * 0.85, width: r * 2.3, height: r * 1.7)),
                     with: .radialGradient(BoardPalette.contact, center: shadowCentre, startRadius: 0, endRadius: r * 1.15))
        let body = CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        context.fill(Path(ellipseIn: body), with: .radialGradient(BoardPalette.pebbles[tone % BoardPalette.pebbles.count],
                                                                 center: CGPoint(x: c.x - r * 0.35, y: c.y - r * 0.4),
                                                                 startRadius: 0, endRadius: r * 1.5))
        let shine = CGPoint(x: c.x - r * 0.35, y: c.y - r * 0.42)
        context.fill(Path(ellipseIn: CGRect(x: shine.x - r * 0.38, y: shine.y - r * 0.28, width: r * 0.76, height: r * 0.56)),
                     with: .radialGradient(BoardPalette.shine, center: shine, startRadius: 0, endRadius: r * 0.38))
    }

    /// The count, quiet on the rim below the pit (an empty house's fainter), grown with Dynamic Type.
    private func paintCount(_ stones: Int, house index: Int, in context: inout GraphicsContext) {
        let size = min(g.rim * 0.95 * countScale, g.rim * 1.7, g.cellWidth * 0.5)
        let text = Text(verbatim: Self.numbers[min(max(stones, 0), Self.numbers.count - 1)])
            .font(.system(size: size, weight: .semibold, design: .rounded).monospacedDigit())
            .foregroundStyle(stones == 0 ? palette.emptyCount : palette.count)
        context.draw(text, at: g.countPoint(index))
    }

    /// The last move, by shape as well as colour: lifted a dashed ring, a relay a small diamond,
    /// the captor a thick ring, taken from an ×, the last stone a filled dot; the small ones in
    /// the top corners of the house's cell, beside its name.
    private func paintMark(_ mark: HouseMark, in context: inout GraphicsContext) {
        let c = g.namePoint(mark.house)
        let d = g.cellWidth * 0.09
        let left = CGPoint(x: c.x - g.cellWidth * 0.34, y: c.y)
        let right = CGPoint(x: c.x + g.cellWidth * 0.34, y: c.y)
        switch mark.kind {
        case .lifted:
            context.stroke(Path(ellipseIn: g.pit(mark.house, grownBy: 2.5)), with: .color(palette.mark),
                           style: StrokeStyle(lineWidth: 2.5, dash: [5, 3.5]))
        case .relay:
            context.fill(Path { p in
                p.move(to: CGPoint(x: left.x, y: left.y - d)); p.addLine(to: CGPoint(x: left.x + d, y: left.y))
                p.addLine(to: CGPoint(x: left.x, y: left.y + d)); p.addLine(to: CGPoint(x: left.x - d, y: left.y)); p.closeSubpath()
            }, with: .color(palette.mark))
        case .captor:
            context.stroke(Path(ellipseIn: g.pit(mark.house, grownBy: 3)), with: .color(palette.capture), lineWidth: 4)
        case .takenFrom:
            context.stroke(Path { p in
                p.move(to: CGPoint(x: left.x - d, y: left.y - d)); p.addLine(to: CGPoint(x: left.x + d, y: left.y + d))
                p.move(to: CGPoint(x: left.x - d, y: left.y + d)); p.addLine(to: CGPoint(x: left.x + d, y: left.y - d))
            }, with: .color(palette.capture), style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
        case .lastStone:
            context.fill(Path(ellipseIn: CGRect(x: right.x - d, y: right.y - d, width: 2 * d, height: 2 * d)), with: .color(palette.mark))
        }
    }

    /// The hinted house: a thick bright outline with a halo; where its last stone lands: a target.
    private func paintHint(_ house: Int, lands: Int?, in context: inout GraphicsContext) {
        context.stroke(Path(ellipseIn: g.pit(house, grownBy: 4)), with: .color(palette.hintHalo), lineWidth: 8)
        context.stroke(Path(ellipseIn: g.pit(house, grownBy: 3)), with: .color(palette.hint), lineWidth: 3.5)
        context.stroke(Path(ellipseIn: g.pit(house, grownBy: 3)), with: .color(palette.hintShine), lineWidth: 1)
        guard let lands, lands != house else { return }
        let c = g.centre(lands), r = g.pitRadiusX * 0.95
        context.stroke(Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), with: .color(palette.hint), lineWidth: 3)
        context.stroke(Path(ellipseIn: CGRect(x: c.x - r / 2, y: c.y - r / 2, width: r, height: r)), with: .color(palette.hint), lineWidth: 2.5)
        context.fill(Path(ellipseIn: CGRect(x: c.x - 2.5, y: c.y - 2.5, width: 5, height: 5)), with: .color(palette.hint))
    }

    /// The steps under way: a ring that widens and fades where stones are taken up, the stone
    /// falling from the hand into its place, the capture's two houses glowing with the captor
    /// ringed, and up to eight captured stones flying to the captor's side.
    private func paintSteps(_ frame: TimelineFrame, in context: inout GraphicsContext) {
        let layout = Self.stones
        for (step, p) in frame.active {
            switch step.kind {
            case .lift(let house, _), .relay(let house, _):
                var ring = context
                ring.opacity = 1 - p
                ring.stroke(Path(ellipseIn: g.pit(house, grownBy: 1 + g.pitRadiusX * 0.4 * p)), with: .color(palette.relayRing), lineWidth: 2)
            case .drop(let house, let after):
                // The stone leaves the hand at its release and falls to the place it keeps.
                guard let fall = SowingHand.fall(atProgress: p), after >= 1 else { break }
                let k = min(after, layout.drawn) - 1
                let place = layout.places[house * layout.drawn + k]
                let from = g.handCentre(SowingHand(from: house, to: house, travel: 1, lift: 1, stones: 1))
                let to = g.stoneCentre(house, place)
                let t = fall * fall   // falling: slow, then fast
                let at = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                paintPebble(at: at, radius: g.stoneRadius(place), tone: place.tone, height: 1 - t, in: &context)
            case .captureFlash(let captor, let inner, let outer, _):
                // Two soft pulses of light in the taken houses, not a blink; the captor ringed.
                let pulse = sin(p * 2 * .pi)
                var glow = context
                glow.opacity = 0.3 + 0.7 * pulse * pulse
                paintTaken(inner, in: &glow)
                paintTaken(outer, in: &glow)
                context.stroke(Path(ellipseIn: g.pit(captor, grownBy: 3)), with: .color(palette.capture), lineWidth: 3.5)
            case .captureFlight(let fromInner, let fromOuter, let to, let stones):
                let r = g.pitRadiusX * 0.3
                for k in 0..<min(stones, BoardGeometry.flightStones) {
                    guard let at = g.flightPoint(k, of: stones, fromInner: fromInner, fromOuter: fromOuter, to: to, progress: p)
                    else { continue }
                    // Nearer the eye at the top of the arc: a little larger, its shadow further off.
                    let up = sin(min(max(p, 0), 1) * .pi)
                    paintPebble(at: at, radius: r * (1 + 0.25 * up), tone: k, height: up, in: &context)
                }
            case .end:
                break
            }
        }
    }

    /// A house being taken: a warm light inside, a halo and a bright rim.
    private func paintTaken(_ house: Int, in context: inout GraphicsContext) {
        context.fill(Path(ellipseIn: g.pit(house)), with: .color(palette.captureHalo))
        context.stroke(Path(ellipseIn: g.pit(house, grownBy: 3)), with: .color(palette.captureHalo), lineWidth: 6)
        context.stroke(Path(ellipseIn: g.pit(house, grownBy: 1.5)), with: .color(palette.capture), lineWidth: 2)
    }

    /// The hand: the stones it carries in a small heap over the pit it is at, their shadow on the
    /// board below (further off the higher it is), and how many in a dark badge beside them.
    private func paintHand(_ hand: SowingHand, in context: inout GraphicsContext) {
        guard hand.stones > 0 else { return }
        let at = g.handCentre(hand)
        let r = g.pitRadiusX * 0.3 * (1 + 0.12 * hand.lift)
        let shown = min(hand.stones, Self.heap.count)
        for k in 0..<shown {
            let (dx, dy) = Self.heap[k]
            paintPebble(at: CGPoint(x: at.x + dx * r, y: at.y + dy * r), radius: r, tone: k, height: 0.6 + hand.lift, in: &context)
        }
        let badge = max(g.rim * 0.7 * min(countScale, 1.6), 8)
        let centre = CGPoint(x: at.x + r * 1.5, y: at.y - r * 1.4)
        context.fill(Path(ellipseIn: CGRect(x: centre.x - badge, y: centre.y - badge, width: 2 * badge, height: 2 * badge)),
                     with: .color(palette.badge))
        let text = Text(verbatim: Self.numbers[min(hand.stones, Self.numbers.count - 1)])
            .font(.system(size: badge * 1.15, weight: .bold, design: .rounded).monospacedDigit())
            .foregroundStyle(palette.badgeText)
        context.draw(text, at: centre)
    }

    /// The heap in the hand: up to five stones about its centre, in stone radii.
    private static let heap: [(Double, Double)] = [(0, 0.25), (-0.8, 0.45), (0.8, 0.5), (-0.35, -0.5), (0.5, -0.45)]
}
#endif
