//! Matches between two players: games in pairs from the same seeded opening with colours
//! swapped, the score with a 95% interval, and the Elo difference it implies.

use kiela_core::{adjudicate, EndReason, Game, Move, Player, Position, Rules, Status, HOUSES_PER_PLAYER};

use crate::agent::{Agent, LevelAgent, MoveRequest};
use crate::eval::{Weights, STONE};
use crate::levels::Level;
use crate::rng::{derive, Rng};
use crate::search::{Engine, EngineSettings, SearchLimits};
use crate::{zobrist, StopHandle};

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaConfig {
    /// Games in all; pairs share an opening, so an even number is fairest.
    pub games: u32,
    pub rules: Rules,
    /// Seeded plies played from the start before the players take over, drawn from
    /// `min_opening_plies..=max_opening_plies`: varied but reproducible openings.
    pub min_opening_plies: u32,
    pub max_opening_plies: u32,
    /// Keep only openings a short search scores as roughly even (see [`balanced_opening`]);
    /// uniformly random plies alone often leave one side lost before the match starts.
    pub balanced_openings: bool,
    pub seed: u64,
    /// The expert opening: each player may rearrange on its first turn. The openings are then
    /// not random plies (they would use up those turns) but seeded start layouts, the same
    /// for both players (each in its own names), kept when a short search scores them even
    /// ([`balanced_layout`]).
    pub expert_opening: bool,
    /// Play the independent opening set ([`crate::openings`]) instead of seeded openings: pair
    /// k starts from the set's opening k (round again past its end). The seed still seeds
    /// the players.
    pub independent_openings: bool,
    /// The match starts at this pair (game `2 × first_pair`): its games are those the same
    /// match from pair 0 plays there, so one long match can be split across processes.
    pub first_pair: u32,
    /// A game still going after this many plies is decided on stone count (a safety net: the
    /// rules alone do not bound a game's length).
    pub max_plies: u32,
}

impl Default for ArenaConfig {
    fn default() -> ArenaConfig {
        ArenaConfig {
            games: 100,
            rules: Rules::default(),
            min_opening_plies: 2,
            max_opening_plies: 6,
            balanced_openings: true,
            seed: 1,
            expert_opening: false,
            independent_openings: false,
            first_pair: 0,
            max_plies: 1_000,
        }
    }
}

/// A game's result for the first player of the match (`a`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The seat `a` played.
    pub a_plays: Player,
    pub outcome: Outcome,
    /// Why it ended; `None` when the ply cap decided it.
    pub reason: Option<EndReason>,
    pub plies: u32,
    /// Whether `a` and `b` rearranged their stones (the expert opening).
    pub a_rearranged: bool,
    pub b_rearranged: bool,
}

/// The running totals, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaProgress {
    pub played: u32,
    pub total: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub last: GameSummary,
}

/// A match's result, from `a`'s point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaResult {
    pub a: String,
    pub b: String,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub games: Vec<GameSummary>,
    /// Stopped by the stop handle before all games were played.
    pub interrupted: bool,
}

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

impl ArenaResult {
    /// A result from its counts alone (wins, draws, losses of `a`), without the games' details:
    /// what the score and Elo figures need.
    pub fn of_counts(a: &str, b: &str, [wins, draws, losses]: [u32; 3]) -> ArenaResult {
        ArenaResult {
            a: a.to_owned(),
            b: b.to_owned(),
            wins,
            draws,
            losses,
            games: Vec::new(),
            interrupted: false,
        }
    }

    pub fn played(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, a draw counting half.
    pub fn score(&self) -> f64 {
        if self.played() == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.played())
    }

    /// The Wilson 95% interval of the score. It reaches 1 exactly for a perfect score and 0
    /// for a null one (rounding alone would leave it a hair short, a huge finite Elo).
    pub fn interval95(&self) -> (f64, f64) {
        let n = f64::from(self.played());
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let p = self.score();
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        let low = if self.losses == self.played() {
            0.0
        } else {
            (centre - half).max(0.0)
        };
        let high = if self.wins == self.played() {
            1.0
        } else {
            (centre + half).min(1.0)
        };
        (low, high)
    }

