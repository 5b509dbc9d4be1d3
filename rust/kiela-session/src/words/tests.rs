//! Every key a builder can say is one of the Android strings and takes the arguments it is
//! given; a few phrases, said in English as the apps would say them.

use std::collections::{BTreeMap, BTreeSet};

use super::review::VERDICTS;
use super::*;
use crate::announcement::Announcement;
use crate::board::{House, Side, Spot, BOARD_HOUSES};
use crate::computer::{Hint, HintReason};
use crate::events::Turn;
use crate::guide::GuideNote;
use crate::numbers::{AppInt, SmallInt, StoneCounts};
use crate::puzzle::{puzzles, Puzzle, PuzzleGrade, PuzzleKind, PuzzleMiss, PuzzleState};
use crate::reviewed::{GameReview, MoveCost, ReviewSeats, ReviewValue, ReviewedTurn, Verdict};
use crate::session::Session;
use crate::settings::{CaptureSowing, GameSettings, Level, Seat, Variant};
use crate::snapshot::{EndReason, GameResult, Snapshot};
use crate::statistics::{FinishedGame, Opponent, PastGame, Statistics};
use crate::timeline::AnimationSpeed;
use crate::view::{Headline, PersonOutcome, Refusal};
use crate::view::{NoticeKind, SeatPlayer};

/// The English strings, android/app/src/main/res/values/.
const VALUES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../android/app/src/main/res/values");

/// One string of the resources: its text, or a plural's forms by quantity.
#[derive(Debug)]
struct Entry {
    plural: bool,
    forms: BTreeMap<String, String>,
}

/// Every `<string>` and `<plurals>` of the strings files (strings*.xml, rules.xml), by name.
fn resources() -> BTreeMap<String, Entry> {
    let mut entries = BTreeMap::new();
    for file in std::fs::read_dir(VALUES).expect("the Android strings are in the checkout") {
        let path = file.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !(name.starts_with("strings") || name == "rules.xml") {
            continue;
        }
        let xml = std::fs::read_to_string(&path).unwrap();
        for (key, text) in elements(&xml, "string") {
            let forms = BTreeMap::from([("other".to_owned(), text)]);
            entries.insert(key, Entry { plural: false, forms });
        }
        for (key, body) in elements(&xml, "plurals") {
            let forms = elements_by(&body, "item", "quantity").into_iter().collect();
            entries.insert(key, Entry { plural: true, forms });
        }
    }
    entries
}

/// The `name` attribute and the content of each `<tag name="…">…</tag>` in `xml`.
fn elements(xml: &str, tag: &str) -> Vec<(String, String)> {
    elements_by(xml, tag, "name")
}

fn elements_by(xml: &str, tag: &str, attribute: &str) -> Vec<(String, String)> {
    let (open, close, named) = (format!("<{tag} "), format!("</{tag}>"), format!("{attribute}=\""));
    let mut found = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find(&open) {
        rest = &rest[start + open.len()..];
        let head_end = rest.find('>').expect("a tag ends");
        let head = &rest[..head_end];
        let value = head
            .find(&named)
            .map(|at| &head[at + named.len()..])
            .expect("the attribute is there");
        let value = &value[..value.find('"').unwrap()];
        let body = &rest[head_end + 1..];
        let body_end = body.find(&close).expect("the element is closed");
        found.push((value.to_owned(), body[..body_end].trim().to_owned()));
        rest = &body[body_end..];
    }
    found
}

/// A placeholder: its place among the arguments (from 1) and `d` or `s`.
type Placeholder = (usize, char);

/// The placeholders of a string: `%d`, `%s` in order, `%2$s` at their place (`%%` is none).
fn placeholders(text: &str) -> Vec<Placeholder> {
    let mut found = Vec::new();
    let mut next = 1;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        let mut digits = String::new();
        while let Some(d) = chars.next_if(char::is_ascii_digit) {
            digits.push(d);
        }
        let place = match digits.is_empty() {
            true => None,
            false => {
                assert_eq!(chars.next(), Some('$'), "{text}: a numbered placeholder");
                Some(digits.parse().unwrap())
            }
        };
        match chars.next() {
            Some('%') if place.is_none() => {}
            Some(kind @ ('d' | 's')) => {
                let place = place.unwrap_or(next);
                next = place + 1;
                found.push((place, kind));
            }
            other => panic!("{text}: an unknown placeholder {other:?}"),
        }
    }
    found
}

