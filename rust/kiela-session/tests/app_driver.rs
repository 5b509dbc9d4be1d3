//! The app driver as a shell meets it: events in, screens out, files on disk. What the apps'
//! game models did in Kotlin and Swift, tested once here.

use std::fs;
use std::path::Path;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use kiela_session::{
    abandon_phrase, puzzles, AnimationSpeed, AppDriver, AppEvent, AppInt, CueKind, GameScreen, GameSound, GuideAnswer,
    Headline, Level, NewGameChoice, NoticeKind, Opponent, PersonOutcome, PuzzleKind, PuzzleScreen, PuzzleState,
    Refusal, ReviewPhase, ReviewScreen, ReviewSeats, ScreenListener, SeatPlayer, Session, Side, Statistics, StepKind,
    TapAction, TurnCue, DROP_SOUND_GAP_MS,
};

/// Hands every screen to the test, as a shell's main thread would get them.
struct Screens {
    games: Mutex<Sender<GameScreen>>,
    reviews: Mutex<Sender<Option<ReviewScreen>>>,
    puzzles: Mutex<Sender<Option<PuzzleScreen>>>,
}

impl ScreenListener for Screens {
    fn screen_changed(&self, screen: GameScreen) {
        let _ = self.games.lock().unwrap().send(screen);
    }

    fn review_changed(&self, review: Option<ReviewScreen>) {
        let _ = self.reviews.lock().unwrap().send(review);
    }

    fn puzzle_changed(&self, puzzle: Option<PuzzleScreen>) {
        let _ = self.puzzles.lock().unwrap().send(puzzle);
    }
}

struct App {
    driver: AppDriver,
    screens: Receiver<GameScreen>,
    reviews: Receiver<Option<ReviewScreen>>,
    puzzles: Receiver<Option<PuzzleScreen>>,
    last: GameScreen,
}

const PATIENCE: Duration = Duration::from_secs(60);

impl App {
    fn open(folder: &Path) -> App {
        App::open_seeded(folder, Some(7))
    }

    /// Seeded, as tests are; unseeded, as the apps are (their computer ponders).
    fn open_seeded(folder: &Path, seed: Option<u64>) -> App {
        let (games, screens) = channel();
        let (reviews_in, reviews) = channel();
        let (puzzles_in, puzzles) = channel();
        let listener = Screens {
            games: Mutex::new(games),
            reviews: Mutex::new(reviews_in),
            puzzles: Mutex::new(puzzles_in),
        };
        let folder = folder.to_str().unwrap();
        let driver = match seed {
            Some(seed) => AppDriver::with_seed(folder, Arc::new(listener), seed),
            None => AppDriver::new(folder, Arc::new(listener)),
        };
        let last = driver.screen();
        App {
            driver,
            screens,
            reviews,
            puzzles,
            last,
        }
    }

    /// The review screens until one `wanted` accepts.
    fn review_until(&self, wanted: impl Fn(&Option<ReviewScreen>) -> bool) -> Option<ReviewScreen> {
        loop {
            let review = self.reviews.recv_timeout(PATIENCE).expect("the review never came");
            if wanted(&review) {
                return review;
            }
        }
    }

    fn puzzle_until(&self, wanted: impl Fn(&PuzzleScreen) -> bool) -> PuzzleScreen {
        loop {
            let puzzle = self.puzzles.recv_timeout(PATIENCE).expect("the puzzle never came");
            if let Some(puzzle) = puzzle.filter(|puzzle| wanted(puzzle)) {
                return puzzle;
            }
        }
    }

    fn send(&mut self, event: AppEvent) -> &GameScreen {
        self.driver.handle(event);
        self.drain();
        &self.last
    }

    fn drain(&mut self) {
        while let Ok(screen) = self.screens.try_recv() {
            self.last = screen;
        }
    }

    /// Waits for a screen the worker sends that `wanted` accepts (the computer's move, a hint).
    fn wait_for(&mut self, wanted: impl Fn(&GameScreen) -> bool) -> &GameScreen {
        while !wanted(&self.last) {
            self.last = self
                .screens
                .recv_timeout(PATIENCE)
                .expect("the screen the test waits for never came");
        }
        &self.last
    }

    /// Plays every queued animation to its end, as a shell does.
    fn animate_all(&mut self) {
        while let Some(revision) = self.last.animation.as_ref().map(|turn| turn.revision) {
            self.send(AppEvent::AnimationDone { revision });
        }
    }

    /// Plays `turns` turns of a game between two people, each the first legal house, animated.
    fn play_first_legal(&mut self, turns: usize) {
        for _ in 0..turns {
            let house = self.first_legal_tap();
            self.send(AppEvent::Tap { index: house.into() });
            self.animate_all();
        }
    }

    fn first_legal_tap(&self) -> i32 {
        let shown = &self.last.shown;
        shown
            .taps
            .iter()
            .position(|tap| *tap == TapAction::Sow)
            .expect("a legal house") as i32
    }
}

