//! The legal moves of a position, each played out with its trace.

use kiela_core::{House, Position, Row, Trace};

/// A legal move and what it does.
pub struct LegalMove {
    pub house: House,
    /// Stones taken from the opponent in all.
    pub captured: u8,
    /// The position after the move.
    pub after: Position,
    /// Every step of the move.
    pub trace: Trace,
}

/// Every legal move of the player to move, in reading order: `o1`…`o10`, then `i1`…`i10`.
pub fn legal_moves(position: &Position) -> Vec<LegalMove> {
    let mut moves: Vec<LegalMove> = position
        .candidate_houses()
        .filter_map(|house| play_traced(position, house))
        .collect();
    moves.sort_by_key(|m| reading_order(m.house));
    moves
}

/// Plays `house` on a copy of `position`; `None` if the move is endless.
fn play_traced(position: &Position, house: House) -> Option<LegalMove> {
    let mut after = *position;
    let mut trace = Trace::new(position.to_move());
    let summary = after.play_observed(house, &mut trace).ok()?;
    Some(LegalMove {
        house,
        captured: summary.captured,
        after,
        trace,
    })
}

/// Sort key putting the outer row first, each row by house number.
fn reading_order(house: House) -> (bool, u8) {
    (house.row() == Row::Inner, house.number())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Player, Rules};

    #[test]
    fn start_moves_come_in_reading_order() {
        let start = Position::start(Rules::default(), Player::South);
        let names: Vec<String> = legal_moves(&start).iter().map(|m| m.house.to_string()).collect();
        let expected: Vec<String> = (1..=10)
            .map(|n| format!("o{n}"))
            .chain((7..=10).map(|n| format!("i{n}")))
            .collect();
        assert_eq!(names, expected);
    }
}
