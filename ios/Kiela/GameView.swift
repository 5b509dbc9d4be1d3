#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore
import KielaWords

/// The game screen, filling the phone: a top bar (the title, New game, a menu), the opponent's
/// card, the board as wide as the screen, the line where the game speaks (the hint's card), the
/// person's card, and undo, redo and hint within thumb reach. Landscape puts the board on the
/// left, filling the height, and the rest in a panel beside it. In a guided game the guide card is
/// under the board. Rules, statistics, settings, the puzzles and a game's review are pushed on
/// the NavigationStack, with its back button.
@MainActor
struct GameView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var path: [Screen] = []
    @State private var newGameShown = false
    /// What to open once the result sheet has gone (one sheet at a time).
    @State private var afterResult: ResultView.Next?
    @State private var lookingAtBoard = false
    /// "Guided game" in the menu with a game on: start it in place of this one?
    @State private var guideAsked = false

    enum Screen: Hashable {
        case rules, statistics, settings, puzzles
        case puzzle(id: String)
        case review(record: String, seats: ReviewSeats)
    }

    var body: some View {
        let state = app.game.state
        NavigationStack(path: $path) {
            Group {
                if verticalSizeClass == .compact { landscape(state) } else { portrait(state) }
            }
            .background(GameView.background.ignoresSafeArea())
            .confirmationDialog(say("guide_offer_title"), isPresented: $guideAsked, titleVisibility: .visible) {
                Button(say("guide_start")) { app.startGuidedGame() }
                Button(say("guide_later"), role: .cancel) {}
            } message: {
                Text(say("guide_offer_text"))
            }
            .navigationTitle(say("app_name"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(say("action_new_game"), systemImage: "plus.circle") { newGameShown = true }
                    Menu {
                        Button(say("puzzle_menu"), systemImage: "puzzlepiece") { path.append(.puzzles) }
                        Button(say("guide_menu"), systemImage: "graduationcap") {
                            if state.snapshot.turns > 0 && state.snapshot.result == nil { guideAsked = true } else { app.startGuidedGame() }
                        }
                        Button(say("action_rules"), systemImage: "book") { path.append(.rules) }
                        Button(say("action_statistics"), systemImage: "chart.bar") { path.append(.statistics) }
                        Button(say("action_settings"), systemImage: "gearshape") { path.append(.settings) }
                        ShareLink(say("action_share"), item: app.game.recordText())
                    } label: {
                        Label(say("action_menu"), systemImage: "ellipsis.circle")
                    }
                }
            }
            .navigationDestination(for: Screen.self) { screen in
                switch screen {
                case .rules: RulesView()
                case .statistics: StatisticsView()
                case .settings: SettingsView()
                case .puzzles: PuzzlesView()
                case .puzzle(let id): PuzzleView(id: id)
                case .review(let record, let seats): ReviewView(record: record, seats: seats)
                }
            }
            .sheet(isPresented: resultShown(state), onDismiss: openAfterResult) {
                if let result = state.snapshot.result {
                    ResultView(result: result, state: state) { next in
                        afterResult = next
                        lookingAtBoard = true
                    }
                    // The medium detent would clip the result at the accessibility text sizes.
                    .presentationDetents(dynamicTypeSize.isAccessibilitySize ? [.large] : [.medium, .large])
                }
            }
        }
        .sheet(isPresented: $newGameShown) {
            NavigationStack { NewGameSheet() }
        }
        // Only a file that could not be read is an alert; a refusal is said under the board.
        .alert(state.notice.map { Words.notice($0).text } ?? "", isPresented: Binding(
            get: { state.notice != nil && state.animations.isEmpty },
            set: { if !$0 { app.game.noticeShown() } })) {
            Button(say("action_close"), role: .cancel) { app.game.noticeShown() }
        }
        // What the line under the board says is told to VoiceOver as it changes, as TalkBack
        // reads Android's: a refusal, a hint come back.
        .onChange(of: state.refusal) { _, refusal in
            if let refusal { announce(Words.refusal(refusal.reason).text) }
        }
        .onChange(of: state.hint) { _, hint in
            if let hint { announce(Words.hint(hint).text) }
        }
        .sensoryFeedback(.warning, trigger: state.refusal) { _, refusal in refusal != nil && app.preferences.haptics }
        .onChange(of: state.snapshot.result == nil) { _, on in if on { lookingAtBoard = false } }
        .modifier(GuideOffer())
    }

    /// The screen's warm ground, the board's earth faintly (the launch screen's LaunchBackground).
    static let background = Color(red: 0.85, green: 0.72, blue: 0.52).opacity(0.15)

    /// Portrait: the board takes what the cards, the said line and the controls leave, as tall
    /// as its cells may be (BoardGeometry.maxCellAspect), and never under 45 % of the screen's
    /// height (the area between the bars and the bars themselves). Where the rest does not fit
    /// beside it (large text sizes) the screen scrolls instead, the board keeping its 45 %.
    private func portrait(_ state: GameState) -> some View {
        GeometryReader { proxy in
            let tallest = proxy.size.width / Double(BoardGeometry.columns) * BoardGeometry.maxCellAspect * Double(BoardGeometry.rows)
            let screen = proxy.size.height + proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom
            let least = min(0.45 * screen, tallest)
            // The screen filled when all of it fits (the board at its least), else it scrolls.
            ViewThatFits(in: .vertical) {
                VStack(spacing: 8) {
                    PlayerCard(state: state, top: true).padding(.horizontal, 12).layoutPriority(1)
                    BoardView().frame(minHeight: least, maxHeight: tallest)
                    if app.guiding { GuideCard(state: state).padding(.horizontal, 12).layoutPriority(1) }
                    Said(state: state).padding(.horizontal, 12).layoutPriority(1)
                    PlayerCard(state: state, top: false).padding(.horizontal, 12).layoutPriority(1)
                    // What is left, if anything (a tall phone), goes above the controls: they stay at the bottom.
                    Spacer(minLength: 0).layoutPriority(-1)
                    GameControls().padding(.horizontal, 12).layoutPriority(1)
                }
                .padding(.top, 4)
                .padding(.bottom, 8)
                ScrollView {
                    VStack(spacing: 8) {
                        PlayerCard(state: state, top: true).padding(.horizontal, 12)
                        BoardView().frame(height: least)
                        if app.guiding { GuideCard(state: state).padding(.horizontal, 12) }
                        Said(state: state).padding(.horizontal, 12)
                        PlayerCard(state: state, top: false).padding(.horizontal, 12)
                        GameControls().padding(.horizontal, 12)
                    }
                    .padding(.vertical, 4)
                }
            }
        }
    }

    /// Landscape: the board on the left filling the height, the side panel on the right.
    private func landscape(_ state: GameState) -> some View {
        GeometryReader { proxy in
            HStack(spacing: 12) {
                BoardView()
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                ScrollView {
                    VStack(spacing: 8) {
                        PlayerCard(state: state, top: true)
                        if app.guiding { GuideCard(state: state) }
                        Said(state: state)
                        PlayerCard(state: state, top: false)
                        GameControls()
                    }
                    .padding(.vertical, 4)
                }
                .frame(width: min(340, proxy.size.width * 0.42))
            }
            .padding(.horizontal, 8)
            .padding(.bottom, 4)
        }
    }

    /// The result, once the game is over and its last turn has been played on screen, until the
    /// person looks at the board instead.
    private func resultShown(_ state: GameState) -> Binding<Bool> {
        Binding(get: { state.snapshot.result != nil && state.animations.isEmpty && !lookingAtBoard },
                set: { if !$0 { lookingAtBoard = true } })
    }

    private func openAfterResult() {
        let next = afterResult
        afterResult = nil
        switch next {
        case .newGame?: newGameShown = true
        case .review?: path.append(.review(record: app.game.recordText(), seats: ReviewSeats.of(app.game.state.snapshot)))
        case .board?, nil: break
        }
    }
}

