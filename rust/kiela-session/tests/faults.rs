//! The faults the apps must live through, injected into the driver (`TestFaults`): a panic in
//! the core while the save or the statistics are read at start, writes that fail as on a full
//! disk, and a computer that fails to move. The apps' own fault tests (Android's FaultsTest,
//! iOS's FaultsTests) inject the same through the bindings. docs/robustness.md lists them.

use std::fs;
use std::path::Path;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use kiela_session::{
    AppDriver, AppEvent, AppInt, GameScreen, Level, NewGameChoice, NoticeKind, Opponent, PuzzleScreen, ReviewScreen,
    ScreenListener, Session, Statistics, TapAction, TestFaults,
};

struct Screens(Mutex<Sender<GameScreen>>);

impl ScreenListener for Screens {
    fn screen_changed(&self, screen: GameScreen) {
        let _ = self.0.lock().unwrap().send(screen);
    }
    fn review_changed(&self, _: Option<ReviewScreen>) {}
    fn puzzle_changed(&self, _: Option<PuzzleScreen>) {}
}

struct App {
    driver: AppDriver,
    screens: Receiver<GameScreen>,
    last: GameScreen,
    /// Every notice seen, in order.
    notices: Vec<(i64, NoticeKind)>,
}

const PATIENCE: Duration = Duration::from_secs(60);

impl App {
    fn open(folder: &Path, faults: TestFaults) -> App {
        let (games, screens) = channel();
        let driver = AppDriver::with_test_faults(
            folder.to_str().unwrap(),
            Arc::new(Screens(Mutex::new(games))),
            7,
            faults,
        );
        let last = driver.screen();
        let mut app = App {
            driver,
            screens,
            last: last.clone(),
            notices: Vec::new(),
        };
        app.see(last);
        app
    }

    fn see(&mut self, screen: GameScreen) {
        if let Some(notice) = &screen.notice {
            if self.notices.last().map(|(id, _)| *id) != Some(notice.id) {
                self.notices.push((notice.id, notice.kind.clone()));
            }
        }
        self.last = screen;
    }

    fn send(&mut self, event: AppEvent) -> &GameScreen {
        self.driver.handle(event);
        while let Ok(screen) = self.screens.try_recv() {
            self.see(screen);
        }
        &self.last
    }

    fn wait_for(&mut self, wanted: impl Fn(&GameScreen) -> bool) -> &GameScreen {
        while !wanted(&self.last) {
            let screen = self.screens.recv_timeout(PATIENCE).expect("the screen never came");
            self.see(screen);
        }
        &self.last
    }

    fn tap_first_legal(&mut self) {
        let house = self
            .last
            .shown
            .taps
            .iter()
            .position(|tap| *tap == TapAction::Sow)
            .unwrap();
        self.send(AppEvent::Tap {
            index: AppInt::from(house),
        });
        while let Some(revision) = self.last.animation.as_ref().map(|turn| turn.revision) {
            self.send(AppEvent::AnimationDone { revision });
        }
    }

    fn notice_kinds(&self) -> Vec<NoticeKind> {
        self.notices.iter().map(|(_, kind)| kind.clone()).collect()
    }
}

fn game_of(turns: usize, folder: &Path) -> String {
    let mut app = App::open(folder, TestFaults::default());
    app.send(AppEvent::NewGame {
        choice: NewGameChoice {
            opponent: Opponent::Friend,
            ..NewGameChoice::default()
        },
    });
    for _ in 0..turns {
        app.tap_first_legal();
    }
    app.driver.shut_down();
    fs::read_to_string(folder.join("game.json")).unwrap()
}

#[test]
fn a_panic_reading_the_save_sets_it_aside_and_a_new_game_starts_told_once() {
    let folder = tempfile::tempdir().unwrap();
    let save = game_of(2, folder.path());
    let faults = TestFaults {
        panic_reading_save: true,
        ..TestFaults::default()
    };
    let app = App::open(folder.path(), faults);
    assert_eq!(app.notice_kinds(), [NoticeKind::SaveUnreadable]);
    assert_eq!(app.last.snapshot.turns.0, 0, "a new game");
    assert_eq!(
        fs::read_to_string(folder.path().join("game.unreadable-1.json")).unwrap(),
        save,
        "the save is kept aside as it was"
    );
    app.driver.shut_down();
    let again = App::open(folder.path(), TestFaults::default());
    assert!(again.notices.is_empty(), "told once: the next start says nothing");
}

