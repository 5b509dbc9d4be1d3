//! The review's search: the played move scored exactly beside the best by the same iterations,
//! and a table kept between searches that `forget` empties.

mod common;

use kiela_ai::search::WIN_BOUND;
use kiela_ai::{Engine, EngineSettings, SearchLimits, SearchReport, StopHandle};
use kiela_core::{House, Position};

fn engine() -> Engine {
    Engine::new(EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    })
}

/// The position after the first legal move.
fn child(position: &Position) -> Position {
    let mut after = *position;
    after.play(position.legal_moves().iter().next().unwrap()).unwrap();
    after
}

/// The worst legal move by a search that scores every move exactly.
fn worst_move(position: &Position, depth: u8) -> (House, SearchReport) {
    let limits = SearchLimits {
        margin: 4 * WIN_BOUND,
        ..SearchLimits::depth(depth)
    };
    let every = engine().search(position, &[], &limits, &StopHandle::new());
    (every.root.last().unwrap().house, every)
}

#[test]
fn the_played_move_is_scored_exactly_by_the_best_move_s_iterations() {
    let mut checked = 0;
    for position in common::sample(5, 12) {
        if position.legal_moves().iter().count() < 3 {
            continue;
        }
        let (worst, every) = worst_move(&position, 5);
        let plain = engine().search(&position, &[], &SearchLimits::depth(5), &StopHandle::new());
        let scoring = engine().search_scoring(&position, &[], &SearchLimits::depth(5), &StopHandle::new(), worst);
        let played = |report: &SearchReport| *report.root.iter().find(|root| root.house == worst).unwrap();
        assert!(
            !played(&plain).exact,
            "a plain search only bounds the worst move: {position:?}"
        );
        assert!(played(&scoring).exact, "{position:?}");
        assert_eq!(played(&scoring).score, played(&every).score, "{position:?}");
        assert_eq!((scoring.best, scoring.score), (every.best, every.score), "{position:?}");
        checked += 1;
    }
    assert!(checked >= 5, "{checked} positions checked");
}

#[test]
fn a_kept_table_is_used_and_forget_empties_it() {
    let positions: Vec<Position> = common::sample(2, 6)
        .into_iter()
        .filter(|position| position.legal_moves().iter().count() >= 2 && child(position).has_legal_move())
        .collect();
    let limits = SearchLimits::nodes(20_000);
    let stop = StopHandle::new();
    let target = positions[0];
    let played = target.legal_moves().iter().next().unwrap();
    let fresh = engine().search_scoring(&target, &[], &limits, &stop, played);
    let mut walked = engine();
    for position in &positions[1..] {
        walked.search_scoring(
            position,
            &[],
            &limits,
            &stop,
            position.legal_moves().iter().next().unwrap(),
        );
    }
    // A child of the target searched first leaves work the target's search finds.
    let child = {
        let mut after = target;
        after.play(played).unwrap();
        after
    };
    let mut warmed = engine();
    if child.has_legal_move() {
        warmed.search_scoring(&child, &[], &limits, &stop, child.legal_moves().iter().next().unwrap());
        let warm = warmed.search_scoring(&target, &[], &limits, &stop, played);
        assert!(warm.depth >= fresh.depth, "{} against {}", warm.depth, fresh.depth);
        assert_ne!(
            (warm.depth, warm.nodes),
            (fresh.depth, fresh.nodes),
            "the kept table changed the search"
        );
    }
    walked.forget();
    let forgotten = walked.search_scoring(&target, &[], &limits, &stop, played);
    assert_eq!(
        (
            forgotten.best,
            forgotten.score,
            forgotten.depth,
            forgotten.nodes,
            &forgotten.root
        ),
        (fresh.best, fresh.score, fresh.depth, fresh.nodes, &fresh.root),
        "after forget, as from an empty table"
    );
}