fn against(level: Level) -> NewGameChoice {
    NewGameChoice {
        opponent: Opponent::Computer { level },
        ..NewGameChoice::default()
    }
}

/// A game against Expert with the person's first move played: the computer thinks.
fn the_expert_thinking(folder: &Path) -> App {
    let mut app = App::open(folder);
    app.send(AppEvent::NewGame {
        choice: against(Level::Expert),
    });
    let house = app.first_legal_tap();
    app.send(AppEvent::Tap { index: house.into() });
    app
}

fn with_a_friend() -> NewGameChoice {
    NewGameChoice {
        opponent: Opponent::Friend,
        ..NewGameChoice::default()
    }
}

fn saved_session(folder: &Path) -> Session {
    Session::restore(&fs::read_to_string(folder.join("game.json")).unwrap()).unwrap()
}

#[test]
fn a_legal_tap_plays_queues_its_animation_and_the_computer_answers_after_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: against(Level::Beginner),
    });
    let before = app.last.snapshot.clone();
    assert!(app.last.controls.board && app.last.controls.hint && !app.last.controls.undo);
    let house = app.first_legal_tap();
    let screen = app.send(AppEvent::Tap { index: house.into() }).clone();
    let turn = screen.animation.clone().expect("the person's turn, to animate");
    assert_eq!(
        screen.shown.board, before.board,
        "the board shows the game as it was until the turn plays"
    );
    assert_eq!(turn.snapshot.turns.0, 1);
    assert!(!screen.controls.board, "no tap plays while a turn animates");
    // The computer thinks meanwhile; its turn queues behind the person's, with its beat.
    let screen = app
        .wait_for(|screen| screen.queued.0 == 1 || screen.snapshot.turns.0 >= 2)
        .clone();
    assert_eq!(screen.snapshot.turns.0, 2);
    app.send(AppEvent::AnimationDone {
        revision: turn.revision,
    });
    let computer = app.last.animation.clone().expect("the computer's turn, next");
    assert!(computer.beat_ms.0 > 0 && computer.announcement.is_some());
    assert_eq!(app.last.shown, turn.snapshot);
    app.send(AppEvent::AnimationDone {
        revision: computer.revision,
    });
    assert!(app.last.animation.is_none() && app.last.controls.board && app.last.controls.undo);
    app.driver.shut_down();
    assert_eq!(
        saved_session(folder.path()).snapshot().turns.0,
        2,
        "every change is saved"
    );
}

/// Whether the driver's computer is pondering, once `wanted` holds or a few seconds have passed.
fn pondering_becomes(app: &App, wanted: bool) -> bool {
    pondering_within(app, wanted, Duration::from_secs(5))
}

/// Whether a ponder starts within a moment (one that is due starts at once).
fn starts_pondering(app: &App) -> bool {
    pondering_within(app, true, Duration::from_millis(300))
}

fn pondering_within(app: &App, wanted: bool, patience: Duration) -> bool {
    let until = std::time::Instant::now() + patience;
    while app.driver.is_pondering() != wanted && std::time::Instant::now() < until {
        std::thread::sleep(Duration::from_millis(2));
    }
    app.driver.is_pondering()
}

#[test]
fn expert_ponders_on_the_persons_turn_and_stops_when_they_move_or_leave() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open_seeded(folder.path(), None);
    app.send(AppEvent::NewGame {
        choice: against(Level::Expert),
    });
    assert!(pondering_becomes(&app, true), "Expert ponders while the person thinks");
    app.send(AppEvent::Background);
    assert!(!pondering_becomes(&app, false), "never in the background");
    app.send(AppEvent::NoticeShown { id: 0 });
    assert!(
        !starts_pondering(&app),
        "nor after another event while in the background"
    );
    app.send(AppEvent::Foreground);
    assert!(pondering_becomes(&app, true), "again once the app is seen");
    let house = app.first_legal_tap();
    app.send(AppEvent::Tap { index: house.into() });
    assert!(
        app.last.thinking,
        "the person moved: the computer thinks about its move"
    );
    let screen = app.wait_for(|screen| screen.snapshot.turns.0 >= 2).clone();
    assert!(!screen.snapshot.computer_to_move);
    assert!(
        pondering_becomes(&app, true),
        "and ponders again on the person's next turn"
    );
    app.send(AppEvent::OpenPuzzle {
        id: puzzles()[0].id.clone(),
    });
    assert!(!pondering_becomes(&app, false), "not while a puzzle is open");
    app.send(AppEvent::LeavePuzzle);
    assert!(pondering_becomes(&app, true));
    app.driver.shut_down();
    assert!(!pondering_becomes(&app, false), "nor once the app has gone");
}

#[test]
fn seeded_games_and_easier_levels_never_ponder() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: against(Level::Expert),
    });
    assert!(
        !starts_pondering(&app),
        "a seeded game's moves follow from the seed alone"
    );
    drop(app);
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open_seeded(folder.path(), None);
    app.send(AppEvent::NewGame {
        choice: against(Level::Hard),
    });
    assert!(!starts_pondering(&app), "only Expert ponders");
}

