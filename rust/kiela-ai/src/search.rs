//! The search: negamax with principal-variation alpha-beta, iterative deepening, a
//! transposition table, move ordering by TT move, capture size, killers and history, and a
//! capture-only quiescence search below the horizon. At the horizon and in the quiescence
//! search a move's score is bounded by the evaluation the opponent may stand on after it;
//! moves whose bound cannot beat alpha are not searched (an exact cut).
//!
//! What the ordering rules are worth (`examples/ordering.rs`, 30 positions to depth 7): all
//! rules 212 k nodes; without the TT move 287 k; without captures first 436 k; without
//! killers and history 217 k (they help little, but cost less). Quiescence (8 plies)
//! against none (`examples/quiescence.rs`, 15 ms a move): 61.5% over 200 games (+81 Elo,
//! 95% CI +32 to +131), and scores no longer swing from one depth to the next.
//!
//! The end rules are exact inside the tree: a mover with no legal move loses; the third
//! occurrence of a position (game history plus search path) and the 100th quiet move end the
//! game on stone count. An adjudicated win is as good as any other win.
//!
//! The recursion allocates nothing: moves live in stack arrays, the TT and the path in the
//! searcher, allocated before the first node.

use std::time::{Duration, Instant};

use kiela_core::{House, Position, QUIET_MOVE_LIMIT};

use crate::children::{child, Child, Children};
use crate::eval::{evaluate, Weights};
use crate::repetition::GameHistory;
use crate::tt::{Bound, Tt, DEFAULT_TT_MEGABYTES};
use crate::{zobrist, StopHandle};

/// The score of a won game (less the plies it takes to win).
pub const WIN: i32 = 30_000;
/// The deepest ply the search reaches; also the longest path it keeps.
pub const MAX_PLY: usize = 100;
/// Scores beyond this are game results, not evaluations.
pub const WIN_BOUND: i32 = WIN - MAX_PLY as i32 - 1;
const INFINITY: i32 = WIN + 1;
/// Stop and clock are polled every this many nodes (a power of two).
const POLL_INTERVAL: u64 = 1024;

/// When a search must stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// The deepest iteration to start (1..=`MAX_PLY`).
    pub max_depth: u8,
    /// The node budget: deterministic, the same on every device.
    pub nodes: u64,
    /// A wall-clock cap on top of the budget (phones). With a cap the result can depend on the
    /// device's speed; without one it depends only on the inputs.
    pub time_cap: Option<Duration>,
    /// Root moves scoring within `margin` of the best get exact scores (the levels choose
    /// among them); 0 for a plain search.
    pub margin: i32,
    /// Spend the whole budget: start another iteration however much of it is gone (a better
    /// move from the iteration it cuts short is still taken). Without it no iteration starts
    /// once a third of the budget is spent: the next would cost several times the last and
    /// mostly be cut short. The levels and the review search without it, for their time a
    /// move; searches capped by depth (the expert opening's layouts) with it.
    pub whole_budget: bool,
}

impl SearchLimits {
    /// A search of `nodes` nodes at most, any depth, no clock.
    pub fn nodes(nodes: u64) -> SearchLimits {
        SearchLimits {
            max_depth: MAX_PLY as u8,
            nodes,
            time_cap: None,
            margin: 0,
            whole_budget: true,
        }
    }

    /// A search to exactly `depth` plies (with an effectively unlimited budget).
    pub fn depth(depth: u8) -> SearchLimits {
        SearchLimits {
            max_depth: depth,
            nodes: u64::MAX,
            time_cap: None,
            margin: 0,
            whole_budget: true,
        }
    }
}

