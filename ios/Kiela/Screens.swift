#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaCore

/// New game: opponent, side and who starts, variant, the capture-sowing house rule, the expert
/// opening. Starts from the last choices.
@MainActor
struct NewGameSheet: View {
    @Environment(AppModel.self) private var app
    @Environment(\.dismiss) private var dismiss
    @State private var choice = NewGameChoice()

    var body: some View {
        Form {
            Picker(say("new_game_opponent"), selection: $choice.level) {
                ForEach(levels(), id: \.self) { Text(Words.level($0).text).tag(Optional($0)) }
                Text(say("opponent_friend")).tag(Level?.none)
            }
            if choice.level != nil {
                Picker(say("new_game_side"), selection: $choice.side) {
                    ForEach(Side.allCases, id: \.self) { Text(Words.side($0).text).tag($0) }
                }
            }
            Picker(say("new_game_first"), selection: $choice.youStart) {
                Text(say(choice.level == nil ? "player_bottom" : "first_you")).tag(true)
                Text(say(choice.level == nil ? "player_top" : "first_computer")).tag(false)
            }
            Picker(say("new_game_variant"), selection: $choice.variant) {
                ForEach(Variant.allCases, id: \.self) { Text(Words.variant($0).text).tag($0) }
            }
            Picker(say("new_game_capture_sowing"), selection: $choice.captureSowing) {
                ForEach(CaptureSowing.allCases, id: \.self) { Text(Words.captureSowing($0).text).tag($0) }
            }
            Toggle(isOn: $choice.expertOpening) {
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
}

/// The rules in our own words and the history of the game (the same text as on Android).
@MainActor
struct RulesView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(ViewKeys.rules, id: \.title) { part in
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
            Picker(say("settings_speed"), selection: Binding(
                get: { app.preferences.speed }, set: { value in app.update { $0.speed = value } })) {
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
