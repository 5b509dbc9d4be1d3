//! Zobrist hashing: one random key per (player, house, stone count) and one for the player to
//! move. A position's hash is the XOR of the keys of its 40 houses, so it identifies exactly
//! what the repetition rule compares (houses and player to move) and keys the TT.

use kiela_core::{Game, Move, Player, Position, HOUSES_PER_PLAYER};

/// Counts above this share a key. No house can hold more: there are 56 stones in all.
const MAX_COUNT: usize = 56;

struct Keys {
    houses: [[[u64; MAX_COUNT + 1]; HOUSES_PER_PLAYER]; 2],
    north_to_move: u64,
}

/// Built at compile time from a fixed seed: hashes are the same in every build and on every
/// device, so a game's history hashes can be stored and reused.
static KEYS: Keys = build_keys();

const fn build_keys() -> Keys {
    let mut houses = [[[0u64; MAX_COUNT + 1]; HOUSES_PER_PLAYER]; 2];
    let mut state = 0x4B49_454C_415F_4149u64; // "KIELA_AI"
    let mut player = 0;
    while player < 2 {
        let mut house = 0;
        while house < HOUSES_PER_PLAYER {
            // Count 0 keeps key 0: empty houses cost nothing and need no special case.
            let mut count = 1;
            while count <= MAX_COUNT {
                state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                houses[player][house][count] = crate::rng::mix(state);
                count += 1;
            }
            house += 1;
        }
        player += 1;
    }
    state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    Keys {
        houses,
        north_to_move: crate::rng::mix(state),
    }
}

/// The hash of `position`'s 40 houses and player to move.
#[inline]
pub fn hash(position: &Position) -> u64 {
    let mut h = match position.to_move() {
        Player::South => 0,
        Player::North => KEYS.north_to_move,
    };
    for player in Player::BOTH {
        let keys = &KEYS.houses[player.index()];
        for (key, &count) in keys.iter().zip(position.side(player)) {
            h ^= key[usize::from(count).min(MAX_COUNT)];
        }
    }
    h
}

/// The hashes of every position of `game` before the current one, oldest first: the history
/// the search needs for the repetition rule.
pub fn game_history(game: &Game) -> Vec<u64> {
    let mut position = *game.start();
    let mut hashes = Vec::with_capacity(game.moves().len());
    for turn in game.moves() {
        hashes.push(hash(&position));
        position = match *turn {
            Move::Sow(house) => {
                let mut next = position;
                // A recorded move was legal when it was played.
                next.play(house).expect("a game's moves are legal");
                next
            }
            Move::Setup(side) => rearranged(&position, side),
        };
    }
    hashes
}

/// `position` after its mover rearranged their stones into `side` (expert opening).
fn rearranged(position: &Position, side: kiela_core::Loop) -> Position {
    let mover = position.to_move();
    let mut houses = [*position.side(Player::South), *position.side(Player::North)];
    houses[mover.index()] = side;
    Position::from_parts(
        houses,
        mover.opponent(),
        position.rules(),
        position.quiet_moves().saturating_add(1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::Rules;

    #[test]
    fn hash_depends_on_houses_and_player_to_move_only() {
        let start = Position::start(Rules::default(), Player::South);
        let north = Position::from_parts(
            [*start.side(Player::South), *start.side(Player::North)],
            Player::North,
            start.rules(),
            7,
        );
        assert_ne!(hash(&start), hash(&north));
        let mut moved = start;
        moved.play(kiela_core::House::outer(10).unwrap()).unwrap();
        assert_ne!(hash(&start), hash(&moved));
        let same = Position::from_parts(
            [*moved.side(Player::South), *moved.side(Player::North)],
            Player::North,
            moved.rules(),
            42,
        );
        assert_eq!(hash(&moved), hash(&same));
    }

    #[test]
    fn game_history_lists_the_positions_before_the_current_one() {
        let start = Position::start(Rules::default(), Player::South);
        let mut game = Game::new(start, false);
        let o10 = kiela_core::House::outer(10).unwrap();
        game.play(Move::Sow(o10)).unwrap();
        let first = game.position().legal_moves().iter().next().unwrap();
        game.play(Move::Sow(first)).unwrap();
        let mut after_one = start;
        after_one.play(o10).unwrap();
        assert_eq!(game_history(&game), vec![hash(&start), hash(&after_one)]);
    }
}
