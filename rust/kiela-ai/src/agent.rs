//! One interface over every player — the five levels and the three baselines — so the arena
//! (and the CLI) can pit any two.

use std::fmt;
use std::str::FromStr;

use kiela_core::{House, Move, Position};

use crate::baselines::{AlphaBetaAgent, GreedyAgent, MctsAgent, RandomAgent};
use crate::levels::{Level, LevelConfig};
use crate::search::{Engine, EngineSettings};
use crate::StopHandle;

/// What a player is asked for a move.
#[derive(Clone, Copy, Debug)]
pub struct MoveRequest<'a> {
    pub position: &'a Position,
    /// Hashes of the game's earlier positions ([`crate::zobrist::game_history`]).
    pub history: &'a [u64],
    /// Same seed, same inputs → same move.
    pub seed: u64,
    pub stop: &'a StopHandle,
}

/// A player. `choose` returns `None` only when the mover has no legal move.
pub trait Agent: Send {
    fn name(&self) -> String;
    fn choose(&mut self, request: &MoveRequest<'_>) -> Option<House>;

    /// The player's turn when it may rearrange instead (`setup_allowed`: the expert opening,
    /// its first turn). Players that never rearrange just sow.
    fn choose_turn(&mut self, request: &MoveRequest<'_>, setup_allowed: bool) -> Option<Move> {
        let _ = setup_allowed;
        self.choose(request).map(Move::Sow)
    }
}

/// A level playing through its own engine.
pub struct LevelAgent {
    engine: Engine,
    config: LevelConfig,
    name: String,
    /// After each move, ponder the opponent's position this many nodes (0: not at all), as
    /// the app does while the person thinks.
    ponder_nodes: u64,
}

impl LevelAgent {
    pub fn new(level: Level, settings: EngineSettings) -> LevelAgent {
        LevelAgent::with_config(level.name().to_owned(), level.config(), settings)
    }

    /// Any settings, e.g. a level with a clock or a tuning candidate.
    pub fn with_config(name: String, config: LevelConfig, settings: EngineSettings) -> LevelAgent {
        LevelAgent::with_engine(name, config, Engine::new(settings))
    }

    /// A prepared engine (for experiments with its switches).
    pub fn with_engine(name: String, config: LevelConfig, engine: Engine) -> LevelAgent {
        LevelAgent {
            engine,
            config,
            name,
            ponder_nodes: 0,
        }
    }

    /// The same player pondering `nodes` on the opponent's time after each of its moves: what
    /// pondering is worth when the opponent thinks that long (in a match, the time the
    /// opponent takes does not matter; the ponder's budget stands for it).
    pub fn pondering(self, nodes: u64) -> LevelAgent {
        LevelAgent {
            ponder_nodes: nodes,
            ..self
        }
    }

    /// Ponders the position `turn` leaves the opponent.
    fn ponder_after(&mut self, request: &MoveRequest<'_>, turn: Option<Move>) {
        let Some(Move::Sow(house)) = turn else { return };
        let Some(after) = crate::children::child(request.position, house) else {
            return;
        };
        if self.ponder_nodes == 0 || after.position.candidate_houses().is_empty() {
            return;
        }
        let mut history = request.history.to_vec();
        history.push(crate::zobrist::hash(request.position));
        self.engine
            .ponder(&after.position, &history, self.ponder_nodes, request.stop);
    }
}

impl Agent for LevelAgent {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, request: &MoveRequest<'_>) -> Option<House> {
        let house = self
            .engine
            .choose_with(
                request.position,
                request.history,
                &self.config,
                request.seed,
                request.stop,
            )
            .house;
        self.ponder_after(request, house.map(Move::Sow));
        house
    }

    fn choose_turn(&mut self, request: &MoveRequest<'_>, setup_allowed: bool) -> Option<Move> {
        let turn = self.engine.choose_turn_with(
            request.position,
            request.history,
            &self.config,
            request.seed,
            request.stop,
            setup_allowed,
        );
        self.ponder_after(request, turn);
        turn
    }
}

/// A player by name: `beginner` … `expert`, a level that never rearranges in the expert
/// opening (`expert:sow`), a level without its opening variety (`expert:fixed`), Expert with
/// another node budget (`expert:<nodes>`), Expert pondering on the opponent's time
/// (`expert:ponder:<nodes>`), `random`,
/// `greedy`, `mcts`, `mcts:<playouts>` or `alphabeta:<depth>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AgentSpec {
    Level(Level),
    /// The level, sowing even when it may rearrange.
    Sowing(Level),
    /// The level without its opening variety ([`crate::Variety`]): what the variety costs.
    Fixed(Level),
    /// Expert's search with another node budget: what more (or less) thinking is worth.
    ExpertNodes {
        nodes: u64,
    },
    /// Expert pondering `nodes` on the opponent's time after each of its moves.
    ExpertPondering {
        nodes: u64,
    },
    Random,
    Greedy,
    Mcts {
        playouts: u32,
    },
    /// Plain alpha-beta to a fixed depth over stones alone ([`AlphaBetaAgent`]).
    AlphaBeta {
        depth: u8,
    },
}

impl AgentSpec {
    /// MCTS playouts per move when none are given.
    pub const DEFAULT_PLAYOUTS: u32 = 10_000;

    /// Every level and baseline (MCTS with the default playouts).
    pub fn all() -> Vec<AgentSpec> {
        Level::ALL
            .into_iter()
            .map(AgentSpec::Level)
            .chain([
                AgentSpec::Random,
                AgentSpec::Greedy,
                AgentSpec::Mcts {
                    playouts: AgentSpec::DEFAULT_PLAYOUTS,
                },
            ])
            .collect()
    }

