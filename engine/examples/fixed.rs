//! The fixed-depth check: the same positions of every game searched to the same depth,
//! each with a fresh engine, so the node counts are exact and repeatable. Equal counts
//! before and after a change mean the search is unchanged, node for node; the time then
//! measures speed alone.
//! `cargo run --release -p acedrex-engine --example fixed -- [DEPTH] [POSITIONS_PER_GAME] [GAME...]`
//! Game ids (e.g. `shako`) among the arguments restrict the check to those games, for a
//! measurement of one game (under `valgrind --tool=callgrind`, say); all games otherwise.

use acedrex_engine::{Engine, Limits};
use acedrex_rules::{Position, VariantId};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games: Vec<VariantId> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let depth = args.first().copied().unwrap_or(5);
    let per_game = args.get(1).copied().unwrap_or(8) as usize;
    let (mut all_nodes, mut all_time) = (0u64, Duration::ZERO);
    for id in VariantId::ALL {
        if !games.is_empty() && !games.contains(&id) {
            continue;
        }
        // Positions from a game the engine plays against itself at depth 3: the start,
        // then every third ply (deterministic: no time limit, no noise).
        let mut positions = Vec::new();
        let mut pos = Position::start(id);
        let mut e = Engine::new(16);
        for ply in 0..per_game * 3 {
            if ply % 3 == 0 {
                positions.push(pos.clone());
            }
            let limits = Limits {
                depth: Some(3),
                ..Limits::default()
            };
            match e.search(&pos, &[], &limits, 8).best {
                Some(m) => pos.play(m),
                None => break,
            }
        }
        let (mut nodes, mut time) = (0u64, Duration::ZERO);
        for p in &positions {
            let mut e = Engine::new(16);
            let limits = Limits {
                depth: Some(depth),
                ..Limits::default()
            };
            let t = Instant::now();
            let r = e.search(p, &[], &limits, 8);
            time += t.elapsed();
            nodes += r.nodes;
        }
        println!(
            "{:14} {:2} positions depth {depth}: {:10} nodes {:8.3} s {:8.0} nodes/s",
            id.id(),
            positions.len(),
            nodes,
            time.as_secs_f64(),
            nodes as f64 / time.as_secs_f64().max(1e-9)
        );
        all_nodes += nodes;
        all_time += time;
    }
    println!(
        "{:14} {:2}           depth {depth}: {:10} nodes {:8.3} s {:8.0} nodes/s",
        "all",
        "",
        all_nodes,
        all_time.as_secs_f64(),
        all_nodes as f64 / all_time.as_secs_f64().max(1e-9)
    );
}