#[test]
fn a_refused_tap_is_said_each_time_and_changes_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    let revision = app.last.snapshot.revision;
    let north_house = 0; // North's outer row, the opponent's
    let first = app
        .send(AppEvent::Tap {
            index: north_house.into(),
        })
        .notice
        .clone()
        .unwrap();
    assert_eq!(
        first.kind,
        NoticeKind::Refused {
            reason: Refusal::NotYourHouse
        }
    );
    let second = app
        .send(AppEvent::Tap {
            index: north_house.into(),
        })
        .notice
        .clone()
        .unwrap();
    assert_ne!(first.id, second.id, "the same refusal again is told again");
    assert_eq!(app.last.snapshot.revision, revision);
    app.send(AppEvent::NoticeShown { id: first.id });
    assert!(
        app.last.notice.is_some(),
        "an older notice's acknowledgement leaves the newer one"
    );
    app.send(AppEvent::NoticeShown { id: second.id });
    assert!(app.last.notice.is_none());
    let off_the_board = app.send(AppEvent::Tap { index: 99.into() }).notice.clone().unwrap();
    assert_eq!(off_the_board.kind, NoticeKind::Refused { reason: Refusal::Other });
}

#[test]
fn nothing_is_played_while_a_turn_animates_and_disabled_controls_do_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    let house = app.first_legal_tap();
    let after_tap = app.send(AppEvent::Tap { index: house.into() }).snapshot.revision;
    for index in 0..40 {
        app.send(AppEvent::Tap { index: index.into() });
    }
    assert_eq!(app.last.snapshot.revision, after_tap);
    assert!(app.last.notice.is_none());
    app.send(AppEvent::Redo);
    app.send(AppEvent::Hint);
    assert_eq!(app.last.snapshot.revision, after_tap);
    assert!(!app.last.thinking);
}

#[test]
fn undo_while_the_computer_thinks_drops_its_answer() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = the_expert_thinking(folder.path());
    assert!(app.last.thinking && !app.last.controls.redo);
    assert!(
        !app.last.controls.move_now,
        "not while the person's own turn still plays"
    );
    let revision = app.last.animation.as_ref().unwrap().revision;
    app.send(AppEvent::AnimationDone { revision });
    assert!(app.last.controls.move_now);
    app.send(AppEvent::Undo);
    assert!(!app.last.thinking && app.last.animation.is_none());
    assert_eq!(app.last.snapshot.turns.0, 0);
    assert!(app.last.controls.redo);
    app.driver.shut_down();
    app.drain();
    assert_eq!(app.last.snapshot.turns.0, 0, "the late answer never plays");
    assert_eq!(saved_session(folder.path()).snapshot().turns.0, 0);
}

#[test]
fn move_now_makes_the_computer_play_at_once() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = the_expert_thinking(folder.path());
    let revision = app.last.animation.as_ref().unwrap().revision;
    app.send(AppEvent::AnimationDone { revision });
    let [near, far] = &app.last.seats[..] else {
        panic!("two seats")
    };
    assert_eq!(
        (near.player, near.side, near.headline),
        (SeatPlayer::You, Side::South, None)
    );
    assert_eq!(far.player, SeatPlayer::Computer { level: Level::Expert });
    assert!(far.thinking && far.headline == Some(Headline::ComputerThinking) && !far.turned);
    app.send(AppEvent::MoveNow);
    let screen = app.wait_for(|screen| screen.snapshot.turns.0 == 2);
    assert!(!screen.thinking);
}

#[test]
fn a_hint_comes_back_and_goes_with_the_next_change() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    app.send(AppEvent::Hint);
    assert!(app.last.thinking && !app.last.controls.hint);
    let hint = app.wait_for(|screen| screen.hint.is_some()).hint.unwrap();
    assert!(!app.last.controls.hint, "one hint at a time");
    assert!(app
        .last
        .shown
        .legal_houses
        .iter()
        .any(|house| house.0 == hint.house.index.0));
    app.send(AppEvent::Tap {
        index: hint.house.index.into(),
    });
    assert!(app.last.hint.is_none());
}

