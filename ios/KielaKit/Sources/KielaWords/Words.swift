import KielaCatalog
import KielaCore

/// The catalog's phrase (KielaCore now exports one too, made by the Rust core).
public typealias Phrase = KielaCatalog.Phrase

/// The game's data put into words: every sentence the app says about the game is made here
/// from the enums and numbers the Rust core gives (the same sentences as on Android, whose words
/// live in its ui/ folder, outside its game/ logic). This module knows the core's types and the
/// catalog's phrases, never KielaKit's: KielaKit and the app say things through it.
public enum Words {
    public static func stones(_ n: Int) -> Phrase { .key("stones_count", [.number(n)]) }

    public static func level(_ level: Level) -> Phrase {
        switch level {
        case .beginner: .key("level_beginner")
        case .easy: .key("level_easy")
        case .medium: .key("level_medium")
        case .hard: .key("level_hard")
        case .expert: .key("level_expert")
        }
    }

    public static func speed(_ speed: AnimationSpeed) -> Phrase {
        switch speed {
        case .slow: .key("speed_slow")
        case .normal: .key("speed_normal")
        case .fast: .key("speed_fast")
        case .instant: .key("speed_instant")
        }
    }

    public static func side(_ side: Side) -> Phrase { .key(side == .south ? "side_south" : "side_north") }

    public static func variant(_ variant: Variant) -> Phrase {
        let stones = ruleFacts(variant: variant).stonesPerPlayer
        return .key(variant == .traditional ? "variant_traditional" : "variant_beginner", [.number(stones)])
    }

    public static func captureSowing(_ rule: CaptureSowing) -> Phrase {
        .key(rule == .afterCapturingHouse ? "capture_sowing_after_captor" : "capture_sowing_lap_start")
    }

    /// "Your inner house 7, 3 stones, can be sown", as seen by `viewer`.
    public static func houseLabel(index: Int, stones: Int, viewer: Side, sown: Bool, hinted: Bool) -> Phrase {
        guard let spot = spotAt(index: index) else { return Self.stones(stones) }
        let mine = spot.side == viewer
        let name = switch (mine, spot.row) {
        case (true, .inner): "house_yours_inner"
        case (true, .outer): "house_yours_outer"
        case (false, .inner): "house_theirs_inner"
        case (false, .outer): "house_theirs_outer"
        }
        var parts: [Phrase] = [.key(name, [.number(spot.number)]), Self.stones(stones)]
        if sown { parts.append(.key("house_can_be_sown")) }
        if hinted { parts.append(.key("house_hinted")) }
        return .joined(parts, separator: ", ")
    }

    /// A house by its owner's name for it: "inner house 3".
    public static func houseShort(_ spot: Spot) -> Phrase {
        .key(spot.row == .inner ? "house_short_inner" : "house_short_outer", [.number(spot.number)])
    }

    /// The status line over a seat: whose turn it is, or that the game is over.
    public static func headline(_ headline: Headline) -> Phrase {
        switch headline {
        case .yourTurn: .key("turn_yours")
        case .rearrangeOrSow: .key("turn_setup")
        case .theirTurn: .key("turn_theirs")
        case .computerThinking: .key("turn_computer")
        case .gameOver: .key("game_over")
        }
    }

    /// What VoiceOver says as the other side's turn starts to play: the move, its relays, its captures.
    public static func announcement(_ said: Announcement) -> Phrase {
        var parts: [Phrase] = switch said.played {
        case .sow(let spot):
            [.key(said.byComputer ? "announce_computer_sowed" : "announce_opponent_sowed", [.phrase(houseShort(spot))])]
        case .setup:
            [.key(said.byComputer ? "announce_computer_rearranged" : "announce_opponent_rearranged")]
        }
        if said.relays > 0 { parts.append(.key("announce_relays", [.number(said.relays)])) }
        if said.captured > 0 { parts.append(.key("announce_captured", [.number(said.captured)])) }
        return .joined(parts, separator: " ")
    }

    /// Why a tap or a control was refused, in one line (a thrown error's through `refusalOf`).
    public static func refusal(_ refusal: Refusal) -> Phrase {
        switch refusal {
        case .emptyHouse: .key("refused_empty")
        case .tooFewStones(let min): .key("refused_too_few", [.number(min)])
        case .notYourHouse: .key("refused_not_yours")
        case .endlessMove: .key("refused_endless")
        case .computerToMove: .key("refused_computer")
        case .gameOver: .key("refused_game_over")
        case .other: .key("refused_other")
        }
    }