/// A root move and its score in the last finished iteration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMove {
    pub house: House,
    /// The score for the mover; exact when `exact`, otherwise an upper bound.
    pub score: i32,
    pub exact: bool,
    /// Stones this move captures.
    pub captured: u8,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The best move, `None` only when the mover has no legal move.
    pub best: Option<House>,
    /// Its score for the mover in hundredths of a stone, or ±([`WIN`] − plies) for a game result.
    /// With a single legal move the engine answers at once and this is the static evaluation.
    pub score: i32,
    /// The deepest iteration finished.
    pub depth: u8,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Stopped by the stop handle or the clock before the budget ran out.
    pub interrupted: bool,
    /// The expected line, best move first.
    pub pv: Vec<House>,
    /// All legal root moves, best first, as scored by the last finished iteration.
    pub root: Vec<RootMove>,
}

impl SearchReport {
    /// Plies to the end of the game if the score is a game result: positive when the mover wins.
    pub fn result_in(&self) -> Option<i32> {
        game_result_plies(self.score)
    }
}

/// For a game-result score, the plies to the end: positive for a win, negative for a loss.
pub fn game_result_plies(score: i32) -> Option<i32> {
    if score > WIN_BOUND {
        Some(WIN - score)
    } else if score < -WIN_BOUND {
        Some(-(WIN + score))
    } else {
        None
    }
}

/// Engine settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineSettings {
    /// Transposition table size in megabytes (default 16).
    pub tt_megabytes: usize,
    pub weights: Weights,
}

impl Default for EngineSettings {
    fn default() -> EngineSettings {
        EngineSettings {
            tt_megabytes: DEFAULT_TT_MEGABYTES,
            weights: Weights::TUNED,
        }
    }
}

/// Search switches, for measuring what each one is worth (`examples/ordering.rs`).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tweaks {
    pub tt_move: bool,
    pub captures: bool,
    pub killers: bool,
    pub history: bool,
    /// Plies of capture-only search below the horizon (0: none).
    pub quiescence: u8,
    /// Children at the horizon and captures in the quiescence search are bounded by the
    /// evaluation the opponent may stand on after them, and skipped when that cannot beat
    /// alpha: an exact cut (the same scores, fewer nodes).
    pub horizon_bounds: bool,
}

impl Default for Tweaks {
    fn default() -> Tweaks {
        Tweaks {
            tt_move: true,
            captures: true,
            killers: true,
            history: true,
            quiescence: 8,
            horizon_bounds: true,
        }
    }
}

/// The searching engine. Owns its transposition table, allocated once; reuse one engine for a
/// whole game (or many) to avoid reallocating it. Searches are independent of each other,
/// except those that ask to keep the table ([`Engine::search_keeping_table`]).
pub struct Engine {
    tt: Tt,
    weights: Weights,
    tweaks: Tweaks,
    /// A ponder filled the table since the last search: the next one keeps it.
    warm: bool,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(EngineSettings::default())
    }
}

impl Engine {
    pub fn new(settings: EngineSettings) -> Engine {
        Engine {
            tt: Tt::new(settings.tt_megabytes),
            weights: settings.weights,
            tweaks: Tweaks::default(),
            warm: false,
        }
    }

    #[doc(hidden)]
    pub fn set_tweaks(&mut self, tweaks: Tweaks) {
        self.tweaks = tweaks;
    }

    /// The static evaluation of `position` for the player to move.
    pub fn evaluate(&self, position: &Position) -> i32 {
        evaluate(position, &self.weights)
    }

    /// Searches `position`. `history` holds the hashes ([`zobrist::hash`]) of the game's
    /// positions before this one, for the repetition rule; it may be empty.
    pub fn search(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: &SearchLimits,
        stop: &StopHandle,
    ) -> SearchReport {
        let review = if std::mem::take(&mut self.warm) {
            Review::KEPT
        } else {
            Review::NONE
        };
        self.run(position, history, limits, stop, None, review)
    }

