//! Finds the puzzles the app offers and writes `rust/kiela-session/data/puzzles.json`.
//! `cargo run --release -p kiela-ai --example make_puzzles` (a few seconds; the same file
//! every time: every seed is fixed, and a file already full is written again unchanged).
//!
//! **The file grows, it is never made anew.** The puzzles already in it are kept as they are,
//! with their ids (a person's solved puzzles and the daily order refer to them), each proven
//! again here: the same kind, grade, answer and counts must come out, or the run stops. New
//! puzzles only fill what the quotas still lack, numbered on after the highest id of their
//! kind. So the file does not change when the games below change (the levels play
//! differently after an engine change) unless the quotas are raised.
//!
//! **Where the positions come from.** Games of the traditional variant from the traditional
//! start, South first, each between two of random, greedy, Beginner, Easy, Medium and Hard
//! (drawn by seed), after 2 to 6 random opening plies. Every position met before a move is a
//! candidate, with its no-capture counter set to 0; a position (houses and player to move) is
//! looked at once however often it comes. A candidate needs at least 3 legal moves.
//!
//! **What is kept, proven by [`kiela_ai::puzzles`]** (every legal move played, every reply
//! searched; no evaluation):
//! - *win in N* (N = 1, 2, 3): no move forces the win within N − 1 moves, and exactly one first
//!   move forces it within N; for N = 2 and 3 the opponent has at least two answers to it (a
//!   tree to read, not a single line). A position where a win is forced within 3 moves is not
//!   also a capture puzzle (it has a better answer than the biggest capture).
//! - *most in one*: exactly one move captures the most, that is more than 0, and some other
//!   move captures too (`next_best` > 0: there is something to compare).
//!
//! **Grades.** A win in 1 is easy, in 2 medium, in 3 hard: the moves a player must read ahead
//! (1, 3 and 5 plies, every reply). A capture puzzle is graded by how far a player must follow
//! the sowings to find the answer. Say a player *reads k laps* (a lap as in RULES.md §3.5: the
//! first sowing, each relay, each sowing of captured stones) when they follow every move for
//! k laps and count what it has taken by then; the *depth* is the fewest laps at which the
//! answer alone takes the most, and a *trap* is a smaller number of laps at which some other
//! move alone takes the most (a player who stops reading there picks it).
//! - easy: depth 1 (the answer's first lap ends in a capture bigger than any first-lap capture)
//!   and it beats the next best move by 3 stones or more;
//! - medium: depth 1 with a margin under 3, or depth 2 without a trap (one relay before the
//!   capture, or one capture that chains into the next);
//! - hard: depth 3 or more (several relays and captures in a row), or a trap.
//!
//! **Which are kept.** In each kind and grade at most one puzzle from a game (the one with the
//! smallest Zobrist hash), then, of those not in the file yet, the smallest hashes until the
//! quota is met: 95 capture puzzles of each grade and 40 wins of each length, 405 in all (at
//! least 365: a year of daily puzzles without a repeat). Sorted easy, medium, hard and, in a
//! grade, capture puzzles before wins, each kind by number (`most-001`, `win1-001`, …; the
//! first 150 were numbered in that order when the quotas were 35 and 15).
//!
//! **The file**: `{"format": "kiela-puzzles", "version": 1, "made_by",
//! "puzzles": [...]}`, each puzzle with `id`, `kind` (`most_in_one` or `win_in`), `moves` (wins
//! only), `grade`, `position` (kiela-core's position JSON), `answer`, `stones` (what the answer
//! captures) and `next_best` (the most any other legal move captures; below `stones` in a
//! capture puzzle, anything in a win).

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::time::Instant;

use kiela_ai::puzzles::{captures_of_every_move, forced_win_moves, most_in_one};
use kiela_ai::{zobrist, AgentSpec, EngineSettings, Level, MoveRequest, Rng, StopHandle};
use kiela_core::exchange::{position_from_value, position_json};
use kiela_core::{Game, House, Move, Observer, Player, Position, Rules};

