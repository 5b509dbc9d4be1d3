//! RULES.md, clause by clause. Every position here is written as its owners name their rows
//! (`[[o1…o10], [i1…i10]]`, like the JSON of §5), holds the variant's full stone total, and
//! comes with the exact position and trace the rules call for, worked out by hand.
//!
//! Every single-move check also plays the mirrored position (the same rows under the other
//! player's name, the other player to move) and expects the mirrored result and the same trace.

mod common;

use common::reference::{self, Grid};
use common::{board, h, mirrored, pos, rows, total, Rng, Rows, BEGINNER, LOOP, TRADITIONAL};
use kiela_core::{
    CaptureSowing, EndReason, Event, Game, GameError, House, Move, MoveError, Player, Position, Rules, Status, Trace,
    Variant, MAX_LAPS,
};

const FROM_LAP_START: Rules = Rules::new(Variant::Traditional, CaptureSowing::FromLapStart);

/// A traditional position with South to move; checks the stone total first.
fn traditional(south: Rows, north: Rows) -> Position {
    let position = pos(TRADITIONAL, Player::South, south, north);
    assert_eq!(total(&position), 56, "a traditional position holds 56 stones");
    position
}

fn with_rules(position: Position, rules: Rules) -> Position {
    Position::from_parts(
        [*position.side(Player::South), *position.side(Player::North)],
        position.to_move(),
        rules,
        position.quiet_moves(),
    )
}

/// A trace written as text, one step per `;`:
/// `lift H n`, `drop H H …`, `relay H n`, `capture CAPTOR INNER OUTER n`,
/// `sow FIRST n` (the start of a sowing of captured stones), `end H`.
fn trace(script: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for step in script.split(';') {
        let words: Vec<&str> = step.split_whitespace().collect();
        let n = |k: usize| words[k].parse::<u8>().unwrap();
        match words[0] {
            "lift" => events.push(Event::Lift {
                house: h(words[1]),
                stones: n(2),
            }),
            "drop" => events.extend(words[1..].iter().map(|&w| Event::Drop { house: h(w) })),
            "relay" => events.push(Event::Relay {
                house: h(words[1]),
                stones: n(2),
            }),
            "capture" => events.push(Event::Capture {
                captor: h(words[1]),
                inner: h(words[2]),
                outer: h(words[3]),
                stones: n(4),
            }),
            "sow" => events.push(Event::CapturedSowing {
                first: h(words[1]),
                stones: n(2),
            }),
            "end" => events.push(Event::End { house: h(words[1]) }),
            other => panic!("unknown trace step {other}"),
        }
    }
    events
}

/// What one move must do.
struct Expected {
    /// The rows after the move, South's first.
    south: Rows,
    north: Rows,
    captured: u8,
    laps: u16,
    last: &'static str,
    trace: &'static str,
}

/// Plays `house` for the player to move and checks everything the move produces, then does the
/// same for the mirrored position.
fn assert_move(position: &Position, house: &str, expected: &Expected) {
    for mirror in [false, true] {
        let before = if mirror { mirrored(position) } else { *position };
        let mover = before.to_move();
        let mut after = before;
        let mut recorded = Trace::new(mover);
        let summary = after
            .play_observed(h(house), &mut recorded)
            .unwrap_or_else(|e| panic!("{house} (mirrored: {mirror}): {e}"));
        let context = format!("{house} for {mover}");
        let [south, north] = if mirror {
            [expected.north, expected.south]
        } else {
            [expected.south, expected.north]
        };
        assert_eq!(board(&after), [south, north], "{context}: position");
        assert_eq!(recorded.events, trace(expected.trace), "{context}: trace");
        assert_eq!(summary.captured, expected.captured, "{context}: captured");
        assert_eq!(summary.laps, expected.laps, "{context}: laps");
        assert_eq!(summary.last, h(expected.last), "{context}: last house");
        assert_eq!(after.to_move(), mover.opponent(), "{context}: the turn passes");
        let quiet = if expected.captured > 0 {
            0
        } else {
            before.quiet_moves() + 1
        };
        assert_eq!(after.quiet_moves(), quiet, "{context}: quiet moves");
        assert_eq!(
            total(&after),
            total(&before),
            "{context}: captured stones stay on the board"
        );
    }
}

/// Checks that `house` is refused with `error`, is no legal move, and changes nothing.
fn assert_refused(position: &Position, house: &str, error: MoveError) {
    let mut after = *position;
    assert_eq!(after.play(h(house)), Err(error));
    assert_eq!(after, *position, "a refused move leaves the position unchanged");
    assert!(!position.legal_moves().contains(h(house)));
    let mut traced = *position;
    let mut recorded = Trace::new(position.to_move());
    assert_eq!(traced.play_observed(h(house), &mut recorded), Err(error));
    assert_eq!(traced, *position);
}

