#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// The game screen: each seat's line (its player's stones and, from the core, its headline) on
/// its side of the board, the board, and what the game says, undo, redo, hint and the menu below
/// it. Landscape puts the controls beside the board.
@MainActor
struct GameView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var sheet: Sheet?
    /// The sheet to open once the result sheet has gone (one sheet at a time).
    @State private var afterResult: Sheet?
    @State private var lookingAtBoard = false

    enum Sheet: String, Identifiable {
        case newGame, rules, statistics, settings
        var id: String { rawValue }
    }

    var body: some View {
        let state = app.game.state
        let layout = verticalSizeClass == .compact
            ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
        layout {
            VStack(spacing: 8) {
                StatusLine(state: state, top: true)
                BoardView()
                    .aspectRatio(BoardGeometry.aspectRatio, contentMode: .fit)
                StatusLine(state: state, top: false)
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
            GameControls(sheet: $sheet)
        }
        .padding()
        .background(Color(red: 0.85, green: 0.72, blue: 0.52).opacity(0.15).ignoresSafeArea())
        .sheet(item: $sheet) { sheet in
            NavigationStack {
                switch sheet {
                case .newGame: NewGameSheet()
                case .rules: RulesView()
                case .statistics: StatisticsView()
                case .settings: SettingsView()
                }
            }
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
            if let hint { announce(Words.hint(hint.reason).text) }
        }
        .sensoryFeedback(.warning, trigger: state.refusal) { _, refusal in refusal != nil && app.preferences.haptics }
        .onChange(of: state.snapshot.result == nil) { _, on in if on { lookingAtBoard = false } }
    }

    /// The result, once the game is over and its last turn has been played on screen, until the
    /// person looks at the board instead.
    private func resultShown(_ state: GameState) -> Binding<Bool> {
        Binding(get: { state.snapshot.result != nil && state.animations.isEmpty && !lookingAtBoard },
                set: { if !$0 { lookingAtBoard = true } })
    }

    private func openAfterResult() {
        guard let next = afterResult else { return }
        afterResult = nil
        sheet = next
    }
}

/// One seat's line: who plays there, their stones, and the core's headline for them. With two
/// people each seat has its own headline and the top line is turned to face the far player;
/// against the computer the person's line says whose turn it is.
@MainActor
struct StatusLine: View {
    let state: GameState
    let top: Bool

    var body: some View {
        let shown = state.shown
        let side = top ? shown.viewer.other : shown.viewer
        let headline = top ? shown.topHeadline : shown.headline
        HStack {
            Text(Words.playerStones(side, of: shown, settings: state.settings).text).monospacedDigit()
            Spacer()
            if let headline { Text(Words.headline(headline).text).bold() }
            if headline == .computerThinking && state.thinking { ProgressView() }
        }
        .font(.headline)
        .rotationEffect(top && shown.twoPeople ? .degrees(180) : .zero)
        .accessibilityElement(children: .combine)
    }
}

@MainActor
struct GameControls: View {
    @Environment(AppModel.self) private var app
    @Binding var sheet: GameView.Sheet?

    var body: some View {
        let state = app.game.state
        VStack(spacing: 8) {
            Said(state: state)
            if state.shown.setupAllowed && state.shown.setupDraft == nil && state.awaitingTap {
                Button(say("action_rearrange")) { app.game.beginSetup() }
            }
            if let draft = state.shown.setupDraft { SetupPanel(draft: draft) }
            HStack(spacing: 16) {
                Button(say("action_undo"), systemImage: "arrow.uturn.backward") { app.game.undo() }
                    .disabled(!state.snapshot.canUndo)
                Button(say("action_redo"), systemImage: "arrow.uturn.forward") { app.game.redo() }
                    .disabled(!state.snapshot.canRedo)
                if state.snapshot.computerToMove && state.thinking {
                    Button(say("action_move_now"), systemImage: "forward.end") { app.game.moveNow() }
                } else {
                    Button(say("action_hint"), systemImage: "lightbulb") { app.game.hint() }
                        .disabled(!state.awaitingTap || state.thinking || state.hint != nil || state.shown.setupDraft != nil)
                }
                Menu {
                    Button(say("action_new_game"), systemImage: "plus") { sheet = .newGame }
                    Button(say("action_rules"), systemImage: "book") { sheet = .rules }
                    Button(say("action_statistics"), systemImage: "chart.bar") { sheet = .statistics }
                    Button(say("action_settings"), systemImage: "gearshape") { sheet = .settings }
                    ShareLink(say("action_share"), item: app.game.recordText())
                } label: {
                    Label(say("action_menu"), systemImage: "ellipsis.circle")
                }
            }
            .labelStyle(.iconOnly)
            .font(.title2)
            .controlSize(.large)
        }
    }
}

/// The line where the game speaks: a refused tap (until the next change), else the hint.
@MainActor
struct Said: View {
    let state: GameState

    var body: some View {
        if let refusal = state.refusal {
            Text(Words.refusal(refusal.reason).text).font(.callout.bold())
        } else if let hint = state.hint {
            Text(Words.hint(hint.reason).text).font(.callout)
        } else if state.thinking && state.awaitingTap {
            Text(say("hint_thinking")).font(.callout)
        }
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

/// The end of a game: who won and why, the final stones, and what next. `then` is told which
/// sheet, if any, to open once this one has gone.
@MainActor
struct ResultView: View {
    @Environment(AppModel.self) private var app
    let result: GameResult
    let state: GameState
    let then: (GameView.Sheet?) -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text(Words.resultTitle(result, viewer: state.snapshot.viewer).text).font(.largeTitle.bold())
                Text(Words.resultReason(result, variant: state.settings.variant).text)
                Text(Words.finalStones(result, of: state.snapshot, settings: state.settings).text)
                Button(say("action_new_game")) { then(.newGame) }
                    .buttonStyle(.borderedProminent)
                Button(say("action_look_at_board")) { then(nil) }
                ShareLink(say("action_share"), item: app.game.recordText())
            }
            .multilineTextAlignment(.center)
            .padding()
        }
    }
}
#endif