/// What `key` takes, by place: `d` a number, `s` a phrase or text, `c` a plural's count that
/// its text does not show.
fn signature(key: &str, entry: &Entry) -> Vec<char> {
    let mut kinds = BTreeMap::new();
    for form in entry.forms.values() {
        for (place, kind) in placeholders(form) {
            let earlier = kinds.insert(place, kind);
            assert!(
                earlier.is_none_or(|earlier| earlier == kind),
                "{key}: placeholder {place} is %d and %s"
            );
        }
    }
    // A plural's count is its first argument, on both platforms: where its text shows it, it is
    // the first placeholder.
    assert!(
        !entry.plural || kinds.get(&1).is_none_or(|&kind| kind == 'd'),
        "{key}: a plural's count must be its first argument (%1$d)"
    );
    let length = kinds.keys().max().copied().unwrap_or(0).max(usize::from(entry.plural));
    (1..=length)
        .map(|place| match kinds.get(&place) {
            Some(&kind) => kind,
            None if entry.plural && place == 1 => 'c',
            None => panic!("{key}: no placeholder {place}"),
        })
        .collect()
}

/// Checks `phrase` and every phrase in it against the strings; returns the keys said.
fn check(phrase: &Phrase, strings: &BTreeMap<String, Entry>, said: &mut BTreeSet<String>) {
    match phrase {
        Phrase::Joined { parts, .. } => parts.iter().for_each(|part| check(part, strings, said)),
        Phrase::Key { key, args } => {
            let entry = strings
                .get(key)
                .unwrap_or_else(|| panic!("{key} is not an Android string"));
            let expected = signature(key, entry);
            assert_eq!(args.len(), expected.len(), "{key}: {args:?} for {expected:?}");
            for (arg, kind) in args.iter().zip(expected) {
                match (arg, kind) {
                    (PhraseArg::Number { .. }, 'd' | 'c') | (PhraseArg::Text { .. }, 's') => {}
                    (PhraseArg::Phrase { phrase }, 's') => check(phrase, strings, said),
                    _ => panic!("{key}: {arg:?} where the string has %{kind}"),
                }
            }
            said.insert(key.clone());
        }
    }
}

/// The phrase in English, as an app's formatter says it: a plural's form by its count (the
/// first argument).
fn english(phrase: &Phrase, strings: &BTreeMap<String, Entry>) -> String {
    let (key, args) = match phrase {
        Phrase::Joined { parts, separator } => {
            return parts
                .iter()
                .map(|part| english(part, strings))
                .collect::<Vec<_>>()
                .join(separator)
        }
        Phrase::Key { key, args } => (key, args),
    };
    let entry = &strings[key];
    let said: Vec<String> = args
        .iter()
        .map(|arg| match arg {
            PhraseArg::Number { value } => value.to_string(),
            PhraseArg::Phrase { phrase } => english(phrase, strings),
            PhraseArg::Text { text } => text.clone(),
        })
        .collect();
    let form = match (entry.plural, args.first()) {
        (true, Some(PhraseArg::Number { value: 1 })) => "one",
        _ => "other",
    };
    let template = entry.forms[form].replace("\\'", "'");
    let mut out = String::new();
    let mut next = 1;
    let mut rest = template.as_str();
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        rest = &rest[at + 1..];
        if let Some(after) = rest.strip_prefix('%') {
            out.push('%');
            rest = after;
            continue;
        }
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let place = match digits.is_empty() {
            true => next,
            false => {
                rest = &rest[digits.len() + 1..];
                digits.parse().unwrap()
            }
        };
        next = place + 1;
        out.push_str(&said[place - 1]);
        rest = &rest[1..];
    }
    out + rest
}

// The inputs: every case of every enum a builder takes.

const SIDES: [Side; 2] = [Side::South, Side::North];

fn spots() -> impl Iterator<Item = Spot> {
    (0..BOARD_HOUSES).map(|index| Spot::at(AppInt::from(index)).unwrap())
}

fn spot(side: Side, house: House) -> Spot {
    Spot::of(side, house)
}

fn values() -> [ReviewValue; 4] {
    [
        ReviewValue::Chance { percent: AppInt(61) },
        ReviewValue::Chance { percent: AppInt(1) },
        ReviewValue::Win { plies: AppInt(3) },
        ReviewValue::Loss { plies: AppInt(4) },
    ]
}

fn costs() -> [MoveCost; 6] {
    [
        MoveCost::Nothing,
        MoveCost::Close,
        MoveCost::Chance { points: AppInt(14) },
        MoveCost::Chance { points: AppInt(1) },
        MoveCost::WinThrownAway,
        MoveCost::IntoLoss,
    ]
}

