//! The session's types as they cross the FFI. Each is declared again here for UniFFI with
//! `#[uniffi::remote]`: the types stay kiela-session's own (no conversions), and the compiler
//! checks every declaration against the real type. Doc comments here reach the bindings.

use kiela_session::{
    AnimationSpeed, AnimationStep, Announcement, AppInt, Bookkeeping, CaptureNews, CaptureSowing, EndReason,
    GameResult, GameReview, GameSettings, GraphPoint, GuideCue, GuideNote, Headline, Hint, HintReason, House,
    HouseMark, KielaError, Level, MarkKind, MoveCost, MoveOutcome, NewGameChoice, Opponent, OpponentStatistics,
    PastGame, PersonOutcome, Puzzle, PuzzleGrade, PuzzleKind, PuzzleMiss, PuzzleState, PuzzleStep, Refusal,
    ReviewProgress, ReviewSeats, ReviewValue, ReviewedTurn, Row, RuleFacts, Seat, SettledFile, SetupDraft, Side,
    SmallInt, Snapshot, Spot, Statistics, StepKind, StoneCounts, StoneLayout, StonePlace, Tally, TapAction, Tapped,
    Turn, Variant, Verdict, VerdictCounts,
};

// Milliseconds, turns, tallies and numbers a person types arrive as the languages' own Int
// (see uniffi.toml).
uniffi::custom_type!(AppInt, i32, {
    remote,
    lower: |n| n.0,
    try_lift: |n| Ok(AppInt(n)),
});

// Board indices, house numbers and stone counts cross as one byte each, and arrive as Int too.
uniffi::custom_type!(SmallInt, u8, {
    remote,
    lower: |n| n.0,
    try_lift: |n| Ok(SmallInt(n)),
});

// Stone counts cross as bytes, copied at once, and arrive as List<AppInt> / [AppInt].
uniffi::custom_type!(StoneCounts, Vec<u8>, {
    remote,
    lower: |counts| counts.0,
    try_lift: |bytes| Ok(StoneCounts(bytes)),
});

/// A player. South sits at the bottom of the board as it is drawn for South.
#[uniffi::remote(Enum)]
pub enum Side {
    South,
    North,
}

/// A player's two rows: the outer one at the board's edge, the inner one in the middle.
#[uniffi::remote(Enum)]
pub enum Row {
    Outer,
    Inner,
}

/// A house by its owner's name: `O1`…`O10` outside, `I1`…`I10` inside.
#[uniffi::remote(Enum)]
pub enum House {
    O1,
    O2,
    O3,
    O4,
    O5,
    O6,
    O7,
    O8,
    O9,
    O10,
    I1,
    I2,
    I3,
    I4,
    I5,
    I6,
    I7,
    I8,
    I9,
    I10,
}

/// One house: whose, its name, row and number (1…10 from its owner's left), and its `index`
/// in board order (four rows of ten as South sees the board, top to bottom, each left to
/// right: North's outer row, North's inner row, South's inner row, South's outer row).
#[uniffi::remote(Record)]
pub struct Spot {
    pub side: Side,
    pub house: House,
    pub row: Row,
    pub number: SmallInt,
    pub index: SmallInt,
}

/// Which game: 28 stones each (traditional) or 14 (beginner).
#[uniffi::remote(Enum)]
pub enum Variant {
    Traditional,
    Beginner,
}

/// Where captured stones start to be sown: after the capturing house (standard), or after the
/// house the capturing run was lifted from (the Omweso custom).
#[uniffi::remote(Enum)]
pub enum CaptureSowing {
    AfterCapturingHouse,
    FromLapStart,
}

/// How strong the computer plays, weakest first.
#[uniffi::remote(Enum)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

/// Who plays a side.
#[uniffi::remote(Enum)]
pub enum Seat {
    Person,
    Computer { level: Level },
}

/// Everything a new game is set up with.
#[uniffi::remote(Record)]
pub struct GameSettings {
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
    /// Each player may rearrange their stones on their first turn.
    pub expert_opening: bool,
    pub south: Seat,
    pub north: Seat,
    /// Who moves first.
    pub first: Side,
}