/// One seat's card: who plays there (the computer at its level with a short word on how it
/// plays, you, a friend), their stones as a big number, and the core's headline for that seat
/// when it is their turn, with the computer's thinking in a slot that is always there, so
/// nothing moves. With two people the top card is turned to face the far player.
@MainActor
struct PlayerCard: View {
    let state: GameState
    let top: Bool
    @ScaledMetric(relativeTo: .subheadline) private var slot = 18.0

    var body: some View {
        let shown = state.shown
        let side = top ? shown.viewer.other : shown.viewer
        let player = side == .south ? state.settings.south : state.settings.north
        let level: Level? = if case .computer(let level) = player { level } else { nil }
        let stones = side == .south ? shown.southStones : shown.northStones
        let headline = headline(shown)
        HStack(spacing: 12) {
            Image(systemName: level != nil ? "cpu.fill" : shown.twoPeople ? "person.2.fill" : "person.fill")
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 34)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 1) {
                Text(name(level, shown)).font(.headline)
                if let about = about(level, shown) {
                    Text(about).font(.footnote).foregroundStyle(.secondary)
                }
                HStack(spacing: 6) {
                    // A line always there, empty when it is not this seat's turn: no jump.
                    Text(headline.map { Words.headline($0).text } ?? " ").font(.subheadline.bold())
                    ProgressView()
                        .frame(width: slot, height: slot)
                        .opacity(headline == .computerThinking && state.thinking ? 1 : 0)
                        .accessibilityHidden(true)
                }
            }
            .lineLimit(2)
            .minimumScaleFactor(0.8)
            Spacer(minLength: 4)
            VStack(alignment: .trailing, spacing: 0) {
                Text(verbatim: "\(stones)").font(.largeTitle.bold()).monospacedDigit()
                Text(Words.stones(stones).text).font(.caption).foregroundStyle(.secondary)
            }
            .lineLimit(1)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .background(.tint.opacity(top ? 0.08 : 0.14), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .rotationEffect(top && shown.twoPeople ? .degrees(180) : .zero)
        .accessibilityElement(children: .combine)
    }

