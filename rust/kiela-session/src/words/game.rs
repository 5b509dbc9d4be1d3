//! The game screen's words: the settings' names, the houses, the headlines, what the other side
//! did, refusals, hints, the result and the seats.

use super::phrase::{Phrase, PhraseArg};
use super::review::value_phrase;
use crate::announcement::Announcement;
use crate::board::{Row, Side, Spot};
use crate::computer::{Hint, HintReason};
use crate::events::Turn;
use crate::numbers::AppInt;
use crate::settings::{CaptureSowing, GameSettings, Level, RuleFacts, Seat, Variant};
use crate::snapshot::{EndReason, GameResult, Snapshot};
use crate::statistics::Opponent;
use crate::timeline::AnimationSpeed;
use crate::view::{Headline, NoticeKind, PersonOutcome, Refusal, SeatPlayer};

/// "3 stones".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn stones_phrase(n: AppInt) -> Phrase {
    Phrase::count("stones_count", n)
}

/// The word under a score's number, without it: "stones" (`stones_unit`, counted by `n`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn stones_unit_phrase(n: AppInt) -> Phrase {
    Phrase::count("stones_unit", n)
}

/// A level's name: "Medium" (`level_medium`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn level_phrase(level: Level) -> Phrase {
    Phrase::key(match level {
        Level::Beginner => "level_beginner",
        Level::Easy => "level_easy",
        Level::Medium => "level_medium",
        Level::Hard => "level_hard",
        Level::Expert => "level_expert",
    })
}

/// How a level plays, in a few words: "Looks a few moves ahead" (`level_medium_about`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn level_about_phrase(level: Level) -> Phrase {
    Phrase::key(match level {
        Level::Beginner => "level_beginner_about",
        Level::Easy => "level_easy_about",
        Level::Medium => "level_medium_about",
        Level::Hard => "level_hard_about",
        Level::Expert => "level_expert_about",
    })
}

/// The computer's name on its card and in the recent games: "Computer · Easy".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn computer_title_phrase(level: Level) -> Phrase {
    Phrase::with("opponent_computer_title", [level_phrase(level).into()])
}

/// Whom the person plays, on the statistics screen: "Easy", or "A friend on this phone".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn opponent_phrase(opponent: Opponent) -> Phrase {
    match opponent {
        Opponent::Computer { level } => level_phrase(level),
        Opponent::Friend => Phrase::key("opponent_friend"),
    }
}

/// "Fast" (`speed_fast`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn speed_phrase(speed: AnimationSpeed) -> Phrase {
    Phrase::key(match speed {
        AnimationSpeed::Slow => "speed_slow",
        AnimationSpeed::Normal => "speed_normal",
        AnimationSpeed::Fast => "speed_fast",
        AnimationSpeed::Instant => "speed_instant",
    })
}

/// "South" (`side_south`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn side_phrase(side: Side) -> Phrase {
    Phrase::key(match side {
        Side::South => "side_south",
        Side::North => "side_north",
    })
}

/// "Traditional, 28 stones each" (`variant_traditional`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn variant_phrase(variant: Variant) -> Phrase {
    let key = match variant {
        Variant::Traditional => "variant_traditional",
        Variant::Beginner => "variant_beginner",
    };
    Phrase::count(key, RuleFacts::of(variant).stones_per_player)
}

/// "After the capturing house" (`capture_sowing_after_captor`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn capture_sowing_phrase(rule: CaptureSowing) -> Phrase {
    Phrase::key(match rule {
        CaptureSowing::AfterCapturingHouse => "capture_sowing_after_captor",
        CaptureSowing::FromLapStart => "capture_sowing_lap_start",
    })
}

/// A house as the screen reader names it, seen by `viewer`: "Your inner house 7, 3 stones, can
/// be sown, hinted"; only the stones for an index off the board.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn house_label_phrase(index: AppInt, stones: AppInt, viewer: Side, sown: bool, hinted: bool) -> Phrase {
    let Some(spot) = Spot::at(index) else {
        return stones_phrase(stones);
    };
    let name = match (spot.side == viewer, spot.row) {
        (true, Row::Inner) => "house_yours_inner",
        (true, Row::Outer) => "house_yours_outer",
        (false, Row::Inner) => "house_theirs_inner",
        (false, Row::Outer) => "house_theirs_outer",
    };
    let mut parts = vec![Phrase::count(name, spot.number), stones_phrase(stones)];
    if sown {
        parts.push(Phrase::key("house_can_be_sown"));
    }
    if hinted {
        parts.push(Phrase::key("house_hinted"));
    }
    Phrase::joined(parts, ", ")
}