/// The seed of everything: the players of each game, its opening, its players' choices.
const SEED: u64 = 20;
/// Games played; the quotas fill with the positions seen once each (the wins in 2, the
/// rarest, need about 1 game in 25).
const GAMES: u64 = 3000;
/// A game still going after this many plies is left (no puzzle needs its end).
const MAX_PLIES: u32 = 400;
const PLAYERS: [AgentSpec; 6] = [
    AgentSpec::Random,
    AgentSpec::Greedy,
    AgentSpec::Level(Level::Beginner),
    AgentSpec::Level(Level::Easy),
    AgentSpec::Level(Level::Medium),
    AgentSpec::Level(Level::Hard),
];
/// Capture puzzles kept of each grade, and wins of each length.
const MOST_QUOTA: usize = 95;
const WIN_QUOTA: usize = 40;
/// A capture puzzle's answer beats the next best by at least this much to be easy.
const EASY_MARGIN: u32 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Grade {
    Easy,
    Medium,
    Hard,
}

impl Grade {
    const ALL: [Grade; 3] = [Grade::Easy, Grade::Medium, Grade::Hard];

    fn name(self) -> &'static str {
        match self {
            Grade::Easy => "easy",
            Grade::Medium => "medium",
            Grade::Hard => "hard",
        }
    }
}

/// What kind of puzzle: a capture puzzle (0) or a win in 1, 2, 3.
type Kind = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Puzzle {
    kind: Kind,
    grade: Grade,
    position: Position,
    answer: House,
    stones: u32,
    next_best: u32,
}

fn main() {
    let started = Instant::now();
    let settings = EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    };
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../kiela-session/data/puzzles.json");
    let shipped = read_shipped(path);
    let mut players: Vec<_> = PLAYERS.iter().map(|spec| spec.build(settings)).collect();
    let stop = StopHandle::new();
    let mut seeds = Rng::new(SEED);
    // The file's positions are not found again.
    let mut seen: HashSet<Position> = shipped.iter().map(|kept| kept.puzzle.position).collect();
    // (kind, grade) → hash → puzzle, at most one a game.
    let mut found: BTreeMap<(Grade, Kind), BTreeMap<u64, Puzzle>> = BTreeMap::new();
    let (mut plies, mut looked_at) = (0u64, 0u64);

    for _ in 0..GAMES {
        let mut rng = Rng::new(seeds.next_u64());
        let south = rng.below(PLAYERS.len() as u64) as usize;
        let north = rng.below(PLAYERS.len() as u64) as usize;
        let opening = 2 + rng.below(5) as u32;
        let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
        let mut this_game: BTreeMap<(Grade, Kind), (u64, Puzzle)> = BTreeMap::new();
        for ply in 0..MAX_PLIES {
            if game.status().is_over() {
                break;
            }
            let position = *game.position();
            let quiet = Position::from_parts(
                [*position.side(Player::South), *position.side(Player::North)],
                position.to_move(),
                position.rules(),
                0,
            );
            if seen.insert(quiet) {
                looked_at += 1;
                if let Some(puzzle) = puzzle_of(&quiet) {
                    let hash = zobrist::hash(&quiet);
                    let slot = this_game.entry((puzzle.grade, puzzle.kind)).or_insert((hash, puzzle));
                    if hash < slot.0 {
                        *slot = (hash, puzzle);
                    }
                }
            }
            let seed = rng.next_u64();
            let house = if ply < opening {
                let moves = position.legal_moves();
                let pick = Rng::new(seed).below(moves.len() as u64) as usize;
                let house = moves.iter().nth(pick).expect("a game going on has a legal move");
                house
            } else {
                let seat = if position.to_move() == Player::South {
                    south
                } else {
                    north
                };
                let request = MoveRequest {
                    position: &position,
                    history: &[],
                    seed,
                    stop: &stop,
                };
                players[seat]
                    .choose(&request)
                    .expect("a game going on has a legal move")
            };
            game.play(Move::Sow(house)).expect("the players play legal moves");
            plies += 1;
        }
        for (key, (hash, puzzle)) in this_game {
            found.entry(key).or_default().insert(hash, puzzle);
        }
    }

    let mut next_number: BTreeMap<Kind, u32> = BTreeMap::new();
    for kept in &shipped {
        let number = next_number.entry(kept.puzzle.kind).or_insert(0);
        *number = (*number).max(kept.number);
    }
    let mut chosen: Vec<Kept> = shipped.clone();
    let mut summary = String::new();
    for (&(grade, kind), candidates) in &found {
        let quota = if kind == 0 { MOST_QUOTA } else { WIN_QUOTA };
        let had = shipped
            .iter()
            .filter(|k| (k.puzzle.grade, k.puzzle.kind) == (grade, kind))
            .count();
        let added = candidates.len().min(quota.saturating_sub(had));
        for puzzle in candidates.values().take(added) {
            let number = next_number.entry(kind).or_insert(0);
            *number += 1;
            chosen.push(Kept {
                number: *number,
                puzzle: *puzzle,
            });
        }
        let _ = writeln!(
            summary,
            "  {:<6} {:<12} {had:>3} kept + {added:>3} new of {:>4} found",
            grade.name(),
            kind_label(kind),
            candidates.len()
        );
    }
    chosen.sort_by_key(|kept| (kept.puzzle.grade, kept.puzzle.kind, kept.number));
    let text = file_text(&chosen);
    std::fs::create_dir_all(std::path::Path::new(path).parent().expect("a parent folder"))
        .expect("the data folder can be made");
    std::fs::write(path, text).expect("puzzles.json can be written");

    println!(
        "{} puzzles ({} kept) from {GAMES} games ({plies} plies, {looked_at} distinct positions looked at) in {:.1} s",
        chosen.len(),
        shipped.len(),
        started.elapsed().as_secs_f64()
    );
    print!("{summary}");
    for grade in Grade::ALL {
        let of = |win: bool| {
            chosen
                .iter()
                .filter(|k| k.puzzle.grade == grade && (k.puzzle.kind > 0) == win)
                .count()
        };
        println!(
            "  {:<6} most_in_one {:>3}, win_in {:>3}",
            grade.name(),
            of(false),
            of(true)
        );
    }
    let shown = std::fs::canonicalize(path).map_or(path.into(), |p| p.display().to_string());
    println!("written to {shown}");
}

