//! Games won, drawn and lost per opponent, and the versioned JSON the apps keep them in.
//!
//! The rules of counting:
//! - A game is counted from the person's seat; with two people, from South's, so one device
//!   keeps one consistent record of a friend's games. Computer against computer is not counted.
//! - Games where undo or a hint was used are assisted and kept apart from unaided ones, so a
//!   record earned alone stays honest.
//! - A winning streak counts unaided wins only. Any loss or draw, assisted or not, ends it; an
//!   assisted win leaves it as it is, so asking for help once does not cost a streak earned alone.
//! - Only opponents actually played are listed, computer levels weakest first, then Friend.
//!   A level added later thus needs no change of format, and an app shows zeros for a missing one.
//! - The puzzles solved are kept by id, with the daily streak (crate::streak), and the last
//!   [`RECENT_GAMES`] games counted with their records, to review them later. Either part, damaged, is set aside on reading (the reason
//!   in [`Statistics::set_aside`]) and the games counted are kept.
//! - The person's rating (crate::rating) moves with each unaided game against the computer;
//!   damaged, it is set aside like those parts and starts again.

use kiela_core::{ParsePlayerError, Player};
use serde::{Deserialize, Serialize};

use crate::board::Side;
use crate::error::KielaError;
use crate::exercise::{read_exercises, Exercise, ExerciseFile};
use crate::numbers::AppInt;
use crate::rating::{PersonRating, RatingFile};
use crate::reviewed::ReviewSeats;
use crate::settings::{GameSettings, Level, Seat};
use crate::streak::{DailyStreak, StreakFile};
use crate::view::PersonOutcome;

/// The `format` every statistics file carries, so other JSON is not mistaken for one.
pub const STATISTICS_FORMAT: &str = "kiela-statistics";
/// The statistics version this code writes and the newest it reads.
pub const STATISTICS_VERSION: u64 = 3;

/// Whom the person played: the computer at a level, or a friend on the same phone. Ordered
/// as listed: levels weakest first, then Friend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "OpponentFile", try_from = "OpponentFile")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Opponent {
    Computer {
        level: Level,
    },
    /// Another person on the same device.
    Friend,
}

impl Opponent {
    /// Every opponent in listing order: the order of a statistics screen.
    pub const ALL: [Opponent; 6] = [
        Opponent::Computer { level: Level::Beginner },
        Opponent::Computer { level: Level::Easy },
        Opponent::Computer { level: Level::Medium },
        Opponent::Computer { level: Level::Hard },
        Opponent::Computer { level: Level::Expert },
        Opponent::Friend,
    ];
}

/// An opponent as written: `{"kind":"computer","level":"hard"}` or `{"kind":"friend"}`. Spelled
/// out because serde lets an internally tagged unit variant carry unknown fields.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OpponentFile {
    kind: OpponentKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    level: Option<Level>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum OpponentKind {
    Computer,
    Friend,
}

impl From<Opponent> for OpponentFile {
    fn from(opponent: Opponent) -> OpponentFile {
        match opponent {
            Opponent::Computer { level } => OpponentFile {
                kind: OpponentKind::Computer,
                level: Some(level),
            },
            Opponent::Friend => OpponentFile {
                kind: OpponentKind::Friend,
                level: None,
            },
        }
    }
}

impl TryFrom<OpponentFile> for Opponent {
    type Error = &'static str;

    fn try_from(file: OpponentFile) -> Result<Opponent, &'static str> {
        match (file.kind, file.level) {
            (OpponentKind::Computer, Some(level)) => Ok(Opponent::Computer { level }),
            (OpponentKind::Computer, None) => Err("a computer opponent needs a level"),
            (OpponentKind::Friend, None) => Ok(Opponent::Friend),
            (OpponentKind::Friend, Some(_)) => Err("a friend has no level"),
        }
    }
}

/// One finished game, as it is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FinishedGame {
    pub opponent: Opponent,
    /// From the person's seat; South's with two people.
    pub outcome: PersonOutcome,
    /// Undo or a hint was used.
    pub assisted: bool,
    /// Who sat where, for the game's review.
    pub seats: ReviewSeats,
}

