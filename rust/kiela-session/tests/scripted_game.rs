//! The scripted game both apps' test suites play: `tests/data/scripted-game.json`, a game
//! between two people whose every turn comes with the snapshot it must lead to.
//!
//! This test keeps the file true to the rules: it plays the file's taps on a fresh session and
//! checks every snapshot, and it checks that the file is still the game the script chooses.
//! After a change to the rules, regenerate it with
//! `KIELA_REGENERATE=1 cargo test -p kiela-session --test scripted_game`.

use std::path::PathBuf;

use kiela_session::{
    Announcement, AppInt, CaptureSowing, EndReason, GameSettings, Headline, HouseMark, MarkKind, MoveOutcome,
    PersonOutcome, Seat, Session, SharedSession, Side, Snapshot, Turn, Variant,
};
use serde_json::{json, Value};

/// A full game is kept when it ends within this many turns; otherwise the file stops at
/// [`SHORT_GAME`] turns.
const FULL_GAME: usize = 200;
const SHORT_GAME: usize = 60;
/// A full game bigger than this is cut to [`SHORT_GAME`] turns.
const MAX_BYTES: usize = 150 * 1024;

const ABOUT: &str = "A scripted game of Kiela that every app's tests play, with the snapshot each turn must lead to. \
Written by rust/kiela-session/tests/scripted_game.rs (KIELA_REGENERATE=1 cargo test -p kiela-session --test scripted_game), \
which also checks it against the rules; do not edit it by hand. \
The game: two people on one phone, the settings below, played from the start position. \
Each turn the player to move taps the legal house whose move captures the most stones (ties: the lowest board index); \
when no move captures, the legal house with the lowest board index. \
Format: settings: variant (traditional | beginner), captureSowing (after_capturing_house | from_lap_start), \
expertOpening (a boolean), south and north (person | computer:<level>), first (south | north). \
start: the snapshot of the new game. turns: in order, each {index: the board index tapped, notation: the move in the mover's own \
house names (o1..o10, i1..i10), captured: the stones taken from the opponent in the move, snapshot: the game after it}. \
A snapshot: board: the 40 stone counts in board order, that is four rows of ten as South sees the board, top to bottom \
(North's outer row, North's inner row, South's inner row, South's outer row), each left to right, so index 0 is North's o10, \
10 is North's i10, 20 is South's i1 and 30 is South's o1; southStones and northStones: the stones on each side; \
toMove: south | north; legalHouses: the board indices the player to move may sow, in the order the session lists them (the mover's loop order, o1 to o10 then i10 to i1; empty once the game is over); \
result: null while the game is on, else {winner: south | north | null for a draw, reason: no_legal_move | repetition | no_capture}. \
The start and every turn also say what the apps show and say: headline: the line over the bottom seat's side (South's, \
the viewer's), topHeadline: the line over the top seat's (North's), each your_turn | rearrange_or_sow | their_turn | \
computer_thinking | game_over_won | game_over_lost | game_over_drawn (for that seat's player). Every turn has \
announcement: what is said to the bottom player as the move starts to play, null for their own move, else {mover: south | north, \
byComputer, house: the board index sown (null for a rearrangement), relays: the times the sowing went on from an \
occupied house, captures: [{inner, outer: the opponent's board indices emptied, stones: the stones they held}] in order, \
captured: the stones taken in all}; and marks: the marks the move leaves on the board until the next one, in order, \
each {house: a board index, kind: lifted | relay | captor | last_stone} or {house, kind: taken_from, stones: the \
stones it held}.";

fn file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/scripted-game.json")
}

fn settings() -> GameSettings {
    GameSettings {
        variant: Variant::Traditional,
        capture_sowing: CaptureSowing::AfterCapturingHouse,
        expert_opening: false,
        south: Seat::Person,
        north: Seat::Person,
        first: Side::South,
    }
}

fn side(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}

fn seat(seat: Seat) -> String {
    match seat {
        Seat::Person => "person".into(),
        Seat::Computer { level } => format!("computer:{}", format!("{level:?}").to_lowercase()),
    }
}

