import KielaCatalog
import KielaCore

/// The guided game: the computer at Beginner, the person South and first, every turn explained
/// by its guide notes as it plays (`TurnPlayback(guided: true)` cues them).
public enum Guide {
    public static let choice = NewGameChoice(opponent: .computer(level: .beginner), side: .south, youStart: true,
                                             variant: .traditional, captureSowing: .afterCapturingHouse, expertOpening: false)

    /// Each of the outcome's notes worded for its mover, made once per turn: the card shows the
    /// one a cue names, and nothing is made while the turn plays.
    public static func phrases(_ outcome: MoveOutcome, person: Side) -> [Phrase] {
        outcome.guide.map { Words.guide($0.note, person: person) }
    }
}