impl FinishedGame {
    /// The game as counted, from its settings and its winner (`None`: drawn); `None` when no
    /// person played, so the seat rule lives here and not in each caller.
    pub fn of(settings: &GameSettings, winner: Option<Side>, assisted: bool) -> Option<FinishedGame> {
        let (seat, opponent) = match (settings.south, settings.north) {
            (Seat::Person, Seat::Person) => (Side::South, Opponent::Friend),
            (Seat::Person, Seat::Computer { level }) => (Side::South, Opponent::Computer { level }),
            (Seat::Computer { level }, Seat::Person) => (Side::North, Opponent::Computer { level }),
            (Seat::Computer { .. }, Seat::Computer { .. }) => return None,
        };
        let outcome = match winner {
            None => PersonOutcome::Drawn,
            Some(side) if side == seat => PersonOutcome::Won,
            Some(_) => PersonOutcome::Lost,
        };
        let seats = match opponent {
            Opponent::Friend => ReviewSeats::TwoPeople,
            Opponent::Computer { .. } => ReviewSeats::AgainstComputer { person: seat },
        };
        Some(FinishedGame {
            opponent,
            outcome,
            assisted,
            seats,
        })
    }
}

/// What leaving a game in progress for another does to the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Abandonment {
    /// It is counted as the person's loss.
    pub counts_as_loss: bool,
}

/// Games played, won, drawn and lost (`played` is the sum of the other three).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Tally {
    pub played: AppInt,
    pub won: AppInt,
    pub drawn: AppInt,
    pub lost: AppInt,
}

impl Tally {
    /// Counts a game; `false`, counting nothing, once `played` is at `AppInt`'s limit, so the
    /// tally never stops adding up.
    fn count(&mut self, outcome: PersonOutcome) -> bool {
        if self.played.0 == i32::MAX {
            return false;
        }
        self.played.0 += 1;
        let counter = match outcome {
            PersonOutcome::Won => &mut self.won,
            PersonOutcome::Drawn => &mut self.drawn,
            PersonOutcome::Lost => &mut self.lost,
        };
        counter.0 = counter.0.saturating_add(1);
        true
    }

    fn check(&self, field: &str) -> Result<(), String> {
        let numbers = [self.played, self.won, self.drawn, self.lost];
        if numbers.iter().any(|n| n.0 < 0) {
            return Err(format!("{field} holds a negative number"));
        }
        let sum = i64::from(self.won.0) + i64::from(self.drawn.0) + i64::from(self.lost.0);
        if sum != i64::from(self.played.0) {
            return Err(format!("{field}: played is not won + drawn + lost"));
        }
        Ok(())
    }
}

/// The games against one opponent: unaided ones apart from those where undo or a hint was
/// used, and the winning streaks of unaided wins. Friend games count from South's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OpponentStatistics {
    pub opponent: Opponent,
    pub unaided: Tally,
    pub assisted: Tally,
    /// Unaided wins since the last loss or draw.
    pub current_streak: AppInt,
    pub best_streak: AppInt,
}

impl OpponentStatistics {
    fn new(opponent: Opponent) -> OpponentStatistics {
        OpponentStatistics {
            opponent,
            unaided: Tally::default(),
            assisted: Tally::default(),
            current_streak: AppInt(0),
            best_streak: AppInt(0),
        }
    }

    fn count(&mut self, game: &FinishedGame) {
        let tally = if game.assisted {
            &mut self.assisted
        } else {
            &mut self.unaided
        };
        if !tally.count(game.outcome) {
            return;
        }
        match (game.outcome, game.assisted) {
            (PersonOutcome::Won, false) => {
                self.current_streak.0 = self.current_streak.0.saturating_add(1);
                self.best_streak = self.best_streak.max(self.current_streak);
            }
            (PersonOutcome::Won, true) => {}
            (PersonOutcome::Drawn | PersonOutcome::Lost, _) => self.current_streak = AppInt(0),
        }
    }