fn seats() -> [ReviewSeats; 4] {
    [
        ReviewSeats::AgainstComputer { person: Side::South },
        ReviewSeats::AgainstComputer { person: Side::North },
        ReviewSeats::TwoPeople,
        ReviewSeats::BySide,
    ]
}

fn headlines() -> [Headline; 7] {
    [
        Headline::YourTurn,
        Headline::RearrangeOrSow,
        Headline::TheirTurn,
        Headline::ComputerThinking,
        Headline::GameOver {
            outcome: PersonOutcome::Won,
        },
        Headline::GameOver {
            outcome: PersonOutcome::Drawn,
        },
        Headline::GameOver {
            outcome: PersonOutcome::Lost,
        },
    ]
}

fn refusals() -> [Refusal; 8] {
    [
        Refusal::GameOver,
        Refusal::ComputerToMove,
        Refusal::NotYourHouse,
        Refusal::EmptyHouse,
        Refusal::TooFewStones { min: AppInt(2) },
        Refusal::TooFewStones { min: AppInt(1) },
        Refusal::EndlessMove,
        Refusal::Other,
    ]
}

fn hint_reasons() -> [HintReason; 8] {
    [
        HintReason::WinsNow,
        HintReason::WinsOnStones,
        HintReason::ForcesWin { moves: AppInt(2) },
        HintReason::ForcesWin { moves: AppInt(1) },
        HintReason::Captures { stones: AppInt(3) },
        HintReason::SavesFromCapture { stones: AppInt(4) },
        HintReason::ThreatensCapture { stones: AppInt(1) },
        HintReason::BestPosition,
    ]
}

/// A game of `settings` (South first), at its start.
fn snapshot(settings: GameSettings) -> Snapshot {
    Session::new(settings, 1).snapshot()
}

fn against_computer(person: Side) -> GameSettings {
    let computer = Seat::Computer { level: Level::Easy };
    let (south, north) = match person {
        Side::South => (Seat::Person, computer),
        Side::North => (computer, Seat::Person),
    };
    GameSettings {
        south,
        north,
        ..GameSettings::default()
    }
}

fn two_people() -> GameSettings {
    GameSettings {
        north: Seat::Person,
        ..GameSettings::default()
    }
}

fn result(winner: Option<Side>, reason: EndReason, person: Option<PersonOutcome>) -> GameResult {
    GameResult {
        winner,
        reason,
        south_stones: SmallInt(30),
        north_stones: SmallInt(26),
        person,
    }
}

fn reviewed(turn: i32, mover: Side, played: Spot, best: Spot, evaluation: i32, best_evaluation: i32) -> ReviewedTurn {
    ReviewedTurn::new(
        AppInt(turn),
        mover,
        played,
        best,
        evaluation,
        best_evaluation,
        StoneCounts(vec![0; BOARD_HOUSES]),
    )
}

/// Turns of every verdict and cost, both sides'.
fn reviewed_turns() -> Vec<ReviewedTurn> {
    let (o4, o7) = (spot(Side::South, House::O4), spot(Side::South, House::O7));
    let (n_i3, n_o1) = (spot(Side::North, House::I3), spot(Side::North, House::O1));
    let mut turns = vec![
        reviewed(1, Side::South, o4, o4, 50, 50),
        reviewed(2, Side::North, n_i3, n_o1, 0, 100),
        reviewed(3, Side::South, o4, o7, -400, 300),
        reviewed(4, Side::North, n_i3, n_o1, -2000, 2000),
        reviewed(5, Side::South, o4, o7, 0, 29_990),
        reviewed(6, Side::North, n_i3, n_o1, -29_990, 0),
        reviewed(7, Side::South, o4, o7, 29_980, 29_990),
    ];
    // Every verdict with every cost and value, whether the engine's scores give them or not.
    let mut all = turns[2].clone();
    for verdict in VERDICTS {
        for cost in costs() {
            for best_value in values() {
                all.verdict = verdict;
                all.cost = cost;
                all.best_value = best_value;
                turns.push(all.clone());
            }
        }
    }
    turns
}

fn past_games() -> Vec<PastGame> {
    let outcomes = [PersonOutcome::Won, PersonOutcome::Drawn, PersonOutcome::Lost];
    Opponent::ALL
        .into_iter()
        .flat_map(|opponent| {
            outcomes.map(|outcome| PastGame {
                opponent,
                outcome,
                seats: ReviewSeats::BySide,
                turns: AppInt(42),
                record: String::new(),
                exercises: None,
            })
        })
        .collect()
}

