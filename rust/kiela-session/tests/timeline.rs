//! The animation timeline against the moves it animates: boards and hands folded from the
//! events, the cap at every speed, and the timing invariants the apps rely on.

use kiela_core::{Event, House, Loop, Player, Position, Rules, Trace};
use kiela_session::timeline::timeline;
use kiela_session::{board_counts, move_steps, AnimationSpeed, StepKind, StoneCounts, Timeline};

const SPEEDS: [AnimationSpeed; 3] = [AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast];

/// What the issue asks for, written apart from the module.
fn cap_ms(speed: AnimationSpeed) -> i32 {
    match speed {
        AnimationSpeed::Slow => 6500,
        AnimationSpeed::Normal => 4000,
        AnimationSpeed::Fast => 2000,
        AnimationSpeed::Instant => 0,
    }
}

fn base_ms(kind: &StepKind, speed: AnimationSpeed) -> i32 {
    let normal = match kind {
        StepKind::Lift { .. } => 250,
        StepKind::Drop { .. } => 160,
        StepKind::Relay { .. } => 300,
        StepKind::CaptureFlash { .. } => 600,
        StepKind::CaptureFlight { .. } => 450,
        StepKind::End { .. } => 250,
    };
    match speed {
        AnimationSpeed::Slow => normal * 16 / 10,
        AnimationSpeed::Normal => normal,
        AnimationSpeed::Fast => normal / 2,
        AnimationSpeed::Instant => 0,
    }
}

fn drop_floor_ms(speed: AnimationSpeed) -> i32 {
    match speed {
        AnimationSpeed::Fast => 30,
        _ => 40,
    }
}

/// A move played from `before`: the board before, its events, the board after.
struct Played {
    before: StoneCounts,
    events: Vec<StepKind>,
    after: StoneCounts,
}

fn play(position: &mut Position, house: House) -> Played {
    let start = *position;
    let mut trace = Trace::new(position.to_move());
    position.play_observed(house, &mut trace).expect("a legal move");
    Played {
        before: board_counts(&start),
        events: move_steps(&start, &trace),
        after: board_counts(position),
    }
}

fn index(house: kiela_session::SmallInt) -> usize {
    let index = house.to_usize();
    assert!(index < 40, "a board index");
    index
}

/// The board and hand after each event, folded here independently of the module.
fn folded(before: &StoneCounts, events: &[StepKind]) -> Vec<(Vec<u8>, i32)> {
    let mut board = before.0.clone();
    let mut hand = 0i32;
    let mut out = Vec::new();
    for event in events {
        match *event {
            StepKind::Lift { house, stones } => {
                assert_eq!(
                    i32::from(board[index(house)]),
                    i32::from(stones.0),
                    "a lift takes the whole house"
                );
                board[index(house)] = 0;
                hand = i32::from(stones.0);
            }
            StepKind::Drop { house, stones_after } => {
                board[index(house)] += 1;
                assert_eq!(i32::from(board[index(house)]), i32::from(stones_after.0));
                hand -= 1;
            }
            StepKind::Relay { house, stones } => {
                assert_eq!(hand, 0, "a relay comes when the hand is empty");
                assert_eq!(i32::from(board[index(house)]), i32::from(stones.0));
                board[index(house)] = 0;
                hand += i32::from(stones.0);
            }
            StepKind::CaptureFlash {
                inner, outer, stones, ..
            } => {
                assert_eq!(hand, 0, "a capture comes when the hand is empty");
                assert_eq!(
                    i32::from(board[index(inner)] + board[index(outer)]),
                    i32::from(stones.0)
                );
                board[index(inner)] = 0;
                board[index(outer)] = 0;
                hand += i32::from(stones.0);
            }
            StepKind::CaptureFlight { stones, .. } => {
                assert_eq!(hand, i32::from(stones.0), "the flight carries the hand")
            }
            StepKind::End { .. } => assert_eq!(hand, 0),
        }
        assert!(hand >= 0);
        out.push((board.clone(), hand));
    }
    out
}

fn captures(events: &[StepKind]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, StepKind::CaptureFlash { .. }))
        .count()
}

fn end(step: &kiela_session::AnimationStep) -> i32 {
    step.start_ms.0 + step.duration_ms.0
}

