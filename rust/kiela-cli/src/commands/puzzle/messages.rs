//! The words of a puzzle: what it asks, what each move did, the help, hints, and how it ended
//! when solved (a miss is told by `miss`).

use kiela_core::{House, Player, Row};
use kiela_session::{GuideNote, MoveOutcome, Puzzle, PuzzleGrade, PuzzleKind, Verdict};

use super::super::play::describe::stone_count;
use crate::words::counted;

pub fn grade_name(grade: PuzzleGrade) -> &'static str {
    match grade {
        PuzzleGrade::Easy => "easy",
        PuzzleGrade::Medium => "medium",
        PuzzleGrade::Hard => "hard",
    }
}

/// What the puzzle asks, in a few words: `take the most in one move`, `win in 2`.
pub fn task_short(kind: PuzzleKind) -> String {
    match kind {
        PuzzleKind::MostInOne => "take the most in one move".to_owned(),
        PuzzleKind::WinIn { moves } => format!("win in {}", moves.0),
        PuzzleKind::BetterMove { played, .. } => format!("find a better move than {}", played.house),
    }
}

/// What the puzzle asks, in a sentence.
pub fn task(kind: PuzzleKind) -> String {
    match kind {
        PuzzleKind::MostInOne => "South to move: take the most stones in one move.".to_owned(),
        PuzzleKind::WinIn { moves } if moves.0 == 1 => {
            "South to move: win in 1. Leave north without a legal move with this one.".to_owned()
        }
        PuzzleKind::WinIn { moves } => format!(
            "South to move: win in {0}. Leave north without a legal move within {0} of your moves, \
whatever it answers.",
            moves.0
        ),
        PuzzleKind::BetterMove { played, verdict, .. } => format!(
            "South to move: in your game you played {} here, {}. Find a better move: one the engine \
grades at most an inaccuracy away from the best.",
            played.house,
            a_verdict(verdict)
        ),
    }
}

/// `a mistake`, `a blunder`: a move's verdict in a sentence.
pub fn a_verdict(verdict: Verdict) -> String {
    let name = verdict.name();
    match verdict {
        Verdict::Best | Verdict::Good => format!("the {name} move"),
        Verdict::Inaccuracy => format!("an {name}"),
        Verdict::Mistake | Verdict::Blunder => format!("a {name}"),
    }
}

/// The commands inside a puzzle, two columns that fit 60.
pub const HELP: &str = "\
Type a house (o3, i10) to sow it, or:
  moves (m)      your legal moves
  hint           a clue; hint again names the move
  again (a)      start this puzzle again
  next (n)       the next puzzle not solved yet
  help (h, ?)    this text
  quit (q)       leave; the end of the input too
Solved puzzles are kept in kiela's statistics.";

/// `Puzzle most-001 (easy), 1 of 150; 12 solved.` and the person's side.
pub fn introduction(puzzle: &Puzzle, number: usize, solved_before: bool, solved: usize, all: usize) -> String {
    let before = if solved_before { ", solved before" } else { "" };
    format!(
        "Puzzle {} ({}{before}), {number} of {all}; {solved} solved.\nYou play south, at the bottom.",
        puzzle.id,
        grade_name(puzzle.grade),
    )
}

/// `Exercise 1 of 3: a mistake of yours, as a puzzle.` and the person's side.
pub fn exercise_introduction(number: usize, all: usize) -> String {
    format!("Exercise {number} of {all}: a mistake from your game, as a puzzle.\nYou play south, at the bottom.")
}

/// Where the puzzle stands after a move that kept the win forced.
pub fn still_to_win(left: u8) -> String {
    format!(
        "The win is still forced: leave north without a legal move within {}.",
        counted(left, "more move", "more moves")
    )
}

pub fn solved(puzzle: &Puzzle, moves: u8) -> String {
    match puzzle.kind {
        PuzzleKind::MostInOne => format!(
            "Solved! {} takes {}, the most: no other move takes more than {}.",
            puzzle.answer.house,
            stone_count(puzzle.stones.0.into()),
            puzzle.next_best.map_or(0, |n| n.0)
        ),
        PuzzleKind::WinIn { .. } => format!(
            "Solved! north has no legal move left: you won in {}.",
            counted(moves, "move", "moves")
        ),
        PuzzleKind::BetterMove { .. } => format!("Solved! The review's best move here is {}.", puzzle.answer.house),
    }
}