    /// The Elo difference a − b the score implies; infinite, with its sign, when every game
    /// was won or lost, since no finite difference predicts a perfect score.
    pub fn elo(&self) -> f64 {
        elo_of(self.score())
    }

    /// The Elo differences at the ends of the score's 95% interval. They hold `elo()` (the
    /// mapping rises with the score), and an end is infinite where the score's reaches 0 or 1.
    pub fn elo_interval95(&self) -> (f64, f64) {
        let (low, high) = self.interval95();
        (elo_of(low), elo_of(high))
    }
}

/// The Elo difference a score per game implies, from −∞ at 0 through 0 at one half to +∞ at 1.
pub fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// An Elo difference rounded with its sign: `+191`, `-35`, `0`, `+∞`, `-∞`.
pub fn elo_text(elo: f64) -> String {
    if elo.is_infinite() {
        return if elo > 0.0 { "+∞" } else { "-∞" }.to_owned();
    }
    match elo.round() as i64 {
        0 => "0".to_owned(),
        n => format!("{n:+}"),
    }
}

impl std::fmt::Display for ArenaResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (low, high) = self.interval95();
        let (elo_low, elo_high) = self.elo_interval95();
        write!(
            f,
            "{} vs {}: +{} ={} -{} in {} game{}, score {:.1}% (95% CI {:.1}–{:.1}%), Elo {} ({} to {})",
            self.a,
            self.b,
            self.wins,
            self.draws,
            self.losses,
            self.played(),
            if self.played() == 1 { "" } else { "s" },
            100.0 * self.score(),
            100.0 * low,
            100.0 * high,
            elo_text(self.elo()),
            elo_text(elo_low),
            elo_text(elo_high)
        )
    }
}

/// Plays `config.games` games of `a` against `b`: game 2k has `a` as South, game 2k+1 the same
/// opening with `a` as North. Calls `progress` after each game. `stop` ends the match early.
pub fn play_match<'a>(
    a: &mut (dyn Agent + 'a),
    b: &mut (dyn Agent + 'a),
    config: &ArenaConfig,
    stop: &StopHandle,
    progress: &mut dyn FnMut(&ArenaProgress),
) -> ArenaResult {
    let mut result = ArenaResult {
        a: a.name(),
        b: b.name(),
        wins: 0,
        draws: 0,
        losses: 0,
        games: Vec::with_capacity(config.games as usize),
        interrupted: false,
    };
    let set = if config.independent_openings {
        crate::openings::independent_openings()
    } else {
        Vec::new()
    };
    for played in 0..config.games {
        // The game's number in the match from pair 0: it alone decides the opening and seeds.
        let index = 2 * u64::from(config.first_pair) + u64::from(played);
        let pair = index / 2;
        let mut rng = Rng::new(derive(config.seed, pair));
        let span = config.max_opening_plies.saturating_sub(config.min_opening_plies);
        let plies = config.min_opening_plies + rng.below(u64::from(span) + 1) as u32;
        let opening = if !set.is_empty() {
            set[pair as usize % set.len()].clone()
        } else if config.expert_opening {
            balanced_layout(config.rules, rng.next_u64())
        } else if config.balanced_openings {
            balanced_opening(config.rules, plies, rng.next_u64())
        } else {
            random_opening(config.rules, plies, rng.next_u64())
        };
        let a_plays = if index % 2 == 0 { Player::South } else { Player::North };
        let (south, north): (&mut (dyn Agent + 'a), &mut (dyn Agent + 'a)) = if a_plays == Player::South {
            (&mut *a, &mut *b)
        } else {
            (&mut *b, &mut *a)
        };
        let seed = derive(config.seed ^ 0xA11CE, index);
        let Some(end) = play_game(south, north, opening, seed, config.max_plies, stop) else {
            result.interrupted = true;
            break;
        };
        let (outcome, reason) = match end.status {
            Status::Won { winner, reason } if winner == a_plays => (Outcome::Win, reason),
            Status::Won { reason, .. } => (Outcome::Loss, reason),
            Status::Drawn { reason } => (Outcome::Draw, reason),
            Status::Playing => unreachable!("play_game returns finished games"),
        };
        match outcome {
            Outcome::Win => result.wins += 1,
            Outcome::Draw => result.draws += 1,
            Outcome::Loss => result.losses += 1,
        }
        let summary = GameSummary {
            a_plays,
            outcome,
            reason: if end.capped { None } else { Some(reason) },
            plies: end.plies,
            a_rearranged: end.rearranged[a_plays.index()],
            b_rearranged: end.rearranged[a_plays.opponent().index()],
        };
        result.games.push(summary);
        progress(&ArenaProgress {
            played: played + 1,
            total: config.games,
            wins: result.wins,
            draws: result.draws,
            losses: result.losses,
            last: summary,
        });
    }
    result
}

/// How a game played by [`play_game`] ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The game as played, every turn in it.
    pub game: Game,
    pub status: Status,
    /// Decided on stones by the ply cap, not by the rules.
    pub capped: bool,
    /// Plies the players made (after the opening).
    pub plies: u32,
    /// Whether South and North rearranged their stones.
    pub rearranged: [bool; 2],
}

