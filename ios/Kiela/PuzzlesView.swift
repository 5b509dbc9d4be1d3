#if canImport(SwiftUI)
import SwiftUI
import KielaCatalog
import KielaKit
import KielaCore

/// The shipped puzzles, easy first, as the core lists them; each numbered by its place.
@MainActor
enum Puzzles {
    static let all = allPuzzles()

    static func number(_ id: String) -> Int { (all.firstIndex { $0.id == id } ?? 0) + 1 }

    /// The puzzle after `id` in the list, nil after the last.
    static func next(after id: String) -> String? {
        guard let k = all.firstIndex(where: { $0.id == id }), k + 1 < all.count else { return nil }
        return all[k + 1].id
    }
}

/// The puzzles screen: the puzzle of the day with the daily streak, the person's own mistakes to
/// work through, the progress by grade and kind (all as the core counts them), then the shipped
/// puzzles grouped by grade, each row its number and what it asks, with a tick once solved.
@MainActor
struct PuzzlesView: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        let solved = Set(app.screen?.statistics.solvedPuzzles ?? [])
        let overview = app.screen?.puzzles
        List {
            if let overview {
                Section { DailyCard(overview: overview) }
                Section(say("exercises_title")) { Mistakes(left: overview.exercisesLeft) }
                Section(say("puzzle_progress_by_grade")) { PuzzleProgress(overview: overview) }
            }
            ForEach(PuzzleGrade.allCases, id: \.self) { grade in
                let puzzles = Array(Puzzles.all.enumerated()).filter { $0.element.grade == grade }
                if !puzzles.isEmpty {
                    Section {
                        ForEach(puzzles, id: \.element.id) { k, puzzle in
                            NavigationLink(value: GameView.Screen.puzzle(id: puzzle.id)) {
                                row(number: k + 1, puzzle, solved: solved.contains(puzzle.id))
                            }
                        }
                    } header: {
                        HStack {
                            Text(puzzleGradePhrase(grade: grade).text)
                            Spacer()
                            if let progress = overview?.grades.first(where: { $0.grade == grade }) {
                                Text(puzzleProgressPhrase(solved: progress.solved, total: progress.total).text)
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(say("puzzle_list_title"))
    }

    private func row(number: Int, _ puzzle: Puzzle, solved: Bool) -> some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(puzzleNumberPhrase(number: number).text).font(.body)
                Text(puzzleKindPhrase(kind: puzzle.kind).text).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            // The tick's place kept when unsolved, so the rows line up.
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.tint)
                .font(.title3)
                .opacity(solved ? 1 : 0)
                .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue(solved ? say("puzzle_solved_mark") : "")
    }
}

/// "Your mistakes": the offer to work through the recent games' exercises still to do, in a
/// row, or what makes them when there are none.
@MainActor
private struct Mistakes: View {
    let left: Int

    var body: some View {
        if left > 0 {
            NavigationLink(value: GameView.Screen.exercises(record: nil)) {
                VStack(alignment: .leading, spacing: 2) {
                    Label(exercisesOfferPhrase(count: left).text, systemImage: "arrow.triangle.branch")
                        .font(.body.bold())
                    Text(say("exercises_start")).font(.subheadline).foregroundStyle(.tint)
                }
            }
            .accessibilityElement(children: .combine)
        } else {
            Text(say("exercises_empty")).font(.callout).foregroundStyle(.secondary)
        }
    }
}

/// One puzzle, or one of a row of exercises (the person's own mistakes, opened by the driver:
/// a game's, or every recent game's still to do): the task, the board (you at the bottom; a tap sows, played by the driver off the
/// main thread and animated as a game's turns are, the defence after its beat), and once
/// decided, the verdict with why: solved (counted in the statistics by the driver), or missed
/// with the board as it was before that move and the answer glowing. Try again, or the next one
/// (the next shipped puzzle, or the row's next exercise, as the driver says there is one):
/// those two stay at the bottom of the screen, the words above them scrolling at large text
/// sizes. On its side the board is on the left, the rest beside it; upright the column is at
/// most the game screen's width (an iPad).
@MainActor
struct PuzzleView: View {
    @Environment(AppModel.self) private var app
    @State private var opening: Opening

    /// What this screen opens: a shipped puzzle, or a row of exercises (`record`'s game's, or
    /// every recent game's still to do).
    enum Opening: Hashable {
        case puzzle(id: String)
        case exercises(record: String?)
    }

    init(id: String) { _opening = State(initialValue: .puzzle(id: id)) }

    init(exercisesOf record: String?) { _opening = State(initialValue: .exercises(record: record)) }

    var body: some View {
        // The driver's puzzle once it is this one (the one before may still be there a moment).
        let open = app.driver.puzzle.flatMap { shown in
            switch opening {
            case .puzzle(let id): shown.puzzle.id == id ? shown : nil
            case .exercises: shown.exercise != nil ? shown : nil
            }
        }
        Group {
            if let open {
                GeometryReader { proxy in
                    if proxy.size.width > proxy.size.height {
                        HStack(spacing: 12) {
                            board(open).frame(maxWidth: .infinity, maxHeight: .infinity)
                            VStack(spacing: 8) {
                                ScrollView { panel(open).padding(.vertical, 8) }
                                next(open)
                            }
                            .frame(width: min(400, proxy.size.width * 0.4))
                        }
                        .padding(.horizontal, 8)
                        .padding(.bottom, 8)
                    } else {
                        VStack(spacing: 8) {
                            ScrollView {
                                VStack(spacing: 12) {
                                    task(open)
                                    board(open).aspectRatio(BoardGeometry.aspectRatio, contentMode: .fit)
                                    verdict(open)
                                }
                                .padding()
                            }
                            next(open).padding(.horizontal).padding(.bottom, 8)
                        }
                        .frame(maxWidth: GameView.maxContentWidth)
                        .frame(maxWidth: .infinity)
                    }
                }
            }
        }
        .background(GameView.background.ignoresSafeArea())
        .navigationTitle(open.map(Self.title) ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .onChange(of: opening, initial: true) { _, opening in
            switch opening {
            case .puzzle(let id): app.send(.openPuzzle(id: id))
            case .exercises(let record): app.send(.openExercises(record: record))
            }
        }
        .onDisappear { app.send(.leavePuzzle) }
        .onChange(of: open?.refusal) { _, refusal in
            if let refusal { announce(refusalPhrase(refusal: refusal).text) }
        }
        .onChange(of: open?.verdict) { _, verdict in
            if let verdict, let open { announce(Self.verdictTitle(verdict) + " " + Self.why(verdict, open.puzzle)) }
        }
        .sensoryFeedback(trigger: open?.verdict) { _, verdict in
            guard app.screen?.preferences.haptics ?? true else { return nil }
            return switch verdict { case .solved?: .success; case .missed?: .error; default: nil }
        }
    }

    private func panel(_ open: PuzzleScreen) -> some View {
        VStack(spacing: 12) {
            task(open)
            verdict(open)
        }
    }

    /// "Puzzle 12 · Easy", or an exercise's "Your move on turn 12".
    private static func title(_ open: PuzzleScreen) -> String {
        if let row = open.exercise { return exerciseTitlePhrase(turn: row.exercise.turn).text }
        return puzzleTitlePhrase(number: Puzzles.number(open.puzzle.id), grade: open.puzzle.grade).text
    }

    /// The task (with an exercise, its place in the row first), and under it what to do now.
    private func task(_ open: PuzzleScreen) -> some View {
        VStack(spacing: 4) {
            if let row = open.exercise {
                Text(exercisePlacePhrase(place: row.place, count: row.count).text)
                    .font(.subheadline.bold())
                    .foregroundStyle(.secondary)
            }
            Text(puzzleTaskPhrase(kind: open.puzzle.kind).text).font(.headline).multilineTextAlignment(.center)
            Group {
                if let refusal = open.refusal {
                    Label(refusalPhrase(refusal: refusal).text, systemImage: "exclamationmark.circle.fill")
                } else if let left = open.last?.movesLeft, open.state == .playing {
                    Text(puzzleKeepGoingPhrase(movesLeft: left).text)
                } else {
                    Text(say("puzzle_you_play"))
                }
            }
            .font(.callout)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity)
    }

    /// The board: the puzzle as it is, or once missed, as it was before that move with the house
    /// tried ringed as a lifted house is and the answer glowing as a hint does.
    private func board(_ open: PuzzleScreen) -> some View {
        let tried: PuzzleStep? = if case .missed? = open.verdict { open.last } else { nil }
        let shown = tried?.tried ?? open.shown
        let answer: Int? = if case .missed(let miss)? = open.verdict { Self.answer(miss).index } else { nil }
        let marks = tried.map { [HouseMark(house: $0.triedHouse.index, kind: .lifted)] } ?? shown.lastMoveMarks
        let legal = open.board ? shown.taps.indices.filter { shown.taps[$0] == .sow } : []
        let content = BoardContent(board: shown.board, viewer: shown.viewer, legal: legal, marks: marks, hintHouse: answer)
        let houses = shown.board.indices.map { index in
            houseLabelPhrase(index: index, stones: shown.board[index], viewer: shown.viewer, sown: legal.contains(index),
                             hinted: answer == index)
        }
        return LiveBoard(feed: BoardFeed(content: content, shown: shown, awaitingTap: open.board, head: open.animation,
                                         houses: houses),
                         tap: { app.send(.puzzleTap(index: $0)) }, done: { app.send(.puzzleAnimationDone(revision: $0)) },
                         haptics: app.screen?.preferences.haptics ?? true,
                         sounds: app.sounds, soundOn: app.screen?.preferences.sound ?? true)
    }

    /// Solved or missed and why; nothing while the puzzle is open.
    @ViewBuilder
    private func verdict(_ open: PuzzleScreen) -> some View {
        if let verdict = open.verdict {
            let solved = verdict == .solved
            VStack(alignment: .leading, spacing: 8) {
                Label(Self.verdictTitle(verdict), systemImage: solved ? "checkmark.seal.fill" : "arrow.uturn.backward.circle.fill")
                    .font(.title3.bold())
                    .foregroundStyle(solved ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                Text(Self.why(verdict, open.puzzle)).font(.callout)
                if !solved { Text(say("puzzle_missed_shown")).font(.footnote).foregroundStyle(.secondary) }
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.tint.opacity(solved ? 0.14 : 0.06), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .accessibilityElement(children: .contain)
        }
    }

    /// What next once decided: try again, or the next puzzle; nothing while the puzzle is open.
    @ViewBuilder
    private func next(_ open: PuzzleScreen) -> some View {
        if open.verdict != nil {
            HStack {
                Button(say("puzzle_try_again")) { app.send(.restartPuzzle) }
                    .buttonStyle(.bordered)
                Spacer()
                if let row = open.exercise {
                    if row.next {
                        Button(say("exercise_next")) { app.send(.nextExercise) }
                            .buttonStyle(.borderedProminent)
                    }
                } else if let next = Puzzles.next(after: open.puzzle.id) {
                    Button(say("puzzle_next")) { opening = .puzzle(id: next) }
                        .buttonStyle(.borderedProminent)
                }
            }
            .controlSize(.large)
        }
    }

    private static func verdictTitle(_ verdict: PuzzleState) -> String {
        puzzleVerdictTitlePhrase(state: verdict)?.text ?? ""
    }

    private static func why(_ verdict: PuzzleState, _ puzzle: Puzzle) -> String {
        puzzleVerdictWhyPhrase(state: verdict, puzzle: puzzle)?.text ?? ""
    }

    private static func answer(_ miss: PuzzleMiss) -> Spot {
        switch miss {
        case .tookFewer(_, _, let answer), .winEscaped(let answer), .notBetter(_, let answer): answer
        }
    }
}
#endif
