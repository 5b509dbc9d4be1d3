//! One game as a person plays it: seats, turns, the computer's turn, undo back to the
//! person's turn, redo, the expert setup, hints, records, saves and statistics.
//!
//! A `Session` is plain single-threaded state; [`crate::SharedSession`] shares it between
//! threads. The computer's search runs outside it: [`Session::computer_request`] takes what
//! the search needs, and [`Session::play_computer`] plays the answer unless it is stale.

use std::sync::atomic::{AtomicI64, Ordering};

use kiela_core::exchange::{parse_record_text, record_text};
use kiela_core::{Game, Move, Player, Position, Status, Trace};

use crate::announcement::announcement;
use crate::board::{board_counts, house_at, Side, Spot};
use crate::computer::{Computer, ComputerAnswer, Hint, HintAnswer, SearchRequest, HINT_LEVEL};
use crate::cues::{turn_cues, Telling};
use crate::error::KielaError;
use crate::events::Turn;
use crate::events::{move_steps, StepKind};
use crate::guide::guide_cues;
use crate::marks::{marks, HouseMark};
use crate::numbers::{AppInt, SmallInt};
use crate::outcome::{Bookkeeping, MoveOutcome, Tapped};
use crate::save::{restore_json, save_json, State};
use crate::settings::{GameSettings, Seat};
use crate::setup::Draft;
use crate::snapshot::{snapshot, SessionView, Snapshot};
use crate::sounds::{ending_sound, summary_sound};
use crate::statistics::{Abandonment, FinishedGame, PastGame, Statistics};
use crate::timeline::{timeline, AnimationSpeed, COMPUTER_BEAT_MS, CROSS_FADE_MS};

/// The last turn, kept to mark the board and to replay it.
#[derive(Clone, Debug)]
struct LastTurn {
    turn: Move,
    before: Position,
    /// A sowing's steps; empty for a rearrangement.
    steps: Vec<StepKind>,
    /// The marks it leaves on the board.
    marks: Vec<HouseMark>,
}

impl LastTurn {
    /// The game's last turn, replayed from the position before it.
    fn of(game: &Game) -> Option<LastTurn> {
        let turn = *game.moves().last()?;
        let mut earlier = game.clone();
        earlier.undo();
        let before = *earlier.position();
        let mut trace = Trace::new(before.to_move());
        earlier.play_observed(turn, &mut trace).ok()?;
        Some(LastTurn::new(turn, before, &trace))
    }

