//! Reference players to measure the engine against: they share nothing with its search.

pub mod greedy;
pub mod mcts;
pub mod random;

pub use greedy::GreedyAgent;
pub use mcts::MctsAgent;
pub use random::RandomAgent;
