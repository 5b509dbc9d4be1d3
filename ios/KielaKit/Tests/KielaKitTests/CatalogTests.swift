import Foundation
import XCTest
import KielaCore
import KielaWords
import KielaCatalog
@testable import KielaKit

/// The String Catalog: made from the Android strings, every key in all four languages, and the
/// words the app makes from the game resolved through it.
final class CatalogTests: XCTestCase {
    let languages = ["en", "pt", "nl", "ar"]

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
        XCTAssertEqual(en.text(Words.stones(1)), "1 stone")
        XCTAssertEqual(en.text(Words.stones(3)), "3 stones")
        XCTAssertEqual(en.text(Words.stones(0)), "0 stones")
        let ar = try CatalogLocalizer(catalog: catalogData(), language: "ar")
        XCTAssertEqual(ar.text(Words.stones(2)), "2 حجران")
        XCTAssertEqual(ar.text(Words.stones(5)), "5 أحجار")
        XCTAssertEqual(CatalogLocalizer.pluralForm(11, language: "ar"), "many")
        XCTAssertEqual(CatalogLocalizer.pluralForm(100, language: "ar"), "other")
        XCTAssertEqual(CatalogLocalizer.pluralForm(0, language: "pt"), "one")
    }

    func testTheAppsSentencesFromTheGamesFacts() throws {
        let en = try CatalogLocalizer(catalog: catalogData(), language: "en")
        XCTAssertEqual(en.text(Words.houseLabel(index: 26, stones: 3, viewer: .south, sown: true, hinted: false)),
                       "Your inner house 7, 3 stones, can be sown")
        XCTAssertEqual(en.text(Words.houseLabel(index: 26, stones: 1, viewer: .north, sown: false, hinted: true)),
                       "Opponent's inner house 7, 1 stone, hinted")
        let spot = spotOf(side: .north, house: .i3)
        let news = CaptureNews(inner: spotOf(side: .south, house: .i3), outer: spotOf(side: .south, house: .o3), stones: 6)
        XCTAssertEqual(en.text(Words.announcement(Announcement(mover: .north, byComputer: true, played: .sow(house: spot),
                                                               relays: 0, captures: [news], captured: 6))),
                       "The computer sowed its inner house 3. 6 stones captured.")
        XCTAssertEqual(en.text(Words.announcement(Announcement(mover: .north, byComputer: false, played: .sow(house: spot),
                                                               relays: 2, captures: [], captured: 0))),
                       "Your opponent sowed their inner house 3. 2 relays.")
        XCTAssertEqual(en.text(Words.refusal(refusalOf(error: .TooFewStones(spot: spot, stones: 1, min: 2)))),
                       "A house needs at least 2 stones to be sown.")
        XCTAssertEqual(en.text(Words.headline(.gameOver(outcome: .lost))), "Game over")
        XCTAssertEqual(en.text(Words.variant(.traditional)), "Traditional, 28 stones each")
        let result = GameResult(winner: .south, reason: .noCapture, southStones: 30, northStones: 26, person: .won)
        XCTAssertEqual(en.text(Words.resultReason(result, variant: .traditional)),
                       "100 moves without a capture; the stones decided.")
        let game = GameSession(settings: againstComputer()).snapshot()
        XCTAssertEqual(en.text(Words.finalStones(result, of: game, settings: againstComputer())),
                       "Final stones: You 30, Computer 26")
        let friends = GameSession(settings: people()).snapshot()
        XCTAssertEqual(en.text(Words.playerStones(.north, of: friends, settings: people())), "Top player 28 stones")
        XCTAssertEqual(en.text(.key("no_such_key")), "no_such_key", "a missing key is said, not a crash")
        // A hint says why, then the mover's chance of winning after it where the core gives one
        // (none where the reason says a win already).
        let hint = { (reason: HintReason, value: ReviewValue?) in Hint(house: spot, landsIn: spot, reason: reason, value: value) }
        XCTAssertEqual(en.text(Words.hint(hint(.bestPosition, .chance(percent: 61)))), "The strongest move here — 61% to win.")
        XCTAssertEqual(en.text(Words.hint(hint(.captures(stones: 3), .win(plies: 9)))), "Captures 3 stones — a forced win.")
        XCTAssertEqual(en.text(Words.hint(hint(.threatensCapture(stones: 1), .loss(plies: 4)))),
                       "Threatens to capture 1 stone — a forced loss.")
        XCTAssertEqual(en.text(Words.hint(hint(.forcesWin(moves: 3), nil))), "Wins in 3 moves, whatever your opponent does.")
        XCTAssertEqual(en.text(Words.hint(hint(.winsNow, nil))), "This move wins the game.")
        let ar = try CatalogLocalizer(catalog: catalogData(), language: "ar")
        XCTAssertEqual(ar.text(Words.hint(hint(.bestPosition, .chance(percent: 61)))), "أقوى نقلة هنا — فرصة الفوز 61٪.")
    }

    func testEveryKeyTheAppUsesIsInTheCatalog() throws {
        let keys = try CatalogLocalizer(catalog: catalogData(), language: "en").keys
        var used: [KielaCatalog.Phrase] = Level.allCases.map(Words.level) + AnimationSpeed.allCases.map(Words.speed)
            + Side.allCases.map(Words.side) + Variant.allCases.map(Words.variant)
            + CaptureSowing.allCases.map(Words.captureSowing)
        let reasons: [HintReason] = [.winsNow, .winsOnStones, .forcesWin(moves: 2), .captures(stones: 2),
                                     .savesFromCapture(stones: 2), .threatensCapture(stones: 2), .bestPosition]
        let o1 = spotOf(side: .south, house: .o1)
        for value in [ReviewValue.chance(percent: 61), .win(plies: 3), .loss(plies: 2), nil] {
            used += reasons.map { Words.hint(Hint(house: o1, landsIn: o1, reason: $0, value: value)) }
        }
        let refusals: [Refusal] = [.gameOver, .computerToMove, .notYourHouse, .emptyHouse, .tooFewStones(min: 2), .endlessMove, .other]
        used += refusals.map(Words.refusal) + [Words.notice(.saveUnreadable), Words.notice(.statisticsUnreadable)]
        let headlines: [Headline] = [.yourTurn, .rearrangeOrSow, .theirTurn, .computerThinking] + PersonOutcome.allCases.map { .gameOver(outcome: $0) }
        used += headlines.map(Words.headline)
        let games = [people(), againstComputer()].map { (GameSession(settings: $0).snapshot(), $0) }
        for person in [PersonOutcome.won, .lost, .drawn, nil] {
            for winner in [Side.south, .north, nil] {
                for reason in EndReason.allCases {
                    let r = GameResult(winner: winner, reason: reason, southStones: 1, northStones: 2, person: person)
                    used += [Words.resultTitle(r, viewer: .south), Words.resultReason(r, variant: .beginner)]
                    used += games.map { Words.finalStones(r, of: $0.0, settings: $0.1) }
                }
            }
        }
        let spot = spotOf(side: .north, house: .o1)
        for byComputer in [false, true] {
            for played in [Turn.sow(house: spot), .sow(house: spotOf(side: .north, house: .i1)), .setup(board: [])] {
                used.append(Words.announcement(Announcement(mover: .north, byComputer: byComputer, played: played,
                                                            relays: 1, captures: [], captured: 1)))
            }
        }
        for index in 0..<40 { used.append(Words.houseLabel(index: index, stones: 2, viewer: .north, sown: true, hinted: true)) }
        for key in used.flatMap(\.keys) { XCTAssertTrue(keys.contains(key), "\(key) is not in the catalog") }
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

    func testAPluralsNumberIsMadeItsFirstArgument() {
        // A compiled catalog picks the plural form by the first argument.
        let forms = ["one": "Your %1$@ faces their %2$@, %4$lld stone (%3$@)", "other": "%3$@ %2$@ %1$@: %4$lld"]
        XCTAssertEqual(Catalog.numberFirst(forms), ["one": "Your %2$@ faces their %3$@, %1$lld stone (%4$@)",
                                                    "other": "%4$@ %3$@ %2$@: %1$lld"])
        let first = ["one": "%1$lld of %2$lld", "other": "%1$lld of %2$lld"]
        XCTAssertEqual(Catalog.numberFirst(first), first, "already first, or two numbers: as it is")
        XCTAssertEqual(Catalog.numberFirst(["other": "%lld stones"]), ["other": "%lld stones"])
        XCTAssertEqual(Catalog.numberFirst(["other": "%2$lld in your %1$@"]), ["other": "%1$lld in your %2$@"])
        // The number a plural agrees with, when it is not the first: "3 of 150 solved" by the 150.
        XCTAssertEqual(Catalog.numberFirst(first, quantity: 2), ["one": "%2$lld of %1$lld", "other": "%2$lld of %1$lld"])
        XCTAssertEqual(Catalog.pluralQuantity["puzzle_progress"], 2)
    }

    func testAndroidFormatsAndEscapesAreConverted() {
        XCTAssertEqual(Catalog.convert("Final: %1$s %2$d, %s %d"), "Final: %1$@ %2$lld, %@ %lld")
        XCTAssertEqual(Catalog.convert("  It\\'s \\\"here\\\"\\nnext "), "It's \"here\"\nnext")
    }
}