/// A clue, then (`again`) the move itself. `winning` are the moves that solve the puzzle from
/// where it stands; `left` the person's moves left to do it.
pub fn hint(puzzle: &Puzzle, winning: &[House], left: u8, again: bool) -> String {
    let Some(&first) = winning.first() else {
        return "No hint: no move solves the puzzle from here. Type again to start it again.".to_owned();
    };
    let does = match puzzle.kind {
        PuzzleKind::MostInOne => format!("it takes {}", stone_count(puzzle.stones.0.into())),
        PuzzleKind::WinIn { .. } if left <= 1 => "it leaves north without a legal move".to_owned(),
        PuzzleKind::WinIn { .. } => "it keeps the win forced".to_owned(),
        PuzzleKind::BetterMove { .. } => "it is the review's best move".to_owned(),
    };
    if again {
        return format!("Hint: sow {first}: {does}.");
    }
    let one = winning.len() == 1;
    let clue = match puzzle.kind {
        PuzzleKind::MostInOne => format!(
            "the best move takes {}, more than any other",
            stone_count(puzzle.stones.0.into())
        ),
        PuzzleKind::WinIn { .. } => {
            let (does_one, does_many) = match left {
                0 | 1 => ("leaves north without a legal move", "leave north without a legal move"),
                _ => ("keeps the win forced", "keep the win forced"),
            };
            match one {
                true => format!("only one of your moves {does_one}"),
                false => format!("{} of your moves {does_many}", winning.len()),
            }
        }
        PuzzleKind::BetterMove { .. } => "the review found a better move".to_owned(),
    };
    let subject = if one { "it starts" } else { "they all start" };
    let place = match winning.iter().map(|house| house.row()).collect::<Vec<Row>>() {
        rows if rows.iter().all(|row| *row == Row::Outer) => format!("; {subject} in your outer row"),
        rows if rows.iter().all(|row| *row == Row::Inner) => format!("; {subject} in your inner row"),
        _ => String::new(),
    };
    format!("Hint: {clue}{place}. Type hint again for the house.")
}

/// What a move did, from its guide notes: `south played o10: relay at i9, i3 took 4 stones
/// from north's i8 and o8, last stone in i6; 4 stones in all.`
pub fn told(who: &str, outcome: &MoveOutcome) -> String {
    let steps: Vec<String> = outcome
        .guide
        .iter()
        .filter_map(|cue| match cue.note {
            GuideNote::Relay { house, .. } => Some(format!("relay at {}", house.house)),
            GuideNote::Capture {
                captor,
                inner,
                outer,
                stones,
            } => Some(format!(
                "{} took {} from {}'s {} and {}",
                captor.house,
                stone_count(stones.0.into()),
                Player::from(inner.side),
                inner.house,
                outer.house
            )),
            GuideNote::TurnEnds { house, .. } => Some(format!("last stone in {}", house.house)),
            GuideNote::Sowing { .. } | GuideNote::JoinArmy { .. } => None,
        })
        .collect();
    let took = match outcome.captured.0 {
        0 => "it took nothing".to_owned(),
        n => format!("{} taken in all", stone_count(n.into())),
    };
    format!("{who} played {}: {}; {took}.", outcome.notation, steps.join(", "))
}

#[cfg(test)]
mod tests {
    use kiela_session::puzzles;

    use super::*;

    fn house(name: &str) -> House {
        name.parse().expect("a house")
    }

    #[test]
    fn hints_give_a_clue_then_the_move_in_words_that_agree_with_the_count() {
        let most = puzzles()
            .iter()
            .find(|p| p.kind == PuzzleKind::MostInOne)
            .expect("a capture puzzle");
        let answer: House = most.answer.house.into();
        let clue = hint(most, &[answer], 1, false);
        assert!(clue.starts_with("Hint: the best move takes "), "{clue}");
        assert!(clue.contains("; it starts in your "), "{clue}");
        assert_eq!(
            hint(most, &[answer], 1, true),
            format!("Hint: sow {answer}: it takes {}.", stone_count(most.stones.0.into()))
        );
        let win = puzzles()
            .iter()
            .find(|p| matches!(p.kind, PuzzleKind::WinIn { moves } if moves.0 == 2))
            .expect("a win in 2");
        assert_eq!(
            hint(win, &[house("i3")], 2, false),
            "Hint: only one of your moves keeps the win forced; it starts in your inner row. Type hint \
again for the house."
        );
        assert_eq!(
            hint(win, &[house("o1"), house("o5")], 1, false),
            "Hint: 2 of your moves leave north without a legal move; they all start in your outer \
row. Type hint again for the house."
        );
        assert_eq!(
            hint(win, &[house("o1"), house("i5")], 2, false),
            "Hint: 2 of your moves keep the win forced. Type hint again for the house."
        );
        assert_eq!(
            hint(win, &[house("o1")], 1, true),
            "Hint: sow o1: it leaves north without a legal move."
        );
        assert!(hint(win, &[], 1, false).starts_with("No hint"));
    }
}
