//! Prints the search of one position: `pv VARIANT MS [FEN]`.

use acedrex_engine::{Engine, Limits};
use acedrex_rules::{Position, VariantId};
use std::time::Duration;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id: VariantId = args
        .get(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(VariantId::Chess);
    let ms: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let pos = match args.get(3) {
        Some(f) => Position::from_fen(id, f).expect("FEN"),
        None => Position::start(id),
    };
    let mut e = Engine::new(64);
    let limits = Limits {
        time: Some(Duration::from_millis(ms)),
        ..Limits::default()
    };
    let r = e.search(&pos, &[], &limits, 8);
    let mut p = pos.clone();
    let mut line = Vec::new();
    for m in &r.pv {
        line.push(p.san(*m));
        p.play(*m);
    }
    println!(
        "depth {} score {} nodes {} {:?}: {}",
        r.depth,
        r.score,
        r.nodes,
        r.elapsed,
        line.join(" ")
    );
}
