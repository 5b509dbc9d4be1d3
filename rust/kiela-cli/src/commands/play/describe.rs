//! The words of the game: what the last move did, how the game ended, whose turn it is, help.

use kiela_core::{CaptureSowing, EndReason, Event, Game, Move, Player, Position, Status, Trace, QUIET_MOVE_LIMIT};

/// What a turn did, step by step: `south played o10: relay at i9, last stone in i6.`; `who`
/// names the mover (`south`, or `north (computer, easy)`).
pub fn last_move(who: &str, turn: &Move, trace: &Trace) -> String {
    let mover = trace.mover;
    if let Move::Setup(_) = turn {
        return format!("{who} rearranged their stones.");
    }
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
            stone_count(u32::from(*stones)),
            mover.opponent()
        )),
        Event::End { house } => Some(format!("last stone in {house}")),
        Event::Lift { .. } | Event::Drop { .. } | Event::CapturedSowing { .. } => None,
    }
}

/// `1 stone`, `28 stones`.
pub fn stone_count(stones: u32) -> String {
    match stones {
        1 => "1 stone".to_owned(),
        n => format!("{n} stones"),
    }
}

/// How the game ended, or `None` while it goes on.
pub fn outcome(status: Status, position: &Position) -> Option<String> {
    let stones = |player| position.stones_of(player);
    let text = match status {
        Status::Playing => return None,
        Status::Won {
            winner,
            reason: EndReason::NoLegalMove,
        } => {
            format!("Game over: {winner} wins, {} has no legal move.", winner.opponent())
        }
        Status::Won { winner, reason } => format!(
            "Game over: {winner} wins on stones, {} to {}: {}.",
            stones(winner),
            stones(winner.opponent()),
            why(reason)
        ),
        Status::Drawn { reason } => format!(
            "Game over: a draw, {} stones each: {}.",
            stones(Player::South),
            why(reason)
        ),
    };
    Some(text)
}

fn why(reason: EndReason) -> String {
    match reason {
        EndReason::NoLegalMove => "no legal move".to_owned(),
        EndReason::Repetition => "the same position came up a third time".to_owned(),
        EndReason::NoCapture => format!("{QUIET_MOVE_LIMIT} moves in a row captured nothing"),
    }
}

/// Whose turn it is and how close the no-capture rule is, plus the rearrangement offer.
pub fn turn(game: &Game) -> String {
    let position = game.position();
    let mover = position.to_move();
    let mut text = format!(
        "Move {}: {mover} to move. Moves without capture: {} of {QUIET_MOVE_LIMIT}.",
        game.moves().len() + 1,
        position.quiet_moves(),
    );
    if game.setup_allowed() {
        text += &format!(
            "\n{mover} may instead rearrange all {} stones: setup and 20 counts in loop order (o1…o10, i10…i1).",
            position.stones_of(mover)
        );
    }
    text
}

/// The rules in a few lines and the commands.
pub fn help(position: &Position) -> String {
    let rules = position.rules();
    let min = rules.variant.min_sow();
    let captured_from = match rules.capture_sowing {
        CaptureSowing::AfterCapturingHouse => "the house after yours",
        CaptureSowing::FromLapStart => "the house after the one that sowing began from",
    };
    format!(
        "\
Kiela ({variant}). You own the two rows nearest you, named from your seat: outer o1…o10
(board edge) and inner i1…i10 (middle). Facing houses share a column.
A move: lift all stones of one of your houses holding at least {min} and sow them one by one
along your loop o1 → o10 → i10 → i1 → o1. Where the last stone lands:
  - in an empty house: the move ends;
  - in an occupied outer house, or an occupied inner house facing an empty one: lift those
    stones and sow on;
  - in an occupied inner house facing an occupied one: capture that house and the one behind
    it, and sow the captured stones into your loop from {captured_from}.
A player with no legal move loses. After {QUIET_MOVE_LIMIT} moves in a row without a capture, or the same
position a third time, the player with more stones wins.
Commands: o3, i10 …  sow that house      setup n1 … n20  rearrange (expert opening, first turn)
          moves  list your moves         undo  take back a move (and the computer's reply)
          hint   suggest a move          board  draw the board again
          help   this text               q      quit",
        variant = rules.variant
    )
}
