#if canImport(SwiftUI)
import SwiftUI
import KielaCatalog
import KielaKit
import KielaCore

/// The game's board: the live board fed from the driver's screen, its turns told under the board
/// and, in a guided game, explained on the guide card.
@MainActor
struct BoardView: View {
    @Environment(AppModel.self) private var app
    let screen: GameScreen

    var body: some View {
        let app = app, screen = screen
        let guide: (@MainActor (Int) -> Void)? = if screen.preferences.guided {
            { k in if screen.words.guide.indices.contains(k) { app.guideNote = screen.words.guide[k].text } }
        } else { nil }
        LiveBoard(feed: BoardFeed(screen), tap: { index in app.send(.tap(index: index)) },
                  done: { revision in app.send(.animationDone(revision: revision)) },
                  told: { revision in
                      guard let said = screen.words.announcement?.text else { return }
                      announce(said)
                      app.announced = AppModel.Said(text: said, revision: revision)
                  },
                  guide: guide, haptics: screen.preferences.haptics)
    }
}

/// What a live board shows and plays: the board at rest, the snapshot whose `taps` say what a
/// tap does (and whose viewer sits at the bottom), and the turn to animate, if any.
struct BoardFeed {
    var content: BoardContent
    var shown: Snapshot
    var awaitingTap: Bool
    var head: MoveOutcome?
    /// Each house in words for VoiceOver, in board order (the driver's).
    var houses: [Phrase]
}

extension BoardFeed {
    init(_ screen: GameScreen) {
        self.init(content: BoardContent(screen), shown: screen.shown, awaitingTap: screen.controls.board,
                  head: screen.animation, houses: screen.words.houses)
    }
}

/// The board: 4 × 10 hollows in the earth, the person's rows at the bottom, drawn in a Canvas
/// from the turn being animated (or the feed at rest). A tap sows, takes or puts down a stone of
/// the expert opening, or skips an animation to its end; every house is also a VoiceOver element
/// whose action is that tap. The game's board and the puzzle's are both one of these.
@MainActor
struct LiveBoard: View {
    let feed: BoardFeed
    let tap: @MainActor (Int) -> Void
    /// The head of the queue has been played (or skipped to its end).
    let done: @MainActor (Int64) -> Void
    /// The turn's announcement is due (as its motion begins), with the revision it made.
    var told: (@MainActor (Int64) -> Void)?
    /// The guided game: the index of each guide note as its moment comes (nil: not guided).
    var guide: (@MainActor (Int) -> Void)?
    /// A haptic at each capture.
    var haptics = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var colorScheme
    /// The turn on screen, made when it reaches the head of the queue.
    @State private var playback: TurnPlayback?
    /// Capture flashes felt so far: each one is a haptic tap.
    @State private var capturesFelt = 0
    /// Dynamic Type's scale for the counts (1 at the default text size).
    @ScaledMetric(relativeTo: .footnote) private var countScale = 1.0

