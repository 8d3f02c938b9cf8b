//! Prints the depth and node rate reached from each game's start in a given time.
//! `cargo run --release -p acedrex-engine --example depth -- 2000`

use acedrex_engine::{Engine, Limits};
use acedrex_rules::{Position, VariantId};
use std::time::Duration;

fn main() {
    let ms: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    for id in VariantId::ALL {
        let pos = Position::start(id);
        let mut e = Engine::new(64);
        let limits = Limits {
            time: Some(Duration::from_millis(ms)),
            ..Limits::default()
        };
        let r = e.search(&pos, &[], &limits, 8);
        let best = r.best.map(|m| pos.lan(m)).unwrap_or_default();
        println!(
            "{:14} depth {:2} nodes {:9} time {:5} ms  {:8.0} nodes/s  best {} score {}",
            id.id(),
            r.depth,
            r.nodes,
            r.elapsed.as_millis(),
            r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9),
            best,
            r.score
        );
    }
}
