#if canImport(SwiftUI)
import SwiftUI
import Charts
import KielaCatalog
import KielaKit
import KielaCore

/// A finished game looked at again. While the driver reviews it on a worker: a determinate
/// progress bar (its progress as it moves) and Cancel; leaving the screen cancels too. Then the
/// graph of winning chances from the viewer's side, as the core made it (Swift Charts: a point per turn,
/// shaped and coloured by its verdict; tap or drag to pick a turn), the turn's line, previous and
/// next, the board before that turn with the house played and the better move, and how each side
/// played.
@MainActor
struct ReviewView: View {
    let record: String
    let seats: ReviewSeats
    @Environment(AppModel.self) private var app
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        // The driver's review once it is this one.
        let open = app.driver.review.flatMap { $0.record == record && $0.seats == seats ? $0 : nil }
        Group {
            switch open?.phase ?? .running(done: 0, total: 0) {
            case .running(let done, let total):
                running(done: done, total: total)
            case .reviewed(let review) where review.turns.isEmpty:
                ContentUnavailableView(say("review_empty"), systemImage: "chart.xyaxis.line")
            case .reviewed(let review):
                ReviewedGame(review: review)
            case .failed:
                ContentUnavailableView(say("review_failed"), systemImage: "exclamationmark.triangle")
            }
        }
        .background(GameView.background.ignoresSafeArea())
        .navigationTitle(say("review_title"))
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { app.send(.openReview(record: record, seats: seats)) }
        .onDisappear { app.send(.leaveReview) }
    }

    private func running(done: Int, total: Int) -> some View {
        VStack(spacing: 16) {
            Text(say("review_running")).font(.headline)
            Group {
                if total > 0 {
                    ProgressView(value: Double(done), total: Double(total)) {
                        Text(reviewProgressPhrase(done: done, total: total).text).font(.callout)
                    }
                } else {
                    ProgressView()
                }
            }
            .frame(maxWidth: 360)
            Button(say("review_cancel"), role: .cancel) { dismiss() }
            .buttonStyle(.bordered)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The review itself, a turn picked on the graph (the core's opening: the viewer's first mistake
/// or blunder to begin with, else anyone's).
@MainActor
private struct ReviewedGame: View {
    let review: GameReview
    @State private var index: Int
    /// Where the graph is touched, in turns (Swift Charts' selection), snapped to the nearest turn.
    @State private var touched: Int?
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    init(review: GameReview) {
        self.review = review
        _index = State(initialValue: review.opening)
    }

    private var seats: ReviewSeats { review.seats }

    /// How many of a side's moves got `verdict` (the core counts them).
    private static func count(_ verdict: Verdict, _ counts: VerdictCounts) -> Int {
        switch verdict {
        case .best: counts.best
        case .good: counts.good
        case .inaccuracy: counts.inaccuracy
        case .mistake: counts.mistake
        case .blunder: counts.blunder
        }
    }

    var body: some View {
        let turn = review.turns[min(index, review.turns.count - 1)]
        ScrollView {
            if verticalSizeClass == .compact {
                HStack(alignment: .top, spacing: 16) {
                    VStack(spacing: 12) { chart; line(turn) }
                    VStack(spacing: 12) { board(turn); summary }
                }
                .padding()
            } else {
                VStack(spacing: 16) {
                    chart
                    line(turn)
                    board(turn)
                    summary
                }
                .padding()
            }
        }
        .onChange(of: touched) { _, turn in
            if let turn, let nearest = review.turns.indices.min(by: { abs(review.turns[$0].turn - turn) < abs(review.turns[$1].turn - turn) }) {
                index = nearest
            }
        }
    }

    // MARK: - The graph

    private var chart: some View {
        VStack(alignment: .leading, spacing: 6) {
            EvaluationChart(review: review, picked: index, touched: $touched)
                .frame(height: 200)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(graphDescriptionPhrase(review: review).text)
                .accessibilityValue(reviewLinePhrase(turn: review.turns[index], seats: seats, spoken: true).text)
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: step(1)
                    case .decrement: step(-1)
                    @unknown default: break
                    }
                }
            Text(graphCaptionPhrase(seats: seats).text).font(.footnote).foregroundStyle(.secondary)
            VerdictKey().accessibilityHidden(true)
        }
    }

    private func step(_ by: Int) {
        index = min(max(index + by, 0), review.turns.count - 1)
    }

    // MARK: - The turn

    private func line(_ turn: ReviewedTurn) -> some View {
        VStack(spacing: 10) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                VerdictSymbol(verdict: turn.verdict).accessibilityHidden(true)
                Text(reviewLinePhrase(turn: turn, seats: seats, spoken: false).text)
                    .font(.callout.weight(.medium))
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(reviewLinePhrase(turn: turn, seats: seats, spoken: true).text)
            HStack {
                Button { step(-1) } label: { Label(say("review_previous"), systemImage: "chevron.backward") }
                    .disabled(index == 0)
                Spacer()
                Button { step(1) } label: { Label(say("review_next"), systemImage: "chevron.forward") }
                    .disabled(index >= review.turns.count - 1)
            }
            .buttonStyle(.bordered)
        }
    }

    /// The board before the turn, from the viewer's seat: the house played in a dashed ring (the
    /// last move's mark), the better move glowing as a hint does.
    private func board(_ turn: ReviewedTurn) -> some View {
        let better = turn.verdict == .best ? nil : turn.best.index
        return BoardDiagram(content: BoardContent(board: turn.boardBefore, viewer: review.viewer,
                                                  marks: [HouseMark(house: turn.played.index, kind: .lifted)],
                                                  hintHouse: better),
                            caption: reviewLegendPhrase(turn: turn).text, description: reviewBoardPhrase(turn: turn).text)
    }

    // MARK: - How each side played

    private var summary: some View {
        let sides = [review.viewer, review.viewer.other]
        return VStack(alignment: .leading, spacing: 8) {
            Text(say("review_summary_title")).font(.headline).accessibilityAddTraits(.isHeader)
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                    ForEach(sides, id: \.self) { side in
                        Text(reviewPlayerPhrase(side: side, seats: seats).text).font(.subheadline.bold()).gridColumnAlignment(.trailing)
                    }
                }
                ForEach(Verdict.allCases, id: \.self) { verdict in
                    GridRow {
                        Label { Text(verdictPhrase(verdict: verdict).text) } icon: { VerdictSymbol(verdict: verdict) }
                        ForEach(sides, id: \.self) { side in
                            Text(verbatim: "\(Self.count(verdict, side == .south ? review.south : review.north))").monospacedDigit()
                        }
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(sides.map { reviewSummaryPhrase(side: $0, review: review).text }.joined(separator: "\n"))
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.tint.opacity(0.06), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

/// The graph: the viewer's chance of winning after each move played (the line, with a point per
/// turn shaped and coloured by its verdict) and after the best move (dashed), the middle line an
/// even game; the picked turn a vertical rule. The points are the core's (`GameReview.graph`, one
/// per turn, 2 × chance − 1: a proven result at the edge).
@MainActor
private struct EvaluationChart: View {
    let review: GameReview
    let picked: Int
    @Binding var touched: Int?

    // The plotted values' names (Charts' own; VoiceOver reads the graph's summary instead).
    private static let turnName = "Turn", valueName = "Chance", seriesName = "Line"
    private static let playedLine = "Played", bestLine = "Best"

    var body: some View {
        Chart {
            RuleMark(y: .value(Self.valueName, 0))
                .foregroundStyle(.secondary.opacity(0.6))
                .lineStyle(StrokeStyle(lineWidth: 1))
            ForEach(review.graph.indices, id: \.self) { k in
                let turn = review.turns[k], point = review.graph[k]
                LineMark(x: .value(Self.turnName, turn.turn), y: .value(Self.valueName, point.best),
                         series: .value(Self.seriesName, Self.bestLine))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                LineMark(x: .value(Self.turnName, turn.turn), y: .value(Self.valueName, point.played),
                         series: .value(Self.seriesName, Self.playedLine))
                    .foregroundStyle(.tint)
                    .lineStyle(StrokeStyle(lineWidth: 2))
                PointMark(x: .value(Self.turnName, turn.turn), y: .value(Self.valueName, point.played))
                    .foregroundStyle(VerdictSymbol.colour(turn.verdict))
                    .symbol(VerdictSymbol.shape(turn.verdict))
                    .symbolSize(turn.verdict == .mistake || turn.verdict == .blunder ? 70 : 22)
            }
            if review.turns.indices.contains(picked) {
                RuleMark(x: .value(Self.turnName, review.turns[picked].turn))
                    .foregroundStyle(.primary.opacity(0.35))
                    .lineStyle(StrokeStyle(lineWidth: 2))
                    // "Turn 12, Mistake" over the rule, kept within the chart.
                    .annotation(position: .top, spacing: 2,
                                overflowResolution: AnnotationOverflowResolution(x: .fit(to: .chart), y: .disabled)) {
                        Text(graphStatePhrase(turn: review.turns[picked]).text)
                            .font(.caption2.weight(.semibold))
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(.thinMaterial, in: Capsule())
                    }
            }
        }
        .chartYScale(domain: -1.0...1.0)
        .chartXSelection(value: $touched)
        .chartLegend(.hidden)
    }
}

/// A verdict's mark, the same in the graph and the tables: by shape as well as colour.
private struct VerdictSymbol: View {
    let verdict: Verdict

    var body: some View {
        Image(systemName: Self.symbolName(verdict)).foregroundStyle(Self.colour(verdict)).font(.caption)
    }

    static func colour(_ verdict: Verdict) -> Color {
        switch verdict {
        case .best: Color(red: 0.10, green: 0.55, blue: 0.25)
        case .good: Color(red: 0.25, green: 0.55, blue: 0.65)
        case .inaccuracy: Color(red: 0.85, green: 0.62, blue: 0.05)
        case .mistake: Color(red: 0.90, green: 0.42, blue: 0.10)
        case .blunder: Color(red: 0.80, green: 0.13, blue: 0.13)
        }
    }

    static func shape(_ verdict: Verdict) -> BasicChartSymbolShape {
        switch verdict {
        case .best: .circle
        case .good: .pentagon
        case .inaccuracy: .diamond
        case .mistake: .triangle
        case .blunder: .square
        }
    }

    static func symbolName(_ verdict: Verdict) -> String {
        switch verdict {
        case .best: "circle.fill"
        case .good: "pentagon.fill"
        case .inaccuracy: "diamond.fill"
        case .mistake: "triangle.fill"
        case .blunder: "square.fill"
        }
    }
}

/// The verdicts' marks under the graph.
private struct VerdictKey: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) { items }
            VStack(alignment: .leading, spacing: 4) { items }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }

    private var items: some View {
        ForEach(Verdict.allCases, id: \.self) { verdict in
            Label { Text(verdictPhrase(verdict: verdict).text) } icon: { VerdictSymbol(verdict: verdict) }
                .labelStyle(.titleAndIcon)
        }
    }
}
#endif
