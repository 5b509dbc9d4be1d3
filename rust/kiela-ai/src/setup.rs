//! The expert opening, played by the computer: on its first turn a level may rearrange all its
//! stones instead of sowing, when it judges that better.
//!
//! The layouts it considers are shipped here as data: found offline by `examples/setups.rs`
//! (a hill climb over layouts, each scored by a search of the position after it). At run time
//! each level judges them in its own way against its best sowing:
//!
//! - Beginner never rearranges: it plays the game it knows.
//! - Easy and Medium (glances) take a layout when the capture they see themselves threatening
//!   there, less the best answer they see the opponent capture with, beats what their best
//!   sowing gains.
//! - Hard and Expert search each layout (the opponent to move), one search each with
//!   a share of the level's budget, one ply shallower than their search of the sowings, and
//!   rearrange when one scores better than the best sowing. So the first turn costs up to twice
//!   a normal move; every later move is unchanged.

use kiela_core::{Loop, Move, Player, Position};

use crate::children::with_turn_passed;
use crate::eval::STONE;
use crate::human::{self, Glance};
use crate::levels::{LevelConfig, Style};
use crate::search::{Engine, SearchLimits, SearchReport};
use crate::{zobrist, Level, StopHandle};

/// Rearrangements of the traditional game's 28 stones, in loop order (`o1`…`o10`,
/// `i10`…`i1`), best first as `examples/setups.rs` scored them for the first player.
/// (Depth-7 scores against the standard layout, the opponent sowing: +31.4, +29.6, +25.0,
/// +21.3, +20.8 and +20.6 stones; the standard layout itself scores -3.2 at depth 5.)
pub const TRADITIONAL_SETUPS: &[Loop] = &[
    [0, 0, 2, 1, 0, 3, 1, 3, 3, 1, 2, 2, 1, 2, 1, 2, 0, 1, 2, 1],
    [2, 0, 2, 0, 2, 1, 3, 3, 0, 3, 0, 2, 2, 2, 1, 2, 0, 1, 2, 0],
    [0, 1, 3, 3, 1, 0, 2, 1, 2, 4, 1, 0, 2, 2, 1, 2, 0, 1, 1, 1],
    [3, 2, 3, 0, 1, 0, 2, 1, 3, 1, 0, 1, 1, 2, 3, 0, 1, 1, 2, 1],
    [2, 0, 3, 2, 1, 0, 1, 2, 1, 4, 1, 0, 1, 2, 1, 2, 0, 2, 2, 1],
    [0, 2, 0, 1, 0, 3, 0, 3, 1, 2, 4, 2, 2, 1, 2, 2, 0, 2, 0, 1],
];

/// Rearrangements of the beginner's game's 14 stones (depth-7 scores +5.1, +5.1, +4.2 stones).
pub const BEGINNER_SETUPS: &[Loop] = &[
    [0, 0, 0, 0, 0, 1, 2, 1, 1, 1, 1, 2, 2, 1, 1, 1, 0, 0, 0, 0],
    [1, 0, 0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 1, 0, 1, 1, 0, 0, 0, 0],
    [1, 0, 0, 1, 0, 0, 1, 1, 0, 2, 0, 1, 4, 1, 1, 1, 0, 0, 0, 0],
];

/// The shipped layouts that hold exactly `stones` stones.
pub fn setups_for(stones: u32) -> impl Iterator<Item = &'static Loop> {
    TRADITIONAL_SETUPS
        .iter()
        .chain(BEGINNER_SETUPS)
        .filter(move |layout| layout.iter().map(|&s| u32::from(s)).sum::<u32>() == stones)
}

/// The position after the mover rearranges to `layout`: the opponent to move, a quiet turn.
pub fn after_setup(position: &Position, layout: &Loop) -> Position {
    let mover = position.to_move();
    let mut houses = [*position.side(Player::South), *position.side(Player::North)];
    houses[mover.index()] = *layout;
    Position::from_parts(
        houses,
        mover.opponent(),
        position.rules(),
        position.quiet_moves().saturating_add(1),
    )
}

impl Engine {
    /// The turn `level` plays: a sowing, or, when `setup_allowed` (the expert opening, the
    /// mover's first turn: [`kiela_core::Game::setup_allowed`]), a rearrangement if the level
    /// judges one better. `None` only when the mover has neither. Without a clock the same
    /// inputs and seed give the same turn.
    pub fn choose_turn(
        &mut self,
        position: &Position,
        history: &[u64],
        level: Level,
        seed: u64,
        stop: &StopHandle,
        setup_allowed: bool,
    ) -> Option<Move> {
        self.choose_turn_with(position, history, &level.config(), seed, stop, setup_allowed)
    }

