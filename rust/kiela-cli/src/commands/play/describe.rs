//! The words of the game: what the last move did, how the game ended, whose turn it is, hints,
//! refusals and help. Every line fits the 60-column board.

use kiela_core::{CaptureSowing, Event, Game, Move, Player, Rules, Trace, QUIET_MOVE_LIMIT};
use kiela_session::{
    EndReason, GameResult, GameSettings, Hint, HintReason, KielaError, PersonOutcome, ReviewValue, Seat, Side, Snapshot,
};

use crate::words;

/// The width of the board and of the help.
pub const WIDTH: usize = 60;
/// The width messages are wrapped to: where input is not echoed (a pipe), the first line of
/// an answer follows the prompt (`north> `) on its line, and still fits 60 columns.
pub const MESSAGE_WIDTH: usize = WIDTH - 8;

/// How a side is named: `north`, `north (computer, easy)`, or against the computer the
/// person's side `you (south)`.
pub fn label(settings: &GameSettings, side: Side) -> String {
    let player = Player::from(side);
    match settings.seat(side) {
        Seat::Person if settings.lone_person() == Some(side) => format!("you ({player})"),
        Seat::Person => player.to_string(),
        Seat::Computer { level } => format!("{player} (computer, {})", kiela_ai::Level::from(level)),
    }
}

/// The game's last turn, replayed from the position before it, with its trace.
pub fn last_turn(game: &Game) -> Option<(Move, Trace)> {
    let turn = *game.moves().last()?;
    let mut earlier = game.clone();
    earlier.undo();
    let mut trace = Trace::new(earlier.position().to_move());
    earlier.play_observed(turn, &mut trace).ok()?;
    Some((turn, trace))
}

/// What a turn did, step by step: `south played o10: relay at i9, last stone in i6.`
pub fn last_move(who: &str, turn: &Move, trace: &Trace) -> String {
    if let Move::Setup(_) = turn {
        return format!("{who} rearranged their stones.");
    }
    let mover = trace.mover;
    let steps: Vec<String> = trace.events.iter().filter_map(|event| step(mover, event)).collect();
    format!("{who} played {turn}: {}.", steps.join(", "))
}

/// The steps worth telling: relays, captures and where the move ended.
fn step(mover: Player, event: &Event) -> Option<String> {
    match event {
        Event::Relay { house, .. } => Some(format!("relay at {house}")),
        Event::Capture {
            captor,
            inner,
            outer,
            stones,
        } => Some(format!(
            "{captor} took {} from {}'s {inner} and {outer}",
            stone_count(i32::from(*stones)),
            mover.opponent()
        )),
        Event::End { house } => Some(format!("last stone in {house}")),
        Event::Lift { .. } | Event::Drop { .. } | Event::CapturedSowing { .. } => None,
    }
}

/// `1 stone`, `28 stones`.
pub fn stone_count(stones: i32) -> String {
    match stones {
        1 => "1 stone".to_owned(),
        n => format!("{n} stones"),
    }
}

/// How the game ended: against the computer, for the person (`you win`); then why, the final
/// stones and what can be done next.
pub fn outcome(result: &GameResult) -> String {
    let headline = match (result.person, result.winner) {
        (Some(PersonOutcome::Won), _) => "you win".to_owned(),
        (Some(PersonOutcome::Lost), _) => "you lose".to_owned(),
        (Some(PersonOutcome::Drawn), _) | (None, None) => "a draw".to_owned(),
        (None, Some(winner)) => format!("{} wins", Player::from(winner)),
    };
    let why = match (result.reason, result.winner) {
        (EndReason::NoLegalMove, Some(winner)) => {
            format!("{} has no legal move", Player::from(winner.opponent()))
        }
        (EndReason::NoLegalMove, None) => "no legal move".to_owned(),
        (EndReason::Repetition, _) => "the same position came up a third time".to_owned(),
        (EndReason::NoCapture, _) => format!("{QUIET_MOVE_LIMIT} moves in a row captured nothing"),
    };
    format!(
        "Game over: {headline}, {why}.\nFinal stones: south {}, north {}.\nType new for another game, undo to take back, or q to quit.",
        result.south_stones, result.north_stones
    )
}

/// Whose turn it is and how close the no-capture rule is, plus the rearrangement offer.
pub fn turn(snapshot: &Snapshot, who: &str) -> String {
    let mut text = format!(
        "Move {}: {who} to move. Moves without capture: {} of {QUIET_MOVE_LIMIT}.",
        snapshot.turns.0 + 1,
        snapshot.quiet_moves,
    );
    if snapshot.setup_allowed {
        let stones = match snapshot.to_move {
            Side::South => snapshot.south_stones,
            Side::North => snapshot.north_stones,
        };
        text += &format!(
            "\n{} may instead rearrange all {stones} stones: setup and 20 counts in loop order (o1…o10, i10…i1).",
            Player::from(snapshot.to_move)
        );
    }
    text
}

