#if canImport(SwiftUI)
import SwiftUI
import KielaCatalog
import KielaKit
import KielaCore

/// The game screen: a top bar (the title, New game, a menu), the opponent's card, the board, the
/// line where the game speaks (the hint's card), the person's card, and undo, redo and hint
/// within thumb reach. Upright, the column is at most `maxContentWidth` wide, centred (an iPad's
/// houses stay a board's, not a slab's); wider than tall (a phone or an iPad on its side), the
/// board fills the left and the rest is a panel beside it. In a guided game the guide card is
/// under the board. Where the text is too large for all of it, the cards and the board scroll
/// and the controls stay put. Rules, statistics, settings, the puzzles and a game's review are
/// pushed on the NavigationStack, with its back button.
@MainActor
struct GameView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var path: [Screen] = []
    @State private var newGameShown = false
    /// What to open once the result sheet has gone (one sheet at a time).
    @State private var afterResult: ResultView.Next?
    @State private var lookingAtBoard = false
    /// "Guided game" in the menu with a game in progress: the driver's question first.
    @State private var leavingForGuide = false

    enum Screen: Hashable {
        case rules, statistics, settings, puzzles
        case puzzle(id: String)
        /// A row of exercises: the game `record`'s, or every recent game's still to do.
        case exercises(record: String?)
        case review(record: String, seats: ReviewSeats)
    }

    /// The widest the upright column grows (an iPad): ten houses of about 70 pt.
    static let maxContentWidth = 720.0

    var body: some View {
        Group {
            if let screen = app.screen {
                game(screen)
            } else if app.driver.startFailed {
                // The game could not open at all: said, instead of the app dying on every launch.
                Text(say("could_not_start")).padding(24).frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(GameView.background.ignoresSafeArea())
            } else {
                GameView.background.ignoresSafeArea()
            }
        }
    }

    private func game(_ screen: GameScreen) -> some View {
        navigation(screen)
            .sheet(isPresented: $newGameShown) {
                NavigationStack { NewGameSheet() }
            }
            .modifier(Notices(screen: screen))
            .onChange(of: screen.snapshot.result == nil) { _, on in if on { lookingAtBoard = false } }
            .onChange(of: screen.preferences.guided) { _, guided in if !guided { app.guideNote = nil } }
            .modifier(GuideOffer(offered: screen.guideOffer))
    }

    private func navigation(_ screen: GameScreen) -> some View {
        NavigationStack(path: $path) {
            GeometryReader { proxy in
                if proxy.size.width > proxy.size.height { landscape(screen, width: proxy.size.width) } else { portrait(screen) }
            }
            .background(GameView.background.ignoresSafeArea())
            .modifier(AskBeforeLeaving(asking: $leavingForGuide, leave: startGuidedGame))
            .navigationTitle(say("app_name"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(say("action_new_game"), systemImage: "plus.circle") { newGameShown = true }
                    Menu {
                        Button(say("puzzle_menu"), systemImage: "puzzlepiece") { path.append(.puzzles) }
                        Button(say("guide_menu"), systemImage: "graduationcap") {
                            if screen.abandon != nil { leavingForGuide = true } else { startGuidedGame() }
                        }
                        Button(say("action_rules"), systemImage: "book") { path.append(.rules) }
                        Button(say("action_statistics"), systemImage: "chart.bar") { path.append(.statistics) }
                        Button(say("action_settings"), systemImage: "gearshape") { path.append(.settings) }
                        ShareLink(say("action_share"), item: app.driver.recordText())
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
                case .exercises(let record): PuzzleView(exercisesOf: record)
                case .review(let record, let seats): ReviewView(record: record, seats: seats)
                }
            }
            .sheet(isPresented: resultShown(screen), onDismiss: openAfterResult) {
                if let result = screen.words.result {
                    ResultView(words: result, twoPeople: screen.snapshot.twoPeople, exercises: screen.exercises) { next in
                        afterResult = next
                        lookingAtBoard = true
                    }
                    // The medium detent would clip the result at the accessibility text sizes,
                    // and with two people each has half the sheet.
                    .presentationDetents(dynamicTypeSize.isAccessibilitySize || screen.snapshot.twoPeople
                                         ? [.large] : [.medium, .large])
                }
            }
        }
    }

    private func startGuidedGame() {
        app.guideNote = nil
        app.send(.guidedGame)
    }

    /// The screen's warm ground, the board's earth faintly (the launch screen's LaunchBackground).
    static let background = Color(red: 0.85, green: 0.72, blue: 0.52).opacity(0.15)

    /// The controls and, in a guided game, the guide's Stop: always on screen.
    private func controls(_ screen: GameScreen) -> some View {
        VStack(spacing: 6) {
            if screen.preferences.guided { GuideStopButton().frame(maxWidth: .infinity, alignment: .trailing) }
            gameControls(screen)
        }
    }

    /// Undo, redo, hint, and the result again once it was put away.
    private func gameControls(_ screen: GameScreen) -> GameControls {
        GameControls(screen: screen, showResult: resultHidden(screen) ? { lookingAtBoard = false } : nil)
    }

    /// Upright: the board takes what the cards, the said line and the controls leave, as tall as
    /// its cells may be (BoardGeometry.maxCellAspect), and never under 45 % of the screen's
    /// height (the area between the bars and the bars themselves). Where the rest does not fit
    /// beside it (large text sizes) the cards, the board and the words scroll, the board keeping
    /// its 45 %, and the controls stay at the bottom.
    private func portrait(_ screen: GameScreen) -> some View {
        GeometryReader { proxy in
            let width = min(Double(proxy.size.width), Self.maxContentWidth)
            let tallest = width / Double(BoardGeometry.columns) * BoardGeometry.maxCellAspect * Double(BoardGeometry.rows)
            let height = proxy.size.height + proxy.safeAreaInsets.top + proxy.safeAreaInsets.bottom
            let least = min(0.45 * height, tallest)
            ViewThatFits(in: .vertical) {
                VStack(spacing: 8) {
                    // What is left, if anything (a tall phone), goes above the far card: nothing
                    // opens between the board and the controls.
                    Spacer(minLength: 0).layoutPriority(-1)
                    PlayerCard(card: screen.seats[1], top: true).padding(.horizontal, 12).layoutPriority(1)
                    BoardView(screen: screen, houseNames: screen.preferences.houseNames)
                        .frame(minHeight: least, maxHeight: tallest)
                    if screen.preferences.guided { GuideCard(screen: screen).padding(.horizontal, 12).layoutPriority(1) }
                    Said(screen: screen).padding(.horizontal, 12).layoutPriority(1)
                    PlayerCard(card: screen.seats[0], top: false).padding(.horizontal, 12).layoutPriority(1)
                    gameControls(screen).padding(.horizontal, 12).layoutPriority(1)
                }
                .padding(.top, 4)
                .padding(.bottom, 8)
                VStack(spacing: 8) {
                    ScrollView {
                        VStack(spacing: 8) {
                            PlayerCard(card: screen.seats[1], top: true).padding(.horizontal, 12)
                            BoardView(screen: screen, houseNames: screen.preferences.houseNames).frame(height: least)
                            if screen.preferences.guided { GuideCard(screen: screen, stop: false).padding(.horizontal, 12) }
                            Said(screen: screen).padding(.horizontal, 12)
                            PlayerCard(card: screen.seats[0], top: false).padding(.horizontal, 12)
                        }
                        .padding(.vertical, 4)
                    }
                    controls(screen).padding(.horizontal, 12).padding(.bottom, 8)
                }
            }
            .frame(width: width)
            .frame(maxWidth: .infinity)
        }
    }

    /// On its side: the board on the left filling the height, the side panel on the right with
    /// the cards and the words (scrolling when they must) over the controls.
    private func landscape(_ screen: GameScreen, width: Double) -> some View {
        HStack(spacing: 12) {
            BoardView(screen: screen, houseNames: screen.preferences.houseNames)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(spacing: 8) {
                ScrollView {
                    VStack(spacing: 8) {
                        PlayerCard(card: screen.seats[1], top: true)
                        if screen.preferences.guided { GuideCard(screen: screen, stop: false) }
                        Said(screen: screen)
                        PlayerCard(card: screen.seats[0], top: false)
                    }
                    .padding(.vertical, 4)
                }
                controls(screen)
            }
            .frame(width: min(400, width * 0.4))
        }
        .padding(.horizontal, 8)
        .padding(.bottom, 4)
    }

    /// The result, once the game is over and its last turn has been played on screen, until the
    /// person looks at the board instead.
    private func resultShown(_ screen: GameScreen) -> Binding<Bool> {
        Binding(get: { screen.snapshot.result != nil && screen.animation == nil && !lookingAtBoard },
                set: { if !$0 { lookingAtBoard = true } })
    }

    /// The game is over and the person put its result away to look at the board: the controls
    /// offer it again.
    private func resultHidden(_ screen: GameScreen) -> Bool {
        screen.snapshot.result != nil && screen.animation == nil && lookingAtBoard && afterResult == nil
    }

    private func openAfterResult() {
        let next = afterResult
        afterResult = nil
        switch next {
        case .newGame?: newGameShown = true
        case .review?:
            guard let game = app.screen?.snapshot else { return }
            path.append(.review(record: app.driver.recordText(),
                                seats: game.twoPeople ? .twoPeople : .againstComputer(person: game.viewer)))
        case .exercises?: path.append(.exercises(record: app.driver.recordText()))
        case .board?, nil: break
        }
    }
}