fn guide_notes() -> Vec<GuideNote> {
    let (south_i3, south_o2) = (spot(Side::South, House::I3), spot(Side::South, House::O2));
    let (north_i8, north_o8) = (spot(Side::North, House::I8), spot(Side::North, House::O8));
    [
        (south_i3, south_o2, north_i8, north_o8),
        (north_i8, north_o8, south_i3, south_o2),
    ]
    .into_iter()
    .flat_map(|(inner, outer, their_inner, their_outer)| {
        [1, 4].into_iter().flat_map(move |n| {
            let stones = SmallInt(n);
            [
                GuideNote::Sowing { house: outer, stones },
                GuideNote::Relay {
                    house: outer,
                    stones,
                    facing: None,
                },
                GuideNote::Relay {
                    house: inner,
                    stones,
                    facing: Some(their_inner),
                },
                GuideNote::Capture {
                    captor: inner,
                    inner: their_inner,
                    outer: their_outer,
                    stones,
                },
                GuideNote::JoinArmy { first: outer, stones },
                GuideNote::TurnEnds {
                    house: outer,
                    captured: SmallInt(0),
                },
                GuideNote::TurnEnds {
                    house: inner,
                    captured: stones,
                },
            ]
        })
    })
    .collect()
}

fn notices() -> Vec<NoticeKind> {
    let mut notices: Vec<NoticeKind> = refusals().map(|reason| NoticeKind::Refused { reason }).into();
    notices.extend([
        NoticeKind::Failed {
            message: "a bug".to_owned(),
        },
        NoticeKind::SaveUnreadable,
        NoticeKind::SaveFromNewerVersion,
        NoticeKind::StatisticsUnreadable,
        NoticeKind::StatisticsFromNewerVersion,
        NoticeKind::StatisticsPartSetAside,
        NoticeKind::NotSaved,
        NoticeKind::ComputerCouldNotMove,
    ]);
    notices
}

fn seat_players() -> impl Iterator<Item = SeatPlayer> {
    [SeatPlayer::You, SeatPlayer::NearPlayer, SeatPlayer::FarPlayer]
        .into_iter()
        .chain(Level::ALL.map(|level| SeatPlayer::Computer { level }))
}