#[test]
fn a_finished_game_is_counted_once_through_undo_and_redo() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: against(Level::Beginner),
    });
    while app.last.snapshot.result.is_none() {
        // Every turn but the last, which is looked at below (the computer's worker may queue it
        // while the turns before it animate).
        while let Some(turn) = app.last.animation.clone().filter(|turn| turn.snapshot.result.is_none()) {
            app.send(AppEvent::AnimationDone {
                revision: turn.revision,
            });
        }
        if app.last.controls.board {
            let house = app.first_legal_tap();
            app.send(AppEvent::Tap { index: house.into() });
        } else {
            app.wait_for(|screen| screen.animation.is_some() || screen.snapshot.result.is_some());
        }
    }
    let counted = |statistics: &Statistics| {
        statistics
            .opponents
            .iter()
            .map(|entry| entry.unaided.played.0 + entry.assisted.played.0)
            .sum::<i32>()
    };
    assert_eq!(counted(&app.last.statistics), 1);
    assert_eq!(app.last.statistics.recent_games.len(), 1);
    // The turn that ended the game sounds the person's result and says it as its motion ends.
    let mut ending = None;
    while let Some(turn) = app.last.animation.clone() {
        let said = app.last.words.ending.clone();
        assert_eq!(
            said.is_some(),
            turn.snapshot.result.is_some(),
            "the end is said with its turn"
        );
        if turn.snapshot.result.is_some() {
            assert!(app.last.words.result.is_none(), "the board does not show the end yet");
            ending = Some(turn.clone());
        }
        app.send(AppEvent::AnimationDone {
            revision: turn.revision,
        });
    }
    let ending = ending.expect("the last turn animates");
    let sound = match ending.snapshot.result.as_ref().and_then(|result| result.person) {
        Some(PersonOutcome::Won) => GameSound::Win,
        Some(PersonOutcome::Lost) => GameSound::Loss,
        _ => GameSound::Draw,
    };
    let at_end = |kind: CueKind| TurnCue {
        at_ms: ending.duration_ms,
        kind,
    };
    assert!(
        ending.cues.contains(&at_end(CueKind::Sound { sound })),
        "{:?}",
        ending.cues
    );
    assert!(ending.cues.contains(&at_end(CueKind::Result)));
    assert_eq!(ending.summary_sound, sound);
    app.send(AppEvent::Undo);
    app.wait_for(|screen| screen.snapshot.result.is_some() || screen.controls.board);
    app.send(AppEvent::Redo);
    assert_eq!(
        counted(&app.last.statistics),
        1,
        "undo and redo never count a game twice"
    );
    app.driver.shut_down();
    let written = Statistics::from_json(&fs::read_to_string(folder.path().join("statistics.json")).unwrap()).unwrap();
    assert_eq!(counted(&written), 1);
}

/// Games played against the computer in the statistics, and the losses among them.
fn played_and_lost(statistics: &Statistics) -> (i32, i32) {
    statistics.opponents.iter().fold((0, 0), |(played, lost), entry| {
        let tally = (entry.unaided, entry.assisted);
        (
            played + tally.0.played.0 + tally.1.played.0,
            lost + tally.0.lost.0 + tally.1.lost.0,
        )
    })
}

#[test]
fn leaving_a_game_is_asked_first_and_against_the_computer_once_both_moved_it_is_a_loss() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: against(Level::Beginner),
    });
    assert_eq!(app.last.abandon, None, "nothing played yet: nothing to lose");
    let house = app.first_legal_tap();
    app.send(AppEvent::Tap { index: house.into() });
    let question = app
        .last
        .abandon
        .clone()
        .expect("a game begun is not thrown away unasked");
    // The computer may have answered already: its worker races the test.
    assert_eq!(
        question.counts_as_loss,
        app.last.snapshot.turns.0 >= 2,
        "a loss only once both sides moved"
    );
    app.wait_for(|screen| screen.snapshot.turns.0 == 2);
    let question = app.last.abandon.clone().expect("still asked");
    assert!(question.counts_as_loss, "both sides moved");
    assert_eq!(question.question, abandon_phrase(true));
    app.send(AppEvent::NewGame {
        choice: against(Level::Beginner),
    });
    assert_eq!(
        played_and_lost(&app.last.statistics),
        (1, 1),
        "the game left counts as lost"
    );
    assert_eq!(app.last.statistics.recent_games.len(), 1);
    assert_eq!(app.last.abandon, None, "the new game has nothing to lose");
    // With a friend a game left is asked about but never counted.
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    app.play_first_legal(2);
    assert_eq!(
        app.last.abandon.as_ref().map(|question| question.counts_as_loss),
        Some(false)
    );
    app.send(AppEvent::GuidedGame);
    assert_eq!(played_and_lost(&app.last.statistics), (1, 1));
    app.driver.shut_down();
    let written = Statistics::from_json(&fs::read_to_string(folder.path().join("statistics.json")).unwrap()).unwrap();
    assert_eq!(played_and_lost(&written), (1, 1), "the loss is written");
}