/// One seat's card, as the driver words it: who plays there (the computer at its level with a
/// short word on how it plays, you, a friend), their stones as a big number, and the seat's
/// headline when it is theirs, with the computer's thinking in a slot that is always there, so
/// nothing moves. With two people the far card is turned to face the far player.
@MainActor
struct PlayerCard: View {
    let card: SeatCard
    let top: Bool
    @ScaledMetric(relativeTo: .subheadline) private var slot = 18.0

    var body: some View {
        let words = card.words
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 34)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 1) {
                Text(words.name.text).font(.headline)
                if let about = words.about {
                    Text(about.text).font(.footnote).foregroundStyle(.secondary)
                }
                HStack(spacing: 6) {
                    // A line always there, empty when it is not this seat's turn: no jump.
                    Text(words.headline?.text ?? " ").font(.subheadline.bold())
                    ProgressView()
                        .frame(width: slot, height: slot)
                        .opacity(card.thinking ? 1 : 0)
                        .accessibilityHidden(true)
                }
            }
            .lineLimit(2)
            .minimumScaleFactor(0.8)
            Spacer(minLength: 4)
            VStack(alignment: .trailing, spacing: 0) {
                Text(verbatim: "\(card.stones)").font(.largeTitle.bold()).monospacedDigit()
                Text(words.stonesUnit.text).font(.caption).foregroundStyle(.secondary)
            }
            .lineLimit(1)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .background(top ? Earth.card : Earth.cardNear, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .overlay(RoundedRectangle(cornerRadius: 16, style: .continuous).strokeBorder(Earth.edge, lineWidth: 1))
        .rotationEffect(card.turned ? .degrees(180) : .zero)
        // One element to VoiceOver: who, their headline and their stones read together.
        .accessibilityElement(children: .combine)
    }

    private var icon: String {
        switch card.player {
        case .computer: "cpu.fill"
        case .nearPlayer, .farPlayer: "person.2.fill"
        case .you: "person.fill"
        }
    }
}

