import Foundation
import KielaCatalog
import KielaCore

/// The core's seats of a reviewed game, as the review screen asks for them.
public extension ReviewSeats {
    /// The game on screen's seats.
    static func of(_ game: Snapshot) -> ReviewSeats {
        game.twoPeople ? .twoPeople : .againstComputer(person: game.viewer)
    }
}

public extension GameReview {
    /// How `side`'s moves were judged (the core counts them).
    func counts(_ side: Side) -> VerdictCounts { side == .south ? south : north }
}

public extension VerdictCounts {
    /// How many moves got `verdict`.
    subscript(_ verdict: Verdict) -> Int {
        switch verdict {
        case .best: best
        case .good: good
        case .inaccuracy: inaccuracy
        case .mistake: mistake
        case .blunder: blunder
        }
    }
}

/// The words of the review, the recent games, the puzzles and the guided game (the Android
/// app's strings_review, strings_puzzles and strings_guide).
public extension Words {
    // MARK: - The review

    /// A house as the game's records write it: "o4", "i10" (the same in every language).
    static func notation(_ spot: Spot) -> String { (spot.row == .inner ? "i" : "o") + String(spot.number) }

    /// A left-to-right piece (a house's notation) kept whole in a right-to-left sentence: between
    /// Unicode's left-to-right isolate and its end.
    static func ltr(_ text: String) -> Phrase.Argument { .text("\u{2066}" + text + "\u{2069}") }

    /// A house in a review's line: its notation on screen, its name for VoiceOver ("outer house 4").
    private static func house(_ spot: Spot, spoken: Bool) -> Phrase.Argument {
        spoken ? .phrase(houseShort(spot)) : ltr(notation(spot))
    }

    static func verdict(_ verdict: Verdict) -> Phrase {
        switch verdict {
        case .best: .key("review_verdict_best")
        case .good: .key("review_verdict_good")
        case .inaccuracy: .key("review_verdict_inaccuracy")
        case .mistake: .key("review_verdict_mistake")
        case .blunder: .key("review_verdict_blunder")
        }
    }

    /// A position for the mover, as the core values it: "61% to win", or a forced win or loss.
    static func value(_ value: ReviewValue) -> Phrase {
        switch value {
        case .win: .key("review_value_win")
        case .loss: .key("review_value_loss")
        case .chance(let percent): .key("review_value_chance", [.number(percent)])
        }
    }

    /// What a move that was not the best cost: close to it, a won game, a lost one walked into,
    /// or points of winning chance (`nothing` is the best move's, which its line says as such).
    static func cost(_ cost: MoveCost) -> Phrase {
        switch cost {
        case .nothing, .close: .key("review_close")
        case .winThrownAway: .key("review_gives_away_win")
        case .intoLoss: .key("review_into_loss")
        case .chance(let points): .key("review_costs_chance", [.number(points)])
        }
    }

    /// Who played `side`: you or the computer, the bottom or top player, South or North.
    static func reviewPlayer(_ side: Side, _ seats: ReviewSeats) -> Phrase {
        switch seats {
        case .againstComputer(let person): .key(side == person ? "player_you" : "player_computer")
        case .twoPeople: .key(side == .south ? "player_bottom" : "player_top")
        case .bySide: self.side(side)
        }
    }

    /// "by you", "by the computer", "by the bottom player", "by South"…
    static func reviewBy(_ side: Side, _ seats: ReviewSeats) -> Phrase {
        switch seats {
        case .againstComputer(let person): .key(side == person ? "review_by_you" : "review_by_computer")
        case .twoPeople: .key(side == .south ? "review_by_bottom" : "review_by_top")
        case .bySide: .key(side == .south ? "review_by_south" : "review_by_north")
        }
    }

    /// What the graph shows: from whose side, above the middle line more likely to win.
    static func graphCaption(_ seats: ReviewSeats) -> Phrase {
        switch seats {
        case .againstComputer: .key("review_graph_caption_you")
        case .twoPeople: .key("review_graph_caption_bottom")
        case .bySide: .key("review_graph_caption_south")
        }
    }

