//! Who sits at each side of the board.

use kiela_ai::{zobrist, Engine, Level, StopHandle};
use kiela_core::{Game, Move, Player};

/// Picks a computer player's move for the game as it stands; called only when the game is not
/// over and it is that player's turn. `None` if it finds no move.
pub type ChooseMove = Box<dyn FnMut(&Game) -> Option<Move>>;

pub enum Seat {
    /// A person typing moves.
    Human,
    /// A computer player: `name` is shown with its moves.
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
    pub fn against_computer(side: Player, name: String, choose: ChooseMove) -> Seats {
        let mut seats = Seats::people();
        seats.0[side.index()] = Seat::Computer { name, choose };
        seats
    }

    /// A person against the computer at `level`; `seed` makes its choices among near-best
    /// moves reproducible.
    pub fn against_level(side: Player, level: Level, seed: u64) -> Seats {
        // One engine for the whole game: its table is allocated once.
        let mut engine = Engine::default();
        let choose = move |game: &Game| {
            let history = zobrist::game_history(game);
            let choice = engine.choose(game.position(), &history, level, seed, &StopHandle::new());
            choice.house.map(Move::Sow)
        };
        Seats::against_computer(side, format!("computer, {level}"), Box::new(choose))
    }

    pub fn seat_mut(&mut self, player: Player) -> &mut Seat {
        &mut self.0[player.index()]
    }

    pub fn is_human(&self, player: Player) -> bool {
        matches!(self.0[player.index()], Seat::Human)
    }

    /// The side of the only person at the board, when the other side is a computer.
    pub fn lone_person(&self) -> Option<Player> {
        match Player::BOTH.map(|player| self.is_human(player)) {
            [true, false] => Some(Player::South),
            [false, true] => Some(Player::North),
            _ => None,
        }
    }

    /// How a side is named in messages: `north`, or `north (computer, expert)`.
    pub fn label(&self, player: Player) -> String {
        match &self.0[player.index()] {
            Seat::Human => player.to_string(),
            Seat::Computer { name, .. } => format!("{player} ({name})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Position, Rules};

    #[test]
    fn the_computer_plays_a_legal_move_for_its_side() {
        let mut seats = Seats::against_level(Player::North, Level::Beginner, 3);
        assert_eq!(seats.lone_person(), Some(Player::South));
        assert_eq!(seats.label(Player::North), "north (computer, beginner)");
        assert_eq!(seats.label(Player::South), "south");
        let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
        game.play("o10".parse().unwrap()).unwrap();
        let Seat::Computer { choose, .. } = seats.seat_mut(Player::North) else {
            panic!("north is the computer");
        };
        let reply = choose(&game).expect("a move");
        assert!(game.play(reply).is_ok());
    }
}
