//! Fits the evaluation's weights to game results (Texel's method): plays seeded games between
//! two quick searches from balanced openings, keeps every position with the result for its
//! mover, and fits the weights of candidate features by logistic regression, half the games
//! to fit and half to check (the held-out log loss says whether a feature tells anything).
//! `cargo run -p kiela-ai --release --example texel -- [games] [nodes a move]`
//!
//! 2 000 games at 8 000 nodes a move (82 512 positions): held-out log loss 0.405 on material
//! alone, 0.392 with the five weights the engine had before, 0.369 with those five refitted,
//! 0.344 with the inner row's stones and empty houses added (material 100, mobility 44,
//! threat_for 109, threat_against −14, exposure 3, inner_stones −84, empty_inner −154): the
//! engine's weights since issue 21. Alone they played about as before against
//! `alphabeta:10` (201 of 264 games against 198, seeds 1–4); with the search's horizon
//! bounds, 271 of 360 against 267 (seeds 1–5).

use std::time::Instant;

use kiela_ai::agent::{Agent, LevelAgent, MoveRequest};
use kiela_ai::arena::balanced_opening;
use kiela_ai::eval::Features;
use kiela_ai::{zobrist, EngineSettings, Level, LevelConfig, StopHandle};
use kiela_core::{Move, Position, Rules, Status};

/// The candidate features, mover minus opponent (names in [`NAMES`]).
const NAMES: [&str; 10] = [
    "material",
    "mobility",
    "threat_for",
    "threat_against",
    "exposure",
    "inner_stones",
    "empty_inner",
    "singles",
    "captures_for",
    "stuck_risk",
];

fn features(position: &Position) -> [f64; NAMES.len()] {
    let f = Features::of(position);
    let me = position.to_move();
    let (mine, theirs) = (position.side(me), position.side(me.opponent()));
    let singles = |side: &[u8; 20]| side.iter().filter(|&&s| s == 1).count() as f64;
    let movable = |side: &[u8; 20]| side.iter().filter(|&&s| s >= 2).count() as f64;
    let risk = |side: &[u8; 20]| (3.0 - movable(side)).max(0.0);
    let captures = position
        .legal_moves()
        .iter()
        .filter(|&house| {
            let mut after = *position;
            after.play(house).is_ok_and(|summary| summary.captured > 0)
        })
        .count() as f64;
    [
        f64::from(f.material),
        f64::from(f.mobility),
        f64::from(f.threat_for),
        f64::from(f.threat_against),
        f64::from(f.exposure),
        f64::from(f.inner_stones),
        f64::from(f.empty_inner),
        singles(mine) - singles(theirs),
        captures,
        risk(mine) - risk(theirs),
    ]
}

struct Sample {
    features: [f64; NAMES.len()],
    /// The game's result for the mover: 1 won, 0.5 drawn, 0 lost.
    result: f64,
}

fn player(nodes: u64) -> LevelAgent {
    let config = LevelConfig {
        nodes,
        rearranges: false,
        ..Level::Expert.config()
    };
    LevelAgent::with_config(format!("search {nodes}"), config, EngineSettings::default())
}