    public static func notice(_ notice: Notice) -> Phrase {
        switch notice {
        case .saveUnreadable: .key("save_corrupt")
        case .statisticsUnreadable: .key("statistics_unreadable")
        case .statisticsPartSetAside: .key("history_set_aside")
        case .saveFromNewerVersion: .key("save_newer")
        case .statisticsFromNewerVersion: .key("statistics_newer")
        }
    }

    /// A hint's line: its reason, then the position after the move as the core values it ("The
    /// strongest move here — 61% to win."); the core gives no value where the reason already
    /// says the win.
    public static func hint(_ hint: Hint) -> Phrase {
        let reason: Phrase = switch hint.reason {
        case .winsNow: .key("hint_wins_now")
        case .winsOnStones: .key("hint_wins_on_stones")
        case .forcesWin(let moves): .key("hint_forces_win", [.number(moves)])
        case .captures(let stones): .key("hint_captures", [.number(stones)])
        case .savesFromCapture(let stones): .key("hint_saves", [.number(stones)])
        case .threatensCapture(let stones): .key("hint_threatens", [.number(stones)])
        case .bestPosition: .key("hint_best_position")
        }
        guard let after = hint.value else { return reason }
        return .key("hint_with_value", [.phrase(reason), .phrase(value(after))])
    }

    /// The title of a finished game: against the computer from the person's side, else by seat.
    public static func resultTitle(_ result: GameResult, viewer: Side) -> Phrase {
        switch result.person {
        case .won: .key("result_you_won")
        case .lost: .key("result_you_lost")
        case .drawn: .key("result_draw")
        case nil:
            switch result.winner {
            case nil: .key("result_draw")
            case viewer?: .key("result_bottom_won")
            default: .key("result_top_won")
            }
        }
    }

    public static func resultReason(_ result: GameResult, variant: Variant) -> Phrase {
        switch result.reason {
        case .noLegalMove: .key("reason_no_legal_move")
        case .repetition: .key("reason_repetition")
        case .noCapture: .key("reason_no_capture", [.number(ruleFacts(variant: variant).quietMoveLimit)])
        }
    }

    /// "Final stones: You 30, Computer 26", the bottom player first, each side by who plays it.
    public static func finalStones(_ result: GameResult, of game: Snapshot, settings: GameSettings) -> Phrase {
        let bottom = game.viewer, top = game.viewer.other
        let stones = { (side: Side) in side == .south ? result.southStones : result.northStones }
        return .key("result_final_stones", [.phrase(player(bottom, of: game, settings: settings)), .number(stones(bottom)),
                                            .phrase(player(top, of: game, settings: settings)), .number(stones(top))])
    }

    /// Who plays `side`: the computer, you, or with two people the bottom or top player.
    public static func player(_ side: Side, of game: Snapshot, settings: GameSettings) -> Phrase {
        if case .computer = side == .south ? settings.south : settings.north { return .key("player_computer") }
        if game.twoPeople { return .key(side == game.viewer ? "player_bottom" : "player_top") }
        return .key("player_you")
    }

    /// A status line's "You 28 stones", as on Android.
    public static func playerStones(_ side: Side, of game: Snapshot, settings: GameSettings) -> Phrase {
        let stones = side == .south ? game.southStones : game.northStones
        return .joined([player(side, of: game, settings: settings), Self.stones(stones)], separator: " ")
    }
}

public extension Side {
    var other: Side { self == .south ? .north : .south }
}

/// What the app says once, in an alert, and then forgets (the view calls `GameModel.noticeShown()`).
/// Here rather than in KielaKit (whose `GameState` holds one) because its words are made here.
public enum Notice: Equatable, Sendable {
    /// The saved game could not be read: a new game began, the bad file was kept aside.
    case saveUnreadable
    /// The statistics could not be read: they start again, the bad file was kept aside.
    case statisticsUnreadable
    /// A part of the statistics (the puzzles solved, the recent games) could not be read: the
    /// file read was kept aside and the games counted written back without it.
    case statisticsPartSetAside
    /// The saved game was written by a newer version of the app: a new game began, and the file
    /// is kept as it is, never written over this run.
    case saveFromNewerVersion
    /// The statistics were written by a newer version of the app: they start again for this run,
    /// and the file is kept as it is, never written over this run.
    case statisticsFromNewerVersion
}
