//! A plain alpha-beta player to measure the engine against (issue 21): negamax to a fixed
//! depth over a stones-only evaluation (its stones less the opponent's), moves in loop order,
//! no transposition table, no ordering tricks, no quiescence. A mover with no legal move
//! loses; the 100th quiet move ends the game on stones (the repetition rule is left out: it
//! needs the game's history). The first of equally scored moves is played.

use kiela_core::{House, Player, Position, QUIET_MOVE_LIMIT};

use crate::agent::{Agent, MoveRequest};
use crate::children::Children;

/// A lost game, worse than any count of stones.
const LOSS: i32 = -1000;

#[derive(Clone, Copy, Debug)]
pub struct AlphaBetaAgent {
    depth: u8,
}

impl AlphaBetaAgent {
    /// A search `depth` plies deep (at least 1).
    pub fn new(depth: u8) -> AlphaBetaAgent {
        AlphaBetaAgent { depth: depth.max(1) }
    }
}

impl Agent for AlphaBetaAgent {
    fn name(&self) -> String {
        format!("alphabeta:{}", self.depth)
    }

    fn choose(&mut self, request: &MoveRequest<'_>) -> Option<House> {
        let mut list = Children::empty();
        list.fill_except(request.position, None);
        let mut best = None;
        let mut alpha = LOSS - 1;
        for c in list.as_slice() {
            if request.stop.is_stopped() && best.is_some() {
                break;
            }
            let score = -negamax(&c.position, i32::from(self.depth) - 1, -(-LOSS + 1), -alpha);
            if score > alpha {
                alpha = score;
                best = Some(c.house);
            }
        }
        best
    }
}

fn stones(position: &Position) -> i32 {
    let mover: Player = position.to_move();
    position.stones_of(mover) as i32 - position.stones_of(mover.opponent()) as i32
}

fn negamax(position: &Position, depth: i32, mut alpha: i32, beta: i32) -> i32 {
    if position.quiet_moves() >= QUIET_MOVE_LIMIT {
        return stones(position).signum() * -LOSS;
    }
    let mut list = Children::empty();
    list.fill_except(position, None);
    let children = list.as_slice();
    if children.is_empty() {
        return LOSS;
    }
    if depth <= 0 {
        return stones(position);
    }
    let mut best = LOSS - 1;
    for c in children {
        let score = -negamax(&c.position, depth - 1, -beta, -alpha);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::sample_positions;
    use crate::children::best_capture;
    use crate::StopHandle;
    use kiela_core::Rules;

    /// One ply deep on stones alone, it takes the biggest capture, unless another move leaves
    /// the opponent without a move.
    #[test]
    fn one_ply_deep_it_takes_the_biggest_capture_or_a_win() {
        let stop = StopHandle::new();
        for position in sample_positions(Rules::default(), 30, 3) {
            let request = MoveRequest {
                position: &position,
                history: &[],
                seed: 0,
                stop: &stop,
            };
            let house = AlphaBetaAgent::new(1).choose(&request).expect("a legal move");
            let mut next = position;
            let captured = next.play(house).expect("legal").captured;
            assert!(
                captured == best_capture(&position) || !next.has_legal_move(),
                "{position:?}: {house}"
            );
        }
    }

    #[test]
    fn it_searches_deeper_without_failing_and_names_its_depth() {
        let stop = StopHandle::new();
        let position = Position::start(Rules::default(), Player::South);
        let request = MoveRequest {
            position: &position,
            history: &[],
            seed: 0,
            stop: &stop,
        };
        let mut agent = AlphaBetaAgent::new(4);
        assert!(agent.choose(&request).is_some());
        assert_eq!(agent.name(), "alphabeta:4");
    }
}