/// The numbers of the rules an app shows.
#[uniffi::remote(Record)]
pub struct RuleFacts {
    pub stones_per_player: AppInt,
    pub min_stones_to_sow: AppInt,
    pub quiet_move_limit: AppInt,
    pub repetition_limit: AppInt,
    pub lap_limit: AppInt,
}

/// How fast moves are animated; instant has no motion at all.
#[uniffi::remote(Enum)]
pub enum AnimationSpeed {
    Slow,
    Normal,
    Fast,
    Instant,
}

/// Why a game ended.
#[uniffi::remote(Enum)]
pub enum EndReason {
    NoLegalMove,
    Repetition,
    NoCapture,
}

/// How a finished game went for the person at the phone.
#[uniffi::remote(Enum)]
pub enum PersonOutcome {
    Won,
    Drawn,
    Lost,
}

/// How a game ended: the winner (`null`/`nil` for a draw), why, the final stones, and against
/// the computer how it went for the person.
#[uniffi::remote(Record)]
pub struct GameResult {
    pub winner: Option<Side>,
    pub reason: EndReason,
    pub south_stones: SmallInt,
    pub north_stones: SmallInt,
    pub person: Option<PersonOutcome>,
}

/// What the last move did at a house.
#[uniffi::remote(Enum)]
pub enum MarkKind {
    Lifted,
    Relay,
    Captor,
    TakenFrom { stones: SmallInt },
    LastStone,
}

/// One mark of the last move on one house (a board index); a house may carry several.
#[uniffi::remote(Record)]
pub struct HouseMark {
    pub house: SmallInt,
    pub kind: MarkKind,
}

/// A rearrangement being drafted: its board (40 counts in board order) and the stones still
/// to place (it commits at 0).
#[uniffi::remote(Record)]
pub struct SetupDraft {
    pub side: Side,
    pub board: StoneCounts,
    pub in_hand: SmallInt,
    /// The house (board index) a tap took a stone from, to put down with the next tap.
    pub picked_up: Option<SmallInt>,
}

/// The line over a seat's side of the board, for the player sitting there.
#[uniffi::remote(Enum)]
pub enum Headline {
    /// This seat's player is to sow.
    YourTurn,
    /// This seat's player has the expert opening's first turn: rearrange, or sow.
    RearrangeOrSow,
    /// The other person at the phone is to move.
    TheirTurn,
    /// The computer is to move: it is thinking.
    ComputerThinking,
    /// The game is over; how it went for this seat's player.
    GameOver { outcome: PersonOutcome },
}

/// Why the game refuses something, as a person is told it (`refusalOf` gives an error's).
#[uniffi::remote(Enum)]
pub enum Refusal {
    GameOver,
    ComputerToMove,
    NotYourHouse,
    EmptyHouse,
    TooFewStones { min: AppInt },
    EndlessMove,
    Other,
}

/// What a tap on a house does now.
#[uniffi::remote(Enum)]
pub enum TapAction {
    /// Sows the house: a turn.
    Sow,
    /// In the rearrangement: takes a stone from the house.
    PickUp,
    /// In the rearrangement: puts the stone taken down here (on its own house: back).
    PutDown,
    /// Nothing: the game refuses the tap, for this reason.
    Refused { reason: Refusal },
}

/// The game as an app draws it. Houses are in board order.
#[uniffi::remote(Record)]
pub struct Snapshot {
    /// Changes with every change to the game: an answer for an earlier revision is stale.
    pub revision: i64,
    pub board: StoneCounts,
    pub south_stones: SmallInt,
    pub north_stones: SmallInt,
    pub to_move: Side,
    /// Board indices of the houses the player to move may sow (`spotAt` names each).
    pub legal_houses: Vec<SmallInt>,
    /// Set once the game is over.
    pub result: Option<GameResult>,
    pub setup_allowed: bool,
    pub setup_draft: Option<SetupDraft>,
    pub computer_to_move: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub turns: AppInt,
    pub quiet_moves: SmallInt,
    pub last_move_marks: Vec<HouseMark>,
    /// The side drawn at the bottom: the person's against the computer, South with two people.
    pub viewer: Side,
    /// Two people share the phone: the top player's texts face them.
    pub two_people: bool,
    /// The line over the viewer's side of the board.
    pub headline: Headline,
    /// With two people, the line over the top player's side.
    pub top_headline: Option<Headline>,
    /// What a tap on each house, in board order, does now.
    pub taps: Vec<TapAction>,
}

