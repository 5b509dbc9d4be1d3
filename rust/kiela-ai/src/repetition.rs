//! The repetition rule inside search: a position's third occurrence ends the game, counting the
//! game's earlier positions and those on the current search path.

use kiela_core::REPETITION_LIMIT;

/// The earlier positions of the game, sorted once per search so a lookup is a binary search.
pub(crate) struct GameHistory {
    sorted: Vec<u64>,
}

impl GameHistory {
    pub fn new(history: &[u64]) -> GameHistory {
        let mut sorted = history.to_vec();
        sorted.sort_unstable();
        GameHistory { sorted }
    }

    fn count(&self, hash: u64) -> usize {
        let from = self.sorted.partition_point(|&h| h < hash);
        self.sorted[from..].iter().take_while(|&&h| h == hash).count()
    }

    /// Whether the position `path[ply]` occurs for the third time. `path` holds the hashes of
    /// the search path from the root (ply 0); the hash includes the player to move, so only
    /// every other ply can match.
    #[inline]
    pub fn is_third_occurrence(&self, path: &[u64], ply: usize) -> bool {
        let hash = path[ply];
        let on_path = (ply % 2..ply).step_by(2).filter(|&p| path[p] == hash).count();
        // Cheap test first: most positions never repeat on the path or in the game.
        if on_path + self.sorted.len() < REPETITION_LIMIT - 1 {
            return false;
        }
        on_path + self.count(hash) >= REPETITION_LIMIT - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_the_game_and_the_path() {
        let history = GameHistory::new(&[7, 1, 7, 3]);
        assert!(history.is_third_occurrence(&[7], 0));
        assert!(!history.is_third_occurrence(&[1], 0));
        assert!(history.is_third_occurrence(&[1, 2, 1], 2));
        assert!(!history.is_third_occurrence(&[5, 1, 2, 5], 3)); // ply 0 has the other mover
        assert!(GameHistory::new(&[]).is_third_occurrence(&[5, 0, 5, 0, 5], 4));
    }
}