#[test]
fn a_turn_sounds_as_its_keyframes_play_and_the_end_sounds_the_result() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    for speed in [AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast] {
        app.send(AppEvent::SetSpeed { speed });
        let house = app.first_legal_tap();
        app.send(AppEvent::Tap { index: house.into() });
        let turn = app.last.animation.clone().expect("a turn to animate");
        let sounds: Vec<(i32, GameSound)> = turn
            .cues
            .iter()
            .filter_map(|cue| match cue.kind {
                CueKind::Sound { sound } => Some((cue.at_ms.0, sound)),
                _ => None,
            })
            .collect();
        let lift = &turn.timeline[0];
        assert_eq!(
            sounds[0],
            (lift.start_ms.0, GameSound::Lift),
            "{speed:?}: the lift first"
        );
        // Each drop heard lands with a drop step's end, never two closer than the gap.
        let landings: Vec<i32> = turn
            .timeline
            .iter()
            .filter(|step| matches!(step.kind, StepKind::Drop { .. }))
            .map(|step| step.start_ms.0 + step.duration_ms.0)
            .collect();
        let drops: Vec<i32> = sounds
            .iter()
            .filter(|(_, sound)| matches!(sound, GameSound::Drop { .. }))
            .map(|(at, _)| *at)
            .collect();
        assert!(drops.iter().all(|at| landings.contains(at)), "{speed:?}");
        // A relay is heard as its last stone lands, in place of that stone's drop.
        let relays: Vec<i32> = turn
            .timeline
            .iter()
            .filter(|step| matches!(step.kind, StepKind::Relay { .. }))
            .map(|step| step.start_ms.0)
            .collect();
        for relay in &relays {
            assert!(
                sounds.contains(&(*relay, GameSound::Relay)) && !drops.contains(relay),
                "{speed:?}"
            );
        }
        let landings: Vec<i32> = landings.into_iter().filter(|at| !relays.contains(at)).collect();
        assert!(drops.windows(2).all(|pair| pair[1] - pair[0] >= DROP_SOUND_GAP_MS));
        let thinned = landings.len() - drops.len();
        match speed {
            AnimationSpeed::Fast => assert!(thinned > 0, "fast play thins its drops"),
            _ => assert_eq!(thinned, 0, "{speed:?}: every stone is heard"),
        }
        assert!(
            sounds.windows(2).all(|pair| pair[0].1 != pair[1].1),
            "{speed:?}: no sound twice running"
        );
        let flashes = turn
            .timeline
            .iter()
            .filter(|step| matches!(step.kind, StepKind::CaptureFlash { .. }))
            .map(|step| step.start_ms.0);
        for flash in flashes {
            assert!(
                sounds.contains(&(flash, GameSound::Capture)),
                "the clack comes with its flash"
            );
        }
        assert_eq!(
            turn.summary_sound,
            if turn.captured.0 > 0 {
                GameSound::Capture
            } else {
                GameSound::Drop { variation: AppInt(0) }
            }
        );
        app.animate_all();
    }
    // A refused tap is a soft tick.
    let refused = app
        .last
        .shown
        .taps
        .iter()
        .position(|tap| *tap != TapAction::Sow)
        .unwrap();
    app.send(AppEvent::Tap {
        index: (refused as i32).into(),
    });
    assert_eq!(
        app.last.notice.as_ref().and_then(|notice| notice.sound),
        Some(GameSound::Refused)
    );
}

#[test]
fn a_damaged_save_is_set_aside_told_once_and_a_new_game_begins() {
    let folder = tempfile::tempdir().unwrap();
    fs::write(folder.path().join("game.json"), "{ not a save").unwrap();
    let mut app = App::open(folder.path());
    let notice = app.last.notice.clone().unwrap();
    assert_eq!(notice.kind, NoticeKind::SaveUnreadable);
    assert_eq!(app.last.snapshot.turns.0, 0);
    assert!(
        !app.last.guide_offer,
        "a person who had a save is not offered the guided game"
    );
    assert_eq!(
        fs::read_to_string(folder.path().join("game.unreadable-1.json")).unwrap(),
        "{ not a save"
    );
    app.send(AppEvent::NoticeShown { id: notice.id });
    assert!(app.last.notice.is_none());
    app.driver.shut_down();
    saved_session(folder.path());
}

#[test]
fn a_newer_versions_save_is_left_untouched_while_the_game_plays() {
    let folder = tempfile::tempdir().unwrap();
    let newer = r#"{"format":"kiela-session","version":999}"#;
    fs::write(folder.path().join("game.json"), newer).unwrap();
    let mut app = App::open(folder.path());
    assert_eq!(app.last.notice.as_ref().unwrap().kind, NoticeKind::SaveFromNewerVersion);
    let house = app.first_legal_tap();
    app.send(AppEvent::Tap { index: house.into() });
    app.driver.shut_down();
    assert_eq!(fs::read_to_string(folder.path().join("game.json")).unwrap(), newer);
}

#[test]
fn damaged_statistics_alone_are_set_aside_with_their_own_notice() {
    let folder = tempfile::tempdir().unwrap();
    fs::write(folder.path().join("statistics.json"), "[]").unwrap();
    let app = App::open(folder.path());
    assert_eq!(app.last.notice.as_ref().unwrap().kind, NoticeKind::StatisticsUnreadable);
    assert!(folder.path().join("statistics.unreadable-1.json").exists());
    assert_eq!(app.last.statistics, Statistics::new());
}

