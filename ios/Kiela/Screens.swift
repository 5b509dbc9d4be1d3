#if canImport(SwiftUI)
import SwiftUI
import KielaCatalog
import KielaKit
import KielaCore

/// New game, compact: the opponent as cards (the five levels, each with its short word on how
/// it plays, and a friend), side and who starts as segmented pickers, the variant and the
/// capture-sowing house rule as choices of two, the expert opening as a switch, and one Play
/// button. Starts from the last choice; the core makes the game's settings from it.
@MainActor
struct NewGameSheet: View {
    @Environment(AppModel.self) private var app
    @Environment(\.dismiss) private var dismiss
    @State private var choice = defaultNewGameChoice()
    /// Play was pressed with a game in progress: the driver's question is asked first.
    @State private var leaving = false

    var body: some View {
        let friend = choice.opponent == .friend
        ScrollView {
            VStack(alignment: .leading, spacing: 18) {
                part(say("new_game_opponent")) {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 10)], spacing: 10) {
                        ForEach(levels(), id: \.self) { level in
                            opponentCard(.computer(level: level), title: levelPhrase(level: level).text, about: levelAboutPhrase(level: level).text,
                                         icon: "cpu.fill", yours: level == yourLevel)
                        }
                        opponentCard(.friend, title: say("opponent_friend"), about: say("opponent_friend_about"),
                                     icon: "person.2.fill")
                    }
                }
                if !friend {
                    part(say("new_game_side")) {
                        Picker(say("new_game_side"), selection: field(\.side) { $0.with(side: $1) }) {
                            ForEach(Side.allCases, id: \.self) { Text(sidePhrase(side: $0).text).tag($0) }
                        }
                        .pickerStyle(.segmented)
                        .labelsHidden()
                    }
                }
                part(say("new_game_first")) {
                    Picker(say("new_game_first"), selection: field(\.youStart) { $0.with(youStart: $1) }) {
                        Text(say(friend ? "player_bottom" : "first_you")).tag(true)
                        Text(say(friend ? "player_top" : "first_computer")).tag(false)
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                }
                part(say("new_game_variant")) {
                    options(Variant.allCases, field(\.variant) { $0.with(variant: $1) }) { variantPhrase(variant: $0).text }
                }
                part(say("new_game_capture_sowing")) {
                    options(CaptureSowing.allCases, field(\.captureSowing) { $0.with(captureSowing: $1) }) { captureSowingPhrase(rule: $0).text }
                }
                Toggle(isOn: field(\.expertOpening) { $0.with(expertOpening: $1) }) {
                    Text(say("new_game_expert_opening"))
                    Text(say("new_game_expert_opening_detail"))
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Button { if app.screen?.abandon != nil { leaving = true } else { play() } } label: {
                Text(say("action_play")).font(.headline).frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
            .background(.bar)
        }
        .navigationTitle(say("new_game_title"))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(say("action_close")) { dismiss() } }
        }
        .onAppear { if let chosen = app.screen?.preferences.choice { choice = chosen } }
        .modifier(AskBeforeLeaving(asking: $leaving, leave: play))
    }

    /// The level nearest the person's rating, as the core finds it: marked on its card.
    private var yourLevel: Level? { app.screen?.statistics.rating.yourLevel }

    private func play() {
        app.guideNote = nil
        app.send(.newGame(choice: choice))
        dismiss()
    }

    private func part(_ title: String, @ViewBuilder _ content: () -> some View) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline).accessibilityAddTraits(.isHeader)
            content()
        }
    }

    /// An opponent to choose: a card with its name and how it plays, outlined when chosen;
    /// "Your level" on the level nearest the person's rating.
    private func opponentCard(_ opponent: Opponent, title: String, about: String, icon: String,
                              yours: Bool = false) -> some View {
        let chosen = choice.opponent == opponent
        return Button { choice = choice.with(opponent: opponent) } label: {
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: icon).foregroundStyle(.tint)
                    Text(title).font(.subheadline.bold())
                    Spacer(minLength: 0)
                    if chosen { Image(systemName: "checkmark.circle.fill").foregroundStyle(.tint) }
                }
                Text(about).font(.caption).foregroundStyle(.secondary).multilineTextAlignment(.leading)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if yours {
                    Label(say("your_level"), systemImage: "person.crop.circle.badge.checkmark")
                        .font(.caption.bold())
                        .foregroundStyle(.tint)
                }
                Spacer(minLength: 0)
            }
            .padding(10)
            .frame(maxWidth: .infinity, minHeight: 76, alignment: .topLeading)
            .background(.tint.opacity(chosen ? 0.16 : 0.05), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 14, style: .continuous).strokeBorder(chosen ? AnyShapeStyle(.tint) : AnyShapeStyle(.quaternary), lineWidth: chosen ? 2 : 1))
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(chosen ? .isSelected : [])
    }

    /// A choice of a few long-worded options, one a row, the chosen one ticked (too long for a
    /// segmented picker's segments).
    private func options<T: Hashable>(_ all: [T], _ selection: Binding<T>, _ label: @escaping (T) -> String) -> some View {
        VStack(spacing: 0) {
            ForEach(Array(all.enumerated()), id: \.offset) { k, option in
                if k > 0 { Divider() }
                Button { selection.wrappedValue = option } label: {
                    HStack {
                        Text(label(option)).multilineTextAlignment(.leading)
                        Spacer(minLength: 8)
                        if selection.wrappedValue == option { Image(systemName: "checkmark.circle.fill").foregroundStyle(.tint) }
                    }
                    .padding(.horizontal, 12)
                    .padding(.vertical, 10)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(selection.wrappedValue == option ? .isSelected : [])
            }
        }
        .background(.tint.opacity(0.05), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    /// One field of the choice, for a control (the core's record has constant fields: a change
    /// makes a new choice).
    private func field<T>(_ value: KeyPath<NewGameChoice, T>,
                          _ changed: @escaping (NewGameChoice, T) -> NewGameChoice) -> Binding<T> {
        Binding(get: { choice[keyPath: value] }, set: { choice = changed(choice, $0) })
    }
}

private extension NewGameChoice {
    func with(opponent: Opponent? = nil, side: Side? = nil, youStart: Bool? = nil, variant: Variant? = nil,
              captureSowing: CaptureSowing? = nil, expertOpening: Bool? = nil) -> NewGameChoice {
        NewGameChoice(opponent: opponent ?? self.opponent, side: side ?? self.side, youStart: youStart ?? self.youStart,
                      variant: variant ?? self.variant, captureSowing: captureSowing ?? self.captureSowing,
                      expertOpening: expertOpening ?? self.expertOpening)
    }
}

/// The rules in our own words and the history of the game (the same text as on Android).
@MainActor
struct RulesView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(Self.sections, id: \.title) { part in
                    Text(say(part.title)).font(.title2.bold())
                    Text(say(part.body))
                    if part.title == "rules_start_title" {
                        BoardDiagram(content: Self.start, caption: say("rules_diagram_start"),
                                     description: say("rules_diagram_start_description"))
                    } else if part.title == "rules_capture_title" {
                        BoardDiagram(content: Self.capture, caption: say("rules_diagram_capture"),
                                     description: say("rules_diagram_capture_description"))
                    }
                }
            }
            .padding()
        }
        .navigationTitle(say("rules_title"))
    }

    /// The rules' sections, each a title and its text, in the order they are read.
    private static let sections: [(title: String, body: String)] = [
        ("rules_intro_title", "rules_intro"), ("rules_board_title", "rules_board"),
        ("rules_start_title", "rules_start"), ("rules_sowing_title", "rules_sowing"),
        ("rules_relay_title", "rules_relay"), ("rules_capture_title", "rules_capture"),
        ("rules_army_title", "rules_army"), ("rules_end_title", "rules_end"),
        ("rules_options_title", "rules_options"), ("history_title", "history"),
        ("history_spirit_title", "history_spirit"),
    ]

    /// The traditional start, as the core lays it out.
    private static let start = BoardContent(board: GameSession(settings: defaultSettings()).snapshot().board, viewer: .south)

    /// Your last stone lands in your inner house 5 (index 24), which had stones, facing an
    /// opponent's inner house with 3 (index 14): you take it and the 2 behind it (index 4).
    private static let capture = BoardContent(
        board: (0..<40).map { i in
            switch i {
            case 24: 2
            case 14: 3
            case 4: 2
            case 0...9: 1
            case 30...39: 2
            default: 0
            }
        },
        viewer: .south,
        marks: [HouseMark(house: 24, kind: .captor), HouseMark(house: 14, kind: .takenFrom(stones: 3)),
                HouseMark(house: 4, kind: .takenFrom(stones: 2))])
}