/// Plays `game` to its end; `None` if stopped. A player that fails to give a legal move loses.
pub fn play_game<'a>(
    south: &mut (dyn Agent + 'a),
    north: &mut (dyn Agent + 'a),
    mut game: Game,
    seed: u64,
    max_plies: u32,
    stop: &StopHandle,
) -> Option<GameEnd> {
    let mut history = zobrist::game_history(&game);
    let mut plies = 0;
    let mut rearranged = [false; 2];
    while !game.status().is_over() {
        if stop.is_stopped() {
            return None;
        }
        let position = *game.position();
        if plies >= max_plies {
            return Some(GameEnd {
                game,
                status: adjudicate(&position, EndReason::NoCapture),
                capped: true,
                plies,
                rearranged,
            });
        }
        let mover = position.to_move();
        let agent = if mover == Player::South {
            &mut *south
        } else {
            &mut *north
        };
        let request = MoveRequest {
            position: &position,
            history: &history,
            seed: derive(seed, u64::from(plies)),
            stop,
        };
        let turn = agent.choose_turn(&request, game.setup_allowed());
        rearranged[mover.index()] |= matches!(turn, Some(Move::Setup(_)));
        let played = turn.map(|turn| game.play(turn));
        if !matches!(played, Some(Ok(_))) {
            let forfeit = Status::Won {
                winner: mover.opponent(),
                reason: EndReason::NoLegalMove,
            };
            return Some(GameEnd {
                game,
                status: forfeit,
                capped: false,
                plies,
                rearranged,
            });
        }
        history.push(zobrist::hash(&position));
        plies += 1;
    }
    Some(GameEnd {
        status: game.status(),
        game,
        capped: false,
        plies,
        rearranged,
    })
}

/// A game between two levels from the traditional start, South first, played to its end
/// (400 plies at most, then decided on stones): the same game for the same seed.
pub fn game_between(south: Level, north: Level, seed: u64) -> Game {
    let start = Game::new(Position::start(Rules::default(), Player::South), false);
    let agent = |level| LevelAgent::new(level, EngineSettings::default());
    let end = play_game(
        &mut agent(south),
        &mut agent(north),
        start,
        seed,
        400,
        &StopHandle::new(),
    );
    end.expect("nothing stops the game").game
}

/// A game after `plies` uniformly random moves from the start (South first), reproducible from
/// `seed`; openings that would end the game are drawn again.
pub fn random_opening(rules: Rules, plies: u32, seed: u64) -> Game {
    let mut rng = Rng::new(seed);
    loop {
        let mut game = Game::new(Position::start(rules, Player::South), false);
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if game.status().is_over() || moves.is_empty() {
                break;
            }
            let house = moves
                .iter()
                .nth(rng.below(moves.len() as u64) as usize)
                .expect("index below len");
            game.play(Move::Sow(house)).expect("legal move");
        }
        if !game.status().is_over() {
            return game;
        }
    }
}