#[test]
fn the_game_comes_back_after_the_app_goes_away_mid_animation() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    app.send(AppEvent::SetSpeed {
        speed: kiela_session::AnimationSpeed::Fast,
    });
    let house = app.first_legal_tap();
    let played = app.send(AppEvent::Tap { index: house.into() }).snapshot.clone();
    assert!(app.last.animation.is_some());
    app.send(AppEvent::Background);
    drop(app);
    let again = App::open(folder.path());
    assert!(again.last.animation.is_none(), "it comes back at the turn's end");
    assert_eq!(again.last.snapshot.board, played.board);
    assert_eq!(again.last.snapshot.last_move_marks, played.last_move_marks);
    assert_eq!(again.last.speed, kiela_session::AnimationSpeed::Fast);
    assert!(again.last.notice.is_none());
}

#[test]
fn the_choice_haptics_and_the_guide_offer_are_remembered() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    assert!(app.last.guide_offer, "the first start offers the guided game");
    assert!(app.last.preferences.haptics);
    app.send(AppEvent::AnswerGuideOffer {
        answer: GuideAnswer::Later,
    });
    assert!(!app.last.guide_offer);
    app.send(AppEvent::SetHaptics { on: false });
    app.send(AppEvent::SetSound { on: false });
    app.send(AppEvent::SetHouseNames { on: false });
    let choice = NewGameChoice {
        you_start: false,
        ..against(Level::Hard)
    };
    app.send(AppEvent::NewGame { choice });
    drop(app);
    let mut again = App::open(folder.path());
    assert!(!again.last.guide_offer);
    assert!(!again.last.preferences.haptics);
    assert!(!again.last.preferences.sound && !again.last.preferences.house_names);
    assert_eq!(again.last.preferences.choice, choice);
    again.send(AppEvent::GuidedGame);
    assert!(again.last.preferences.guided);
    assert_eq!(again.last.preferences.choice, NewGameChoice::guided());
    again.send(AppEvent::StopGuide);
    assert!(!again.last.preferences.guided);
}

#[test]
fn starting_from_the_offer_begins_the_guided_game() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::AnswerGuideOffer {
        answer: GuideAnswer::Start,
    });
    assert!(app.last.preferences.guided && !app.last.guide_offer);
    assert_eq!(
        app.last.settings.north,
        kiela_session::Seat::Computer { level: Level::Beginner }
    );
}

#[test]
fn the_expert_opening_is_rearranged_by_taps() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: NewGameChoice {
            opponent: Opponent::Friend,
            expert_opening: true,
            ..NewGameChoice::default()
        },
    });
    assert!(app.last.controls.rearrange);
    let [near, far] = &app.last.seats[..] else {
        panic!("two seats")
    };
    assert_eq!(
        (near.player, far.player),
        (SeatPlayer::NearPlayer, SeatPlayer::FarPlayer)
    );
    assert!(far.turned && !near.turned && near.headline == Some(Headline::RearrangeOrSow));
    app.send(AppEvent::BeginSetup);
    assert!(app.last.snapshot.setup_draft.is_some() && !app.last.controls.rearrange && !app.last.controls.hint);
    let pick = app
        .last
        .shown
        .taps
        .iter()
        .position(|tap| *tap == TapAction::PickUp)
        .unwrap();
    app.send(AppEvent::Tap {
        index: (pick as i32).into(),
    });
    let picked = format!("{:?}", app.last.words.houses[pick]);
    assert!(
        picked.contains("house_hinted"),
        "the stone picked up is said as a hint is: {picked}"
    );
    let put = app
        .last
        .shown
        .taps
        .iter()
        .position(|tap| *tap == TapAction::PutDown)
        .unwrap();
    app.send(AppEvent::Tap {
        index: (put as i32).into(),
    });
    app.send(AppEvent::CommitSetup);
    assert!(app.last.animation.is_some(), "the rearrangement is a turn");
    assert_eq!(app.last.snapshot.turns.0, 1);
}

#[test]
fn a_puzzle_solved_plays_its_move_gives_its_verdict_after_it_and_is_counted_once() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    let puzzle = puzzles()
        .iter()
        .find(|puzzle| puzzle.kind == PuzzleKind::MostInOne)
        .unwrap()
        .clone();
    app.driver.handle(AppEvent::OpenPuzzle { id: puzzle.id.clone() });
    let open = app.puzzle_until(|_| true);
    assert!(open.board && open.verdict.is_none() && open.last.is_none());
    let elsewhere = (0..40).find(|i| open.shown.taps[*i] != TapAction::Sow).unwrap();
    app.driver.handle(AppEvent::PuzzleTap {
        index: (elsewhere as i32).into(),
    });
    assert!(app.puzzle_until(|_| true).refusal.is_some(), "a refused tap says why");
    app.driver.handle(AppEvent::PuzzleTap {
        index: puzzle.answer.index.into(),
    });
    let played = app.puzzle_until(|screen| !screen.playing && screen.animation.is_some());
    assert_eq!(played.state, PuzzleState::Solved);
    assert!(played.verdict.is_none(), "the verdict waits for the move to play");
    app.driver.handle(AppEvent::PuzzleAnimationDone {
        revision: played.animation.unwrap().revision,
    });
    assert_eq!(app.puzzle_until(|_| true).verdict, Some(PuzzleState::Solved));
    app.drain();
    assert_eq!(app.last.statistics.solved_puzzles, vec![puzzle.id.clone()]);
    app.driver.handle(AppEvent::RestartPuzzle);
    let again = app.puzzle_until(|_| true);
    assert!(again.board && again.last.is_none());
    app.driver.handle(AppEvent::LeavePuzzle);
    assert!(app.puzzles.recv_timeout(PATIENCE).unwrap().is_none());
    app.driver.shut_down();
    let written = Statistics::from_json(&fs::read_to_string(folder.path().join("statistics.json")).unwrap()).unwrap();
    assert_eq!(written.solved_puzzles, vec![puzzle.id]);
}