// §1 Board and names ------------------------------------------------------------------------

#[test]
fn s1_each_loop_runs_o1_to_o10_then_i10_back_to_i1() {
    let names: Vec<String> = House::all().map(|house| house.to_string()).collect();
    assert_eq!(names, LOOP);
    for (k, name) in LOOP.iter().enumerate() {
        assert_eq!(h(name).next(), h(LOOP[(k + 1) % 20]), "after {name}");
    }
    // Sowing follows it, for both players: 19 stones from o1 reach every other house once.
    for mover in Player::BOTH {
        let mut south: Rows = [[0; 10], [0; 10]];
        south[0][0] = 19;
        let north: Rows = [[4, 4, 4, 4, 4, 4, 4, 3, 3, 3], [0; 10]];
        let position = if mover == Player::South {
            traditional(south, north)
        } else {
            mirrored(&traditional(south, north))
        };
        let mut recorded = Trace::new(mover);
        { position }.play_observed(h("o1"), &mut recorded).unwrap();
        let drops: Vec<String> = recorded
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Drop { house } => Some(house.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(drops, LOOP[1..], "{mover}");
    }
}

#[test]
fn s1_inner_house_c_faces_opponent_inner_11_minus_c_with_outer_11_minus_c_behind() {
    for c in 1..=10u8 {
        let facing = (House::inner(11 - c).unwrap(), House::outer(11 - c).unwrap());
        assert_eq!(House::inner(c).unwrap().facing(), Some(facing), "i{c}");
        assert_eq!(House::outer(c).unwrap().facing(), None, "o{c} faces nothing");

        // The rule in play: South's last stone lands on its occupied iC; exactly North's
        // i(11-C) and o(11-C) are taken. North's other stones sit in outer houses whose inner
        // houses are empty, so nothing else can be taken.
        let captor = 20 - usize::from(c); // iC's place in the loop
        let mut south = [0u8; 20];
        south[captor] = 1;
        south[captor - 2] = 2; // two houses earlier in the loop: sown, its last stone hits iC
        let mut north = [0u8; 20];
        north[facing.0.loop_index()] = 2;
        north[facing.1.loop_index()] = 3;
        let fillers: Vec<usize> = (0..10).filter(|&k| k != facing.1.loop_index()).collect();
        for stone in 0..(56 - 3 - 5) {
            north[fillers[stone % fillers.len()]] += 1;
        }
        let position = Position::from_parts([south, north], Player::South, TRADITIONAL, 0);
        assert_eq!(total(&position), 56);
        let mut after = position;
        let mut recorded = Trace::new(Player::South);
        let summary = after
            .play_observed(House::from_loop_index(captor - 2).unwrap(), &mut recorded)
            .unwrap();
        assert_eq!(summary.captured, 5, "i{c}");
        let mut expected_north = north;
        expected_north[facing.0.loop_index()] = 0;
        expected_north[facing.1.loop_index()] = 0;
        assert_eq!(
            *after.side(Player::North),
            expected_north,
            "i{c}: only the facing column is taken"
        );
        assert!(recorded.events.contains(&Event::Capture {
            captor: House::inner(c).unwrap(),
            inner: facing.0,
            outer: facing.1,
            stones: 5
        }));
    }
}

// §2 Start ----------------------------------------------------------------------------------

#[test]
fn s2_traditional_start_has_two_stones_in_each_outer_house_and_in_i7_to_i10() {
    for first in Player::BOTH {
        let start = Position::start(TRADITIONAL, first);
        let side: Rows = [[2; 10], [0, 0, 0, 0, 0, 0, 2, 2, 2, 2]];
        assert_eq!(board(&start), [side, side]);
        assert_eq!(start.stones_of(Player::South), 28);
        assert_eq!(start.stones_of(Player::North), 28);
        assert_eq!(start.to_move(), first, "who starts is a setting");
        assert_eq!(start.quiet_moves(), 0);
        assert_eq!(start.legal_moves().len(), 14, "every occupied house may be sown");
    }
    assert_eq!(
        Rules::default().variant,
        Variant::Traditional,
        "traditional is the default"
    );
    assert_eq!(Variant::Traditional.min_sow(), 2);
}

#[test]
fn s2_beginner_start_has_one_stone_in_the_same_houses() {
    let start = Position::start(BEGINNER, Player::South);
    let side: Rows = [[1; 10], [0, 0, 0, 0, 0, 0, 1, 1, 1, 1]];
    assert_eq!(board(&start), [side, side]);
    assert_eq!(total(&start), 28);
    assert_eq!(Variant::Beginner.min_sow(), 1);
    assert_eq!(start.legal_moves().len(), 14, "a single stone may be sown");
}

// §3.1 Picking a house ----------------------------------------------------------------------

#[test]
fn s3_1_empty_and_too_small_houses_are_refused_and_change_nothing() {
    let position = traditional(
        [[1, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0, 0, 0, 0, 0, 0, 2, 2, 2, 3]],
        [[2; 10], [0, 0, 0, 0, 0, 0, 2, 2, 2, 2]],
    );
    assert_refused(
        &position,
        "o1",
        MoveError::TooFew {
            house: h("o1"),
            stones: 1,
            min: 2,
        },
    );
    assert_refused(&position, "i1", MoveError::Empty { house: h("i1") });
    assert_eq!(position.candidate_houses().count(), 13);
    assert!(!position
        .candidate_houses()
        .any(|house| house == h("o1") || house == h("i1")));

    // The same single stone may be sown in the beginner variant.
    let beginner = pos(
        BEGINNER,
        Player::South,
        [[1, 1, 1, 1, 1, 1, 1, 1, 1, 0], [0, 0, 0, 0, 0, 0, 1, 1, 1, 2]],
        [[1; 10], [0, 0, 0, 0, 0, 0, 1, 1, 1, 1]],
    );
    assert!(beginner.legal_moves().contains(h("o1")));
    assert_refused(&beginner, "o10", MoveError::Empty { house: h("o10") });
}

// §3.2 Sowing -------------------------------------------------------------------------------

#[test]
fn s3_2_a_lap_of_20_stones_puts_the_last_one_back_into_the_emptied_house() {
    let position = traditional(
        [[20, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0; 10]],
        [[4, 4, 4, 4, 4, 4, 3, 3, 3, 3], [0; 10]],
    );
    assert_move(
        &position,
        "o1",
        &Expected {
            south: [[1; 10], [1; 10]],
            north: [[4, 4, 4, 4, 4, 4, 3, 3, 3, 3], [0; 10]],
            captured: 0,
            laps: 1,
            last: "o1",
            trace: "lift o1 20; drop o2 o3 o4 o5 o6 o7 o8 o9 o10 i10 i9 i8 i7 i6 i5 i4 i3 i2 i1 o1; end o1",
        },
    );
}

#[test]
fn s3_2_a_lap_of_21_stones_passes_the_emptied_house_and_relays_on() {
    // The 21st stone lands on o2, which got a stone earlier in the same lap, so South relays
    // around the whole loop two houses at a time until o2 (emptied by the first relay) is hit.
    let position = traditional(
        [[21, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0; 10]],
        [[4, 4, 4, 4, 4, 3, 3, 3, 3, 3], [0; 10]],
    );
    assert_move(
        &position,
        "o1",
        &Expected {
            south: [[2, 1, 2, 0, 2, 0, 2, 0, 2, 0], [0, 2, 0, 2, 0, 2, 0, 2, 0, 2]],
            north: [[4, 4, 4, 4, 4, 3, 3, 3, 3, 3], [0; 10]],
            captured: 0,
            laps: 11,
            last: "o2",
            trace: "lift o1 21; drop o2 o3 o4 o5 o6 o7 o8 o9 o10 i10 i9 i8 i7 i6 i5 i4 i3 i2 i1 o1 o2;
                    relay o2 2; drop o3 o4; relay o4 2; drop o5 o6; relay o6 2; drop o7 o8;
                    relay o8 2; drop o9 o10; relay o10 2; drop i10 i9; relay i9 2; drop i8 i7;
                    relay i7 2; drop i6 i5; relay i5 2; drop i4 i3; relay i3 2; drop i2 i1;
                    relay i1 2; drop o1 o2; end o2",
        },
    );
}

// §3.3 Where the last stone lands -----------------------------------------------------------

#[test]
fn s3_3a_a_last_stone_in_an_empty_house_ends_the_move_even_facing_stones() {
    // i9 is empty; North's facing i2 holds 5 stones, which does not matter.
    let north: Rows = [[3, 3, 3, 3, 3, 3, 3, 3, 4, 4], [0, 5, 0, 0, 0, 0, 0, 0, 0, 0]];
    let position = traditional([[2, 2, 2, 2, 2, 2, 2, 2, 3, 0], [0; 10]], north);
    assert_move(
        &position,
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0, 1, 1]],
            north,
            captured: 0,
            laps: 1,
            last: "i9",
            trace: "lift o9 3; drop o10 i10 i9; end i9",
        },
    );
}

