//! Finds strong expert-opening rearrangements offline, shipped in `src/setup.rs`.
//!
//! From the traditional start (or the beginner's), the first player rearranges; a layout is
//! scored by a search of the position after it, the opponent to move (and sowing). A hill
//! climb from several seeded layouts moves one or two stones at a time and keeps what scores
//! better; the best distinct layouts found are printed in loop order (o1…o10, i10…i1).
//! `cargo run -p kiela-ai --release --example setups -- [variant] [restarts] [steps] [depth]`

use kiela_ai::{Engine, EngineSettings, Rng, SearchLimits, StopHandle};
use kiela_core::{Game, Loop, Move, Player, Position, Rules, Variant};

fn score(engine: &mut Engine, start: &Position, layout: &Loop, depth: u8) -> i32 {
    let mut game = Game::new(*start, true);
    game.play(Move::Setup(*layout)).expect("a legal setup");
    let after = *game.position();
    -engine
        .search(&after, &[], &SearchLimits::depth(depth), &StopHandle::new())
        .score
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant: Variant = args
        .first()
        .map_or(Variant::Traditional, |v| v.parse().expect("variant"));
    let restarts: u64 = args.get(1).map_or(8, |a| a.parse().expect("restarts"));
    let steps: u32 = args.get(2).map_or(300, |a| a.parse().expect("steps"));
    let depth: u8 = args.get(3).map_or(5, |a| a.parse().expect("depth"));
    let start = Position::start(Rules::new(variant, Default::default()), Player::South);
    let total = start.stones_of(Player::South);
    let mut engine = Engine::new(EngineSettings {
        tt_megabytes: 8,
        ..EngineSettings::default()
    });
    let standard = *start.side(Player::South);
    println!("standard layout: {}", score(&mut engine, &start, &standard, depth));
    let mut found: Vec<(i32, Loop)> = Vec::new();
    for restart in 0..restarts {
        let mut rng = Rng::new(restart);
        let mut layout = if restart == 0 { standard } else { [0u8; 20] };
        if restart > 0 {
            for _ in 0..total {
                layout[rng.below(20) as usize] += 1;
            }
        }
        let mut best = score(&mut engine, &start, &layout, depth);
        for _ in 0..steps {
            let mut next = layout;
            for _ in 0..1 + rng.below(2) {
                let from = rng.below(20) as usize;
                if next[from] == 0 {
                    continue;
                }
                next[from] -= 1;
                next[rng.below(20) as usize] += 1;
            }
            let s = score(&mut engine, &start, &next, depth);
            if s >= best {
                best = s;
                layout = next;
            }
        }
        // Checked once more, deeper: shallow scores flatter some layouts.
        let deep = score(&mut engine, &start, &layout, depth + 2);
        println!("restart {restart}: {best} (depth {}: {deep}) {layout:?}", depth + 2);
        found.push((deep, layout));
    }
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    found.dedup_by_key(|f| f.1);
    for (s, layout) in found {
        println!("{s:6} {layout:?}");
    }
}
