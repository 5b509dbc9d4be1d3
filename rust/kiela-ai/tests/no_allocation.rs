//! The search recursion allocates nothing: a search's allocations do not grow with its nodes.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use kiela_ai::{Engine, EngineSettings, SearchLimits, StopHandle};
use kiela_core::{Player, Position, Rules};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

fn allocations_of(f: impl FnOnce() -> u64) -> (u64, u64) {
    let before = ALLOCATIONS.with(Cell::get);
    let nodes = f();
    (ALLOCATIONS.with(Cell::get) - before, nodes)
}

#[test]
fn search_allocations_do_not_grow_with_nodes() {
    let mut engine = Engine::new(EngineSettings {
        tt_megabytes: 1,
        ..EngineSettings::default()
    });
    let position = Position::start(Rules::default(), Player::South);
    let history = [1, 2, 3];
    let stop = StopHandle::new();
    let mut search = |depth| {
        allocations_of(|| {
            engine
                .search(&position, &history, &SearchLimits::depth(depth), &stop)
                .nodes
        })
    };
    let (shallow, shallow_nodes) = search(2);
    let (deep, deep_nodes) = search(7);
    assert!(deep_nodes > 20 * shallow_nodes.max(1), "{shallow_nodes} {deep_nodes}");
    // Only per-search and per-iteration bookkeeping (root list, report, history copy).
    assert!(
        deep <= shallow + 2 * 5 + 4,
        "{shallow} allocations at depth 2, {deep} at depth 7"
    );
}