#[test]
fn s3_3b_a_last_stone_in_an_occupied_outer_house_relays() {
    // Outer houses never capture, whatever lies across the board.
    let north: Rows = [[2; 10], [2, 2, 0, 0, 0, 0, 0, 0, 0, 0]];
    let position = traditional([[2, 3, 0, 0, 1, 0, 0, 2, 2, 2], [2; 10]], north);
    assert_move(
        &position,
        "o2",
        &Expected {
            south: [[2, 0, 1, 1, 0, 1, 1, 2, 2, 2], [2; 10]],
            north,
            captured: 0,
            laps: 2,
            last: "o7",
            trace: "lift o2 3; drop o3 o4 o5; relay o5 2; drop o6 o7; end o7",
        },
    );
}

#[test]
fn s3_3c_an_occupied_inner_house_facing_an_empty_inner_house_relays() {
    // North's i2 (facing i9) is empty; the 6 stones of North's o2 behind it do not count.
    let north: Rows = [[3, 6, 3, 3, 3, 3, 3, 3, 3, 3], [0, 0, 0, 3, 0, 0, 0, 0, 0, 0]];
    let position = traditional([[2, 2, 2, 2, 2, 2, 2, 2, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]], north);
    assert_move(
        &position,
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 1], [0, 0, 0, 0, 0, 0, 1, 1, 0, 1]],
            north,
            captured: 0,
            laps: 2,
            last: "i7",
            trace: "lift o9 3; drop o10 i10 i9; relay i9 2; drop i8 i7; end i7",
        },
    );
}

