//! The start position's value: how good is it to move first?
//!
//! Three modes, all from the traditional start (28 stones each, captured stones sown after the
//! capturing house) with South to move:
//!
//! - `search` (the default): Expert's own search (the same engine, evaluation and quiescence)
//!   with no node budget, iterative deepening to `--max-depth` with a `--tt-megabytes` table,
//!   stopped cleanly after `--seconds` (the iteration in progress is dropped). After each
//!   finished depth one line: depth, score in stones for South, nodes so far, seconds, nodes/s
//!   and the principal variation read from the table. A depth-limited heuristic value, not a
//!   game-theoretic one.
//! - `exact`: the exact minimax value of the start when the game is cut off after N plies
//!   (N = 1..=`--max-depth`), counting South's stones minus North's at the cut; a game that ends
//!   before it counts ±1000 (won or lost, by any end rule) or 0 (drawn). Plain fail-soft
//!   alpha-beta with the full window at the root: no evaluation, no quiescence, no pruning that
//!   can change a value (a table only orders moves), every end rule on the path (repetition
//!   included). With `--verify-pv` each move of the printed line is proved by solving the
//!   position after it again. Its value at N plies is a fact about the first N plies of the
//!   game, not the game's value.
//! - `bound`: for N = 1..=`--max-depth`, a null-window search of the same cut-off game that
//!   proves either "South's value at N plies is at least `--at-least`" or "less than it" —
//!   cheaper than the exact value, so it reaches a ply or two further.
//!
//! The lines printed for finished depths depend only on the options (the table size included),
//! not on the machine's speed: `--seconds` only decides where the run stops.
//!
//! `nice -n 19 cargo run -p kiela-ai --release --example start_value -- [--mode search|exact|bound]
//!  [--max-depth D] [--tt-megabytes M] [--seconds S] [--verify-pv] [--at-least X]`

use std::process::ExitCode;
use std::time::{Duration, Instant};

use kiela_ai::search::game_result_plies;
use kiela_ai::{zobrist, Engine, EngineSettings, SearchLimits, SearchReport, StopHandle};
use kiela_core::{House, Player, Position, Rules, QUIET_MOVE_LIMIT, REPETITION_LIMIT};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Search,
    Exact,
    Bound,
}

struct Options {
    mode: Mode,
    /// `bound` mode: the value to prove South reaches.
    at_least: i32,
    max_depth: u8,
    tt_megabytes: usize,
    seconds: f64,
    verify_pv: bool,
}

fn parse() -> Result<Options, String> {
    let mut options = Options {
        mode: Mode::Search,
        at_least: 1,
        max_depth: 60,
        tt_megabytes: 1024,
        seconds: 600.0,
        verify_pv: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--mode" => {
                options.mode = match value("--mode")?.as_str() {
                    "search" => Mode::Search,
                    "exact" => Mode::Exact,
                    "bound" => Mode::Bound,
                    other => return Err(format!("--mode: '{other}' is not search, exact or bound")),
                }
            }
            "--max-depth" => {
                options.max_depth = value("--max-depth")?
                    .parse()
                    .ok()
                    .filter(|d| (1..=kiela_ai::search::MAX_PLY as u8).contains(d))
                    .ok_or("--max-depth: 1 to 100")?
            }
            "--tt-megabytes" => {
                options.tt_megabytes = value("--tt-megabytes")?
                    .parse()
                    .ok()
                    .filter(|&m| (1..=7168).contains(&m))
                    .ok_or("--tt-megabytes: 1 to 7168")?
            }
            "--seconds" => {
                options.seconds = value("--seconds")?
                    .parse()
                    .ok()
                    .filter(|&s: &f64| s > 0.0 && s.is_finite())
                    .ok_or("--seconds: a positive number")?
            }
            "--verify-pv" => options.verify_pv = true,
            "--at-least" => {
                options.at_least = value("--at-least")?
                    .parse()
                    .ok()
                    .filter(|x: &i32| x.abs() <= DECIDED)
                    .ok_or("--at-least: -1000 to 1000")?
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let options = match parse() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("start_value: {message}");
            return ExitCode::from(2);
        }
    };
    let start = Position::start(Rules::default(), Player::South);
    // A clean stop: a timer raises the flag, the search drops the unfinished iteration.
    let stop = StopHandle::new();
    let timer = stop.clone();
    let limit = Duration::from_secs_f64(options.seconds);
    std::thread::spawn(move || {
        std::thread::sleep(limit);
        timer.stop();
    });
    match options.mode {
        Mode::Search => search_mode(&start, &options, &stop),
        Mode::Exact => exact_mode(&start, &options, &stop),
        Mode::Bound => bound_mode(&start, &options, &stop),
    }
    ExitCode::SUCCESS
}