    var body: some View {
        let content = feed.content
        GeometryReader { proxy in
            let geometry = BoardGeometry(width: proxy.size.width, height: proxy.size.height, viewer: feed.shown.viewer)
            let dark = colorScheme == .dark
            TimelineView(.animation(paused: playback == nil)) { timeline in
                Canvas(rendersAsynchronously: false) { context, _ in
                    let frame = playback?.frame(atMs: timeline.date.timeIntervalSinceReferenceDate * 1000)
                    let painter = BoardPainter(geometry: geometry, content: content, frame: frame, countScale: countScale,
                                               resultMarks: playback?.outcome.snapshot.lastMoveMarks ?? [], dark: dark)
                    painter.paint(in: &context)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { point in
                if !skipAnimation(), let index = geometry.index(atX: point.x, y: point.y) { tap(index) }
            }
            .overlay { houses(geometry) }
        }
        // The board has no text direction: it sows counterclockwise in Arabic too.
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement(children: .contain)
        .accessibilityLabel(say("board_description"))
        .sensoryFeedback(.impact(weight: .medium), trigger: capturesFelt)
        .task(id: feed.head?.revision) { await play(feed.head) }
    }

    /// Ends the turn on screen at once, if one is playing; whether one was.
    private func skipAnimation() -> Bool {
        guard let playback else { return false }
        playback.skipToEnd()
        if let last = playback.guideNote(atMs: .infinity) { guide?(last) }
        finish(playback)
        return true
    }

    /// Plays the head of the queue against the clock, acting on its cues (the core's): after the
    /// computer's beat the other side's move told as its motion starts (to VoiceOver, and under
    /// the board as Android says it), a haptic at each capture, a guided game's notes as they come,
    /// then done. Cancelled (the task's id changes) when the queue moves on.
    private func play(_ outcome: MoveOutcome?) async {
        guard let outcome else { playback = nil; return }
        let playback = TurnPlayback(outcome, timeScale: reduceMotion ? 0 : 1, guided: guide != nil)
        self.playback = playback
        let start = Self.nowMs()
        _ = playback.frame(atMs: start)   // its clock starts now
        for (atMs, kind) in playback.cues {
            await Self.sleep(untilMs: start + atMs)
            if Task.isCancelled { return }
            switch kind {
            case .announce: told?(outcome.snapshot.revision)
            case .capture: if haptics && !playback.isFinished { capturesFelt += 1 }
            case .guide(let k): guide?(k)
            case .end: finish(playback)
            }
        }
    }

    private func finish(_ playback: TurnPlayback) {
        if self.playback === playback { self.playback = nil }
        done(playback.outcome.revision)
    }

    private static func nowMs() -> Double { Date.now.timeIntervalSinceReferenceDate * 1000 }

    private static func sleep(untilMs time: Double) async {
        try? await Task.sleep(for: .milliseconds(max(time - nowMs(), 0)))
    }

    /// The 40 houses for VoiceOver, over the drawn board, each the size of its cell: labelled and
    /// offered as a button as the snapshot's `taps` say, its action the tap's.
    private func houses(_ geometry: BoardGeometry) -> some View {
        let shown = feed.shown
        return ZStack(alignment: .topLeading) {
            ForEach(0..<BoardGeometry.houses, id: \.self) { index in
                let tap = shown.taps[index]
                let label = feed.houses.indices.contains(index) ? feed.houses[index].text : ""
                let refused = if case .refused = tap { true } else { false }
                // The accessibility modifiers before `.position`, which fills the whole board.
                Color.clear
                    .frame(width: geometry.cellWidth, height: geometry.cellHeight)
                    .accessibilityElement()
                    .accessibilityLabel(label)
                    .accessibilityAddTraits(feed.awaitingTap && !refused ? .isButton : [])
                    .accessibilityAddTraits(shown.setupDraft?.pickedUp == index ? .isSelected : [])
                    .accessibilityAction { if !skipAnimation() { self.tap(index) } }
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
    init(_ screen: GameScreen) {
        let shown = screen.shown, drafting = shown.setupDraft != nil
        // While the person rearranges: the draft, and no marks of the last move on it.
        self.init(board: shown.setupDraft?.board ?? shown.board, viewer: shown.viewer,
                  legal: screen.controls.board ? shown.taps.indices.filter { shown.taps[$0] == .sow } : [],
                  marks: drafting ? [] : shown.lastMoveMarks,
                  hintHouse: screen.hint?.house.index, hintLands: screen.hint?.landsIn.index,
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
    @ScaledMetric(relativeTo: .footnote) private var countScale = 1.0
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            GeometryReader { proxy in
                let geometry = BoardGeometry(width: proxy.size.width, height: proxy.size.height, viewer: content.viewer)
                Canvas { context, _ in
                    BoardPainter(geometry: geometry, content: content, frame: nil, countScale: countScale, dark: colorScheme == .dark).paint(in: &context)
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
/// houses, marks and steps all come from the core. Each house is a tall capsule in its cell of
/// the geometry's grid; its count is in a dark pill at its foot, sized from the cell and grown
/// with Dynamic Type (`countScale`).
struct BoardPainter {
    let geometry: BoardGeometry
    let content: BoardContent
    let frame: TimelineFrame?
    var countScale = 1.0
    /// The marks of the turn being played, which fade in with its result under Reduce Motion.
    var resultMarks: [HouseMark] = []

    /// Where each pebble of each house sits, the same on every platform: read from the core once.
    static let stones = stoneLayout()
    /// Light or dark, as the system is: the earth and its marks for each.
    var dark = false
    var earth: Color { dark ? Color(red: 0.35, green: 0.26, blue: 0.19) : Color(red: 0.85, green: 0.73, blue: 0.55) }
    var hollow: Color { dark ? Color(red: 0.18, green: 0.13, blue: 0.09) : Color(red: 0.50, green: 0.35, blue: 0.18) }
    var hollowRim: Color { dark ? Color(red: 0.12, green: 0.08, blue: 0.05) : Color(red: 0.37, green: 0.25, blue: 0.12) }
    /// The count's pill: white on it is about 17:1.
    static let pill = Color(red: 0.13, green: 0.09, blue: 0.06)
    var mark: Color { dark ? Color(red: 0.62, green: 0.83, blue: 1.0) : Color(red: 0.12, green: 0.31, blue: 0.55) }
    var capture: Color { dark ? Color(red: 1.0, green: 0.54, blue: 0.40) : Color(red: 0.72, green: 0.16, blue: 0.04) }
    var hint: Color { Self.hint(dark: dark) }
    static func hint(dark: Bool) -> Color { dark ? Color(red: 0.61, green: 1.0, blue: 0.61) : Color(red: 0.05, green: 0.47, blue: 0.13) }
    var legal: Color { dark ? Color(red: 1.0, green: 0.95, blue: 0.77) : Color(red: 1.0, green: 0.97, blue: 0.88) }
    static let tones: [Color] = [
        Color(red: 0.54, green: 0.56, blue: 0.60), Color(red: 0.43, green: 0.42, blue: 0.40),
        Color(red: 0.70, green: 0.67, blue: 0.61), Color(red: 0.36, green: 0.39, blue: 0.44),
        Color(red: 0.79, green: 0.76, blue: 0.70), Color(red: 0.49, green: 0.44, blue: 0.38),
    ]

    /// The hollow's half-width and half-height.
    var rx: Double { geometry.cellWidth * 0.40 }
    var ry: Double { geometry.cellHeight * 0.42 }

    func centre(_ index: Int) -> CGPoint { CGPoint(x: geometry.centreX(index), y: geometry.centreY(index)) }

    /// The hollow of a house, grown by `by` points all round.
    func capsule(_ index: Int, by: Double = 0) -> Path {
        let c = centre(index)
        let rect = CGRect(x: c.x - rx - by, y: c.y - ry - by, width: 2 * (rx + by), height: 2 * (ry + by))
        return Path(roundedRect: rect, cornerRadius: rx + by, style: .continuous)
    }

    func paint(in context: inout GraphicsContext) {
        let g = geometry
        let board = frame?.board ?? content.board
        let w = g.cellWidth, h = g.cellHeight
        // The earth: the grid and a few points round it, within the area.
        let full = CGRect(x: 0, y: 0, width: g.width, height: g.height)
            .intersection(CGRect(x: g.gridLeft, y: g.gridTop, width: 10 * w, height: 4 * h).insetBy(dx: -4, dy: -4))
        guard w > 0, !full.isNull else { return }
        context.fill(Path(roundedRect: full, cornerRadius: min(w * 0.4, 14)), with: .color(earth))
        // Each half carries its owner's colour faintly; a line between them, inside the cells.
        let topHalf = CGRect(x: g.gridLeft, y: g.gridTop, width: 10 * w, height: 2 * h)
        context.fill(Path(topHalf), with: .color(capture.opacity(0.07)))
        context.fill(Path(topHalf.offsetBy(dx: 0, dy: 2 * h)), with: .color(mark.opacity(0.07)))
        let middle = g.gridTop + 2 * h
        context.stroke(Path { $0.move(to: CGPoint(x: g.gridLeft + w * 0.2, y: middle)); $0.addLine(to: CGPoint(x: g.gridLeft + 10 * w - w * 0.2, y: middle)) },
                       with: .color(.black.opacity(0.3)), style: StrokeStyle(lineWidth: 1.5, lineCap: .round))

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
        for index in 0..<BoardGeometry.houses {
            context.fill(capsule(index), with: .linearGradient(Gradient(colors: [hollowRim, hollow]),
                                                       startPoint: CGPoint(x: 0, y: centre(index).y - ry),
                                                       endPoint: CGPoint(x: 0, y: centre(index).y)))
            if legal.contains(index) {
                context.stroke(capsule(index, by: 2), with: .color(self.legal.opacity(0.9)), lineWidth: 2)
            }
            if let fading { paintStones(of: fading, house: index, into: &fadingOut) }
            paintStones(of: board, house: index, into: &fadingIn)
            if content.pickedUp == index {
                context.stroke(capsule(index, by: 3), with: .color(.white), lineWidth: 4)
            }
        }
        for mark in marks { paintMark(mark, in: &fadingIn) }
        if let house = content.hintHouse { paintHint(house, lands: content.hintLands, in: &context) }
        for index in 0..<BoardGeometry.houses {
            if let fading { paintCount(fading[index], house: index, in: &countsOut) }
            paintCount(board.indices.contains(index) ? board[index] : 0, house: index, in: &countsIn)
        }
        if let frame { paintSteps(frame, in: &context) }
    }

    /// A house's pebbles, at (x · rx, y · ry) of its hollow (a little above its foot, where the count is).
    private func paintStones(of board: [Int], house index: Int, into context: inout GraphicsContext) {
        let stones = board.indices.contains(index) ? board[index] : 0
        let layout = Self.stones
        let c = centre(index)
        let cy = c.y - ry * 0.12, sry = ry * 0.8, size = min(rx, sry)
        for k in 0..<min(stones, layout.drawn) {
            let s = layout.places[index * layout.drawn + k]
            let r = Double(s.radius) * size
            let p = CGRect(x: c.x + Double(s.x) * rx - r, y: cy + Double(s.y) * sry - r, width: 2 * r, height: 2 * r)
            context.fill(Path(ellipseIn: p.offsetBy(dx: 0, dy: r * 0.25)), with: .color(.black.opacity(0.3)))
            context.fill(Path(ellipseIn: p), with: .color(Self.tones[s.tone % Self.tones.count]))
        }
    }

    /// The count, white in a dark pill at the hollow's foot.
    private func paintCount(_ stones: Int, house index: Int, in context: inout GraphicsContext) {
        let w = geometry.cellWidth
        let size = min(w * 0.34 * countScale, w * 0.62, geometry.cellHeight * 0.3)
        // A number, not a phrase: verbatim, so it is no key of the String Catalog.
        let text = context.resolve(Text(verbatim: "\(stones)").font(.system(size: size, weight: .bold).monospacedDigit())
            .foregroundStyle(.white))
        let measured = text.measure(in: CGSize(width: w * 2, height: w * 2))
        let pillHeight = Double(measured.height) + 2
        let pillWidth = min(max(Double(measured.width) + size * 0.6, pillHeight), w - 2)
        let c = centre(index)
        let lowest = Double(c.y) + geometry.cellHeight / 2 - pillHeight / 2 - 1
        let foot = CGPoint(x: c.x, y: min(Double(c.y) + ry, lowest))
        let rect = CGRect(x: foot.x - pillWidth / 2, y: foot.y - pillHeight / 2, width: pillWidth, height: pillHeight)
        context.fill(Path(roundedRect: rect, cornerRadius: pillHeight / 2), with: .color(Self.pill))
        context.draw(text, at: foot)
    }

    /// The last move, by shape as well as colour: lifted a dashed ring, a relay a small diamond,
    /// the captor a thick ring, taken from an ×, the last stone a filled dot.
    private func paintMark(_ mark: HouseMark, in context: inout GraphicsContext) {
        let c = centre(mark.house)
        let d = geometry.cellWidth * 0.11
        // The cell's top corners, on the earth beside the capsule's round top.
        let left = CGPoint(x: c.x - geometry.cellWidth * 0.33, y: c.y - ry + d * 0.6)
        let right = CGPoint(x: c.x + geometry.cellWidth * 0.33, y: left.y)
        switch mark.kind {
        case .lifted:
            context.stroke(capsule(mark.house, by: 2.5), with: .color(self.mark), style: StrokeStyle(lineWidth: 2.5, dash: [5, 3.5]))
        case .relay:
            context.fill(Path { p in
                p.move(to: CGPoint(x: left.x, y: left.y - d)); p.addLine(to: CGPoint(x: left.x + d, y: left.y))
                p.addLine(to: CGPoint(x: left.x, y: left.y + d)); p.addLine(to: CGPoint(x: left.x - d, y: left.y)); p.closeSubpath()
            }, with: .color(self.mark))
        case .captor:
            context.stroke(capsule(mark.house, by: 3), with: .color(capture), lineWidth: 4.5)
        case .takenFrom:
            context.stroke(Path { p in
                p.move(to: CGPoint(x: left.x - d, y: left.y - d)); p.addLine(to: CGPoint(x: left.x + d, y: left.y + d))
                p.move(to: CGPoint(x: left.x - d, y: left.y + d)); p.addLine(to: CGPoint(x: left.x + d, y: left.y - d))
            }, with: .color(capture), style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
        case .lastStone:
            context.fill(Path(ellipseIn: CGRect(x: right.x - d * 0.8, y: right.y - d * 0.8, width: 1.6 * d, height: 1.6 * d)),
                         with: .color(self.mark))
        }
    }

    /// The hinted house: a thick bright outline with a glow; where its last stone lands: a target.
    private func paintHint(_ house: Int, lands: Int?, in context: inout GraphicsContext) {
        context.stroke(capsule(house, by: 4), with: .color(hint.opacity(0.3)), lineWidth: 10)
        context.stroke(capsule(house, by: 3), with: .color(hint), lineWidth: 4)
        context.stroke(capsule(house, by: 3), with: .color(.white.opacity(0.8)), lineWidth: 1)
        guard let lands, lands != house else { return }
        let c = centre(lands), r = min(rx, ry) * 0.95
        for (radius, width) in [(r, 3.0), (r * 0.5, 2.5)] {
            context.stroke(Path(ellipseIn: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)),
                           with: .color(hint), lineWidth: width)
        }
        context.fill(Path(ellipseIn: CGRect(x: c.x - 2.5, y: c.y - 2.5, width: 5, height: 5)), with: .color(hint))
    }

    private func paintSteps(_ frame: TimelineFrame, in context: inout GraphicsContext) {
        let radius = min(rx, ry)
        func stone(at p: CGPoint, _ colour: Color = Self.tones[1]) {
            let r = radius * 0.3
            context.fill(Path(ellipseIn: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)), with: .color(colour))
        }
        for (step, t) in frame.active {
            switch step.kind {
            case .lift(let house, _), .relay(let house, _):
                context.fill(capsule(house), with: .color(.white.opacity(0.25 * (1 - t))))
            case .drop(let house, _):
                // The stone falls from the house the hand is over as the step begins.
                let to = centre(house)
                let start = step.handFrom.map(centre) ?? to
                stone(at: CGPoint(x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t - sin(t * .pi) * radius * 0.6))
            case .captureFlash(_, let inner, let outer, _):
                let on = Int(t * 6) % 2 == 0   // a flash, three times
                for house in [inner, outer] where on {
                    context.fill(capsule(house), with: .color(.yellow.opacity(0.55)))
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