    /// "Turn 12 · You · o4 — Mistake: costs 14 points of winning chance; better o7 (61% to win)",
    /// or "… — Best move (61% to win)"; `spoken` names the houses in words, for VoiceOver. The
    /// values (the mover's chance, or a proven result) and what the move cost are the core's.
    static func reviewLine(_ turn: ReviewedTurn, _ seats: ReviewSeats, spoken: Bool = false) -> Phrase {
        let head = Phrase.key("review_turn", [.number(turn.turn), .phrase(reviewPlayer(turn.mover, seats)),
                                             house(turn.played, spoken: spoken)])
        guard turn.verdict != .best else {
            return .key("review_line", [.phrase(head), .phrase(.key("review_best", [.phrase(value(turn.bestValue))]))])
        }
        let better = Phrase.key("review_better", [house(turn.best, spoken: spoken), .phrase(value(turn.bestValue))])
        return .key("review_line", [.phrase(head), .phrase(.key("review_judgement", [.phrase(verdict(turn.verdict)),
                                                                                   .phrase(cost(turn.cost)), .phrase(better)]))])
    }

    /// VoiceOver's summary of the graph: "Winning chance over 42 turns; 3 mistakes and 1 blunder by
    /// you; 2 mistakes and 0 blunders by the computer", the viewer's side first.
    static func graphDescription(_ review: GameReview) -> Phrase {
        let seats = review.seats
        func side(_ side: Side) -> Phrase {
            let counts = review.counts(side)
            return .key("review_graph_side", [.phrase(verdictCount(.mistake, counts[.mistake])),
                                              .phrase(verdictCount(.blunder, counts[.blunder])), .phrase(reviewBy(side, seats))])
        }
        return .key("review_graph_description", [.phrase(.key("review_graph_turns", [.number(review.turns.count)])),
                                                 .phrase(side(review.viewer)), .phrase(side(review.viewer.other))])
    }

    /// The turn the graph has picked: "Turn 12, Mistake".
    static func graphState(_ turn: ReviewedTurn) -> Phrase {
        .key("review_graph_state", [.number(turn.turn), .phrase(verdict(turn.verdict))])
    }

    /// The board at a turn, for VoiceOver, and its legend.
    static func reviewBoard(_ turn: ReviewedTurn) -> Phrase {
        .key(turn.verdict == .best ? "review_board_played" : "review_board_better", [.number(turn.turn)])
    }

    static func reviewLegend(_ turn: ReviewedTurn) -> Phrase {
        .key(turn.verdict == .best ? "review_legend_played" : "review_legend_better")
    }

    /// "2 inaccuracies", "1 mistake".
    static func verdictCount(_ verdict: Verdict, _ n: Int) -> Phrase {
        switch verdict {
        case .best: .key("review_count_best", [.number(n)])
        case .good: .key("review_count_good", [.number(n)])
        case .inaccuracy: .key("review_count_inaccuracy", [.number(n)])
        case .mistake: .key("review_count_mistake", [.number(n)])
        case .blunder: .key("review_count_blunder", [.number(n)])
        }
    }

    /// "You: 20 best moves, 5 good moves, 2 inaccuracies, 1 mistake, 0 blunders".
    static func reviewSummary(_ side: Side, _ review: GameReview) -> Phrase {
        let counts = review.counts(side)
        return .key("review_summary_description", [.phrase(reviewPlayer(side, review.seats))]
                    + Verdict.allCases.map { Phrase.Argument.phrase(verdictCount($0, counts[$0])) })
    }

    /// "12 of 42 moves looked at", agreeing with the total (given first: see `Catalog.pluralQuantity`).
    static func reviewProgress(done: Int, total: Int) -> Phrase {
        .key("review_progress", [.number(total), .number(done)])
    }

    // MARK: - The recent games

    /// A recent game's opponent: "Computer · Easy", "Friend".
    static func pastGameTitle(_ game: PastGame) -> Phrase {
        switch game.opponent {
        case .computer(let level): .key("opponent_computer_title", [.phrase(self.level(level))])
        case .friend: .key("opponent_friend_short")
        }
    }

    /// "You won · 42 turns"; with two people, which seat won.
    static func pastGameDetails(_ game: PastGame) -> Phrase {
        let friend = game.opponent == .friend
        let outcome: Phrase = switch game.outcome {
        case .won: .key(friend ? "history_bottom_won" : "history_won")
        case .lost: .key(friend ? "history_top_won" : "history_lost")
        case .drawn: .key("history_drawn")
        }
        return .key("history_details", [.phrase(outcome), .phrase(.key("history_turns", [.number(game.turns)]))])
    }

    // MARK: - The puzzles

    static func puzzleGrade(_ grade: PuzzleGrade) -> Phrase {
        switch grade {
        case .easy: .key("puzzle_grade_easy")
        case .medium: .key("puzzle_grade_medium")
        case .hard: .key("puzzle_grade_hard")
        }
    }

