#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// The board: 4 × 10 hollows in the earth, the person's rows at the bottom, drawn in a Canvas
/// from the turn being animated (or the game as it is). A tap sows, takes or puts down a stone of
/// the expert opening, or skips an animation to its end; every house is also a VoiceOver element
/// whose action is that tap.
@MainActor
struct BoardView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The turn on screen, made when it reaches the head of the queue.
    @State private var playback: TurnPlayback?
    /// Capture flashes felt so far: each one is a haptic tap.
    @State private var capturesFelt = 0

    var body: some View {
        let state = app.game.state
        GeometryReader { proxy in
            let geometry = BoardGeometry(width: proxy.size.width, height: proxy.size.height, viewer: state.shown.viewer)
            TimelineView(.animation(paused: playback == nil)) { timeline in
                Canvas(rendersAsynchronously: false) { context, _ in
                    let frame = playback?.frame(atMs: timeline.date.timeIntervalSinceReferenceDate * 1000)
                    BoardPainter(geometry: geometry, content: BoardContent(state), frame: frame,
                                 resultMarks: playback?.move.outcome.snapshot.lastMoveMarks ?? [])
                        .paint(in: &context)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { point in
                if !skipAnimation(), let index = geometry.index(atX: point.x, y: point.y) { app.game.tap(index) }
            }
            .overlay { houses(geometry, state) }
        }
        // The board has no text direction: it sows counterclockwise in Arabic too.
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement(children: .contain)
        .accessibilityLabel(say("board_description"))
        .sensoryFeedback(.impact(weight: .medium), trigger: capturesFelt)
        .task(id: state.animations.first?.outcome.revision) { await play(state.animations.first) }
    }

    /// Ends the turn on screen at once, if one is playing; whether one was.
    private func skipAnimation() -> Bool {
        guard let playback else { return false }
        playback.skipToEnd()
        finish(playback)
        return true
    }

    /// Plays the head of the queue against the clock, acting on its cues: after the computer's
    /// beat the other side's move told to VoiceOver as its motion starts (as Android says it under
    /// the board), a haptic at each capture, then done. Cancelled (the task's id changes) when the
    /// queue moves on.
    private func play(_ move: QueuedMove?) async {
        guard let move else { playback = nil; return }
        let playback = TurnPlayback(move, timeScale: reduceMotion ? 0 : 1)
        self.playback = playback
        let start = Self.nowMs()
        _ = playback.frame(atMs: start)   // its clock starts now
        for (atMs, cue) in playback.cues {
            await Self.sleep(untilMs: start + atMs)
            if Task.isCancelled { return }
            switch cue {
            case .announce(let phrase): announce(phrase.text)
            case .capture: if app.preferences.haptics && !playback.isFinished { capturesFelt += 1 }
            case .end: finish(playback)
            }
        }
    }

    private func finish(_ playback: TurnPlayback) {
        if self.playback === playback { self.playback = nil }
        app.game.animationDone(playback.move.outcome.revision)
    }

    private static func nowMs() -> Double { Date.now.timeIntervalSinceReferenceDate * 1000 }

    private static func sleep(untilMs time: Double) async {
        try? await Task.sleep(for: .milliseconds(max(time - nowMs(), 0)))
    }

    /// The 40 houses for VoiceOver, over the drawn board, each the size of its cell: labelled and
    /// offered as a button as the snapshot's `taps` say, its action the tap's.
    private func houses(_ geometry: BoardGeometry, _ state: GameState) -> some View {
        let shown = state.shown
        return ZStack(alignment: .topLeading) {
            ForEach(0..<BoardGeometry.houses, id: \.self) { index in
                let tap = shown.taps[index]
                let label = Words.houseLabel(index: index, stones: state.board[index], viewer: shown.viewer,
                                             sown: state.awaitingTap && tap == .sow, hinted: state.hint?.house.index == index)
                let refused = if case .refused = tap { true } else { false }
                // The accessibility modifiers before `.position`, which fills the whole board.
                Color.clear
                    .frame(width: geometry.cellSize, height: geometry.cellSize)
                    .accessibilityElement()
                    .accessibilityLabel(label.text)
                    .accessibilityAddTraits(state.awaitingTap && !refused ? .isButton : [])
                    .accessibilityAddTraits(shown.setupDraft?.pickedUp == index ? .isSelected : [])
                    .accessibilityAction { if !skipAnimation() { app.game.tap(index) } }
                    .accessibilitySortPriority(Double(40 - geometry.screenRow(index) * 10 - geometry.screenColumn(index)))
                    .position(x: geometry.centreX(index), y: geometry.centreY(index))
            }
        }
        .allowsHitTesting(false)
    }
}

/// What the board shows when nothing moves: the game as the screen shows it, or a diagram.
struct BoardContent {
    var board: [Int]
    var viewer: Side
    var legal: [Int] = []
    var marks: [HouseMark] = []
    var hintHouse: Int?
    var hintLands: Int?
    /// The house a stone of the expert opening was taken from.
    var pickedUp: Int?
}

extension BoardContent {
    init(_ state: GameState) {
        let shown = state.shown
        // While the person rearranges: the draft, and no marks of the last move on it.
        self.init(board: state.board, viewer: shown.viewer, legal: state.sowable,
                  marks: shown.setupDraft == nil ? shown.lastMoveMarks : [],
                  hintHouse: state.hint?.house.index, hintLands: state.hint?.landsIn.index,
                  pickedUp: shown.setupDraft?.pickedUp)
    }
}

/// A small board that only shows, with its caption: the diagrams of the rules screen. To
/// VoiceOver it is one picture, described.
@MainActor
struct BoardDiagram: View {
    let content: BoardContent
    let caption: String
    let description: String

    var body: some View {
        VStack {
            GeometryReader { proxy in
                let geometry = BoardGeometry(width: proxy.size.width, height: proxy.size.height, viewer: content.viewer)
                Canvas { context, _ in
                    BoardPainter(geometry: geometry, content: content, frame: nil).paint(in: &context)
                }
            }
            .aspectRatio(BoardGeometry.aspectRatio, contentMode: .fit)
            .environment(\.layoutDirection, .leftToRight)
            .accessibilityElement()
            .accessibilityLabel(description)
            .accessibilityAddTraits(.isImage)
            Text(caption).font(.callout)
        }
    }
}

/// Draws one frame of the board. Nothing here decides anything about the game: counts, legal
/// houses, marks and steps all come from the core.
struct BoardPainter {
    let geometry: BoardGeometry
    let content: BoardContent
    let frame: TimelineFrame?
    /// The marks of the turn being played, which fade in with its result under Reduce Motion.
    var resultMarks: [HouseMark] = []

    /// Where each pebble of each house sits, the same on every platform: read from the core once.
    static let stones = stoneLayout()
    static let earth = Color(red: 0.80, green: 0.64, blue: 0.44)
    static let hollow = Color(red: 0.45, green: 0.31, blue: 0.20)
    static let tones: [Color] = [
        Color(red: 0.33, green: 0.31, blue: 0.30), Color(red: 0.52, green: 0.47, blue: 0.42),
        Color(red: 0.72, green: 0.68, blue: 0.62), Color(red: 0.42, green: 0.35, blue: 0.30),
        Color(red: 0.60, green: 0.55, blue: 0.50), Color(red: 0.25, green: 0.24, blue: 0.24),
    ]

    func paint(in context: inout GraphicsContext) {
        let g = geometry
        let board = frame?.board ?? content.board
        let cell = g.cellSize
        let full = CGRect(x: 0, y: 0, width: g.width, height: g.height)
        context.fill(Path(roundedRect: full, cornerRadius: cell * 0.3), with: .color(Self.earth))
        // Each half carries its owner's colour faintly; a line between them.
        let halfHeight = 2 * cell
        let topHalf = CGRect(x: g.gridLeft, y: g.gridTop, width: 10 * cell, height: halfHeight)
        let bottomHalf = topHalf.offsetBy(dx: 0, dy: halfHeight + g.gap)
        context.fill(Path(topHalf), with: .color(.red.opacity(0.06)))
        context.fill(Path(bottomHalf), with: .color(.blue.opacity(0.06)))
        let middle = g.gridTop + halfHeight + g.gap / 2
        context.stroke(Path { $0.move(to: CGPoint(x: g.gridLeft, y: middle)); $0.addLine(to: CGPoint(x: g.gridLeft + 10 * cell, y: middle)) },
                       with: .color(.black.opacity(0.2)), lineWidth: 1)

        let animating = frame != nil
        let legal = animating ? [] : content.legal
        // Under Reduce Motion the board before fades out as the result, with its marks, fades in.
        let fading = frame.flatMap { $0.finished ? nil : $0.fadingBoard }
        let fade = fading == nil ? 1 : frame?.fade ?? 1
        let marks = animating ? (fading == nil ? [] : resultMarks) : content.marks
        var fadingOut = context
        fadingOut.opacity = 1 - fade
        var fadingIn = context
        fadingIn.opacity = fade
        // The counts hand over rather than overlap: the old go in the first half, the new come in the second.
        var countsOut = context
        countsOut.opacity = max(1 - 2 * fade, 0)
        var countsIn = context
        countsIn.opacity = fading == nil ? 1 : max(2 * fade - 1, 0)
        let radius = cell * 0.42
        for index in 0..<BoardGeometry.houses {
            let centre = CGPoint(x: g.centreX(index), y: g.centreY(index))
            let rect = CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
            context.fill(Path(ellipseIn: rect), with: .color(Self.hollow))
            if let fading {
                paintStones(of: fading, house: index, at: centre, radius: radius, into: &fadingOut, counts: &countsOut)
            }
            paintStones(of: board, house: index, at: centre, radius: radius, into: &fadingIn, counts: &countsIn)
            if legal.contains(index) {
                context.stroke(Path(ellipseIn: rect.insetBy(dx: -2, dy: -2)), with: .color(.white.opacity(0.7)), lineWidth: 2)
            }
            if content.hintHouse == index {
                context.stroke(Path(ellipseIn: rect.insetBy(dx: -4, dy: -4)), with: .color(.yellow), lineWidth: 3)
            }
            if content.hintLands == index {
                context.stroke(Path(ellipseIn: rect.insetBy(dx: -4, dy: -4)), with: .color(.yellow), style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
            }
            if content.pickedUp == index {
                context.stroke(Path(ellipseIn: rect.insetBy(dx: -4, dy: -4)), with: .color(.white), lineWidth: 4)
            }
        }
        for mark in marks { paintMark(mark, in: &fadingIn, radius: radius) }
        if let frame { paintSteps(frame, in: &context, radius: radius) }
    }

    /// A house's pebbles, and its count in `counts`.
    private func paintStones(of board: [Int], house index: Int, at centre: CGPoint, radius: Double,
                             into context: inout GraphicsContext, counts: inout GraphicsContext) {
        let stones = board.indices.contains(index) ? board[index] : 0
        let layout = Self.stones
        for k in 0..<min(stones, layout.drawn) {
            let s = layout.places[index * layout.drawn + k]
            let r = Double(s.radius) * radius
            let p = CGRect(x: centre.x + Double(s.x) * radius - r, y: centre.y + Double(s.y) * radius - r, width: 2 * r, height: 2 * r)
            context.fill(Path(ellipseIn: p), with: .color(Self.tones[s.tone % Self.tones.count]))
        }
        // A number, not a phrase: verbatim, so it is no key of the String Catalog.
        counts.draw(Text(verbatim: "\(stones)").font(.system(size: geometry.cellSize * 0.24, weight: .bold)).foregroundStyle(.white),
                    at: CGPoint(x: centre.x + radius * 0.72, y: centre.y + radius * 0.78))
    }

    private func paintMark(_ mark: HouseMark, in context: inout GraphicsContext, radius: Double) {
        let c = CGPoint(x: geometry.centreX(mark.house), y: geometry.centreY(mark.house))
        let rect = CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius).insetBy(dx: -3, dy: -3)
        let colour: Color = switch mark.kind {
        case .lifted: .white
        case .relay: .white.opacity(0.5)
        case .lastStone: .green
        case .captor: .orange
        case .takenFrom: .red
        }
        // Shape as well as colour: a dashed ring for relays, solid for the rest.
        let dash: [CGFloat] = mark.kind == .relay ? [3, 3] : []
        context.stroke(Path(ellipseIn: rect), with: .color(colour), style: StrokeStyle(lineWidth: 2, dash: dash))
    }

    private func paintSteps(_ frame: TimelineFrame, in context: inout GraphicsContext, radius: Double) {
        func centre(_ i: Int) -> CGPoint { CGPoint(x: geometry.centreX(i), y: geometry.centreY(i)) }
        func stone(at p: CGPoint, _ colour: Color = Self.tones[1]) {
            let r = radius * 0.3
            context.fill(Path(ellipseIn: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)), with: .color(colour))
        }
        for (step, t) in frame.active {
            switch step.kind {
            case .lift(let house, _), .relay(let house, _):
                let c = centre(house)
                context.fill(Path(ellipseIn: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)),
                             with: .color(.white.opacity(0.25 * (1 - t))))
            case .drop(let house, _):
                // The stone falls from the house the hand is over as the step begins.
                let to = centre(house)
                let start = step.handFrom.map(centre) ?? to
                stone(at: CGPoint(x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t - sin(t * .pi) * radius * 0.6))
            case .captureFlash(_, let inner, let outer, _):
                let on = Int(t * 6) % 2 == 0   // a flash, three times
                for house in [inner, outer] where on {
                    let c = centre(house)
                    context.fill(Path(ellipseIn: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)),
                                 with: .color(.yellow.opacity(0.55)))
                }
            case .captureFlight(let fromInner, let fromOuter, let to, _):
                let target = centre(to)
                for house in [fromInner, fromOuter] {
                    let s = centre(house)
                    // An arc over the middle of the board.
                    let lift = abs(target.y - s.y) * 0.3 + radius
                    stone(at: CGPoint(x: s.x + (target.x - s.x) * t, y: s.y + (target.y - s.y) * t - sin(t * .pi) * lift), Self.tones[4])
                }
            case .end:
                break
            }
        }
    }
}
#endif
