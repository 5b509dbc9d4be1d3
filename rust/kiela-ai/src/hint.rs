//! Hints: the best move for the player to move, where its last stone lands, and why, in words.

use std::fmt;

use kiela_core::{House, Position, QUIET_MOVE_LIMIT};

use crate::children::{best_capture, child, with_turn_passed};
use crate::levels::Level;
use crate::repetition::GameHistory;
use crate::search::{Engine, SearchLimits};
use crate::{zobrist, StopHandle};

/// Why the hinted move is good, with the numbers the text quotes. The first that applies, in
/// this order, is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HintReason {
    /// After the move the opponent has no legal move: the game is won.
    WinsNow,
    /// The move ends the game by a no-progress rule (repetition or 100 quiet moves) with the
    /// mover ahead on stones.
    WinsOnStones,
    /// The search sees a forced win within `moves` of the mover's own moves.
    ForcesWin { moves: u16 },
    /// The move captures `stones` stones (all its chained captures together).
    Captures { stones: u8 },
    /// The opponent's best capture shrinks by `stones`.
    SavesFromCapture { stones: u8 },
    /// Afterwards the mover could capture `stones` stones with its next move.
    ThreatensCapture { stones: u8 },
    /// Nothing immediate: the move the search judged best for the position.
    Positional,
}

impl fmt::Display for HintReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: u16| if n == 1 { "" } else { "s" };
        match *self {
            HintReason::WinsNow => f.write_str("wins: the opponent has no move left"),
            HintReason::WinsOnStones => f.write_str("wins on stones: the game ends with you ahead"),
            HintReason::ForcesWin { moves } => write!(f, "forces a win in {moves} move{}", plural(moves)),
            HintReason::Captures { stones } => write!(f, "captures {stones} stone{}", plural(stones.into())),
            HintReason::SavesFromCapture { stones } => {
                write!(f, "saves {stones} stone{} from capture", plural(stones.into()))
            }
            HintReason::ThreatensCapture { stones } => write!(f, "threatens a capture of {stones}"),
            HintReason::Positional => f.write_str("keeps the best position"),
        }
    }
}

/// A suggested move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The house to sow, in the mover's names.
    pub house: House,
    /// Where the move's last stone lands (after all relays and captures).
    pub last: House,
    pub reason: HintReason,
    /// `reason` as a short phrase, e.g. "captures 6 stones".
    pub text: String,
    /// The search's score for the mover, as in [`crate::SearchReport::score`].
    pub score: i32,
}

impl Engine {
    /// The best move for the player to move with `level`'s budget and no noise; `None` when
    /// there is no legal move. `history` as for [`Engine::search`].
    pub fn hint(&mut self, position: &Position, history: &[u64], level: Level, stop: &StopHandle) -> Option<Hint> {
        let config = level.config();
        // The best move only: no margin of near-best moves to score.
        let limits = SearchLimits {
            margin: 0,
            ..config.limits()
        };
        let report = self.search(position, history, &limits, stop);
        let house = report.best?;
        let reason = reason(position, house, history, report.result_in());
        Some(Hint {
            house,
            last: child(position, house)?.summary.last,
            reason,
            text: reason.to_string(),
            score: report.score,
        })
    }
}

/// Why `house` is good in `position`; `result_in` is the search's plies to a proven result.
fn reason(position: &Position, house: House, history: &[u64], result_in: Option<i32>) -> HintReason {
    let Some(after) = child(position, house) else {
        return HintReason::Positional;
    };
    let next = after.position;
    let ends_by_rule = next.quiet_moves() >= QUIET_MOVE_LIMIT
        || GameHistory::new(history).is_third_occurrence(&[zobrist::hash(&next)], 0);
    let mover = position.to_move();
    if ends_by_rule {
        if next.stones_of(mover) > next.stones_of(mover.opponent()) {
            return HintReason::WinsOnStones;
        }
    } else if !next.has_legal_move() {
        return HintReason::WinsNow;
    }
    if let Some(plies) = result_in.filter(|&p| p > 0) {
        return HintReason::ForcesWin {
            moves: ((plies + 1) / 2) as u16,
        };
    }
    if after.summary.captured > 0 {
        return HintReason::Captures {
            stones: after.summary.captured,
        };
    }
    let threatened_before = best_capture(&with_turn_passed(position));
    let threatened_after = best_capture(&next);
    if threatened_before > threatened_after {
        return HintReason::SavesFromCapture {
            stones: threatened_before - threatened_after,
        };
    }
    let threat = best_capture(&with_turn_passed(&next));
    if threat > 0 {
        return HintReason::ThreatensCapture { stones: threat };
    }
    HintReason::Positional
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_read_well() {
        assert_eq!(HintReason::Captures { stones: 6 }.to_string(), "captures 6 stones");
        assert_eq!(HintReason::Captures { stones: 1 }.to_string(), "captures 1 stone");
        assert_eq!(
            HintReason::SavesFromCapture { stones: 8 }.to_string(),
            "saves 8 stones from capture"
        );
        assert_eq!(
            HintReason::ThreatensCapture { stones: 5 }.to_string(),
            "threatens a capture of 5"
        );
        assert_eq!(HintReason::ForcesWin { moves: 1 }.to_string(), "forces a win in 1 move");
    }
}
