//! Reference players to measure the engine against: they share nothing with its search.

pub mod alphabeta;
pub mod greedy;
pub mod mcts;
pub mod random;

pub use alphabeta::AlphaBetaAgent;
pub use greedy::GreedyAgent;
pub use mcts::MctsAgent;
pub use random::RandomAgent;
