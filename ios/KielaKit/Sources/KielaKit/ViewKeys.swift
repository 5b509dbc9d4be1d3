/// The catalog keys the SwiftUI views use by name (menus, titles, the rules screen), in one
/// list so the tests check each one is in the catalog in every language (and that the views
/// name no key missing here).
public enum ViewKeys {
    public static let rules: [(title: String, body: String)] = [
        ("rules_intro_title", "rules_intro"), ("rules_board_title", "rules_board"),
        ("rules_start_title", "rules_start"), ("rules_sowing_title", "rules_sowing"),
        ("rules_relay_title", "rules_relay"), ("rules_capture_title", "rules_capture"),
        ("rules_army_title", "rules_army"), ("rules_end_title", "rules_end"),
        ("rules_options_title", "rules_options"), ("history_title", "history"),
        ("history_spirit_title", "history_spirit"),
    ]

    public static let all: [String] = rules.flatMap { [$0.title, $0.body] } + [
        "app_name", "rules_title", "rules_diagram_start", "rules_diagram_capture",
        "rules_diagram_start_description", "rules_diagram_capture_description",
        "action_undo", "action_redo", "action_hint", "action_menu", "action_new_game", "action_rules",
        "action_statistics", "action_settings", "action_share", "action_close", "action_rearrange",
        "action_move_now", "action_look_at_board", "action_start", "hint_thinking",
        "new_game_title", "new_game_opponent", "opponent_friend", "new_game_side", "new_game_first",
        "first_you", "first_computer", "new_game_variant", "new_game_capture_sowing",
        "new_game_expert_opening", "new_game_expert_opening_detail",
        "setup_title", "setup_help", "setup_in_hand", "setup_commit", "setup_cancel",
        "board_description", "player_you", "player_computer", "player_bottom", "player_top",
        "statistics_title", "statistics_empty", "statistics_games", "statistics_won", "statistics_drawn",
        "statistics_lost", "statistics_best_streak", "statistics_unaided", "statistics_assisted",
        "settings_title", "settings_speed", "settings_haptics", "settings_system",
    ]
}