/// South's last stone reaches its occupied i9 facing North's occupied i2 (2 stones), with
/// 3 stones in North's o2 behind it.
fn capture_position() -> Position {
    traditional(
        [[2, 2, 2, 2, 2, 2, 2, 2, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]],
        [[3, 3, 3, 3, 3, 3, 4, 4, 4, 4], [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]],
    )
}

#[test]
fn s3_3d_s3_4_a_capture_takes_the_facing_inner_and_outer_house_and_sows_them_after_the_captor() {
    // The captor i9 keeps its 2 stones; the 5 captured stones go into i8…i4; i4 was empty.
    assert_move(
        &capture_position(),
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 1], [0, 0, 0, 1, 1, 1, 1, 1, 2, 1]],
            north: [[3, 0, 3, 3, 3, 3, 4, 4, 4, 4], [0; 10]],
            captured: 5,
            laps: 2,
            last: "i4",
            trace: "lift o9 3; drop o10 i10 i9; capture i9 i2 o2 5; sow i8 5; drop i8 i7 i6 i5 i4; end i4",
        },
    );
}

#[test]
fn s3_3d_the_outer_house_behind_may_be_empty() {
    let position = traditional(
        [[2, 2, 2, 2, 2, 2, 2, 2, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]],
        [[4, 0, 4, 4, 4, 4, 4, 4, 3, 3], [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]],
    );
    assert_move(
        &position,
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 1], [0, 0, 0, 0, 0, 0, 1, 1, 2, 1]],
            north: [[4, 0, 4, 4, 4, 4, 4, 4, 3, 3], [0; 10]],
            captured: 2,
            laps: 2,
            last: "i7",
            trace: "lift o9 3; drop o10 i10 i9; capture i9 i2 o2 2; sow i8 2; drop i8 i7; end i7",
        },
    );
}

#[test]
fn s3_4_captures_chain_and_captured_counts_every_stone_taken() {
    // The 2 stones taken at i9 are sown into i8 and i7; i7 was occupied and faces North's i4,
    // so they take 6 more (i4 and o4), which end in i1. 8 stones are captured in all.
    let position = traditional(
        [[2, 2, 2, 2, 2, 2, 2, 2, 3, 0], [0, 0, 0, 0, 0, 0, 1, 0, 1, 0]],
        [[3, 1, 3, 4, 3, 3, 3, 4, 4, 4], [0, 1, 0, 2, 0, 0, 0, 0, 0, 0]],
    );
    assert_move(
        &position,
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 1], [1, 1, 1, 1, 1, 1, 2, 1, 2, 1]],
            north: [[3, 0, 3, 0, 3, 3, 3, 4, 4, 4], [0; 10]],
            captured: 8,
            laps: 3,
            last: "i1",
            trace: "lift o9 3; drop o10 i10 i9; capture i9 i2 o2 2; sow i8 2; drop i8 i7;
                    capture i7 i4 o4 6; sow i6 6; drop i6 i5 i4 i3 i2 i1; end i1",
        },
    );
}

/// South lifts o9; the capture at i9 takes 2 stones; North's i1 (facing i10) holds 3 more,
/// with 1 in o1 behind it.
fn two_capture_position() -> Position {
    traditional(
        [[2, 2, 2, 2, 2, 2, 2, 2, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]],
        [[1, 1, 4, 4, 4, 4, 4, 4, 3, 3], [3, 1, 0, 0, 0, 0, 0, 0, 0, 0]],
    )
}

#[test]
fn s3_4_after_capturing_house_sows_captured_stones_from_the_house_after_the_captor() {
    assert_move(
        &two_capture_position(),
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 1], [0, 0, 0, 0, 0, 0, 1, 1, 2, 1]],
            north: [[1, 0, 4, 4, 4, 4, 4, 4, 3, 3], [3, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
            captured: 2,
            laps: 2,
            last: "i7",
            trace: "lift o9 3; drop o10 i10 i9; capture i9 i2 o2 2; sow i8 2; drop i8 i7; end i7",
        },
    );
}

