//! A player that captures as many stones as it can right now, looking no further; among equal
//! moves (often all of them capture nothing) it picks one by its seed.

use kiela_core::House;

use crate::agent::{Agent, MoveRequest};
use crate::children::Children;
use crate::rng::Rng;

#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyAgent;

impl Agent for GreedyAgent {
    fn name(&self) -> String {
        "greedy".to_owned()
    }

    fn choose(&mut self, request: &MoveRequest<'_>) -> Option<House> {
        let children = Children::of(request.position);
        let moves = children.as_slice();
        let most = moves.iter().map(|c| c.summary.captured).max()?;
        let best: Vec<House> = moves
            .iter()
            .filter(|c| c.summary.captured == most)
            .map(|c| c.house)
            .collect();
        Some(best[Rng::new(request.seed).below(best.len() as u64) as usize])
    }
}
