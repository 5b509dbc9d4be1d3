//! `kiela arena A B`: a match between two computer players, with colours swapped, and what its
//! score says about their strengths.

use std::io::Write;

use clap::Args;
use kiela_ai::arena::{elo_text, play_match, ArenaConfig, ArenaProgress, ArenaResult, GameSummary, Outcome};
use kiela_ai::{AgentSpec, EngineSettings, StopHandle};
use kiela_core::{Player, Rules};
use serde_json::{json, Value};

use super::print_json;
use crate::args::RulesArgs;
use crate::error::CliError;
use crate::progress::Progress;
use crate::words::counted;

#[derive(Debug, Args)]
#[command(after_help = "\
Players: the five levels (beginner, easy, medium, hard, expert), a level that never
rearranges in the expert opening (expert:sow, …), a level without its opening variety
(expert:fixed, …: Expert always plays its best move, its first moves too), Expert with another
node budget (expert:<nodes>, e.g. expert:3000000 for ten times its own), and the baselines random,
greedy (the move that captures most), mcts or mcts:<playouts> (Monte Carlo tree search, 10000
playouts a move unless given), and alphabeta:<depth> (plain alpha-beta to that depth on stones
alone: no table, no move ordering, no quiescence).

Games come in pairs: both start from the same opening — a few seeded random moves that a short
search judges about even — once with A as South and once with A as North. The result is given
for A: wins, draws and losses, the score (wins plus half the draws, per game) with its 95%
interval, and the Elo difference A − B it implies with the Elo at the interval's ends (a score of
100% or 0% implies no finite difference: the Elo is unbounded, null in the JSON). The same
players, --games and --seed give the same games.

With --expert-opening each player may rearrange its stones on its first turn; the openings are
then seeded start layouts, the same for both players, that a short search judges about even,
and the result says how often each player rearranged.

With --independent the openings are the independent set instead (traditional rules only): one to
three random moves from the start that a deep search on stones alone — not the levels' search —
scored within four stones of even; pair k plays the set's opening k. The README's claims for
Expert are on this set.

--first-pair K starts the match at pair K (game 2K) and plays exactly the games the same match
from pair 0 plays there, so a long match can be split across processes or machines and the
parts' counts added.

A progress bar is drawn on stderr while the match runs, when stderr is a terminal.")]
pub struct ArenaArgs {
    /// The first player; the result is given for it.
    #[arg(value_name = "A")]
    a: AgentSpec,
    /// The second player.
    #[arg(value_name = "B")]
    b: AgentSpec,
    /// Games in all; an even number gives each opening to both players as South.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Seed of the openings and of the players' random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    rules: RulesArgs,
    /// Each player may rearrange its stones on its first turn (openings: even start layouts).
    #[arg(long)]
    expert_opening: bool,
    /// Open from the independent opening set (traditional rules only).
    #[arg(long, conflicts_with = "expert_opening")]
    independent: bool,
    /// Start at this pair of the match (to split one match across processes).
    #[arg(long, value_name = "K", default_value_t = 0)]
    first_pair: u32,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &ArenaArgs, out: &mut impl Write) -> Result<(), CliError> {
    let config = ArenaConfig {
        games: args.games,
        rules: args.rules.rules(),
        seed: args.seed,
        expert_opening: args.expert_opening,
        independent_openings: args.independent,
        first_pair: args.first_pair,
        ..ArenaConfig::default()
    };
    if args.independent && config.rules != Rules::default() {
        return Err(CliError::input(
            "the independent opening set is for the traditional rules: drop --independent or the other rules",
        ));
    }
    let mut a = args.a.build(EngineSettings::default());
    let mut b = args.b.build(EngineSettings::default());
    let bar = Progress::on_stderr(config.games);
    let result = play_match(
        &mut *a,
        &mut *b,
        &config,
        &StopHandle::new(),
        &mut |p: &ArenaProgress| {
            bar.update(p.played, format!("+{} ={} -{}", p.wins, p.draws, p.losses));
        },
    );
    bar.finish();
    if args.json {
        print_json(out, &result_json(&result, args))
    } else {
        write!(out, "{}", result_text(&result, args))?;
        Ok(())
    }
}

/// Wins, draws and losses of A in the games it played as `seat`.
fn tally(games: &[GameSummary], seat: Player) -> [u32; 3] {
    let mut counts = [0; 3];
    for game in games.iter().filter(|g| g.a_plays == seat) {
        let slot = match game.outcome {
            Outcome::Win => 0,
            Outcome::Draw => 1,
            Outcome::Loss => 2,
        };
        counts[slot] += 1;
    }
    counts
}

fn mean_plies(result: &ArenaResult) -> f64 {
    let total: u64 = result.games.iter().map(|g| u64::from(g.plies)).sum();
    total as f64 / result.games.len().max(1) as f64
}