#[test]
fn s3_4_from_lap_start_sows_captured_stones_after_the_origin_and_a_chained_capture_keeps_it() {
    // The 2 stones taken at i9 are sown after o9, where the move began: o10, i10. i10 was
    // occupied and faces North's i1: 4 more are taken, and they too are sown after o9 (not
    // after the captor i10): o10, i10, i9, i8. i8 was empty.
    assert_move(
        &with_rules(two_capture_position(), FROM_LAP_START),
        "o9",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 0, 3], [0, 0, 0, 0, 0, 0, 0, 1, 3, 3]],
            north: [[0, 0, 4, 4, 4, 4, 4, 4, 3, 3], [0; 10]],
            captured: 6,
            laps: 3,
            last: "i8",
            trace: "lift o9 3; drop o10 i10 i9; capture i9 i2 o2 2; sow o10 2; drop o10 i10;
                    capture i10 i1 o1 4; sow o10 4; drop o10 i10 i9 i8; end i8",
        },
    );
}

/// South lifts o7 (2 stones); the last lands on o9 (2 stones), which relays into i9 and
/// captures North's i2 and o2.
fn relay_then_capture_position() -> Position {
    traditional(
        [[2, 2, 2, 2, 2, 2, 2, 0, 2, 0], [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]],
        [[5, 1, 4, 4, 4, 4, 4, 4, 4, 4], [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]],
    )
}

#[test]
fn s3_4_from_lap_start_counts_from_the_last_relay_house() {
    // The origin of the capturing sowing is the relay house o9, not o7 where the move began:
    // the 2 captured stones go into o10 and i10; i10 was occupied and North's i1 is empty, so
    // i10 relays into i9 and i8.
    assert_move(
        &with_rules(relay_then_capture_position(), FROM_LAP_START),
        "o7",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 0, 1, 0, 2], [0, 0, 0, 0, 0, 0, 0, 1, 3, 0]],
            north: [[5, 0, 4, 4, 4, 4, 4, 4, 4, 4], [0; 10]],
            captured: 2,
            laps: 4,
            last: "i8",
            trace: "lift o7 2; drop o8 o9; relay o9 3; drop o10 i10 i9; capture i9 i2 o2 2; sow o10 2;
                    drop o10 i10; relay i10 2; drop i9 i8; end i8",
        },
    );
    // The default sows them after the captor i9 instead.
    assert_move(
        &relay_then_capture_position(),
        "o7",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 0, 1, 0, 1], [0, 0, 0, 0, 0, 0, 1, 1, 2, 1]],
            north: [[5, 0, 4, 4, 4, 4, 4, 4, 4, 4], [0; 10]],
            captured: 2,
            laps: 3,
            last: "i7",
            trace: "lift o7 2; drop o8 o9; relay o9 3; drop o10 i10 i9; capture i9 i2 o2 2; sow i8 2;
                    drop i8 i7; end i7",
        },
    );
}

#[test]
fn s3_4_capture_sowing_defaults_to_after_capturing_house() {
    assert_eq!(CaptureSowing::default(), CaptureSowing::AfterCapturingHouse);
    assert_eq!(Rules::default().capture_sowing, CaptureSowing::AfterCapturingHouse);
}

// §3.5 Endless moves ------------------------------------------------------------------------

/// South's 22 stones form a relay cycle: every lap lifts 3 stones and lands on a house holding
/// 2, three houses on, and after 20 laps the board is back where it began. North's inner row is
/// empty, so no capture ever breaks the cycle.
fn relay_cycle() -> Position {
    traditional(
        [[3, 1, 0, 2, 1, 0, 2, 1, 0, 2], [1, 2, 0, 1, 2, 0, 1, 2, 0, 1]],
        [[4, 4, 4, 4, 3, 3, 3, 3, 3, 3], [0; 10]],
    )
}

#[test]
fn s3_5_a_relay_cycle_never_ends_and_is_not_a_legal_move() {
    let position = relay_cycle();
    // The cycle is real: the plain reference implementation, sowing stone by stone, is back at
    // the start position, about to lift o1 again, after exactly 20 laps.
    let grid = Grid::from_position(&position);
    let o1 = reference::spot_of(Player::South, h("o1"));
    let mut relays = Vec::new();
    let refusal = reference::play_recording(&grid, o1, TRADITIONAL, 40, Some(&mut relays));
    assert_eq!(refusal, Err(reference::Refusal::Endless));
    assert!(relays[..19].iter().all(|&(_, at)| at != o1));
    assert_eq!(relays[19], (grid, o1), "after 20 laps the board is the start position");

    assert_refused(&position, "o1", MoveError::Endless { house: h("o1") });
    assert!(!position.legal_moves().is_empty(), "the other houses are fine");
}