/// One game from a balanced opening: every position after the opening, with its result.
fn game(seed: u64, nodes: u64, samples: &mut Vec<Sample>) {
    let rules = Rules::default();
    let mut game = balanced_opening(rules, 2 + (seed % 5) as u32, seed);
    let mut agents = [player(nodes), player(nodes)];
    let stop = StopHandle::new();
    let mut history = zobrist::game_history(&game);
    let mut seen: Vec<Position> = Vec::new();
    let mut plies = 0u64;
    while !game.status().is_over() && plies < 400 {
        let position = *game.position();
        seen.push(position);
        let request = MoveRequest {
            position: &position,
            history: &history,
            seed: seed ^ plies,
            stop: &stop,
        };
        let Some(house) = agents[position.to_move().index()].choose(&request) else {
            break;
        };
        if game.play(Move::Sow(house)).is_err() {
            break;
        }
        history.push(zobrist::hash(&position));
        plies += 1;
    }
    let winner = match game.status() {
        Status::Won { winner, .. } => Some(winner),
        _ => None,
    };
    for position in seen {
        let result = match winner {
            Some(w) if w == position.to_move() => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        samples.push(Sample {
            features: features(&position),
            result,
        });
    }
}

/// The chance the mover wins that `weights` (over the features `used`) give a sample: the
/// logistic of weights · features, its scale folded into the weights.
fn win_chance(sample: &Sample, weights: &[f64], used: &[bool]) -> f64 {
    let score: f64 = (0..NAMES.len())
        .filter(|&i| used[i])
        .map(|i| weights[i] * sample.features[i])
        .sum();
    1.0 / (1.0 + (-score).exp())
}

/// Mean log loss of `weights` on `samples`.
fn loss(samples: &[Sample], weights: &[f64], used: &[bool]) -> f64 {
    let mut total = 0.0;
    for s in samples {
        let p = win_chance(s, weights, used).clamp(1e-9, 1.0 - 1e-9);
        total -= s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln();
    }
    total / samples.len() as f64
}

/// Gradient descent on the log loss over the features `used`.
fn fit(samples: &[Sample], used: &[bool]) -> Vec<f64> {
    let mut weights = vec![0.0; NAMES.len()];
    let mut rate = 0.02;
    let mut last = loss(samples, &weights, used);
    for _ in 0..3000 {
        let mut gradient = vec![0.0; NAMES.len()];
        for s in samples {
            let p = win_chance(s, &weights, used);
            for i in (0..NAMES.len()).filter(|&i| used[i]) {
                gradient[i] += (p - s.result) * s.features[i];
            }
        }
        let next: Vec<f64> = (0..NAMES.len())
            .map(|i| weights[i] - rate * gradient[i] / samples.len() as f64)
            .collect();
        let now = loss(samples, &next, used);
        if now < last {
            weights = next;
            last = now;
            rate *= 1.1;
        } else {
            rate *= 0.5;
        }
    }
    weights
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(400, |g| g.parse().expect("games"));
    let nodes: u64 = args.get(1).map_or(8_000, |n| n.parse().expect("nodes"));
    let started = Instant::now();
    let (mut fitting, mut checking) = (Vec::new(), Vec::new());
    for seed in 0..games {
        game(
            1000 + seed,
            nodes,
            if seed % 2 == 0 { &mut fitting } else { &mut checking },
        );
        if seed % 50 == 49 {
            eprintln!("{} games, {:.0} s", seed + 1, started.elapsed().as_secs_f64());
        }
    }
    println!("{} positions to fit, {} to check", fitting.len(), checking.len());
    let base = [true, true, true, true, true, false, false, false, false, false];
    // The features the engine weighs (the first seven).
    let engine = [true, true, true, true, true, true, true, false, false, false];
    let report = |label: &str, used: &[bool]| {
        let weights = fit(&fitting, used);
        // In hundredths of a stone per unit, material as 100.
        let scale = 100.0 / weights[0];
        let shown: Vec<String> = (0..NAMES.len())
            .filter(|&i| used[i])
            .map(|i| format!("{} {:.0}", NAMES[i], weights[i] * scale))
            .collect();
        println!(
            "{label}: held-out loss {:.5} (fit {:.5}); {}",
            loss(&checking, &weights, used),
            loss(&fitting, &weights, used),
            shown.join(", ")
        );
    };
    let mut material_only = [false; NAMES.len()];
    material_only[0] = true;
    report("material only", &material_only);
    report("the first five", &base);
    for extra in 5..NAMES.len() {
        let mut used = base;
        used[extra] = true;
        report(&format!("five + {}", NAMES[extra]), &used);
    }
    report("all", &[true; NAMES.len()]);
    // Those cheap enough for the evaluation (captures_for plays every move).
    let cheap = [true, true, true, true, true, true, true, true, false, true];
    report("all but captures_for", &cheap);
    report("the engine's seven", &engine);
    // The engine's own weights, for comparison (scaled to the fitted material).
    let tuned = kiela_ai::Weights::TUNED.to_array();
    let material = fit(&fitting, &material_only)[0];
    let mut own = vec![0.0; NAMES.len()];
    for (i, w) in tuned.iter().enumerate() {
        own[i] = f64::from(*w) * material / 100.0;
    }
    println!(
        "the engine's weights at the fitted scale: held-out loss {:.5}",
        loss(&checking, &own, &engine)
    );
}