    fn check(&self) -> Result<(), String> {
        let name = match self.opponent {
            Opponent::Computer { level } => format!("computer {level:?}"),
            Opponent::Friend => "friend".to_owned(),
        };
        self.unaided.check(&format!("{name}, unaided"))?;
        self.assisted.check(&format!("{name}, assisted"))?;
        if self.unaided.played.0 == 0 && self.assisted.played.0 == 0 {
            return Err(format!("{name} is listed without a game played"));
        }
        if self.current_streak.0 < 0 {
            return Err(format!("{name}: the current streak is negative"));
        }
        if self.best_streak < self.current_streak {
            return Err(format!("{name}: the best streak is shorter than the current one"));
        }
        if self.best_streak > self.unaided.won {
            return Err(format!("{name}: the best streak is longer than the unaided wins"));
        }
        Ok(())
    }
}

/// The person's games, per opponent played (levels weakest first, then friends).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Statistics {
    pub opponents: Vec<OpponentStatistics>,
    /// The ids of the puzzles solved, sorted.
    pub solved_puzzles: Vec<String>,
    /// Days in a row the day's puzzle was solved (kept with the puzzle progress).
    pub daily: DailyStreak,
    /// The last games counted, newest first (at most 20), with their records to review.
    pub recent_games: Vec<PastGame>,
    /// The person's rating against the computer (crate::rating: unaided games only).
    pub rating: PersonRating,
    /// Why a part of the file (the puzzle progress or the recent games) could not be read, when
    /// one could not: that part was set aside (an app keeps the file it read) and starts again
    /// empty. Never written.
    pub set_aside: Option<String>,
}

/// How many finished games are kept with their records.
pub const RECENT_GAMES: usize = 20;

/// A finished game kept to be reviewed: whom it was against, how it went, who sat where, the
/// turns it took, its record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PastGame {
    pub opponent: Opponent,
    /// From the person's seat; South's with two people.
    pub outcome: PersonOutcome,
    /// Who sat where: the person's side against the computer (kept with the game; for a game
    /// kept without it, the winner's when the person won and the loser's when they lost, and
    /// told by side after a draw).
    pub seats: ReviewSeats,
    /// The turns the game took (rearrangements count too).
    pub turns: AppInt,
    /// The game record as shared (`kiela-record` text).
    pub record: String,
    /// Once the game is reviewed: the person's mistakes and blunders as exercises, in turn
    /// order (empty when there were none); none before its review.
    pub exercises: Option<Vec<Exercise>>,
}

/// A past game as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PastGameFile {
    opponent: Opponent,
    outcome: String,
    /// The person's side against the computer, `south` or `north`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    person: Option<String>,
    record: String,
    /// Once reviewed (version 3 on): the exercises made of its mistakes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    exercises: Option<Vec<ExerciseFile>>,
}

impl From<&PastGame> for PastGameFile {
    fn from(game: &PastGame) -> PastGameFile {
        let outcome = match game.outcome {
            PersonOutcome::Won => "won",
            PersonOutcome::Drawn => "drawn",
            PersonOutcome::Lost => "lost",
        };
        let person = match game.seats {
            ReviewSeats::AgainstComputer { person } => Some(Player::from(person).name().to_owned()),
            ReviewSeats::TwoPeople | ReviewSeats::BySide => None,
        };
        PastGameFile {
            opponent: game.opponent,
            outcome: outcome.into(),
            person,
            record: game.record.clone(),
            exercises: game
                .exercises
                .as_ref()
                .map(|exercises| exercises.iter().map(ExerciseFile::from).collect()),
        }
    }
}

impl TryFrom<PastGameFile> for PastGame {
    type Error = String;

