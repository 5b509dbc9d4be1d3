//! Helpers shared by the session's integration tests: settings, taps on named houses, games
//! played to their end, and what every snapshot promises about itself.
#![allow(dead_code)] // each test file uses a different part of this module

use std::thread;
use std::time::{Duration, Instant};

use kiela_session::{
    AppInt, Computer, GameSettings, House, KielaError, Level, MoveOutcome, Row, Seat, Session, SharedSession, Side,
    Snapshot, Spot, Variant,
};

/// A player's house `number` (1…10) of `row`.
pub fn house(row: Row, number: usize) -> House {
    House::of(row, number as u8).expect("houses are numbered 1..=10")
}

/// Two people at one phone, standard rules, South first.
pub fn people() -> GameSettings {
    GameSettings {
        south: Seat::Person,
        north: Seat::Person,
        ..GameSettings::default()
    }
}

/// A person (South) against the computer (North) at `level`.
pub fn against(level: Level) -> GameSettings {
    GameSettings {
        south: Seat::Person,
        north: Seat::Computer { level },
        ..GameSettings::default()
    }
}

/// The computer on both sides.
pub fn computers(south: Level, north: Level) -> GameSettings {
    GameSettings {
        south: Seat::Computer { level: south },
        north: Seat::Computer { level: north },
        ..GameSettings::default()
    }
}

/// The same settings with the expert opening on.
pub fn expert(settings: GameSettings) -> GameSettings {
    GameSettings {
        expert_opening: true,
        ..settings
    }
}

/// The board index of one of South's houses, as a tap on it gives.
pub fn south(house: House) -> AppInt {
    AppInt::from(Spot::of(Side::South, house).index)
}

/// The board index of one of North's houses.
pub fn north(house: House) -> AppInt {
    AppInt::from(Spot::of(Side::North, house).index)
}

/// Every stone of a game of `variant`.
pub fn total_stones(variant: Variant) -> u32 {
    match variant {
        Variant::Traditional => 56,
        Variant::Beginner => 28,
    }
}

pub fn board_sum(board: &[u8]) -> u32 {
    board.iter().map(|&n| u32::from(n)).sum()
}

/// The snapshot with the revision left out: two sessions in the same game compare equal.
pub fn unrevised(snapshot: &Snapshot) -> Snapshot {
    Snapshot {
        revision: 0,
        ..snapshot.clone()
    }
}

/// The outcome with its revisions left out.
pub fn unrevised_outcome(outcome: &MoveOutcome) -> MoveOutcome {
    MoveOutcome {
        revision: 0,
        snapshot: unrevised(&outcome.snapshot),
        ..outcome.clone()
    }
}

/// The next turn: the computer's when it is to move, else a person's greedy house.
pub fn take_turn(session: &mut Session, computer: &Computer) -> MoveOutcome {
    let snapshot = session.snapshot();
    if snapshot.computer_to_move {
        session.computer_move(computer).expect("the computer moves on its turn")
    } else {
        session
            .play(greedy_house(session, &snapshot))
            .expect("a legal house is played")
    }
}

/// The first of the legal houses that leave the opponent fewest stones. Always the first legal
/// house would be simpler, but two people playing so can capture back and forth for thousands
/// of turns (the rules end it, eventually); greedy play ends games within a few hundred.
fn greedy_house(session: &Session, snapshot: &Snapshot) -> AppInt {
    let opponent_left = |house: AppInt| {
        let mut trial = session.clone();
        let after = trial.play(house).expect("a legal house is played").snapshot;
        match snapshot.to_move {
            Side::South => after.north_stones,
            Side::North => after.south_stones,
        }
    };
    snapshot
        .legal_houses
        .iter()
        .map(|&house| AppInt::from(house))
        .min_by_key(|&house| opponent_left(house))
        .expect("a game on has a legal house")
}

/// Plays the game to its end (see [`take_turn`]); returns the outcomes of the turns played.
pub fn play_out(session: &mut Session, computer: &Computer) -> Vec<MoveOutcome> {
    let mut outcomes = Vec::new();
    while session.snapshot().result.is_none() {
        assert!(outcomes.len() < 2_000, "the game never ends");
        outcomes.push(take_turn(session, computer));
    }
    outcomes
}

/// A finished game: greedy houses against the computer at Beginner.
pub fn finished_against_beginner(seed: u64) -> Session {
    let mut session = Session::new(against(Level::Beginner), seed);
    play_out(&mut session, &Computer::default());
    session
}