/// Every phrase the builders say for every case of what they are given.
fn every_phrase() -> Vec<Phrase> {
    let mut said = Vec::new();
    // The game's settings and the board.
    for n in [0, 1, 2, 28] {
        said.extend([stones_phrase(AppInt(n)), stones_unit_phrase(AppInt(n))]);
    }
    for level in Level::ALL {
        said.extend([
            level_phrase(level),
            level_about_phrase(level),
            computer_title_phrase(level),
        ]);
    }
    said.extend(Opponent::ALL.map(opponent_phrase));
    said.extend(AnimationSpeed::ALL.map(speed_phrase));
    said.extend(SIDES.map(side_phrase));
    said.extend([Variant::Traditional, Variant::Beginner].map(variant_phrase));
    said.extend([CaptureSowing::AfterCapturingHouse, CaptureSowing::FromLapStart].map(capture_sowing_phrase));
    for index in 0..=BOARD_HOUSES {
        for viewer in SIDES {
            for (sown, hinted) in [(false, false), (true, false), (false, true), (true, true)] {
                said.push(house_label_phrase(AppInt::from(index), AppInt(3), viewer, sown, hinted));
            }
        }
    }
    said.extend(spots().map(house_short_phrase));
    said.extend(headlines().map(headline_phrase));
    // What happens in the game.
    for (by_computer, played) in [true, false].into_iter().flat_map(|by_computer| {
        [
            Turn::Sow {
                house: spot(Side::North, House::I3),
            },
            Turn::Setup {
                board: StoneCounts(vec![0; BOARD_HOUSES]),
            },
        ]
        .map(|played| (by_computer, played))
    }) {
        for (relays, captured) in [(0, 0), (1, 1), (2, 5)] {
            said.push(announcement_phrase(&Announcement {
                mover: Side::North,
                by_computer,
                by_viewer: false,
                played: played.clone(),
                relays: SmallInt(relays),
                captures: Vec::new(),
                captured: SmallInt(captured),
            }));
        }
    }
    said.extend(refusals().map(refusal_phrase));
    said.extend(notices().iter().map(notice_phrase));
    for reason in hint_reasons() {
        said.push(hint_reason_phrase(reason));
        for value in [None].into_iter().chain(values().map(Some)) {
            said.push(hint_phrase(&Hint {
                house: spot(Side::South, House::I3),
                lands_in: spot(Side::South, House::I5),
                reason,
                value,
            }));
        }
    }
    // The end of the game.
    let games = [
        (against_computer(Side::South), snapshot(against_computer(Side::South))),
        (against_computer(Side::North), snapshot(against_computer(Side::North))),
        (two_people(), snapshot(two_people())),
    ];
    let reasons = [EndReason::NoLegalMove, EndReason::Repetition, EndReason::NoCapture];
    for person in [
        None,
        Some(PersonOutcome::Won),
        Some(PersonOutcome::Drawn),
        Some(PersonOutcome::Lost),
    ] {
        for winner in [None, Some(Side::South), Some(Side::North)] {
            for reason in reasons {
                let result = result(winner, reason, person);
                said.extend(SIDES.map(|viewer| result_title_phrase(&result, viewer)));
                said.extend([Variant::Traditional, Variant::Beginner].map(|v| result_reason_phrase(&result, v)));
                for (settings, game) in &games {
                    said.push(final_stones_phrase(&result, game, settings));
                }
            }
        }
    }
    for (settings, game) in &games {
        for side in SIDES {
            said.extend([
                player_phrase(side, game, settings),
                player_stones_phrase(side, game, settings),
            ]);
        }
    }
    for player in seat_players() {
        said.push(seat_name_phrase(player));
        said.extend(SIDES.map(|side| seat_about_phrase(player, side)).into_iter().flatten());
    }
    // The review.
    said.extend(VERDICTS.map(verdict_phrase));
    said.extend(values().map(value_phrase));
    said.extend(costs().map(cost_phrase));
    for seats in seats() {
        said.push(graph_caption_phrase(seats));
        for side in SIDES {
            said.extend([review_player_phrase(side, seats), review_by_phrase(side, seats)]);
        }
        for turn in reviewed_turns() {
            said.extend([true, false].map(|spoken| review_line_phrase(&turn, seats, spoken)));
        }
        let review = GameReview::new(reviewed_turns(), StoneCounts(vec![0; BOARD_HOUSES]), seats);
        said.push(graph_description_phrase(&review));
        said.extend(SIDES.map(|side| review_summary_phrase(side, &review)));
    }
    for turn in reviewed_turns() {
        said.extend([
            graph_state_phrase(&turn),
            review_board_phrase(&turn),
            review_legend_phrase(&turn),
        ]);
    }
    for n in [0, 1, 2] {
        said.extend(VERDICTS.map(|verdict| verdict_count_phrase(verdict, AppInt(n))));
    }
    said.extend([(0, 1), (1, 1), (12, 42)].map(|(done, total)| review_progress_phrase(AppInt(done), AppInt(total))));
    for game in past_games() {
        said.extend([
            past_game_title_phrase(&game),
            past_game_outcome_phrase(&game),
            past_game_details_phrase(&game),
        ]);
    }
    // The puzzles.
    let grades = [PuzzleGrade::Easy, PuzzleGrade::Medium, PuzzleGrade::Hard];
    let kinds = [
        PuzzleKind::MostInOne,
        PuzzleKind::WinIn { moves: SmallInt(1) },
        PuzzleKind::WinIn { moves: SmallInt(3) },
        PuzzleKind::BetterMove {
            played: spot(Side::South, House::O2),
            verdict: Verdict::Mistake,
            best_evaluation: AppInt(120),
        },
        PuzzleKind::BetterMove {
            played: spot(Side::South, House::I7),
            verdict: Verdict::Blunder,
            best_evaluation: AppInt(-40),
        },
    ];
    said.extend(grades.map(puzzle_grade_phrase));
    said.extend(grades.map(|grade| puzzle_title_phrase(AppInt(12), grade)));
    said.extend(kinds.map(puzzle_kind_phrase));
    said.extend(kinds.map(puzzle_task_phrase));
    said.extend([(0, 1), (12, 150)].map(|(solved, total)| puzzle_progress_phrase(AppInt(solved), AppInt(total))));
    said.extend([1, 12].map(|n| puzzle_number_phrase(AppInt(n))));
    said.extend([1, 2].map(|n| puzzle_keep_going_phrase(AppInt(n))));
    let answer = spot(Side::South, House::I3);
    let misses = [
        PuzzleMiss::TookFewer {
            took: SmallInt(0),
            most: SmallInt(7),
            answer,
        },
        PuzzleMiss::TookFewer {
            took: SmallInt(1),
            most: SmallInt(7),
            answer,
        },
        PuzzleMiss::TookFewer {
            took: SmallInt(2),
            most: SmallInt(7),
            answer,
        },
        PuzzleMiss::WinEscaped { answer },
        PuzzleMiss::NotBetter {
            verdict: Verdict::Mistake,
            answer,
        },
        PuzzleMiss::NotBetter {
            verdict: Verdict::Blunder,
            answer,
        },
    ];
    said.extend(misses.map(puzzle_miss_phrase));
    // The person's mistakes as exercises.
    let exercise = Puzzle {
        kind: kinds[3],
        ..puzzles()[0].clone()
    };
    said.push(puzzle_solved_phrase(&exercise));
    said.extend([1, 12].map(|turn| exercise_title_phrase(AppInt(turn))));
    said.push(exercise_place_phrase(AppInt(2), AppInt(5)));
    said.extend([1, 3].map(|count| exercises_offer_phrase(AppInt(count))));
    // The rating, before and after games that moved it.
    let mut rating = Statistics::new();
    said.push(rating_value_phrase(&rating.rating));
    assert_eq!(
        rating_history_phrase(&rating.rating),
        None,
        "no history before a rated game"
    );
    for (level, outcome) in [
        (Level::Beginner, PersonOutcome::Won),
        (Level::Hard, PersonOutcome::Lost),
    ] {
        rating.count(&FinishedGame {
            opponent: Opponent::Computer { level },
            outcome,
            assisted: false,
            seats: ReviewSeats::AgainstComputer { person: Side::South },
        });
    }
    said.push(rating_value_phrase(&rating.rating));
    said.extend(rating_history_phrase(&rating.rating));
    let states = [PuzzleState::Playing, PuzzleState::Solved]
        .into_iter()
        .chain(misses.map(|miss| PuzzleState::Missed { miss }));
    for state in states {
        said.extend(puzzle_verdict_title_phrase(state));
        for puzzle in puzzles() {
            said.push(puzzle_solved_phrase(puzzle));
            said.extend(puzzle_verdict_why_phrase(state, puzzle));
        }
    }
    // The guided game.
    for note in guide_notes() {
        said.extend(SIDES.map(|person| guide_note_phrase(note, person)));
    }
    said.extend([Variant::Traditional, Variant::Beginner].map(guide_prompt_phrase));
    said.extend([false, true].map(abandon_phrase));
    let mut session = Session::new(GameSettings::default(), 1);
    let first = session.snapshot().legal_houses[0];
    let outcome = session.play(first.into()).unwrap();
    said.extend(guide_notes_phrases(&outcome, Side::South));
    said
}