/// A house by its owner's name for it, without the owner: "inner house 3".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn house_short_phrase(spot: Spot) -> Phrase {
    let key = match spot.row {
        Row::Inner => "house_short_inner",
        Row::Outer => "house_short_outer",
    };
    Phrase::count(key, spot.number)
}

/// The line over a seat: "Your turn", "The computer is thinking…", "Game over".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn headline_phrase(headline: Headline) -> Phrase {
    Phrase::key(match headline {
        Headline::YourTurn => "turn_yours",
        Headline::RearrangeOrSow => "turn_setup",
        Headline::TheirTurn => "turn_theirs",
        Headline::ComputerThinking => "turn_computer",
        Headline::GameOver { .. } => "game_over",
    })
}

/// What is said of a turn: the other side's as it starts to play, its relays and captures after
/// the move ("The computer sowed its inner house 3. 2 relays. 5 stones captured."); the viewer's
/// own as it ends, only its relays and captures ("2 relays. 5 stones captured.").
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn announcement_phrase(said: &Announcement) -> Phrase {
    let move_played = match (&said.played, said.by_computer) {
        (Turn::Sow { house }, true) => Phrase::with("announce_computer_sowed", [house_short_phrase(*house).into()]),
        (Turn::Sow { house }, false) => Phrase::with("announce_opponent_sowed", [house_short_phrase(*house).into()]),
        (Turn::Setup { .. }, true) => Phrase::key("announce_computer_rearranged"),
        (Turn::Setup { .. }, false) => Phrase::key("announce_opponent_rearranged"),
    };
    let mut parts = if said.by_viewer { Vec::new() } else { vec![move_played] };
    if said.relays.0 > 0 {
        parts.push(Phrase::count("announce_relays", said.relays));
    }
    if said.captured.0 > 0 {
        parts.push(Phrase::count("announce_captured", said.captured));
    }
    Phrase::joined(parts, " ")
}

/// The question before a game in progress is left for another: "Leave this game for a new
/// one?", and when it counts: "…Against the computer, a game left after both sides moved
/// counts as a loss."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn abandon_phrase(counts_as_loss: bool) -> Phrase {
    Phrase::key(match counts_as_loss {
        true => "abandon_question_loss",
        false => "abandon_question",
    })
}

/// Why a tap or a control was refused: "That house is empty.", "A house needs at least 2 stones
/// to be sown."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn refusal_phrase(refusal: Refusal) -> Phrase {
    match refusal {
        Refusal::EmptyHouse => Phrase::key("refused_empty"),
        Refusal::TooFewStones { min } => Phrase::count("refused_too_few", min),
        Refusal::NotYourHouse => Phrase::key("refused_not_yours"),
        Refusal::EndlessMove => Phrase::key("refused_endless"),
        Refusal::ComputerToMove => Phrase::key("refused_computer"),
        Refusal::GameOver => Phrase::key("refused_game_over"),
        Refusal::Other => Phrase::key("refused_other"),
    }
}

/// What the app tells the person once: a refusal, the core's failure ("Something went wrong
/// inside the game…", `core_failed`), or what became of an unreadable file (`save_corrupt`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn notice_phrase(notice: &NoticeKind) -> Phrase {
    match notice {
        NoticeKind::Refused { reason } => refusal_phrase(*reason),
        NoticeKind::Failed { .. } => Phrase::key("core_failed"),
        NoticeKind::SaveUnreadable => Phrase::key("save_corrupt"),
        NoticeKind::SaveFromNewerVersion => Phrase::key("save_newer"),
        NoticeKind::StatisticsUnreadable => Phrase::key("statistics_unreadable"),
        NoticeKind::StatisticsFromNewerVersion => Phrase::key("statistics_newer"),
        NoticeKind::StatisticsPartSetAside => Phrase::key("history_set_aside"),
        NoticeKind::NotSaved => Phrase::key("not_saved"),
        NoticeKind::ComputerCouldNotMove => Phrase::key("computer_could_not_move"),
    }
}

