//! Monte Carlo tree search with UCT (UCB1 on win rates, exploration √2) and uniformly random
//! playouts: the standard knowledge-free baseline.
//!
//! End rules: no legal move loses, 100 quiet moves end the game on stone count, and a playout
//! longer than [`PLAYOUT_CAP`] plies is scored on stone count too. Repetitions are not tracked
//! (random playouts almost never repeat a position).

use kiela_core::{House, Player, Position, QUIET_MOVE_LIMIT};

use crate::agent::{Agent, MoveRequest};
use crate::rng::Rng;

/// Playouts end on stone count after this many plies.
pub const PLAYOUT_CAP: u32 = 400;
const EXPLORATION: f64 = std::f64::consts::SQRT_2;
const NONE: u32 = u32::MAX;

/// MCTS with a fixed number of playouts per move.
#[derive(Clone, Copy, Debug)]
pub struct MctsAgent {
    pub playouts: u32,
}

impl MctsAgent {
    pub fn new(playouts: u32) -> MctsAgent {
        MctsAgent { playouts }
    }
}

impl Agent for MctsAgent {
    fn name(&self) -> String {
        format!("mcts:{}", self.playouts)
    }

    fn choose(&mut self, request: &MoveRequest<'_>) -> Option<House> {
        let mut tree = Tree::new(*request.position, self.playouts);
        let mut rng = Rng::new(request.seed);
        for done in 0..self.playouts {
            if done % 64 == 0 && request.stop.is_stopped() {
                break;
            }
            tree.playout(&mut rng);
        }
        tree.most_visited_root_move()
    }
}

struct Node {
    position: Position,
    /// The move that led here from the parent.
    house: House,
    first_child: u32,
    next_sibling: u32,
    /// Candidate houses (bit = loop index) not yet tried from this node.
    untried: u32,
    visits: u32,
    /// Sum of results for the player who moved into this node.
    wins: f64,
    /// South's result if the game is over here.
    over: Option<f64>,
}

struct Tree {
    nodes: Vec<Node>,
    /// The nodes of the current playout, kept to reuse its allocation.
    path: Vec<u32>,
}

impl Tree {
    fn new(root: Position, playouts: u32) -> Tree {
        let mut nodes = Vec::with_capacity(playouts as usize + 1);
        // The root's house is never read.
        nodes.push(Node::new(root, House::outer(1).expect("o1")));
        Tree {
            nodes,
            path: Vec::new(),
        }
    }

    fn playout(&mut self, rng: &mut Rng) {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        path.push(0);
        let mut at = 0;
        // Selection: descend through fully expanded nodes.
        while self.nodes[at].untried == 0 && self.nodes[at].over.is_none() && self.nodes[at].first_child != NONE {
            at = self.select_child(at);
            path.push(at as u32);
        }
        // Expansion: one new child, unless the game is over here.
        if self.nodes[at].over.is_none() {
            if let Some(child) = self.expand(at, rng) {
                at = child;
                path.push(at as u32);
            }
        }
        let south = match self.nodes[at].over {
            Some(result) => result,
            None => simulate(self.nodes[at].position, rng),
        };
        for &index in &path {
            let node = &mut self.nodes[index as usize];
            node.visits += 1;
            node.wins += match node.position.to_move() {
                // The player who moved into this node is the other one.
                Player::North => south,
                Player::South => 1.0 - south,
            };
        }
        self.path = path;
    }

    fn select_child(&self, parent: usize) -> usize {
        let log_n = f64::from(self.nodes[parent].visits).ln();
        let mut best = (f64::NEG_INFINITY, parent);
        let mut child = self.nodes[parent].first_child;
        while child != NONE {
            let node = &self.nodes[child as usize];
            let n = f64::from(node.visits);
            let uct = node.wins / n + EXPLORATION * (log_n / n).sqrt();
            if uct > best.0 {
                best = (uct, child as usize);
            }
            child = node.next_sibling;
        }
        best.1
    }

    /// Adds one untried legal move of `parent` as a child; marks `parent` over if it has none.
    fn expand(&mut self, parent: usize, rng: &mut Rng) -> Option<usize> {
        while self.nodes[parent].untried != 0 {
            let house = take_random_bit(&mut self.nodes[parent].untried, rng);
            let mut next = self.nodes[parent].position;
            if next.play(house).is_ok() {
                let index = self.nodes.len();
                let mut node = Node::new(next, house);
                node.next_sibling = self.nodes[parent].first_child;
                self.nodes.push(node);
                self.nodes[parent].first_child = index as u32;
                return Some(index);
            }
        }
        if self.nodes[parent].first_child == NONE {
            // No legal move: the mover loses.
            self.nodes[parent].over = Some(loss_for(self.nodes[parent].position.to_move()));
        }
        None
    }

    fn most_visited_root_move(&self) -> Option<House> {
        let mut best: Option<(u32, House)> = None;
        let mut child = self.nodes[0].first_child;
        while child != NONE {
            let node = &self.nodes[child as usize];
            let more = match best {
                Some((visits, _)) => node.visits > visits,
                None => true,
            };
            if more {
                best = Some((node.visits, node.house));
            }
            child = node.next_sibling;
        }
        best.map(|(_, house)| house)
    }
}

impl Node {
    fn new(position: Position, house: House) -> Node {
        let over = if position.quiet_moves() >= QUIET_MOVE_LIMIT {
            Some(on_stones(&position))
        } else {
            None
        };
        Node {
            position,
            house,
            first_child: NONE,
            next_sibling: NONE,
            untried: position.candidate_houses().bits(),
            visits: 0,
            wins: 0.0,
            over,
        }
    }
}

/// Plays uniformly random legal moves to the end; South's result.
fn simulate(mut position: Position, rng: &mut Rng) -> f64 {
    for _ in 0..PLAYOUT_CAP {
        if position.quiet_moves() >= QUIET_MOVE_LIMIT {
            return on_stones(&position);
        }
        let mut untried = position.candidate_houses().bits();
        loop {
            if untried == 0 {
                return loss_for(position.to_move());
            }
            let house = take_random_bit(&mut untried, rng);
            if position.play(house).is_ok() {
                break;
            }
        }
    }
    on_stones(&position)
}

fn take_random_bit(mask: &mut u32, rng: &mut Rng) -> House {
    let mut skip = rng.below(u64::from(mask.count_ones()));
    let mut bits = *mask;
    while skip > 0 {
        bits &= bits - 1;
        skip -= 1;
    }
    let index = bits.trailing_zeros();
    *mask &= !(1 << index);
    House::from_loop_index(index as usize).expect("mask bits are loop indices")
}

fn loss_for(player: Player) -> f64 {
    match player {
        Player::South => 0.0,
        Player::North => 1.0,
    }
}

/// South's result when the game is decided on stone count.
fn on_stones(position: &Position) -> f64 {
    let south = position.stones_of(Player::South);
    let north = position.stones_of(Player::North);
    match south.cmp(&north) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Less => 0.0,
        std::cmp::Ordering::Equal => 0.5,
    }
}
