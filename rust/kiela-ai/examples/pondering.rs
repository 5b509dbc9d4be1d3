//! What pondering gives Expert (issue 36), in nodes and depth. From the independent set's first
//! `openings` openings, Expert (pondering, as in the app) plays `alphabeta:10` for `moves` of
//! its own moves. Before each of its moves it ponders the position its last move left, as the
//! app does while the person thinks; its search is then compared with a fresh one (no ponder)
//! of the same position: the depth each reaches on Expert's budget, the nodes and time each
//! takes, the nodes a fresh search needs to reach the warm search's depth, whether the two
//! choose the same move, and how often the reply the ponder scored best was the one played.
//! `cargo run -p kiela-ai --release --example pondering -- [openings] [moves] [ponder nodes]`
//! (default 16 openings, 10 moves, `EXPERT_PONDER_NODES`).

use kiela_ai::baselines::AlphaBetaAgent;
use kiela_ai::levels::EXPERT_PONDER_NODES;
use kiela_ai::openings::independent_openings;
use kiela_ai::{zobrist, Agent, Engine, Level, MoveRequest, SearchLimits, StopHandle};
use kiela_core::{House, Move, Position};

fn arg<T: std::str::FromStr>(index: usize, default: T) -> T {
    std::env::args()
        .nth(index)
        .map_or(default, |a| a.parse().ok().expect("a number"))
}

/// The sums over every compared move.
#[derive(Default)]
struct Totals {
    moves: u32,
    fresh_depth: u64,
    warm_depth: u64,
    fresh_nodes: u64,
    warm_nodes: u64,
    fresh_ms: f64,
    warm_ms: f64,
    /// A fresh search's nodes to the warm search's depth.
    fresh_to_warm_depth: u64,
    same_move: u32,
    expected_reply: u32,
}

fn main() {
    let openings: usize = arg(1, 16);
    let moves: usize = arg(2, 10);
    let ponder_nodes: u64 = arg(3, EXPERT_PONDER_NODES);
    let limits = Level::Expert.config().fixed().limits();
    let stop = StopHandle::new();
    let (mut pondering, mut fresh) = (Engine::default(), Engine::default());
    let mut opponent = AlphaBetaAgent::new(10);
    let mut totals = Totals::default();
    for (index, mut game) in independent_openings().into_iter().take(openings).enumerate() {
        let expert = game.position().to_move();
        // What Expert's last move left the opponent, with its history.
        let mut left: Option<(Position, Vec<u64>)> = None;
        let mut own_moves = 0;
        while own_moves < moves && !game.status().is_over() {
            let position = *game.position();
            let history = zobrist::game_history(&game);
            let house = if position.to_move() == expert {
                own_moves += 1;
                let house = match left.take() {
                    // The first move has nothing to ponder on.
                    None => pondering.search(&position, &history, &limits, &stop).best,
                    Some((ponder_at, ponder_history)) => {
                        let expected = pondering.ponder(&ponder_at, &ponder_history, ponder_nodes, &stop).best;
                        let warm = pondering.search(&position, &history, &limits, &stop);
                        let cold = fresh.search(&position, &history, &limits, &stop);
                        let to_depth = fresh.search(&position, &history, &SearchLimits::depth(warm.depth), &stop);
                        let replied = match game.moves().last() {
                            Some(Move::Sow(house)) => Some(*house),
                            _ => None,
                        };
                        totals.moves += 1;
                        totals.fresh_depth += u64::from(cold.depth);
                        totals.warm_depth += u64::from(warm.depth);
                        totals.fresh_nodes += cold.nodes;
                        totals.warm_nodes += warm.nodes;
                        totals.fresh_ms += cold.elapsed.as_secs_f64() * 1000.0;
                        totals.warm_ms += warm.elapsed.as_secs_f64() * 1000.0;
                        totals.fresh_to_warm_depth += to_depth.nodes;
                        totals.same_move += u32::from(cold.best == warm.best);
                        totals.expected_reply += u32::from(expected.is_some() && expected == replied);
                        warm.best
                    }
                };
                left = leave(&game, house);
                house
            } else {
                opponent.choose(&MoveRequest {
                    position: &position,
                    history: &history,
                    seed: 0,
                    stop: &stop,
                })
            };
            play(&mut game, house);
        }
        eprintln!("opening {}: {} moves compared so far", index + 1, totals.moves);
    }
    report(&totals, ponder_nodes);
}

/// The position Expert's move `house` leaves the opponent, with its history.
fn leave(game: &kiela_core::Game, house: Option<House>) -> Option<(Position, Vec<u64>)> {
    let mut after = game.clone();
    after.play(Move::Sow(house?)).ok()?;
    (!after.status().is_over()).then(|| (*after.position(), zobrist::game_history(&after)))
}

fn play(game: &mut kiela_core::Game, house: Option<House>) {
    if let Some(house) = house {
        game.play(Move::Sow(house)).expect("the search plays a legal move");
    }
}

fn report(totals: &Totals, ponder_nodes: u64) {
    let n = f64::from(totals.moves.max(1));
    let per = |sum: u64| sum as f64 / n;
    println!(
        "pondering {ponder_nodes} nodes before each of {} Expert moves:",
        totals.moves
    );
    println!(
        "  depth on Expert's budget: fresh {:.2}, after the ponder {:.2}",
        per(totals.fresh_depth),
        per(totals.warm_depth)
    );
    println!(
        "  nodes a move: fresh {:.0}, after the ponder {:.0}; time a move: fresh {:.1} ms, after the ponder {:.1} ms",
        per(totals.fresh_nodes),
        per(totals.warm_nodes),
        totals.fresh_ms / n,
        totals.warm_ms / n
    );
    println!(
        "  a fresh search needs {:.0} nodes a move to reach the warm depth ({:.1}x the warm search's)",
        per(totals.fresh_to_warm_depth),
        totals.fresh_to_warm_depth as f64 / totals.warm_nodes.max(1) as f64
    );
    println!(
        "  the same move as the fresh search: {:.1}%; the reply the ponder expected: {:.1}%",
        100.0 * f64::from(totals.same_move) / n,
        100.0 * f64::from(totals.expected_reply) / n
    );
}
