//! `kiela play`: a game in the terminal for two people, or a person against the computer
//! (`--ai LEVEL [--ai-plays south|north]`), drawn from the seat of the person at the keyboard.
//! The game is a `kiela_session::Session`, as in the apps: seats, undo and redo, hints, saves
//! and statistics come from there.

// The board, its marks and colours, the typed lines and the words are shared with `kiela puzzle`.
pub(crate) mod board;
pub(crate) mod describe;
pub(crate) mod echo;
pub(crate) mod files;
mod game;
pub(crate) mod lines;
pub(crate) mod marks;
pub(crate) mod paint;
mod paths;
mod request;
pub(crate) mod results;

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::Args;
use kiela_core::Player;
use kiela_session::{GameSettings, Level, Seat, Session};

use crate::args::{level_parser, one_of, StartArgs};
use crate::error::CliError;
use board::{Layout, FULL_WIDTH};
use game::{Play, Screen};
use lines::{Editor, Lines, Plain};
use paint::Paint;

#[derive(Debug, Args)]
#[command(after_help = "\
At the prompt type a house (o3, i10) to sow it, or: moves, hint (the move the strongest level
would play, where its last stone lands and why), undo, redo, history, board, new, save [FILE],
stats, help, q.

Nothing is lost by accident: q, Ctrl-C and (on a terminal) Ctrl-D ask before leaving a game
that is not saved: y = yes, s = save it first, n = no. When the input of a pipe ends, or ends
at that question, the game is saved (where it was last saved, else to saved-game.json, else
to the first free saved-game-N.json) and the place is told.

`save FILE` reads the name as a shell does ('with space.json', ~/games/x.json), refuses a
folder that does not exist, asks before replacing a file that holds anything but this game,
and tells the absolute path. Against the computer (--ai) the board is drawn from your seat.
Finished games are counted in $XDG_DATA_HOME/kiela/statistics.json (or ~/.local/share/kiela/);
`save` without a file writes saved-game.json there. A damaged statistics file is set aside as
statistics.unreadable-N.json (never replacing an earlier one); one from a newer version of
kiela is left alone, and no games are counted until kiela is updated.")]
pub struct PlayArgs {
    #[command(flatten)]
    start: StartArgs,
    /// Each player may rearrange all their stones on their first turn instead of sowing.
    #[arg(long)]
    expert_opening: bool,
    /// Play against the computer at this level.
    #[arg(long, value_name = "LEVEL", value_parser = level_parser(), ignore_case = true)]
    ai: Option<kiela_ai::Level>,
    /// The side the computer plays; you play the other.
    #[arg(
        long,
        value_name = "SIDE",
        requires = "ai",
        default_value_t = Player::North,
        value_parser = one_of::<Player>(Player::BOTH.map(Player::name)),
    )]
    ai_plays: Player,
    /// Seed of the computer's choices among near-best moves (default: a new one every game).
    #[arg(long, value_name = "S", requires = "ai")]
    seed: Option<u64>,
    /// Go on with a game saved with `save` (its settings and seats come with it).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["record", "variant", "capture_sowing", "first", "expert_opening", "ai", "seed"])]
    load: Option<PathBuf>,
    /// Go on with a shared game record (its text or its JSON); --ai sets the seats.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "capture_sowing", "first", "expert_opening"])]
    record: Option<PathBuf>,
    /// No colour, even on a terminal (NO_COLOR is respected too).
    #[arg(long)]
    no_color: bool,
}

pub fn run(args: &PlayArgs, input: impl BufRead + 'static, out: impl Write) -> Result<(), CliError> {
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let session = open(args, seed)?;
    let terminal_out = io::stdout().is_terminal();
    let lines: Box<dyn Lines> = if io::stdin().is_terminal() && terminal_out {
        Box::new(Editor::new()?)
    } else {
        Box::new(Plain(input))
    };
    let columns = width(terminal_out);
    let screen = Screen {
        paint: Paint::choose(terminal_out, args.no_color),
        layout: Layout::for_width(columns),
        redraw: terminal_out,
        width: columns.min(FULL_WIDTH),
    };
    let mut play = Play::new(session, lines, out, screen);
    if let Some(path) = &args.load {
        play.loaded_from(&paths::flag_file(path).unwrap_or_else(|_| path.clone()));
    }
    play.interrupted = interrupt_flag();
    if args.seed.is_some() {
        // A fixed seed makes the following games reproducible too.
        let mut next = seed;
        play.next_seed = Box::new(move || {
            next = next.wrapping_add(1);
            next
        });
    }
    play.run()?;
    Ok(())
}

/// A flag Ctrl-C sets instead of ending the program, so that the game can ask before it
/// is lost (on a terminal the line editor reads Ctrl-C itself; this covers the computer's
/// thinking and pipes). Without a handler Ctrl-C stops the program as usual.
fn interrupt_flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    if let Err(error) = signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&flag)) {
        eprintln!("kiela: Ctrl-C will end the game at once: {error}");
    }
    flag
}

/// The session the command line asks for: a saved one, a shared record, or a new game.
fn open(args: &PlayArgs, seed: u64) -> Result<Session, CliError> {
    let (south, north) = seats(args);
    let file = |path: &PathBuf| paths::flag_file(path).map_err(|error| CliError::input(error.to_string()));
    if let Some(path) = &args.load {
        return files::load_game(&file(path)?);
    }
    if let Some(path) = &args.record {
        return files::load_record(&file(path)?, south, north, seed);
    }
    let rules = args.start.rules.rules();
    let settings = GameSettings {
        variant: rules.variant.into(),
        capture_sowing: rules.capture_sowing.into(),
        expert_opening: args.expert_opening,
        south,
        north,
        first: args.start.first.into(),
    };
    Ok(Session::new(settings, seed))
}

/// South's and North's seats.
fn seats(args: &PlayArgs) -> (Seat, Seat) {
    let Some(level) = args.ai else {
        return (Seat::Person, Seat::Person);
    };
    let computer = Seat::Computer {
        level: session_level(level),
    };
    match args.ai_plays {
        Player::South => (computer, Seat::Person),
        Player::North => (Seat::Person, computer),
    }
}

/// The session's name for an engine level (both list them weakest first).
fn session_level(level: kiela_ai::Level) -> Level {
    let rank = kiela_ai::Level::ALL.iter().position(|l| *l == level).unwrap_or(0);
    Level::ALL[rank]
}

/// The terminal's width; off a terminal, `COLUMNS` if set, else room for the full board.
pub(crate) fn width(terminal: bool) -> usize {
    if terminal {
        // A terminal that gives no size (0 columns) is treated as one that gives none.
        if let Some((terminal_size::Width(columns @ 1..), _)) = terminal_size::terminal_size() {
            return usize::from(columns);
        }
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|columns| columns.trim().parse().ok())
        .unwrap_or(FULL_WIDTH)
}

/// A seed that differs from game to game.
fn fresh_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |time| time.as_nanos() as u64)
}
