//! Who sits at each side of the board.

use kiela_core::{Game, Move, Player};

/// Picks a computer player's move for the game as it stands; called only when the game is not
/// over and it is that player's turn.
pub type ChooseMove = Box<dyn FnMut(&Game) -> Move>;

pub enum Seat {
    /// A person typing moves.
    Human,
    /// A computer player: `name` is shown with its moves.
    #[allow(dead_code)] // Built by the AI options, which are still to come.
    Computer { name: String, choose: ChooseMove },
}

/// The two seats, South's and North's.
pub struct Seats([Seat; 2]);

impl Seats {
    /// Two people sharing the terminal.
    pub fn people() -> Seats {
        Seats([Seat::Human, Seat::Human])
    }

    /// `computer` plays `side`; a person plays the other side.
    #[allow(dead_code)] // For the AI options, which are still to come.
    pub fn against_computer(side: Player, name: String, choose: ChooseMove) -> Seats {
        let mut seats = Seats::people();
        seats.0[side.index()] = Seat::Computer { name, choose };
        seats
    }

    pub fn seat_mut(&mut self, player: Player) -> &mut Seat {
        &mut self.0[player.index()]
    }

    pub fn is_human(&self, player: Player) -> bool {
        matches!(self.0[player.index()], Seat::Human)
    }
}