    /// The seat's headline when it is that seat's turn: each seat its own with two people;
    /// against the computer, its thinking on its card and the rest on the person's.
    private func headline(_ shown: Snapshot) -> Headline? {
        if shown.twoPeople { return top ? shown.topHeadline : shown.headline }
        let headline = shown.headline
        let theirs = headline == .computerThinking || headline == .theirTurn
        return theirs == top ? headline : nil
    }

    private func name(_ level: Level?, _ shown: Snapshot) -> String {
        if let level { return BundleLocalizer().text(.key("opponent_computer_title", [.phrase(Words.level(level))])) }
        if shown.twoPeople { return say(top ? "player_top" : "player_bottom") }
        return say("player_you")
    }

    private func about(_ level: Level?, _ shown: Snapshot) -> String? {
        if let level { return levelAbout(level) }
        if shown.twoPeople { return top ? say("opponent_friend_about") : nil }
        return Words.side(top ? shown.viewer.other : shown.viewer).text
    }
}

/// A level's short word on how it plays.
func levelAbout(_ level: Level) -> String {
    switch level {
    case .beginner: say("level_beginner_about")
    case .easy: say("level_easy_about")
    case .medium: say("level_medium_about")
    case .hard: say("level_hard_about")
    case .expert: say("level_expert_about")
    }
}

/// Undo, redo and hint (move now while the computer thinks) as tonal buttons with icons and
/// labels; above them, the expert opening's controls when it may be or is being played.
@MainActor
struct GameControls: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        let state = app.game.state
        VStack(spacing: 8) {
            if state.shown.setupAllowed && state.shown.setupDraft == nil && state.awaitingTap {
                Button(say("action_rearrange")) { app.game.beginSetup() }
                    .buttonStyle(.bordered)
            }
            if let draft = state.shown.setupDraft { SetupPanel(draft: draft) }
            HStack(spacing: 10) {
                Button { app.game.undo() } label: { Label(say("action_undo"), systemImage: "arrow.uturn.backward") }
                    .disabled(!state.snapshot.canUndo)
                Button { app.game.redo() } label: { Label(say("action_redo"), systemImage: "arrow.uturn.forward") }
                    .disabled(!state.snapshot.canRedo)
                if state.snapshot.computerToMove && state.thinking {
                    Button { app.game.moveNow() } label: { Label(say("action_move_now"), systemImage: "forward.end.fill") }
                } else {
                    Button { app.game.hint() } label: { Label(say("action_hint"), systemImage: "lightbulb.fill") }
                        .disabled(!state.awaitingTap || state.thinking || state.hint != nil || state.shown.setupDraft != nil)
                }
            }
            .labelStyle(StackedLabelStyle())
            .buttonStyle(.bordered)
            .controlSize(.large)
        }
    }
}