    fn try_from(file: PastGameFile) -> Result<PastGame, String> {
        let outcome = match file.outcome.as_str() {
            "won" => PersonOutcome::Won,
            "drawn" => PersonOutcome::Drawn,
            "lost" => PersonOutcome::Lost,
            other => return Err(format!("'{other}' is not how a game ends")),
        };
        let game = kiela_core::exchange::parse_record_text(&file.record).map_err(|e| format!("a record: {e}"))?;
        let person = match file.person.as_deref().map(str::parse::<Player>).transpose() {
            Ok(person) => person.map(Side::from),
            Err(ParsePlayerError(other)) => return Err(format!("'{other}' is not a side")),
        };
        let seats = match (file.opponent, person) {
            (Opponent::Friend, _) => ReviewSeats::TwoPeople,
            (Opponent::Computer { .. }, Some(person)) => ReviewSeats::AgainstComputer { person },
            (Opponent::Computer { .. }, None) => seats_by_outcome(&game, outcome),
        };
        Ok(PastGame {
            opponent: file.opponent,
            outcome,
            seats,
            turns: game.moves().len().into(),
            exercises: file.exercises.map(|files| read_exercises(&game, files)).transpose()?,
            record: file.record,
        })
    }
}

/// The person's seat in a game against the computer kept without it: the winner's side when
/// the person won, the loser's when they lost; not known after a draw.
fn seats_by_outcome(game: &kiela_core::Game, outcome: PersonOutcome) -> ReviewSeats {
    let kiela_core::Status::Won { winner, .. } = game.status() else {
        return ReviewSeats::BySide;
    };
    let winner = Side::from(winner);
    match outcome {
        PersonOutcome::Won => ReviewSeats::AgainstComputer { person: winner },
        PersonOutcome::Lost => ReviewSeats::AgainstComputer {
            person: winner.opponent(),
        },
        PersonOutcome::Drawn => ReviewSeats::BySide,
    }
}

/// Why a statistics file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StatisticsError {
    /// Written by a newer app; kept apart so an app can say "update" rather than "damaged".
    #[error("these statistics are version {found}, newer than the version {supported} this app reads")]
    Future { found: u64, supported: u64 },
    /// Not statistics, damaged or tampered with.
    #[error("the statistics are damaged: {reason}")]
    Corrupt { reason: String },
}

fn corrupt(reason: impl Into<String>) -> StatisticsError {
    StatisticsError::Corrupt { reason: reason.into() }
}

/// The file as written.
#[derive(Serialize)]
struct FileOut<'a> {
    format: &'static str,
    version: u64,
    opponents: &'a [OpponentStatistics],
    puzzles: PuzzlesFile<'a>,
    recent_games: Vec<PastGameFile>,
    rating: RatingFile,
}

/// The puzzle progress as written.
#[derive(Serialize)]
struct PuzzlesFile<'a> {
    solved: &'a [String],
    /// Written once a daily puzzle was solved.
    #[serde(skip_serializing_if = "Option::is_none")]
    daily: Option<StreakFile>,
}

/// The file as read, once its format and version are known to be ours.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileIn {
    #[allow(dead_code)] // checked before, on the loose parse
    format: String,
    #[allow(dead_code)]
    version: u64,
    opponents: Vec<OpponentStatistics>,
    /// Read on its own (version 2 on), so damage there costs only the puzzle progress.
    #[serde(default)]
    puzzles: Option<serde_json::Value>,
    #[serde(default)]
    recent_games: Option<serde_json::Value>,
    /// Version 3 on; read on its own too.
    #[serde(default)]
    rating: Option<serde_json::Value>,
}

impl Statistics {
    /// No games yet.
    pub fn new() -> Statistics {
        Statistics::default()
    }

    /// Counts one finished game, and moves the rating by an unaided one against the computer.
    /// Counts stop, consistent, at `AppInt`'s limit.
    pub fn count(&mut self, game: &FinishedGame) {
        let index = match self.opponents.iter().position(|e| e.opponent == game.opponent) {
            Some(index) => index,
            None => {
                let index = self
                    .opponents
                    .iter()
                    .position(|e| e.opponent > game.opponent)
                    .unwrap_or(self.opponents.len());
                self.opponents.insert(index, OpponentStatistics::new(game.opponent));
                index
            }
        };
        if let Some(entry) = self.opponents.get_mut(index) {
            let played = entry.unaided.played;
            entry.count(game);
            // A game the tally could not count (at its limit) does not move the rating either.
            let counted = entry.unaided.played != played;
            if let (Opponent::Computer { level }, false, true) = (game.opponent, game.assisted, counted) {
                self.rating.count(level, game.outcome);
            }
        }
    }