/// Undo, redo and hint (move now while the computer thinks) as tonal buttons with icons and
/// labels, and the result again once the game is over and was put away; above them, the expert
/// opening's controls when it may be or is being played.
@MainActor
struct GameControls: View {
    @Environment(AppModel.self) private var app
    let screen: GameScreen
    /// Brings the result back (nil: it is on screen, or the game goes on).
    var showResult: (() -> Void)?

    var body: some View {
        let controls = screen.controls
        VStack(spacing: 8) {
            if controls.rearrange {
                Button(say("action_rearrange")) { app.send(.beginSetup) }
                    .buttonStyle(.bordered)
            }
            if let draft = screen.shown.setupDraft { SetupPanel(draft: draft) }
            HStack(spacing: 10) {
                Button { app.send(.undo) } label: { Label(say("action_undo"), systemImage: "arrow.uturn.backward") }
                    .disabled(!controls.undo)
                Button { app.send(.redo) } label: { Label(say("action_redo"), systemImage: "arrow.uturn.forward") }
                    .disabled(!controls.redo)
                if controls.moveNow {
                    Button { app.send(.moveNow) } label: { Label(say("action_move_now"), systemImage: "forward.end.fill") }
                } else {
                    Button { app.send(.hint) } label: { Label(say("action_hint"), systemImage: "lightbulb.fill") }
                        .disabled(!controls.hint)
                }
                if let showResult {
                    Button(action: showResult) { Label(say("action_show_result"), systemImage: "flag.checkered") }
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
    let screen: GameScreen
    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .callout) private var height = 44.0
    /// The board's hint colour (BoardPainter.hint, light or dark).
    private var hintColour: Color { BoardPainter.hint(dark: colorScheme == .dark) }

    var body: some View {
        let revision = screen.snapshot.revision
        Group {
            if let refused = app.refused, refused.revision == revision {
                Label(refused.text, systemImage: "exclamationmark.circle.fill")
                    .font(.callout.bold())
                    .foregroundStyle(colorScheme == .dark ? Color(red: 1, green: 0.62, blue: 0.48) : Color(red: 0.62, green: 0.16, blue: 0.04))
            } else if let hint = screen.words.hint {
                Label(hint.text, systemImage: "lightbulb.fill")
                    .font(.callout.weight(.medium))
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(hintColour.opacity(0.16), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                    .overlay(RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(hintColour, lineWidth: 1.5))
            } else if screen.thinking && screen.controls.board {
                Label(say("hint_thinking"), systemImage: "lightbulb").font(.callout)
            } else if let said = app.announced, said.revision == revision {
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
            Button(say("setup_cancel")) { app.send(.cancelSetup) }
            Button(say("setup_commit")) { app.send(.commitSetup) }
                .buttonStyle(.borderedProminent)
                .disabled(draft.inHand > 0)
        }
    }
}

/// The end of a game: who won and why, the final stones, and what next. With two people the
/// words are there twice, the top half turned to face the far player across the phone. Once
/// the game is reviewed and had mistakes, they are offered as exercises. `then` is told what to
/// open once this sheet has gone: the new-game sheet, the game's review, its exercises, or just
/// the board.
@MainActor
struct ResultView: View {
    enum Next { case newGame, review, exercises, board }

    @Environment(AppModel.self) private var app
    let words: ResultWords
    let twoPeople: Bool
    /// The game's exercises once its review is done (the driver's), none before.
    let exercises: [Exercise]?
    let then: (Next) -> Void

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                if twoPeople {
                    // VoiceOver reads the words once, the near player's.
                    said.rotationEffect(.degrees(180)).accessibilityHidden(true)
                    Divider()
                }
                said
                Button(say("action_new_game")) { then(.newGame) }
                    .buttonStyle(.borderedProminent)
                if let exercises, !exercises.isEmpty {
                    Button(exercisesOfferPhrase(count: exercises.count).text, systemImage: "puzzlepiece.fill") { then(.exercises) }
                        .buttonStyle(.borderedProminent)
                }
                Button(say("review_action"), systemImage: "chart.xyaxis.line") { then(.review) }
                    .buttonStyle(.bordered)
                Button(say("action_look_at_board")) { then(.board) }
                ShareLink(say("action_share"), item: app.driver.recordText())
            }
            .multilineTextAlignment(.center)
            .padding()
        }
    }

    private var said: some View {
        VStack(spacing: 12) {
            Text(words.title.text).font(.largeTitle.bold())
            Text(words.reason.text)
            Text(words.finalStones.text)
        }
    }
}

/// What the driver tells once: a file that could not be read (or the core failing) is an alert;
/// a refusal is said under the board until the game changes, told to VoiceOver, felt and heard
/// (when the person wants haptics and sounds). Then
/// the driver hears it was shown. A hint come back is told to VoiceOver too.
@MainActor
struct Notices: ViewModifier {
    @Environment(AppModel.self) private var app
    let screen: GameScreen

    func body(content: Content) -> some View {
        content
            .alert(screen.words.notice.map(\.text) ?? "", isPresented: Binding(
                get: { screen.notice.map { !$0.kind.isRefusal } == true && screen.animation == nil },
                set: { if !$0, let notice = screen.notice { app.send(.noticeShown(id: notice.id)) } })) {
                // The computer could not move: the way on is to ask it again (or a new game).
                if screen.notice?.kind == .computerCouldNotMove {
                    Button(say("computer_try_again")) { app.send(.moveNow) }
                }
                Button(say("action_close"), role: .cancel) {}
            }
            .onChange(of: screen.notice, initial: true) { _, notice in
                guard let notice, notice.kind.isRefusal, let words = screen.words.notice else { return }
                app.refused = AppModel.Said(text: words.text, revision: screen.snapshot.revision, id: notice.id)
                announce(words.text)
                if screen.preferences.sound, let sound = notice.sound { app.sounds.play(sound) }
                app.send(.noticeShown(id: notice.id))
            }
            .onChange(of: screen.words.hint) { _, hint in
                if let hint { announce(hint.text) }
            }
            // A light tick, with the refused sound's soft knock: "not there", not an alarm.
            .sensoryFeedback(.impact(weight: .light), trigger: app.refused) { _, refused in
                refused != nil && screen.preferences.haptics
            }
    }
}

/// Asks before a game in progress is thrown away (a new game, a guided one): the driver's
/// question (`screen.abandon`, which says when leaving counts as a loss), Leave it or Keep
/// playing; `leave` only on Leave it.
@MainActor
struct AskBeforeLeaving: ViewModifier {
    @Environment(AppModel.self) private var app
    @Binding var asking: Bool
    let leave: () -> Void

    func body(content: Content) -> some View {
        content.confirmationDialog(app.screen?.abandon?.question.text ?? "", isPresented: $asking,
                                   titleVisibility: .visible) {
            Button(say("abandon_leave"), role: .destructive) { leave() }
            Button(say("abandon_keep"), role: .cancel) {}
        }
    }
}

extension NoticeKind {
    /// A tap or a control refused: said under the board, not an alert.
    var isRefusal: Bool { if case .refused = self { true } else { false } }
}
#endif
