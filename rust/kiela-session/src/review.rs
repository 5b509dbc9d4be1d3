//! A game looked at again once it is over: every sowing scored by a deep search against the
//! best move the search finds, with a verdict by the winning chance the move gave away.
//!
//! Each position is searched once, for its best move with the played move scored exactly
//! beside it (the same iterations, so the two compare), and the game is walked from its end
//! backwards with the table kept: a later position's search has already scored much of an
//! earlier one's tree, so each search reaches deeper for its nodes. A result proven later in
//! the game is carried back to the move that led to it. The game is cut into stretches of a
//! few turns, each walked with a table of its own from empty, and two threads share the
//! stretches: the review of a record is the same on every run and every device, whichever
//! thread took what. A [`Reviewer`] reports progress and can be cancelled from another thread.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;

use kiela_ai::search::{game_result_plies, MAX_PLY};
use kiela_ai::{zobrist, Engine, EngineSettings, SearchLimits, StopHandle};
use kiela_core::{Game, House, Move, Position};

use crate::board::{board_counts, Spot};
use crate::error::KielaError;
use crate::numbers::AppInt;
use crate::reviewed::{GameReview, ReviewSeats, ReviewedTurn};

/// Nodes searched per position, with the table the later positions left: fewer than Expert's
/// 300 000, yet better than the 600 000 a position the review used to search on its own, every
/// move scored exactly (measured against a review of fifteen times the nodes: 89 % of verdicts
/// the same, against 86 %), in a third of the time.
pub const REVIEW_NODES: u64 = 200_000;
/// Each thread's table, kept through a stretch of the game.
const REVIEW_TABLE_MEGABYTES: usize = 16;
/// The turns of a stretch: long enough that most searches find their successors' work, short
/// enough that the threads share the game evenly (a game's end is quicker to search than its
/// middle).
const STRETCH: usize = 8;
/// The threads a review spreads the game over.
const REVIEW_THREADS: usize = 2;

/// How far the running review has come, in turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
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
/// repetition rule, and whether the next sowing starts from the position it leaves.
struct Job {
    turn: usize,
    house: House,
    before: Position,
    history: Vec<u64>,
    followed: bool,
}

/// Where a thread leaves what it found for a sowing.
type Slot = Mutex<Option<Searched>>;

