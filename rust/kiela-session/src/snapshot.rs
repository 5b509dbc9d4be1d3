//! Everything an app draws after each change, in one value.

use kiela_core::{EndReason as CoreEndReason, Game, Player, Status};

use crate::board::{board_counts, board_index, Side};
use crate::marks::HouseMark;
use crate::numbers::{AppInt, SmallInt, StoneCounts};
use crate::settings::GameSettings;
use crate::setup::{Draft, SetupDraft};
use crate::view::{headline, taps, two_people, viewer, Headline, PersonOutcome, TapAction};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum EndReason {
    /// The player to move had no legal move.
    NoLegalMove,
    /// The same position came round a third time: decided on stones.
    Repetition,
    /// A hundred moves in a row captured nothing: decided on stones.
    NoCapture,
}

/// How a game ended: the winner (`null`/`nil` for a draw), why, the final stones, and against
/// the computer how it went for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameResult {
    /// None for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
    pub south_stones: SmallInt,
    pub north_stones: SmallInt,
    /// Against the computer, the result for the person; none with two people or none.
    pub person: Option<PersonOutcome>,
}

/// The game as an app draws it. Houses are in board order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Snapshot {
    /// Changes with every change to the session's game; a result computed for an earlier
    /// revision is stale.
    pub revision: i64,
    /// The 40 counts in board order.
    pub board: StoneCounts,
    pub south_stones: SmallInt,
    pub north_stones: SmallInt,
    pub to_move: Side,
    /// Board indices of the houses the player to move may sow (`spotAt` names each).
    pub legal_houses: Vec<SmallInt>,
    /// Set once the game is over.
    pub result: Option<GameResult>,
    /// The player to move may rearrange instead of sowing (expert opening, first turn).
    pub setup_allowed: bool,
    /// The rearrangement being drafted, if one is.
    pub setup_draft: Option<SetupDraft>,
    /// The side to move is played by the computer and the game is on.
    pub computer_to_move: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    /// Turns played so far.
    pub turns: AppInt,
    /// Moves in a row without a capture (the game ends on stones at the quiet-move limit).
    pub quiet_moves: SmallInt,
    /// The houses the last turn marks: lifted, relays, captors, taken from, the last stone.
    pub last_move_marks: Vec<HouseMark>,
    /// The side drawn at the bottom: the person's against the computer, South with two people.
    pub viewer: Side,
    /// Two people share the phone: the top player's texts face them.
    pub two_people: bool,
    /// The line over the viewer's side of the board.
    pub headline: Headline,
    /// With two people, the line over the top player's side.
    pub top_headline: Option<Headline>,
    /// What a tap on each house, in board order, does now.
    pub taps: Vec<TapAction>,
}

/// What the session adds to the game's own facts.
pub(crate) struct SessionView<'a> {
    pub revision: i64,
    pub settings: &'a GameSettings,
    pub draft: Option<&'a Draft>,
    pub computer_to_move: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub last_move_marks: Vec<HouseMark>,
}

pub(crate) fn snapshot(game: &Game, view: SessionView) -> Snapshot {
    let position = game.position();
    let settings = view.settings;
    let result = result(game.status(), position, settings.lone_person());
    let viewer = viewer(settings);
    let two_people = two_people(settings);
    let legal_houses = match result {
        None => position
            .legal_moves()
            .iter()
            .map(|house| SmallInt::from(board_index(position.to_move(), house)))
            .collect(),
        Some(_) => Vec::new(),
    };
    let taps = taps(game, settings, view.draft, &legal_houses);
    Snapshot {
        revision: view.revision,
        board: board_counts(position),
        south_stones: position.stones_of(Player::South).into(),
        north_stones: position.stones_of(Player::North).into(),
        to_move: position.to_move().into(),
        legal_houses,
        result,
        setup_allowed: game.setup_allowed(),
        setup_draft: view.draft.map(|draft| draft.view(position)),
        computer_to_move: view.computer_to_move,
        can_undo: view.can_undo,
        can_redo: view.can_redo,
        turns: game.moves().len().into(),
        quiet_moves: position.quiet_moves().into(),
        last_move_marks: view.last_move_marks,
        viewer,
        two_people,
        headline: headline(game, settings, viewer),
        top_headline: two_people.then(|| headline(game, settings, viewer.opponent())),
        taps,
    }
}

/// The result of a game with `status`, for the person on `lone_person` if there is one.
pub(crate) fn result(status: Status, position: &kiela_core::Position, lone_person: Option<Side>) -> Option<GameResult> {
    let (winner, reason) = match status {
        Status::Playing => return None,
        Status::Won { winner, reason } => (Some(Side::from(winner)), reason),
        Status::Drawn { reason } => (None, reason),
    };
    let person = lone_person.map(|side| match winner {
        None => PersonOutcome::Drawn,
        Some(winner) if winner == side => PersonOutcome::Won,
        Some(_) => PersonOutcome::Lost,
    });
    Some(GameResult {
        winner,
        reason: match reason {
            CoreEndReason::NoLegalMove => EndReason::NoLegalMove,
            CoreEndReason::Repetition => EndReason::Repetition,
            CoreEndReason::NoCapture => EndReason::NoCapture,
        },
        south_stones: position.stones_of(Player::South).into(),
        north_stones: position.stones_of(Player::North).into(),
        person,
    })
}
