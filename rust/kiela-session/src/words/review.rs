//! The review's words and the recent games': verdicts, values, costs, each turn's line, the
//! graph and the counts.

use super::game::{computer_title_phrase, house_short_phrase, side_phrase};
use super::phrase::{Phrase, PhraseArg};
use crate::board::{Row, Side, Spot};
use crate::numbers::AppInt;
use crate::reviewed::{GameReview, MoveCost, ReviewSeats, ReviewValue, ReviewedTurn, Verdict, VerdictCounts};
use crate::statistics::{Opponent, PastGame};
use crate::view::PersonOutcome;

/// Every verdict, best first: the order of a summary.
pub(super) const VERDICTS: [Verdict; 5] = [
    Verdict::Best,
    Verdict::Good,
    Verdict::Inaccuracy,
    Verdict::Mistake,
    Verdict::Blunder,
];

/// A house as the game's records write it: "o4", "i10" (the same in every language).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn notation(spot: Spot) -> String {
    let row = match spot.row {
        Row::Inner => 'i',
        Row::Outer => 'o',
    };
    format!("{row}{}", spot.number)
}

/// A left-to-right piece (a house's notation) kept whole in a right-to-left sentence: between
/// Unicode's left-to-right isolate and its end.
fn left_to_right(text: &str) -> PhraseArg {
    PhraseArg::text(format!("\u{2066}{text}\u{2069}"))
}

/// A house in a review's line: its notation on screen ("o4"), its name for a screen reader
/// ("outer house 4").
fn house(spot: Spot, spoken: bool) -> PhraseArg {
    match spoken {
        true => house_short_phrase(spot).into(),
        false => left_to_right(&notation(spot)),
    }
}

/// "Mistake" (`review_verdict_mistake`).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn verdict_phrase(verdict: Verdict) -> Phrase {
    Phrase::key(match verdict {
        Verdict::Best => "review_verdict_best",
        Verdict::Good => "review_verdict_good",
        Verdict::Inaccuracy => "review_verdict_inaccuracy",
        Verdict::Mistake => "review_verdict_mistake",
        Verdict::Blunder => "review_verdict_blunder",
    })
}

/// A position for the mover, as the core values it: "61% to win", "a forced win".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn value_phrase(value: ReviewValue) -> Phrase {
    match value {
        ReviewValue::Win { .. } => Phrase::key("review_value_win"),
        ReviewValue::Loss { .. } => Phrase::key("review_value_loss"),
        ReviewValue::Chance { percent } => Phrase::count("review_value_chance", percent),
    }
}

/// What a move that was not the best cost: "costs 14 points of winning chance", "close to the
/// best" (also said for `Nothing`, the best move's, whose line says it as such).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn cost_phrase(cost: MoveCost) -> Phrase {
    match cost {
        MoveCost::Nothing | MoveCost::Close => Phrase::key("review_close"),
        MoveCost::WinThrownAway => Phrase::key("review_gives_away_win"),
        MoveCost::IntoLoss => Phrase::key("review_into_loss"),
        MoveCost::Chance { points } => Phrase::count("review_costs_chance", points),
    }
}

/// Who played `side`: "You", "Computer", "Bottom player", "South".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_player_phrase(side: Side, seats: ReviewSeats) -> Phrase {
    match seats {
        ReviewSeats::AgainstComputer { person } if side == person => Phrase::key("player_you"),
        ReviewSeats::AgainstComputer { .. } => Phrase::key("player_computer"),
        ReviewSeats::TwoPeople if side == Side::South => Phrase::key("player_bottom"),
        ReviewSeats::TwoPeople => Phrase::key("player_top"),
        ReviewSeats::BySide => side_phrase(side),
    }
}

/// The end of a sentence about a player's moves: "by you", "by the computer", "by South".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_by_phrase(side: Side, seats: ReviewSeats) -> Phrase {
    Phrase::key(match (seats, side) {
        (ReviewSeats::AgainstComputer { person }, _) if side == person => "review_by_you",
        (ReviewSeats::AgainstComputer { .. }, _) => "review_by_computer",
        (ReviewSeats::TwoPeople, Side::South) => "review_by_bottom",
        (ReviewSeats::TwoPeople, Side::North) => "review_by_top",
        (ReviewSeats::BySide, Side::South) => "review_by_south",
        (ReviewSeats::BySide, Side::North) => "review_by_north",
    })
}

/// Under the graph's title, whose side it is seen from: "Seen from your side: …".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn graph_caption_phrase(seats: ReviewSeats) -> Phrase {
    Phrase::key(match seats {
        ReviewSeats::AgainstComputer { .. } => "review_graph_caption_you",
        ReviewSeats::TwoPeople => "review_graph_caption_bottom",
        ReviewSeats::BySide => "review_graph_caption_south",
    })
}