fn line(pv: &[House]) -> String {
    pv.iter().map(House::to_string).collect::<Vec<_>>().join(" ")
}

fn stones(score: i32) -> String {
    match game_result_plies(score) {
        Some(plies) if plies > 0 => format!("win in {plies}"),
        Some(plies) => format!("loss in {}", -plies),
        None => format!("{:+.2}", f64::from(score) / 100.0),
    }
}

fn search_mode(start: &Position, options: &Options, stop: &StopHandle) {
    println!(
        "# Expert's search from the traditional start, South to move: table {} MB, depth <= {}, {} s",
        options.tt_megabytes, options.max_depth, options.seconds
    );
    println!("# depth  score(South, stones)  nodes(total)  seconds  nodes/s  principal variation");
    let mut engine = Engine::new(EngineSettings {
        tt_megabytes: options.tt_megabytes,
        ..EngineSettings::default()
    });
    let limits = SearchLimits::depth(options.max_depth);
    let mut on_depth = |r: &SearchReport| {
        let seconds = r.elapsed.as_secs_f64();
        println!(
            "{:3} {:>9} {:>14} {:9.1} {:>10.0}  {}",
            r.depth,
            stones(r.score),
            r.nodes,
            seconds,
            r.nodes as f64 / seconds.max(1e-9),
            line(&r.pv)
        );
    };
    let report = engine.search_with_progress(start, &[], &limits, stop, &mut on_depth);
    let seconds = report.elapsed.as_secs_f64();
    if report.interrupted {
        println!(
            "# stopped by the time limit during depth {} after {:.1} s and {} nodes; depth {} is the deepest finished",
            report.depth + 1,
            seconds,
            report.nodes,
            report.depth
        );
    } else {
        println!("# finished depth {} in {:.1} s", report.depth, seconds);
    }
    let root: Vec<String> = report
        .root
        .iter()
        .map(|m| {
            format!(
                "{} {}{}",
                m.house,
                stones(m.score),
                if m.exact { "" } else { " (at most)" }
            )
        })
        .collect();
    println!("# root moves at depth {}: {}", report.depth, root.join(", "));
}

/// A game won or lost before the cut, in the exact mode's units.
const DECIDED: i32 = 1000;

/// The exact value of the game cut off after a number of plies.
struct Exact<'a> {
    nodes: u64,
    /// Move hints by position hash (key high bits | loop index + 1): ordering only, so a
    /// collision can cost time but never change a value.
    hints: Vec<u64>,
    shift: u32,
    /// The positions from the root to the current node, for the repetition rule.
    path: Vec<Position>,
    stop: &'a StopHandle,
    aborted: bool,
}

fn same_placement(a: &Position, b: &Position) -> bool {
    a.to_move() == b.to_move()
        && a.side(Player::South) == b.side(Player::South)
        && a.side(Player::North) == b.side(Player::North)
}