#[test]
fn a_game_is_reviewed_on_a_worker_with_its_progress_and_kept_once_done() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    app.play_first_legal(6);
    let record = app.driver.record_text();
    let seats = ReviewSeats::AgainstComputer { person: Side::South };
    app.driver.handle(AppEvent::OpenReview {
        record: record.clone(),
        seats,
    });
    let first = app.review_until(|_| true).unwrap();
    assert!(matches!(first.phase, ReviewPhase::Running { .. }));
    let done = app
        .review_until(|review| {
            matches!(
                review,
                Some(ReviewScreen {
                    phase: ReviewPhase::Reviewed { .. },
                    ..
                })
            )
        })
        .unwrap();
    let ReviewPhase::Reviewed { review } = done.phase else {
        unreachable!()
    };
    assert_eq!(review.turns.len(), 6);
    app.driver.handle(AppEvent::LeaveReview);
    assert!(app.review_until(|_| true).is_some(), "a finished review is kept");
    app.driver.handle(AppEvent::OpenReview { record, seats });
    let kept = app.review_until(|_| true).unwrap();
    assert!(
        matches!(kept.phase, ReviewPhase::Reviewed { .. }),
        "the same review is not made again"
    );
    app.driver.handle(AppEvent::OpenReview {
        record: "not a game".into(),
        seats,
    });
    let failed = app
        .review_until(|review| {
            !matches!(
                review,
                Some(ReviewScreen {
                    phase: ReviewPhase::Running { .. },
                    ..
                })
            )
        })
        .unwrap();
    assert!(matches!(failed.phase, ReviewPhase::Failed { .. }));
}

#[test]
fn leaving_a_running_review_cancels_it() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    app.send(AppEvent::NewGame {
        choice: with_a_friend(),
    });
    app.play_first_legal(20);
    app.driver.handle(AppEvent::OpenReview {
        record: app.driver.record_text(),
        seats: ReviewSeats::TwoPeople,
    });
    app.driver.handle(AppEvent::LeaveReview);
    assert!(app.review_until(|review| review.is_none()).is_none());
    // Nothing more comes for the review cancelled.
    assert!(app.reviews.recv_timeout(Duration::from_millis(500)).is_err());
}

#[test]
fn the_days_puzzle_solved_counts_the_streak_once_a_day_and_is_written() {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path());
    // A day whose puzzle is a capture puzzle: solved in one move.
    let day = (1..=60)
        .map(|n| format!("2026-12-{:02}", n % 31 + 1))
        .find(|date| {
            kiela_session::daily_puzzle(kiela_session::parse_date(date).unwrap()).kind == PuzzleKind::MostInOne
        })
        .unwrap();
    let daily = kiela_session::daily_puzzle(kiela_session::parse_date(&day).unwrap()).clone();
    let screen = app.send(AppEvent::SetToday {
        date: Some(day.clone()),
    });
    assert_eq!(screen.puzzles.daily.date, day);
    assert_eq!(screen.puzzles.daily.puzzle.id, daily.id);
    assert!(!screen.puzzles.daily.solved_today);
    assert_eq!(screen.puzzles.streak.0, 0);
    let unchanged = app.send(AppEvent::SetToday {
        date: Some("not a date".into()),
    });
    assert_eq!(unchanged.puzzles.daily.date, day, "an unreadable date changes nothing");

    app.driver.handle(AppEvent::OpenPuzzle { id: daily.id.clone() });
    app.puzzle_until(|screen| screen.board);
    app.driver.handle(AppEvent::PuzzleTap {
        index: daily.answer.index.into(),
    });
    app.puzzle_until(|screen| screen.state == PuzzleState::Solved);
    let solved = app.wait_for(|screen| screen.puzzles.daily.solved_today).clone();
    assert_eq!((solved.puzzles.streak.0, solved.puzzles.best_streak.0), (1, 1));
    assert_eq!(solved.statistics.daily.last_day.as_deref(), Some(day.as_str()));
    assert_eq!(solved.puzzles.solved.0, 1);
    // Solved again the same day: still one day.
    app.driver.handle(AppEvent::RestartPuzzle);
    app.puzzle_until(|screen| screen.board);
    app.driver.handle(AppEvent::PuzzleTap {
        index: daily.answer.index.into(),
    });
    app.puzzle_until(|screen| screen.state == PuzzleState::Solved);
    app.drain();
    assert_eq!(app.last.statistics.daily.current.0, 1);
    // The clock's date again: the streak as shown follows it.
    let back = app.send(AppEvent::SetToday { date: None });
    assert_eq!(
        back.puzzles.daily.date,
        kiela_session::date_text(kiela_session::today())
    );
    app.driver.shut_down();
    let written = Statistics::from_json(&fs::read_to_string(folder.path().join("statistics.json")).unwrap()).unwrap();
    assert_eq!(written.daily.last_day, Some(day));
    assert_eq!(written.solved_puzzles, vec![daily.id]);
}

