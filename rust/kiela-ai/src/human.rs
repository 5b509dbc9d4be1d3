//! How the weak levels look at the board: as a person does, not as a search.
//!
//! A person follows a sowing for a lap or two, not a chain of twelve relays; they grab the
//! capture in front of them; looking at the opponent's answers, they see those that capture
//! within a lap or two and miss the rest. A [`Glance`] is such a limit. Each move is played on
//! a copy with the rules' own sowing, and an observer counts what happened within the laps
//! the player follows: the moves are real, only the judgement is short-sighted. Nothing here
//! allocates; the same position and seed give the same move, and that move is always the one
//! the level's rule judges best (equal judgements are split by the seed).

use kiela_core::{House, Observer, Position};

use crate::children::{Child, Children};
use crate::eval::STONE;

/// What a person-like level sees of a move, and how it weighs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Glance {
    /// Sowing runs of its own move it follows (the first run, then each relay or sowing of
    /// captured stones): captures made later are not seen.
    pub own_laps: u16,
    /// Sowing runs of the opponent's replies it follows; 0: it does not look at replies.
    pub reply_laps: u16,
    /// Hundredths of a stone a seen reply's capture costs per stone (100: as much as its own
    /// capture is worth; less: it worries less about the answer than it likes its own grab).
    pub reply_weight: i32,
    /// It sees only replies lifted from the opponent's houses 1–5 (the half of the board to
    /// its right as it sits): a threat from the other half is missed.
    pub one_half_only: bool,
}

/// An observer that counts sowing runs and the stones captured within the first `limit`.
struct LapWatch {
    limit: u16,
    laps: u16,
    seen: u32,
}

impl Observer for LapWatch {
    #[inline]
    fn sow(&mut self, _after: House, _stones: u8) {
        self.laps = self.laps.saturating_add(1);
    }

    #[inline]
    fn capture(&mut self, _captor: House, _inner: House, _outer: House, stones: u8) {
        if self.laps <= self.limit {
            self.seen += u32::from(stones);
        }
    }
}

/// The stones the mover sees itself capture by sowing `house`, following `laps` runs;
/// `None` if the move is not legal.
pub(crate) fn seen_capture(position: &Position, house: House, laps: u16) -> Option<u32> {
    let mut watch = LapWatch {
        limit: laps,
        laps: 0,
        seen: 0,
    };
    let mut copy = *position;
    copy.play_observed(house, &mut watch).ok().map(|_| watch.seen)
}

/// The biggest capture the player to move in `position` is seen to have (0 if none), and the
/// moves played to see it.
pub(crate) fn seen_threat(position: &Position, glance: &Glance) -> (u32, u64) {
    let mut played = 0;
    let threat = position
        .candidate_houses()
        .filter(|house| !glance.one_half_only || house.number() <= 5)
        .filter_map(|house| {
            played += 1;
            seen_capture(position, house, glance.reply_laps)
        })
        .max()
        .unwrap_or(0);
    (threat, played)
}

/// A legal move and how the glance judges it (hundredths of a stone, for the mover).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Judged {
    pub child: Child,
    pub value: i32,
}

/// Every legal move judged by `glance`, in loop order, and the number of moves played.
pub(crate) fn judge(position: &Position, glance: &Glance, mut each: impl FnMut(Judged)) -> u64 {
    let children = Children::of(position);
    let mut played = children.as_slice().len() as u64;
    for child in children.as_slice() {
        let seen = seen_capture(position, child.house, glance.own_laps).unwrap_or(0);
        let mut value = seen as i32 * STONE;
        if glance.reply_laps > 0 {
            let (threat, replies) = seen_threat(&child.position, glance);
            played += replies;
            value -= threat as i32 * glance.reply_weight;
        }
        each(Judged { child: *child, value });
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiela_core::{Player, Rules};

    fn h(name: &str) -> House {
        name.parse().unwrap()
    }

    #[test]
    fn a_capture_after_the_laps_followed_is_not_seen() {
        let start = Position::start(Rules::default(), Player::South);
        for house in start.legal_moves().iter() {
            let full = { start }.play(house).unwrap();
            let all = seen_capture(&start, house, u16::MAX).unwrap();
            assert_eq!(all, u32::from(full.captured), "{house}");
            assert_eq!(seen_capture(&start, house, 0), Some(0));
            assert!(seen_capture(&start, house, 1).unwrap() <= all);
        }
        assert_eq!(seen_capture(&start, h("i1"), 2), None, "empty house");
    }
}