/// The game's end by stone count (repetition, quiet moves) for the player to move.
fn adjudicated(position: &Position) -> i32 {
    let mine = position.stones_of(position.to_move());
    let theirs = position.stones_of(position.to_move().opponent());
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => DECIDED,
        std::cmp::Ordering::Less => -DECIDED,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The legal moves and what they capture, captures first (biggest first), then loop order.
/// On the stack: the solver visits many millions of nodes.
struct Moves {
    items: [(House, u8, Position); 20],
    len: usize,
}

impl Moves {
    fn of(position: &Position) -> Moves {
        let filler = (House::outer(1).expect("o1"), 0, *position);
        let mut list = Moves {
            items: [filler; 20],
            len: 0,
        };
        for house in position.candidate_houses() {
            let mut next = *position;
            if let Ok(summary) = next.play(house) {
                list.items[list.len] = (house, summary.captured, next);
                list.len += 1;
            }
        }
        list.as_mut_slice()
            .sort_by_key(|&(_, captured, _)| std::cmp::Reverse(captured));
        list
    }

    fn as_mut_slice(&mut self) -> &mut [(House, u8, Position)] {
        &mut self.items[..self.len]
    }

    /// Puts `first` (if legal here) at the front, the rest in order.
    fn put_first(&mut self, first: Option<House>) {
        let list = self.as_mut_slice();
        if let Some(i) = first.and_then(|h| list.iter().position(|m| m.0 == h)) {
            list[..=i].rotate_right(1);
        }
    }
}

/// Stones of the mover minus the opponent's.
fn material(position: &Position) -> i32 {
    let mover = position.to_move();
    position.stones_of(mover) as i32 - position.stones_of(mover.opponent()) as i32
}

impl Exact<'_> {
    fn new(stop: &StopHandle, megabytes: usize) -> Exact<'_> {
        let slots = (megabytes.max(1) << 20) / 8;
        let bits = slots.ilog2();
        Exact {
            nodes: 0,
            hints: vec![0; 1 << bits],
            shift: 64 - bits,
            path: Vec::new(),
            stop,
            aborted: false,
        }
    }

    fn hint(&self, hash: u64) -> Option<House> {
        let entry = self.hints[(hash >> self.shift) as usize];
        (entry & !0xFF == hash & !0xFF && entry & 0xFF != 0)
            .then(|| House::from_loop_index((entry & 0xFF) as usize - 1))
            .flatten()
    }

    fn set_hint(&mut self, hash: u64, house: House) {
        self.hints[(hash >> self.shift) as usize] = (hash & !0xFF) | (house.loop_index() as u64 + 1);
    }

    /// The end rules at `position`, the last entry of the path, in the game's order.
    fn ended(&self, position: &Position) -> Option<i32> {
        let seen = self.path.iter().filter(|p| same_placement(p, position)).count();
        if seen >= REPETITION_LIMIT || position.quiet_moves() >= QUIET_MOVE_LIMIT {
            Some(adjudicated(position))
        } else {
            None
        }
    }

    /// The value of `position` without looking at its moves, when it has one: an end rule, or
    /// at the horizon the stones (a loss for a player with no move).
    fn settled(&self, position: &Position, plies: u32) -> Option<i32> {
        if let Some(value) = self.ended(position) {
            return Some(value);
        }
        (plies == 0).then(|| match position.has_legal_move() {
            true => material(position),
            false => -DECIDED,
        })
    }

    /// The value of `position` (already on the path) for the player to move with `plies` left:
    /// exact when it lies strictly between `alpha` and `beta`, else a bound on the same side.
    fn solve(&mut self, position: &Position, plies: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & 0xFFFF == 0 && self.stop.is_stopped() {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if let Some(value) = self.settled(position, plies) {
            return value;
        }
        let mut list = Moves::of(position);
        if list.len == 0 {
            return -DECIDED;
        }
        let hash = zobrist::hash(position);
        list.put_first(self.hint(hash));
        let mut best = -DECIDED - 1;
        let mut best_move = list.items[0].0;
        for &(house, _, next) in list.as_mut_slice().iter() {
            self.path.push(next);
            let value = -self.solve(&next, plies - 1, -beta, -alpha);
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if value > best {
                best = value;
                best_move = house;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.set_hint(hash, best_move);
        best
    }

    /// The exact value with the full window.
    fn value(&mut self, position: &Position, plies: u32) -> i32 {
        self.path.push(*position);
        let value = self.solve(position, plies, -DECIDED - 1, DECIDED + 1);
        self.path.pop();
        value
    }

    /// Plain minimax without pruning or hints, for checking `value` on short horizons.
    fn minimax(&mut self, position: &Position, plies: u32) -> i32 {
        if let Some(value) = self.settled(position, plies) {
            return value;
        }
        let mut list = Moves::of(position);
        if list.len == 0 {
            return -DECIDED;
        }
        let mut best = -DECIDED - 1;
        for &(_, _, next) in list.as_mut_slice().iter() {
            self.path.push(next);
            best = best.max(-self.minimax(&next, plies - 1));
            self.path.pop();
        }
        best
    }

    /// A line that keeps the value, every move proved: the value after it, solved again
    /// exactly, is the value before it (negated). The hint is tried first.
    fn proved_line(&mut self, start: &Position, plies: u32, value: i32) -> Option<Vec<House>> {
        let mut line = Vec::new();
        let mut position = *start;
        let mut value = value;
        self.path.push(position);
        for left in (1..=plies).rev() {
            if self.ended(&position).is_some() {
                break;
            }
            let mut list = Moves::of(&position);
            list.put_first(self.hint(zobrist::hash(&position)));
            let mut found = None;
            for &(house, _, next) in list.as_mut_slice().iter() {
                self.path.push(next);
                let after = -self.solve(&next, left - 1, -DECIDED - 1, DECIDED + 1);
                self.path.pop();
                if self.aborted {
                    self.path.clear();
                    return None;
                }
                if after == value {
                    found = Some((house, next));
                    break;
                }
            }
            let (house, next) = found.expect("some move keeps the exact value");
            line.push(house);
            self.path.push(next);
            position = next;
            value = -value;
        }
        self.path.clear();
        Some(line)
    }
}

fn exact_value(value: i32) -> String {
    match value {
        DECIDED => "South wins".to_owned(),
        v if v == -DECIDED => "North wins".to_owned(),
        v => format!("{v:+}"),
    }
}

fn exact_mode(start: &Position, options: &Options, stop: &StopHandle) {
    println!("# the exact value of the traditional start, South to move, with the game cut off after N plies:");
    println!("# South's stones minus North's at the cut (+-1000 for a game won before it); no evaluation");
    let mut solver = Exact::new(stop, options.tt_megabytes.min(1024));
    // Alpha-beta against plain minimax on short horizons.
    for plies in 0..=7 {
        solver.path.push(*start);
        let plain = solver.minimax(start, plies);
        solver.path.pop();
        assert_eq!(
            solver.value(start, plies),
            plain,
            "alpha-beta agrees with minimax at {plies} plies"
        );
    }
    println!("# (alpha-beta checked against plain minimax at 0 to 7 plies)");
    println!("# plies  value(South)  nodes  seconds  nodes/s  a line that keeps the value");
    let begun = Instant::now();
    for plies in 1..=u32::from(options.max_depth) {
        let started = Instant::now();
        let before = solver.nodes;
        let value = solver.value(start, plies);
        if solver.aborted {
            println!(
                "# stopped by the time limit during {plies} plies after {:.1} s in all",
                begun.elapsed().as_secs_f64()
            );
            break;
        }
        let nodes = solver.nodes - before;
        let seconds = started.elapsed().as_secs_f64();
        let pv = if options.verify_pv {
            match solver.proved_line(start, plies, value) {
                Some(pv) => format!("{} (proved)", line(&pv)),
                None => "(stopped while proving the line)".to_owned(),
            }
        } else {
            String::new()
        };
        println!(
            "{plies:3} {:>11} {nodes:>14} {seconds:9.1} {:>10.0}  {pv}",
            exact_value(value),
            nodes as f64 / seconds.max(1e-9)
        );
        if solver.aborted {
            break;
        }
    }
}

/// Null-window proofs: for N = 1..=`--max-depth` plies, whether the start's exact cut-off
/// value (as in `exact`) is at least `--at-least` for South. Cheaper than the full value, so it
/// reaches further; each line is proved either way.
fn bound_mode(start: &Position, options: &Options, stop: &StopHandle) {
    let x = options.at_least;
    println!("# null-window proofs on the game cut off after N plies (as --mode exact): is South's value >= {x}?");
    println!("# plies  result  nodes  seconds");
    let mut solver = Exact::new(stop, options.tt_megabytes.min(1024));
    let begun = Instant::now();
    for plies in 1..=u32::from(options.max_depth) {
        let started = Instant::now();
        let before = solver.nodes;
        solver.path.push(*start);
        // Fail-soft: a result >= x proves value >= x; a result < x is an upper bound.
        let value = solver.solve(start, plies, x - 1, x);
        solver.path.pop();
        if solver.aborted {
            println!(
                "# stopped by the time limit during {plies} plies after {:.1} s in all",
                begun.elapsed().as_secs_f64()
            );
            break;
        }
        let verdict = if value >= x {
            format!("value >= {x} (proved: >= {value})")
        } else {
            format!("value < {x} (proved: <= {value})")
        };
        println!(
            "{plies:3}  {verdict}  {:>14} {:9.1}",
            solver.nodes - before,
            started.elapsed().as_secs_f64()
        );
    }
}
