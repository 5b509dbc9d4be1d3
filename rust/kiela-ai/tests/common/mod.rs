//! Positions for the tests: reachable ones from random games and arbitrary ones.
#![allow(dead_code)]

use kiela_ai::Rng;
use kiela_core::{CaptureSowing, House, Player, Position, Rules, Variant};

/// Every variant with every capture-sowing option.
pub fn all_rules() -> Vec<Rules> {
    Variant::ALL
        .into_iter()
        .flat_map(|v| CaptureSowing::ALL.into_iter().map(move |c| Rules::new(v, c)))
        .collect()
}

/// A position `plies` random moves into a game (fewer if the mover gets stuck).
pub fn played(rules: Rules, plies: u32, rng: &mut Rng) -> Position {
    let mut position = Position::start(rules, Player::South);
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let house = moves.iter().nth(rng.below(moves.len() as u64) as usize).unwrap();
        position.play(house).unwrap();
    }
    position
}

/// The variant's stones thrown at random into the 40 houses, any player to move.
pub fn scattered(rules: Rules, rng: &mut Rng) -> Position {
    let mut houses = [[0u8; 20]; 2];
    for _ in 0..rules.variant.total_stones() {
        houses[rng.below(2) as usize][rng.below(20) as usize] += 1;
    }
    let to_move = if rng.below(2) == 0 {
        Player::South
    } else {
        Player::North
    };
    Position::from_parts(houses, to_move, rules, rng.below(100) as u16)
}

/// A mix of both kinds for every rule set.
pub fn sample(count_per_rules: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut positions = Vec::new();
    for rules in all_rules() {
        for i in 0..count_per_rules {
            positions.push(if i % 2 == 0 {
                let plies = rng.below(60) as u32;
                played(rules, plies, &mut rng)
            } else {
                scattered(rules, &mut rng)
            });
        }
    }
    positions
}

/// A position from South's and North's houses given as (house name, stones).
pub fn build(rules: Rules, to_move: Player, south: &[(&str, u8)], north: &[(&str, u8)]) -> Position {
    let mut houses = [[0u8; 20]; 2];
    for (side, list) in [(0, south), (1, north)] {
        for &(name, stones) in list {
            let house: House = name.parse().unwrap();
            houses[side][house.loop_index()] = stones;
        }
    }
    Position::from_parts(houses, to_move, rules, 0)
}

pub fn h(name: &str) -> House {
    name.parse().unwrap()
}