    pub fn build(self, settings: EngineSettings) -> Box<dyn Agent> {
        match self {
            AgentSpec::Level(level) => Box::new(LevelAgent::new(level, settings)),
            AgentSpec::Sowing(level) => Box::new(LevelAgent::with_config(
                self.to_string(),
                LevelConfig {
                    rearranges: false,
                    ..level.config()
                },
                settings,
            )),
            AgentSpec::Fixed(level) => Box::new(LevelAgent::with_config(
                self.to_string(),
                level.config().fixed(),
                settings,
            )),
            AgentSpec::ExpertNodes { nodes } => Box::new(LevelAgent::with_config(
                self.to_string(),
                LevelConfig {
                    nodes,
                    ..Level::Expert.config()
                },
                settings,
            )),
            AgentSpec::ExpertPondering { nodes } => {
                Box::new(LevelAgent::with_config(self.to_string(), Level::Expert.config(), settings).pondering(nodes))
            }
            AgentSpec::Random => Box::new(RandomAgent),
            AgentSpec::Greedy => Box::new(GreedyAgent),
            AgentSpec::Mcts { playouts } => Box::new(MctsAgent::new(playouts)),
            AgentSpec::AlphaBeta { depth } => Box::new(AlphaBetaAgent::new(depth)),
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Level(level) => level.fmt(f),
            AgentSpec::Sowing(level) => write!(f, "{level}:sow"),
            AgentSpec::Fixed(level) => write!(f, "{level}:fixed"),
            AgentSpec::ExpertNodes { nodes } => write!(f, "expert:{nodes}"),
            AgentSpec::ExpertPondering { nodes } => write!(f, "expert:ponder:{nodes}"),
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy => f.write_str("greedy"),
            AgentSpec::Mcts { playouts } => write!(f, "mcts:{playouts}"),
            AgentSpec::AlphaBeta { depth } => write!(f, "alphabeta:{depth}"),
        }
    }
}

/// Text that names no player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseAgentError(pub String);

impl fmt::Display for ParseAgentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player '{}' (expected beginner, easy, medium, hard, expert, LEVEL:sow, LEVEL:fixed, expert:<nodes>, expert:ponder:<nodes>, random, greedy, mcts, mcts:<playouts> or alphabeta:<depth>)",
            self.0
        )
    }
}

impl std::error::Error for ParseAgentError {}

impl FromStr for AgentSpec {
    type Err = ParseAgentError;

    fn from_str(s: &str) -> Result<AgentSpec, ParseAgentError> {
        let error = || ParseAgentError(s.to_owned());
        let lower = s.to_ascii_lowercase();
        Ok(match lower.as_str() {
            "random" => AgentSpec::Random,
            "greedy" => AgentSpec::Greedy,
            "mcts" => AgentSpec::Mcts {
                playouts: AgentSpec::DEFAULT_PLAYOUTS,
            },
            _ if lower.starts_with("alphabeta:") => AgentSpec::AlphaBeta {
                depth: lower["alphabeta:".len()..]
                    .parse()
                    .ok()
                    .filter(|d| (1..=30).contains(d))
                    .ok_or_else(error)?,
            },
            _ if lower.ends_with(":fixed") => {
                AgentSpec::Fixed(lower[..lower.len() - ":fixed".len()].parse().map_err(|_| error())?)
            }
            _ => match (
                lower.strip_prefix("mcts:"),
                lower.strip_suffix(":sow"),
                lower.strip_prefix("expert:"),
            ) {
                (Some(n), _, _) => AgentSpec::Mcts {
                    playouts: n.parse().ok().filter(|&p| p > 0).ok_or_else(error)?,
                },
                (None, Some(level), _) => AgentSpec::Sowing(level.parse().map_err(|_| error())?),
                (None, None, Some(n)) => match n.strip_prefix("ponder:") {
                    Some(n) => AgentSpec::ExpertPondering {
                        nodes: n.parse().ok().filter(|&n| n > 0).ok_or_else(error)?,
                    },
                    None => AgentSpec::ExpertNodes {
                        nodes: n.parse().ok().filter(|&n| n > 0).ok_or_else(error)?,
                    },
                },
                (None, None, None) => AgentSpec::Level(lower.parse().map_err(|_| error())?),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_round_trip() {
        let more = [
            AgentSpec::Mcts { playouts: 500 },
            AgentSpec::Sowing(Level::Expert),
            AgentSpec::Fixed(Level::Expert),
            AgentSpec::Fixed(Level::Hard),
            AgentSpec::AlphaBeta { depth: 10 },
            AgentSpec::ExpertNodes { nodes: 3_000_000 },
            AgentSpec::ExpertPondering { nodes: 1_000_000 },
        ];
        for spec in AgentSpec::all().into_iter().chain(more) {
            assert_eq!(spec.to_string().parse::<AgentSpec>(), Ok(spec));
        }
        assert_eq!("MCTS".parse::<AgentSpec>(), Ok(AgentSpec::Mcts { playouts: 10_000 }));
        assert_eq!("Expert:SOW".parse::<AgentSpec>(), Ok(AgentSpec::Sowing(Level::Expert)));
        for bad in [
            "",
            "mcts:0",
            "mcts:x",
            "god",
            "greedy:sow",
            "greedy:fixed",
            ":fixed",
            "expert:sow:fixed",
            ":sow",
            "alphabeta:0",
            "alphabeta:",
            "alphabeta",
            "expert:0",
            "expert:",
            "expert:many",
            "expert:ponder:",
            "expert:ponder:0",
            "expert:ponder",
        ] {
            assert!(bad.parse::<AgentSpec>().is_err(), "{bad}");
        }
    }
}