/// The evaluation that judges openings even: the engine's weights before the inner-row terms
/// (issue 21), kept fixed so that a seed's openings stay the same when the engine's
/// evaluation changes, and matches from different versions stay comparable.
const OPENING_JUDGE_WEIGHTS: Weights = Weights {
    material: 100,
    mobility: 20,
    threat_for: 50,
    threat_against: -40,
    exposure: -26,
    inner_stones: 0,
    empty_inner: 0,
};

/// The search that judges an opening even (depth 6, a small table).
fn opening_judge() -> Engine {
    Engine::new(EngineSettings {
        tt_megabytes: 1,
        weights: OPENING_JUDGE_WEIGHTS,
    })
}

/// Balanced openings: uniformly random plies (varied), kept only if a depth-6 search scores
/// the result within ±3 stones for the side to move (fair to both seats). Up to 200 draws;
/// then the most even one found.
pub fn balanced_opening(rules: Rules, plies: u32, seed: u64) -> Game {
    const MAX_IMBALANCE: i32 = 3 * STONE;
    let mut engine = opening_judge();
    let stop = StopHandle::new();
    let mut rng = Rng::new(seed);
    let mut most_even: Option<(i32, Game)> = None;
    for _ in 0..200 {
        let game = random_opening(rules, plies, rng.next_u64());
        let check = engine.search(
            game.position(),
            &zobrist::game_history(&game),
            &SearchLimits::depth(6),
            &stop,
        );
        if check.score.abs() <= MAX_IMBALANCE {
            return game;
        }
        let more_even = match &most_even {
            Some((score, _)) => check.score.abs() < *score,
            None => true,
        };
        if more_even {
            most_even = Some((check.score.abs(), game));
        }
    }
    most_even.expect("200 draws were made").1
}

