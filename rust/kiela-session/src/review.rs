//! A game looked at again once it is over: every sowing scored by a deep search against the
//! best move the search finds, with a verdict by the stones the move gave away.
//!
//! Each turn is searched on its own, from a fresh table, with a fixed node budget and exact
//! scores for every root move (every search forgets the last): the review of a record is the same on every run and every
//! device, and the played move's score can never beat the best one's. Two threads share the
//! turns; a [`Reviewer`] reports progress and can be cancelled from another thread.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

use kiela_ai::search::{MAX_PLY, WIN_BOUND};
use kiela_ai::{zobrist, Engine, EngineSettings, SearchLimits, StopHandle};
use kiela_core::{Game, House, Move, Position};

use crate::board::{board_counts, Spot};
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::reviewed::{GameReview, ReviewSeats, ReviewedTurn};

/// Nodes searched per turn: deeper than Expert's 300 000, and a 60-turn game still takes a few
/// seconds on two phone cores.
pub const REVIEW_NODES: u64 = 600_000;
/// Each thread's table; every search starts from an empty one (the engine's searches are
/// independent), so a turn's result does not depend on the turns its thread did before.
const REVIEW_TABLE_MEGABYTES: usize = 4;
/// Every root move gets an exact score, however far below the best it is.
const EXACT_FOR_ALL: i32 = 4 * WIN_BOUND;
/// The threads a review spreads its turns over.
const REVIEW_THREADS: usize = 2;

/// How far a review has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReviewProgress {
    pub done: AppInt,
    pub total: AppInt,
}

/// Reviews games, one at a time, with progress and cancellation from other threads. A cancel
/// holds for good, even one that comes before the review has begun: every review asked of a
/// cancelled reviewer returns `Cancelled` (a new reviewer reviews the next game).
#[derive(Debug, Default)]
pub struct Reviewer {
    stop: StopHandle,
    done: AtomicU32,
    total: AtomicU32,
}

/// A sowing to search: its place in the game, the position before it, the history for the
/// repetition rule.
struct Job {
    turn: usize,
    house: House,
    before: Position,
    history: Vec<u64>,
}

impl Reviewer {
    pub fn new() -> Reviewer {
        Reviewer::default()
    }

    /// Reviews `game`, seen from `seats`, blocking: call it off the main thread. `Cancelled`
    /// after [`cancel`].
    ///
    /// [`cancel`]: Reviewer::cancel
    pub fn review(&self, game: &Game, seats: ReviewSeats) -> Result<GameReview, KielaError> {
        let stop = &self.stop;
        let jobs = jobs(game)?;
        self.done.store(0, Ordering::Relaxed);
        self.total.store(jobs.len() as u32, Ordering::Relaxed);
        let reviewed: Vec<Mutex<Option<ReviewedTurn>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
        let next = AtomicU32::new(0);
        std::thread::scope(|scope| {
            for _ in 0..REVIEW_THREADS {
                scope.spawn(|| {
                    let mut engine = Engine::new(EngineSettings {
                        tt_megabytes: REVIEW_TABLE_MEGABYTES,
                        ..EngineSettings::default()
                    });
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed) as usize;
                        let Some(job) = jobs.get(index) else { break };
                        if stop.is_stopped() {
                            break;
                        }
                        let turn = review_turn(&mut engine, job, stop);
                        if stop.is_stopped() {
                            break;
                        }
                        *reviewed[index].lock().unwrap_or_else(|poison| poison.into_inner()) = Some(turn);
                        self.done.fetch_add(1, Ordering::Relaxed);
                    }
                });
            }
        });
        let turns: Option<Vec<ReviewedTurn>> = reviewed
            .into_iter()
            .map(|slot| slot.into_inner().unwrap_or_else(|poison| poison.into_inner()))
            .collect();
        match turns {
            Some(turns) if !stop.is_stopped() => Ok(GameReview::new(turns, board_counts(game.position()), seats)),
            _ => Err(KielaError::Cancelled),
        }
    }

    /// The turns reviewed so far, of the review running (or the last one).
    pub fn progress(&self) -> ReviewProgress {
        ReviewProgress {
            done: self.done.load(Ordering::Relaxed).into(),
            total: self.total.load(Ordering::Relaxed).into(),
        }
    }

    /// Stops the review running, or the next one before it begins; it returns `Cancelled`.
    pub fn cancel(&self) {
        self.stop.stop();
    }
}

/// The game's sowings, replayed; refused when a turn cannot be played.
fn jobs(game: &Game) -> Result<Vec<Job>, KielaError> {
    let hashes = zobrist::game_history(game);
    let mut replay = Game::new(*game.start(), game.expert_opening());
    let mut jobs = Vec::new();
    for (index, &turn) in game.moves().iter().enumerate() {
        if let Move::Sow(house) = turn {
            jobs.push(Job {
                turn: index + 1,
                house,
                before: *replay.position(),
                history: hashes[..index].to_vec(),
            });
        }
        replay.play(turn).map_err(|error| KielaError::BadRecord {
            reason: format!("turn {} ({turn}) cannot be played: {error}", index + 1),
        })?;
    }
    Ok(jobs)
}

fn review_turn(engine: &mut Engine, job: &Job, stop: &StopHandle) -> ReviewedTurn {
    let limits = SearchLimits {
        max_depth: MAX_PLY as u8,
        nodes: REVIEW_NODES,
        time_cap: None,
        margin: EXACT_FOR_ALL,
        // Only finished iterations score every move.
        whole_budget: false,
    };
    let report = engine.search(&job.before, &job.history, &limits, stop);
    // The scores of the last finished iteration, best first; with a single legal move the
    // engine answers without a search, with the position's evaluation.
    let (best_house, best_score, played_score) = match report.root.as_slice() {
        [first, _, ..] => {
            let played = report.root.iter().find(|root| root.house == job.house);
            (first.house, first.score, played.map_or(first.score, |root| root.score))
        }
        _ => (job.house, report.score, report.score),
    };
    let best = if played_score >= best_score {
        job.house
    } else {
        best_house
    };
    let mover = job.before.to_move();
    ReviewedTurn::new(
        AppInt::from(job.turn),
        mover.into(),
        Spot::new(mover, job.house),
        Spot::new(mover, best),
        played_score,
        played_score.max(best_score),
        board_counts(&job.before),
    )
}