fn settings_json(settings: GameSettings) -> Value {
    json!({
        "variant": match settings.variant {
            Variant::Traditional => "traditional",
            Variant::Beginner => "beginner",
        },
        "captureSowing": match settings.capture_sowing {
            CaptureSowing::AfterCapturingHouse => "after_capturing_house",
            CaptureSowing::FromLapStart => "from_lap_start",
        },
        "expertOpening": settings.expert_opening,
        "south": seat(settings.south),
        "north": seat(settings.north),
        "first": side(settings.first),
    })
}

/// The part of a snapshot the file keeps (the rest is the session's own, like the revision).
fn snapshot_json(snapshot: &Snapshot) -> Value {
    let result = snapshot.result.map(|result| {
        json!({
            "winner": result.winner.map(side),
            "reason": match result.reason {
                EndReason::NoLegalMove => "no_legal_move",
                EndReason::Repetition => "repetition",
                EndReason::NoCapture => "no_capture",
            },
        })
    });
    json!({
        "board": snapshot.board.0,
        "southStones": snapshot.south_stones.0,
        "northStones": snapshot.north_stones.0,
        "toMove": side(snapshot.to_move),
        "legalHouses": snapshot.legal_houses.iter().map(|house| house.0).collect::<Vec<_>>(),
        "result": result,
    })
}

fn headline_json(headline: Headline) -> &'static str {
    match headline {
        Headline::YourTurn => "your_turn",
        Headline::RearrangeOrSow => "rearrange_or_sow",
        Headline::TheirTurn => "their_turn",
        Headline::ComputerThinking => "computer_thinking",
        Headline::GameOver {
            outcome: PersonOutcome::Won,
        } => "game_over_won",
        Headline::GameOver {
            outcome: PersonOutcome::Lost,
        } => "game_over_lost",
        Headline::GameOver {
            outcome: PersonOutcome::Drawn,
        } => "game_over_drawn",
    }
}

/// The start's snapshot with the headlines over it.
fn start_json(snapshot: &Snapshot) -> Value {
    let mut start = snapshot_json(snapshot);
    start["headline"] = headline_json(snapshot.headline).into();
    start["topHeadline"] = snapshot.top_headline.map(headline_json).into();
    start
}

fn announcement_json(announcement: &Announcement) -> Value {
    json!({
        "mover": side(announcement.mover),
        "byComputer": announcement.by_computer,
        "byViewer": announcement.by_viewer,
        "house": match &announcement.played {
            Turn::Sow { house } => Some(house.index.0),
            Turn::Setup { .. } => None,
        },
        "relays": announcement.relays.0,
        "captures": announcement.captures.iter().map(|capture| json!({
            "inner": capture.inner.index.0,
            "outer": capture.outer.index.0,
            "stones": capture.stones.0,
        })).collect::<Vec<_>>(),
        "captured": announcement.captured.0,
    })
}

fn mark_json(mark: &HouseMark) -> Value {
    let kind = match mark.kind {
        MarkKind::Lifted => "lifted",
        MarkKind::Relay => "relay",
        MarkKind::Captor => "captor",
        MarkKind::LastStone => "last_stone",
        MarkKind::TakenFrom { stones } => {
            return json!({"house": mark.house.0, "kind": "taken_from", "stones": stones.0})
        }
    };
    json!({"house": mark.house.0, "kind": kind})
}

fn turn_json(index: u8, outcome: &MoveOutcome) -> Value {
    let snapshot = &outcome.snapshot;
    json!({
        "index": index,
        "notation": outcome.notation,
        "captured": outcome.captured.0,
        "snapshot": snapshot_json(snapshot),
        "headline": headline_json(snapshot.headline),
        "topHeadline": snapshot.top_headline.map(headline_json),
        "announcement": outcome.announcement.as_ref().map(announcement_json),
        "marks": snapshot.last_move_marks.iter().map(mark_json).collect::<Vec<_>>(),
    })
}

fn relays(outcome: &MoveOutcome) -> usize {
    let marks = &outcome.snapshot.last_move_marks;
    marks.iter().filter(|mark| mark.kind == MarkKind::Relay).count()
}