/// Why a hinted move is good: "Captures 3 stones".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn hint_reason_phrase(reason: HintReason) -> Phrase {
    match reason {
        HintReason::WinsNow => Phrase::key("hint_wins_now"),
        HintReason::WinsOnStones => Phrase::key("hint_wins_on_stones"),
        HintReason::ForcesWin { moves } => Phrase::count("hint_forces_win", moves),
        HintReason::Captures { stones } => Phrase::count("hint_captures", stones),
        HintReason::SavesFromCapture { stones } => Phrase::count("hint_saves", stones),
        HintReason::ThreatensCapture { stones } => Phrase::count("hint_threatens", stones),
        HintReason::BestPosition => Phrase::key("hint_best_position"),
    }
}

/// A hint's line: its reason, then the position after the move as the core values it ("The
/// strongest move here — 61% to win."); the reason alone where the core gives no value.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn hint_phrase(hint: &Hint) -> Phrase {
    let reason = hint_reason_phrase(hint.reason);
    match hint.value {
        Some(after) => Phrase::with("hint_with_value", [reason.into(), value_phrase(after).into()]),
        None => reason,
    }
}

/// The title of a finished game: "You won!" against the computer, else by seat as `viewer`
/// (the bottom player) sees it: "The top player won!", "A draw."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn result_title_phrase(result: &GameResult, viewer: Side) -> Phrase {
    Phrase::key(match (result.person, result.winner) {
        (Some(PersonOutcome::Won), _) => "result_you_won",
        (Some(PersonOutcome::Lost), _) => "result_you_lost",
        (Some(PersonOutcome::Drawn), _) | (None, None) => "result_draw",
        (None, Some(winner)) if winner == viewer => "result_bottom_won",
        (None, Some(_)) => "result_top_won",
    })
}

/// Why the game ended: "100 moves without a capture; the stones decided."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn result_reason_phrase(result: &GameResult, variant: Variant) -> Phrase {
    match result.reason {
        EndReason::NoLegalMove => Phrase::key("reason_no_legal_move"),
        EndReason::Repetition => Phrase::key("reason_repetition"),
        EndReason::NoCapture => Phrase::count("reason_no_capture", RuleFacts::of(variant).quiet_move_limit),
    }
}

/// "Final stones: You 30, Computer 26", the bottom player first, each side by who plays it.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn final_stones_phrase(result: &GameResult, game: &Snapshot, settings: &GameSettings) -> Phrase {
    let stones = |side| match side {
        Side::South => result.south_stones,
        Side::North => result.north_stones,
    };
    let (bottom, top) = (game.viewer, game.viewer.opponent());
    Phrase::with(
        "result_final_stones",
        [
            player_phrase(bottom, game, settings).into(),
            PhraseArg::number(stones(bottom)),
            player_phrase(top, game, settings).into(),
            PhraseArg::number(stones(top)),
        ],
    )
}

/// Who plays `side`: "Computer", "You", or with two people "Bottom player" / "Top player".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn player_phrase(side: Side, game: &Snapshot, settings: &GameSettings) -> Phrase {
    Phrase::key(match settings.seat(side) {
        Seat::Computer { .. } => "player_computer",
        Seat::Person if !game.two_people => "player_you",
        Seat::Person if side == game.viewer => "player_bottom",
        Seat::Person => "player_top",
    })
}

/// A status line's "You 28 stones".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn player_stones_phrase(side: Side, game: &Snapshot, settings: &GameSettings) -> Phrase {
    let stones = match side {
        Side::South => game.south_stones,
        Side::North => game.north_stones,
    };
    Phrase::joined([player_phrase(side, game, settings), stones_phrase(stones.into())], " ")
}

/// Who sits at a seat, on its card: "Computer · Easy", "You", "Top player".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn seat_name_phrase(player: SeatPlayer) -> Phrase {
    match player {
        SeatPlayer::Computer { level } => computer_title_phrase(level),
        SeatPlayer::You => Phrase::key("player_you"),
        SeatPlayer::NearPlayer => Phrase::key("player_bottom"),
        SeatPlayer::FarPlayer => Phrase::key("player_top"),
    }
}

/// The line under a seat's name: how the computer plays ("Looks a few moves ahead"), the far
/// friend's way of playing ("Take turns on this phone"), or the person's side ("South"); none
/// for the near player of two.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn seat_about_phrase(player: SeatPlayer, side: Side) -> Option<Phrase> {
    match player {
        SeatPlayer::Computer { level } => Some(level_about_phrase(level)),
        SeatPlayer::FarPlayer => Some(Phrase::key("opponent_friend_about")),
        SeatPlayer::NearPlayer => None,
        SeatPlayer::You => Some(side_phrase(side)),
    }
}
