//! Nodes per second of a fixed-depth search from the start positions of Chess and
//! Perfect 12.

use acedrex_engine::{Engine, Limits};
use acedrex_rules::{Position, VariantId};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (id, depth) in [(VariantId::Chess, 8), (VariantId::Perfect12, 6)] {
        let pos = Position::start(id);
        // Report the node rate once, outside criterion's timing.
        let mut e = Engine::new(16);
        let r = e.search(
            &pos,
            &[],
            &Limits {
                depth: Some(depth),
                ..Limits::default()
            },
            8,
        );
        eprintln!(
            "{id} depth {depth}: {} nodes in {:?} = {:.0} nodes/s",
            r.nodes,
            r.elapsed,
            r.nodes as f64 / r.elapsed.as_secs_f64().max(1e-9)
        );
        // A fresh table per run (allocated outside the timing), so runs are alike.
        group.bench_function(format!("{id}_depth{depth}"), |b| {
            b.iter_batched(
                || Engine::new(16),
                |mut e| {
                    let limits = Limits {
                        depth: Some(depth),
                        ..Limits::default()
                    };
                    black_box(e.search(black_box(&pos), &[], &limits, 8).nodes)
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