mod common;

/// The statistics `a finished game` leaves: the game saved as it ended, and counted among the
/// recent games, not yet reviewed.
fn a_finished_game(folder: &Path) -> Statistics {
    let mut session = common::finished_against_beginner(3);
    let kept = session.bookkeeping(&Statistics::new());
    let statistics = kept.statistics.expect("a finished game is counted");
    fs::write(folder.join("game.json"), kept.save).unwrap();
    fs::write(folder.join("statistics.json"), statistics.to_json()).unwrap();
    statistics
}

#[test]
fn a_reviewed_games_mistakes_are_kept_offered_and_worked_through_in_a_row() {
    let folder = tempfile::tempdir().unwrap();
    let statistics = a_finished_game(folder.path());
    let game = statistics.recent_games[0].clone();
    let mut app = App::open(folder.path());
    assert!(app.last.snapshot.result.is_some());
    assert_eq!(app.last.exercises, None, "not offered before the review");
    app.driver.handle(AppEvent::OpenReview {
        record: game.record.clone(),
        seats: game.seats,
    });
    let done = app
        .review_until(|review| {
            review
                .as_ref()
                .is_some_and(|r| matches!(r.phase, ReviewPhase::Reviewed { .. }))
        })
        .unwrap();
    let exercises = done.exercises.clone();
    assert!(exercises.len() >= 2, "the greedy player errs: {}", exercises.len());
    assert!(exercises
        .iter()
        .all(|exercise| exercise.mover == Side::South && !exercise.solved));
    // Kept with the game, offered on the result card, written.
    let offered = app.wait_for(|screen| screen.exercises.is_some());
    assert_eq!(offered.exercises.as_ref(), Some(&exercises));
    assert_eq!(offered.statistics.recent_games[0].exercises.as_ref(), Some(&exercises));
    assert_eq!(
        offered.puzzles.exercises_left,
        AppInt::from(exercises.len()),
        "all still to do"
    );
    // Worked through in a row: the first, solved by the review's best move.
    app.driver.handle(AppEvent::OpenExercises {
        record: Some(game.record.clone()),
    });
    let open = app.puzzle_until(|_| true);
    let row = open.exercise.clone().expect("an exercise of a row");
    assert_eq!(
        (row.place, row.count, row.next),
        (AppInt(1), AppInt::from(exercises.len()), true)
    );
    assert_eq!(open.puzzle, exercises[0].puzzle);
    app.driver.handle(AppEvent::PuzzleTap {
        index: open.puzzle.answer.index.into(),
    });
    let mut played = app.puzzle_until(|screen| !screen.playing && screen.animation.is_some());
    assert_eq!(played.state, PuzzleState::Solved);
    while let Some(animation) = played.animation.clone() {
        app.driver.handle(AppEvent::PuzzleAnimationDone {
            revision: animation.revision,
        });
        played = app.puzzle_until(|_| true);
    }
    assert_eq!(played.verdict, Some(PuzzleState::Solved));
    assert!(played.exercise.as_ref().is_some_and(|row| row.exercise.solved));
    let solved = app.wait_for(|screen| screen.exercises.as_ref().is_some_and(|list| list[0].solved));
    assert!(
        solved.statistics.solved_puzzles.is_empty(),
        "an exercise is no shipped puzzle"
    );
    assert_eq!(
        solved.puzzles.exercises_left,
        AppInt::from(exercises.len() - 1),
        "the solved one is done"
    );
    app.driver.handle(AppEvent::NextExercise);
    let next = app.puzzle_until(|_| true);
    assert_eq!(next.puzzle, exercises[1].puzzle);
    assert_eq!(next.exercise.as_ref().map(|row| row.place), Some(AppInt(2)));
    // Every recent game's exercises not yet solved: the solved one is left out.
    app.driver.handle(AppEvent::OpenExercises { record: None });
    let pending = app.puzzle_until(|_| true);
    assert_eq!(pending.puzzle, exercises[1].puzzle);
    assert_eq!(
        pending.exercise.as_ref().map(|row| row.count),
        Some(AppInt::from(exercises.len() - 1))
    );
    app.driver.shut_down();
    let written = Statistics::from_json(&fs::read_to_string(folder.path().join("statistics.json")).unwrap()).unwrap();
    let kept = written.recent_games[0].exercises.clone().expect("kept with the game");
    assert!(kept[0].solved && !kept[1].solved);
}