/// A move that ends after exactly 1000 laps. It was found by hill-climbing over random
/// relay-only positions for long moves that end (the longest so far ends after 13 210 laps):
/// this is a position 999 relays before the end of one that ends after 2951 laps. North's inner
/// row is empty, so every lap is a relay.
fn thousand_laps() -> Position {
    traditional(
        [[0, 5, 6, 0, 2, 1, 4, 1, 2, 3], [2, 1, 0, 4, 0, 1, 4, 1, 0, 6]],
        [[2, 1, 1, 1, 1, 1, 1, 1, 2, 2], [0; 10]],
    )
}

#[test]
fn s3_5_a_move_of_exactly_1000_laps_is_legal() {
    let position = thousand_laps();
    assert!(position.legal_moves().contains(h("i10")));
    let mut after = position;
    let summary = after.play(h("i10")).unwrap();
    assert_eq!(summary.laps, MAX_LAPS);
    assert_eq!(summary.laps, 1000);
    assert_eq!(summary.captured, 0);
    assert_eq!(summary.last, h("o8"));
    assert_eq!(
        rows(&after, Player::South),
        [[2, 1, 4, 1, 0, 2, 7, 1, 6, 0], [3, 2, 1, 2, 1, 2, 3, 2, 1, 2]]
    );
    assert_eq!(rows(&after, Player::North), rows(&position, Player::North));
}

#[test]
fn s3_5_a_move_that_would_end_on_lap_1001_is_endless() {
    // One relay earlier: o4's 7 stones land on i10, which relays into the 1000-lap move above.
    let position = traditional(
        [[0, 5, 6, 7, 1, 0, 3, 0, 1, 2], [2, 1, 0, 4, 0, 1, 4, 1, 0, 5]],
        [[2, 1, 1, 1, 1, 1, 1, 1, 2, 2], [0; 10]],
    );
    let grid = Grid::from_position(&position);
    let o4 = reference::spot_of(Player::South, h("o4"));
    let played = reference::play_with_limit(&grid, o4, TRADITIONAL, 1001).expect("it ends on lap 1001");
    assert_eq!(played.laps, 1001);
    let mut after = thousand_laps();
    after.play(h("i10")).unwrap();
    assert_eq!(
        played.grid,
        Grid::from_position(&after),
        "it ends where the 1000-lap move ends"
    );
    assert_refused(&position, "o4", MoveError::Endless { house: h("o4") });
}

// §4 End of the game ------------------------------------------------------------------------

#[test]
fn s4_1_a_player_whose_stones_are_all_captured_loses() {
    // North (to move) sows o9 into i9 and takes South's last two stones, in i2 and o2.
    let position = pos(
        TRADITIONAL,
        Player::North,
        [[0, 1, 0, 0, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]],
        [[6, 6, 6, 6, 6, 6, 6, 6, 3, 0], [2, 0, 0, 0, 0, 0, 0, 0, 1, 0]],
    );
    assert_eq!(total(&position), 56);
    let mut game = Game::new(position, false);
    assert_eq!(game.status(), Status::Playing);
    let summary = game.play(Move::Sow(h("o9"))).unwrap().unwrap();
    assert_eq!(summary.captured, 2);
    assert_eq!(game.position().stones_of(Player::South), 0);
    assert_eq!(
        game.status(),
        Status::Won {
            winner: Player::North,
            reason: EndReason::NoLegalMove
        }
    );
    assert_eq!(game.play(Move::Sow(h("o1"))), Err(GameError::GameOver));
}

#[test]
fn s4_1_holding_only_single_stones_loses_in_the_traditional_variant_only() {
    let south: Rows = [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]];
    let traditional_game = Game::new(
        traditional(south, [[4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0, 0, 0, 0, 0, 2, 2, 1, 1]]),
        false,
    );
    assert_eq!(
        traditional_game.status(),
        Status::Won {
            winner: Player::North,
            reason: EndReason::NoLegalMove
        }
    );
    let beginner = pos(
        BEGINNER,
        Player::South,
        south,
        [[1; 10], [0, 0, 0, 0, 0, 0, 2, 2, 2, 2]],
    );
    assert_eq!(total(&beginner), 28);
    assert_eq!(Game::new(beginner, false).status(), Status::Playing);
}

#[test]
fn s4_1_having_only_endless_moves_loses() {
    // South's only sowable house is o1 (3 stones); the pattern of singles with gaps makes it
    // relay two houses at a time around the loop forever, one house further on each round.
    let position = traditional(
        [[3, 1, 0, 1, 0, 1, 0, 1, 0, 1], [1, 0, 1, 0, 1, 0, 1, 0, 1, 0]],
        [[5, 5, 5, 5, 5, 4, 4, 4, 3, 3], [0; 10]],
    );
    assert_eq!(position.candidate_houses().collect::<Vec<_>>(), [h("o1")]);
    assert_refused(&position, "o1", MoveError::Endless { house: h("o1") });
    assert!(!position.has_legal_move());
    assert_eq!(
        Game::new(position, false).status(),
        Status::Won {
            winner: Player::North,
            reason: EndReason::NoLegalMove
        }
    );
}

