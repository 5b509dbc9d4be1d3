#if canImport(SwiftUI)
import SwiftUI
import Charts
import KielaCatalog
import KielaKit
import KielaCore

/// The person's rating in the statistics: the number with its ± (how sure it is, as the core
/// rounds and words it), the games it rests on, and a small graph of it after each of the last
/// rated games, its band the ± at each point. Before any rated game, the sentence saying how
/// one is earned.
@MainActor
struct RatingSection: View {
    let rating: PersonRating

    var body: some View {
        Section(say("rating_title")) {
            if rating.games == 0 {
                Text(say("rating_none")).foregroundStyle(.secondary)
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    Text(Self.value(rating))
                        .font(.largeTitle.bold())
                        .monospacedDigit()
                    Text(say("rating_about")).font(.footnote).foregroundStyle(.secondary)
                }
                .accessibilityElement(children: .combine)
                if rating.history.count > 1 {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(say("rating_history")).font(.headline)
                        RatingChart(points: RatingGraph(rating.history).points)
                            .frame(height: 140)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(Self.history(rating))
                    }
                }
            }
        }
    }
}

extension RatingSection {
    /// "1540 ± 120", rounded by the core for both apps.
    static func value(_ rating: PersonRating) -> String { ratingValuePhrase(rating: rating).text }

    /// The graph for VoiceOver: its points, from the first rating to the last.
    static func history(_ rating: PersonRating) -> String { ratingHistoryPhrase(rating: rating)?.text ?? "" }
}

/// The rating after each game, a line over its ± band, the axes' numbers in the person's digits.
private struct RatingChart: View {
    let points: [RatingGraph.Point]

    var body: some View {
        Chart(points) { point in
            AreaMark(x: .value("Game", point.game), yStart: .value("Low", point.low), yEnd: .value("High", point.high))
                .foregroundStyle(.tint.opacity(0.15))
            LineMark(x: .value("Game", point.game), y: .value("Rating", point.rating))
                .foregroundStyle(.tint)
            PointMark(x: .value("Game", point.game), y: .value("Rating", point.rating))
                .foregroundStyle(.tint)
                .symbolSize(18)
        }
        .chartXAxis(.hidden)
        .chartYScale(domain: RatingGraph.domain(points))
    }
}
#endif