    /// Thinks on the opponent's time: searches `position` (the opponent to move) for at most
    /// `nodes`, on top of what the last search left in the table, and keeps the table for the
    /// next search, which then finds the opponent's likely replies and its own answers to them
    /// already scored. Stop it with `stop` as soon as the opponent moves. The next search
    /// depends on how far the ponder got, so a pondering player's moves depend on the time the
    /// opponent took; [`Engine::forget`] makes the next search fresh again.
    pub fn ponder(&mut self, position: &Position, history: &[u64], nodes: u64, stop: &StopHandle) -> SearchReport {
        let report = self.run(position, history, &SearchLimits::nodes(nodes), stop, None, Review::KEPT);
        self.warm = true;
        report
    }

    /// [`Engine::search`] for a review: `played` is scored exactly beside the best move (by the
    /// same iterations, so the two are comparable), and what the engine's searches since the
    /// last [`Engine::forget`] left in its table is kept and used. For a walk through one
    /// game's positions, where a later position's search has already scored much of an
    /// earlier one's tree (the review walks a game from its end backwards); the result depends
    /// on those searches, in their order.
    pub fn search_scoring(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: &SearchLimits,
        stop: &StopHandle,
        played: House,
    ) -> SearchReport {
        let review = Review {
            table: Table::Kept,
            exact_for: Some(played),
        };
        self.run(position, history, limits, stop, None, review)
    }

    /// Empties the table, so the next [`Engine::search_scoring`] depends on nothing before it.
    pub fn forget(&mut self) {
        self.tt.new_search();
        self.warm = false;
    }

    /// [`Engine::search`], calling `on_depth` after every finished iteration with that
    /// iteration's result: its best move, score and depth, the nodes and time so far, and its
    /// principal variation read from the table. The search itself is the same: the same moves,
    /// scores and nodes (for offline analysis, e.g. `examples/start_value.rs`).
    pub fn search_with_progress(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: &SearchLimits,
        stop: &StopHandle,
        on_depth: &mut dyn FnMut(&SearchReport),
    ) -> SearchReport {
        self.run(position, history, limits, stop, Some(on_depth), Review::NONE)
    }

    fn run(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: &SearchLimits,
        stop: &StopHandle,
        on_depth: Option<&mut dyn FnMut(&SearchReport)>,
        review: Review,
    ) -> SearchReport {
        let started = Instant::now();
        if review.table == Table::Fresh {
            self.tt.new_search();
        }
        let history = GameHistory::new(history);
        let mut searcher = Searcher {
            tt: &mut self.tt,
            weights: &self.weights,
            tweaks: self.tweaks,
            history: &history,
            path: [0; MAX_PLY + 1],
            killers: [[None; 2]; MAX_PLY + 1],
            history_scores: [[0; 20]; 2],
            nodes: 0,
            node_limit: limits.nodes.max(1),
            started,
            time_cap: limits.time_cap,
            deadline: limits.time_cap.map(|cap| started + cap),
            stop,
            aborted: false,
            exact_for: review.exact_for,
        };
        let mut report = searcher.iterate(position, limits, on_depth);
        report.elapsed = started.elapsed();
        report.interrupted = searcher.aborted && searcher.nodes < searcher.node_limit;
        report.pv = principal_variation(&searcher, position, report.best, report.depth);
        report
    }
}

/// Whether a search starts from an empty table or from what the searches before it left.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Table {
    Fresh,
    Kept,
}

/// What a review asks of a search beyond a plain one.
#[derive(Clone, Copy)]
struct Review {
    table: Table,
    /// A root move to score exactly, however far below the best.
    exact_for: Option<House>,
}

impl Review {
    /// A plain search: a fresh table, exact scores by the margin alone.
    const NONE: Review = Review {
        table: Table::Fresh,
        exact_for: None,
    };

    /// A plain search on top of the table as it is (after a ponder).
    const KEPT: Review = Review {
        table: Table::Kept,
        exact_for: None,
    };
}