/// The script's choice: the legal house that captures the most (ties: the lowest index), else
/// the lowest legal index.
fn choose(session: &Session) -> u8 {
    let mut legal = session.snapshot().legal_houses;
    legal.sort(); // lowest index first, so the first of the best wins a tie
    let mut best: Option<(u8, u8)> = None; // (captured, index)
    for house in &legal {
        let mut trial = session.clone();
        let outcome = trial.play(AppInt::from(house.0 as u32)).expect("a legal house plays");
        if best.is_none_or(|(most, _)| outcome.captured.0 > most) {
            best = Some((outcome.captured.0, house.0));
        }
    }
    best.expect("a game on has a legal house").1
}

/// The scripted game, as the file holds it; `turns` turns at most.
fn script(turns: usize) -> Value {
    let mut session = Session::new(settings(), 1);
    let start = start_json(&session.snapshot());
    let mut played = Vec::new();
    while session.snapshot().result.is_none() && played.len() < turns {
        let index = choose(&session);
        let outcome = session
            .play(AppInt::from(index as u32))
            .expect("the chosen house plays");
        played.push(turn_json(index, &outcome));
    }
    json!({
        "about": ABOUT,
        "settings": settings_json(settings()),
        "start": start,
        "turns": played,
    })
}

/// The file's text: one line per turn, so it reads and diffs well and stays small.
fn text(script: &Value) -> String {
    let line = |value: &Value| serde_json::to_string(value).expect("JSON values serialise");
    let turns = script["turns"].as_array().expect("turns is an array");
    let turns: Vec<String> = turns.iter().map(|turn| format!("    {}", line(turn))).collect();
    format!(
        "{{\n  \"about\": {},\n  \"settings\": {},\n  \"start\": {},\n  \"turns\": [\n{}\n  ]\n}}\n",
        line(&script["about"]),
        line(&script["settings"]),
        line(&script["start"]),
        turns.join(",\n")
    )
}

/// The game the file should hold: the full game if it ends soon and stays small, else its
/// first [`SHORT_GAME`] turns.
fn expected() -> Value {
    let full = script(FULL_GAME);
    let finished = full["turns"]
        .as_array()
        .and_then(|turns| turns.last())
        .is_some_and(|turn| !turn["snapshot"]["result"].is_null());
    if finished && text(&full).len() <= MAX_BYTES {
        full
    } else {
        script(SHORT_GAME)
    }
}

#[test]
fn the_scripted_game_follows_the_rules() {
    let path = file();
    if std::env::var("KIELA_REGENERATE").is_ok_and(|value| value == "1") {
        std::fs::create_dir_all(path.parent().expect("the file has a folder")).expect("tests/data can be made");
        std::fs::write(&path, text(&expected())).expect("the scripted game can be written");
    }
    let written = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file: Value = serde_json::from_str(&written).expect("the scripted game is JSON");

    // The file's taps, played on a fresh session as an app plays them, give its snapshots.
    assert_eq!(file["settings"], settings_json(settings()), "the settings");
    let session = SharedSession::new(Session::new(settings(), 1));
    assert_eq!(file["start"], start_json(&session.snapshot()), "the start");
    let turns = file["turns"].as_array().expect("turns is an array");
    let (mut captures, mut relay_turns) = (0, 0);
    for (number, turn) in turns.iter().enumerate() {
        let index = turn["index"].as_i64().expect("a turn names its index");
        let outcome = session
            .play(AppInt(index as i32))
            .unwrap_or_else(|e| panic!("turn {} (index {index}) is refused: {e:?}", number + 1));
        let found = turn_json(index as u8, &outcome);
        assert_eq!(*turn, found, "turn {} (index {index})", number + 1);
        captures += usize::from(outcome.captured.0 > 0);
        relay_turns += usize::from(relays(&outcome) > 0);
    }
    assert!(captures > 0, "the scripted game has a capture");
    assert!(relay_turns > 0, "the scripted game has a relay");
    let last = turns.last().expect("the scripted game has turns");
    assert!(
        !last["snapshot"]["result"].is_null() || turns.len() == SHORT_GAME,
        "the game is played to its end, or cut at {SHORT_GAME} turns"
    );

    // And the file is still the game the script chooses, so a change to the rules or to the
    // script cannot leave it behind.
    assert_eq!(
        file,
        expected(),
        "tests/data/scripted-game.json is out of date: run KIELA_REGENERATE=1 cargo test -p kiela-session --test scripted_game"
    );
}
