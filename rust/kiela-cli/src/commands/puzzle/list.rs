//! `kiela puzzle --list`: the shipped puzzles, each marked solved or not, and the progress
//! counted by grade and by kind; with `--json`, each puzzle's position, answer and `solved`.

use kiela_core::exchange::position_json;
use kiela_session::{puzzles, Puzzle, PuzzleGrade, PuzzleKind};
use serde_json::{json, Value};

use super::messages::{grade_name, task_short};
use super::progress::Progress;

/// `most-001    easy    take the most in one move    solved`, a line a puzzle, then how many
/// are solved in all, by grade and by kind.
pub fn text(progress: &Progress) -> String {
    let mut text: String = puzzles()
        .iter()
        .map(|p| {
            let task = task_short(p.kind);
            let mark = if progress.solved(p) { "solved" } else { "" };
            format!("{:<10}  {:<6}  {task:<25}  {mark}", p.id, grade_name(p.grade))
                .trim_end()
                .to_owned()
                + "\n"
        })
        .collect();
    text += &format!("\nSolved {} of {}.\n", progress.solved_count(), puzzles().len());
    let grades = [PuzzleGrade::Easy, PuzzleGrade::Medium, PuzzleGrade::Hard];
    let by_grade = tallies(
        progress,
        grades.map(|grade| (grade_name(grade).to_owned(), move |p: &Puzzle| p.grade == grade)),
    );
    text += &format!("  by grade: {by_grade}\n");
    let by_kind = tallies(
        progress,
        kinds()
            .into_iter()
            .map(|kind| (task_short(kind), move |p: &Puzzle| p.kind == kind)),
    );
    text += &format!("  by kind: {by_kind}\n");
    text
}

/// The kinds of the shipped puzzles, in the order they first come.
fn kinds() -> Vec<PuzzleKind> {
    let mut kinds: Vec<PuzzleKind> = Vec::new();
    for puzzle in puzzles() {
        if !kinds.contains(&puzzle.kind) {
            kinds.push(puzzle.kind);
        }
    }
    kinds
}

/// `easy 3 of 50, medium 0 of 50`: for each group, its puzzles solved of all of them.
fn tallies<F: Fn(&Puzzle) -> bool>(progress: &Progress, groups: impl IntoIterator<Item = (String, F)>) -> String {
    let counts: Vec<String> = groups
        .into_iter()
        .map(|(name, belongs)| {
            let members: Vec<&Puzzle> = puzzles().iter().filter(|p| belongs(p)).collect();
            let solved = members.iter().filter(|p| progress.solved(p)).count();
            format!("{name} {solved} of {}", members.len())
        })
        .collect();
    counts.join(", ")
}

/// Every puzzle as JSON, with whether it is solved.
pub fn json(progress: &Progress) -> Vec<Value> {
    puzzles()
        .iter()
        .map(|puzzle| {
            let mut value = puzzle_json(puzzle);
            value["solved"] = progress.solved(puzzle).into();
            value
        })
        .collect()
}

/// A puzzle as JSON, in the shipped file's terms (an exercise too: `kiela review --json`).
pub fn puzzle_json(puzzle: &Puzzle) -> Value {
    let mut value = json!({ "id": puzzle.id });
    match puzzle.kind {
        PuzzleKind::MostInOne => value["kind"] = "most_in_one".into(),
        PuzzleKind::WinIn { moves } => {
            value["kind"] = "win_in".into();
            value["moves"] = moves.0.into();
        }
        PuzzleKind::BetterMove {
            played,
            verdict,
            best_evaluation,
        } => {
            value["kind"] = "better_move".into();
            value["played"] = played.house.to_string().into();
            value["verdict"] = verdict.name().into();
            value["best_evaluation"] = best_evaluation.0.into();
        }
    }
    value["grade"] = grade_name(puzzle.grade).into();
    value["position"] = position_json(&puzzle.position());
    value["answer"] = puzzle.answer.house.to_string().into();
    value["stones"] = puzzle.stones.0.into();
    if let Some(next_best) = puzzle.next_best {
        value["next_best"] = next_best.0.into();
    }
    value
}