/// What one keyframe shows. Houses are board indices.
#[uniffi::remote(Enum)]
pub enum StepKind {
    Lift {
        house: SmallInt,
        stones: SmallInt,
    },
    Drop {
        house: SmallInt,
        stones_after: SmallInt,
    },
    Relay {
        house: SmallInt,
        stones: SmallInt,
    },
    CaptureFlash {
        captor: SmallInt,
        inner: SmallInt,
        outer: SmallInt,
        stones: SmallInt,
    },
    CaptureFlight {
        from_inner: SmallInt,
        from_outer: SmallInt,
        to: SmallInt,
        stones: SmallInt,
    },
    End {
        house: SmallInt,
    },
}

/// One keyframe: when it runs, what moves, and the board (40 counts) and stones in hand once
/// it is done. At time t an app draws the board of the last step ended by t (`boardBefore`
/// before the first) and the motion of the steps under way.
#[uniffi::remote(Record)]
pub struct AnimationStep {
    pub start_ms: AppInt,
    pub duration_ms: AppInt,
    pub kind: StepKind,
    pub board: StoneCounts,
    pub in_hand: SmallInt,
    /// The house the hand is over as the step begins (a dropping stone falls from there);
    /// `null`/`nil` before the first lift.
    pub hand_from: Option<SmallInt>,
}

/// A turn as it was played: the house sown, or a rearrangement's board.
#[uniffi::remote(Enum)]
pub enum Turn {
    Sow { house: Spot },
    Setup { board: StoneCounts },
}

/// One capture of a turn: the opponent's two houses emptied and the stones they held.
#[uniffi::remote(Record)]
pub struct CaptureNews {
    pub inner: Spot,
    pub outer: Spot,
    pub stones: SmallInt,
}

/// What is said to the viewer (the bottom player, whom the line under the board faces) as a turn
/// they did not make starts to play; none for their own turn.
#[uniffi::remote(Record)]
pub struct Announcement {
    pub mover: Side,
    /// The computer played it; else the other person at the phone.
    pub by_computer: bool,
    pub played: Turn,
    pub relays: SmallInt,
    pub captures: Vec<CaptureNews>,
    pub captured: SmallInt,
}

/// A played turn, timed at the session's animation speed. Played in three parts: `beatMs` of
/// stillness (the computer's beat), then the timeline over `durationMs` — or, with motion
/// removed, a cross-fade of `crossFadeMs` to the snapshot's board — and the announcement, if
/// any, said as the motion begins.
#[uniffi::remote(Record)]
pub struct MoveOutcome {
    pub revision: i64,
    pub mover: Side,
    pub played: Turn,
    /// The turn in notation (`o3`), for sharing and logs.
    pub notation: String,
    pub captured: SmallInt,
    pub board_before: StoneCounts,
    pub beat_ms: AppInt,
    pub timeline: Vec<AnimationStep>,
    pub duration_ms: AppInt,
    pub cross_fade_ms: AppInt,
    pub announcement: Option<Announcement>,
    /// The sowing's events as the guided game explains them, each at its step.
    pub guide: Vec<GuideCue>,
    pub snapshot: Snapshot,
}

/// What a tap did: a turn to animate, or a change to the rearrangement.
#[uniffi::remote(Enum)]
pub enum Tapped {
    Played { outcome: MoveOutcome },
    Changed { snapshot: Snapshot },
}

/// What an app keeps after a change: the save to write, and the statistics to write when the
/// change finished a game that counts.
#[uniffi::remote(Record)]
pub struct Bookkeeping {
    pub save: String,
    pub statistics: Option<Statistics>,
}

/// The choices of a new-game sheet.
#[uniffi::remote(Record)]
pub struct NewGameChoice {
    /// The computer at a level, or a friend on the same phone.
    pub opponent: Opponent,
    /// The person's side against the computer; with a friend the bottom player is South.
    pub side: Side,
    /// The person (with a friend: the bottom player) moves first.
    pub you_start: bool,
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
    pub expert_opening: bool,
}