struct Searcher<'a> {
    tt: &'a mut Tt,
    weights: &'a Weights,
    tweaks: Tweaks,
    history: &'a GameHistory,
    /// Hashes of the positions from the root (ply 0) to the current node.
    path: [u64; MAX_PLY + 1],
    killers: [[Option<House>; 2]; MAX_PLY + 1],
    /// Beta cutoffs by quiet moves, by player and house, weighted by depth².
    history_scores: [[u32; 20]; 2],
    nodes: u64,
    node_limit: u64,
    started: Instant,
    time_cap: Option<Duration>,
    deadline: Option<Instant>,
    stop: &'a StopHandle,
    aborted: bool,
    /// A root move scored exactly whatever the margin (a review's played move).
    exact_for: Option<House>,
}

/// A root move during the search.
struct Root {
    child: Child,
    score: i32,
    exact: bool,
}

impl Searcher<'_> {
    /// Iterative deepening from depth 1; returns the last finished iteration's result, or a
    /// better move from an interrupted one.
    fn iterate(
        &mut self,
        position: &Position,
        limits: &SearchLimits,
        mut on_depth: Option<&mut dyn FnMut(&SearchReport)>,
    ) -> SearchReport {
        self.path[0] = zobrist::hash(position);
        let mut roots: Vec<Root> = Children::of(position)
            .as_slice()
            .iter()
            .map(|&child| Root {
                child,
                score: 0,
                exact: false,
            })
            .collect();
        // Before any iteration finishes, the biggest capture is the move to fall back on.
        roots.sort_by_key(|r| std::cmp::Reverse(r.child.summary.captured));
        let mut report = SearchReport {
            best: roots.first().map(|r| r.child.house),
            score: if roots.is_empty() { -WIN } else { 0 },
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            interrupted: false,
            pv: Vec::new(),
            root: root_moves(&roots),
        };
        if let [only] = roots.as_slice() {
            // Nothing to choose: answer at once, scored by the evaluation alone.
            report.score = -evaluate(&only.child.position, self.weights).clamp(-WIN_BOUND, WIN_BOUND);
            return report;
        }
        if roots.is_empty() {
            return report;
        }
        let max_depth = limits.max_depth.clamp(1, MAX_PLY as u8);
        for depth in 1..=max_depth {
            let best = self.search_root(&mut roots, i32::from(depth), limits.margin);
            if self.aborted {
                // Keep a move that beat the previous best at this depth.
                if let Some(best) = best.filter(|&b| b != 0) {
                    report.best = Some(roots[best].child.house);
                    report.score = roots[best].score;
                }
                break;
            }
            // Stable sort: equal scores keep the previous order.
            roots.sort_by_key(|r| std::cmp::Reverse(r.score));
            report.best = Some(roots[0].child.house);
            report.score = roots[0].score;
            report.depth = depth;
            report.root = root_moves(&roots);
            if let Some(on_depth) = on_depth.as_mut() {
                let mut progress = report.clone();
                progress.nodes = self.nodes;
                progress.elapsed = self.started.elapsed();
                progress.pv = principal_variation(self, position, report.best, depth);
                on_depth(&progress);
            }
            let proven = game_result_plies(report.score).is_some_and(|plies| plies.abs() <= i32::from(depth));
            // The next iteration costs several times this one: unless the budget is to be spent
            // whole, and against a clock, do not start what cannot end.
            let budget_gone = !limits.whole_budget && self.nodes > self.node_limit / 3;
            if proven || budget_gone || self.past_half_time() {
                break;
            }
        }
        report.nodes = self.nodes;
        report
    }

    fn past_half_time(&self) -> bool {
        self.time_cap.is_some_and(|cap| self.started.elapsed() * 2 >= cap)
    }

    /// One iteration at the root; returns the index of the best move whose search finished.
    fn search_root(&mut self, roots: &mut [Root], depth: i32, margin: i32) -> Option<usize> {
        let mut alpha = -INFINITY;
        let mut best = None;
        for (i, root) in roots.iter_mut().enumerate() {
            let full_window = i == 0 || self.exact_for == Some(root.child.house);
            // Lower the bar by `margin` so that near-best moves get exact scores.
            let floor = if full_window { -INFINITY } else { alpha - margin };
            let position = root.child.position;
            let mut score = if full_window {
                -self.negamax(&position, depth - 1, -INFINITY, INFINITY, 1)
            } else {
                -self.negamax(&position, depth - 1, -floor - 1, -floor, 1)
            };
            if !full_window && score > floor && !self.aborted {
                score = -self.negamax(&position, depth - 1, -INFINITY, -floor, 1);
            }
            if self.aborted {
                break;
            }
            root.score = score;
            root.exact = full_window || score > floor;
            if score > alpha {
                alpha = score;
                best = Some(i);
            }
        }
        best
    }

    #[inline]
    fn poll(&mut self) -> bool {
        if self.nodes >= self.node_limit {
            self.aborted = true;
        } else if self.nodes & (POLL_INTERVAL - 1) == 0 {
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            self.aborted = late || self.stop.is_stopped();
        }
        self.aborted
    }

    fn negamax(&mut self, position: &Position, depth: i32, mut alpha: i32, mut beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.aborted || self.poll() {
            return 0;
        }
        let hash = zobrist::hash(position);
        self.path[ply] = hash;
        if let Some(score) = self.end_by_rule(position, ply) {
            return score;
        }
        if position.candidate_houses().is_empty() {
            return lost(ply);
        }
        if depth <= 0 || ply >= MAX_PLY {
            let stand = evaluate(position, self.weights).clamp(-WIN_BOUND, WIN_BOUND);
            return self.quiesce(position, stand, alpha, beta, ply, self.tweaks.quiescence);
        }
        // No line from here can do better than winning at once or worse than losing at once.
        alpha = alpha.max(lost(ply));
        beta = beta.min(-lost(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let mut tt_move = None;
        if let Some(hit) = self.tt.probe(hash) {
            tt_move = hit.best.filter(|_| self.tweaks.tt_move);
            let score = from_tt(hit.score, ply);
            let usable = match hit.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if !pv_node && i32::from(hit.depth) >= depth && usable {
                return score;
            }
        }

        let alpha_in = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut searched = 0;
        // The TT move first, before playing the others: it often cuts off at once.
        if let Some(tt_child) = tt_move.and_then(|house| child(position, house)) {
            let score = self.search_child(&tt_child, depth, alpha, beta, ply, searched);
            searched += 1;
            if self.aborted {
                return 0;
            }
            best_score = score;
            best_move = Some(tt_child.house);
            if score > alpha {
                alpha = score;
            }
            if score >= beta {
                return self.cutoff(position, hash, &tt_child, score, depth, ply);
            }
        }

        let mut list = Children::empty();
        list.fill_except(position, tt_move);
        let children = list.as_slice();
        if searched == 0 && children.is_empty() {
            // Only endless moves: no legal move.
            return lost(ply);
        }
        let mut keys = [0u32; 20];
        let frontier = depth == 1 && self.tweaks.horizon_bounds;
        for (key, c) in keys.iter_mut().zip(children) {
            *key = self.order_key(c, position, ply);
        }
        // Selection sort, one pick at a time: a cutoff makes sorting the rest wasted work.
        while let Some((pick, _)) = take_best(&mut keys[..children.len()]) {
            let c = &children[pick];
            if frontier {
                // The opponent may stand on the child's evaluation: if that cannot beat alpha,
                // neither can the child's search.
                if let Some(bound) = self.frontier_bound(c, ply).filter(|&b| b <= alpha) {
                    best_score = best_score.max(bound);
                    continue;
                }
            }
            let score = self.search_child(c, depth, alpha, beta, ply, searched);
            searched += 1;
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(c.house);
            }
            if score > alpha {
                alpha = score;
            }
            if score >= beta {
                return self.cutoff(position, hash, c, score, depth, ply);
            }
        }
        if self.aborted {
            return 0;
        }
        let bound = if best_score > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let best = if bound == Bound::Exact { best_move } else { None };
        self.tt.store(hash, to_tt(best_score, ply), depth as u8, bound, best);
        best_score
    }

    /// Below the horizon only captures are searched, and the mover may instead stand on the
    /// static evaluation: a capture chain changes the score too much to stop in its middle.
    /// Captures reset the quiet-move count and change the stones on each side, so the
    /// no-progress rules cannot end the game inside this search. (A mover whose only moves
    /// are endless stands on the evaluation here; the main search scores that exactly.)
    fn quiesce(
        &mut self,
        position: &Position,
        stand: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        depth_left: u8,
    ) -> i32 {
        if stand >= beta || depth_left == 0 || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut list = Children::empty();
        list.fill_captures(position);
        let children = list.as_slice();
        // Each capture is bounded by what the opponent can stand on after it (or is a win if
        // they cannot move): the best bound first, and none that cannot beat alpha.
        let mut keys = [0u32; 20];
        let mut stands = [0i32; 20];
        let mut stuck = [false; 20];
        for (i, c) in children.iter().enumerate() {
            stuck[i] = c.position.candidate_houses().is_empty();
            let stand = &mut stands[i];
            let bound = if stuck[i] {
                -lost(ply + 1)
            } else {
                *stand = evaluate(&c.position, self.weights).clamp(-WIN_BOUND, WIN_BOUND);
                -*stand
            };
            keys[i] = if self.tweaks.horizon_bounds {
                bound_key(bound)
            } else {
                u32::from(c.summary.captured)
            };
        }
        let mut best = stand;
        while let Some((pick, key)) = take_best(&mut keys[..children.len()]) {
            let c = &children[pick];
            if self.tweaks.horizon_bounds && key_bound(key) <= alpha {
                // This capture and all after it score at most their bounds.
                best = best.max(key_bound(key));
                break;
            }
            self.nodes += 1;
            if self.poll() {
                return 0;
            }
            let score = if stuck[pick] {
                -lost(ply + 1)
            } else {
                -self.quiesce(&c.position, stands[pick], -beta, -alpha, ply + 1, depth_left - 1)
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
        best
    }

    /// An upper bound on a frontier child's score, from its static evaluation: below the horizon
    /// the opponent may always stand on it. `None` where the rules, not the evaluation, decide.
    fn frontier_bound(&mut self, c: &Child, ply: usize) -> Option<i32> {
        let position = &c.position;
        if ply + 1 >= MAX_PLY || position.quiet_moves() >= QUIET_MOVE_LIMIT {
            return None;
        }
        if position.candidate_houses().is_empty() {
            return None;
        }
        self.path[ply + 1] = zobrist::hash(position);
        if self.history.is_third_occurrence(&self.path, ply + 1) {
            return None;
        }
        Some(-evaluate(position, self.weights).clamp(-WIN_BOUND, WIN_BOUND))
    }

    /// Searches one child: the first with the full window, the others with a null window
    /// first and again with the full one if they beat alpha.
    #[inline]
    fn search_child(&mut self, c: &Child, depth: i32, alpha: i32, beta: i32, ply: usize, searched: usize) -> i32 {
        if searched == 0 {
            return -self.negamax(&c.position, depth - 1, -beta, -alpha, ply + 1);
        }
        let score = -self.negamax(&c.position, depth - 1, -alpha - 1, -alpha, ply + 1);
        if score > alpha && score < beta && !self.aborted {
            -self.negamax(&c.position, depth - 1, -beta, -alpha, ply + 1)
        } else {
            score
        }
    }

    /// A beta cutoff: remember the move (killer, history, TT) and return.
    fn cutoff(&mut self, position: &Position, hash: u64, c: &Child, score: i32, depth: i32, ply: usize) -> i32 {
        if self.aborted {
            return 0;
        }
        if c.summary.captured == 0 {
            let killers = &mut self.killers[ply];
            if killers[0] != Some(c.house) {
                killers[1] = killers[0];
                killers[0] = Some(c.house);
            }
            let slot = &mut self.history_scores[position.to_move().index()][c.house.loop_index()];
            *slot = slot.saturating_add((depth * depth) as u32).min(1 << 20);
        }
        self.tt
            .store(hash, to_tt(score, ply), depth as u8, Bound::Lower, Some(c.house));
        score
    }

    /// Bigger is searched first: captures by size, then killers, then history.
    #[inline]
    fn order_key(&self, c: &Child, position: &Position, ply: usize) -> u32 {
        let o = self.tweaks;
        if o.captures && c.summary.captured > 0 {
            return (3 << 21) + (u32::from(c.summary.captured) << 8);
        }
        if o.killers && self.killers[ply][0] == Some(c.house) {
            return 2 << 21;
        }
        if o.killers && self.killers[ply][1] == Some(c.house) {
            return (2 << 21) - 1;
        }
        let history = if o.history {
            self.history_scores[position.to_move().index()][c.house.loop_index()]
        } else {
            0
        };
        // 1 + …: every legal move has a key above the 0 that marks "already searched".
        1 + history
    }

    /// The no-progress rules, checked before anything else as the game does.
    #[inline]
    fn end_by_rule(&self, position: &Position, ply: usize) -> Option<i32> {
        if position.quiet_moves() >= QUIET_MOVE_LIMIT || self.history.is_third_occurrence(&self.path, ply) {
            Some(adjudicated(position, ply))
        } else {
            None
        }
    }
}

/// A score as an ordering key, above the 0 that marks "searched".
#[inline]
fn bound_key(bound: i32) -> u32 {
    (bound + INFINITY + 1) as u32
}

#[inline]
fn key_bound(key: u32) -> i32 {
    key as i32 - INFINITY - 1
}

/// The index and key of the largest non-zero key (the first of equals), which is then zeroed.
#[inline]
fn take_best(keys: &mut [u32]) -> Option<(usize, u32)> {
    let mut best = None;
    let mut best_key = 0;
    for (i, &key) in keys.iter().enumerate() {
        if key > best_key {
            best_key = key;
            best = Some(i);
        }
    }
    if let Some(i) = best {
        keys[i] = 0;
    }
    best.map(|i| (i, best_key))
}

/// The score of losing at `ply`: the sooner the worse.
#[inline]
fn lost(ply: usize) -> i32 {
    -(WIN - ply as i32)
}

/// The game ends here on stone count: a win, a loss or a draw for the mover.
fn adjudicated(position: &Position, ply: usize) -> i32 {
    let mine = position.stones_of(position.to_move());
    let theirs = position.stones_of(position.to_move().opponent());
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => -lost(ply),
        std::cmp::Ordering::Less => lost(ply),
        std::cmp::Ordering::Equal => 0,
    }
}

/// Game-result scores are stored relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

fn root_moves(roots: &[Root]) -> Vec<RootMove> {
    roots
        .iter()
        .map(|r| RootMove {
            house: r.child.house,
            score: r.score,
            exact: r.exact,
            captured: r.child.summary.captured,
        })
        .collect()
}

/// The line the TT expects after `best`, each move checked for legality.
fn principal_variation(searcher: &Searcher<'_>, position: &Position, best: Option<House>, depth: u8) -> Vec<House> {
    let mut pv = Vec::new();
    let mut position = *position;
    let mut next = best;
    while let Some(house) = next {
        let Some(c) = child(&position, house) else { break };
        pv.push(house);
        position = c.position;
        if pv.len() >= usize::from(depth).max(1) {
            break;
        }
        next = searcher.tt.probe(zobrist::hash(&position)).and_then(|hit| hit.best);
    }
    pv
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Player, Rules};

    #[test]
    fn progress_reports_every_depth_and_changes_nothing() {
        let start = Position::start(Rules::default(), Player::South);
        let limits = SearchLimits::depth(6);
        let plain = Engine::default().search(&start, &[], &limits, &StopHandle::new());
        let mut seen = Vec::new();
        let observed = Engine::default().search_with_progress(&start, &[], &limits, &StopHandle::new(), &mut |r| {
            seen.push((r.depth, r.score, r.nodes, r.pv.clone()))
        });
        assert_eq!(
            (observed.best, observed.score, observed.depth),
            (plain.best, plain.score, plain.depth)
        );
        assert_eq!(
            (observed.nodes, &observed.pv, &observed.root),
            (plain.nodes, &plain.pv, &plain.root)
        );
        assert_eq!(
            seen.iter().map(|s| s.0).collect::<Vec<_>>(),
            (1..=6).collect::<Vec<_>>()
        );
        let last = seen.last().unwrap();
        assert_eq!((last.1, last.2, &last.3), (plain.score, plain.nodes, &plain.pv));
        assert!(seen.windows(2).all(|w| w[0].2 <= w[1].2));
    }

    #[test]
    fn the_budget_is_spent_whole_only_when_asked() {
        let start = Position::start(Rules::default(), Player::South);
        let whole = SearchLimits::nodes(50_000);
        let spent = Engine::default().search(&start, &[], &whole, &StopHandle::new());
        assert_eq!(spent.nodes, 50_000);
        assert!(!spent.interrupted, "the budget, not a stop, ended it");
        let finished_only = SearchLimits {
            whole_budget: false,
            ..whole
        };
        let saved = Engine::default().search(&start, &[], &finished_only, &StopHandle::new());
        assert!(
            saved.nodes < 50_000,
            "stopped after an iteration: {} nodes",
            saved.nodes
        );
        assert!(saved.nodes > 50_000 / 3);
        assert!(saved.depth <= spent.depth);
    }

    #[test]
    fn a_ponder_warms_the_next_search_only() {
        let stop = StopHandle::new();
        let (mut saved, mut searches) = (0u64, 0);
        for position in crate::bench::sample_positions(Rules::default(), 6, 11) {
            // The opponent's likely reply: the best move of a short search.
            let Some(reply) = Engine::default()
                .search(&position, &[], &SearchLimits::depth(4), &stop)
                .best
            else {
                continue;
            };
            let Some(after) = child(&position, reply).map(|c| c.position) else {
                continue;
            };
            if after.candidate_houses().is_empty() {
                continue;
            }
            let history = [zobrist::hash(&position)];
            let limits = SearchLimits::depth(7);
            let fresh = Engine::default().search(&after, &history, &limits, &stop);
            let mut pondering = Engine::default();
            pondering.ponder(&position, &[], 400_000, &stop);
            let warm = pondering.search(&after, &history, &limits, &stop);
            assert_eq!(warm.depth, fresh.depth);
            saved += fresh.nodes.saturating_sub(warm.nodes);
            searches += 1;
            // Only the search right after the ponder keeps the table: the next is fresh again.
            let again = pondering.search(&after, &history, &limits, &stop);
            assert_eq!(
                (again.best, again.score, again.nodes),
                (fresh.best, fresh.score, fresh.nodes)
            );
        }
        assert!(searches >= 4 && saved > 0, "{searches} searches saved {saved} nodes");
    }

    #[test]
    fn horizon_bounds_cut_nodes_not_results() {
        let positions = crate::bench::sample_positions(Rules::default(), 8, 7);
        let mut without_bounds = Engine::default();
        without_bounds.set_tweaks(Tweaks {
            horizon_bounds: false,
            ..Tweaks::default()
        });
        let (mut with_nodes, mut without_nodes) = (0, 0);
        for position in &positions {
            let limits = SearchLimits::depth(5);
            let bounded = Engine::default().search(position, &[], &limits, &StopHandle::new());
            let plain = without_bounds.search(position, &[], &limits, &StopHandle::new());
            assert_eq!((bounded.best, bounded.score), (plain.best, plain.score), "{position:?}");
            with_nodes += bounded.nodes;
            without_nodes += plain.nodes;
        }
        assert!(with_nodes < without_nodes, "{with_nodes} nodes against {without_nodes}");
    }
}