#[test]
fn a_panic_reading_the_statistics_sets_them_aside_and_the_game_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    game_of(2, folder.path());
    fs::write(folder.path().join("statistics.json"), Statistics::new().to_json()).unwrap();
    let faults = TestFaults {
        panic_reading_statistics: true,
        ..TestFaults::default()
    };
    let app = App::open(folder.path(), faults);
    assert_eq!(app.notice_kinds(), [NoticeKind::StatisticsUnreadable]);
    assert_eq!(app.last.snapshot.turns.0, 2, "the saved game is read");
    assert!(folder.path().join("statistics.unreadable-1.json").exists());
}

#[test]
fn failed_writes_are_told_once_the_game_goes_on_and_the_next_change_writes_it() {
    let folder = tempfile::tempdir().unwrap();
    let faults = TestFaults {
        failing_writes: AppInt::from(3usize),
        ..TestFaults::default()
    };
    let mut app = App::open(folder.path(), faults);
    app.send(AppEvent::NewGame {
        choice: NewGameChoice {
            opponent: Opponent::Friend,
            ..NewGameChoice::default()
        },
    });
    app.wait_for(|screen| screen.notice.as_ref().is_some_and(|n| n.kind == NoticeKind::NotSaved));
    app.tap_first_legal();
    assert_eq!(app.last.snapshot.turns.0, 1, "the game goes on in memory");
    app.tap_first_legal();
    app.tap_first_legal();
    app.driver.shut_down();
    while let Ok(screen) = app.screens.try_recv() {
        app.see(screen);
    }
    assert_eq!(
        app.notice_kinds(),
        [NoticeKind::NotSaved],
        "told once while the writes fail"
    );
    let saved = Session::restore(&fs::read_to_string(folder.path().join("game.json")).unwrap()).unwrap();
    assert_eq!(saved.snapshot().turns.0, 3, "written at a later change");
}

fn computer_to_move(faults: TestFaults) -> (tempfile::TempDir, App) {
    let folder = tempfile::tempdir().unwrap();
    let mut app = App::open(folder.path(), faults);
    app.send(AppEvent::NewGame {
        choice: NewGameChoice {
            opponent: Opponent::Computer { level: Level::Beginner },
            ..NewGameChoice::default()
        },
    });
    app.tap_first_legal();
    (folder, app)
}

#[test]
fn a_computer_move_that_fails_once_is_tried_again_unseen() {
    let (_folder, mut app) = computer_to_move(TestFaults {
        failing_computer_moves: AppInt::from(1usize),
        ..TestFaults::default()
    });
    app.wait_for(|screen| screen.snapshot.turns.0 == 2);
    assert!(app.notices.is_empty());
}

#[test]
fn a_computer_move_that_fails_twice_is_explained_and_move_now_asks_again() {
    let (_folder, mut app) = computer_to_move(TestFaults {
        failing_computer_moves: AppInt::from(2usize),
        ..TestFaults::default()
    });
    let screen = app
        .wait_for(|screen| {
            screen
                .notice
                .as_ref()
                .is_some_and(|n| n.kind == NoticeKind::ComputerCouldNotMove)
        })
        .clone();
    assert!(screen.snapshot.computer_to_move && !screen.thinking);
    assert!(screen.controls.move_now, "the way on: ask the computer again");
    assert_eq!(screen.snapshot.turns.0, 1);
    app.send(AppEvent::MoveNow);
    app.wait_for(|screen| screen.snapshot.turns.0 == 2);
    assert!(!app.last.controls.move_now || app.last.thinking);
}

#[test]
fn a_computer_that_cannot_move_leaves_a_new_game_open() {
    let (_folder, mut app) = computer_to_move(TestFaults {
        failing_computer_moves: AppInt::from(5usize),
        ..TestFaults::default()
    });
    app.wait_for(|screen| {
        screen
            .notice
            .as_ref()
            .is_some_and(|n| n.kind == NoticeKind::ComputerCouldNotMove)
    });
    app.send(AppEvent::NewGame {
        choice: NewGameChoice::default(),
    });
    assert_eq!(app.last.snapshot.turns.0, 0);
    assert!(!app.last.controls.move_now);
}

#[test]
fn a_driver_that_fails_to_open_sets_the_files_aside_tries_afresh_and_then_fails_to_the_caller() {
    let folder = tempfile::tempdir().unwrap();
    game_of(1, folder.path());
    let faults = TestFaults {
        failing_open: true,
        ..TestFaults::default()
    };
    let opened = std::panic::catch_unwind(|| App::open(folder.path(), faults));
    assert!(
        opened.is_err(),
        "the Rust API panics; the apps' (ffi) calls get KielaError::Failed"
    );
    assert!(
        folder.path().join("game.unreadable-1.json").exists(),
        "the save was set aside before the fresh start"
    );
}