/// "Turn 12 · You · o4 — Mistake: costs 14 points of winning chance; better o7 (61% to win)",
/// or "… — Best move (61% to win)"; `spoken` names the houses in words, for a screen reader.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_line_phrase(turn: &ReviewedTurn, seats: ReviewSeats, spoken: bool) -> Phrase {
    let head = Phrase::with(
        "review_turn",
        [
            PhraseArg::number(turn.turn),
            review_player_phrase(turn.mover, seats).into(),
            house(turn.played, spoken),
        ],
    );
    let judgement = match turn.verdict {
        Verdict::Best => Phrase::with("review_best", [value_phrase(turn.best_value).into()]),
        verdict => {
            let better = Phrase::with(
                "review_better",
                [house(turn.best, spoken), value_phrase(turn.best_value).into()],
            );
            Phrase::with(
                "review_judgement",
                [
                    verdict_phrase(verdict).into(),
                    cost_phrase(turn.cost).into(),
                    better.into(),
                ],
            )
        }
    };
    Phrase::with("review_line", [head.into(), judgement.into()])
}

/// "Winning chance over 42 turns; 3 mistakes and 1 blunder by you; 2 mistakes and 0 blunders
/// by the computer", the viewer's side first.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn graph_description_phrase(review: &GameReview) -> Phrase {
    let side = |side: Side| {
        let counts = side_counts(review, side);
        Phrase::with(
            "review_graph_side",
            [
                verdict_count_phrase(Verdict::Mistake, counts.mistake).into(),
                verdict_count_phrase(Verdict::Blunder, counts.blunder).into(),
                review_by_phrase(side, review.seats).into(),
            ],
        )
    };
    Phrase::with(
        "review_graph_description",
        [
            Phrase::count("review_graph_turns", review.turns.len()).into(),
            side(review.viewer).into(),
            side(review.viewer.opponent()).into(),
        ],
    )
}

/// The turn the graph has picked: "Turn 12, Mistake".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn graph_state_phrase(turn: &ReviewedTurn) -> Phrase {
    Phrase::with(
        "review_graph_state",
        [PhraseArg::number(turn.turn), verdict_phrase(turn.verdict).into()],
    )
}

/// The board at a turn, for a screen reader: "The board before turn 12; the house played has a
/// dashed ring and the better move glows."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_board_phrase(turn: &ReviewedTurn) -> Phrase {
    let key = match turn.verdict {
        Verdict::Best => "review_board_played",
        _ => "review_board_better",
    };
    Phrase::count(key, turn.turn)
}

/// The board's legend: "Dashed ring: the house played · Glow: the better move."
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_legend_phrase(turn: &ReviewedTurn) -> Phrase {
    Phrase::key(match turn.verdict {
        Verdict::Best => "review_legend_played",
        _ => "review_legend_better",
    })
}

/// "2 inaccuracies", "1 mistake".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn verdict_count_phrase(verdict: Verdict, n: AppInt) -> Phrase {
    let key = match verdict {
        Verdict::Best => "review_count_best",
        Verdict::Good => "review_count_good",
        Verdict::Inaccuracy => "review_count_inaccuracy",
        Verdict::Mistake => "review_count_mistake",
        Verdict::Blunder => "review_count_blunder",
    };
    Phrase::count(key, n)
}

/// A player's summary: "You: 20 best moves, 5 good moves, 2 inaccuracies, 1 mistake, 0 blunders".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_summary_phrase(side: Side, review: &GameReview) -> Phrase {
    let counts = side_counts(review, side);
    let player = review_player_phrase(side, review.seats).into();
    let verdicts = VERDICTS.map(|verdict| verdict_count_phrase(verdict, counts.get(verdict)).into());
    Phrase::with("review_summary_description", std::iter::once(player).chain(verdicts))
}

/// "12 of 42 moves looked at", agreeing with the total (so given first: a plural's count).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn review_progress_phrase(done: AppInt, total: AppInt) -> Phrase {
    Phrase::with("review_progress", [PhraseArg::number(total), PhraseArg::number(done)])
}

/// A recent game's opponent: "Computer · Easy", "Friend".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn past_game_title_phrase(game: &PastGame) -> Phrase {
    match game.opponent {
        Opponent::Computer { level } => computer_title_phrase(level),
        Opponent::Friend => Phrase::key("opponent_friend_short"),
    }
}

/// How a recent game ended, from the person's seat (the bottom one with two people): "You won".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn past_game_outcome_phrase(game: &PastGame) -> Phrase {
    let friend = game.opponent == Opponent::Friend;
    Phrase::key(match game.outcome {
        PersonOutcome::Won if friend => "history_bottom_won",
        PersonOutcome::Won => "history_won",
        PersonOutcome::Lost if friend => "history_top_won",
        PersonOutcome::Lost => "history_lost",
        PersonOutcome::Drawn => "history_drawn",
    })
}

/// A recent game's second line: "You won · 42 turns".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn past_game_details_phrase(game: &PastGame) -> Phrase {
    Phrase::with(
        "history_details",
        [
            past_game_outcome_phrase(game).into(),
            Phrase::count("history_turns", game.turns).into(),
        ],
    )
}

/// `side`'s verdicts, counted by the core.
fn side_counts(review: &GameReview, side: Side) -> VerdictCounts {
    match side {
        Side::South => review.south,
        Side::North => review.north,
    }
}
