//! A player that picks any legal move, uniformly, from its seed.

use kiela_core::House;

use crate::agent::{Agent, MoveRequest};
use crate::children::Children;
use crate::rng::Rng;

#[derive(Clone, Copy, Debug, Default)]
pub struct RandomAgent;

impl Agent for RandomAgent {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn choose(&mut self, request: &MoveRequest<'_>) -> Option<House> {
        let children = Children::of(request.position);
        let moves = children.as_slice();
        if moves.is_empty() {
            return None;
        }
        let pick = Rng::new(request.seed).below(moves.len() as u64) as usize;
        Some(moves[pick].house)
    }
}