/// One pebble's place in its hollow, in units of the hollow's radius from its centre (y grows
/// downwards), its radius in the same units, and its tone.
#[uniffi::remote(Record)]
pub struct StonePlace {
    pub x: f32,
    pub y: f32,
    pub radius: f32,
    pub tone: SmallInt,
}

/// Where every pebble sits: stone k of the house at board index h is `places[h * drawn + k]`.
#[uniffi::remote(Record)]
pub struct StoneLayout {
    pub drawn: AppInt,
    pub tones: AppInt,
    pub places: Vec<StonePlace>,
}

/// Why a hinted move is good, with its numbers.
#[uniffi::remote(Enum)]
pub enum HintReason {
    WinsNow,
    WinsOnStones,
    ForcesWin { moves: AppInt },
    Captures { stones: AppInt },
    SavesFromCapture { stones: AppInt },
    ThreatensCapture { stones: AppInt },
    BestPosition,
}

/// A suggested move, where its last stone lands, and why.
#[uniffi::remote(Record)]
pub struct Hint {
    pub house: Spot,
    pub lands_in: Spot,
    pub reason: HintReason,
    /// The position after the move, for the mover: the winning chance, or a proven result;
    /// none where the reason already tells the result (a win now, on stones, or forced).
    pub value: Option<ReviewValue>,
}

/// Whom the person played: the computer at a level, or a friend on the same phone.
#[uniffi::remote(Enum)]
pub enum Opponent {
    Computer { level: Level },
    Friend,
}

/// Games played, won, drawn and lost (`played` is the sum of the other three).
#[uniffi::remote(Record)]
pub struct Tally {
    pub played: AppInt,
    pub won: AppInt,
    pub drawn: AppInt,
    pub lost: AppInt,
}

/// The games against one opponent: unaided ones apart from those where undo or a hint was
/// used, and the winning streaks of unaided wins. Friend games count from South's seat.
#[uniffi::remote(Record)]
pub struct OpponentStatistics {
    pub opponent: Opponent,
    pub unaided: Tally,
    pub assisted: Tally,
    pub current_streak: AppInt,
    pub best_streak: AppInt,
}

/// The person's games, per opponent played (levels weakest first, then friends).
#[uniffi::remote(Record)]
pub struct Statistics {
    pub opponents: Vec<OpponentStatistics>,
    /// The ids of the puzzles solved, sorted.
    pub solved_puzzles: Vec<String>,
    /// The last games counted, newest first (at most 20), with their records to review.
    pub recent_games: Vec<PastGame>,
    /// Set when a part of the file (the puzzle progress or the recent games) was damaged: that
    /// part starts again empty, the games counted are kept. Keep the file read aside and tell
    /// the person. Never written.
    pub set_aside: Option<String>,
}

/// A finished game kept to be reviewed: whom it was against, how it went, who sat where, the
/// turns it took, its record.
#[uniffi::remote(Record)]
pub struct PastGame {
    pub opponent: Opponent,
    pub outcome: PersonOutcome,
    pub seats: ReviewSeats,
    pub turns: AppInt,
    pub record: String,
}

/// Every refusal; each leaves the game as it was. `errorMessage` gives an English fallback.
#[uniffi::remote(Error)]
pub enum KielaError {
    NotOnBoard {
        index: AppInt,
    },
    NotYourHouse {
        spot: Spot,
    },
    EmptyHouse {
        spot: Spot,
    },
    TooFewStones {
        spot: Spot,
        stones: AppInt,
        min: AppInt,
    },
    EndlessMove {
        spot: Spot,
    },
    ComputerToMove,
    PersonToMove,
    GameOver,
    SetupNotAllowed,
    NoSetupDraft,
    SetupTotal {
        expected: AppInt,
        found: AppInt,
    },
    NegativeCount {
        count: AppInt,
    },
    SetupEmptyHouse {
        spot: Spot,
    },
    NothingToUndo,
    NothingToRedo,
    Cancelled,
    StaleComputerMove,
    CorruptSave {
        reason: String,
    },
    FutureSave {
        found: AppInt,
        supported: AppInt,
    },
    BadRecord {
        reason: String,
    },
    CorruptStatistics {
        reason: String,
    },
    FutureStatistics {
        found: AppInt,
        supported: AppInt,
    },
    UnknownPuzzle {
        id: String,
    },
    /// An unreadable file could not be moved aside (the file system refused): it is where it was.
    SetAsideFailed {
        path: String,
        reason: String,
    },
}