/// Every invariant of one move's timeline at one speed.
fn check(played: &Played, speed: AnimationSpeed) -> Timeline {
    let tl = timeline(&played.before, &played.events, speed);
    if speed == AnimationSpeed::Instant {
        assert_eq!(tl, Timeline::default(), "instant has no motion");
        return tl;
    }
    let steps = &tl.steps;
    assert_eq!(steps.len(), played.events.len(), "one step per event");

    // Kinds are the steps in order; boards and hands are the steps folded; the hand comes
    // from the house the step before left it over.
    let mut capture = None;
    let mut hand_at = None;
    for ((step, kind), (board, hand)) in steps
        .iter()
        .zip(&played.events)
        .zip(folded(&played.before, &played.events))
    {
        match *kind {
            StepKind::CaptureFlash { inner, outer, .. } => capture = Some((inner, outer)),
            StepKind::CaptureFlight {
                from_inner, from_outer, ..
            } => assert_eq!(
                capture.take(),
                Some((from_inner, from_outer)),
                "a flight leaves its capture's houses"
            ),
            _ => {}
        }
        assert_eq!(step.kind, *kind);
        assert_eq!(step.board.0, board);
        assert_eq!(i32::from(step.in_hand.0), hand);
        assert_eq!(step.hand_from, hand_at, "the hand starts where the step before left it");
        hand_at = match *kind {
            StepKind::Lift { house, .. }
            | StepKind::Drop { house, .. }
            | StepKind::Relay { house, .. }
            | StepKind::End { house } => Some(house),
            StepKind::CaptureFlight { to, .. } => Some(to),
            StepKind::CaptureFlash { .. } => hand_at,
        };
    }
    assert!(steps[0].hand_from.is_none(), "nothing comes before the first lift");
    let last = steps.last().expect("a move has steps");
    assert_eq!(
        last.board, played.after,
        "the last board is the position after the move"
    );
    assert_eq!(last.in_hand.0, 0, "the hand is empty at the end");
    assert!(matches!(last.kind, StepKind::End { .. }));

    // Starts and ends never go back; the last step ends last, within the cap.
    for pair in steps.windows(2) {
        assert!(pair[0].start_ms <= pair[1].start_ms, "{pair:?}");
        assert!(end(&pair[0]) <= end(&pair[1]), "{pair:?}");
    }
    assert_eq!(steps[0].start_ms.0, 0);
    assert_eq!(tl.duration_ms.0, end(last));
    assert_eq!(tl.duration_ms.0, steps.iter().map(end).max().unwrap());
    assert!(tl.duration_ms.0 <= cap_ms(speed), "{} ms at {speed:?}", tl.duration_ms);

    // A flash overlaps nothing; floors hold.
    let flashes = captures(&played.events);
    for (i, step) in steps.iter().enumerate() {
        match step.kind {
            StepKind::CaptureFlash { .. } => {
                assert!(steps[..i].iter().all(|s| end(s) <= step.start_ms.0));
                assert!(steps[i + 1..].iter().all(|s| s.start_ms.0 >= end(step)));
                // Only more captures than the cap has room for at 250 ms shorten the flash.
                let floor = if speed == AnimationSpeed::Fast && flashes > 5 {
                    90
                } else {
                    250
                };
                assert!(step.duration_ms.0 >= floor, "{step:?} of {flashes} at {speed:?}");
            }
            StepKind::Drop { .. } => assert!(step.duration_ms.0 >= drop_floor_ms(speed), "{step:?}"),
            _ => assert!(step.duration_ms.0 >= drop_floor_ms(speed), "{step:?}"),
        }
    }

    // A move that fits the cap plays one step after the other at the base durations.
    let natural: i32 = steps.iter().map(|s| base_ms(&s.kind, speed)).sum();
    if natural <= cap_ms(speed) {
        let mut clock = 0;
        for step in steps {
            assert_eq!(
                (step.start_ms.0, step.duration_ms.0),
                (clock, base_ms(&step.kind, speed))
            );
            clock += step.duration_ms.0;
        }
        assert_eq!(tl.duration_ms.0, natural);
    }
    tl
}

fn check_all_speeds(played: &Played) {
    for speed in AnimationSpeed::ALL {
        check(played, speed);
    }
}

fn south_to_move(south: Loop, north: Loop) -> Position {
    Position::from_parts([south, north], Player::South, Rules::default(), 0)
}

fn house(loop_index: usize) -> House {
    House::from_loop_index(loop_index).unwrap()
}

/// Found by a brute-force search over random positions: over a thousand drops, 246 relays and
/// nine captures, 3 minutes at the base durations.
fn long_move() -> Played {
    let mut position = south_to_move(
        [1, 2, 0, 1, 3, 2, 0, 0, 5, 0, 2, 0, 1, 2, 2, 1, 1, 2, 1, 2],
        [1, 1, 0, 1, 1, 2, 0, 2, 2, 2, 2, 1, 5, 3, 1, 0, 1, 1, 1, 1],
    );
    play(&mut position, house(1))
}

/// Found the same way: ten captures, the most a move makes.
fn ten_captures() -> Played {
    let mut position = south_to_move(
        [2, 1, 2, 1, 0, 4, 1, 1, 2, 2, 1, 1, 2, 3, 2, 1, 1, 0, 1, 0],
        [4, 1, 1, 1, 2, 1, 2, 0, 1, 0, 2, 1, 1, 2, 3, 2, 1, 1, 1, 1],
    );
    play(&mut position, house(13))
}

