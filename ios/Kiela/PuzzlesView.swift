#if canImport(SwiftUI)
import SwiftUI
import KielaKit
import KielaStudy
import KielaCore
import KielaWords

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

/// The puzzles grouped by grade, each row its number and what it asks, with a tick once solved
/// (the statistics'), and how many are solved in all and in each grade.
@MainActor
struct PuzzlesView: View {
    @Environment(AppModel.self) private var app

    var body: some View {
        let solved = Set(app.game.state.statistics.solvedPuzzles)
        List {
            Section {
                Text(Words.puzzleProgress(solved: Puzzles.all.filter { solved.contains($0.id) }.count, of: Puzzles.all.count).text)
                    .font(.headline)
            }
            ForEach(PuzzleGrade.allCases, id: \.self) { grade in
                let puzzles = Array(Puzzles.all.enumerated()).filter { $0.element.grade == grade }
                Section {
                    ForEach(puzzles, id: \.element.id) { k, puzzle in
                        NavigationLink(value: GameView.Screen.puzzle(id: puzzle.id)) {
                            row(number: k + 1, puzzle, solved: solved.contains(puzzle.id))
                        }
                    }
                } header: {
                    HStack {
                        Text(Words.puzzleGrade(grade).text)
                        Spacer()
                        Text(Words.puzzleProgress(solved: puzzles.filter { solved.contains($0.element.id) }.count,
                                                  of: puzzles.count).text)
                    }
                }
            }
        }
        .navigationTitle(say("puzzle_list_title"))
    }

    private func row(number: Int, _ puzzle: Puzzle, solved: Bool) -> some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(Words.puzzleNumber(number).text).font(.body)
                Text(Words.puzzleKind(puzzle.kind).text).font(.subheadline).foregroundStyle(.secondary)
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

/// One puzzle: the task, the board (you at the bottom; a tap sows, played by the core off the
/// main thread and animated as a game's turns are, the defence after its beat), and once
/// decided, the verdict with why: solved (kept in the statistics), or missed with the board as
/// it was before that move and the answer glowing. Try again, or the next puzzle.
@MainActor
struct PuzzleView: View {
    @Environment(AppModel.self) private var app
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @State private var id: String
    @State private var model: PuzzleModel?

    init(id: String) { _id = State(initialValue: id) }

    var body: some View {
        Group {
            if let model {
                if verticalSizeClass == .compact {
                    HStack(spacing: 12) {
                        board(model).frame(maxWidth: .infinity, maxHeight: .infinity)
                        ScrollView { panel(model).padding(.vertical, 8) }.frame(width: 340)
                    }
                    .padding(.horizontal, 8)
                } else {
                    ScrollView {
                        VStack(spacing: 12) {
                            task(model)
                            board(model).aspectRatio(BoardGeometry.aspectRatio, contentMode: .fit)
                            verdict(model)
                        }
                        .padding()
                    }
                }
            }
        }
        .background(GameView.background.ignoresSafeArea())
        .navigationTitle(model.map { Words.puzzleTitle(number: Puzzles.number($0.puzzle.id), $0.puzzle.grade).text } ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .task(id: id) {
            model = try? PuzzleModel(id: id, speed: app.game.animationSpeed, worker: app.puzzleWorker, main: QueueExecutor.main) {
                [app] solved in app.game.solvedPuzzle(id: solved)
            }
        }
        .onChange(of: model?.refusal) { _, refusal in
            if let refusal { announce(Words.refusal(refusal.reason).text) }
        }
        .onChange(of: model?.verdict) { _, verdict in
            if let verdict, let model { announce(Self.verdictTitle(verdict) + " " + Self.why(verdict, model.puzzle)) }
        }
        .sensoryFeedback(trigger: model?.verdict) { _, verdict in
            guard app.preferences.haptics else { return nil }
            return switch verdict { case .solved?: .success; case .missed?: .error; default: nil }
        }
    }

    private func panel(_ model: PuzzleModel) -> some View {
        VStack(spacing: 12) {
            task(model)
            verdict(model)
        }
    }

    /// The task, and under it what to do now.
    private func task(_ model: PuzzleModel) -> some View {
        VStack(spacing: 4) {
            Text(Words.puzzleTask(model.puzzle.kind).text).font(.headline).multilineTextAlignment(.center)
            Group {
                if let refusal = model.refusal {
                    Label(Words.refusal(refusal.reason).text, systemImage: "exclamationmark.circle.fill")
                } else if let left = model.last?.movesLeft, model.standing == .playing {
                    Text(Words.puzzleKeepGoing(left).text)
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
    private func board(_ model: PuzzleModel) -> some View {
        let tried: PuzzleStep? = if case .missed? = model.verdict { model.last } else { nil }
        let shown = tried?.tried ?? model.shown
        let answer: Int? = if case .missed(let miss)? = model.verdict { Self.answer(miss).index } else { nil }
        let marks = tried.map { [HouseMark(house: $0.triedHouse.index, kind: .lifted)] } ?? shown.lastMoveMarks
        let content = BoardContent(board: shown.board, viewer: shown.viewer, legal: model.sowable,
                                   marks: marks, hintHouse: answer)
        return LiveBoard(feed: BoardFeed(content: content, shown: shown, awaitingTap: model.awaitingTap,
                                         head: model.animations.first),
                         tap: { model.tap($0) }, done: { model.animationDone($0) })
    }

    /// Solved or missed, why, and what next; nothing while the puzzle is open.
    @ViewBuilder
    private func verdict(_ model: PuzzleModel) -> some View {
        if let verdict = model.verdict {
            let solved = verdict == .solved
            VStack(alignment: .leading, spacing: 8) {
                Label(Self.verdictTitle(verdict), systemImage: solved ? "checkmark.seal.fill" : "arrow.uturn.backward.circle.fill")
                    .font(.title3.bold())
                    .foregroundStyle(solved ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                Text(Self.why(verdict, model.puzzle)).font(.callout)
                if !solved { Text(say("puzzle_missed_shown")).font(.footnote).foregroundStyle(.secondary) }
                HStack {
                    Button(say("puzzle_try_again")) { model.restart() }
                        .buttonStyle(.bordered)
                    Spacer()
                    if let next = Puzzles.next(after: model.puzzle.id) {
                        Button(say("puzzle_next")) { id = next }
                            .buttonStyle(.borderedProminent)
                    }
                }
                .controlSize(.large)
            }
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.tint.opacity(solved ? 0.14 : 0.06), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .accessibilityElement(children: .contain)
        }
    }

    private static func verdictTitle(_ verdict: PuzzleState) -> String {
        say(verdict == .solved ? "puzzle_solved" : "puzzle_missed")
    }

    private static func why(_ verdict: PuzzleState, _ puzzle: Puzzle) -> String {
        switch verdict {
        case .missed(let miss): Words.puzzleMiss(miss).text
        default: Words.puzzleSolved(puzzle).text
        }
    }

    private static func answer(_ miss: PuzzleMiss) -> Spot {
        switch miss {
        case .tookFewer(_, _, let answer), .winEscaped(let answer): answer
        }
    }
}
#endif