/// The result as a few lines of text, for A.
fn result_text(result: &ArenaResult, args: &ArenaArgs) -> String {
    let rules = args.rules.rules();
    let (low, high) = result.interval95();
    let seat = |player: Player| {
        let [w, d, l] = tally(&result.games, player);
        format!("as {player} +{w} ={d} -{l}")
    };
    format!(
        "\
{a} vs {b}: {games} ({variant}, capture sowing {sowing}, seed {seed}{from}), {mean:.0} moves a game on average
{a}: {wins}, {draws}, {losses} ({south}, {north})
win rate {score:.1}% (draws count half), 95% interval {low:.1}–{high:.1}%
{elo}
{opening}",
        a = result.a,
        b = result.b,
        games = counted(result.played(), "game", "games"),
        variant = rules.variant,
        sowing = rules.capture_sowing,
        seed = args.seed,
        from = match args.first_pair {
            0 => String::new(),
            pair => format!(", from pair {pair}"),
        },
        mean = mean_plies(result),
        wins = counted(result.wins, "win", "wins"),
        draws = counted(result.draws, "draw", "draws"),
        losses = counted(result.losses, "loss", "losses"),
        south = seat(Player::South),
        north = seat(Player::North),
        score = 100.0 * result.score(),
        low = 100.0 * low,
        high = 100.0 * high,
        elo = elo_line(result),
        opening = if args.expert_opening {
            let [a, b] = rearranged(result);
            format!(
                "expert opening: {} rearranged in {a} of its games, {} in {b}\n",
                result.a, result.b
            )
        } else if args.independent {
            "openings: the independent set\n".to_owned()
        } else {
            String::new()
        },
    )
}

/// The Elo difference and the Elo at the ends of the score's interval, which hold it; where
/// every game was won or lost no finite difference fits, and only one end bounds it.
fn elo_line(result: &ArenaResult) -> String {
    let (low, high) = result.elo_interval95();
    let elo = result.elo();
    if result.played() == 0 {
        return "Elo difference: no game played".to_owned();
    }
    if elo == f64::INFINITY {
        return format!(
            "Elo difference unbounded (every game won), 95% interval {} and above",
            elo_text(low)
        );
    }
    if elo == f64::NEG_INFINITY {
        return format!(
            "Elo difference unbounded (every game lost), 95% interval {} and below",
            elo_text(high)
        );
    }
    let holds_zero = if low < 0.0 && 0.0 < high {
        " (it holds 0: neither is shown stronger)"
    } else {
        ""
    };
    format!(
        "Elo difference {}, 95% interval {} to {}{holds_zero}",
        elo_text(elo),
        elo_text(low),
        elo_text(high)
    )
}

/// Games in which A and B rearranged their stones.
fn rearranged(result: &ArenaResult) -> [u32; 2] {
    let count = |f: fn(&GameSummary) -> bool| result.games.iter().filter(|g| f(g)).count() as u32;
    [count(|g| g.a_rearranged), count(|g| g.b_rearranged)]
}

fn result_json(result: &ArenaResult, args: &ArenaArgs) -> Value {
    let rules = args.rules.rules();
    let round = |x: f64, places: i32| {
        let scale = 10f64.powi(places);
        (x * scale).round() / scale
    };
    // JSON has no infinity: an unbounded Elo (or end) is null.
    let elo = |x: f64| x.is_finite().then(|| round(x, 1));
    let (low, high) = result.interval95();
    let (elo_low, elo_high) = result.elo_interval95();
    let seat = |player: Player| {
        let [wins, draws, losses] = tally(&result.games, player);
        json!({ "wins": wins, "draws": draws, "losses": losses })
    };
    let mut json = json!({
        "a": result.a,
        "b": result.b,
        "variant": rules.variant.name(),
        "capture_sowing": rules.capture_sowing.name(),
        "seed": args.seed,
        "games": result.played(),
        "wins": result.wins,
        "draws": result.draws,
        "losses": result.losses,
        "as_south": seat(Player::South),
        "as_north": seat(Player::North),
        "score": round(result.score(), 4),
        "interval95": [round(low, 4), round(high, 4)],
        "elo": elo(result.elo()),
        "elo_interval95": [elo(elo_low), elo(elo_high)],
        "mean_plies": round(mean_plies(result), 1),
        "expert_opening": args.expert_opening,
        "independent_openings": args.independent,
        "first_pair": args.first_pair,
    });
    if args.expert_opening {
        let [a, b] = rearranged(result);
        json["a_rearranged"] = a.into();
        json["b_rearranged"] = b.into();
    }
    json
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(wins: u32, draws: u32, losses: u32) -> ArenaResult {
        ArenaResult::of_counts("a", "b", [wins, draws, losses])
    }

    #[test]
    fn the_elo_line_gives_the_figure_inside_its_interval() {
        assert_eq!(
            elo_line(&result(75, 0, 25)),
            "Elo difference +191, 95% interval +113 to +269"
        );
        assert_eq!(
            elo_line(&result(1, 0, 1)),
            "Elo difference 0, 95% interval -393 to +393 (it holds 0: neither is shown stronger)"
        );
    }

    #[test]
    fn a_perfect_or_null_score_is_called_unbounded() {
        let won = elo_line(&result(10, 0, 0));
        assert_eq!(
            won,
            "Elo difference unbounded (every game won), 95% interval +166 and above"
        );
        let lost = elo_line(&result(0, 0, 10));
        assert_eq!(
            lost,
            "Elo difference unbounded (every game lost), 95% interval -166 and below"
        );
        assert_eq!(elo_line(&result(0, 0, 0)), "Elo difference: no game played");
        for line in [won, lost] {
            assert!(!line.contains('∞') && !line.contains("inf"), "{line}");
        }
    }
}
