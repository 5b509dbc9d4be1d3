//! The ladder behind [`LEVEL_RATINGS`](super::LEVEL_RATINGS): the `kiela arena` matches between
//! the levels (and the greedy baseline), and the fit that turns them into ratings. A test fits
//! them again, so the constants cannot drift from the matches they cite.
//!
//! Each match is `kiela arena A B --games 200 --seed 1` (balanced seeded openings, colours
//! swapped), run under `nice -n 19` on the levels of commit c273f3b; docs/ai.md gives them with
//! their intervals.

use crate::settings::Level;
use Level::{Beginner, Easy, Expert, Hard, Medium};
use Player::{Greedy, Level as L};

/// A player of the ladder: a level, or the greedy baseline (the move that captures most).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Player {
    Greedy,
    Level(Level),
}

/// One match: `a`'s wins, draws and losses against `b`.
pub(super) struct Match {
    a: Player,
    b: Player,
    wins: u32,
    draws: u32,
    losses: u32,
}

const fn m(a: Player, b: Player, wins: u32, draws: u32, losses: u32) -> Match {
    Match {
        a,
        b,
        wins,
        draws,
        losses,
    }
}

/// Every match played, adjacent rungs first, then those one rung apart, then the rest.
pub(super) const MATCHES: [Match; 9] = [
    m(L(Beginner), Greedy, 88, 0, 112),
    m(L(Easy), L(Beginner), 165, 0, 35),
    m(L(Medium), L(Easy), 146, 0, 54),
    m(L(Hard), L(Medium), 164, 0, 36),
    m(L(Expert), L(Hard), 197, 0, 3),
    m(L(Easy), Greedy, 139, 0, 61),
    m(L(Medium), L(Beginner), 177, 0, 23),
    m(L(Hard), L(Easy), 185, 0, 15),
    m(L(Expert), L(Medium), 200, 0, 0),
];

/// The players of the ladder, greedy first, then the levels weakest first.
pub(super) const PLAYERS: [Player; 6] = [Greedy, L(Beginner), L(Easy), L(Medium), L(Hard), L(Expert)];

/// Where Beginner is anchored: Glicko-2's rating for a newcomer.
pub(super) const ANCHOR: f64 = 1500.0;

/// The maximum-likelihood Bradley–Terry ratings of `players` from `matches`, on the Elo scale
/// (a 400-point lead is 10-to-1 odds, the scale Glicko-2 uses) with Beginner at [`ANCHOR`].
/// A draw counts half a win each way, and each pair that met gets one more virtual draw: the
/// usual prior (as in BayesElo) that keeps a match won 200–0 from an infinite gap. Solved by
/// Hunter's minorise–maximise iteration, which converges for a connected ladder.
pub(super) fn fit(players: &[Player], matches: &[Match]) -> Vec<f64> {
    let index = |player: Player| players.iter().position(|p| *p == player).expect("a ladder player");
    let n = players.len();
    let mut wins = vec![0.0; n];
    let mut games = vec![vec![0.0; n]; n];
    for game in matches {
        let (a, b) = (index(game.a), index(game.b));
        let total = f64::from(game.wins + game.draws + game.losses) + 1.0;
        wins[a] += f64::from(game.wins) + f64::from(game.draws + 1) / 2.0;
        wins[b] += f64::from(game.losses) + f64::from(game.draws + 1) / 2.0;
        games[a][b] += total;
        games[b][a] += total;
    }
    let mut strength = vec![1.0; n];
    for _ in 0..100_000 {
        let next: Vec<f64> = (0..n)
            .map(|i| {
                let denominator: f64 = (0..n)
                    .filter(|&j| j != i && games[i][j] > 0.0)
                    .map(|j| games[i][j] / (strength[i] + strength[j]))
                    .sum();
                wins[i] / denominator
            })
            .collect();
        let change = next
            .iter()
            .zip(&strength)
            .map(|(a, b)| (a / b).ln().abs())
            .fold(0.0, f64::max);
        strength = next;
        if change < 1e-12 {
            break;
        }
    }
    let anchor = strength[index(L(Beginner))];
    strength.iter().map(|s| ANCHOR + 400.0 * (s / anchor).log10()).collect()
}

#[test]
fn the_fit_finds_the_gaps_that_made_the_scores() {
    // Scores a 200- and a 400-point gap predict (76.0% and 90.9%), over many games, with the
    // prior's one draw a pair negligible: the fit gives the gaps back.
    let expected = |gap: f64| 1.0 / (1.0 + 10f64.powf(-gap / 400.0));
    let players = [L(Beginner), L(Easy), L(Medium)];
    let games = 1_000_000u32;
    let wins = |gap: f64| (expected(gap) * f64::from(games)).round() as u32;
    let matches = [
        m(L(Easy), L(Beginner), wins(200.0), 0, games - wins(200.0)),
        m(L(Medium), L(Easy), wins(200.0), 0, games - wins(200.0)),
        m(L(Medium), L(Beginner), wins(400.0), 0, games - wins(400.0)),
    ];
    let ratings = fit(&players, &matches);
    for (rating, want) in ratings.iter().zip([1500.0, 1700.0, 1900.0]) {
        assert!((rating - want).abs() < 0.5, "{ratings:?}");
    }
}

#[test]
fn a_match_won_whole_gives_a_finite_gap() {
    let ratings = fit(&[L(Beginner), L(Easy)], &[m(L(Easy), L(Beginner), 200, 0, 0)]);
    let gap = ratings[1] - ratings[0];
    assert!(gap.is_finite() && gap > 800.0 && gap < 1200.0, "{gap}");
}

#[test]
fn the_level_ratings_are_the_fit_of_the_ladder() {
    let ratings = fit(&PLAYERS, &MATCHES);
    eprintln!("{:?}", PLAYERS.iter().zip(&ratings).collect::<Vec<_>>());
    for (player, rating) in PLAYERS.iter().zip(&ratings) {
        if let L(level) = player {
            assert_eq!(super::level_rating(*level), rating.round(), "{player:?}");
        }
    }
}
