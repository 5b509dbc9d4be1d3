#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// New game: opponent, side and who starts, variant, the capture-sowing house rule, the expert
/// opening. Starts from the last choice; the core makes the game's settings from it.
@MainActor
struct NewGameSheet: View {
    @Environment(AppModel.self) private var app
    @Environment(\.dismiss) private var dismiss
    @State private var choice = defaultNewGameChoice()

    var body: some View {
        let friend = choice.opponent == .friend
        Form {
            Picker(say("new_game_opponent"), selection: field(\.opponent) { $0.with(opponent: $1) }) {
                ForEach(levels(), id: \.self) { Text(Words.level($0).text).tag(Opponent.computer(level: $0)) }
                Text(say("opponent_friend")).tag(Opponent.friend)
            }
            if !friend {
                Picker(say("new_game_side"), selection: field(\.side) { $0.with(side: $1) }) {
                    ForEach(Side.allCases, id: \.self) { Text(Words.side($0).text).tag($0) }
                }
            }
            Picker(say("new_game_first"), selection: field(\.youStart) { $0.with(youStart: $1) }) {
                Text(say(friend ? "player_bottom" : "first_you")).tag(true)
                Text(say(friend ? "player_top" : "first_computer")).tag(false)
            }
            Picker(say("new_game_variant"), selection: field(\.variant) { $0.with(variant: $1) }) {
                ForEach(Variant.allCases, id: \.self) { Text(Words.variant($0).text).tag($0) }
            }
            Picker(say("new_game_capture_sowing"), selection: field(\.captureSowing) { $0.with(captureSowing: $1) }) {
                ForEach(CaptureSowing.allCases, id: \.self) { Text(Words.captureSowing($0).text).tag($0) }
            }
            Toggle(isOn: field(\.expertOpening) { $0.with(expertOpening: $1) }) {
                Text(say("new_game_expert_opening"))
                Text(say("new_game_expert_opening_detail"))
            }
        }
        .navigationTitle(say("new_game_title"))
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button(say("action_close")) { dismiss() } }
            ToolbarItem(placement: .confirmationAction) {
                Button(say("action_start")) { app.start(choice); dismiss() }
            }
        }
        .onAppear { choice = app.preferences.choice }
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
    @Environment(\.dismiss) private var dismiss

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
        .toolbar { Button(say("action_close")) { dismiss() } }
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

/// Per level: games, wins, draws, losses and the best streak; games with undo or hints apart.
@MainActor
struct StatisticsView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let opponents = app.game.state.statistics.opponents.filter { $0.unaided.played + $0.assisted.played > 0 }
        List {
            if opponents.isEmpty { Text(say("statistics_empty")) }
            ForEach(opponents, id: \.opponent) { entry in
                Section(name(entry.opponent)) {
                    tally(say("statistics_unaided"), entry.unaided)
                    tally(say("statistics_assisted"), entry.assisted)
                    LabeledContent(say("statistics_best_streak"), value: "\(entry.bestStreak)")
                }
            }
        }
        .navigationTitle(say("statistics_title"))
        .toolbar { Button(say("action_close")) { dismiss() } }
    }

    private func name(_ opponent: Opponent) -> String {
        switch opponent {
        case .computer(let level): Words.level(level).text
        case .friend: say("opponent_friend")
        }
    }

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
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            // The speed is the game's own, kept with it.
            Picker(say("settings_speed"), selection: Binding(
                get: { app.game.animationSpeed }, set: { app.game.animationSpeed = $0 })) {
                ForEach(animationSpeeds(), id: \.self) { Text(Words.speed($0).text).tag($0) }
            }
            Toggle(say("settings_haptics"), isOn: Binding(
                get: { app.preferences.haptics }, set: { value in app.update { $0.haptics = value } }))
            Text(say("settings_system")).font(.footnote).foregroundStyle(.secondary)
        }
        .navigationTitle(say("settings_title"))
        .toolbar { Button(say("action_close")) { dismiss() } }
    }
}
#endif
