//! The game's data put into words once, for both apps: each builder decides which sentence to
//! say and with which arguments, as a [`Phrase`] (a string's key and its arguments); each app
//! keeps one formatter that turns a phrase into text with its own strings.
//!
//! The keys are the Android string resources' names (android/app/src/main/res/values/), which
//! the iOS catalog is made from; the tests check that every key a builder can say is there and
//! takes the arguments it is given.

mod exercises;
mod game;
mod guide;
mod phrase;
mod puzzles;
mod rating;
mod review;
#[cfg(test)]
mod tests;

pub use exercises::{exercise_place_phrase, exercise_title_phrase, exercises_offer_phrase};
pub use game::{
    abandon_phrase, announcement_phrase, capture_sowing_phrase, computer_title_phrase, final_stones_phrase,
    headline_phrase, hint_phrase, hint_reason_phrase, house_label_phrase, house_short_phrase, level_about_phrase,
    level_phrase, notice_phrase, opponent_phrase, player_phrase, player_stones_phrase, refusal_phrase,
    result_reason_phrase, result_title_phrase, seat_about_phrase, seat_name_phrase, side_phrase, speed_phrase,
    stones_phrase, stones_unit_phrase, variant_phrase,
};
pub use guide::{guide_note_phrase, guide_notes_phrases, guide_prompt_phrase};
pub use phrase::{Phrase, PhraseArg};
pub use puzzles::{
    puzzle_grade_phrase, puzzle_keep_going_phrase, puzzle_kind_phrase, puzzle_miss_phrase, puzzle_number_phrase,
    puzzle_progress_phrase, puzzle_solved_phrase, puzzle_task_phrase, puzzle_title_phrase, puzzle_verdict_title_phrase,
    puzzle_verdict_why_phrase,
};
pub use rating::{rating_history_phrase, rating_value_phrase};
pub use review::{
    cost_phrase, graph_caption_phrase, graph_description_phrase, graph_state_phrase, notation,
    past_game_details_phrase, past_game_outcome_phrase, past_game_title_phrase, review_board_phrase, review_by_phrase,
    review_legend_phrase, review_line_phrase, review_player_phrase, review_progress_phrase, review_summary_phrase,
    value_phrase, verdict_count_phrase, verdict_phrase,
};
