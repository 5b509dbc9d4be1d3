//! The puzzles solved so far, kept in the statistics file `kiela play` counts its games in (the
//! same record as the apps': `Statistics::solved_puzzles`), and which puzzle comes next.

use chrono::NaiveDate;
use kiela_session::{daily_puzzle, puzzles, puzzles_overview, solve_daily, Puzzle, PuzzlesOverview};

use super::super::play::files::StatisticsFile;

pub struct Progress {
    file: StatisticsFile,
    /// The warnings about the file already given: each is said once a run, though the file is
    /// read again at every solve.
    said: Vec<String>,
    /// Today, when today's puzzle is being played (`--daily`): solving it counts the streak.
    daily: Option<NaiveDate>,
}

impl Progress {
    /// The progress in the data folder; a warning about the file goes to stderr.
    pub fn load() -> Progress {
        let (file, warnings) = read();
        let mut progress = Progress {
            file,
            said: Vec::new(),
            daily: None,
        };
        warnings.into_iter().for_each(|warning| progress.warn(warning));
        progress
    }

    fn warn(&mut self, warning: String) {
        if !self.said.contains(&warning) {
            eprintln!("kiela: {warning}");
            self.said.push(warning);
        }
    }

    /// Today's puzzle is played: solving it counts the daily streak of `today` too.
    pub fn play_daily(&mut self, today: NaiveDate) {
        self.daily = Some(today);
    }

    /// The day's puzzle, the streak and the progress by grade and kind, on `date`.
    pub fn overview(&self, date: NaiveDate) -> PuzzlesOverview {
        puzzles_overview(&self.file.statistics, date)
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

    /// Counts `puzzle` as solved and writes the file at once, warning on stderr when it cannot
    /// be kept. The file is read again first, so that games another `kiela` counted meanwhile
    /// are kept.
    pub fn record(&mut self, puzzle: &Puzzle) {
        let (file, warnings) = read();
        self.file = file;
        warnings.into_iter().for_each(|warning| self.warn(warning));
        match self.daily {
            Some(today) if daily_puzzle(today).id == puzzle.id => {
                solve_daily(&mut self.file.statistics, today);
            }
            _ => self.file.statistics.solve_puzzle(&puzzle.id),
        }
        if let Err(why) = self.file.store() {
            self.warn(why);
        }
    }
}

/// The statistics file read afresh, and its warnings.
fn read() -> (StatisticsFile, Vec<String>) {
    let mut warnings = Vec::new();
    let file = StatisticsFile::load(&mut |warning| warnings.push(warning));
    (file, warnings)
}
