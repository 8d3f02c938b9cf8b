//! Move-generator speed. The headline targets (single thread, release, 2-core machine):
//! grant-acedrex perft(4) under 3 s, chess perft(6) under 8 s. `acedrex bench` runs
//! exactly those once; this criterion bench samples one depth less so it stays quick.
use acedrex_rules::{perft, Position, VariantId};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    for (id, depth) in [
        (VariantId::Chess, 5),
        (VariantId::GrantAcedrex, 3),
        (VariantId::Perfect12, 3),
        (VariantId::ZanzibarXl, 3),
        (VariantId::Kmf, 3),
    ] {
        let pos = Position::start(id);
        g.bench_function(format!("{id} {depth}"), |b| {
            b.iter(|| perft(black_box(&pos), depth))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