/// A start for the expert opening: the variant's stones for each player dropped into seeded
/// houses, the same houses (in its own names) for both, South to move; kept if a depth-6
/// search scores it within ±3 stones for South (who may rearrange first, then North). Up to
/// 200 draws; then the most even one found.
pub fn balanced_layout(rules: Rules, seed: u64) -> Game {
    const MAX_IMBALANCE: i32 = 3 * STONE;
    let mut engine = opening_judge();
    let stop = StopHandle::new();
    let mut rng = Rng::new(seed);
    let mut most_even: Option<(i32, Game)> = None;
    for _ in 0..200 {
        let mut side = [0u8; HOUSES_PER_PLAYER];
        for _ in 0..rules.variant.stones_per_player() {
            side[rng.below(HOUSES_PER_PLAYER as u64) as usize] += 1;
        }
        let game = Game::new(Position::from_parts([side, side], Player::South, rules, 0), true);
        if game.status().is_over() {
            continue;
        }
        let check = engine.search(game.position(), &[], &SearchLimits::depth(6), &stop);
        if check.score.abs() <= MAX_IMBALANCE {
            return game;
        }
        if most_even.as_ref().map_or(true, |(score, _)| check.score.abs() < *score) {
            most_even = Some((check.score.abs(), game));
        }
    }
    most_even.map_or_else(
        || Game::new(Position::start(rules, Player::South), true),
        |(_, game)| game,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(wins: u32, draws: u32, losses: u32) -> ArenaResult {
        ArenaResult::of_counts("a", "b", [wins, draws, losses])
    }

    #[test]
    fn statistics() {
        let even = result(40, 20, 40);
        assert_eq!(even.score(), 0.5);
        assert!(even.elo().abs() < 1e-9);
        let (low, high) = even.interval95();
        assert!(
            (low - 0.404).abs() < 0.01 && (high - 0.596).abs() < 0.01,
            "{low} {high}"
        );
        let strong = result(75, 0, 25);
        assert!((strong.elo() - 190.8).abs() < 0.5);
    }

    #[test]
    fn the_elo_interval_comes_from_the_score_interval_and_holds_the_elo() {
        for (wins, draws, losses) in [(75, 0, 25), (1, 0, 1), (3, 4, 1), (0, 2, 0), (9, 0, 1), (0, 1, 9)] {
            let r = result(wins, draws, losses);
            let (low, high) = r.interval95();
            let (elo_low, elo_high) = r.elo_interval95();
            assert_eq!((elo_low, elo_high), (elo_of(low), elo_of(high)), "{r}");
            assert!(elo_low < r.elo() && r.elo() < elo_high, "{r}");
        }
        // 75% is +191 Elo; its interval (65.7% to 82.5%) is +113 to +269.
        let (elo_low, elo_high) = result(75, 0, 25).elo_interval95();
        assert_eq!(
            (elo_text(elo_low), elo_text(elo_high)),
            ("+113".to_owned(), "+269".to_owned())
        );
    }

    #[test]
    fn a_perfect_or_null_score_has_an_unbounded_elo() {
        let won = result(10, 0, 0);
        assert_eq!(won.elo(), f64::INFINITY);
        assert_eq!(won.interval95().1, 1.0);
        let (low, high) = won.elo_interval95();
        assert!(low.is_finite() && low > 0.0 && high == f64::INFINITY, "{low} {high}");
        assert_eq!(elo_text(won.elo()), "+∞");
        let lost = result(0, 0, 10);
        assert_eq!(lost.elo(), f64::NEG_INFINITY);
        let (low, high) = lost.elo_interval95();
        assert!(
            low == f64::NEG_INFINITY && high.is_finite() && high < 0.0,
            "{low} {high}"
        );
        assert_eq!(elo_text(-35.4), "-35");
        assert_eq!(elo_text(0.3), "0");
        let low = won.elo_interval95().0;
        assert!(
            won.to_string().ends_with(&format!("Elo +∞ ({} to +∞)", elo_text(low))),
            "{won}"
        );
        assert!(result(1, 0, 0).to_string().contains(" in 1 game, "));
    }

    #[test]
    fn openings_are_reproducible() {
        let a = random_opening(Rules::default(), 4, 9);
        let b = random_opening(Rules::default(), 4, 9);
        assert_eq!(a, b);
        assert_eq!(a.moves().len(), 4);
    }

    #[test]
    fn expert_opening_matches_start_from_even_layouts_and_levels_rearrange() {
        let game = balanced_layout(Rules::default(), 3);
        assert_eq!(game, balanced_layout(Rules::default(), 3));
        assert!(game.expert_opening() && game.setup_allowed() && game.moves().is_empty());
        assert_eq!(game.position().side(Player::South), game.position().side(Player::North));
        assert_eq!(game.position().stones_of(Player::South), 28);

        let settings = EngineSettings {
            tt_megabytes: 1,
            ..EngineSettings::default()
        };
        let quick = |rearranges| crate::LevelConfig {
            nodes: 3_000,
            rearranges,
            ..crate::Level::Medium.config()
        };
        let mut a = crate::agent::LevelAgent::with_config("a".into(), quick(true), settings);
        let mut b = crate::agent::LevelAgent::with_config("b".into(), quick(false), settings);
        let config = ArenaConfig {
            games: 4,
            expert_opening: true,
            max_plies: 60,
            ..ArenaConfig::default()
        };
        let result = play_match(&mut a, &mut b, &config, &StopHandle::new(), &mut |_| {});
        assert_eq!(result.played(), 4);
        assert!(result.games.iter().all(|g| !g.b_rearranged));
        assert!(result.games.iter().any(|g| g.a_rearranged));
    }

    #[test]
    fn a_match_split_at_a_pair_plays_the_same_games() {
        let play = |first_pair, games| {
            let config = ArenaConfig {
                games,
                first_pair,
                independent_openings: true,
                seed: 5,
                ..ArenaConfig::default()
            };
            let (mut a, mut b) = (
                crate::AgentSpec::Random.build(EngineSettings::default()),
                crate::baselines::GreedyAgent,
            );
            play_match(&mut *a, &mut b, &config, &StopHandle::new(), &mut |_| {}).games
        };
        let whole = play(0, 6);
        assert_eq!(play(1, 4), whole[2..]);
        assert_ne!(play(2, 2), whole[..2], "a later pair is another opening");
    }
}
