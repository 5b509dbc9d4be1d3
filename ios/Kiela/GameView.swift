#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// The game screen: whose turn it is and both players' stones above the board, the board, and
/// undo, redo, hint and the menu below it. Landscape puts the controls beside the board.
struct GameView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @State private var sheet: Sheet?
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
                    .aspectRatio(10.5 / 5.0, contentMode: .fit)
                StatusLine(state: state, top: false)
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
        .alert(state.notice.map { Words.notice($0).text } ?? "", isPresented: Binding(
            get: { state.notice != nil && state.animations.isEmpty },
            set: { if !$0 { app.game.noticeShown() } })) {
            Button(say("action_close"), role: .cancel) { app.game.noticeShown() }
        }
        .sheet(isPresented: Binding(
            get: { state.snapshot.result != nil && state.animations.isEmpty && !lookingAtBoard },
            set: { if !$0 { lookingAtBoard = true } })) {
            if let result = state.snapshot.result {
                ResultView(result: result, state: state, lookingAtBoard: $lookingAtBoard, sheet: $sheet)
                    .presentationDetents([.medium])
            }
        }
        .onChange(of: state.snapshot.result == nil) { _, on in if on { lookingAtBoard = false } }
    }
}

/// One player's line: whose turn, their stones. With two people the top line is turned to
/// face the far player.
struct StatusLine: View {
    let state: GameState
    let top: Bool

    var body: some View {
        let shown = state.shown
        let side = top ? state.viewer.other : state.viewer
        let stones = side == .south ? shown.southStones : shown.northStones
        let toMove = shown.toMove == side && shown.result == nil
        HStack {
            Text(Words.stones(stones).text).monospacedDigit()
            Spacer()
            if toMove { Text(Words.turn(state).text).bold() }
            if toMove && state.thinking && !state.awaitingTap { ProgressView() }
        }
        .font(.headline)
        .rotationEffect(top && state.twoPeople ? .degrees(180) : .zero)
        .accessibilityElement(children: .combine)
    }
}

struct GameControls: View {
    @Environment(AppModel.self) private var app
    @Binding var sheet: GameView.Sheet?

    var body: some View {
        let state = app.game.state
        VStack(spacing: 8) {
            if let hint = state.hint {
                Text(Words.hint(hint.reason).text).font(.callout)
            } else if state.thinking && state.awaitingTap {
                Text(say("hint_thinking")).font(.callout)
            }
            if state.shown.setupAllowed && state.shown.setupDraft == nil && state.awaitingTap {
                Button(say("action_rearrange")) { app.game.beginSetup() }
            }
            if let draft = state.shown.setupDraft {
                Text(say("setup_help")).font(.callout)
                Text(say("setup_in_hand", draft.inHand)).font(.callout)
                HStack {
                    Button(say("setup_cancel")) { app.game.cancelSetup() }
                    Button(say("setup_commit")) { app.game.commitSetup() }.buttonStyle(.borderedProminent)
                }
            }
            HStack(spacing: 16) {
                Button(say("action_undo"), systemImage: "arrow.uturn.backward") { app.game.undo() }
                    .disabled(!state.snapshot.canUndo)
                Button(say("action_redo"), systemImage: "arrow.uturn.forward") { app.game.redo() }
                    .disabled(!state.snapshot.canRedo)
                if state.snapshot.computerToMove && state.thinking {
                    Button(say("action_move_now"), systemImage: "forward.end") { app.game.moveNow() }
                } else {
                    Button(say("action_hint"), systemImage: "lightbulb") { app.game.hint() }
                        .disabled(!state.awaitingTap || state.thinking)
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

/// The end of a game: who won and why, the final stones, and what next.
struct ResultView: View {
    @Environment(AppModel.self) private var app
    let result: GameResult
    let state: GameState
    @Binding var lookingAtBoard: Bool
    @Binding var sheet: GameView.Sheet?

    var body: some View {
        VStack(spacing: 16) {
            Text(Words.resultTitle(result, viewer: state.viewer).text).font(.largeTitle.bold())
            Text(Words.resultReason(result, variant: state.settings.variant).text)
            Text(Words.finalStones(result, settings: state.settings, viewer: state.viewer).text)
            Button(say("action_new_game")) { lookingAtBoard = true; sheet = .newGame }
                .buttonStyle(.borderedProminent)
            Button(say("action_look_at_board")) { lookingAtBoard = true }
            ShareLink(say("action_share"), item: app.game.recordText())
        }
        .multilineTextAlignment(.center)
        .padding()
    }
}
#endif