/// An icon over its title, as wide as it may be: a control of the bottom row.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.title3)
            configuration.title.font(.caption.weight(.semibold)).lineLimit(1).minimumScaleFactor(0.7)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The line where the game speaks, of a fixed height (grown with the text size) so that
/// nothing jumps: a refused tap (until the next change), else the hint's reason in a card
/// with a lightbulb, right under the board, else the hint being looked for, else the other
/// side's last move (until the game changes).
@MainActor
struct Said: View {
    @Environment(AppModel.self) private var app
    let state: GameState
    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .callout) private var height = 44.0
    /// The board's hint colour (BoardPainter.hint, light or dark).
    private var hintColour: Color { BoardPainter.hint(dark: colorScheme == .dark) }

    var body: some View {
        Group {
            if let refusal = state.refusal {
                Label(Words.refusal(refusal.reason).text, systemImage: "exclamationmark.circle.fill")
                    .font(.callout.bold())
                    .foregroundStyle(colorScheme == .dark ? Color(red: 1, green: 0.62, blue: 0.48) : Color(red: 0.62, green: 0.16, blue: 0.04))
            } else if let hint = state.hint {
                Label(Words.hint(hint).text, systemImage: "lightbulb.fill")
                    .font(.callout.weight(.medium))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(hintColour.opacity(0.16), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                    .overlay(RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(hintColour, lineWidth: 1.5))
            } else if state.thinking && state.awaitingTap {
                Label(say("hint_thinking"), systemImage: "lightbulb").font(.callout)
            } else if let said = app.announced, said.revision == state.snapshot.revision {
                Text(said.text).font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
        }
        .lineLimit(2)
        .minimumScaleFactor(0.8)
        .frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
    }
}

/// The expert opening: how it is done, the stones still in hand, and play it or keep the board.
@MainActor
struct SetupPanel: View {
    @Environment(AppModel.self) private var app
    let draft: SetupDraft

    var body: some View {
        Text(say("setup_title")).font(.headline)
        Text(say("setup_help")).font(.callout)
        if draft.inHand > 0 { Text(say("setup_in_hand", draft.inHand)).font(.callout) }
        HStack {
            Button(say("setup_cancel")) { app.game.cancelSetup() }
            Button(say("setup_commit")) { app.game.commitSetup() }
                .buttonStyle(.borderedProminent)
                .disabled(draft.inHand > 0)
        }
    }
}

/// The end of a game: who won and why, the final stones, and what next. `then` is told what to
/// open once this sheet has gone: the new-game sheet, the game's review, or just the board.
@MainActor
struct ResultView: View {
    enum Next { case newGame, review, board }

    @Environment(AppModel.self) private var app
    let result: GameResult
    let state: GameState
    let then: (Next) -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text(Words.resultTitle(result, viewer: state.snapshot.viewer).text).font(.largeTitle.bold())
                Text(Words.resultReason(result, variant: state.settings.variant).text)
                Text(Words.finalStones(result, of: state.snapshot, settings: state.settings).text)
                Button(say("action_new_game")) { then(.newGame) }
                    .buttonStyle(.borderedProminent)
                Button(say("review_action"), systemImage: "chart.xyaxis.line") { then(.review) }
                    .buttonStyle(.bordered)
                Button(say("action_look_at_board")) { then(.board) }
                ShareLink(say("action_share"), item: app.game.recordText())
            }
            .multilineTextAlignment(.center)
            .padding()
        }
    }
}
#endif