/// A walk that brings a player's `k` single stones, in the first `k` houses of their loop,
/// back where they were after 20 moves (beginner variant): the stones shuffle forward one house
/// each into the gap ahead, then the front stone walks all the way round to o1.
fn walk(k: usize) -> Vec<House> {
    (0..k)
        .rev()
        .chain(k..20)
        .map(|i| House::from_loop_index(i).unwrap())
        .collect()
}

fn singles(k: usize) -> Rows {
    let mut side = [0u8; 20];
    side[..k].fill(1);
    rows(
        &Position::from_parts([side, side], Player::South, BEGINNER, 0),
        Player::South,
    )
}

/// Plays the two walks alternately, South first; returns the status after each turn.
fn play_walks(game: &mut Game, south: &[House], north: &[House]) -> Vec<Status> {
    let mut statuses = Vec::new();
    for (s, n) in south.iter().zip(north) {
        for house in [s, n] {
            let summary = game.play(Move::Sow(*house)).unwrap().unwrap();
            assert_eq!(summary.captured, 0);
            statuses.push(game.status());
        }
    }
    statuses
}

#[test]
fn s4_2_a_third_repetition_ends_the_game_and_equal_stones_draw() {
    // From the beginner start each player walks their 14 stones once round: the start position
    // is back after 40 turns and back a third time after 80 (80 quiet moves: under 100).
    let start = Position::start(BEGINNER, Player::South);
    let mut game = Game::new(start, false);
    let route = walk(14);
    let first_round = play_walks(&mut game, &route, &route);
    assert!(first_round.iter().all(|&s| s == Status::Playing));
    assert_eq!(board(game.position()), board(&start));
    assert_eq!(game.occurrences(), 2);
    let second_round = play_walks(&mut game, &route, &route);
    assert!(second_round[..39].iter().all(|&s| s == Status::Playing));
    assert_eq!(game.occurrences(), 3);
    assert_eq!(
        second_round[39],
        Status::Drawn {
            reason: EndReason::Repetition
        }
    );
    assert_eq!(game.position().quiet_moves(), 80);
}

#[test]
fn s4_2_a_third_repetition_goes_to_the_player_with_more_stones() {
    let start = pos(BEGINNER, Player::South, singles(15), singles(13));
    assert_eq!(total(&start), 28);
    let mut game = Game::new(start, false);
    play_walks(&mut game, &walk(15), &walk(13));
    assert_eq!(game.status(), Status::Playing);
    let statuses = play_walks(&mut game, &walk(15), &walk(13));
    assert_eq!(
        statuses[39],
        Status::Won {
            winner: Player::South,
            reason: EndReason::Repetition
        }
    );
}

fn after_quiet_moves(position: Position, quiet_moves: u16) -> Position {
    Position::from_parts(
        [*position.side(Player::South), *position.side(Player::North)],
        position.to_move(),
        position.rules(),
        quiet_moves,
    )
}

#[test]
fn s4_2_the_hundredth_move_in_a_row_without_capture_ends_the_game() {
    // South has 30 stones, North 26; two quiet moves take the count from 98 to 100.
    let position = after_quiet_moves(
        traditional(
            [[4, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0, 0, 0, 0, 0, 0, 2, 2, 2, 2]],
            [[0, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0, 0, 0, 0, 0, 0, 2, 2, 2, 2]],
        ),
        98,
    );
    let mut game = Game::new(position, false);
    game.play(Move::Sow(h("o10"))).unwrap();
    assert_eq!(game.position().quiet_moves(), 99);
    assert_eq!(game.status(), Status::Playing);
    game.play(Move::Sow(h("o10"))).unwrap();
    assert_eq!(game.position().quiet_moves(), 100);
    assert_eq!(
        game.status(),
        Status::Won {
            winner: Player::South,
            reason: EndReason::NoCapture
        }
    );

    // Equal stones: a draw.
    let mut even = Game::new(
        after_quiet_moves(Position::start(TRADITIONAL, Player::South), 98),
        false,
    );
    even.play(Move::Sow(h("o10"))).unwrap();
    even.play(Move::Sow(h("o10"))).unwrap();
    assert_eq!(
        even.status(),
        Status::Drawn {
            reason: EndReason::NoCapture
        }
    );
}

#[test]
fn s4_2_a_capture_restarts_the_count_of_quiet_moves() {
    let mut game = Game::new(after_quiet_moves(capture_position(), 99), false);
    let summary = game.play(Move::Sow(h("o9"))).unwrap().unwrap();
    assert_eq!(summary.captured, 5);
    assert_eq!(game.position().quiet_moves(), 0);
    assert_eq!(game.status(), Status::Playing);
}