    /// The games against `opponent`; `None` when none was played.
    pub fn entry(&self, opponent: Opponent) -> Option<&OpponentStatistics> {
        self.opponents.iter().find(|e| e.opponent == opponent)
    }

    /// The statistics as a versioned file, pretty-printed.
    pub fn to_json(&self) -> String {
        let file = FileOut {
            format: STATISTICS_FORMAT,
            version: STATISTICS_VERSION,
            opponents: &self.opponents,
            puzzles: PuzzlesFile {
                solved: &self.solved_puzzles,
                daily: self.daily.last_day.is_some().then(|| self.daily.to_file()),
            },
            recent_games: self.recent_games.iter().map(PastGameFile::from).collect(),
            rating: self.rating.to_file(),
        };
        serde_json::to_string_pretty(&file).expect("statistics are numbers and names, which always serialize")
    }

    /// Reads a statistics file, refusing anything this code would not have written: unknown
    /// fields, numbers that do not add up, an opponent twice. Entries may come in any order.
    pub fn from_json(text: &str) -> Result<Statistics, StatisticsError> {
        // Format and version first, on a loose parse, so a newer file with new fields is
        // reported as newer rather than as damaged.
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| corrupt(format!("not valid JSON: {e}")))?;
        let map = value.as_object().ok_or_else(|| corrupt("not a JSON object"))?;
        match map.get("format").and_then(|f| f.as_str()) {
            Some(STATISTICS_FORMAT) => {}
            _ => return Err(corrupt(format!("format is not '{STATISTICS_FORMAT}'"))),
        }
        let version = map
            .get("version")
            .and_then(|v| v.as_u64())
            .ok_or_else(|| corrupt("version is not a whole number"))?;
        if version > STATISTICS_VERSION {
            return Err(StatisticsError::Future {
                found: version,
                supported: STATISTICS_VERSION,
            });
        }
        if version == 0 {
            return Err(corrupt("0 is not a statistics version"));
        }
        let file: FileIn = serde_json::from_value(value).map_err(|e| corrupt(e.to_string()))?;
        let mut opponents = file.opponents;
        opponents.sort_by_key(|e| e.opponent);
        for entry in &opponents {
            entry.check().map_err(corrupt)?;
        }
        if opponents
            .windows(2)
            .any(|pair| matches!(pair, [a, b] if a.opponent == b.opponent))
        {
            return Err(corrupt("an opponent is listed twice"));
        }
        let mut set_aside = Vec::new();
        let (solved_puzzles, daily) = read_part(file.puzzles.map(read_puzzle_progress), &mut set_aside);
        let recent_games = read_part(file.recent_games.map(read_recent_games), &mut set_aside);
        let rating = read_part(file.rating.map(PersonRating::from_value), &mut set_aside);
        Ok(Statistics {
            opponents,
            solved_puzzles,
            daily,
            recent_games,
            rating,
            set_aside: (!set_aside.is_empty()).then(|| set_aside.join("; ")),
        })
    }

    /// Keeps a finished game's record first among the recent games, the oldest beyond
    /// [`RECENT_GAMES`] let go.
    pub fn remember(&mut self, game: PastGame) {
        self.recent_games.insert(0, game);
        self.recent_games.truncate(RECENT_GAMES);
    }

    /// Keeps `exercises`, made by the review of the game `record`, with that game among the
    /// recent games (once: a game reviewed again keeps what was solved). Whether it was kept.
    pub fn keep_exercises(&mut self, record: &str, exercises: &[Exercise]) -> bool {
        match self.recent_games.iter_mut().find(|game| game.record == record) {
            Some(game) if game.exercises.is_none() => {
                game.exercises = Some(exercises.to_vec());
                true
            }
            _ => false,
        }
    }

    /// The exercises a row works through: the game `record`'s, else every recent game's not
    /// yet solved, newest game first; a position met in two games is one exercise.
    pub fn exercises_to_do(&self, record: Option<&str>) -> Vec<&Exercise> {
        let mut seen = std::collections::HashSet::new();
        self.recent_games
            .iter()
            .filter(|game| record.is_none_or(|record| game.record == record))
            .flat_map(|game| game.exercises.iter().flatten())
            .filter(|exercise| record.is_some() || !exercise.solved)
            .filter(|exercise| seen.insert(exercise.puzzle.id.as_str()))
            .collect()
    }

    /// The exercise `id` among the recent games' (the newest game's first).
    pub fn exercise(&self, id: &str) -> Option<&Exercise> {
        self.recent_games
            .iter()
            .flat_map(|game| game.exercises.iter().flatten())
            .find(|exercise| exercise.puzzle.id == id)
    }

    /// Counts the exercise `id` as solved, in every recent game that has it. Whether anything
    /// changed.
    pub fn solve_exercise(&mut self, id: &str) -> bool {
        let mut changed = false;
        for exercise in self
            .recent_games
            .iter_mut()
            .flat_map(|game| game.exercises.iter_mut().flatten())
            .filter(|exercise| exercise.puzzle.id == id && !exercise.solved)
        {
            exercise.solved = true;
            changed = true;
        }
        changed
    }

    /// Whether the puzzle `id` has been solved.
    pub fn solved(&self, id: &str) -> bool {
        self.solved_puzzles
            .binary_search_by(|solved| solved.as_str().cmp(id))
            .is_ok()
    }

    /// Counts the puzzle `id` as solved (once).
    pub fn solve_puzzle(&mut self, id: &str) {
        if let Err(place) = self.solved_puzzles.binary_search_by(|solved| solved.as_str().cmp(id)) {
            self.solved_puzzles.insert(place, id.to_owned());
        }
    }
}

