import Foundation
import XCTest
import KielaCore
import KielaCatalog

/// The String Catalog: made from the Android strings, every key in every language, every
/// plural's count its first argument, and the core's phrases (every sentence the app says)
/// formatted through it, every key a builder can say in the catalog in every language.
final class CatalogTests: XCTestCase {
    /// The app's languages: English and its Android translations.
    var languages: [String] {
        get throws { try Catalog.languages(resDirectory: repoFile("android/app/src/main/res")).keys.sorted() }
    }

    func testTheCommittedCatalogIsWhatTheGeneratorMakes() throws {
        let fresh = try Catalog.make(resDirectory: repoFile("android/app/src/main/res"))
        let committed = String(decoding: try catalogData(), as: UTF8.self)
        XCTAssertTrue(fresh == committed,
                      "ios/Kiela/Localizable.xcstrings is stale: cd ios/KielaKit && swift run make-catalog")
    }

    func testEveryKeyIsTranslatedInAllFourLanguagesWithTheSameArguments() throws {
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: try catalogData()) as? [String: Any])
        XCTAssertEqual(root["sourceLanguage"] as? String, "en")
        let strings = try XCTUnwrap(root["strings"] as? [String: Any])
        XCTAssertGreaterThan(strings.count, 100)
        let localizers = try languages.map { try CatalogLocalizer(catalog: catalogData(), language: $0) }
        for localizer in localizers {
            XCTAssertEqual(localizer.keys, Set(strings.keys), "\(localizer.language): every key")
        }
        let specifier = try NSRegularExpression(pattern: #"%(\d+\$)?(lld|@)"#)
        func specifiers(_ s: String) -> [String] {
            specifier.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { (s as NSString).substring(with: $0.range) }.sorted()
        }
        for key in strings.keys {
            let english = localizers[0].format(key, [])
            for localizer in localizers {
                let text = localizer.format(key, [])
                XCTAssertFalse(text.isEmpty, "\(localizer.language) \(key)")
                XCTAssertFalse(text.contains("%d") || text.contains("%s") || text.contains("\\'"),
                               "\(localizer.language) \(key): Android's format left: \(text)")
                XCTAssertEqual(Set(specifiers(text)), Set(specifiers(english)), "\(localizer.language) \(key)")
            }
        }
    }

    func testThePluralFormsOfEachLanguage() throws {
        let en = try CatalogLocalizer(catalog: catalogData(), language: "en")
        XCTAssertEqual(en.text(stonesPhrase(n: 1)), "1 stone")
        XCTAssertEqual(en.text(stonesPhrase(n: 3)), "3 stones")
        XCTAssertEqual(en.text(stonesPhrase(n: 0)), "0 stones")
        let ar = try CatalogLocalizer(catalog: catalogData(), language: "ar")
        XCTAssertEqual(ar.text(stonesPhrase(n: 2)), "2 حجران")
        XCTAssertEqual(ar.text(stonesPhrase(n: 5)), "5 أحجار")
        XCTAssertEqual(CatalogLocalizer.pluralForm(11, language: "ar"), "many")
        XCTAssertEqual(CatalogLocalizer.pluralForm(100, language: "ar"), "other")
        XCTAssertEqual(CatalogLocalizer.pluralForm(0, language: "pt"), "one")
    }

    /// A compiled catalog picks a plural's form by its first argument, and the core gives every
    /// plural its count first: no form of any plural in any language has another number first.
    func testEveryPluralsCountIsItsFirstArgument() throws {
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: try catalogData()) as? [String: Any])
        let strings = try XCTUnwrap(root["strings"] as? [String: [String: Any]])
        let integer = try NSRegularExpression(pattern: #"%(?:(\d+)\$)?lld"#)
        var plurals = 0
        for (key, entry) in strings {
            for (language, value) in try XCTUnwrap(entry["localizations"] as? [String: [String: Any]]) {
                guard let forms = (value["variations"] as? [String: Any])?["plural"] as? [String: [String: [String: String]]] else { continue }
                plurals += 1
                let numbers = Set(forms.values.flatMap { form -> [String] in
                    let text = form["stringUnit"]?["value"] ?? ""
                    return integer.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                        Range($0.range(at: 1), in: text).map { String(text[$0]) } ?? "1"
                    }
                })
                XCTAssertTrue(numbers.isEmpty || numbers.contains("1"), "\(language) \(key): the count is not first: \(numbers)")
            }
        }
        XCTAssertGreaterThan(plurals, 40)
        // The four whose count came after other arguments, said with the count picking the form.
        let en = try CatalogLocalizer(catalog: catalogData(), language: "en")
        XCTAssertEqual(en.text(puzzleProgressPhrase(solved: 12, total: 150)), "12 of 150 solved")
        XCTAssertEqual(en.text(exercisesOfferPhrase(count: 1)), "Learn from your 1 mistake")
        XCTAssertEqual(en.text(exercisesOfferPhrase(count: 3)), "Learn from your 3 mistakes")
        XCTAssertEqual(en.text(exercisePlacePhrase(place: 2, count: 5)), "2 of 5")
        XCTAssertEqual(en.text(reviewProgressPhrase(done: 0, total: 1)), "0 of 1 move looked at")
        XCTAssertEqual(en.text(reviewProgressPhrase(done: 1, total: 42)), "1 of 42 moves looked at")
        let (i3, theirs, o3) = (spotOf(side: .south, house: .i3), spotOf(side: .north, house: .i3), spotOf(side: .north, house: .o3))
        let capture = GuideNote.capture(captor: i3, inner: theirs, outer: o3, stones: 1)
        XCTAssertEqual(en.text(guideNotePhrase(note: capture, person: .south)),
                       "Capture! Your inner house 3 faces their occupied inner house 3: you take it and their outer house 3 behind it, 1 stone.")
        XCTAssertTrue(en.text(guideNotePhrase(note: capture, person: .north)).hasPrefix("Capture! The computer's inner house 3"))
    }

    func testTheCoresPhrasesSaidThroughTheCatalog() throws {
        let en = try CatalogLocalizer(catalog: catalogData(), language: "en")
        XCTAssertEqual(en.text(houseLabelPhrase(index: 26, stones: 3, viewer: .south, sown: true, hinted: false)),
                       "Your inner house 7, 3 stones, can be sown")
        XCTAssertEqual(en.text(houseLabelPhrase(index: 26, stones: 1, viewer: .north, sown: false, hinted: true)),
                       "Opponent's inner house 7, 1 stone, hinted")
        let spot = spotOf(side: .north, house: .i3)
        let news = CaptureNews(inner: spotOf(side: .south, house: .i3), outer: spotOf(side: .south, house: .o3), stones: 6)
        XCTAssertEqual(en.text(announcementPhrase(said: Announcement(mover: .north, byComputer: true, byViewer: false, played: .sow(house: spot),
                                                                     relays: 0, captures: [news], captured: 6))),
                       "The computer sowed its inner house 3. 6 stones captured.")
        XCTAssertEqual(en.text(announcementPhrase(said: Announcement(mover: .north, byComputer: false, byViewer: false, played: .sow(house: spot),
                                                                     relays: 2, captures: [], captured: 0))),
                       "Your opponent sowed their inner house 3. 2 relays.")
        XCTAssertEqual(en.text(refusalPhrase(refusal: refusalOf(error: .TooFewStones(spot: spot, stones: 1, min: 2)))),
                       "A house needs at least 2 stones to be sown.")
        XCTAssertEqual(en.text(headlinePhrase(headline: .gameOver(outcome: .lost))), "Game over")
        XCTAssertEqual(en.text(variantPhrase(variant: .traditional)), "Traditional, 28 stones each")
        let result = GameResult(winner: .south, reason: .noCapture, southStones: 30, northStones: 26, person: .won)
        XCTAssertEqual(en.text(resultReasonPhrase(result: result, variant: .traditional)),
                       "100 moves without a capture; the stones decided.")
        let game = GameSession(settings: againstComputer()).snapshot()
        XCTAssertEqual(en.text(finalStonesPhrase(result: result, game: game, settings: againstComputer())),
                       "Final stones: You 30, Computer 26")
        let friends = GameSession(settings: people()).snapshot()
        XCTAssertEqual(en.text(playerStonesPhrase(side: .north, game: friends, settings: people())), "Top player 28 stones")
        XCTAssertEqual(en.text(.key(key: "no_such_key", args: [])), "no_such_key", "a missing key is said, not a crash")
        // A hint says why, then the mover's chance of winning after it where the core gives one
        // (none where the reason says a win already).
        let hint = { (reason: HintReason, value: ReviewValue?) in Hint(house: spot, landsIn: spot, reason: reason, value: value) }
        XCTAssertEqual(en.text(hintPhrase(hint: hint(.bestPosition, .chance(percent: 61)))), "The strongest move here — 61% to win.")
        XCTAssertEqual(en.text(hintPhrase(hint: hint(.captures(stones: 3), .win(plies: 9)))), "Captures 3 stones — a forced win.")
        XCTAssertEqual(en.text(hintPhrase(hint: hint(.forcesWin(moves: 3), nil))), "Wins in 3 moves, whatever your opponent does.")
        let ar = try CatalogLocalizer(catalog: catalogData(), language: "ar")
        XCTAssertEqual(ar.text(hintPhrase(hint: hint(.bestPosition, .chance(percent: 61)))), "أقوى نقلة هنا — فرصة الفوز 61٪.")
        // A house's notation stays whole in a right-to-left sentence.
        let turn = ReviewedTurn(turn: 3, mover: .south, played: spotOf(side: .south, house: .o4), best: spotOf(side: .south, house: .i7),
                                evaluation: 0, bestEvaluation: 0, chance: 0.5, bestChance: 0.5, verdict: .mistake,
                                value: .chance(percent: 30), bestValue: .chance(percent: 61), cost: .chance(points: 31), boardBefore: [])
        XCTAssertTrue(ar.text(reviewLinePhrase(turn: turn, seats: .twoPeople, spoken: false)).contains("\u{2066}o4\u{2069}"))
        XCTAssertEqual(en.text(reviewLinePhrase(turn: turn, seats: .againstComputer(person: .south), spoken: false)),
                       "Turn 3 · You · \u{2066}o4\u{2069} — Mistake: costs 31 points of winning chance; better \u{2066}i7\u{2069} (61% to win)")
    }

    /// Every key any builder can say, with every kind of argument: in the catalog, in every language.
    func testEveryKeyTheBuildersSayIsInTheCatalogInEveryLanguage() throws {
        var used: [Phrase] = []
        for level in Level.allCases { used += [levelPhrase(level: level), levelAboutPhrase(level: level), computerTitlePhrase(level: level)] }
        used += AnimationSpeed.allCases.map { speedPhrase(speed: $0) }
        used += Side.allCases.map { sidePhrase(side: $0) }
        for variant in Variant.allCases { used += [variantPhrase(variant: variant), guidePromptPhrase(variant: variant)] }
        used += CaptureSowing.allCases.map { captureSowingPhrase(rule: $0) }
        used += [opponentPhrase(opponent: .friend), opponentPhrase(opponent: .computer(level: .easy))]
        for n in [1, 2] { used += [stonesPhrase(n: n), stonesUnitPhrase(n: n)] }
        let players: [SeatPlayer] = [.computer(level: .hard), .you, .nearPlayer, .farPlayer]
        for player in players {
            used.append(seatNamePhrase(player: player))
            used += Side.allCases.compactMap { seatAboutPhrase(player: player, side: $0) }
        }
        let reasons: [HintReason] = [.winsNow, .winsOnStones, .forcesWin(moves: 2), .captures(stones: 2),
                                     .savesFromCapture(stones: 2), .threatensCapture(stones: 2), .bestPosition]
        let o1 = spotOf(side: .south, house: .o1)
        for value in [ReviewValue.chance(percent: 61), .win(plies: 3), .loss(plies: 2), nil] {
            used += reasons.map { hintPhrase(hint: Hint(house: o1, landsIn: o1, reason: $0, value: value)) }
        }
        let refusals: [Refusal] = [.gameOver, .computerToMove, .notYourHouse, .emptyHouse, .tooFewStones(min: 2), .endlessMove, .other]
        var notices: [NoticeKind] = [.failed(message: "x"), .saveUnreadable, .saveFromNewerVersion,
                                     .statisticsUnreadable, .statisticsFromNewerVersion, .statisticsPartSetAside]
        notices += refusals.map { NoticeKind.refused(reason: $0) }
        used += refusals.map { refusalPhrase(refusal: $0) }
        used += notices.map { noticePhrase(notice: $0) }
        var headlines: [Headline] = [.yourTurn, .rearrangeOrSow, .theirTurn, .computerThinking]
        headlines += PersonOutcome.allCases.map { Headline.gameOver(outcome: $0) }
        used += headlines.map { headlinePhrase(headline: $0) }
        let games = [people(), againstComputer()].map { (GameSession(settings: $0).snapshot(), $0) }
        for (game, settings) in games {
            for side in Side.allCases {
                used += [playerPhrase(side: side, game: game, settings: settings), playerStonesPhrase(side: side, game: game, settings: settings)]
            }
        }
        for person in [PersonOutcome.won, .lost, .drawn, nil] {
            for winner in [Side.south, .north, nil] {
                for reason in EndReason.allCases {
                    let r = GameResult(winner: winner, reason: reason, southStones: 1, northStones: 2, person: person)
                    used += [resultTitlePhrase(result: r, viewer: .south), resultReasonPhrase(result: r, variant: .beginner)]
                    used += games.map { finalStonesPhrase(result: r, game: $0.0, settings: $0.1) }
                }
            }
        }
        let spot = spotOf(side: .north, house: .o1), theirs = spotOf(side: .north, house: .i7), mine = spotOf(side: .south, house: .i4)
        for byComputer in [false, true] {
            for played in [Turn.sow(house: spot), .sow(house: spotOf(side: .north, house: .i1)), .setup(board: [])] {
                used.append(announcementPhrase(said: Announcement(mover: .north, byComputer: byComputer, byViewer: false, played: played,
                                                                  relays: 1, captures: [], captured: 1)))
            }
        }
        for index in 0..<40 { used.append(houseLabelPhrase(index: index, stones: 2, viewer: .north, sown: true, hinted: true)) }
        // The review, the recent games.
        for verdict in Verdict.allCases { used += [verdictPhrase(verdict: verdict), verdictCountPhrase(verdict: verdict, n: 2)] }
        used += [MoveCost.nothing, .close, .winThrownAway, .intoLoss, .chance(points: 3)].map { costPhrase(cost: $0) }
        used += [ReviewValue.chance(percent: 50), .win(plies: 3), .loss(plies: 4)].map { valuePhrase(value: $0) }
        for seats in [ReviewSeats.againstComputer(person: .north), .twoPeople, .bySide] {
            used.append(graphCaptionPhrase(seats: seats))
            for side in Side.allCases { used += [reviewPlayerPhrase(side: side, seats: seats), reviewByPhrase(side: side, seats: seats)] }
            for verdict in Verdict.allCases {
                let values: [(ReviewValue, ReviewValue, MoveCost)] = [
                    (.chance(percent: 50), .chance(percent: 50), .nothing), (.chance(percent: 52), .chance(percent: 55), .close),
                    (.chance(percent: 30), .chance(percent: 62), .chance(points: 32)),
                    (.chance(percent: 80), .win(plies: 50), .winThrownAway), (.loss(plies: 50), .chance(percent: 60), .intoLoss),
                ]
                for (value, bestValue, cost) in values {
                    let turn = ReviewedTurn(turn: 1, mover: .south, played: mine, best: mine, evaluation: 0, bestEvaluation: 0,
                                            chance: 0.5, bestChance: 0.5, verdict: verdict, value: value, bestValue: bestValue,
                                            cost: cost, boardBefore: [])
                    used += [reviewLinePhrase(turn: turn, seats: seats, spoken: false), reviewLinePhrase(turn: turn, seats: seats, spoken: true),
                             reviewBoardPhrase(turn: turn), reviewLegendPhrase(turn: turn), graphStatePhrase(turn: turn)]
                    let counts = VerdictCounts(best: 1, good: 0, inaccuracy: 2, mistake: 1, blunder: 3)
                    let review = GameReview(turns: [turn], finalBoard: [], seats: seats, viewer: .north,
                                            graph: [GraphPoint(played: 0, best: 0)], south: counts, north: counts, opening: 0)
                    used += [graphDescriptionPhrase(review: review), reviewSummaryPhrase(side: .north, review: review)]
                }
            }
        }
        used.append(reviewProgressPhrase(done: 1, total: 2))
        for opponent in [Opponent.friend, .computer(level: .hard)] {
            for outcome in PersonOutcome.allCases {
                for turns in [1, 2] {
                    let seats: ReviewSeats = opponent == .friend ? .twoPeople : .againstComputer(person: .south)
                    let game = PastGame(opponent: opponent, outcome: outcome, seats: seats, turns: turns, record: "", exercises: nil)
                    used += [pastGameTitlePhrase(game: game), pastGameDetailsPhrase(game: game), pastGameOutcomePhrase(game: game)]
                }
            }
        }
        // The puzzles.
        used += PuzzleGrade.allCases.map { puzzleGradePhrase(grade: $0) }
        for kind in [PuzzleKind.mostInOne, .winIn(moves: 3)] { used += [puzzleKindPhrase(kind: kind), puzzleTaskPhrase(kind: kind)] }
        used += [puzzleProgressPhrase(solved: 1, total: 2), puzzleTitlePhrase(number: 3, grade: .hard), puzzleNumberPhrase(number: 4),
                 puzzleKeepGoingPhrase(movesLeft: 1)]
        let misses: [PuzzleMiss] = [.tookFewer(took: 0, most: 3, answer: mine), .tookFewer(took: 1, most: 3, answer: mine),
                                    .winEscaped(answer: mine)]
        used += misses.map { puzzleMissPhrase(miss: $0) }
        for puzzle in [allPuzzles().first, allPuzzles().last].compactMap({ $0 }) {
            used.append(puzzleSolvedPhrase(puzzle: puzzle))
            let states: [PuzzleState] = [.solved] + misses.map { .missed(miss: $0) }
            used += states.compactMap { puzzleVerdictTitlePhrase(state: $0) }
            used += states.compactMap { puzzleVerdictWhyPhrase(state: $0, puzzle: puzzle) }
        }
        // The exercises (the person's mistakes as puzzles).
        for verdict in [Verdict.mistake, .blunder] {
            let kind = PuzzleKind.betterMove(played: theirs, verdict: verdict, bestEvaluation: 3)
            used += [puzzleKindPhrase(kind: kind), puzzleTaskPhrase(kind: kind), puzzleMissPhrase(miss: .notBetter(verdict: verdict, answer: mine))]
            let exercise = Puzzle(id: "mistake", kind: kind, grade: .easy, variant: .traditional, captureSowing: .afterCapturingHouse,
                                  board: [], answer: mine, stones: 0, nextBest: nil)
            let states: [PuzzleState] = [.solved, .missed(miss: .notBetter(verdict: verdict, answer: mine))]
            used += [puzzleSolvedPhrase(puzzle: exercise)] + states.compactMap { puzzleVerdictWhyPhrase(state: $0, puzzle: exercise) }
        }
        used += [exerciseTitlePhrase(turn: 12), exercisePlacePhrase(place: 2, count: 5), exercisesOfferPhrase(count: 3)]
        // The guided game.
        let notes: [GuideNote] = [.sowing(house: mine, stones: 2), .relay(house: mine, stones: 2, facing: theirs),
                                  .relay(house: spotOf(side: .south, house: .o2), stones: 3, facing: nil),
                                  .capture(captor: mine, inner: theirs, outer: spotOf(side: .north, house: .o7), stones: 4),
                                  .joinArmy(first: mine, stones: 4), .turnEnds(house: mine, captured: 0), .turnEnds(house: mine, captured: 4)]
        for person in Side.allCases { used += notes.map { guideNotePhrase(note: $0, person: person) } }
        let keys = Set(used.flatMap(\.keys))
        XCTAssertGreaterThan(keys.count, 150)
        for language in try languages {
            let catalog = try CatalogLocalizer(catalog: catalogData(), language: language).keys
            for key in keys.sorted() { XCTAssertTrue(catalog.contains(key), "\(language): \(key) is not in the catalog") }
        }
    }

    func testEveryKeyTheViewsNameIsInTheCatalog() throws {
        let keys = try CatalogLocalizer(catalog: catalogData(), language: "en").keys
        let folder = repoFile("ios/Kiela")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty)
        // Every lower-case word or words_like_this in quotes is a key, but an SF Symbol's name.
        let key = try NSRegularExpression(pattern: #"(?<!systemImage: )"([a-z]+(?:_[a-z]+)*)""#)
        var named = Set<String>()
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in key.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let name = (source as NSString).substring(with: match.range(at: 1))
                named.insert(name)
                XCTAssertTrue(keys.contains(name), "\(file): \(name) is not in the catalog")
            }
        }
        XCTAssertTrue(named.isSuperset(of: ["rules_intro", "history", "action_undo", "setup_commit"]), "the views' keys are found")
    }

    func testAndroidFormatsAndEscapesAreConverted() {
        XCTAssertEqual(Catalog.convert("Final: %1$s %2$d, %s %d"), "Final: %1$@ %2$lld, %@ %lld")
        XCTAssertEqual(Catalog.convert("  It\\'s \\\"here\\\"\\nnext "), "It's \"here\"\nnext")
    }
}