/// The person's rating with its ± and its history first; then the recent games, newest first,
/// each opening its review; then per level: games, wins, draws, losses and the best streak,
/// games with undo or hints apart.
@MainActor
struct StatisticsView: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        let statistics = app.screen?.statistics ?? emptyStatistics()
        let opponents = statistics.opponents.filter { $0.unaided.played + $0.assisted.played > 0 }
        List {
            if opponents.isEmpty { Text(say("statistics_empty")) }
            RatingSection(rating: statistics.rating)
            if !statistics.recentGames.isEmpty {
                Section(say("history_recent_title")) {
                    // Each with its turns and seats as the core keeps them (twenty at most).
                    ForEach(Array(statistics.recentGames.enumerated()), id: \.offset) { _, game in
                        NavigationLink(value: GameView.Screen.review(record: game.record, seats: game.seats)) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(pastGameTitlePhrase(game: game).text).font(.body)
                                Text(pastGameDetailsPhrase(game: game).text).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityHint(say("review_action"))
                    }
                }
            }
            ForEach(opponents, id: \.opponent) { entry in
                Section(name(entry.opponent)) {
                    tally(say("statistics_unaided"), entry.unaided)
                    tally(say("statistics_assisted"), entry.assisted)
                    LabeledContent(say("statistics_best_streak"), value: "\(entry.bestStreak)")
                }
            }
        }
        .navigationTitle(say("statistics_title"))
    }

    private func name(_ opponent: Opponent) -> String { opponentPhrase(opponent: opponent).text }

    private func tally(_ title: String, _ t: Tally) -> some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            LabeledContent(say("statistics_games"), value: "\(t.played)")
            LabeledContent(say("statistics_won"), value: "\(t.won)")
            LabeledContent(say("statistics_drawn"), value: "\(t.drawn)")
            LabeledContent(say("statistics_lost"), value: "\(t.lost)")
        }
    }
}

@MainActor
struct SettingsView: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        Form {
            // The speed is the game's own, kept with it.
            Picker(say("settings_speed"), selection: Binding(
                get: { app.screen?.speed ?? .normal }, set: { app.send(.setSpeed(speed: $0)) })) {
                ForEach(animationSpeeds(), id: \.self) { Text(speedPhrase(speed: $0).text).tag($0) }
            }
            Toggle(say("settings_haptics"), isOn: Binding(
                get: { app.screen?.preferences.haptics ?? true }, set: { app.send(.setHaptics(on: $0)) }))
            Toggle(say("settings_sound"), isOn: Binding(
                get: { app.screen?.preferences.sound ?? true }, set: { app.send(.setSound(on: $0)) }))
            Toggle(say("settings_house_names"), isOn: Binding(
                get: { app.screen?.preferences.houseNames ?? true }, set: { app.send(.setHouseNames(on: $0)) }))
            Text(say("settings_system")).font(.footnote).foregroundStyle(.secondary)
        }
        .navigationTitle(say("settings_title"))
    }
}
#endif