fn count(events: &[StepKind], pred: fn(&StepKind) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

#[test]
fn a_long_move_keeps_to_the_cap_at_every_speed() {
    let played = long_move();
    let events = &played.events;
    assert!(count(events, |e| matches!(e, StepKind::Drop { .. })) > 1000);
    assert!(count(events, |e| matches!(e, StepKind::Relay { .. })) > 200);
    assert_eq!(captures(events), 9);
    for speed in SPEEDS {
        let tl = check(&played, speed);
        let natural: i32 = tl.steps.iter().map(|s| base_ms(&s.kind, speed)).sum();
        assert!(natural > 10 * cap_ms(speed));
        // Squeezed this far, drops are poured in a wave: many start before the one before ends.
        let overlapping = tl.steps.windows(2).filter(|p| p[1].start_ms.0 < end(&p[0])).count();
        assert!(overlapping > 500, "{overlapping} at {speed:?}");
        // Still most of the cap is used: the squeeze is no harder than it must be.
        assert!(
            tl.duration_ms.0 > cap_ms(speed) * 9 / 10,
            "{} at {speed:?}",
            tl.duration_ms
        );
    }
}

#[test]
fn ten_captures_keep_to_the_cap_with_shorter_flashes_only_at_fast() {
    let played = ten_captures();
    assert_eq!(captures(&played.events), 10);
    for speed in SPEEDS {
        let tl = check(&played, speed);
        let shortest_flash = tl
            .steps
            .iter()
            .filter(|s| matches!(s.kind, StepKind::CaptureFlash { .. }))
            .map(|s| s.duration_ms.0)
            .min()
            .unwrap();
        match speed {
            AnimationSpeed::Fast => assert!((90..250).contains(&shortest_flash), "{shortest_flash}"),
            _ => assert!(shortest_flash >= 250),
        }
    }
}

#[test]
fn instant_has_no_steps() {
    let played = long_move();
    let tl = timeline(&played.before, &played.events, AnimationSpeed::Instant);
    assert!(tl.steps.is_empty());
    assert_eq!(tl.duration_ms.0, 0);
    assert_eq!(
        timeline(&played.before, &[], AnimationSpeed::Normal),
        Timeline::default()
    );
}

#[test]
fn a_short_move_plays_step_after_step_at_base_durations() {
    // South's o1 holds two stones and o2, o3 are empty: two drops, and the move ends.
    let mut south = [0; 20];
    south[0] = 2;
    south[10] = 26;
    let mut position = south_to_move(south, [1; 20]);
    let played = play(&mut position, house(0));
    assert_eq!(played.events.len(), 4);
    let tl = check(&played, AnimationSpeed::Normal);
    let times: Vec<(i32, i32)> = tl.steps.iter().map(|s| (s.start_ms.0, s.duration_ms.0)).collect();
    assert_eq!(times, [(0, 250), (250, 160), (410, 160), (570, 250)]);
    assert_eq!(tl.duration_ms.0, 820);
    let fast = check(&played, AnimationSpeed::Fast);
    assert_eq!(fast.duration_ms.0, 410);
    let slow = check(&played, AnimationSpeed::Slow);
    assert_eq!(slow.duration_ms.0, 1312);
}

#[test]
fn a_move_just_over_the_cap_is_shortened_without_overlap() {
    // Found among random games: the first move whose drops need not overlap to fit.
    let mut rng = Rng(7);
    let mut found = false;
    for _ in 0..200 {
        let mut position = Position::start(Rules::default(), Player::South);
        for _ in 0..200 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let played = play(&mut position, moves.iter().nth(rng.below(moves.len())).unwrap());
            let tl = check(&played, AnimationSpeed::Normal);
            let natural: i32 = tl.steps.iter().map(|s| base_ms(&s.kind, AnimationSpeed::Normal)).sum();
            if (4500..6000).contains(&natural) {
                assert!(tl.steps.windows(2).all(|p| p[1].start_ms.0 == end(&p[0])), "sequential");
                assert!(tl.duration_ms.0 > 3900);
                found = true;
            }
        }
    }
    assert!(found);
}

/// A small xorshift: random games without a dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn random_games_keep_every_invariant_at_every_speed() {
    let mut rng = Rng(0x5eed);
    let mut moves_checked = 0;
    for game in 0..300 {
        let first = if game % 2 == 0 { Player::South } else { Player::North };
        let mut position = Position::start(Rules::default(), first);
        for _ in 0..300 {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let played = play(&mut position, moves.iter().nth(rng.below(moves.len())).unwrap());
            check_all_speeds(&played);
            moves_checked += 1;
        }
    }
    assert!(moves_checked > 10_000, "{moves_checked}");
}

#[test]
fn the_trace_and_the_events_agree_on_captures() {
    // The independent fold above trusts move_events' houses; check them once against the trace.
    let mut position = south_to_move(
        [2, 1, 2, 1, 0, 4, 1, 1, 2, 2, 1, 1, 2, 3, 2, 1, 1, 0, 1, 0],
        [4, 1, 1, 1, 2, 1, 2, 0, 1, 0, 2, 1, 1, 2, 3, 2, 1, 1, 1, 1],
    );
    let start = position;
    let mut trace = Trace::new(Player::South);
    position.play_observed(house(13), &mut trace).unwrap();
    let traced = trace
        .events
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .count();
    assert_eq!(traced, captures(&move_steps(&start, &trace)));
}