/// The puzzle `position` makes, if any: a win in 1 to 3 with one winning first move, else a
/// capture puzzle.
fn puzzle_of(position: &Position) -> Option<Puzzle> {
    let captures = captures_of_every_move(position);
    if captures.len() < 3 {
        return None;
    }
    let taken_by = |house: House| captures.iter().find(|c| c.0 == house).map_or(0, |c| c.1);
    for moves in 1..=3 {
        let winning = forced_win_moves(position, moves);
        match winning.as_slice() {
            [] => continue,
            &[answer] => {
                // A longer win with one answer to the first move reads as a line, not a tree.
                if moves > 1 && !has_two_replies(position, answer) {
                    return None;
                }
                let next_best = captures
                    .iter()
                    .filter(|c| c.0 != answer)
                    .map(|c| c.1)
                    .max()
                    .unwrap_or(0);
                return Some(Puzzle {
                    kind: moves,
                    grade: Grade::ALL[usize::from(moves) - 1],
                    position: *position,
                    answer,
                    stones: taken_by(answer),
                    next_best,
                });
            }
            // Several first moves win: no single answer to find.
            _ => return None,
        }
    }
    let most = most_in_one(position)?;
    if most.next_best == 0 {
        // The only capture: nothing to compare.
        return None;
    }
    Some(Puzzle {
        kind: 0,
        grade: capture_grade(position, most.answer, most.stones - most.next_best),
        position: *position,
        answer: most.answer,
        stones: most.stones,
        next_best: most.next_best,
    })
}

/// Whether the opponent has at least two legal answers to `house`.
fn has_two_replies(position: &Position, house: House) -> bool {
    let mut after = *position;
    after.play(house).expect("a legal move");
    after.legal_moves().len() >= 2
}

/// A capture puzzle's grade, by the laps a player must read (see the module's comment).
fn capture_grade(position: &Position, answer: House, margin: u32) -> Grade {
    let moves: Vec<(House, Vec<(u16, u32)>)> = position
        .legal_moves()
        .iter()
        .map(|house| (house, captures_by_lap(position, house)))
        .collect();
    let longest = moves.iter().flat_map(|m| m.1.iter().map(|c| c.0)).max().unwrap_or(1);
    // The move that alone takes the most within `laps` laps, if one does and takes anything.
    let leader = |laps: u16| {
        let within = |captures: &[(u16, u32)]| captures.iter().filter(|c| c.0 <= laps).map(|c| c.1).sum::<u32>();
        let most = moves.iter().map(|m| within(&m.1)).max().unwrap_or(0);
        let mut leaders = moves.iter().filter(|m| within(&m.1) == most);
        match (leaders.next(), leaders.next()) {
            (Some(m), None) if most > 0 => Some(m.0),
            _ => None,
        }
    };
    let depth = (1..=longest)
        .find(|&laps| leader(laps) == Some(answer))
        .expect("the answer alone takes the most once every lap is read");
    let trap = (1..depth).any(|laps| leader(laps).is_some());
    match depth {
        _ if trap => Grade::Hard,
        1 if margin >= EASY_MARGIN => Grade::Easy,
        1 | 2 => Grade::Medium,
        _ => Grade::Hard,
    }
}