    /// What a puzzle asks, short: "Take the most", "Win in 2 moves".
    static func puzzleKind(_ kind: PuzzleKind) -> Phrase {
        switch kind {
        case .mostInOne: .key("puzzle_kind_most")
        case .winIn(let moves): .key("puzzle_kind_win", [.number(moves)])
        }
    }

    /// The task over the board.
    static func puzzleTask(_ kind: PuzzleKind) -> Phrase {
        switch kind {
        case .mostInOne: .key("puzzle_task_most")
        case .winIn(let moves): .key("puzzle_task_win", [.number(moves)])
        }
    }

    /// "12 of 150 solved", agreeing with the total (given first: see `Catalog.pluralQuantity`).
    static func puzzleProgress(solved: Int, of total: Int) -> Phrase {
        .key("puzzle_progress", [.number(total), .number(solved)])
    }

    /// "Puzzle 12", its row in the list.
    static func puzzleNumber(_ number: Int) -> Phrase { .key("puzzle_number", [.number(number)]) }

    /// After the defence in a win in several moves: the moves still to make.
    static func puzzleKeepGoing(_ movesLeft: Int) -> Phrase { .key("puzzle_keep_going", [.number(movesLeft)]) }

    /// "Puzzle 12 · Easy".
    static func puzzleTitle(number: Int, _ grade: PuzzleGrade) -> Phrase {
        .key("puzzle_title", [.number(number), .phrase(puzzleGrade(grade))])
    }

    /// Why it is solved.
    static func puzzleSolved(_ puzzle: Puzzle) -> Phrase {
        switch puzzle.kind {
        case .mostInOne: .key("puzzle_solved_most", [.number(puzzle.stones), .phrase(houseShort(puzzle.answer))])
        case .winIn: .key("puzzle_solved_win")
        }
    }

    /// Why it missed, with the answer.
    static func puzzleMiss(_ miss: PuzzleMiss) -> Phrase {
        switch miss {
        case .tookFewer(let took, let most, let answer) where took == 0:
            .key("puzzle_missed_took_none", [.phrase(houseShort(answer)), .number(most)])
        case .tookFewer(let took, let most, let answer):
            .key("puzzle_missed_took", [.number(took), .phrase(houseShort(answer)), .number(most)])
        case .winEscaped(let answer):
            .key("puzzle_missed_escaped", [.phrase(houseShort(answer))])
        }
    }

    // MARK: - The guided game

    /// Each of the outcome's notes worded for its mover, made once per turn: the card shows the
    /// one a cue names, and nothing is made while the turn plays.
    static func guideNotes(_ outcome: MoveOutcome, person: Side) -> [Phrase] {
        outcome.guide.map { guide($0.note, person: person) }
    }

    /// A guide note, worded for its mover: the person, or the computer.
    static func guide(_ note: GuideNote, person: Side) -> Phrase {
        func key(_ name: String, _ mover: Spot) -> String { name + (mover.side == person ? "_you" : "_computer") }
        switch note {
        case .sowing(let house, let stones):
            return .key(key("guide_sowing", house), [.number(stones), .phrase(houseShort(house))])
        case .relay(let house, let stones, let facing?):
            return .key(key("guide_relay_inner", house), [.number(stones), .phrase(houseShort(house)), .phrase(houseShort(facing))])
        case .relay(let house, let stones, nil):
            return .key(key("guide_relay_outer", house), [.number(stones), .phrase(houseShort(house))])
        case .capture(let captor, let inner, let outer, let stones):
            // The number first: the catalog moves a plural's number to the first argument (Catalog.numberFirst).
            return .key(key("guide_capture", captor), [.number(stones), .phrase(houseShort(captor)), .phrase(houseShort(inner)),
                                                       .phrase(houseShort(outer))])
        case .joinArmy(let first, let stones):
            return .key(key("guide_army", first), [.number(stones), .phrase(houseShort(first))])
        case .turnEnds(let house, 0):
            return .key(key("guide_end", house), [.phrase(houseShort(house))])
        case .turnEnds(let house, let captured):
            return .key(key("guide_end", house) + "_taken", [.number(captured), .phrase(houseShort(house))])
        }
    }

    /// Before the person's move: the fewest stones a house needs.
    static func guidePrompt(_ variant: Variant) -> Phrase {
        .key("guide_prompt", [.number(ruleFacts(variant: variant).minStonesToSow)])
    }
}