/// What the search of a sowing's position found, each score for the mover.
#[derive(Clone, Copy)]
struct Searched {
    best: House,
    best_score: i32,
    played_score: i32,
    /// The mover had no other move: the search answered without looking ahead.
    forced: bool,
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
        let searched: Vec<Slot> = jobs.iter().map(|_| Mutex::new(None)).collect();
        let stretches: Vec<(&[Job], &[Slot])> = jobs.chunks(STRETCH).zip(searched.chunks(STRETCH)).collect();
        let next = AtomicU32::new(0);
        std::thread::scope(|scope| {
            for _ in 0..REVIEW_THREADS {
                scope.spawn(|| {
                    let mut engine = review_engine();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed) as usize;
                        let Some(&(stretch, slots)) = stretches.get(index) else {
                            break;
                        };
                        engine.forget();
                        // From the end backwards, so each search finds its successors' work.
                        for (job, slot) in stretch.iter().zip(slots).rev() {
                            if stop.is_stopped() {
                                return;
                            }
                            let found = search_job(&mut engine, job, stop);
                            if stop.is_stopped() {
                                return;
                            }
                            *slot.lock().unwrap_or_else(|poison| poison.into_inner()) = Some(found);
                            self.done.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        let searched: Option<Vec<Searched>> = searched
            .into_iter()
            .map(|slot| slot.into_inner().unwrap_or_else(|poison| poison.into_inner()))
            .collect();
        match searched {
            Some(searched) if !stop.is_stopped() => Ok(GameReview::new(
                reviewed_turns(&jobs, &searched),
                board_counts(game.position()),
                seats,
            )),
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

/// A review's search of one position: [`REVIEW_NODES`], as deep as they reach (an exercise's
/// try is scored alike, so its verdict speaks the review's measure).
pub(crate) fn review_limits() -> SearchLimits {
    SearchLimits {
        max_depth: MAX_PLY as u8,
        nodes: REVIEW_NODES,
        time_cap: None,
        margin: 0,
        // Only finished iterations score the moves.
        whole_budget: false,
    }
}

/// A review's engine, with a table of its own.
pub(crate) fn review_engine() -> Engine {
    Engine::new(EngineSettings {
        tt_megabytes: REVIEW_TABLE_MEGABYTES,
        ..EngineSettings::default()
    })
}

/// The game's sowings, replayed; refused when a turn cannot be played.
fn jobs(game: &Game) -> Result<Vec<Job>, KielaError> {
    let hashes = zobrist::game_history(game);
    let mut replay = Game::new(*game.start(), game.expert_opening());
    let mut jobs: Vec<Job> = Vec::new();
    for (index, &turn) in game.moves().iter().enumerate() {
        if let Move::Sow(house) = turn {
            if let Some(last) = jobs.last_mut() {
                last.followed = last.turn == index;
            }
            jobs.push(Job {
                turn: index + 1,
                house,
                before: *replay.position(),
                history: hashes[..index].to_vec(),
                followed: false,
            });
        }
        replay.play(turn).map_err(|error| KielaError::BadRecord {
            reason: format!("turn {} ({turn}) cannot be played: {error}", index + 1),
        })?;
    }
    Ok(jobs)
}

/// Searches a sowing's position for its best move, with the played move scored exactly.
fn search_job(engine: &mut Engine, job: &Job, stop: &StopHandle) -> Searched {
    let report = engine.search_scoring(&job.before, &job.history, &review_limits(), stop, job.house);
    // The last finished iteration's scores, best first.
    let best = report.root.first();
    let played = report.root.iter().find(|root| root.house == job.house);
    let forced = report.root.len() == 1;
    Searched {
        best: best.map_or(job.house, |root| root.house),
        best_score: if forced {
            report.score
        } else {
            best.map_or(report.score, |root| root.score)
        },
        played_score: match played {
            Some(root) if !forced => root.score,
            _ => report.score,
        },
        forced,
    }
}

/// Each sowing's verdict, from the end backwards. A result proven from the next position on
/// stands for the move that led there (a later search proves what an earlier one could not
/// see), as does any value of the next position where the mover had no choice; a move so
/// scored above the search's best is the best.
fn reviewed_turns(jobs: &[Job], searched: &[Searched]) -> Vec<ReviewedTurn> {
    let mut turns = Vec::with_capacity(jobs.len());
    // The value of the position the sowing in hand leads to, for the opponent, when searched.
    let mut next_value: Option<i32> = None;
    for (job, found) in jobs.iter().zip(searched).rev() {
        let carried = next_value.filter(|_| job.followed).map(one_ply_back);
        let played = match carried {
            Some(value) if found.forced || game_result_plies(value).is_some() => value,
            _ => found.played_score,
        };
        let (best, best_score) = if played >= found.best_score || found.best == job.house || found.forced {
            (job.house, played)
        } else {
            (found.best, found.best_score)
        };
        next_value = Some(best_score);
        let mover = job.before.to_move();
        turns.push(ReviewedTurn::new(
            AppInt::from(job.turn),
            mover.into(),
            Spot::new(mover, job.house),
            Spot::new(mover, best),
            played,
            best_score,
            board_counts(&job.before),
        ));
    }
    turns.reverse();
    turns
}

/// A position's value for its mover, as the score of the move that led there for the player
/// who made it: the other side of it, a proven result one ply further off.
fn one_ply_back(value: i32) -> i32 {
    match game_result_plies(value) {
        Some(plies) if plies > 0 => -value + 1,
        Some(_) => -value - 1,
        None => -value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reviewed::{ReviewValue, Verdict};
    use kiela_ai::search::WIN;
    use kiela_core::{Player, Rules};

    /// The first sowings of a game from the start, each with the house it did not play.
    fn opening() -> (Vec<Job>, [House; 3]) {
        let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
        let mut others = Vec::new();
        for _ in 0..3 {
            let legal: Vec<House> = game.position().legal_moves().iter().collect();
            let (played, other) = (legal[0], legal[1]);
            others.push(other);
            game.play(Move::Sow(played)).unwrap();
        }
        (jobs(&game).unwrap(), others.try_into().unwrap())
    }

    fn searched(best: House, best_score: i32, played_score: i32) -> Searched {
        Searched {
            best,
            best_score,
            played_score,
            forced: false,
        }
    }

    #[test]
    fn a_result_proven_later_stands_for_the_move_that_led_to_it() {
        let (jobs, others) = opening();
        assert!(jobs[0].followed && jobs[1].followed && !jobs[2].followed);
        // The first search liked another move better; the second proved its mover lost.
        let found = [
            searched(others[0], 800, 300),
            searched(others[1], -(WIN - 9), -(WIN - 5)),
            searched(jobs[2].house, WIN - 4, WIN - 4),
        ];
        let turns = reviewed_turns(&jobs, &found);
        assert_eq!(turns[0].value, ReviewValue::Win { plies: AppInt(10) });
        assert_eq!((turns[0].verdict, turns[0].best), (Verdict::Best, turns[0].played));
        assert_eq!(turns[1].value, ReviewValue::Loss { plies: AppInt(5) }, "carried back");
        assert_eq!(turns[1].verdict, Verdict::Good, "lost either way");
    }

    #[test]
    fn a_value_not_proven_is_compared_within_its_own_search() {
        let (jobs, others) = opening();
        // The next search scores the position far higher for its mover than this one saw:
        // depths differ, so the played move keeps its own search's score.
        let found = [
            searched(others[0], 300, -100),
            searched(jobs[1].house, 900, 900),
            searched(jobs[2].house, 0, 0),
        ];
        let turns = reviewed_turns(&jobs, &found);
        assert_eq!(
            (turns[0].evaluation, turns[0].best_evaluation),
            (AppInt(-100), AppInt(300))
        );
        assert_eq!(turns[0].verdict, Verdict::Blunder);
        // A move that was the only one: its search looked no further, the next one did.
        let forced = [
            Searched {
                forced: true,
                ..found[0]
            },
            found[1],
            found[2],
        ];
        let turns = reviewed_turns(&jobs, &forced);
        assert_eq!((turns[0].evaluation, turns[0].verdict), (AppInt(-900), Verdict::Best));
    }
}