/// The captures a move makes, each with the lap it ends (the first sowing is lap 1).
fn captures_by_lap(position: &Position, house: House) -> Vec<(u16, u32)> {
    struct Laps {
        lap: u16,
        captures: Vec<(u16, u32)>,
    }
    impl Observer for Laps {
        fn sow(&mut self, _after: House, _stones: u8) {
            self.lap += 1;
        }
        fn capture(&mut self, _captor: House, _inner: House, _outer: House, stones: u8) {
            self.captures.push((self.lap, u32::from(stones)));
        }
    }
    let mut laps = Laps {
        lap: 0,
        captures: Vec::new(),
    };
    let mut after = *position;
    after.play_observed(house, &mut laps).expect("a legal move");
    laps.captures
}

fn kind_label(kind: Kind) -> String {
    match kind {
        0 => "most_in_one".to_owned(),
        n => format!("win_in {n}"),
    }
}

/// The JSON file, one puzzle a line.
fn file_text(puzzles: &[Kept]) -> String {
    let mut lines = Vec::with_capacity(puzzles.len());
    for Kept { number, puzzle } in puzzles {
        let kind = match puzzle.kind {
            0 => "\"kind\": \"most_in_one\"".to_owned(),
            n => format!("\"kind\": \"win_in\", \"moves\": {n}"),
        };
        lines.push(format!(
            "    {{\"id\": \"{}\", {kind}, \"grade\": \"{}\", \"position\": {}, \"answer\": \"{}\", \"stones\": {}, \"next_best\": {}}}",
            id_of(puzzle.kind, *number),
            puzzle.grade.name(),
            position_json(&puzzle.position),
            puzzle.answer,
            puzzle.stones,
            puzzle.next_best,
        ));
    }
    format!(
        "{{\n  \"format\": \"kiela-puzzles\",\n  \"version\": 1,\n  \"made_by\": \"cargo run --release -p kiela-ai --example make_puzzles\",\n  \"puzzles\": [\n{}\n  ]\n}}\n",
        lines.join(",\n")
    )
}

/// A puzzle's id: its kind and number (`most-001`, `win2-014`).
fn id_of(kind: Kind, number: u32) -> String {
    match kind {
        0 => format!("most-{number:03}"),
        n => format!("win{n}-{number:03}"),
    }
}

/// A puzzle in the file, numbered within its kind.
#[derive(Clone, Copy, Debug)]
struct Kept {
    number: u32,
    puzzle: Puzzle,
}

/// The puzzles already in the file at `path` (none when there is no file), each proven again:
/// the position must make the very puzzle written.
fn read_shipped(path: &str) -> Vec<Kept> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    let file: serde_json::Value = serde_json::from_str(&text).expect("puzzles.json is JSON");
    let list = file["puzzles"].as_array().expect("puzzles.json lists puzzles");
    list.iter()
        .map(|value| {
            let id = value["id"].as_str().expect("a puzzle has an id");
            let position = position_from_value(&value["position"], "position").expect("a puzzle's position");
            let puzzle = puzzle_of(&position).unwrap_or_else(|| panic!("{id} is no puzzle any more"));
            let (kind_name, number) = id.split_once('-').expect("an id is kind-number");
            let number: u32 = number.parse().expect("an id ends in its number");
            assert_eq!(
                id_of(puzzle.kind, number),
                id,
                "{id} proves another kind: {}",
                kind_label(puzzle.kind)
            );
            assert!(kind_name == "most" || kind_name.starts_with("win"));
            let written = |key: &str| value[key].as_u64().and_then(|n| u32::try_from(n).ok());
            assert_eq!(value["grade"].as_str(), Some(puzzle.grade.name()), "{id}'s grade");
            assert_eq!(
                value["answer"].as_str(),
                Some(puzzle.answer.to_string().as_str()),
                "{id}'s answer"
            );
            assert_eq!(written("stones"), Some(puzzle.stones), "{id}'s stones");
            assert_eq!(written("next_best"), Some(puzzle.next_best), "{id}'s next best");
            Kept { number, puzzle }
        })
        .collect()
}
