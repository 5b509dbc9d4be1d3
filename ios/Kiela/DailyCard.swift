#if canImport(SwiftUI)
import SwiftUI
import KielaCatalog
import KielaKit
import KielaCore

/// The puzzle of the day, as the core picked it by the local date: what it asks and its grade,
/// the daily streak and the best one, a tick once solved today; the whole card opens it.
@MainActor
struct DailyCard: View {
    let overview: PuzzlesOverview

    var body: some View {
        let daily = overview.daily
        NavigationLink(value: GameView.Screen.puzzle(id: daily.puzzle.id)) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline) {
                    Label(say("daily_puzzle_title"), systemImage: "calendar")
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    Spacer(minLength: 8)
                    if daily.solvedToday {
                        Label(say("daily_solved_today"), systemImage: "checkmark.seal.fill")
                            .font(.subheadline.bold())
                            .foregroundStyle(.tint)
                    }
                }
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text(puzzleKindPhrase(kind: daily.puzzle.kind).text).font(.body)
                    Text(puzzleGradePhrase(grade: daily.puzzle.grade).text).font(.subheadline).foregroundStyle(.secondary)
                }
                HStack(alignment: .firstTextBaseline) {
                    Label(say("daily_streak", overview.streak), systemImage: "flame.fill")
                        .font(.title3.bold())
                        .foregroundStyle(overview.streak > 0 ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                    Spacer(minLength: 8)
                    Text(say("daily_best_streak", overview.bestStreak))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                if !daily.solvedToday {
                    Text(say("daily_play")).font(.callout.bold()).foregroundStyle(.tint)
                }
            }
            .padding(.vertical, 4)
        }
        .accessibilityElement(children: .combine)
    }
}

/// How far the person is through the shipped puzzles: in all, then each grade and, under it,
/// each kind the grade holds (the core's counts).
@MainActor
struct PuzzleProgress: View {
    let overview: PuzzlesOverview

    var body: some View {
        LabeledContent(say("puzzle_list_title"), value: puzzleProgressPhrase(solved: overview.solved, total: overview.total).text)
            .font(.headline)
        ForEach(overview.grades, id: \.grade) { grade in
            VStack(alignment: .leading, spacing: 4) {
                LabeledContent(puzzleGradePhrase(grade: grade.grade).text,
                               value: puzzleProgressPhrase(solved: grade.solved, total: grade.total).text)
                    .font(.subheadline.bold())
                ProgressView(value: Double(grade.solved), total: Double(max(grade.total, 1)))
                    .accessibilityHidden(true)
                ForEach(grade.kinds, id: \.kind) { kind in
                    LabeledContent(puzzleKindPhrase(kind: kind.kind).text,
                                   value: puzzleProgressPhrase(solved: kind.solved, total: kind.total).text)
                        .font(.footnote)
                }
            }
            .accessibilityElement(children: .combine)
        }
    }
}
#endif
