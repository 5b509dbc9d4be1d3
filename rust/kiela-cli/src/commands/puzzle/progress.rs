//! The puzzles solved so far, kept in the statistics file `kiela play` counts its games in (the
//! same record as the apps': `Statistics::solved_puzzles`), and which puzzle comes next.

use kiela_session::{puzzles, Puzzle};

use super::super::play::files::StatisticsFile;

pub struct Progress {
    file: StatisticsFile,
}

impl Progress {
    /// The progress in the data folder; a warning about the file goes to stderr.
    pub fn load() -> Progress {
        Progress {
            file: StatisticsFile::load(&mut warn),
        }
    }

    pub fn solved(&self, puzzle: &Puzzle) -> bool {
        self.file.statistics.solved(&puzzle.id)
    }

    /// How many of the shipped puzzles are solved.
    pub fn solved_count(&self) -> usize {
        puzzles().iter().filter(|puzzle| self.solved(puzzle)).count()
    }

    /// The first puzzle not solved yet, in the shipped order.
    pub fn first_unsolved(&self) -> Option<usize> {
        puzzles().iter().position(|puzzle| !self.solved(puzzle))
    }

    /// The puzzle after `index`: the next one not solved yet, going round to the first; the
    /// very next one when every puzzle is solved.
    pub fn next_after(&self, index: usize) -> usize {
        let all = puzzles();
        let count = all.len().max(1);
        (1..=all.len())
            .map(|step| (index + step) % count)
            .find(|&next| !self.solved(&all[next]))
            .unwrap_or((index + 1) % count)
    }

    /// Counts `puzzle` as solved and writes the file at once. The file is read again first, so
    /// that games another `kiela` counted meanwhile are kept. The message why not, when the
    /// progress cannot be kept.
    pub fn record(&mut self, puzzle: &Puzzle) -> Result<(), String> {
        self.file = StatisticsFile::load(&mut warn);
        self.file.statistics.solve_puzzle(&puzzle.id);
        self.file.store()
    }
}

fn warn(warning: String) {
    eprintln!("kiela: {warning}");
}