    /// The same with explicit settings.
    pub fn choose_turn_with(
        &mut self,
        position: &Position,
        history: &[u64],
        config: &LevelConfig,
        seed: u64,
        stop: &StopHandle,
        setup_allowed: bool,
    ) -> Option<Move> {
        let sow = self.choose_with(position, history, config, seed, stop);
        let setup = if setup_allowed && config.rearranges && !stop.is_stopped() {
            match config.style {
                Style::Glance(glance) => glance_setup(position, &glance, sow.report.score),
                Style::Search => self.search_setup(position, history, config, &sow.report, stop),
            }
        } else {
            None
        };
        setup.map(Move::Setup).or(sow.house.map(Move::Sow))
    }

    /// The shipped layout whose search scores best, if it beats the best sowing.
    fn search_setup(
        &mut self,
        position: &Position,
        history: &[u64],
        config: &LevelConfig,
        sow: &SearchReport,
        stop: &StopHandle,
    ) -> Option<Loop> {
        let layouts: Vec<&Loop> = setups_for(position.stones_of(position.to_move())).collect();
        if layouts.is_empty() {
            return None;
        }
        let share = layouts.len() as u64;
        let limits = SearchLimits {
            max_depth: sow.depth.saturating_sub(1).max(1),
            nodes: (config.nodes / share).max(1),
            time_cap: config.time_cap.map(|cap| cap / share as u32),
            margin: 0,
            whole_budget: true,
        };
        let mut history = history.to_vec();
        history.push(zobrist::hash(position));
        let mut best: Option<(i32, Loop)> = None;
        for layout in layouts {
            let after = after_setup(position, layout);
            let report = self.search(&after, &history, &limits, stop);
            if stop.is_stopped() {
                return None;
            }
            let score = -report.score;
            if score > sow.score && best.map_or(true, |(b, _)| score > b) {
                best = Some((score, *layout));
            }
        }
        best.map(|(_, layout)| layout)
    }
}

/// Easy's way: a layout's worth is the capture it sees itself threatening there, less the
/// best capture it sees the opponent answer with; taken when that beats its best sowing.
fn glance_setup(position: &Position, glance: &Glance, sow_value: i32) -> Option<Loop> {
    let mut best: Option<(i32, Loop)> = None;
    for layout in setups_for(position.stones_of(position.to_move())) {
        let after = after_setup(position, layout);
        let answer = human::seen_threat(&after, glance).0 as i32;
        let mine = human::seen_threat(&with_turn_passed(&after), glance).0 as i32;
        let value = mine * STONE - answer * glance.reply_weight;
        if value > sow_value && best.map_or(true, |(b, _)| value > b) {
            best = Some((value, *layout));
        }
    }
    best.map(|(_, layout)| layout)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Game, Rules, Variant};

    #[test]
    fn shipped_layouts_are_legal_setups() {
        for variant in Variant::ALL {
            let start = Position::start(Rules::new(variant, Default::default()), Player::South);
            for layout in setups_for(start.stones_of(Player::South)) {
                let mut game = Game::new(start, true);
                game.play(Move::Setup(*layout)).expect("a legal setup");
                assert_eq!(*game.position(), after_setup(&start, layout));
            }
        }
        assert!(setups_for(28).count() > 0);
    }

    #[test]
    fn levels_rearrange_only_when_allowed_and_always_legally() {
        let stop = StopHandle::new();
        let mut engine = Engine::new(crate::EngineSettings {
            tt_megabytes: 1,
            ..Default::default()
        });
        let start = Position::start(Rules::default(), Player::South);
        for level in Level::ALL {
            let config = LevelConfig {
                nodes: level.config().nodes.min(6_000),
                ..level.config()
            };
            let sown = engine.choose_turn_with(&start, &[], &config, 1, &stop, false);
            assert!(matches!(sown, Some(Move::Sow(_))), "{level}: {sown:?}");
            let turn = engine.choose_turn_with(&start, &[], &config, 1, &stop, true);
            let again = engine.choose_turn_with(&start, &[], &config, 1, &stop, true);
            assert_eq!(turn, again, "{level}");
            let mut game = Game::new(start, true);
            game.play(turn.unwrap()).expect("a legal turn");
            if let Some(Move::Setup(layout)) = turn {
                assert_eq!(layout.iter().map(|&s| u32::from(s)).sum::<u32>(), 28);
            }
            if level == Level::Beginner {
                assert!(matches!(turn, Some(Move::Sow(_))), "Beginner keeps the start");
            }
            // Against the standard layout the searching levels find a shipped layout better.
            if config.style == Style::Search {
                assert!(matches!(turn, Some(Move::Setup(_))), "{level}: {turn:?}");
            }
        }
    }
}