/// `Hint: o10, last stone in i6: keeps the best position (your chance of winning: 55 %).`
pub fn hint(hint: &Hint) -> String {
    let plural = |n: i32| if n == 1 { "" } else { "s" };
    let why = match hint.reason {
        HintReason::WinsNow => "wins: the opponent has no move left".to_owned(),
        HintReason::WinsOnStones => "wins on stones: the game ends with you ahead".to_owned(),
        HintReason::ForcesWin { moves } => format!("forces a win in {moves} move{}", plural(moves.0)),
        HintReason::Captures { stones } => format!("captures {stones} stone{}", plural(stones.0)),
        HintReason::SavesFromCapture { stones } => {
            format!("saves {stones} stone{} from capture", plural(stones.0))
        }
        HintReason::ThreatensCapture { stones } => format!("threatens a capture of {stones}"),
        HintReason::BestPosition => "keeps the best position".to_owned(),
    };
    // What the position is worth after it, where the reason does not already say the win.
    let after = match hint.value {
        None => String::new(),
        Some(value @ ReviewValue::Chance { .. }) => format!(" (your chance of winning: {})", words::value(value)),
        Some(value) => format!(" (proven: {})", words::value(value)),
    };
    format!(
        "Hint: {}, last stone in {}: {why}{after}.",
        hint.house.house, hint.lands_in.house
    )
}

/// A refused move in the mover's own house names.
pub fn refusal(error: &KielaError) -> String {
    match error {
        KielaError::EmptyHouse { spot } => format!("{} is empty", spot.house),
        KielaError::TooFewStones { spot, stones, min } => format!(
            "{} holds {}; a house needs at least {min} to be sown",
            spot.house,
            stone_count(stones.0)
        ),
        KielaError::EndlessMove { spot } => {
            format!("{} starts an endless move (over 1000 sowing runs)", spot.house)
        }
        other => other.to_string(),
    }
}

/// The rules in a few lines and the commands, short forms in brackets, wrapped to `width`.
pub fn help(rules: Rules, width: usize) -> String {
    let min = rules.variant.min_sow();
    let captured_from = match rules.capture_sowing {
        CaptureSowing::AfterCapturingHouse => "the house after yours",
        CaptureSowing::FromLapStart => "the house after the one sowing began from",
    };
    let rules_text = format!(
        "Kiela ({variant}). You own the two rows nearest you, named from your seat: outer o1…o10 \
(board edge) and inner i1…i10 (middle). Facing houses share a column.
A move: lift all stones of one of your houses holding at least {min} and sow them one by one \
along your loop o1 → o10 → i10 → i1 → o1. Where the last stone lands:
- in an empty house: the move ends;
- in an occupied outer house, or an occupied inner house facing an empty one: lift those \
stones and sow on (a relay);
- in an occupied inner house facing an occupied one: capture that house and the one behind \
it, and sow the captured stones into your loop from {captured_from}.
A player with no legal move loses. After {QUIET_MOVE_LIMIT} moves in a row without a capture, or the \
same position a third time, the player with more stones wins.",
        variant = rules.variant
    );
    let commands: Vec<String> = COMMANDS.lines().map(|line| fill(line, width, COMMAND_COLUMN)).collect();
    format!("{}\n{}", wrap(&rules_text, width), commands.join("\n"))
}

/// Where the commands' descriptions start, for their continuation lines.
const COMMAND_COLUMN: usize = 17;

/// The commands, two columns that fit 60.
const COMMANDS: &str = "\
Commands (short forms in brackets):
  o3, i10 …      sow that house
  setup n1 … n20 rearrange (expert opening, first turn)
  moves (m)      your legal moves
  hint           a suggested move, where it ends and why
  undo (u)       take back a move (and the computer's reply)
  redo (r)       play again what undo took back
  history (hi)   the moves so far, numbered
  board (b)      draw the board again
  new (n)        a new game with the same settings
  save [FILE]    save the game (kiela play --load FILE)
  stats          your results in the terminal
  help (h, ?)    this text
  quit (q)       quit (asks first in a game not saved)
  Ctrl-C, Ctrl-D as quit; at its question Ctrl-C is no";

/// `text` with every line broken at spaces to at most `width` columns; continuation lines
/// keep the line's indentation, and two spaces more. Words are never broken (a word longer
/// than that stands alone on its line).
pub fn wrap(text: &str, width: usize) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let indent = line.len() - line.trim_start().len();
            fill(line, width, indent + 2)
        })
        .collect();
    lines.join("\n")
}

/// One line broken at spaces to `width` columns, continuation lines indented by `hanging`.
fn fill(line: &str, width: usize, hanging: usize) -> String {
    let hanging = " ".repeat(hanging);
    let options = textwrap::Options::new(width)
        .break_words(false)
        .wrap_algorithm(textwrap::WrapAlgorithm::FirstFit)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .subsequent_indent(&hanging);
    textwrap::fill(line, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_wrapped_to_the_width() {
        let text = wrap(
            "south played o10: relay at i9, relay at i8, relay at i7, relay at i6, last stone in i5.",
            30,
        );
        assert!(text.lines().all(|line| line.chars().count() <= 30), "{text}");
        assert!(text.starts_with("south played o10: relay at i9,\n"), "{text}");
        for width in [WIDTH, 50, 36] {
            let help = help(Rules::default(), width);
            assert!(
                help.lines().all(|line| line.chars().count() <= width),
                "{width}: {help}"
            );
            // No word is broken: every word of the text is on some line whole.
            let words: Vec<&str> = help.split_whitespace().collect();
            for word in ["rearrange", "(expert", "suggested", "occupied", "capture"] {
                assert!(words.contains(&word), "{word} at {width}: {help}");
            }
            let hangs = help.contains("\n                 ");
            assert_eq!(hangs, width < WIDTH, "descriptions hang when narrow: {help}");
        }
    }
}
