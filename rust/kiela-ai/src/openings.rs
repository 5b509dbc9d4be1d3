//! The independent opening set: the openings `kiela arena --independent` plays, drawn and
//! judged without the levels, so that a match on them measures a level on openings it was
//! never tuned or checked on (issue 36).
//!
//! `examples/independent_openings.rs` made the set: one to three uniformly random moves from
//! the traditional start, kept only when a deep search on stones alone — a material-only
//! evaluation, none of the levels' terms, [`JUDGE_NODES`] positions a search, many times
//! Expert's, after a short search has dropped those it scores more than ten stones from
//! even — scores the side to move within [`JUDGE_MARGIN`] of even. The file keeps each
//! opening's moves and that score, so the set is fixed: a later change to the engine cannot
//! move it.

use kiela_core::{Game, Move, Player, Position, Rules};

use crate::eval::{Weights, STONE};

/// The set, one opening a line: its moves, a tab, the judge's score for the side to move (in
/// stones) and the depth it reached.
const SET: &str = include_str!("openings/independent.txt");

/// The judge's evaluation: stones alone.
pub const JUDGE_WEIGHTS: Weights = Weights {
    material: STONE,
    mobility: 0,
    threat_for: 0,
    threat_against: 0,
    exposure: 0,
    inner_stones: 0,
    empty_inner: 0,
};

/// The judge's budget a search: more than ten times Expert's a move (depth 16 to 21 here).
pub const JUDGE_NODES: u64 = 5_000_000;

/// The largest score, either way, of an opening kept: four stones.
pub const JUDGE_MARGIN: i32 = 4 * STONE;

/// The set's openings as games from the traditional start, in the file's order.
pub fn independent_openings() -> Vec<Game> {
    set_lines()
        .map(|line| {
            let moves = line.split('\t').next().unwrap_or_default();
            opening_game(moves).unwrap_or_else(|| panic!("the opening set's line '{line}' does not replay"))
        })
        .collect()
}

/// The set's openings, one line each: the file without its comments and blank lines.
fn set_lines() -> impl Iterator<Item = &'static str> {
    SET.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
}

/// The game after `moves` (notation, space-separated) from the traditional start, South first.
pub fn opening_game(moves: &str) -> Option<Game> {
    let mut game = Game::new(Position::start(Rules::default(), Player::South), false);
    for text in moves.split_whitespace() {
        let turn: Move = text.parse().ok()?;
        game.play(turn).ok()?;
    }
    (!game.status().is_over()).then_some(game)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_set_replays_and_holds_distinct_short_openings() {
        let openings = independent_openings();
        assert!(openings.len() >= 150, "{} openings", openings.len());
        let mut seen = HashSet::new();
        for game in &openings {
            assert!((1..=3).contains(&game.moves().len()), "{:?}", game.moves());
            assert!(!game.status().is_over());
            assert!(seen.insert(game.moves().to_vec()), "{:?} twice", game.moves());
        }
    }

    #[test]
    fn every_kept_opening_was_judged_within_the_margin() {
        for line in set_lines() {
            let mut fields = line.split('\t');
            let (_moves, score) = (fields.next(), fields.next().expect("a score"));
            let stones: f64 = score.trim().parse().expect("a score in stones");
            assert!(stones.abs() * f64::from(STONE) <= f64::from(JUDGE_MARGIN), "{line}");
        }
    }
}