/// A part of the file read on its own: empty when absent, and empty with the reason noted in
/// `set_aside` when damaged.
fn read_part<T: Default>(read: Option<Result<T, String>>, set_aside: &mut Vec<String>) -> T {
    match read {
        None => T::default(),
        Some(Ok(part)) => part,
        Some(Err(reason)) => {
            set_aside.push(reason);
            T::default()
        }
    }
}

/// A file's `recent_games`; `Err` with the reason when it is damaged.
fn read_recent_games(value: serde_json::Value) -> Result<Vec<PastGame>, String> {
    let games: Vec<PastGameFile> = serde_json::from_value(value).map_err(|e| format!("the recent games: {e}"))?;
    if games.len() > RECENT_GAMES {
        return Err(format!("the recent games: more than {RECENT_GAMES}"));
    }
    games
        .into_iter()
        .map(|game| PastGame::try_from(game).map_err(|e| format!("the recent games: {e}")))
        .collect()
}

/// The solved ids of a file's `puzzles`, sorted, and the daily streak; `Err` with the reason
/// when it is damaged.
fn read_puzzle_progress(value: serde_json::Value) -> Result<(Vec<String>, DailyStreak), String> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct PuzzlesIn {
        solved: Vec<String>,
        #[serde(default)]
        daily: Option<StreakFile>,
    }
    let puzzles: PuzzlesIn = serde_json::from_value(value).map_err(|e| format!("the puzzle progress: {e}"))?;
    let mut solved = puzzles.solved;
    solved.sort();
    if solved.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err("the puzzle progress lists a puzzle twice".into());
    }
    if solved.iter().any(|id| id.is_empty() || id.len() > 64) {
        return Err("the puzzle progress holds an id that is no puzzle's".into());
    }
    let daily = puzzles
        .daily
        .map(DailyStreak::from_file)
        .transpose()?
        .unwrap_or_default();
    Ok((solved, daily))
}

/// How the apps are told: as the API's one error type.
impl From<StatisticsError> for KielaError {
    fn from(error: StatisticsError) -> KielaError {
        match error {
            StatisticsError::Future { found, supported } => KielaError::FutureStatistics {
                found: KielaError::version(found),
                supported: KielaError::version(supported),
            },
            StatisticsError::Corrupt { reason } => KielaError::CorruptStatistics { reason },
        }
    }
}

#[cfg(test)]
mod tests;
