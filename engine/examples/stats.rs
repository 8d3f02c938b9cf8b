//! Search counters at a fixed depth on a few positions of Shako and chess: node counts,
//! fail-high on the first move, hash hits and cuts, branching factor per iteration, and
//! where the tree is wide (nodes by depth left, quiescence nodes by ply, the move loops
//! of the shallow nodes).
//! `cargo run --release -p acedrex-engine --features stats --example stats -- [DEPTH_SHAKO] [DEPTH_CHESS] [FILE]`
//!
//! With FILE (Shako positions, one per line), those positions are searched to
//! DEPTH_SHAKO instead, and the counters are added up over them at the end.

use acedrex_engine::{Engine, Limits, Stats};
use acedrex_rules::{Position, VariantId};

fn pct(a: u64, b: u64) -> f64 {
    100.0 * a as f64 / b.max(1) as f64
}

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let file = std::env::args().skip(1).find(|a| a.parse::<u32>().is_err());
    let (ds, dc) = (
        args.first().copied().unwrap_or(7),
        args.get(1).copied().unwrap_or(9),
    );
    if let Some(file) = file {
        let text = match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                std::process::exit(1);
            }
        };
        let mut total = Stats::default();
        for (n, fen) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
            let Ok(pos) = Position::from_fen(VariantId::Shako, fen.trim()) else {
                eprintln!("{file}:{}: not a Shako position", n + 1);
                std::process::exit(1);
            };
            let mut e = Engine::new(64);
            let limits = Limits {
                depth: Some(ds),
                ..Limits::default()
            };
            e.search(&pos, &[], &limits, 8);
            let s = e.stats();
            println!("{fen}");
            shape(s);
            add(&mut total, s);
        }
        println!("all positions");
        shape(&total);
        return;
    }
    let cases: Vec<(VariantId, String, u32)> = vec![
        (
            VariantId::Shako,
            Position::start(VariantId::Shako).fen(),
            ds,
        ),
        (
            VariantId::Chess,
            Position::start(VariantId::Chess).fen(),
            dc,
        ),
        (
            VariantId::Chess,
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4".into(),
            dc,
        ),
        (
            VariantId::Chess,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".into(),
            dc - 1,
        ),
    ];
    let mut shako_games = Vec::new();
    // Shako middle games: the start after a few plies of each side's best moves.
    {
        let mut pos = Position::start(VariantId::Shako);
        let mut e = Engine::new(64);
        for _ in 0..12 {
            let r = e.search(
                &pos,
                &[],
                &Limits {
                    depth: Some(4),
                    ..Limits::default()
                },
                8,
            );
            let Some(m) = r.best else { break };
            pos.play(m);
        }
        shako_games.push((VariantId::Shako, pos.fen(), ds));
    }
    for (id, fen, depth) in cases.into_iter().chain(shako_games) {
        let pos = Position::from_fen(id, &fen).expect("a valid position");
        let mut e = Engine::new(64);
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let r = e.search(&pos, &[], &limits, 8);
        let s = e.stats();
        let main = r.nodes - s.qnodes;
        println!("{id} {fen}");
        println!(
            "  depth {} nodes {} (main {} q {}) {:.0} ms best {} score {}",
            r.depth,
            r.nodes,
            main,
            s.qnodes,
            r.elapsed.as_secs_f64() * 1000.0,
            r.best.map(|m| pos.lan(m)).unwrap_or_default(),
            r.score
        );
        println!(
            "  fail-high first {:.1}% ({} cuts: hash {:.1}% killer {:.1}% capture {:.1}% other quiet {:.1}%)",
            pct(s.cutoffs_first, s.cutoffs),
            s.cutoffs,
            pct(s.cut_hash, s.cutoffs),
            pct(s.cut_killer, s.cutoffs),
            pct(s.cut_capture, s.cutoffs),
            pct(s.cut_quiet, s.cutoffs)
        );
        println!(
            "  tt hits {:.1}% cuts {:.1}% of probes; hash move in list {:.1}%; null {} cut {:.1}%; lmr {} re-searched {:.1}%",
            pct(s.hits, s.probes),
            pct(s.tt_cuts, s.probes),
            pct(s.hash_moves_found, s.hash_moves),
            s.nulls,
            pct(s.null_cuts, s.nulls),
            s.reductions,
            pct(s.re_searches, s.reductions)
        );
        let bf: Vec<String> = s
            .per_depth
            .windows(2)
            .map(|w| format!("{:.1}", w[1] as f64 / w[0].max(1) as f64))
            .collect();
        println!(
            "  nodes by depth {:?}\n  branching {}",
            s.per_depth,
            bf.join(" ")
        );
        shape(s);
    }
}

/// The tree's shape: nodes by depth left and by quiescence ply, and the shallow nodes'
/// move loops (outside the principal variation).
fn shape(s: &Stats) {
    println!("  main nodes by depth left 0..15: {:?}", s.at_depth);
    println!("  quiescence nodes by ply 0..15: {:?}", s.at_qply);
    for d in 1..=3 {
        let sh = &s.shallow[d];
        println!(
            "  depth {d}: {} move loops, {:.1}% cut, {:.2} moves searched each ({:.1}% of them losing captures)",
            sh.nodes,
            pct(sh.cuts, sh.nodes),
            sh.searched as f64 / sh.nodes.max(1) as f64,
            pct(sh.losing_captures, sh.searched)
        );
    }
}

/// Adds `s`'s shape counters to `total`.
fn add(total: &mut Stats, s: &Stats) {
    for i in 0..16 {
        total.at_depth[i] += s.at_depth[i];
        total.at_qply[i] += s.at_qply[i];
    }
    for d in 0..4 {
        let (t, x) = (&mut total.shallow[d], &s.shallow[d]);
        t.nodes += x.nodes;
        t.cuts += x.cuts;
        t.searched += x.searched;
        t.losing_captures += x.losing_captures;
    }
}