/// Everything a snapshot promises about itself and its session's settings.
pub fn check(snapshot: &Snapshot, settings: &GameSettings) {
    let total = total_stones(settings.variant);
    assert_eq!(snapshot.board.len(), 40);
    assert_eq!(board_sum(&snapshot.board), total, "{snapshot:?}");
    let side_sum = |side: Side| -> u32 {
        (0..40)
            .filter(|&i| Spot::at(AppInt(i)).unwrap().side == side)
            .map(|i| u32::from(snapshot.board[i as usize]))
            .sum()
    };
    assert_eq!(snapshot.south_stones.0 as u32, side_sum(Side::South));
    assert_eq!(snapshot.north_stones.0 as u32, side_sum(Side::North));
    for &index in &snapshot.legal_houses {
        let spot = Spot::at(AppInt::from(index)).expect("a legal house is on the board");
        assert_eq!(spot.side, snapshot.to_move, "{snapshot:?}");
        assert_eq!(spot.index, index);
        assert!(snapshot.board[spot.board_index()] >= 1, "{snapshot:?}");
    }
    let playing = snapshot.result.is_none();
    assert_eq!(playing, !snapshot.legal_houses.is_empty(), "{snapshot:?}");
    if !playing {
        assert!(
            !snapshot.setup_allowed && snapshot.setup_draft.is_none(),
            "{snapshot:?}"
        );
    }
    if let Some(result) = &snapshot.result {
        assert_eq!(
            (result.south_stones, result.north_stones),
            (snapshot.south_stones, snapshot.north_stones)
        );
        let expected = settings.lone_person().map(|side| match result.winner {
            None => kiela_session::PersonOutcome::Drawn,
            Some(winner) if winner == side => kiela_session::PersonOutcome::Won,
            Some(_) => kiela_session::PersonOutcome::Lost,
        });
        assert_eq!(result.person, expected);
    }
    let seat = settings.seat(snapshot.to_move);
    assert_eq!(
        snapshot.computer_to_move,
        playing && seat != Seat::Person,
        "{snapshot:?}"
    );
    if let Some(draft) = &snapshot.setup_draft {
        assert!(snapshot.setup_allowed && !snapshot.computer_to_move);
        assert_eq!(draft.side, snapshot.to_move);
        assert_eq!(draft.board.len(), 40);
        assert_eq!(board_sum(&draft.board) + draft.in_hand.0 as u32, total, "{draft:?}");
        for index in 0..40 {
            if Spot::at(AppInt(index as i32)).unwrap().side != draft.side {
                assert_eq!(
                    draft.board[index], snapshot.board[index],
                    "the opponent's houses stay as they are"
                );
            }
        }
    }
    for mark in &snapshot.last_move_marks {
        assert!(Spot::at(AppInt::from(mark.house)).is_some(), "{mark:?}");
    }
    assert!(snapshot.revision >= 1);
}

/// Waits until the shared session's computer is searching.
pub fn wait_until_thinking(session: &SharedSession) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !session.is_thinking() {
        assert!(Instant::now() < deadline, "the computer never started thinking");
        thread::sleep(Duration::from_micros(200));
    }
}

/// Runs `call` on another thread and returns once the computer is thinking on it.
pub fn in_background<T: Send + 'static>(
    session: &std::sync::Arc<SharedSession>,
    call: fn(&SharedSession) -> Result<T, KielaError>,
) -> thread::JoinHandle<Result<T, KielaError>> {
    let worker = std::sync::Arc::clone(session);
    let handle = thread::spawn(move || call(&worker));
    wait_until_thinking(session);
    handle
}

/// A game of random legal sowings from the start (random play makes mistakes to review):
/// `turns` of them, or fewer if it ends first.
pub fn random_game(seed: u64, turns: usize) -> kiela_core::Game {
    use kiela_core::{Game, Move, Player, Position, Rules};
    let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
    let mut rng = kiela_ai::Rng::new(seed);
    while game.moves().len() < turns && !game.status().is_over() {
        let legal = game.position().legal_moves();
        let pick = rng.below(legal.len() as u64) as usize;
        let house = legal.iter().nth(pick).expect("a legal move");
        game.play(Move::Sow(house)).expect("a legal move plays");
    }
    game
}
