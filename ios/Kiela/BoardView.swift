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
    /// The houses' names, faint, on the board.
    var houseNames = true

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
                  guide: guide, haptics: screen.preferences.haptics,
                  sounds: app.sounds, soundOn: screen.preferences.sound,
                  result: { if let said = screen.words.ending?.text { announce(said) } },
                  houseNames: houseNames)
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

/// The board: a carved slab of 4 × 10 pits, the person's rows at the bottom; the slab drawn once
/// (`BoardSurface`), the stones and the motion over it in a Canvas from the turn being animated
/// (or the feed at rest). A tap sows, takes or puts down a stone of the expert opening, or skips
/// an animation to its end; every house is also a VoiceOver element, whose action is that tap
/// where the tap does something. The game's board and the puzzle's are both one of these.
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
    /// The game's sounds, heard when `soundOn` (the person's Sound preference).
    var sounds: SoundSink?
    var soundOn = false
    /// The turn ended the game: say its result (the screen's `words.ending`).
    var result: (@MainActor () -> Void)?
    /// The houses' names, faint, on the board.
    var houseNames = true
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
            ZStack {
                BoardSurface(geometry: geometry, dark: dark, houseNames: houseNames).equatable()
                TimelineView(.animation(paused: playback == nil)) { timeline in
                    Canvas(rendersAsynchronously: false) { context, _ in
                        let frame = playback?.frame(atMs: timeline.date.timeIntervalSinceReferenceDate * 1000)
                        let painter = BoardPainter(geometry: geometry, content: content, frame: frame, countScale: countScale,
                                                   resultMarks: playback?.outcome.snapshot.lastMoveMarks ?? [],
                                                   palette: .of(dark: dark))
                        painter.paint(in: &context)
                    }
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
        let heard = sounds.map { TurnSounds(playback, on: soundOn, sink: $0) }
        let start = Self.nowMs()
        _ = playback.frame(atMs: start)   // its clock starts now
        for (atMs, kind) in playback.cues {
            await Self.sleep(untilMs: start + atMs)
            if Task.isCancelled { return }
            // Every sound falls on a cue's moment (a turn that does not move sounds at its first).
            heard?.advance(toMs: max(Self.nowMs() - start, atMs))
            switch kind {
            case .announce: told?(outcome.snapshot.revision)
            case .capture: if haptics && !playback.isFinished { capturesFelt += 1 }
            case .guide(let k): guide?(k)
            case .result: result?()
            case .end: finish(playback)
            case .sound: break   // heard through `heard`, which knows which to play
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

    /// The 40 houses for VoiceOver, over the drawn board, each the size of its cell (at least
    /// 44 pt tall): labelled, and offered as a button with the tap as its action only where the
    /// snapshot's `taps` say the tap does something (the person's sowable houses, the
    /// rearrangement's), never on the other side's houses or one that cannot be sown.
    private func houses(_ geometry: BoardGeometry) -> some View {
        let shown = feed.shown
        return ZStack(alignment: .topLeading) {
            ForEach(0..<BoardGeometry.houses, id: \.self) { index in
                let refused = if case .refused = shown.taps[index] { true } else { false }
                // The accessibility modifiers before `.position`, which fills the whole board.
                house(index, geometry: geometry, offered: feed.awaitingTap && !refused)
                    .accessibilityAddTraits(shown.setupDraft?.pickedUp == index ? .isSelected : [])
                    .accessibilitySortPriority(Double(40 - geometry.screenRow(index) * 10 - geometry.screenColumn(index)))
                    .position(x: geometry.centreX(index), y: geometry.centreY(index))
            }
        }
        .allowsHitTesting(false)
    }

    @ViewBuilder
    private func house(_ index: Int, geometry: BoardGeometry, offered: Bool) -> some View {
        let element = Color.clear
            .frame(width: geometry.cellWidth, height: max(geometry.cellHeight, 44))
            .accessibilityElement()
            .accessibilityLabel(feed.houses.indices.contains(index) ? feed.houses[index].text : "")
        if offered {
            element
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { if !skipAnimation() { self.tap(index) } }
        } else {
            element
        }
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
    /// The houses' names, faint, on the board (the rules' texts name houses too).
    var houseNames = true
    @ScaledMetric(relativeTo: .footnote) private var countScale = 1.0
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            GeometryReader { proxy in
                let geometry = BoardGeometry(width: proxy.size.width, height: proxy.size.height, viewer: content.viewer)
                let dark = colorScheme == .dark
                ZStack {
                    BoardSurface(geometry: geometry, dark: dark, houseNames: houseNames)
                    Canvas { context, _ in
                        BoardPainter(geometry: geometry, content: content, frame: nil, countScale: countScale,
                                     palette: .of(dark: dark)).paint(in: &context)
                    }
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
#endif