/// What became of a file the core could not read (see `settleUnreadableFile`).
#[uniffi::remote(Enum)]
pub enum SettledFile {
    /// Written by a newer version and left untouched: the app does not write over it this run,
    /// and tells the person to update.
    KeptForNewerVersion { found: AppInt, supported: AppInt },
    /// Damaged, and moved aside to `kept_as` (`<stem>.unreadable-<n>.json`, the first free n);
    /// the original path is free for a fresh file.
    SetAside { kept_as: String },
}

/// How good a played move was, by the winning chance it gave away against the best move: good
/// at most 5 points, an inaccuracy at most 10, a mistake at most 20, a blunder more (or a proven
/// win given away); a move that keeps a proven win is good.
#[uniffi::remote(Enum)]
pub enum Verdict {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One sowing of a game, reviewed. Evaluations are the search's scores for the mover, in
/// hundredths of a stone of its evaluation (±(30 000 − plies) for a proven result): for
/// analysis, never shown. `chance` and `bestChance` are the mover's chances of winning, 0 to
/// 1, from the core's one winning-chance function; `value` and `bestValue` say them. The best
/// values are never below the played ones, and `best` is the played house exactly when the
/// verdict is `Best`.
#[uniffi::remote(Record)]
pub struct ReviewedTurn {
    /// The turn's number in the game, from 1.
    pub turn: AppInt,
    pub mover: Side,
    pub played: Spot,
    pub best: Spot,
    pub evaluation: AppInt,
    pub best_evaluation: AppInt,
    pub chance: f64,
    pub best_chance: f64,
    pub verdict: Verdict,
    /// The position after the played move as the review says it: a chance or a proven result.
    pub value: ReviewValue,
    /// The same after the best move.
    pub best_value: ReviewValue,
    /// What the move cost against the best one, as the review says it.
    pub cost: MoveCost,
    /// The 40 counts in board order before the turn.
    pub board_before: StoneCounts,
}

/// A position's value for the mover, as a review says it.
#[uniffi::remote(Enum)]
pub enum ReviewValue {
    /// The mover wins with this chance, in whole percent from 1 to 99 (a draw counts half).
    Chance { percent: AppInt },
    /// A win the search proved, `plies` single moves from the end.
    Win { plies: AppInt },
    /// A loss the search proved, `plies` single moves from the end.
    Loss { plies: AppInt },
}

/// What a move cost against the best one, as a review says it.
#[uniffi::remote(Enum)]
pub enum MoveCost {
    /// Nothing: it is the best move.
    Nothing,
    /// Close to the best: a good move.
    Close,
    /// This much of the mover's winning chance, in percentage points (at least one).
    Chance { points: AppInt },
    /// A win the search proved, thrown away.
    WinThrownAway,
    /// Into a loss the search proved, which the best move kept off.
    IntoLoss,
}

/// A game reviewed: its sowings in order (rearrangements are not scored), the final board, and
/// what the review screen draws of them from the seats it was asked for.
#[uniffi::remote(Record)]
pub struct GameReview {
    pub turns: Vec<ReviewedTurn>,
    pub final_board: StoneCounts,
    pub seats: ReviewSeats,
    /// The side the graph, the board and the counts are seen from: the person's, else South's.
    pub viewer: Side,
    /// Each turn's point on the evaluation graph, in the order of `turns`.
    pub graph: Vec<GraphPoint>,
    pub south: VerdictCounts,
    pub north: VerdictCounts,
    /// The index in `turns` the review opens at: the viewer's first mistake or blunder, else
    /// anyone's, else 0.
    pub opening: AppInt,
}

/// Who sat where in a reviewed game, for its words and the side its graph is seen from (the
/// person's; South's with two people or when not known).
#[uniffi::remote(Enum)]
pub enum ReviewSeats {
    /// A person against the computer, on `person`'s side.
    AgainstComputer { person: Side },
    /// Two people on one phone, South at the bottom.
    TwoPeople,
    /// Whose seat was whose is not known (a game kept before the seats were): told by side.
    BySide,
}

/// A turn on the graph of winning chances: after the move played and after the best move, the
/// viewer's chance drawn as a height from -1 (the bottom edge: the viewer surely loses) to 1
/// (the top edge: surely wins), 2 × chance − 1, an even game on the middle line.
#[uniffi::remote(Record)]
pub struct GraphPoint {
    pub played: f64,
    pub best: f64,
}

/// How many of one side's sowings got each verdict.
#[uniffi::remote(Record)]
pub struct VerdictCounts {
    pub best: AppInt,
    pub good: AppInt,
    pub inaccuracy: AppInt,
    pub mistake: AppInt,
    pub blunder: AppInt,
}

/// How far the running review has come, in turns.
#[uniffi::remote(Record)]
pub struct ReviewProgress {
    pub done: AppInt,
    pub total: AppInt,
}

/// One event of a sowing, for the guided game to explain as it happens.
#[uniffi::remote(Enum)]
pub enum GuideNote {
    /// All `stones` of `house` lifted, to be sown one by one counterclockwise.
    Sowing { house: Spot, stones: SmallInt },
    /// The last stone fell into the occupied `house`: its `stones` are sown on. An inner house
    /// relays because `facing`, the opponent's inner house across, is empty; an outer one always.
    Relay {
        house: Spot,
        stones: SmallInt,
        facing: Option<Spot>,
    },
    /// The last stone fell into the occupied inner house `captor` facing the occupied `inner`:
    /// it and `outer` behind it are taken, `stones` in all.
    Capture {
        captor: Spot,
        inner: Spot,
        outer: Spot,
        stones: SmallInt,
    },
    /// The captured `stones` join the mover's army, sown on from `first`.
    JoinArmy { first: Spot, stones: SmallInt },
    /// The last stone came to rest in the empty `house`: the turn is over, `captured` taken.
    TurnEnds { house: Spot, captured: SmallInt },
}

/// A guide note at `step` of the move's timeline, `atMs` into its motion.
#[uniffi::remote(Record)]
pub struct GuideCue {
    pub step: AppInt,
    pub at_ms: AppInt,
    pub note: GuideNote,
}

/// What a puzzle asks: the most stones in one move, or a forced win in `moves` of your moves.
#[uniffi::remote(Enum)]
pub enum PuzzleKind {
    MostInOne,
    WinIn { moves: SmallInt },
}

#[uniffi::remote(Enum)]
pub enum PuzzleGrade {
    Easy,
    Medium,
    Hard,
}

/// A puzzle made and proven by the engine. The solver plays South, at the bottom.
#[uniffi::remote(Record)]
pub struct Puzzle {
    pub id: String,
    pub kind: PuzzleKind,
    pub grade: PuzzleGrade,
    pub variant: Variant,
    pub capture_sowing: CaptureSowing,
    /// The 40 counts in board order.
    pub board: StoneCounts,
    pub answer: Spot,
    /// The stones the answer takes in that one move.
    pub stones: SmallInt,
    /// For "take the most": the most any other move takes.
    pub next_best: Option<SmallInt>,
}

/// Where a puzzle being played stands.
#[uniffi::remote(Enum)]
pub enum PuzzleState {
    Playing,
    Solved,
    Missed { miss: PuzzleMiss },
}

/// Why a try missed: fewer stones than `answer` takes, or a win the opponent escapes.
#[uniffi::remote(Enum)]
pub enum PuzzleMiss {
    TookFewer {
        took: SmallInt,
        most: SmallInt,
        answer: Spot,
    },
    WinEscaped {
        answer: Spot,
    },
}

/// A puzzle move, the engine's defence if the puzzle goes on, and where it stands.
#[uniffi::remote(Record)]
pub struct PuzzleStep {
    pub outcome: MoveOutcome,
    pub reply: Option<MoveOutcome>,
    pub state: PuzzleState,
    /// The puzzle as it was when this move was tried: where a miss shows its answer.
    pub tried: Snapshot,
    /// The house this move sowed.
    pub tried_house: Spot,
    /// In a win in several moves still being played after this step: the person's moves left
    /// to make it (at least one); null otherwise.
    pub moves_left: Option<SmallInt>,
}