    fn new(turn: Move, before: Position, trace: &Trace) -> LastTurn {
        let (steps, marks) = match turn {
            Move::Sow(_) => (move_steps(&before, trace), marks(&before, trace)),
            Move::Setup(_) => Default::default(),
        };
        LastTurn {
            turn,
            before,
            steps,
            marks,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    state: State,
    revision: i64,
    last: Option<LastTurn>,
}

impl Session {
    /// A new game; the computer's moves follow from `seed`.
    pub fn new(settings: GameSettings, seed: u64) -> Session {
        Session::from_state(State::new(settings, seed, AnimationSpeed::Normal))
    }

    /// A session restored from [`Session::save`]'s JSON.
    pub fn restore(json: &str) -> Result<Session, KielaError> {
        restore_json(json).map(Session::from_state)
    }

    /// A session that continues a shared game record with the given seats.
    pub fn from_record_text(text: &str, south: Seat, north: Seat, seed: u64) -> Result<Session, KielaError> {
        let bad = |reason: String| KielaError::BadRecord { reason };
        let game = parse_record_text(text).map_err(|e| bad(e.to_string()))?;
        let settings = GameSettings::of_game(&game, south, north).map_err(|reason| bad(reason.into()))?;
        let mut state = State::new(settings, seed, AnimationSpeed::Normal);
        // A game that arrives finished was not played here: it is not the person's to count.
        state.counted = game.status().is_over();
        state.game = game;
        Ok(Session::from_state(state))
    }

    /// A game begun at `position` rather than the start (a puzzle's), with `settings`' seats.
    pub(crate) fn at_position(settings: GameSettings, position: Position, speed: AnimationSpeed) -> Session {
        let mut state = State::new(settings, 0, speed);
        state.game = Game::new(position, false);
        // Not a game to count in the statistics.
        state.counted = true;
        Session::from_state(state)
    }

    fn from_state(state: State) -> Session {
        let last = LastTurn::of(&state.game);
        Session {
            state,
            revision: next_revision(),
            last,
        }
    }

    /// Replaces this session's game with `other`'s, as a new revision.
    pub fn replace(&mut self, other: Session) {
        self.state = other.state;
        self.last = other.last;
        self.changed();
    }

    /// Starts a new game with `settings`, keeping the animation speed.
    pub fn new_game(&mut self, settings: GameSettings, seed: u64) -> Snapshot {
        self.state = State::new(settings, seed, self.state.speed);
        self.last = None;
        self.changed();
        self.snapshot()
    }

    pub fn settings(&self) -> GameSettings {
        self.state.settings
    }

    pub fn game(&self) -> &Game {
        &self.state.game
    }

    pub fn revision(&self) -> i64 {
        self.revision
    }

    pub fn speed(&self) -> AnimationSpeed {
        self.state.speed
    }

    /// The speed the timelines of the following turns are made at.
    pub fn set_speed(&mut self, speed: AnimationSpeed) {
        self.state.speed = speed;
    }

    pub fn save(&self) -> String {
        save_json(&self.state)
    }

    /// The game as plain text to share.
    pub fn record_text(&self) -> String {
        record_text(&self.state.game)
    }

    pub fn snapshot(&self) -> Snapshot {
        self.snapshot_marked(self.last.as_ref().map_or(Vec::new(), |last| last.marks.clone()))
    }

    fn snapshot_marked(&self, last_move_marks: Vec<HouseMark>) -> Snapshot {
        let game = &self.state.game;
        snapshot(
            game,
            SessionView {
                revision: self.revision,
                settings: &self.state.settings,
                draft: self.state.draft.as_ref(),
                computer_to_move: !game.status().is_over() && self.seat_to_move() != Seat::Person,
                can_undo: self.undo_count().is_some(),
                can_redo: !self.state.redo.is_empty(),
                last_move_marks,
            },
        )
    }

    /// The last turn again, timed at the session's speed, to replay it after a restore.
    pub fn last_move(&self) -> Option<MoveOutcome> {
        self.last.as_ref().map(|last| self.outcome(last))
    }

    /// A person's tap on the house at `index` in board order, as the snapshot's `taps` say:
    /// sows it, or in the rearrangement takes a stone from it or puts the stone down there.
    /// Refused, changing nothing, as `taps` gives the reason.
    pub fn tap(&mut self, index: AppInt) -> Result<Tapped, KielaError> {
        if index.to_usize().and_then(house_at).is_none() {
            return Err(KielaError::NotOnBoard { index });
        }
        self.require_person_to_move()?;
        if self.state.draft.is_none() {
            return self.play(index).map(|outcome| Tapped::Played { outcome });
        }
        let snapshot = self.edit_draft(|draft, _| draft.tap(index))?;
        Ok(Tapped::Changed { snapshot })
    }

    /// A person sows the house at `index` in board order: a tapped house, or a legal house's
    /// `index`. Refused, changing nothing, off the board, when the game is over or the computer
    /// is to move, on the opponent's house, and when the house cannot be sown.
    pub fn play(&mut self, index: AppInt) -> Result<MoveOutcome, KielaError> {
        let (owner, house) = index
            .to_usize()
            .and_then(house_at)
            .ok_or(KielaError::NotOnBoard { index })?;
        self.require_person_to_move()?;
        if owner != self.state.game.position().to_move() {
            return Err(KielaError::NotYourHouse {
                spot: Spot::new(owner, house),
            });
        }
        self.play_turn(Move::Sow(house))
    }

    /// The computer's seat plays `turn`, chosen outside the session (a puzzle's defence).
    pub(crate) fn play_defence(&mut self, turn: Move) -> Result<MoveOutcome, KielaError> {
        self.play_turn(turn)
    }

    /// A person's turn in notation (the terminal game's input).
    pub fn play_notation(&mut self, turn: Move) -> Result<MoveOutcome, KielaError> {
        self.require_person_to_move()?;
        self.play_turn(turn)
    }

    fn play_turn(&mut self, turn: Move) -> Result<MoveOutcome, KielaError> {
        let before = *self.state.game.position();
        let mover = before.to_move();
        let mut trace = Trace::new(mover);
        self.state
            .game
            .play_observed(turn, &mut trace)
            .map_err(|error| KielaError::of_game(mover, error))?;
        self.state.redo.clear();
        self.state.draft = None;
        self.changed();
        let last = LastTurn::new(turn, before, &trace);
        let outcome = self.outcome(&last);
        self.last = Some(last);
        Ok(outcome)
    }

    /// What the computer's search needs for its turn; `PersonToMove` on a person's turn.
    pub fn computer_request(&self, computer: &Computer) -> Result<SearchRequest, KielaError> {
        if self.state.game.status().is_over() {
            return Err(KielaError::GameOver);
        }
        match self.seat_to_move() {
            Seat::Computer { level } => Ok(computer.request(&self.state.game, level, self.state.seed, self.revision)),
            Seat::Person => Err(KielaError::PersonToMove),
        }
    }

    /// Plays the computer's answer, unless the game changed since it was asked
    /// (`StaleComputerMove`).
    pub fn play_computer(&mut self, answer: ComputerAnswer) -> Result<MoveOutcome, KielaError> {
        if answer.revision != self.revision {
            return Err(KielaError::StaleComputerMove);
        }
        self.play_turn(answer.turn?)
    }

    /// The computer's turn, thought and played on this thread.
    pub fn computer_move(&mut self, computer: &Computer) -> Result<MoveOutcome, KielaError> {
        let request = self.computer_request(computer)?;
        self.play_computer(computer.think(request))
    }

    /// What a hint's search needs; refused when the game is over or the computer is to move.
    pub fn hint_request(&self, computer: &Computer) -> Result<SearchRequest, KielaError> {
        self.require_person_to_move()?;
        Ok(computer.request(&self.state.game, HINT_LEVEL, self.state.seed, self.revision))
    }

    /// What pondering on the person's turn needs, and its budget: only on a person's turn
    /// against a computer whose level ponders.
    pub fn ponder_request(&self, computer: &Computer) -> Option<(SearchRequest, u64)> {
        self.require_person_to_move().ok()?;
        let mover = Side::from(self.state.game.position().to_move());
        let Seat::Computer { level } = self.state.settings.seat(mover.opponent()) else {
            return None;
        };
        let nodes = kiela_ai::Level::from(level).config().ponder_nodes;
        (nodes > 0).then(|| {
            (
                computer.request(&self.state.game, level, self.state.seed, self.revision),
                nodes,
            )
        })
    }

    /// Takes a hint's answer: the game counts as assisted. Stale when the game moved on.
    pub fn accept_hint(&mut self, answer: HintAnswer) -> Result<Hint, KielaError> {
        if answer.revision != self.revision {
            return Err(KielaError::StaleComputerMove);
        }
        let hint = answer.hint?;
        self.state.assisted = true;
        Ok(hint)
    }

    /// A hint, thought on this thread.
    pub fn hint(&mut self, computer: &Computer) -> Result<Hint, KielaError> {
        let request = self.hint_request(computer)?;
        self.accept_hint(computer.hint(request))
    }

    /// Takes back the last turn; against the computer, back to the person's previous turn.
    pub fn undo(&mut self) -> Result<Snapshot, KielaError> {
        let count = self.undo_count().ok_or(KielaError::NothingToUndo)?;
        for _ in 0..count {
            let turn = self.state.game.undo().expect("undo_count counts played turns");
            self.state.redo.push(turn);
        }
        self.state.draft = None;
        self.state.assisted = true;
        self.last = LastTurn::of(&self.state.game);
        self.changed();
        Ok(self.snapshot())
    }

    /// Plays again what the last undo took back: the person's turn and the computer's replies.
    pub fn redo(&mut self) -> Result<Snapshot, KielaError> {
        let first = self.state.redo.pop().ok_or(KielaError::NothingToRedo)?;
        self.replay(first);
        while self.seat_to_move() != Seat::Person && !self.state.game.status().is_over() {
            let Some(turn) = self.state.redo.pop() else { break };
            self.replay(turn);
        }
        self.state.draft = None;
        self.last = LastTurn::of(&self.state.game);
        self.changed();
        Ok(self.snapshot())
    }

    fn replay(&mut self, turn: Move) {
        self.state
            .game
            .play(turn)
            .expect("redo holds turns that were played from here");
    }

    /// What an app keeps after a change: the save, and `statistics` with this game counted if
    /// it has just finished (see [`Session::count_finished_game`]).
    pub fn bookkeeping(&mut self, statistics: &Statistics) -> Bookkeeping {
        let mut counted = statistics.clone();
        let statistics = self.count_finished_game(&mut counted).then_some(counted);
        Bookkeeping {
            save: self.save(),
            statistics,
        }
    }

    /// Counts the finished game in `statistics`, once: later calls, and calls after an undo
    /// and another end, change nothing (the game counts with the end it reached first).
    /// Returns whether it counted. Games without a person are not counted.
    pub fn count_finished_game(&mut self, statistics: &mut Statistics) -> bool {
        let Some(finished) = self.finished_game() else {
            return false;
        };
        if self.state.counted {
            return false;
        }
        self.count(finished, statistics);
        true
    }

    /// Counts `game` and keeps it among the recent games with its record; the game counts no more.
    fn count(&mut self, game: FinishedGame, statistics: &mut Statistics) {
        statistics.count(&game);
        statistics.remember(PastGame {
            opponent: game.opponent,
            outcome: game.outcome,
            seats: game.seats,
            turns: self.state.game.moves().len().into(),
            record: self.record_text(),
            exercises: None,
        });
        self.state.counted = true;
    }

    /// What leaving this game for another would do: `None` when nothing is lost (no person
    /// plays, nothing was played yet, or the game is over); else whether it counts as the
    /// person's loss — against the computer once both sides have moved, so that a losing game
    /// cannot be dodged by starting another.
    pub fn abandonment(&self) -> Option<Abandonment> {
        let game = &self.state.game;
        let settings = &self.state.settings;
        let person_plays = settings.seat(Side::South) == Seat::Person || settings.seat(Side::North) == Seat::Person;
        if !person_plays || game.moves().is_empty() || game.status().is_over() {
            return None;
        }
        Some(Abandonment {
            counts_as_loss: self.abandoned_loss().is_some(),
        })
    }

    /// Counts the game being left as the person's loss when [`Session::abandonment`] says so:
    /// once, like a finished game. Returns whether it counted.
    pub fn count_abandoned_game(&mut self, statistics: &mut Statistics) -> bool {
        let Some(lost) = self.abandoned_loss() else {
            return false;
        };
        self.count(lost, statistics);
        true
    }

    /// The game as counted if left now: a loss against the computer, once both sides moved.
    fn abandoned_loss(&self) -> Option<FinishedGame> {
        let game = &self.state.game;
        let settings = &self.state.settings;
        // Turns alternate, so two turns are one by each side.
        if self.state.counted || game.status().is_over() || game.moves().len() < 2 {
            return None;
        }
        let computer = [Side::South, Side::North]
            .into_iter()
            .find(|&side| matches!(settings.seat(side), Seat::Computer { .. }))?;
        FinishedGame::of(settings, Some(computer), self.state.assisted)
    }

    fn finished_game(&self) -> Option<FinishedGame> {
        let winner = match self.state.game.status() {
            Status::Playing => return None,
            Status::Won { winner, .. } => Some(winner.into()),
            Status::Drawn { .. } => None,
        };
        FinishedGame::of(&self.state.settings, winner, self.state.assisted)
    }

    // The expert setup, drafted by tapping.

    /// Starts drafting a rearrangement from the mover's houses as they stand.
    pub fn begin_setup(&mut self) -> Result<Snapshot, KielaError> {
        self.require_person_to_move()?;
        if !self.state.game.setup_allowed() {
            return Err(KielaError::SetupNotAllowed);
        }
        self.state.draft = Some(Draft::begin(self.state.game.position()));
        self.changed();
        Ok(self.snapshot())
    }

    /// Moves one stone of the draft from the house at `from` to the one at `to`.
    pub fn setup_move_stone(&mut self, from: AppInt, to: AppInt) -> Result<Snapshot, KielaError> {
        self.edit_draft(|draft, _| draft.move_stone(from, to))
    }

    /// Sets the draft's count of the house at `index`; stones not placed stay in hand.
    pub fn setup_set_count(&mut self, index: AppInt, count: AppInt) -> Result<Snapshot, KielaError> {
        self.edit_draft(|draft, position| draft.set_count(index, count, position))
    }

    /// Drops the draft; the turn is still the mover's to sow or to draft again.
    pub fn cancel_setup(&mut self) -> Result<Snapshot, KielaError> {
        self.state.draft.take().ok_or(KielaError::NoSetupDraft)?;
        self.changed();
        Ok(self.snapshot())
    }

    /// Plays the draft as the mover's rearrangement; every stone must be placed.
    pub fn commit_setup(&mut self) -> Result<MoveOutcome, KielaError> {
        self.require_person_to_move()?;
        let draft = self.state.draft.ok_or(KielaError::NoSetupDraft)?;
        self.play_turn(Move::Setup(draft.houses))
    }

    fn edit_draft(
        &mut self,
        edit: impl FnOnce(&mut Draft, &Position) -> Result<(), KielaError>,
    ) -> Result<Snapshot, KielaError> {
        let mut draft = self.state.draft.ok_or(KielaError::NoSetupDraft)?;
        edit(&mut draft, self.state.game.position())?;
        self.state.draft = Some(draft);
        self.changed();
        Ok(self.snapshot())
    }

    // Helpers.

    /// The outcome of the game's last turn, `last`, at the session's speed.
    fn outcome(&self, last: &LastTurn) -> MoveOutcome {
        let before = &last.before;
        let mover = before.to_move();
        let board_before = board_counts(before);
        let after = self.state.game.position();
        let played = match last.turn {
            Move::Sow(house) => Turn::Sow {
                house: Spot::new(mover, house),
            },
            Move::Setup(_) => Turn::Setup {
                board: board_counts(after),
            },
        };
        let motion = timeline(&board_before, &last.steps, self.state.speed);
        let guide = guide_cues(&last.steps, &motion.steps);
        let settings = &self.state.settings;
        let announcement = announcement(settings, mover.into(), &played, &last.steps);
        let snapshot = self.snapshot_marked(last.marks.clone());
        let ending = snapshot.result.as_ref().map(ending_sound);
        let captured = SmallInt::from(before.stones_of(mover.opponent()) - after.stones_of(mover.opponent()));
        let telling = Telling {
            announced: announcement.is_some(),
            viewers_own: announcement.as_ref().is_some_and(|said| said.by_viewer),
            ending,
        };
        let cues = turn_cues(&motion.steps, motion.duration_ms, telling, &guide);
        MoveOutcome {
            revision: self.revision,
            mover: mover.into(),
            notation: last.turn.to_string(),
            captured,
            summary_sound: summary_sound(captured.0 > 0, ending),
            board_before,
            beat_ms: match settings.seat(mover.into()) {
                Seat::Computer { .. } => COMPUTER_BEAT_MS.into(),
                Seat::Person => AppInt(0),
            },
            cross_fade_ms: match motion.steps.is_empty() {
                true => AppInt(0),
                false => CROSS_FADE_MS.into(),
            },
            announcement,
            guide,
            cues,
            played,
            duration_ms: motion.duration_ms,
            timeline: motion.steps,
            snapshot,
        }
    }

    fn seat_to_move(&self) -> Seat {
        self.state.settings.seat(self.state.game.position().to_move().into())
    }

    fn require_person_to_move(&self) -> Result<(), KielaError> {
        if self.state.game.status().is_over() {
            return Err(KielaError::GameOver);
        }
        match self.seat_to_move() {
            Seat::Person => Ok(()),
            Seat::Computer { .. } => Err(KielaError::ComputerToMove),
        }
    }

    /// How many turns an undo takes back: back to before the last turn a person played, or the
    /// last turn when the computer plays both sides. `None` when there is nothing to undo.
    fn undo_count(&self) -> Option<usize> {
        let game = &self.state.game;
        let turns = game.moves().len();
        let first = game.start().to_move();
        let mover_of = |turn: usize| {
            if turn.is_multiple_of(2) {
                first
            } else {
                first.opponent()
            }
        };
        let settings = &self.state.settings;
        if !Player::BOTH.into_iter().any(|p| settings.is_person(p)) {
            return (turns > 0).then_some(1);
        }
        (0..turns)
            .rev()
            .find(|&turn| settings.is_person(mover_of(turn)))
            .map(|turn| turns - turn)
    }

    fn changed(&mut self) {
        self.revision = next_revision();
    }
}

/// A revision no session of this process has had: an answer worked out for one session, or
/// for an earlier state of it, never matches another.
fn next_revision() -> i64 {
    static NEXT: AtomicI64 = AtomicI64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