/// The keys the builders' code names: each string literal of snake-case words outside the
/// comments (a guide note's key is named by its start, `guide_sowing`).
fn keys_named() -> BTreeSet<String> {
    let code = [
        include_str!("game.rs"),
        include_str!("review.rs"),
        include_str!("puzzles.rs"),
        include_str!("guide.rs"),
        include_str!("exercises.rs"),
        include_str!("rating.rs"),
    ];
    let is_key = |text: &str| {
        text.contains('_')
            && text.starts_with(|c: char| c.is_ascii_lowercase())
            && text.ends_with(|c: char| c.is_ascii_lowercase())
            && text.chars().all(|c| c.is_ascii_lowercase() || c == '_')
    };
    code.iter()
        .flat_map(|file| file.lines())
        .filter(|line| !line.trim_start().starts_with("//"))
        .flat_map(|line| line.split('"').skip(1).step_by(2))
        .filter(|text| is_key(text))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_key_is_an_android_string_taking_the_arguments_given() {
    let strings = resources();
    let mut said = BTreeSet::new();
    for phrase in every_phrase() {
        check(&phrase, &strings, &mut said);
    }
    // The driving above reaches every key the builders name (a new key needs a case there).
    let named = keys_named();
    assert!(named.len() > 100, "{named:?}");
    for key in named {
        let started = |said: &String| said.strip_prefix(&key).is_some_and(|rest| rest.starts_with('_'));
        assert!(said.contains(&key) || said.iter().any(started), "{key} is never said");
    }
}

#[test]
fn the_resources_are_read_as_the_catalog_reads_them() {
    let strings = resources();
    assert_eq!(
        signature("guide_capture_you", &strings["guide_capture_you"]),
        ['d', 's', 's', 's']
    );
    assert_eq!(signature("review_progress", &strings["review_progress"]), ['d', 'd']);
    assert_eq!(signature("stones_unit", &strings["stones_unit"]), ['c']);
    assert_eq!(
        signature("result_final_stones", &strings["result_final_stones"]),
        ['s', 'd', 's', 'd']
    );
    assert_eq!(signature("review_value_chance", &strings["review_value_chance"]), ['d']);
}

#[test]
fn a_hint_says_its_reason_and_the_value_after_it() {
    let strings = resources();
    let hint = |reason, value| Hint {
        house: spot(Side::South, House::I3),
        lands_in: spot(Side::South, House::I5),
        reason,
        value,
    };
    let captures = hint(
        HintReason::Captures { stones: AppInt(3) },
        Some(ReviewValue::Chance { percent: AppInt(61) }),
    );
    assert_eq!(
        hint_phrase(&captures),
        Phrase::with(
            "hint_with_value",
            [
                Phrase::count("hint_captures", 3).into(),
                Phrase::count("review_value_chance", 61).into()
            ]
        )
    );
    assert_eq!(
        english(&hint_phrase(&captures), &strings),
        "Captures 3 stones — 61% to win."
    );
    let forced = hint(HintReason::ForcesWin { moves: AppInt(1) }, None);
    assert_eq!(
        english(&hint_phrase(&forced), &strings),
        "Wins in 1 move, whatever your opponent does."
    );
}

#[test]
fn an_announcement_says_the_move_then_its_relays_and_captures() {
    let strings = resources();
    let said = Announcement {
        mover: Side::North,
        by_computer: true,
        by_viewer: false,
        played: Turn::Sow {
            house: spot(Side::North, House::I3),
        },
        relays: SmallInt(2),
        captures: Vec::new(),
        captured: SmallInt(1),
    };
    assert_eq!(
        announcement_phrase(&said),
        Phrase::joined(
            [
                Phrase::with(
                    "announce_computer_sowed",
                    [Phrase::count("house_short_inner", 3).into()]
                ),
                Phrase::count("announce_relays", 2),
                Phrase::count("announce_captured", 1),
            ],
            " "
        )
    );
    assert_eq!(
        english(&announcement_phrase(&said), &strings),
        "The computer sowed its inner house 3. 2 relays. 1 stone captured."
    );
    let quiet = Announcement {
        by_computer: false,
        relays: SmallInt(0),
        captured: SmallInt(0),
        ..said.clone()
    };
    assert_eq!(
        english(&announcement_phrase(&quiet), &strings),
        "Your opponent sowed their inner house 3."
    );
    // The viewer saw which house they sowed: only what followed is said.
    let own = Announcement {
        mover: Side::South,
        by_viewer: true,
        by_computer: false,
        ..said
    };
    assert_eq!(
        english(&announcement_phrase(&own), &strings),
        "2 relays. 1 stone captured."
    );
}

#[test]
fn a_review_line_says_the_turn_the_verdict_and_the_better_move() {
    let strings = resources();
    let (o4, o7) = (spot(Side::South, House::O4), spot(Side::South, House::O7));
    let mut turn = reviewed(12, Side::South, o4, o7, 0, 100);
    turn.verdict = Verdict::Mistake;
    turn.cost = MoveCost::Chance { points: AppInt(14) };
    turn.best_value = ReviewValue::Chance { percent: AppInt(61) };
    let seats = ReviewSeats::AgainstComputer { person: Side::South };
    assert_eq!(
        english(&review_line_phrase(&turn, seats, false), &strings),
        "Turn 12 · You · \u{2066}o4\u{2069} — Mistake: costs 14 points of winning chance; better \u{2066}o7\u{2069} (61% to win)"
    );
    assert_eq!(
        english(&review_line_phrase(&turn, seats, true), &strings),
        "Turn 12 · You · outer house 4 — Mistake: costs 14 points of winning chance; better outer house 7 (61% to win)"
    );
    let best = reviewed(
        3,
        Side::North,
        spot(Side::North, House::I3),
        spot(Side::North, House::I3),
        30_000 - 5,
        30_000 - 5,
    );
    assert_eq!(
        english(&review_line_phrase(&best, seats, false), &strings),
        "Turn 3 · Computer · \u{2066}i3\u{2069} — Best move (a forced win)"
    );
    assert_eq!(
        english(&review_progress_phrase(AppInt(12), AppInt(42)), &strings),
        "12 of 42 moves looked at"
    );
}

#[test]
fn a_puzzle_miss_says_what_was_taken_and_the_answer() {
    let strings = resources();
    let answer = spot(Side::South, House::I3);
    let took = |took| PuzzleMiss::TookFewer {
        took: SmallInt(took),
        most: SmallInt(7),
        answer,
    };
    assert_eq!(
        puzzle_miss_phrase(took(2)),
        Phrase::with(
            "puzzle_missed_took",
            [
                PhraseArg::number(2),
                Phrase::count("house_short_inner", 3).into(),
                PhraseArg::number(7)
            ]
        )
    );
    assert_eq!(
        english(&puzzle_miss_phrase(took(2)), &strings),
        "That took 2 stones; your inner house 3 takes 7."
    );
    assert_eq!(
        english(&puzzle_miss_phrase(took(0)), &strings),
        "That took nothing; your inner house 3 takes 7."
    );
    assert_eq!(
        english(&puzzle_miss_phrase(PuzzleMiss::WinEscaped { answer }), &strings),
        "They escape: your inner house 3 was the winning move."
    );
}

#[test]
fn a_capture_note_gives_its_count_first_and_is_said_in_the_strings_order() {
    let strings = resources();
    let note = GuideNote::Capture {
        captor: spot(Side::South, House::I3),
        inner: spot(Side::North, House::I8),
        outer: spot(Side::North, House::O8),
        stones: SmallInt(5),
    };
    let phrase = guide_note_phrase(note, Side::South);
    assert!(
        matches!(&phrase, Phrase::Key { key, args } if key == "guide_capture_you" && args[0] == PhraseArg::number(5))
    );
    assert_eq!(
        english(&phrase, &strings),
        "Capture! Your inner house 3 faces their occupied inner house 8: you take it and their outer house 8 behind it, 5 stones."
    );
    assert!(matches!(guide_note_phrase(note, Side::North), Phrase::Key { key, .. } if key == "guide_capture_computer"));
}

#[test]
fn the_game_screen_says_the_houses_the_result_and_the_seats() {
    let strings = resources();
    assert_eq!(
        english(
            &house_label_phrase(AppInt(26), AppInt(3), Side::South, true, false),
            &strings
        ),
        "Your inner house 7, 3 stones, can be sown"
    );
    assert_eq!(
        english(
            &house_label_phrase(AppInt(26), AppInt(1), Side::North, false, true),
            &strings
        ),
        "Opponent's inner house 7, 1 stone, hinted"
    );
    let settings = against_computer(Side::South);
    let game = snapshot(settings);
    let won = result(Some(Side::South), EndReason::NoCapture, Some(PersonOutcome::Won));
    assert_eq!(
        english(&final_stones_phrase(&won, &game, &settings), &strings),
        "Final stones: You 30, Computer 26"
    );
    assert_eq!(
        english(&result_reason_phrase(&won, Variant::Traditional), &strings),
        "100 moves without a capture; the stones decided."
    );
    let friends = snapshot(two_people());
    assert_eq!(
        english(&player_stones_phrase(Side::North, &friends, &two_people()), &strings),
        "Top player 28 stones"
    );
    assert_eq!(
        english(&seat_name_phrase(SeatPlayer::Computer { level: Level::Easy }), &strings),
        "Computer · Easy"
    );
    assert_eq!(notice_phrase(&NoticeKind::SaveUnreadable), Phrase::key("save_corrupt"));
}

#[test]
fn the_rating_is_said_in_whole_numbers_and_its_history_from_first_to_last() {
    let mut statistics = Statistics::new();
    statistics.rating.rating = 1571.4;
    statistics.rating.deviation = 155.6;
    let value = rating_value_phrase(&statistics.rating);
    assert_eq!(
        value,
        Phrase::with("rating_value", [PhraseArg::number(1571), PhraseArg::number(156)])
    );
    for level in [Level::Easy, Level::Medium] {
        statistics.count(&FinishedGame {
            opponent: Opponent::Computer { level },
            outcome: PersonOutcome::Won,
            assisted: false,
            seats: ReviewSeats::AgainstComputer { person: Side::South },
        });
    }
    let history = &statistics.rating.history;
    let (first, last) = (history[0].rating.round() as i32, history[1].rating.round() as i32);
    assert!(last > first, "two wins climb: {first} then {last}");
    assert_eq!(
        rating_history_phrase(&statistics.rating),
        Some(Phrase::with(
            "rating_history_description",
            [PhraseArg::number(2), PhraseArg::number(first), PhraseArg::number(last)]
        ))
    );
}