fn setup(counts: [u8; 20]) -> Move {
    Move::Setup(counts)
}

#[test]
fn s2_expert_opening_rearranges_own_stones_on_the_first_turn_only() {
    let start = Position::start(TRADITIONAL, Player::South);
    let mut game = Game::new(start, true);
    assert!(game.setup_allowed());

    // The total must stay 28; a refused rearrangement changes nothing.
    let before = game.clone();
    let short = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0];
    assert_eq!(
        game.play(setup(short)),
        Err(GameError::SetupTotal {
            expected: 28,
            found: 27
        })
    );
    assert_eq!(game, before);

    // South rearranges: that is the whole turn.
    let south = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0];
    assert_eq!(game.play(setup(south)), Ok(None));
    assert_eq!(*game.position().side(Player::South), south);
    assert_eq!(
        game.position().side(Player::North),
        start.side(Player::North),
        "own side only"
    );
    assert_eq!(game.position().to_move(), Player::North);
    assert_eq!(game.moves(), [setup(south)]);

    // North's first turn: North may rearrange too, or sow.
    assert!(game.setup_allowed());
    let north = [28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    assert_eq!(game.play(setup(north)), Ok(None));
    assert_eq!(*game.position().side(Player::North), north);

    // South's second turn: no more rearranging.
    assert!(!game.setup_allowed());
    assert_eq!(game.play(setup(south)), Err(GameError::SetupNotAllowed));
    assert!(game.play(Move::Sow(h("i10"))).unwrap().is_some());
}

#[test]
fn s2_expert_opening_is_lost_by_sowing_on_the_first_turn_and_is_off_by_default() {
    let start = Position::start(TRADITIONAL, Player::South);
    let spread = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0];
    let mut plain = Game::new(start, false);
    assert!(!plain.setup_allowed());
    assert_eq!(plain.play(setup(spread)), Err(GameError::SetupNotAllowed));

    let mut game = Game::new(start, true);
    game.play(Move::Sow(h("o10"))).unwrap();
    game.play(setup([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 4]))
        .unwrap();
    let south_now = *game.position().side(Player::South);
    let rearranged: u8 = south_now.iter().sum();
    assert_eq!(rearranged, 28);
    assert_eq!(
        game.play(setup(south_now)),
        Err(GameError::SetupNotAllowed),
        "South's first turn is gone"
    );
}

#[test]
fn s2_expert_opening_a_player_who_cannot_sow_may_still_rearrange() {
    let position = traditional(
        [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0; 10]],
        [[4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0, 0, 0, 0, 0, 2, 2, 1, 1]],
    );
    let mut game = Game::new(position, true);
    assert_eq!(game.status(), Status::Playing, "the rearrangement is a move");
    game.play(setup([2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
        .unwrap();
    assert_eq!(game.status(), Status::Playing);
}

// §6 Worked example -------------------------------------------------------------------------

#[test]
fn s6_worked_example() {
    let start = Position::start(TRADITIONAL, Player::South);
    let side: Rows = [[2; 10], [0, 0, 0, 0, 0, 0, 2, 2, 2, 2]];
    assert_move(
        &start,
        "o10",
        &Expected {
            south: [[2, 2, 2, 2, 2, 2, 2, 2, 2, 0], [0, 0, 0, 0, 0, 1, 3, 3, 0, 3]],
            north: side,
            captured: 0,
            laps: 2,
            last: "i6",
            trace: "lift o10 2; drop i10 i9; relay i9 3; drop i8 i7 i6; end i6",
        },
    );
}

// Symmetry ----------------------------------------------------------------------------------

#[test]
fn north_and_south_play_alike_under_their_own_names() {
    // assert_move plays every example above for both seats; here the two seats are also
    // checked move by move along whole games, under both capture-sowing options.
    let mut rng = Rng::new(11);
    let mut turns = 0;
    for rules in [TRADITIONAL, FROM_LAP_START, BEGINNER] {
        for _ in 0..10 {
            let mut game = Position::start(rules, Player::BOTH[rng.below(2)]);
            for _ in 0..300 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let house = moves.iter().nth(rng.below(moves.len())).unwrap();
                let mut mine = game;
                let mut theirs = mirrored(&game);
                let (mut a, mut b) = (Trace::new(mine.to_move()), Trace::new(theirs.to_move()));
                assert_eq!(mine.play_observed(house, &mut a), theirs.play_observed(house, &mut b));
                assert_eq!(a.events, b.events);
                assert_eq!(mirrored(&mine), theirs);
                game = mine;
                turns += 1;
            }
        }
    }
    assert!(turns > 300, "only {turns} turns were compared");
}
